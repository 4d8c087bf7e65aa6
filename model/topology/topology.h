#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace hvnet {

class Design;

// The cabling of a design as a graph: adapters and switches are vertices,
// cables and peer-links are edges that remember the switch ports at their
// ends. Layer-2 questions are answered per VLAN, where an edge carries the VLAN
// unless a port at one of its ends states a list of allowed VLANs without it.
// Adapters are leaves: a server does not bridge between its ports.
//
// The rules ask the topology their layer-2 questions (reachability, paths,
// partitions). Others read design.links directly for what one cable joins:
// the plans the exporters render (SwitchPlan, HostPlan), the report's
// content (ReportBuilder), the diagram and the canvas. A question of
// reachability belongs here, not in another walk over the cables.
class Topology
{
    struct Impl;

public:
    explicit Topology(const Design &design);
    ~Topology();
    Topology(const Topology &) = delete;
    Topology &operator=(const Topology &) = delete;

    // Where an adapter's cable lands when it goes to a switch.
    struct Attachment {
        QString switchId;
        QString portId;
    };
    std::optional<Attachment> attachmentOf(const QString &adapterId) const;
    // The ids of the links that end at an adapter or switch port.
    QStringList linksAt(const QString &endId) const;
    bool isLinked(const QString &endId) const { return !linksAt(endId).isEmpty(); }

    // Which adapters can reach each other at layer 2 in one VLAN (0: untagged),
    // optionally with one switch taken out (as if it failed).
    class Reachability
    {
    public:
        // The same number for adapters that reach each other; -1 for an adapter
        // without a link (or not in the design).
        int componentOf(const QString &adapterId) const;

    private:
        friend class Topology;
        const Impl *m_impl = nullptr;
        std::shared_ptr<const std::vector<int>> m_components;
        // With a switch taken out, only its own component splits: the new
        // numbers of that component's vertices.
        std::shared_ptr<const QHash<int, int>> m_split;
        int m_without = -1;
    };
    Reachability reachability(int vlan, const QString &withoutSwitch = {}) const;

    // The switches and switch ports on the layer-2 paths that join the given
    // adapters in one VLAN: the paths of a breadth-first spanning tree grown
    // from the switches, which in a loop-free fabric (a switch pair, a leaf
    // pair per rack) are the paths frames take. It costs the length of those
    // paths, not the size of the fabric.
    struct Paths {
        QStringList switches; // in design order
        QStringList ports; // in design order
    };
    Paths pathsBetween(int vlan, const QStringList &adapterIds) const;

private:
    std::unique_ptr<Impl> d;
};

} // namespace hvnet

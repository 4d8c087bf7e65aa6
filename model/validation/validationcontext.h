#pragma once

#include "model/design.h"
#include "model/ipv4.h"

#include <QHash>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace hvnet {

class Topology;

// The design as the rules see it: lookups by id, the parsed prefixes, the
// interfaces of each subnet, the topology graph, all built once per
// validation run so that no rule pays for them again.
class ValidationContext
{
public:
    explicit ValidationContext(const Design &design);
    ~ValidationContext();

    const Design &design() const { return m_design; }

    const Subnet *subnet(const QString &id) const { return as<Subnet>(id, Kind::Subnet); }
    const Node *node(const QString &id) const { return as<Node>(id, Kind::Node); }
    // The parsed prefix of a subnet, or nothing when it is invalid.
    std::optional<Ipv4Prefix> prefixOf(const QString &subnetId) const;
    const Node *nodeOfInterface(const QString &interfaceId) const
    {
        return ownerAs<Node>(interfaceId, Kind::Interface);
    }
    const Node *nodeOfAdapter(const QString &adapterId) const { return ownerAs<Node>(adapterId, Kind::Adapter); }
    const Adapter *adapter(const QString &id) const { return as<Adapter>(id, Kind::Adapter); }
    const Switch *switchOfPort(const QString &portId) const { return ownerAs<Switch>(portId, Kind::Port); }
    const SwitchPort *port(const QString &id) const { return as<SwitchPort>(id, Kind::Port); }
    OsVersion osOf(const Node &node) const { return m_design.osOf(node); }

    struct Member {
        const Node *node;
        const Interface *interface;
    };
    // The interfaces in a subnet, in design order.
    const std::vector<Member> &interfacesIn(const QString &subnetId) const;
    // The adapters an interface sends through (see adaptersUnder in design.h).
    const QStringList &adaptersUnder(const Interface &interface) const;
    // The RDMA transports of the adapters under an interface (none left out).
    std::vector<RdmaTransport> transportsOf(const Interface &interface) const;

    // A RoCE design has an RDMA interface over RoCE or RoCEv2; an iWARP one over iWARP.
    bool isRoceDesign() const { return m_roceDesign; }
    bool isIwarpDesign() const { return m_iwarpDesign; }
    // The priorities of the classes with PFC on, ascending.
    std::vector<int> losslessPriorities() const;

    // The nodes an SMB server name stands for: a cluster's access point or
    // name (its members) or a node's name; nothing when the design has no
    // such name. Names compare case-insensitively, as Windows does.
    std::optional<QStringList> nodesOfServer(const QString &server) const;

    const Topology &topology() const;

    // How a finding names an object: "HV01", "HV01 / SMB1", "Storage 1", "ToR-A Ethernet1/1".
    QString label(const QString &id) const;

private:
    enum class Kind : quint8 { Subnet, Cluster, Node, Adapter, Team, VSwitch, Interface, Switch, Port };
    // Every object of the design by id, in one table: what it is, where it
    // is, and what holds it (a node or a switch). One lookup answers all the
    // questions above, and building it is one insert per object.
    struct Entry {
        Kind kind;
        int index = -1; // interfaces: their slot in m_adaptersUnder
        const void *object = nullptr;
        const void *owner = nullptr;
    };
    template <typename T> const T *as(const QString &id, Kind kind) const
    {
        const auto it = m_objects.constFind(id);
        return it != m_objects.constEnd() && it->kind == kind ? static_cast<const T *>(it->object) : nullptr;
    }
    template <typename T> const T *ownerAs(const QString &id, Kind kind) const
    {
        const auto it = m_objects.constFind(id);
        return it != m_objects.constEnd() && it->kind == kind ? static_cast<const T *>(it->owner) : nullptr;
    }
    QString nameOf(const Entry &entry) const;

    const Design &m_design;
    QHash<QString, Entry> m_objects;
    QHash<QString, Ipv4Prefix> m_prefixes;
    QHash<QString, std::vector<Member>> m_subnetMembers;
    std::vector<QStringList> m_adaptersUnder;
    QHash<QString, QStringList> m_serverNodes; // lower-case name -> node ids
    bool m_roceDesign = false;
    bool m_iwarpDesign = false;
    mutable std::unique_ptr<Topology> m_topology;
};

} // namespace hvnet

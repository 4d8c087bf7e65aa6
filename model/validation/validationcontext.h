#pragma once

#include "design.h"
#include "ipv4.h"

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

    const Subnet *subnet(const QString &id) const { return m_subnets.value(id); }
    // The parsed prefix of a subnet, or nothing when it is invalid.
    std::optional<Ipv4Prefix> prefixOf(const QString &subnetId) const;
    const Node *nodeOfInterface(const QString &interfaceId) const { return m_interfaceNodes.value(interfaceId); }
    const Node *nodeOfAdapter(const QString &adapterId) const { return m_adapterNodes.value(adapterId); }
    const Adapter *adapter(const QString &id) const { return m_adapters.value(id); }
    const Switch *switchOfPort(const QString &portId) const { return m_portSwitches.value(portId); }
    const SwitchPort *port(const QString &id) const { return m_ports.value(id); }
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
    const Design &m_design;
    QHash<QString, const Subnet *> m_subnets;
    QHash<QString, Ipv4Prefix> m_prefixes;
    QHash<QString, const Node *> m_interfaceNodes;
    QHash<QString, const Node *> m_adapterNodes;
    QHash<QString, const Adapter *> m_adapters;
    QHash<QString, const Switch *> m_portSwitches;
    QHash<QString, const SwitchPort *> m_ports;
    QHash<QString, std::vector<Member>> m_subnetMembers;
    QHash<QString, QStringList> m_adaptersUnder;
    QHash<QString, QStringList> m_serverNodes; // lower-case name -> node ids
    QHash<QString, QString> m_labels;
    bool m_roceDesign = false;
    bool m_iwarpDesign = false;
    mutable std::unique_ptr<Topology> m_topology;
};

} // namespace hvnet

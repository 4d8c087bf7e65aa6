#include "validationcontext.h"

#include "topology/topology.h"

#include <algorithm>

namespace hvnet {

ValidationContext::ValidationContext(const Design &design) : m_design(design)
{
    for (const Subnet &s : design.subnets) {
        m_subnets.insert(s.id, &s);
        m_labels.insert(s.id, s.name);
        if (auto prefix = Ipv4Prefix::parse(s.prefix))
            m_prefixes.insert(s.id, *prefix);
    }
    const QString pair = QStringLiteral("%1 / %2");
    for (const Node &n : design.nodes) {
        m_labels.insert(n.id, n.name);
        m_serverNodes[n.name.toLower()] << n.id;
        for (const Adapter &a : n.adapters) {
            m_labels.insert(a.id, pair.arg(n.name, a.name));
            m_adapterNodes.insert(a.id, &n);
            m_adapters.insert(a.id, &a);
        }
        for (const Team &t : n.teams)
            m_labels.insert(t.id, pair.arg(n.name, t.name));
        for (const VSwitch &v : n.vswitches)
            m_labels.insert(v.id, pair.arg(n.name, v.name));
        for (const Interface &i : n.interfaces) {
            m_labels.insert(i.id, pair.arg(n.name, i.name));
            m_interfaceNodes.insert(i.id, &n);
            m_subnetMembers[i.subnet].push_back({&n, &i});
            const QStringList under = hvnet::adaptersUnder(n, i);
            m_adaptersUnder.insert(i.id, under);
            if (i.rdma) {
                for (const QString &id : under) {
                    const Adapter *a = n.adapter(id);
                    m_roceDesign = m_roceDesign || (a && isRoce(a->rdma));
                    m_iwarpDesign = m_iwarpDesign || (a && a->rdma == RdmaTransport::Iwarp);
                }
            }
        }
    }
    for (const Cluster &c : design.clusters) {
        m_labels.insert(c.id, c.name);
        for (const QString &name : {c.name, c.accessPoint})
            if (!name.isEmpty())
                m_serverNodes[name.toLower()] << c.members;
    }
    for (const Switch &s : design.switches) {
        m_labels.insert(s.id, s.name);
        for (const SwitchPort &p : s.ports) {
            m_labels.insert(p.id, QStringLiteral("%1 %2").arg(s.name, p.name));
            m_portSwitches.insert(p.id, &s);
            m_ports.insert(p.id, &p);
        }
    }
    for (const Link &l : design.links)
        m_labels.insert(l.id, QStringLiteral("%1 <-> %2").arg(label(l.a), label(l.b)));
}

ValidationContext::~ValidationContext() = default;

std::optional<Ipv4Prefix> ValidationContext::prefixOf(const QString &subnetId) const
{
    const auto it = m_prefixes.constFind(subnetId);
    if (it == m_prefixes.constEnd())
        return std::nullopt;
    return *it;
}

const std::vector<ValidationContext::Member> &ValidationContext::interfacesIn(const QString &subnetId) const
{
    static const std::vector<Member> none;
    const auto it = m_subnetMembers.constFind(subnetId);
    return it == m_subnetMembers.constEnd() ? none : *it;
}

const QStringList &ValidationContext::adaptersUnder(const Interface &interface) const
{
    static const QStringList none;
    const auto it = m_adaptersUnder.constFind(interface.id);
    return it == m_adaptersUnder.constEnd() ? none : *it;
}

std::vector<RdmaTransport> ValidationContext::transportsOf(const Interface &interface) const
{
    std::vector<RdmaTransport> transports;
    for (const QString &id : adaptersUnder(interface)) {
        const Adapter *a = adapter(id);
        if (a && a->rdma != RdmaTransport::None
            && std::find(transports.begin(), transports.end(), a->rdma) == transports.end())
            transports.push_back(a->rdma);
    }
    std::sort(transports.begin(), transports.end());
    return transports;
}

std::vector<int> ValidationContext::losslessPriorities() const
{
    std::vector<int> priorities;
    for (const QosClass &c : m_design.qos.classes)
        if (c.pfc && std::find(priorities.begin(), priorities.end(), c.priority) == priorities.end())
            priorities.push_back(c.priority);
    std::sort(priorities.begin(), priorities.end());
    return priorities;
}

std::optional<QStringList> ValidationContext::nodesOfServer(const QString &server) const
{
    const auto it = m_serverNodes.constFind(server.toLower());
    if (it == m_serverNodes.constEnd())
        return std::nullopt;
    return *it;
}

const Topology &ValidationContext::topology() const
{
    if (!m_topology)
        m_topology = std::make_unique<Topology>(m_design);
    return *m_topology;
}

QString ValidationContext::label(const QString &id) const
{
    return m_labels.value(id, id);
}

} // namespace hvnet

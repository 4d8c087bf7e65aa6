#include "validationcontext.h"

#include "model/topology/topology.h"

#include <algorithm>

namespace hvnet {

ValidationContext::ValidationContext(const Design &design) : m_design(design)
{
    // Sized up front: growing the table is most of what building it costs.
    qsizetype objects = qsizetype(design.subnets.size() + design.clusters.size() + design.nodes.size());
    qsizetype interfaces = 0;
    for (const Node &n : design.nodes) {
        objects += qsizetype(n.adapters.size() + n.teams.size() + n.vswitches.size() + n.interfaces.size());
        interfaces += qsizetype(n.interfaces.size());
    }
    for (const Switch &s : design.switches)
        objects += qsizetype(1 + s.ports.size());
    m_objects.reserve(objects);
    m_adaptersUnder.reserve(std::size_t(interfaces));

    for (const Subnet &s : design.subnets) {
        m_objects.insert(s.id, {Kind::Subnet, -1, &s, nullptr});
        if (auto prefix = Ipv4Prefix::parse(s.prefix))
            m_prefixes.insert(s.id, *prefix);
    }
    for (const Node &n : design.nodes) {
        m_objects.insert(n.id, {Kind::Node, -1, &n, nullptr});
        m_serverNodes[n.name.toLower()] << n.id;
        for (const Adapter &a : n.adapters)
            m_objects.insert(a.id, {Kind::Adapter, -1, &a, &n});
        for (const Team &t : n.teams)
            m_objects.insert(t.id, {Kind::Team, -1, &t, &n});
        for (const VSwitch &v : n.vswitches)
            m_objects.insert(v.id, {Kind::VSwitch, -1, &v, &n});
        for (const Interface &i : n.interfaces) {
            m_objects.insert(i.id, {Kind::Interface, int(m_adaptersUnder.size()), &i, &n});
            m_subnetMembers[i.subnet].push_back({&n, &i});
            m_adaptersUnder.push_back(hvnet::adaptersUnder(n, i));
            if (i.rdma) {
                for (const QString &id : m_adaptersUnder.back()) {
                    const Adapter *a = n.adapter(id);
                    m_roceDesign = m_roceDesign || (a && isRoce(a->rdma));
                    m_iwarpDesign = m_iwarpDesign || (a && a->rdma == RdmaTransport::Iwarp);
                }
            }
        }
    }
    for (const Cluster &c : design.clusters) {
        m_objects.insert(c.id, {Kind::Cluster, -1, &c, nullptr});
        for (const QString &name : {c.name, c.accessPoint})
            if (!name.isEmpty())
                m_serverNodes[name.toLower()] << c.members;
    }
    for (const Switch &s : design.switches) {
        m_objects.insert(s.id, {Kind::Switch, -1, &s, nullptr});
        for (const SwitchPort &p : s.ports)
            m_objects.insert(p.id, {Kind::Port, -1, &p, &s});
    }
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
    const auto it = m_objects.constFind(interface.id);
    if (it == m_objects.constEnd() || it->kind != Kind::Interface)
        return none;
    return m_adaptersUnder[std::size_t(it->index)];
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

QString ValidationContext::nameOf(const Entry &entry) const
{
    switch (entry.kind) {
    case Kind::Subnet: return static_cast<const Subnet *>(entry.object)->name;
    case Kind::Cluster: return static_cast<const Cluster *>(entry.object)->name;
    case Kind::Node: return static_cast<const Node *>(entry.object)->name;
    case Kind::Adapter: return static_cast<const Adapter *>(entry.object)->name;
    case Kind::Team: return static_cast<const Team *>(entry.object)->name;
    case Kind::VSwitch: return static_cast<const VSwitch *>(entry.object)->name;
    case Kind::Interface: return static_cast<const Interface *>(entry.object)->name;
    case Kind::Switch: return static_cast<const Switch *>(entry.object)->name;
    case Kind::Port: return static_cast<const SwitchPort *>(entry.object)->name;
    }
    return {};
}

QString ValidationContext::label(const QString &id) const
{
    const auto it = m_objects.constFind(id);
    if (it == m_objects.constEnd()) {
        for (const Link &l : m_design.links) // links are named rarely: by their ends
            if (l.id == id)
                return QStringLiteral("%1 <-> %2").arg(label(l.a), label(l.b));
        return id;
    }
    if (it->kind == Kind::Port)
        return QStringLiteral("%1 %2").arg(static_cast<const Switch *>(it->owner)->name, nameOf(*it));
    if (it->owner)
        return QStringLiteral("%1 / %2").arg(static_cast<const Node *>(it->owner)->name, nameOf(*it));
    return nameOf(*it);
}

} // namespace hvnet

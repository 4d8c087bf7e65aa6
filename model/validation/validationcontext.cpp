#include "validationcontext.h"

namespace hvnet {

ValidationContext::ValidationContext(const Design &design) : m_design(design)
{
    for (const Subnet &s : design.subnets) {
        m_subnets.insert(s.id, &s);
        m_labels.insert(s.id, s.name);
        if (auto prefix = Ipv4Prefix::parse(s.prefix))
            m_prefixes.insert(s.id, *prefix);
    }
    for (const Cluster &c : design.clusters)
        m_labels.insert(c.id, c.name);
    const QString pair = QStringLiteral("%1 / %2");
    for (const Node &n : design.nodes) {
        m_labels.insert(n.id, n.name);
        for (const Adapter &a : n.adapters)
            m_labels.insert(a.id, pair.arg(n.name, a.name));
        for (const Team &t : n.teams)
            m_labels.insert(t.id, pair.arg(n.name, t.name));
        for (const VSwitch &v : n.vswitches)
            m_labels.insert(v.id, pair.arg(n.name, v.name));
        for (const Interface &i : n.interfaces) {
            m_labels.insert(i.id, pair.arg(n.name, i.name));
            m_interfaceNodes.insert(i.id, &n);
        }
    }
    for (const Switch &s : design.switches) {
        m_labels.insert(s.id, s.name);
        for (const SwitchPort &p : s.ports)
            m_labels.insert(p.id, QStringLiteral("%1 %2").arg(s.name, p.name));
    }
    for (const Link &l : design.links)
        m_labels.insert(l.id, QStringLiteral("%1 <-> %2").arg(label(l.a), label(l.b)));
}

std::optional<Ipv4Prefix> ValidationContext::prefixOf(const QString &subnetId) const
{
    const auto it = m_prefixes.constFind(subnetId);
    if (it == m_prefixes.constEnd())
        return std::nullopt;
    return *it;
}

QString ValidationContext::label(const QString &id) const
{
    return m_labels.value(id, id);
}

} // namespace hvnet

#include "objectowners.h"

#include "design.h"

namespace hvnet {

ObjectOwners::ObjectOwners(const Design &design)
{
    for (const Node &node : design.nodes)
        setNode(node);
    for (const Switch &sw : design.switches)
        setSwitch(sw);
}

void ObjectOwners::setNode(const Node &node)
{
    QStringList parts;
    parts.reserve(qsizetype(node.adapters.size() + node.teams.size() + node.vswitches.size() + node.interfaces.size()));
    for (const Adapter &a : node.adapters)
        parts << a.id;
    for (const Team &t : node.teams)
        parts << t.id;
    for (const VSwitch &v : node.vswitches)
        parts << v.id;
    for (const Interface &i : node.interfaces)
        parts << i.id;
    set(node.id, std::move(parts), m_nodeOfPart);
}

void ObjectOwners::setSwitch(const Switch &sw)
{
    QStringList ports;
    ports.reserve(qsizetype(sw.ports.size()));
    for (const SwitchPort &p : sw.ports)
        ports << p.id;
    set(sw.id, std::move(ports), m_switchOfPort);
}

void ObjectOwners::set(const QString &ownerId, QStringList parts, QHash<QString, QString> &table)
{
    QStringList &mine = m_parts[ownerId];
    for (const QString &old : mine)
        table.remove(old);
    mine = std::move(parts);
    for (const QString &part : mine)
        table.insert(part, ownerId);
}

QString ObjectOwners::ownerOf(const QString &id) const
{
    if (const auto node = m_nodeOfPart.constFind(id); node != m_nodeOfPart.constEnd())
        return *node;
    return m_switchOfPort.value(id);
}

} // namespace hvnet

#include "objectnames.h"

#include "design.h"

namespace hvnet {

namespace {

QString named(const QString &name, const QString &id)
{
    return name.isEmpty() ? id : name;
}

QString partOf(const Node &node, const QString &name)
{
    return QStringLiteral("%1 %2").arg(node.name, name);
}

QString cable(const QString &a, const QString &b)
{
    return QStringLiteral("%1 - %2").arg(a, b);
}

// Calls visit(id, name) for every object of the design but links, where
// name() makes the object's name only when asked (naming one object among
// thousands formats one name).
template <typename Visit> void forEachObject(const Design &design, const Visit &visit)
{
    for (const Subnet &s : design.subnets)
        visit(s.id, [&] { return named(s.name, s.id); });
    for (const Cluster &c : design.clusters)
        visit(c.id, [&] { return named(c.name, c.id); });
    for (const Node &n : design.nodes) {
        visit(n.id, [&] { return named(n.name, n.id); });
        for (const Adapter &a : n.adapters)
            visit(a.id, [&] { return partOf(n, a.name); });
        for (const Team &t : n.teams)
            visit(t.id, [&] { return partOf(n, t.name); });
        for (const VSwitch &v : n.vswitches)
            visit(v.id, [&] { return partOf(n, v.name); });
        for (const Interface &i : n.interfaces)
            visit(i.id, [&] { return partOf(n, i.name); });
    }
    for (const Switch &s : design.switches) {
        visit(s.id, [&] { return named(s.name, s.id); });
        for (const SwitchPort &p : s.ports)
            visit(p.id, [&] { return QStringLiteral("%1 %2").arg(s.name, p.name); });
    }
}

} // namespace

QString ObjectNames::of(const Design &design, const QString &id)
{
    QString found;
    forEachObject(design, [&](const QString &objectId, const auto &name) {
        if (found.isEmpty() && objectId == id)
            found = name();
    });
    if (!found.isEmpty())
        return found;
    if (const Link *l = design.link(id))
        return cable(of(design, l->a), of(design, l->b));
    return id;
}

QHash<QString, QString> ObjectNames::of(const Design &design, const QSet<QString> &ids)
{
    QHash<QString, QString> names;
    forEachObject(design, [&](const QString &id, const auto &name) {
        if (ids.contains(id))
            names.insert(id, name());
    });
    for (const Link &l : design.links)
        if (ids.contains(l.id))
            names.insert(l.id, cable(of(design, l.a), of(design, l.b)));
    for (const QString &id : ids)
        if (!names.contains(id))
            names.insert(id, id);
    return names;
}

} // namespace hvnet

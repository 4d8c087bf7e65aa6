#include "newcable.h"

#include "designedits.h"
#include "model/objectnames.h"

namespace hvnet {

namespace {
bool isSwitchPort(const Design &design, const QString &id)
{
    for (const Switch &sw : design.switches)
        if (sw.port(id))
            return true;
    return false;
}
} // namespace

QString NewCable::ownerOfEnd(const Design &design, const QString &end)
{
    for (const Node &node : design.nodes)
        if (node.adapter(end))
            return node.id;
    for (const Switch &sw : design.switches)
        if (sw.port(end))
            return sw.id;
    return {};
}

LinkKind NewCable::kindBetween(const Design &design, const QString &a, const QString &b)
{
    return isSwitchPort(design, a) && isSwitchPort(design, b) ? LinkKind::PeerLink : LinkKind::Cable;
}

NewCable::Plan NewCable::between(const Design &design, const QString &a, const QString &b)
{
    Plan plan;
    const QString ownerA = ownerOfEnd(design, a);
    const QString ownerB = ownerOfEnd(design, b);
    if (ownerA.isEmpty() || ownerB.isEmpty()) {
        plan.refusal = tr("Cables connect adapters and switch ports.");
        return plan;
    }
    if (ownerA == ownerB) {
        plan.refusal = tr("Both ends are on %1.").arg(ObjectNames::of(design, ownerA));
        return plan;
    }
    // One cable per adapter or port: a second is a mistake, not a bond.
    for (const QString &end : {a, b})
        for (const Link &link : design.links)
            if (link.a == end || link.b == end) {
                plan.refusal = tr("%1 is already cabled to %2; remove that cable first.")
                                   .arg(ObjectNames::of(design, end),
                                       ObjectNames::of(design, link.a == end ? link.b : link.a));
                return plan;
            }
    QSet<QString> used = DesignEdits::usedIds(design);
    plan.link.id = DesignEdits::freshId(used, a + QLatin1Char('-') + b);
    plan.link.a = a;
    plan.link.b = b;
    plan.link.kind = kindBetween(design, a, b);
    return plan;
}

NewCable::Plan NewCable::movingEnd(const Design &design, const QString &linkId, const QString &from, const QString &to)
{
    Plan plan;
    const Link *link = design.link(linkId);
    if (!link || (link->a != from && link->b != from)) {
        plan.refusal = tr("That cable does not end there any more.");
        return plan;
    }
    const QString fixed = link->a == from ? link->b : link->a;
    Design without = design;
    std::erase_if(without.links, [&linkId](const Link &l) { return l.id == linkId; });
    // Dropped on a cabled end: that is what is in the way, whatever else is.
    for (const Link &other : without.links)
        if (other.a == to || other.b == to) {
            plan.refusal = tr("%1 is already cabled to %2; remove that cable first.")
                               .arg(ObjectNames::of(design, to), ObjectNames::of(design, other.a == to ? other.b : other.a));
            return plan;
        }
    plan = between(without, fixed, to);
    if (!plan.ok())
        return plan;
    plan.link.id = link->id;
    plan.link.a = link->a == from ? to : fixed;
    plan.link.b = link->a == from ? fixed : to;
    if (plan.link.kind == LinkKind::PeerLink && kindBetween(design, link->a, link->b) == LinkKind::PeerLink)
        plan.link.kind = link->kind; // still between two switches: as the user last set it
    return plan;
}

} // namespace hvnet

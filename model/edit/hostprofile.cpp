#include "hostprofile.h"

#include "designedits.h"
#include "freshid.h"
#include "model/addressallocator.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>

namespace hvnet {
namespace {

class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::HostProfile)
};

// The target's id for one of the source's objects: "n1-p1" of node n1
// becomes "n2-p1" on node n2; an id without the node's prefix is kept as the
// rest, and freshId makes it unique.
QString idFor(QSet<QString> &used, const Node &source, const Node &target, const QString &sourceId)
{
    const QString prefix = source.id + QLatin1Char('-');
    const QString rest = sourceId.startsWith(prefix) ? sourceId.mid(prefix.size()) : sourceId;
    return DesignEdits::freshId(used, target.id + QLatin1Char('-') + rest);
}

template <typename T> const T *byName(const std::vector<T> &items, const QString &name)
{
    const auto it = std::find_if(items.begin(), items.end(), [&name](const T &i) { return i.name == name; });
    return it == items.end() ? nullptr : &*it;
}

// The target's objects of a kind are replaced by the profile's: their ids are
// free again, except those that the profile's objects of the same name keep.
template <typename T>
void releaseIds(QSet<QString> &used, const std::vector<T> &targetItems, const std::vector<T> &profileItems)
{
    for (const T &item : targetItems)
        used.remove(item.id);
    for (const T &item : profileItems)
        if (const T *same = byName(targetItems, item.name))
            used.insert(same->id);
}

// Gives one of the profile's objects the target's id of its name, else one
// of its own, and records which; returns the target's object of that name.
template <typename T>
const T *takeId(T &item, const std::vector<T> &targetItems, QHash<QString, QString> &ids, QSet<QString> &used,
    const Node &source, const Node &target)
{
    const T *same = byName(targetItems, item.name);
    const QString id = same ? same->id : idFor(used, source, target, item.id);
    ids.insert(item.id, id);
    item.id = id;
    return same;
}

Node withProfile(const Node &source, const Node &target, QSet<QString> &used)
{
    Node out = target;
    QHash<QString, QString> ids; // source id -> target id (adapters, teams, vSwitches, interfaces)

    releaseIds(used, target.teams, source.teams);
    releaseIds(used, target.vswitches, source.vswitches);
    releaseIds(used, target.interfaces, source.interfaces);

    // Adapters: by name, then the rest in order, then new ones.
    std::vector<bool> taken(target.adapters.size(), false);
    std::vector<const Adapter *> match(source.adapters.size(), nullptr);
    for (std::size_t s = 0; s < source.adapters.size(); ++s)
        for (std::size_t t = 0; t < target.adapters.size(); ++t)
            if (!taken[t] && target.adapters[t].name == source.adapters[s].name) {
                taken[t] = true;
                match[s] = &target.adapters[t];
                break;
            }
    for (std::size_t s = 0; s < source.adapters.size(); ++s)
        for (std::size_t t = 0; !match[s] && t < target.adapters.size(); ++t)
            if (!taken[t]) {
                taken[t] = true;
                match[s] = &target.adapters[t];
            }
    out.adapters.clear();
    for (std::size_t s = 0; s < source.adapters.size(); ++s) {
        Adapter a = source.adapters[s];
        a.id = match[s] ? match[s]->id : idFor(used, source, target, a.id);
        a.mac = match[s] ? match[s]->mac : QString();
        ids.insert(source.adapters[s].id, a.id);
        out.adapters.push_back(a);
    }
    QSet<QString> kept; // the target's adapters beyond the profile
    for (std::size_t t = 0; t < target.adapters.size(); ++t)
        if (!taken[t]) {
            out.adapters.push_back(target.adapters[t]);
            kept.insert(target.adapters[t].id);
        }
    for (const Interface &i : target.interfaces)
        if (i.attach.kind == AttachKind::Adapter && kept.contains(i.attach.target))
            used.insert(i.id); // stays on its adapter (unless the profile has its name)

    const auto mapped = [&ids](const QStringList &list) {
        QStringList result;
        for (const QString &id : list)
            result << ids.value(id, id);
        return result;
    };
    out.teams.clear();
    for (Team team : source.teams) {
        takeId(team, target.teams, ids, used, source, target);
        team.members = mapped(team.members);
        out.teams.push_back(team);
    }
    out.vswitches.clear();
    for (VSwitch vs : source.vswitches) {
        takeId(vs, target.vswitches, ids, used, source, target);
        vs.uplinks = mapped(vs.uplinks);
        out.vswitches.push_back(vs);
    }

    // Interfaces: the profile's, each keeping the target's id, and its
    // address while its subnet stays; then the target's own on adapters the
    // profile does not have.
    out.interfaces.clear();
    for (Interface i : source.interfaces) {
        const Interface *same = takeId(i, target.interfaces, ids, used, source, target);
        i.address = same && same->subnet == i.subnet ? same->address : QString();
        i.attach.target = ids.value(i.attach.target, i.attach.target);
        if (!i.attach.teamMapping.isEmpty())
            i.attach.teamMapping = ids.value(i.attach.teamMapping, i.attach.teamMapping);
        out.interfaces.push_back(i);
    }
    for (const Interface &i : target.interfaces)
        if (i.attach.kind == AttachKind::Adapter && kept.contains(i.attach.target) && !byName(out.interfaces, i.name))
            out.interfaces.push_back(i);

    out.smbConstraints.clear();
    for (SmbConstraint c : source.smbConstraints) {
        c.interfaces = mapped(c.interfaces);
        out.smbConstraints.push_back(c);
    }
    out.liveMigration = source.liveMigration;
    return out;
}

QString rdmaText(RdmaTransport rdma)
{
    switch (rdma) {
    case RdmaTransport::Iwarp: return QStringLiteral("iWARP");
    case RdmaTransport::Roce: return QStringLiteral("RoCE");
    case RdmaTransport::RoceV2: return QStringLiteral("RoCEv2");
    case RdmaTransport::None: break;
    }
    return {};
}

} // namespace

HostProfile::Applied HostProfile::apply(const Design &design, const QString &sourceId, const QStringList &targetIds)
{
    Applied result{design, {}};
    const Node *source = design.node(sourceId);
    if (!source)
        return result;
    QSet<QString> used = DesignEdits::usedIds(design);
    const QSet<QString> targets(targetIds.begin(), targetIds.end());
    for (Node &node : result.design.nodes)
        if (node.id != sourceId && targets.contains(node.id))
            node = withProfile(*source, node, used);

    // Addresses for the targets' interfaces that have none, from the plan
    // the allocator makes for the whole design; the other hosts stay as they are.
    Design planned = result.design;
    AddressAllocator::allocate(planned);
    for (std::size_t n = 0; n < result.design.nodes.size(); ++n) {
        Node &node = result.design.nodes[n];
        if (node.id == sourceId || !targets.contains(node.id))
            continue;
        for (std::size_t i = 0; i < node.interfaces.size(); ++i)
            if (node.interfaces[i].address.isEmpty())
                node.interfaces[i].address = planned.nodes[n].interfaces[i].address;
        if (!(node == design.nodes[n]))
            result.changed << node.name;
    }
    return result;
}

QString HostProfile::summary(const Design &design, const QString &sourceId)
{
    const Node *node = design.node(sourceId);
    if (!node)
        return {};
    QStringList parts;
    if (!node->adapters.empty()) {
        QStringList kinds;
        for (const Adapter &a : node->adapters) {
            QStringList traits{Tr::tr("%1 Gb/s").arg(a.speedGbps)};
            if (a.rdma != RdmaTransport::None)
                traits << rdmaText(a.rdma);
            if (a.effectiveJumboPacket() > 1514)
                traits << Tr::tr("jumbo %1").arg(a.effectiveJumboPacket());
            const QString kind = traits.join(QStringLiteral(", "));
            if (!kinds.contains(kind))
                kinds << kind;
        }
        parts << Tr::tr("%n adapter(s) (%1)", nullptr, int(node->adapters.size())).arg(kinds.join(QStringLiteral("; ")));
    }
    for (const Team &t : node->teams)
        parts << Tr::tr("team %1").arg(t.name);
    for (const VSwitch &v : node->vswitches)
        parts << (v.embeddedTeaming ? Tr::tr("SET vSwitch %1") : Tr::tr("vSwitch %1")).arg(v.name);
    if (!node->interfaces.empty()) {
        QStringList names;
        for (const Interface &i : node->interfaces) {
            const Subnet *s = design.subnet(i.subnet);
            names << (s && s->vlan != 0 ? Tr::tr("%1 (VLAN %2)").arg(i.name).arg(s->vlan) : i.name);
        }
        parts << Tr::tr("%n interface(s): %1", nullptr, int(node->interfaces.size())).arg(names.join(QStringLiteral(", ")));
    }
    return parts.isEmpty() ? Tr::tr("no adapters, vSwitches or interfaces") : parts.join(QStringLiteral("; "));
}

} // namespace hvnet

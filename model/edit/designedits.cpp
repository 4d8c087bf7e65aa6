#include "designedits.h"

#include "model/addressallocator.h"
#include "model/commands/addnode.h"
#include "model/commands/editcommands.h"
#include "model/commands/moveobject.h"
#include "model/designdocument.h"
#include "model/ipv4.h"
#include "model/switchplatformspec.h"
#include "portplanner.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUndoStack>

#include <algorithm>

namespace hvnet {

void Insertion::apply(DesignDocument *document, const QString &text) const
{
    QUndoStack *stack = document->undoStack();
    stack->beginMacro(text);
    if (!subnets.empty()) {
        std::vector<Subnet> all = document->design().subnets;
        all.insert(all.end(), subnets.begin(), subnets.end());
        stack->push(new SetSubnets(document, &Design::subnets, std::move(all), DesignPart::Subnets, text));
    }
    const auto positionOf = [this](const QString &id) -> std::optional<Point> {
        if (const auto it = positions.find(id); it != positions.end())
            return it->second;
        return std::nullopt;
    };
    for (const Switch &sw : newSwitches)
        stack->push(new AddSwitch(document, sw, positionOf(sw.id)));
    for (const Switch &sw : changedSwitches)
        stack->push(new SetSwitch(document, sw, text));
    for (const Node &node : newNodes)
        stack->push(new AddNode(document, node, positionOf(node.id)));
    for (const Link &link : links)
        stack->push(new AddLink(document, link, text));
    if (clusters)
        stack->push(new SetClusters(document, &Design::clusters, *clusters, DesignPart::Clusters, text));
    if (!notes.empty()) {
        std::vector<Note> all = document->design().notes;
        all.insert(all.end(), notes.begin(), notes.end());
        stack->push(new SetNotes(document, &Design::notes, std::move(all), DesignPart::Notes, text));
        for (const Note &note : notes)
            if (const auto at = positionOf(note.id))
                stack->push(new MoveObject(document, note.id, *at));
    }
    stack->endMacro();
}

namespace DesignEdits {

namespace {

// An id of a part of a node: the node's id prefix replaced by the new node's.
QString partId(QSet<QString> &used, const QString &oldNodeId, const QString &newNodeId, const QString &oldId)
{
    QString base
        = oldId.startsWith(oldNodeId) ? newNodeId + oldId.mid(oldNodeId.size()) : newNodeId + QLatin1Char('-') + oldId;
    return freshId(used, base);
}

QSet<QString> nodeNames(const Design &design)
{
    QSet<QString> names;
    for (const Node &n : design.nodes)
        names.insert(n.name);
    return names;
}

// A copy of a node under new ids; the map records old id -> new id for every
// part, and the interfaces lose their addresses.
Node renamedNode(
    const Node &source, const QString &newId, const QString &newName, QSet<QString> &used, QHash<QString, QString> &ids)
{
    Node node = source;
    node.id = newId;
    node.name = newName;
    node.management.reset();
    ids.insert(source.id, newId);
    for (Adapter &a : node.adapters) {
        const QString id = partId(used, source.id, newId, a.id);
        ids.insert(a.id, id);
        a.id = id;
        a.mac.clear();
    }
    for (Team &t : node.teams) {
        const QString id = partId(used, source.id, newId, t.id);
        ids.insert(t.id, id);
        t.id = id;
    }
    for (VSwitch &v : node.vswitches) {
        const QString id = partId(used, source.id, newId, v.id);
        ids.insert(v.id, id);
        v.id = id;
    }
    for (Interface &i : node.interfaces) {
        const QString id = partId(used, source.id, newId, i.id);
        ids.insert(i.id, id);
        i.id = id;
        i.address.clear();
    }
    const auto map = [&ids](QStringList &list) {
        for (QString &s : list)
            s = ids.value(s, s);
    };
    for (Team &t : node.teams)
        map(t.members);
    for (VSwitch &v : node.vswitches)
        map(v.uplinks);
    for (Interface &i : node.interfaces) {
        i.attach.target = ids.value(i.attach.target, i.attach.target);
        if (!i.attach.teamMapping.isEmpty())
            i.attach.teamMapping = ids.value(i.attach.teamMapping, i.attach.teamMapping);
    }
    for (SmbConstraint &c : node.smbConstraints)
        map(c.interfaces);
    return node;
}
} // namespace

QSet<QString> usedIds(const Design &design)
{
    QSet<QString> ids;
    for (const Subnet &s : design.subnets)
        ids.insert(s.id);
    for (const Cluster &c : design.clusters)
        ids.insert(c.id);
    for (const Node &n : design.nodes) {
        ids.insert(n.id);
        for (const Adapter &a : n.adapters)
            ids.insert(a.id);
        for (const Team &t : n.teams)
            ids.insert(t.id);
        for (const VSwitch &v : n.vswitches)
            ids.insert(v.id);
        for (const Interface &i : n.interfaces)
            ids.insert(i.id);
    }
    for (const Switch &s : design.switches) {
        ids.insert(s.id);
        for (const SwitchPort &p : s.ports)
            ids.insert(p.id);
    }
    for (const Link &l : design.links)
        ids.insert(l.id);
    for (const Note &n : design.notes)
        ids.insert(n.id);
    return ids;
}

QString nextName(QSet<QString> &taken, const QString &name)
{
    static const QRegularExpression trailingNumber(QStringLiteral("^(.*?)(\\d+)$"));
    const QRegularExpressionMatch m = trailingNumber.match(name);
    QString prefix = name + QLatin1Char(' ');
    qlonglong number = 1;
    int width = 1;
    if (m.hasMatch()) {
        prefix = m.captured(1);
        number = m.captured(2).toLongLong();
        width = int(m.captured(2).size());
    }
    QString candidate;
    do {
        ++number;
        candidate = prefix + QStringLiteral("%1").arg(number, width, 10, QLatin1Char('0'));
    } while (taken.contains(candidate));
    taken.insert(candidate);
    return candidate;
}

QString portName(SwitchPlatform platform, int number)
{
    const SwitchPlatformSpec::Model &model = SwitchPlatformSpec::of(platform).defaultModel();
    const QStringList ports = model.hostPorts() + model.uplinkPorts();
    return number >= 1 && number <= ports.size() ? ports.at(number - 1) : QStringLiteral("port%1").arg(number);
}

SwitchPort &appendPort(Switch &sw, SwitchPort model, QSet<QString> &usedIds, QSet<QString> &portNames)
{
    if (sw.ports.empty()) {
        model.name = portName(sw.platform, 1);
        portNames.insert(model.name);
    } else {
        model.name = nextName(portNames, sw.ports.back().name);
    }
    model.id = freshId(usedIds, sw.id + QLatin1Char('-') + model.name);
    sw.ports.push_back(std::move(model));
    return sw.ports.back();
}

Switch newSwitch(const Design &design, SwitchPlatform platform, int hostPorts)
{
    QSet<QString> used = usedIds(design);
    QSet<QString> names;
    for (const Switch &s : design.switches)
        names.insert(s.name);
    const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(platform);
    const SwitchPlatformSpec::Model &model = spec.defaultModel();
    Switch sw;
    sw.platform = platform;
    sw.model = model.name;
    sw.name = nextName(names, QStringLiteral("SW00"));
    sw.id = freshId(used, sw.name.toLower());
    sw.dcb = true;
    sw.mtu = spec.mtu() > 0 ? spec.mtu() : 9216;
    // Untagged host traffic off VLAN 1, as the starters and hvnet generate
    // state it (switch.native-vlan-1); the switch's properties change it.
    sw.hostNativeVlan = 99;
    // Host ports for the servers, two uplinks for a peer-link or the spine.
    int number = 0;
    for (const SwitchPlatformSpec::PortGroup &group : model.ports) {
        const int wanted = group.uplink ? 2 : hostPorts;
        int taken = 0;
        for (int n = group.from; n <= group.to && taken < wanted; ++n) {
            ++taken;
            SwitchPort p;
            p.name = group.nameOf(n);
            p.id = freshId(used, QStringLiteral("%1-p%2").arg(sw.id).arg(++number));
            p.speedGbps = group.speedGbps;
            sw.ports.push_back(p);
        }
        if (!group.uplink)
            hostPorts -= taken;
    }
    return sw;
}

QString nodeProblem(const Design &design, const Node &node)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("hvnet::DesignEdits", text); };
    for (const Team &t : node.teams)
        for (const QString &m : t.members)
            if (!node.adapter(m))
                return tr("team %1 names %2, which is not an adapter of %3").arg(t.name, m, node.name);
    for (const VSwitch &v : node.vswitches) {
        if (v.teamingMode && !v.embeddedTeaming)
            return tr("vSwitch %1 has a teaming mode without SET; an LBFO team states its mode on the team").arg(v.name);
        for (const QString &u : v.uplinks) {
            if (!node.adapter(u) && !node.team(u))
                return tr("vSwitch %1 names %2, which is not an adapter or team of %3").arg(v.name, u, node.name);
            if (node.team(u) && v.uplinks.size() != 1)
                return tr("vSwitch %1 has either adapters or exactly one team as uplinks").arg(v.name);
        }
    }
    if (node.management && !node.management->hostKey.isEmpty()
        && !node.management->hostKey.startsWith(QLatin1String("SHA256:")))
        return tr("the SSH host key of %1 is a fingerprint starting with \"SHA256:\"").arg(node.name);
    for (const Interface &i : node.interfaces) {
        const bool found = (i.attach.kind == AttachKind::Adapter && node.adapter(i.attach.target))
            || (i.attach.kind == AttachKind::Team && node.team(i.attach.target))
            || (i.attach.kind == AttachKind::VSwitch && node.vswitch(i.attach.target));
        if (!found)
            return tr("interface %1 is attached to nothing; add the adapter, team or vSwitch first").arg(i.name);
        if (!i.attach.teamMapping.isEmpty() && !node.adapter(i.attach.teamMapping))
            return tr("interface %1 maps to %2, which is not an adapter of %3")
                .arg(i.name, i.attach.teamMapping, node.name);
        if (i.ieeePriorityTag && i.attach.kind != AttachKind::VSwitch)
            return tr("interface %1: 802.1p tagging is set on host vNICs only").arg(i.name);
        if (!i.subnet.isEmpty() && !design.subnet(i.subnet))
            return tr("interface %1 names a subnet that is not in the design").arg(i.name);
    }
    // A constraint may name interfaces of other nodes (the file servers');
    // they must exist somewhere.
    for (const SmbConstraint &c : node.smbConstraints)
        for (const QString &i : c.interfaces) {
            bool found = node.interface(i) != nullptr;
            for (std::size_t n = 0; !found && n < design.nodes.size(); ++n)
                found = design.nodes[n].id != node.id && design.nodes[n].interface(i);
            if (!found)
                return tr("an SMB constraint of %1 names %2, which is no interface").arg(node.name, i);
        }
    return {};
}

QString switchProblem(const Switch &sw)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("hvnet::DesignEdits", text); };
    if (sw.management && !sw.management->hostKey.isEmpty()
        && !sw.management->hostKey.startsWith(QLatin1String("SHA256:")))
        return tr("the SSH host key of %1 is a fingerprint starting with \"SHA256:\"").arg(sw.name);
    if (sw.qos && sw.qos->pfcPriorities)
        for (int p : *sw.qos->pfcPriorities)
            if (p < 0 || p > 7)
                return tr("%1 is not an 802.1p priority (0 to 7)").arg(p);
    for (const SwitchPort &port : sw.ports)
        if (port.vlans)
            for (int v : *port.vlans)
                if (v < 1 || v > 4094)
                    return tr("port %1: %2 is not a VLAN (1 to 4094)").arg(port.name).arg(v);
    // What the design format's reader takes of the redundancy domain (docs/design-format.md).
    if (const std::optional<SwitchRedundancy> &r = sw.redundancy) {
        if (!Ipv4Address::parse(r->keepalive))
            return tr("%1: the redundancy domain needs this switch's keepalive address (IPv4) first").arg(sw.name);
        if (r->domain < 1 || r->domain > 255)
            return tr("%1 is not a redundancy domain id (1 to 255)").arg(r->domain);
        if (!r->keepaliveVrf.isEmpty() && !SwitchRedundancy::isVrfName(r->keepaliveVrf))
            return tr("\"%1\" is not a VRF name (a letter, then up to 31 letters, digits, _ or -)").arg(r->keepaliveVrf);
        if (!r->systemMac.isEmpty() && !SwitchRedundancy::isMacAddress(r->systemMac))
            return tr("\"%1\" is not a MAC address (six pairs of hex digits joined by colons)").arg(r->systemMac);
        if (!r->peerAddress.isEmpty() && !SwitchRedundancy::isAddressWithLength(r->peerAddress))
            return tr("\"%1\" is not an address with its prefix length, such as 169.254.0.1/30").arg(r->peerAddress);
    }
    return {};
}

std::vector<Node> withoutInterfaces(const Design &design, const QSet<QString> &interfaceIds)
{
    std::vector<Node> changed;
    for (const Node &n : design.nodes) {
        Node edited = n;
        edited.interfaces.erase(std::remove_if(edited.interfaces.begin(), edited.interfaces.end(),
                                    [&](const Interface &i) { return interfaceIds.contains(i.id); }),
            edited.interfaces.end());
        for (SmbConstraint &c : edited.smbConstraints)
            c.interfaces.removeIf([&](const QString &i) { return interfaceIds.contains(i); });
        if (!(edited == n))
            changed.push_back(std::move(edited));
    }
    return changed;
}

int subnetUsers(const Design &design, const QString &subnetId)
{
    int users = 0;
    for (const Node &n : design.nodes)
        for (const Interface &i : n.interfaces)
            users += i.subnet == subnetId;
    return users;
}

void allocateAddresses(const Design &target, Insertion &insertion)
{
    Design trial = target;
    trial.subnets.insert(trial.subnets.end(), insertion.subnets.begin(), insertion.subnets.end());
    const std::size_t first = trial.nodes.size();
    trial.nodes.insert(trial.nodes.end(), insertion.newNodes.begin(), insertion.newNodes.end());
    AddressAllocator::allocate(trial);
    for (std::size_t i = 0; i < insertion.newNodes.size(); ++i)
        insertion.newNodes[i].interfaces = trial.nodes[first + i].interfaces;
}

Insertion hostsLike(const Design &design, const QString &nodeId, int count)
{
    Insertion out;
    const Node *source = design.node(nodeId);
    if (!source || count <= 0)
        return out;
    QSet<QString> used = usedIds(design);
    QSet<QString> names = nodeNames(design);
    // Where the source's adapters are cabled.
    struct Cabled {
        QString adapter;
        QString port;
        QString switchId;
        LinkKind kind;
    };
    std::vector<Cabled> cabled;
    QHash<QString, QString> portSwitch;
    for (const Switch &s : design.switches)
        for (const SwitchPort &p : s.ports)
            portSwitch.insert(p.id, s.id);
    QSet<QString> adapters;
    for (const Adapter &a : source->adapters)
        adapters.insert(a.id);
    for (const Link &l : design.links) {
        for (const auto &[mine, other] : {std::pair(l.a, l.b), std::pair(l.b, l.a)}) {
            if (!adapters.contains(mine))
                continue;
            if (portSwitch.contains(other))
                cabled.push_back({mine, other, portSwitch.value(other), l.kind});
            else
                ++out.skippedLinks;
        }
    }
    std::map<QString, Switch> switches;
    PortPlanner ports(design);
    const Point origin = design.layout.count(nodeId) ? design.layout.at(nodeId) : Point{};
    std::vector<Cluster> clusters = design.clusters;
    bool clustersChanged = false;
    for (int n = 0; n < count; ++n) {
        const QString name = nextName(names, source->name);
        const QString id = freshId(used, name.toLower());
        QHash<QString, QString> ids;
        Node node = renamedNode(*source, id, name, used, ids);
        for (const Cabled &c : cabled) {
            Switch &sw = switches.try_emplace(c.switchId, *design.switchById(c.switchId)).first->second;
            const SwitchPort model = *design.switchById(c.switchId)->port(c.port);
            // The lowest free port of the kind of the source's, as a
            // consultant cables a rack; never an uplink or another kind.
            const PortPlanner::Pick pick = ports.next(sw, model, used);
            if (pick.portId.isEmpty()) {
                out.problems << QCoreApplication::translate("hvnet::DesignEdits", "%1 %2 is not cabled: %3.")
                                    .arg(name, node.adapter(ids.value(c.adapter))->name, pick.problem);
                continue;
            }
            for (SwitchPort &p : sw.ports)
                if (p.id == pick.portId && !pick.created) {
                    p.vlans = model.vlans;
                    p.nativeVlan = model.nativeVlan;
                    p.pfc = model.pfc;
                }
            Link link;
            link.id = freshId(used, QStringLiteral("%1-%2").arg(ids.value(c.adapter), pick.portId));
            link.a = ids.value(c.adapter);
            link.b = pick.portId;
            link.kind = c.kind;
            out.links.push_back(link);
        }
        for (Cluster &cluster : clusters)
            if (cluster.members.contains(nodeId)) {
                cluster.members << id;
                clustersChanged = true;
            }
        out.positions[id] = Point{origin.x + 260.0 * (n + 1), origin.y};
        out.newNodes.push_back(std::move(node));
    }
    for (auto &entry : switches)
        out.changedSwitches.push_back(std::move(entry.second));
    if (clustersChanged)
        out.clusters = std::move(clusters);
    allocateAddresses(design, out);
    return out;
}

Design fragment(const Design &design, const QStringList &ids)
{
    Design out;
    out.meta.name = design.meta.name;
    out.platform = design.platform;
    out.qos = design.qos;
    QSet<QString> ends;
    QSet<QString> subnetIds;
    for (const QString &id : ids) {
        if (const Node *n = design.node(id)) {
            out.nodes.push_back(*n);
            for (const Adapter &a : n->adapters)
                ends.insert(a.id);
            for (const Interface &i : n->interfaces)
                subnetIds.insert(i.subnet);
        } else if (const Switch *s = design.switchById(id)) {
            out.switches.push_back(*s);
            for (const SwitchPort &p : s->ports)
                ends.insert(p.id);
        } else if (const Note *note = design.note(id)) {
            out.notes.push_back(*note);
        } else {
            continue;
        }
        if (const auto it = design.layout.find(id); it != design.layout.end())
            out.layout.insert(*it);
    }
    // SMB constraints may name interfaces of nodes left behind; they go.
    QSet<QString> interfaces;
    for (const Node &n : out.nodes)
        for (const Interface &i : n.interfaces)
            interfaces.insert(i.id);
    for (Node &n : out.nodes)
        for (SmbConstraint &c : n.smbConstraints)
            c.interfaces.erase(std::remove_if(c.interfaces.begin(), c.interfaces.end(),
                                   [&](const QString &i) { return !interfaces.contains(i); }),
                c.interfaces.end());
    for (const Subnet &s : design.subnets)
        if (subnetIds.contains(s.id))
            out.subnets.push_back(s);
    for (const Link &l : design.links)
        if (ends.contains(l.a) && ends.contains(l.b))
            out.links.push_back(l);
    return out;
}

Insertion paste(const Design &target, const Design &fragment, Point offset)
{
    Insertion out;
    QSet<QString> used = usedIds(target);
    QSet<QString> names = nodeNames(target);
    QSet<QString> switchNames;
    for (const Switch &s : target.switches)
        switchNames.insert(s.name);
    QHash<QString, QString> ids; // fragment id -> id in the target
    for (const Subnet &s : fragment.subnets) {
        if (target.subnet(s.id))
            continue;
        used.insert(s.id);
        out.subnets.push_back(s);
    }
    const auto place = [&](const QString &oldId, const QString &newId) {
        if (const auto it = fragment.layout.find(oldId); it != fragment.layout.end())
            out.positions[newId] = Point{it->second.x + offset.x, it->second.y + offset.y};
    };
    for (const Switch &source : fragment.switches) {
        Switch sw = source;
        if (switchNames.contains(sw.name))
            sw.name = nextName(switchNames, sw.name);
        switchNames.insert(sw.name);
        sw.id = freshId(used, used.contains(source.id) ? sw.name.toLower() : source.id);
        ids.insert(source.id, sw.id);
        sw.management.reset();
        for (SwitchPort &p : sw.ports) {
            const QString id = partId(used, source.id, sw.id, p.id);
            ids.insert(p.id, id);
            p.id = id;
        }
        place(source.id, sw.id);
        out.newSwitches.push_back(std::move(sw));
    }
    for (const Node &source : fragment.nodes) {
        const QString name = names.contains(source.name) ? nextName(names, source.name) : source.name;
        names.insert(name);
        const QString id = freshId(used, used.contains(source.id) ? name.toLower() : source.id);
        Node node = renamedNode(source, id, name, used, ids);
        place(source.id, id);
        out.newNodes.push_back(std::move(node));
    }
    for (const Link &source : fragment.links) {
        Link link = source;
        link.a = ids.value(source.a);
        link.b = ids.value(source.b);
        if (link.a.isEmpty() || link.b.isEmpty())
            continue;
        link.id = freshId(used, used.contains(source.id) ? QStringLiteral("%1-%2").arg(link.a, link.b) : source.id);
        out.links.push_back(link);
    }
    for (const Note &source : fragment.notes) {
        Note note = source;
        note.id = freshId(used, used.contains(source.id) ? QStringLiteral("note") : source.id);
        place(source.id, note.id);
        out.notes.push_back(std::move(note));
    }
    allocateAddresses(target, out);
    return out;
}

} // namespace DesignEdits
} // namespace hvnet

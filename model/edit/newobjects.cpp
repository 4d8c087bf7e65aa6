#include "newobjects.h"

#include "designedits.h"

#include <QRegularExpression>

#include <map>
#include <set>

namespace hvnet {

namespace NewObjects {

namespace {

// The most frequent value; the higher one on a tie.
template <typename T> std::optional<T> mostCommon(const std::map<T, int> &counts)
{
    std::optional<T> best;
    int most = 0;
    for (const auto &[value, count] : counts)
        if (count >= most) {
            best = value;
            most = count;
        }
    return best;
}

// The transport of the design's RDMA adapters; RoCEv2 in a design without any.
RdmaTransport commonTransport(const Design &design)
{
    std::map<RdmaTransport, int> counts;
    for (const Node &n : design.nodes)
        for (const Adapter &a : n.adapters)
            if (a.rdma != RdmaTransport::None)
                ++counts[a.rdma];
    return mostCommon(counts).value_or(RdmaTransport::RoceV2);
}

bool isStorageRole(NodeRole role)
{
    return role == NodeRole::SofsNode || role == NodeRole::S2dNode;
}

// The adapters that carry something: under an interface, in a team, or a vSwitch uplink.
std::set<QString> busyAdapters(const Node &node)
{
    std::set<QString> busy;
    for (const Interface &i : node.interfaces)
        for (const QString &id : adaptersUnder(node, i))
            busy.insert(id);
    for (const Team &t : node.teams)
        busy.insert(t.members.begin(), t.members.end());
    for (const VSwitch &v : node.vswitches)
        busy.insert(v.uplinks.begin(), v.uplinks.end());
    return busy;
}

// "slot3" -> 3; 0 for anything else.
int slotNumber(const QString &card)
{
    static const QRegularExpression slot(QStringLiteral("^slot(\\d+)$"), QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = slot.match(card);
    return m.hasMatch() ? m.captured(1).toInt() : 0;
}

} // namespace

QString genericModel(double speedGbps, bool rdma)
{
    const QString speed = QString::number(speedGbps, 'g', 6);
    return rdma ? QStringLiteral("%1 GbE RDMA adapter").arg(speed) : QStringLiteral("%1 GbE adapter").arg(speed);
}

bool isGenericModel(const QString &model)
{
    static const QRegularExpression generic(QStringLiteral("^\\d+(\\.\\d+)? GbE( RDMA)? adapter$"));
    return model.isEmpty() || generic.match(model).hasMatch();
}

void keepModelCoherent(Adapter &adapter)
{
    if (isGenericModel(adapter.model))
        adapter.model = genericModel(adapter.speedGbps, adapter.rdma != RdmaTransport::None);
}

double commonSpeed(const Design &design, bool rdma)
{
    std::map<double, int> adapters;
    for (const Node &n : design.nodes)
        for (const Adapter &a : n.adapters)
            if ((a.rdma != RdmaTransport::None) == rdma)
                ++adapters[a.speedGbps];
    if (const auto speed = mostCommon(adapters))
        return *speed;
    // No adapter of the kind yet: the speed of the ports servers are cabled to,
    // leaving out those between switches.
    std::set<QString> interSwitch;
    std::set<QString> ports;
    for (const Switch &s : design.switches)
        for (const SwitchPort &p : s.ports)
            ports.insert(p.id);
    for (const Link &l : design.links)
        if (ports.count(l.a) && ports.count(l.b)) {
            interSwitch.insert(l.a);
            interSwitch.insert(l.b);
        }
    std::map<double, int> hostPorts;
    for (const Switch &s : design.switches)
        for (const SwitchPort &p : s.ports)
            if (!interSwitch.count(p.id))
                ++hostPorts[p.speedGbps];
    return mostCommon(hostPorts).value_or(rdma ? 25 : 10);
}

std::optional<Node> adaptedToPort(const Node &node, const QString &adapterId, const SwitchPort &port)
{
    Node changed = node;
    for (Adapter &a : changed.adapters)
        if (a.id == adapterId && a.speedGbps != port.speedGbps) {
            a.speedGbps = port.speedGbps;
            keepModelCoherent(a);
            return changed;
        }
    return std::nullopt;
}

} // namespace NewObjects

namespace DesignEdits {

Node newNode(const Design &design, NodeRole role)
{
    QSet<QString> used = usedIds(design);
    QSet<QString> names;
    for (const Node &n : design.nodes)
        names.insert(n.name);
    const bool storage = NewObjects::isStorageRole(role);
    const QString series = role == NodeRole::HyperVHost ? QStringLiteral("HV00")
        : role == NodeRole::SofsNode                    ? QStringLiteral("FS00")
        : role == NodeRole::S2dNode                     ? QStringLiteral("S2D00")
                                                        : QStringLiteral("SRV00");
    Node node;
    node.role = role;
    node.name = nextName(names, series);
    node.id = freshId(used, node.name.toLower());
    // Two ports, each on a card of its own (one card is a single point of
    // failure), RDMA-capable for storage roles, at the design's speed.
    const double speed = NewObjects::commonSpeed(design, storage);
    for (int i = 1; i <= 2; ++i) {
        Adapter a;
        a.id = freshId(used, QStringLiteral("%1-nic%2").arg(node.id).arg(i));
        a.name = QStringLiteral("NIC%1").arg(i);
        a.speedGbps = speed;
        a.rdma = storage ? NewObjects::commonTransport(design) : RdmaTransport::None;
        a.model = NewObjects::genericModel(speed, storage);
        a.card = QStringLiteral("slot%1").arg(i);
        node.adapters.push_back(a);
    }
    return node;
}

Adapter newAdapter(const Design &design, const Node &node)
{
    QSet<QString> used = usedIds(design);
    QSet<QString> names;
    int lastSlot = 0;
    for (const Adapter &a : node.adapters) {
        names.insert(a.name);
        lastSlot = std::max(lastSlot, NewObjects::slotNumber(a.card));
    }
    Adapter a;
    a.name = nextName(names, node.adapters.empty() ? QStringLiteral("NIC0") : node.adapters.back().name);
    a.id = freshId(used, node.id + QLatin1Char('-') + a.name);
    if (!node.adapters.empty()) {
        const Adapter &last = node.adapters.back();
        a.model = last.model;
        a.speedGbps = last.speedGbps;
        a.rdma = last.rdma;
        a.jumboPacket = last.jumboPacket;
    } else {
        a.rdma = NewObjects::isStorageRole(node.role) ? NewObjects::commonTransport(design) : RdmaTransport::None;
        a.speedGbps = NewObjects::commonSpeed(design, a.rdma != RdmaTransport::None);
    }
    NewObjects::keepModelCoherent(a);
    // A card of its own: the next slot after the node's.
    a.card = QStringLiteral("slot%1").arg(lastSlot + 1);
    return a;
}

VSwitch newSetSwitch(const Design &design, const Node &node)
{
    QSet<QString> used = usedIds(design);
    QSet<QString> names;
    for (const VSwitch &v : node.vswitches)
        names.insert(v.name);
    VSwitch v;
    v.id = freshId(used, node.id + QStringLiteral("-vs"));
    v.name = names.contains(QStringLiteral("ConvergedSwitch")) ? nextName(names, QStringLiteral("ConvergedSwitch"))
                                                                 : QStringLiteral("ConvergedSwitch");
    v.embeddedTeaming = true;
    v.loadBalancing = VSwitchLoadBalancing::HyperVPort;
    v.allowManagementOS = true;
    const std::set<QString> busy = NewObjects::busyAdapters(node);
    for (const Adapter &a : node.adapters)
        if (!busy.count(a.id))
            v.uplinks << a.id;
    if (v.uplinks.isEmpty())
        for (const Adapter &a : node.adapters)
            v.uplinks << a.id;
    return v;
}

Interface newInterface(const Design &design, const Node &node, const QString &onVSwitch)
{
    QSet<QString> used = usedIds(design);
    QSet<QString> names;
    QSet<QString> subnetsInUse;
    for (const Interface &i : node.interfaces) {
        names.insert(i.name);
        subnetsInUse.insert(i.subnet);
    }
    Interface i;
    // On an adapter that carries nothing yet; else a host vNIC; else a team.
    const std::set<QString> busy = NewObjects::busyAdapters(node);
    const auto free
        = std::find_if(node.adapters.begin(), node.adapters.end(), [&](const Adapter &a) { return !busy.count(a.id); });
    if (!onVSwitch.isEmpty() && node.vswitch(onVSwitch))
        i.attach = {AttachKind::VSwitch, onVSwitch, {}};
    else if (free != node.adapters.end())
        i.attach = {AttachKind::Adapter, free->id, {}};
    else if (!node.vswitches.empty())
        i.attach = {AttachKind::VSwitch, node.vswitches.front().id, {}};
    else if (!node.teams.empty())
        i.attach = {AttachKind::Team, node.teams.front().id, {}};
    else if (!node.adapters.empty())
        i.attach = {AttachKind::Adapter, node.adapters.front().id, {}};
    bool rdmaCapable = false;
    for (const QString &id : adaptersUnder(node, i))
        if (const Adapter *a = node.adapter(id); a && a->rdma != RdmaTransport::None)
            rdmaCapable = true;

    // The next subnet the node is not in yet: storage first for an RDMA
    // adapter, management first for a node without one.
    const bool managed = std::any_of(node.interfaces.begin(), node.interfaces.end(), [&](const Interface &other) {
        const Subnet *s = design.subnet(other.subnet);
        return s && s->purpose == SubnetPurpose::Management;
    });
    const auto rank = [&](const Subnet &s) {
        if (rdmaCapable)
            return s.purpose == SubnetPurpose::Storage ? 0 : 1;
        if (!managed && s.purpose == SubnetPurpose::Management)
            return 0;
        return s.purpose == SubnetPurpose::Storage ? 2 : 1;
    };
    const Subnet *subnet = nullptr;
    for (const Subnet &s : design.subnets)
        if (!subnetsInUse.contains(s.id) && (!subnet || rank(s) < rank(*subnet)))
            subnet = &s;
    if (subnet)
        i.subnet = subnet->id;
    const bool storage = subnet && subnet->purpose == SubnetPurpose::Storage;
    i.rdma = rdmaCapable && storage;

    // A vNIC for SMB Direct is pinned to an uplink no other vNIC is pinned
    // to, and tags its priority in a RoCE design (rules rdma.vnic-unmapped,
    // rdma.vnic-priority-tag).
    if (i.attach.kind == AttachKind::VSwitch && i.rdma) {
        const VSwitch *v = node.vswitch(i.attach.target);
        QSet<QString> mapped;
        for (const Interface &other : node.interfaces)
            if (other.attach.kind == AttachKind::VSwitch && other.attach.target == i.attach.target)
                mapped.insert(other.attach.teamMapping);
        for (const QString &uplink : v ? v->uplinks : QStringList())
            if (const Adapter *a = node.adapter(uplink);
                a && a->rdma != RdmaTransport::None && !mapped.contains(uplink)) {
                i.attach.teamMapping = uplink;
                if (isRoce(a->rdma))
                    i.ieeePriorityTag = true;
                break;
            }
    }

    // A native interface is named as its adapter (Windows' alias); a host
    // vNIC after what it is for.
    // A numbered name (SMB1, SMB2) is free as nextName hands it out: it
    // marks it taken, so asking again would skip one (SMB2 for the first).
    QString name;
    bool numbered = false;
    if (i.attach.kind == AttachKind::Adapter && node.adapter(i.attach.target))
        name = node.adapter(i.attach.target)->name;
    else if (i.attach.kind == AttachKind::Team && node.team(i.attach.target))
        name = node.team(i.attach.target)->name;
    else if (subnet && subnet->purpose == SubnetPurpose::Management)
        name = QStringLiteral("Management");
    else if (storage)
        numbered = !(name = nextName(names, QStringLiteral("SMB0"))).isEmpty();
    else if (subnet && subnet->purpose == SubnetPurpose::LiveMigration)
        name = QStringLiteral("LiveMigration");
    else
        numbered = !(name = nextName(names, QStringLiteral("vEthernet0"))).isEmpty();
    i.name = numbered || !names.contains(name) ? name : nextName(names, name);
    i.id = freshId(used, node.id + QLatin1Char('-') + i.name);
    return i;
}

ConvergedSetup convergedSetup(const Design &design, const Node &node)
{
    ConvergedSetup out;
    out.node = node;
    Node &n = out.node;
    // The vNICs go on the node's SET vSwitch (else its first vSwitch); a
    // node without one gets one over its free adapters first.
    const auto set = std::find_if(n.vswitches.begin(), n.vswitches.end(), [](const VSwitch &v) { return v.embeddedTeaming; });
    QString target = set != n.vswitches.end() ? set->id : n.vswitches.empty() ? QString() : n.vswitches.front().id;
    if (target.isEmpty()) {
        if (n.adapters.empty())
            return out;
        const VSwitch v = newSetSwitch(design, n);
        n.vswitches.push_back(v);
        target = v.id;
        out.vswitch = v.name;
        for (const QString &id : v.uplinks)
            out.uplinks << n.adapter(id)->name;
    }
    // Each new interface sees the ones before it (names, subnets, pinned
    // uplinks, ids): the design it is made against holds the node as it grows.
    Design scratch = design;
    auto here = std::find_if(scratch.nodes.begin(), scratch.nodes.end(), [&](const Node &x) { return x.id == n.id; });
    if (here == scratch.nodes.end())
        here = scratch.nodes.insert(scratch.nodes.end(), n);
    for (std::size_t k = 0; k < design.subnets.size(); ++k) {
        *here = n;
        const Interface i = newInterface(scratch, n, target);
        if (i.subnet.isEmpty())
            break;
        n.interfaces.push_back(i);
        out.interfaces << i.name;
    }
    return out;
}

} // namespace DesignEdits
} // namespace hvnet

#include "design.h"

#include "ipv4.h"

#include <QRegularExpression>

#include <algorithm>

namespace hvnet {

namespace {
template <typename Container> auto findById(Container &items, const QString &id) -> decltype(&*items.begin())
{
    auto it = std::find_if(items.begin(), items.end(), [&id](const auto &item) { return item.id == id; });
    return it == items.end() ? nullptr : &*it;
}
} // namespace

const Adapter *Node::adapter(const QString &id) const
{
    return findById(adapters, id);
}
const Team *Node::team(const QString &id) const
{
    return findById(teams, id);
}
const VSwitch *Node::vswitch(const QString &id) const
{
    return findById(vswitches, id);
}
const Interface *Node::interface(const QString &id) const
{
    return findById(interfaces, id);
}
Interface *Node::interface(const QString &id)
{
    return findById(interfaces, id);
}

const SwitchPort *Switch::port(const QString &id) const
{
    return findById(ports, id);
}

const Subnet *Design::subnet(const QString &id) const
{
    return findById(subnets, id);
}
const Cluster *Design::cluster(const QString &id) const
{
    return findById(clusters, id);
}
const Node *Design::node(const QString &id) const
{
    return findById(nodes, id);
}
Node *Design::node(const QString &id)
{
    return findById(nodes, id);
}
const Switch *Design::switchById(const QString &id) const
{
    return findById(switches, id);
}
const Link *Design::link(const QString &id) const
{
    return findById(links, id);
}

const Note *Design::note(const QString &id) const
{
    return findById(notes, id);
}

std::map<int, int> QosPolicy::etsShares() const
{
    std::map<int, int> shares;
    int reserved = 0;
    for (const QosClass &c : classes) {
        shares[c.priority] += c.bandwidthPercent;
        reserved += c.bandwidthPercent;
    }
    shares[0] += std::max(0, 100 - reserved);
    return shares;
}

QStringList adaptersUnder(const Node &node, const Interface &interface)
{
    auto teamMembers = [&node](const QString &teamId) {
        const Team *team = node.team(teamId);
        return team ? team->members : QStringList();
    };
    switch (interface.attach.kind) {
    case AttachKind::Adapter: return {interface.attach.target};
    case AttachKind::Team: return teamMembers(interface.attach.target);
    case AttachKind::VSwitch: {
        if (!interface.attach.teamMapping.isEmpty())
            return {interface.attach.teamMapping};
        const VSwitch *vs = node.vswitch(interface.attach.target);
        if (!vs)
            return {};
        QStringList adapters;
        for (const QString &uplink : vs->uplinks)
            adapters << (node.team(uplink) ? teamMembers(uplink) : QStringList{uplink});
        return adapters;
    }
    }
    return {};
}

bool registersInDns(const Interface &interface, const Subnet *subnet)
{
    if (interface.registerDns)
        return *interface.registerDns;
    return subnet && subnet->purpose == SubnetPurpose::Management;
}

bool SwitchRedundancy::isVrfName(const QString &text)
{
    static const QRegularExpression name(QStringLiteral("^[A-Za-z][A-Za-z0-9_-]{0,31}$"));
    return name.match(text).hasMatch();
}

bool SwitchRedundancy::isMacAddress(const QString &text)
{
    static const QRegularExpression mac(QStringLiteral("^[0-9a-f]{2}(:[0-9a-f]{2}){5}$"));
    return mac.match(text).hasMatch();
}

bool SwitchRedundancy::isAddressWithLength(const QString &text)
{
    const int slash = int(text.indexOf(QLatin1Char('/')));
    bool ok = false;
    const int length = slash > 0 ? text.mid(slash + 1).toInt(&ok) : 0;
    return slash > 0 && ok && Ipv4Address::parse(text.left(slash)).has_value() && length >= 8 && length <= 31;
}

} // namespace hvnet

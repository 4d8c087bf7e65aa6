#include "eosconfigreader.h"

#include "platforms/configtree.h"

#include <QRegularExpression>

#include <map>

namespace hvnet {

SwitchState EosConfigReader::read(const QString &text) const
{
    const ConfigTree tree = ConfigTree::parse(text);
    SwitchState state;
    std::map<int, int> tcOfCos{{0, 1}, {1, 0}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}};
    struct Profile {
        std::map<int, double> shares;
        std::set<int> strict{0, 1, 2, 3, 4, 5, 6, 7};
        std::set<int> ecn;
        bool watchdog = false;
    };
    std::map<QString, Profile> profiles;
    QString applied;
    std::map<QString, QString> channelOf; // member -> port-channel number
    QString peerLink;
    QString localInterface; // MLAG's peer-link VLAN interface
    std::map<QString, QString> addressOf; // interface -> its "address/length"
    for (const ConfigTree::Node &n : tree.roots()) {
        if (ConfigTree::readVlan(n, state.vlans))
            continue;
        if (n.text == QLatin1String("no lldp run"))
            state.lldpEnabled = false;
        if (n.is(QStringLiteral("qos map cos"))) {
            const QStringList w = n.words();
            const int to = int(w.indexOf(QStringLiteral("to")));
            if (to > 3 && w.value(to + 1) == QLatin1String("traffic-class"))
                for (int cos : ConfigTree::numbers(w.mid(3, to - 3).join(QLatin1Char(' '))))
                    tcOfCos[cos] = w.value(to + 2).toInt();
        } else if (n.is(QStringLiteral("qos profile"))) {
            Profile &profile = profiles[n.words().last()];
            for (const ConfigTree::Node &c : n.children) {
                if (c.is(QStringLiteral("priority-flow-control pause watchdog")))
                    profile.watchdog = true;
                if (!c.is(QStringLiteral("tx-queue")) && !c.is(QStringLiteral("uc-tx-queue")))
                    continue;
                const int queue = c.words().last().toInt();
                for (const ConfigTree::Node &line : c.children) {
                    if (line.text == QLatin1String("no priority"))
                        profile.strict.erase(queue);
                    else if (line.is(QStringLiteral("bandwidth percent")))
                        profile.shares[queue] = line.words().last().toDouble();
                    else if (line.is(QStringLiteral("random-detect ecn")))
                        profile.ecn.insert(queue);
                }
            }
        } else if (n.text == QLatin1String("mlag configuration") || n.text == QLatin1String("mlag")) {
            // MLAG: the domain id, the peer link; the heartbeat over the management network is the keepalive.
            SwitchState::Redundancy r;
            r.line = n.line;
            for (const ConfigTree::Node &c : n.children) {
                const QStringList w = c.words();
                bool ok = false;
                if (c.is(QStringLiteral("domain-id")) && w.value(1).toInt(&ok) >= 0 && ok)
                    r.domain = w.value(1).toInt();
                else if (c.is(QStringLiteral("peer-link")))
                    peerLink = w.mid(1).join(QString()).remove(QRegularExpression(QStringLiteral("^[A-Za-z-]+")));
                else if (c.is(QStringLiteral("peer-address heartbeat"))) {
                    r.peerKeepalive = w.value(2);
                    r.vrf = w.value(3) == QLatin1String("vrf") ? w.value(4) : QStringLiteral("default");
                } else if (c.is(QStringLiteral("peer-address")) && w.size() == 2)
                    r.peerPeerAddress = w.value(1);
                else if (c.is(QStringLiteral("local-interface")))
                    localInterface = w.mid(1).join(QString());
            }
            state.redundancy = r;
        } else if (n.is(QStringLiteral("interface"))) {
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("channel-group")))
                    for (const QString &name : ConfigTree::interfaceNames(n))
                        channelOf[name] = c.words().value(1);
            SwitchState::Port port = ConfigTree::portOf(n);
            bool pfcOn = false;
            std::set<int> noDrop;
            std::optional<VlanSet> allowed;
            QString mode = QStringLiteral("access"); // EOS: an access port in VLAN 1 unless told otherwise
            int accessVlan = 1;
            for (const ConfigTree::Node &c : n.children) {
                if (c.text == QLatin1String("switchport mode trunk"))
                    mode = QStringLiteral("trunk");
                else if (c.text == QLatin1String("no switchport"))
                    mode = QStringLiteral("routed");
                else if (c.is(QStringLiteral("switchport access vlan")))
                    accessVlan = c.words().last().toInt();
                else if (c.is(QStringLiteral("dcbx mode")))
                    port.dcbxMode = c.words().last();
                else if (c.text == QLatin1String("no lldp transmit") || c.text == QLatin1String("no lldp receive"))
                    port.lldp = false;
                if (c.is(QStringLiteral("description")))
                    port.description = c.after(QStringLiteral("description"));
                else if (c.is(QStringLiteral("mtu")))
                    port.mtu = c.words().last().toInt();
                else if (c.is(QStringLiteral("switchport trunk native vlan")))
                    port.nativeVlan = c.words().last().toInt();
                else if (c.is(QStringLiteral("switchport trunk allowed vlan"))) {
                    const QString list = c.after(QStringLiteral("switchport trunk allowed vlan"));
                    const QStringList w = list.split(QLatin1Char(' '), Qt::SkipEmptyParts);
                    if (w.value(0) == QLatin1String("add") || w.value(0) == QLatin1String("remove")) {
                        if (!allowed)
                            allowed = VlanSet::all();
                        if (w.value(0) == QLatin1String("add"))
                            allowed->insert(ConfigTree::vlans(w.value(1)));
                        else
                            allowed->erase(ConfigTree::vlans(w.value(1)));
                    } else {
                        allowed = list == QLatin1String("none") ? VlanSet()
                            : list == QLatin1String("all")      ? VlanSet::all()
                                                                : ConfigTree::vlans(list);
                    }
                } else if (c.text == QLatin1String("priority-flow-control on")
                    || c.text == QLatin1String("priority-flow-control mode on"))
                    pfcOn = true;
                else if (c.text == QLatin1String("no priority-flow-control"))
                    pfcOn = false;
                else if (c.is(QStringLiteral("priority-flow-control priority")) && c.words().last() == QLatin1String("no-drop"))
                    noDrop.insert(c.words().value(2).toInt());
                else if (c.is(QStringLiteral("service-profile"))) {
                    applied = c.words().last();
                    port.qosPolicies << applied;
                }
                else if (c.is(QStringLiteral("spanning-tree portfast")))
                    port.edge = true;
                else if (c.is(QStringLiteral("ip address")) && c.words().size() == 3)
                    for (const QString &name : ConfigTree::interfaceNames(n))
                        addressOf[name.toLower()] = c.words().value(2);
            }
            port.mode = mode;
            if (mode == QLatin1String("trunk")) {
                port.vlans = allowed ? *allowed : VlanSet::all();
            } else if (mode == QLatin1String("access")) {
                port.vlans = {accessVlan};
                port.nativeVlan = accessVlan;
            } else {
                port.nativeVlan.reset();
            }
            if (pfcOn)
                port.pfcPriorities = noDrop;
            state.policyPfcPriorities.insert(port.pfcPriorities.begin(), port.pfcPriorities.end());
            ConfigTree::storePorts(n, port, state.ports);
        }
    }
    if (state.redundancy) {
        for (const auto &[port, channel] : channelOf)
            if (channel == peerLink)
                state.redundancy->ports << port;
        if (const auto it = addressOf.find(localInterface.toLower()); it != addressOf.end())
            state.redundancy->peerAddress = it->second;
    }
    state.lldpEnabled = state.lldpEnabled.value_or(true); // EOS runs LLDP unless told not to
    for (int cos = 0; cos < 8; ++cos)
        state.queueOf[cos] = tcOfCos[cos]; // traffic class n is tx-queue n
    if (profiles.count(applied)) {
        const Profile &profile = profiles.at(applied);
        for (const auto &[queue, percent] : profile.shares)
            if (!profile.strict.count(queue))
                state.shares[queue] = percent;
        state.strictQueues = profile.strict;
        state.ecnQueues = profile.ecn;
        state.pfcWatchdog = profile.watchdog;
    }
    return state;
}

} // namespace hvnet

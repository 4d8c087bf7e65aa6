#include "os10configreader.h"

#include "platforms/configtree.h"

#include <map>

namespace hvnet {

SwitchState Os10ConfigReader::read(const QString &text) const
{
    const ConfigTree tree = ConfigTree::parse(text);
    SwitchState state;
    std::map<QString, std::map<int, int>> groupOfDot1p; // trust dot1p-map -> dot1p -> qos-group
    std::map<QString, std::map<int, int>> queueOfGroup; // qos-map traffic-class -> qos-group -> queue
    std::map<QString, int> queueOfClass; // class-map type queuing -> queue
    std::map<QString, std::set<int>> groupsOfClass; // class-map type network-qos -> qos-groups
    std::map<QString, std::map<int, double>> shares; // policy-map type queuing -> queue -> percent
    std::map<QString, std::set<int>> ecn; // policy-map type queuing -> queues marking ECN
    std::map<QString, std::set<int>> pfcCos; // policy-map type network-qos -> pfc-cos
    std::set<QString> ecnProfiles; // wred profiles with random-detect ecn
    QString systemTrust, systemQosMap;
    struct PortText {
        SwitchState::Port port;
        bool pfcOn = false;
        QString networkQos, queuing, qosMap;
    };
    std::vector<PortText> ports;

    // WRED profiles first: a queuing class refers to them by name.
    for (const ConfigTree::Node &n : tree.roots())
        if (n.is(QStringLiteral("wred")))
            for (const ConfigTree::Node &c : n.children)
                if (c.text == QLatin1String("random-detect ecn"))
                    ecnProfiles.insert(n.words().last());
    for (const ConfigTree::Node &n : tree.roots()) {
        if (n.text == QLatin1String("dcbx enable"))
            state.dcbxEnabled = true;
        else if (n.text == QLatin1String("no lldp enable"))
            state.lldpEnabled = false;
        if (n.is(QStringLiteral("class-map type queuing"))) {
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("match queue")))
                    queueOfClass[n.words().last()] = c.words().last().toInt();
        } else if (n.is(QStringLiteral("class-map type network-qos"))) {
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("match qos-group")))
                    groupsOfClass[n.words().last()] = ConfigTree::numbers(c.after(QStringLiteral("match qos-group")));
        } else if (n.is(QStringLiteral("trust dot1p-map"))) {
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("qos-group")) && c.words().size() >= 4)
                    for (int p : ConfigTree::numbers(c.words().mid(3).join(QLatin1Char(' '))))
                        groupOfDot1p[n.words().last()][p] = c.words().value(1).toInt();
        } else if (n.is(QStringLiteral("qos-map traffic-class"))) {
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("queue")) && c.words().size() >= 4)
                    for (int g : ConfigTree::numbers(c.words().mid(3).join(QLatin1Char(' '))))
                        queueOfGroup[n.words().last()][g] = c.words().value(1).toInt();
        } else if (n.is(QStringLiteral("policy-map type queuing"))) {
            const QString name = n.words().last();
            for (const ConfigTree::Node &c : n.children) {
                const int queue = queueOfClass.count(c.after(QStringLiteral("class")))
                    ? queueOfClass.at(c.after(QStringLiteral("class")))
                    : -1;
                for (const ConfigTree::Node &line : c.children) {
                    if (line.is(QStringLiteral("bandwidth percent")))
                        shares[name][queue] = line.words().last().toDouble();
                    else if (line.is(QStringLiteral("random-detect")) && ecnProfiles.count(line.words().last()))
                        ecn[name].insert(queue);
                }
            }
        } else if (n.is(QStringLiteral("policy-map type network-qos"))) {
            for (const ConfigTree::Node &c : n.children)
                for (const ConfigTree::Node &line : c.children)
                    if (line.is(QStringLiteral("pfc-cos")))
                        for (int cos : ConfigTree::numbers(line.after(QStringLiteral("pfc-cos"))))
                            pfcCos[n.words().last()].insert(cos);
        } else if (n.is(QStringLiteral("system qos"))) {
            for (const ConfigTree::Node &c : n.children) {
                if (c.is(QStringLiteral("trust-map dot1p")))
                    systemTrust = c.words().last();
                else if (c.is(QStringLiteral("qos-map traffic-class")))
                    systemQosMap = c.words().last();
            }
        } else if (n.text.startsWith(QLatin1String("interface vlan"), Qt::CaseInsensitive)) {
            // "interface vlan200" as OS10 prints it, "interface Vlan 200" as people write it.
            bool ok = false;
            const int id = n.text.mid(QStringLiteral("interface vlan").size()).trimmed().toInt(&ok);
            if (ok) {
                state.vlans[id];
                for (const ConfigTree::Node &c : n.children)
                    if (c.is(QStringLiteral("description")))
                        state.vlans[id] = c.after(QStringLiteral("description"));
            }
        } else if (n.is(QStringLiteral("vlt-domain"))) {
            // VLT: the domain, the backup destination (the peer's address, in a VRF), the VLTi members
            // (discovery-interface, a port, list or range), the primary priority and the VLT MAC.
            SwitchState::Redundancy r;
            r.domain = n.words().value(1).toInt();
            r.line = n.line;
            for (const ConfigTree::Node &c : n.children) {
                const QStringList w = c.words();
                if (c.is(QStringLiteral("backup destination"))) {
                    r.peerKeepalive = w.value(2);
                    r.vrf = w.value(3) == QLatin1String("vrf") ? w.value(4) : QStringLiteral("default");
                } else if (c.is(QStringLiteral("discovery-interface"))) {
                    ConfigTree::Node members;
                    members.text = QStringLiteral("interface ") + c.after(QStringLiteral("discovery-interface"));
                    r.ports << ConfigTree::interfaceNames(members);
                } else if (c.is(QStringLiteral("primary-priority")))
                    r.priority = w.value(1).toInt();
                else if (c.is(QStringLiteral("vlt-mac")))
                    r.systemMac = w.value(1).toLower();
            }
            state.redundancy = r;
        } else if (n.is(QStringLiteral("interface"))) {
            PortText p;
            p.port = ConfigTree::portOf(n);
            bool trunk = false;
            VlanSet tagged;
            for (const ConfigTree::Node &c : n.children) {
                if (c.is(QStringLiteral("description")))
                    p.port.description = c.after(QStringLiteral("description"));
                else if (c.is(QStringLiteral("switchport mode trunk")))
                    trunk = true;
                else if (c.is(QStringLiteral("switchport access vlan")))
                    p.port.nativeVlan = c.words().last().toInt();
                else if (c.is(QStringLiteral("switchport trunk allowed vlan")))
                    tagged = ConfigTree::vlans(c.after(QStringLiteral("switchport trunk allowed vlan")));
                else if (c.is(QStringLiteral("mtu")))
                    p.port.mtu = c.words().last().toInt();
                else if (c.text == QLatin1String("priority-flow-control mode on"))
                    p.pfcOn = true;
                else if (c.is(QStringLiteral("service-policy input type network-qos")))
                    p.networkQos = c.words().last();
                else if (c.is(QStringLiteral("service-policy output type queuing")))
                    p.queuing = c.words().last();
                else if (c.is(QStringLiteral("qos-map traffic-class")))
                    p.qosMap = c.words().last();
                else if (c.is(QStringLiteral("spanning-tree port type edge")))
                    p.port.edge = true;
                else if (c.text == QLatin1String("no lldp transmit") || c.text == QLatin1String("no lldp receive"))
                    p.port.lldp = false;
                else if (c.text == QLatin1String("no switchport"))
                    p.port.mode = QStringLiteral("routed");
            }
            for (const QString &policy : {p.networkQos, p.queuing, p.qosMap})
                if (!policy.isEmpty())
                    p.port.qosPolicies << policy;
            if (p.port.mode == QLatin1String("routed")) {
                p.port.nativeVlan.reset();
            } else {
                p.port.mode = trunk ? QStringLiteral("trunk") : QStringLiteral("access");
                p.port.vlans = trunk ? tagged : VlanSet();
                p.port.vlans.insert(*p.port.nativeVlan);
            }
            for (const QString &name : ConfigTree::interfaceNames(n)) { // a range configures each of its ports
                p.port.name = name;
                ports.push_back(p);
            }
        }
    }

    QString queuing, qosMap = systemQosMap;
    for (PortText &p : ports) {
        if (p.pfcOn)
            p.port.pfcPriorities = pfcCos[p.networkQos];
        state.policyPfcPriorities.insert(pfcCos[p.networkQos].begin(), pfcCos[p.networkQos].end());
        if (!p.queuing.isEmpty())
            queuing = p.queuing;
        if (!p.qosMap.isEmpty())
            qosMap = p.qosMap;
        state.ports[p.port.name] = p.port;
    }
    // Without a trust map every priority is qos-group 0; without a qos-map,
    // qos-group n is queue n.
    for (int p = 0; p < 8; ++p) {
        const auto &trust = groupOfDot1p[systemTrust];
        const int group = trust.count(p) ? trust.at(p) : 0;
        const auto &map = queueOfGroup[qosMap];
        state.queueOf[p] = map.count(group) ? map.at(group) : group;
    }
    for (const auto &[queue, percent] : shares[queuing])
        state.shares[queue] = percent;
    state.ecnQueues = ecn[queuing];
    state.lldpEnabled = state.lldpEnabled.value_or(true); // OS10 runs LLDP by default
    state.dcbxEnabled = state.dcbxEnabled.value_or(false); // and DCBX only when enabled
    return state;
}

} // namespace hvnet

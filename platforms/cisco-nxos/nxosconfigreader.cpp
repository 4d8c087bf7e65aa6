#include "nxosconfigreader.h"

#include "platforms/configtree.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <map>
#include <set>

namespace hvnet {

namespace {

struct ReaderText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::NxosConfigReader)
};

// The qos-group (and queue) of a class by its name as the system defines it:
// "c-out-8q-q3" and "c-8q-nq3" -> 3, "c-out-8q-q-default", "c-8q-nq-default"
// and "class-default" -> 0; -1 for a name of the user's (its class-map says).
int groupOfSystemClass(const QString &name)
{
    if (name.endsWith(QLatin1String("-default")))
        return 0;
    if (!name.startsWith(QLatin1String("c-")))
        return -1;
    bool ok = false;
    const int q = name.right(1).toInt(&ok);
    return ok ? q : -1;
}

} // namespace

SwitchState NxosConfigReader::read(const QString &text) const
{
    const ConfigTree tree = ConfigTree::parse(text);
    SwitchState state;
    std::map<QString, std::set<int>> cosOfClass; // class-map type qos -> cos
    std::map<QString, std::map<int, int>> groupOfCos; // policy-map type qos -> cos -> qos-group
    std::map<QString, std::set<int>> noDrop; // network-qos policy -> pfc-cos
    std::map<QString, std::set<int>> noDropGroups; // network-qos policy -> qos-groups of its "pause no-drop" classes
    std::map<QString, int> defaultMtu; // network-qos policy -> MTU of its class-default (layer-2 ports on Nexus 3000/5000)
    std::map<QString, int> groupOfClass; // class-map type queuing or network-qos -> the qos-group it matches
    std::map<QString, std::map<int, double>> shares; // queuing policy -> queue -> percent
    std::map<QString, std::set<int>> ecn;
    QString systemNetwork, systemQueuing, systemClassification;
    // A class by its name: the system's own classes by their numbering, the user's by their class-map.
    const auto groupOf = [&groupOfClass](const QString &name) {
        const int system = groupOfSystemClass(name);
        if (system >= 0)
            return system;
        const auto it = groupOfClass.find(name);
        return it == groupOfClass.end() ? -1 : it->second;
    };
    struct PortText {
        SwitchState::Port port;
        QString mode = QStringLiteral("auto"); // NX-OS's default PFC mode
        QString qosPolicy;
    };
    std::vector<PortText> ports;
    std::map<QString, QString> channelOf; // member port -> its port-channel number
    std::set<QString> peerChannels; // the port-channels that are the vPC peer link

    // The classes first: a policy names them, wherever they stand.
    bool interfacesOnly = true;
    for (const ConfigTree::Node &n : tree.roots()) {
        if (n.is(QStringLiteral("class-map type queuing")) || n.is(QStringLiteral("class-map type network-qos")))
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("match qos-group")))
                    groupOfClass[n.words().last()] = c.words().last().toInt();
        interfacesOnly = interfacesOnly && (n.is(QStringLiteral("interface")) || n.is(QStringLiteral("version")));
    }
    for (const ConfigTree::Node &n : tree.roots()) {
        if (ConfigTree::readVlan(n, state.vlans))
            continue;
        if (n.is(QStringLiteral("version"))) {
            // The check says when this is older than the lines hvnet reads.
            state.firmware = n.after(QStringLiteral("version"));
        } else if (n.is(QStringLiteral("priority-flow-control watch-dog-interval on"))) {
            state.pfcWatchdog = true;
        } else if (n.text == QLatin1String("feature lldp")) {
            state.lldpEnabled = true;
        } else if (n.is(QStringLiteral("no lldp tlv-select dcbxp"))) {
            state.dcbxEnabled = false;
        } else if (n.is(QStringLiteral("class-map type qos"))) {
            const QString name = n.words().last();
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("match cos")))
                    for (int cos : ConfigTree::numbers(c.after(QStringLiteral("match cos"))))
                        cosOfClass[name].insert(cos);
        } else if (n.is(QStringLiteral("policy-map type qos"))) {
            std::map<int, int> &map = groupOfCos[n.words().last()];
            for (const ConfigTree::Node &c : n.children)
                for (const ConfigTree::Node &set : c.children)
                    if (set.is(QStringLiteral("set qos-group")))
                        for (int cos : cosOfClass[c.after(QStringLiteral("class"))])
                            map[cos] = set.after(QStringLiteral("set qos-group")).toInt();
        } else if (n.is(QStringLiteral("policy-map type network-qos"))) {
            const QString name = n.words().last();
            std::set<int> &set = noDrop[name];
            for (const ConfigTree::Node &c : n.children)
                for (const ConfigTree::Node &line : c.children) {
                    if (line.is(QStringLiteral("pause pfc-cos"))) // Nexus 9000: the CoS values themselves
                        for (int cos : ConfigTree::numbers(line.after(QStringLiteral("pause pfc-cos"))))
                            set.insert(cos);
                    else if (line.text == QLatin1String("pause no-drop")) // Nexus 3000/5000: the class's qos-group
                        noDropGroups[name].insert(groupOf(c.words().last()));
                    else if (line.is(QStringLiteral("mtu")) && groupOf(c.words().last()) == 0)
                        defaultMtu[name] = line.words().last().toInt();
                }
        } else if (n.is(QStringLiteral("policy-map type queuing"))) {
            const QString name = n.words().last();
            for (const ConfigTree::Node &c : n.children) {
                const int queue = groupOf(c.words().last());
                for (const ConfigTree::Node &line : c.children) {
                    // "bandwidth remaining percent" (Nexus 9000) and "bandwidth percent" (Nexus 3000/5000, and
                    // Microsoft's reference configurations) both give the queue's ETS share.
                    if (line.is(QStringLiteral("bandwidth remaining percent")) || line.is(QStringLiteral("bandwidth percent")))
                        shares[name][queue] = line.words().last().toDouble();
                    else if (line.is(QStringLiteral("random-detect")) && line.words().last() == QLatin1String("ecn"))
                        ecn[name].insert(queue);
                }
            }
        } else if (n.is(QStringLiteral("system qos"))) {
            for (const ConfigTree::Node &c : n.children) {
                if (c.is(QStringLiteral("service-policy type network-qos")))
                    systemNetwork = c.words().last();
                else if (c.is(QStringLiteral("service-policy type queuing output")))
                    systemQueuing = c.words().last();
                else if (c.is(QStringLiteral("service-policy type qos input")))
                    systemClassification = c.words().last();
            }
        } else if (n.is(QStringLiteral("vpc domain"))) {
            // vPC: the domain id, role priority, system MAC, peer-keepalive (destination, source, VRF).
            SwitchState::Redundancy r;
            r.domain = n.words().value(2).toInt();
            r.line = n.line;
            for (const ConfigTree::Node &c : n.children) {
                const QStringList w = c.words();
                if (c.is(QStringLiteral("role priority")))
                    r.priority = w.value(2).toInt();
                else if (c.is(QStringLiteral("system-mac")))
                    r.systemMac = w.value(1).toLower();
                else if (c.is(QStringLiteral("peer-keepalive destination"))) {
                    r.peerKeepalive = w.value(2);
                    for (int i = 3; i + 1 < w.size(); ++i) {
                        if (w.at(i) == QLatin1String("source"))
                            r.keepalive = w.at(i + 1);
                        else if (w.at(i) == QLatin1String("vrf"))
                            r.vrf = w.at(i + 1);
                    }
                    if (r.vrf.isEmpty())
                        r.vrf = QStringLiteral("management"); // NX-OS's default for the keepalive
                }
            }
            state.redundancy = r;
        } else if (n.is(QStringLiteral("interface"))) {
            for (const ConfigTree::Node &c : n.children) {
                if (c.is(QStringLiteral("channel-group")))
                    for (const QString &name : ConfigTree::interfaceNames(n))
                        channelOf[name] = c.words().value(1);
                if (c.text == QLatin1String("vpc peer-link"))
                    peerChannels.insert(n.after(QStringLiteral("interface")).remove(QLatin1Char(' ')).remove(QRegularExpression(QStringLiteral("^[A-Za-z-]+"))));
            }
            PortText p;
            p.port = ConfigTree::portOf(n);
            VlanSet allowed;
            bool allowedStated = false;
            QString mode = QStringLiteral("access"); // an L2 port is an access port unless it says otherwise
            int accessVlan = 1;
            for (const ConfigTree::Node &c : n.children) {
                if (c.text == QLatin1String("switchport mode trunk"))
                    mode = QStringLiteral("trunk");
                else if (c.text == QLatin1String("no switchport"))
                    mode = QStringLiteral("routed");
                else if (c.is(QStringLiteral("switchport access vlan")))
                    accessVlan = c.words().last().toInt();
                else if (c.text == QLatin1String("no lldp transmit") || c.text == QLatin1String("no lldp receive"))
                    p.port.lldp = false;
                else if (c.is(QStringLiteral("service-policy")))
                    p.port.qosPolicies << c.words().last();
                if (c.is(QStringLiteral("priority-flow-control mode")))
                    p.port.dcbxTlvs = c.words().contains(QStringLiteral("send-tlv"));
                if (c.is(QStringLiteral("description")))
                    p.port.description = c.after(QStringLiteral("description"));
                else if (c.is(QStringLiteral("switchport trunk native vlan")))
                    p.port.nativeVlan = c.words().last().toInt();
                else if (c.is(QStringLiteral("switchport trunk allowed vlan"))) {
                    // NX-OS continues a long list on "add" lines; "remove" and "except" edit it.
                    const QString list = c.after(QStringLiteral("switchport trunk allowed vlan"));
                    const QStringList w = list.split(QLatin1Char(' '), Qt::SkipEmptyParts);
                    allowedStated = true;
                    if (list == QLatin1String("all"))
                        allowed = VlanSet::all();
                    else if (list == QLatin1String("none"))
                        allowed.clear();
                    else if (w.value(0) == QLatin1String("add"))
                        allowed.insert(ConfigTree::vlans(w.value(1)));
                    else if (w.value(0) == QLatin1String("remove"))
                        allowed.erase(ConfigTree::vlans(w.value(1)));
                    else if (w.value(0) == QLatin1String("except")) {
                        allowed = VlanSet::all();
                        allowed.erase(ConfigTree::vlans(w.value(1)));
                    } else
                        allowed = ConfigTree::vlans(list);
                } else if (c.is(QStringLiteral("priority-flow-control mode")))
                    p.mode = c.words().value(2);
                else if (c.is(QStringLiteral("mtu")))
                    p.port.mtu = c.words().last().toInt();
                else if (c.is(QStringLiteral("spanning-tree port type edge")))
                    p.port.edge = true;
                else if (c.is(QStringLiteral("service-policy type qos input")))
                    p.qosPolicy = c.words().last();
            }
            // A trunk without an allowed list carries every VLAN; an access port its VLAN.
            p.port.mode = mode;
            if (mode == QLatin1String("trunk"))
                p.port.vlans = allowedStated ? allowed : VlanSet::all();
            else if (mode == QLatin1String("access")) {
                p.port.vlans = {accessVlan};
                p.port.nativeVlan = accessVlan;
            } else
                p.port.nativeVlan.reset();
            for (const QString &name : ConfigTree::interfaceNames(n)) { // a range configures each of its ports
                p.port.name = name;
                ports.push_back(p);
            }
        }
    }

    // A capture of the interfaces alone ("show running-config interface")
    // holds no QoS policy: what the ports' PFC, the queues and the shares are
    // is not in the evidence, which is not the same as none.
    if (interfacesOnly && !tree.roots().empty()) {
        state.interfacesOnly = true;
        state.addProblem(0,
            ReaderText::tr("the text holds the interfaces alone: no VLAN definitions and no QoS policy (policy-maps and "
                           "system qos, as \"show running-config\" prints them), so the VLANs defined, PFC priorities, "
                           "queues and shares are not read from it"));
    }

    QString classification = systemClassification;
    for (const PortText &p : ports)
        if (!p.qosPolicy.isEmpty())
            classification = p.qosPolicy;
    // "pause no-drop" makes a qos-group lossless: the CoS values the
    // classification puts in it.
    std::set<int> lossless = noDrop[systemNetwork];
    for (const auto &[cos, group] : groupOfCos[classification])
        if (noDropGroups[systemNetwork].count(group))
            lossless.insert(cos);
    const auto mtu = defaultMtu.find(systemNetwork);
    for (PortText &p : ports) {
        if (p.mode == QLatin1String("on"))
            p.port.pfcPriorities = lossless;
        p.port.pfcNegotiated = p.mode == QLatin1String("auto") && !lossless.empty();
        // A port without its own MTU line: a layer-2 port takes the MTU of the system network-qos
        // policy's class-default where that policy sets one (Nexus 3000/5000), otherwise NX-OS's 1500.
        if (!p.port.mtu)
            p.port.mtu = p.port.mode != QLatin1String("routed") && mtu != defaultMtu.end() ? mtu->second : 1500;
        state.ports[p.port.name] = p.port;
    }
    if (state.redundancy)
        for (const auto &[port, channel] : channelOf)
            if (peerChannels.count(channel))
                state.redundancy->ports << port;
    // Unmatched traffic stays in qos-group 0, and qos-group n is queue n.
    for (int cos = 0; cos < 8; ++cos) {
        const auto &map = groupOfCos[classification];
        state.queueOf[cos] = map.count(cos) ? map.at(cos) : 0;
    }
    for (const auto &[queue, percent] : shares[systemQueuing])
        state.shares[queue] = percent;
    state.ecnQueues = ecn[systemQueuing];
    state.policyPfcPriorities = lossless;
    // LLDP is a feature to turn on; DCBX rides on it unless its TLVs are deselected.
    state.lldpEnabled = state.lldpEnabled.value_or(false);
    state.dcbxEnabled = *state.lldpEnabled && state.dcbxEnabled.value_or(true);
    return state;
}

} // namespace hvnet

#include "aoscxconfigreader.h"

#include "platforms/configtree.h"

#include <map>

namespace hvnet {

SwitchState AoscxConfigReader::read(const QString &text) const
{
    const ConfigTree tree = ConfigTree::parse(text);
    SwitchState state;
    std::map<int, int> lpOfCos{{0, 1}, {1, 0}, {2, 2}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}};
    std::map<QString, std::map<int, int>> queueOfLp; // queue profile -> local priority -> queue
    std::map<QString, std::map<int, double>> weights; // schedule profile -> queue -> weight
    std::map<QString, std::set<int>> ecn; // threshold profile -> queues
    std::set<int> losslessLps; // local priorities in a lossless pool
    QString queueProfile, scheduleProfile, thresholdProfile;
    for (const ConfigTree::Node &n : tree.roots()) {
        if (ConfigTree::readVlan(n, state.vlans))
            continue;
        const QStringList w = n.words();
        if (n.text == QLatin1String("lldp dcbx"))
            state.dcbxEnabled = true;
        else if (n.text == QLatin1String("no lldp"))
            state.lldpEnabled = false;
        if (n.text == QLatin1String("vsx")) {
            // VSX: the inter-switch link, the role, the keepalive (peer, source, VRF), the system MAC.
            SwitchState::Redundancy r;
            r.line = n.line;
            for (const ConfigTree::Node &c : n.children) {
                const QStringList v = c.words();
                if (c.is(QStringLiteral("inter-switch-link")) && v.value(1) != QLatin1String("lag"))
                    r.ports << v.value(1);
                else if (c.is(QStringLiteral("role")))
                    r.primary = v.value(1) == QLatin1String("primary");
                else if (c.is(QStringLiteral("keepalive peer"))) {
                    r.peerKeepalive = v.value(2);
                    r.vrf = QStringLiteral("default"); // AOS-CX: the default VRF unless one is named
                    for (int i = 3; i + 1 < v.size(); ++i) {
                        if (v.at(i) == QLatin1String("source"))
                            r.keepalive = v.at(i + 1);
                        else if (v.at(i) == QLatin1String("vrf"))
                            r.vrf = v.at(i + 1);
                    }
                } else if (c.is(QStringLiteral("system-mac")))
                    r.systemMac = v.value(1).toLower();
            }
            state.redundancy = r;
        } else if (n.is(QStringLiteral("qos cos-map")) && w.size() >= 5 && w.at(3) == QLatin1String("local-priority")) {
            lpOfCos[w.at(2).toInt()] = w.at(4).toInt();
        } else if (n.is(QStringLiteral("qos queue-profile"))) {
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("map queue")) && c.words().size() >= 5)
                    for (int lp : ConfigTree::numbers(c.words().value(4)))
                        queueOfLp[w.last()][lp] = c.words().value(2).toInt();
        } else if (n.is(QStringLiteral("qos schedule-profile"))) {
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("dwrr queue")) && c.words().size() >= 5)
                    weights[w.last()][c.words().value(2).toInt()] = c.words().value(4).toDouble();
        } else if (n.is(QStringLiteral("apply qos queue-profile")) && w.size() >= 6) {
            queueProfile = w.at(3);
            scheduleProfile = w.at(5);
        } else if (n.is(QStringLiteral("qos pool")) && w.value(3) == QLatin1String("lossless")) {
            const int at = int(w.indexOf(QStringLiteral("priorities")));
            if (at > 0)
                for (int lp : ConfigTree::numbers(w.value(at + 1)))
                    losslessLps.insert(lp);
        } else if (n.is(QStringLiteral("qos threshold-profile"))) {
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("queue")) && c.words().value(2) == QLatin1String("action")
                    && c.words().value(3) == QLatin1String("ecn"))
                    ecn[w.last()].insert(c.words().value(1).toInt());
        } else if (n.is(QStringLiteral("apply qos threshold-profile"))) {
            thresholdProfile = w.last();
        } else if (n.is(QStringLiteral("interface"))) {
            SwitchState::Port port = ConfigTree::portOf(n);
            VlanSet allowed;
            bool allowedStated = false;
            port.mode = QStringLiteral("routed"); // an 8325 port routes until it is put in a VLAN
            for (const ConfigTree::Node &c : n.children) {
                if (c.is(QStringLiteral("vlan trunk")))
                    port.mode = QStringLiteral("trunk");
                else if (c.is(QStringLiteral("vlan access"))) {
                    port.mode = QStringLiteral("access");
                    port.nativeVlan = c.words().last().toInt();
                    allowed = {*port.nativeVlan};
                    allowedStated = true;
                } else if (c.text == QLatin1String("no lldp transmit") || c.text == QLatin1String("no lldp receive"))
                    port.lldp = false;
                else if (c.is(QStringLiteral("apply qos")))
                    port.qosPolicies << c.words().last();
                if (c.is(QStringLiteral("description")))
                    port.description = c.after(QStringLiteral("description"));
                else if (c.is(QStringLiteral("mtu")))
                    port.mtu = c.words().last().toInt();
                else if (c.is(QStringLiteral("vlan trunk native")))
                    port.nativeVlan = c.words().last().toInt();
                else if (c.is(QStringLiteral("vlan trunk allowed"))) {
                    const QString list = c.after(QStringLiteral("vlan trunk allowed"));
                    // AOS-CX adds each further "vlan trunk allowed" line to the list.
                    allowed.insert(list == QLatin1String("all") ? VlanSet::all() : ConfigTree::vlans(list));
                    allowedStated = true;
                }
                else if (c.is(QStringLiteral("flow-control priority")))
                    for (int p : ConfigTree::numbers(c.words().last()))
                        port.pfcPriorities.insert(p);
                else if (c.is(QStringLiteral("spanning-tree port-type admin-edge")))
                    port.edge = true;
            }
            port.vlans = port.mode == QLatin1String("trunk") && !allowedStated ? VlanSet::all() : allowed;
            if (port.mode == QLatin1String("routed"))
                port.nativeVlan.reset();
            ConfigTree::storePorts(n, port, state.ports);
        }
    }
    // A PFC priority pauses only when its local priority is in a lossless pool.
    for (auto &[name, port] : state.ports) {
        std::set<int> effective;
        for (int p : port.pfcPriorities)
            if (losslessLps.count(lpOfCos[p]))
                effective.insert(p);
            else
                state.addProblem(port.line, QStringLiteral("%1: priority %2 has no lossless pool").arg(name).arg(p));
        port.pfcPriorities = effective;
    }
    for (int cos = 0; cos < 8; ++cos)
        if (losslessLps.count(lpOfCos[cos]))
            state.policyPfcPriorities.insert(cos);
    state.lldpEnabled = state.lldpEnabled.value_or(true); // AOS-CX runs LLDP by default, DCBX only when told
    state.dcbxEnabled = state.dcbxEnabled.value_or(false);
    for (int cos = 0; cos < 8; ++cos) {
        const int lp = lpOfCos[cos];
        const auto &map = queueOfLp[queueProfile];
        state.queueOf[cos] = map.count(lp) ? map.at(lp) : lp; // the factory profile: queue n
    }
    double sum = 0;
    for (const auto &[q, weight] : weights[scheduleProfile])
        sum += weight;
    for (const auto &[q, weight] : weights[scheduleProfile])
        state.shares[q] = sum > 0 ? weight * 100 / sum : 0;
    state.ecnQueues = ecn[thresholdProfile];
    return state;
}

} // namespace hvnet

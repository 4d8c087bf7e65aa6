#include "cumulusconfigreader.h"

#include "platforms/configtree.h"

#include <QRegularExpression>

#include <map>
#include <optional>

namespace hvnet {

namespace {

// "swp49-50,swp52" -> swp49, swp50, swp52.
QStringList memberList(const QString &text)
{
    static const QRegularExpression range(QStringLiteral("^([A-Za-z_]+)(\\d+)-(\\d+)$"));
    QStringList out;
    for (const QString &item : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QRegularExpressionMatch m = range.match(item);
        const int from = m.hasMatch() ? m.captured(2).toInt() : 0, to = m.hasMatch() ? m.captured(3).toInt() : 0;
        if (!m.hasMatch() || to < from || to - from > 256) {
            out << item;
            continue;
        }
        for (int n = from; n <= to; ++n)
            out << m.captured(1) + QString::number(n);
    }
    return out;
}

} // namespace

SwitchState CumulusConfigReader::read(const QString &text) const
{
    SwitchState state;
    QString trust = QStringLiteral("l2");
    std::map<int, int> spOfPcp, tcOfSp;
    for (int p = 0; p < 8; ++p)
        spOfPcp[p] = tcOfSp[p] = p;
    std::map<int, double> percent;
    std::map<int, QString> mode;
    std::map<QString, std::set<int>> pfcProfiles; // profile -> switch priorities
    std::set<int> ecn{0};
    VlanSet bridgeVlans{1};
    struct PortText {
        SwitchState::Port port;
        std::optional<VlanSet> vlans;
        QString pfcProfile;
    };
    std::map<QString, PortText> ports;
    std::map<QString, QString> bondOf; // member -> bond
    std::optional<SwitchState::Redundancy> mlag;
    int number = 0;
    const auto domain = [&mlag, &number]() -> SwitchState::Redundancy & {
        if (!mlag) {
            mlag.emplace();
            mlag->line = number;
        }
        return *mlag;
    };

    for (const QString &raw : text.split(QLatin1Char('\n'))) {
        ++number;
        const QStringList w = ConfigTree::shellWords(QString(raw).remove(QLatin1Char('\r')));
        if (w.size() < 4 || w.at(0) != QLatin1String("nv") || w.at(1) != QLatin1String("set"))
            continue;
        const QStringList c = w.mid(2);
        if (c.at(0) == QLatin1String("qos") && c.value(1) == QLatin1String("mapping") && c.value(3) == QLatin1String("trust"))
            trust = c.value(4);
        else if (c.at(0) == QLatin1String("qos") && c.value(1) == QLatin1String("mapping") && c.value(3) == QLatin1String("pcp")
            && c.value(5) == QLatin1String("switch-priority"))
            for (int pcp : ConfigTree::numbers(c.value(4)))
                spOfPcp[pcp] = c.value(6).toInt();
        else if (c.at(0) == QLatin1String("qos") && c.value(1) == QLatin1String("egress-queue-mapping")
            && c.value(3) == QLatin1String("switch-priority") && c.value(5) == QLatin1String("traffic-class"))
            for (int sp : ConfigTree::numbers(c.value(4)))
                tcOfSp[sp] = c.value(6).toInt();
        else if (c.at(0) == QLatin1String("qos") && c.value(1) == QLatin1String("egress-scheduler")
            && c.value(3) == QLatin1String("traffic-class")) {
            for (int tc : ConfigTree::numbers(c.value(4))) {
                if (c.value(5) == QLatin1String("mode"))
                    mode[tc] = c.value(6);
                else if (c.value(5) == QLatin1String("bw-percent"))
                    percent[tc] = c.value(6).toDouble();
            }
        } else if (c.at(0) == QLatin1String("qos") && c.value(1) == QLatin1String("pfc")
            && c.value(3) == QLatin1String("switch-priority"))
            pfcProfiles[c.value(2)] = ConfigTree::numbers(c.value(4));
        else if (c.at(0) == QLatin1String("qos") && c.value(1) == QLatin1String("congestion-control")
            && c.value(3) == QLatin1String("traffic-class") && c.value(5) == QLatin1String("ecn")) {
            for (int tc : ConfigTree::numbers(c.value(4))) {
                // NVUE writes "enable" on every 5.x line; "enabled" is read
                // too, as hvnet's configurations for 5.15 wrote it before.
                if (c.value(6) == QLatin1String("enable") || c.value(6) == QLatin1String("enabled"))
                    ecn.insert(tc);
                else
                    ecn.erase(tc);
            }
        } else if (c.at(0) == QLatin1String("bridge") && c.value(1) == QLatin1String("domain")
            && c.value(3) == QLatin1String("vlan")) {
            for (int v : ConfigTree::numbers(c.value(4))) {
                bridgeVlans.insert(v);
                state.vlans[v];
            }
        } else if (c.at(0) == QLatin1String("mlag")) {
            // NVUE MLAG: the pair's MAC, the backup (the peer's address, in a VRF), the priority.
            if (c.value(1) == QLatin1String("mac-address"))
                domain().systemMac = c.value(2).toLower();
            else if (c.value(1) == QLatin1String("backup")) {
                domain().peerKeepalive = c.value(2);
                if (c.value(3) == QLatin1String("vrf"))
                    domain().vrf = c.value(4);
            } else if (c.value(1) == QLatin1String("priority"))
                domain().priority = c.value(2).toInt();
            else if (c.value(1) == QLatin1String("peer-ip"))
                domain();
        } else if (c.at(0) == QLatin1String("interface") && c.value(2) == QLatin1String("bond")
            && c.value(3) == QLatin1String("member")) {
            // A bond's members (a list or ranges: swp49-50,swp52) carry what the bond carries.
            for (const QString &member : memberList(c.value(4)))
                bondOf[member] = c.at(1);
        } else if (c.at(0) == QLatin1String("interface") && c.size() >= 3) {
            PortText &p = ports[c.at(1)];
            if (p.port.name.isEmpty()) {
                p.port.name = c.at(1);
                p.port.line = number;
            }
            const QStringList r = c.mid(2);
            if (r.value(0) == QLatin1String("description"))
                p.port.description = r.mid(1).join(QLatin1Char(' '));
            else if (r.value(0) == QLatin1String("link") && r.value(1) == QLatin1String("mtu"))
                p.port.mtu = r.value(2).toInt();
            else if (r.value(0) == QLatin1String("bridge") && r.value(3) == QLatin1String("vlan")) {
                // The port's VLANs are a collection: each nv set adds to it.
                const VlanSet added = ConfigTree::vlans(r.value(4));
                if (!p.vlans)
                    p.vlans = added;
                else
                    p.vlans->insert(added);
            }
            else if (r.value(0) == QLatin1String("bridge") && r.value(3) == QLatin1String("untagged"))
                p.port.nativeVlan = r.value(4).toInt();
            else if (r.value(0) == QLatin1String("bridge") && r.value(3) == QLatin1String("stp")
                && r.value(4) == QLatin1String("admin-edge"))
                p.port.edge = r.value(5) == QLatin1String("on") || r.value(5) == QLatin1String("enabled");
            else if (r.value(0) == QLatin1String("qos") && r.value(1) == QLatin1String("pfc")
                && r.value(2) == QLatin1String("profile"))
                p.pfcProfile = r.value(3);
            else if (r.value(0) == QLatin1String("qos") && r.value(1) == QLatin1String("pfc-watchdog"))
                state.pfcWatchdog = true;
            else if (r.value(0) == QLatin1String("lldp") && r.value(1) == QLatin1String("dcbx-pfc-tlv"))
                p.port.dcbxTlvs = r.value(2) == QLatin1String("on") || r.value(2) == QLatin1String("enabled");
            else if (r.value(0) == QLatin1String("bridge") && r.value(3) == QLatin1String("access")) {
                p.port.mode = QStringLiteral("access");
                p.vlans = ConfigTree::vlans(r.value(4));
                p.port.nativeVlan = r.value(4).toInt();
            }
        }
    }

    // A bond member takes the bond's bridge settings; the peerlink bond's members are the peer link.
    for (const auto &[member, bond] : bondOf) {
        PortText &m = ports[member];
        if (m.port.name.isEmpty())
            m.port.name = member;
        if (const auto b = ports.find(bond); b != ports.end()) {
            if (!m.vlans)
                m.vlans = b->second.vlans;
            if (!m.port.nativeVlan)
                m.port.nativeVlan = b->second.port.nativeVlan;
        }
        if (bond == QLatin1String("peerlink") && mlag)
            mlag->ports << member;
    }
    ports.erase(QStringLiteral("peerlink"));
    state.redundancy = mlag;
    for (auto &[name, p] : ports) {
        if (!p.port.nativeVlan)
            p.port.nativeVlan = 1; // br_default's untagged VLAN
        p.port.vlans = p.vlans ? *p.vlans : bridgeVlans; // a port carries the bridge's VLANs unless it states its own
        const QString profile = p.pfcProfile.isEmpty() ? QStringLiteral("default-global") : p.pfcProfile;
        p.port.pfcPriorities = pfcProfiles[profile]; // switch priority n pauses PCP n here
        p.port.pfcProfile = p.pfcProfile;
        if (!p.pfcProfile.isEmpty())
            p.port.qosPolicies << p.pfcProfile;
        if (p.port.mode.isEmpty())
            p.port.mode = QStringLiteral("trunk"); // a bridge port of the VLAN-aware bridge
        state.policyPfcPriorities.insert(p.port.pfcPriorities.begin(), p.port.pfcPriorities.end());
        state.ports[name] = p.port;
    }
    // PCP is read only when layer 2 is trusted; else every frame is switch priority 0.
    const bool pcpTrusted = trust == QLatin1String("l2") || trust == QLatin1String("both");
    for (int pcp = 0; pcp < 8; ++pcp)
        state.queueOf[pcp] = tcOfSp[pcpTrusted ? spOfPcp[pcp] : 0];
    for (int tc = 0; tc < 8; ++tc) {
        if (mode[tc] == QLatin1String("strict"))
            state.strictQueues.insert(tc);
        else if (percent.count(tc))
            state.shares[tc] = percent[tc];
    }
    state.ecnQueues = ecn;
    state.lldpEnabled = true; // lldpd runs on every Cumulus switch
    return state;
}

} // namespace hvnet

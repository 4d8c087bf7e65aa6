#include "junosconfigreader.h"

#include "platforms/configtree.h"

#include <QCoreApplication>

#include <map>

namespace hvnet {

namespace {

int fromBits(const QString &bits)
{
    bool ok = false;
    const int v = bits.toInt(&ok, 2);
    return ok && bits.size() == 3 ? v : -1;
}

struct JunosTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::JunosConfigReader)
};

} // namespace

std::vector<std::pair<int, QStringList>> JunosConfigReader::setCommands(const QString &text, SwitchState &state)
{
    std::vector<std::pair<int, QStringList>> out;
    const QStringList lines = text.split(QLatin1Char('\n'));
    bool curly = false;
    for (const QString &raw : lines) {
        const QString t = raw.trimmed();
        if (t.startsWith(QLatin1String("set ")))
            break;
        if (t.endsWith(QLatin1Char('{'))) {
            curly = true;
            break;
        }
    }
    if (!curly) {
        for (int i = 0; i < lines.size(); ++i) {
            const QStringList w = ConfigTree::shellWords(QString(lines.at(i)).remove(QLatin1Char('\r')));
            if (w.size() >= 3 && w.at(0) == QLatin1String("set"))
                out.emplace_back(i + 1, w);
        }
        return out;
    }
    // The hierarchy form ("show configuration" without "| display set"): each
    // statement becomes the set command it stands for, on the line it is on.
    struct Open {
        QStringList words;
        int line;
    };
    std::vector<Open> path;
    QStringList prefix;
    bool inComment = false;
    constexpr std::size_t maxDepth = 64;
    for (int i = 0; i < lines.size(); ++i) {
        QString t = lines.at(i).trimmed();
        if (inComment) {
            if (t.contains(QLatin1String("*/")))
                inComment = false;
            continue;
        }
        if (t.startsWith(QLatin1String("/*"))) {
            inComment = !t.contains(QLatin1String("*/"));
            continue;
        }
        if (t.isEmpty() || t.startsWith(QLatin1Char('#')))
            continue;
        if (t.startsWith(QLatin1String("inactive: ")) || t.startsWith(QLatin1String("protect: ")))
            t = t.mid(t.indexOf(QLatin1Char(' ')) + 1);
        if (t == QLatin1String("}")) {
            if (path.empty()) {
                state.addProblem(i + 1, JunosTr::tr("'}' closes no block"), true);
                return out;
            }
            path.pop_back();
            prefix.clear();
            for (const Open &o : path)
                prefix << o.words;
            continue;
        }
        if (t.endsWith(QLatin1Char('{'))) {
            if (path.size() >= maxDepth) {
                state.addProblem(i + 1, JunosTr::tr("blocks nested deeper than %1 levels").arg(maxDepth), true);
                return out;
            }
            const QStringList w = ConfigTree::shellWords(t.chopped(1));
            path.push_back({w, i + 1});
            prefix << w;
            continue;
        }
        if (!t.endsWith(QLatin1Char(';')))
            continue; // "## Last commit ..." and other lines that are not statements
        QString statement = t.chopped(1);
        const qsizetype comment = statement.indexOf(QLatin1String(" ## "));
        if (comment >= 0)
            statement.truncate(comment);
        QStringList w = ConfigTree::shellWords(statement);
        // "members [ v711 v712 ];" is one set command per member.
        const qsizetype open = w.indexOf(QStringLiteral("["));
        if (open >= 0) {
            const QStringList head = w.mid(0, open);
            for (const QString &member : w.mid(open + 1))
                if (member != QLatin1String("]"))
                    out.emplace_back(i + 1, QStringList{QStringLiteral("set")} + prefix + head + QStringList{member});
        } else {
            out.emplace_back(i + 1, QStringList{QStringLiteral("set")} + prefix + w);
        }
    }
    if (!path.empty())
        state.addProblem(path.back().line,
            JunosTr::tr("the configuration ends inside %n block(s); the innermost was opened here and never closed", "",
                int(path.size())),
            true);
    return out;
}

SwitchState JunosConfigReader::read(const QString &text) const
{
    SwitchState state;
    std::map<QString, int> queueOfClass{{QStringLiteral("best-effort"), 0}, {QStringLiteral("fcoe"), 3},
        {QStringLiteral("no-loss"), 4}, {QStringLiteral("network-control"), 7}};
    std::map<QString, std::map<int, QString>> classifiers; // name -> code point -> forwarding class
    std::map<QString, std::set<int>> pfcOf; // congestion-notification profile -> code points
    std::map<QString, double> transmitRate; // scheduler -> percent
    std::set<QString> ecnSchedulers;
    std::map<QString, std::map<QString, QString>> schedulerOf; // scheduler map -> forwarding class -> scheduler
    std::map<QString, QString> mapOfProfile; // traffic-control profile -> scheduler map
    std::map<QString, double> guaranteed; // traffic-control profile -> percent
    std::map<QString, int> vlanIdOf; // VLAN name -> id
    bool pfcForced = false;
    struct PortText {
        SwitchState::Port port;
        QStringList members;
        QString classifier, pfcProfile;
        std::vector<std::pair<QString, QString>> sets; // forwarding-class set -> traffic-control profile
        QString schedulerMap; // port scheduling: the scheduler map on the port itself
    };
    std::map<QString, PortText> ports;
    const auto portOf = [&](const QString &name, int line) -> PortText & {
        PortText &p = ports[name];
        if (p.port.name.isEmpty()) {
            p.port.name = name;
            p.port.line = line;
        }
        return p;
    };

    QString iccpLocal; // ICCP's local address, on an IRB unit of the peer-link VLAN
    QStringList irbAddresses; // every IRB unit's "address/length"
    for (const auto &[number, w] : setCommands(text, state)) {
        if (w.size() < 3)
            continue;
        const QString top = w.at(1);
        if (top == QLatin1String("interfaces") && w.value(2) == QLatin1String("irb") && w.value(5) == QLatin1String("family")
            && w.value(6) == QLatin1String("inet") && w.value(7) == QLatin1String("address"))
            irbAddresses << w.value(8);
        // MC-LAG: the service id both switches share, ICCP's backup liveness
        // (the peer's management address), the interchassis link.
        const bool mcLag = (top == QLatin1String("switch-options") && w.value(2) == QLatin1String("service-id"))
            || (top == QLatin1String("protocols") && w.value(2) == QLatin1String("iccp"))
            || (top == QLatin1String("multi-chassis") && w.value(2) == QLatin1String("multi-chassis-protection"));
        if (mcLag) {
            if (!state.redundancy) {
                state.redundancy.emplace();
                state.redundancy->line = number;
            }
            SwitchState::Redundancy &r = *state.redundancy;
            if (top == QLatin1String("switch-options"))
                r.domain = w.value(3).toInt();
            else if (w.value(5) == QLatin1String("backup-liveness-detection") && w.value(6) == QLatin1String("backup-peer-ip"))
                r.peerKeepalive = w.value(7);
            if (top == QLatin1String("protocols") && w.value(3) == QLatin1String("local-ip-addr"))
                iccpLocal = w.value(4);
            else if (top == QLatin1String("protocols") && w.value(3) == QLatin1String("peer"))
                r.peerPeerAddress = w.value(4);
            else if (top == QLatin1String("multi-chassis") && w.value(4) == QLatin1String("interface"))
                r.ports << w.value(5);
            continue;
        }
        if (top == QLatin1String("protocols") && w.value(2) == QLatin1String("lldp") && w.value(3) == QLatin1String("interface")) {
            if (w.value(5) == QLatin1String("disable"))
                portOf(w.value(4), number).port.lldp = false;
            else
                state.lldpEnabled = true;
        }
        if (top == QLatin1String("protocols") && w.value(2) == QLatin1String("dcbx") && w.value(3) == QLatin1String("interface"))
            state.dcbxEnabled = true;
        if (top == QLatin1String("protocols") && w.value(2) == QLatin1String("dcbx")
            && w.contains(QStringLiteral("priority-flow-control")) && w.last() == QLatin1String("no-auto-negotiation")) {
            pfcForced = true;
        } else if (top == QLatin1String("protocols") && w.value(2) == QLatin1String("rstp")
            && w.value(3) == QLatin1String("interface") && w.last() == QLatin1String("edge")) {
            portOf(w.value(4), number).port.edge = true;
        } else if (top == QLatin1String("vlans") && w.value(3) == QLatin1String("vlan-id")) {
            vlanIdOf[w.at(2)] = w.value(4).toInt();
            state.vlans[w.value(4).toInt()] = w.at(2);
        } else if (top == QLatin1String("interfaces") && w.size() >= 4) {
            PortText &p = portOf(w.at(2), number);
            const QStringList rest = w.mid(3);
            if (rest.value(0) == QLatin1String("description"))
                p.port.description = rest.value(1);
            else if (rest.value(0) == QLatin1String("mtu"))
                p.port.mtu = rest.value(1).toInt();
            else if (rest.value(0) == QLatin1String("native-vlan-id"))
                p.port.nativeVlan = rest.value(1).toInt();
            else if (rest.size() >= 6 && rest.at(0) == QLatin1String("unit") && rest.at(2) == QLatin1String("family")
                && rest.at(3) == QLatin1String("ethernet-switching") && rest.at(4) == QLatin1String("interface-mode"))
                p.port.mode = rest.at(5);
            else if (rest.size() >= 6 && rest.at(0) == QLatin1String("unit") && rest.at(2) == QLatin1String("family")
                && rest.at(3) == QLatin1String("ethernet-switching") && rest.at(4) == QLatin1String("vlan")
                && rest.at(5) == QLatin1String("members"))
                p.members << rest.mid(6);
        } else if (top == QLatin1String("class-of-service")) {
            const QStringList c = w.mid(2);
            if (c.value(0) == QLatin1String("forwarding-classes") && c.value(1) == QLatin1String("class")
                && c.value(3) == QLatin1String("queue-num"))
                queueOfClass[c.value(2)] = c.value(4).toInt();
            else if (c.value(0) == QLatin1String("classifiers") && c.value(1) == QLatin1String("ieee-802.1")
                && c.value(3) == QLatin1String("forwarding-class") && c.contains(QStringLiteral("code-points")))
                for (const QString &bits : c.mid(int(c.indexOf(QStringLiteral("code-points"))) + 1))
                    classifiers[c.value(2)][fromBits(bits)] = c.value(4);
            else if (c.value(0) == QLatin1String("congestion-notification-profile") && c.value(2) == QLatin1String("input")
                && c.last() == QLatin1String("pfc"))
                pfcOf[c.value(1)].insert(fromBits(c.value(5)));
            else if (c.value(0) == QLatin1String("congestion-notification-profile")
                && c.value(2) == QLatin1String("pfc-watchdog"))
                state.pfcWatchdog = true;
            else if (c.value(0) == QLatin1String("schedulers") && c.value(2) == QLatin1String("transmit-rate")
                && c.value(3) == QLatin1String("percent"))
                transmitRate[c.value(1)] = c.value(4).toDouble();
            else if (c.value(0) == QLatin1String("schedulers") && c.value(2) == QLatin1String("explicit-congestion-notification"))
                ecnSchedulers.insert(c.value(1));
            else if (c.value(0) == QLatin1String("scheduler-maps") && c.value(2) == QLatin1String("forwarding-class")
                && c.value(4) == QLatin1String("scheduler"))
                schedulerOf[c.value(1)][c.value(3)] = c.value(5);
            else if (c.value(0) == QLatin1String("traffic-control-profiles") && c.value(2) == QLatin1String("scheduler-map"))
                mapOfProfile[c.value(1)] = c.value(3);
            else if (c.value(0) == QLatin1String("traffic-control-profiles")
                && c.value(2) == QLatin1String("guaranteed-rate") && c.value(3) == QLatin1String("percent"))
                guaranteed[c.value(1)] = c.value(4).toDouble();
            else if (c.value(0) == QLatin1String("interfaces") && c.size() >= 4) {
                PortText &p = portOf(c.at(1), number);
                if (c.at(2) == QLatin1String("unit") && c.value(4) == QLatin1String("classifiers"))
                    p.classifier = c.value(6);
                else if (c.at(2) == QLatin1String("congestion-notification-profile"))
                    p.pfcProfile = c.at(3);
                else if (c.at(2) == QLatin1String("forwarding-class-set")
                    && c.value(4) == QLatin1String("output-traffic-control-profile"))
                    p.sets.emplace_back(c.at(3), c.value(5));
                else if (c.at(2) == QLatin1String("scheduler-map"))
                    p.schedulerMap = c.at(3);
            }
        }
    }

    QString classifier;
    bool sharesRead = false;
    for (auto &[name, p] : ports) {
        if (p.port.nativeVlan)
            p.port.vlans.insert(*p.port.nativeVlan);
        for (const QString &member : p.members) {
            bool ok = false;
            const int id = member.toInt(&ok);
            if (ok)
                p.port.vlans.insert(id);
            else if (vlanIdOf.count(member))
                p.port.vlans.insert(vlanIdOf.at(member));
            else if (member == QLatin1String("default"))
                p.port.vlans.insert(1);
            else
                state.addProblem(p.port.line, QStringLiteral("%1: VLAN %2 is not defined").arg(name, member));
        }
        if (!p.pfcProfile.isEmpty()) {
            p.port.pfcPriorities = pfcOf[p.pfcProfile];
            p.port.pfcNegotiated = !pfcForced;
            p.port.pfcProfile = p.pfcProfile;
            p.port.qosPolicies << p.pfcProfile;
            state.policyPfcPriorities.insert(p.port.pfcPriorities.begin(), p.port.pfcPriorities.end());
        }
        if (!p.classifier.isEmpty()) {
            classifier = p.classifier;
            p.port.qosPolicies << p.classifier;
        }
        for (const auto &[set, profile] : p.sets)
            p.port.qosPolicies << profile;
        // ETS: a class gets its group's guaranteed rate times its part of the group.
        if (!sharesRead && !p.sets.empty()) {
            for (const auto &[set, profile] : p.sets) {
                const auto &schedulers = schedulerOf[mapOfProfile[profile]];
                for (const auto &[fc, scheduler] : schedulers) {
                    const int queue = queueOfClass.count(fc) ? queueOfClass.at(fc) : -1;
                    state.shares[queue] += guaranteed[profile] * transmitRate[scheduler] / 100;
                    if (ecnSchedulers.count(scheduler))
                        state.ecnQueues.insert(queue);
                }
            }
            sharesRead = true;
        }
        // Port scheduling: a class gets its scheduler's share of the port.
        if (!p.schedulerMap.isEmpty()) {
            p.port.qosPolicies << p.schedulerMap;
            if (!sharesRead) {
                for (const auto &[fc, scheduler] : schedulerOf[p.schedulerMap]) {
                    const int queue = queueOfClass.count(fc) ? queueOfClass.at(fc) : -1;
                    state.shares[queue] += transmitRate[scheduler];
                    if (ecnSchedulers.count(scheduler))
                        state.ecnQueues.insert(queue);
                }
                sharesRead = true;
            }
        }
        if (!p.port.description.isEmpty() || !p.members.isEmpty() || p.port.mtu)
            state.ports[name] = p.port;
    }
    state.lldpEnabled = state.lldpEnabled.value_or(false);
    state.dcbxEnabled = state.dcbxEnabled.value_or(false);
    // The default classifier for what the configuration does not map.
    const std::map<int, QString> defaults{{3, QStringLiteral("fcoe")}, {4, QStringLiteral("no-loss")},
        {6, QStringLiteral("network-control")}, {7, QStringLiteral("network-control")}};
    for (int p = 0; p < 8; ++p) {
        const auto &map = classifiers[classifier];
        const QString fc = map.count(p) ? map.at(p) : defaults.count(p) ? defaults.at(p) : QStringLiteral("best-effort");
        state.queueOf[p] = queueOfClass.count(fc) ? queueOfClass.at(fc) : -1;
    }
    // ICCP's local address with the length of the IRB unit that holds it;
    // on none, the address alone (a difference the check still sees).
    if (state.redundancy && !iccpLocal.isEmpty()) {
        state.redundancy->peerAddress = iccpLocal;
        for (const QString &address : irbAddresses)
            if (address.section(QLatin1Char('/'), 0, 0) == iccpLocal)
                state.redundancy->peerAddress = address;
    }
    return state;
}

} // namespace hvnet

#include "switchsyntax.h"

#include "model/design.h"
#include "model/switchplatformspec.h"
#include "plans/switchplan.h"

#include <QRegularExpression>

#include <initializer_list>
#include <map>
#include <set>
#include <vector>

namespace hvnet::switchtests {

namespace {

QRegularExpression re(const char *pattern)
{
    return QRegularExpression(QLatin1String(pattern));
}

// "1,711", "1-3,5" or "1 711": the numbers.
std::set<int> numbers(const QString &text)
{
    std::set<int> out;
    for (const QString &part : text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
        const QStringList ends = part.split(QLatin1Char('-'));
        bool ok = false, ok2 = false;
        const int from = ends.value(0).toInt(&ok);
        const int to = ends.size() > 1 ? ends.value(1).toInt(&ok2) : from;
        if (ok && (ends.size() == 1 || ok2))
            for (int n = from; n <= to && n - from < 4096; ++n)
                out.insert(n);
    }
    return out;
}

struct Line {
    int number = 0;
    QString text;
};

std::vector<Line> linesOf(const QString &text)
{
    std::vector<Line> out;
    int number = 0;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        ++number;
        const QString trimmed = line.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('!')) || trimmed.startsWith(QLatin1Char('#')))
            continue;
        out.push_back({number, line});
    }
    return out;
}

// A block: the line "interface <name>" and the indented lines under it.
std::map<QString, std::vector<Line>> interfaceBlocks(const std::vector<Line> &lines)
{
    std::map<QString, std::vector<Line>> out;
    QString current;
    for (const Line &l : lines) {
        if (!l.text.startsWith(QLatin1Char(' '))) {
            current = l.text.startsWith(QLatin1String("interface ")) ? l.text.mid(10).trimmed() : QString();
            continue;
        }
        if (!current.isEmpty())
            out[current].push_back(l);
    }
    return out;
}

// Definition before use: a rule defines a name of a kind, or uses one (or a
// list of numbers, for VLANs and priorities).
struct Rule {
    QString kind;
    QRegularExpression pattern; // group 1: the name or the list
    bool defines = false;
    bool list = false;
};

Rule def(const char *kind, const char *pattern, bool list = false)
{
    return {QLatin1String(kind), re(pattern), true, list};
}
Rule use(const char *kind, const char *pattern, bool list = false)
{
    return {QLatin1String(kind), re(pattern), false, list};
}

struct Definitions {
    std::vector<Rule> rules;
    std::map<QString, std::set<QString>> predefined;
    bool anywhere = false; // a commit takes the whole text (Junos, NVUE)
};

// A platform's VLANs: defined by one line, used by a port's list and its
// untagged or native VLAN; VLAN 1 is there without a line.
void vlans(Definitions &d, const char *defined, const char *list, const char *single)
{
    d.rules.push_back(def("VLAN", defined, true));
    d.rules.push_back(use("VLAN", list, true));
    d.rules.push_back(use("VLAN", single, true));
    d.predefined[QStringLiteral("VLAN")] = {QStringLiteral("1")};
}

// Names of a kind: the line that defines one and the line that uses it.
struct Pair {
    const char *kind;
    const char *defines;
    const char *uses;
};
void pairs(Definitions &d, std::initializer_list<Pair> list)
{
    for (const Pair &p : list) {
        d.rules.push_back(def(p.kind, p.defines));
        d.rules.push_back(use(p.kind, p.uses));
    }
}

Definitions definitionsOf(SwitchPlatform platform)
{
    using P = SwitchPlatform;
    Definitions d;
    switch (platform) {
    case P::CiscoNxos:
        pairs(d, {{"class-map", "^class-map type qos match-\\S+ (\\S+)$", "^\\s+class (?!type )(\\S+)\\s*$"},
                     {"policy-map", "^policy-map type \\S+ (\\S+)$",
                         "service-policy type (?:qos input|queuing output|network-qos) (\\S+)$"}});
        vlans(d, "^vlan (\\S+)$", "switchport trunk allowed vlan (\\S+)$", "switchport trunk native vlan (\\d+)$");
        break;
    case P::DellOs10:
        pairs(d, {{"VLTi member", "^interface (\\S+)$", "^\\s+discovery-interface (\\S+)$"}});
        pairs(d, {{"wred profile", "^wred (\\S+)$", "^\\s+random-detect (?!color|ecn)(\\S+)$"},
                     {"class-map", "^class-map type \\S+ (\\S+)$", "^\\s+class (\\S+)$"},
                     {"dot1p map", "^trust dot1p-map (\\S+)$", "trust-map dot1p (\\S+)$"},
                     {"traffic-class map", "^qos-map traffic-class (\\S+)$", "^\\s+qos-map traffic-class (\\S+)$"},
                     {"policy-map", "^policy-map type \\S+ (\\S+)$", "service-policy (?:input|output) type \\S+ (\\S+)$"}});
        vlans(d, "^interface vlan(\\d+)$", "switchport trunk allowed vlan (\\S+)$", "switchport access vlan (\\d+)$");
        break;
    case P::AristaEos:
        pairs(d, {{"qos profile", "^qos profile (\\S+)$", "service-profile (\\S+)$"},
                     {"MLAG local interface", "^interface (Vlan\\d+)$", "^\\s+local-interface (\\S+)$"},
                     {"MLAG peer link", "^interface (Port-Channel\\d+)$", "^\\s+peer-link (\\S+)$"},
                     {"trunk group", "^\\s+trunk group (\\S+)$", "^\\s+switchport trunk group (\\S+)$"}});
        vlans(d, "^vlan (\\S+)$", "switchport trunk allowed vlan (\\S+)$", "switchport trunk native vlan (\\d+)$");
        break;
    case P::HpeComware:
        pairs(d, {{"IRF physical interface", "^interface (\\S+)$", "^\\s+port group interface (\\S+)$"}});
        vlans(d, "^vlan (\\d+)$", "port trunk permit vlan ([\\d ]+)$", "port trunk pvid vlan (\\d+)$");
        break;
    case P::ArubaCx:
        pairs(d, {{"queue profile", "^qos queue-profile (\\S+)$", "^apply qos queue-profile (\\S+)"},
                     {"schedule profile", "^qos schedule-profile (\\S+)$",
                         "^apply qos queue-profile \\S+ schedule-profile (\\S+)$"},
                     {"threshold profile", "^qos threshold-profile (\\S+)$", "^apply qos threshold-profile (\\S+)$"}});
        pairs(d, {{"inter-switch link", "^interface (\\S+)$", "^\\s+inter-switch-link (\\S+)$"}});
        d.rules.push_back(def("lossless pool priority", "^qos pool \\d+ lossless .* priorities (\\S+)$", true));
        d.rules.push_back(use("lossless pool priority", "flow-control priority \\S+ (\\S+)$", true));
        vlans(d, "^vlan (\\d+)$", "vlan trunk allowed (\\S+)$", "vlan trunk native (\\d+)$");
        break;
    case P::JuniperJunos:
        d.anywhere = true;
        pairs(d, {{"VLAN", "^set vlans (\\S+) vlan-id", "vlan members (\\S+)$"},
                     {"scheduler", "class-of-service schedulers (\\S+) ",
                         "scheduler-maps \\S+ forwarding-class \\S+ scheduler (\\S+)$"},
                     {"scheduler map", "class-of-service scheduler-maps (\\S+) ", " scheduler-map (\\S+)$"},
                     {"drop profile", "class-of-service drop-profiles (\\S+) ", " drop-profile (\\S+)$"},
                     {"classifier", "class-of-service classifiers ieee-802\\.1 (\\S+) forwarding-class",
                         "unit 0 classifiers ieee-802\\.1 (\\S+)$"},
                     {"congestion-notification profile", "congestion-notification-profile (\\S+) input",
                         "interfaces \\S+ congestion-notification-profile (\\S+)$"},
                     {"forwarding-class set", "forwarding-class-sets (\\S+) class",
                         "forwarding-class-set (\\S+) output-traffic-control-profile"},
                     {"traffic-control profile", "traffic-control-profiles (\\S+) ",
                         "output-traffic-control-profile (\\S+)$"},
                     {"interchassis link", "^set interfaces (\\S+) unit 0 family ethernet-switching",
                         "multi-chassis-protection \\S+ interface (\\S+)$"},
                     {"IRB unit", "^set interfaces irb unit (\\d+) family inet", "l3-interface irb\\.(\\d+)$"}});
        d.rules.push_back(def("forwarding class", "forwarding-classes class (\\S+) queue-num"));
        for (const char *pattern : {"ieee-802.1 \\S+ forwarding-class (\\S+) loss-priority",
                 "scheduler-maps \\S+ forwarding-class (\\S+) scheduler", "forwarding-class-sets \\S+ class (\\S+)$"})
            d.rules.push_back(use("forwarding class", pattern));
        d.predefined[QStringLiteral("VLAN")] = {QStringLiteral("default")};
        d.predefined[QStringLiteral("forwarding class")] = {QStringLiteral("best-effort"), QStringLiteral("network-control"),
            QStringLiteral("fcoe"), QStringLiteral("no-loss")};
        break;
    case P::NvidiaCumulus:
        d.anywhere = true;
        pairs(d, {{"PFC profile", "^nv set qos pfc (\\S+) ", " qos pfc profile (\\S+)$"}});
        break;
    case P::Generic:
        break;
    }
    return d;
}

void definitionsBeforeUse(SwitchPlatform platform, const std::vector<Line> &lines, QStringList &out)
{
    const Definitions d = definitionsOf(platform);
    std::map<QString, std::set<QString>> defined = d.predefined;
    const auto names = [](const Rule &r, const QString &captured) {
        std::set<QString> out;
        if (!r.list)
            out.insert(captured);
        else
            for (int n : numbers(captured))
                out.insert(QString::number(n));
        return out;
    };
    if (d.anywhere)
        for (const Line &l : lines)
            for (const Rule &r : d.rules)
                if (r.defines)
                    if (const auto m = r.pattern.match(l.text); m.hasMatch())
                        for (const QString &n : names(r, m.captured(1)))
                            defined[r.kind].insert(n);
    for (const Line &l : lines)
        for (const Rule &r : d.rules) {
            const auto m = r.pattern.match(l.text);
            if (!m.hasMatch())
                continue;
            for (const QString &n : names(r, m.captured(1))) {
                if (r.defines)
                    defined[r.kind].insert(n);
                else if (!defined[r.kind].count(n))
                    out << QStringLiteral("line %1: %2 %3 is used before it is defined%4")
                               .arg(l.number)
                               .arg(r.kind, n, d.anywhere ? QStringLiteral(" (nowhere)") : QString());
            }
        }
}

// AOS-CX 10.04 CLI guide, map queue: one local priority per command, queues
// from 0 without a gap, all eight local priorities mapped; the schedule
// profile's queues are the queue profile's (REST reference, schedule
// profile), and so are the threshold profile's.
void aoscx(const std::vector<Line> &lines, QStringList &out)
{
    static const QRegularExpression map(QStringLiteral("^\\s+map queue (\\d+) local-priority (\\S+)$"));
    static const QRegularExpression dwrr(QStringLiteral("^\\s+(?:dwrr|wfq|strict) queue (\\d+)"));
    static const QRegularExpression ecn(QStringLiteral("^\\s+queue (\\d+) action ecn"));
    std::set<int> queues, priorities, scheduled, marked;
    bool any = false;
    for (const Line &l : lines) {
        if (const auto m = map.match(l.text); m.hasMatch()) {
            any = true;
            bool ok = false;
            const int lp = m.captured(2).toInt(&ok);
            if (!ok || lp < 0 || lp > 7)
                out << QStringLiteral("line %1: map queue takes one local priority, not \"%2\"")
                           .arg(l.number)
                           .arg(m.captured(2));
            else
                priorities.insert(lp);
            queues.insert(m.captured(1).toInt());
        } else if (const auto s = dwrr.match(l.text); s.hasMatch()) {
            scheduled.insert(s.captured(1).toInt());
        } else if (const auto e = ecn.match(l.text); e.hasMatch()) {
            marked.insert(e.captured(1).toInt());
        }
    }
    if (!any)
        return;
    int expected = 0;
    for (int q : queues)
        if (q != expected++) {
            QStringList list;
            for (int n : queues)
                list << QString::number(n);
            out << QStringLiteral("the queue profile maps queues %1; AOS-CX takes queues numbered from 0 without a gap")
                       .arg(list.join(QLatin1Char(',')));
            break;
        }
    if (priorities.size() != 8)
        out << QStringLiteral("the queue profile maps %1 of the eight local priorities").arg(priorities.size());
    if (scheduled != queues)
        out << QStringLiteral("the schedule profile's queues are not the queue profile's");
    for (int q : marked)
        if (!queues.count(q))
            out << QStringLiteral("the threshold profile marks queue %1, which the queue profile does not have").arg(q);
}

// Juniper, CoS support on QFX Series switches: ETS hierarchical port
// scheduling only on the models platform.json says have it.
void junos(const SyntaxContext &context, const std::vector<Line> &lines, QStringList &out)
{
    const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(context.platform);
    const SwitchPlatformSpec::Model *stated = spec.model(context.model);
    const SwitchPlatformSpec::Model &model = stated ? *stated : spec.defaultModel();
    static const QRegularExpression hierarchical(
        QStringLiteral("^set class-of-service (?:forwarding-class-sets|traffic-control-profiles) |"
                       "^set class-of-service interfaces \\S+ forwarding-class-set "));
    static const QRegularExpression portMap(QStringLiteral("^set class-of-service interfaces \\S+ scheduler-map "));
    // A no-loss forwarding class takes no WRED drop profile (Junos, queue-num
    // and forwarding-classes for QFX): its scheduler must have none.
    static const QRegularExpression noLoss(
        QStringLiteral("^set class-of-service forwarding-classes class (\\S+) queue-num \\d+ no-loss$"));
    static const QRegularExpression mapped(
        QStringLiteral("^set class-of-service scheduler-maps \\S+ forwarding-class (\\S+) scheduler (\\S+)$"));
    static const QRegularExpression dropped(
        QStringLiteral("^set class-of-service schedulers (\\S+) (?:drop-profile-map|explicit-congestion-notification)"));
    std::set<QString> lossless, droppingSchedulers;
    for (const Line &l : lines) {
        if (const auto m = noLoss.match(l.text); m.hasMatch())
            lossless.insert(m.captured(1));
        else if (const auto d = dropped.match(l.text); d.hasMatch())
            droppingSchedulers.insert(d.captured(1));
    }
    for (const Line &l : lines)
        if (const auto m = mapped.match(l.text); m.hasMatch() && lossless.count(m.captured(1))
            && droppingSchedulers.count(m.captured(2)))
            out << QStringLiteral("line %1: no-loss class %2 gets scheduler %3, which has a drop profile or ECN")
                       .arg(l.number)
                       .arg(m.captured(1), m.captured(2));
    // Forwarding classes that share a queue share its drop attribute: all
    // lossy or all lossless (Junos, forwarding-classes and queue-num for
    // QFX). The default classes count until the configuration states them
    // again: fcoe on queue 3 and no-loss on queue 4 are lossless, best-effort
    // on 0 and network-control on 7 lossy (Understanding CoS Forwarding
    // Classes, QFX Series).
    static const QRegularExpression classLine(
        QStringLiteral("^set class-of-service forwarding-classes class (\\S+) queue-num (\\d+)( no-loss)?$"));
    std::map<QString, std::pair<int, bool>> classes{{QStringLiteral("best-effort"), {0, false}},
        {QStringLiteral("fcoe"), {3, true}}, {QStringLiteral("no-loss"), {4, true}},
        {QStringLiteral("network-control"), {7, false}}};
    std::map<QString, int> declared;
    for (const Line &l : lines)
        if (const auto m = classLine.match(l.text); m.hasMatch()) {
            classes[m.captured(1)] = {m.captured(2).toInt(), !m.captured(3).isEmpty()};
            declared[m.captured(1)] = l.number;
        }
    for (const auto &[name, where] : declared)
        for (const auto &[other, queue] : classes)
            if (other != name && queue.first == classes[name].first && queue.second != classes[name].second
                && (!declared.count(other) || declared[other] > where))
                out << QStringLiteral("line %1: class %2 is %3 on queue %4, where class %5 is %6")
                           .arg(where)
                           .arg(name, classes[name].second ? QStringLiteral("lossless") : QStringLiteral("lossy"))
                           .arg(classes[name].first)
                           .arg(other, queue.second ? QStringLiteral("lossless") : QStringLiteral("lossy"));
    for (const Line &l : lines) {
        if (!model.hierarchicalScheduling && hierarchical.match(l.text).hasMatch())
            out << QStringLiteral("line %1: %2 has no ETS hierarchical port scheduling (forwarding-class sets, "
                                  "traffic-control profiles)")
                       .arg(l.number)
                       .arg(model.name);
        else if (model.hierarchicalScheduling && portMap.match(l.text).hasMatch())
            out << QStringLiteral("line %1: %2 schedules by priority groups, not by a scheduler map on the port")
                       .arg(l.number)
                       .arg(model.name);
    }
}

// The lines a peer-link member must not carry: OS10 (Configure VLT) takes it
// out of layer 2 with no switchport; Comware binds it to an IRF port, which
// takes no layer-2, frame size or QoS configuration.
void peerLinkMembers(const SyntaxContext &context, const std::vector<Line> &lines, QStringList &out)
{
    const auto blocks = interfaceBlocks(lines);
    for (const QString &port : context.peerLinkPorts) {
        const auto block = blocks.find(port);
        if (block == blocks.end())
            continue;
        bool noSwitchport = false;
        for (const Line &l : block->second) {
            const QString t = l.text.trimmed();
            if (context.platform == SwitchPlatform::DellOs10) {
                if (t == QLatin1String("no switchport"))
                    noSwitchport = true;
                else if (t.startsWith(QLatin1String("switchport ")))
                    out << QStringLiteral("line %1: VLTi member %2 must be no switchport, not \"%3\"")
                               .arg(l.number)
                               .arg(port, t);
            } else if (context.platform == SwitchPlatform::HpeComware) {
                if (t.startsWith(QLatin1String("port ")) || t.startsWith(QLatin1String("jumboframe"))
                    || t.startsWith(QLatin1String("qos ")) || t.startsWith(QLatin1String("priority-flow-control")))
                    out << QStringLiteral("line %1: IRF physical interface %2 takes no \"%3\"")
                               .arg(l.number)
                               .arg(port, t);
            }
        }
        if (context.platform == SwitchPlatform::DellOs10 && !noSwitchport)
            out << QStringLiteral("VLTi member %1 is not no switchport").arg(port);
    }
}

// NVUE: the words of the firmware line (Cumulus Linux 5.15 NVUE command
// changes: on/off and enable/disable became enabled/disabled; service lldp
// became system lldp), and every VLAN a port lists one of the bridge's
// (Ethernet Bridging, VLAN-aware bridge mode).
void nvue(const SyntaxContext &context, const std::vector<Line> &lines, QStringList &out)
{
    const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(context.platform);
    const SwitchPlatformSpec::FirmwareMatch match = spec.firmwareLine(context.firmware);
    if (!match.line)
        return;
    const auto &tokens = match.line->tokens;
    const auto token = [&tokens](const char *key) {
        const auto it = tokens.find(QLatin1String(key));
        return it == tokens.end() ? QString() : it->second;
    };
    static const std::map<QString, QString> negation{
        {QStringLiteral("on"), QStringLiteral("off")}, {QStringLiteral("enabled"), QStringLiteral("disabled")}};
    // What 5.15 changed (its list of changed NVUE commands): on/off became
    // enabled/disabled. The QoS switches (PFC tx and rx, link pause, ECN,
    // RED) take enable/disable on every 5.x line (the 5.16 User Guide's
    // Quality of Service page still writes them so).
    std::set<QString> allowed;
    if (const QString word = token("on"); !word.isEmpty()) {
        allowed.insert(word);
        if (negation.count(word))
            allowed.insert(negation.at(word));
    }
    static const std::set<QString> qosAllowed{QStringLiteral("enable"), QStringLiteral("disable")};
    static const QRegularExpression qosSwitch(QStringLiteral(
        "^nv set qos (pfc|link-pause) \\S+ (tx|rx) \\S+$|^nv set qos congestion-control \\S+ traffic-class \\S+ (ecn|red) \\S+$"));
    static const std::set<QString> switches{QStringLiteral("on"), QStringLiteral("off"), QStringLiteral("enable"),
        QStringLiteral("disable"), QStringLiteral("enabled"), QStringLiteral("disabled")};
    const QString lldp = token("lldp");
    static const QRegularExpression bridgeVlan(QStringLiteral("^nv set bridge domain (\\S+) vlan (\\S+)$"));
    static const QRegularExpression portVlan(QStringLiteral("^nv set interface (\\S+) bridge domain (\\S+) vlan (\\S+)$"));
    static const QRegularExpression lldpLine(QStringLiteral("^nv set (service|system) lldp "));
    std::map<QString, std::set<int>> bridges;
    for (const Line &l : lines)
        if (const auto m = bridgeVlan.match(l.text); m.hasMatch())
            for (int v : numbers(m.captured(2)))
                bridges[m.captured(1)].insert(v);
    for (const Line &l : lines) {
        if (!l.text.startsWith(QLatin1String("nv set ")))
            continue;
        const QString last = l.text.section(QLatin1Char(' '), -1);
        if (switches.count(last) && !(qosSwitch.match(l.text).hasMatch() ? qosAllowed : allowed).count(last))
            out << QStringLiteral("line %1: \"%2\" is not a word of %3").arg(l.number).arg(last, match.line->label);
        if (const auto m = lldpLine.match(l.text); m.hasMatch() && !lldp.isEmpty()
            && m.captured(1) + QStringLiteral(" lldp") != lldp)
            out << QStringLiteral("line %1: %2 writes \"%3\", not \"%4 lldp\"")
                       .arg(l.number)
                       .arg(match.line->label, lldp, m.captured(1));
        if (const auto m = portVlan.match(l.text); m.hasMatch())
            for (int v : numbers(m.captured(3)))
                if (!bridges[m.captured(2)].count(v))
                    out << QStringLiteral("line %1: %2 carries VLAN %3, which bridge %4 does not list")
                               .arg(l.number)
                               .arg(m.captured(1))
                               .arg(v)
                               .arg(m.captured(2));
    }
}

// The redundancy domain's documented values (docs/switches.md, "The
// redundancy domain"): NX-OS vpc peer-link only on a port-channel, after the
// vPC domain, domain 1-1000; OS10 VLT domain 1-255; AOS-CX role primary or
// secondary; Comware member priority 1-32 and IRF ports of the member's own
// id, numbered 1 or 2; NVUE bond members without bridge lines of their own;
// Junos ICCP's local address configured on an IRB unit; role priorities
// 1-65535 (NVUE 0-65535).
void domain(const SyntaxContext &context, const std::vector<Line> &lines, QStringList &out)
{
    using P = SwitchPlatform;
    const auto within = [&out](const Line &l, const QString &what, const QString &value, int low, int high) {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < low || n > high)
            out << QStringLiteral("line %1: %2 %3 is outside %4-%5").arg(l.number).arg(what, value).arg(low).arg(high);
    };
    const auto words = [](const Line &l) { return l.text.trimmed().split(QLatin1Char(' '), Qt::SkipEmptyParts); };
    QString block;
    bool vpcDomain = false;
    QString member;
    std::set<QString> irbAddresses, bondMembers;
    for (const Line &l : lines) {
        const QStringList w = words(l);
        if (!l.text.startsWith(QLatin1Char(' ')))
            block = l.text.trimmed();
        switch (context.platform) {
        case P::CiscoNxos:
            if (w.value(0) == QLatin1String("vpc") && w.value(1) == QLatin1String("domain")) {
                vpcDomain = true;
                within(l, QStringLiteral("vPC domain"), w.value(2), 1, 1000);
            } else if (w.value(0) == QLatin1String("role") && w.value(1) == QLatin1String("priority"))
                within(l, QStringLiteral("role priority"), w.value(2), 1, 65535);
            else if (l.text.trimmed() == QLatin1String("vpc peer-link")) {
                if (!block.startsWith(QLatin1String("interface port-channel")))
                    out << QStringLiteral("line %1: vpc peer-link on %2, not on a port-channel").arg(l.number).arg(block);
                if (!vpcDomain)
                    out << QStringLiteral("line %1: vpc peer-link before the vPC domain").arg(l.number);
            }
            break;
        case P::DellOs10:
            if (w.value(0) == QLatin1String("vlt-domain"))
                within(l, QStringLiteral("VLT domain"), w.value(1), 1, 255);
            else if (w.value(0) == QLatin1String("primary-priority"))
                within(l, QStringLiteral("primary priority"), w.value(1), 1, 65535);
            break;
        case P::ArubaCx:
            if (block == QLatin1String("vsx") && w.value(0) == QLatin1String("role") && w.value(1) != QLatin1String("primary")
                && w.value(1) != QLatin1String("secondary"))
                out << QStringLiteral("line %1: VSX role %2 is neither primary nor secondary").arg(l.number).arg(w.value(1));
            break;
        case P::HpeComware:
            if (w.value(0) == QLatin1String("irf") && w.value(1) == QLatin1String("member") && w.value(3) == QLatin1String("priority")) {
                member = w.value(2);
                within(l, QStringLiteral("IRF member priority"), w.value(4), 1, 32);
            } else if (w.value(0) == QLatin1String("irf-port")) {
                const QStringList id = w.value(1).split(QLatin1Char('/'));
                if (id.value(0) != member)
                    out << QStringLiteral("line %1: IRF port %2 is not of member %3").arg(l.number).arg(w.value(1), member);
                within(l, QStringLiteral("IRF port number"), id.value(1), 1, 2);
            }
            break;
        case P::NvidiaCumulus:
            if (w.value(2) == QLatin1String("interface") && w.value(4) == QLatin1String("bond") && w.value(5) == QLatin1String("member"))
                for (const QString &m : w.value(6).split(QLatin1Char(',')))
                    bondMembers.insert(m);
            else if (w.value(2) == QLatin1String("interface") && w.value(4) == QLatin1String("bridge") && bondMembers.count(w.value(3)))
                out << QStringLiteral("line %1: %2 is a bond member and takes no bridge line of its own").arg(l.number).arg(w.value(3));
            else if (w.value(2) == QLatin1String("mlag") && w.value(3) == QLatin1String("priority"))
                within(l, QStringLiteral("MLAG priority"), w.value(4), 0, 65535);
            break;
        case P::JuniperJunos:
            if (w.value(1) == QLatin1String("interfaces") && w.value(2) == QLatin1String("irb") && w.value(7) == QLatin1String("address"))
                irbAddresses.insert(w.value(8).section(QLatin1Char('/'), 0, 0));
            break;
        default: break;
        }
    }
    if (context.platform == P::JuniperJunos)
        for (const Line &l : lines) {
            const QStringList w = words(l);
            if (w.value(2) == QLatin1String("iccp") && w.value(3) == QLatin1String("local-ip-addr") && !irbAddresses.count(w.value(4)))
                out << QStringLiteral("line %1: ICCP's local address %2 is on no IRB unit").arg(l.number).arg(w.value(4));
        }
}

} // namespace

SyntaxContext syntaxContext(const Design &design, const Switch &sw)
{
    SyntaxContext context{sw.platform, sw.model, sw.firmware, {}};
    for (const SwitchPlan::Port &p : SwitchPlan::forSwitch(design, sw).ports)
        if (p.peerLink)
            context.peerLinkPorts << p.name;
    return context;
}

QStringList syntaxProblems(const SyntaxContext &context, const QString &text)
{
    QStringList out;
    const std::vector<Line> lines = linesOf(text);
    definitionsBeforeUse(context.platform, lines, out);
    domain(context, lines, out);
    switch (context.platform) {
    case SwitchPlatform::ArubaCx: aoscx(lines, out); break;
    case SwitchPlatform::JuniperJunos: junos(context, lines, out); break;
    case SwitchPlatform::DellOs10:
    case SwitchPlatform::HpeComware: peerLinkMembers(context, lines, out); break;
    case SwitchPlatform::NvidiaCumulus: nvue(context, lines, out); break;
    default: break;
    }
    return out;
}

} // namespace hvnet::switchtests

#include "portplanner.h"

#include "freshid.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

namespace hvnet {

namespace {

// One translation context for this file, as lupdate sees it too.
struct PortPlannerText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::PortPlanner)
};

// Where the last run of digits of a name starts and ends; {-1, -1} when none.
std::pair<qsizetype, qsizetype> lastNumber(const QString &name)
{
    qsizetype end = name.size();
    while (end > 0 && !name[end - 1].isDigit())
        --end;
    if (end == 0)
        return {-1, -1};
    qsizetype start = end;
    while (start > 0 && name[start - 1].isDigit())
        --start;
    return {start, end};
}

// How many numbers a port name has: ethernet1/1/5 has three.
int depthOf(const QString &name)
{
    int depth = 0;
    for (qsizetype i = 0; i < name.size(); ++i)
        if (name[i].isDigit() && (i == 0 || !name[i - 1].isDigit()))
            ++depth;
    return depth;
}

} // namespace

PortPlanner::PortPlanner(const Design &design)
{
    QSet<QString> ports;
    for (const Switch &s : design.switches)
        for (const SwitchPort &p : s.ports)
            ports.insert(p.id);
    for (const Link &l : design.links) {
        m_cabled.insert(l.a);
        m_cabled.insert(l.b);
        if (ports.contains(l.a) && ports.contains(l.b)) {
            m_uplinks.insert(l.a);
            m_uplinks.insert(l.b);
        }
    }
}

PortPlanner::Kind PortPlanner::kindOf(const SwitchPort &port)
{
    const auto [start, end] = lastNumber(port.name);
    Kind kind;
    kind.speed = port.speedGbps;
    if (start < 0) {
        kind.family = port.name;
        return kind;
    }
    kind.family = port.name.left(start) + QLatin1Char('#') + port.name.mid(end);
    // A lane of a split port: "ethernet1/1/49:1" (OS10, Junos), "swp49s0" (Cumulus).
    const QString before = port.name.left(start);
    kind.breakout = before.endsWith(QLatin1Char(':'))
        || (before.endsWith(QLatin1Char('s')) && before.size() > 1 && before[before.size() - 2].isDigit());
    return kind;
}

int PortPlanner::numberOf(const QString &name)
{
    const auto [start, end] = lastNumber(name);
    return start < 0 ? -1 : name.mid(start, end - start).toInt();
}

PortPlanner::Role PortPlanner::role(const QString &portId) const
{
    return m_uplinks.contains(portId) ? Role::Uplink : Role::Host;
}

PortPlanner::Pick PortPlanner::next(Switch &sw, const SwitchPort &source, QSet<QString> &usedIds)
{
    const Kind kind = kindOf(source);
    // A free port of the kind, the lowest number first.
    const SwitchPort *best = nullptr;
    for (const SwitchPort &p : sw.ports)
        if (!m_cabled.contains(p.id) && role(p.id) == Role::Host && kindOf(p) == kind
            && (!best || numberOf(p.name) < numberOf(best->name)))
            best = &p;
    if (best) {
        m_cabled.insert(best->id);
        return {best->id, false, {}};
    }
    // A lane of a split port may also show as one level more than the
    // switch's ports have (NX-OS Ethernet1/49/1 among Ethernet1/1 to 1/48,
    // EOS Ethernet49/1 among Ethernet1 to 48): no new lanes there either.
    std::map<int, int> depths;
    for (const SwitchPort &p : sw.ports)
        ++depths[depthOf(p.name)];
    const auto usual = std::max_element(
        depths.begin(), depths.end(), [](const auto &a, const auto &b) { return a.second < b.second; });
    const bool lane = kind.breakout || (usual != depths.end() && depthOf(source.name) > usual->first);
    const int sourceNumber = numberOf(source.name);
    if (lane || sourceNumber < 0)
        return {{}, false,
            PortPlannerText::tr("%1 has no free port like %2, and none can be added next to it")
                .arg(sw.name, source.name)};
    // A new port: the lowest number of the family not in use, from the
    // lowest of the kind up to the first port of another kind above them.
    std::set<int> taken;
    int lowest = std::numeric_limits<int>::max();
    int highest = -1;
    for (const SwitchPort &p : sw.ports) {
        const Kind other = kindOf(p);
        if (other.family != kind.family)
            continue;
        taken.insert(numberOf(p.name));
        if (other == kind) {
            lowest = std::min(lowest, numberOf(p.name));
            highest = std::max(highest, numberOf(p.name));
        }
    }
    int bound = std::numeric_limits<int>::max();
    for (const SwitchPort &p : sw.ports)
        if (kindOf(p).family == kind.family && !(kindOf(p) == kind) && numberOf(p.name) > highest)
            bound = std::min(bound, numberOf(p.name));
    int number = lowest;
    while (number < bound && taken.count(number))
        ++number;
    if (number >= bound)
        return {{}, false,
            PortPlannerText::tr("%1 has no free %2 Gb/s port like %3 below %4, its next port of another kind")
                .arg(sw.name)
                .arg(kind.speed)
                .arg(source.name, QString(kind.family).replace(QLatin1Char('#'), QString::number(bound)))};
    SwitchPort port = source;
    const auto [start, end] = lastNumber(source.name);
    port.name = source.name.left(start) + QString::number(number) + source.name.mid(end);
    port.id = DesignEdits::freshId(usedIds, sw.id + QLatin1Char('-') + port.name);
    // In number order among its family, as the switch lists them.
    auto at = sw.ports.end();
    for (auto it = sw.ports.begin(); it != sw.ports.end(); ++it)
        if (kindOf(*it).family == kind.family) {
            at = std::next(it);
            if (numberOf(it->name) > number) {
                at = it;
                break;
            }
        }
    const QString id = port.id;
    sw.ports.insert(at, std::move(port));
    m_cabled.insert(id);
    return {id, true, {}};
}

} // namespace hvnet

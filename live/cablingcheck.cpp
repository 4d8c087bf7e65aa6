#include "cablingcheck.h"

#include "livecatalogue.h"
#include "livefindings.h"
#include "livetext.h"
#include "model/design.h"
#include "plans/evidence/interfacename.h"
#include "plans/evidence/lldpneighbor.h"
#include "plans/evidence/switchstate.h"

#include <set>

namespace hvnet {

namespace {

using End = CablingCheck::End;
using Planned = CablingCheck::Planned;

bool sameName(const QString &a, const QString &b)
{
    return !a.isEmpty() && LldpNeighbor::hostOf(a).compare(LldpNeighbor::hostOf(b), Qt::CaseInsensitive) == 0;
}

bool matches(const LldpNeighbor &n, const End &end)
{
    if (!end.mac.isEmpty() && InterfaceName::macAddress(n.portId) == end.mac)
        return true;
    if (!sameName(n.systemName, end.owner))
        return false;
    return (!n.portId.isEmpty() && InterfaceName::same(n.portId, end.port))
        || (!n.portDescription.isEmpty() && InterfaceName::same(n.portDescription, end.port));
}

ObservedCabling::Neighbor observedOf(const LldpNeighbor &n)
{
    ObservedCabling::Neighbor o;
    o.systemName = n.systemName;
    o.portId = n.portId;
    o.portDescription = n.portDescription;
    o.chassisId = n.chassisId;
    o.line = n.line;
    return o;
}

QString describe(const LldpNeighbor &n)
{
    return quotedEvidence(observedOf(n).text());
}

QString ownerKey(const QString &name)
{
    return LldpNeighbor::hostOf(name).toLower();
}

} // namespace

CablingCheck::CablingCheck(const Design &design, const std::map<QString, QString> &adapterMacs)
{
    std::map<QString, End> &ends = m_ends;
    for (const Node &n : design.nodes)
        for (const Adapter &a : n.adapters) {
            const auto mac = adapterMacs.find(a.id);
            ends[a.id] = End{a.id, n.id, n.name, a.name,
                mac != adapterMacs.end() ? mac->second : InterfaceName::macAddress(a.mac),
                QStringLiteral("%1 / %2").arg(n.name, a.name)};
        }
    for (const Switch &s : design.switches)
        for (const SwitchPort &p : s.ports)
            ends[p.id] = End{p.id, s.id, s.name, p.name, QString(), QStringLiteral("%1 / %2").arg(s.name, p.name)};
    for (const auto &[id, end] : ends) {
        m_byOwner[ownerKey(end.owner)].push_back(id);
        if (!end.mac.isEmpty())
            m_byMac.emplace(end.mac, id);
    }
    for (const Link &l : design.links) {
        const auto a = ends.find(l.a), b = ends.find(l.b);
        if (a == ends.end() || b == ends.end())
            continue;
        m_planned[l.a] = Planned{l.id, b->second};
        m_planned[l.b] = Planned{l.id, a->second};
    }
}

ObservedCabling::Neighbor CablingCheck::resolve(const LldpNeighbor &n) const
{
    ObservedCabling::Neighbor o = observedOf(n);
    if (const auto mac = m_byMac.find(InterfaceName::macAddress(n.portId)); mac != m_byMac.end()) {
        const End &end = m_ends.at(mac->second);
        o.endId = end.id;
        o.ownerId = end.ownerId;
        return o;
    }
    const auto owned = m_byOwner.find(ownerKey(n.systemName));
    if (n.systemName.trimmed().isEmpty() || owned == m_byOwner.end())
        return o;
    for (const QString &id : owned->second) {
        const End &end = m_ends.at(id);
        o.ownerId = end.ownerId;
        if (matches(n, end)) {
            o.endId = end.id;
            break;
        }
    }
    return o;
}

void CablingCheck::run(const Switch &sw, const SwitchState &state, const QString &lldpPath, LiveFindings &findings,
    ObservedCabling &observed) const
{
    using Status = ObservedCabling::Status;
    // The planned far end of each port of this switch.
    std::map<QString, Planned> planned; // switch port id ->
    for (const SwitchPort &p : sw.ports)
        if (const auto it = m_planned.find(p.id); it != m_planned.end())
            planned[p.id] = it->second;
    std::set<const LldpNeighbor *> seen;
    for (const SwitchPort &port : sw.ports) {
        const std::vector<const LldpNeighbor *> neighbors = state.neighborsOn(port.name);
        seen.insert(neighbors.begin(), neighbors.end());
        const auto plan = planned.find(port.id);
        ObservedCabling::Port seenHere{sw.id, port.id, port.name, QString(), QString(), Status::Matches, {}, lldpPath};
        bool plannedSeen = false;
        for (const LldpNeighbor *n : neighbors) {
            // The planned end, the common case, is known without a search
            // through the design.
            if (plan != planned.end() && matches(*n, plan->second.end)) {
                ObservedCabling::Neighbor o = observedOf(*n);
                o.endId = plan->second.end.id;
                o.ownerId = plan->second.end.ownerId;
                seenHere.neighbors.push_back(o);
                plannedSeen = true;
            } else {
                seenHere.neighbors.push_back(resolve(*n));
            }
        }
        if (plan != planned.end()) {
            seenHere.linkId = plan->second.linkId;
            seenHere.plannedEnd = plan->second.end.id;
        }
        if (plan == planned.end())
            seenHere.status = neighbors.empty() ? Status::Matches : Status::Unplanned;
        else if (neighbors.empty())
            seenHere.status = Status::Missing;
        else
            seenHere.status = plannedSeen ? Status::Matches : Status::WrongEnd;
        if (!seenHere.linkId.isEmpty())
            observed.setCable(seenHere.linkId, seenHere.status);
        const Status status = seenHere.status;
        observed.addPort(std::move(seenHere));
        QStringList objects{port.id};
        if (plan != planned.end())
            objects << plan->second.linkId << plan->second.end.id;
        findings.compared(objects);
        if (neighbors.size() > 1) {
            QStringList who;
            for (const LldpNeighbor *n : neighbors)
                who << describe(*n);
            findings.raise(live::lldpAgents,
                LiveText::tr("switch %1, port %2: %3 LLDP agents answer (%4). Turn off the adapter firmware's LLDP "
                             "agent where the host runs DCB itself, or find the device in between.")
                    .arg(sw.name, port.name)
                    .arg(neighbors.size())
                    .arg(who.join(QStringLiteral("; "))),
                objects, EvidenceLocation{lldpPath, neighbors[1]->line});
        }
        if (plan == planned.end()) {
            if (!neighbors.empty())
                findings.raise(live::neighborUnplanned,
                    LiveText::tr("switch %1, port %2: LLDP shows %3, and the design has no cable on this port. Add the "
                                 "cable to the design, or unplug it if it does not belong.")
                        .arg(sw.name, port.name, describe(*neighbors.front())),
                    {port.id, sw.id}, EvidenceLocation{lldpPath, neighbors.front()->line});
            continue;
        }
        const End &end = plan->second.end;
        if (neighbors.empty()) {
            findings.raise(live::cableMissing,
                LiveText::tr("switch %1, port %2: the plan cables it to %3, but LLDP shows no neighbour there. Check "
                             "that the cable is plugged in, both ends are up, and %4 sends LLDP.")
                    .arg(sw.name, port.name, end.label, end.owner),
                objects, EvidenceLocation{lldpPath, 0});
            continue;
        }
        if (status == Status::Matches)
            continue;
        const LldpNeighbor &n = *neighbors.front();
        // Where the neighbour seen here is planned instead, if on this switch:
        // then two cables are swapped, the most common case.
        QString elsewhere;
        for (const auto &[otherPort, other] : planned)
            if (otherPort != port.id && matches(n, other.end))
                if (const SwitchPort *p = sw.port(otherPort))
                    elsewhere = p->name;
        QString message = LiveText::tr("switch %1, port %2: the plan cables it to %3; LLDP shows %4.")
                              .arg(sw.name, port.name, end.label, describe(n));
        if (!elsewhere.isEmpty())
            message += QLatin1Char(' ')
                + LiveText::tr("That end is planned on port %1: the cables of %2 and %1 look swapped; swap them back.")
                      .arg(elsewhere, port.name);
        else
            message += QLatin1Char(' ')
                + LiveText::tr("Move the cable to the planned port, or change the design's cable if the switch is "
                               "right.");
        findings.raise(live::cableMismatch, message, objects, EvidenceLocation{lldpPath, n.line});
    }
    // Neighbours on ports the design does not have at all, one port each.
    std::map<QString, std::size_t> unknownPorts; // normalised name -> index into observed.ports
    for (const LldpNeighbor &n : state.neighbors) {
        if (seen.count(&n))
            continue;
        const QString key = InterfaceName::normalized(n.localPort);
        if (const auto it = unknownPorts.find(key); it != unknownPorts.end()) {
            observed.ports[it->second].neighbors.push_back(resolve(n));
        } else {
            unknownPorts[key] = observed.ports.size();
            observed.addPort({sw.id, QString(), n.localPort, QString(), QString(), Status::Unplanned, {resolve(n)}, lldpPath});
        }
        findings.raise(live::neighborUnplanned,
                LiveText::tr("switch %1, port %2: LLDP shows %3, on a port the design does not have. Add the port and "
                             "its cable to the design, or unplug it if it does not belong.")
                    .arg(sw.name, quotedEvidence(n.localPort), describe(n)),
                {sw.id}, EvidenceLocation{lldpPath, n.line});
    }
}

} // namespace hvnet

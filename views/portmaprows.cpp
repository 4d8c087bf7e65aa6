#include "portmaprows.h"

#include "live/livecheck.h"
#include "model/design.h"
#include "model/objectnames.h"
#include "plans/evidence/vlanset.h"
#include "plans/numberlist.h"
#include "plans/switchplan.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

using Status = ObservedCabling::Status;
using Kind = SwitchDifference::Kind;

struct Text {
    Q_DECLARE_TR_FUNCTIONS(hvnet::PortMapRows)
};

QString pfcText(const std::set<int> &priorities)
{
    return priorities.empty() ? Text::tr("off")
                              : Text::tr("on (%1)").arg(numberList(priorities, QStringLiteral(", "), QString()));
}

QString vlansText(VlanSet vlans, std::optional<int> native)
{
    if (native)
        vlans.erase(*native);
    QString text = PortMapRows::vlanRanges(vlans);
    if (native)
        text = text.isEmpty() ? Text::tr("native %1").arg(*native) : Text::tr("%1; native %2").arg(text).arg(*native);
    return text.isEmpty() ? Text::tr("none") : text;
}

QString statusText(Status status)
{
    switch (status) {
    case Status::Matches: return {};
    case Status::WrongEnd: return Text::tr("another far end");
    case Status::Missing: return Text::tr("no neighbour");
    case Status::Unplanned: return Text::tr("unplanned neighbour");
    case Status::NotChecked: return Text::tr("LLDP not read");
    }
    return {};
}

QString kindText(Kind kind)
{
    switch (kind) {
    case Kind::Vlan: return Text::tr("VLANs differ");
    case Kind::Mtu: return Text::tr("MTU differs");
    case Kind::Pfc: return Text::tr("PFC differs");
    case Kind::Ets: return Text::tr("ETS differs");
    case Kind::Dcbx: return Text::tr("LLDP/DCBX off");
    case Kind::PfcOperational: return Text::tr("PFC not in effect");
    case Kind::PortMissing: return Text::tr("not configured");
    case Kind::Domain: return Text::tr("redundancy domain differs");
    }
    return {};
}

// What LLDP shows on a port, named as the design names it where it can.
void fillObserved(const Design &design, const ObservedCabling::Port &port, PortMapRows::Row &row)
{
    const ObservedCabling::Neighbor *seen = port.seen();
    if (!seen) {
        row.cells[PortMapRows::ObservedEnd] = Text::tr("no neighbour");
    } else {
        const QString named = !seen->endId.isEmpty() ? ObjectNames::of(design, seen->endId)
            : !seen->ownerId.isEmpty()               ? ObjectNames::of(design, seen->ownerId)
                                                     : QString();
        row.cells[PortMapRows::ObservedEnd] = named.isEmpty() ? Text::tr("%1 (not in the design)").arg(seen->text())
            : seen->endId.isEmpty()                          ? Text::tr("%1 (port %2 unknown)").arg(named, seen->text())
                                                             : named;
        if (port.neighbors.size() > 1)
            row.cells[PortMapRows::ObservedEnd] += QLatin1String("; ")
                + Text::tr("%n more agent(s)", nullptr, int(port.neighbors.size() - 1));
        row.observedId = !seen->endId.isEmpty() ? seen->endId : seen->ownerId;
    }
    if (port.status == Status::WrongEnd || port.status == Status::Missing || port.status == Status::Unplanned)
        row.differing.insert(PortMapRows::ObservedEnd);
}

void conclude(PortMapRows::Row &row, const QStringList &problems, const QStringList &details, bool checked)
{
    row.differs = !problems.isEmpty();
    row.cells[PortMapRows::Status] = row.differs ? problems.join(QStringLiteral("; "))
        : checked                                ? Text::tr("matches")
                                                 : Text::tr("not checked");
    row.statusDetail = details.join(QLatin1Char('\n'));
}

} // namespace

QString PortMapRows::vlanRanges(const VlanSet &vlans)
{
    QStringList parts;
    for (const auto &[first, last] : vlans.ranges())
        parts << (last == first ? QString::number(first) : QStringLiteral("%1-%2").arg(first).arg(last));
    return parts.join(QStringLiteral(", "));
}

QStringList PortMapRows::headers()
{
    return {Text::tr("Port"), Text::tr("Status"), Text::tr("Planned far end"), Text::tr("Observed far end (LLDP)"),
        Text::tr("VLANs planned"), Text::tr("VLANs observed"), Text::tr("MTU planned"), Text::tr("MTU observed"),
        Text::tr("PFC planned"), Text::tr("PFC observed")};
}

std::vector<PortMapRows::Row> PortMapRows::of(const Design &design, const Switch &sw, const LiveResult &live)
{
    std::vector<Row> rows;
    std::vector<const ObservedCabling::Port *> observed; // per row, what LLDP shows there
    const SwitchPlan plan = SwitchPlan::forSwitch(design, sw);
    const std::set<int> lossless(plan.lossless.begin(), plan.lossless.end());
    std::set<QString> listed;
    for (const SwitchPlan::Port &p : plan.ports) {
        listed.insert(p.id);
        Row row;
        row.portId = p.id;
        row.cells[Port] = p.name;
        row.cells[PlannedEnd] = p.hostFacing ? p.description
            : p.peerLink                     ? Text::tr("%1 (peer-link)").arg(p.description)
                                             : Text::tr("%1 (switch link)").arg(p.description);
        VlanSet vlans(p.vlans.begin(), p.vlans.end());
        if (p.nativeVlan)
            vlans.insert(*p.nativeVlan);
        // A peer-link member that is no trunk (OS10 VLTi, Comware IRF) carries
        // every VLAN of the pair without a list.
        row.cells[PlannedVlans] = p.peerLink && p.mode != QLatin1String("trunk") ? Text::tr("every VLAN (no list)")
                                                                                : vlansText(vlans, p.nativeVlan);
        row.cells[PlannedMtu] = p.jumbo ? QString::number(plan.mtu) : Text::tr("default");
        row.cells[PlannedPfc] = pfcText(p.pfc && plan.qos ? lossless : std::set<int>{});
        for (const Link &l : design.links)
            if (l.a == p.id || l.b == p.id)
                row.plannedId = l.id;
        rows.push_back(row);
        observed.push_back(live.cabling.port(p.id));
    }
    // The design's uncabled ports where LLDP shows someone, then the ports it does not have.
    for (const ObservedCabling::Port &port : live.cabling.ports)
        if (port.switchId == sw.id && port.status == Status::Unplanned && !listed.count(port.portId)) {
            Row row;
            row.portId = port.portId;
            row.cells[Port] = port.portId.isEmpty() ? Text::tr("%1 (not in the design)").arg(port.name) : port.name;
            row.cells[PlannedEnd] = Text::tr("no cable planned");
            rows.push_back(row);
            observed.push_back(&port);
        }

    for (std::size_t i = 0; i < rows.size(); ++i) {
        Row &row = rows[i];
        if (row.plannedId.isEmpty())
            row.plannedId = row.portId.isEmpty() ? sw.id : row.portId;
        QStringList problems, details;
        bool checked = false;
        if (const ObservedCabling::Port *port = observed[i]) {
            checked = true;
            fillObserved(design, *port, row);
            if (const QString s = statusText(port->status); !s.isEmpty()) {
                problems << s;
                const ObservedCabling::Neighbor *seen = port->seen();
                details << (seen ? Text::tr("LLDP shows %1 (%2 line %3)").arg(seen->text(), port->lldpFile).arg(seen->line)
                                 : Text::tr("LLDP shows no neighbour on this port (%1)").arg(port->lldpFile));
            }
        } else {
            row.cells[ObservedEnd] = Text::tr("not read");
        }
        const auto settings = live.switchPorts.find(row.portId);
        if (settings == live.switchPorts.end() || row.portId.isEmpty()) {
            for (Column c : {ObservedVlans, ObservedMtu, ObservedPfc})
                row.cells[c] = Text::tr("not read");
        } else {
            checked = true;
            const ObservedPortSettings &o = settings->second;
            if (o.configured) {
                row.cells[ObservedVlans] = vlansText(o.configured->vlans, o.configured->nativeVlan);
                row.cells[ObservedMtu] = o.configured->mtu ? QString::number(*o.configured->mtu) : Text::tr("default");
                QString pfc = pfcText(o.configured->pfcPriorities);
                if (o.configured->pfcNegotiated && !o.configured->pfcPriorities.empty())
                    pfc = Text::tr("%1, by DCBX").arg(pfc);
                if (o.pfc && o.pfc->operational == false)
                    pfc = Text::tr("%1, not in effect").arg(pfc);
                row.cells[ObservedPfc] = pfc;
            } else {
                for (Column c : {ObservedVlans, ObservedMtu, ObservedPfc})
                    row.cells[c] = Text::tr("not configured");
            }
            for (const SwitchDifference &d : o.differences) {
                if (!problems.contains(kindText(d.kind)))
                    problems << kindText(d.kind);
                details << d.message;
                switch (d.kind) {
                case Kind::Vlan: row.differing.insert(ObservedVlans); break;
                case Kind::Mtu: row.differing.insert(ObservedMtu); break;
                case Kind::Pfc:
                case Kind::PfcOperational:
                case Kind::Dcbx: row.differing.insert(ObservedPfc); break;
                case Kind::PortMissing:
                    row.differing.insert({ObservedVlans, ObservedMtu, ObservedPfc});
                    break;
                case Kind::Ets:
                case Kind::Domain: break;
                }
            }
        }
        conclude(row, problems, details, checked);
    }
    return rows;
}

} // namespace hvnet

#pragma once

#include <QString>
#include <QStringList>

#include <set>
#include <vector>

namespace hvnet {

class Design;
class VlanSet;
struct LiveResult;
struct Switch;

// The rows of a switch's port map once the design was checked against
// evidence: per port what the plan has (the far end, VLANs, MTU, PFC) beside
// what the switch shows (the LLDP neighbour, the running configuration, the
// PFC state), and a status. The dialog shows them; the tests read them. The
// ports are the plan's cabled ones, then the design's other ports where LLDP
// shows a neighbour, then the ports LLDP shows that the design does not have.
struct PortMapRows {
    // The status right after the port: on a narrow screen it stays in view.
    enum Column {
        Port,
        Status,
        PlannedEnd,
        ObservedEnd,
        PlannedVlans,
        ObservedVlans,
        PlannedMtu,
        ObservedMtu,
        PlannedPfc,
        ObservedPfc,
        ColumnCount
    };

    struct Row {
        QString portId; // the design's; empty for a port it does not have
        QString cells[ColumnCount];
        std::set<int> differing; // the columns whose observed value is not the plan's
        bool differs = false; // anything on the port differs from the plan
        QString plannedId; // what selecting the row shows: the planned cable, else the port
        QString observedId; // the design object LLDP names there, if any
        QString statusDetail; // the differences in full, for a tooltip
    };

    static std::vector<Row> of(const Design &design, const Switch &sw, const LiveResult &live);
    // The column titles (translated).
    static QStringList headers();
    // A set of VLANs as ranges ("1, 711-712"), so a trunk of all VLANs stays short.
    static QString vlanRanges(const VlanSet &vlans);
};

} // namespace hvnet

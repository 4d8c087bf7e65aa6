#pragma once

#include "observedcabling.h"

#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace hvnet {

class Design;
class LiveFindings;
struct LldpNeighbor;
struct Switch;
struct SwitchState;

// The cabling half of the switch check (docs/live.md, "The findings"): each port of
// a switch whose LLDP table is in the evidence, against the design's cables.
// A planned cable between port P and an end E matches when a neighbour on P
// names E's owner (system name = the node's computer name or the switch's
// name, case ignored, a DNS domain suffix ignored) and E's port (port id or
// port description = the adapter's or port's name, normalised), or when the
// neighbour's port id is E's MAC address (a NIC firmware agent sends no
// system name). Raises live.cable-mismatch, live.cable-missing,
// live.neighbor-unplanned and live.lldp-agents with the LLDP file's line, and
// records what each port shows (ObservedCabling), each neighbour resolved to
// the design object it names by the same matching.
class CablingCheck
{
public:
    // Indexes the design's cables once, for every switch of a check.
    // adapterMacs: adapter id -> MAC (twelve lower-case hex digits), from the
    // host evidence where a host reported it, else the design's.
    CablingCheck(const Design &design, const std::map<QString, QString> &adapterMacs);

    void run(const Switch &sw, const SwitchState &state, const QString &lldpPath, LiveFindings &findings,
        ObservedCabling &observed) const;

    // The far end of a planned cable, as the matching needs it.
    struct End {
        QString id; // adapter or switch port id
        QString ownerId; // node or switch id
        QString owner; // computer name or switch name
        QString port; // adapter name (Windows alias) or switch port name
        QString mac; // adapters: twelve hex digits, when known
        QString label; // "S2D01 / SLOT 3 Port 1"
    };
    struct Planned {
        QString linkId;
        End end;
    };

private:
    // The design object a neighbour names: the end whose owner and port (or
    // MAC) it gives, else only the owner its system name is.
    ObservedCabling::Neighbor resolve(const LldpNeighbor &n) const;

    std::map<QString, Planned> m_planned; // by the id of either end of a cable
    std::map<QString, End> m_ends; // every adapter and switch port, by id
    std::map<QString, std::vector<QString>> m_byOwner; // end ids by lower-case owner name without a DNS suffix
    std::map<QString, QString> m_byMac; // end id by MAC
};

} // namespace hvnet

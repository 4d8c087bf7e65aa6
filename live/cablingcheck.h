#pragma once

#include <QString>

#include <map>
#include <optional>

namespace hvnet {

class Design;
class LiveFindings;
struct Switch;
struct SwitchState;

// The cabling half of the switch check (spec live.md section 2): each port of
// a switch whose LLDP table is in the evidence, against the design's cables.
// A planned cable between port P and an end E matches when a neighbour on P
// names E's owner (system name = the node's computer name or the switch's
// name, case ignored, a DNS domain suffix ignored) and E's port (port id or
// port description = the adapter's or port's name, normalised), or when the
// neighbour's port id is E's MAC address (a NIC firmware agent sends no
// system name). Raises live.cable-mismatch, live.cable-missing,
// live.neighbor-unplanned and live.lldp-agents with the LLDP file's line.
class CablingCheck
{
public:
    // Indexes the design's cables once, for every switch of a check.
    // adapterMacs: adapter id -> MAC (twelve lower-case hex digits), from the
    // host evidence where a host reported it, else the design's.
    CablingCheck(const Design &design, const std::map<QString, QString> &adapterMacs);

    void run(const Switch &sw, const SwitchState &state, const QString &lldpPath, LiveFindings &findings) const;

    // The far end of a planned cable, as the matching needs it.
    struct End {
        QString id; // adapter or switch port id
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
    std::map<QString, Planned> m_planned; // by the id of either end of a cable
};

} // namespace hvnet

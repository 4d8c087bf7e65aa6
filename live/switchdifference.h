#pragma once

#include <QString>

namespace hvnet {

// One way a switch's observed state differs from its plan, in the families of
// the live findings (docs/live.md, "The findings"): the live check turns each into a
// finding with the evidence file's line; the read-back tests print them.
struct SwitchDifference {
    enum class Kind {
        Vlan, // live.switch-vlan: a VLAN missing, or a port's allowed or native VLANs
        Mtu, // live.switch-mtu
        Pfc, // live.switch-pfc: PFC priorities on a port or in the switch policy, negotiated instead of forced
        Ets, // live.switch-ets: shares, the priority-to-queue map, strict queues, ECN, the watchdog
        Dcbx, // live.switch-dcbx: LLDP or DCBX off where the plan advertises DCB
        PfcOperational, // live.pfc-operational: planned PFC operationally off
        PortMissing, // a planned port the configuration does not have
        Domain // live.switch-domain: the redundancy domain missing or other than planned
    };

    Kind kind = Kind::Vlan;
    QString port; // the plan's port name; empty for the switch as a whole
    int line = 0; // the line of the evidence that shows it (0: none in particular)
    QString message; // translated, for people
};

} // namespace hvnet

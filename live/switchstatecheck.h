#pragma once

#include "switchdifference.h"

#include <QStringList>

#include <vector>

namespace hvnet {

struct SwitchPlan;
struct SwitchState;

// Compares what a switch's configuration says (read by its platform's reader)
// with what the design plans for it: the VLANs, each port's VLANs, native
// VLAN, MTU and PFC priorities (forced, not negotiated), which queue serves
// each 802.1p priority, the ETS shares and their sum, ECN on the lossless
// queues and the PFC watchdog where the platform has one; and, when the state
// holds observations, LLDP/DCBX switched off where DCB is planned and PFC
// operationally off or on other priorities than planned. A pure function: one
// difference each, with its family, port and evidence line; none when they agree.
class SwitchStateCheck
{
public:
    static std::vector<SwitchDifference> compare(const SwitchPlan &plan, const SwitchState &state);
    // The same as messages, one per difference.
    static QStringList differences(const SwitchPlan &plan, const SwitchState &state);
};

} // namespace hvnet

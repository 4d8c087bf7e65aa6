#pragma once

#include <QStringList>

namespace hvnet {

struct SwitchPlan;
struct SwitchState;

// Compares what a switch's configuration says (read by its platform's reader)
// with what the design plans for it: the VLANs, each port's VLANs, native
// VLAN, MTU and PFC priorities (forced, not negotiated), which queue serves
// each 802.1p priority, the ETS shares and their sum, ECN on the lossless
// queues and the PFC watchdog where the platform has one. A pure function:
// one line per difference, none when they agree.
class SwitchStateCheck
{
public:
    static QStringList differences(const SwitchPlan &plan, const SwitchState &state);
};

} // namespace hvnet

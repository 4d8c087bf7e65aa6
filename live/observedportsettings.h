#pragma once

#include "plans/evidence/pfcportstatus.h"
#include "plans/evidence/switchstate.h"
#include "switchdifference.h"

#include <QString>

#include <optional>
#include <vector>

namespace hvnet {

// One design switch port as its switch's running configuration (and PFC
// output) shows it, with the differences the comparison with the plan found
// there: the observed half of a port map row. Filled by SwitchChecks for
// each port of a switch whose running configuration was read.
struct ObservedPortSettings {
    QString switchId;
    std::optional<SwitchState::Port> configured; // absent: the configuration has no such port
    std::optional<PfcPortStatus> pfc; // the operational PFC state, when the PFC output has the port
    std::vector<SwitchDifference> differences; // those of this port (SwitchStateCheck)

    bool differs(SwitchDifference::Kind kind) const
    {
        for (const SwitchDifference &d : differences)
            if (d.kind == kind)
                return true;
        return false;
    }
};

} // namespace hvnet

#pragma once

#include "platforms/switchconfigreader.h"

#include <QStringList>

#include <utility>
#include <vector>

namespace hvnet {

// Reads a Junos configuration in set form (show configuration | display set):
// VLANs and ethernet-switching trunks, forwarding classes and the IEEE 802.1p
// classifier on the ports, congestion-notification profiles (PFC per code
// point), DCBX negotiation, and ETS as forwarding-class sets with traffic
// control profiles (guaranteed rate per priority group, transmit rate per
// class). QFX defaults: best-effort 0, fcoe 3 and no-loss 4 (lossless),
// network-control 7; the default classifier sends 011 to fcoe, 100 to
// no-loss, 110 and 111 to network-control and the rest to best-effort; DCBX
// negotiates PFC unless told not to.
class JunosConfigReader final : public SwitchConfigReader
{
public:
    SwitchState read(const QString &text) const override;

    // The set commands of a configuration, split into words, with their line:
    // the "display set" form as it is, the hierarchy form ({ } blocks, "[ ]"
    // lists) converted statement by statement. Unbalanced braces are a
    // problem naming the line of the block left open.
    static std::vector<std::pair<int, QStringList>> setCommands(const QString &text, SwitchState &state);
};

} // namespace hvnet

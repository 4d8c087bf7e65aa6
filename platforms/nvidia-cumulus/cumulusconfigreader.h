#pragma once

#include "platforms/switchconfigreader.h"

namespace hvnet {

// Reads a Cumulus Linux configuration as NVUE commands (nv config show -o
// commands): the bridge's VLANs and each port's (a port without its own list
// carries every VLAN of the bridge), the trust mode and PCP map, the switch
// priority to traffic class map, the egress scheduler, ECN, and the PFC
// profiles on the ports. Cumulus 5.x defaults: trust 802.1p, PCP n to switch
// priority n to traffic class n, ECN on traffic class 0; PFC only where a
// profile with switch priorities applies (default-global applies to every
// port).
class CumulusConfigReader final : public SwitchConfigReader
{
public:
    SwitchState read(const QString &text) const override;
};

} // namespace hvnet

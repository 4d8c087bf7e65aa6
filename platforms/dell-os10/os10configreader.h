#pragma once

#include "platforms/switchconfigreader.h"

namespace hvnet {

// Reads a Dell SmartFabric OS10 configuration (show running-configuration
// form): VLANs (interface vlanN), trunks (the access VLAN is the untagged one),
// the dot1p trust map and qos-map traffic-class, the queuing policy with its
// WRED/ECN profiles, and per port the network-qos policy whose pfc-cos the
// port pauses once PFC mode is on. OS10 defaults: without a trust map every
// priority lands in qos-group 0, qos-group n is queue n; PFC is off.
class Os10ConfigReader final : public SwitchConfigReader
{
public:
    SwitchState read(const QString &text) const override;
};

} // namespace hvnet

#pragma once

#include "platforms/switchconfigreader.h"

namespace hvnet {

// Reads an NX-OS configuration (show running-config form): VLANs, trunks, the
// qos classification policy on the ports, the system network-qos (no-drop
// pfc-cos, MTU) and queuing (bandwidth remaining, ECN) policies, and per port
// whether PFC is forced on. Nexus 9300 defaults: untagged or unmatched traffic
// is qos-group 0, qos-group n is served by c-out-8q-qn, PFC mode is auto.
class NxosConfigReader final : public SwitchConfigReader
{
public:
    SwitchState read(const QString &text) const override;
};

} // namespace hvnet

#pragma once

#include "platforms/switchconfigreader.h"

namespace hvnet {

// Reads an Arista EOS configuration (show running-config form): VLANs,
// trunks, the CoS to traffic-class map, the qos profile's tx-queues
// (bandwidth, ECN, PFC watchdog) and per port PFC with its no-drop
// priorities. EOS defaults on 7050X3: CoS 0 is traffic class 1 and CoS 1
// traffic class 0, the others their own number; traffic class n is tx-queue
// n; a tx-queue is strict priority until "no priority".
class EosConfigReader final : public SwitchConfigReader
{
public:
    SwitchState read(const QString &text) const override;
};

} // namespace hvnet

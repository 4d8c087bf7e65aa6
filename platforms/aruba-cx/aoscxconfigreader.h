#pragma once

#include "platforms/switchconfigreader.h"

namespace hvnet {

// Reads an AOS-CX configuration (show running-config form): VLANs, trunks,
// the CoS map, the applied queue and schedule profiles, the lossless pools,
// the applied ECN threshold profile and per port the PFC priorities, which
// take effect only when a lossless pool holds them. AOS-CX defaults: CoS 0 is
// local priority 1 and CoS 1 local priority 0, the others their own number;
// the factory queue profile serves local priority n in queue n.
class AoscxConfigReader final : public SwitchConfigReader
{
public:
    SwitchState read(const QString &text) const override;
};

} // namespace hvnet

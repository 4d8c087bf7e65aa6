#pragma once

#include "platforms/switchconfigreader.h"

namespace hvnet {

// Reads an HPE Comware 7 configuration (display current-configuration form):
// VLANs, trunks (VLAN 1 is permitted on a trunk unless undone), the
// dot1p-to-local-precedence map, and per port PFC (forced with "enable",
// negotiated with "auto"), its no-drop priorities, WRED ECN and the WFQ or
// WRR byte-counts. Comware 7 default dot1p-lp map: 0 to 2, 1 to 0, 2 to 1,
// the others their own number; local precedence n is queue n.
class ComwareConfigReader final : public SwitchConfigReader
{
public:
    SwitchState read(const QString &text) const override;
};

} // namespace hvnet

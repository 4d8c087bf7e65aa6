#pragma once

#include "platforms/switchevidencereader.h"

namespace hvnet {

// Cumulus Linux runs lldpd: "lldpctl -f json" (its "json" form, where an
// interface list with one entry is an object and chassis are keyed by their
// name, and the regular "json0" form, everything in arrays), lldpctl's text
// ("Interface: swp1, via: LLDP", "ChassisID: mac ...", "PortID: ifname ...";
// "nv show interface lldp-detail" prints the same), and NVUE's table ("nv show
// interface --view=lldp": Interface, Speed, Type, Remote Host, Remote Port).
// PFC: "nv show qos roce" (text or -o json), the RoCE state every port shares.
class CumulusEvidenceReader final : public SwitchEvidenceReader
{
public:
    void readLldp(const EvidenceText &text, SwitchState &state) const override;
    void readPfc(const EvidenceText &text, SwitchState &state) const override;
};

} // namespace hvnet

#pragma once

#include "platforms/switchevidencereader.h"

namespace hvnet {

// Junos: "show lldp neighbors" (the summary table: Local Interface, Parent
// Interface, Chassis Id, Port info, System Name, read by its header's
// columns), "show lldp neighbors interface <if>" / "detail" (labelled lines
// per neighbour) and "| display json" (lldp-neighbor-information with the
// attribute form [{"data": ...}]); "show class-of-service
// congestion-notification" (per input profile the PFC state of each code
// point: the ports come from the configuration's profile bindings).
class JunosEvidenceReader final : public SwitchEvidenceReader
{
public:
    void readLldp(const EvidenceText &text, SwitchState &state) const override;
    void readPfc(const EvidenceText &text, SwitchState &state) const override;
};

} // namespace hvnet

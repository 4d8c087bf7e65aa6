#pragma once

#include "platforms/switchevidencereader.h"

namespace hvnet {

// Comware 7: "display lldp neighbor-information verbose" (a heading per port
// "LLDP neighbor-information of port 1[Twenty-FiveGigE1/0/1]:", an entry per
// agent and neighbour index, the system description continued on indented
// lines) and "display priority-flow-control interface" (a table with the
// configured mode, the negotiated state, the no-drop 802.1p list and the
// pause counters; interfaces abbreviated, WGE1/0/1). Comware prints no JSON.
class ComwareEvidenceReader final : public SwitchEvidenceReader
{
public:
    void readLldp(const EvidenceText &text, SwitchState &state) const override;
    void readPfc(const EvidenceText &text, SwitchState &state) const override;
};

} // namespace hvnet

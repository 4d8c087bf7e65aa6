#pragma once

#include "platforms/switchevidencereader.h"

namespace hvnet {

// EOS: "show lldp neighbors detail" (text: a heading per interface, fields
// under "- " headings; "| json": lldpNeighbors / <port> / lldpNeighborInfo)
// and "show priority-flow-control" (a row per port with status flags E/D
// enabled or disabled, A/I active or inactive, and the priorities; "| json"
// read by field names: HEDGED, see docs/switches.md).
class EosEvidenceReader final : public SwitchEvidenceReader
{
public:
    void readLldp(const EvidenceText &text, SwitchState &state) const override;
    void readPfc(const EvidenceText &text, SwitchState &state) const override;
};

} // namespace hvnet

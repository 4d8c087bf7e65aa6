#pragma once

#include "platforms/switchevidencereader.h"

namespace hvnet {

// OS10: "show lldp neighbors detail" ("Remote ..." labels per neighbour,
// "Local Port ID", entries between dashed rules) and the PFC state per port
// ("show interface ethernet <port> priority-flow-control" or "show qos
// interface ethernet <port>": an interface heading with admin mode, operational
// state and priorities as labelled lines; HEDGED, see docs/switches.md). OS10
// prints no JSON (its machine form is XML), so JSON evidence is refused with
// that reason.
class Os10EvidenceReader final : public SwitchEvidenceReader
{
public:
    void readLldp(const EvidenceText &text, SwitchState &state) const override;
    void readPfc(const EvidenceText &text, SwitchState &state) const override;
};

} // namespace hvnet

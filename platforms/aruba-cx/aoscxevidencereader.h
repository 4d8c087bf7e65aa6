#pragma once

#include "platforms/switchevidencereader.h"

namespace hvnet {

// AOS-CX: "show lldp neighbor-info detail" ("Port" then "Neighbor ..."
// labels, several neighbours of one port one after the other) and the PFC
// state per port ("show interface <port> flow-control", or "show dcbx
// interface <port>" with its PFC operational state and the local
// advertisement's Priority/Enabled table). AOS-CX's machine form is its REST
// API, not CLI JSON, so JSON evidence is refused with that reason.
class AoscxEvidenceReader final : public SwitchEvidenceReader
{
public:
    void readLldp(const EvidenceText &text, SwitchState &state) const override;
    void readPfc(const EvidenceText &text, SwitchState &state) const override;
};

} // namespace hvnet

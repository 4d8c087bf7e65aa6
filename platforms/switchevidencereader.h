#pragma once

#include "plans/evidence/switchstate.h"

namespace hvnet {

class EvidenceText;

// Reads what a platform's switch prints about its neighbours and its PFC
// state into the neutral SwitchState: LLDP neighbours (detail form, and the
// summary form where the spec takes it; the platform's JSON where it has one)
// and the operational PFC state per port. One reader per platform lives in
// that platform's folder (platforms/<platform>/) and its driver hands it out
// (SwitchPlatformDriver::evidenceReader). Every problem names its line in the
// file.
class SwitchEvidenceReader
{
public:
    virtual ~SwitchEvidenceReader() = default;
    virtual void readLldp(const EvidenceText &text, SwitchState &state) const = 0;
    virtual void readPfc(const EvidenceText &text, SwitchState &state) const = 0;
};

} // namespace hvnet

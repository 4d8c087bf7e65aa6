#pragma once

#include "enums.h"
#include "switchstate.h"

#include <memory>

namespace hvnet {

class EvidenceText;

// Reads what a platform's switch prints about its neighbours and its PFC
// state into the neutral SwitchState: LLDP neighbours (detail form, and the
// summary form where the spec takes it; the platform's JSON where it has one)
// and the operational PFC state per port. One reader per platform lives
// beside that platform's template and configuration reader
// (exporters/switches/<platform>/); forPlatform picks it. Every problem names
// its line in the file.
class SwitchEvidenceReader
{
public:
    virtual ~SwitchEvidenceReader() = default;
    virtual void readLldp(const EvidenceText &text, SwitchState &state) const = 0;
    virtual void readPfc(const EvidenceText &text, SwitchState &state) const = 0;

    // The reader of a platform; none for the generic checklist.
    static std::unique_ptr<SwitchEvidenceReader> forPlatform(SwitchPlatform platform);
};

} // namespace hvnet

#pragma once

#include "finding.h"

#include <vector>

namespace hvnet {

class Design;
class RuleCatalogue;

struct ValidationResult {
    std::vector<Finding> findings; // in the stable order of findingLess
    int errors = 0; // unsuppressed only
    int warnings = 0;
    int infos = 0;
    int suppressed = 0;

    bool hasErrors() const { return errors > 0; }
};

// Runs every rule of a catalogue over a design, applies the design's
// suppressions, reports the suppressions that matched nothing, and sorts.
class Validator
{
public:
    static ValidationResult run(const Design &design);
    static ValidationResult run(const Design &design, const RuleCatalogue &catalogue);
};

} // namespace hvnet

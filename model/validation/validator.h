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

    // Which of the design's suppressions a run applies: those of the design
    // rules (validate), or those of the live findings, ids "live.*" (check).
    // Each run leaves the other family's suppressions alone.
    enum class Suppressions { DesignRules, LiveFindings };
    // The end of every run: applies the suppressions of one family to the
    // findings, reports those that matched nothing (suppression.unused, an
    // id the catalogue must know), sorts and counts.
    static ValidationResult conclude(const Design &design, std::vector<Finding> findings,
        const RuleCatalogue &catalogue, Suppressions family);
};

} // namespace hvnet

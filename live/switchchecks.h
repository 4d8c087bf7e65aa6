#pragma once

#include <QString>

#include <map>

namespace hvnet {

class Design;
class EvidenceFolder;
class LiveFindings;

// The switch half of hvnet check: per switch of the design, its evidence
// files (switches/<switch>/running-config.txt, lldp.txt, pfc.txt) read by the
// platform's readers (SwitchEvidence) into one SwitchState, then compared
// with the SwitchPlan the configuration is rendered from (SwitchStateCheck,
// the same comparison the read-back tests use) and with the design's cables
// (CablingCheck). Each difference becomes its live finding with the evidence
// file and line; a file that cannot be read is reported and not compared, so
// that it cannot raise drift that is not there.
class SwitchChecks
{
public:
    static void run(const Design &design, const EvidenceFolder &evidence,
        const std::map<QString, QString> &adapterMacs, LiveFindings &findings);
};

} // namespace hvnet

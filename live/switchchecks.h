#pragma once

#include <QString>

#include <map>

namespace hvnet {

class Design;
class EvidenceFolder;
class LiveFindings;
struct ObservedCabling;
struct ObservedPortSettings;

// The switch half of hvnet check: per switch of the design, its evidence
// files (switches/<switch>/running-config.txt, lldp.txt, pfc.txt) read by the
// platform's readers (SwitchEvidence) into one SwitchState, then compared
// with the SwitchPlan the configuration is rendered from (SwitchStateCheck,
// the same comparison the read-back tests use) and with the design's cables
// (CablingCheck). Each difference becomes its live finding with the evidence
// file and line; a file that cannot be read is reported and not compared, so
// that it cannot raise drift that is not there. What the evidence shows goes
// into cabling and ports (by design switch port id) for the designer.
class SwitchChecks
{
public:
    static void run(const Design &design, const EvidenceFolder &evidence,
        const std::map<QString, QString> &adapterMacs, LiveFindings &findings, ObservedCabling &cabling,
        std::map<QString, ObservedPortSettings> &ports);
};

} // namespace hvnet

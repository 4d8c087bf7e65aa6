#pragma once

#include "design.h"
#include "hostevidencereader.h"

#include <QString>

#include <vector>

namespace hvnet {

class EvidenceFolder;

// Something the evidence of a running cluster cannot tell, about one object of
// the imported design (its id; empty for the design as a whole). The user
// decides it in the designer (docs/live.md, "What import cannot tell").
struct ImportUnknown {
    QString object;
    QString text; // translated
};

// Builds a brownfield design from an evidence folder read without a design
// (EvidenceFolder::loadAll): nodes, adapters, teams, vSwitches, host vNICs,
// addresses, subnets, QoS and Network ATC from hosts/*.json; switches, their
// ports, VLANs, MTU and PFC from switches/<name>/ read by the platform's
// readers (the platform told from the output itself); cables from the LLDP
// neighbours. A pure function: the same folder gives the same design, ids
// derived from names, everything sorted, laid out by AutoLayout. What the
// evidence shows and the design format cannot hold, and what the evidence
// cannot tell at all, is listed per object; files that cannot be read are
// problems with file and line, and the rest is still imported.
class BrownfieldImport
{
public:
    struct Result {
        Design design;
        std::vector<ImportUnknown> unknowns;
        std::vector<EvidenceProblem> problems;
        int hosts = 0; // host files imported
        int switches = 0; // switch folders imported
        // Set when nothing could be imported (no readable host or switch evidence).
        QString error;
    };

    static Result run(const EvidenceFolder &folder);

    // A design id from a name: lower case, letters and digits, the rest one
    // hyphen ("SLOT 3 Port 1" -> "slot-3-port-1"), after a prefix.
    static QString idFor(const QString &prefix, const QString &name);
};

} // namespace hvnet

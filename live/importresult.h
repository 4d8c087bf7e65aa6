#pragma once

#include "hostevidencereader.h"
#include "model/design.h"

#include <QString>

#include <vector>

namespace hvnet {

// Something the evidence of a running cluster cannot tell, about one object of
// the imported design (its id; empty for the design as a whole). The user
// decides it in the designer (docs/live.md, "What import cannot tell").
struct ImportUnknown {
    QString object;
    QString text; // translated
};

// What an import of an evidence folder makes: the design, what the evidence
// could not tell, and what could not be read. BrownfieldImport runs it; its
// host and switch halves (HostImport, SwitchImport) fill it.
struct ImportResult {
    Design design;
    std::vector<ImportUnknown> unknowns;
    std::vector<EvidenceProblem> problems;
    int hosts = 0; // host files imported
    int switches = 0; // switch folders imported
    // Set when nothing could be imported (no readable host or switch evidence).
    QString error;
};

// A design id from a name: lower case, letters and digits, the rest one
// hyphen ("SLOT 3 Port 1" -> "slot-3-port-1"), after a prefix.
QString importedId(const QString &prefix, const QString &name);

} // namespace hvnet

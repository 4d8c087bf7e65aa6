#pragma once

#include "importresult.h"

#include <QSizeF>
#include <QString>

#include <functional>
#include <map>

namespace hvnet {

class EvidenceFolder;

// Builds a brownfield design from an evidence folder read without a design
// (EvidenceFolder::loadAll): nodes, adapters, teams, vSwitches, host vNICs,
// addresses, subnets, QoS and Network ATC from hosts/*.json; switches, their
// ports, VLANs, MTU and PFC from switches/<name>/ read by the platform's
// readers (the platform told from the output itself); cables from the LLDP
// neighbours. A pure function: the same folder gives the same design, ids
// derived from names, everything sorted, laid out by AutoLayout with the
// cards' sizes the caller gives. What the evidence shows and the design
// format cannot hold, and what the evidence cannot tell at all, is listed per
// object; files that cannot be read are problems with file and line, and the
// rest is still imported.
class BrownfieldImport
{
public:
    using Result = ImportResult;
    // The size of each node's and switch's card on the canvas and in the
    // diagram, by id, to lay the design out with (DiagramDrawing::cardSizes:
    // the cards are drawn a floor above this one).
    using CardSizes = std::function<std::map<QString, QSizeF>(const Design &design)>;

    static Result run(const EvidenceFolder &folder, const CardSizes &cardSizes);

    // A design id from a name: lower case, letters and digits, the rest one
    // hyphen ("SLOT 3 Port 1" -> "slot-3-port-1"), after a prefix.
    static QString idFor(const QString &prefix, const QString &name) { return importedId(prefix, name); }
};

} // namespace hvnet

#pragma once

#include "model/design.h"

#include <QByteArray>
#include <QStringList>

namespace hvnet {

// The IP plan as a spreadsheet: one row per host interface, in the design's
// order, with the columns node, interface, subnet, prefix, vlan and address
// (docs/designer.md, "IP plan as CSV"). A customer's network team fills in or
// corrects the addresses and the subnets, and the designer reads them back in
// one undo step.
//
// Written as RFC 4180 CSV in UTF-8 with a byte order mark (so a spreadsheet
// reads names beyond ASCII right) and CRLF line ends. A cell that a
// spreadsheet would take for a formula (it begins with =, +, -, @, a tab or a
// carriage return, or with an apostrophe before one of them) is written with a
// leading apostrophe, which reading takes off again: every name comes back as
// it was.
namespace IpPlan {

QByteArray toCsv(const Design &design);

struct Import {
    Design design; // the design with the plan's addresses and subnets (when no problems)
    int changed = 0; // interfaces whose address or subnet the plan changes
    QStringList problems; // "line 4, column 6: ..."; any problem and nothing is taken
};

// Reads a plan back into `design`. Rows are matched by node and interface
// name; interfaces without a row stay as they are. The column order is free,
// names are compared without regard to case, and a semicolon-separated file
// (what a spreadsheet writes where the comma is the decimal separator) reads
// the same. The prefix and vlan columns are the subnet's: they may be left
// out or empty, but one that disagrees with the row's subnet is a problem
// (they are changed in Subnets and VLANs, not here).
Import fromCsv(const Design &design, const QByteArray &csv);

} // namespace IpPlan
} // namespace hvnet

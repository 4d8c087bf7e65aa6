#pragma once

#include "plans/evidence/switchstate.h"

#include <QRegularExpression>

namespace hvnet {

class EvidenceText;

// PFC state printed as a block per interface (OS10, AOS-CX): a heading that
// names the port, then labelled lines for the configured mode, the
// operational state and the priorities, and on AOS-CX the local
// advertisement's "Priority Enabled" table. Labels are matched by the words
// they contain, so the variants firmware releases print all read.
class PfcBlocks
{
public:
    static void read(const EvidenceText &text, const QRegularExpression &heading, SwitchState &state);
};

} // namespace hvnet

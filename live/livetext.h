#pragma once

#include <QCoreApplication>
#include <QString>

namespace hvnet {

// The translation context of every message of the live side (hvnet::live),
// as lupdate sees it too.
struct LiveText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::live)
};

// A text from an evidence file as a message may quote it: control
// characters, line and paragraph separators and the bidirectional overrides
// (which could make a terminal or a report show something else than the file
// says) become '?', and a long text is cut. Evidence comes from outside.
QString quotedEvidence(const QString &text, int most = 120);

} // namespace hvnet

#pragma once

#include "model/enums.h"

#include <QString>
#include <QStringList>

namespace hvnet {

// Where in an evidence folder a finding of `hvnet check` comes from: the file,
// relative to the folder ("hosts/S2D01.json"), and the 1-based line of the
// value (0 when the whole file is meant). Findings of design rules have none.
struct EvidenceLocation {
    QString file;
    int line = 0;

    bool isEmpty() const { return file.isEmpty(); }
    friend bool operator==(const EvidenceLocation &, const EvidenceLocation &) = default;
};

// One result of one rule: what is wrong, how bad, and which objects (by id) it
// concerns, so the designer can select them and a suppression can name them.
struct Finding {
    QString rule;
    Severity severity = Severity::Warning;
    QString message;
    QStringList objects;
    bool suppressed = false;
    QString reason; // the suppression's reason when suppressed
    EvidenceLocation evidence; // live findings only

    friend bool operator==(const Finding &, const Finding &) = default;
};

// The stable order of every output: severity, rule id, object ids, message,
// evidence location.
bool findingLess(const Finding &a, const Finding &b);

} // namespace hvnet

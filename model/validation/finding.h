#pragma once

#include "enums.h"

#include <QString>
#include <QStringList>

namespace hvnet {

// One result of one rule: what is wrong, how bad, and which objects (by id) it
// concerns, so the designer can select them and a suppression can name them.
struct Finding {
    QString rule;
    Severity severity = Severity::Warning;
    QString message;
    QStringList objects;
    bool suppressed = false;
    QString reason; // the suppression's reason when suppressed

    friend bool operator==(const Finding &, const Finding &) = default;
};

// The stable order of every output: severity, rule id, object ids, message.
bool findingLess(const Finding &a, const Finding &b);

} // namespace hvnet

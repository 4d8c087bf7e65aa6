#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace hvnet {

class ObjectOwners;
struct ValidationResult;

// The findings each drawn object wears, for the canvas and the exported
// diagram alike: unsuppressed errors and warnings, counted once per finding
// on the card of the object they name (an adapter's or interface's on its
// server's, a port's on its switch's), with the first messages for a tooltip.
class FindingMarks
{
public:
    struct Counts {
        int errors = 0;
        int warnings = 0;
        QStringList messages; // "rule: message", at most 12 and "..."
    };

    // owners: the node or switch each part is drawn on.
    static QHash<QString, Counts> perObject(const ValidationResult &result, const ObjectOwners &owners);
};

} // namespace hvnet

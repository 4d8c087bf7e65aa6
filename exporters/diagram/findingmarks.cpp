#include "findingmarks.h"

#include "model/objectowners.h"
#include "model/validation/validator.h"

#include <QCoreApplication>
#include <QSet>

namespace hvnet {

QHash<QString, FindingMarks::Counts> FindingMarks::perObject(const ValidationResult &result, const ObjectOwners &owners)
{
    QHash<QString, Counts> counts;
    for (const Finding &f : result.findings) {
        if (f.suppressed || f.severity == Severity::Info)
            continue;
        QSet<QString> marked; // once per finding on each card
        for (const QString &id : f.objects) {
            QString owner = owners.ownerOf(id);
            if (owner.isEmpty())
                owner = id;
            if (marked.contains(owner))
                continue;
            marked.insert(owner);
            Counts &c = counts[owner];
            (f.severity == Severity::Error ? c.errors : c.warnings)++;
            if (c.messages.size() < 12)
                c.messages << QStringLiteral("%1: %2").arg(f.rule, f.message);
            else if (c.messages.size() == 12)
                c.messages << QCoreApplication::translate("hvnet::DesignScene", "...");
        }
    }
    return counts;
}

} // namespace hvnet

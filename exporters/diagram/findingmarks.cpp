#include "findingmarks.h"

#include "validation/validator.h"

#include <QCoreApplication>
#include <QSet>

namespace hvnet {

QHash<QString, FindingMarks::Counts> FindingMarks::perObject(
    const ValidationResult &result, const std::function<QString(const QString &id)> &ownerOf)
{
    QHash<QString, Counts> counts;
    for (const Finding &f : result.findings) {
        if (f.suppressed || f.severity == Severity::Info)
            continue;
        QSet<QString> owners;
        for (const QString &id : f.objects) {
            QString owner = ownerOf(id);
            if (owner.isEmpty())
                owner = id;
            if (owners.contains(owner))
                continue;
            owners.insert(owner);
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

#include "livefindings.h"

#include "livecatalogue.h"

namespace hvnet {

void LiveFindings::raise(const RuleInfo &info, const QString &message, const QStringList &objects,
    const EvidenceLocation &where)
{
    m_findings.push_back(Finding{QString::fromLatin1(info.id), info.severity, message, objects, false, {}, where});
    // What could not be checked or read was not compared.
    if (&info != &live::notChecked && &info != &live::evidenceUnreadable)
        compared(objects);
}

void LiveFindings::compared(const QStringList &objects)
{
    for (const QString &id : objects)
        m_compared.insert(id);
}

} // namespace hvnet

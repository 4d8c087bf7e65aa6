#pragma once

#include "model/validation/finding.h"
#include "model/validation/rule.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <vector>

namespace hvnet {

// What a check run has found so far: the findings, and which design objects
// were compared at all, so that the designer can tell "matches" from "not
// checked" (LiveResult::states).
class LiveFindings
{
public:
    void raise(const RuleInfo &info, const QString &message, const QStringList &objects,
        const EvidenceLocation &where = {});
    // The objects a comparison looked at, whatever it found.
    void compared(const QStringList &objects);
    void compared(const QString &object) { m_compared.insert(object); }

    const std::vector<Finding> &findings() const { return m_findings; }
    std::vector<Finding> takeFindings() { return std::move(m_findings); }
    const QSet<QString> &comparedObjects() const { return m_compared; }

private:
    std::vector<Finding> m_findings;
    QSet<QString> m_compared;
};

} // namespace hvnet

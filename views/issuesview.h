#pragma once

#include "model/validation/finding.h"

#include <QHash>
#include <QTreeWidget>

#include <vector>

namespace hvnet {

class ValidationRunner;
struct ValidationResult;

// The findings of the last validation run, grouped by severity, with rule id,
// message and the objects they name.
class IssuesView : public QTreeWidget
{
    Q_OBJECT

public:
    explicit IssuesView(QWidget *parent = nullptr);
    // Shows the runner's findings each time it has validated.
    void follow(const ValidationRunner *runner);
    // names: how people name the findings' objects (ids are never shown).
    void setResult(const ValidationResult &result, const QHash<QString, QString> &names = {});
    // The finding of a row, if the row is one.
    const Finding *findingAt(QTreeWidgetItem *item) const;
    // The row of the first finding of a rule, for tests.
    QTreeWidgetItem *itemForRule(const QString &rule) const;

Q_SIGNALS:
    // The rows were built anew (setResult): what others put in the tree is gone.
    void resultShown();
    void objectsActivated(const QStringList &objectIds);
    // The user wants a finding accepted (suppressed) and gives a reason.
    void suppressRequested(const Finding &finding);
    void ruleHelpRequested(const QString &rule);

private:
    std::vector<Finding> m_findings;
};

} // namespace hvnet

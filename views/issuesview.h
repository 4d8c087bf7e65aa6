#pragma once

#include <QTreeWidget>

namespace hvnet {

struct ValidationResult;

// The findings of the last validation run, grouped by severity, with rule id,
// message and the objects they name.
class IssuesView : public QTreeWidget
{
    Q_OBJECT

public:
    explicit IssuesView(QWidget *parent = nullptr);
    void setResult(const ValidationResult &result);

Q_SIGNALS:
    void objectsActivated(const QStringList &objectIds);
};

} // namespace hvnet

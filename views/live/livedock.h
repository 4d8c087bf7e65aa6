#pragma once

#include "live/livecheck.h"

#include <QWidget>

class QLabel;
class QTreeView;

namespace hvnet {

class Design;
class CablingLegend;
class LiveSummaryModel;

// The designer's Live dock: which evidence the design was last checked
// against, and per node what was compared and what differs (its findings,
// with their evidence file and line), with the legend of the live states.
// It only shows a result; the window runs the check (Design > Check Against
// Evidence...) and hands it over, again after each reload of the folder.
class LiveDock : public QWidget
{
    Q_OBJECT

public:
    explicit LiveDock(QWidget *parent = nullptr);

    // Shows a check's result; rows open and the current row stay as they
    // were when the same folder is checked again.
    void setResult(const Design &design, const LiveResult &live, const QString &evidenceFolder);
    void clear();

    LiveSummaryModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    // The one-line summary above the list, for tests.
    QString summaryText() const;

Q_SIGNALS:
    // The user activated a row: select these design objects.
    void objectsActivated(const QStringList &objectIds);

private:
    LiveSummaryModel *m_model;
    QTreeView *m_view;
    QLabel *m_summary;
    CablingLegend *m_cablingLegend;
    QString m_folder;
};

} // namespace hvnet

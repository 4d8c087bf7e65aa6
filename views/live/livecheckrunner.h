#pragma once

#include "live/livecheck.h"
#include "model/design.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

namespace hvnet {

// Runs the live check (read the evidence folder, compare) on a worker thread
// over a copy of the design, so the window stays responsive and the design
// editable while a large folder is read. The window starts it from Design >
// Check Against Evidence... and again to reload the same folder; a run asked
// for while one is under way replaces it, and only the latest result is
// delivered.
class LiveCheckRunner : public QObject
{
    Q_OBJECT

public:
    struct Checked {
        Design design; // the design as it was checked
        LiveResult live;
        QString folder;
    };

    explicit LiveCheckRunner(QObject *parent = nullptr);
    ~LiveCheckRunner() override;

    void start(const Design &design, const QString &folder);
    bool isRunning() const { return m_watcher.isRunning(); }
    const Checked &latest() const { return m_latest; }
    QString folder() const { return m_latest.folder; }

Q_SIGNALS:
    // latest() holds the result of the last run started.
    void checked();

private:
    QFutureWatcher<Checked> m_watcher;
    Checked m_latest;
};

} // namespace hvnet

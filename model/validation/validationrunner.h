#pragma once

#include "validator.h"

#include <QFutureWatcher>
#include <QHash>
#include <QObject>

#include <optional>

class QTimer;

namespace hvnet {

class DesignDocument;

// Keeps the findings of the open design current without ever blocking the
// window: every run is on a worker thread over a copy of the design, 200 ms
// after the last edit the rules can see (a burst of edits validates once; a
// move on the canvas is not validated, DesignChange::affectsValidation) or
// at once when asked (a design opened, Validate Now). A 1,024-host design
// takes tens of milliseconds, more than a frame. The window, its export
// dialog, its report and the headless run all take their findings from here
// (current()) instead of validating again.
class ValidationRunner : public QObject
{
    Q_OBJECT

public:
    struct Checked {
        ValidationResult result;
        QHash<QString, QString> names; // the findings' objects as people name them
    };

    explicit ValidationRunner(DesignDocument *document, QObject *parent = nullptr);
    ~ValidationRunner() override;

    const Checked &latest() const { return m_latest; }
    // Whether the findings shown are not yet those of the design as it is.
    bool isValidating() const;
    // The findings of the design as it is now, when the last run is
    // current; nothing while one is due or under way.
    std::optional<ValidationResult> current() const;

    void schedule(); // after the debounce
    void validateNow(); // at once, still on the worker
    // Blocks until the design as it is now is validated and shown: for the
    // headless run, which has no event loop to wait in.
    void finishNow();

Q_SIGNALS:
    // latest() holds a new result.
    void validated();
    // A run has taken longer than a moment (true), or the findings are current again (false).
    void busyChanged(bool busy);

private:
    void start();
    void show(const Checked &checked);

    DesignDocument *m_document;
    QTimer *m_debounce;
    QTimer *m_slow;
    QFutureWatcher<Checked> m_watcher;
    Checked m_latest;
    bool m_pending = false; // a run was asked for while one was under way
    bool m_busyShown = false;
    int m_generation = 0; // of the last run started or result shown
    int m_runningGeneration = 0; // of the one on the worker
    int m_shownGeneration = 0; // of the result in m_latest
};

} // namespace hvnet

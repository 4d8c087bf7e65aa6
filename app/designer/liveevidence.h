#pragma once

#include "views/live/livecheckrunner.h"

#include <QHash>
#include <QObject>
#include <QString>

#include <optional>

class QTimer;
class QWidget;

namespace hvnet {

class DesignDocument;
class IssuesView;
class LiveDock;

// The designer's side of the live check: which evidence folder the open
// design is compared with, the last result shown, and keeping it current.
// Design > Check Against Evidence... picks the folder, Reload Evidence reads
// it again, Clear Evidence forgets it. After an edit the check runs again
// over the same folder (debounced, on the worker): the marks then say what
// the design as it is now would find, which is what a user fixing the plan
// to match the hosts expects to see turn green. A folder that cannot be read
// is said so and changes nothing shown.
class LiveEvidence : public QObject
{
    Q_OBJECT

public:
    // issues: the issues dock the "Live (n)" group is shown in; the group
    // comes back each time validation has rebuilt the dock.
    LiveEvidence(QWidget *window, DesignDocument *document, LiveDock *dock, IssuesView *issues);

    // Asks for a folder (starting at the last one) and checks it.
    void chooseAndCheck();
    // Checks the design against folder; false (and a message) when the
    // folder cannot be read at all.
    bool check(const QString &folder);
    void reload();
    void clear();

    bool isActive() const { return m_shown.has_value(); }
    bool isRunning() const { return m_runner.isRunning() || m_pending; }
    QString folder() const { return m_folder; }
    // The check shown, if any.
    const LiveCheckRunner::Checked *shown() const { return m_shown ? &*m_shown : nullptr; }
    // Puts the "Live (n)" group into the issues dock, or removes it.
    void applyToIssues();

Q_SIGNALS:
    // A result was shown or cleared (the issues group already follows): the canvas marks follow.
    // asked: the user asked for this check (not a re-run after an edit).
    void resultChanged(bool asked);
    void statusMessage(const QString &text, int timeout);

private:
    void start(bool asked);
    void show();

    QWidget *m_window;
    DesignDocument *m_document;
    LiveDock *m_dock;
    IssuesView *m_issues;
    LiveCheckRunner m_runner;
    QTimer *m_debounce;
    QString m_folder; // the folder checked or being checked
    std::optional<LiveCheckRunner::Checked> m_shown;
    QHash<QString, QString> m_names; // the findings' objects as people name them
    bool m_groupOpen = true; // as the user left the group
    bool m_asked = false; // the run under way was asked for by the user
    bool m_pending = false; // a run started whose result has not arrived
};

} // namespace hvnet

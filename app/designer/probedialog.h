#pragma once

#include "app/probe/proberun.h"

#include <QDialog>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QThread;

namespace hvnet {

class DesignDocument;
class DialogSecretPrompt;
class LiveEvidence;

// Design > Probe Over SSH...: the probe of `hvnet probe` from the window.
// One row per target (state, step, elapsed, what it answered), a cancel
// that stops every session at its next step, the transcript of the target
// chosen, and a host key the run met for the first time offered to the
// person with its fingerprint: trusting it pins it into the design (one
// undoable step) and probes that target again, which then trusts exactly
// that key. A password or passphrase is asked in a dialog and kept in
// memory only. What the run gathered is written as an evidence folder and
// shown as the live check (the Live dock and the canvas marks).
class ProbeDialog : public QDialog
{
    Q_OBJECT

public:
    ProbeDialog(QWidget *parent, DesignDocument *document, LiveEvidence *live);
    ~ProbeDialog() override;

    // The folder the next run writes (a new one per run beside the design
    // unless set here), and the OpenSSH client configuration it reads.
    void setOutputFolder(const QString &folder);
    QString outputFolder() const;
    void setSshConfig(const QString &file);
    // The path tests (hvnet probe --paths) with the next run.
    void setPathTests(bool on);

    // Starts a run of every target with a management endpoint (or of the
    // ones named); false, with the reason shown, when there is none to probe
    // or the design has errors.
    bool start(const QStringList &names = {});
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    // The targets of the last run, as it left them.
    const std::vector<ProbeTarget> &targets() const { return m_targets; }
    // The unknown host keys of the last run, offered to be pinned.
    QStringList refusedUnknownKeys() const;
    // Pins every unknown key of the last run into the design (one undo
    // step) and probes those targets again.
    void trustUnknownKeys();
    // The folder the last finished run wrote, empty before.
    QString writtenFolder() const { return m_written; }

    // Answers questions for a password or passphrase; the default asks in a
    // dialog. Called on the window's thread.
    void setSecretAsker(std::function<std::optional<QByteArray>(const QString &question)> asker);

    // Closing while a run is under way stops it first.
    void reject() override;

Q_SIGNALS:
    // A run ended (finished, failed or cancelled) and its result is shown.
    void finished();

private:
    void showTarget(const ProbeTarget &target);
    void runEnded();
    void showTranscript();
    void updateButtons();
    QString newRunFolder() const;

    DesignDocument *m_document;
    LiveEvidence *m_live;
    QLabel *m_intro;
    QLineEdit *m_folderEdit;
    QLineEdit *m_configEdit;
    QSpinBox *m_parallel;
    QCheckBox *m_paths;
    QCheckBox *m_active;
    QTableWidget *m_table;
    QPlainTextEdit *m_transcript;
    QLabel *m_summary;
    QPushButton *m_startButton;
    QPushButton *m_cancelButton;
    QPushButton *m_trustButton;
    QDialogButtonBox *m_buttons;

    std::unique_ptr<DialogSecretPrompt> m_prompt;
    std::unique_ptr<ProbeRun> m_run;
    std::unique_ptr<Design> m_runDesign; // the design the run works from
    std::atomic<bool> m_cancel{false};
    QThread *m_thread = nullptr;
    QString m_runFolder;
    QString m_written;
    bool m_folderChosen = false;
    std::vector<ProbeTarget> m_targets;
    std::function<std::optional<QByteArray>(const QString &)> m_asker;
};

} // namespace hvnet

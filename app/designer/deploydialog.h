#pragma once

#include "app/push/pushrun.h"

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

// Design > Deploy...: `hvnet push` from the window. A preview first (the dry
// run: each switch's difference and each node's -WhatIf lines, shown for the
// target chosen), then, once the person confirms, the push itself: one row
// per target (state, step, elapsed, outcome), a stop that ends every
// session at its next step, the transcript of the target chosen. What the
// push gathered is written as an evidence folder and shown as the live check
// (the Live dock and the canvas marks).
class DeployDialog : public QDialog
{
    Q_OBJECT

public:
    DeployDialog(QWidget *parent, DesignDocument *document, LiveEvidence *live);
    ~DeployDialog() override;

    void setOutputFolder(const QString &folder);
    QString outputFolder() const;
    void setSshConfig(const QString &file);
    void setAllowDisruption(bool on);
    void setPathTests(bool on);

    // Starts the preview (dry run) of every target with an endpoint; false,
    // with the reason shown, when there is none or the design has errors.
    bool preview();
    // Starts the push of what the last preview showed; false before a
    // preview finished, or when it found a target it could not read. The
    // person confirms in a question unless confirm is false (the tests).
    bool deploy(bool confirm = true);
    void cancel();
    bool isRunning() const { return m_thread != nullptr; }
    bool isPreviewed() const { return m_previewed; }
    const std::vector<PushTarget> &targets() const { return m_targets; }
    // The folder the last push wrote, empty before.
    QString writtenFolder() const { return m_written; }
    // The changes and transcript shown for the target chosen.
    QString shownDetails() const;
    void selectTarget(const QString &name);

    void setSecretAsker(std::function<std::optional<QByteArray>(const QString &question)> asker);
    void reject() override;

Q_SIGNALS:
    void finished();

private:
    bool startRun(bool dryRun);
    void showTarget(const PushTarget &target);
    void runEnded();
    void showDetails();
    void updateButtons();
    QString newRunFolder(bool dryRun) const;

    DesignDocument *m_document;
    LiveEvidence *m_live;
    QLineEdit *m_folderEdit;
    QLineEdit *m_configEdit;
    QSpinBox *m_parallel;
    QSpinBox *m_confirmTimeout;
    QCheckBox *m_allowDisruption;
    QCheckBox *m_paths;
    QTableWidget *m_table;
    QPlainTextEdit *m_details;
    QLabel *m_summary;
    QPushButton *m_previewButton;
    QPushButton *m_deployButton;
    QPushButton *m_cancelButton;

    std::unique_ptr<DialogSecretPrompt> m_prompt;
    std::unique_ptr<PushRun> m_run;
    std::unique_ptr<Design> m_runDesign;
    std::atomic<bool> m_cancel{false};
    QThread *m_thread = nullptr;
    bool m_dryRun = true;
    bool m_previewed = false;
    QString m_runFolder;
    QString m_written;
    bool m_folderChosen = false;
    std::vector<PushTarget> m_targets;
    std::function<std::optional<QByteArray>(const QString &)> m_asker;
};

} // namespace hvnet

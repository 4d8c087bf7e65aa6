#pragma once

#include "exporters/exportresult.h"
#include "model/design.h"
#include "model/validation/validator.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QPageSize>

#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QTimer;

namespace hvnet {

class PowerShellHighlighter;

// Export...: what the exporters would write for the design (scripts, switch
// configurations, diagram and report), each file shown with its contents
// before anything is written, and a folder to write to. The dialog opens at
// once and prepares the files in the background, with progress and Stop;
// the folder's own rules (ExportFolder) are shown before Export is pressed.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    // validation: the design's findings when the caller holds them current
    // (the window's); without them the dialog validates the design itself.
    // paper: the report's paper to start with (the caller keeps the setting).
    ExportDialog(const Design &design, const QString &templatesDir, const QString &outputDir, QWidget *parent = nullptr,
        std::optional<ValidationResult> validation = std::nullopt, QPageSize::PageSizeId paper = QPageSize::A4);
    ~ExportDialog() override;

    QString outputDir() const;
    QString templatesDir() const;
    QPageSize::PageSizeId paper() const;
    // The files on offer (for tests and for the caller's messages); complete
    // once isPreparing() is false.
    const std::vector<ExportedFile> &files() const { return m_files; }
    bool isPreparing() const;
    // Writes every file under the folder; returns what went wrong, or nothing.
    QString writeFiles();
    bool isWriting() const { return m_writing; }
    // Not while writing: the files of an export are written whole.
    void reject() override;

private:
    struct Job;
    void showFile(int row);
    // Prepares the files again with the options now chosen; a preparation
    // under way is stopped.
    void render();
    void stop();
    // Export: the files written on a worker; the dialog closes when they are.
    void writeInBackground();
    void poll();
    void finished();
    void updateFolderNote();
    void updateButtons();

    Design m_design;
    std::optional<ValidationResult> m_validation;
    std::vector<ExportedFile> m_files;
    std::shared_ptr<Job> m_job;
    QFutureWatcher<void> *m_watcher = nullptr;
    QTimer *m_poll;
    QListWidget *m_list;
    QPlainTextEdit *m_preview;
    PowerShellHighlighter *m_highlighter;
    QLineEdit *m_folder;
    QLineEdit *m_templates;
    QLabel *m_status;
    QLabel *m_folderNote;
    QProgressBar *m_progress;
    QPushButton *m_stop;
    QPushButton *m_write = nullptr;
    QComboBox *m_paper = nullptr;
    QCheckBox *m_date = nullptr;
    QCheckBox *m_appendix = nullptr;
    bool m_folderUsable = true;
    bool m_preparing = false;
    bool m_writing = false;
};

} // namespace hvnet

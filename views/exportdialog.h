#pragma once

#include "exportresult.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace hvnet {
class PowerShellHighlighter;
}

namespace hvnet {

class Design;

// Export...: what the exporters would write for the design (scripts and
// switch configurations), each file shown with its contents before anything
// is written, and a folder to write to.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    ExportDialog(
        const Design &design, const QString &templatesDir, const QString &outputDir, QWidget *parent = nullptr);

    QString outputDir() const;
    QString templatesDir() const;
    // The files on offer (for tests and for the caller's messages).
    const std::vector<ExportedFile> &files() const { return m_files; }
    // Writes every file under the folder; returns what went wrong, or nothing.
    QString writeFiles();

private:
    void showFile(int row);
    // Runs the exporters with the templates folder now chosen.
    void render();

    std::vector<ExportedFile> m_files;
    QListWidget *m_list;
    QPlainTextEdit *m_preview;
    PowerShellHighlighter *m_highlighter;
    QLineEdit *m_folder;
    QLineEdit *m_templates;
    QLabel *m_status;
    QPushButton *m_write = nullptr;
    QComboBox *m_paper = nullptr;
    QCheckBox *m_date = nullptr;
    QCheckBox *m_appendix = nullptr;
    const Design &m_design;
};

} // namespace hvnet

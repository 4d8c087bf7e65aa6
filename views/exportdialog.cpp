#include "exportdialog.h"

#include "design.h"
#include "powershellexporter.h"
#include "powershellhighlighter.h"
#include "reportfigures.h"
#include "switchexporter.h"
#include "templatestore.h"
#include "validation/validator.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QVBoxLayout>

namespace hvnet {

ExportDialog::ExportDialog(const Design &design, const QString &templatesDir, const QString &outputDir, QWidget *parent)
    : QDialog(parent), m_list(new QListWidget(this)), m_preview(new QPlainTextEdit(this)), m_highlighter(nullptr),
      m_folder(new QLineEdit(this)), m_templates(new QLineEdit(this)), m_status(new QLabel(this)), m_design(design)
{
    setWindowTitle(tr("Export %1").arg(design.meta.name));
    resize(1100, 720);
    m_status->setWordWrap(true);
    m_preview->setReadOnly(true);
    m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_highlighter = new PowerShellHighlighter(m_preview->document());

    auto *splitter = new QSplitter(this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_preview);
    splitter->setStretchFactor(1, 3);

    auto folderRow = [this](QLineEdit *edit, const QString &label, const QString &title) {
        auto *browse = new QPushButton(tr("Browse..."), this);
        connect(browse, &QPushButton::clicked, this, [this, edit, title] {
            const QString dir = QFileDialog::getExistingDirectory(this, title, edit->text());
            if (!dir.isEmpty())
                edit->setText(dir);
        });
        auto *row = new QHBoxLayout;
        row->addWidget(new QLabel(label, this));
        row->addWidget(edit, 1);
        row->addWidget(browse);
        return row;
    };
    m_folder->setObjectName(QStringLiteral("exportFolder"));
    m_templates->setObjectName(QStringLiteral("templatesFolder"));
    m_folder->setText(outputDir);
    m_templates->setText(templatesDir);
    m_templates->setPlaceholderText(tr("built-in templates"));
    m_templates->setToolTip(tr("A folder with your own copies of templates (powershell/..., switches/<platform>/...); "
                               "hvnet uses them before its own."));
    connect(m_templates, &QLineEdit::editingFinished, this, &ExportDialog::render);
    connect(m_templates, &QLineEdit::textChanged, this, [this](const QString &text) {
        if (text.isEmpty() || QDir(text).exists())
            render();
    });

    // The report's options: paper (a setting shared with Print and the
    // command line), the date, and the appendix.
    m_paper = new QComboBox(this);
    m_paper->setObjectName(QStringLiteral("reportPaper"));
    m_paper->addItem(tr("A4"), int(QPageSize::A4));
    m_paper->addItem(tr("Letter"), int(QPageSize::Letter));
    m_paper->setCurrentIndex(reportPageSize() == QPageSize::Letter ? 1 : 0);
    m_date = new QCheckBox(tr("Date on the title page"), this);
    m_date->setObjectName(QStringLiteral("reportDate"));
    m_date->setToolTip(tr("Without a date, the same design always gives the same report."));
    m_appendix = new QCheckBox(tr("Scripts and configurations as an appendix"), this);
    m_appendix->setObjectName(QStringLiteral("reportAppendix"));
    auto *reportRow = new QHBoxLayout;
    reportRow->addWidget(new QLabel(tr("Report paper:"), this));
    reportRow->addWidget(m_paper);
    reportRow->addWidget(m_date);
    reportRow->addWidget(m_appendix);
    reportRow->addStretch(1);
    connect(m_paper, &QComboBox::currentIndexChanged, this, [this] {
        setReportPageSize(QPageSize::PageSizeId(m_paper->currentData().toInt()));
        render();
    });
    connect(m_date, &QCheckBox::toggled, this, &ExportDialog::render);
    connect(m_appendix, &QCheckBox::toggled, this, &ExportDialog::render);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *write = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, [this] {
        if (const QString error = writeFiles(); !error.isEmpty()) {
            QMessageBox::warning(this, tr("Export Failed"), error);
            return;
        }
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &ExportDialog::showFile);
    m_write = write;

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(splitter, 1);
    layout->addLayout(folderRow(m_templates, tr("Templates:"), tr("Templates Folder")));
    layout->addLayout(folderRow(m_folder, tr("Export to:"), tr("Export To")));
    layout->addLayout(reportRow);
    layout->addWidget(buttons);
    render();
}

void ExportDialog::render()
{
    const TemplateStore store(m_templates->text());
    ExportResult result = PowerShellExporter(store).run(m_design);
    if (result.ok()) {
        const ExportResult switches = SwitchExporter(store).run(m_design);
        result.error = switches.error;
        result.files.insert(result.files.end(), switches.files.begin(), switches.files.end());
    }
    m_files = result.ok() ? result.files : std::vector<ExportedFile>();
    const ValidationResult validation = Validator::run(m_design);
    if (result.ok()) {
        // The report and the diagram, from the same code as `hvnet export`.
        ReportOptions options;
        options.pageSize = QPageSize(QPageSize::PageSizeId(m_paper->currentData().toInt()));
        options.includeDate = m_date->isChecked();
        options.date = QDate::currentDate();
        options.appendix = m_appendix->isChecked();
        const std::vector<ExportedFile> drawn = exportDrawings(m_design, validation, true, true, result.files, options);
        m_files.insert(m_files.end(), drawn.begin(), drawn.end());
    }
    if (!result.ok())
        m_status->setText(tr("Nothing to export: %1").arg(result.error));
    else if (validation.hasErrors())
        m_status->setText(tr("The design has %n error(s): the files below reflect them. Fix them first if you can.",
            nullptr, validation.errors));
    else
        m_status->setText(tr("%n file(s) ready to write.", nullptr, int(m_files.size())));
    const int row = std::max(0, m_list->currentRow());
    m_list->clear();
    for (const ExportedFile &f : m_files)
        m_list->addItem(f.path);
    m_write->setEnabled(!m_files.empty());
    if (!m_files.empty())
        m_list->setCurrentRow(std::min(row, int(m_files.size()) - 1));
    else
        m_preview->clear();
}

QString ExportDialog::templatesDir() const
{
    return m_templates->text();
}

QString ExportDialog::outputDir() const
{
    return m_folder->text();
}

void ExportDialog::showFile(int row)
{
    if (row < 0 || row >= int(m_files.size()))
        return;
    const QString path = m_files[std::size_t(row)].path;
    if (path.endsWith(QLatin1String(".pdf")) || path.endsWith(QLatin1String(".png"))) {
        m_highlighter->setConfigMode(true);
        m_preview->setPlainText(tr("%1: %2 KiB; File > Print Preview shows the report's pages.")
                                    .arg(path)
                                    .arg((m_files[std::size_t(row)].content.size() + 1023) / 1024));
        return;
    }
    QByteArray content = m_files[std::size_t(row)].content;
    if (content.startsWith("\xEF\xBB\xBF"))
        content.remove(0, 3);
    m_highlighter->setConfigMode(!m_files[std::size_t(row)].path.endsWith(QLatin1String(".ps1")));
    m_preview->setPlainText(QString::fromUtf8(content).remove(QLatin1Char('\r')));
}

QString ExportDialog::writeFiles()
{
    if (m_folder->text().isEmpty())
        return tr("Choose a folder to export to.");
    return writeExportedFiles(m_files, m_folder->text());
}

} // namespace hvnet

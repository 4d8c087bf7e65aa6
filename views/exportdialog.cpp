#include "exportdialog.h"

#include "exporters/exportfolder.h"
#include "exportpreview.h"
#include "powershellhighlighter.h"

#include <QApplication>
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
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>

namespace hvnet {

struct ExportDialog::Job {
    ExportPreview::Progress progress;
};

ExportDialog::ExportDialog(const Design &design, const QString &templatesDir, const QString &outputDir, QWidget *parent,
    std::optional<ValidationResult> validation, QPageSize::PageSizeId paper)
    : QDialog(parent), m_design(design), m_validation(std::move(validation)), m_poll(new QTimer(this)),
      m_list(new QListWidget(this)), m_preview(new QPlainTextEdit(this)), m_highlighter(nullptr),
      m_folder(new QLineEdit(this)), m_templates(new QLineEdit(this)), m_status(new QLabel(this)),
      m_folderNote(new QLabel(this)), m_progress(new QProgressBar(this)), m_stop(new QPushButton(tr("Stop"), this))
{
    setWindowTitle(tr("Export %1").arg(design.meta.name));
    resize(1100, 720);
    m_status->setWordWrap(true);
    m_status->setObjectName(QStringLiteral("exportStatus"));
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
    m_folderNote->setObjectName(QStringLiteral("exportFolderNote"));
    m_folderNote->setWordWrap(true);
    connect(m_folder, &QLineEdit::textChanged, this, &ExportDialog::updateFolderNote);
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
    m_paper->setCurrentIndex(paper == QPageSize::Letter ? 1 : 0);
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
    connect(m_paper, &QComboBox::currentIndexChanged, this, &ExportDialog::render);
    connect(m_date, &QCheckBox::toggled, this, &ExportDialog::render);
    connect(m_appendix, &QCheckBox::toggled, this, &ExportDialog::render);

    // Preparing runs on a worker; the bar and Stop show while it does.
    m_progress->setObjectName(QStringLiteral("exportProgress"));
    m_progress->setRange(0, 100);
    m_stop->setObjectName(QStringLiteral("exportStop"));
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (isPreparing())
            stop();
        else
            render();
    });
    m_poll->setInterval(50);
    connect(m_poll, &QTimer::timeout, this, &ExportDialog::poll);
    auto *progressRow = new QHBoxLayout;
    progressRow->addWidget(m_progress, 1);
    progressRow->addWidget(m_stop);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    QPushButton *write = buttons->addButton(tr("Export"), QDialogButtonBox::AcceptRole);
    connect(buttons, &QDialogButtonBox::accepted, this, &ExportDialog::writeInBackground);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_list, &QListWidget::currentRowChanged, this, &ExportDialog::showFile);
    m_write = write;

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addLayout(progressRow);
    layout->addWidget(splitter, 1);
    layout->addLayout(folderRow(m_templates, tr("Templates:"), tr("Templates Folder")));
    layout->addLayout(folderRow(m_folder, tr("Export to:"), tr("Export To")));
    layout->addWidget(m_folderNote);
    layout->addLayout(reportRow);
    layout->addWidget(buttons);
    updateFolderNote();
    render();
}

ExportDialog::~ExportDialog()
{
    // A preparation under way stops at its next step; it owns what it uses.
    if (m_job)
        m_job->progress.cancel = true;
}

bool ExportDialog::isPreparing() const
{
    return m_preparing; // until finished() has taken the results, not just until the worker ends
}

void ExportDialog::render()
{
    stop();
    auto job = std::make_shared<Job>();
    m_job = job;
    m_files.clear();
    m_list->clear();
    m_preview->clear();
    ExportPreview::Options options;
    options.templatesDir = m_templates->text();
    options.report.pageSize = QPageSize(QPageSize::PageSizeId(m_paper->currentData().toInt()));
    options.report.includeDate = m_date->isChecked();
    options.report.date = QDate::currentDate();
    options.report.appendix = m_appendix->isChecked();
    options.validation = m_validation;
    // A watcher per preparation: one stopped earlier can never report into this one.
    m_watcher = new QFutureWatcher<void>(this);
    connect(m_watcher, &QFutureWatcher<void>::finished, this, &ExportDialog::finished);
    m_watcher->setFuture(
        QtConcurrent::run([design = m_design, options, job] { ExportPreview::run(design, options, job->progress); }));
    m_preparing = true;
    m_progress->setValue(0);
    m_progress->show();
    m_stop->setText(tr("Stop"));
    m_stop->show();
    setCursor(Qt::BusyCursor);
    m_poll->start();
    poll();
    updateButtons();
}

void ExportDialog::stop()
{
    if (!m_job || !isPreparing())
        return;
    m_job->progress.cancel = true;
    // The worker finishes its step on its own; its results are not wanted.
    m_watcher->disconnect(this);
    m_watcher->deleteLater();
    m_watcher = nullptr;
    m_preparing = false;
    m_poll->stop();
    // Half a set of files is no export: nothing stays on offer.
    m_files.clear();
    m_list->clear();
    m_preview->clear();
    unsetCursor();
    m_progress->hide();
    m_stop->setText(tr("Prepare Again"));
    m_status->setText(tr("Stopped: nothing is ready to write. Change an option or prepare again."));
    updateButtons();
}

void ExportDialog::poll()
{
    if (!m_job)
        return;
    ExportPreview::Progress &progress = m_job->progress;
    m_progress->setValue(progress.percent);
    m_status->setText(tr("Preparing the files in the background: %1 (%2 %)...")
                          .arg(ExportPreview::stageText(progress.stage))
                          .arg(progress.percent));
    // Files show as soon as their stage is done: the scripts long before the report.
    const QMutexLocker lock(&progress.mutex);
    for (std::size_t i = m_files.size(); i < progress.files.size(); ++i) {
        m_files.push_back(progress.files[i]);
        m_list->addItem(progress.files[i].path);
    }
    if (m_list->currentRow() < 0 && m_list->count() > 0)
        m_list->setCurrentRow(0);
}

void ExportDialog::finished()
{
    m_preparing = false;
    m_watcher->deleteLater();
    m_watcher = nullptr;
    poll();
    m_poll->stop();
    unsetCursor();
    m_progress->hide();
    m_stop->hide();
    const QMutexLocker lock(&m_job->progress.mutex);
    const ExportPreview::Progress &progress = m_job->progress;
    if (!progress.error.isEmpty()) {
        m_files.clear();
        m_list->clear();
        m_preview->clear();
        m_status->setText(tr("Nothing to export: %1").arg(progress.error));
    } else if (progress.errors > 0) {
        m_status->setText(tr("The design has %n error(s): the files below reflect them. Fix them first if you can.",
            nullptr, progress.errors));
    } else if (progress.warnings > 0) {
        m_status->setText(tr("%n file(s) ready to write. The design has %1 warning(s); the report lists them.", nullptr,
            int(m_files.size()))
                              .arg(progress.warnings));
    } else {
        m_status->setText(tr("%n file(s) ready to write.", nullptr, int(m_files.size())));
    }
    updateButtons();
}

void ExportDialog::updateFolderNote()
{
    const QString folder = m_folder->text().trimmed();
    const ExportFolder::Plan plan = ExportFolder(folder).plan();
    m_folderUsable = !folder.isEmpty() && plan.refusal.isEmpty();
    QString note;
    if (folder.isEmpty())
        note = tr("Choose a folder to export to.");
    else if (!plan.refusal.isEmpty())
        note = tr("Cannot export here: %1.").arg(plan.refusal);
    else if (plan.previousFiles > 0)
        note = tr("This folder holds an earlier export of \"%1\" (%2 files): this export replaces it, and what it "
                  "does not write again is removed, so that the folder never mixes two designs.")
                   .arg(plan.previousDesign)
                   .arg(plan.previousFiles);
    else if (QDir(folder).exists())
        note = tr("An empty folder; a manifest of what is written (%1) goes with the files.")
                   .arg(QLatin1String(ExportFolder::manifestName));
    else
        note = tr("A new folder; a manifest of what is written (%1) goes with the files.")
                   .arg(QLatin1String(ExportFolder::manifestName));
    m_folderNote->setText(note);
    m_folderNote->setStyleSheet(m_folderUsable ? QStringLiteral("color: #5a6370") : QStringLiteral("color: #d0322b"));
    updateButtons();
}

void ExportDialog::updateButtons()
{
    if (m_write)
        m_write->setEnabled(!isPreparing() && !m_writing && !m_files.empty() && m_folderUsable);
}

QPageSize::PageSizeId ExportDialog::paper() const
{
    return QPageSize::PageSizeId(m_paper->currentData().toInt());
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

void ExportDialog::reject()
{
    if (!m_writing)
        QDialog::reject();
}

void ExportDialog::writeInBackground()
{
    if (isPreparing() || m_writing)
        return;
    const QString folder = m_folder->text().trimmed();
    if (folder.isEmpty()) {
        QMessageBox::warning(this, tr("Export Failed"), tr("Choose a folder to export to."));
        return;
    }
    // Thousands of files for a large design: written on a worker while the
    // window stays live. Not stoppable half way: half an export in a folder
    // is what the manifest exists to prevent.
    m_writing = true;
    m_status->setText(tr("Writing %n file(s) to %1...", nullptr, int(m_files.size())).arg(folder));
    m_progress->setRange(0, 0);
    m_progress->show();
    setCursor(Qt::BusyCursor);
    updateButtons();
    auto *watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher] {
        watcher->deleteLater();
        m_writing = false;
        unsetCursor();
        m_progress->hide();
        m_progress->setRange(0, 100);
        updateButtons();
        updateFolderNote();
        if (const QString error = watcher->result(); !error.isEmpty()) {
            m_status->setText(tr("Nothing was written."));
            QMessageBox::warning(this, tr("Export Failed"), error);
            return;
        }
        accept();
    });
    watcher->setFuture(QtConcurrent::run(
        [folder, files = m_files, name = m_design.meta.name] { return ExportFolder(folder).write(files, name); }));
}

QString ExportDialog::writeFiles()
{
    if (isPreparing())
        return tr("The files are still being prepared.");
    if (m_folder->text().trimmed().isEmpty())
        return tr("Choose a folder to export to.");
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const QString error = ExportFolder(m_folder->text().trimmed()).write(m_files, m_design.meta.name);
    QApplication::restoreOverrideCursor();
    updateFolderNote();
    return error;
}

} // namespace hvnet

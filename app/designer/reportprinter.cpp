#include "reportprinter.h"

#include "app/common/reportpaper.h"
#include "app/common/settings.h"
#include "exporters/deliverables.h"
#include "exporters/report/reportexporter.h"
#include "exporters/templatestore.h"
#include "model/validation/validator.h"

#include <QApplication>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QProgressDialog>
#include <QtConcurrent/QtConcurrentRun>

#include <memory>

namespace hvnet {

namespace {
struct Prepared {
    Report report;
    ReportFigures figures;
};

std::unique_ptr<QProgressDialog> progressDialog(QWidget *parent, const QString &text, int maximum)
{
    auto dialog = std::make_unique<QProgressDialog>(
        text, QCoreApplication::translate("hvnet::ReportPrinter", "Cancel"), 0, maximum, parent);
    dialog->setObjectName(QStringLiteral("reportProgress"));
    dialog->setWindowTitle(QCoreApplication::translate("hvnet::ReportPrinter", "Design Report"));
    dialog->setWindowModality(Qt::WindowModal);
    dialog->setMinimumDuration(0);
    dialog->setAutoReset(false);
    dialog->setAutoClose(false);
    dialog->show(); // at once: a busy dialog has no progress that would show it
    return dialog;
}
} // namespace

ReportPrinter::ReportPrinter(QWidget *window) : QObject(window), m_window(window)
{ }

bool ReportPrinter::prepare(const Design &design, const std::optional<ValidationResult> &current)
{
    // On a worker over a copy, pictures and all (drawn on Qt Gui alone).
    const QString templates = Settings().templatesDirectory();
    QFutureWatcher<Prepared> watcher;
    watcher.setFuture(QtConcurrent::run([design, templates, current] {
        const ValidationResult validation = current ? *current : Validator::run(design);
        Prepared prepared;
        prepared.figures = ReportExporter::figures(design, validation);
        prepared.report = ReportBuilder::build(
            design, validation, scriptsAndConfigurations(design, TemplateStore(templates)), ReportOptions());
        return prepared;
    }));
    const auto dialog = progressDialog(m_window, tr("Preparing the report..."), 0); // busy: no steps to count
    QEventLoop loop;
    connect(&watcher, &QFutureWatcher<Prepared>::finished, &loop, &QEventLoop::quit);
    connect(dialog.get(), &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    QApplication::setOverrideCursor(Qt::BusyCursor);
    if (!watcher.isFinished())
        loop.exec();
    QApplication::restoreOverrideCursor();
    if (dialog->wasCanceled())
        return false; // the worker ends on its own; its result is not wanted
    watcher.waitForFinished();
    m_report = watcher.result().report;
    m_figures = watcher.result().figures;
    return true;
}

void ReportPrinter::paint(QPrinter *printer)
{
    // The same pages as the PDF export, on the printer's paper, with a way out.
    const auto dialog = progressDialog(m_window, tr("Laying out the report's pages..."), 100);
    const QPageSize paper
        = printer->pageLayout().pageSize().isValid() ? printer->pageLayout().pageSize() : QPageSize(ReportPaper::load());
    ReportWriter::paint(m_report, m_figures, *printer, paper, [&dialog](int done, int total) {
        dialog->setValue(total > 0 ? 100 * done / total : 0);
        QCoreApplication::processEvents();
        return !dialog->wasCanceled();
    });
}

void ReportPrinter::preview(
    const Design &design, const QString &title, const std::optional<ValidationResult> &validation)
{
    if (!prepare(design, validation))
        return;
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(ReportPaper::load()));
    printer.setDocName(title);
    QPrintPreviewDialog dialog(&printer, m_window);
    dialog.setWindowTitle(tr("Print Preview - %1").arg(title));
    connect(&dialog, &QPrintPreviewDialog::paintRequested, this, &ReportPrinter::paint);
    dialog.resize(900, 1000);
    dialog.exec();
}

void ReportPrinter::print(const Design &design, const QString &title, const std::optional<ValidationResult> &validation)
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageSize(QPageSize(ReportPaper::load()));
    printer.setDocName(title);
    QPrintDialog dialog(&printer, m_window);
    // The report prints whole: its page numbers and contents are one piece.
    dialog.setOption(QAbstractPrintDialog::PrintPageRange, false);
    dialog.setWindowTitle(tr("Print Report"));
    if (dialog.exec() == QDialog::Accepted && prepare(design, validation))
        paint(&printer);
}

} // namespace hvnet

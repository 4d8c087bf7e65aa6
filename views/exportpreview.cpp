#include "exportpreview.h"

#include "design.h"
#include "powershellexporter.h"
#include "reportfigures.h"
#include "switchexporter.h"
#include "templatestore.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QMutexLocker>

namespace hvnet {

namespace {
// Where each stage starts on the progress bar, in percent: the report's
// pages are most of the work.
constexpr int stageStart[] = {0, 10, 14, 18, 30, 100};
} // namespace

QString ExportPreview::stageText(int stage)
{
    switch (stage) {
    case Scripts: return QCoreApplication::translate("hvnet::ExportPreview", "Writing the deployment scripts");
    case Configurations:
        return QCoreApplication::translate("hvnet::ExportPreview", "Writing the switch configurations");
    case Checking: return QCoreApplication::translate("hvnet::ExportPreview", "Checking the design");
    case Diagram: return QCoreApplication::translate("hvnet::ExportPreview", "Drawing the diagram");
    case Report: return QCoreApplication::translate("hvnet::ExportPreview", "Laying out the report's pages");
    default: break;
    }
    return QCoreApplication::translate("hvnet::ExportPreview", "Done");
}

void ExportPreview::run(const Design &design, const Options &options, Progress &progress)
{
    const auto enter = [&progress](Stage stage) {
        progress.stage = stage;
        progress.percent = stageStart[stage];
        return !progress.cancel;
    };
    const auto add = [&progress](const std::vector<ExportedFile> &files) {
        const QMutexLocker lock(&progress.mutex);
        progress.files.insert(progress.files.end(), files.begin(), files.end());
    };
    const auto fail = [&progress](const QString &error) {
        const QMutexLocker lock(&progress.mutex);
        progress.files.clear();
        progress.error = error;
    };

    const TemplateStore store(options.templatesDir);
    if (!enter(Scripts))
        return;
    const ExportResult scripts = PowerShellExporter(store).run(design);
    if (!scripts.ok())
        return fail(scripts.error);
    add(scripts.files);
    if (!enter(Configurations))
        return;
    const ExportResult configurations = SwitchExporter(store).run(design);
    if (!configurations.ok())
        return fail(configurations.error);
    add(configurations.files);
    if (!enter(Checking))
        return;
    const ValidationResult validation = options.validation ? *options.validation : Validator::run(design);
    {
        const QMutexLocker lock(&progress.mutex);
        progress.errors = validation.errors;
        progress.warnings = validation.warnings;
    }
    if (!enter(Diagram))
        return;
    std::vector<ExportedFile> generated = scripts.files;
    generated.insert(generated.end(), configurations.files.begin(), configurations.files.end());
    // The report's own progress fills the rest of the bar; it stops at the
    // next chapter once cancelled.
    ReportOptions report = options.report;
    report.progress = [&progress](int done, int total) {
        if (done > 0 && total > 0) {
            progress.stage = Report;
            progress.percent = stageStart[Report] + (stageStart[Done] - stageStart[Report]) * done / total;
        }
        return !progress.cancel;
    };
    const std::vector<ExportedFile> drawn = exportDrawings(design, validation, true, true, generated, report,
        options.etsChart.isNull() ? std::nullopt : std::optional(options.etsChart));
    if (progress.cancel)
        return;
    add(drawn);
    progress.stage = Done;
    progress.percent = 100;
}

} // namespace hvnet

#include "exportpreview.h"

#include "exporters/exporter.h"
#include "exporters/exportrun.h"
#include "model/design.h"
#include "model/validation/validator.h"

#include <QCoreApplication>
#include <QMutexLocker>

namespace hvnet {

namespace {
// Checking the design takes the first few percent; the exporters the rest.
constexpr int checkingShare = 4;
} // namespace

QString ExportPreview::stageText(int stage)
{
    if (stage == Checking)
        return QCoreApplication::translate("hvnet::ExportPreview", "Checking the design");
    const std::vector<const Exporter *> exporters = ExportRun::plan({});
    if (stage >= 0 && stage < int(exporters.size()))
        return exporters[std::size_t(stage)]->progressText();
    return QCoreApplication::translate("hvnet::ExportPreview", "Done");
}

void ExportPreview::run(const Design &design, const Options &options, Progress &progress)
{
    progress.stage = Checking;
    progress.percent = 0;
    const ValidationResult validation = options.validation ? *options.validation : Validator::run(design);
    {
        const QMutexLocker lock(&progress.mutex);
        progress.errors = validation.errors;
        progress.warnings = validation.warnings;
    }
    if (progress.cancel)
        return;
    const std::vector<const Exporter *> exporters = ExportRun::plan({});
    ExportRun::Request request;
    request.templatesDir = options.templatesDir;
    request.report = options.report;
    request.progress = [&progress, &exporters](const Exporter &exporter, int percent) {
        progress.stage = int(std::find(exporters.begin(), exporters.end(), &exporter) - exporters.begin());
        progress.percent = checkingShare + (100 - checkingShare) * percent / 100;
        return !progress.cancel;
    };
    // Files show as soon as their exporter is done: the scripts long before the report.
    request.made = [&progress](const std::vector<ExportedFile> &files) {
        const QMutexLocker lock(&progress.mutex);
        progress.files.insert(progress.files.end(), files.begin(), files.end());
    };
    const ExportRun::Result result = ExportRun::run(design, validation, request);
    if (result.cancelled || progress.cancel)
        return;
    if (!result.ok()) {
        const QMutexLocker lock(&progress.mutex);
        progress.files.clear();
        progress.error = result.error;
        return;
    }
    progress.stage = int(exporters.size());
    progress.percent = 100;
}

} // namespace hvnet

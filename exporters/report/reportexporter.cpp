#include "exportresult.h"
#include "filenames.h"
#include "report.h"

#include "design.h"

namespace hvnet {

std::vector<ExportedFile> ReportExporter::run(const Design &design, const ValidationResult &validation,
    const std::vector<ExportedFile> &generated, const ReportFigures &figures, const ReportOptions &options)
{
    const Report report = ReportBuilder::build(design, validation, generated, options);
    const QString base = safeFileName(design.meta.name);
    std::vector<ExportedFile> files;
    files.push_back({QStringLiteral("report/%1.pdf").arg(base),
        ReportWriter::toPdf(report, figures, options.pageSize, options.progress)});
    files.push_back({QStringLiteral("report/%1.html").arg(base), ReportWriter::toHtml(report, figures)});
    files.push_back({QStringLiteral("report/%1.md").arg(base),
        ReportWriter::toMarkdown(
            report, options.linkDiagram ? QStringLiteral("../diagram/%1.svg").arg(base) : QString())});
    return files;
}

} // namespace hvnet

#include "reportexporter.h"

#include "etschart.h"
#include "exporters/diagram/diagramdrawing.h"
#include "exporters/diagram/diagramexporter.h"
#include "exporters/exportresult.h"
#include "model/design.h"
#include "plans/filenames.h"

#include <QCoreApplication>

namespace hvnet {

QString ReportExporter::progressText() const
{
    return QCoreApplication::translate("hvnet::ExportPreview", "Laying out the report's pages");
}

ExportResult ReportExporter::run(ExportContext &context) const
{
    const ReportFigures pictures = figures(context.design, context.validation, DiagramExporter::svg(context));
    ReportOptions options = context.options<ReportOptions>();
    options.progress = context.progress;
    if (options.progress && !options.progress(0, 1))
        return {};
    return {files(context.design, context.validation, context.deliverables, pictures, options), {}};
}

ReportFigures ReportExporter::figures(
    const Design &design, const ValidationResult &validation, const QByteArray &diagramSvg)
{
    // A large design's topology is its overview (a card per cluster, a
    // bundle per switch); each cluster's chapter has its servers in full.
    const bool large = wantsClusterDiagrams(design);
    ReportFigures figures{large ? DiagramDrawing(design, validation, DiagramDrawing::Detail::Overview).svg()
            : diagramSvg.isEmpty() ? DiagramDrawing(design, validation).svg()
                                   : diagramSvg,
        EtsChart::draw(design), {}};
    if (wantsClusterDiagrams(design))
        for (const Cluster &c : design.clusters)
            figures.clusterSvg.emplace(c.id, DiagramDrawing(DiagramDrawing::clusterDesign(design, c), validation).svg());
    return figures;
}

std::vector<ExportedFile> ReportExporter::files(const Design &design, const ValidationResult &validation,
    const std::vector<ExportedFile> &generated, const ReportFigures &figures, const ReportOptions &options)
{
    const Report report = ReportBuilder::build(design, validation, generated, options);
    const QString base = readableFileName(design.meta.name);
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

#pragma once

#include "exporters/exporter.h"
#include "report.h"

namespace hvnet {

// report/<design>.pdf, .html and .md from one build of the report's content,
// with its pictures: the diagram, each cluster's own in a large design, the
// ETS chart. It lists the deliverables, so it runs after them.
class ReportExporter : public Exporter
{
public:
    QString name() const override { return QStringLiteral("report"); }
    QString progressText() const override;
    bool readsDeliverables() const override { return true; }
    int weight() const override { return 70; }
    ExportResult run(ExportContext &context) const override;

    // The report's pictures; the diagram's SVG when it is drawn already.
    static ReportFigures figures(
        const Design &design, const ValidationResult &validation, const QByteArray &diagramSvg = {});
    static std::vector<ExportedFile> files(const Design &design, const ValidationResult &validation,
        const std::vector<ExportedFile> &generated, const ReportFigures &figures, const ReportOptions &options);
};

} // namespace hvnet

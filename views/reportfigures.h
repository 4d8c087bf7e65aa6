#pragma once

#include "exportresult.h"
#include "report.h"

#include <QImage>
#include <QRectF>

#include <optional>

namespace hvnet {

class Design;
struct Cluster;
struct ValidationResult;

// The pictures of the report and the diagram files, drawn by the designer's
// own scene (DesignScene) and a QtCharts chart, offscreen when there is no
// display. The designer and `hvnet export` both come through here.
class ReportFigureRenderer
{
public:
    // The diagram as SVG: one <g id="..."> per node, switch and cable, each
    // painted by its scene item; the same design gives the same bytes.
    static QByteArray diagramSvg(const Design &design, const ValidationResult &validation);
    static QImage diagramPng(const Design &design, const ValidationResult &validation);
    // The PNG's size for a scene whose items cover `bounds`.
    static QSize pngSizeFor(const QRectF &bounds);
    // ETS shares per priority, hosts and switches side by side; null when the
    // design has no QoS classes.
    static QImage etsChart(const Design &design);

    // The part of a design one cluster's diagram shows: its members, the
    // switch ports they are cabled to, and those cables.
    static Design clusterDesign(const Design &design, const Cluster &cluster);

    // The chart needs the GUI thread (Qt Charts draws with widget styles);
    // work on another thread passes one drawn there before.
    static ReportFigures figures(
        const Design &design, const ValidationResult &validation, const std::optional<QImage> &etsChart = {});
};

// The report's paper, shared by the designer and the command line: the
// "report/pageSize" setting (a4 or letter) of the hvnet settings; A4 when unset.
QPageSize::PageSizeId reportPageSize();
void setReportPageSize(QPageSize::PageSizeId size);

// What `--what diagram` and `--what report` write, from the same code for the
// command line and the designer; asked for together, the diagram is drawn once.
// options.progress, when set, is also asked between the pictures: false stops
// the work (what it returns is then incomplete).
std::vector<ExportedFile> exportDrawings(const Design &design, const ValidationResult &validation, bool diagram,
    bool report, const std::vector<ExportedFile> &generated, const ReportOptions &options,
    const std::optional<QImage> &etsChart = {});
std::vector<ExportedFile> exportDiagram(const Design &design, const ValidationResult &validation);
std::vector<ExportedFile> exportReport(const Design &design, const ValidationResult &validation,
    const std::vector<ExportedFile> &generated, const ReportOptions &options);

} // namespace hvnet

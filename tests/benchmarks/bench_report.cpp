// Times the design report and the diagram for generated designs of 64, 256
// and 1,024 hosts, stage by stage: validation, the scene's SVG and PNG, the
// ETS chart, the report's content, and each writer. The target, so a
// consultant can print during a meeting: a 256-host report in under 10 s, everything included.
//
//   build/bin/bench_report [runs]

#include "benchtools.h"
#include "exporters/deliverables.h"
#include "exporters/diagram/diagramdrawing.h"
#include "exporters/exportresult.h"
#include "exporters/report/etschart.h"
#include "exporters/report/report.h"
#include "exporters/report/reportexporter.h"
#include "exporters/templatestore.h"
#include "model/designgenerator.h"
#include "model/validation/validator.h"

#include <QGuiApplication>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

using namespace hvnet;
using bench::medianMs;
using bench::peakRssMiB;

namespace { } // namespace

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 3;
    std::printf("%-6s %8s %8s %8s %8s %8s %8s %8s %8s %9s %6s %7s\n", "hosts", "validate", "svg", "png", "chart",
        "content", "html", "md", "pdf", "report", "pages", "rss");
    for (int hosts : {64, 256, 1024}) {
        const Design design = DesignGenerator::generate({hosts, 4, 0});
        ValidationResult validation;
        const double validate = medianMs(runs, [&] { validation = Validator::run(design); });
        const TemplateStore store;
        const std::vector<ExportedFile> generated = scriptsAndConfigurations(design, store);
        ReportFigures figures;
        const double svg
            = medianMs(runs, [&] { figures.diagramSvg = DiagramDrawing(design, validation).svg(); });
        const double png = medianMs(runs, [&] { DiagramDrawing(design, validation).png(); });
        const double chart = medianMs(runs, [&] { figures.etsChart = EtsChart::draw(design); });
        Report report;
        const double content
            = medianMs(runs, [&] { report = ReportBuilder::build(design, validation, generated, ReportOptions()); });
        const double html = medianMs(runs, [&] { ReportWriter::toHtml(report, figures); });
        const double md = medianMs(runs, [&] { ReportWriter::toMarkdown(report, QString()); });
        QByteArray pdf;
        const double pdfMs
            = medianMs(runs, [&] { pdf = ReportWriter::toPdf(report, figures, QPageSize(QPageSize::A4)); });
        // The whole of `--what report`, as the command line runs it.
        const double whole = medianMs(runs, [&] {
            ReportExporter::files(
                design, validation, generated, ReportExporter::figures(design, validation), ReportOptions());
        });
        const int pages = int(pdf.count("/Type /Page\n")) + int(pdf.count("/Type /Page "));
        std::printf(
            "%-6d %6.0f ms %5.0f ms %5.0f ms %5.0f ms %5.0f ms %5.0f ms %5.0f ms %5.0f ms %6.0f ms %6d %4ld MiB\n",
            hosts, validate, svg, png, chart, content, html, md, pdfMs, whole, pages, peakRssMiB());
        std::fflush(stdout);
    }
    return 0;
}

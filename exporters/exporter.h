#pragma once

#include "exportresult.h"
#include "report.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <vector>

namespace hvnet {

class Design;
class TemplateStore;
struct ValidationResult;

// What every exporter of one export reads: the design, its validation, the
// templates, the report's options, and what the exporters before it made.
struct ExportContext {
    ExportContext(const Design &design, const ValidationResult &validation, const TemplateStore &templates,
        const ReportOptions &report = {})
        : design(design), validation(validation), templates(templates), report(report)
    { }

    const Design &design;
    const ValidationResult &validation;
    const TemplateStore &templates;
    ReportOptions report;
    // The files of the deliverable exporters (scripts, configurations), for
    // the report's deployment order and appendix: filled before an exporter
    // that reads them runs, whether those files are written or not.
    std::vector<ExportedFile> deliverables;

    // The diagram as SVG, drawn once for its own file and for the report.
    const QByteArray &diagramSvg();

private:
    std::optional<QByteArray> m_diagramSvg;
};

// One kind of output of `hvnet export`, the Export dialog and the headless
// run: it turns a design into files. Each exporter is one class registered
// in one place (ExporterRegistry); docs/architecture.md says how to add one.
class Exporter
{
public:
    virtual ~Exporter() = default;

    // The name `--what` takes, also the folder its files go to (machine
    // text: never translated), e.g. "powershell".
    virtual QString name() const = 0;
    // What a progress bar says while it works (translated).
    virtual QString progressText() const = 0;
    // Its files are deliverables the report lists (deployment order, appendix).
    virtual bool isDeliverable() const { return false; }
    // It reads the deliverables of the others, so it runs after them.
    virtual bool readsDeliverables() const { return false; }
    // Its share of an export's work, for progress bars (percent, roughly).
    virtual int weight() const { return 10; }
    // Files under the output folder, or an error and no files.
    virtual ExportResult run(ExportContext &context) const = 0;
};

} // namespace hvnet

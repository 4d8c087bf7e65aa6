#pragma once

#include "exportresult.h"

#include <QByteArray>
#include <QString>

#include <any>
#include <functional>
#include <map>
#include <typeindex>
#include <vector>

namespace hvnet {

class Design;
class TemplateStore;
struct ValidationResult;

// What every exporter of one export reads: the design, its validation, the
// templates, what the exporters before it made, and the options the run was
// asked for. It knows no exporter: what one makes for another and the
// options of one kind of output are kept by name and by type.
struct ExportContext {
    ExportContext(const Design &design, const ValidationResult &validation, const TemplateStore &templates)
        : design(design), validation(validation), templates(templates)
    { }

    const Design &design;
    const ValidationResult &validation;
    const TemplateStore &templates;
    // The files of the deliverable exporters (scripts, configurations), for
    // the report's deployment order and appendix: filled before an exporter
    // that reads them runs, whether those files are written or not.
    std::vector<ExportedFile> deliverables;
    // How far an exporter's long work is (step of steps), reported inside its
    // share of the run's progress; false stops it. ExportRun sets it for each.
    std::function<bool(int step, int steps)> progress;

    // What one exporter makes and another reads too (the diagram's SVG, for
    // its own file and the report): made by the first that asks, once per export.
    const QByteArray &shared(const QString &key, const std::function<QByteArray()> &make);

    // The options of one kind of output (the report's paper, date and
    // appendix), by their type: the run sets them from its request, the
    // exporter that takes them asks. Not set: the type's defaults.
    template <typename Options> void setOptions(Options options)
    {
        m_options[std::type_index(typeid(Options))] = std::move(options);
    }
    template <typename Options> Options options() const
    {
        const auto it = m_options.find(std::type_index(typeid(Options)));
        return it == m_options.end() ? Options() : std::any_cast<Options>(it->second);
    }

private:
    std::map<QString, QByteArray> m_shared;
    std::map<std::type_index, std::any> m_options;
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
    // Part of an export that names no exporter (`hvnet export` without
    // --what, the Export dialog, the headless run); false: only when asked for.
    virtual bool inDefaultExport() const { return true; }
    // Its share of an export's work, for progress bars (percent, roughly).
    virtual int weight() const { return 10; }
    // Files under the output folder, or an error and no files.
    virtual ExportResult run(ExportContext &context) const = 0;
};

} // namespace hvnet

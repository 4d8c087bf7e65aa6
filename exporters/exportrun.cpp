#include "exportrun.h"

#include "exporter.h"
#include "exporterregistry.h"
#include "templatestore.h"

#include <algorithm>

namespace hvnet {

std::vector<const Exporter *> ExportRun::plan(const QStringList &what)
{
    const auto asked = [&what](const Exporter &e) {
        return what.isEmpty() ? e.inDefaultExport() : what.contains(e.name());
    };
    bool readers = false;
    for (const auto &e : ExporterRegistry::all())
        readers = readers || (asked(*e) && e->readsDeliverables());
    std::vector<const Exporter *> exporters;
    for (const auto &e : ExporterRegistry::all())
        if (asked(*e) || (readers && e->isDeliverable()))
            exporters.push_back(e.get());
    std::stable_partition(
        exporters.begin(), exporters.end(), [](const Exporter *e) { return !e->readsDeliverables(); });
    return exporters;
}

ExportRun::Result ExportRun::run(const Design &design, const ValidationResult &validation, const Request &request)
{
    const std::vector<const Exporter *> exporters = plan(request.what);
    int total = 0;
    for (const Exporter *e : exporters)
        total += e->weight();
    const TemplateStore templates(request.templatesDir);
    ExportContext context(design, validation, templates);
    context.setOptions(request.report);
    Result result;
    int done = 0;
    for (const Exporter *exporter : exporters) {
        const int start = total > 0 ? 100 * done / total : 0;
        const int share = total > 0 ? 100 * exporter->weight() / total : 0;
        if (request.progress && !request.progress(*exporter, start)) {
            result.cancelled = true;
            return result;
        }
        // Long work (the report's pages) reports on its own, inside its share.
        context.progress = [&request, exporter, start, share](int step, int steps) {
            if (!request.progress)
                return true;
            return request.progress(*exporter, steps > 0 ? start + share * step / steps : start);
        };
        const ExportResult made = exporter->run(context);
        done += exporter->weight();
        if (request.progress && !request.progress(*exporter, total > 0 ? 100 * done / total : 100)) {
            result.cancelled = true;
            return result;
        }
        const bool asked = request.what.isEmpty() || request.what.contains(exporter->name());
        if (!made.ok()) {
            if (request.keepGoing) {
                result.problems << made.error;
                continue;
            }
            if (asked)
                return {{}, made.error, {}, false};
            continue; // only the report's appendix wanted it; the report says less
        }
        if (exporter->isDeliverable())
            context.deliverables.insert(context.deliverables.end(), made.files.begin(), made.files.end());
        if (!asked)
            continue;
        result.files.insert(result.files.end(), made.files.begin(), made.files.end());
        if (request.made)
            request.made(made.files);
    }
    return result;
}

} // namespace hvnet

#include "deliverables.h"

#include "exporter.h"
#include "exporterregistry.h"
#include "model/validation/validator.h"

namespace hvnet {

std::vector<ExportedFile> scriptsAndConfigurations(const Design &design, const TemplateStore &store)
{
    // The deliverables do not read the findings: an empty validation serves.
    const ValidationResult validation;
    ExportContext context(design, validation, store);
    std::vector<ExportedFile> files;
    for (const auto &exporter : ExporterRegistry::all()) {
        if (!exporter->isDeliverable())
            continue;
        const ExportResult result = exporter->run(context);
        if (result.ok())
            files.insert(files.end(), result.files.begin(), result.files.end());
    }
    return files;
}

} // namespace hvnet

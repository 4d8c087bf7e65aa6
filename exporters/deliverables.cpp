#include "deliverables.h"

#include "powershellexporter.h"
#include "switchexporter.h"

namespace hvnet {

std::vector<ExportedFile> scriptsAndConfigurations(const Design &design, const TemplateStore &store)
{
    std::vector<ExportedFile> files;
    for (const ExportResult &result : {PowerShellExporter(store).run(design), SwitchExporter(store).run(design)})
        if (result.ok())
            files.insert(files.end(), result.files.begin(), result.files.end());
    return files;
}

} // namespace hvnet

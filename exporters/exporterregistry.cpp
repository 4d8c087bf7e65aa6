#include "exporterregistry.h"

#include "exporter.h"
#include "exporters/ansible/ansibleexporter.h"
#include "exporters/diagram/diagramexporter.h"
#include "exporters/powershell/powershellexporter.h"
#include "exporters/report/reportexporter.h"
#include "exporters/switches/switchexporter.h"

namespace hvnet {

namespace {
std::vector<std::unique_ptr<Exporter>> registered()
{
    std::vector<std::unique_ptr<Exporter>> exporters;
    exporters.push_back(std::make_unique<PowerShellExporter>());
    exporters.push_back(std::make_unique<SwitchExporter>());
    exporters.push_back(std::make_unique<ReportExporter>());
    exporters.push_back(std::make_unique<DiagramExporter>());
    exporters.push_back(std::make_unique<AnsibleExporter>());
    return exporters;
}
} // namespace

const std::vector<std::unique_ptr<Exporter>> &ExporterRegistry::all()
{
    static const std::vector<std::unique_ptr<Exporter>> exporters = registered();
    return exporters;
}

const Exporter *ExporterRegistry::find(const QString &name)
{
    for (const auto &exporter : all())
        if (exporter->name() == name)
            return exporter.get();
    return nullptr;
}

QStringList ExporterRegistry::names()
{
    QStringList names;
    for (const auto &exporter : all())
        names << exporter->name();
    return names;
}

QStringList ExporterRegistry::defaultNames()
{
    QStringList names;
    for (const auto &exporter : all())
        if (exporter->inDefaultExport())
            names << exporter->name();
    return names;
}

} // namespace hvnet

#pragma once

#include "exporters/exporter.h"

#include <QString>

namespace hvnet {

class Design;
class TemplateStore;

// Writes, per node, powershell/<node>.ps1 (deployment) and
// powershell/<node>.check.ps1 (read-only check), and per cluster
// powershell/<cluster>.ps1 (cluster networks) and powershell/<cluster>.check.ps1,
// from the templates under powershell/. Each pair is rendered from one plan. Files are UTF-8 with a byte order mark and CRLF line endings,
// as Windows PowerShell 5.1 reads them; the same design gives the same bytes.
class PowerShellExporter : public Exporter
{
public:
    PowerShellExporter() = default; // the export's templates (ExportContext)
    explicit PowerShellExporter(const TemplateStore &templates) : m_templates(&templates) { }

    QString name() const override { return QStringLiteral("powershell"); }
    QString progressText() const override;
    bool isDeliverable() const override { return true; }
    ExportResult run(ExportContext &context) const override;
    // With the templates given on construction, else the built-in ones.
    ExportResult run(const Design &design) const;

private:
    static ExportResult render(const Design &design, const TemplateStore &templates);

    const TemplateStore *m_templates = nullptr;
};

} // namespace hvnet

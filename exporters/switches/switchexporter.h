#pragma once

#include "exporters/exporter.h"

namespace hvnet {

class Design;
class TemplateStore;

// Writes switches/<switch>.cfg for every switch, in its platform's syntax,
// from templates/switches/<platform>/switch.cfg.mustache; the generic
// platform gets a checklist. The data the templates get is documented in
// docs/switches.md.
class SwitchExporter : public Exporter
{
public:
    SwitchExporter() = default; // the export's templates (ExportContext)
    explicit SwitchExporter(const TemplateStore &templates) : m_templates(&templates) { }

    QString name() const override { return QStringLiteral("switches"); }
    QString progressText() const override;
    bool isDeliverable() const override { return true; }
    int weight() const override { return 4; }
    ExportResult run(ExportContext &context) const override;
    // With the templates given on construction, else the built-in ones.
    ExportResult run(const Design &design) const;

private:
    static ExportResult render(const Design &design, const TemplateStore &templates);

    const TemplateStore *m_templates = nullptr;
};

} // namespace hvnet

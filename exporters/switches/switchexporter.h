#pragma once

#include "exportresult.h"

namespace hvnet {

class Design;
class TemplateStore;

// Writes switches/<switch>.cfg for every switch, in its platform's syntax,
// from templates/switches/<platform>/switch.cfg.mustache; the generic
// platform gets a checklist. The data the templates get is documented in
// docs/switches.md.
class SwitchExporter
{
public:
    explicit SwitchExporter(const TemplateStore &templates) : m_templates(templates) { }

    ExportResult run(const Design &design) const;

private:
    const TemplateStore &m_templates;
};

} // namespace hvnet

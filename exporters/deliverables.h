#pragma once

#include "exportresult.h"

#include <vector>

namespace hvnet {

class Design;
class TemplateStore;

// The scripts and switch configurations of a design, for the report's
// deployment order and appendix; an exporter that fails adds nothing.
std::vector<ExportedFile> scriptsAndConfigurations(const Design &design, const TemplateStore &store);

} // namespace hvnet

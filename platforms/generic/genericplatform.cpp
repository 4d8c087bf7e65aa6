// The generic platform: a checklist of what any switch needs for the design,
// for a switch hvnet has no syntax for. Nothing of its output is read,
// collected or compared; its template (switch.cfg.mustache) keeps an empty line
// between its parts.

#include "platforms/switchplatforms.h"

namespace hvnet {

namespace {

class GenericPlatform final : public SwitchPlatformDriver
{
public:
    bool isChecklist() const override { return true; }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeGenericDriver()
{
    return std::make_unique<GenericPlatform>();
}

} // namespace hvnet

#pragma once

#include "switchplatformdriver.h"

#include <memory>
#include <vector>

namespace hvnet {

// The registry of switch platforms: one driver each, in the order of
// platforms/registry.cmake. The command line, the exporters, the collect kit,
// the live check and the import ask it instead of naming a platform.
class SwitchPlatforms
{
public:
    static const SwitchPlatformDriver &driver(SwitchPlatform platform);
    static const std::vector<const SwitchPlatformDriver *> &all();
    // Those whose output hvnet reads: every one but the checklist.
    static const std::vector<const SwitchPlatformDriver *> &readable();

private:
    struct Registry;
    static const Registry &registry();
    static void attach(SwitchPlatformDriver &driver, SwitchPlatform platform) { driver.m_platform = platform; }
};

// Each platform's folder defines the function that makes its driver; the
// names come from the registry (vendor-os: makeVendorOsDriver), so a folder
// the registry names and that has none does not link.
#define HVNET_DECLARE_PLATFORM_DRIVER(name, id) std::unique_ptr<SwitchPlatformDriver> make##name##Driver();
HVNET_SWITCH_PLATFORMS(HVNET_DECLARE_PLATFORM_DRIVER)
#undef HVNET_DECLARE_PLATFORM_DRIVER

} // namespace hvnet

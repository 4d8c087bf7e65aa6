#include "switchplatforms.h"

namespace hvnet {

struct SwitchPlatforms::Registry {
    std::vector<std::unique_ptr<SwitchPlatformDriver>> owned;
    std::vector<const SwitchPlatformDriver *> all;
    std::vector<const SwitchPlatformDriver *> readable;

    Registry()
    {
#define HVNET_MAKE_PLATFORM_DRIVER(name, id) owned.push_back(make##name##Driver());
        HVNET_SWITCH_PLATFORMS(HVNET_MAKE_PLATFORM_DRIVER)
#undef HVNET_MAKE_PLATFORM_DRIVER
        for (std::size_t i = 0; i < owned.size(); ++i) {
            attach(*owned[i], SwitchPlatform(i));
            all.push_back(owned[i].get());
            if (!owned[i]->isChecklist())
                readable.push_back(owned[i].get());
        }
    }
};

// Made on first use; a function-local static, so the validator's and the
// live check's worker threads may ask too.
const SwitchPlatforms::Registry &SwitchPlatforms::registry()
{
    static const Registry r;
    return r;
}

const SwitchPlatformDriver &SwitchPlatforms::driver(SwitchPlatform platform)
{
    return *registry().all.at(std::size_t(platform));
}

const std::vector<const SwitchPlatformDriver *> &SwitchPlatforms::all()
{
    return registry().all;
}

const std::vector<const SwitchPlatformDriver *> &SwitchPlatforms::readable()
{
    return registry().readable;
}

} // namespace hvnet

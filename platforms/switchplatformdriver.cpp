#include "switchplatformdriver.h"

#include "model/switchplatformspec.h"

namespace hvnet {

const SwitchPlatformSpec &SwitchPlatformDriver::spec() const
{
    return SwitchPlatformSpec::of(m_platform);
}

QString SwitchPlatformDriver::displayName() const
{
    return spec().displayName();
}

} // namespace hvnet

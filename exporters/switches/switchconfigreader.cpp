#include "switchconfigreader.h"

#include "arista-eos/eosconfigreader.h"
#include "aruba-cx/aoscxconfigreader.h"
#include "cisco-nxos/nxosconfigreader.h"
#include "dell-os10/os10configreader.h"
#include "hpe-comware/comwareconfigreader.h"
#include "juniper-junos/junosconfigreader.h"
#include "nvidia-cumulus/cumulusconfigreader.h"

namespace hvnet {

std::unique_ptr<SwitchConfigReader> SwitchConfigReader::forPlatform(SwitchPlatform platform)
{
    switch (platform) {
    case SwitchPlatform::CiscoNxos: return std::make_unique<NxosConfigReader>();
    case SwitchPlatform::DellOs10: return std::make_unique<Os10ConfigReader>();
    case SwitchPlatform::AristaEos: return std::make_unique<EosConfigReader>();
    case SwitchPlatform::HpeComware: return std::make_unique<ComwareConfigReader>();
    case SwitchPlatform::ArubaCx: return std::make_unique<AoscxConfigReader>();
    case SwitchPlatform::NvidiaCumulus: return std::make_unique<CumulusConfigReader>();
    case SwitchPlatform::JuniperJunos: return std::make_unique<JunosConfigReader>();
    case SwitchPlatform::Generic: break;
    }
    return nullptr;
}

} // namespace hvnet

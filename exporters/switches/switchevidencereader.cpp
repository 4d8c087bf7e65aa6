#include "switchevidencereader.h"

#include "arista-eos/eosevidencereader.h"
#include "aruba-cx/aoscxevidencereader.h"
#include "cisco-nxos/nxosevidencereader.h"
#include "dell-os10/os10evidencereader.h"
#include "hpe-comware/comwareevidencereader.h"
#include "juniper-junos/junosevidencereader.h"
#include "nvidia-cumulus/cumulusevidencereader.h"

namespace hvnet {

std::unique_ptr<SwitchEvidenceReader> SwitchEvidenceReader::forPlatform(SwitchPlatform platform)
{
    switch (platform) {
    case SwitchPlatform::CiscoNxos: return std::make_unique<NxosEvidenceReader>();
    case SwitchPlatform::DellOs10: return std::make_unique<Os10EvidenceReader>();
    case SwitchPlatform::AristaEos: return std::make_unique<EosEvidenceReader>();
    case SwitchPlatform::HpeComware: return std::make_unique<ComwareEvidenceReader>();
    case SwitchPlatform::ArubaCx: return std::make_unique<AoscxEvidenceReader>();
    case SwitchPlatform::NvidiaCumulus: return std::make_unique<CumulusEvidenceReader>();
    case SwitchPlatform::JuniperJunos: return std::make_unique<JunosEvidenceReader>();
    case SwitchPlatform::Generic: break;
    }
    return nullptr;
}

} // namespace hvnet

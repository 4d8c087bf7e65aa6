// HPE Aruba Networking AOS-CX: the driver that puts this folder's readers,
// commands and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "aoscxconfigreader.h"
#include "aoscxevidencereader.h"
#include "readingplatform.h"
#include "switchplatforms.h"

namespace hvnet {

namespace {

class AoscxPlatform final : public ReadingPlatform<AoscxConfigReader, AoscxEvidenceReader>
{
public:
    AoscxPlatform()
        : ReadingPlatform({"show running-config", "show lldp neighbor-info detail", "show interface flow-control"},
            // What only this platform prints: the LLDP summary line, numeric 1/1/N interfaces, the DCBx state and "vlan
            // trunk allowed".
            {signature("^Neighbor Entries\\s+:|^interface 1/1/\\d+|^DCBx admin state|^\\s*vlan trunk allowed")})
    { }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeArubaCxDriver()
{
    return std::make_unique<AoscxPlatform>();
}

} // namespace hvnet

// Arista EOS: the driver that puts this folder's readers, commands and
// signatures behind SwitchPlatformDriver; platform.json and switch.cfg.mustache
// beside it hold the data and the template.

#include "eosconfigreader.h"
#include "eosevidencereader.h"
#include "readingplatform.h"
#include "switchplatforms.h"

namespace hvnet {

namespace {

class EosPlatform final : public ReadingPlatform<EosConfigReader, EosEvidenceReader>
{
public:
    EosPlatform()
        : ReadingPlatform({"show running-config", "show lldp neighbors detail", "show priority-flow-control"},
            // What only this platform prints: the device banner, the LLDP and PFC output's wording; and the
            // configuration's banner, CoS map, no-drop priorities and EthernetN interfaces.
            {signature("^! device: |detected \\d+ LLDP neighbors|\"lldpNeighbors\"|The hardware supports PFC"),
                signature("^! Command: show running-config|^qos map cos \\d+ to traffic-class|"
                          "^\\s*priority-flow-control priority \\d+ no-drop|^interface Ethernet\\d+\\s*$")})
    { }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeAristaEosDriver()
{
    return std::make_unique<EosPlatform>();
}

} // namespace hvnet

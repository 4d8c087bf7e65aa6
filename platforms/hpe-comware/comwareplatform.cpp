// HPE Comware 7: the driver that puts this folder's readers, commands and
// signatures behind SwitchPlatformDriver; platform.json and switch.cfg.mustache
// beside it hold the data and the template.

#include "comwareconfigreader.h"
#include "comwareevidencereader.h"
#include "readingplatform.h"
#include "switchplatforms.h"

namespace hvnet {

namespace {

class ComwarePlatform final : public ReadingPlatform<ComwareConfigReader, ComwareEvidenceReader>
{
public:
    ComwarePlatform()
        : ReadingPlatform({"display current-configuration", "display lldp neighbor-information verbose",
                              "display priority-flow-control interface"},
            // What only this platform prints: the LLDP headings, "sysname" and "port link-type" lines, the PFC table's
            // legend.
            {signature(
                "LLDP neighbor-information of port|^\\s*sysname |^\\s*port link-type |^Conf -- Configured mode")})
    { }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeHpeComwareDriver()
{
    return std::make_unique<ComwarePlatform>();
}

} // namespace hvnet

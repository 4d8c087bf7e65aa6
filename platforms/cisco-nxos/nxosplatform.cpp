// Cisco NX-OS on Nexus 9000: the driver that puts this folder's readers,
// commands and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "nxosconfigreader.h"
#include "nxosevidencereader.h"
#include "readingplatform.h"
#include "switchplatforms.h"

namespace hvnet {

namespace {

class NxosPlatform final : public ReadingPlatform<NxosConfigReader, NxosEvidenceReader>
{
public:
    NxosPlatform()
        : ReadingPlatform({"show running-config", "show lldp neighbors detail", "show interface priority-flow-control"},
            // What only this platform prints: the configuration's "!Command:" banner and "feature" lines, the JSON LLDP
            // table, the LLDP detail labels; and the PFC table's heading.
            {signature("^!Command: show running-config|^feature |TABLE_nbor_detail|^Local Port id:"),
                signature("^Port\\s+Mode\\s+Oper\\(VL bmap\\)")})
    { }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeCiscoNxosDriver()
{
    return std::make_unique<NxosPlatform>();
}

} // namespace hvnet

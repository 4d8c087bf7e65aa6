// NVIDIA Cumulus Linux with NVUE: the driver that puts this folder's readers,
// commands and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "cumulusconfigreader.h"
#include "cumulusevidencereader.h"
#include "readingplatform.h"
#include "switchplatforms.h"

namespace hvnet {

namespace {

class CumulusPlatform final : public ReadingPlatform<CumulusConfigReader, CumulusEvidenceReader>
{
public:
    CumulusPlatform()
        : ReadingPlatform({"nv config show -o commands", "lldpctl -f json", "nv show qos roce"},
            // What only this platform prints: NVUE set commands, lldpctl's JSON and text, the NVUE LLDP table.
            {signature("^nv set |\"lldp\"\\s*:|^Interface:\\s+swp|^Interface\\s+Speed\\s+Type\\s+Remote Host")})
    { }

    // What the reader takes besides.
    QStringList alternativeCommands(SwitchEvidenceFile file) const override
    {
        if (file == SwitchEvidenceFile::Lldp)
            return {QStringLiteral("nv show interface --view=lldp")};
        return {};
    }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeNvidiaCumulusDriver()
{
    return std::make_unique<CumulusPlatform>();
}

} // namespace hvnet

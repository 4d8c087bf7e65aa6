// Dell SmartFabric OS10: the driver that puts this folder's readers, commands
// and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "os10configreader.h"
#include "os10evidencereader.h"
#include "readingplatform.h"
#include "switchplatforms.h"

namespace hvnet {

namespace {

class Os10Platform final : public ReadingPlatform<Os10ConfigReader, Os10EvidenceReader>
{
public:
    Os10Platform()
        : ReadingPlatform({"show running-configuration", "show lldp neighbors detail",
                              "show interface ethernet <port> priority-flow-control"},
            // What only this platform prints: the LLDP detail labels and the lower-case ethernet<node>/<slot>/<port>
            // interfaces.
            {signature(
                "Remote Chassis ID Subtype|^interface ethernet\\d+/\\d+/\\d+|^Interface ethernet\\d+/\\d+/\\d+")})
    { }

    // OS10's show commands take the type and the number apart: "ethernet 1/1/1".
    QString portArgument(const QString &port) const override
    {
        if (port.startsWith(QLatin1String("ethernet"), Qt::CaseInsensitive))
            return port.mid(8).trimmed();
        return port;
    }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeDellOs10Driver()
{
    return std::make_unique<Os10Platform>();
}

} // namespace hvnet

// HPE Aruba Networking AOS-CX: the driver that puts this folder's readers,
// commands and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "aoscxconfigreader.h"
#include "aoscxevidencereader.h"
#include "platforms/readingplatform.h"
#include "platforms/switchplatforms.h"

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

    // HPE Aruba Networking AOS-CX Command-Line Interface Guide ("no page")
    // and Fundamentals Guide (checkpoints, "checkpoint auto").
    SwitchSession session() const override
    {
        return {SwitchSession::Channel::Shell, QStringLiteral("^[A-Za-z0-9._-]+(\\([^)]*\\))?# ?$"),
            {QStringLiteral("no page")}, {QStringLiteral("^Invalid input: "), QStringLiteral("^% Command incomplete")},
            QStringLiteral("AOS-CX Command-Line Interface Guide: page, no page"),
            {QStringLiteral("exec: not documented for AOS-CX, so a shell"),
                QStringLiteral("error lines: from examples, not from a list the guide gives")}};
    }

    // Auto checkpoint mode keeps the running configuration as a temporary
    // checkpoint; unless confirmed within the interval (1 to 60 minutes) the
    // switch restores it.
    ConfigRollback rollback() const override
    {
        return {QStringLiteral("auto checkpoint"), {QStringLiteral("checkpoint auto <minutes>")},
            {QStringLiteral("configure terminal"), QStringLiteral("<configuration>"), QStringLiteral("end")},
            {QStringLiteral("checkpoint auto confirm")}, {}, true,
            QStringLiteral("AOS-CX Fundamentals Guide: Checkpoints, checkpoint auto"), {}};
    }

    // "vlan trunk allowed" adds to the port's VLANs, "map queue" to the queue's priorities.
    ConfigEditing configEditing() const override
    {
        ConfigEditing e{ConfigEditing::Form::Blocks, {}, QStringLiteral("no "), QStringLiteral("exit"),
            {QStringLiteral("^vlan trunk allowed$")}};
        // A queue profile maps each local priority on a line of its own.
        e.additiveSingly = {QStringLiteral("^map queue [0-9]+ local-priority$")};
        return e;
    }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeArubaCxDriver()
{
    return std::make_unique<AoscxPlatform>();
}

} // namespace hvnet

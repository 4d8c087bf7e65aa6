// Arista EOS: the driver that puts this folder's readers, commands and
// signatures behind SwitchPlatformDriver; platform.json and switch.cfg.mustache
// beside it hold the data and the template.

#include "eosconfigreader.h"
#include "eosevidencereader.h"
#include "platforms/readingplatform.h"
#include "platforms/switchplatforms.h"

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

    // Arista EOS User Manual: the command-line interface (prompts, "terminal
    // length") and configure sessions (commit timer).
    SwitchSession session() const override
    {
        return {SwitchSession::Channel::Shell, QStringLiteral("^[A-Za-z0-9._-]+(\\([^)]*\\))?[>#] ?$"),
            {QStringLiteral("terminal length 0")},
            {QStringLiteral("^% (Invalid input|Incomplete command|Ambiguous command|Unavailable command)"),
                QStringLiteral("^% Authorization denied")},
            QStringLiteral("Arista EOS User Manual: Command-Line Interface"),
            {QStringLiteral("exec: EOS runs a command given to ssh in its CLI, but no page of the manual read says so; "
                            "a shell until one does")}};
    }

    // The configuration goes into a named configure session; "commit timer"
    // applies it and takes it back unless the session is committed again in
    // time; abort drops it.
    ConfigRollback rollback() const override
    {
        return {QStringLiteral("configure session with a commit timer"), {QStringLiteral("configure session <name>")},
            {QStringLiteral("<configuration>"), QStringLiteral("commit timer <hh:mm:ss>")},
            {QStringLiteral("configure session <name> commit")}, {QStringLiteral("configure session <name> abort")},
            true, QStringLiteral("Arista EOS User Manual: Configure Sessions (commit timer)"),
            {QStringLiteral("abort after a commit timer: the manual describes abort for a session not yet committed")},
            {QStringLiteral("abort")}};
    }

    // As NX-OS: "switchport trunk allowed vlan" replaces the list.
    ConfigEditing configEditing() const override
    {
        return {ConfigEditing::Form::Blocks, {}, QStringLiteral("no "), QStringLiteral("exit"), {}};
    }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeAristaEosDriver()
{
    return std::make_unique<EosPlatform>();
}

} // namespace hvnet

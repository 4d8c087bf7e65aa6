// Cisco NX-OS on Nexus 9000: the driver that puts this folder's readers,
// commands and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "nxosconfigreader.h"
#include "nxosevidencereader.h"
#include "platforms/readingplatform.h"
#include "platforms/switchplatforms.h"

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

    // Cisco Nexus 9000 Series NX-OS Fundamentals Configuration Guide (the
    // CLI: prompts, "terminal length") and System Management Configuration
    // Guide ("Configuring the Rollback Feature").
    SwitchSession session() const override
    {
        return {SwitchSession::Channel::Shell, QStringLiteral("^[A-Za-z0-9._-]+(\\([^)]*\\))?# ?$"),
            {QStringLiteral("terminal length 0")},
            {QStringLiteral("^% (Invalid|Incomplete|Ambiguous) "), QStringLiteral("^% Permission denied")},
            QStringLiteral("Cisco Nexus 9000 Series NX-OS Fundamentals Configuration Guide, Release 10.x: Using the CLI"),
            {QStringLiteral("exec: not documented for NX-OS, so a shell")}};
    }

    // A named checkpoint of the running configuration first; the
    // configuration is entered; a rollback to the checkpoint takes it back.
    // NX-OS has no timer here (configure replace has one, but replaces the
    // whole configuration, and hvnet's is a part of it): the timer is
    // emulated, hvnet rolls back itself when the read-back fails.
    ConfigRollback rollback() const override
    {
        return {QStringLiteral("checkpoint and rollback"), {QStringLiteral("checkpoint <name>")},
            {QStringLiteral("configure terminal"), QStringLiteral("<configuration>"), QStringLiteral("end")},
            {QStringLiteral("no checkpoint <name>")},
            {QStringLiteral("rollback running-config checkpoint <name>"), QStringLiteral("no checkpoint <name>")}, false,
            QStringLiteral("Cisco Nexus 9000 Series NX-OS System Management Configuration Guide, Release 10.x: "
                           "Configuring the Rollback Feature"),
            {}};
    }

    // Blocks left with exit, lines taken back with no; "switchport trunk
    // allowed vlan" replaces the list (its "add" form would add).
    ConfigEditing configEditing() const override
    {
        return {ConfigEditing::Form::Blocks, {}, QStringLiteral("no "), QStringLiteral("exit"), {}};
    }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeCiscoNxosDriver()
{
    return std::make_unique<NxosPlatform>();
}

} // namespace hvnet

// HPE Comware 7: the driver that puts this folder's readers, commands and
// signatures behind SwitchPlatformDriver; platform.json and switch.cfg.mustache
// beside it hold the data and the template.

#include "comwareconfigreader.h"
#include "comwareevidencereader.h"
#include "platforms/readingplatform.h"
#include "platforms/switchplatforms.h"

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

    // HPE FlexFabric/FlexNetwork Comware 7 Fundamentals Configuration Guide:
    // the CLI (views and their prompts, "screen-length disable", the error
    // messages) and configuration commit delay.
    SwitchSession session() const override
    {
        return {SwitchSession::Channel::Shell, QStringLiteral("^[<\\[][^<>\\[\\]\\s]+[>\\]]$"),
            {QStringLiteral("screen-length disable")},
            {QStringLiteral("^\\s*% (Unrecognized command|Incomplete command|Wrong parameter|Too many parameters|"
                            "Ambiguous command)")},
            QStringLiteral("HPE Comware 7 Fundamentals Configuration Guide: Using the CLI"),
            {QStringLiteral("exec: not documented for Comware, so a shell")}};
    }

    // With a commit delay set, the configuration entered after it must be
    // committed in time, or the switch goes back to what it ran before.
    ConfigRollback rollback() const override
    {
        return {QStringLiteral("configuration commit delay"),
            {QStringLiteral("system-view"), QStringLiteral("configuration commit delay <minutes>")},
            {QStringLiteral("<configuration>")}, {QStringLiteral("configuration commit")}, {}, true,
            QStringLiteral("HPE Comware 7 Fundamentals Configuration Guide: Configuring configuration commit delay "
                           "(Release 1121 and later)"),
            {}};
    }

    // Views are left with quit, lines taken back with undo; "port trunk
    // permit vlan" adds to the port's VLANs, listed with spaces and "to".
    ConfigEditing configEditing() const override
    {
        return {ConfigEditing::Form::Blocks, {}, QStringLiteral("undo "), QStringLiteral("quit"),
            {QStringLiteral("^port trunk permit vlan$")}, QStringLiteral(" "), QStringLiteral(" to ")};
    }
};

} // namespace

std::unique_ptr<SwitchPlatformDriver> makeHpeComwareDriver()
{
    return std::make_unique<ComwarePlatform>();
}

} // namespace hvnet

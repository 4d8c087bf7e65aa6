// NVIDIA Cumulus Linux with NVUE: the driver that puts this folder's readers,
// commands and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "cumulusconfigreader.h"
#include "cumulusevidencereader.h"
#include "platforms/readingplatform.h"
#include "platforms/switchplatforms.h"

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

    // Cumulus Linux: an SSH login is a Linux shell (bash) that runs what ssh
    // gives it; NVUE's errors begin "Error:". NVUE Command Reference: Config
    // Commands (nv config apply --confirm).
    SwitchSession session() const override
    {
        return {SwitchSession::Channel::Exec,
            QStringLiteral("^[A-Za-z0-9._-]+@[A-Za-z0-9._-]+(:[A-Za-z0-9._-]+)?:[^$#]*[$#] ?$"), {},
            {QStringLiteral("^Error: "), QStringLiteral(": command not found$")},
            QStringLiteral("NVIDIA Cumulus Linux User Guide: NVUE CLI; NVUE Command Reference"), {}};
    }

    // nv set commands make a pending revision; "nv config apply --confirm"
    // applies it and rolls back by itself unless confirmed in time (ten
    // minutes unless another time is given).
    ConfigRollback rollback() const override
    {
        return {QStringLiteral("nv config apply --confirm"), {},
            {QStringLiteral("<configuration>"), QStringLiteral("nv config apply --confirm <minutes> --assume-yes")},
            {QStringLiteral("nv config apply --confirm-yes")}, {}, true,
            QStringLiteral("NVUE Command Reference: Config Commands, nv config apply"),
            {QStringLiteral("the confirming command: the reference describes --confirm and --confirm-status only"),
                QStringLiteral("<minutes>: the reference's example takes 60 for an hour")},
            {QStringLiteral("nv config detach")}};
    }

    // nv set and nv unset; a bridge domain's or a port's VLANs and a PFC
    // profile's or a buffer pool's priorities are sets a line adds to.
    ConfigEditing configEditing() const override
    {
        return {ConfigEditing::Form::Lines, QStringLiteral("nv set "), QStringLiteral("nv unset "), {},
            {QStringLiteral("(^| )bridge domain \\S+ vlan$"), QStringLiteral("^qos (pfc|traffic-pool) \\S+ switch-priority$")}};
    }

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

// Dell SmartFabric OS10: the driver that puts this folder's readers, commands
// and signatures behind SwitchPlatformDriver; platform.json and
// switch.cfg.mustache beside it hold the data and the template.

#include "os10configreader.h"
#include "os10evidencereader.h"
#include "platforms/readingplatform.h"
#include "platforms/switchplatforms.h"

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

    // Dell SmartFabric OS10 User Guide: the CLI (prompts, "terminal length")
    // and transaction-based configuration.
    SwitchSession session() const override
    {
        return {SwitchSession::Channel::Shell, QStringLiteral("^[A-Za-z0-9._-]+(\\([^)]*\\))?# ?$"),
            {QStringLiteral("terminal length 0")}, {QStringLiteral("^% Error: ")},
            QStringLiteral("Dell SmartFabric OS10 User Guide: CLI basics"),
            {QStringLiteral("exec: not documented for OS10, so a shell")}};
    }

    // In a transaction the configuration goes into the candidate
    // configuration; commit applies it, discard drops it. Once committed
    // there is no timer and no checkpoint that takes it back, so the way back
    // is hvnet's own (emulated): the change from what runs then to what it
    // read before (<undo>).
    ConfigRollback rollback() const override
    {
        return {QStringLiteral("transaction on the candidate configuration"), {QStringLiteral("start transaction")},
            {QStringLiteral("configure terminal"), QStringLiteral("<configuration>"), QStringLiteral("end"),
                QStringLiteral("commit")},
            {}, {QStringLiteral("configure terminal"), QStringLiteral("<undo>"), QStringLiteral("end")}, false,
            QStringLiteral("Dell OS10: How to use Transaction-Based Configuration Mode (Dell knowledge base 000120163)"),
            {}, {QStringLiteral("discard")}};
    }

    // "switchport trunk allowed vlan" adds to the port's VLANs; "no" with
    // the VLANs takes them off.
    ConfigEditing configEditing() const override
    {
        return {ConfigEditing::Form::Blocks, {}, QStringLiteral("no "), QStringLiteral("exit"),
            {QStringLiteral("^switchport trunk allowed vlan$")}};
    }

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

#include "switchevidence.h"

#include "evidencetext.h"
#include "switchconfigreader.h"
#include "switchevidencereader.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

struct EvidenceTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::SwitchEvidence)
};

} // namespace

QString SwitchEvidence::fileName(File file)
{
    switch (file) {
    case File::RunningConfig: return QStringLiteral("running-config.txt");
    case File::Lldp: return QStringLiteral("lldp.txt");
    case File::Pfc: return QStringLiteral("pfc.txt");
    }
    return QString();
}

QString SwitchEvidence::command(SwitchPlatform platform, File file)
{
    static const std::map<SwitchPlatform, std::array<const char *, 3>> commands{
        {SwitchPlatform::CiscoNxos, {"show running-config", "show lldp neighbors detail", "show interface priority-flow-control"}},
        {SwitchPlatform::AristaEos, {"show running-config", "show lldp neighbors detail", "show priority-flow-control"}},
        {SwitchPlatform::DellOs10, {"show running-configuration", "show lldp neighbors detail",
                                       "show interface ethernet <port> priority-flow-control"}},
        {SwitchPlatform::ArubaCx, {"show running-config", "show lldp neighbor-info detail", "show interface flow-control"}},
        {SwitchPlatform::HpeComware, {"display current-configuration", "display lldp neighbor-information verbose",
                                         "display priority-flow-control interface"}},
        {SwitchPlatform::JuniperJunos, {"show configuration | display set", "show lldp neighbors detail",
                                           "show class-of-service congestion-notification"}},
        {SwitchPlatform::NvidiaCumulus, {"nv config show -o commands", "lldpctl -f json", "nv show qos roce"}},
    };
    const auto it = commands.find(platform);
    return it == commands.end() ? QString() : QString::fromLatin1(it->second[std::size_t(file)]);
}

QStringList SwitchEvidence::alternatives(SwitchPlatform platform, File file)
{
    if (platform == SwitchPlatform::JuniperJunos && file == File::Lldp)
        return {QStringLiteral("show lldp neighbors")};
    if (platform == SwitchPlatform::NvidiaCumulus && file == File::Lldp)
        return {QStringLiteral("nv show interface --view=lldp")};
    return {};
}

QString SwitchEvidence::portArgument(SwitchPlatform platform, const QString &port)
{
    // OS10's show commands take the type and the number apart: "ethernet 1/1/1".
    if (platform == SwitchPlatform::DellOs10 && port.startsWith(QLatin1String("ethernet"), Qt::CaseInsensitive))
        return port.mid(8).trimmed();
    return port;
}

void SwitchEvidence::read(SwitchPlatform platform, File file, const QByteArray &bytes, SwitchState &state)
{
    const std::size_t before = state.problems.size();
    const EvidenceText text = EvidenceText::fromBytes(bytes);
    if (!text.isReadable()) {
        state.addProblem(text.errorLine(), text.error(), true);
    } else if (file == File::RunningConfig) {
        const auto reader = SwitchConfigReader::forPlatform(platform);
        if (text.isJson()) {
            state.addProblem(text.firstContentLine(),
                EvidenceTr::tr("this is JSON; save the text of '%1'").arg(command(platform, file)), true);
        } else if (reader) {
            SwitchState config = reader->read(text.text());
            if (config.ports.empty() && config.vlans.empty() && text.firstContentLine() > 0)
                config.addProblem(text.firstContentLine(),
                    EvidenceTr::tr("no interface or VLAN of a %1 configuration was found; is this the output of '%2'?")
                        .arg(QString::fromStdString(std::string(enumName(platform))), command(platform, file)),
                    true);
            // The configuration replaces what a configuration says; observations stay.
            config.neighbors = std::move(state.neighbors);
            config.pfcStatus = std::move(state.pfcStatus);
            config.pfcProfiles = std::move(state.pfcProfiles);
            config.pfcEveryPort = std::move(state.pfcEveryPort);
            config.problems.insert(config.problems.begin(), state.problems.begin(), state.problems.end());
            state = std::move(config);
        }
    } else if (const auto reader = SwitchEvidenceReader::forPlatform(platform)) {
        if (file == File::Lldp)
            reader->readLldp(text, state);
        else
            reader->readPfc(text, state);
    }
    for (std::size_t i = before; i < state.problems.size(); ++i)
        state.problems[i].file = fileName(file);
}

} // namespace hvnet

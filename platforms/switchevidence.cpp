#include "switchevidence.h"

#include "plans/evidence/evidencetext.h"
#include "switchconfigreader.h"
#include "switchevidencereader.h"
#include "switchplatforms.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

struct EvidenceTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::SwitchEvidence)
};

} // namespace

QString SwitchEvidence::command(SwitchPlatform platform, File file)
{
    return SwitchPlatforms::driver(platform).evidenceCommand(file);
}

QStringList SwitchEvidence::alternatives(SwitchPlatform platform, File file)
{
    return SwitchPlatforms::driver(platform).alternativeCommands(file);
}

QString SwitchEvidence::portArgument(SwitchPlatform platform, const QString &port)
{
    return SwitchPlatforms::driver(platform).portArgument(port);
}

void SwitchEvidence::read(SwitchPlatform platform, File file, const QByteArray &bytes, SwitchState &state)
{
    const SwitchPlatformDriver &driver = SwitchPlatforms::driver(platform);
    const std::size_t before = state.problems.size();
    const EvidenceText text = EvidenceText::fromBytes(bytes);
    if (!text.isReadable()) {
        state.addProblem(text.errorLine(), text.error(), true);
    } else if (text.firstContentLine() == 0) {
        // Nothing was pasted: said, so that an empty file is not taken for a
        // switch without configuration, neighbours or PFC.
        state.addProblem(0, EvidenceTr::tr("the file is empty: paste the output of '%1' into it")
                                .arg(driver.evidenceCommand(file)), true);
    } else if (file == File::RunningConfig) {
        const SwitchConfigReader *reader = driver.configReader();
        if (text.isJson()) {
            state.addProblem(text.firstContentLine(),
                EvidenceTr::tr("this is JSON; save the text of '%1'").arg(driver.evidenceCommand(file)), true);
        } else if (reader) {
            SwitchState config = reader->read(text.text());
            if (config.ports.empty() && config.vlans.empty() && text.firstContentLine() > 0)
                config.addProblem(text.firstContentLine(),
                    EvidenceTr::tr("no interface or VLAN of a %1 configuration was found; is this the output of '%2'?")
                        .arg(driver.id(), driver.evidenceCommand(file)),
                    true);
            // The configuration replaces what a configuration says; observations stay.
            config.neighbors = std::move(state.neighbors);
            config.pfcStatus = std::move(state.pfcStatus);
            config.pfcProfiles = std::move(state.pfcProfiles);
            config.pfcEveryPort = std::move(state.pfcEveryPort);
            config.problems.insert(config.problems.begin(), state.problems.begin(), state.problems.end());
            state = std::move(config);
        }
    } else if (const SwitchEvidenceReader *reader = driver.evidenceReader()) {
        if (file == File::Lldp)
            reader->readLldp(text, state);
        else
            reader->readPfc(text, state);
    }
    for (std::size_t i = before; i < state.problems.size(); ++i)
        state.problems[i].file = fileName(file);
}

} // namespace hvnet

#pragma once

#include "switchplatformdriver.h"

#include <utility>
#include <vector>

namespace hvnet {

// The driver of a platform whose output hvnet reads, as every platform but
// the checklist is: its configuration reader and its LLDP and PFC reader,
// the command whose output each evidence file holds, and the lines only it
// prints, all given on construction. The platform's class derives from it
// and adds what else it does differently.
template <typename ConfigReader, typename EvidenceReader> class ReadingPlatform : public SwitchPlatformDriver
{
public:
    struct Commands {
        const char *runningConfig;
        const char *lldp;
        const char *pfc;
    };

    ReadingPlatform(Commands commands, std::vector<QRegularExpression> signatures)
        : m_commands(commands), m_signatures(std::move(signatures))
    { }

    const SwitchConfigReader *configReader() const override { return &m_config; }
    const SwitchEvidenceReader *evidenceReader() const override { return &m_evidence; }
    QString evidenceCommand(SwitchEvidenceFile file) const override
    {
        switch (file) {
        case SwitchEvidenceFile::RunningConfig: return QString::fromLatin1(m_commands.runningConfig);
        case SwitchEvidenceFile::Lldp: return QString::fromLatin1(m_commands.lldp);
        case SwitchEvidenceFile::Pfc: return QString::fromLatin1(m_commands.pfc);
        }
        return {};
    }
    const std::vector<QRegularExpression> &signatures() const override { return m_signatures; }

private:
    ConfigReader m_config;
    EvidenceReader m_evidence;
    Commands m_commands;
    std::vector<QRegularExpression> m_signatures;
};

} // namespace hvnet

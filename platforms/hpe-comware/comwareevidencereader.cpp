#include "comwareevidencereader.h"

#include "plans/evidence/evidencetext.h"
#include "platforms/lldptext.h"
#include "platforms/pfctext.h"

namespace hvnet {

void ComwareEvidenceReader::readLldp(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        PfcText::noJsonForm(text, QStringLiteral("display lldp neighbor-information verbose"), state);
        return;
    }
    using F = LldpText::Field;
    static const LldpText::DetailForm form{
        {{"LLDP neighbor index", F::NextNeighbor}, {"Chassis type", F::ChassisIdSubtype}, {"Chassis ID", F::ChassisId},
            {"Port ID type", F::PortIdSubtype}, {"Port ID subtype", F::PortIdSubtype}, {"Port ID", F::PortId},
            {"Port description", F::PortDescription}, {"System name", F::SystemName},
            {"System description", F::SystemDescription}, {"PFC enable", F::PfcPriorities},
            {"PFC willing", F::PfcWilling}},
        QRegularExpression(QStringLiteral("^LLDP neighbor-information of port \\d+\\[([^\\]]+)\\]:?$"),
            QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(QStringLiteral("^LLDP (neighbor-information|agent)"), QRegularExpression::CaseInsensitiveOption)};
    LldpText::readDetail(text, form, QStringLiteral("Comware 'display lldp neighbor-information verbose'"), state);
}

void ComwareEvidenceReader::readPfc(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        PfcText::noJsonForm(text, QStringLiteral("display priority-flow-control interface"), state);
        return;
    }
    // WGE1/0/1     Auto  On   3,5      3   178    43    12   15
    //                                  5   0      0     0    0      (a row per further priority)
    static const QRegularExpression row(QStringLiteral(
        "^\\s*([A-Za-z][A-Za-z\\-]*\\d\\S*)\\s+(Auto|Enable|Enabled|Disable|Disabled|On|Off)\\s+(On|Off|Enable|Enabled|Disable|Disabled|-+|N/A)"
        "\\s+([\\d,\\-]+|-+|N/A)(?:\\s+(\\d+)\\s+(\\d+)\\s+(\\d+))?"),
        QRegularExpression::CaseInsensitiveOption);
    const QStringList &lines = text.lines();
    for (int i = 0; i < lines.size(); ++i) {
        const auto m = row.match(lines.at(i));
        if (!m.hasMatch())
            continue;
        PfcPortStatus s;
        s.line = i + 1;
        s.port = m.captured(1);
        s.mode = PfcText::mode(m.captured(2)); // "Enable" is forced, "Auto" negotiated through DCBX
        s.operational = PfcText::onOff(m.captured(3));
        s.priorities = LldpText::priorities(m.captured(4));
        if (!m.captured(5).isEmpty()) {
            s.rxPause = m.captured(6).toLongLong();
            s.txPause = m.captured(7).toLongLong();
        }
        state.pfcStatus[s.port] = s;
    }
    if (state.pfcStatus.empty())
        PfcText::nothingFound(text, QStringLiteral("display priority-flow-control interface"), state);
}

} // namespace hvnet

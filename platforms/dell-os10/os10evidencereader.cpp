#include "os10evidencereader.h"

#include "plans/evidence/evidencetext.h"
#include "platforms/lldptext.h"
#include "platforms/pfcblocks.h"
#include "platforms/pfctext.h"

namespace hvnet {

void Os10EvidenceReader::readLldp(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        PfcText::noJsonForm(text, QStringLiteral("show lldp neighbors detail"), state);
        return;
    }
    using F = LldpText::Field;
    static const LldpText::DetailForm form{
        {{"Remote Chassis ID Subtype", F::ChassisIdSubtype}, {"Remote Chassis ID", F::ChassisId},
            {"Remote Port Subtype", F::PortIdSubtype}, {"Remote Port ID", F::PortId},
            {"Remote Port Description", F::PortDescription}, {"Local Port ID", F::LocalPort},
            {"Remote System Desc", F::SystemDescription}, {"Remote System Name", F::SystemName},
            {"Remote PFC Enabled Priorities", F::PfcPriorities}, {"Remote PFC Willing Status", F::PfcWilling}},
        QRegularExpression(),
        QRegularExpression(QStringLiteral("^(Remote Chassis ID|Local Port ID)"))};
    LldpText::readDetail(text, form, QStringLiteral("OS10 'show lldp neighbors detail'"), state);
}

void Os10EvidenceReader::readPfc(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        PfcText::noJsonForm(text, QStringLiteral("show interface ethernet <port> priority-flow-control"), state);
        return;
    }
    static const QRegularExpression heading(QStringLiteral("^(?:Interface\\s+)?(ethernet\\s?\\d+/\\d+/\\d+(?::\\d+)?)\\b.*$"),
        QRegularExpression::CaseInsensitiveOption);
    PfcBlocks::read(text, heading, state);
    if (state.pfcStatus.empty())
        PfcText::nothingFound(text, QStringLiteral("show interface ethernet <port> priority-flow-control"), state);
}

} // namespace hvnet

#include "aoscxevidencereader.h"

#include "plans/evidence/evidencetext.h"
#include "platforms/lldptext.h"
#include "platforms/pfcblocks.h"
#include "platforms/pfctext.h"

namespace hvnet {

void AoscxEvidenceReader::readLldp(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        PfcText::noJsonForm(text, QStringLiteral("show lldp neighbor-info detail"), state);
        return;
    }
    using F = LldpText::Field;
    static const LldpText::DetailForm form{
        // Firmware lines differ in two labels: "Neighbor Chassis-Name" and
        // "-Description" (10.x as documented), "Neighbor System-Name" and
        // "-Description" (as other 10.x releases print them).
        {{"Port", F::LocalPort}, {"Neighbor Chassis-Name", F::SystemName}, {"Neighbor System-Name", F::SystemName},
            {"Neighbor Chassis-Description", F::SystemDescription},
            {"Neighbor System-Description", F::SystemDescription}, {"Neighbor Chassis-ID", F::ChassisId},
            {"Neighbor Port-ID", F::PortId}, {"Neighbor Port-Desc", F::PortDescription},
            {"Neighbor Port-ID Subtype", F::PortIdSubtype}, {"Neighbor Chassis-ID Subtype", F::ChassisIdSubtype}},
        QRegularExpression(),
        QRegularExpression(QStringLiteral("^(LLDP Neighbor Information|Total Neighbor Entries|Neighbor Entries)")),
        QRegularExpression(), true};
    LldpText::readDetail(text, form, QStringLiteral("AOS-CX 'show lldp neighbor-info detail'"), state);
}

void AoscxEvidenceReader::readPfc(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        PfcText::noJsonForm(text, QStringLiteral("show interface flow-control"), state);
        return;
    }
    // "Interface 1/1/1 is up", "show dcbx interface 1/1/1" pasted with its output, or "1/1/1" alone.
    static const QRegularExpression heading(
        QStringLiteral("^(?:Interface\\s+|show dcbx interface\\s+)?(\\d+/\\d+/\\d+(?::\\d+)?)(?:\\s+is\\s+.*)?$"),
        QRegularExpression::CaseInsensitiveOption);
    PfcBlocks::read(text, heading, state);
    if (state.pfcStatus.empty())
        PfcText::nothingFound(text, QStringLiteral("show interface flow-control"), state);
}

} // namespace hvnet

#include "nxosevidencereader.h"

#include "plans/evidence/evidencetext.h"
#include "platforms/lldptext.h"
#include "platforms/pfctext.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

struct NxosTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::NxosEvidenceReader)
};

} // namespace

void NxosEvidenceReader::readLldp(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        const auto doc = PfcText::json(text, state);
        if (!doc)
            return;
        const EvidenceJson::Value *table = PfcText::find(*doc, "ROW_nbor_detail");
        if (!table) {
            if (!PfcText::find(*doc, "TABLE_nbor_detail"))
                state.addProblem(1, NxosTr::tr("no TABLE_nbor_detail: not the JSON of 'show lldp neighbors detail'"), true);
            return;
        }
        for (const EvidenceJson::Value *row : table->rows()) {
            LldpNeighbor n;
            n.line = row->line;
            n.localPort = row->textOf("l_port_id");
            n.chassisId = LldpText::value(row->textOf("chassis_id"));
            n.chassisIdSubtype = LldpText::subtype(row->textOf("chassis_type"));
            n.portId = LldpText::value(row->textOf("port_id"));
            n.portIdSubtype = LldpText::subtype(row->textOf("port_type"));
            n.portDescription = LldpText::value(row->textOf("port_desc"));
            n.systemName = LldpText::value(row->textOf("sys_name"));
            n.systemDescription = LldpText::value(row->textOf("sys_desc"));
            if (n.localPort.isEmpty())
                state.addProblem(n.line, NxosTr::tr("a neighbour row without l_port_id"));
            else
                state.neighbors.push_back(n);
        }
        return;
    }
    using F = LldpText::Field;
    static const LldpText::DetailForm form{
        {{"Chassis id", F::ChassisId}, {"Port id", F::PortId}, {"Local Port id", F::LocalPort},
            {"Port Description", F::PortDescription}, {"System Name", F::SystemName},
            {"System Description", F::SystemDescription}},
        QRegularExpression(),
        QRegularExpression(QStringLiteral("^(Total entries displayed|Capability codes)"))};
    LldpText::readDetail(text, form, QStringLiteral("NX-OS 'show lldp neighbors detail'"), state);
}

void NxosEvidenceReader::readPfc(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        const auto doc = PfcText::json(text, state);
        if (!doc)
            return;
        const EvidenceJson::Value *rows = PfcText::find(*doc, "ROW_qosmgr_ifs");
        for (const EvidenceJson::Value *row : rows ? rows->rows() : std::vector<const EvidenceJson::Value *>{}) {
            PfcPortStatus s;
            s.line = row->line;
            s.port = row->textOf("ifname");
            s.mode = PfcText::mode(row->textOf("mode"));
            s.operational = PfcText::onOff(row->textOf("oper"));
            if (!s.port.isEmpty())
                state.pfcStatus[s.port] = s;
        }
        if (state.pfcStatus.empty())
            PfcText::nothingFound(text, QStringLiteral("show interface priority-flow-control | json"), state);
        return;
    }
    // Ethernet1/1        On     On  (8)     0         0
    static const QRegularExpression row(QStringLiteral(
        "^\\s*((?:Eth|Ethernet|port-channel|Po)\\S+)\\s+(On|Off|Auto)\\s+(On|Off)(?:\\s*\\((\\w+)\\))?(?:\\s+(\\d+)\\s+(\\d+))?"),
        QRegularExpression::CaseInsensitiveOption);
    const QStringList &lines = text.lines();
    for (int i = 0; i < lines.size(); ++i) {
        const auto m = row.match(lines.at(i));
        if (!m.hasMatch())
            continue;
        PfcPortStatus s;
        s.line = i + 1;
        s.port = m.captured(1);
        s.mode = PfcText::mode(m.captured(2));
        s.operational = PfcText::onOff(m.captured(3));
        bool ok = false;
        const uint bitmap = m.captured(4).toUInt(&ok, 16); // the VL bitmap: bit n is priority n
        for (int p = 0; ok && p < 8; ++p)
            if (bitmap & (1u << p))
                s.priorities.insert(p);
        if (!m.captured(5).isEmpty()) {
            s.rxPause = m.captured(5).toLongLong();
            s.txPause = m.captured(6).toLongLong();
        }
        state.pfcStatus[s.port] = s;
    }
    if (state.pfcStatus.empty())
        PfcText::nothingFound(text, QStringLiteral("show interface priority-flow-control"), state);
}

} // namespace hvnet

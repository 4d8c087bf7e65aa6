#include "eosevidencereader.h"

#include "plans/evidence/evidencetext.h"
#include "platforms/lldptext.h"
#include "platforms/pfctext.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

struct EosTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::EosEvidenceReader)
};

} // namespace

void EosEvidenceReader::readLldp(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        const auto doc = PfcText::json(text, state);
        if (!doc)
            return;
        const EvidenceJson::Value *ports = PfcText::find(*doc, "lldpNeighbors");
        if (!ports || !ports->isObject()) {
            state.addProblem(1, EosTr::tr("no lldpNeighbors object: not the JSON of 'show lldp neighbors detail'"), true);
            return;
        }
        for (const auto &[key, info] : ports->members) {
            const QString port = QString::fromStdString(key);
            const EvidenceJson::Value *list = info.member("lldpNeighborInfo");
            for (const EvidenceJson::Value *row : list ? list->rows() : std::vector<const EvidenceJson::Value *>{}) {
                LldpNeighbor n;
                n.line = row->line;
                n.localPort = port;
                n.chassisId = LldpText::value(row->textOf("chassisId"));
                n.chassisIdSubtype = LldpText::subtype(row->textOf("chassisIdType"));
                n.systemName = LldpText::value(row->textOf("systemName"));
                n.systemDescription = LldpText::value(row->textOf("systemDescription"));
                if (const EvidenceJson::Value *i = row->member("neighborInterfaceInfo")) {
                    // interfaceId carries the quotes of the text form; interfaceId_v2 (newer EOS) does not.
                    const QString v2 = i->textOf("interfaceId_v2");
                    n.portId = LldpText::value(v2.isEmpty() ? i->textOf("interfaceId") : v2);
                    n.portIdSubtype = LldpText::subtype(i->textOf("interfaceIdType"));
                    n.portDescription = LldpText::value(i->textOf("interfaceDescription"));
                }
                state.neighbors.push_back(n);
            }
        }
        return;
    }
    using F = LldpText::Field;
    static const LldpText::DetailForm form{
        {{"Chassis ID type", F::ChassisIdSubtype}, {"Chassis ID", F::ChassisId}, {"Port ID type", F::PortIdSubtype},
            {"Port ID", F::PortId}, {"Port Description", F::PortDescription}, {"System Name", F::SystemName},
            {"System Description", F::SystemDescription}},
        QRegularExpression(QStringLiteral("^Interface\\s+(\\S+)\\s+detected\\s+\\d+\\s+LLDP\\s+neighbors?:?$"),
            QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(QStringLiteral("^(Interface\\s+\\S+\\s+detected|Last table change time)")),
        QRegularExpression(QStringLiteral("^(IEEE802\\.1/IEEE802\\.3 Link Aggregation|Management Address)"))};
    LldpText::readDetail(text, form, QStringLiteral("EOS 'show lldp neighbors detail'"), state);
}

void EosEvidenceReader::readPfc(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        const auto doc = PfcText::json(text, state);
        if (!doc)
            return;
        const EvidenceJson::Value *ports = PfcText::find(*doc, "interfaceStatuses");
        for (const auto &[key, v] : ports ? ports->members : decltype(ports->members){}) {
            const QString port = QString::fromStdString(key);
            PfcPortStatus s;
            s.port = port;
            s.line = v.line;
            if (const auto on = PfcText::onOff(v.textOf("enabled")))
                s.mode = *on ? PfcPortStatus::Mode::On : PfcPortStatus::Mode::Off;
            s.operational = PfcText::onOff(v.textOf("active"));
            if (const EvidenceJson::Value *list = v.member("priorities"))
                for (const EvidenceJson::Value &p : list->items)
                    s.priorities.insert(p.scalar().toInt());
            state.pfcStatus[port] = s;
        }
        if (state.pfcStatus.empty())
            PfcText::nothingFound(text, QStringLiteral("show priority-flow-control | json"), state);
        return;
    }
    // Et1      E A W   3      drop ...
    static const QRegularExpression row(QStringLiteral("^\\s*((?:Et|Ethernet|Po|Port-Channel)\\d\\S*)\\s+(.*)$"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression prios(QStringLiteral("^\\d(?:[,\\-]\\d)*$"));
    const QStringList &lines = text.lines();
    for (int i = 0; i < lines.size(); ++i) {
        const auto m = row.match(lines.at(i));
        if (!m.hasMatch())
            continue;
        PfcPortStatus s;
        s.line = i + 1;
        s.port = m.captured(1);
        for (const QString &word : m.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (word == QLatin1String("E"))
                s.mode = PfcPortStatus::Mode::On;
            else if (word == QLatin1String("D"))
                s.mode = PfcPortStatus::Mode::Off;
            else if (word == QLatin1String("A"))
                s.operational = true;
            else if (word == QLatin1String("I"))
                s.operational = false;
            else if (prios.match(word).hasMatch()) {
                s.priorities = LldpText::priorities(word);
                break;
            } else if (word.size() > 1)
                break;
        }
        state.pfcStatus[s.port] = s;
    }
    if (state.pfcStatus.empty())
        PfcText::nothingFound(text, QStringLiteral("show priority-flow-control"), state);
}

} // namespace hvnet

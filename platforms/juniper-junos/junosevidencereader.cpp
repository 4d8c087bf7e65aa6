#include "junosevidencereader.h"

#include "plans/evidence/evidencetext.h"
#include "platforms/lldptext.h"
#include "platforms/pfctext.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

struct JunosEvidenceTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::JunosEvidenceReader)
};

// Junos JSON wraps every value: "name": [{"data": "value"}].
QString data(const EvidenceJson::Value &row, std::string_view name)
{
    const EvidenceJson::Value *v = row.member(name);
    if (!v)
        return QString();
    if (v->isArray() && !v->items.empty())
        return v->items.front().textOf("data");
    return v->isObject() ? v->textOf("data") : v->scalar();
}

} // namespace

void JunosEvidenceReader::readLldp(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        const auto doc = PfcText::json(text, state);
        if (!doc)
            return;
        const EvidenceJson::Value *rows = PfcText::find(*doc, "lldp-neighbor-information");
        if (!rows) {
            if (!PfcText::find(*doc, "lldp-neighbors-information"))
                state.addProblem(1, JunosEvidenceTr::tr("no lldp-neighbors-information: not the JSON of 'show lldp neighbors'"), true);
            return;
        }
        for (const EvidenceJson::Value *row : rows->rows()) {
            LldpNeighbor n;
            n.line = row->line;
            n.localPort = data(*row, "lldp-local-port-id");
            if (n.localPort.isEmpty() || n.localPort.at(0).isDigit()) // older releases: an ifIndex here
                n.localPort = data(*row, "lldp-local-interface");
            n.chassisId = LldpText::value(data(*row, "lldp-remote-chassis-id"));
            n.chassisIdSubtype = LldpText::subtype(data(*row, "lldp-remote-chassis-id-subtype"));
            n.portId = LldpText::value(data(*row, "lldp-remote-port-id"));
            n.portIdSubtype = LldpText::subtype(data(*row, "lldp-remote-port-id-subtype"));
            n.portDescription = LldpText::value(data(*row, "lldp-remote-port-description"));
            n.systemName = LldpText::value(data(*row, "lldp-remote-system-name"));
            if (n.localPort.isEmpty())
                state.addProblem(n.line, JunosEvidenceTr::tr("a neighbour without lldp-local-port-id or lldp-local-interface"));
            else
                state.neighbors.push_back(n);
        }
        return;
    }
    using F = LldpText::Field;
    // The summary form first; the older one has no Parent Interface column.
    static const LldpText::TableForm summary{{{QStringLiteral("Local Interface"), F::LocalPort},
        {QStringLiteral("Parent Interface"), F::NextNeighbor}, {QStringLiteral("Chassis Id"), F::ChassisId},
        {QStringLiteral("Port info"), F::PortId}, {QStringLiteral("System Name"), F::SystemName}}};
    static const LldpText::TableForm older{{{QStringLiteral("Local Interface"), F::LocalPort},
        {QStringLiteral("Chassis Id"), F::ChassisId}, {QStringLiteral("Port info"), F::PortId},
        {QStringLiteral("System Name"), F::SystemName}}};
    if (LldpText::readTable(text, summary, state) || LldpText::readTable(text, older, state))
        return;
    static const LldpText::DetailForm detail{
        {{"Local Interface", F::LocalPort}, {"Chassis type", F::ChassisIdSubtype}, {"Chassis ID", F::ChassisId},
            {"Port type", F::PortIdSubtype}, {"Port ID", F::PortId}, {"Port description", F::PortDescription},
            {"System name", F::SystemName}, {"System Description", F::SystemDescription}},
        QRegularExpression(),
        QRegularExpression(QStringLiteral("^LLDP Neighbor Information"), QRegularExpression::CaseInsensitiveOption),
        QRegularExpression(QStringLiteral("^(Organization Info|Management address)"), QRegularExpression::CaseInsensitiveOption),
        true};
    LldpText::readDetail(text, detail, QStringLiteral("Junos 'show lldp neighbors'"), state);
}

void JunosEvidenceReader::readPfc(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        PfcText::noJsonForm(text, QStringLiteral("show class-of-service congestion-notification"), state);
        return;
    }
    static const QRegularExpression profile(QStringLiteral("^\\s*Type:\\s*(\\w+),\\s*Name:\\s*([^,\\s]+)"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression point(QStringLiteral("^\\s*([01]{3})\\s+(Enabled|Disabled)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    QString current;
    bool found = false;
    const QStringList &lines = text.lines();
    for (int i = 0; i < lines.size(); ++i) {
        if (const auto m = profile.match(lines.at(i)); m.hasMatch()) {
            // Only input profiles carry PFC; output profiles map flow-control queues.
            current = m.captured(1).compare(QLatin1String("Input"), Qt::CaseInsensitive) == 0 ? m.captured(2) : QString();
            if (!current.isEmpty()) {
                state.pfcProfiles[current];
                found = true;
            }
            continue;
        }
        if (const auto m = point.match(lines.at(i)); m.hasMatch() && !current.isEmpty()
            && m.captured(2).compare(QLatin1String("Enabled"), Qt::CaseInsensitive) == 0)
            state.pfcProfiles[current].insert(m.captured(1).toInt(nullptr, 2));
    }
    if (!found)
        PfcText::nothingFound(text, QStringLiteral("show class-of-service congestion-notification"), state);
}

} // namespace hvnet

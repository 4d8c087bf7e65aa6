#include "cumulusevidencereader.h"

#include "plans/evidence/evidencetext.h"
#include "platforms/lldptext.h"
#include "platforms/pfctext.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

struct CumulusTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::CumulusEvidenceReader)
};

using Value = EvidenceJson::Value;

// json0 wraps scalars as [{"value": "..."}]; json prints them bare.
QString scalar(const Value *v)
{
    if (!v)
        return QString();
    if (v->isArray())
        return v->items.empty() ? QString() : scalar(&v->items.front());
    if (v->isObject())
        return v->textOf("value");
    return v->scalar();
}

const Value *first(const Value *v)
{
    if (v && v->isArray())
        return v->items.empty() ? nullptr : &v->items.front();
    return v;
}

void readId(const Value *id, QString &value, QString &subtype)
{
    id = first(id);
    if (!id)
        return;
    value = LldpText::value(scalar(id->member("value")));
    if (value.isEmpty() && !id->isObject())
        value = id->scalar();
    subtype = LldpText::subtype(scalar(id->member("type")));
}

void readInterface(const QString &name, const Value &port, SwitchState &state)
{
    LldpNeighbor n;
    n.localPort = name;
    n.line = port.line;
    // json: "chassis": {"<sysname>": {...}} or {"id": ...} without a name; json0: "chassis": [{"name": [...], ...}].
    if (const Value *chassis = first(port.member("chassis"))) {
        const Value *c = chassis;
        if (!chassis->member("id") && chassis->members.size() == 1 && chassis->members.front().value.isObject()) {
            n.systemName = chassis->members.front().name();
            c = &chassis->members.front().value;
        }
        if (n.systemName.isEmpty())
            n.systemName = scalar(c->member("name"));
        readId(c->member("id"), n.chassisId, n.chassisIdSubtype);
        n.systemDescription = scalar(c->member("descr"));
    }
    if (const Value *p = first(port.member("port"))) {
        readId(p->member("id"), n.portId, n.portIdSubtype);
        n.portDescription = scalar(p->member("descr"));
    }
    state.neighbors.push_back(n);
}

} // namespace

void CumulusEvidenceReader::readLldp(const EvidenceText &text, SwitchState &state) const
{
    if (text.isJson()) {
        const auto doc = PfcText::json(text, state);
        if (!doc)
            return;
        const Value *lldp = first(doc->member("lldp"));
        if (!lldp) {
            state.addProblem(1, CumulusTr::tr("no \"lldp\" member: not the JSON of 'lldpctl -f json'"), true);
            return;
        }
        const Value *interfaces = lldp->member("interface");
        if (!interfaces)
            return; // no neighbour at all: lldpctl prints {"lldp": {}}
        // json: {"swp1": {...}} or [{"swp1": {...}}, ...]; json0: [{"name": "swp1", ...}, ...]
        for (const Value *entry : interfaces->rows()) {
            if (const Value *name = entry->member("name"); name && !name->isObject())
                readInterface(scalar(name), *entry, state);
            else
                for (const auto &[port, body] : entry->members)
                    for (const Value *b : body.rows()) // several neighbours on one port: an array
                        readInterface(QString::fromStdString(port), *b, state);
        }
        return;
    }
    using F = LldpText::Field;
    static const LldpText::TableForm nvue{{{QStringLiteral("Interface"), F::LocalPort},
        {QStringLiteral("Speed"), F::NextNeighbor}, {QStringLiteral("Type"), F::NextNeighbor},
        {QStringLiteral("Remote Host"), F::SystemName}, {QStringLiteral("Remote Port"), F::PortId}}};
    if (LldpText::readTable(text, nvue, state))
        return;
    static const LldpText::DetailForm form{
        {{"ChassisID", F::TypedChassisId}, {"SysName", F::SystemName}, {"SysDescr", F::SystemDescription},
            {"PortID", F::TypedPortId}, {"PortDescr", F::PortDescription}},
        QRegularExpression(QStringLiteral("^Interface:\\s*([^,\\s]+)")),
        QRegularExpression(QStringLiteral("^LLDP neighbors:?$"), QRegularExpression::CaseInsensitiveOption)};
    LldpText::readDetail(text, form, QStringLiteral("lldpctl"), state);
}

void CumulusEvidenceReader::readPfc(const EvidenceText &text, SwitchState &state) const
{
    PfcPortStatus s;
    s.port = QStringLiteral("*");
    bool found = false;
    if (text.isJson()) {
        const auto doc = PfcText::json(text, state);
        if (!doc)
            return;
        const Value &root = *doc;
        const Value *enable = PfcText::find(root, "enable");
        const Value *mode = PfcText::find(root, "mode");
        const Value *prio = PfcText::find(root, "pfc-priority");
        found = enable || mode;
        s.line = enable ? enable->line : mode ? mode->line : 1;
        const bool on = enable ? PfcText::onOff(scalar(enable)).value_or(false) : true;
        const bool lossless = mode && scalar(mode).compare(QLatin1String("lossless"), Qt::CaseInsensitive) == 0;
        s.mode = on ? PfcPortStatus::Mode::On : PfcPortStatus::Mode::Off;
        s.operational = on && lossless;
        if (prio)
            s.priorities = LldpText::priorities(prio->isArray() ? scalar(prio) : prio->scalar());
    } else {
        // "enable   on   on": the operational column comes first.
        const QStringList &lines = text.lines();
        bool on = true, lossless = false;
        for (int i = 0; i < lines.size(); ++i) {
            const QStringList w = lines.at(i).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (w.size() < 2)
                continue;
            if (w.at(0) == QLatin1String("enable")) {
                on = PfcText::onOff(w.at(1)).value_or(false);
                s.line = i + 1;
                found = true;
            } else if (w.at(0) == QLatin1String("mode")) {
                lossless = w.at(1).compare(QLatin1String("lossless"), Qt::CaseInsensitive) == 0;
                s.line = s.line ? s.line : i + 1;
                found = true;
            } else if (w.at(0) == QLatin1String("pfc-priority")) {
                s.priorities = LldpText::priorities(w.at(1));
            }
        }
        s.mode = on ? PfcPortStatus::Mode::On : PfcPortStatus::Mode::Off;
        s.operational = on && lossless;
    }
    if (!found) {
        PfcText::nothingFound(text, QStringLiteral("nv show qos roce"), state);
        return;
    }
    if (!*s.operational)
        s.priorities.clear();
    state.pfcEveryPort = s;
}

} // namespace hvnet

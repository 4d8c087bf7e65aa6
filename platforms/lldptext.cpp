#include "lldptext.h"

#include "configtree.h"
#include "plans/evidence/evidencetext.h"
#include "plans/evidence/interfacename.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

struct LldpTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::LldpText)
};

QString labelKey(QString text)
{
    text = text.toLower();
    text.remove(QLatin1Char(' '));
    text.remove(QLatin1Char('-'));
    text.remove(QLatin1Char('_'));
    text.remove(QLatin1Char('\t'));
    return text;
}

int indentOf(const QString &line)
{
    int i = 0;
    while (i < line.size() && (line.at(i) == QLatin1Char(' ') || line.at(i) == QLatin1Char('\t')))
        ++i;
    return i;
}

bool isRule(const QString &trimmed)
{
    // "-----", and a table's dashed header rule "---------  -----  ----".
    static const QRegularExpression re(QStringLiteral("^[-=_*]{3,}(?:\\s+[-=_*]{3,})*$"));
    return re.match(trimmed).hasMatch();
}

// Collects neighbour rows: fields fill the current row, a field it already has starts the next.
class Rows
{
public:
    explicit Rows(SwitchState &state) : m_state(state) {}

    void heading(const QString &localPort)
    {
        flush();
        m_localPort = localPort;
    }
    void next(int line)
    {
        flush();
        m_row = LldpNeighbor{};
        m_row.line = line;
        m_open = true;
    }
    void set(LldpText::Field field, const QString &printed, int line)
    {
        using F = LldpText::Field;
        if (field == F::NextNeighbor) {
            next(line);
            return;
        }
        if (!m_open || m_seen.count(field))
            next(line);
        m_seen.insert(field);
        QString v = LldpText::value(printed);
        switch (field) {
        case F::LocalPort:
            m_row.localPort = v;
            m_localPort = v;
            break;
        case F::ChassisId: m_row.chassisId = v; break;
        case F::ChassisIdSubtype: m_row.chassisIdSubtype = LldpText::subtype(v); break;
        case F::PortId: m_row.portId = v; break;
        case F::PortIdSubtype: m_row.portIdSubtype = LldpText::subtype(v); break;
        case F::PortDescription: m_row.portDescription = v; break;
        case F::SystemName: m_row.systemName = v; break;
        case F::SystemDescription: m_row.systemDescription = v; break;
        case F::PfcPriorities: m_row.pfcPriorities = LldpText::priorities(v); break;
        case F::PfcWilling: {
            const QString w = v.toLower();
            m_row.pfcWilling = w == QLatin1String("yes") || w == QLatin1String("true") || w == QLatin1String("1")
                || w == QLatin1String("on") || w == QLatin1String("enabled");
            break;
        }
        case F::TypedChassisId:
        case F::TypedPortId: {
            const QStringList words = v.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            const QString type = words.size() > 1 ? LldpText::subtype(words.first()) : QString();
            const QString id = words.size() > 1 ? words.mid(1).join(QLatin1Char(' ')) : v;
            (field == F::TypedChassisId ? m_row.chassisIdSubtype : m_row.portIdSubtype) = type;
            (field == F::TypedChassisId ? m_row.chassisId : m_row.portId) = id;
            break;
        }
        case F::NextNeighbor: break;
        }
    }
    void appendDescription(const QString &more)
    {
        m_row.systemDescription = (m_row.systemDescription + QLatin1Char(' ') + more.trimmed()).trimmed();
    }
    void flush()
    {
        if (!m_open)
            return;
        m_open = false;
        m_seen.clear();
        if (m_row.localPort.isEmpty())
            m_row.localPort = m_localPort;
        const bool hasPeer = !m_row.chassisId.isEmpty() || !m_row.portId.isEmpty() || !m_row.systemName.isEmpty();
        if (!hasPeer)
            return; // a heading's own fields (Aruba's "Port : 1/1/1" with no neighbour), nothing to keep
        if (m_row.localPort.isEmpty()) {
            m_state.addProblem(m_row.line, LldpTr::tr("a neighbour entry without a local port"));
            return;
        }
        if (m_row.portIdSubtype.isEmpty() && !InterfaceName::macAddress(m_row.portId).isEmpty())
            m_row.portIdSubtype = QStringLiteral("mac");
        if (m_row.chassisIdSubtype.isEmpty() && !InterfaceName::macAddress(m_row.chassisId).isEmpty())
            m_row.chassisIdSubtype = QStringLiteral("mac");
        m_state.neighbors.push_back(m_row);
        ++m_count;
    }
    int count() const { return m_count; }

private:
    SwitchState &m_state;
    LldpNeighbor m_row;
    bool m_open = false;
    std::set<LldpText::Field> m_seen;
    QString m_localPort;
    int m_count = 0;
};

} // namespace

void LldpText::readDetail(const EvidenceText &text, const DetailForm &form, const QString &what, SwitchState &state)
{
    std::map<QString, Field> labels;
    for (const Label &l : form.labels)
        labels[labelKey(QString::fromLatin1(l.text))] = l.field;
    Rows rows(state);
    bool marker = false;
    bool inDescription = false;
    bool inIgnoredGroup = false;
    int descriptionIndent = 0;
    const bool hasIgnoredGroups = !form.ignoredGroup.pattern().isEmpty();
    const QStringList &lines = text.lines();
    for (int i = 0; i < lines.size(); ++i) {
        const QString &raw = lines.at(i);
        const int number = i + 1;
        QString line = raw.trimmed();
        if (line.isEmpty()) {
            inDescription = false;
            continue;
        }
        if (!marker && form.emptyMarker.isValid() && !form.emptyMarker.pattern().isEmpty()
            && form.emptyMarker.match(line).hasMatch())
            marker = true;
        if (isRule(line)) {
            rows.flush();
            inDescription = false;
            continue;
        }
        if (!form.heading.pattern().isEmpty()) {
            const auto m = form.heading.match(line);
            if (m.hasMatch()) {
                rows.heading(m.captured(1));
                inDescription = false;
                marker = true;
                continue;
            }
        }
        // EOS and Junos mark fields with "- ", AOS-CX and others with "+ ".
        if (line.startsWith(QLatin1String("- ")) || line.startsWith(QLatin1String("+ "))) {
            line = line.mid(2).trimmed();
            inIgnoredGroup = hasIgnoredGroups && form.ignoredGroup.match(line).hasMatch();
        } else if (inIgnoredGroup) {
            continue;
        }
        const qsizetype colon = line.indexOf(QLatin1Char(':'));
        const QString key = colon > 0 ? labelKey(line.left(colon)) : QString();
        const auto it = key.isEmpty() ? labels.end() : labels.find(key);
        if (it == labels.end()) {
            // A wrapped system description: deeper than its label, or no label at all.
            if (inDescription && (indentOf(raw) > descriptionIndent || colon < 0 || key.size() > 40))
                rows.appendDescription(line);
            else
                inDescription = false;
            continue;
        }
        if (it->second == Field::LocalPort && form.localPortOpens)
            rows.heading(LldpText::value(line.mid(colon + 1)));
        else
            rows.set(it->second, line.mid(colon + 1).trimmed(), number);
        inDescription = it->second == Field::SystemDescription;
        descriptionIndent = indentOf(raw);
    }
    rows.flush();
    if (rows.count() == 0 && !marker && text.firstContentLine() > 0)
        state.addProblem(text.firstContentLine(),
            LldpTr::tr("no LLDP neighbour entry of the form %1 prints was found").arg(what), true);
}

bool LldpText::readTable(const EvidenceText &text, const TableForm &form, SwitchState &state)
{
    const QStringList &lines = text.lines();
    std::vector<int> starts;
    int header = -1;
    for (int i = 0; i < lines.size() && header < 0; ++i) {
        const QString lower = lines.at(i).toLower();
        starts.clear();
        qsizetype from = 0;
        for (const auto &[title, field] : form.columns) {
            const qsizetype at = lower.indexOf(title.toLower(), from);
            if (at < 0)
                break;
            starts.push_back(int(at));
            from = at + title.size();
        }
        if (starts.size() == form.columns.size())
            header = i;
    }
    if (header < 0)
        return false;
    for (int i = header + 1; i < lines.size(); ++i) {
        const QString &row = lines.at(i);
        const QString trimmed = row.trimmed();
        if (trimmed.isEmpty() || isRule(trimmed))
            continue;
        LldpNeighbor n;
        n.line = i + 1;
        // Where each cell starts. A value longer than its column pushes the
        // next one right, so a cell starts at a word; and a port named with a
        // blank between its type and number (FTOS "TenGigabitEthernet 0/47",
        // Comware's long names) keeps its number: a word of digits and
        // slashes right after a word of letters belongs to that word.
        static const QRegularExpression portNumber(QStringLiteral("^\\d+(/\\d+)+(:\\d+)?(\\s|$)"));
        static const QRegularExpression typeWord(QStringLiteral("[A-Za-z-]+\\s$"));
        auto wordStart = [&row](int at) {
            if (at >= row.size())
                return int(row.size());
            while (at > 0 && at < row.size() && !row.at(at - 1).isSpace())
                ++at;
            return at;
        };
        std::vector<int> cellStarts(starts.size());
        for (std::size_t c = 0; c < starts.size(); ++c) {
            int at = c == 0 ? 0 : wordStart(starts[c]);
            if (c > 0 && at < row.size() && typeWord.match(row.left(at)).hasMatch()
                && portNumber.match(row.mid(at)).hasMatch() && at - 1 > cellStarts[c - 1]) {
                const int number = int(portNumber.match(row.mid(at)).capturedLength(0));
                at = wordStart(std::min(int(row.size()), at + number));
                while (at < row.size() && row.at(at).isSpace())
                    ++at;
            }
            cellStarts[c] = at;
        }
        for (std::size_t c = 0; c < starts.size(); ++c) {
            const int begin = cellStarts[c];
            const int end = c + 1 < starts.size() ? std::max(begin, cellStarts[c + 1]) : int(row.size());
            const QString cell = value(row.mid(begin, std::max(0, end - begin)).trimmed());
            switch (form.columns[c].second) {
            case Field::LocalPort: n.localPort = cell; break;
            case Field::ChassisId: n.chassisId = cell; break;
            case Field::PortId: n.portId = cell; break;
            case Field::PortDescription: n.portDescription = cell; break;
            case Field::SystemName: n.systemName = cell; break;
            default: break;
            }
        }
        if (n.localPort.isEmpty() || n.localPort.contains(QLatin1Char(':')))
            continue; // a footer ("Total entries: 2")
        if (!InterfaceName::macAddress(n.portId).isEmpty())
            n.portIdSubtype = QStringLiteral("mac");
        if (!InterfaceName::macAddress(n.chassisId).isEmpty())
            n.chassisIdSubtype = QStringLiteral("mac");
        state.neighbors.push_back(n);
    }
    return true;
}

QString LldpText::subtype(const QString &printed)
{
    const QString p = printed.toLower();
    if (p.contains(QLatin1String("mac")))
        return QStringLiteral("mac");
    if (p.contains(QLatin1String("alias")))
        return QStringLiteral("ifalias");
    if (p.contains(QLatin1String("name")) || p == QLatin1String("ifname"))
        return QStringLiteral("ifname");
    if (p.contains(QLatin1String("local")))
        return QStringLiteral("local");
    if (p.contains(QLatin1String("network")) || p == QLatin1String("ip") || p.contains(QLatin1String("address")))
        return QStringLiteral("network-address");
    if (p.contains(QLatin1String("component")))
        return p.contains(QLatin1String("chassis")) ? QStringLiteral("chassis-component") : QStringLiteral("port-component");
    return p.trimmed();
}

QString LldpText::value(const QString &printed)
{
    QString v = printed.trimmed();
    if (v.size() >= 2 && v.startsWith(QLatin1Char('"')) && v.endsWith(QLatin1Char('"')))
        v = v.mid(1, v.size() - 2);
    const QString lower = v.toLower();
    if (lower == QLatin1String("not advertised") || lower == QLatin1String("n/a") || lower == QLatin1String("--")
        || lower == QLatin1String("null") || lower == QLatin1String("-"))
        return QString();
    return v;
}

std::set<int> LldpText::priorities(const QString &printed)
{
    QString p = printed;
    p.remove(QLatin1Char('{')).remove(QLatin1Char('}'));
    static const QRegularExpression flags(QStringLiteral("^[01]{8}$"));
    if (flags.match(p.trimmed()).hasMatch()) {
        std::set<int> out;
        for (int i = 0; i < 8; ++i)
            if (p.trimmed().at(i) == QLatin1Char('1'))
                out.insert(i);
        return out;
    }
    std::set<int> out;
    for (int v : ConfigTree::numbers(p))
        if (v >= 0 && v <= 7)
            out.insert(v);
    return out;
}

} // namespace hvnet

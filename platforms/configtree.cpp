#include "configtree.h"

#include <QRegularExpression>

namespace hvnet {

namespace {

struct Line {
    int indent;
    QString text;
    int number;
};

// Children are the following lines indented deeper than their parent.
std::vector<ConfigTree::Node> build(const std::vector<Line> &lines, std::size_t &i, int parentIndent)
{
    std::vector<ConfigTree::Node> out;
    while (i < lines.size() && lines[i].indent > parentIndent) {
        ConfigTree::Node node{lines[i].text, lines[i].number, {}};
        const int indent = lines[i].indent;
        ++i;
        node.children = build(lines, i, indent);
        out.push_back(std::move(node));
    }
    return out;
}

} // namespace

QStringList ConfigTree::Node::words() const
{
    return text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

bool ConfigTree::Node::is(const QString &prefix) const
{
    // Keywords in any case, as the command lines accept them ("Interface", "VLAN").
    return text.compare(prefix, Qt::CaseInsensitive) == 0
        || (text.size() > prefix.size() && text.at(prefix.size()) == QLatin1Char(' ')
            && text.startsWith(prefix, Qt::CaseInsensitive));
}

QString ConfigTree::Node::after(const QString &prefix) const
{
    return is(prefix) ? text.mid(prefix.size()).trimmed() : QString();
}

ConfigTree ConfigTree::parse(const QString &text)
{
    std::vector<Line> lines;
    int number = 0;
    for (QString raw : text.split(QLatin1Char('\n'))) {
        ++number;
        raw.remove(QLatin1Char('\r'));
        const QString trimmed = raw.trimmed();
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('!')) || trimmed.startsWith(QLatin1Char('#')))
            continue;
        int indent = 0;
        while (indent < raw.size() && (raw.at(indent) == QLatin1Char(' ') || raw.at(indent) == QLatin1Char('\t')))
            ++indent;
        lines.push_back({indent, trimmed.simplified(), number});
    }
    ConfigTree tree;
    std::size_t i = 0;
    while (i < lines.size()) // a line indented less than the first closes nothing: start a new root
        for (ConfigTree::Node &node : build(lines, i, lines[i].indent - 1))
            tree.m_roots.push_back(std::move(node));
    return tree;
}

VlanSet ConfigTree::vlans(const QString &list)
{
    // Compiled once: this runs for every VLAN and priority list of a configuration.
    static const QRegularExpression to(QStringLiteral("\\s+to\\s+"));
    static const QRegularExpression separators(QStringLiteral("[,\\s]+"));
    VlanSet out;
    QString text = list;
    if (text.contains(QLatin1String("to")))
        text.replace(to, QStringLiteral("-"));
    for (const QString &part : text.split(separators, Qt::SkipEmptyParts)) {
        const QStringList ends = part.split(QLatin1Char('-'));
        bool ok1 = false, ok2 = true;
        const int from = ends.value(0).toInt(&ok1);
        const int to = ends.size() > 1 ? ends.value(1).toInt(&ok2) : from;
        if (ok1 && ok2 && ends.size() <= 2 && from <= to && to - from < 4096)
            out.insertRange(from, to);
    }
    return out;
}

std::set<int> ConfigTree::numbers(const QString &list)
{
    const VlanSet listed = vlans(list);
    return std::set<int>(listed.begin(), listed.end());
}

bool ConfigTree::readVlan(const Node &node, std::map<int, QString> &vlans)
{
    if (!node.is(QStringLiteral("vlan")) || node.words().size() != 2)
        return false;
    for (int id : numbers(node.words().at(1))) {
        vlans[id];
        for (const Node &c : node.children)
            if (c.is(QStringLiteral("name")))
                vlans[id] = c.after(QStringLiteral("name"));
    }
    return true;
}

SwitchState::Port ConfigTree::portOf(const Node &node)
{
    SwitchState::Port port;
    port.name = node.after(QStringLiteral("interface"));
    port.line = node.line;
    port.nativeVlan = 1;
    return port;
}

namespace {

// "ethernet1/1/1" -> {"ethernet", "1/1/1"}; "ethernet 1/1/1" and
// "Ten-GigabitEthernet1/0/1" alike; "1/1/1" (AOS-CX) has no type.
std::pair<QString, QString> splitType(const QString &name)
{
    qsizetype digit = 0;
    while (digit < name.size() && !name.at(digit).isDigit())
        ++digit;
    return {name.left(digit).trimmed(), name.mid(digit).trimmed()};
}

// "1/1/1-1/1/8" or "1/1-4" (the last number ranges), "1/0/1 to 1/0/4"
// (Comware, with the type repeated after "to" removed by the caller): the
// numbers of every port, or nothing when the text is not such a range.
QStringList expandNumbers(const QString &from, const QString &to)
{
    static const QRegularExpression separator(QStringLiteral("[/:]"));
    const QStringList a = from.split(separator);
    QStringList b = to.split(separator);
    if (b.size() == 1 && a.size() > 1) // "1/1-4": only the last number after the dash
        b = a.mid(0, a.size() - 1) + b;
    if (a.size() != b.size() || a.mid(0, a.size() - 1) != b.mid(0, b.size() - 1))
        return {};
    bool ok1 = false, ok2 = false;
    const int first = a.last().toInt(&ok1);
    const int last = b.last().toInt(&ok2);
    if (!ok1 || !ok2 || first > last || last - first > 512)
        return {};
    // The separators as written ("1/1/1:1" keeps its colon).
    const QString head = from.left(from.size() - a.last().size());
    QStringList out;
    for (int n = first; n <= last; ++n)
        out << head + QString::number(n);
    return out;
}

} // namespace

QStringList ConfigTree::interfaceNames(const Node &node)
{
    QString list = node.after(QStringLiteral("interface"));
    bool range = false;
    if (list.startsWith(QLatin1String("range "), Qt::CaseInsensitive)) {
        list = list.mid(6).trimmed();
        range = true;
    }
    static const QRegularExpression to(QStringLiteral("\\s+to\\s+"), QRegularExpression::CaseInsensitiveOption);
    QStringList names;
    QString type;
    for (const QString &rawItem : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        QString item = rawItem.trimmed();
        auto [itemType, numbers] = splitType(item);
        if (!itemType.isEmpty())
            type = itemType;
        if (numbers.isEmpty())
            return {list}; // a name without numbers (loopback, "Vlan"): not a list of ports
        QString from, last;
        if (const auto m = to.match(numbers); m.hasMatch()) { // Comware: "A to B", B with or without its type
            from = numbers.left(m.capturedStart()).trimmed();
            last = splitType(numbers.mid(m.capturedEnd())).second;
        } else if (const qsizetype dash = numbers.indexOf(QLatin1Char('-')); dash > 0) {
            from = numbers.left(dash).trimmed();
            last = splitType(numbers.mid(dash + 1)).second;
        }
        if (from.isEmpty()) {
            names << type + numbers;
            continue;
        }
        const QStringList expanded = expandNumbers(from, last);
        if (expanded.isEmpty())
            return {list}; // not a range hvnet can expand: the block stays one port, as written
        for (const QString &n : expanded)
            names << type + n;
        if (names.size() > 4096)
            return {list}; // more ports than any switch has: not a list of ports
    }
    if (names.isEmpty() || (names.size() == 1 && !range))
        return {list}; // one port: its name as written
    return names;
}

void ConfigTree::storePorts(const Node &node, SwitchState::Port port, std::map<QString, SwitchState::Port> &ports)
{
    for (const QString &name : interfaceNames(node)) {
        port.name = name;
        ports[name] = port;
    }
}

QStringList ConfigTree::shellWords(const QString &line)
{
    QStringList out;
    QString word;
    QChar quote;
    bool inWord = false;
    for (const QChar c : line) {
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else
                word += c;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                out << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        out << word;
    return out;
}

} // namespace hvnet

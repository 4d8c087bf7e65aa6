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
    return text == prefix || text.startsWith(prefix + QLatin1Char(' '));
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

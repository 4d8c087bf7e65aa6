#include "scripttext.h"

#include "model/design.h"
#include "model/textsafety.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace hvnet {

namespace {

struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::PowerShellExporter)
};

} // namespace

// PowerShell 5.1 reads a script as ANSI unless it starts with a byte order
// mark, and Windows tools expect CRLF. Sections the design does not need leave
// empty lines behind in the template; runs of them become one.
QByteArray windowsScriptText(const std::string &text)
{
    QByteArray out("\xEF\xBB\xBF");
    out.reserve(qsizetype(text.size() + text.size() / 20 + 3));
    int newlines = 2; // and none before the first line
    for (char c : text) {
        if (c == '\r')
            continue;
        if (c == '\n') {
            if (++newlines > 2)
                continue;
            out += '\r';
        } else {
            newlines = 0;
        }
        out += c;
    }
    return out;
}

// Every text of the design that reaches a script: refused when a control
// character or line separator could break out of a comment or a line.
QString unsafeScriptValue(const Design &design)
{
    QStringList values{design.meta.name, design.meta.revision};
    for (const Subnet &s : design.subnets)
        values << s.name << s.gateway << s.dns;
    for (const Cluster &c : design.clusters)
        values << c.name << c.accessPoint;
    for (const Node &n : design.nodes) {
        values << n.name;
        for (const Adapter &a : n.adapters)
            values << a.name;
        for (const Team &t : n.teams)
            values << t.name;
        for (const VSwitch &v : n.vswitches)
            values << v.name;
        for (const Interface &i : n.interfaces)
            values << i.name << i.address;
        for (const SmbConstraint &c : n.smbConstraints)
            values << c.server;
        for (const QosClass &c : design.qos.classes)
            values << c.name;
    }
    for (const QString &value : values) {
        const qsizetype at = controlCharacterAt(value);
        if (at >= 0)
            return ExportText::tr(
                "\"%1\" contains a control character (U+%2) at position %3, which no script can carry "
                "safely; fix it in the design")
                .arg(withoutControlCharacters(value))
                .arg(value.at(at).unicode(), 4, 16, QLatin1Char('0'))
                .arg(at + 1);
    }
    return {};
}

} // namespace hvnet

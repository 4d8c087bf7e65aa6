#include "evidencetext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QStringDecoder>

namespace hvnet {

namespace {

struct EvidenceTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::EvidenceText)
};

// Pager prompts as NX-OS, EOS, OS10, Comware ("---- More ----"), AOS-CX
// ("-- MORE --, next page: Space, ...") and Junos ("---(more 42%)---") print them.
const QRegularExpression &pagerResidue()
{
    static const QRegularExpression re(QStringLiteral(
        "\\s*(-{2,4} ?more ?-{2,4}(, next page: space, next line: enter, quit: control-c)?|-{3}\\(more( \\d+%)?\\)-{3})\\s*"),
        QRegularExpression::CaseInsensitiveOption);
    return re;
}

const QRegularExpression &ansiEscape()
{
    static const QRegularExpression re(QStringLiteral("\\x1b\\[[0-9;?]*[A-Za-z]|\\x1b[()][AB0-2]|\\x1b[=>]"));
    return re;
}

QString cleanLine(QString line)
{
    if (line.endsWith(QLatin1Char('\r')))
        line.chop(1);
    if (line.contains(QChar(0x1b)))
        line.remove(ansiEscape());
    if (line.contains(QLatin1Char('\b'))) { // a pager erases its prompt with backspaces
        QString out;
        for (const QChar c : line) {
            if (c == QLatin1Char('\b'))
                out.chop(1);
            else
                out += c;
        }
        line = out;
    }
    if (line.contains(QLatin1String("ore"), Qt::CaseInsensitive))
        line.replace(pagerResidue(), QString());
    line.remove(QLatin1Char('\r'));
    return line;
}

int lineOf(const QByteArray &bytes, qsizetype at)
{
    return int(bytes.left(at).count('\n')) + 1;
}

} // namespace

EvidenceText EvidenceText::fromBytes(const QByteArray &bytes)
{
    EvidenceText out;
    if (bytes.size() > maxBytes) {
        out.m_error = EvidenceTr::tr("the file has %1 MiB; switch output is far smaller (at most %2 MiB is read)")
                          .arg(double(bytes.size()) / (1024 * 1024), 0, 'f', 1)
                          .arg(maxBytes / (1024 * 1024));
        return out;
    }
    // Windows PowerShell 5.1 writes UTF-16 with a byte order mark when it
    // redirects a switch's output into a file (> and Out-File): read as such.
    if (bytes.startsWith("\xFF\xFE") || bytes.startsWith("\xFE\xFF")) {
        QStringDecoder utf16(bytes.startsWith("\xFF\xFE") ? QStringDecoder::Utf16LE : QStringDecoder::Utf16BE,
            QStringDecoder::Flag::Stateless);
        const QString text = utf16.decode(bytes.mid(2));
        if (!utf16.hasError() && !text.contains(QChar(0)))
            return fromText(text);
    }
    const qsizetype nul = bytes.indexOf('\0');
    if (nul >= 0) {
        out.m_error = EvidenceTr::tr("binary content (a NUL byte): not text a switch printed");
        out.m_errorLine = lineOf(bytes, nul);
        return out;
    }
    QByteArray data = bytes;
    if (data.startsWith("\xEF\xBB\xBF"))
        data.remove(0, 3);
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    QString text = utf8.decode(data);
    if (utf8.hasError()) {
        // Old firmware prints descriptions in Latin-1; binary junk has control bytes.
        qsizetype control = 0;
        for (const char c : data)
            if (uchar(c) < 0x20 && c != '\n' && c != '\r' && c != '\t' && c != '\b' && c != '\x1b')
                ++control;
        if (control * 100 > data.size()) {
            out.m_error = EvidenceTr::tr("binary content (neither UTF-8 nor printable text)");
            return out;
        }
        text = QString::fromLatin1(data);
    }
    return fromText(text);
}

EvidenceText EvidenceText::fromText(const QString &text)
{
    EvidenceText out;
    QString body = text;
    if (body.startsWith(QChar(0xFEFF)))
        body.remove(0, 1);
    // A lone CR ends a line too (old terminals, some capture tools).
    if (body.contains(QLatin1Char('\r')))
        body.replace(QLatin1String("\r\n"), QLatin1String("\n")).replace(QLatin1Char('\r'), QLatin1Char('\n'));
    out.m_lines = body.split(QLatin1Char('\n'));
    static const QRegularExpression command(QStringLiteral(
        "^\\s*\\S*?[#>$%\\]]\\s*((?:show|display|nv|lldpctl|lldpcli)\\b.*)$"));
    for (int i = 0; i < out.m_lines.size(); ++i) {
        QString &line = out.m_lines[i];
        line = cleanLine(line);
        if (isPromptLine(line)) {
            if (const auto m = command.match(line); m.hasMatch())
                out.m_commands[i + 1] = m.captured(1).trimmed();
            line.clear();
        }
    }
    return out;
}

QString EvidenceText::commandAt(int line) const
{
    const auto it = m_commands.find(line);
    return it == m_commands.end() ? QString() : it->second;
}

bool EvidenceText::isJson() const
{
    const int first = firstContentLine();
    if (first == 0)
        return false;
    const QString start = m_lines.at(first - 1).trimmed();
    return start.startsWith(QLatin1Char('{')) || start.startsWith(QLatin1Char('['));
}

int EvidenceText::firstContentLine() const
{
    for (int i = 0; i < m_lines.size(); ++i)
        if (!m_lines.at(i).trimmed().isEmpty())
            return i + 1;
    return 0;
}

bool EvidenceText::isPromptLine(const QString &line)
{
    // host# show ..., host(config)# ..., <Comware>display ..., [Comware], user@host> show ...,
    // cumulus@leaf01:mgmt:~$ nv ..., {master:0}, and a bare prompt at the end.
    static const QRegularExpression re(QStringLiteral(
        "^\\s*(?:"
        "[A-Za-z0-9_.\\-/]+(?:\\([A-Za-z0-9_.\\-]+\\))?[#>]\\s*(?:(?:show|display|nv|lldpctl|lldpcli|sudo|terminal|"
        "screen-length|no|enable|configure|exit|end|quit|copy|write)\\b.*)?"
        "|<[A-Za-z0-9_.\\-]+>.*"
        "|\\[(?:~|\\*)?[A-Za-z0-9_.\\-]+(?:-[A-Za-z0-9/\\-]+)?\\]\\s*(?:display\\b.*)?"
        "|[A-Za-z0-9_.\\-]+@[A-Za-z0-9_.\\-]+(?::[A-Za-z0-9_~/.\\-]*)*\\s?[>#%$]\\s*.*"
        "|\\{(?:master|backup|primary|secondary|linecard)(?::\\d+)?\\}"
        ")\\s*$"));
    if (line.isEmpty() || line.size() > 400)
        return false;
    const QChar c = line.at(line.size() - 1);
    const bool mayBe = line.contains(QLatin1Char('#')) || line.contains(QLatin1Char('>'))
        || line.contains(QLatin1Char('$')) || line.contains(QLatin1Char('%')) || line.contains(QLatin1Char(']'))
        || c == QLatin1Char('}');
    return mayBe && re.match(line).hasMatch();
}

} // namespace hvnet

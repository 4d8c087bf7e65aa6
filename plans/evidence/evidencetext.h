#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace hvnet {

// What a switch printed, as a person pasted or a tool captured it, made
// readable for the platform readers: decoded as UTF-8 (a BOM dropped), CRLF
// and CR line ends, ANSI escape sequences and backspace-erased pager prompts
// ("--More--") removed, and the lines that are not output at all (the prompt
// with the command, "{master:0}", a trailing prompt) blanked. Line numbers stay
// those of the file, so every problem a reader reports points at the line a
// person sees in an editor. Binary junk and files too large to be switch
// output are refused with a clear reason instead of being read.
class EvidenceText
{
public:
    // Switch output stays far below this: a running configuration of 10,000
    // interfaces is about 2 MiB.
    static constexpr qsizetype maxBytes = 32 * 1024 * 1024;

    static EvidenceText fromBytes(const QByteArray &bytes);
    static EvidenceText fromText(const QString &text);

    // Why the file cannot be read at all, and the line where that shows (0: the whole file).
    const QString &error() const { return m_error; }
    int errorLine() const { return m_errorLine; }
    bool isReadable() const { return m_error.isEmpty(); }

    // The cleaned lines, one per line of the file (index + 1 = line number).
    const QStringList &lines() const { return m_lines; }
    // The cleaned text, lines joined with '\n' (same line numbers).
    QString text() const { return m_lines.join(QLatin1Char('\n')); }
    // The file holds JSON (its first printed character opens an object or array).
    bool isJson() const;
    // The first line with printed text, from 1; 0 when there is none.
    int firstContentLine() const;

    // The command typed at a prompt line that was blanked ("show dcbx interface
    // 1/1/1"), so a reader can tell which port output without a heading is about.
    QString commandAt(int line) const;

    // Whether a line is a prompt of a switch CLI or shell, with or without a command after it.
    static bool isPromptLine(const QString &line);

private:
    QStringList m_lines;
    std::map<int, QString> m_commands; // line -> the command after the prompt
    QString m_error;
    int m_errorLine = 0;
};

} // namespace hvnet

#include "switchtext.h"

#include <algorithm>

namespace hvnet::SwitchText {

namespace {

bool isAlnum(char16_t u)
{
    return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9');
}

bool endsLine(char16_t u)
{
    return u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0) || u == 0x2028 || u == 0x2029;
}

// Shown, these reorder the text around them: a comment would read otherwise
// than the configuration runs ("Trojan Source", CVE-2021-42574).
bool isBidiControl(char16_t u)
{
    return u == 0x061C || u == 0x200E || u == 0x200F || (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069);
}

} // namespace

QString safeText(const QString &text, int limit)
{
    QString out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool ok = isAlnum(u) || u == ' ' || u == '-' || u == '_' || u == '.' || u == '/' || u == ':' || u == '('
            || u == ')';
        out += ok ? c : endsLine(u) ? QLatin1Char(' ') : QLatin1Char('_');
    }
    out = out.simplified();
    if (out.size() > limit)
        out = out.left(limit).trimmed();
    return out.isEmpty() ? QStringLiteral("-") : out;
}

QString safeIdentifier(const QString &text, int limit)
{
    QString out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        out += isAlnum(u) || u == '-' || u == '_' ? c : QLatin1Char('_');
    }
    if (out.isEmpty() || !out.at(0).isLetter())
        out.prepend(QLatin1Char('v'));
    return out.left(limit);
}

QString safeComment(const QString &text, int limit)
{
    QString out;
    for (const QChar c : text)
        out += endsLine(c.unicode()) || isBidiControl(c.unicode()) ? QLatin1Char(' ') : c;
    out = out.simplified();
    return out.size() > limit ? out.left(limit).trimmed() : out;
}

bool isSafePortName(const QString &name)
{
    if (name.isEmpty() || name.size() > 64)
        return false;
    return std::all_of(name.begin(), name.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return isAlnum(u) || u == '/' || u == '.' || u == '_' || u == ':' || u == '-';
    });
}

} // namespace hvnet::SwitchText

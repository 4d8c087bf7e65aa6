#include "filenames.h"

#include <QStringList>

namespace hvnet {

QString safeFileName(const QString &name)
{
    QString out;
    out.reserve(name.size());
    for (const QChar c : name) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '-'
            || u == '_' || u == '.' || u == ' ';
        out += ok ? c : QLatin1Char('_');
    }
    if (out.isEmpty() || out == QLatin1String(".") || out == QLatin1String(".."))
        return QStringLiteral("_");
    return out;
}

QString readableFileName(const QString &name)
{
    QString out;
    out.reserve(name.size());
    for (const QChar c : name.trimmed()) {
        // Format characters too: a bidirectional control would show "Name\u202Etxt.exe" as "Nameexe.txt".
        const bool refused = c.unicode() < 0x20 || c.category() == QChar::Other_Control || c.category() == QChar::Other_Format
            || QStringView(u"<>:\"/\\|?*").contains(c);
        out += refused ? QLatin1Char('_') : c;
    }
    while (out.endsWith(QLatin1Char('.')) || out.endsWith(QLatin1Char(' ')))
        out.chop(1);
    if (out.isEmpty())
        return QStringLiteral("_");
    // Windows' device names, with or without an extension after them.
    static const QStringList devices = {QStringLiteral("CON"), QStringLiteral("PRN"), QStringLiteral("AUX"),
        QStringLiteral("NUL"), QStringLiteral("COM1"), QStringLiteral("COM2"), QStringLiteral("COM3"),
        QStringLiteral("COM4"), QStringLiteral("COM5"), QStringLiteral("COM6"), QStringLiteral("COM7"),
        QStringLiteral("COM8"), QStringLiteral("COM9"), QStringLiteral("LPT1"), QStringLiteral("LPT2"),
        QStringLiteral("LPT3"), QStringLiteral("LPT4"), QStringLiteral("LPT5"), QStringLiteral("LPT6"),
        QStringLiteral("LPT7"), QStringLiteral("LPT8"), QStringLiteral("LPT9")};
    if (devices.contains(out.section(QLatin1Char('.'), 0, 0).trimmed(), Qt::CaseInsensitive))
        out += QLatin1Char('_');
    return out;
}

} // namespace hvnet

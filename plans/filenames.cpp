#include "filenames.h"

#include <QCryptographicHash>
#include <QStringList>

namespace hvnet {

namespace {

// File systems take 255 bytes a name (ext4, NTFS's 255 UTF-16 units are
// more), and the name gets an ending ("-check.ps1", ".pdf") and sits in a
// path. A longer name keeps its first 100 bytes of UTF-8, never cutting a
// character, and ends in "~" and 8 hex digits of the whole name's SHA-256,
// so two long names that begin alike still give two files.
constexpr qsizetype maxNameBytes = 100;

QString bounded(const QString &out, const QString &name)
{
    if (out.toUtf8().size() <= maxNameBytes)
        return out;
    QString kept;
    qsizetype bytes = 0;
    for (qsizetype i = 0; i < out.size(); ++i) {
        const bool pair = out.at(i).isHighSurrogate() && i + 1 < out.size();
        const QString unit = pair ? out.mid(i, 2) : out.mid(i, 1);
        bytes += unit.toUtf8().size();
        if (bytes > maxNameBytes)
            break;
        kept += unit;
        i += pair ? 1 : 0;
    }
    while (kept.endsWith(QLatin1Char('.')) || kept.endsWith(QLatin1Char(' ')))
        kept.chop(1);
    const QByteArray digest = QCryptographicHash::hash(name.toUtf8(), QCryptographicHash::Sha256).toHex().left(8);
    return kept + QLatin1Char('~') + QString::fromLatin1(digest);
}

} // namespace

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
    return bounded(out, name);
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
    return bounded(out, name);
}

} // namespace hvnet

#include "psliteral.h"

namespace hvnet {

namespace {
bool isQuote(char16_t c)
{
    return c == u'\'' || c == u'\u2018' || c == u'\u2019' || c == u'\u201A' || c == u'\u201B';
}
} // namespace

QString psLiteral(const QString &value)
{
    QString out;
    out.reserve(value.size() + 2);
    out += QLatin1Char('\'');
    for (const QChar c : value) {
        if (isQuote(c.unicode()))
            out += c; // doubled
        out += c;
    }
    out += QLatin1Char('\'');
    return out;
}

QString psArray(const QStringList &values)
{
    QStringList quoted;
    for (const QString &v : values)
        quoted << psLiteral(v);
    return QStringLiteral("@(%1)").arg(quoted.join(QStringLiteral(", ")));
}

QString psBool(bool value)
{
    return value ? QStringLiteral("$true") : QStringLiteral("$false");
}

} // namespace hvnet

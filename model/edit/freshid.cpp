#include "freshid.h"

namespace hvnet::DesignEdits {

namespace {

QString cleanId(const QString &text)
{
    QString id;
    for (const QChar c : text) {
        if ((c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char('-') || c == QLatin1Char('_')
            || c == QLatin1Char('.'))
            id += c.toLower();
        else if (!id.endsWith(QLatin1Char('-')))
            id += QLatin1Char('-');
    }
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return id.isEmpty() ? QStringLiteral("x") : id;
}

} // namespace

QString freshId(QSet<QString> &used, const QString &base)
{
    const QString clean = cleanId(base);
    QString id = clean;
    for (int n = 2; used.contains(id); ++n)
        id = QStringLiteral("%1-%2").arg(clean).arg(n);
    used.insert(id);
    return id;
}

} // namespace hvnet::DesignEdits

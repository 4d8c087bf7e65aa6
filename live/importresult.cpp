#include "importresult.h"

namespace hvnet {

QString importedId(const QString &prefix, const QString &name)
{
    QString id;
    bool hyphen = false;
    for (const QChar c : name.toLower()) {
        if ((c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))) {
            if (hyphen && !id.isEmpty())
                id += QLatin1Char('-');
            id += c;
            hyphen = false;
        } else {
            hyphen = true;
        }
    }
    if (id.isEmpty())
        id = QStringLiteral("x");
    return prefix + id;
}

} // namespace hvnet

#include "designerror.h"

namespace hvnet {

QString DesignError::toString() const
{
    QString text = file;
    if (line > 0) {
        if (!text.isEmpty())
            text += QLatin1Char(':');
        text += QStringLiteral("%1:%2").arg(line).arg(column);
    }
    if (!text.isEmpty())
        text += QStringLiteral(": ");
    if (!pointer.isEmpty())
        text += pointer + QStringLiteral(": ");
    return text + message;
}

} // namespace hvnet

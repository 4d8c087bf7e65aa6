#include "propertyedits.h"

namespace hvnet {

QString PropertyEdits::withWhat(const QString &text, const QString &what)
{
    return what.isEmpty() ? text : QStringLiteral("%1: %2").arg(text, what);
}

} // namespace hvnet

#include "sshtarget.h"

namespace hvnet {

QString normalizedFingerprint(const QString &fingerprint)
{
    QString f = fingerprint.trimmed();
    while (f.endsWith(QLatin1Char('=')))
        f.chop(1);
    if (f.startsWith(QLatin1String("sha256:"), Qt::CaseInsensitive))
        f = QStringLiteral("SHA256:") + f.mid(7);
    return f;
}

} // namespace hvnet

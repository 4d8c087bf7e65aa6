#include "sshtarget.h"

#include <algorithm>

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

QStringList namesNotInDesign(const Design &design, const QStringList &hosts, const QStringList &switches)
{
    QStringList unknown;
    for (const QString &name : hosts)
        if (std::none_of(design.nodes.begin(), design.nodes.end(),
                [&](const Node &n) { return n.name.compare(name, Qt::CaseInsensitive) == 0; }))
            unknown << name;
    for (const QString &name : switches)
        if (std::none_of(design.switches.begin(), design.switches.end(),
                [&](const Switch &s) { return s.name.compare(name, Qt::CaseInsensitive) == 0; }))
            unknown << name;
    return unknown;
}

} // namespace hvnet

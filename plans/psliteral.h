#pragma once

#include <QString>
#include <QStringList>

namespace hvnet {

// Values from a design reach PowerShell only as single-quoted literals, which
// PowerShell never expands: no variables, no subexpressions, no escapes.
// Inside one, a quote is written twice; PowerShell also takes the typographic
// single quotes (U+2018, U+2019, U+201A, U+201B) as quotes, so they are
// doubled too.
QString psLiteral(const QString &value);
// @('a', 'b')
QString psArray(const QStringList &values);
QString psBool(bool value);

} // namespace hvnet

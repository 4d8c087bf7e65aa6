#pragma once

#include <QSet>
#include <QString>

namespace hvnet::DesignEdits {

// base, made an id (ASCII letters and digits, '-', '_' and '.', lower case),
// or base-2, base-3, ... whichever is free; the result is added to used. Every
// edit that makes an object, and the port planner, name new ids this way.
QString freshId(QSet<QString> &used, const QString &base);

} // namespace hvnet::DesignEdits

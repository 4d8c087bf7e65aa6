#pragma once

#include <QString>

namespace hvnet {

// An object name made safe as a file name on every file system: characters
// other than ASCII letters, digits, '-', '_', '.' and space become '_'; a name
// that would be empty, "." or ".." becomes "_".
QString safeFileName(const QString &name);

} // namespace hvnet

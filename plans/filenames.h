#pragma once

#include <QString>

namespace hvnet {

// An object name made safe as a file name on every file system: characters
// other than ASCII letters, digits, '-', '_', '.' and space become '_'; a name
// that would be empty, "." or ".." becomes "_". A name longer than 100 bytes
// is cut there and ends in "~" and 8 hex digits of its hash (both functions).
QString safeFileName(const QString &name);

// A design's name as the file name a person would give its report or
// diagram: kept as written ("S2D converged SET (2022)", "Rechenzentrum
// München"), only what Windows refuses in a file name replaced by '_'
// (< > : " / \ | ? * and control characters), trailing dots and spaces
// dropped, and a device name (CON, NUL, COM1, ...) given a '_'.
QString readableFileName(const QString &name);

} // namespace hvnet

#pragma once

#include <QSet>
#include <QString>

namespace hvnet {

// The paths one exporter has written to, as Windows and macOS see them
// (letter case does not tell files apart there): two objects whose names
// differ only in case, or that safeFileName() maps to one name, must not
// overwrite each other's file.
class OutputPaths
{
public:
    // False when the path is taken already.
    bool claim(const QString &path);

private:
    QSet<QString> m_paths;
};

} // namespace hvnet

#include "outputpaths.h"

namespace hvnet {

bool OutputPaths::claim(const QString &path)
{
    const QString key = path.toLower();
    if (m_paths.contains(key))
        return false;
    m_paths.insert(key);
    return true;
}

} // namespace hvnet

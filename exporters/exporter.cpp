#include "exporter.h"

namespace hvnet {

const QByteArray &ExportContext::shared(const QString &key, const std::function<QByteArray()> &make)
{
    auto it = m_shared.find(key);
    if (it == m_shared.end())
        it = m_shared.emplace(key, make()).first;
    return it->second;
}

} // namespace hvnet

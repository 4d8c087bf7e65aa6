#include "designselection.h"

namespace hvnet {

void DesignSelection::setIds(const QStringList &ids)
{
    if (ids == m_ids)
        return;
    m_ids = ids;
    Q_EMIT changed(m_ids);
}

} // namespace hvnet

#include "linkitem.h"

#include <QPen>

namespace hvnet {

LinkItem::LinkItem(const QString &linkId, bool peerLink, const QColor &colour) : m_linkId(linkId)
{
    QPen pen(colour, peerLink ? 4 : 1.6);
    if (peerLink)
        pen.setStyle(Qt::DashLine);
    setPen(pen);
    setZValue(-1);
    setData(0, linkId);
}

} // namespace hvnet

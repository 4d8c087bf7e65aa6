#include "overviewitem.h"

#include "exporters/diagram/diagrampainter.h"

#include <QPainter>

namespace hvnet {

OverviewItem::OverviewItem()
{
    setZValue(1);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
}

void OverviewItem::setOverview(Overview overview)
{
    prepareGeometryChange();
    m_overview = std::move(overview);
    update();
}

void OverviewItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    if (DiagramPainter::levelOfDetail(painter->worldTransform()) >= Overview::detailZoom)
        return;
    m_overview.paint(painter);
}

} // namespace hvnet

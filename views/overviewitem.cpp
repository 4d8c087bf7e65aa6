#include "overviewitem.h"

#include "exporters/diagram/diagrampainter.h"

#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hvnet {

OverviewItem::OverviewItem()
{
    setZValue(1);
    setAcceptedMouseButtons(Qt::NoButton);
    setAcceptHoverEvents(false);
    // A repaint of part of the canvas paints only the cards and bundles there.
    setFlag(QGraphicsItem::ItemUsesExtendedStyleOption);
}

void OverviewItem::setOverview(Overview overview)
{
    // A move changes a cluster's card and some bundles, not the whole
    // drawing: only that is painted again (at fit zoom a whole repaint of the
    // overview fills the view, 10 ms and more on a small machine). The scale
    // is the canvas's; far in, where nothing of this is drawn, any will do.
    const QList<QGraphicsView *> views = scene() ? scene()->views() : QList<QGraphicsView *>();
    if (views.isEmpty() || overview.boundingRect() != m_overview.boundingRect()) {
        prepareGeometryChange();
        m_overview = std::move(overview);
        update();
        return;
    }
    const QTransform world = views.front()->viewportTransform();
    const QRectF changed
        = Overview::changedArea(m_overview, overview, DiagramPainter::levelOfDetail(world), views.front()->font());
    m_overview = std::move(overview);
    if (!changed.isNull())
        update(changed);
}

void OverviewItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (DiagramPainter::levelOfDetail(painter->worldTransform()) >= Overview::detailZoom)
        return;
    m_overview.paint(painter, 0, option->exposedRect);
}

} // namespace hvnet

#include "clusteritem.h"

#include "exporters/diagram/overview.h"

#include <QPainterPathStroker>

namespace hvnet {

ClusterItem::ClusterItem(const QString &id, QGraphicsItem *parent) : QGraphicsObject(parent), m_id(id)
{
    setFlag(ItemIsSelectable);
    setZValue(-2);
    setData(0, id);
}

void ClusterItem::setLabel(const QString &label)
{
    if (label == m_frame.label())
        return;
    prepareGeometryChange();
    m_frame.setLabel(label);
    update();
}

void ClusterItem::setFrame(const QRectF &rect)
{
    if (rect == m_frame.rect())
        return;
    prepareGeometryChange();
    m_frame.setRect(rect);
}

void ClusterItem::setFindings(int errors, int warnings, const QString &tooltip)
{
    m_findings.set(this, errors, warnings, tooltip);
}

QRectF ClusterItem::boundingRect() const
{
    return m_frame.boundingRect();
}

QPainterPath ClusterItem::shape() const
{
    QPainterPath frame;
    frame.addRoundedRect(m_frame.rect(), 10, 10);
    QPainterPathStroker stroker;
    stroker.setWidth(8);
    QPainterPath path = stroker.createStroke(frame);
    path.addRect(m_frame.labelRect());
    return path;
}

void ClusterItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_summarised && DiagramPainter::levelOfDetail(painter->worldTransform()) < Overview::detailZoom)
        return;
    DiagramPainter::paintCluster(painter, m_frame, m_findings.marks(option));
}

} // namespace hvnet

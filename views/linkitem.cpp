#include "linkitem.h"

#include "exporters/diagram/diagramstyle.h"
#include "exporters/diagram/overview.h"

#include <QPainterPathStroker>
#include <QPen>

namespace hvnet {

LinkItem::LinkItem(const QString &linkId, bool peerLink, const QColor &colour) : m_linkId(linkId), m_peerLink(peerLink)
{
    setColour(colour);
    setZValue(-1);
    setData(0, linkId);
    setFlag(ItemIsSelectable);
}

void LinkItem::setColour(const QColor &colour)
{
    if (pen().color() == colour && pen().widthF() > 0)
        return;
    setPen(DiagramStyle::linkPen(colour, m_peerLink));
}

void LinkItem::setFindings(int errors, int warnings, const QString &tooltip)
{
    m_findingsTip = tooltip;
    m_findings.set(this, errors, warnings, this->tooltip());
}

void LinkItem::setPathStates(const QString &text)
{
    if (text == m_pathTip)
        return;
    m_pathTip = text;
    setToolTip(tooltip());
}

QString LinkItem::tooltip() const
{
    if (m_findingsTip.isEmpty() || m_pathTip.isEmpty())
        return m_findingsTip + m_pathTip;
    return m_findingsTip + QStringLiteral("\n\n") + m_pathTip;
}

void LinkItem::setLive(const std::optional<DiagramPainter::Outline> &outline, DiagramPainter::CableMark mark)
{
    m_findings.setLive(this, outline, {}, mark);
}

void LinkItem::setRoute(const QPolygonF &route)
{
    if (route == m_route)
        return;
    prepareGeometryChange();
    m_route = route;
    update();
}

QPolygonF LinkItem::path() const
{
    return m_route.isEmpty() ? QPolygonF(QList<QPointF>{line().p1(), line().p2()}) : m_route;
}

QPainterPath LinkItem::shape() const
{
    QPainterPath path;
    path.addPolygon(this->path());
    QPainterPathStroker stroker;
    stroker.setWidth(10);
    return stroker.createStroke(path);
}

QRectF LinkItem::boundingRect() const
{
    // Not QGraphicsLineItem's: it strokes the line into a path for every
    // call, and the scene asks thousands of cables for their bounds.
    const QLineF l = line();
    const QRectF ends = m_route.isEmpty() ? QRectF(l.p1(), l.p2()).normalized() : m_route.boundingRect();
    return ends.adjusted(-10, -10, 10, 10); // room for a cable mark
}

void LinkItem::setDimmed(bool dimmed)
{
    setOpacity(dimmed ? 0.07 : 1.0);
}

void LinkItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (m_bundled && DiagramPainter::levelOfDetail(painter->worldTransform()) < Overview::detailZoom)
        return;
    DiagramPainter::paintLink(painter, path(), pen(), m_findings.marks(option));
}

} // namespace hvnet

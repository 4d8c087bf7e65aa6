#include "observedcableitem.h"

#include "livestatepalette.h"

#include <QPainter>
#include <QPolygonF>

namespace hvnet {

namespace {
constexpr qreal diamond = 5;
} // namespace

ObservedCableItem::ObservedCableItem(const QString &fromId, const QString &toId, ObservedLabelItem *label)
    : m_fromId(fromId), m_toId(toId), m_label(label)
{
    // Above the planned cables (-1), below the cards: it ends at their handles.
    setZValue(-0.5);
}

void ObservedCableItem::setLine(const QLineF &line)
{
    if (line == m_line)
        return;
    prepareGeometryChange();
    m_line = line;
}

QRectF ObservedCableItem::boundingRect() const
{
    return QRectF(m_line.p1(), m_line.p2()).normalized().adjusted(-diamond - 2, -diamond - 2, diamond + 2, diamond + 2);
}

void ObservedCableItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    // A pale underlay keeps the dashes visible across other cables.
    painter->setPen(QPen(QColor(0xff, 0xff, 0xff, 200), 5, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(m_line);
    painter->setPen(LiveStatePalette::observedPen());
    painter->drawLine(m_line);
    const QPointF p = m_line.p2();
    painter->setPen(QPen(Qt::white, 1));
    painter->setBrush(LiveStatePalette::observedColour());
    painter->drawPolygon(QPolygonF({p + QPointF(0, -diamond), p + QPointF(diamond, 0), p + QPointF(0, diamond),
        p + QPointF(-diamond, 0)}));
}

} // namespace hvnet

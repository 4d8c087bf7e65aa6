#include "linkitem.h"

#include <QPainter>
#include <QPainterPathStroker>
#include <QPen>
#include <QStyleOptionGraphicsItem>

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
    QPen pen(colour, m_peerLink ? 4 : 1.8);
    if (m_peerLink)
        pen.setStyle(Qt::DashLine);
    setPen(pen);
}

void LinkItem::setFindings(int errors, int warnings, const QString &tooltip)
{
    m_findings.set(this, errors, warnings, tooltip);
}

QPainterPath LinkItem::shape() const
{
    QPainterPath path(line().p1());
    path.lineTo(line().p2());
    QPainterPathStroker stroker;
    stroker.setWidth(10);
    return stroker.createStroke(path);
}

QRectF LinkItem::boundingRect() const
{
    // Not QGraphicsLineItem's: it strokes the line into a path for every
    // call, and the scene asks thousands of cables for their bounds.
    const QLineF l = line();
    return QRectF(l.p1(), l.p2()).normalized().adjusted(-8, -8, 8, 8);
}

void LinkItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    // Far out (a whole large design in view) thousands of cables are drawn
    // plainly: antialiasing costs more than it shows at that size.
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    const bool selected = option->state & QStyle::State_Selected;
    if (m_findings.errors + m_findings.warnings > 0 || selected) {
        QColor halo = selected  ? QColor(0x1f, 0x6f, 0xd1)
            : m_findings.errors ? QColor(0xd0, 0x32, 0x2b)
                                : QColor(0xe3, 0xa0, 0x08);
        halo.setAlpha(selected ? 110 : 90);
        painter->setPen(QPen(halo, 8, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(line());
    }
    painter->setPen(pen());
    painter->drawLine(line());
}

} // namespace hvnet

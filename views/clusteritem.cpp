#include "clusteritem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPathStroker>
#include <QStyleOptionGraphicsItem>

namespace hvnet {

namespace {
constexpr qreal labelHeight = 24;
}

ClusterItem::ClusterItem(const QString &id, QGraphicsItem *parent) : QGraphicsObject(parent), m_id(id)
{
    setFlag(ItemIsSelectable);
    setZValue(-2);
    setData(0, id);
}

void ClusterItem::setLabel(const QString &label)
{
    if (label == m_label)
        return;
    prepareGeometryChange();
    m_label = label;
    QFont font;
    font.setBold(true);
    m_labelWidth = QFontMetricsF(font).horizontalAdvance(m_label) + 24;
    update();
}

void ClusterItem::setFrame(const QRectF &rect)
{
    if (rect == m_rect)
        return;
    prepareGeometryChange();
    m_rect = rect;
}

void ClusterItem::setFindings(int errors, int warnings, const QString &tooltip)
{
    m_findings.set(this, errors, warnings, tooltip);
}

QRectF ClusterItem::labelRect() const
{
    return QRectF(m_rect.left(), m_rect.top() - labelHeight, m_labelWidth, labelHeight);
}

QRectF ClusterItem::boundingRect() const
{
    return m_rect.united(labelRect()).adjusted(-3, -3, 3, 3);
}

QPainterPath ClusterItem::shape() const
{
    QPainterPath frame;
    frame.addRoundedRect(m_rect, 10, 10);
    QPainterPathStroker stroker;
    stroker.setWidth(8);
    QPainterPath path = stroker.createStroke(frame);
    path.addRect(labelRect());
    return path;
}

void ClusterItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const bool selected = option->state & QStyle::State_Selected;
    const QColor accent = m_findings.errors ? QColor(0xd0, 0x32, 0x2b)
        : m_findings.warnings               ? QColor(0xb7, 0x79, 0x00)
                                            : QColor(0x6b, 0x7f, 0x99);
    QPen pen(selected ? QColor(0x1f, 0x6f, 0xd1) : accent, selected ? 2.5 : 1.4, Qt::DashLine);
    painter->setPen(pen);
    painter->setBrush(QColor(0xee, 0xf3, 0xf9, 110));
    painter->drawRoundedRect(m_rect, 10, 10);
    const QRectF label = labelRect();
    painter->setPen(Qt::NoPen);
    painter->setBrush(selected ? QColor(0x1f, 0x6f, 0xd1) : accent);
    painter->drawRoundedRect(label.adjusted(0, 0, 0, 6), 6, 6);
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(Qt::white);
    painter->drawText(label.adjusted(12, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, m_label);
}

} // namespace hvnet

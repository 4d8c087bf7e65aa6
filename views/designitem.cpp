#include "designitem.h"

#include <QPainter>

namespace hvnet {

DesignItem::DesignItem(const QString &id, QGraphicsItem *parent) : QGraphicsObject(parent), m_id(id)
{
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    setData(0, id);
}

void ItemFindings::set(QGraphicsItem *item, int newErrors, int newWarnings, const QString &tooltip)
{
    if (newErrors == errors && newWarnings == warnings && tooltip == item->toolTip())
        return;
    errors = newErrors;
    warnings = newWarnings;
    item->setToolTip(tooltip);
    item->update();
}

void DesignItem::setFindings(int errors, int warnings, const QString &tooltip)
{
    m_findings.set(this, errors, warnings, tooltip);
}

void DesignItem::setHighlightedPort(const QString &portId)
{
    if (m_highlighted == portId)
        return;
    m_highlighted = portId;
    update();
}

QVariant DesignItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged)
        Q_EMIT moved();
    return QGraphicsObject::itemChange(change, value);
}

void DesignItem::paintBadge(QPainter *painter, const QRectF &rect) const
{
    if (m_findings.errors + m_findings.warnings == 0)
        return;
    const QRectF badge(rect.right() - 14, rect.top() - 8, 22, 22);
    painter->setPen(Qt::NoPen);
    painter->setBrush(m_findings.errors > 0 ? QColor(0xd0, 0x32, 0x2b) : QColor(0xe3, 0xa0, 0x08));
    painter->drawEllipse(badge);
    painter->setPen(Qt::white);
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->drawText(
        badge, Qt::AlignCenter, QString::number(m_findings.errors > 0 ? m_findings.errors : m_findings.warnings));
}

} // namespace hvnet

#include "switchitem.h"

#include "model/design.h"

namespace hvnet {

SwitchItem::SwitchItem(const Switch &sw, QGraphicsItem *parent) : DesignItem(sw.id, parent)
{
    syncWithSwitch(sw);
}

void SwitchItem::syncWithSwitch(const Switch &sw)
{
    // Ports start on the top edge; the scene routes them again (as before).
    const SwitchCard card(sw);
    if (card.rect() != m_card.rect())
        prepareGeometryChange();
    m_card = card;
    update();
}

void SwitchItem::setPortOnBottom(const QString &portId, bool onBottom)
{
    m_card.setPortOnBottom(portId, onBottom);
    update();
}

std::optional<QPointF> SwitchItem::portScenePosition(const QString &portId) const
{
    if (const auto p = m_card.portPosition(portId))
        return mapToScene(*p);
    return std::nullopt;
}

QString SwitchItem::portAt(const QPointF &localPos) const
{
    return m_card.portAt(localPos);
}

QRectF SwitchItem::boundingRect() const
{
    return m_card.boundingRect();
}

void SwitchItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    DiagramPainter::paintSwitch(painter, m_card, marks(option));
}

} // namespace hvnet

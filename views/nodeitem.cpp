#include "nodeitem.h"

#include "model/design.h"

namespace hvnet {

NodeItem::NodeItem(const Node &node, QGraphicsItem *parent) : DesignItem(node.id, parent)
{
    syncWithNode(node);
}

void NodeItem::syncWithNode(const Node &node)
{
    const NodeCard card(node, m_card.portsOnTop());
    // A change of geometry makes the scene recompute its bounds over every
    // item; most edits (names, addresses) keep the card's size.
    if (card.rect() != m_card.rect())
        prepareGeometryChange();
    m_card = card;
    update();
}

void NodeItem::setPortsOnTop(bool onTop)
{
    if (m_card.setPortsOnTop(onTop))
        update();
}

std::optional<QPointF> NodeItem::portScenePosition(const QString &adapterId) const
{
    if (const auto p = m_card.portPosition(adapterId))
        return mapToScene(*p);
    return std::nullopt;
}

QString NodeItem::portAt(const QPointF &localPos) const
{
    return m_card.portAt(localPos);
}

QRectF NodeItem::boundingRect() const
{
    return m_card.boundingRect();
}

void NodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (summarisedAt(painter))
        return;
    DiagramPainter::paintNode(painter, m_card, marks(option));
}

} // namespace hvnet

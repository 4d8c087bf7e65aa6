#pragma once

#include "designitem.h"
#include "exporters/diagram/nodecard.h"

#include <QPointF>
#include <QString>

#include <optional>

namespace hvnet {

struct Node;

// A Windows server on the canvas: its NodeCard (the exported diagram draws
// the same), selectable and movable, with a badge when findings name it.
class NodeItem : public DesignItem
{
    Q_OBJECT

public:
    explicit NodeItem(const Node &node, QGraphicsItem *parent = nullptr);

    void syncWithNode(const Node &node);
    // Port handles on the top edge (for a node drawn below its switches) or
    // the bottom edge.
    void setPortsOnTop(bool onTop);
    bool portsOnTop() const { return m_card.portsOnTop(); }
    // The scene position of an adapter's handle, where its cable attaches.
    std::optional<QPointF> portScenePosition(const QString &adapterId) const;

    QString portAt(const QPointF &localPos) const override;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    NodeCard m_card;
};

} // namespace hvnet

#pragma once

#include "designitem.h"

#include <QHash>
#include <QPointF>
#include <QString>

namespace hvnet {

struct Node;

// A Windows server on the canvas: a card with its name and role, its adapters
// as port handles along the bottom edge, and a badge when findings name it.
class NodeItem : public DesignItem
{
    Q_OBJECT

public:
    explicit NodeItem(const Node &node, QGraphicsItem *parent = nullptr);

    void syncWithNode(const Node &node);
    // Port handles on the top edge (for a node drawn below its switches) or
    // the bottom edge.
    void setPortsOnTop(bool onTop);
    // The scene position of an adapter's handle, where its cable attaches.
    std::optional<QPointF> portScenePosition(const QString &adapterId) const;

    QString portAt(const QPointF &localPos) const override;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    struct Port {
        QString id;
        QString label;
        bool rdma = false;
        QPointF position;
    };

    QString m_name;
    QString m_subtitle;
    std::vector<Port> m_ports;
    QRectF m_rect;
    bool m_portsOnTop = false;
};

} // namespace hvnet

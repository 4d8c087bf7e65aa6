#pragma once

#include <QGraphicsObject>
#include <QHash>
#include <QPointF>
#include <QString>

namespace hvnet {

struct Node;
struct Finding;

// A Windows server on the canvas: a card with its name and role, its adapters
// as port handles along the bottom edge, and a badge when findings name it.
class NodeItem : public QGraphicsObject
{
    Q_OBJECT

public:
    explicit NodeItem(const Node &node, QGraphicsItem *parent = nullptr);

    QString nodeId() const { return m_nodeId; }
    void syncWithNode(const Node &node);
    void setFindings(int errors, int warnings, const QString &tooltip);
    // The scene position of an adapter's handle, where its cable attaches.
    std::optional<QPointF> portScenePosition(const QString &adapterId) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

Q_SIGNALS:
    void moved();

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    struct Port {
        QString id;
        QString label;
        bool rdma = false;
        QPointF position;
    };

    QString m_nodeId;
    QString m_name;
    QString m_subtitle;
    std::vector<Port> m_ports;
    QRectF m_rect;
    int m_errors = 0;
    int m_warnings = 0;
};

} // namespace hvnet

#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

namespace hvnet {

struct Node;

// A server as the diagram draws it, on the canvas and in the exported
// pictures alike: a card with its name and role, its adapters as handles
// along the bottom edge (or the top, for a server below its switches).
// Coordinates are the card's own, its top left corner at (0, 0).
class NodeCard
{
public:
    struct Port {
        QString id;
        QString label;
        bool rdma = false;
        QPointF position;
    };

    // How far the badge and the handles reach beyond the card.
    static constexpr qreal margin = 12;
    static constexpr qreal portSpacing = 44;

    NodeCard() = default;
    explicit NodeCard(const Node &node, bool portsOnTop = false);

    const QString &id() const { return m_id; }
    const QString &name() const { return m_name; }
    const QString &subtitle() const { return m_subtitle; }
    QRectF rect() const { return m_rect; }
    QRectF boundingRect() const { return m_rect.adjusted(-margin, -margin, margin, margin); }
    const std::vector<Port> &ports() const { return m_ports; }
    bool portsOnTop() const { return m_portsOnTop; }
    // False when nothing changed.
    bool setPortsOnTop(bool onTop);
    std::optional<QPointF> portPosition(const QString &adapterId) const;
    QString portAt(const QPointF &localPos) const;

private:
    QString m_id;
    QString m_name;
    QString m_subtitle;
    std::vector<Port> m_ports;
    QRectF m_rect;
    bool m_portsOnTop = false;
};

} // namespace hvnet

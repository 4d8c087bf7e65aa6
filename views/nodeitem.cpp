#include "nodeitem.h"

#include "design.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hvnet {

namespace {
constexpr qreal portSpacing = 44;
constexpr qreal minimumWidth = 200;
constexpr qreal cardHeight = 76;

QString roleText(NodeRole role)
{
    switch (role) {
    case NodeRole::HyperVHost: return QCoreApplication::translate("hvnet::NodeItem", "Hyper-V host");
    case NodeRole::SofsNode: return QCoreApplication::translate("hvnet::NodeItem", "SOFS node");
    case NodeRole::S2dNode: return QCoreApplication::translate("hvnet::NodeItem", "S2D node");
    case NodeRole::Other: return QCoreApplication::translate("hvnet::NodeItem", "Server");
    }
    return {};
}
} // namespace

NodeItem::NodeItem(const Node &node, QGraphicsItem *parent) : DesignItem(node.id, parent)
{
    syncWithNode(node);
}

void NodeItem::syncWithNode(const Node &node)
{
    m_name = node.name;
    m_subtitle = roleText(node.role);
    m_ports.clear();
    const qreal width = std::max(minimumWidth, portSpacing * qreal(node.adapters.size()) + 16);
    // A change of geometry makes the scene recompute its bounds over every
    // item; most edits (names, addresses) keep the card's size.
    if (QRectF(0, 0, width, cardHeight) != m_rect) {
        prepareGeometryChange();
        m_rect = QRectF(0, 0, width, cardHeight);
    }
    const qreal start = (width - portSpacing * qreal(node.adapters.size() - 1)) / 2;
    for (std::size_t i = 0; i < node.adapters.size(); ++i) {
        const Adapter &a = node.adapters[i];
        m_ports.push_back({a.id, a.name, a.rdma != RdmaTransport::None,
            QPointF(start + portSpacing * qreal(i), m_portsOnTop ? 0 : cardHeight)});
    }
    update();
}

void NodeItem::setPortsOnTop(bool onTop)
{
    if (m_portsOnTop == onTop)
        return;
    m_portsOnTop = onTop;
    for (Port &p : m_ports)
        p.position.setY(onTop ? 0 : cardHeight);
    update();
}

std::optional<QPointF> NodeItem::portScenePosition(const QString &adapterId) const
{
    for (const Port &p : m_ports)
        if (p.id == adapterId)
            return mapToScene(p.position);
    return std::nullopt;
}

QString NodeItem::portAt(const QPointF &localPos) const
{
    for (const Port &p : m_ports)
        if (QLineF(p.position, localPos).length() <= 9)
            return p.id;
    return {};
}

QRectF NodeItem::boundingRect() const
{
    return m_rect.adjusted(-margin, -margin, margin, margin);
}

void NodeItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    const bool selected = option->state & QStyle::State_Selected;
    painter->setPen(QPen(selected ? QColor(0x1f, 0x6f, 0xd1) : QColor(0x5a, 0x63, 0x70), selected ? 2.5 : 1.2));
    painter->setBrush(QColor(0xf7, 0xf9, 0xfc));
    if (lod < 0.25) {
        // Too small to read: the card, its findings' colour, no text.
        painter->drawRect(m_rect);
        paintBadge(painter, m_rect);
        return;
    }
    painter->drawRoundedRect(m_rect, 6, 6);

    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(QColor(0x1d, 0x23, 0x2b));
    // Below the port labels when the handles are on top.
    const qreal textTop = m_portsOnTop ? 24 : 6;
    painter->drawText(m_rect.adjusted(10, textTop, -10, 0), Qt::AlignLeft | Qt::AlignTop, m_name);
    font.setBold(false);
    font.setPointSizeF(font.pointSizeF() * 0.85);
    painter->setFont(font);
    painter->setPen(QColor(0x5a, 0x63, 0x70));
    painter->drawText(m_rect.adjusted(10, textTop + 20, -10, 0), Qt::AlignLeft | Qt::AlignTop, m_subtitle);

    QFont small = painter->font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    painter->setFont(small);
    const QFontMetricsF metrics(small);
    for (const Port &p : m_ports) {
        const bool target = p.id == m_highlighted;
        painter->setPen(QPen(target ? QColor(0x1f, 0x6f, 0xd1) : QColor(0x3a, 0x40, 0x48), target ? 2.5 : 1));
        painter->setBrush(p.rdma ? QColor(0xe0, 0x8a, 0x1e) : QColor(0x8a, 0x94, 0xa0));
        painter->drawEllipse(p.position, target ? 7 : 5, target ? 7 : 5);
        // The adapter's name just inside the card, above or below its handle.
        const QString label = metrics.elidedText(p.label, Qt::ElideRight, portSpacing - 4);
        const QRectF box(p.position.x() - portSpacing / 2, m_portsOnTop ? 8 : cardHeight - 8 - metrics.height(),
            portSpacing, metrics.height());
        painter->setPen(QColor(0x5a, 0x63, 0x70));
        painter->drawText(box, Qt::AlignCenter, label);
    }

    paintBadge(painter, m_rect);
}

} // namespace hvnet

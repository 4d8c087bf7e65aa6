#include "nodecard.h"

#include "model/design.h"

#include <QCoreApplication>
#include <QLineF>

namespace hvnet {

namespace {
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

NodeCard::NodeCard(const Node &node, bool portsOnTop)
    : m_id(node.id), m_name(node.name), m_subtitle(roleText(node.role)), m_portsOnTop(portsOnTop)
{
    const qreal width = std::max(minimumWidth, portSpacing * qreal(node.adapters.size()) + 16);
    m_rect = QRectF(0, 0, width, cardHeight);
    const qreal start = (width - portSpacing * qreal(node.adapters.size() - 1)) / 2;
    for (std::size_t i = 0; i < node.adapters.size(); ++i) {
        const Adapter &a = node.adapters[i];
        m_ports.push_back({a.id, a.name, a.rdma != RdmaTransport::None,
            QPointF(start + portSpacing * qreal(i), m_portsOnTop ? 0 : cardHeight)});
    }
}

bool NodeCard::setPortsOnTop(bool onTop)
{
    if (m_portsOnTop == onTop)
        return false;
    m_portsOnTop = onTop;
    for (Port &p : m_ports)
        p.position.setY(onTop ? 0 : cardHeight);
    return true;
}

std::optional<QPointF> NodeCard::portPosition(const QString &adapterId) const
{
    for (const Port &p : m_ports)
        if (p.id == adapterId)
            return p.position;
    return std::nullopt;
}

QString NodeCard::portAt(const QPointF &localPos) const
{
    for (const Port &p : m_ports)
        if (QLineF(p.position, localPos).length() <= 9)
            return p.id;
    return {};
}

} // namespace hvnet

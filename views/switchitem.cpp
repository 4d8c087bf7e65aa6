#include "switchitem.h"

#include "design.h"
#include "labels.h"

#include <QPainter>

#include <QStyleOptionGraphicsItem>
#include <cmath>

namespace hvnet {

namespace {
constexpr qreal portSpacing = 16;
constexpr qreal minimumWidth = 200;
constexpr qreal barHeight = 48;
} // namespace

SwitchItem::SwitchItem(const Switch &sw, QGraphicsItem *parent) : DesignItem(sw.id, parent)
{
    syncWithSwitch(sw);
}

void SwitchItem::syncWithSwitch(const Switch &sw)
{
    m_name = sw.name;
    m_subtitle = sw.model.isEmpty() ? Labels::platform(sw.platform)
                                    : QStringLiteral("%1 (%2)").arg(sw.model, Labels::platform(sw.platform));
    const qreal width = std::max(minimumWidth, portSpacing * qreal(sw.ports.size()) + 16);
    if (QRectF(0, 0, width, barHeight) != m_rect) {
        prepareGeometryChange();
        m_rect = QRectF(0, 0, width, barHeight);
    }
    m_ports.clear();
    const qreal start = (width - portSpacing * qreal(sw.ports.size() - 1)) / 2;
    for (std::size_t i = 0; i < sw.ports.size(); ++i)
        m_ports.push_back({sw.ports[i].id, QPointF(start + portSpacing * qreal(i), 0)});
    update();
}

void SwitchItem::setPortOnBottom(const QString &portId, bool onBottom)
{
    for (Port &p : m_ports)
        if (p.id == portId)
            p.position.setY(onBottom ? barHeight : 0);
    update();
}

std::optional<QPointF> SwitchItem::portScenePosition(const QString &portId) const
{
    for (const Port &p : m_ports)
        if (p.id == portId)
            return mapToScene(p.position);
    return std::nullopt;
}

QString SwitchItem::portAt(const QPointF &localPos) const
{
    for (const Port &p : m_ports)
        if (std::abs(p.position.x() - localPos.x()) <= 7 && std::abs(p.position.y() - localPos.y()) <= 7)
            return p.id;
    return {};
}

QRectF SwitchItem::boundingRect() const
{
    return m_rect.adjusted(-margin, -margin, margin, margin);
}

void SwitchItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const qreal lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    const bool selected = option->state & QStyle::State_Selected;
    painter->setPen(QPen(selected ? QColor(0x1f, 0x6f, 0xd1) : QColor(0x2c, 0x3e, 0x50), selected ? 2.5 : 1.2));
    painter->setBrush(QColor(0xe8, 0xee, 0xf4));
    if (lod < 0.25) {
        painter->drawRect(m_rect);
        paintBadge(painter, m_rect);
        return;
    }
    painter->drawRoundedRect(m_rect, 4, 4);
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(QColor(0x1d, 0x23, 0x2b));
    painter->drawText(m_rect.adjusted(10, 10, -10, 0), Qt::AlignLeft | Qt::AlignTop, m_name);
    font.setBold(false);
    font.setPointSizeF(font.pointSizeF() * 0.85);
    painter->setFont(font);
    painter->setPen(QColor(0x5a, 0x63, 0x70));
    painter->drawText(m_rect.adjusted(10, 28, -10, 0), Qt::AlignLeft | Qt::AlignTop, m_subtitle);
    painter->setPen(QPen(QColor(0x3a, 0x40, 0x48), 1));
    painter->setBrush(QColor(0x2c, 0x3e, 0x50));
    for (const Port &p : m_ports) {
        const bool target = p.id == m_highlighted;
        painter->setPen(QPen(target ? QColor(0x1f, 0x6f, 0xd1) : QColor(0x3a, 0x40, 0x48), target ? 2.5 : 1));
        const qreal r = target ? 6 : 4;
        painter->drawRect(QRectF(p.position.x() - r, p.position.y() - r, 2 * r, 2 * r));
    }
    paintBadge(painter, m_rect);
}

} // namespace hvnet

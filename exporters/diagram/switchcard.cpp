#include "switchcard.h"

#include "exporters/labels.h"
#include "model/design.h"

#include <cmath>

namespace hvnet {

namespace {
constexpr qreal portSpacing = 16;
constexpr qreal switchMinimumWidth = 200;
constexpr qreal barHeight = 48;
} // namespace

SwitchCard::SwitchCard(const Switch &sw) : m_id(sw.id), m_name(sw.name)
{
    m_subtitle = sw.model.isEmpty() ? Labels::platform(sw.platform)
                                    : QStringLiteral("%1 (%2)").arg(sw.model, Labels::platform(sw.platform));
    const qreal width = std::max(switchMinimumWidth, portSpacing * qreal(sw.ports.size()) + 16);
    m_rect = QRectF(0, 0, width, barHeight);
    const qreal start = (width - portSpacing * qreal(sw.ports.size() - 1)) / 2;
    for (std::size_t i = 0; i < sw.ports.size(); ++i)
        m_ports.push_back({sw.ports[i].id, QPointF(start + portSpacing * qreal(i), 0)});
}

void SwitchCard::setPortOnBottom(const QString &portId, bool onBottom)
{
    for (Port &p : m_ports)
        if (p.id == portId)
            p.position.setY(onBottom ? barHeight : 0);
}

std::optional<QPointF> SwitchCard::portPosition(const QString &portId) const
{
    for (const Port &p : m_ports)
        if (p.id == portId)
            return p.position;
    return std::nullopt;
}

QString SwitchCard::portAt(const QPointF &localPos) const
{
    for (const Port &p : m_ports)
        if (std::abs(p.position.x() - localPos.x()) <= 7 && std::abs(p.position.y() - localPos.y()) <= 7)
            return p.id;
    return {};
}

} // namespace hvnet

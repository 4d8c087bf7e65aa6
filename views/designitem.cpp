#include "designitem.h"

#include "exporters/diagram/overview.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hvnet {

DesignItem::DesignItem(const QString &id, QGraphicsItem *parent) : QGraphicsObject(parent), m_id(id)
{
    setFlags(ItemIsMovable | ItemIsSelectable | ItemSendsGeometryChanges);
    setData(0, id);
}

void ItemFindings::set(QGraphicsItem *item, int newErrors, int newWarnings, const QString &tooltip)
{
    if (newErrors == errors && newWarnings == warnings && tooltip == item->toolTip())
        return;
    errors = newErrors;
    warnings = newWarnings;
    item->setToolTip(tooltip);
    item->update();
}

void ItemFindings::setLive(QGraphicsItem *item, const std::optional<DiagramPainter::Outline> &outline,
    const QHash<QString, DiagramPainter::Outline> &ports, DiagramPainter::CableMark cableMark)
{
    if (outline == live && ports == livePorts && cableMark == cable)
        return;
    live = outline;
    livePorts = ports;
    cable = cableMark;
    item->update();
}

void DesignItem::setLive(
    const std::optional<DiagramPainter::Outline> &outline, const QHash<QString, DiagramPainter::Outline> &ports)
{
    m_findings.setLive(this, outline, ports);
}

std::optional<DiagramPainter::Outline> DesignItem::liveOutline(const QString &portId) const
{
    if (portId.isEmpty())
        return m_findings.live;
    const auto it = m_findings.livePorts.constFind(portId);
    return it == m_findings.livePorts.cend() ? std::nullopt : std::optional(*it);
}

void DesignItem::setFindings(int errors, int warnings, const QString &tooltip)
{
    m_findings.set(this, errors, warnings, tooltip);
}

bool DesignItem::summarisedAt(const QPainter *painter) const
{
    return m_summarised && DiagramPainter::levelOfDetail(painter->worldTransform()) < Overview::detailZoom;
}

void DesignItem::setHighlightedPort(const QString &portId)
{
    if (m_highlighted == portId)
        return;
    m_highlighted = portId;
    update();
}

QVariant DesignItem::itemChange(GraphicsItemChange change, const QVariant &value)
{
    if (change == ItemPositionHasChanged)
        Q_EMIT moved();
    return QGraphicsObject::itemChange(change, value);
}

DiagramPainter::Marks ItemFindings::marks(const QStyleOptionGraphicsItem *option) const
{
    DiagramPainter::Marks marks;
    marks.selected = option->state & QStyle::State_Selected;
    marks.errors = errors;
    marks.warnings = warnings;
    marks.live = live;
    marks.livePorts = livePorts;
    marks.cable = cable;
    return marks;
}

DiagramPainter::Marks DesignItem::marks(const QStyleOptionGraphicsItem *option) const
{
    DiagramPainter::Marks marks = m_findings.marks(option);
    marks.highlightedPort = m_highlighted;
    return marks;
}

} // namespace hvnet

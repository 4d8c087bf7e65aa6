#include "designitem.h"

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

void DesignItem::setFindings(int errors, int warnings, const QString &tooltip)
{
    m_findings.set(this, errors, warnings, tooltip);
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
    return marks;
}

DiagramPainter::Marks DesignItem::marks(const QStyleOptionGraphicsItem *option) const
{
    DiagramPainter::Marks marks = m_findings.marks(option);
    marks.highlightedPort = m_highlighted;
    return marks;
}

} // namespace hvnet

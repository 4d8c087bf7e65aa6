#include "noteitem.h"

#include "exporters/diagram/diagrampainter.h"

#include <QStyleOptionGraphicsItem>

namespace hvnet {

NoteItem::NoteItem(const QString &id, const QString &text)
{
    setData(0, id);
    setFlags(ItemIsMovable | ItemIsSelectable | ItemIsFocusable);
    setZValue(5); // above cables, like the cards
    setText(text);
}

void NoteItem::setText(const QString &text)
{
    prepareGeometryChange();
    m_text = text;
    m_rect = DiagramPainter::noteRect(text);
    setToolTip(text);
    update();
}

QRectF NoteItem::boundingRect() const
{
    return m_rect;
}

// Drawn as the exported diagram draws it (DiagramPainter), so the canvas
// and the paper agree.
void NoteItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    DiagramPainter::paintNote(painter, m_text, option->state & QStyle::State_Selected);
}

} // namespace hvnet

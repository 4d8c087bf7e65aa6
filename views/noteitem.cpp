#include "noteitem.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace hvnet {

namespace {
constexpr qreal padding = 8;
constexpr qreal widest = 260;

QFont noteFont()
{
    QFont font;
    font.setPointSizeF(9);
    return font;
}
} // namespace

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
    const QFontMetricsF metrics(noteFont());
    const QRectF bounds = metrics.boundingRect(
        QRectF(0, 0, widest, 1e6), Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, text.isEmpty() ? QStringLiteral(" ") : text);
    m_textRect = QRectF(padding, padding, std::max<qreal>(bounds.width(), 60), bounds.height());
    setToolTip(text);
    update();
}

QRectF NoteItem::boundingRect() const
{
    return m_textRect.adjusted(-padding, -padding, padding, padding);
}

void NoteItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const QRectF card = boundingRect().adjusted(0.5, 0.5, -0.5, -0.5);
    const bool selected = option->state & QStyle::State_Selected;
    painter->setPen(QPen(selected ? QColor(0x1f, 0x6f, 0xd1) : QColor(0xc9, 0xa2, 0x27), selected ? 2 : 1));
    painter->setBrush(QColor(0xff, 0xf6, 0xc8));
    painter->drawRoundedRect(card, 3, 3);
    painter->setPen(QColor(0x33, 0x33, 0x33));
    painter->setFont(noteFont());
    painter->drawText(m_textRect, Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop, m_text);
}

} // namespace hvnet

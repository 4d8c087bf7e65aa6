#pragma once

#include <QGraphicsItem>
#include <QString>

namespace hvnet {

// A note on the canvas (Design::notes): its text on a pale card, wrapped to
// a readable width, movable and selectable like the other cards; the scene
// keeps its position in the layout as it does theirs.
class NoteItem : public QGraphicsItem
{
public:
    NoteItem(const QString &id, const QString &text);

    void setText(const QString &text);
    QString text() const { return m_text; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString m_text;
    QRectF m_rect;
};

} // namespace hvnet

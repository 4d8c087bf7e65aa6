#pragma once

#include <QGraphicsItem>
#include <QString>

namespace hvnet {

// The words beside a cable as LLDP shows it: what the neighbour said about
// itself, in a small box above the cards so that it stays readable. A
// neighbour the design does not have gets a dashed box with a question mark:
// there is no card to draw the cable to.
class ObservedLabelItem : public QGraphicsItem
{
public:
    ObservedLabelItem(const QString &text, bool unknown);

    QString text() const { return m_text; }
    bool isUnknown() const { return m_unknown; }
    // Places the box's centre at a scene position.
    void setCentre(const QPointF &centre);
    QSizeF size() const { return m_size; }

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString m_text;
    bool m_unknown;
    QSizeF m_size;
};

} // namespace hvnet

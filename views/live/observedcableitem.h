#pragma once

#include <QGraphicsItem>
#include <QLineF>
#include <QString>

namespace hvnet {

class ObservedLabelItem;

// A cable as a switch's LLDP table shows it where the plan has another or
// none: from the switch port to what answered there (an adapter's or port's
// handle, the edge of a card when only the device is known, or a label when
// the design does not have it). Dash-dot in the observed colour
// (LiveStatePalette), a diamond at the far end; its label says what LLDP said.
class ObservedCableItem : public QGraphicsItem
{
public:
    // fromId: the switch port (or the switch, for a port the design does not
    // have); toId: the design object LLDP names, empty when it names none.
    ObservedCableItem(const QString &fromId, const QString &toId, ObservedLabelItem *label);

    QString fromId() const { return m_fromId; }
    QString toId() const { return m_toId; }
    ObservedLabelItem *label() const { return m_label; }
    QLineF line() const { return m_line; }
    void setLine(const QLineF &line);

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString m_fromId;
    QString m_toId;
    ObservedLabelItem *m_label;
    QLineF m_line;
};

} // namespace hvnet

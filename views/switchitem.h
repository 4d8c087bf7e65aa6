#pragma once

#include "designitem.h"
#include "exporters/diagram/switchcard.h"

#include <QString>

#include <optional>

namespace hvnet {

struct Switch;

// A physical switch on the canvas: its SwitchCard (the exported diagram
// draws the same), selectable and movable, with a badge for its findings.
class SwitchItem : public DesignItem
{
    Q_OBJECT

public:
    explicit SwitchItem(const Switch &sw, QGraphicsItem *parent = nullptr);

    void syncWithSwitch(const Switch &sw);
    // Puts a port's handle on the bottom edge, for a cable going down.
    void setPortOnBottom(const QString &portId, bool onBottom);
    std::optional<QPointF> portScenePosition(const QString &portId) const;

    QString portAt(const QPointF &localPos) const override;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    SwitchCard m_card;
};

} // namespace hvnet

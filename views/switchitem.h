#pragma once

#include "designitem.h"

#include <QString>

#include <optional>

namespace hvnet {

struct Switch;

// A physical switch on the canvas: a bar with its name and platform, its ports
// as handles along the top edge.
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
    struct Port {
        QString id;
        QPointF position;
    };

    QString m_name;
    QString m_subtitle;
    std::vector<Port> m_ports;
    QRectF m_rect;
};

} // namespace hvnet

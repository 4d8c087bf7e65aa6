#pragma once

#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

namespace hvnet {

struct Switch;

// A physical switch as the diagram draws it (canvas and exports): a bar with
// its name and platform, its ports as handles along the top edge, or the
// bottom edge for a cable going down. Coordinates are the bar's own.
class SwitchCard
{
public:
    struct Port {
        QString id;
        QPointF position;
    };

    static constexpr qreal margin = 12;

    SwitchCard() = default;
    explicit SwitchCard(const Switch &sw);

    const QString &id() const { return m_id; }
    const QString &name() const { return m_name; }
    const QString &subtitle() const { return m_subtitle; }
    QRectF rect() const { return m_rect; }
    QRectF boundingRect() const { return m_rect.adjusted(-margin, -margin, margin, margin); }
    const std::vector<Port> &ports() const { return m_ports; }
    void setPortOnBottom(const QString &portId, bool onBottom);
    std::optional<QPointF> portPosition(const QString &portId) const;
    QString portAt(const QPointF &localPos) const;

private:
    QString m_id;
    QString m_name;
    QString m_subtitle;
    std::vector<Port> m_ports;
    QRectF m_rect;
};

} // namespace hvnet

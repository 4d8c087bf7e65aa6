#pragma once

#include <QGraphicsObject>
#include <QString>

#include <optional>

namespace hvnet {

struct Switch;

// A physical switch on the canvas: a bar with its name and platform, its ports
// as handles along the top edge.
class SwitchItem : public QGraphicsObject
{
    Q_OBJECT

public:
    explicit SwitchItem(const Switch &sw, QGraphicsItem *parent = nullptr);

    QString switchId() const { return m_switchId; }
    void syncWithSwitch(const Switch &sw);
    void setFindings(int errors, int warnings, const QString &tooltip);
    std::optional<QPointF> portScenePosition(const QString &portId) const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

Q_SIGNALS:
    void moved();

protected:
    QVariant itemChange(GraphicsItemChange change, const QVariant &value) override;

private:
    struct Port {
        QString id;
        QPointF position;
    };

    QString m_switchId;
    QString m_name;
    QString m_subtitle;
    std::vector<Port> m_ports;
    QRectF m_rect;
    int m_errors = 0;
    int m_warnings = 0;
};

} // namespace hvnet

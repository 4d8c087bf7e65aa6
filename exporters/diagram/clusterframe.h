#pragma once

#include <QRectF>
#include <QString>

namespace hvnet {

// The labelled frame around a cluster's members, behind them, as the
// canvas and the exported diagram draw it.
class ClusterFrame
{
public:
    // Around the members' cards, with room for the label.
    static constexpr qreal margin = 22;

    // Measures the label once (not per repaint). False when it is the same.
    bool setLabel(const QString &label);
    const QString &label() const { return m_label; }
    qreal labelWidth() const { return m_labelWidth; }
    // The frame for the union of the members' cards (null: no member drawn).
    static QRectF around(const QRectF &members);
    QRectF rect() const { return m_rect; }
    void setRect(const QRectF &rect) { m_rect = rect; }
    QRectF labelRect() const;
    QRectF boundingRect() const { return m_rect.united(labelRect()).adjusted(-3, -3, 3, 3); }

private:
    QString m_label;
    qreal m_labelWidth = 0;
    QRectF m_rect;
};

} // namespace hvnet

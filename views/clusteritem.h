#pragma once

#include "designitem.h"

#include <QGraphicsObject>

namespace hvnet {

// A labelled frame around a cluster's members, behind them. Only its border
// and label take clicks, so rubber-band selection inside it still works.
class ClusterItem : public QGraphicsObject
{
    Q_OBJECT

public:
    ClusterItem(const QString &id, QGraphicsItem *parent = nullptr);

    QString objectId() const { return m_id; }
    void setLabel(const QString &label);
    void setFrame(const QRectF &rect);
    void setFindings(int errors, int warnings, const QString &tooltip);

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QRectF labelRect() const;

    QString m_id;
    QString m_label;
    qreal m_labelWidth = 0; // measured once per label, not per repaint
    QRectF m_rect;
    ItemFindings m_findings;
};

} // namespace hvnet

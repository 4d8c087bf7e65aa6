#pragma once

#include "designitem.h"
#include "exporters/diagram/clusterframe.h"

#include <QGraphicsObject>

namespace hvnet {

// A cluster's ClusterFrame on the canvas (the exported diagram draws the
// same). Only its border and label take clicks, so rubber-band selection
// inside it still works.
class ClusterItem : public QGraphicsObject
{
    Q_OBJECT

public:
    ClusterItem(const QString &id, QGraphicsItem *parent = nullptr);

    QString objectId() const { return m_id; }
    void setLabel(const QString &label);
    void setFrame(const QRectF &rect);
    void setFindings(int errors, int warnings, const QString &tooltip);
    // Far out the overview's card for this cluster is drawn where its frame
    // is: the frame then draws nothing.
    void setSummarised(bool summarised) { m_summarised = summarised; }

    QRectF boundingRect() const override;
    QPainterPath shape() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString m_id;
    ClusterFrame m_frame;
    ItemFindings m_findings;
    bool m_summarised = false;
};

} // namespace hvnet

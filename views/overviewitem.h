#pragma once

#include "exporters/diagram/overview.h"

#include <QGraphicsItem>

namespace hvnet {

// The canvas's level of detail: the Overview (a card per cluster, a bundle
// per switch it is cabled to) painted over the servers it stands for, only
// while the view is further out than Overview::detailZoom. It takes no
// clicks: the servers under it stay selectable.
class OverviewItem : public QGraphicsItem
{
public:
    OverviewItem();
    void setOverview(Overview overview);
    const Overview &overview() const { return m_overview; }

    QRectF boundingRect() const override { return m_overview.boundingRect(); }
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    Overview m_overview;
};

} // namespace hvnet

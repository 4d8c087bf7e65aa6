#include "minimap.h"

#include "clusteritem.h"
#include "designscene.h"
#include "exporters/diagram/diagramstyle.h"
#include "nodeitem.h"
#include "switchitem.h"

#include <QGraphicsView>
#include <QMouseEvent>
#include <QPainter>

namespace hvnet {

Minimap::Minimap(DesignScene *scene, QGraphicsView *view, QWidget *parent)
    : QWidget(parent), m_scene(scene), m_view(view)
{
    setObjectName(QStringLiteral("canvasMinimap"));
    setToolTip(tr("The whole design; click or drag to move the canvas there"));
    setCursor(Qt::PointingHandCursor);
    setFixedSize(220, 150);
    m_refresh.setSingleShot(true);
    m_refresh.setInterval(120);
    connect(&m_refresh, &QTimer::timeout, this, qOverload<>(&QWidget::update));
    connect(scene, &QGraphicsScene::changed, this, [this] {
        if (!m_refresh.isActive())
            m_refresh.start();
    });
}

QTransform Minimap::toMap() const
{
    const QRectF area = m_area.isEmpty() ? QRectF(0, 0, 1, 1) : m_area;
    const QRectF inner = QRectF(rect()).adjusted(4, 4, -4, -4);
    const qreal scale = std::min(inner.width() / area.width(), inner.height() / area.height());
    const QPointF offset
        = inner.center() - QPointF(area.center().x() * scale, area.center().y() * scale);
    return QTransform(scale, 0, 0, scale, offset.x(), offset.y());
}

QPointF Minimap::sceneAt(const QPointF &pos) const
{
    return toMap().inverted().map(pos);
}

QRectF Minimap::viewportRect() const
{
    const QRectF visible = m_view->mapToScene(m_view->viewport()->rect()).boundingRect();
    return toMap().mapRect(visible);
}

void Minimap::paintEvent(QPaintEvent *)
{
    // What the cards cover, whatever the view shows.
    QRectF area;
    std::vector<QRectF> nodes;
    std::vector<QRectF> switches;
    for (const NodeItem *n : m_scene->index().nodes())
        if (n->isVisible())
            nodes.push_back(n->mapRectToScene(n->cardRect()));
    for (const SwitchItem *s : m_scene->index().switches())
        if (s->isVisible())
            switches.push_back(s->mapRectToScene(s->cardRect()));
    for (const QRectF &r : nodes)
        area |= r;
    for (const QRectF &r : switches)
        area |= r;
    m_area = area.adjusted(-40, -40, 40, 40);
    QPainter painter(this);
    painter.fillRect(rect(), DiagramStyle::background());
    painter.setPen(QColor(0xc9, 0xd1, 0xdb));
    painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    if (area.isNull())
        return;
    const QTransform map = toMap();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xe4, 0xea, 0xf2));
    for (const ClusterItem *c : m_scene->index().clusters())
        if (c->isVisible())
            painter.drawRect(map.mapRect(c->sceneBoundingRect()));
    painter.setBrush(QColor(0x7d, 0x8c, 0x9d));
    for (const QRectF &r : nodes)
        painter.drawRect(map.mapRect(r));
    painter.setBrush(QColor(0x2c, 0x3e, 0x50));
    for (const QRectF &r : switches)
        painter.drawRect(map.mapRect(r));
    // What the canvas shows.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(DiagramStyle::selection(), 2));
    painter.drawRect(viewportRect().intersected(QRectF(rect()).adjusted(1, 1, -1, -1)));
}

void Minimap::centreAt(const QPointF &pos)
{
    m_view->centerOn(sceneAt(pos));
}

void Minimap::mousePressEvent(QMouseEvent *event)
{
    centreAt(event->position());
    event->accept();
}

void Minimap::mouseMoveEvent(QMouseEvent *event)
{
    if (event->buttons() & Qt::LeftButton)
        centreAt(event->position());
    event->accept();
}

} // namespace hvnet

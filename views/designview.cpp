#include "designview.h"

#include "designscene.h"
#include "exporters/diagram/diagrampainter.h"
#include "exporters/diagram/diagramstyle.h"
#include "views/live/cablinglegend.h"
#include "views/live/livestatelegend.h"

#include <QFrame>
#include <QGraphicsItem>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QScrollBar>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace hvnet {

namespace {
constexpr qreal minimumZoom = 0.02;
constexpr qreal maximumZoom = 4.0;
} // namespace

DesignView::DesignView(DesignScene *scene, QWidget *parent) : QGraphicsView(scene, parent), m_scene(scene)
{
    setRenderHint(QPainter::Antialiasing);
    setRenderHint(QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setAcceptDrops(true);
    setObjectName(QStringLiteral("designView"));
    // The legend sits in the viewport's corner: it repaints when the subnets
    // change, and with the items under it; never the whole view for it.
    connect(
        scene, &DesignScene::legendChanged, this, [this] { viewport()->update(m_legendRect.adjusted(-2, -2, 2, 2)); });
}

void DesignView::setLiveLegendVisible(bool visible, bool cabling)
{
    if (visible && !m_liveLegend) {
        m_liveLegend = new QFrame(this);
        m_liveLegend->setObjectName(QStringLiteral("canvasLiveLegend"));
        m_liveLegend->setFrameShape(QFrame::StyledPanel);
        m_liveLegend->setAutoFillBackground(true);
        m_liveLegend->setBackgroundRole(QPalette::Base);
        auto *layout = new QVBoxLayout(m_liveLegend);
        layout->setContentsMargins(8, 4, 8, 4);
        auto *title = new QLabel(tr("Live check"), m_liveLegend);
        QFont bold = title->font();
        bold.setBold(true);
        title->setFont(bold);
        layout->addWidget(title);
        layout->addWidget(new LiveStateLegend(m_liveLegend));
        layout->addWidget(new CablingLegend(m_liveLegend));
    }
    if (m_liveLegend) {
        m_liveLegend->findChild<CablingLegend *>()->setVisible(cabling);
        m_liveLegend->setVisible(visible);
        placeLiveLegend();
    }
}

QWidget *DesignView::liveLegend() const
{
    return m_liveLegend;
}

void DesignView::placeLiveLegend()
{
    if (!m_liveLegend)
        return;
    m_liveLegend->adjustSize();
    const QRect area = viewport()->geometry();
    m_liveLegend->move(area.left() + 10, area.bottom() - m_liveLegend->height() - 10);
    m_liveLegend->raise();
}

void DesignView::resizeEvent(QResizeEvent *event)
{
    QGraphicsView::resizeEvent(event);
    placeLiveLegend();
}

void DesignView::zoomBy(qreal factor)
{
    const qreal target = std::clamp(zoom() * factor, minimumZoom, maximumZoom);
    if (qFuzzyCompare(target, zoom()))
        return;
    scale(target / zoom(), target / zoom());
    Q_EMIT zoomChanged(zoom());
}

void DesignView::resetZoom()
{
    const QPointF centre = mapToScene(viewport()->rect().center());
    resetTransform();
    centerOn(centre);
    Q_EMIT zoomChanged(zoom());
}

void DesignView::fitToDesign()
{
    const QRectF bounds = m_scene->itemsBoundingRect().adjusted(-40, -40, 40, 40);
    if (bounds.isEmpty())
        return;
    fitInView(bounds, Qt::KeepAspectRatio);
    // Room on the right for the legend, so that it covers no card.
    if (m_legendVisible && !m_legendRect.isNull() && zoom() > 0)
        fitInView(bounds.adjusted(0, 0, (m_legendRect.width() + 16) / zoom(), 0), Qt::KeepAspectRatio);
    // Fit shrinks a large design but never blows a small one up past 100%.
    if (transform().m11() > 1.0) {
        resetTransform();
        centerOn(bounds.center());
    }
    Q_EMIT zoomChanged(zoom());
}

void DesignView::setLegendVisible(bool visible)
{
    m_legendVisible = visible;
    viewport()->update();
}

void DesignView::scrollContentsBy(int dx, int dy)
{
    // The legend stays put while the scene scrolls under it.
    QGraphicsView::scrollContentsBy(dx, dy);
    if (m_legendVisible && !m_legendRect.isNull())
        viewport()->update(m_legendRect.adjusted(-abs(dx) - 2, -abs(dy) - 2, abs(dx) + 2, abs(dy) + 2));
}

void DesignView::wheelEvent(QWheelEvent *event)
{
    if (event->modifiers() & Qt::ControlModifier) {
        zoomBy(std::pow(1.0015, event->angleDelta().y()));
        event->accept();
        return;
    }
    QGraphicsView::wheelEvent(event);
}

void DesignView::keyPressEvent(QKeyEvent *event)
{
    // Arrows move the selection (Shift: by one unit), as in drawing tools;
    // with nothing selected they scroll.
    const QHash<int, QPointF> directions
        = {{Qt::Key_Left, {-1, 0}}, {Qt::Key_Right, {1, 0}}, {Qt::Key_Up, {0, -1}}, {Qt::Key_Down, {0, 1}}};
    if (directions.contains(event->key()) && !(event->modifiers() & (Qt::ControlModifier | Qt::AltModifier))) {
        const qreal step = event->modifiers() & Qt::ShiftModifier ? 1 : 10;
        if (m_scene->nudgeSelection(directions.value(event->key()) * step)) {
            event->accept();
            return;
        }
    }
    // The context menu key (or Shift+F10) opens the menu of the selected
    // card, at the card, as a right click on it would.
    if (event->key() == Qt::Key_Menu || (event->key() == Qt::Key_F10 && event->modifiers() == Qt::ShiftModifier)) {
        QRectF area;
        for (QGraphicsItem *item : scene()->selectedItems())
            area = area.united(item->sceneBoundingRect());
        const QPoint at = area.isNull() ? viewport()->rect().center() : mapFromScene(area.center());
        QContextMenuEvent menu(QContextMenuEvent::Keyboard, at, viewport()->mapToGlobal(at));
        QCoreApplication::sendEvent(viewport(), &menu);
        event->accept();
        return;
    }
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = true;
        viewport()->setCursor(Qt::OpenHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::keyPressEvent(event);
}

void DesignView::keyReleaseEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Space && !event->isAutoRepeat()) {
        m_spaceHeld = false;
        viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::keyReleaseEvent(event);
}

void DesignView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton || (m_spaceHeld && event->button() == Qt::LeftButton)) {
        m_panning = true;
        m_panFrom = event->position().toPoint();
        viewport()->setCursor(Qt::ClosedHandCursor);
        event->accept();
        return;
    }
    QGraphicsView::mousePressEvent(event);
}

void DesignView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panning) {
        const QPoint delta = event->position().toPoint() - m_panFrom;
        m_panFrom = event->position().toPoint();
        horizontalScrollBar()->setValue(horizontalScrollBar()->value() - delta.x());
        verticalScrollBar()->setValue(verticalScrollBar()->value() - delta.y());
        event->accept();
        return;
    }
    QGraphicsView::mouseMoveEvent(event);
}

void DesignView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        m_panning = false;
        if (m_spaceHeld)
            viewport()->setCursor(Qt::OpenHandCursor);
        else
            viewport()->unsetCursor();
        event->accept();
        return;
    }
    QGraphicsView::mouseReleaseEvent(event);
}

void DesignView::drawForeground(QPainter *painter, const QRectF &rect)
{
    QGraphicsView::drawForeground(painter, rect);
    if (!m_legendVisible)
        return;
    painter->save();
    painter->resetTransform();
    paintLegend(painter);
    painter->restore();
}

void DesignView::paintLegend(QPainter *painter)
{
    // The exported diagram's key, in the viewport's top right corner.
    const auto entries = m_scene->legend();
    if (entries.empty()) {
        m_legendRect = QRect();
        return;
    }
    QFont font = this->font();
    font.setPointSizeF(font.pointSizeF() * 0.9);
    const QSizeF size = DiagramPainter::keySize(DiagramStyle::keyTitle(), entries, font);
    const QPointF topLeft(viewport()->width() - size.width() - 12, 12);
    m_legendRect = QRectF(topLeft, size).toAlignedRect();
    DiagramPainter::paintKey(painter, topLeft, DiagramStyle::keyTitle(), entries, font);
}

} // namespace hvnet

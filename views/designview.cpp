#include "designview.h"

#include "cablelegend.h"
#include "designscene.h"
#include "exporters/diagram/overview.h"
#include "minimap.h"
#include "exporters/diagram/diagrampainter.h"
#include "exporters/diagram/diagramstyle.h"
#include "views/live/cablinglegend.h"
#include "views/live/livestatelegend.h"

#include <QFrame>
#include <QGraphicsItem>
#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QLayout>
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

DesignView::DesignView(DesignScene *scene, QWidget *parent)
    : QGraphicsView(scene, parent), m_scene(scene), m_legend(new CableLegend(this)),
      m_minimap(new Minimap(scene, this, this))
{
    setRenderHint(QPainter::Antialiasing);
    setRenderHint(QPainter::TextAntialiasing);
    setDragMode(QGraphicsView::RubberBandDrag);
    setRubberBandSelectionMode(Qt::IntersectsItemShape);
    setTransformationAnchor(QGraphicsView::AnchorUnderMouse);
    setViewportUpdateMode(QGraphicsView::MinimalViewportUpdate);
    setAcceptDrops(true);
    setObjectName(QStringLiteral("designView"));
    m_legend->hide();
    m_minimap->hide();
    connect(scene, &DesignScene::legendChanged, this, &DesignView::updateLegend);
    connect(m_legend, &CableLegend::networkClicked, this, [this](const QString &id) {
        if (id.isEmpty())
            return;
        showNetworks(m_scene->networkFilter() == QStringList{id} ? QStringList() : QStringList{id});
    });
    connect(m_legend, &CableLegend::moved, this, [this] { placeOverlays(); });
    // Far out the scene leaves the bundled cables out of every repaint.
    connect(this, &DesignView::zoomChanged, scene,
        [scene](qreal zoom) { scene->setFarOut(zoom < Overview::detailZoom); });
    updateLegend();
}

void DesignView::showNetworks(const QStringList &subnetIds)
{
    m_scene->setNetworkFilter(subnetIds);
    m_legend->setChosen(subnetIds.size() == 1 ? subnetIds.front() : QString());
    Q_EMIT networkFilterChanged();
}

void DesignView::updateLegend()
{
    m_legend->setEntries(m_scene->legend(), m_scene->legendIds());
    const QStringList filter = m_scene->networkFilter();
    m_legend->setChosen(filter.size() == 1 ? filter.front() : QString());
    m_legend->setVisible(m_legendVisible && m_legend->entryCount() > 0);
    placeOverlays();
}

void DesignView::placeOverlays()
{
    const QRect area = viewport()->geometry();
    // The key: at most half the canvas tall, more columns for more networks;
    // folded to its title when it would still cover much of the canvas (40
    // networks), until the user unfolds it.
    m_legend->ensurePolished();
    const int rowHeight = std::max(1, m_legend->fontMetrics().height() + 8);
    m_legend->setMaximumRows((area.height() / 2) / rowHeight);
    if (QLayout *layout = m_legend->layout())
        layout->activate();
    const QSize unfolded = m_legend->unfoldedSizeHint();
    m_legend->foldUnlessChosen(m_legend->entryCount() > 16
        && (unfolded.width() > area.width() * 2 / 5 || unfolded.height() > area.height() * 2 / 5));
    m_legend->adjustSize();
    if (!m_legend->isMovedByUser()) {
        m_legend->move(area.right() - m_legend->width() - 10, area.top() + 10);
    } else {
        // Kept where the user put it, inside the canvas.
        QPoint at = m_legend->pos();
        at.setX(std::clamp(at.x(), area.left(), std::max(area.left(), area.right() - m_legend->width())));
        at.setY(std::clamp(at.y(), area.top(), std::max(area.top(), area.bottom() - m_legend->height())));
        m_legend->move(at);
    }
    m_legend->raise();
    m_minimap->move(area.right() - m_minimap->width() - 10, area.bottom() - m_minimap->height() - 10);
    m_minimap->raise();
    placeLiveLegend();
}

void DesignView::setMinimapWanted(bool wanted)
{
    m_minimapWanted = wanted;
    updateMinimap();
}

void DesignView::updateMinimap()
{
    // Only while some of the design is out of sight: at fit it would cover
    // the drawing for nothing.
    const QRectF visible = mapToScene(viewport()->rect()).boundingRect();
    // The scene's rectangle grows with the items (and their margins): cheap,
    // unlike walking every item on each scroll.
    const QRectF design = m_scene->sceneRect().adjusted(50, 50, -50, -50);
    const bool show = m_minimapWanted && !design.isEmpty() && !visible.contains(design);
    if (show != m_minimap->isVisible())
        m_minimap->setVisible(show);
    if (show)
        m_minimap->update();
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
    placeOverlays();
    updateMinimap();
}

void DesignView::zoomBy(qreal factor)
{
    const qreal target = std::clamp(zoom() * factor, minimumZoom, maximumZoom);
    if (qFuzzyCompare(target, zoom()))
        return;
    scale(target / zoom(), target / zoom());
    updateMinimap();
    Q_EMIT zoomChanged(zoom());
}

void DesignView::resetZoom()
{
    const QPointF centre = mapToScene(viewport()->rect().center());
    resetTransform();
    centerOn(centre);
    updateMinimap();
    Q_EMIT zoomChanged(zoom());
}

void DesignView::fitToDesign()
{
    const QRectF bounds = m_scene->itemsBoundingRect().adjusted(-40, -40, 40, 40);
    if (bounds.isEmpty())
        return;
    // The key at its size for this canvas, and the overview's bounds (they
    // count in the scene's), before room is made for them.
    m_scene->settleOverview();
    placeOverlays();
    fitInView(bounds, Qt::KeepAspectRatio);
    // Room for the key beside or above the drawing, whichever leaves it
    // larger (or on the side the user moved it to), so that it covers no card.
    if (!m_legend->isHidden() && zoom() > 0) {
        const QRect area = viewport()->geometry();
        const QSize key = m_legend->size() + QSize(16, 16);
        const bool onLeft = m_legend->geometry().center().x() < area.center().x();
        const bool onBottom = m_legend->geometry().center().y() > area.center().y();
        const qreal first = zoom();
        const auto fitWith = [&](bool beside) {
            qreal z = first;
            // Twice: the room is reckoned at the zoom it leaves.
            for (int i = 0; i < 2; ++i) {
                const qreal dx = beside ? key.width() / z : 0;
                const qreal dy = beside ? 0 : key.height() / z;
                fitInView(bounds.adjusted(onLeft ? -dx : 0, onBottom ? 0 : -dy, onLeft ? 0 : dx, onBottom ? dy : 0),
                    Qt::KeepAspectRatio);
                z = zoom();
            }
            return z;
        };
        const qreal beside = fitWith(true);
        if (fitWith(false) < beside)
            fitWith(true);
    }
    // Fit shrinks a large design but never blows a small one up past 100%.
    if (transform().m11() > 1.0) {
        resetTransform();
        centerOn(bounds.center());
    }
    updateMinimap();
    Q_EMIT zoomChanged(zoom());
}

void DesignView::zoomToArea(const QRectF &sceneArea)
{
    if (sceneArea.isNull())
        return;
    fitInView(sceneArea.adjusted(-60, -60, 60, 60), Qt::KeepAspectRatio);
    if (zoom() > 1.0) {
        resetTransform();
        centerOn(sceneArea.center());
    }
    updateMinimap();
    Q_EMIT zoomChanged(zoom());
}

bool DesignView::zoomToSelection()
{
    const QRectF area = m_scene->areaOf(m_scene->selectedIds());
    if (area.isNull())
        return false;
    zoomToArea(area);
    return true;
}

void DesignView::showIds(const QStringList &ids)
{
    const QRectF area = m_scene->areaOf(ids);
    if (area.isNull())
        return;
    // Far out a server is part of its cluster's card: come close enough to
    // see it, and no closer than needed.
    if (zoom() < Overview::detailZoom) {
        const qreal target = std::min(0.6, std::max(Overview::detailZoom * 1.5,
            std::min(viewport()->width() / (area.width() + 120), viewport()->height() / (area.height() + 120))));
        scale(target / zoom(), target / zoom());
        Q_EMIT zoomChanged(zoom());
    }
    centerOn(area.center());
    updateMinimap();
}

void DesignView::setLegendVisible(bool visible)
{
    m_legendVisible = visible;
    updateLegend();
}

void DesignView::scrollContentsBy(int dx, int dy)
{
    QGraphicsView::scrollContentsBy(dx, dy);
    updateMinimap();
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

} // namespace hvnet

#pragma once

#include <QGraphicsView>

class QFrame;

namespace hvnet {

class DesignScene;

// The canvas' view: zoom with Ctrl+wheel or the keyboard (around the mouse),
// pan with the middle button, the space bar held down or the arrow keys,
// fit to the design, a legend of cable colours in the corner, and the key
// to the live check's marks while they are shown.
class DesignView : public QGraphicsView
{
    Q_OBJECT

public:
    explicit DesignView(DesignScene *scene, QWidget *parent = nullptr);

    void zoomIn() { zoomBy(1.25); }
    void zoomOut() { zoomBy(1 / 1.25); }
    void zoomBy(qreal factor);
    void resetZoom();
    void fitToDesign();
    qreal zoom() const { return transform().m11(); }
    void setLegendVisible(bool visible);
    bool isLegendVisible() const { return m_legendVisible; }
    // The live states' key in the bottom left corner (LiveStateLegend), with
    // the cabling marks' (CablingLegend) when a switch's LLDP was read.
    void setLiveLegendVisible(bool visible, bool cabling = false);
    QWidget *liveLegend() const;

Q_SIGNALS:
    void zoomChanged(qreal zoom);

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void drawForeground(QPainter *painter, const QRectF &rect) override;
    void scrollContentsBy(int dx, int dy) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void paintLegend(QPainter *painter);
    void placeLiveLegend();

    DesignScene *m_scene;
    bool m_legendVisible = true;
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panFrom;
    QRect m_legendRect;
    // A child of the view, not of the viewport, so that it stays put while
    // the scene scrolls.
    QFrame *m_liveLegend = nullptr;
};

} // namespace hvnet

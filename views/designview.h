#pragma once

#include <QGraphicsView>

class QFrame;

namespace hvnet {

class CableLegend;
class DesignScene;
class Minimap;

// The canvas' view: zoom with Ctrl+wheel or the keyboard (around the mouse),
// pan with the middle button, the space bar held down or the arrow keys,
// fit to the design or to the selection, the key to the cable colours as a
// panel the user can move (CableLegend; fitting keeps the drawing clear of
// it), a map of the whole design while it does not fit (Minimap), and the
// key to the live check's marks while they are shown.
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
    // Zooms to the selected objects (at most 100 %); false: nothing selected.
    bool zoomToSelection();
    // Brings objects into the middle of the view: closer when the view is so
    // far out that the overview stands for them.
    void showIds(const QStringList &ids);
    void zoomToArea(const QRectF &sceneArea);
    CableLegend *legend() const { return m_legend; }
    Minimap *minimap() const { return m_minimap; }
    // The map shows while the design does not fit the view, if wanted.
    void setMinimapWanted(bool wanted);
    bool isMinimapWanted() const { return m_minimapWanted; }
    // Shows only one network's cables (empty: all); what a click in the key does.
    void showNetworks(const QStringList &subnetIds);
    qreal zoom() const { return transform().m11(); }
    void setLegendVisible(bool visible);
    bool isLegendVisible() const { return m_legendVisible; }
    // The live states' key in the bottom left corner (LiveStateLegend), with
    // the cabling marks' (CablingLegend) when a switch's LLDP was read.
    void setLiveLegendVisible(bool visible, bool cabling = false);
    QWidget *liveLegend() const;

Q_SIGNALS:
    void zoomChanged(qreal zoom);
    void networkFilterChanged();

protected:
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void keyReleaseEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void updateLegend();
    void placeOverlays();
    void placeLiveLegend();
    void updateMinimap();

    DesignScene *m_scene;
    bool m_legendVisible = true;
    bool m_spaceHeld = false;
    bool m_panning = false;
    QPoint m_panFrom;
    CableLegend *m_legend;
    Minimap *m_minimap;
    bool m_minimapWanted = true;
    // A child of the view, not of the viewport, so that it stays put while
    // the scene scrolls.
    QFrame *m_liveLegend = nullptr;
};

} // namespace hvnet

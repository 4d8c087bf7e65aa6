#pragma once

#include <QTimer>
#include <QWidget>

class QGraphicsView;

namespace hvnet {

class DesignScene;

// A small map of the whole design in a corner of the canvas: the cluster
// frames and every card as a block, and the part the canvas shows as a
// rectangle; a click or a drag there moves the canvas. It paints its own
// plain picture (no cables, no text), so a large design costs it about a
// rectangle per card, and it catches up with a burst of changes once.
class Minimap : public QWidget
{
    Q_OBJECT

public:
    Minimap(DesignScene *scene, QGraphicsView *view, QWidget *parent);
    // The scene point under a position of the map (for tests and clicks).
    QPointF sceneAt(const QPointF &pos) const;
    // Where the canvas's visible part is drawn, in the map's coordinates.
    QRectF viewportRect() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;

private:
    QTransform toMap() const;
    void centreAt(const QPointF &pos);

    DesignScene *m_scene;
    QGraphicsView *m_view;
    QTimer m_refresh;
    QRectF m_area; // the scene rectangle the map shows
};

} // namespace hvnet

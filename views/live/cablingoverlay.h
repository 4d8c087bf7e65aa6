#pragma once

#include <QLineF>
#include <QPointF>
#include <QRectF>
#include <QString>

#include <optional>
#include <vector>

class QGraphicsScene;

namespace hvnet {

class Design;
class ObservedCableItem;
class ObservedLabelItem;
class SceneIndex;
struct ObservedCabling;

// The live check's cabling over the canvas: for each switch port whose LLDP
// shows another far end than planned, or a neighbour where none is planned,
// a cable as observed (ObservedCableItem) with a label of what LLDP said. The
// planned cables' own marks (wrong, missing) are the links' (LinkItem). The
// scene owns the items; the overlay makes them, keeps them on the handles as
// cards move (reroute) and removes them. It finds cards and handles in the
// scene's index, so it knows the canvas and not the scene that owns it.
class CablingOverlay
{
public:
    CablingOverlay(QGraphicsScene *scene, const SceneIndex &index);
    ~CablingOverlay();
    CablingOverlay(const CablingOverlay &) = delete;
    CablingOverlay &operator=(const CablingOverlay &) = delete;

    // Draws what cabling shows of design (null: nothing).
    void show(const Design &design, const ObservedCabling *cabling);
    // The cards moved: the cables follow, the labels find room again.
    void reroute();
    // The scene removed every item itself (a rebuild).
    void forget();

    std::vector<ObservedCableItem *> items() const;

private:
    struct Drawn {
        ObservedCableItem *cable = nullptr;
        ObservedLabelItem *label = nullptr;
        QString switchId;
        QString ownerId; // the node or switch to draw to when only the device is known
        bool portInDesign = true;
        int stack = 0; // the place among the switch's ports the design does not have
    };
    void clear();
    // Where a cable leaves a switch port and which way is outward (up or down).
    bool origin(const Drawn &d, QPointF &from, QPointF &outward) const;
    std::optional<QPointF> target(const Drawn &d, const QPointF &from) const;
    // Room for a label along a cable: not over a card, a mark or another label.
    QPointF placeLabel(
        const QLineF &line, const QSizeF &size, const std::vector<QRectF> &cards, std::vector<QRectF> &taken) const;

    QGraphicsScene *m_scene;
    const SceneIndex &m_index;
    std::vector<Drawn> m_drawn;
    std::vector<QString> m_markedLinks; // planned cables with a mark at their middle
};

} // namespace hvnet

#pragma once

#include <QHash>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

namespace hvnet {

class ObjectOwners;
struct Link;

// Which edge of its card each handle faces, so that cables do not cross the
// cards: a server below its switches gets its handles on top, and a switch
// port whose server is below it moves to the bottom edge. The canvas and the
// exported diagram route their cables with it.
class CableRouting
{
public:
    struct Ends {
        const ObjectOwners &owners; // the node of each adapter, the switch of each port
        // The top of a drawn node's or switch's card; nothing when not drawn.
        std::function<std::optional<qreal>(const QString &nodeId)> nodeY;
        std::function<std::optional<qreal>(const QString &switchId)> switchY;
    };
    struct Sides {
        QHash<QString, bool> nodePortsOnTop; // for nodes cabled to a drawn switch
        QHash<QString, bool> portOnBottom; // switch ports cabled to a drawn node
    };

    // For these cables, in their order (a port cabled twice: the later wins).
    static Sides sides(const std::vector<const Link *> &links, const Ends &ends);

    // A cable from one server's adapter straight to another's (switchless
    // storage, a full mesh): its two handles, the edge each leaves by, and
    // the cards they sit on.
    struct Direct {
        QPointF a;
        bool aDown = true; // the handle is on the card's bottom edge
        QPointF b;
        bool bDown = true;
        QRectF aCard;
        QRectF bCard;
    };
    // How far apart parallel runs of direct cables are, and how far from the
    // cards the first one runs.
    static constexpr qreal laneGap = 12;
    static constexpr qreal firstLane = 18;
    // True when both ends of the cable are servers' adapters.
    static bool isDirect(const Link &link, const ObjectOwners &owners);
    // The path of each direct cable, in their order: out of each handle away
    // from its card, along a lane of its own (laneGap from any parallel run)
    // and into the other handle, never across a card of `cards` (every drawn
    // card, in scene coordinates), nor along the edge of a cluster's frame
    // (`frames`). The same cables give the same paths.
    static std::vector<QPolygonF> direct(
        const std::vector<Direct> &cables, const std::vector<QRectF> &cards, const std::vector<QRectF> &frames = {});
};

} // namespace hvnet

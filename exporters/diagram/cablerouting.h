#pragma once

#include <QHash>
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
};

} // namespace hvnet

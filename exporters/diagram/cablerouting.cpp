#include "cablerouting.h"

#include "model/design.h"
#include "model/objectowners.h"

namespace hvnet {

CableRouting::Sides CableRouting::sides(const std::vector<const Link *> &links, const Ends &ends)
{
    Sides sides;
    std::vector<QString> nodes; // in the order first met, for a stable result
    QHash<QString, std::pair<qreal, int>> switchSide; // node id -> sum of switch y, count
    for (const Link *link : links) {
        for (const auto &[end, other] : {std::pair(link->a, link->b), std::pair(link->b, link->a)}) {
            const QString node = ends.owners.nodeOf(end);
            const QString sw = ends.owners.switchOf(other);
            if (node.isEmpty() || sw.isEmpty())
                continue;
            const std::optional<qreal> nodeY = ends.nodeY(node);
            const std::optional<qreal> switchY = ends.switchY(sw);
            if (!nodeY || !switchY)
                continue;
            if (!switchSide.contains(node))
                nodes.push_back(node);
            auto &[sum, count] = switchSide[node];
            sum += *switchY;
            ++count;
            sides.portOnBottom.insert(other, *nodeY > *switchY);
        }
    }
    for (const QString &node : nodes) {
        const auto &[sum, count] = switchSide.value(node);
        sides.nodePortsOnTop.insert(node, *ends.nodeY(node) > sum / count);
    }
    return sides;
}

} // namespace hvnet

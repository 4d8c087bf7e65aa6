#include "cablerouting.h"

#include "model/design.h"
#include "model/objectowners.h"

#include <QLineF>

#include <algorithm>
#include <numeric>

namespace hvnet {

namespace {

// Whether a straight, axis-parallel run passes through the inside of a card
// (touching its edge, where a handle sits, is not crossing it).
bool crosses(const QLineF &run, const QRectF &card)
{
    const QRectF inside = card.adjusted(1, 1, -1, -1);
    return std::min(run.x1(), run.x2()) < inside.right() && std::max(run.x1(), run.x2()) > inside.left()
        && std::min(run.y1(), run.y2()) < inside.bottom() && std::max(run.y1(), run.y2()) > inside.top();
}

// Whether two runs lie along each other closer than the lane gap.
bool tooClose(const QLineF &r, const QLineF &s)
{
    const bool rFlat = qFuzzyCompare(r.y1(), r.y2());
    const bool sFlat = qFuzzyCompare(s.y1(), s.y2());
    if (rFlat != sFlat)
        return false;
    const auto overlap = [](qreal a1, qreal a2, qreal b1, qreal b2) {
        return std::min(std::max(a1, a2), std::max(b1, b2)) - std::max(std::min(a1, a2), std::min(b1, b2)) > 0.5;
    };
    if (rFlat)
        return std::abs(r.y1() - s.y1()) < CableRouting::laneGap - 0.5 && overlap(r.x1(), r.x2(), s.x1(), s.x2());
    return std::abs(r.x1() - s.x1()) < CableRouting::laneGap - 0.5 && overlap(r.y1(), r.y2(), s.y1(), s.y2());
}

std::vector<QLineF> runsOf(const QPolygonF &path)
{
    std::vector<QLineF> runs;
    for (int i = 1; i < path.size(); ++i)
        if (path[i - 1] != path[i])
            runs.emplace_back(path[i - 1], path[i]);
    return runs;
}

} // namespace

bool CableRouting::isDirect(const Link &link, const ObjectOwners &owners)
{
    return !owners.nodeOf(link.a).isEmpty() && !owners.nodeOf(link.b).isEmpty();
}

std::vector<QPolygonF> CableRouting::direct(
    const std::vector<Direct> &cables, const std::vector<QRectF> &cards, const std::vector<QRectF> &frames)
{
    // Shorter cables first: they take the lanes nearest the cards, so that a
    // cable between neighbours runs inside one that reaches further.
    std::vector<std::size_t> order(cables.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&cables](std::size_t l, std::size_t r) {
        return std::abs(cables[l].a.x() - cables[l].b.x()) < std::abs(cables[r].a.x() - cables[r].b.x());
    });
    constexpr int lanes = 24;
    std::vector<QLineF> taken;
    // A cable along a frame's dashed edge would read as one line.
    for (const QRectF &f : frames)
        for (const QLineF &edge : {QLineF(f.topLeft(), f.topRight()), QLineF(f.bottomLeft(), f.bottomRight()),
                 QLineF(f.topLeft(), f.bottomLeft()), QLineF(f.topRight(), f.bottomRight())})
            taken.push_back(edge);
    std::vector<QPolygonF> paths(cables.size());
    for (const std::size_t i : order) {
        const Direct &c = cables[i];
        const qreal aOut = c.aDown ? 1 : -1;
        const qreal bOut = c.bDown ? 1 : -1;
        std::vector<QPolygonF> candidates;
        for (int k = 0; k < lanes; ++k) {
            const qreal reach = firstLane + laneGap * k;
            if (c.aDown == c.bDown) {
                // Both handles face the same way: one lane beyond both.
                const qreal lane = c.aDown ? std::max(c.a.y(), c.b.y()) + reach : std::min(c.a.y(), c.b.y()) - reach;
                candidates.push_back(QPolygonF({c.a, QPointF(c.a.x(), lane), QPointF(c.b.x(), lane), c.b}));
            } else {
                // Facing each other across a gap: a lane in the gap, from its middle out.
                const qreal from = c.a.y() + aOut * firstLane;
                const qreal to = c.b.y() + bOut * firstLane;
                if ((to - from) * aOut >= 0) {
                    const qreal middle = (from + to) / 2 + (k % 2 ? 1 : -1) * laneGap * ((k + 1) / 2);
                    if ((middle - from) * aOut >= 0 && (to - middle) * aOut >= 0)
                        candidates.push_back(QPolygonF({c.a, QPointF(c.a.x(), middle), QPointF(c.b.x(), middle), c.b}));
                }
            }
        }
        for (int k = 0; k < lanes; ++k) {
            // Round the side of both cards: out of each handle, along a
            // channel left or right of them, and back.
            const qreal reach = firstLane + laneGap * k;
            const qreal yA = c.a.y() + aOut * reach;
            const qreal yB = c.b.y() + bOut * reach;
            for (const qreal x : {std::min(c.aCard.left(), c.bCard.left()) - reach,
                     std::max(c.aCard.right(), c.bCard.right()) + reach})
                candidates.push_back(QPolygonF(
                    {c.a, QPointF(c.a.x(), yA), QPointF(x, yA), QPointF(x, yB), QPointF(c.b.x(), yB), c.b}));
        }
        const auto clearOfCards = [&cards](const std::vector<QLineF> &runs) {
            return std::none_of(runs.begin(), runs.end(), [&cards](const QLineF &run) {
                return std::any_of(cards.begin(), cards.end(), [&run](const QRectF &card) { return crosses(run, card); });
            });
        };
        const auto apart = [&taken](const std::vector<QLineF> &runs) {
            return std::none_of(runs.begin(), runs.end(), [&taken](const QLineF &run) {
                return std::any_of(taken.begin(), taken.end(), [&run](const QLineF &t) { return tooClose(run, t); });
            });
        };
        // The first path clear of the cards and apart from the others; else
        // the first clear of the cards; else straight.
        QPolygonF chosen;
        for (const QPolygonF &path : candidates)
            if (const auto runs = runsOf(path); clearOfCards(runs) && apart(runs)) {
                chosen = path;
                break;
            }
        if (chosen.isEmpty())
            for (const QPolygonF &path : candidates)
                if (clearOfCards(runsOf(path))) {
                    chosen = path;
                    break;
                }
        if (chosen.isEmpty())
            chosen = QPolygonF(QList<QPointF>{c.a, c.b});
        for (const QLineF &run : runsOf(chosen))
            taken.push_back(run);
        paths[i] = chosen;
    }
    return paths;
}

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

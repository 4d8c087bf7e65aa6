#pragma once

#include "model/design.h"

#include <QSizeF>

#include <functional>
#include <map>

namespace hvnet {

// A readable tiered layout for designs without positions: Hyper-V hosts on
// top, switches in the middle, file servers (SOFS, S2D) below. Each cluster's
// nodes form a block of their own, so the canvas can frame them; blocks wrap
// into rows to keep a printable shape. Within a tier the order follows the
// cabling (barycentre sweeps), which keeps crossings low. The same design
// always gets the same layout.
class AutoLayout
{
public:
    using SizeOf = std::function<QSizeF(const QString &id)>;

    // Positions (top-left corners) for every node and switch; sizeOf gives an
    // item's size on the canvas.
    static std::map<QString, Point> compute(const Design &design, const SizeOf &sizeOf);
    // Positions for the nodes and switches that placed has none for, below
    // everything placed, as compute() would lay them out on their own.
    static std::map<QString, Point> completeMissing(
        const Design &design, const std::map<QString, Point> &placed, const SizeOf &sizeOf);
    // Cables whose straight lines cross, counted between adjacent tiers: what
    // the ordering tries to keep low (for tests and benchmarks).
    static int crossings(const Design &design, const std::map<QString, Point> &positions);
};

} // namespace hvnet

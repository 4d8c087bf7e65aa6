#pragma once

#include <QImage>

namespace hvnet {

class Design;

// The report's chart of ETS bandwidth shares per priority: the hosts'
// policy and each DCB switch's queues side by side (switches with the same
// shares share a bar). Painted with QPainter on Qt Gui, on any thread, so
// that the command line needs no widgets (Qt Charts is built on them).
class EtsChart
{
public:
    // Null when the design has no QoS classes.
    static QImage draw(const Design &design);
};

} // namespace hvnet

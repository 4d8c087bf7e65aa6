#pragma once

#include "live/livecheck.h"

#include <QColor>
#include <QPen>
#include <QString>

namespace hvnet {

// How the designer shows an object's live state (matches, differs, not
// checked): one colour and one pen style per state, so the Live dock, its
// legend and the canvas marks agree, and a dashed outline tells "not checked"
// apart without relying on colour. Only Qt Gui, so a painter outside the
// widgets can use it too.
class LiveStatePalette
{
public:
    static QColor colour(LiveResult::State state);
    // The outline a mark of this state is drawn with.
    static Qt::PenStyle penStyle(LiveResult::State state);
    // The state's name in the legend and the dock ("matches").
    static QString label(LiveResult::State state);
    // One sentence for a tooltip: what the state means.
    static QString description(LiveResult::State state);

    // A cable as LLDP shows it where the plan has another or none: a colour
    // apart from the states' and the subnets', and a dash-dot line no
    // planned cable has, so it reads without colour too.
    static QColor observedColour();
    static QPen observedPen();

    // A finding's severity, as the issues dock colours it.
    static QColor severityColour(Severity severity);

    static constexpr LiveResult::State states[]
        = {LiveResult::State::Matches, LiveResult::State::Differs, LiveResult::State::NotChecked};
};

} // namespace hvnet

#pragma once

#include <QString>

namespace hvnet {

// The parts of a design. Objects with an id of their own (nodes, switches,
// cables, subnets, clusters) are announced by that id within their part; the
// parts without ids (meta data, platform, QoS, suppressions, layout) as a
// whole. '#' is not allowed in ids, so the names cannot collide with one.
namespace DesignPart {
inline constexpr char nodes[] = "#nodes";
inline constexpr char switches[] = "#switches";
inline constexpr char links[] = "#links";
inline constexpr char meta[] = "#meta";
inline constexpr char platform[] = "#platform";
inline constexpr char qos[] = "#qos";
inline constexpr char subnets[] = "#subnets";
inline constexpr char clusters[] = "#clusters";
inline constexpr char suppressions[] = "#suppressions";
inline constexpr char layout[] = "#layout";
} // namespace DesignPart

// What one change of the design touched, so that each view refreshes what
// it shows of that and nothing else: which part, and in it which object
// (none: the part as a whole, e.g. the subnets dialog replacing them all).
struct DesignChange {
    enum class Kind { Added, Removed, Changed, Moved };

    Kind kind = Kind::Changed;
    const char *part = DesignPart::meta; // one of DesignPart
    QString id; // the object's id; empty for the whole part

    bool isPart(const char *name) const { return QLatin1String(part) == QLatin1String(name); }
    // Whether the rules can see it. None reads where things are drawn on
    // the canvas (model/validation takes no position), so a drag, a nudge
    // or an auto-layout is not validated again.
    bool affectsValidation() const { return kind != Kind::Moved && !isPart(DesignPart::layout); }
};

} // namespace hvnet

#pragma once

#include <QString>

namespace hvnet {

// The parts of a design. Objects with an id of their own (nodes, switches,
// cables, subnets, clusters) are announced by that id within their part; the
// parts without ids (meta data, platform, QoS, suppressions, layout) as a
// whole.
enum class DesignPart { Nodes, Switches, Links, Meta, Platform, Qos, Subnets, Clusters, Suppressions, Notes, Layout };

// What one change of the design touched, so that each view refreshes what
// it shows of that and nothing else: which part, and in it which object
// (none: the part as a whole, e.g. the subnets dialog replacing them all),
// and whether it came, went, changed or moved. It is the document's one
// vocabulary for changes: every view subscribes to it (DesignDocument::changed).
struct DesignChange {
    enum class Kind { Added, Removed, Changed, Moved };

    Kind kind = Kind::Changed;
    DesignPart part = DesignPart::Meta;
    QString id; // the object's id; empty for the whole part

    // Whether objects came or went (a list a view shows grows or shrinks).
    bool addsOrRemoves() const { return kind == Kind::Added || kind == Kind::Removed; }
    // Whether the rules can see it. None reads where things are drawn on
    // the canvas (model/validation takes no position), so a drag, a nudge
    // or an auto-layout is not validated again.
    bool affectsValidation() const
    {
        return kind != Kind::Moved && part != DesignPart::Layout && part != DesignPart::Notes;
    }
};

} // namespace hvnet

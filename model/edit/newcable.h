#pragma once

#include "model/design.h"

#include <QCoreApplication>
#include <QString>

namespace hvnet {

// The domain decisions of drawing a cable on the canvas, apart from the
// gesture: which two ends can be joined, and what the cable is. The canvas
// (DesignScene) asks, then pushes the command; the rules are tested here
// without a scene.
class NewCable
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::NewCable)

public:
    // A cable from end a to end b (adapter or switch port ids): its fresh
    // id, its ends, and its kind: between two switch ports a peer-link,
    // otherwise a cable. Or, when it cannot be, why (translated, naming the
    // objects as people name them).
    struct Plan {
        Link link;
        QString refusal;
        bool ok() const { return refusal.isEmpty(); }
    };
    static Plan between(const Design &design, const QString &a, const QString &b);

    // The cable `linkId` with its end `from` moved to `to` (dragging a
    // cable's end to another adapter or port): the same id and the same far
    // end, its end in the same place (a or b), the kind kept while it still
    // joins two switches. Refused as drawing that cable anew would be, with
    // the moved cable itself not in the way.
    static Plan movingEnd(const Design &design, const QString &linkId, const QString &from, const QString &to);

    // Switch to switch is a peer-link (the MLAG/vPC pair's inter-switch
    // link); everything else a cable.
    static LinkKind kindBetween(const Design &design, const QString &a, const QString &b);
    // The node or switch an adapter or port belongs to; empty when the id is
    // neither (a team, an interface, nothing).
    static QString ownerOfEnd(const Design &design, const QString &end);
};

} // namespace hvnet

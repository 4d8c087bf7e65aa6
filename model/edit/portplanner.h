#pragma once

#include "model/design.h"

#include <QSet>
#include <QString>

#include <optional>

namespace hvnet {

// Where the copies of a host are cabled ("Add Hosts Like This One"): for a
// cable of the source host, the lowest free port of the same kind on the same
// switch, or a new port of that kind numbered in the gap below the next port
// of another kind, so that an uplink's number is never taken (the copies of a
// host on ethernet1/1/4 of a switch whose ethernet1/1/49 is a 40 GbE uplink
// get ethernet1/1/5, 6, ... not 50).
//
// A port's kind comes from what the design holds: its speed, and the family of
// its name (the name with its last number taken out: ethernet1/1/5 is of
// family "ethernet1/1/#"); a breakout lane (ethernet1/1/49:1, swp49s0, or a
// name one level deeper than the switch's ports, NX-OS Ethernet1/49/1) is of
// a family of its own and never gets new lanes. A port that carries a cable
// to another switch (a peer-link or an uplink) is never handed out. When
// switch models come with port roles, role() is where they enter.
class PortPlanner
{
public:
    enum class Role { Host, Uplink };

    struct Kind {
        QString family;
        double speed = 0;
        bool breakout = false;
        friend bool operator==(const Kind &, const Kind &) = default;
    };

    explicit PortPlanner(const Design &design);

    static Kind kindOf(const SwitchPort &port);
    // The number in a port's name that the family leaves out; -1 when none.
    static int numberOf(const QString &name);
    Role role(const QString &portId) const;

    struct Pick {
        QString portId; // empty when no port could be had
        bool created = false; // a port added to the switch
        QString problem; // why none, translated
    };
    // A port for a copy of the cable on `source` (a port of `sw`). Adds the
    // port to `sw` when it creates one (with a fresh id from usedIds); the
    // port counts as cabled from then on.
    Pick next(Switch &sw, const SwitchPort &source, QSet<QString> &usedIds);

private:
    QSet<QString> m_cabled; // ends with a cable, planned ones included
    QSet<QString> m_uplinks; // ports cabled to another switch
};

} // namespace hvnet

#pragma once

#include "platforms/switchsession.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace hvnet {

struct SwitchPlan;
struct SwitchState;

// The change that brings a switch's running configuration to its plan, in
// the platform's own syntax, and nothing else (docs/live.md, "push"): the
// planned configuration (the switch's exporter output) and the running one
// are both taken apart into their blocks or lines, and only what differs is
// written, in the planned configuration's order (pools, profiles and maps
// before the ports that use them, VLANs before ports), with the platform's
// negation for what the plan does not have.
//
// What the change touches: every block the plan writes (its lines that
// differ; a running line the plan has no counterpart of is taken back when it
// is a line of the kind hvnet writes there); a setting with a value is
// replaced by the planned line; a list the platform adds to (ConfigEditing::additive)
// is given what it lacks and loses what the plan does not have. What the
// plan does not write (other ports, other VLANs, other blocks) is left alone.
// A pure function of its texts; the same texts give the same bytes.
class SwitchConfigDelta
{
public:
    // The lines of the change, indented as the blocks nest, each block left
    // with the platform's `leave` command; empty when the configurations agree.
    static QStringList change(const ConfigEditing &editing, const QString &planned, const QString &running);
    // The running configuration after the change, as the platform applies
    // it: a line replaces the line of its setting, a list line adds to its
    // list, a negation takes its line (or its list items) out. The
    // simulated switches apply what the push sends with it; the tests check
    // the result reads back clean.
    static QString apply(const ConfigEditing &editing, const QString &running, const QStringList &change);
    // The lines of a change as sent: one per line, each ended by a newline.
    static QByteArray text(const QStringList &change);
};

// The difference between what a switch runs and its plan, in the design's
// words, one line per port or global setting: "TOR-A Ethernet1/5: PFC moves
// from priority 4 to 3; VLAN 712 added; MTU 1500 -> 9216". It reads the same
// facts as SwitchStateCheck (the check and the push agree on what differs)
// and says what the push changes rather than what is wrong. Translated.
class SwitchChangeText
{
public:
    static QStringList describe(const SwitchPlan &plan, const SwitchState &state);
};

} // namespace hvnet

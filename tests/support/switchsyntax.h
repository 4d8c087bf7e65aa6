#pragma once

// A syntax model per switch platform for the tests: the documented
// constraints of a configuration that its platform's reader cannot see,
// because the reader takes what a switch prints and a switch never prints what
// it refused. Each constraint names the vendor document it comes from
// (docs/switches.md has the citations):
//
// - every platform: what a line uses (a profile, policy, class, VLAN) is
//   defined on an earlier line (Junos: anywhere, a commit takes the whole);
// - AOS-CX: a queue profile's queues run 0, 1, 2 ... without a gap, each
//   `map queue` line takes one local priority, all eight are mapped, and the
//   schedule and threshold profiles use the queue profile's queues (AOS-CX
//   10.04 CLI guide, map queue; qos schedule-profile);
// - Junos: a model without ETS hierarchical port scheduling in platform.json
//   gets no forwarding-class sets or traffic-control profiles, a model with it
//   no scheduler map on a port (Juniper, CoS support on QFX Series switches);
// - OS10: a VLTi member is `no switchport` without switchport lines (Dell
//   OS10 User Guide, Configure VLT);
// - Comware: an IRF physical interface carries no link-type, VLAN, frame
//   size or QoS lines (HPE IRF configuration guide);
// - Cumulus NVUE: the on/off and enable/disable words of the firmware line
//   (5.15 turned both into enabled/disabled) and its `service`/`system lldp`,
//   and every VLAN a port lists in the bridge's list;
// - the redundancy domain: what its lines name is defined (EOS local
//   interface, peer link and trunk group, the AOS-CX inter-switch link, the
//   OS10 discovery interfaces, the Comware IRF physical interfaces, the Junos
//   ICL and IRB unit), and its values are the documented ones: NX-OS vpc
//   peer-link only on a port-channel after the vPC domain (Cisco, Configuring
//   vPCs), domain ids and priorities in range, AOS-CX role primary or
//   secondary, Comware IRF ports of the member's own id, NVUE bond members
//   without bridge lines, Junos ICCP's local address on an IRB unit.

#include "model/enums.h"

#include <QString>
#include <QStringList>

namespace hvnet {
struct Design;
struct Switch;
}

namespace hvnet::switchtests {

struct SyntaxContext {
    SwitchPlatform platform = SwitchPlatform::Generic;
    QString model; // as the design states it; empty: the platform's default model
    QString firmware; // as the design states it; empty: the platform's default line
    QStringList peerLinkPorts; // the ports the plan makes peer-link members
};

// The context of a switch of a design, as its plan sees it.
SyntaxContext syntaxContext(const Design &design, const Switch &sw);

// What in the text breaks the platform's documented constraints, one line of
// text each ("line 12: ..."); empty when nothing does.
QStringList syntaxProblems(const SyntaxContext &context, const QString &text);

} // namespace hvnet::switchtests

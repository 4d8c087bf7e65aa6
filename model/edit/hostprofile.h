#pragma once

#include "model/design.h"

#include <QStringList>

namespace hvnet {

// A host's profile, applied to other hosts in one step (docs/designer.md,
// "Host profiles"): its adapters (name, model, speed, RDMA, card, jumbo
// packet), teams, vSwitches, interfaces (subnet, attachment, RDMA, DNS
// registration, priority tag, MTU), SMB Multichannel constraints and live
// migration settings. What makes each host itself stays: name, role,
// Windows version, rack, management endpoint, MAC addresses, cables, cluster
// memberships, and the address of every interface that keeps its name and
// subnet.
//
// On each target, adapters are matched by name, then the profile's remaining
// adapters take the target's remaining ones in order (renamed, their cables
// kept); adapters the profile has beyond those are added, and adapters the
// target has beyond the profile's stay, untouched, with what is attached to
// them directly. Teams, vSwitches and interfaces keep the target's ids where
// the names match; the others get ids of their own. Interfaces left without
// an address get one from the address plan (AddressAllocator), as Allocate
// Addresses would, and only on the targets. Applying the same profile again
// changes nothing.
namespace HostProfile {

struct Applied {
    Design design;
    QStringList changed; // the names of the hosts that changed, in the design's order
};

Applied apply(const Design &design, const QString &sourceId, const QStringList &targetIds);

// What the profile holds, in a line for people: "2 adapters (25 Gb/s, RoCEv2,
// jumbo 9014); SET vSwitch ConvergedSwitch; 3 interfaces: Management, SMB1
// (VLAN 711), SMB2 (VLAN 712)".
QString summary(const Design &design, const QString &sourceId);

} // namespace HostProfile
} // namespace hvnet

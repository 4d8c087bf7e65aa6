#pragma once

#include "livecheck.h"

#include <QString>

#include <vector>

namespace hvnet {

class Design;
struct Finding;

// A check's findings by node, for the views that show them per node (the
// text report of hvnet check, the designer's Live dock): each node with its
// evidence file, what was compared, its live state and the findings that name
// it or one of its objects; then one group for the findings about no node
// (clusters, subnets, switches, the folder itself).
struct LiveNodeGroup {
    QString nodeId; // empty for the group of findings about no node
    QString name; // the node's name
    QString file; // its evidence file, relative to the folder; empty when none
    bool readable = false;
    // Of the node and its objects (LiveResult::states): how many were
    // compared, and how many a drift finding names.
    int compared = 0;
    int differing = 0;
    // Differs when an unsuppressed error or warning other than
    // live.not-checked and live.evidence-unreadable names the node or its
    // objects; else NotChecked without readable evidence, Matches with it.
    LiveResult::State state = LiveResult::State::NotChecked;
    std::vector<const Finding *> findings; // into the LiveResult, in its order
};

class LiveNodeGroups
{
public:
    // The pointers point into live, which must outlive the groups. The
    // group about no node is last and only there when it has findings.
    static std::vector<LiveNodeGroup> of(const Design &design, const LiveResult &live);
};

} // namespace hvnet

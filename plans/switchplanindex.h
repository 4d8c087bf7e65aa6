#pragma once

#include <QString>

#include <map>
#include <set>
#include <utility>

namespace hvnet {

class Design;
struct Adapter;
struct Link;
struct Node;
struct Switch;
struct SwitchPort;

// What every switch's plan reads from the whole design, worked out once:
// who is on each end of a cable, what each adapter carries, and the VLANs
// each switch's host ports carry. A check or export of many switches builds
// it once instead of walking the design per switch (bench_live: 104 ToRs).
struct SwitchPlanIndex {
    explicit SwitchPlanIndex(const Design &design);

    struct Carried {
        std::set<int> vlans;
        bool untagged = false;
        bool rdma = false;
    };
    std::map<QString, std::pair<const Node *, const Adapter *>> adapters; // adapter id
    std::map<QString, std::pair<const Switch *, const SwitchPort *>> ports; // switch port id
    std::map<QString, const Link *> linkOf; // either end's id -> its first cable
    std::map<QString, Carried> carried; // adapter id
    std::map<int, QString> vlanNames;
    QString untaggedName; // the first untagged subnet any adapter carries
    std::map<QString, std::set<int>> hostVlans; // switch id
    std::map<QString, bool> hostUntagged; // switch id

    const Carried &carriedBy(const QString &adapterId) const;
    std::set<int> hostVlansOf(const QString &switchId) const;
    bool hostUntaggedOf(const QString &switchId) const;
};

} // namespace hvnet

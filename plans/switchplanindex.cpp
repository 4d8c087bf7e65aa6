#include "switchplanindex.h"

#include "model/design.h"

namespace hvnet {

SwitchPlanIndex::SwitchPlanIndex(const Design &design)
{
    // Who is on the other end of each port, and what that adapter carries.
    for (const Node &n : design.nodes)
        for (const Adapter &a : n.adapters)
            adapters[a.id] = {&n, &a};
    for (const Switch &s : design.switches)
        for (const SwitchPort &p : s.ports)
            ports[p.id] = {&s, &p};
    for (const Link &l : design.links) {
        linkOf.try_emplace(l.a, &l);
        linkOf.try_emplace(l.b, &l);
    }
    for (const Node &n : design.nodes)
        for (const Interface &i : n.interfaces) {
            const Subnet *s = design.subnet(i.subnet);
            if (!s)
                continue;
            for (const QString &id : adaptersUnder(n, i)) {
                Carried &c = carried[id];
                if (s->vlan == 0) {
                    c.untagged = true;
                    if (untaggedName.isEmpty())
                        untaggedName = s->name;
                }
                else
                    c.vlans.insert(s->vlan);
                c.rdma = c.rdma || i.rdma;
            }
            if (s->vlan != 0 && !vlanNames.count(s->vlan))
                vlanNames[s->vlan] = s->name;
        }
    // The VLANs each switch's host ports carry: an inter-switch link needs
    // those both ends have.
    for (const Link &l : design.links)
        for (const auto &[portId, adapterId] : {std::pair(l.a, l.b), std::pair(l.b, l.a)})
            if (ports.count(portId) && adapters.count(adapterId)) {
                const Carried &c = carried[adapterId];
                const QString swId = ports[portId].first->id;
                hostVlans[swId].insert(c.vlans.begin(), c.vlans.end());
                hostUntagged[swId] = hostUntagged[swId] || c.untagged;
            }
}

const SwitchPlanIndex::Carried &SwitchPlanIndex::carriedBy(const QString &adapterId) const
{
    static const Carried nothing;
    const auto it = carried.find(adapterId);
    return it == carried.end() ? nothing : it->second;
}

std::set<int> SwitchPlanIndex::hostVlansOf(const QString &switchId) const
{
    const auto it = hostVlans.find(switchId);
    return it == hostVlans.end() ? std::set<int>{} : it->second;
}

bool SwitchPlanIndex::hostUntaggedOf(const QString &switchId) const
{
    const auto it = hostUntagged.find(switchId);
    return it != hostUntagged.end() && it->second;
}

} // namespace hvnet

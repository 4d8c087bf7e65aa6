// The Topology and redundancy section of the rule catalogue.

#include "model/topology/topology.h"
#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <map>
#include <set>

namespace hvnet {

namespace {

class TopologyUnlinkedAdapter final : public Rule
{
public:
    TopologyUnlinkedAdapter()
        : Rule({"topology.unlinked-adapter", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Adapter in use but not cabled"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An adapter that carries an interface needs a cable in the plan, or nothing about its path can "
                "be checked or configured."),
            QT_TRANSLATE_NOOP("hvnet::rules", "hvnet cabling plan")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            const std::set<QString> used = adaptersUnderInterfaces(context, n);
            for (const Adapter &a : n.adapters)
                if (used.count(a.id) && !context.topology().isLinked(a.id))
                    sink.raise(
                        RuleText::tr("%1: adapter %2 carries traffic but has no cable in the design; connect it to a "
                                     "switch port or to its peer.")
                            .arg(n.name, a.name),
                        {a.id});
        }
    }
};

class TopologyPortReused final : public Rule
{
public:
    TopologyPortReused()
        : Rule({"topology.port-reused", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "Two cables on one port"),
            QT_TRANSLATE_NOOP("hvnet::rules", "A port takes one cable."),
            QT_TRANSLATE_NOOP("hvnet::rules", "hvnet cabling plan")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        QStringList ends;
        for (const Node &n : context.design().nodes)
            for (const Adapter &a : n.adapters)
                ends << a.id;
        for (const Switch &s : context.design().switches)
            for (const SwitchPort &p : s.ports)
                ends << p.id;
        for (const QString &end : ends) {
            const QStringList links = context.topology().linksAt(end);
            if (links.size() > 1)
                sink.raise(
                    RuleText::tr("%1 is the end of %2 cables; a port takes one cable, so remove or move the others.")
                        .arg(context.label(end))
                        .arg(links.size()),
                    QStringList{end} + links);
        }
    }
};

class TopologySpeedMismatch final : public Rule
{
public:
    TopologySpeedMismatch()
        : Rule({"topology.speed-mismatch", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Cable joins ports of different speeds"),
            QT_TRANSLATE_NOOP(
                "hvnet::rules", "Ends of different speeds run at the slower one, if the optics allow a link at all."),
            QT_TRANSLATE_NOOP("hvnet::rules", "hvnet cabling plan")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        auto speedOf = [&context](const QString &id) -> std::optional<double> {
            if (const Adapter *a = context.adapter(id))
                return a->speedGbps;
            if (const SwitchPort *p = context.port(id))
                return p->speedGbps;
            return std::nullopt;
        };
        for (const Link &l : context.design().links) {
            const auto a = speedOf(l.a);
            const auto b = speedOf(l.b);
            if (a && b && *a != *b)
                sink.raise(
                    RuleText::tr("The cable between %1 (%2 Gbps) and %3 (%4 Gbps) joins different speeds; use ports "
                                 "of one speed.")
                        .arg(context.label(l.a))
                        .arg(*a)
                        .arg(context.label(l.b))
                        .arg(*b),
                    {l.id, l.a, l.b});
        }
    }
};

class TopologySinglePointOfFailure final : public Rule
{
public:
    TopologySinglePointOfFailure()
        : Rule({"topology.single-point-of-failure", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "One switch can cut a cluster's storage"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "No single switch may cut a cluster member off from another on every storage network they "
                "share; the storage networks belong on separate switches (or a redundant pair)."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct); article: "
                "Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows Server 2012 "
                "(R2) (failure domains)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Topology &topology = context.topology();
        for (const Cluster &c : context.design().clusters) {
            // The cluster's storage subnets, and per member (by position) and
            // subnet (by position) the adapters it uses there.
            std::vector<const Subnet *> subnets;
            std::vector<std::vector<QStringList>> adapters(std::size_t(c.members.size()));
            for (qsizetype m = 0; m < c.members.size(); ++m) {
                const Node *n = context.node(c.members[m]);
                if (!n)
                    continue;
                for (const Interface &i : n->interfaces) {
                    const Subnet *s = context.subnet(i.subnet);
                    if (!s || s->purpose != SubnetPurpose::Storage)
                        continue;
                    auto at = std::find(subnets.begin(), subnets.end(), s);
                    if (at == subnets.end())
                        at = subnets.insert(subnets.end(), s);
                    auto &bySubnet = adapters[std::size_t(m)];
                    bySubnet.resize(subnets.size());
                    bySubnet[std::size_t(at - subnets.begin())] << context.adaptersUnder(i);
                }
            }
            for (auto &bySubnet : adapters)
                bySubnet.resize(subnets.size());
            // Only a switch on a storage path of the cluster can cut it.
            std::vector<QStringList> pathSwitches;
            QStringList candidates;
            for (std::size_t s = 0; s < subnets.size(); ++s) {
                QStringList all;
                for (const auto &bySubnet : adapters)
                    all << bySubnet[s];
                pathSwitches.push_back(topology.pathsBetween(subnets[s]->vlan, all).switches);
                for (const QString &sw : pathSwitches.back())
                    if (!candidates.contains(sw))
                        candidates << sw;
            }
            // What does not depend on the switch is worked out once: per
            // member and subnet the components its adapters are in; members
            // alike in all of them form a group; per pair of groups the
            // subnets on which they reach each other.
            std::vector<Topology::Reachability> before;
            for (const Subnet *s : subnets)
                before.push_back(topology.reachability(s->vlan));
            std::map<std::vector<std::vector<int>>, std::size_t> groupIndex;
            std::vector<std::size_t> groupOf(adapters.size());
            std::vector<const std::vector<std::vector<int>> *> groupComponents;
            for (std::size_t m = 0; m < adapters.size(); ++m) {
                std::vector<std::vector<int>> sig;
                for (std::size_t s = 0; s < subnets.size(); ++s)
                    sig.push_back(components(before[s], adapters[m][s]));
                const auto [it, added] = groupIndex.emplace(std::move(sig), groupIndex.size());
                groupOf[m] = it->second;
                if (added)
                    groupComponents.push_back(&it->first);
            }
            std::vector<std::vector<std::vector<std::size_t>>> shared(groupComponents.size(),
                std::vector<std::vector<std::size_t>>(groupComponents.size()));
            for (std::size_t g1 = 0; g1 < groupComponents.size(); ++g1)
                for (std::size_t g2 = g1; g2 < groupComponents.size(); ++g2) // g1 == g2: members alike
                    for (std::size_t s = 0; s < subnets.size(); ++s)
                        if (meet((*groupComponents[g1])[s], (*groupComponents[g2])[s]))
                            shared[g1][g2].push_back(s);
            for (const QString &sw : candidates) {
                const auto cut = cutPair(topology, subnets, adapters, pathSwitches, sw, groupOf, shared);
                if (!cut)
                    continue;
                const QString a = c.members[qsizetype(cut->first)];
                const QString b = c.members[qsizetype(cut->second)];
                sink.raise(RuleText::tr("Losing switch %1 cuts %2 off from %3 on every storage network they share, in "
                                        "cluster %4; put the storage networks on separate switches.")
                               .arg(context.label(sw), context.label(a), context.label(b), c.name),
                    {c.id, sw});
            }
        }
    }

private:
    // The components of some adapters in one reachability, sorted.
    static std::vector<int> components(const Topology::Reachability &reach, const QStringList &ids)
    {
        std::vector<int> out;
        for (const QString &id : ids)
            if (const int c = reach.componentOf(id); c >= 0)
                out.push_back(c);
        std::sort(out.begin(), out.end());
        out.erase(std::unique(out.begin(), out.end()), out.end());
        return out;
    }

    static bool meet(const std::vector<int> &x, const std::vector<int> &y) // both sorted
    {
        for (auto a = x.begin(), b = y.begin(); a != x.end() && b != y.end();) {
            if (*a == *b)
                return true;
            *a < *b ? ++a : ++b;
        }
        return false;
    }

    // Two members (by position) that reach each other on a shared storage
    // subnet but on none once the switch is gone; nothing when there are none.
    // Only the subnets whose paths run through the switch can change, so only
    // they are looked at again; a pair that also shares another subnet stays
    // joined.
    static std::optional<std::pair<std::size_t, std::size_t>> cutPair(const Topology &topology,
        const std::vector<const Subnet *> &subnets, const std::vector<std::vector<QStringList>> &adapters,
        const std::vector<QStringList> &pathSwitches, const QString &sw, const std::vector<std::size_t> &groupOf,
        const std::vector<std::vector<std::vector<std::size_t>>> &shared)
    {
        std::vector<std::size_t> affected;
        std::vector<Topology::Reachability> after;
        for (std::size_t s = 0; s < subnets.size(); ++s)
            if (pathSwitches[s].contains(sw)) {
                affected.push_back(s);
                after.push_back(topology.reachability(subnets[s]->vlan, sw));
            }
        if (affected.empty())
            return std::nullopt;
        // Members alike before and on the affected subnets after behave alike:
        // pairs are checked between such groups, not between all members.
        std::map<std::pair<std::size_t, std::vector<std::vector<int>>>, std::size_t> groups; // -> first member
        for (std::size_t m = 0; m < adapters.size(); ++m) {
            std::vector<std::vector<int>> now;
            for (std::size_t i = 0; i < affected.size(); ++i)
                now.push_back(components(after[i], adapters[m][affected[i]]));
            groups.emplace(std::pair(groupOf[m], std::move(now)), m);
        }
        for (auto g1 = groups.begin(); g1 != groups.end(); ++g1)
            for (auto g2 = std::next(g1); g2 != groups.end(); ++g2) {
                // The subnets on which the two reached each other before; a
                // switch only takes reachability away, so after it is a subset.
                const std::vector<std::size_t> &joined
                    = shared[std::min(g1->first.first, g2->first.first)][std::max(g1->first.first, g2->first.first)];
                if (joined.empty())
                    continue;
                bool connectedAfter = false;
                for (std::size_t s : joined) {
                    const auto at = std::find(affected.begin(), affected.end(), s);
                    if (at == affected.end()) {
                        connectedAfter = true; // the switch is not on this subnet's paths
                        break;
                    }
                    const std::size_t i = std::size_t(at - affected.begin());
                    if (meet(components(after[i], adapters[g1->second][s]), components(after[i], adapters[g2->second][s]))) {
                        connectedAfter = true;
                        break;
                    }
                }
                if (!connectedAfter)
                    return std::pair(std::min(g1->second, g2->second), std::max(g1->second, g2->second));
            }
        return std::nullopt;
    }
};

class TopologySameCard final : public Rule
{
public:
    TopologySameCard()
        : Rule({"topology.same-card", Severity::Info,
            QT_TRANSLATE_NOOP("hvnet::rules", "All RDMA ports of a node on one card"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "When every RDMA interface rides ports of one card, that card is a single point of failure "
                "for the node's storage. Microsoft's host network requirements accept both storage ports on one "
                "dual-port adapter, so this is a note, not a warning."),
            QT_TRANSLATE_NOOP("hvnet::rules", "anchors study, rule 30; Host network requirements for Azure Local")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            QStringList adapters;
            for (const Interface &i : n.interfaces)
                if (i.rdma)
                    for (const QString &id : context.adaptersUnder(i))
                        if (!adapters.contains(id))
                            adapters << id;
            if (adapters.size() < 2)
                continue;
            const Adapter *first = n.adapter(adapters.first());
            const bool oneCard = first && !first->card.isEmpty()
                && std::all_of(adapters.begin(), adapters.end(), [&n, first](const QString &id) {
                       const Adapter *a = n.adapter(id);
                       return a && a->card == first->card;
                   });
            if (oneCard)
                sink.raise(
                    RuleText::tr("%1: all RDMA interfaces ride adapters on card %2, so one card failure cuts all of "
                                 "%1's storage; Microsoft supports this, two cards would survive a card failure.")
                        .arg(n.name, first->card),
                    {n.id});
        }
    }
};

class TopologyOneRack final : public Rule
{
public:
    TopologyOneRack()
        : Rule({"topology.one-rack", Severity::Info, QT_TRANSLATE_NOOP("hvnet::rules", "Whole cluster in one rack"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A rack is a failure domain: power or its switches can take the "
                "whole cluster down."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows "
                "Server 2012 (R2) (failure domains)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters) {
            if (c.members.size() < 2)
                continue;
            QString rack;
            bool same = true;
            for (const QString &member : c.members) {
                const Node *n = context.node(member);
                if (!n || n->rack.isEmpty() || (!rack.isEmpty() && n->rack != rack)) {
                    same = false;
                    break;
                }
                rack = n->rack;
            }
            if (same)
                sink.raise(
                    RuleText::tr("Every member of cluster %1 stands in rack %2, which makes the rack a failure domain "
                                 "for the whole cluster.")
                        .arg(c.name, rack),
                    {c.id});
        }
    }
};

// Switch Embedded Teaming is switch independent so that its members can go
// to different switches; cabled to one switch, the team survives an adapter
// or cable failure but not the loss of that switch.
class TeamingSetOneSwitch final : public Rule
{
public:
    TeamingSetOneSwitch()
        : Rule({"teaming.set-one-switch", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "All SET uplinks of a node on one switch"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A SET team's uplinks should go to two switches so that the vSwitch, and the host vNICs and VMs on "
                "it, survive the loss of one switch; the reference patterns cable each node to both ToR switches. "
                "Raised only when the design has a second switch to use."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Physical network requirements for Azure Local (redundant ToR switches); Host network requirements "
                "for Azure Local (Switch Embedded Teaming)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        if (context.design().switches.size() < 2)
            return;
        for (const Node &n : context.design().nodes)
            for (const VSwitch &v : n.vswitches) {
                if (!v.embeddedTeaming || v.uplinks.size() < 2)
                    continue;
                QString only;
                int cabled = 0;
                bool one = true;
                for (const QString &uplink : v.uplinks) {
                    const auto at = context.topology().attachmentOf(uplink);
                    if (!at)
                        continue;
                    ++cabled;
                    if (only.isEmpty())
                        only = at->switchId;
                    else if (only != at->switchId)
                        one = false;
                }
                if (one && cabled >= 2)
                    sink.raise(RuleText::tr("%1: every uplink of SET vSwitch %2 is cabled to switch %3, so losing "
                                            "that switch cuts the vSwitch off; cable the uplinks to two switches.")
                                   .arg(n.name, v.name, context.label(only)),
                        {v.id, only});
            }
    }
};

} // namespace

void registerTopologyRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<TopologyUnlinkedAdapter>());
    catalogue.add(std::make_unique<TopologyPortReused>());
    catalogue.add(std::make_unique<TopologySpeedMismatch>());
    catalogue.add(std::make_unique<TopologySinglePointOfFailure>());
    catalogue.add(std::make_unique<TopologySameCard>());
    catalogue.add(std::make_unique<TopologyOneRack>());
    catalogue.add(std::make_unique<TeamingSetOneSwitch>());
}

} // namespace hvnet

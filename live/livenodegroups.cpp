#include "livenodegroups.h"

#include "livecatalogue.h"
#include "model/design.h"

#include <QSet>

#include <map>

namespace hvnet {

namespace {

// As LiveResult::states has it: what is absent or unreadable is not checked,
// not different; an accepted deviation and information differ in nothing.
bool isDrift(const Finding &f)
{
    return !f.suppressed && f.severity != Severity::Info && f.rule != QLatin1String(live::notChecked.id)
        && f.rule != QLatin1String(live::evidenceUnreadable.id);
}

} // namespace

std::vector<LiveNodeGroup> LiveNodeGroups::of(const Design &design, const LiveResult &live)
{
    // Which node each object belongs to.
    std::map<QString, QString> owner;
    for (const Node &n : design.nodes) {
        owner[n.id] = n.id;
        const auto own = [&](const auto &objects) {
            for (const auto &object : objects)
                owner[object.id] = n.id;
        };
        own(n.adapters);
        own(n.teams);
        own(n.vswitches);
        own(n.interfaces);
    }
    std::vector<LiveNodeGroup> groups;
    std::map<QString, std::size_t> index;
    for (const Node &n : design.nodes) {
        LiveNodeGroup g;
        g.nodeId = n.id;
        g.name = n.name;
        index[n.id] = groups.size();
        groups.push_back(g);
    }
    for (const LiveResult::NodeSummary &s : live.nodes) {
        const auto it = index.find(s.nodeId);
        if (it == index.end())
            continue;
        groups[it->second].file = s.file;
        groups[it->second].readable = s.readable;
    }
    // The node and its objects, by their states: a drift named on the node
    // itself (its QoS, its live migration) counts as much as one on an adapter.
    for (const auto &[id, node] : owner) {
        const auto state = live.states.find(id);
        if (state == live.states.end())
            continue;
        LiveNodeGroup &g = groups[index[node]];
        g.compared += state->second != LiveResult::State::NotChecked;
        g.differing += state->second == LiveResult::State::Differs;
    }
    LiveNodeGroup other;
    for (const Finding &f : live.result.findings) {
        // A finding that names objects of two nodes (a path between them)
        // is listed under each.
        QSet<QString> nodes;
        for (const QString &id : f.objects)
            if (const auto it = owner.find(id); it != owner.end())
                nodes.insert(it->second);
        if (nodes.isEmpty()) {
            other.findings.push_back(&f);
            continue;
        }
        for (const Node &n : design.nodes) {
            if (!nodes.contains(n.id))
                continue;
            LiveNodeGroup &g = groups[index[n.id]];
            g.findings.push_back(&f);
            if (isDrift(f))
                g.state = LiveResult::State::Differs;
        }
    }
    for (LiveNodeGroup &g : groups)
        if (g.state != LiveResult::State::Differs)
            g.state = g.readable ? LiveResult::State::Matches : LiveResult::State::NotChecked;
    if (!other.findings.empty()) {
        bool differs = false;
        for (const Finding *f : other.findings)
            differs = differs || isDrift(*f);
        other.state = differs ? LiveResult::State::Differs : LiveResult::State::NotChecked;
        groups.push_back(std::move(other));
    }
    return groups;
}

} // namespace hvnet

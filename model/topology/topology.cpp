#include "topology.h"

#include "design.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/connected_components.hpp>
#include <boost/graph/filtered_graph.hpp>

#include <algorithm>
#include <limits>

namespace hvnet {

namespace {

struct VertexProperties {
    bool isSwitch = false;
    QString id;
    int order = 0; // position in the design, for stable output
};

struct EdgeProperties {
    int link = -1;
    const SwitchPort *portA = nullptr; // the switch port at each end, if any
    const SwitchPort *portB = nullptr;
};

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, VertexProperties, EdgeProperties>;
using Vertex = Graph::vertex_descriptor;
using Edge = Graph::edge_descriptor;

constexpr Vertex noVertex = std::numeric_limits<Vertex>::max();

bool portAllows(const SwitchPort *port, int vlan)
{
    // Untagged frames ride the native VLAN of every port; a port without stated
    // VLANs allows whatever the design needs.
    if (!port || vlan == 0 || !port->vlans)
        return true;
    return std::find(port->vlans->begin(), port->vlans->end(), vlan) != port->vlans->end()
        || port->nativeVlan == vlan;
}

struct VlanEdges {
    const Graph *graph = nullptr;
    int vlan = 0;
    bool operator()(const Edge &e) const
    {
        const EdgeProperties &p = (*graph)[e];
        return portAllows(p.portA, vlan) && portAllows(p.portB, vlan);
    }
};

struct AllBut {
    Vertex excluded = noVertex;
    bool operator()(const Vertex &v) const { return v != excluded; }
};

using VlanView = boost::filtered_graph<Graph, VlanEdges, AllBut>;

} // namespace

struct Topology::Impl {
    Graph graph;
    QHash<QString, int> vertexOf; // adapter and switch ids
    QHash<QString, Vertex> portSwitch;
    QHash<QString, QStringList> linksAt;
    QHash<QString, Attachment> attachments;
    std::vector<QString> portOrder;
    QHash<QString, int> portIndex;
    mutable std::map<std::pair<int, Vertex>, std::shared_ptr<const std::vector<int>>> components;

    VlanView view(int vlan, Vertex without) const
    {
        return VlanView(graph, VlanEdges{&graph, vlan}, AllBut{without});
    }
};

Topology::Topology(const Design &design) : d(std::make_unique<Impl>())
{
    Graph &g = d->graph;
    int order = 0;
    QHash<QString, const SwitchPort *> ports;
    for (const Switch &sw : design.switches) {
        const Vertex v = boost::add_vertex(VertexProperties{true, sw.id, order++}, g);
        d->vertexOf.insert(sw.id, int(v));
        for (const SwitchPort &p : sw.ports) {
            d->portSwitch.insert(p.id, v);
            ports.insert(p.id, &p);
            d->portIndex.insert(p.id, int(d->portOrder.size()));
            d->portOrder.push_back(p.id);
        }
    }
    for (const Node &node : design.nodes)
        for (const Adapter &a : node.adapters)
            d->vertexOf.insert(a.id, int(boost::add_vertex(VertexProperties{false, a.id, order++}, g)));

    for (std::size_t i = 0; i < design.links.size(); ++i) {
        const Link &link = design.links[i];
        d->linksAt[link.a] << link.id;
        d->linksAt[link.b] << link.id;
        auto vertexOfEnd = [this](const QString &end) -> Vertex {
            if (auto sw = d->portSwitch.constFind(end); sw != d->portSwitch.constEnd())
                return *sw;
            return Vertex(d->vertexOf.value(end));
        };
        EdgeProperties properties{int(i), ports.value(link.a), ports.value(link.b)};
        boost::add_edge(vertexOfEnd(link.a), vertexOfEnd(link.b), properties, g);
        for (const auto &[end, other] : {std::pair(link.a, link.b), std::pair(link.b, link.a)})
            if (!d->portSwitch.contains(end) && d->portSwitch.contains(other) && !d->attachments.contains(end))
                d->attachments.insert(end, Attachment{g[d->portSwitch.value(other)].id, other});
    }
}

Topology::~Topology() = default;

std::optional<Topology::Attachment> Topology::attachmentOf(const QString &adapterId) const
{
    const auto it = d->attachments.constFind(adapterId);
    if (it == d->attachments.constEnd())
        return std::nullopt;
    return *it;
}

QStringList Topology::linksAt(const QString &endId) const
{
    return d->linksAt.value(endId);
}

int Topology::Reachability::componentOf(const QString &adapterId) const
{
    const auto it = m_vertexOf->constFind(adapterId);
    if (it == m_vertexOf->constEnd())
        return -1;
    return (*m_components)[std::size_t(*it)];
}

Topology::Reachability Topology::reachability(int vlan, const QString &withoutSwitch) const
{
    const Vertex without = withoutSwitch.isEmpty() ? noVertex : Vertex(d->vertexOf.value(withoutSwitch));
    auto &cached = d->components[{vlan, without}];
    if (!cached) {
        const VlanView view = d->view(vlan, without);
        std::vector<int> components(boost::num_vertices(d->graph), -1);
        boost::connected_components(
            view, boost::make_iterator_property_map(components.begin(), boost::get(boost::vertex_index, d->graph)));
        // Adapters without any cable belong to nothing.
        for (Vertex v = 0; v < boost::num_vertices(d->graph); ++v)
            if (!d->graph[v].isSwitch && boost::out_degree(v, d->graph) == 0)
                components[v] = -1;
        if (without != noVertex)
            components[without] = -1;
        cached = std::make_shared<const std::vector<int>>(std::move(components));
    }
    Reachability r;
    r.m_vertexOf = &d->vertexOf;
    r.m_components = cached;
    return r;
}

Topology::Paths Topology::pathsBetween(int vlan, const QStringList &adapterIds) const
{
    const Graph &g = d->graph;
    const VlanView view = d->view(vlan, noVertex);
    const std::size_t n = boost::num_vertices(g);
    std::vector<Edge> treeEdge(n);
    std::vector<bool> reached(n, false);
    std::vector<bool> onPath(n, false);
    std::vector<bool> portOnPath(d->portOrder.size(), false);

    auto markPort = [&](const SwitchPort *port) {
        if (port)
            portOnPath[std::size_t(d->portIndex.value(port->id))] = true;
    };
    for (const QString &id : adapterIds) {
        const auto found = d->vertexOf.constFind(id);
        if (found == d->vertexOf.constEnd())
            continue;
        const Vertex terminal = Vertex(*found);
        if (!reached[terminal]) {
            // A new group: grow its breadth-first tree from this adapter.
            struct Recorder : boost::default_bfs_visitor {
                std::vector<Edge> *treeEdge;
                std::vector<bool> *reached;
                void discover_vertex(Vertex v, const VlanView &) const { (*reached)[v] = true; }
                void tree_edge(const Edge &e, const VlanView &g) const { (*treeEdge)[boost::target(e, g)] = e; }
            } recorder;
            recorder.treeEdge = &treeEdge;
            recorder.reached = &reached;
            std::vector<boost::default_color_type> colours(n, boost::white_color);
            boost::breadth_first_search(
                view, terminal,
                boost::visitor(recorder).color_map(boost::make_iterator_property_map(
                    colours.begin(), boost::get(boost::vertex_index, g))));
            onPath[terminal] = true; // the root of this tree
            continue;
        }
        // Walk back to the tree's root, marking switches and ports on the way.
        Vertex v = terminal;
        while (!onPath[v]) {
            onPath[v] = true;
            const Edge e = treeEdge[v];
            markPort(g[e].portA);
            markPort(g[e].portB);
            v = boost::source(e, g) == v ? boost::target(e, g) : boost::source(e, g);
        }
    }
    Paths paths;
    for (Vertex v = 0; v < n; ++v)
        if (onPath[v] && g[v].isSwitch)
            paths.switches << g[v].id;
    for (std::size_t i = 0; i < d->portOrder.size(); ++i)
        if (portOnPath[i])
            paths.ports << d->portOrder[i];
    return paths;
}

} // namespace hvnet

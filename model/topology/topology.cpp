#include "topology.h"

#include "model/design.h"

#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/breadth_first_search.hpp>
#include <boost/graph/connected_components.hpp>
#include <boost/graph/filtered_graph.hpp>
#include <boost/pending/queue.hpp>

#include <algorithm>
#include <limits>

namespace hvnet {

namespace {

struct VertexProperties {
    bool isSwitch = false;
    QString id;
    int order = 0; // position in the design, for stable output
};

// A cable; the switch ports at its ends, if any, by pointer (for their VLANs)
// and by index (for reporting).
struct EdgeProperties {
    const SwitchPort *portA = nullptr;
    const SwitchPort *portB = nullptr;
    int indexA = -1;
    int indexB = -1;
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
    return std::find(port->vlans->begin(), port->vlans->end(), vlan) != port->vlans->end() || port->nativeVlan == vlan;
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

// Records the vertices a search reaches.
struct SearchRecorder : boost::default_bfs_visitor {
    std::vector<Vertex> *reached;
    void discover_vertex(Vertex v, const VlanView &) const { reached->push_back(v); }
};

} // namespace

struct Topology::Impl {
    // Every cable end and switch by id, in one table.
    struct End {
        int vertex = -1; // adapter or switch vertex; for a port, its switch's
        int port = -1; // ports: index into ports
        int firstLink = -1; // slot of its first cable; nextLink chains the others
        int landing = -1; // adapters: the port their first cable to a switch lands on
    };
    struct Port {
        QString id;
        Vertex sw;
        const SwitchPort *port;
    };

    Graph graph;
    const Design *design = nullptr;
    QHash<QString, End> ends;
    std::vector<Port> ports;
    std::vector<int> nextLink; // per link and end: slot 2 * link + (end b ? 1 : 0)
    // Edges with a port that states its VLANs: the only ones a VLAN can lose.
    std::vector<Edge> restricted;

    // Components by the restricted edges a VLAN loses: VLANs that lose the same
    // edges share one computation. With a switch taken out only its component
    // splits, so that is all that is computed and kept.
    mutable std::map<std::vector<std::size_t>, std::shared_ptr<const std::vector<int>>> components;
    mutable std::map<std::pair<std::vector<std::size_t>, Vertex>, std::shared_ptr<const QHash<int, int>>> splits;

    // A breadth-first forest per set of lost edges: every vertex's parent, the
    // edge to it and its depth, grown from the switches. Paths between
    // adapters are read off it by walking up to a common ancestor.
    struct Forest {
        std::vector<Vertex> parent;
        std::vector<Edge> parentEdge;
        std::vector<int> depth;
    };
    mutable std::map<std::vector<std::size_t>, std::shared_ptr<const Forest>> forests;

    // Scratch kept clean between calls, so a search costs what it visits.
    mutable std::vector<boost::default_color_type> colour;
    mutable std::vector<char> onPath;

    VlanView view(int vlan, Vertex without) const { return VlanView(graph, VlanEdges{&graph, vlan}, AllBut{without}); }

    std::vector<std::size_t> blockedFor(int vlan) const
    {
        std::vector<std::size_t> blocked;
        for (std::size_t i = 0; i < restricted.size(); ++i)
            if (!VlanEdges{&graph, vlan}(restricted[i]))
                blocked.push_back(i);
        return blocked;
    }

    int vertexOf(const QString &id) const
    {
        const auto it = ends.constFind(id);
        return it == ends.constEnd() ? -1 : it->vertex;
    }

    const std::vector<int> &componentsFor(int vlan) const;
    const Forest &forest(int vlan) const;
};

Topology::Topology(const Design &design) : d(std::make_unique<Impl>())
{
    Graph &g = d->graph;
    d->design = &design;
    qsizetype size = qsizetype(design.switches.size());
    for (const Switch &sw : design.switches)
        size += qsizetype(sw.ports.size());
    for (const Node &node : design.nodes)
        size += qsizetype(node.adapters.size());
    d->ends.reserve(size);

    int order = 0;
    for (const Switch &sw : design.switches) {
        const Vertex v = boost::add_vertex(VertexProperties{true, sw.id, order++}, g);
        d->ends.insert(sw.id, {int(v), -1, -1, -1});
        for (const SwitchPort &p : sw.ports) {
            d->ends.insert(p.id, {int(v), int(d->ports.size()), -1, -1});
            d->ports.push_back({p.id, v, &p});
        }
    }
    for (const Node &node : design.nodes)
        for (const Adapter &a : node.adapters)
            d->ends.insert(a.id, {int(boost::add_vertex(VertexProperties{false, a.id, order++}, g)), -1, -1, -1});

    d->nextLink.assign(design.links.size() * 2, -1);
    for (std::size_t i = 0; i < design.links.size(); ++i) {
        const Link &link = design.links[i];
        Impl::End &a = d->ends[link.a];
        Impl::End &b = d->ends[link.b];
        for (auto [end, slot] : {std::pair(&a, int(2 * i)), std::pair(&b, int(2 * i + 1))}) {
            if (end->firstLink < 0) {
                end->firstLink = slot;
                continue;
            }
            int last = end->firstLink; // append to the end's chain
            while (d->nextLink[std::size_t(last)] >= 0)
                last = d->nextLink[std::size_t(last)];
            d->nextLink[std::size_t(last)] = slot;
        }
        if (a.port < 0 && b.port >= 0 && a.landing < 0)
            a.landing = b.port;
        if (b.port < 0 && a.port >= 0 && b.landing < 0)
            b.landing = a.port;
        auto portOf = [this](const Impl::End &end) -> const SwitchPort * {
            return end.port < 0 ? nullptr : d->ports[std::size_t(end.port)].port;
        };
        const EdgeProperties properties{portOf(a), portOf(b), a.port, b.port};
        const Edge edge = boost::add_edge(Vertex(a.vertex), Vertex(b.vertex), properties, g).first;
        if ((properties.portA && properties.portA->vlans) || (properties.portB && properties.portB->vlans))
            d->restricted.push_back(edge);
    }
}

Topology::~Topology() = default;

std::optional<Topology::Attachment> Topology::attachmentOf(const QString &adapterId) const
{
    const auto it = d->ends.constFind(adapterId);
    if (it == d->ends.constEnd() || it->landing < 0)
        return std::nullopt;
    const Impl::Port &port = d->ports[std::size_t(it->landing)];
    return Attachment{d->graph[port.sw].id, port.id};
}

QStringList Topology::linksAt(const QString &endId) const
{
    QStringList ids;
    const auto it = d->ends.constFind(endId);
    if (it == d->ends.constEnd())
        return ids;
    for (int slot = it->firstLink; slot >= 0; slot = d->nextLink[std::size_t(slot)])
        ids << d->design->links[std::size_t(slot / 2)].id;
    return ids;
}

int Topology::Reachability::componentOf(const QString &id) const
{
    const int v = m_impl->vertexOf(id);
    if (v < 0 || v == m_without)
        return -1;
    if (m_split) {
        const auto split = m_split->constFind(v);
        if (split != m_split->constEnd())
            return *split;
    }
    return (*m_components)[std::size_t(v)];
}

const std::vector<int> &Topology::Impl::componentsFor(int vlan) const
{
    auto &cached = components[blockedFor(vlan)];
    if (!cached) {
        std::vector<int> numbers(boost::num_vertices(graph), -1);
        boost::connected_components(view(vlan, noVertex),
            boost::make_iterator_property_map(numbers.begin(), boost::get(boost::vertex_index, graph)));
        // Adapters without any cable belong to nothing.
        for (Vertex v = 0; v < boost::num_vertices(graph); ++v)
            if (!graph[v].isSwitch && boost::out_degree(v, graph) == 0)
                numbers[v] = -1;
        cached = std::make_shared<const std::vector<int>>(std::move(numbers));
    }
    return *cached;
}

Topology::Reachability Topology::reachability(int vlan, const QString &withoutSwitch) const
{
    d->componentsFor(vlan);
    const std::vector<std::size_t> blocked = d->blockedFor(vlan);
    Reachability r;
    r.m_impl = d.get();
    r.m_components = d->components[blocked];
    const int removed = withoutSwitch.isEmpty() ? -1 : d->vertexOf(withoutSwitch);
    if (removed < 0)
        return r;

    const Vertex without = Vertex(removed);
    r.m_without = removed;
    auto &split = d->splits[{blocked, without}];
    if (!split) {
        // Every part of the switch's component that is left touches one of its
        // neighbours: search from each, numbering the parts after all others.
        auto parts = std::make_shared<QHash<int, int>>();
        const VlanView view = d->view(vlan, without);
        const VlanView full = d->view(vlan, noVertex);
        int next = int(boost::num_vertices(d->graph));
        std::vector<Vertex> reached;
        d->colour.resize(boost::num_vertices(d->graph), boost::white_color);
        auto colours = boost::make_iterator_property_map(d->colour.begin(), boost::get(boost::vertex_index, d->graph));
        for (auto [e, end] = boost::out_edges(without, full); e != end; ++e) {
            const Vertex start = boost::target(*e, full);
            if (d->colour[start] != boost::white_color)
                continue;
            const std::size_t first = reached.size();
            boost::queue<Vertex> queue;
            boost::breadth_first_visit(view, start, queue, SearchRecorder{{}, &reached}, colours);
            for (std::size_t i = first; i < reached.size(); ++i)
                parts->insert(int(reached[i]), next);
            ++next;
        }
        for (Vertex v : reached)
            d->colour[v] = boost::white_color;
        split = parts;
    }
    r.m_split = split;
    return r;
}

const Topology::Impl::Forest &Topology::Impl::forest(int vlan) const
{
    auto &cached = forests[blockedFor(vlan)];
    if (!cached) {
        auto f = std::make_shared<Forest>();
        const std::size_t n = boost::num_vertices(graph);
        f->parent.assign(n, noVertex);
        f->parentEdge.resize(n);
        f->depth.assign(n, -1);
        const VlanView filtered = view(vlan, noVertex);
        std::vector<Vertex> queue;
        // Vertices are numbered switches first, so trees grow from switches.
        for (Vertex root = 0; root < n; ++root) {
            if (f->depth[root] >= 0)
                continue;
            f->depth[root] = 0;
            queue.assign(1, root);
            for (std::size_t head = 0; head < queue.size(); ++head) {
                const Vertex v = queue[head];
                for (auto [e, end] = boost::out_edges(v, filtered); e != end; ++e) {
                    const Vertex w = boost::target(*e, filtered);
                    if (f->depth[w] >= 0)
                        continue;
                    f->depth[w] = f->depth[v] + 1;
                    f->parent[w] = v;
                    f->parentEdge[w] = *e;
                    queue.push_back(w);
                }
            }
        }
        cached = f;
    }
    return *cached;
}

Topology::Paths Topology::pathsBetween(int vlan, const QStringList &adapterIds) const
{
    const Graph &g = d->graph;
    const Impl::Forest &forest = d->forest(vlan);
    const std::vector<int> &components = d->componentsFor(vlan);

    // The terminals of each connected group and their lowest common ancestor:
    // the smallest subtree joining a group is the union of the paths from its
    // terminals up to that ancestor.
    std::map<int, std::pair<Vertex, std::vector<Vertex>>> groups; // component -> ancestor, terminals
    auto ancestor = [&forest](Vertex a, Vertex b) {
        while (forest.depth[a] > forest.depth[b])
            a = forest.parent[a];
        while (forest.depth[b] > forest.depth[a])
            b = forest.parent[b];
        while (a != b) {
            a = forest.parent[a];
            b = forest.parent[b];
        }
        return a;
    };
    for (const QString &id : adapterIds) {
        const int vertex = d->vertexOf(id);
        if (vertex < 0 || components[std::size_t(vertex)] < 0)
            continue;
        const Vertex v = Vertex(vertex);
        auto [it, added] = groups.try_emplace(components[std::size_t(vertex)], v, std::vector<Vertex>{});
        if (!added)
            it->second.first = ancestor(it->second.first, v);
        it->second.second.push_back(v);
    }

    d->onPath.resize(boost::num_vertices(g), 0);
    std::vector<Vertex> marked;
    std::vector<int> ports;
    for (const auto &[component, group] : groups) {
        if (!d->onPath[group.first]) {
            d->onPath[group.first] = 1;
            marked.push_back(group.first);
        }
        for (Vertex v : group.second) {
            while (!d->onPath[v]) {
                d->onPath[v] = 1;
                marked.push_back(v);
                const EdgeProperties &edge = g[forest.parentEdge[v]];
                for (int port : {edge.indexA, edge.indexB})
                    if (port >= 0)
                        ports.push_back(port);
                v = forest.parent[v];
            }
        }
    }
    std::vector<std::pair<int, Vertex>> switches;
    for (Vertex v : marked)
        if (g[v].isSwitch)
            switches.emplace_back(g[v].order, v);
    std::sort(switches.begin(), switches.end());
    std::sort(ports.begin(), ports.end());
    ports.erase(std::unique(ports.begin(), ports.end()), ports.end());

    Paths paths;
    for (const auto &[order, v] : switches)
        paths.switches << g[v].id;
    for (int index : ports)
        paths.ports << d->ports[std::size_t(index)].id;
    for (Vertex v : marked) // leave the scratch as it was found
        d->onPath[v] = 0;
    return paths;
}

} // namespace hvnet

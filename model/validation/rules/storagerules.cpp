// The Storage networks section of the rule catalogue.

#include "model/topology/topology.h"
#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <algorithm>
#include <map>
#include <set>

namespace hvnet {

namespace {

bool isStorage(const ValidationContext &context, const QString &subnetId)
{
    const Subnet *s = context.subnet(subnetId);
    return s && s->purpose == SubnetPurpose::Storage;
}

class StorageSharedSubnet final : public Rule
{
public:
    StorageSharedSubnet()
        : Rule({"storage.shared-subnet", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Two RDMA interfaces of a node in one storage subnet"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "SMB Multichannel to a clustered file server uses one address per subnet and node, so a "
                "second RDMA interface in the same subnet is not used (an error before Windows Server 2016). "
                "Later versions tolerate it, but a subnet and VLAN per storage NIC keeps each path on its "
                "own switch."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (converged "
                "SOFS design); Jose Barreto via Aidan Finn on SMB Multichannel and "
                "clustered file servers; Azure Local host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            std::map<QString, QStringList> bySubnet;
            QStringList order;
            for (const Interface &i : n.interfaces) {
                if (!i.rdma || !isStorage(context, i.subnet))
                    continue;
                if (!bySubnet.count(i.subnet))
                    order << i.subnet;
                bySubnet[i.subnet] << i.id;
            }
            for (const QString &subnet : order) {
                const QStringList &ids = bySubnet[subnet];
                if (ids.size() < 2)
                    continue;
                const bool old = isBefore2016(context.osOf(n));
                sink.raise(old ? Severity::Error : Severity::Warning,
                    RuleText::tr(
                        "%1 has %2 RDMA interfaces (%3) in storage subnet %4; give each RDMA interface its own "
                        "storage subnet and VLAN.")
                            .arg(n.name)
                            .arg(ids.size())
                            .arg(labelList(context, ids))
                            .arg(context.label(subnet))
                        + (old ? QLatin1Char(' ')
                                    + RuleText::tr(
                                        "Before Windows Server 2016 SMB Multichannel to a clustered file server "
                                        "uses only one of them.")
                               : QString()),
                    QStringList{n.id, subnet} + ids);
            }
        }
    }
};

class StorageRouted final : public Rule
{
public:
    StorageRouted()
        : Rule({"storage.routed", Severity::Warning, QT_TRANSLATE_NOOP("hvnet::rules", "Storage subnet has a gateway"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Storage networks are isolated and not routed; a gateway on them adds a second default route "
                "and makes clustering treat the network as client-facing."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct); Azure "
                "Local Environment Validator TSGs (single default gateway; storage adapter IP) and Merged storage "
                "cluster networks TSG; Host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Subnet &s : context.design().subnets)
            if (s.purpose == SubnetPurpose::Storage && !s.gateway.isEmpty())
                sink.raise(
                    RuleText::tr("Storage subnet %1 has gateway %2; keep storage networks isolated and non-routed "
                                 "by removing the gateway.")
                        .arg(s.name, s.gateway),
                    {s.id});
    }
};

class StorageDnsRegistration final : public Rule
{
public:
    StorageDnsRegistration()
        : Rule({"storage.dns-registration", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Storage interface registers in DNS"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An address registered in DNS from a storage interface lets clients resolve the server's name "
                "to an address they cannot reach."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (reader "
                "comments)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces)
                if (isStorage(context, i.subnet) && registersInDns(i, context.subnet(i.subnet)))
                    sink.raise(
                        RuleText::tr("%1: interface %2 in storage subnet %3 registers its address in DNS, so %1 may "
                                     "resolve to an address clients cannot reach; turn DNS registration off.")
                            .arg(n.name, i.name, context.label(i.subnet)),
                        {i.id});
    }
};

class StorageClientRole final : public Rule
{
public:
    StorageClientRole()
        : Rule({"storage.client-role", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Storage network open to client traffic"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A cluster network whose role is cluster and client is one the cluster may put client access "
                "points and their addresses on and announce to clients. Storage between the nodes of an S2D or "
                "Hyper-V cluster is cluster traffic only: its networks are unrouted and unreachable for clients, "
                "so they take the role cluster only (Role 1). A Scale-Out File Server is the exception: its "
                "clients reach it over the storage networks. Pattern: clusters other than a Scale-Out File Server."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Failover cluster network Role property (CLUSTER_NETWORK_ROLE); Azure Local: merged storage cluster "
                "networks (storage networks cluster only)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters) {
            if (c.kind == ClusterKind::Sofs)
                continue;
            QStringList raised;
            for (const QString &member : c.members)
                if (const Node *n = context.node(member))
                    for (const Interface &i : n->interfaces) {
                        const Subnet *s = context.subnet(i.subnet);
                        if (!s || s->purpose != SubnetPurpose::Storage || raised.contains(s->id)
                            || s->clusterRole != ClusterNetworkRole::ClusterAndClient)
                            continue;
                        raised << s->id;
                        sink.raise(RuleText::tr("Storage subnet %1 has the cluster role cluster-and-client in %2 "
                                                "cluster %3; storage between its nodes is cluster traffic only: set "
                                                "the role to cluster.")
                                       .arg(s->name, enumString(c.kind), c.name),
                            {s->id, c.id});
                    }
        }
    }
};

class StorageSingleNetwork final : public Rule
{
public:
    StorageSingleNetwork()
        : Rule({"storage.single-network", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Cluster member has only one storage network"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Two storage networks give SMB Multichannel two paths and the cluster two heartbeat networks; "
                "with one, a single failure cuts storage."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        std::set<QString> members;
        for (const Cluster &c : context.design().clusters)
            members.insert(c.members.begin(), c.members.end());
        for (const Node &n : context.design().nodes) {
            if (!members.count(n.id))
                continue;
            QStringList subnets;
            bool hasRdma = false;
            for (const Interface &i : n.interfaces) {
                hasRdma = hasRdma || i.rdma;
                if (i.rdma && isStorage(context, i.subnet) && !subnets.contains(i.subnet))
                    subnets << i.subnet;
            }
            if (!hasRdma || subnets.size() >= 2)
                continue;
            sink.raise(subnets.isEmpty()
                    ? RuleText::tr(
                        "%1 is a cluster member whose RDMA interfaces are in no storage subnet; put them in two "
                        "storage subnets.")
                          .arg(n.name)
                    : RuleText::tr("%1 is a cluster member with RDMA interfaces in only one storage subnet (%2); add a "
                                   "second storage network for a redundant storage and heartbeat path.")
                          .arg(n.name, context.label(subnets.first())),
                QStringList{n.id} + subnets);
        }
    }
};

// Switch ids in the order the design lists the switches.
QStringList inDesignOrder(const ValidationContext &context, const QStringList &switchIds)
{
    QStringList sorted;
    for (const Switch &sw : context.design().switches)
        if (switchIds.contains(sw.id))
            sorted << sw.id;
    return sorted;
}

// The switches the adapters under a subnet's interfaces are cabled to, in
// design order. anyUplink: a host vNIC on a vSwitch counts every uplink of
// the vSwitch, mapped or not, since it fails over to any of them.
QStringList switchesOfSubnet(const ValidationContext &context, const QString &subnetId, bool anyUplink = false)
{
    QStringList switches;
    for (const auto &member : context.interfacesIn(subnetId)) {
        const Interface &i = *member.interface;
        QStringList adapters;
        if (anyUplink && i.attach.kind == AttachKind::VSwitch) {
            Interface unmapped = i;
            unmapped.attach.teamMapping.clear();
            adapters = adaptersUnder(*member.node, unmapped);
        } else {
            adapters = context.adaptersUnder(i);
        }
        for (const QString &adapter : adapters)
            if (const auto at = context.topology().attachmentOf(adapter); at && !switches.contains(at->switchId))
                switches << at->switchId;
    }
    return inDesignOrder(context, switches);
}

// The switches the adapters under a cluster's storage interfaces are cabled to.
QStringList storageSwitchesOf(const ValidationContext &context, const Cluster &cluster)
{
    QStringList switches;
    for (const QString &member : cluster.members) {
        const Node *n = context.node(member);
        if (!n)
            continue;
        for (const Interface &i : n->interfaces) {
            if (!isStorage(context, i.subnet))
                continue;
            for (const QString &adapter : context.adaptersUnder(i))
                if (const auto at = context.topology().attachmentOf(adapter); at && !switches.contains(at->switchId))
                    switches << at->switchId;
        }
    }
    return inDesignOrder(context, switches);
}

class StorageSingleSwitch final : public Rule
{
public:
    StorageSingleSwitch()
        : Rule({"storage.single-switch", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "All storage networks of a cluster on one switch"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Two storage networks should be on two different switches, so that losing a switch leaves one "
                "storage path and one heartbeat path."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (\"two "
                "storage networks, ideally on two different switches\")")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters) {
            const QStringList switches = storageSwitchesOf(context, c);
            if (switches.size() == 1)
                sink.raise(
                    RuleText::tr("Every storage network of cluster %1 reaches its members through switch %2; put the "
                                 "second storage network on a second switch.")
                        .arg(c.name, context.label(switches.first())),
                    {c.id, switches.first()});
        }
    }
};

class StorageCrossesSwitches final : public Rule
{
public:
    StorageCrossesSwitches()
        : Rule({"storage.crosses-switches", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Storage subnet spans several switches"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "When the interfaces of one storage subnet sit on two switches, storage traffic crosses the "
                "inter-switch link and competes there; keep each storage VLAN on one top-of-rack switch."),
            QT_TRANSLATE_NOOP(
                "hvnet::rules", "Azure Local fully converged ToR reference and host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Subnet &s : context.design().subnets) {
            if (s.purpose != SubnetPurpose::Storage)
                continue;
            const QStringList switches = switchesOfSubnet(context, s.id);
            if (switches.size() >= 2)
                sink.raise(
                    RuleText::tr("The interfaces of storage subnet %1 attach to %2 switches (%3), so its traffic "
                                 "crosses an inter-switch link; cable each storage network to one switch.")
                        .arg(s.name)
                        .arg(switches.size())
                        .arg(labelList(context, switches)),
                    QStringList{s.id} + switches);
        }
    }
};

// Two storage subnets on one VLAN are one layer-2 network: the switch
// configurations carry that VLAN on every storage port and on the peer-link,
// so the second storage network no longer stands apart from the first (one
// storage VLAN per ToR, as the reference designs keep them, is gone).
class StorageSharedVlan final : public Rule
{
public:
    StorageSharedVlan()
        : Rule({"storage.shared-vlan", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Storage subnets share a VLAN"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Each storage network gets its own VLAN (Network ATC numbers them 711, 712, ... one per storage "
                "adapter); two storage subnets on one VLAN through switches are one layer-2 network, carried on "
                "every storage port and the peer-link, so a fault or a storm in one reaches the other. Direct "
                "(switchless) storage cables carry no VLAN between hosts and are not concerned."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Microsoft Learn, Network ATC: default storage VLANs 711 to 718, one per storage adapter; Azure "
                "Local host network requirements and the fully converged ToR reference (one storage VLAN per ToR)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        std::map<int, QStringList> byVlan; // VLAN -> storage subnets on it that reach a switch, in design order
        for (const Subnet &s : context.design().subnets) {
            if (s.purpose != SubnetPurpose::Storage || s.vlan == 0)
                continue;
            if (!switchesOfSubnet(context, s.id).isEmpty())
                byVlan[s.vlan] << s.id;
        }
        for (const auto &[vlan, subnets] : byVlan) {
            if (subnets.size() < 2)
                continue;
            QStringList names;
            for (const QString &id : subnets)
                names << context.label(id);
            sink.raise(RuleText::tr("Storage subnets %1 are all on VLAN %2 through the switches, so they are one "
                                    "layer-2 network; give each storage subnet its own VLAN.")
                           .arg(names.join(QStringLiteral(", ")))
                           .arg(vlan),
                subnets);
        }
    }
};

// A storage VLAN that stays on one ToR needs no way across the peer-link; a
// peer-link told to carry it anyway puts that storage network's traffic on
// the link between the switches when a host port or a switch fails, where
// it competes with everything else (the references keep one storage VLAN
// per ToR, off the peer-link).
class StorageVlanOnPeerLink final : public Rule
{
public:
    StorageVlanOnPeerLink()
        : Rule({"storage.vlan-on-peer-link", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Peer-link carries a storage VLAN of one switch"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "When each storage network stays on its own top-of-rack switch, its VLAN has no business on the "
                "peer-link: carried there, storage traffic can cross between the switches and compete with "
                "everything else on that link. Storage host vNICs on a SET vSwitch cabled to both switches fail over "
                "between them (fully converged), so there the peer-link carries both storage VLANs rightly."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Azure Local fully converged ToR reference and its storage VLAN rules (storage VLANs per ToR, not on "
                "the peer-link)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Design &design = context.design();
        for (const Link &link : design.links) {
            if (link.kind != LinkKind::PeerLink)
                continue;
            QStringList ends; // the switches the peer-link joins
            for (const QString &end : {link.a, link.b})
                if (const Switch *sw = context.switchOfPort(end))
                    ends << sw->id;
            for (const QString &end : {link.a, link.b}) {
                const SwitchPort *port = context.port(end);
                if (!port || !port->vlans)
                    continue;
                for (const Subnet &s : design.subnets) {
                    if (s.purpose != SubnetPurpose::Storage || s.vlan == 0
                        || std::find(port->vlans->begin(), port->vlans->end(), s.vlan) == port->vlans->end())
                        continue;
                    // A host vNIC fails over to any uplink of its SET vSwitch: in a
                    // fully converged design each storage VLAN can turn up on both ToR
                    // switches, and the peer-link must carry it.
                    const QStringList switches = switchesOfSubnet(context, s.id, true);
                    if (switches.size() == 1 && ends.contains(switches.first()))
                        sink.raise(RuleText::tr("Peer-link port %1 carries VLAN %2 of storage subnet %3, which stays on "
                                                "switch %4; take the VLAN off the peer-link.")
                                       .arg(context.label(port->id))
                                       .arg(s.vlan)
                                       .arg(s.name, context.label(switches.first())),
                            {port->id, s.id});
                }
            }
        }
    }
};

class SubnetPartitioned final : public Rule
{
public:
    SubnetPartitioned()
        : Rule({"subnet.partitioned", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Subnet split into parts that cannot reach each other"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Interfaces of one subnet must share a layer-2 path (through switches and peer-links that "
                "allow the subnet's VLAN); otherwise some of them cannot talk at all."),
            QT_TRANSLATE_NOOP("hvnet::rules", "layer-2 reachability of the design's cabling")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Topology &topology = context.topology();
        for (const Subnet &s : context.design().subnets) {
            const auto &members = context.interfacesIn(s.id);
            if (members.size() < 2)
                continue;
            const Topology::Reachability reach = topology.reachability(s.vlan);
            // Interfaces whose adapters share a component form a group; an
            // interface over adapters in several components joins them.
            std::map<int, int> parent;
            auto find = [&parent](int c) {
                while (parent[c] != c)
                    c = parent[c] = parent[parent[c]];
                return c;
            };
            std::vector<std::pair<const Interface *, std::vector<int>>> linked;
            for (const auto &member : members) {
                std::vector<int> components;
                for (const QString &adapter : context.adaptersUnder(*member.interface))
                    if (const int c = reach.componentOf(adapter); c >= 0)
                        components.push_back(c);
                if (components.empty())
                    continue; // not cabled: topology.unlinked-adapter
                for (int c : components)
                    parent.emplace(c, c);
                for (int c : components)
                    parent[find(c)] = find(components.front());
                linked.emplace_back(member.interface, components);
            }
            std::vector<std::pair<int, QStringList>> groups; // in order of first appearance
            for (const auto &[interface, components] : linked) {
                const int root = find(components.front());
                auto it = std::find_if(groups.begin(), groups.end(), [root](const auto &g) { return g.first == root; });
                if (it == groups.end())
                    groups.emplace_back(root, QStringList{interface->id});
                else
                    it->second << interface->id;
            }
            if (groups.size() < 2)
                continue;
            QStringList described;
            QStringList ids{s.id};
            for (const auto &group : groups) {
                described << QStringLiteral("{%1}").arg(labelList(context, group.second, 3));
                ids << group.second;
            }
            const QString vlan = s.vlan == 0 ? RuleText::tr("untagged") : RuleText::tr("VLAN %1").arg(s.vlan);
            sink.raise(
                RuleText::tr("Subnet %1 falls into %2 parts with no layer-2 path between them: %3; connect their "
                             "switches or allow %4 on the ports between them.")
                    .arg(s.name)
                    .arg(groups.size())
                    .arg(described.join(RuleText::tr(" and ")))
                    .arg(vlan),
                ids);
        }
    }
};

// Each two nodes of an S2D cluster need a layer-2 path in one of their
// storage subnets: S2D mirrors writes between any two of them, and storage
// is not routed. A switchless mesh with a cable missing leaves a pair with
// none, which the unlinked adapter alone does not say.
class StorageNoPath final : public Rule
{
public:
    StorageNoPath()
        : Rule({"storage.no-path", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Two S2D nodes without a storage path"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Storage Spaces Direct writes each copy to other nodes over the storage networks, which are not "
                "routed: every two nodes need a layer-2 path in a storage subnet they share. In a switchless "
                "design that is a direct cable between every two nodes; a missing cable leaves a pair with no "
                "path. Pattern: S2D clusters, switched or switchless."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Physical network requirements for Azure Local (switchless: a direct link between every two "
                "nodes); Azure Local network patterns (two- and three-node switchless); Storage Spaces Direct "
                "hardware requirements (networking)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Topology &topology = context.topology();
        for (const Cluster &c : context.design().clusters) {
            if (c.kind != ClusterKind::S2d || c.members.size() < 2)
                continue;
            // Per member: the layer-2 components its storage interfaces reach, per storage subnet.
            std::map<QString, std::map<QString, std::set<int>>> reached; // member -> subnet -> components
            for (const QString &member : c.members) {
                const Node *n = context.node(member);
                if (!n)
                    continue;
                for (const Interface &i : n->interfaces) {
                    const Subnet *s = context.subnet(i.subnet);
                    if (!s || s->purpose != SubnetPurpose::Storage)
                        continue;
                    const Topology::Reachability reach = topology.reachability(s->vlan);
                    for (const QString &adapter : context.adaptersUnder(i))
                        if (const int component = reach.componentOf(adapter); component >= 0)
                            reached[member][s->id].insert(component);
                }
            }
            QStringList pairs;
            QStringList ids{c.id};
            for (int a = 0; a < c.members.size(); ++a)
                for (int b = a + 1; b < c.members.size(); ++b) {
                    const auto first = reached.find(c.members[a]);
                    const auto second = reached.find(c.members[b]);
                    // A node without cabled storage adapters is other rules' (storage.single-network,
                    // topology.unlinked-adapter): a design not cabled yet names no pairs.
                    if (first == reached.end() || second == reached.end())
                        continue;
                    if (sharePath(first->second, second->second))
                        continue;
                    pairs << RuleText::tr("%1 and %2").arg(context.label(c.members[a]), context.label(c.members[b]));
                    for (const QString &id : {c.members[a], c.members[b]})
                        if (!ids.contains(id))
                            ids << id;
                }
            if (pairs.isEmpty())
                continue;
            sink.raise(RuleText::tr("In S2D cluster %1, %2 have no storage path between them (no storage subnet joins "
                                    "them at layer 2); cable each such pair directly or through the switches.")
                           .arg(c.name, pairs.join(QStringLiteral("; "))),
                ids);
        }
    }

private:
    static bool sharePath(const std::map<QString, std::set<int>> &a, const std::map<QString, std::set<int>> &b)
    {
        for (const auto &[subnet, components] : a) {
            const auto other = b.find(subnet);
            if (other == b.end())
                continue;
            for (int component : components)
                if (other->second.count(component))
                    return true;
        }
        return false;
    }
};

// A storage subnet on the VLAN of a management subnet shares one layer-2
// network with management, DNS and cluster client traffic: the storage intent
// of Network ATC and the reference patterns give storage VLANs of their own.
class StorageManagementVlan final : public Rule
{
public:
    StorageManagementVlan()
        : Rule({"storage.management-vlan", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Storage subnet on the management VLAN"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Storage traffic is layer-2, non-routed traffic on networks of its own; on the management VLAN it "
                "competes with management and client traffic and leaves the storage network without its own "
                "class of service boundary. Microsoft's documents recommend it rather than require it, hence a "
                "warning."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Host network requirements for Azure Local (network traffic types); Network ATC (storage intent, "
                "default storage VLANs 711 and up)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Subnet &storage : context.design().subnets) {
            if (storage.purpose != SubnetPurpose::Storage)
                continue;
            for (const Subnet &management : context.design().subnets)
                if (management.purpose == SubnetPurpose::Management && management.vlan == storage.vlan)
                    sink.raise(storage.vlan == 0
                            ? RuleText::tr("Storage subnet %1 is untagged like management subnet %2; give the storage "
                                           "network a VLAN of its own.")
                                  .arg(storage.name, management.name)
                            : RuleText::tr("Storage subnet %1 is on VLAN %2, the VLAN of management subnet %3; give "
                                           "the storage network a VLAN of its own.")
                                  .arg(storage.name)
                                  .arg(storage.vlan)
                                  .arg(management.name),
                        {storage.id, management.id});
        }
    }
};

// Whether a node runs Storage Spaces Direct: an S2D node, or a member of an
// S2D cluster.
bool runsS2d(const ValidationContext &context, const Node &node)
{
    if (node.role == NodeRole::S2dNode)
        return true;
    for (const Cluster &c : context.design().clusters)
        if (c.kind == ClusterKind::S2d && c.members.contains(node.id))
            return true;
    return false;
}

class StorageAdapterSpeed final : public Rule
{
public:
    StorageAdapterSpeed()
        : Rule({"storage.adapter-speed", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Storage adapter slower than 10 Gbps"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Storage Spaces Direct names 10 Gbps as the minimum for the storage network (25 Gbps or faster "
                "recommended from four nodes up): an S2D node below it is an error. Other SMB Direct storage below "
                "10 Gbps works but falls short of the same guidance (warning)."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Storage Spaces Direct hardware requirements (networking); Physical network requirements for Azure "
                "Local")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            QStringList slow;
            double slowest = 0;
            for (const Interface &i : n.interfaces) {
                if (!i.rdma || !isStorage(context, i.subnet))
                    continue;
                for (const QString &id : context.adaptersUnder(i))
                    if (const Adapter *a = context.adapter(id); a && a->speedGbps < 10 && !slow.contains(id)) {
                        slow << id;
                        slowest = slow.size() == 1 ? a->speedGbps : std::min(slowest, a->speedGbps);
                    }
            }
            if (slow.isEmpty())
                continue;
            const bool s2d = runsS2d(context, n);
            sink.raise(s2d ? Severity::Error : Severity::Warning,
                (s2d ? RuleText::tr("%1 runs Storage Spaces Direct over storage adapters of %2 Gbps (%3); S2D needs "
                                    "10 Gbps or faster (25 Gbps from four nodes up).")
                     : RuleText::tr("%1 runs SMB Direct storage over adapters of %2 Gbps (%3); storage networks "
                                    "should be 10 Gbps or faster."))
                    .arg(n.name)
                    .arg(slowest)
                    .arg(labelList(context, slow)),
                QStringList{n.id} + slow);
        }
    }
};

} // namespace

void registerStorageRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<StorageSharedSubnet>());
    catalogue.add(std::make_unique<StorageRouted>());
    catalogue.add(std::make_unique<StorageDnsRegistration>());
    catalogue.add(std::make_unique<StorageClientRole>());
    catalogue.add(std::make_unique<StorageSingleNetwork>());
    catalogue.add(std::make_unique<StorageSingleSwitch>());
    catalogue.add(std::make_unique<StorageCrossesSwitches>());
    catalogue.add(std::make_unique<StorageSharedVlan>());
    catalogue.add(std::make_unique<StorageVlanOnPeerLink>());
    catalogue.add(std::make_unique<SubnetPartitioned>());
    catalogue.add(std::make_unique<StorageNoPath>());
    catalogue.add(std::make_unique<StorageManagementVlan>());
    catalogue.add(std::make_unique<StorageAdapterSpeed>());
}

} // namespace hvnet

// The Clusters and nodes section of the rule catalogue.

#include "model/ipv4.h"
#include "model/textsafety.h"
#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <algorithm>
#include <map>
#include <set>

namespace hvnet {

namespace {

class NodeNameInvalid final : public Rule
{
public:
    NodeNameInvalid()
        : Rule({"node.name-invalid", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Computer name breaks the NetBIOS rules"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A Windows computer name has at most 15 characters of letters, digits and hyphens, and is not "
                "all digits."),
            QT_TRANSLATE_NOOP("hvnet::rules", "NetBIOS computer names (Windows naming conventions)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            QStringList problems;
            if (n.name.isEmpty())
                problems << RuleText::tr("it is empty");
            if (n.name.size() > 15)
                problems << RuleText::tr("it has %1 characters where 15 is the limit").arg(n.name.size());
            const bool allDigits = !n.name.isEmpty()
                && std::all_of(n.name.begin(), n.name.end(), [](QChar c) { return c >= u'0' && c <= u'9'; });
            if (allDigits)
                problems << RuleText::tr("it is all digits");
            QString bad;
            for (QChar c : n.name) {
                const char16_t u = c.unicode();
                const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '-';
                if (!ok && !bad.contains(c))
                    bad += c;
            }
            if (!bad.isEmpty())
                problems << RuleText::tr("it contains \"%1\"; use letters, digits and hyphens").arg(bad);
            if (!problems.isEmpty())
                sink.raise(RuleText::tr("Node name \"%1\" is not a valid computer name: %2.")
                               .arg(n.name, problems.join(QStringLiteral("; "))),
                    {n.id});
        }
    }
};

class NodeNameDuplicate final : public Rule
{
public:
    NodeNameDuplicate()
        : Rule({"node.name-duplicate", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "Name used twice"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Nodes, cluster names and access points are all computer objects in one domain; their names "
                "must differ (regardless of case)."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Active Directory computer names")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        struct Use {
            QString id;
            QString description;
        };
        std::map<QString, std::vector<Use>> uses; // lower-case name -> who uses it, in design order
        QStringList order;
        auto add = [&](const QString &name, const QString &id, const QString &description) {
            if (name.isEmpty())
                return;
            const QString key = name.toLower();
            if (!uses.count(key))
                order << key;
            uses[key].push_back({id, description});
        };
        for (const Node &n : context.design().nodes)
            add(n.name, n.id, RuleText::tr("node %1").arg(n.name));
        for (const Cluster &c : context.design().clusters) {
            add(c.name, c.id, RuleText::tr("cluster %1").arg(c.name));
            add(c.accessPoint, c.id, RuleText::tr("access point of cluster %1").arg(c.name));
        }
        for (const QString &key : order) {
            const std::vector<Use> &list = uses[key];
            if (list.size() < 2)
                continue;
            QStringList ids;
            QStringList described;
            for (const Use &use : list) {
                described << use.description;
                if (!ids.contains(use.id))
                    ids << use.id;
            }
            sink.raise(RuleText::tr("The name %1 is used %2 times (%3); nodes, clusters and access points each need a "
                                    "name of their own.")
                           .arg(key.toUpper())
                           .arg(list.size())
                           .arg(described.join(QStringLiteral(", "))),
                ids);
        }
    }
};

class ClusterSize final : public Rule
{
public:
    ClusterSize()
        : Rule({"cluster.size", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "Cluster size out of bounds"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A failover cluster has 2 to 64 nodes and Storage Spaces Direct 2 to 16; Azure Local also "
                "supports a cluster of a single machine. A Scale-Out File Server of more than 8 nodes is outside "
                "common practice (warning)."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Hyper-V scale limits; S2D hardware requirements; Azure Local system requirements (single-node "
                "deployments); article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB "
                "Direct)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters) {
            const int size = int(c.members.size());
            const int most = c.kind == ClusterKind::S2d ? 16 : 64;
            // Azure Local deploys and supports a one-machine cluster (its
            // storage pool mirrors across the drives of that machine); on
            // Windows Server a cluster still needs a second node.
            const bool singleAzureLocal = size == 1 && c.kind != ClusterKind::Sofs && [&] {
                const Node *n = context.node(c.members.front());
                return n && context.osOf(*n) == OsVersion::AzureLocal;
            }();
            if (size < 2 && !singleAzureLocal)
                sink.raise(
                    RuleText::tr("Cluster %1 has %2 member(s); a cluster needs at least 2 (only Azure Local runs "
                                 "a cluster of one machine).")
                        .arg(c.name)
                        .arg(size),
                    {c.id});
            else if (size > most)
                sink.raise(RuleText::tr("Cluster %1 has %2 members, more than the %3 a %4 cluster supports; split it.")
                               .arg(c.name)
                               .arg(size)
                               .arg(most)
                               .arg(enumString(c.kind)),
                    {c.id});
            else if (c.kind == ClusterKind::Sofs && size > 8)
                sink.raise(Severity::Warning,
                    RuleText::tr("Scale-Out File Server %1 has %2 nodes; 2 to 8 file servers is the common practice.")
                        .arg(c.name)
                        .arg(size),
                    {c.id});
        }
    }
};

class ClusterMemberRole final : public Rule
{
public:
    ClusterMemberRole()
        : Rule({"cluster.member-role", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Cluster member with an unexpected role"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A cluster's members play the cluster's role: file servers in an SOFS cluster, S2D nodes in an "
                "S2D cluster, Hyper-V hosts or S2D nodes in a Hyper-V cluster."),
            QT_TRANSLATE_NOOP("hvnet::rules", "hvnet design model")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters)
            for (const QString &member : c.members) {
                const Node *n = context.node(member);
                if (!n)
                    continue;
                const bool fits = c.kind == ClusterKind::Sofs ? n->role == NodeRole::SofsNode
                    : c.kind == ClusterKind::S2d              ? n->role == NodeRole::S2dNode
                                                 : n->role == NodeRole::HyperVHost || n->role == NodeRole::S2dNode;
                if (!fits)
                    sink.raise(RuleText::tr("%1 is a %2 in %3 cluster %4; check the node's role or its cluster.")
                                   .arg(n->name, enumString(n->role), enumString(c.kind), c.name),
                        {c.id, n->id});
            }
    }
};

class ClusterHeartbeatNetworks final : public Rule
{
public:
    ClusterHeartbeatNetworks()
        : Rule({"cluster.heartbeat-networks", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Cluster members share fewer than two networks"),
            QT_TRANSLATE_NOOP(
                "hvnet::rules", "A reliable cluster heartbeat needs two networks between every two members."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters) {
            // Members with the same subnets behave alike: compare groups, not all pairs.
            std::map<std::set<QString>, QStringList> groups; // subnets -> members, in member order
            for (const QString &member : c.members)
                if (const Node *n = context.node(member)) {
                    std::set<QString> subnets;
                    for (const Interface &i : n->interfaces)
                        subnets.insert(i.subnet);
                    groups[subnets] << member;
                }
            const std::vector<std::pair<std::set<QString>, QStringList>> list(groups.begin(), groups.end());
            for (std::size_t i = 0; i < list.size(); ++i) {
                if (list[i].second.size() >= 2 && list[i].first.size() < 2)
                    raise(context, sink, c, list[i].second[0], list[i].second[1]);
                for (std::size_t j = i + 1; j < list.size(); ++j) {
                    int common = 0;
                    for (const QString &subnet : list[i].first)
                        common += int(list[j].first.count(subnet));
                    if (common < 2)
                        raise(context, sink, c, list[i].second[0], list[j].second[0]);
                }
            }
        }
    }

private:
    static void raise(const ValidationContext &context, FindingSink &sink, const Cluster &c, QString a, QString b)
    {
        if (c.members.indexOf(b) < c.members.indexOf(a))
            std::swap(a, b);
        sink.raise(
            RuleText::tr("%1 and %2 in cluster %3 share fewer than two networks; give them two networks in common "
                         "for a reliable heartbeat.")
                .arg(context.label(a), context.label(b), c.name),
            {c.id, a, b});
    }
};

class ClusterAdapterNames final : public Rule
{
public:
    ClusterAdapterNames()
        : Rule({"cluster.adapter-names", Severity::Info,
            QT_TRANSLATE_NOOP("hvnet::rules", "Cluster members name their RDMA adapters differently"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Per-cluster scripts and any later move to Network ATC expect the same adapter names on every "
                "member. With Network ATC the difference is cluster.intent-asymmetric's, an error."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Network ATC")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        // With Network ATC a difference is an error of cluster.intent-asymmetric.
        if (context.design().platform.networkAtc)
            return;
        for (const Cluster &c : context.design().clusters) {
            std::map<QStringList, QString> variants; // sorted names -> first member
            for (const QString &member : c.members)
                if (const Node *n = context.node(member)) {
                    QStringList names;
                    for (const Interface &i : n->interfaces)
                        if (i.rdma)
                            for (const QString &id : context.adaptersUnder(i))
                                if (const Adapter *a = n->adapter(id); a && !names.contains(a->name))
                                    names << a->name;
                    names.sort();
                    variants.emplace(names, member);
                }
            if (variants.size() < 2)
                continue;
            QStringList described;
            QStringList ids{c.id};
            for (const auto &[names, member] : variants) {
                described << RuleText::tr("%1: %2").arg(context.label(member), names.join(QStringLiteral(", ")));
                ids << member;
            }
            sink.raise(RuleText::tr(
                    "The members of cluster %1 name their RDMA adapters differently (%2); use the same names on "
                    "every member.")
                    .arg(c.name, described.join(QStringLiteral("; "))),
                ids);
        }
    }
};

// The intents hvnet deploys with Network ATC (HostPlan's networkAtc section):
// one per vSwitch over its uplinks, and "Storage" over the adapters of RDMA
// interfaces outside a vSwitch. Per intent: "name (model)" of each adapter.
std::map<QString, QStringList> intentAdapters(const Node &node)
{
    std::map<QString, QStringList> intents;
    auto add = [&](const QString &intent, const QString &adapterId) {
        if (const Adapter *a = node.adapter(adapterId)) {
            const QString entry = QStringLiteral("%1 (%2)").arg(a->name, a->model);
            if (!intents[intent].contains(entry))
                intents[intent] << entry;
        }
    };
    for (const VSwitch &v : node.vswitches)
        for (const QString &uplink : v.uplinks)
            add(v.name, uplink);
    for (const Interface &i : node.interfaces)
        if (i.rdma && i.attach.kind == AttachKind::Adapter)
            add(QStringLiteral("Storage"), i.attach.target);
    for (auto &[name, adapters] : intents)
        adapters.sort();
    return intents;
}

class ClusterIntentAsymmetric final : public Rule
{
public:
    ClusterIntentAsymmetric()
        : Rule({"cluster.intent-asymmetric", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Network ATC intent not alike on every node"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Network ATC deploys an intent on every node of the cluster with the same adapter names, and "
                "before it does, it confirms that the adapters are symmetric: the same make, model, speed and "
                "configuration on each node. An adapter named or modelled differently on one node, or an intent "
                "one node lacks, makes it refuse the intent. Drivers are not in the design; speeds are "
                "cluster.storage-speed's. Pattern: Network ATC."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Deploy host networking with Network ATC (prerequisites: symmetric adapters, the same names on all "
                "nodes); Network ATC overview")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        if (!context.design().platform.networkAtc)
            return;
        for (const Cluster &c : context.design().clusters) {
            std::vector<std::pair<QString, std::map<QString, QStringList>>> members;
            QStringList intentNames;
            for (const QString &member : c.members)
                if (const Node *n = context.node(member)) {
                    members.emplace_back(member, intentAdapters(*n));
                    for (const auto &intent : members.back().second)
                        if (!intentNames.contains(intent.first))
                            intentNames << intent.first;
                }
            if (members.size() < 2)
                continue;
            intentNames.sort();
            for (const QString &intent : intentNames) {
                // Members by the adapters of this intent, in member order.
                std::vector<std::pair<QStringList, QStringList>> groups; // adapters -> members
                for (const auto &[member, intents] : members) {
                    const auto found = intents.find(intent);
                    const QStringList adapters = found == intents.end() ? QStringList() : found->second;
                    auto it = std::find_if(
                        groups.begin(), groups.end(), [&](const auto &g) { return g.first == adapters; });
                    if (it == groups.end())
                        groups.emplace_back(adapters, QStringList{member});
                    else
                        it->second << member;
                }
                if (groups.size() < 2)
                    continue;
                QStringList described;
                QStringList ids{c.id};
                const auto common = std::max_element(groups.begin(), groups.end(),
                    [](const auto &a, const auto &b) { return a.second.size() < b.second.size(); });
                for (auto g = groups.begin(); g != groups.end(); ++g) {
                    described << RuleText::tr("%1: %2").arg(labelList(context, g->second),
                        g->first.isEmpty() ? RuleText::tr("no such intent") : g->first.join(QStringLiteral(", ")));
                    if (g != common)
                        ids << g->second;
                }
                sink.raise(RuleText::tr("Network ATC intent %1 of cluster %2 is not alike on every node (%3); "
                                        "Network ATC refuses it: give every node the same adapters under the same "
                                        "names.")
                               .arg(intent, c.name, described.join(QStringLiteral("; "))),
                    ids);
            }
        }
    }
};

class TextControlCharacters final : public Rule
{
public:
    TextControlCharacters()
        : Rule({"text.control-characters", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Text that no script or configuration can carry"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Names and other texts go into deployment scripts and switch configurations; a control "
                "character or line break in one could end a comment or a command there, and a bidirectional "
                "formatting character (such as U+202E) would make the text read otherwise than it runs, so hvnet "
                "refuses them."),
            QT_TRANSLATE_NOOP("hvnet::rules", "hvnet export safety")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Design &d = context.design();
        auto test = [&](const QString &text, const QString &what, const QString &id) {
            const qsizetype at = controlCharacterAt(text);
            if (at < 0)
                return;
            sink.raise(RuleText::tr("%1 contains a control character or line break (U+%2 at position %3); remove it, "
                                    "no script or switch configuration can carry it safely.")
                           .arg(what)
                           .arg(text.at(at).unicode(), 4, 16, QLatin1Char('0'))
                           .arg(at + 1),
                id.isEmpty() ? QStringList() : QStringList{id});
        };
        test(d.meta.name, RuleText::tr("The design name"), {});
        test(d.meta.revision, RuleText::tr("The design revision"), {});
        for (const QosClass &c : d.qos.classes)
            test(c.name, RuleText::tr("QoS class name \"%1\"").arg(c.name.simplified()), {});
        for (const Subnet &s : d.subnets)
            test(s.name, RuleText::tr("Subnet name \"%1\"").arg(s.name.simplified()), s.id);
        for (const Cluster &c : d.clusters) {
            test(c.name, RuleText::tr("Cluster name \"%1\"").arg(c.name.simplified()), c.id);
            test(c.accessPoint, RuleText::tr("Access point \"%1\"").arg(c.accessPoint.simplified()), c.id);
        }
        for (const Node &n : d.nodes) {
            test(n.name, RuleText::tr("Node name \"%1\"").arg(n.name.simplified()), n.id);
            for (const Adapter &a : n.adapters)
                test(a.name, RuleText::tr("Adapter name \"%1\"").arg(a.name.simplified()), a.id);
            for (const Team &t : n.teams)
                test(t.name, RuleText::tr("Team name \"%1\"").arg(t.name.simplified()), t.id);
            for (const VSwitch &v : n.vswitches)
                test(v.name, RuleText::tr("vSwitch name \"%1\"").arg(v.name.simplified()), v.id);
            for (const Interface &i : n.interfaces)
                test(i.name, RuleText::tr("Interface name \"%1\"").arg(i.name.simplified()), i.id);
            for (const SmbConstraint &c : n.smbConstraints)
                test(c.server, RuleText::tr("SMB constraint server \"%1\"").arg(c.server.simplified()), n.id);
        }
        for (const Switch &sw : d.switches) {
            test(sw.name, RuleText::tr("Switch name \"%1\"").arg(sw.name.simplified()), sw.id);
            for (const SwitchPort &p : sw.ports)
                test(p.name, RuleText::tr("Port name \"%1\"").arg(p.name.simplified()), p.id);
        }
    }
};

// The speeds a node's storage runs at: those of the adapters under its RDMA
// interfaces in storage subnets.
std::set<double> storageSpeeds(const ValidationContext &context, const Node &node)
{
    std::set<double> speeds;
    for (const Interface &i : node.interfaces) {
        const Subnet *s = context.subnet(i.subnet);
        if (!i.rdma || !s || s->purpose != SubnetPurpose::Storage)
            continue;
        for (const QString &id : context.adaptersUnder(i))
            if (const Adapter *a = context.adapter(id))
                speeds.insert(a->speedGbps);
    }
    return speeds;
}

QString speedList(const std::set<double> &speeds)
{
    QStringList list;
    for (double s : speeds)
        list << QStringLiteral("%1 Gbps").arg(s);
    return list.join(QStringLiteral(", "));
}

class ClusterStorageSpeed final : public Rule
{
public:
    ClusterStorageSpeed()
        : Rule({"cluster.storage-speed", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Cluster members' storage at different speeds"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Storage traffic between cluster members runs at the speed of the slower end, and S2D spreads its "
                "mirror copies over every node: one slower node holds back the whole cluster. Microsoft asks for "
                "the same network adapters on every node (warning); Network ATC refuses an intent whose adapters "
                "differ between nodes, so with Network ATC it is an error."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Storage Spaces Direct hardware requirements; Host network requirements for Azure Local; Network "
                "ATC (symmetric intents)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters) {
            // Members by the speeds of their storage adapters, in member order.
            std::vector<std::pair<std::set<double>, QStringList>> groups;
            for (const QString &member : c.members) {
                const Node *n = context.node(member);
                if (!n)
                    continue;
                const std::set<double> speeds = storageSpeeds(context, *n);
                if (speeds.empty())
                    continue;
                auto it = std::find_if(groups.begin(), groups.end(), [&](const auto &g) { return g.first == speeds; });
                if (it == groups.end())
                    groups.emplace_back(speeds, QStringList{member});
                else
                    it->second << member;
            }
            if (groups.size() < 2)
                continue;
            // The speeds of most members stand as the cluster's; the first group wins a tie.
            const auto common = std::max_element(groups.begin(), groups.end(),
                [](const auto &a, const auto &b) { return a.second.size() < b.second.size(); });
            QStringList ids{c.id};
            QStringList others;
            for (auto g = groups.begin(); g != groups.end(); ++g) {
                if (g == common)
                    continue;
                ids << g->second;
                others << RuleText::tr("%1 at %2").arg(labelList(context, g->second), speedList(g->first));
            }
            sink.raise(context.design().platform.networkAtc ? Severity::Error : Severity::Warning,
                RuleText::tr("In cluster %1 the storage adapters of %2 run at %3, but %4; give every member "
                             "storage adapters of the same speed.")
                    .arg(c.name, labelList(context, common->second), speedList(common->first),
                        others.join(QStringLiteral("; "))),
                ids);
        }
    }
};

// Storage Spaces Direct's networking requirements: 10 Gbps at least (the
// rule storage.adapter-speed), 25 Gbps or faster recommended for
// deployments of four nodes and more.
class StorageSpeedAtScale final : public Rule
{
public:
    StorageSpeedAtScale()
        : Rule({"storage.speed-at-scale", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "S2D cluster of four or more nodes with storage below 25 Gbps"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Storage Spaces Direct takes 10 Gbps storage adapters for small clusters of two or three nodes; "
                "for four nodes and more, and at scale, Microsoft recommends 25 Gbps or faster, since every write "
                "is mirrored to other nodes over those adapters. A recommendation, so a warning. Pattern: S2D "
                "clusters of four or more nodes."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Storage Spaces Direct hardware requirements (networking: minimum "
                                              "and recommended)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters) {
            if (c.kind != ClusterKind::S2d || c.members.size() < 4)
                continue;
            QStringList slow;
            std::set<double> speeds;
            for (const QString &member : c.members)
                if (const Node *n = context.node(member)) {
                    const std::set<double> own = storageSpeeds(context, *n);
                    // Below 10 Gbps is storage.adapter-speed's error.
                    if (own.empty() || *own.begin() < 10 || *own.begin() >= 25)
                        continue;
                    slow << member;
                    speeds.insert(*own.begin());
                }
            if (slow.isEmpty())
                continue;
            sink.raise(RuleText::tr("S2D cluster %1 has %2 nodes, and the storage adapters of %3 run at %4; Microsoft "
                                    "recommends 25 Gbps or faster from four nodes up.")
                           .arg(c.name)
                           .arg(c.members.size())
                           .arg(labelList(context, slow), speedList(speeds)),
                QStringList{c.id} + slow);
        }
    }
};

// A cluster's own addresses are IP Address resources; Failover Clustering
// keeps them on networks that carry client access (role 3) and refuses a role
// of none or cluster only on a network such a resource depends on.
class ClusterAddressRole final : public Rule
{
public:
    ClusterAddressRole()
        : Rule({"cluster.address-role", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Cluster address on a network closed to clients"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A cluster's addresses (its name's, an access point's) are IP Address resources, which live on "
                "networks with the role cluster and client. Failover Clustering does not let a network that such "
                "a resource depends on take the role none or cluster only, so the design cannot be deployed as "
                "stated."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Failover cluster network Role property (CLUSTER_NETWORK_ROLE: "
                                              "restrictions)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Cluster &c : context.design().clusters)
            for (const QString &text : c.addresses) {
                const auto address = Ipv4Address::parse(text);
                if (!address)
                    continue;
                for (const Subnet &s : context.design().subnets) {
                    const auto prefix = Ipv4Prefix::parse(s.prefix);
                    if (!prefix || !prefix->contains(*address) || !s.clusterRole
                        || *s.clusterRole == ClusterNetworkRole::ClusterAndClient)
                        continue;
                    sink.raise(RuleText::tr("Cluster %1 has the address %2 in subnet %3, whose cluster role is %4; a "
                                            "cluster address needs a network of role cluster-and-client: change "
                                            "the role or move the address.")
                                   .arg(c.name, text, s.name, enumString(*s.clusterRole)),
                        {c.id, s.id});
                    break;
                }
            }
    }
};

} // namespace

void registerClusterRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<TextControlCharacters>());
    catalogue.add(std::make_unique<NodeNameInvalid>());
    catalogue.add(std::make_unique<NodeNameDuplicate>());
    catalogue.add(std::make_unique<ClusterSize>());
    catalogue.add(std::make_unique<ClusterMemberRole>());
    catalogue.add(std::make_unique<ClusterHeartbeatNetworks>());
    catalogue.add(std::make_unique<ClusterAdapterNames>());
    catalogue.add(std::make_unique<ClusterIntentAsymmetric>());
    catalogue.add(std::make_unique<ClusterStorageSpeed>());
    catalogue.add(std::make_unique<StorageSpeedAtScale>());
    catalogue.add(std::make_unique<ClusterAddressRole>());
}

} // namespace hvnet

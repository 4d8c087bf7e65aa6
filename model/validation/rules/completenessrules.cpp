// The Completeness section of the rule catalogue: what an unfinished design
// still lacks, so that one is never called clean (issue: "no findings" on two
// bare hosts).

#include "model/hostaddress.h"
#include "model/topology/topology.h"
#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <algorithm>
#include <map>
#include <set>

namespace hvnet {

namespace {

class InterfaceNoSubnet final : public Rule
{
public:
    InterfaceNoSubnet()
        : Rule({"interface.no-subnet", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "Interface without a subnet"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An IP interface gets its address, VLAN, gateway and DNS servers from its subnet; without one it "
                "cannot be configured or checked."),
            QT_TRANSLATE_NOOP("hvnet::rules", "hvnet design format (docs/design-format.md, interfaces)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces)
                if (i.subnet.isEmpty())
                    sink.raise(RuleText::tr("%1: interface %2 is in no subnet; choose its subnet in the properties.")
                                   .arg(n.name, i.name),
                        {i.id});
    }
};

class NodeNoManagement final : public Rule
{
public:
    NodeNoManagement()
        : Rule({"node.no-management", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Node without a management interface"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Every server needs an interface in a management subnet: Active Directory, DNS registration, "
                "remote management and the cluster's client access run over it."),
            QT_TRANSLATE_NOOP(
                "hvnet::rules", "Azure Local host network requirements (network traffic types: management)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            const bool managed = std::any_of(n.interfaces.begin(), n.interfaces.end(), [&](const Interface &i) {
                const Subnet *s = context.subnet(i.subnet);
                return s && s->purpose == SubnetPurpose::Management;
            });
            if (!managed)
                sink.raise(RuleText::tr("%1 has no interface in a management subnet; add one (a host vNIC or a team "
                                        "interface) in the management subnet, or accept the finding if the node is "
                                        "managed over a network outside this design.")
                               .arg(n.name),
                    {n.id});
        }
    }
};

class RdmaAdapterUnused final : public Rule
{
public:
    RdmaAdapterUnused()
        : Rule({"rdma.adapter-unused", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Cabled RDMA adapter carries nothing"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "SMB Direct uses an RDMA adapter only through an IP interface on it (or on a vSwitch or team it "
                "belongs to); a cabled rNIC with none is a forgotten storage path."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Microsoft Learn: Improve performance of a file server with SMB Direct")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            // In use: under an interface, or an uplink of a vSwitch (VM traffic), directly or through a team.
            std::set<QString> used = adaptersUnderInterfaces(context, n);
            for (const VSwitch &v : n.vswitches)
                for (const QString &uplink : v.uplinks) {
                    used.insert(uplink);
                    if (const Team *t = n.team(uplink))
                        used.insert(t->members.begin(), t->members.end());
                }
            for (const Adapter &a : n.adapters)
                if (a.rdma != RdmaTransport::None && !used.count(a.id) && context.topology().isLinked(a.id))
                    sink.raise(RuleText::tr("%1: RDMA adapter %2 is cabled but carries no interface; add its storage "
                                            "interface, or remove the cable if the port stays unused.")
                                   .arg(n.name, a.name),
                        {a.id});
        }
    }
};

class NodeNotClustered final : public Rule
{
public:
    NodeNotClustered()
        : Rule({"node.not-clustered", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Node outside the cluster its role needs"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A Scale-Out File Server is a role of a failover cluster and Storage Spaces Direct is enabled on "
                "one, so their nodes must be cluster members. A Hyper-V host may stand alone, but one left out while "
                "the other hosts of its management network are clustered is most likely forgotten (warning)."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Microsoft Learn: Add-ClusterScaleOutFileServerRole; Enable-ClusterStorageSpacesDirect")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Design &d = context.design();
        std::set<QString> clustered;
        for (const Cluster &c : d.clusters)
            clustered.insert(c.members.begin(), c.members.end());
        // The management subnets of clustered Hyper-V hosts, with one member to name.
        std::map<QString, const Node *> clusteredHostNetworks;
        for (const Node &n : d.nodes)
            if (n.role == NodeRole::HyperVHost && clustered.count(n.id))
                for (const QString &subnet : managementSubnets(context, n))
                    clusteredHostNetworks.emplace(subnet, &n);
        for (const Node &n : d.nodes) {
            if (clustered.count(n.id))
                continue;
            if (n.role == NodeRole::SofsNode)
                sink.raise(RuleText::tr("%1 is a Scale-Out File Server node in no cluster; a Scale-Out File Server is "
                                        "a clustered role, so add the node to its SOFS cluster.")
                               .arg(n.name),
                    {n.id});
            else if (n.role == NodeRole::S2dNode)
                sink.raise(RuleText::tr("%1 is a Storage Spaces Direct node in no cluster; Storage Spaces Direct runs "
                                        "on a failover cluster, so add the node to its S2D cluster.")
                               .arg(n.name),
                    {n.id});
            else if (n.role == NodeRole::HyperVHost)
                for (const QString &subnet : managementSubnets(context, n))
                    if (const auto it = clusteredHostNetworks.find(subnet); it != clusteredHostNetworks.end()) {
                        sink.raise(Severity::Warning,
                            RuleText::tr("%1 is in no cluster while other Hyper-V hosts on %2 (such as %3) are; add it "
                                         "to their cluster, or accept the finding if it stands alone on purpose.")
                                .arg(n.name, context.label(subnet), it->second->name),
                            {n.id});
                        break;
                    }
        }
    }

private:
    static QStringList managementSubnets(const ValidationContext &context, const Node &n)
    {
        QStringList out;
        for (const Interface &i : n.interfaces)
            if (const Subnet *s = context.subnet(i.subnet); s && s->purpose == SubnetPurpose::Management)
                out << s->id;
        return out;
    }
};

class ManagementEndpointInvalid final : public Rule
{
public:
    ManagementEndpointInvalid()
        : Rule({"management.endpoint-invalid", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Management endpoint is no address or host name"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "The SSH endpoint of a node or switch must be an IPv4 or IPv6 address or a DNS host name; anything "
                "else cannot be reached and must never reach a command line."),
            QT_TRANSLATE_NOOP(
                "hvnet::rules", "RFC 1123 section 2.1 (host names), RFC 4291 section 2.2 (IPv6 text form)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const auto checkEndpoint = [&](const std::optional<ManagementEndpoint> &endpoint, const QString &name,
                                       const QString &id) {
            if (!endpoint)
                return;
            if (const QString problem = hostAddressProblem(endpoint->address); !problem.isEmpty())
                sink.raise(RuleText::tr("The management endpoint of %1 is not usable: %2. Enter an IP address or a "
                                        "DNS name.")
                               .arg(name, problem),
                    {id});
        };
        for (const Node &n : context.design().nodes)
            checkEndpoint(n.management, n.name, n.id);
        for (const Switch &s : context.design().switches)
            checkEndpoint(s.management, s.name, s.id);
    }
};

} // namespace

void registerCompletenessRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<InterfaceNoSubnet>());
    catalogue.add(std::make_unique<NodeNoManagement>());
    catalogue.add(std::make_unique<RdmaAdapterUnused>());
    catalogue.add(std::make_unique<NodeNotClustered>());
    catalogue.add(std::make_unique<ManagementEndpointInvalid>());
}

} // namespace hvnet

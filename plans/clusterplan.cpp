#include "clusterplan.h"

#include "model/ipv4.h"

namespace hvnet {

int ClusterPlan::clusterRoleValue(ClusterNetworkRole role)
{
    switch (role) {
    case ClusterNetworkRole::None: return 0;
    case ClusterNetworkRole::Cluster: return 1;
    case ClusterNetworkRole::ClusterAndClient: return 3;
    }
    return 3;
}

int ClusterPlan::impliedRole(SubnetPurpose purpose, ClusterKind kind)
{
    switch (purpose) {
    case SubnetPurpose::Management: return 3;
    // A Scale-Out File Server serves its clients over the storage networks.
    case SubnetPurpose::Storage: return kind == ClusterKind::Sofs ? 3 : 1;
    case SubnetPurpose::Cluster:
    case SubnetPurpose::LiveMigration: return 1;
    case SubnetPurpose::Vm:
    case SubnetPurpose::Backup:
    case SubnetPurpose::Other: return 0;
    }
    return 0;
}

ClusterPlan ClusterPlan::forCluster(const Design &design, const Cluster &cluster)
{
    ClusterPlan plan;
    plan.cluster = cluster.name;
    plan.kind = enumString(cluster.kind);
    QStringList seen;
    for (const QString &member : cluster.members) {
        const Node *n = design.node(member);
        if (!n)
            continue;
        for (const Interface &i : n->interfaces) {
            const Subnet *s = design.subnet(i.subnet);
            const auto prefix = s ? Ipv4Prefix::parse(s->prefix) : std::nullopt;
            if (!s || !prefix || seen.contains(s->id))
                continue;
            seen << s->id;
            Network network;
            network.name = s->name;
            network.address = prefix->network().toString();
            network.purpose = enumString(s->purpose);
            // A role the design states wins over the one its purpose implies.
            network.role = s->clusterRole ? clusterRoleValue(*s->clusterRole) : impliedRole(s->purpose, cluster.kind);
            plan.networks.push_back(network);
        }
    }
    // VMs run on Hyper-V and S2D clusters, not on a Scale-Out File Server.
    if (cluster.kind != ClusterKind::Sofs) {
        for (const char *purpose : {"live-migration", "storage"}) {
            for (const Network &n : plan.networks)
                if (n.purpose == QLatin1String(purpose))
                    plan.liveMigrationNetworks << n.address;
            if (!plan.liveMigrationNetworks.isEmpty())
                break;
        }
    }
    return plan;
}

} // namespace hvnet

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
            switch (s->purpose) {
            case SubnetPurpose::Management: network.role = 3; break;
            // A Scale-Out File Server serves its clients over the storage networks.
            case SubnetPurpose::Storage: network.role = cluster.kind == ClusterKind::Sofs ? 3 : 1; break;
            case SubnetPurpose::Cluster:
            case SubnetPurpose::LiveMigration: network.role = 1; break;
            case SubnetPurpose::Vm:
            case SubnetPurpose::Backup:
            case SubnetPurpose::Other: network.role = 0; break;
            }
            // A role the design states wins over the one its purpose implies.
            if (s->clusterRole)
                network.role = clusterRoleValue(*s->clusterRole);
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

#pragma once

#include "model/design.h"

#include <QString>

#include <vector>

namespace hvnet {

// What a cluster needs beyond its nodes: its networks named after the design's
// subnets and given roles. The cluster script and its check are rendered from
// it, and a comparison with a running cluster's networks reads it.
struct ClusterPlan {
    QString cluster;
    QString kind;
    struct Network {
        QString name;
        QString address; // network address, as Get-ClusterNetwork shows it
        int role = 3; // 0 none, 1 cluster only, 3 cluster and client
        QString purpose;
    };
    std::vector<Network> networks;
    // The networks (by address) live migration may use, on a cluster that runs
    // VMs: its live-migration networks, or else its storage networks. The
    // cluster script excludes every other network on the 'Virtual Machine'
    // resource type. Empty: the cluster runs no VMs, or has no such network.
    QStringList liveMigrationNetworks;

    static ClusterPlan forCluster(const Design &design, const Cluster &cluster);
    // Get-ClusterNetwork's Role value for a role of the design.
    static int clusterRoleValue(ClusterNetworkRole role);
    // The role a subnet's purpose implies when the design states none.
    static int impliedRole(SubnetPurpose purpose, ClusterKind kind);
};

} // namespace hvnet

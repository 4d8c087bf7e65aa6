#pragma once

#include "model/enums.h"

#include <QString>

namespace hvnet {

// What the user reads for the design's enumerations (translated); the file
// keeps its own spelling (enums.h).
namespace Labels {
QString role(NodeRole role);
QString os(OsVersion os);
QString platform(SwitchPlatform platform);
QString purpose(SubnetPurpose purpose);
QString rdma(RdmaTransport transport);
QString clusterKind(ClusterKind kind);
QString traffic(TrafficKind kind);
QString severity(Severity severity);
QString liveMigration(LiveMigrationTransport transport);
QString teamMode(TeamMode mode);
QString teamLoadBalancing(TeamLoadBalancing mode);
QString vswitchLoadBalancing(VSwitchLoadBalancing mode);
QString minimumBandwidth(MinimumBandwidthMode mode);
QString clusterNetworkRole(ClusterNetworkRole role);
} // namespace Labels

} // namespace hvnet

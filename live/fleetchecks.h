#pragma once

#include <map>
#include <vector>

#include <QString>

namespace hvnet {

class Design;
struct Node;
struct HostEvidence;
struct PathEvidence;
struct PathOutcome;
class LiveFindings;
class StoragePathIndex;

// The comparisons that look beyond one host's own settings: a cluster's
// networks and membership, read from its members' evidence
// (live.cluster-network), and a node's storage path tests, staged (live.path,
// live.path-smb-tcp, live.path-rdma-counters).
void checkClusterNetworks(const Design &design, const std::map<QString, const HostEvidence *> &hosts,
    LiveFindings &findings);
void checkPaths(const StoragePathIndex &paths, const Node &node, const PathEvidence &evidence, LiveFindings &findings,
    std::vector<PathOutcome> &outcomes);

} // namespace hvnet

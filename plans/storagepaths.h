#pragma once

#include "model/design.h"

#include <QString>
#include <QStringList>

#include <map>
#include <vector>

namespace hvnet {

// The storage paths a node's path tests try and the check expects results
// for: from each of its RDMA interfaces with an address in a storage subnet to
// the RDMA interfaces of the same subnet on the nodes it talks SMB with, which
// are the members of its own cluster and, for a node that is not a file
// server, the Scale-Out File Server nodes. (Two Hyper-V hosts of different
// clusters share a storage subnet without talking to each other, and a file
// server does not test to each of its hundreds of clients: they test to it.)
struct StoragePath {
    QString interfaceId; // this node's interface
    QString alias; // as Windows names it
    QString source; // its address
    QString peerNodeId;
    QString peerNode; // computer name
    QString peerInterfaceId;
    QString target; // the peer interface's address
    QString subnetId;
    int mtu = 1500; // the smaller IP MTU of both ends
    bool iwarp = false; // SMB Direct over iWARP also listens on TCP 5445
    // The SMB instances whose connections carry this path's storage traffic
    // (Get-SmbMultichannelConnection -SmbInstance): Default, and between two
    // Storage Spaces Direct nodes also CSV and SBL (the storage bus).
    QStringList smbInstances;

    // The ports the path test connects to.
    std::vector<int> ports() const { return iwarp ? std::vector<int>{445, 5445} : std::vector<int>{445}; }

    // The SMB instances a node's role uses: Default, and CSV and SBL on a
    // Storage Spaces Direct node.
    static QStringList smbInstancesOf(const Node &node);

    // The paths of one node. For every node of a large design, use
    // StoragePathIndex: this looks at every other node.
    static std::vector<StoragePath> fromNode(const Design &design, const Node &node);
};

// The storage paths of every node of a design, found once: the RDMA
// interfaces of each storage subnet and the cluster of each node, so that a
// node's paths cost what its peers are, not the size of the design.
class StoragePathIndex
{
public:
    explicit StoragePathIndex(const Design &design);
    std::vector<StoragePath> fromNode(const Node &node) const;

private:
    struct End {
        const Node *node;
        const Interface *interface;
    };
    const Design &m_design;
    std::map<QString, std::vector<End>> m_bySubnet; // storage subnet id -> its RDMA interfaces, in design order
    std::map<QString, const Cluster *> m_clusterOf; // node id -> its cluster
};

} // namespace hvnet

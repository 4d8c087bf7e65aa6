#pragma once

#include "design.h"

#include <QString>

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

    // The ports the path test connects to.
    std::vector<int> ports() const { return iwarp ? std::vector<int>{445, 5445} : std::vector<int>{445}; }

    static std::vector<StoragePath> fromNode(const Design &design, const Node &node);
};

} // namespace hvnet

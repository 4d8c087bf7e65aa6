#include "storagepaths.h"

#include "hostplan.h"

#include <algorithm>

namespace hvnet {

namespace {

// The IP MTU of an interface: its adapters' frame size less the 14-byte
// Ethernet header, the smallest when the adapters differ.
int ipMtu(const Node &node, const Interface &interface)
{
    int frame = 0;
    for (const QString &id : adaptersUnder(node, interface))
        if (const Adapter *a = node.adapter(id))
            frame = frame == 0 ? a->effectiveJumboPacket() : std::min(frame, a->effectiveJumboPacket());
    return (frame == 0 ? 1514 : frame) - 14;
}

bool usesIwarp(const Node &node, const Interface &interface)
{
    const QStringList ids = adaptersUnder(node, interface);
    return std::any_of(ids.begin(), ids.end(), [&node](const QString &id) {
        const Adapter *a = node.adapter(id);
        return a && a->rdma == RdmaTransport::Iwarp;
    });
}

const Cluster *clusterOf(const Design &design, const Node &node)
{
    for (const Cluster &c : design.clusters)
        if (c.members.contains(node.id))
            return &c;
    return nullptr;
}

bool isStorageEnd(const Design &design, const Interface &interface)
{
    const Subnet *s = design.subnet(interface.subnet);
    return interface.rdma && !interface.address.isEmpty() && s && s->purpose == SubnetPurpose::Storage;
}

} // namespace

std::vector<StoragePath> StoragePath::fromNode(const Design &design, const Node &node)
{
    std::vector<StoragePath> paths;
    const Cluster *own = clusterOf(design, node);
    for (const Interface &from : node.interfaces) {
        if (!isStorageEnd(design, from))
            continue;
        for (const Node &peer : design.nodes) {
            if (peer.id == node.id)
                continue;
            const bool sameCluster = own && own->members.contains(peer.id);
            const bool toFileServer = peer.role == NodeRole::SofsNode && node.role != NodeRole::SofsNode;
            if (!sameCluster && !toFileServer)
                continue;
            for (const Interface &to : peer.interfaces) {
                if (to.subnet != from.subnet || !isStorageEnd(design, to))
                    continue;
                StoragePath path;
                path.interfaceId = from.id;
                path.alias = HostPlan::aliasOf(node, from);
                path.source = from.address;
                path.peerNodeId = peer.id;
                path.peerNode = peer.name;
                path.peerInterfaceId = to.id;
                path.target = to.address;
                path.subnetId = from.subnet;
                path.mtu = std::min(ipMtu(node, from), ipMtu(peer, to));
                path.iwarp = usesIwarp(node, from) || usesIwarp(peer, to);
                paths.push_back(path);
            }
        }
    }
    return paths;
}

} // namespace hvnet

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

bool isStorageEnd(const Design &design, const Interface &interface)
{
    const Subnet *s = design.subnet(interface.subnet);
    return interface.rdma && !interface.address.isEmpty() && s && s->purpose == SubnetPurpose::Storage;
}

} // namespace

std::vector<StoragePath> StoragePath::fromNode(const Design &design, const Node &node)
{
    return StoragePathIndex(design).fromNode(node);
}

StoragePathIndex::StoragePathIndex(const Design &design) : m_design(design)
{
    for (const Node &n : design.nodes)
        for (const Interface &i : n.interfaces)
            if (isStorageEnd(design, i))
                m_bySubnet[i.subnet].push_back({&n, &i});
    for (const Cluster &c : design.clusters)
        for (const QString &member : c.members)
            m_clusterOf.emplace(member, &c);
}

QStringList StoragePath::smbInstancesOf(const Node &node)
{
    if (node.role == NodeRole::S2dNode)
        return {QStringLiteral("Default"), QStringLiteral("CSV"), QStringLiteral("SBL")};
    return {QStringLiteral("Default")};
}

std::vector<StoragePath> StoragePathIndex::fromNode(const Node &node) const
{
    std::vector<StoragePath> paths;
    const auto own = m_clusterOf.find(node.id);
    for (const Interface &from : node.interfaces) {
        const auto ends = m_bySubnet.find(from.subnet);
        if (ends == m_bySubnet.end() || !isStorageEnd(m_design, from))
            continue;
        for (const End &to : ends->second) {
            const Node &peer = *to.node;
            if (peer.id == node.id)
                continue;
            const auto theirs = m_clusterOf.find(peer.id);
            const bool sameCluster = own != m_clusterOf.end() && theirs != m_clusterOf.end() && own->second == theirs->second;
            const bool toFileServer = peer.role == NodeRole::SofsNode && node.role != NodeRole::SofsNode;
            if (!sameCluster && !toFileServer)
                continue;
            StoragePath path;
            path.interfaceId = from.id;
            path.alias = HostPlan::aliasOf(node, from);
            path.source = from.address;
            path.peerNodeId = peer.id;
            path.peerNode = peer.name;
            path.peerInterfaceId = to.interface->id;
            path.target = to.interface->address;
            path.subnetId = from.subnet;
            path.mtu = std::min(ipMtu(node, from), ipMtu(peer, *to.interface));
            path.iwarp = usesIwarp(node, from) || usesIwarp(peer, *to.interface);
            path.smbInstances = sameCluster && node.role == NodeRole::S2dNode && peer.role == NodeRole::S2dNode
                ? StoragePath::smbInstancesOf(node)
                : QStringList{QStringLiteral("Default")};
            paths.push_back(path);
        }
    }
    return paths;
}

} // namespace hvnet

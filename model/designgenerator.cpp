#include "designgenerator.h"

#include "addressallocator.h"
#include "ipv4.h"
#include "switchplatformspec.h"

#include <QCoreApplication>

#include <map>

namespace hvnet {

namespace {

// One translation context for this file, as lupdate sees it too.
struct GeneratorText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::DesignGenerator)
};

QString num(int value, int width)
{
    return QStringLiteral("%1").arg(value, width, 10, QLatin1Char('0'));
}

// The smallest prefix (at least a /24) that holds `hosts` addresses plus room to grow.
int prefixLengthFor(int hosts)
{
    int length = 24;
    while (length > 8 && (std::int64_t(1) << (32 - length)) - 2 < std::int64_t(hosts) + hosts / 4 + 8)
        --length;
    return length;
}

// A subnet in 10.0.0.0/8: its /24 block is given as a number (second and third
// octet); a larger prefix starts at a multiple of its size there.
Subnet makeSubnet(
    const QString &id, const QString &name, SubnetPurpose purpose, int block, int hosts, int vlan, bool routed)
{
    const int length = prefixLengthFor(hosts);
    const std::uint32_t blocks = length >= 24 ? 1u : (1u << (24 - length));
    const std::uint32_t start = (std::uint32_t(block) / blocks) * blocks;
    const Ipv4Prefix prefix(Ipv4Address((10u << 24) | (start << 8)), length);
    Subnet s;
    s.id = id;
    s.name = name;
    s.purpose = purpose;
    s.prefix = prefix.toString();
    s.vlan = vlan;
    if (routed) {
        s.gateway = prefix.firstUsable()->toString();
        s.dns = {QStringLiteral("10.0.0.10"), QStringLiteral("10.0.0.11")};
    }
    return s;
}

class Builder
{
public:
    Builder(Design &design, SwitchPlatform platform)
        : m_design(design), m_spec(SwitchPlatformSpec::of(platform)), m_model(m_spec.defaultModel()),
          m_hostPorts(m_model.hostPorts()), m_uplinks(m_model.uplinkPorts())
    { }

    Switch &addSwitch(const QString &id, const QString &name)
    {
        Switch s;
        s.id = id;
        s.name = name;
        s.platform = m_spec.platform();
        s.model = m_model.name;
        s.dcb = true;
        s.mtu = m_spec.mtu() > 0 ? m_spec.mtu() : 9216;
        // The untagged management leaves VLAN 1, as Microsoft's reference
        // ToR configurations park the native VLAN (switch.native-vlan-1).
        s.hostNativeVlan = 99;
        m_design.switches.push_back(s);
        m_switchIndex[id] = m_design.switches.size() - 1;
        return m_design.switches.back();
    }

    // The next host port of a switch, cabled to the adapter; the options
    // were checked to fit the model's host ports.
    void cable(const QString &switchId, const Adapter &adapter)
    {
        const int number = m_hostPortsUsed[switchId]++;
        const QString portId = addPort(switchId, m_hostPorts.value(number), adapter.speedGbps);
        addLink(adapter.id, portId, LinkKind::Cable);
    }

    // The switch's first uplink, for its peer-link.
    QString addUplink(const QString &switchId)
    {
        return addPort(switchId, m_uplinks.value(0), 100);
    }

    QString addPort(const QString &switchId, const QString &name, double speed)
    {
        Switch &sw = m_design.switches[m_switchIndex.at(switchId)];
        SwitchPort port;
        port.id = QStringLiteral("%1-p%2").arg(switchId).arg(sw.ports.size() + 1);
        port.name = name;
        port.speedGbps = speed;
        sw.ports.push_back(port);
        return port.id;
    }

    void addLink(const QString &a, const QString &b, LinkKind kind)
    {
        m_design.links.push_back(Link{QStringLiteral("l%1").arg(m_design.links.size() + 1), a, b, kind});
    }

private:
    Design &m_design;
    const SwitchPlatformSpec &m_spec;
    const SwitchPlatformSpec::Model &m_model;
    const QStringList m_hostPorts;
    const QStringList m_uplinks;
    std::map<QString, std::size_t> m_switchIndex;
    std::map<QString, int> m_hostPortsUsed;
};

Adapter adapter(const QString &id, const QString &name, const QString &model, double speed, RdmaTransport rdma,
    const QString &card, std::optional<int> jumbo)
{
    Adapter a;
    a.id = id;
    a.name = name;
    a.model = model;
    a.speedGbps = speed;
    a.rdma = rdma;
    a.card = card;
    a.jumboPacket = jumbo;
    return a;
}

// Two 10 GbE ports in a SET switch carrying a management vNIC.
void addManagement(Node &node, const QString &subnetId, const QString &switchName)
{
    const QString intel = QStringLiteral("Intel Ethernet Controller X710");
    node.adapters.push_back(adapter(node.id + QStringLiteral("-nic1"), QStringLiteral("NIC1"), intel, 10,
        RdmaTransport::None, QStringLiteral("lom"), std::nullopt));
    node.adapters.push_back(adapter(node.id + QStringLiteral("-nic2"), QStringLiteral("NIC2"), intel, 10,
        RdmaTransport::None, QStringLiteral("lom"), std::nullopt));
    VSwitch vs;
    vs.id = node.id + QStringLiteral("-vs");
    vs.name = switchName;
    vs.uplinks = {node.adapters[0].id, node.adapters[1].id};
    vs.embeddedTeaming = true;
    vs.loadBalancing = VSwitchLoadBalancing::HyperVPort;
    vs.allowManagementOS = true;
    node.vswitches.push_back(vs);
    Interface mgmt;
    mgmt.id = node.id + QStringLiteral("-mgmt");
    mgmt.name = QStringLiteral("Management");
    mgmt.attach = {AttachKind::VSwitch, vs.id, {}};
    mgmt.subnet = subnetId;
    node.interfaces.push_back(mgmt);
}

// One RoCEv2 port with its own address in a storage subnet.
QString addStorage(Node &node, const QString &suffix, const QString &name, const QString &card, const QString &subnetId)
{
    node.adapters.push_back(adapter(node.id + QStringLiteral("-") + suffix, name,
        QStringLiteral("NVIDIA ConnectX-6 Dx"), 25, RdmaTransport::RoceV2, card, 9014));
    Interface i;
    i.id = node.id + QStringLiteral("-") + suffix + QStringLiteral("-if");
    i.name = name;
    i.attach = {AttachKind::Adapter, node.adapters.back().id, {}};
    i.subnet = subnetId;
    i.rdma = true;
    node.interfaces.push_back(i);
    return i.id;
}

} // namespace

int DesignGenerator::hostsPerRack(const Options &o)
{
    // Each ToR takes two ports per host (a management and a storage adapter)
    // and, in the first rack, two per SOFS node; the other racks take one, so
    // the first rack bounds them all.
    const int ports = int(SwitchPlatformSpec::of(o.platform).defaultModel().hostPorts().size());
    return std::max(0, (ports - 2 * std::max(0, o.sofsNodes)) / 2);
}

int DesignGenerator::racksFor(const Options &o)
{
    if (o.racks != 0)
        return o.racks;
    const int perRack = hostsPerRack(o);
    return perRack > 0 ? std::max(1, (o.hosts + perRack - 1) / perRack) : 0;
}

QString DesignGenerator::checkOptions(const Options &o)
{
    if (o.hosts < 1 || o.hosts > maxHosts)
        return GeneratorText::tr("the number of hosts must be 1 to %1").arg(maxHosts);
    if (o.sofsNodes != 0 && (o.sofsNodes < 2 || o.sofsNodes > 8))
        return GeneratorText::tr("an SOFS cluster has 2 to 8 nodes (or 0 for none)");
    const int racks = racksFor(o);
    if (racks < 1 || racks > maxRacks)
        return GeneratorText::tr("the number of racks must be 1 to %1 (%2 hosts need %3)")
            .arg(maxRacks)
            .arg(o.hosts)
            .arg(racks);
    if (racks > o.hosts)
        return GeneratorText::tr("there cannot be more racks than hosts");
    const int perRack = hostsPerRack(o);
    if ((o.hosts + racks - 1) / racks > perRack) {
        const QString model = SwitchPlatformSpec::of(o.platform).defaultModel().name;
        return GeneratorText::tr("%1 hosts in %2 racks are too many for a %3 ToR pair, which has room for %4 hosts "
                                 "a rack (with a %5-node SOFS); use --racks %6 or more")
            .arg(o.hosts)
            .arg(racks)
            .arg(model.isEmpty() ? GeneratorText::tr("48-port") : model)
            .arg(perRack)
            .arg(o.sofsNodes)
            .arg((o.hosts + perRack - 1) / std::max(1, perRack));
    }
    return {};
}

Design DesignGenerator::generate(const Options &options)
{
    Options o = options;
    o.racks = racksFor(options);
    Design d;
    d.meta.name = QStringLiteral("Generated %1 hosts").arg(o.hosts);
    d.meta.author = QStringLiteral("hvnet generate");
    d.meta.revision = QStringLiteral("1");
    d.meta.description = QStringLiteral("Synthetic design: %1 Hyper-V hosts in %2 rack(s), %3-node SOFS, RoCEv2 "
                                        "storage on a ToR pair per rack")
                             .arg(o.hosts)
                             .arg(o.racks)
                             .arg(o.sofsNodes);
    d.platform.os = OsVersion::Ws2022;
    d.qos.dcbxWilling = false;
    d.qos.classes = {{QStringLiteral("SMB"), TrafficKind::SmbDirect, std::nullopt, 3, 50, true},
        {QStringLiteral("Cluster"), TrafficKind::Cluster, std::nullopt, 7, 1, false}};

    Builder build(d, o.platform);
    const QString accessPoint = QStringLiteral("SOFS01");

    std::vector<std::pair<QString, QString>> storageSubnets; // per rack: A and B
    std::vector<QString> torA, torB;
    for (int r = 1; r <= o.racks; ++r) {
        const int hostsInRack = o.hosts / o.racks + (r <= o.hosts % o.racks ? 1 : 0);
        const QString rr = num(r, 2);
        const int clustersInRack = (hostsInRack + 63) / 64;
        // Addresses: rack management from 10.1.0.0, storage A from 10.100.0.0
        // and B from 10.110.0.0, a /24 (or more) per rack; VLANs 100 + rack
        // for management, 711 and up for storage.
        d.subnets.push_back(makeSubnet(QStringLiteral("mgmt-r") + rr, QStringLiteral("Management R") + rr,
            SubnetPurpose::Management, 256 + (r - 1), hostsInRack + clustersInRack, 100 + r, true));
        for (int side = 0; side < 2; ++side) {
            const QChar letter = side == 0 ? QLatin1Char('a') : QLatin1Char('b');
            d.subnets.push_back(makeSubnet(QStringLiteral("st-r%1-%2").arg(rr).arg(letter),
                QStringLiteral("Storage R%1-%2").arg(rr).arg(letter.toUpper()), SubnetPurpose::Storage,
                (side == 0 ? 100 : 110) * 256 + (r - 1), hostsInRack + o.sofsNodes, 711 + 2 * (r - 1) + side,
                false));
        }
        storageSubnets.emplace_back(QStringLiteral("st-r%1-a").arg(rr), QStringLiteral("st-r%1-b").arg(rr));
        torA.push_back(QStringLiteral("tor-r%1-a").arg(rr));
        torB.push_back(QStringLiteral("tor-r%1-b").arg(rr));
        build.addSwitch(torA.back(), QStringLiteral("TOR-R%1-A").arg(rr));
        build.addSwitch(torB.back(), QStringLiteral("TOR-R%1-B").arg(rr));
        const QString peerA = build.addUplink(torA.back());
        const QString peerB = build.addUplink(torB.back());
        build.addLink(peerA, peerB, LinkKind::PeerLink);
    }
    if (o.sofsNodes > 0)
        d.subnets.push_back(makeSubnet(QStringLiteral("mgmt-sofs"), QStringLiteral("Management SOFS"),
            SubnetPurpose::Management, 99 * 256, o.sofsNodes + 1, 99, true));

    // Hyper-V hosts, rack by rack, in clusters of at most 64 within a rack so
    // that every cluster shares its rack's management and storage networks.
    int hostNumber = 0;
    for (int r = 1; r <= o.racks; ++r) {
        const int hostsInRack = o.hosts / o.racks + (r <= o.hosts % o.racks ? 1 : 0);
        const QString rr = num(r, 2);
        const int clusters = (hostsInRack + 63) / 64;
        for (int c = 0; c < clusters; ++c) {
            const int size = hostsInRack / clusters + (c < hostsInRack % clusters ? 1 : 0);
            Cluster cluster;
            cluster.id = QStringLiteral("hvc-r%1-%2").arg(rr, num(c + 1, 2));
            cluster.name = QStringLiteral("HVC-R%1-%2").arg(rr, num(c + 1, 2));
            cluster.kind = ClusterKind::HyperV;
            for (int h = 0; h < size; ++h) {
                ++hostNumber;
                Node node;
                node.id = QStringLiteral("hv") + num(hostNumber, 4);
                node.name = QStringLiteral("HV") + num(hostNumber, 4);
                node.role = NodeRole::HyperVHost;
                node.rack = QStringLiteral("R") + rr;
                addManagement(node, QStringLiteral("mgmt-r") + rr, QStringLiteral("ConvergedSwitch"));
                const QString sa = addStorage(node, QStringLiteral("sa"), QStringLiteral("Storage A"),
                    QStringLiteral("slot3"), storageSubnets[r - 1].first);
                const QString sb = addStorage(node, QStringLiteral("sb"), QStringLiteral("Storage B"),
                    QStringLiteral("slot4"), storageSubnets[r - 1].second);
                if (o.sofsNodes > 0)
                    node.smbConstraints.push_back(SmbConstraint{accessPoint, {sa, sb}});
                node.liveMigration = LiveMigration{LiveMigrationTransport::Smb, 750};
                build.cable(torA[r - 1], node.adapters[0]);
                build.cable(torB[r - 1], node.adapters[1]);
                build.cable(torA[r - 1], node.adapters[2]);
                build.cable(torB[r - 1], node.adapters[3]);
                cluster.members << node.id;
                d.nodes.push_back(std::move(node));
            }
            if (cluster.members.size() >= 2) {
                // Cluster addresses from the top of the management range; hosts fill it from the bottom.
                const Ipv4Prefix prefix = *Ipv4Prefix::parse(d.subnet(QStringLiteral("mgmt-r") + rr)->prefix);
                cluster.addresses << Ipv4Address(prefix.lastUsable()->value() - std::uint32_t(c)).toString();
                d.clusters.push_back(cluster);
            }
        }
    }

    // The SOFS: reachable from every rack, with one storage port per rack and side.
    if (o.sofsNodes > 0) {
        Cluster sofs;
        sofs.id = QStringLiteral("sofs");
        sofs.name = QStringLiteral("SOFSC01");
        sofs.kind = ClusterKind::Sofs;
        sofs.accessPoint = accessPoint;
        sofs.addresses << Ipv4Prefix::parse(d.subnet(QStringLiteral("mgmt-sofs"))->prefix)->lastUsable()->toString();
        for (int f = 1; f <= o.sofsNodes; ++f) {
            Node node;
            node.id = QStringLiteral("fs") + num(f, 2);
            node.name = QStringLiteral("FS") + num(f, 2);
            node.role = NodeRole::SofsNode;
            addManagement(node, QStringLiteral("mgmt-sofs"), QStringLiteral("MgmtSwitch"));
            build.cable(torA[0], node.adapters[0]);
            build.cable(torB[0], node.adapters[1]);
            for (int r = 1; r <= o.racks; ++r) {
                const QString rr = num(r, 2);
                addStorage(node, QStringLiteral("r%1a").arg(rr), QStringLiteral("Storage R%1 A").arg(rr),
                    QStringLiteral("slot3"), storageSubnets[r - 1].first);
                build.cable(torA[r - 1], node.adapters.back());
                addStorage(node, QStringLiteral("r%1b").arg(rr), QStringLiteral("Storage R%1 B").arg(rr),
                    QStringLiteral("slot4"), storageSubnets[r - 1].second);
                build.cable(torB[r - 1], node.adapters.back());
            }
            sofs.members << node.id;
            d.nodes.push_back(std::move(node));
        }
        d.clusters.push_back(sofs);
    }

    AddressAllocator::allocate(d);
    return d;
}

} // namespace hvnet

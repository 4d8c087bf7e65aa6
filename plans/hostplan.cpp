#include "hostplan.h"

#include "model/ipv4.h"

#include <algorithm>
#include <set>

namespace hvnet {

namespace {

// *NetworkDirectTechnology: 1 iWARP, 3 RoCE, 4 RoCEv2.
std::optional<std::pair<int, QString>> networkDirectTechnology(RdmaTransport t)
{
    switch (t) {
    case RdmaTransport::Iwarp: return std::pair(1, QStringLiteral("iWARP"));
    case RdmaTransport::Roce: return std::pair(3, QStringLiteral("RoCE"));
    case RdmaTransport::RoceV2: return std::pair(4, QStringLiteral("RoCEv2"));
    case RdmaTransport::None: break;
    }
    return std::nullopt;
}

void addUnique(QStringList &list, const QString &value)
{
    if (!list.contains(value))
        list << value;
}

} // namespace

QString HostPlan::teamingMode(TeamMode mode)
{
    switch (mode) {
    case TeamMode::SwitchIndependent: return QStringLiteral("SwitchIndependent");
    case TeamMode::Static: return QStringLiteral("Static");
    case TeamMode::Lacp: return QStringLiteral("LACP");
    }
    return {};
}

QString HostPlan::teamLoadBalancing(TeamLoadBalancing lb)
{
    switch (lb) {
    case TeamLoadBalancing::Dynamic: return QStringLiteral("Dynamic");
    case TeamLoadBalancing::HyperVPort: return QStringLiteral("HyperVPort");
    case TeamLoadBalancing::AddressHash: return QStringLiteral("TransportPorts");
    }
    return {};
}

QString HostPlan::switchLoadBalancing(VSwitchLoadBalancing lb)
{
    return lb == VSwitchLoadBalancing::HyperVPort ? QStringLiteral("HyperVPort") : QStringLiteral("Dynamic");
}

QString HostPlan::bandwidthMode(MinimumBandwidthMode mode)
{
    switch (mode) {
    case MinimumBandwidthMode::Weight: return QStringLiteral("Weight");
    case MinimumBandwidthMode::Absolute: return QStringLiteral("Absolute");
    case MinimumBandwidthMode::None: return QStringLiteral("None");
    }
    return {};
}

QString HostPlan::vnicAlias(const QString &vnicName)
{
    return QStringLiteral("vEthernet (%1)").arg(vnicName);
}

QString HostPlan::aliasOf(const Node &node, const Interface &interface)
{
    switch (interface.attach.kind) {
    case AttachKind::Adapter:
        if (const Adapter *a = node.adapter(interface.attach.target))
            return a->name;
        break;
    case AttachKind::Team:
        if (const hvnet::Team *t = node.team(interface.attach.target))
            return t->name;
        break;
    case AttachKind::VSwitch: return vnicAlias(interface.name);
    }
    return interface.name;
}

HostPlan::OsExpectation HostPlan::osExpectation() const
{
    // Build numbers of Win32_OperatingSystem.BuildNumber: 2012 is 9200, 2012 R2
    // 9600, 2016 14393, 2019 17763, 2022 20348, 2025 26100. Azure Local carries
    // on Azure Stack HCI (20H2 17784, 21H2 20348, 22H2 20349, 23H2 25398, then
    // 26100); Network ATC came with 21H2.
    const QStringList server{QStringLiteral("Windows Server")};
    switch (os) {
    case OsVersion::Ws2012: return {QStringLiteral("Windows Server 2012"), server, 9200, 9200};
    case OsVersion::Ws2012R2: return {QStringLiteral("Windows Server 2012 R2"), server, 9600, 9600};
    case OsVersion::Ws2016: return {QStringLiteral("Windows Server 2016"), server, 14393, 14393};
    case OsVersion::Ws2019: return {QStringLiteral("Windows Server 2019"), server, 17763, 17763};
    case OsVersion::Ws2022: return {QStringLiteral("Windows Server 2022"), server, 20348, 20348};
    case OsVersion::Ws2025: return {QStringLiteral("Windows Server 2025"), server, 26100, 26100};
    case OsVersion::AzureLocal:
        return {networkAtc ? QStringLiteral("Azure Local or Azure Stack HCI 21H2 and later")
                           : QStringLiteral("Azure Local or Azure Stack HCI"),
            {QStringLiteral("Azure Stack HCI"), QStringLiteral("Azure Local")}, networkAtc ? 20348 : 17784, 0};
    }
    return {};
}

namespace {

// What every section of a node's plan reads: the design, the node, and the
// adapters that carry RDMA (physical ones, also under a vSwitch or team).
struct NodeSections {
    const Design &design;
    const Node &node;
    HostPlan &plan;
    std::set<QString> usedForRdma; // adapter ids

    QString adapterName(const QString &id) const
    {
        const Adapter *a = node.adapter(id);
        return a ? a->name : id;
    }

    // Who the node is and what it runs: the OS, the cluster, the features.
    void identity()
    {
        plan.node = node.name;
        plan.role = node.role;
        plan.os = design.osOf(node);
        plan.networkAtc
            = design.platform.networkAtc && (plan.os == OsVersion::Ws2025 || plan.os == OsVersion::AzureLocal);
        for (const Adapter &a : node.adapters)
            plan.adapters << a.name;
        const bool hasVSwitch = !node.vswitches.empty();
        const bool rdma
            = std::any_of(node.interfaces.begin(), node.interfaces.end(), [](const Interface &i) { return i.rdma; });
        plan.configureQos = !design.qos.classes.empty() && rdma;
        const auto cluster = std::find_if(design.clusters.begin(), design.clusters.end(),
            [this](const Cluster &c) { return c.members.contains(node.id); });
        if (cluster != design.clusters.end()) {
            plan.cluster = cluster->name;
            plan.clusterKind = cluster->kind;
        }
        if (plan.networkAtc)
            plan.features << QStringLiteral("NetworkATC");
        if (hasVSwitch || node.role == NodeRole::HyperVHost || node.role == NodeRole::S2dNode)
            plan.features << QStringLiteral("Hyper-V");
        if (cluster != design.clusters.end())
            plan.features << QStringLiteral("Failover-Clustering");
        if (plan.configureQos || plan.networkAtc)
            plan.features << QStringLiteral("Data-Center-Bridging");
        if (node.role == NodeRole::SofsNode || node.role == NodeRole::S2dNode)
            plan.features << QStringLiteral("FS-FileServer");
        if (node.liveMigration && node.liveMigration->smbLimitMBps)
            plan.features << QStringLiteral("FS-SMBBW");
    }

    void teams()
    {
        for (const hvnet::Team &t : node.teams) {
            QStringList members;
            for (const QString &id : t.members)
                members << adapterName(id);
            // The team's own interface carries a VLAN only when an interface of the
            // design sits on it directly; under a vSwitch it stays in default mode.
            int vlan = 0;
            for (const Interface &i : node.interfaces)
                if (i.attach.kind == AttachKind::Team && i.attach.target == t.id)
                    if (const Subnet *s = design.subnet(i.subnet)) {
                        vlan = s->vlan;
                        break;
                    }
            plan.teams.push_back({t.name, members, HostPlan::teamingMode(t.mode),
                HostPlan::teamLoadBalancing(t.loadBalancing), t.name, vlan});
        }
    }

    // Adapter properties: the RDMA transport of every rNIC in use, and stated frame sizes.
    void adapterProperties()
    {
        for (const Interface &i : node.interfaces)
            if (i.rdma)
                for (const QString &id : adaptersUnder(node, i))
                    usedForRdma.insert(id);
        for (const Adapter &a : node.adapters) {
            if (a.jumboPacket)
                plan.adapterProperties.push_back({a.name, QStringLiteral("*JumboPacket"),
                    QString::number(*a.jumboPacket), QStringLiteral("%1 bytes").arg(*a.jumboPacket)});
            if (usedForRdma.count(a.id))
                if (const auto ndt = networkDirectTechnology(a.rdma))
                    plan.adapterProperties.push_back({a.name, QStringLiteral("*NetworkDirectTechnology"),
                        QString::number(ndt->first), ndt->second, true});
        }
    }

    void vswitches()
    {
        for (const hvnet::VSwitch &v : node.vswitches) {
            HostPlan::VSwitch vs;
            vs.name = v.name;
            for (const QString &uplink : v.uplinks) {
                if (const hvnet::Team *t = node.team(uplink)) {
                    vs.adapters << t->name;
                    vs.onLbfoTeam = true;
                } else {
                    vs.adapters << adapterName(uplink);
                }
            }
            vs.embeddedTeaming = v.embeddedTeaming;
            vs.allowManagementOS = v.allowManagementOS;
            if (v.embeddedTeaming && v.loadBalancing)
                vs.loadBalancing = HostPlan::switchLoadBalancing(*v.loadBalancing);
            if (v.minimumBandwidthMode)
                vs.minimumBandwidthMode = HostPlan::bandwidthMode(*v.minimumBandwidthMode);
            if (v.embeddedTeaming && v.teamingMode)
                vs.teamingMode = HostPlan::teamingMode(*v.teamingMode);
            plan.vswitches.push_back(vs);
        }
    }

    // Each interface: a host vNIC (with its frame size) or a VLAN on its
    // adapter, RDMA on it, and its address.
    void interfaces()
    {
        QStringList adopted; // vSwitches whose default management vNIC is taken
        for (const Interface &i : node.interfaces) {
            const Subnet *subnet = design.subnet(i.subnet);
            const QString alias = HostPlan::aliasOf(node, i);
            if (i.attach.kind == AttachKind::VSwitch) {
                const hvnet::VSwitch *v = node.vswitch(i.attach.target);
                HostPlan::HostVNic vnic;
                vnic.name = i.name;
                vnic.vswitch = v ? v->name : i.attach.target;
                if (v && v->allowManagementOS && !adopted.contains(v->id)) {
                    vnic.adoptDefault = true;
                    adopted << v->id;
                }
                vnic.vlan = subnet ? subnet->vlan : 0;
                if (!i.attach.teamMapping.isEmpty())
                    vnic.teamMapping = adapterName(i.attach.teamMapping);
                vnic.priorityTag = i.ieeePriorityTag.value_or(false);
                plan.vnics.push_back(vnic);
                // A storage vNIC sends frames as large as its uplinks take; the
                // others (management, VMs) keep the standard size, since the
                // networks they reach are rarely jumbo end to end, unless the
                // design gives the interface an MTU above the standard one.
                int jumbo = 0;
                if (i.rdma || (subnet && subnet->purpose == SubnetPurpose::Storage) || (i.mtu && *i.mtu > 1500))
                    for (const QString &id : adaptersUnder(node, i))
                        if (const Adapter *a = node.adapter(id); a && a->jumboPacket)
                            jumbo = std::max(jumbo, *a->jumboPacket);
                if (jumbo > 1514)
                    plan.adapterProperties.push_back({alias, QStringLiteral("*JumboPacket"), QString::number(jumbo),
                        QStringLiteral("%1 bytes").arg(jumbo)});
            } else if (i.attach.kind == AttachKind::Adapter && subnet && subnet->vlan != 0) {
                plan.adapterVlans.push_back({alias, subnet->vlan});
            }
            if (i.mtu)
                plan.interfaceMtus.push_back({alias, *i.mtu});
            if (i.rdma)
                addUnique(plan.rdmaAdapters, alias);
            if (i.rdma && !i.address.isEmpty())
                addUnique(plan.smbRdmaInterfaces, alias);
            if (i.rdma && i.attach.kind == AttachKind::VSwitch)
                for (const QString &id : adaptersUnder(node, i))
                    addUnique(plan.rdmaAdapters, adapterName(id));

            if (!i.address.isEmpty() && subnet) {
                HostPlan::Address address;
                address.alias = alias;
                address.address = i.address;
                if (const auto prefix = Ipv4Prefix::parse(subnet->prefix))
                    address.prefixLength = prefix->length();
                address.gateway = subnet->gateway;
                address.dns = subnet->dns;
                address.registerDns = registersInDns(i, subnet);
                address.subnet = subnet->name;
                plan.addresses.push_back(address);
            }
        }
    }

    // The adapters QoS and DCBX are set on, the firewall rule SMB Direct over
    // iWARP needs, and RDMA on the physical rNICs.
    void rdmaAdapters()
    {
        if (plan.configureQos) {
            const bool lossless = std::any_of(
                design.qos.classes.begin(), design.qos.classes.end(), [](const QosClass &c) { return c.pfc; });
            if (lossless)
                for (const QString &id : usedForRdma)
                    addUnique(plan.qosAdapters, adapterName(id));
            std::sort(plan.qosAdapters.begin(), plan.qosAdapters.end());
            if (!isBefore2016(plan.os)) {
                for (const QString &id : usedForRdma)
                    addUnique(plan.dcbxAdapters, adapterName(id));
                std::sort(plan.dcbxAdapters.begin(), plan.dcbxAdapters.end());
            }
        }
        // SMB Direct over iWARP listens on TCP 5445 (MS-SMBD 1.9); Windows ships the
        // inbound rule for it disabled. Every node that receives SMB Direct needs it:
        // file servers, S2D nodes, and hosts that take live migrations over SMB.
        const bool iwarp = std::any_of(usedForRdma.begin(), usedForRdma.end(), [this](const QString &id) {
            const Adapter *a = node.adapter(id);
            return a && a->rdma == RdmaTransport::Iwarp;
        });
        const bool receivesSmb = node.role == NodeRole::SofsNode || node.role == NodeRole::S2dNode
            || (node.liveMigration && node.liveMigration->transport == LiveMigrationTransport::Smb);
        if (iwarp && receivesSmb)
            plan.firewallRules.push_back(
                {QStringLiteral("FPSSMBD-iWARP-In-TCP"), QStringLiteral("SMB Direct over iWARP, TCP 5445 in"), 5445});
        // Physical rNICs get RDMA switched on too (a host vNIC needs its uplinks').
        for (const Adapter &a : node.adapters)
            if (usedForRdma.count(a.id))
                addUnique(plan.rdmaAdapters, a.name);
    }

    // QoS: the design's classes, the default class, PFC on the lossless ones.
    void qos()
    {
        for (const QosClass &c : design.qos.classes) {
            HostPlan::QosPolicy p;
            p.name = c.name;
            p.priority = c.priority;
            switch (c.traffic) {
            case TrafficKind::SmbDirect:
                p.match = QStringLiteral("NetDirect");
                p.port = 445;
                break;
            case TrafficKind::Cluster:
                // Windows Server 2012 has no -Cluster template: match the port.
                p.match = plan.os == OsVersion::Ws2012 ? QStringLiteral("ClusterPort") : QStringLiteral("Cluster");
                p.port = 3343;
                break;
            case TrafficKind::LiveMigration:
                p.match = QStringLiteral("LiveMigration");
                p.port = 6600;
                break;
            case TrafficKind::Custom:
                p.match = QStringLiteral("Port");
                p.port = c.port.value_or(0);
                break;
            }
            plan.qosPolicies.push_back(p);
            plan.trafficClasses.push_back({c.name, c.priority, c.bandwidthPercent});
            if (c.pfc && std::find(plan.lossless.begin(), plan.lossless.end(), c.priority) == plan.lossless.end())
                plan.lossless.push_back(c.priority);
        }
        if (plan.configureQos)
            plan.qosPolicies.push_back({QStringLiteral("Default"), QStringLiteral("Default"), 0, 0});
        std::sort(plan.lossless.begin(), plan.lossless.end());
    }

    // SMB multichannel constraints and live migration.
    void smbAndLiveMigration()
    {
        for (const SmbConstraint &c : node.smbConstraints) {
            HostPlan::Constraint constraint{c.server, {}};
            for (const QString &id : c.interfaces)
                if (const Interface *i = node.interface(id))
                    constraint.aliases << HostPlan::aliasOf(node, *i);
            plan.constraints.push_back(constraint);
        }
        if (node.liveMigration) {
            switch (node.liveMigration->transport) {
            case LiveMigrationTransport::Smb: plan.liveMigration = QStringLiteral("SMB"); break;
            case LiveMigrationTransport::Tcp: plan.liveMigration = QStringLiteral("TCPIP"); break;
            case LiveMigrationTransport::Compression: plan.liveMigration = QStringLiteral("Compression"); break;
            }
            if (node.liveMigration->smbLimitMBps)
                plan.smbLimit = static_cast<long long>(*node.liveMigration->smbLimitMBps) * 1000000LL;
        }
    }

    // With Network ATC: one intent per vSwitch, and one storage intent for
    // rNICs outside any vSwitch; the intents then own what the sections
    // above planned by hand.
    void networkAtc()
    {
        for (const hvnet::VSwitch &v : node.vswitches) {
            HostPlan::Intent intent;
            intent.name = v.name;
            for (const QString &uplink : v.uplinks)
                intent.adapters << adapterName(uplink);
            intent.compute = true;
            for (const Interface &i : node.interfaces) {
                if (i.attach.kind != AttachKind::VSwitch || i.attach.target != v.id)
                    continue;
                const Subnet *s = design.subnet(i.subnet);
                if (s && s->purpose == SubnetPurpose::Management) {
                    intent.management = true;
                    intent.managementVlan = s->vlan;
                }
                if (i.rdma && s) {
                    intent.storage = true;
                    if (!intent.storageVlans.contains(s->vlan))
                        intent.storageVlans << s->vlan;
                }
            }
            if (v.loadBalancing)
                intent.loadBalancing = HostPlan::switchLoadBalancing(*v.loadBalancing);
            plan.intents.push_back(intent);
        }
        HostPlan::Intent storage;
        storage.name = QStringLiteral("Storage");
        storage.storage = true;
        QStringList storageAdapterIds;
        for (const Interface &i : node.interfaces)
            if (i.rdma && i.attach.kind == AttachKind::Adapter) {
                storageAdapterIds << i.attach.target;
                storage.adapters << adapterName(i.attach.target);
                if (const Subnet *s = design.subnet(i.subnet); s && !storage.storageVlans.contains(s->vlan))
                    storage.storageVlans << s->vlan;
            }
        if (!storage.adapters.isEmpty()) {
            // Switchless: every cable of these adapters ends at another server's adapter.
            std::set<QString> ports;
            for (const Switch &sw : design.switches)
                for (const SwitchPort &p : sw.ports)
                    ports.insert(p.id);
            storage.switchless
                = std::all_of(storageAdapterIds.begin(), storageAdapterIds.end(), [&](const QString &id) {
                      return std::none_of(design.links.begin(), design.links.end(), [&](const Link &l) {
                          return (l.a == id && ports.count(l.b)) || (l.b == id && ports.count(l.a));
                      });
                  });
            plan.intents.push_back(storage);
        }
        for (HostPlan::Intent &intent : plan.intents) {
            for (const Adapter &a : node.adapters) {
                if (!intent.adapters.contains(a.name))
                    continue;
                if (a.jumboPacket)
                    intent.jumboPacket = *a.jumboPacket;
                if (const auto ndt = networkDirectTechnology(a.rdma); ndt && intent.storage)
                    intent.networkDirectTechnology = ndt->first;
            }
        }
        HostPlan::AtcQos qos;
        for (const QosClass &c : design.qos.classes) {
            if (c.traffic == TrafficKind::SmbDirect) {
                qos.smbPriority = c.priority;
                qos.smbBandwidth = c.bandwidthPercent;
            } else if (c.traffic == TrafficKind::Cluster) {
                qos.clusterPriority = c.priority;
                qos.clusterBandwidth = c.bandwidthPercent;
            }
        }
        plan.atcQos = qos;
        // Network ATC owns these; the script does not touch them by hand.
        plan.vswitches.clear();
        plan.vnics.clear();
        plan.adapterProperties.clear();
        plan.qosAdapters.clear();
        plan.dcbxAdapters.clear();
        plan.configureQos = false;
        plan.qosPolicies.clear();
        plan.trafficClasses.clear();
    }
};

} // namespace

HostPlan HostPlan::forNode(const Design &design, const Node &node)
{
    HostPlan plan;
    NodeSections sections{design, node, plan, {}};
    sections.identity();
    sections.teams();
    sections.adapterProperties();
    sections.vswitches();
    sections.interfaces();
    sections.rdmaAdapters();
    sections.qos();
    sections.smbAndLiveMigration();
    if (plan.networkAtc)
        sections.networkAtc();
    return plan;
}

} // namespace hvnet

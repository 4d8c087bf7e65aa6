// The host half of hvnet import: hosts/<computer name>.json back into nodes.
// Each mapping is the inverse of what HostPlan makes of a design (the plan
// the deployment script applies and the check compares), so that checking
// the imported design against the same evidence finds no drift.

#include "hostimport.h"

#include "hostcheckcontext.h"
#include "livetext.h"
#include "model/ipv4.h"
#include "plans/evidence/interfacename.h"
#include "plans/hostplan.h"

#include <QRegularExpression>

#include <algorithm>

namespace hvnet {

namespace {

template <typename Row, typename Member>
const Row *rowNamed(const EvidenceSection<Row> &section, Member member, const QString &name)
{
    if (!section.collected())
        return nullptr;
    for (const Row &row : section.rows)
        if ((row.*member).known() && (row.*member)->compare(name, Qt::CaseInsensitive) == 0)
            return &row;
    return nullptr;
}

bool isVirtual(const evidence::NetAdapter &a)
{
    if (a.hardwareInterface.known())
        return !*a.hardwareInterface;
    const QString d = a.interfaceDescription.valueOr(QString());
    return d.contains(QLatin1String("Hyper-V Virtual Ethernet"), Qt::CaseInsensitive)
        || d.contains(QLatin1String("Multiplexor"), Qt::CaseInsensitive)
        || a.name.valueOr(QString()).startsWith(QLatin1String("vEthernet ("), Qt::CaseInsensitive);
}

// "NVIDIA ConnectX-6 Lx #2" -> "NVIDIA ConnectX-6 Lx": Windows numbers the
// second adapter of a kind; the model is the same.
QString modelOf(const QString &description)
{
    static const QRegularExpression number(QStringLiteral("\\s+#\\d+$"));
    return QString(description).remove(number).trimmed();
}

std::optional<double> speedOf(const evidence::NetAdapter &a)
{
    if (a.receiveLinkSpeed.known() && *a.receiveLinkSpeed > 0)
        return double(*a.receiveLinkSpeed) / 1e9;
    if (a.transmitLinkSpeed.known() && *a.transmitLinkSpeed > 0)
        return double(*a.transmitLinkSpeed) / 1e9;
    return std::nullopt;
}

QString property(const HostEvidence &e, const QString &adapter, const char *keyword)
{
    if (!e.netAdapterAdvancedProperty.collected())
        return {};
    for (const evidence::AdvancedProperty &p : e.netAdapterAdvancedProperty.rows)
        if (p.name.valueOr(QString()).compare(adapter, Qt::CaseInsensitive) == 0
            && p.registryKeyword.valueOr(QString()).compare(QLatin1String(keyword), Qt::CaseInsensitive) == 0
            && p.registryValue.known() && !p.registryValue->isEmpty())
            return p.registryValue->first();
    return {};
}

// The transport of an rNIC: *NetworkDirectTechnology (1 iWARP, 3 RoCE, 4
// RoCEv2, as the NDKPI INF requirements number them); a driver with one
// technology may not have the keyword, then the vendor tells (Chelsio builds
// iWARP only, NVIDIA/Mellanox ConnectX RoCE).
std::pair<RdmaTransport, bool> transportOf(const HostEvidence &e, const QString &adapter, const QString &description)
{
    const QString ndt = property(e, adapter, "*NetworkDirectTechnology");
    if (ndt == QLatin1String("1"))
        return {RdmaTransport::Iwarp, true};
    if (ndt == QLatin1String("3"))
        return {RdmaTransport::Roce, true};
    if (ndt == QLatin1String("4"))
        return {RdmaTransport::RoceV2, true};
    if (description.contains(QLatin1String("Chelsio"), Qt::CaseInsensitive))
        return {RdmaTransport::Iwarp, true};
    if (description.contains(QLatin1String("ConnectX"), Qt::CaseInsensitive)
        || description.contains(QLatin1String("Mellanox"), Qt::CaseInsensitive))
        return {RdmaTransport::RoceV2, false};
    return {RdmaTransport::Iwarp, false};
}

bool rdmaEnabled(const HostEvidence &e, const QString &alias)
{
    const evidence::AdapterRdma *r = rowNamed(e.netAdapterRdma, &evidence::AdapterRdma::name, alias);
    return r && r->enabled.valueOr(false);
}

// Windows' names read back through the table the scripts write them from.
std::optional<TeamMode> teamMode(const QString &text)
{
    for (TeamMode m : {TeamMode::Lacp, TeamMode::Static, TeamMode::SwitchIndependent})
        if (text.compare(HostPlan::teamingMode(m), Qt::CaseInsensitive) == 0)
            return m;
    return std::nullopt;
}

TeamLoadBalancing teamBalancing(const QString &text)
{
    for (TeamLoadBalancing lb : {TeamLoadBalancing::HyperVPort, TeamLoadBalancing::Dynamic})
        if (text.compare(HostPlan::teamLoadBalancing(lb), Qt::CaseInsensitive) == 0)
            return lb;
    return TeamLoadBalancing::AddressHash; // TransportPorts, IPAddresses, MacAddresses
}

} // namespace

void HostImport::note(const QString &object, const QString &text)
{
    m_result.unknowns.push_back({object, text});
}

// The id, or with a number when two names of the node give the same id
// ("NIC 1" and "NIC-1"), so that every reference finds its own object.
QString HostImport::freeId(const QString &id)
{
    QString candidate = id;
    for (int n = 2; m_taken.contains(candidate); ++n)
        candidate = QStringLiteral("%1-%2").arg(id).arg(n);
    m_taken.insert(candidate);
    return candidate;
}

QString HostImport::adapterId(const Node &node, const QString &name) const
{
    for (const Adapter &a : node.adapters)
        if (a.name.compare(name, Qt::CaseInsensitive) == 0)
            return a.id;
    return {};
}

void HostImport::add(const QString &nodeName, const HostEvidence &e)
{
    Node node;
    m_taken.clear();
    node.name = nodeName;
    node.id = importedId(QString(), nodeName);
    for (int n = 2; std::any_of(m_result.design.nodes.begin(), m_result.design.nodes.end(),
                        [&node](const Node &other) { return other.id == node.id; });
         ++n)
        node.id = importedId(QString(), nodeName) + QStringLiteral("-%1").arg(n);
    if (const auto os = osOfEvidence(e))
        m_os[node.id] = *os;
    else
        note(node.id, LiveText::tr("%1: the operating system (\"%2\", build %3) is none hvnet knows; the design's "
                                   "is assumed")
                          .arg(nodeName, quotedEvidence(e.os.caption))
                          .arg(e.os.buildNumber.value_or(0)));
    addAdapters(node, e);
    addTeamsAndSwitches(node, e);
    addInterfaces(node, e);
    addHostSettings(node, e);
    if (e.netIntent.collected() && !e.netIntent.rows.empty())
        m_atc = true;
    if (e.cluster.collected() && !e.cluster.rows.empty() && e.cluster.rows.front().name.known()) {
        const QString name = *e.cluster.rows.front().name;
        SeenCluster &c = m_clusters[name.toLower()];
        if (c.name.isEmpty())
            c.name = name;
        c.members << node.id;
        c.hasVSwitch = c.hasVSwitch || !node.vswitches.empty();
        if (e.clusterNetwork.collected())
            for (const evidence::ClusterNetwork &n : e.clusterNetwork.rows) {
                const auto address = Ipv4Address::parse(n.address.valueOr(QString()));
                const auto mask = Ipv4Address::parse(n.addressMask.valueOr(QString()));
                if (!address || !mask || !n.name.known())
                    continue;
                const int length = std::popcount(mask->value());
                const QString key = Ipv4Prefix(*address, length).toString();
                int role = int(n.roleValue.valueOr(-1));
                if (role < 0 && n.role.known())
                    role = *n.role == QLatin1String("ClusterAndClient") ? 3 : *n.role == QLatin1String("Cluster") ? 1 : 0;
                m_clusterNetworks.emplace(key, std::make_pair(*n.name, role));
            }
    } else if (e.cluster.collected() || e.cluster.state == SectionState::Failed) {
        note(node.id, LiveText::tr("%1 is in no failover cluster the evidence shows").arg(nodeName));
    }
    QStringList servers;
    if (e.smbMultichannelConnection.collected())
        for (const evidence::SmbConnection &c : e.smbMultichannelConnection.rows)
            if (c.serverName.known() && !servers.contains(c.serverName->section(QLatin1Char('.'), 0, 0), Qt::CaseInsensitive))
                servers << c.serverName->section(QLatin1Char('.'), 0, 0);
    // A constraint names the server as its clients reach it: the access point.
    if (e.smbMultichannelConstraint.collected())
        for (const evidence::SmbConstraint &c : e.smbMultichannelConstraint.rows)
            if (c.serverName.known() && !servers.contains(c.serverName->section(QLatin1Char('.'), 0, 0), Qt::CaseInsensitive))
                servers << c.serverName->section(QLatin1Char('.'), 0, 0);
    m_smbServers[node.id] = servers;
    const bool rdma = std::any_of(node.interfaces.begin(), node.interfaces.end(), [](const Interface &i) { return i.rdma; });
    if (rdma && e.netQosPolicy.collected() && !e.netQosPolicy.rows.empty())
        m_qos.push_back({node.id, e.netQosPolicy, e.netQosFlowControl, e.netQosTrafficClass, e.netQosDcbxSetting});
    note(node.id, LiveText::tr("%1: its rack, its management endpoint (address, user, host key) and the cards its "
                               "adapters sit on are not in the evidence; credentials never are")
                      .arg(nodeName));
    m_result.design.nodes.push_back(std::move(node));
}

void HostImport::addAdapters(Node &node, const HostEvidence &e)
{
    if (!e.netAdapter.collected())
        return;
    // Adapters that something is built on; a disconnected one nothing uses
    // is left out (the check would call a planned adapter that is down a drift).
    QStringList used;
    for (const evidence::LbfoTeam &t : e.netLbfoTeam.rows)
        used << t.members.valueOr({});
    for (const evidence::VmSwitch &v : e.vmSwitch.rows) {
        used << v.netAdapterInterfaceDescriptions.valueOr({});
        used << v.netAdapterInterfaceDescription.valueOr(QString());
    }
    for (const evidence::IpAddress &a : e.netIPAddress.rows)
        used << a.interfaceAlias.valueOr(QString());
    std::vector<const evidence::NetAdapter *> rows;
    for (const evidence::NetAdapter &a : e.netAdapter.rows)
        if (a.name.known() && !isVirtual(a))
            rows.push_back(&a);
    std::sort(rows.begin(), rows.end(), [](auto *a, auto *b) { return *a->name < *b->name; });
    for (const evidence::NetAdapter *row : rows) {
        const QString name = *row->name;
        const QString description = row->interfaceDescription.valueOr(QString());
        const bool up = row->status.valueOr(QString()).compare(QLatin1String("Up"), Qt::CaseInsensitive) == 0;
        if (!up && !used.contains(name, Qt::CaseInsensitive) && !used.contains(description, Qt::CaseInsensitive)) {
            note(node.id, LiveText::tr("%1: adapter %2 is %3 and nothing uses it, so it is not imported; whether it "
                                       "is meant to be cabled the evidence cannot tell")
                              .arg(node.name, quotedEvidence(name), quotedEvidence(row->status.valueOr(QStringLiteral("?")))));
            continue;
        }
        Adapter a;
        a.name = name;
        a.id = freeId(importedId(node.id + QLatin1Char('-'), name));
        a.model = modelOf(description);
        if (const auto speed = speedOf(*row))
            a.speedGbps = *speed;
        else
            note(a.id, LiveText::tr("%1 %2: no link speed is reported (the link is down); 10 Gb/s is assumed")
                           .arg(node.name, name));
        a.mac = row->macAddress.valueOr(QString());
        if (const QString mac = InterfaceName::macAddress(a.mac); !mac.isEmpty())
            m_macs[a.id] = mac;
        // Only a frame size the design format holds (1514 to 16128 bytes):
        // another would make a design hvnet does not open again (found by
        // fuzz_import). It is noted instead, as what the evidence cannot tell.
        const QString jumbo = property(e, name, "*JumboPacket");
        if (!jumbo.isEmpty() && jumbo != QLatin1String("1514")) {
            bool ok = false;
            const int bytes = jumbo.toInt(&ok);
            if (ok && bytes > 1514 && bytes <= 16128)
                a.jumboPacket = bytes;
            else
                note(a.id, LiveText::tr("%1 %2: the jumbo packet setting %3 is no frame size of 1514 to 16128 bytes; "
                                        "the standard frame is assumed")
                               .arg(node.name, name, quotedEvidence(jumbo)));
        }
        const evidence::AdapterRdma *rdma = rowNamed(e.netAdapterRdma, &evidence::AdapterRdma::name, name);
        if (rdma || property(e, name, "*NetworkDirect") == QLatin1String("1")) {
            const auto [transport, told] = transportOf(e, name, description);
            a.rdma = transport;
            if (!told)
                note(a.id, LiveText::tr("%1 %2 does RDMA, but the driver does not say which transport "
                                        "(*NetworkDirectTechnology); %3 is assumed")
                               .arg(node.name, name, enumString(transport)));
        }
        node.adapters.push_back(std::move(a));
    }
}

void HostImport::addTeamsAndSwitches(Node &node, const HostEvidence &e)
{
    auto nameOfDescription = [&e](const QString &description) {
        const evidence::NetAdapter *a
            = rowNamed(e.netAdapter, &evidence::NetAdapter::interfaceDescription, description);
        return a && a->name.known() ? *a->name : description;
    };
    if (e.netLbfoTeam.collected())
        for (const evidence::LbfoTeam &row : e.netLbfoTeam.rows) {
            if (!row.name.known())
                continue;
            Team t;
            t.name = *row.name;
            t.id = freeId(importedId(node.id + QLatin1String("-team-"), t.name));
            for (const QString &member : row.members.valueOr({}))
                if (const QString id = adapterId(node, member); !id.isEmpty())
                    t.members << id;
            t.mode = teamMode(row.teamingMode.valueOr(QString())).value_or(TeamMode::SwitchIndependent);
            t.loadBalancing = teamBalancing(row.loadBalancingAlgorithm.valueOr(QString()));
            node.teams.push_back(std::move(t));
        }
    if (!e.vmSwitch.collected())
        return;
    for (const evidence::VmSwitch &row : e.vmSwitch.rows) {
        if (!row.name.known())
            continue;
        if (row.switchType.known() && row.switchType->compare(QLatin1String("External"), Qt::CaseInsensitive) != 0) {
            note(node.id, LiveText::tr("%1: the %2 vSwitch %3 reaches no adapter, so it is not imported")
                              .arg(node.name, quotedEvidence(*row.switchType), quotedEvidence(*row.name)));
            continue;
        }
        VSwitch v;
        v.name = *row.name;
        v.id = freeId(importedId(node.id + QLatin1String("-vs-"), v.name));
        v.embeddedTeaming = row.embeddedTeamingEnabled.valueOr(false);
        v.allowManagementOS = row.allowManagementOS.valueOr(false);
        QStringList descriptions = row.netAdapterInterfaceDescriptions.valueOr({});
        if (descriptions.isEmpty() && row.netAdapterInterfaceDescription.known())
            descriptions << *row.netAdapterInterfaceDescription;
        for (const QString &d : descriptions) {
            const QString name = nameOfDescription(d);
            if (const QString id = adapterId(node, name); !id.isEmpty())
                v.uplinks << id;
            else
                for (const Team &t : node.teams)
                    if (t.name.compare(name, Qt::CaseInsensitive) == 0)
                        v.uplinks << t.id;
        }
        const evidence::VmSwitchTeam *team
            = v.embeddedTeaming ? rowNamed(e.vmSwitchTeam, &evidence::VmSwitchTeam::name, v.name) : nullptr;
        if (team && team->loadBalancingAlgorithm.known()) {
            const QString dynamic = HostPlan::switchLoadBalancing(VSwitchLoadBalancing::Dynamic);
            v.loadBalancing = team->loadBalancingAlgorithm->compare(dynamic, Qt::CaseInsensitive) == 0
                ? VSwitchLoadBalancing::Dynamic
                : VSwitchLoadBalancing::HyperVPort;
        }
        // Switch independent is SET's only mode and Windows' default: only
        // another one is worth writing down (the rule teaming.set-mode names it).
        if (team && team->teamingMode.known())
            if (const auto m = teamMode(*team->teamingMode); m && *m != TeamMode::SwitchIndependent)
                v.teamingMode = m;
        // Absolute is what New-VMSwitch makes when not told otherwise.
        const QString mode = row.bandwidthReservationMode.valueOr(QString());
        for (MinimumBandwidthMode m : {MinimumBandwidthMode::Weight, MinimumBandwidthMode::None})
            if (mode.compare(HostPlan::bandwidthMode(m), Qt::CaseInsensitive) == 0)
                v.minimumBandwidthMode = m;
        node.vswitches.push_back(std::move(v));
    }
}

void HostImport::addInterfaces(Node &node, const HostEvidence &e)
{
    // Host vNICs, with or without an address.
    if (e.vmNetworkAdapter.collected())
        for (const evidence::VmNetworkAdapter &row : e.vmNetworkAdapter.rows) {
            if (!row.name.known())
                continue;
            Interface i;
            i.name = *row.name;
            i.id = freeId(importedId(node.id + QLatin1String("-if-"), i.name));
            i.attach.kind = AttachKind::VSwitch;
            for (const VSwitch &v : node.vswitches)
                if (v.name.compare(row.switchName.valueOr(QString()), Qt::CaseInsensitive) == 0)
                    i.attach.target = v.id;
            if (i.attach.target.isEmpty())
                continue;
            if (const auto *m = rowNamed(e.vmNetworkAdapterTeamMapping,
                    &evidence::VmNetworkAdapterTeamMapping::vmNetworkAdapterName, i.name))
                i.attach.teamMapping = adapterId(node, m->netAdapterName.valueOr(QString()));
            if (row.ieeePriorityTag.valueOr(QString()).compare(QLatin1String("On"), Qt::CaseInsensitive) == 0)
                i.ieeePriorityTag = true;
            i.rdma = rdmaEnabled(e, HostPlan::vnicAlias(i.name));
            node.interfaces.push_back(std::move(i));
        }
    auto vlanOfVnic = [&e](const QString &name) {
        if (const auto *v = rowNamed(e.vmNetworkAdapterVlan, &evidence::VmNetworkAdapterVlan::vmNetworkAdapterName, name))
            if (v->operationMode.valueOr(QString()).compare(QLatin1String("Access"), Qt::CaseInsensitive) == 0)
                return int(v->accessVlanId.valueOr(0));
        if (const auto *v = rowNamed(e.vmNetworkAdapterIsolation,
                &evidence::VmNetworkAdapterIsolation::vmNetworkAdapterName, name))
            if (v->isolationMode.valueOr(QString()).compare(QLatin1String("Vlan"), Qt::CaseInsensitive) == 0)
                return int(v->defaultIsolationId.valueOr(0));
        return 0;
    };
    // Addresses: each manual IPv4 address on a vNIC, an adapter or a team.
    if (!e.netIPAddress.collected())
        return;
    std::vector<const evidence::IpAddress *> rows;
    for (const evidence::IpAddress &a : e.netIPAddress.rows)
        if (a.ipAddress.known() && a.interfaceAlias.known() && a.prefixLength.known())
            rows.push_back(&a);
    std::sort(rows.begin(), rows.end(), [](auto *a, auto *b) {
        return std::pair(*a->interfaceAlias, *a->ipAddress) < std::pair(*b->interfaceAlias, *b->ipAddress);
    });
    for (const evidence::IpAddress *row : rows) {
        const QString alias = *row->interfaceAlias;
        const QString origin = row->prefixOrigin.valueOr(QString());
        if (origin.compare(QLatin1String("WellKnown"), Qt::CaseInsensitive) == 0
            || row->ipAddress->startsWith(QLatin1String("127.")) || row->ipAddress->startsWith(QLatin1String("169.254.")))
            continue;
        const auto address = Ipv4Address::parse(*row->ipAddress);
        if (!address || *row->prefixLength < 0 || *row->prefixLength > 32)
            continue;
        Interface *target = nullptr;
        int vlan = 0;
        for (Interface &i : node.interfaces)
            if (i.attach.kind == AttachKind::VSwitch && HostPlan::vnicAlias(i.name).compare(alias, Qt::CaseInsensitive) == 0) {
                target = &i;
                vlan = vlanOfVnic(i.name);
            }
        if (!target) {
            Interface i;
            i.name = alias;
            i.id = freeId(importedId(node.id + QLatin1String("-if-"), alias));
            if (const QString id = adapterId(node, alias); !id.isEmpty()) {
                i.attach = {AttachKind::Adapter, id, QString()};
                if (const evidence::NetAdapter *a = rowNamed(e.netAdapter, &evidence::NetAdapter::name, alias))
                    vlan = int(a->vlanId.valueOr(0));
            } else if (const auto t = std::find_if(node.teams.begin(), node.teams.end(),
                           [&](const Team &t) { return t.name.compare(alias, Qt::CaseInsensitive) == 0; });
                t != node.teams.end()) {
                i.attach = {AttachKind::Team, t->id, QString()};
                if (const auto *n = rowNamed(e.netLbfoTeamNic, &evidence::LbfoTeamNic::name, alias))
                    vlan = int(n->vlanId.valueOr(0));
            } else {
                note(node.id, LiveText::tr("%1: the address %2 is on %3, an interface hvnet does not model (a team "
                                           "interface of a VLAN, a VM or a tunnel); not imported")
                                  .arg(node.name, *row->ipAddress, quotedEvidence(alias)));
                continue;
            }
            i.rdma = rdmaEnabled(e, alias) && i.attach.kind == AttachKind::Adapter;
            node.interfaces.push_back(std::move(i));
            target = &node.interfaces.back();
        }
        if (!target->address.isEmpty()) {
            note(target->id, LiveText::tr("%1 %2 has more than one address; only %3 is imported")
                                 .arg(node.name, alias, target->address));
            continue;
        }
        if (origin.compare(QLatin1String("Dhcp"), Qt::CaseInsensitive) == 0)
            note(target->id, LiveText::tr("%1 %2: %3 comes from DHCP; the design states it as fixed")
                                 .arg(node.name, alias, *row->ipAddress));
        target->address = *row->ipAddress;
        SeenAddress seen;
        seen.nodeId = node.id;
        seen.interfaceId = target->id;
        seen.alias = alias;
        seen.address = *row->ipAddress;
        seen.prefixLength = int(*row->prefixLength);
        seen.vlan = vlan;
        seen.rdma = target->rdma;
        for (const evidence::Route &r : e.netRoute.rows)
            if (r.interfaceAlias.valueOr(QString()).compare(alias, Qt::CaseInsensitive) == 0 && r.nextHop.known()
                && *r.nextHop != QLatin1String("0.0.0.0")) {
                seen.defaultRoute = true;
                seen.gateway = *r.nextHop;
            }
        if (const auto *d = rowNamed(e.dnsClientServerAddress, &evidence::DnsServers::interfaceAlias, alias))
            seen.dns = d->serverAddresses.valueOr({});
        if (const auto *d = rowNamed(e.dnsClient, &evidence::DnsClient::interfaceAlias, alias))
            if (d->registerThisConnectionsAddress.known())
                seen.registerDns = *d->registerThisConnectionsAddress;
        // An IPv4 MTU other than the interface's frame less its 14-byte header
        // was set on purpose: the design states it (and the rules judge it).
        if (const auto *ip = rowNamed(e.netIPInterface, &evidence::IpInterface::interfaceAlias, alias);
            ip && ip->nlMtu.known()) {
            bool ok = false;
            const int frame = property(e, alias, "*JumboPacket").toInt(&ok);
            if (*ip->nlMtu != (ok && frame > 0 ? frame : 1514) - 14 && *ip->nlMtu >= 576 && *ip->nlMtu <= 16114)
                target->mtu = int(*ip->nlMtu);
        }
        m_addresses.push_back(seen);
    }
}

void HostImport::addHostSettings(Node &node, const HostEvidence &e)
{
    // SMB Multichannel constraints, per server.
    std::map<QString, QStringList> constraints;
    if (e.smbMultichannelConstraint.collected())
        for (const evidence::SmbConstraint &c : e.smbMultichannelConstraint.rows)
            for (const Interface &i : node.interfaces) {
                const QString alias = i.attach.kind == AttachKind::VSwitch ? HostPlan::vnicAlias(i.name) : i.name;
                if (c.serverName.known() && alias.compare(c.interfaceAlias.valueOr(QString()), Qt::CaseInsensitive) == 0
                    && !constraints[*c.serverName].contains(i.id))
                    constraints[*c.serverName] << i.id;
            }
    for (const auto &[server, ids] : constraints)
        node.smbConstraints.push_back({server, ids});
    if (e.vmHost.collected() && !e.vmHost.rows.empty() && e.vmHost.rows.front().migrationPerformanceOption.known()) {
        const QString option = *e.vmHost.rows.front().migrationPerformanceOption;
        LiveMigration lm;
        lm.transport = option.compare(QLatin1String("SMB"), Qt::CaseInsensitive) == 0 ? LiveMigrationTransport::Smb
            : option.compare(QLatin1String("Compression"), Qt::CaseInsensitive) == 0
            ? LiveMigrationTransport::Compression
            : LiveMigrationTransport::Tcp;
        if (e.smbBandwidthLimit.collected())
            for (const evidence::SmbBandwidthLimit &l : e.smbBandwidthLimit.rows)
                if (l.category.valueOr(QString()).compare(QLatin1String("LiveMigration"), Qt::CaseInsensitive) == 0
                    && l.bytesPerSecond.valueOr(0) > 0 && *l.bytesPerSecond % 1000000 == 0)
                    lm.smbLimitMBps = int(*l.bytesPerSecond / 1000000);
        node.liveMigration = lm;
    }
}

} // namespace hvnet

#include "exportresult.h"
#include "filenames.h"
#include "report.h"

#include "design.h"
#include "validation/rulecatalogue.h"
#include "validation/validator.h"

#include <QCoreApplication>
#include <QLocale>

#include <set>

namespace hvnet {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("hvnet::Report", text, disambiguation, n);
}

QString yesNo(bool value)
{
    return value ? tr("yes") : tr("no");
}

QString osName(OsVersion os)
{
    switch (os) {
    case OsVersion::Ws2012: return QStringLiteral("Windows Server 2012");
    case OsVersion::Ws2012R2: return QStringLiteral("Windows Server 2012 R2");
    case OsVersion::Ws2016: return QStringLiteral("Windows Server 2016");
    case OsVersion::Ws2019: return QStringLiteral("Windows Server 2019");
    case OsVersion::Ws2022: return QStringLiteral("Windows Server 2022");
    case OsVersion::Ws2025: return QStringLiteral("Windows Server 2025");
    case OsVersion::AzureLocal: return QStringLiteral("Azure Local");
    }
    return {};
}

QString rdmaName(RdmaTransport t)
{
    switch (t) {
    case RdmaTransport::None: return tr("none");
    case RdmaTransport::Iwarp: return QStringLiteral("iWARP");
    case RdmaTransport::Roce: return QStringLiteral("RoCE");
    case RdmaTransport::RoceV2: return QStringLiteral("RoCEv2");
    }
    return {};
}

QString purposeName(SubnetPurpose p)
{
    switch (p) {
    case SubnetPurpose::Management: return tr("management");
    case SubnetPurpose::Storage: return tr("storage");
    case SubnetPurpose::LiveMigration: return tr("live migration");
    case SubnetPurpose::Cluster: return tr("cluster");
    case SubnetPurpose::Vm: return tr("virtual machines");
    case SubnetPurpose::Backup: return tr("backup");
    case SubnetPurpose::Other: return tr("other");
    }
    return {};
}

QString roleName(NodeRole r)
{
    switch (r) {
    case NodeRole::HyperVHost: return tr("Hyper-V host");
    case NodeRole::SofsNode: return tr("SOFS node");
    case NodeRole::S2dNode: return tr("S2D node");
    case NodeRole::Other: return tr("other");
    }
    return {};
}

QString clusterKindName(ClusterKind k)
{
    switch (k) {
    case ClusterKind::HyperV: return tr("Hyper-V cluster");
    case ClusterKind::Sofs: return tr("Scale-Out File Server");
    case ClusterKind::S2d: return tr("Storage Spaces Direct");
    }
    return {};
}

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Error: return tr("error");
    case Severity::Warning: return tr("warning");
    case Severity::Info: return tr("info");
    }
    return {};
}

QString trafficName(TrafficKind t)
{
    switch (t) {
    case TrafficKind::SmbDirect: return tr("SMB Direct");
    case TrafficKind::Cluster: return tr("cluster heartbeat");
    case TrafficKind::LiveMigration: return tr("live migration");
    case TrafficKind::Custom: return tr("custom");
    }
    return {};
}

QString teamModeName(TeamMode m)
{
    switch (m) {
    case TeamMode::SwitchIndependent: return tr("switch independent");
    case TeamMode::Static: return tr("static");
    case TeamMode::Lacp: return QStringLiteral("LACP");
    }
    return {};
}

QString loadBalancingName(TeamLoadBalancing lb)
{
    switch (lb) {
    case TeamLoadBalancing::Dynamic: return tr("dynamic");
    case TeamLoadBalancing::HyperVPort: return tr("Hyper-V port");
    case TeamLoadBalancing::AddressHash: return tr("address hash");
    }
    return {};
}

QString migrationName(LiveMigrationTransport t)
{
    switch (t) {
    case LiveMigrationTransport::Tcp: return QStringLiteral("TCP/IP");
    case LiveMigrationTransport::Compression: return tr("compression");
    case LiveMigrationTransport::Smb: return QStringLiteral("SMB");
    }
    return {};
}

QString platformName(SwitchPlatform p)
{
    switch (p) {
    case SwitchPlatform::CiscoNxos: return QStringLiteral("Cisco NX-OS");
    case SwitchPlatform::DellOs10: return QStringLiteral("Dell OS10");
    case SwitchPlatform::AristaEos: return QStringLiteral("Arista EOS");
    case SwitchPlatform::HpeComware: return QStringLiteral("HPE Comware");
    case SwitchPlatform::ArubaCx: return QStringLiteral("HPE Aruba AOS-CX");
    case SwitchPlatform::NvidiaCumulus: return QStringLiteral("NVIDIA Cumulus Linux");
    case SwitchPlatform::JuniperJunos: return QStringLiteral("Juniper Junos");
    case SwitchPlatform::Generic: return tr("generic");
    }
    return {};
}

QString linkKindName(LinkKind k)
{
    return k == LinkKind::PeerLink ? tr("peer link") : tr("cable");
}

QString speed(double gbps)
{
    return tr("%1 Gb/s").arg(QLocale::c().toString(gbps, 'g', 4));
}

QString vlanText(int vlan)
{
    return vlan == 0 ? tr("untagged") : QString::number(vlan);
}

QString intList(const std::vector<int> &values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}

ReportBlock paragraph(const QString &text)
{
    return ReportBlock{ReportBlock::Paragraph, text, {}, {}};
}
ReportBlock subheading(const QString &text)
{
    return ReportBlock{ReportBlock::Subheading, text, {}, {}};
}
ReportBlock table(ReportTable t)
{
    return ReportBlock{ReportBlock::Table, {}, std::move(t), {}};
}

class Builder
{
public:
    Builder(const Design &design, const ValidationResult &validation, const std::vector<ExportedFile> &generated,
        const ReportOptions &options)
        : d(design), v(validation), files(generated), opt(options)
    {
        for (const Node &node : d.nodes)
            for (const Adapter &a : node.adapters)
                adapterOwner.emplace(a.id, std::pair(&node, &a));
        for (const Switch &sw : d.switches)
            for (const SwitchPort &p : sw.ports)
                portOwner.emplace(p.id, std::pair(&sw, &p));
    }

    Report build()
    {
        Report r;
        r.title = d.meta.name;
        r.subtitle = tr("Network design report");
        if (!d.meta.customer.isEmpty())
            r.titleFacts.push_back({tr("Customer"), d.meta.customer});
        if (!d.meta.author.isEmpty())
            r.titleFacts.push_back({tr("Author"), d.meta.author});
        if (!d.meta.revision.isEmpty())
            r.titleFacts.push_back({tr("Revision"), d.meta.revision});
        if (opt.includeDate)
            r.titleFacts.push_back({tr("Date"), opt.date.toString(Qt::ISODate)});
        r.description = d.meta.description;
        r.sections.push_back(summary());
        r.sections.push_back(topology());
        r.sections.push_back(networks());
        r.sections.push_back(qos());
        clusters(r.sections);
        cabling(r.sections);
        r.sections.push_back(validation());
        r.sections.push_back(deployment());
        if (opt.appendix)
            r.sections.push_back(appendix());
        return r;
    }

private:
    QString nodeName(const QString &id) const
    {
        const Node *n = d.node(id);
        return n ? n->name : id;
    }

    QString objectName(const QString &id) const
    {
        if (const Node *n = d.node(id))
            return n->name;
        if (const Switch *s = d.switchById(id))
            return s->name;
        if (const Subnet *s = d.subnet(id))
            return s->name;
        if (const Cluster *c = d.cluster(id))
            return c->name;
        if (const auto a = adapterOwner.find(id); a != adapterOwner.end())
            return a->second.first->name + QLatin1Char('/') + a->second.second->name;
        if (const auto p = portOwner.find(id); p != portOwner.end())
            return p->second.first->name + QLatin1Char('/') + p->second.second->name;
        for (const Node &n : d.nodes) {
            if (const Interface *i = n.interface(id))
                return n.name + QLatin1Char('/') + i->name;
            if (const Team *t = n.team(id))
                return n.name + QLatin1Char('/') + t->name;
            if (const VSwitch *s = n.vswitch(id))
                return n.name + QLatin1Char('/') + s->name;
        }
        return id;
    }

    ReportSection summary() const
    {
        ReportSection s{QStringLiteral("summary"), tr("Summary"), 1, true, {}};
        int hosts = 0, storage = 0, other = 0;
        std::set<QString> transports;
        std::set<QString> systems;
        for (const Node &n : d.nodes) {
            (n.role == NodeRole::HyperVHost ? hosts : n.role == NodeRole::Other ? other : storage)++;
            systems.insert(osName(d.osOf(n)));
            for (const Adapter &a : n.adapters)
                if (a.rdma != RdmaTransport::None)
                    transports.insert(rdmaName(a.rdma));
        }
        int cables = 0;
        for (const Link &l : d.links)
            cables += l.kind == LinkKind::Cable;
        QString verdict;
        if (v.errors > 0)
            verdict = tr("not ready to build: errors %1, warnings %2").arg(v.errors).arg(v.warnings);
        else if (v.warnings > 0)
            verdict = tr("no errors; warnings %1").arg(v.warnings);
        else
            verdict = tr("passes every rule");
        if (v.suppressed > 0)
            verdict += tr("; accepted deviations %1").arg(v.suppressed);
        ReportTable t{{tr("Item"), tr("Value")}, {}};
        t.rows.push_back({tr("Nodes"),
            tr("%1 (%2 Hyper-V hosts, %3 storage nodes, %4 other)")
                .arg(d.nodes.size())
                .arg(hosts)
                .arg(storage)
                .arg(other)});
        t.rows.push_back({tr("Clusters"), QString::number(d.clusters.size())});
        t.rows.push_back({tr("Subnets"), QString::number(d.subnets.size())});
        t.rows.push_back({tr("Switches"), QString::number(d.switches.size())});
        t.rows.push_back({tr("Cables"), QString::number(cables)});
        QStringList transportList(transports.begin(), transports.end());
        t.rows.push_back(
            {tr("RDMA transport"), transportList.isEmpty() ? tr("none") : transportList.join(QStringLiteral(", "))});
        QStringList systemList(systems.begin(), systems.end());
        t.rows.push_back({tr("Operating system"),
            systemList.isEmpty() ? osName(d.platform.os) : systemList.join(QStringLiteral(", "))});
        t.rows.push_back({tr("Network ATC"), yesNo(d.platform.networkAtc)});
        t.rows.push_back({tr("Validation"), verdict});
        s.blocks.push_back(table(std::move(t)));
        return s;
    }

    ReportSection topology() const
    {
        ReportSection s{QStringLiteral("topology"), tr("Topology"), 1, true, {}};
        ReportBlock fig{ReportBlock::Figure,
            tr("The design as drawn in the designer: nodes with their adapters (orange ports carry RDMA), switches, "
               "and cables coloured by the subnet they carry."),
            {}, QStringLiteral("diagram")};
        s.blocks.push_back(fig);
        return s;
    }

    QString dnsRegistration(const Subnet &subnet) const
    {
        int on = 0, off = 0;
        for (const Node &n : d.nodes)
            for (const Interface &i : n.interfaces)
                if (i.subnet == subnet.id)
                    (registersInDns(i, &subnet) ? on : off)++;
        if (on == 0 && off == 0)
            return QStringLiteral("-");
        if (off == 0)
            return tr("yes");
        if (on == 0)
            return tr("no");
        return tr("%1 of %2 interfaces").arg(on).arg(on + off);
    }

    ReportSection networks() const
    {
        ReportSection s{QStringLiteral("networks"), tr("Networks"), 1, true, {}};
        ReportTable t{{tr("Subnet"), tr("Purpose"), tr("Prefix"), tr("VLAN"), tr("Gateway"), tr("DNS servers"),
                          tr("Registers in DNS"), tr("Routed")},
            {}};
        for (const Subnet &n : d.subnets)
            t.rows.push_back({n.name, purposeName(n.purpose), n.prefix, vlanText(n.vlan),
                n.gateway.isEmpty() ? QStringLiteral("-") : n.gateway,
                n.dns.isEmpty() ? QStringLiteral("-") : n.dns.join(QStringLiteral(", ")), dnsRegistration(n),
                n.gateway.isEmpty() ? tr("no, isolated") : tr("yes")});
        s.blocks.push_back(table(std::move(t)));
        return s;
    }

    ReportSection qos() const
    {
        ReportSection s{QStringLiteral("qos"), tr("Quality of service"), 1, false, {}};
        if (d.qos.classes.empty()) {
            s.blocks.push_back(paragraph(tr("The design defines no traffic classes: no DCB on the hosts.")));
            return s;
        }
        s.blocks.push_back(paragraph(tr("Hosts: DCBX willing is %1; every other priority shares the default class.")
                                         .arg(d.qos.dcbxWilling ? tr("on") : tr("off"))));
        ReportTable host{{tr("Class"), tr("Traffic"), tr("Priority"), tr("PFC"), tr("ETS share")}, {}};
        int used = 0;
        for (const QosClass &c : d.qos.classes) {
            QString traffic = trafficName(c.traffic);
            if (c.port)
                traffic += tr(" (port %1)").arg(*c.port);
            host.rows.push_back({c.name, traffic, QString::number(c.priority), yesNo(c.pfc),
                QStringLiteral("%1 %").arg(c.bandwidthPercent)});
            used += c.bandwidthPercent;
        }
        host.rows.push_back({tr("default"), tr("everything else"), QStringLiteral("0"), tr("no"),
            QStringLiteral("%1 %").arg(std::max(0, 100 - used))});
        s.blocks.push_back(subheading(tr("Host side")));
        s.blocks.push_back(table(std::move(host)));

        // The switch side: what each switch is configured with, the design's
        // policy unless the switch states its own.
        std::vector<int> designPfc;
        std::map<int, int> designEts;
        for (const QosClass &c : d.qos.classes) {
            if (c.pfc)
                designPfc.push_back(c.priority);
            designEts[c.priority] += c.bandwidthPercent;
        }
        ReportTable sw{
            {tr("Switch"), tr("DCB"), tr("MTU"), tr("PFC priorities"), tr("ETS shares"), tr("DCBX willing")}, {}};
        for (const Switch &x : d.switches) {
            const std::vector<int> pfc = x.qos && x.qos->pfcPriorities ? *x.qos->pfcPriorities : designPfc;
            const std::map<int, int> ets = x.qos && x.qos->bandwidth ? *x.qos->bandwidth : designEts;
            QStringList shares;
            for (const auto &[priority, percent] : ets)
                shares << QStringLiteral("%1: %2 %").arg(priority).arg(percent);
            const bool willing = x.qos && x.qos->dcbxWilling ? *x.qos->dcbxWilling : false;
            sw.rows.push_back({x.name, yesNo(x.dcb), QString::number(x.mtu), x.dcb ? intList(pfc) : QStringLiteral("-"),
                x.dcb ? shares.join(QStringLiteral(", ")) : QStringLiteral("-"), yesNo(willing)});
        }
        if (!d.switches.empty()) {
            s.blocks.push_back(subheading(tr("Switch side")));
            s.blocks.push_back(table(std::move(sw)));
        }
        s.blocks.push_back(ReportBlock{ReportBlock::Figure,
            tr("ETS bandwidth shares per priority, hosts and switches side by side."), {}, QStringLiteral("ets")});
        return s;
    }

    QString attachText(const Node &n, const Interface &i) const
    {
        QString target = i.attach.target;
        if (const Adapter *a = n.adapter(target))
            target = a->name;
        else if (const Team *t = n.team(target))
            target = tr("team %1").arg(t->name);
        else if (const VSwitch *s = n.vswitch(target))
            target = tr("vSwitch %1").arg(s->name);
        if (!i.attach.teamMapping.isEmpty())
            if (const Adapter *a = n.adapter(i.attach.teamMapping))
                target += tr(" (mapped to %1)").arg(a->name);
        return target;
    }

    void node(ReportSection &s, const Node &n) const
    {
        s.blocks.push_back(ReportBlock{ReportBlock::GroupBegin, n.id, {}, {}});
        s.blocks.push_back(subheading(tr("%1 (%2, %3)").arg(n.name, roleName(n.role), osName(d.osOf(n)))));
        ReportTable adapters{{tr("Adapter"), tr("Model"), tr("Speed"), tr("RDMA"), tr("Card"), tr("Jumbo packet")}, {}};
        for (const Adapter &a : n.adapters)
            adapters.rows.push_back({a.name, a.model, speed(a.speedGbps), rdmaName(a.rdma),
                a.card.isEmpty() ? QStringLiteral("-") : a.card, QString::number(a.effectiveJumboPacket())});
        if (!adapters.rows.empty())
            s.blocks.push_back(table(std::move(adapters)));
        ReportTable teams{{tr("Team"), tr("Members"), tr("Mode"), tr("Load balancing")}, {}};
        for (const Team &t : n.teams) {
            QStringList members;
            for (const QString &m : t.members)
                members << (n.adapter(m) ? n.adapter(m)->name : m);
            teams.rows.push_back(
                {t.name, members.join(QStringLiteral(", ")), teamModeName(t.mode), loadBalancingName(t.loadBalancing)});
        }
        if (!teams.rows.empty())
            s.blocks.push_back(table(std::move(teams)));
        ReportTable switches{{tr("vSwitch"), tr("Uplinks"), tr("Embedded teaming"), tr("Management OS")}, {}};
        for (const VSwitch &x : n.vswitches) {
            QStringList uplinks;
            for (const QString &u : x.uplinks)
                uplinks << (n.adapter(u) ? n.adapter(u)->name : n.team(u) ? n.team(u)->name : u);
            switches.rows.push_back(
                {x.name, uplinks.join(QStringLiteral(", ")), yesNo(x.embeddedTeaming), yesNo(x.allowManagementOS)});
        }
        if (!switches.rows.empty())
            s.blocks.push_back(table(std::move(switches)));
        ReportTable ifaces{
            {tr("Interface"), tr("Attached to"), tr("Subnet"), tr("Address"), tr("VLAN"), tr("RDMA")}, {}};
        for (const Interface &i : n.interfaces) {
            const Subnet *sub = d.subnet(i.subnet);
            QString address = i.address;
            if (sub && !address.isEmpty() && !address.contains(QLatin1Char('/')))
                address += sub->prefix.mid(sub->prefix.indexOf(QLatin1Char('/')));
            ifaces.rows.push_back({i.name, attachText(n, i), sub ? sub->name : i.subnet,
                address.isEmpty() ? tr("(not assigned)") : address, sub ? vlanText(sub->vlan) : QStringLiteral("-"),
                yesNo(i.rdma)});
        }
        if (!ifaces.rows.empty())
            s.blocks.push_back(table(std::move(ifaces)));
        for (const SmbConstraint &c : n.smbConstraints) {
            QStringList names;
            for (const QString &id : c.interfaces)
                names << (n.interface(id) ? n.interface(id)->name : id);
            s.blocks.push_back(paragraph(tr("SMB Multichannel constraint: to %1 only through %2.")
                                             .arg(c.server, names.join(QStringLiteral(", ")))));
        }
        if (n.liveMigration) {
            QString text = tr("Live migration: %1").arg(migrationName(n.liveMigration->transport));
            if (n.liveMigration->smbLimitMBps)
                text += tr(", SMB bandwidth limit %1 MB/s").arg(*n.liveMigration->smbLimitMBps);
            s.blocks.push_back(paragraph(text + QLatin1Char('.')));
        }
        s.blocks.push_back(ReportBlock{ReportBlock::GroupEnd, n.id, {}, {}});
    }

    void clusters(std::vector<ReportSection> &out) const
    {
        ReportSection head{QStringLiteral("nodes"), tr("Clusters and nodes"), 1, true, {}};
        head.blocks.push_back(
            paragraph(tr("Each node with its adapters, teams, virtual switches and interfaces, grouped by cluster.")));
        out.push_back(std::move(head));
        std::set<QString> placed;
        for (const Cluster &c : d.clusters) {
            ReportSection s{QStringLiteral("cluster-") + c.id, tr("Cluster %1").arg(c.name), 2, true, {}};
            ReportTable t{{tr("Item"), tr("Value")}, {}};
            t.rows.push_back({tr("Kind"), clusterKindName(c.kind)});
            QStringList members;
            for (const QString &m : c.members)
                members << nodeName(m);
            t.rows.push_back({tr("Members"), members.join(QStringLiteral(", "))});
            if (!c.accessPoint.isEmpty())
                t.rows.push_back({tr("Access point"), c.accessPoint});
            if (!c.addresses.isEmpty())
                t.rows.push_back({tr("Addresses"), c.addresses.join(QStringLiteral(", "))});
            s.blocks.push_back(table(std::move(t)));
            for (const QString &m : c.members)
                if (const Node *n = d.node(m); n && placed.insert(m).second)
                    node(s, *n);
            out.push_back(std::move(s));
        }
        ReportSection rest{QStringLiteral("unclustered"), tr("Nodes outside a cluster"), 2, true, {}};
        for (const Node &n : d.nodes)
            if (!placed.count(n.id))
                node(rest, n);
        if (!rest.blocks.empty())
            out.push_back(std::move(rest));
    }

    // The VLANs the adapter at the other end of a port carries, from the
    // subnets of the interfaces that leave through it.
    QString carriedVlans(const std::map<QString, QString> &peer, const QString &portId) const
    {
        const auto it = peer.find(portId);
        if (it == peer.end())
            return QStringLiteral("-");
        const auto owner = adapterOwner.find(it->second);
        if (owner == adapterOwner.end())
            return QStringLiteral("-");
        const Node &n = *owner->second.first;
        std::set<int> vlans;
        for (const Interface &i : n.interfaces)
            if (adaptersUnder(n, i).contains(it->second))
                if (const Subnet *sub = d.subnet(i.subnet))
                    vlans.insert(sub->vlan);
        QStringList parts;
        for (int vlan : vlans)
            parts << vlanText(vlan);
        return parts.isEmpty() ? QStringLiteral("-") : parts.join(QStringLiteral(", "));
    }

    void cabling(std::vector<ReportSection> &out) const
    {
        ReportSection head{QStringLiteral("cabling"), tr("Cabling"), 1, true, {}};
        head.blocks.push_back(paragraph(tr("Every switch port with what it connects to, the VLANs it carries and "
                                           "whether PFC is on; then the direct connections and peer links.")));
        out.push_back(std::move(head));
        std::map<QString, QString> peer; // port id -> other end
        for (const Link &l : d.links) {
            peer[l.a] = l.b;
            peer[l.b] = l.a;
        }
        for (const Switch &sw : d.switches) {
            ReportSection s{QStringLiteral("cabling-") + sw.id, tr("Switch %1").arg(sw.name), 2, true, {}};
            s.blocks.push_back(paragraph(
                tr("Platform %1%2; DCB %3; MTU %4.")
                    .arg(platformName(sw.platform), sw.model.isEmpty() ? QString() : QStringLiteral(", ") + sw.model,
                        sw.dcb ? tr("on") : tr("off"))
                    .arg(sw.mtu)));
            ReportTable t{{tr("Port"), tr("Speed"), tr("Connected to"), tr("VLANs"), tr("Native"), tr("PFC")}, {}};
            for (const SwitchPort &p : sw.ports) {
                QString other = QStringLiteral("-");
                if (const auto it = peer.find(p.id); it != peer.end())
                    other = objectName(it->second);
                QString vlans = p.vlans ? intList(*p.vlans) : carriedVlans(peer, p.id);
                t.rows.push_back({p.name, speed(p.speedGbps), other, vlans,
                    p.nativeVlan ? QString::number(*p.nativeVlan) : QStringLiteral("-"),
                    p.pfc ? yesNo(*p.pfc) : (sw.dcb ? tr("yes") : tr("no"))});
            }
            s.blocks.push_back(table(std::move(t)));
            out.push_back(std::move(s));
        }
        ReportTable direct{{tr("End A"), tr("End B"), tr("Kind")}, {}};
        for (const Link &l : d.links) {
            const bool switchPortA = portOwner.count(l.a), switchPortB = portOwner.count(l.b);
            // A node-to-switch cable is listed with its switch above.
            if (l.kind == LinkKind::PeerLink || (!switchPortA && !switchPortB))
                direct.rows.push_back({objectName(l.a), objectName(l.b), linkKindName(l.kind)});
        }
        if (!direct.rows.empty()) {
            ReportSection s{QStringLiteral("cabling-direct"), tr("Direct connections and peer links"), 2, true, {}};
            s.blocks.push_back(table(std::move(direct)));
            out.push_back(std::move(s));
        }
    }

    ReportSection validation() const
    {
        ReportSection s{QStringLiteral("validation"), tr("Validation"), 1, true, {}};
        s.blocks.push_back(paragraph(tr("Errors: %1. Warnings: %2. Notes: %3. Accepted deviations: %4.")
                                         .arg(v.errors)
                                         .arg(v.warnings)
                                         .arg(v.infos)
                                         .arg(v.suppressed)));
        ReportTable findings{{tr("Severity"), tr("Rule"), tr("Finding"), tr("Objects")}, {}};
        ReportTable accepted{{tr("Rule"), tr("Finding"), tr("Reason")}, {}};
        std::vector<QString> rules;
        for (const Finding &f : v.findings) {
            QStringList objects;
            for (const QString &o : f.objects)
                objects << objectName(o);
            if (f.suppressed)
                accepted.rows.push_back({f.rule, f.message, f.reason});
            else
                findings.rows.push_back(
                    {severityName(f.severity), f.rule, f.message, objects.join(QStringLiteral(", "))});
            if (std::find(rules.begin(), rules.end(), f.rule) == rules.end())
                rules.push_back(f.rule);
        }
        if (findings.rows.empty())
            s.blocks.push_back(paragraph(tr("The design passes every rule of the catalogue.")));
        else
            s.blocks.push_back(table(std::move(findings)));
        if (!accepted.rows.empty()) {
            s.blocks.push_back(subheading(tr("Accepted deviations")));
            s.blocks.push_back(table(std::move(accepted)));
        }
        if (!rules.empty()) {
            s.blocks.push_back(subheading(tr("Why these rules matter")));
            const RuleCatalogue &catalogue = RuleCatalogue::standard();
            for (const QString &id : rules)
                if (const Rule *rule = catalogue.find(id))
                    s.blocks.push_back(paragraph(
                        tr("%1 - %2. %3 Source: %4").arg(id, rule->title(), rule->rationale(), rule->source())));
        }
        return s;
    }

    ReportSection deployment() const
    {
        ReportSection s{QStringLiteral("deployment"), tr("Deployment order"), 1, true, {}};
        struct Step {
            int phase;
            QString where;
            QString what;
            QString how;
        };
        std::vector<Step> steps;
        std::map<QString, QString> byFile;
        for (const Switch &sw : d.switches)
            byFile[QStringLiteral("switches/") + safeFileName(sw.name) + QStringLiteral(".cfg")] = sw.name;
        for (const ExportedFile &f : files) {
            const QString base = f.path.section(QLatin1Char('/'), -1);
            if (f.path.startsWith(QLatin1String("switches/"))) {
                const auto it = byFile.find(f.path);
                steps.push_back({0, it != byFile.end() ? it->second : tr("every switch"), f.path,
                    it != byFile.end() ? tr("apply in the switch's configuration mode, then save")
                                       : tr("read before configuring the switches")});
                continue;
            }
            if (!f.path.startsWith(QLatin1String("powershell/")))
                continue;
            const bool check = base.endsWith(QLatin1String(".check.ps1"));
            const QString stem = base.left(base.size() - (check ? 10 : 4));
            for (const Node &n : d.nodes)
                if (safeFileName(n.name) == stem)
                    steps.push_back({check ? 4 : (n.role == NodeRole::HyperVHost ? 2 : 1), n.name, f.path,
                        check ? tr("run to compare the node with the design") : tr("run as administrator")});
            for (const Cluster &c : d.clusters)
                if (safeFileName(c.name) == stem)
                    steps.push_back({c.kind == ClusterKind::HyperV ? 3 : 2, tr("one node of %1").arg(c.name), f.path,
                        tr("run once, after every member's script")});
        }
        std::stable_sort(steps.begin(), steps.end(), [](const Step &a, const Step &b) { return a.phase < b.phase; });
        ReportTable t{{tr("Step"), tr("Where"), tr("File"), tr("How")}, {}};
        int n = 1;
        for (const Step &step : steps)
            t.rows.push_back({QString::number(n++), step.where, step.what, step.how});
        if (t.rows.empty())
            s.blocks.push_back(
                paragraph(tr("Export the PowerShell scripts and switch configurations to see the order.")));
        else {
            s.blocks.push_back(paragraph(tr("Switches first, so that DCB is in place before the hosts send RDMA "
                                            "traffic; then storage nodes, hosts, clusters, and finally the checks.")));
            s.blocks.push_back(table(std::move(t)));
        }
        return s;
    }

    ReportSection appendix() const
    {
        ReportSection s{QStringLiteral("appendix"), tr("Appendix: generated scripts and configurations"), 1, true, {}};
        for (const ExportedFile &f : files) {
            s.blocks.push_back(subheading(f.path));
            s.blocks.push_back(ReportBlock{ReportBlock::Code, QString::fromUtf8(f.content), {}, {}});
        }
        return s;
    }

    const Design &d;
    const ValidationResult &v;
    const std::vector<ExportedFile> &files;
    const ReportOptions &opt;
    std::map<QString, std::pair<const Node *, const Adapter *>> adapterOwner;
    std::map<QString, std::pair<const Switch *, const SwitchPort *>> portOwner;
};

} // namespace

Report ReportBuilder::build(const Design &design, const ValidationResult &validation,
    const std::vector<ExportedFile> &generated, const ReportOptions &options)
{
    return Builder(design, validation, generated, options).build();
}

} // namespace hvnet

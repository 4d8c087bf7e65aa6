#include "exporters/exportresult.h"
#include "exporters/labels.h"
#include "plans/filenames.h"
#include "plans/switchplan.h"
#include "report.h"

#include "model/design.h"
#include "model/validation/rulecatalogue.h"
#include "model/validation/validator.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QLocale>

#include <set>

namespace hvnet {

namespace {

QString yesNo(bool value)
{
    return value ? ReportText::tr("yes") : ReportText::tr("no");
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
    case RdmaTransport::None: return ReportText::tr("none");
    case RdmaTransport::Iwarp: return QStringLiteral("iWARP");
    case RdmaTransport::Roce: return QStringLiteral("RoCE");
    case RdmaTransport::RoceV2: return QStringLiteral("RoCEv2");
    }
    return {};
}

QString purposeName(SubnetPurpose p)
{
    switch (p) {
    case SubnetPurpose::Management: return ReportText::tr("management");
    case SubnetPurpose::Storage: return ReportText::tr("storage");
    case SubnetPurpose::LiveMigration: return ReportText::tr("live migration");
    case SubnetPurpose::Cluster: return ReportText::tr("cluster");
    case SubnetPurpose::Vm: return ReportText::tr("virtual machines");
    case SubnetPurpose::Backup: return ReportText::tr("backup");
    case SubnetPurpose::Other: return ReportText::tr("other");
    }
    return {};
}

QString roleName(NodeRole r)
{
    switch (r) {
    case NodeRole::HyperVHost: return ReportText::tr("Hyper-V host");
    case NodeRole::SofsNode: return ReportText::tr("SOFS node");
    case NodeRole::S2dNode: return ReportText::tr("S2D node");
    case NodeRole::Other: return ReportText::tr("other");
    }
    return {};
}

QString clusterKindName(ClusterKind k)
{
    switch (k) {
    case ClusterKind::HyperV: return ReportText::tr("Hyper-V cluster");
    case ClusterKind::Sofs: return ReportText::tr("Scale-Out File Server");
    case ClusterKind::S2d: return ReportText::tr("Storage Spaces Direct");
    }
    return {};
}

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Error: return ReportText::tr("error");
    case Severity::Warning: return ReportText::tr("warning");
    case Severity::Info: return ReportText::tr("info");
    }
    return {};
}

QString trafficName(TrafficKind t)
{
    switch (t) {
    case TrafficKind::SmbDirect: return ReportText::tr("SMB Direct");
    case TrafficKind::Cluster: return ReportText::tr("cluster heartbeat");
    case TrafficKind::LiveMigration: return ReportText::tr("live migration");
    case TrafficKind::Custom: return ReportText::tr("custom");
    }
    return {};
}

QString teamModeName(TeamMode m)
{
    switch (m) {
    case TeamMode::SwitchIndependent: return ReportText::tr("switch independent");
    case TeamMode::Static: return ReportText::tr("static");
    case TeamMode::Lacp: return QStringLiteral("LACP");
    }
    return {};
}

QString loadBalancingName(TeamLoadBalancing lb)
{
    switch (lb) {
    case TeamLoadBalancing::Dynamic: return ReportText::tr("dynamic");
    case TeamLoadBalancing::HyperVPort: return ReportText::tr("Hyper-V port");
    case TeamLoadBalancing::AddressHash: return ReportText::tr("address hash");
    }
    return {};
}

QString migrationName(LiveMigrationTransport t)
{
    switch (t) {
    case LiveMigrationTransport::Tcp: return QStringLiteral("TCP/IP");
    case LiveMigrationTransport::Compression: return ReportText::tr("compression");
    case LiveMigrationTransport::Smb: return QStringLiteral("SMB");
    }
    return {};
}

QString linkKindName(LinkKind k)
{
    return k == LinkKind::PeerLink ? ReportText::tr("peer link") : ReportText::tr("cable");
}

QString speed(double gbps)
{
    return ReportText::tr("%1 Gb/s").arg(QLocale::c().toString(gbps, 'g', 4));
}

QString vlanText(int vlan)
{
    return vlan == 0 ? ReportText::tr("untagged") : QString::number(vlan);
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
        // The switch side as the generated configurations have it.
        for (const Switch &sw : d.switches)
            switchPlans.emplace(sw.id, SwitchPlan::forSwitch(d, sw));
    }

    Report build()
    {
        Report r;
        r.title = d.meta.name;
        r.subtitle = ReportText::tr("Network design report");
        if (!d.meta.customer.isEmpty())
            r.titleFacts.push_back({ReportText::tr("Customer"), d.meta.customer});
        if (!d.meta.author.isEmpty())
            r.titleFacts.push_back({ReportText::tr("Author"), d.meta.author});
        if (!d.meta.revision.isEmpty())
            r.titleFacts.push_back({ReportText::tr("Revision"), d.meta.revision});
        if (opt.includeDate)
            r.titleFacts.push_back({ReportText::tr("Date"), opt.date.toString(Qt::ISODate)});
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
        ReportSection s{QStringLiteral("summary"), ReportText::tr("Summary"), 1, true, {}};
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
            verdict = ReportText::tr("not ready to build: errors %1, warnings %2").arg(v.errors).arg(v.warnings);
        else if (v.warnings > 0)
            verdict = ReportText::tr("no errors; warnings %1").arg(v.warnings);
        else
            verdict = ReportText::tr("passes every rule");
        if (v.suppressed > 0)
            verdict += ReportText::tr("; accepted deviations %1").arg(v.suppressed);
        ReportTable t{{ReportText::tr("Item"), ReportText::tr("Value")}, {}};
        QStringList kinds;
        if (hosts > 0)
            kinds << ReportText::tr("Hyper-V hosts: %1").arg(hosts);
        if (storage > 0)
            kinds << ReportText::tr("storage nodes: %1").arg(storage);
        if (other > 0)
            kinds << ReportText::tr("other: %1").arg(other);
        t.rows.push_back({ReportText::tr("Nodes"),
            QStringLiteral("%1 (%2)").arg(d.nodes.size()).arg(kinds.join(QStringLiteral(", ")))});
        t.rows.push_back({ReportText::tr("Clusters"), QString::number(d.clusters.size())});
        t.rows.push_back({ReportText::tr("Subnets"), QString::number(d.subnets.size())});
        t.rows.push_back({ReportText::tr("Switches"), QString::number(d.switches.size())});
        t.rows.push_back({ReportText::tr("Cables"), QString::number(cables)});
        QStringList transportList(transports.begin(), transports.end());
        t.rows.push_back({ReportText::tr("RDMA transport"),
            transportList.isEmpty() ? ReportText::tr("none") : transportList.join(QStringLiteral(", "))});
        QStringList systemList(systems.begin(), systems.end());
        t.rows.push_back({ReportText::tr("Operating system"),
            systemList.isEmpty() ? osName(d.platform.os) : systemList.join(QStringLiteral(", "))});
        t.rows.push_back({ReportText::tr("Network ATC"), yesNo(d.platform.networkAtc)});
        t.rows.push_back({ReportText::tr("Validation"), verdict});
        s.blocks.push_back(table(std::move(t)));
        return s;
    }

    ReportSection topology() const
    {
        ReportSection s{QStringLiteral("topology"), ReportText::tr("Topology"), 1, true, {}};
        ReportBlock fig{ReportBlock::Figure,
            ReportText::tr(
                "The design as drawn in the designer: nodes with their adapters (orange ports carry RDMA), switches, "
                "and cables coloured by the subnet they carry."),
            {}, QStringLiteral("diagram")};
        s.blocks.push_back(fig);
        // The notes drawn on the canvas, in the order they were written; a
        // note's lines joined, as a paragraph does not break.
        if (!d.notes.empty())
            s.blocks.push_back(subheading(ReportText::tr("Notes")));
        for (const Note &note : d.notes) {
            QStringList lines = note.text.split(QLatin1Char('\n'));
            for (QString &line : lines)
                line = line.trimmed();
            lines.removeAll(QString());
            s.blocks.push_back(paragraph(lines.join(QStringLiteral(" / "))));
        }
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
            return ReportText::tr("yes");
        if (on == 0)
            return ReportText::tr("no");
        return ReportText::tr("%1 of %2 interfaces").arg(on).arg(on + off);
    }

    ReportSection networks() const
    {
        ReportSection s{QStringLiteral("networks"), ReportText::tr("Networks"), 1, true, {}};
        ReportTable t{{ReportText::tr("Subnet"), ReportText::tr("Purpose"), ReportText::tr("Prefix"),
                          ReportText::tr("VLAN"), ReportText::tr("Gateway"), ReportText::tr("DNS servers"),
                          ReportText::tr("Registers in DNS"), ReportText::tr("Routed")},
            {}};
        for (const Subnet &n : d.subnets)
            t.rows.push_back({n.name, purposeName(n.purpose), n.prefix, vlanText(n.vlan),
                n.gateway.isEmpty() ? QStringLiteral("-") : n.gateway,
                n.dns.isEmpty() ? QStringLiteral("-") : n.dns.join(QStringLiteral(", ")), dnsRegistration(n),
                n.gateway.isEmpty() ? ReportText::tr("no, isolated") : ReportText::tr("yes")});
        s.blocks.push_back(table(std::move(t)));
        return s;
    }

    ReportSection qos() const
    {
        ReportSection s{QStringLiteral("qos"), ReportText::tr("Quality of service"), 1, false, {}};
        if (d.qos.classes.empty()) {
            s.blocks.push_back(
                paragraph(ReportText::tr("The design defines no traffic classes: no DCB on the hosts.")));
            return s;
        }
        s.blocks.push_back(
            paragraph(ReportText::tr("Hosts: DCBX willing is %1; every other priority shares the default class.")
                          .arg(d.qos.dcbxWilling ? ReportText::tr("on") : ReportText::tr("off"))));
        ReportTable host{{ReportText::tr("Class"), ReportText::tr("Traffic"), ReportText::tr("Priority"),
                             ReportText::tr("PFC"), ReportText::tr("ETS share")},
            {}};
        int used = 0;
        for (const QosClass &c : d.qos.classes) {
            QString traffic = trafficName(c.traffic);
            if (c.port)
                traffic += ReportText::tr(" (port %1)").arg(*c.port);
            host.rows.push_back({c.name, traffic, QString::number(c.priority), yesNo(c.pfc),
                QStringLiteral("%1 %").arg(c.bandwidthPercent)});
            used += c.bandwidthPercent;
        }
        host.rows.push_back({ReportText::tr("default"), ReportText::tr("everything else"), QStringLiteral("0"),
            ReportText::tr("no"), QStringLiteral("%1 %").arg(std::max(0, 100 - used))});
        s.blocks.push_back(subheading(ReportText::tr("Host side")));
        s.blocks.push_back(table(std::move(host)));

        // The switch side: what each switch is configured with, the design's
        // policy unless the switch states its own (SwitchPlan decides, as for
        // the configurations).
        ReportTable sw{
            {ReportText::tr("Switch"), ReportText::tr("DCB"), ReportText::tr("MTU"), ReportText::tr("PFC priorities"),
                ReportText::tr("ETS shares"), ReportText::tr("DCBX willing")},
            {}};
        for (const Switch &x : d.switches) {
            const SwitchPlan &plan = switchPlans.at(x.id);
            QStringList shares;
            for (const SwitchPlan::Queue &q : plan.queues)
                shares << QStringLiteral("%1: %2 %").arg(q.priority).arg(q.bandwidth);
            sw.rows.push_back(
                {x.name, yesNo(x.dcb), QString::number(x.mtu), plan.qos ? intList(plan.lossless) : QStringLiteral("-"),
                    plan.qos ? shares.join(QStringLiteral(", ")) : QStringLiteral("-"), yesNo(plan.dcbxWilling)});
        }
        if (!d.switches.empty()) {
            s.blocks.push_back(subheading(ReportText::tr("Switch side")));
            s.blocks.push_back(table(std::move(sw)));
        }
        s.blocks.push_back(ReportBlock{ReportBlock::Figure,
            ReportText::tr("ETS bandwidth shares per priority, hosts and switches side by side."), {},
            QStringLiteral("ets")});
        return s;
    }

    QString attachText(const Node &n, const Interface &i) const
    {
        QString target = i.attach.target;
        if (const Adapter *a = n.adapter(target))
            target = a->name;
        else if (const Team *t = n.team(target))
            target = ReportText::tr("team %1").arg(t->name);
        else if (const VSwitch *s = n.vswitch(target))
            target = ReportText::tr("vSwitch %1").arg(s->name);
        if (!i.attach.teamMapping.isEmpty())
            if (const Adapter *a = n.adapter(i.attach.teamMapping))
                target += ReportText::tr(" (mapped to %1)").arg(a->name);
        return target;
    }

    void node(ReportSection &s, const Node &n) const
    {
        s.blocks.push_back(ReportBlock{ReportBlock::GroupBegin, n.id, {}, {}});
        s.blocks.push_back(subheading(ReportText::tr("%1 (%2, %3)").arg(n.name, roleName(n.role), osName(d.osOf(n)))));
        ReportTable adapters{{ReportText::tr("Adapter"), ReportText::tr("Model"), ReportText::tr("Speed"),
                                 ReportText::tr("RDMA"), ReportText::tr("Card"), ReportText::tr("Jumbo packet")},
            {}};
        for (const Adapter &a : n.adapters)
            adapters.rows.push_back({a.name, a.model, speed(a.speedGbps), rdmaName(a.rdma),
                a.card.isEmpty() ? QStringLiteral("-") : a.card, QString::number(a.effectiveJumboPacket())});
        if (!adapters.rows.empty())
            s.blocks.push_back(table(std::move(adapters)));
        ReportTable teams{{ReportText::tr("Team"), ReportText::tr("Members"), ReportText::tr("Mode"),
                              ReportText::tr("Load balancing")},
            {}};
        for (const Team &t : n.teams) {
            QStringList members;
            for (const QString &m : t.members)
                members << (n.adapter(m) ? n.adapter(m)->name : m);
            teams.rows.push_back(
                {t.name, members.join(QStringLiteral(", ")), teamModeName(t.mode), loadBalancingName(t.loadBalancing)});
        }
        if (!teams.rows.empty())
            s.blocks.push_back(table(std::move(teams)));
        ReportTable switches{{ReportText::tr("vSwitch"), ReportText::tr("Uplinks"), ReportText::tr("Embedded teaming"),
                                 ReportText::tr("Management OS")},
            {}};
        for (const VSwitch &x : n.vswitches) {
            QStringList uplinks;
            for (const QString &u : x.uplinks)
                uplinks << (n.adapter(u) ? n.adapter(u)->name : n.team(u) ? n.team(u)->name : u);
            switches.rows.push_back(
                {x.name, uplinks.join(QStringLiteral(", ")), yesNo(x.embeddedTeaming), yesNo(x.allowManagementOS)});
        }
        if (!switches.rows.empty())
            s.blocks.push_back(table(std::move(switches)));
        ReportTable ifaces{{ReportText::tr("Interface"), ReportText::tr("Attached to"), ReportText::tr("Subnet"),
                               ReportText::tr("Address"), ReportText::tr("VLAN"), ReportText::tr("RDMA")},
            {}};
        for (const Interface &i : n.interfaces) {
            const Subnet *sub = d.subnet(i.subnet);
            QString address = i.address;
            if (sub && !address.isEmpty() && !address.contains(QLatin1Char('/')))
                address += sub->prefix.mid(sub->prefix.indexOf(QLatin1Char('/')));
            ifaces.rows.push_back({i.name, attachText(n, i), sub ? sub->name : i.subnet,
                address.isEmpty() ? ReportText::tr("(not assigned)") : address,
                sub ? vlanText(sub->vlan) : QStringLiteral("-"), yesNo(i.rdma)});
        }
        if (!ifaces.rows.empty())
            s.blocks.push_back(table(std::move(ifaces)));
        for (const SmbConstraint &c : n.smbConstraints) {
            QStringList names;
            for (const QString &id : c.interfaces)
                names << (n.interface(id) ? n.interface(id)->name : id);
            s.blocks.push_back(paragraph(ReportText::tr("SMB Multichannel constraint: to %1 only through %2.")
                                             .arg(c.server, names.join(QStringLiteral(", ")))));
        }
        if (n.liveMigration) {
            QString text = ReportText::tr("Live migration: %1").arg(migrationName(n.liveMigration->transport));
            if (n.liveMigration->smbLimitMBps)
                text += ReportText::tr(", SMB bandwidth limit %1 MB/s").arg(*n.liveMigration->smbLimitMBps);
            s.blocks.push_back(paragraph(text + QLatin1Char('.')));
        }
        s.blocks.push_back(ReportBlock{ReportBlock::GroupEnd, n.id, {}, {}});
    }

    void clusters(std::vector<ReportSection> &out) const
    {
        ReportSection head{QStringLiteral("nodes"), ReportText::tr("Clusters and nodes"), 1, true, {}};
        head.blocks.push_back(paragraph(ReportText::tr(
            "Each node with its adapters, teams, virtual switches and interfaces, grouped by cluster.")));
        out.push_back(std::move(head));
        std::set<QString> placed;
        for (const Cluster &c : d.clusters) {
            ReportSection s{QStringLiteral("cluster-") + c.id, ReportText::tr("Cluster %1").arg(c.name), 2, true, {}};
            ReportTable t{{ReportText::tr("Item"), ReportText::tr("Value")}, {}};
            t.rows.push_back({ReportText::tr("Kind"), clusterKindName(c.kind)});
            QStringList members;
            for (const QString &m : c.members)
                members << nodeName(m);
            t.rows.push_back({ReportText::tr("Members"), members.join(QStringLiteral(", "))});
            if (!c.accessPoint.isEmpty())
                t.rows.push_back({ReportText::tr("Access point"), c.accessPoint});
            if (!c.addresses.isEmpty())
                t.rows.push_back({ReportText::tr("Addresses"), c.addresses.join(QStringLiteral(", "))});
            s.blocks.push_back(table(std::move(t)));
            if (wantsClusterDiagrams(d))
                s.blocks.push_back(ReportBlock{ReportBlock::Figure,
                    ReportText::tr("Cluster %1 as drawn in the designer: its members and the switch ports they use.")
                        .arg(c.name),
                    {}, QStringLiteral("cluster:") + c.id});
            for (const QString &m : c.members)
                if (const Node *n = d.node(m); n && placed.insert(m).second)
                    node(s, *n);
            out.push_back(std::move(s));
        }
        ReportSection rest{QStringLiteral("unclustered"), ReportText::tr("Nodes outside a cluster"), 2, true, {}};
        for (const Node &n : d.nodes)
            if (!placed.count(n.id))
                node(rest, n);
        if (!rest.blocks.empty())
            out.push_back(std::move(rest));
    }

    void cabling(std::vector<ReportSection> &out) const
    {
        ReportSection head{QStringLiteral("cabling"), ReportText::tr("Cabling"), 1, true, {}};
        head.blocks.push_back(
            paragraph(ReportText::tr("Every switch port with what it connects to, the VLANs it carries and "
                                     "whether PFC is on; then the direct connections and peer links.")));
        out.push_back(std::move(head));
        std::map<QString, QString> peer; // port id -> other end
        for (const Link &l : d.links) {
            peer[l.a] = l.b;
            peer[l.b] = l.a;
        }
        for (const Switch &sw : d.switches) {
            ReportSection s{QStringLiteral("cabling-") + sw.id, ReportText::tr("Switch %1").arg(sw.name), 2, true, {}};
            s.blocks.push_back(paragraph(
                ReportText::tr("Platform %1%2; DCB %3; MTU %4.")
                    .arg(Labels::platform(sw.platform), sw.model.isEmpty() ? QString() : QStringLiteral(", ") + sw.model,
                        sw.dcb ? ReportText::tr("on") : ReportText::tr("off"))
                    .arg(sw.mtu)));
            ReportTable t{{ReportText::tr("Port"), ReportText::tr("Speed"), ReportText::tr("Connected to"),
                              ReportText::tr("VLANs"), ReportText::tr("Native"), ReportText::tr("PFC")},
                {}};
            const std::vector<SwitchPlan::Port> &planned = switchPlans.at(sw.id).ports;
            auto port = planned.begin();
            for (const SwitchPort &p : sw.ports) {
                QString other = QStringLiteral("-");
                if (const auto it = peer.find(p.id); it != peer.end())
                    other = objectName(it->second);
                // VLANs, native VLAN and PFC as the switch's configuration
                // sets them; the plan has the cabled ports in this order.
                if (port == planned.end() || port->id != p.id) { // not cabled: not configured
                    t.rows.push_back({p.name, speed(p.speedGbps), other, QStringLiteral("-"), QStringLiteral("-"),
                        QStringLiteral("-")});
                    continue;
                }
                t.rows.push_back({p.name, speed(p.speedGbps), other,
                    port->vlans.isEmpty() ? QStringLiteral("-") : intList({port->vlans.begin(), port->vlans.end()}),
                    port->nativeVlan ? QString::number(*port->nativeVlan) : QStringLiteral("-"), yesNo(port->pfc)});
                ++port;
            }
            s.blocks.push_back(table(std::move(t)));
            out.push_back(std::move(s));
        }
        ReportTable direct{{ReportText::tr("End A"), ReportText::tr("End B"), ReportText::tr("Kind")}, {}};
        for (const Link &l : d.links) {
            const bool switchPortA = portOwner.count(l.a), switchPortB = portOwner.count(l.b);
            // A node-to-switch cable is listed with its switch above.
            if (l.kind == LinkKind::PeerLink || (!switchPortA && !switchPortB))
                direct.rows.push_back({objectName(l.a), objectName(l.b), linkKindName(l.kind)});
        }
        if (!direct.rows.empty()) {
            ReportSection s{
                QStringLiteral("links-direct"), ReportText::tr("Direct connections and peer links"), 2, false, {}};
            s.blocks.push_back(table(std::move(direct)));
            out.push_back(std::move(s));
        }
    }

    ReportSection validation() const
    {
        ReportSection s{QStringLiteral("validation"), ReportText::tr("Validation"), 1, true, {}};
        s.blocks.push_back(paragraph(ReportText::tr("Errors: %1. Warnings: %2. Notes: %3. Accepted deviations: %4.")
                                         .arg(v.errors)
                                         .arg(v.warnings)
                                         .arg(v.infos)
                                         .arg(v.suppressed)));
        ReportTable findings{
            {ReportText::tr("Severity"), ReportText::tr("Rule"), ReportText::tr("Finding"), ReportText::tr("Objects")},
            {}};
        ReportTable accepted{{ReportText::tr("Rule"), ReportText::tr("Finding"), ReportText::tr("Reason")}, {}};
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
            s.blocks.push_back(paragraph(ReportText::tr("The design passes every rule of the catalogue.")));
        else
            s.blocks.push_back(table(std::move(findings)));
        if (!accepted.rows.empty()) {
            s.blocks.push_back(subheading(ReportText::tr("Accepted deviations")));
            s.blocks.push_back(table(std::move(accepted)));
        }
        if (!rules.empty()) {
            s.blocks.push_back(subheading(ReportText::tr("Why these rules matter")));
            const RuleCatalogue &catalogue = RuleCatalogue::standard();
            for (const QString &id : rules)
                if (const Rule *rule = catalogue.find(id))
                    s.blocks.push_back(paragraph(ReportText::tr("%1 - %2. %3 Source: %4")
                                                     .arg(id, rule->title(), rule->rationale(), rule->source())));
        }
        return s;
    }

    ReportSection deployment() const
    {
        ReportSection s{QStringLiteral("deployment"), ReportText::tr("Deployment order"), 1, false, {}};
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
                steps.push_back({0, it != byFile.end() ? it->second : ReportText::tr("every switch"), f.path,
                    it != byFile.end() ? ReportText::tr("apply in the switch's configuration mode, then save")
                                       : ReportText::tr("read before configuring the switches")});
                continue;
            }
            if (!f.path.startsWith(QLatin1String("powershell/")))
                continue;
            const bool check = base.endsWith(QLatin1String(".check.ps1"));
            const QString stem = base.left(base.size() - (check ? 10 : 4));
            for (const Node &n : d.nodes)
                if (safeFileName(n.name) == stem)
                    steps.push_back({check ? 4 : (n.role == NodeRole::HyperVHost ? 2 : 1), n.name, f.path,
                        check ? ReportText::tr("run to compare the node with the design")
                              : ReportText::tr("run as administrator")});
            for (const Cluster &c : d.clusters)
                if (safeFileName(c.name) == stem)
                    steps.push_back(
                        {c.kind == ClusterKind::HyperV ? 3 : 2, ReportText::tr("one node of %1").arg(c.name), f.path,
                            ReportText::tr("run once, after every member's script")});
        }
        std::stable_sort(steps.begin(), steps.end(), [](const Step &a, const Step &b) { return a.phase < b.phase; });
        ReportTable t{
            {ReportText::tr("Step"), ReportText::tr("Where"), ReportText::tr("File"), ReportText::tr("How")}, {}};
        int n = 1;
        for (const Step &step : steps)
            t.rows.push_back({QString::number(n++), step.where, step.what, step.how});
        if (t.rows.empty())
            s.blocks.push_back(
                paragraph(ReportText::tr("Export the PowerShell scripts and switch configurations to see the order.")));
        else {
            s.blocks.push_back(
                paragraph(ReportText::tr("Switches first, so that DCB is in place before the hosts send RDMA "
                                         "traffic; then storage nodes, hosts, clusters, and finally the checks.")));
            s.blocks.push_back(table(std::move(t)));
        }
        return s;
    }

    ReportSection appendix() const
    {
        ReportSection s{
            QStringLiteral("appendix"), ReportText::tr("Appendix: generated scripts and configurations"), 1, true, {}};
        s.blocks.push_back(paragraph(
            ReportText::tr("Each file is printed as exported beside this report; on paper, a line longer than the page "
                           "continues on the next line after an arrow. Run the exported file, not a copy from the "
                           "page: its SHA-256 below tells the one you have is the one printed.")));
        for (const ExportedFile &f : files) {
            s.blocks.push_back(subheading(f.path));
            s.blocks.push_back(paragraph(ReportText::tr("SHA-256 %1")
                                             .arg(QString::fromLatin1(
                                                 QCryptographicHash::hash(f.content, QCryptographicHash::Sha256).toHex()))));
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
    std::map<QString, SwitchPlan> switchPlans; // switch id ->
};

} // namespace

bool wantsClusterDiagrams(const Design &design)
{
    return design.nodes.size() > 16 && design.clusters.size() > 1;
}

Report ReportBuilder::build(const Design &design, const ValidationResult &validation,
    const std::vector<ExportedFile> &generated, const ReportOptions &options)
{
    return Builder(design, validation, generated, options).build();
}

} // namespace hvnet

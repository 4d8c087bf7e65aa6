#include "fleetchecks.h"

#include "hostevidence.h"
#include "livecatalogue.h"
#include "livefindings.h"
#include "livetext.h"
#include "model/design.h"
#include "model/ipv4.h"
#include "pathevidence.h"
#include "plans/clusterplan.h"
#include "plans/psliteral.h"
#include "plans/storagepaths.h"

namespace hvnet {

namespace {

using evidence::ClusterNetwork;

// Role as a number: RoleValue, else the name 2016 and later show, else the
// number 2012 R2 shows as text.
std::optional<long long> roleOf(const ClusterNetwork &n)
{
    if (n.roleValue.known())
        return *n.roleValue;
    if (!n.role.known())
        return std::nullopt;
    const QString role = n.role->trimmed();
    if (role.compare(QLatin1String("None"), Qt::CaseInsensitive) == 0)
        return 0;
    if (role.compare(QLatin1String("Cluster"), Qt::CaseInsensitive) == 0)
        return 1;
    if (role.compare(QLatin1String("ClusterAndClient"), Qt::CaseInsensitive) == 0)
        return 3;
    bool ok = false;
    const long long value = role.toLongLong(&ok);
    return ok ? std::optional<long long>(value) : std::nullopt;
}

QString roleName(long long role)
{
    switch (role) {
    case 0: return LiveText::tr("0 (not used by the cluster)");
    case 1: return LiveText::tr("1 (cluster only)");
    case 3: return LiveText::tr("3 (cluster and client)");
    default: return QString::number(role);
    }
}

QString named(const Text &name)
{
    return name.known() ? QStringLiteral("\"%1\"").arg(quotedEvidence(*name)) : LiveText::tr("(unnamed)");
}

bool holds(const ClusterNetwork &n, const QString &address)
{
    if (n.address.valueOr(QString()) == address)
        return true;
    return n.ipv4Addresses.known() && n.ipv4Addresses->contains(address);
}

QString subnetIdOf(const Design &design, const ClusterPlan::Network &network)
{
    for (const Subnet &s : design.subnets)
        if (s.name == network.name)
            if (const auto prefix = Ipv4Prefix::parse(s.prefix); prefix && prefix->network().toString() == network.address)
                return s.id;
    return {};
}

void raise(LiveFindings &findings, const RuleInfo &info, const QString &message, const QStringList &objects,
    const HostEvidence *evidence, int line)
{
    findings.raise(info, message, objects, evidence ? EvidenceLocation{evidence->file, line} : EvidenceLocation{});
}

void checkMembership(const Cluster &cluster, const std::map<QString, const HostEvidence *> &hosts,
    const std::map<QString, const Node *> &nodes, LiveFindings &findings)
{
    for (const QString &member : cluster.members) {
        const auto it = hosts.find(member);
        const auto n = nodes.find(member);
        if (it == hosts.end() || n == nodes.end())
            continue;
        const Node *node = n->second;
        const HostEvidence &e = *it->second;
        const QStringList objects{cluster.id, member};
        if (e.cluster.state == SectionState::Failed) {
            findings.compared(objects);
            raise(findings, live::clusterNetwork,
                LiveText::tr("%1 reports no cluster (Get-Cluster: %2); the design makes it a member of %3. Join it: "
                             "Add-ClusterNode -Cluster %4 -Name %5")
                    .arg(node->name, quotedEvidence(e.cluster.error, 200), cluster.name, psLiteral(cluster.name),
                        psLiteral(node->name)),
                objects, &e, e.cluster.line);
        } else if (e.cluster.collected() && !e.cluster.rows.empty() && e.cluster.rows.front().name.known()) {
            findings.compared(objects);
            const QString name = *e.cluster.rows.front().name;
            if (name.section(QLatin1Char('.'), 0, 0).compare(cluster.name, Qt::CaseInsensitive) != 0)
                raise(findings, live::clusterNetwork,
                    LiveText::tr("%1 is a member of the cluster \"%2\"; the design makes it a member of %3.")
                        .arg(node->name, quotedEvidence(name), cluster.name),
                    objects, &e, e.cluster.rows.front().name.line);
        }
    }
}

} // namespace

void checkClusterNetworks(const Design &design, const std::map<QString, const HostEvidence *> &hosts,
    LiveFindings &findings)
{
    std::map<QString, const Node *> nodes;
    for (const Node &n : design.nodes)
        nodes.emplace(n.id, &n);
    for (const Cluster &cluster : design.clusters) {
        checkMembership(cluster, hosts, nodes, findings);
        // The networks as the first member with evidence of them sees them
        // (every member sees the same cluster networks).
        const HostEvidence *source = nullptr;
        for (const QString &member : cluster.members)
            if (const auto it = hosts.find(member); it != hosts.end() && it->second->clusterNetwork.collected()) {
                source = it->second;
                break;
            }
        if (!source) {
            findings.raise(live::notChecked,
                LiveText::tr("the networks of cluster %1 are not checked: no member's evidence has them "
                             "(Get-ClusterNetwork runs on a member of a formed cluster)")
                    .arg(cluster.name),
                {cluster.id});
            continue;
        }
        const ClusterPlan plan = ClusterPlan::forCluster(design, cluster);
        const auto &rows = source->clusterNetwork.rows;
        for (const ClusterPlan::Network &planned : plan.networks) {
            const QString subnet = subnetIdOf(design, planned);
            QStringList objects{cluster.id};
            if (!subnet.isEmpty())
                objects << subnet;
            findings.compared(objects);
            const ClusterNetwork *found = nullptr;
            for (const ClusterNetwork &n : rows)
                if (holds(n, planned.address))
                    found = &n;
            if (!found) {
                raise(findings, live::clusterNetwork,
                    LiveText::tr("cluster %1 has no network for the subnet %2 (%3); the design plans one with role %4. "
                                 "A member has no interface up in that subnet, or the subnet differs.")
                        .arg(cluster.name, planned.name, planned.address, roleName(planned.role)),
                    objects, source, source->clusterNetwork.line);
                continue;
            }
            const auto role = roleOf(*found);
            if (role && *role != planned.role)
                raise(findings, live::clusterNetwork,
                    LiveText::tr("cluster %1: the network %2 for %3 has role %4; the design plans %5. Fix: "
                                 "(Get-ClusterNetwork -Name %6).Role = %7")
                        .arg(cluster.name, named(found->name), planned.name, roleName(*role),
                            roleName(planned.role), psLiteral(found->name.valueOr(planned.name)))
                        .arg(planned.role),
                    objects, source, found->roleValue.known() ? found->roleValue.line : found->role.line);
        }
        // Merged: two planned storage subnets in one cluster network.
        for (const ClusterNetwork &n : rows) {
            QStringList subnets, names;
            for (const ClusterPlan::Network &planned : plan.networks)
                if (planned.purpose == QLatin1String("storage") && holds(n, planned.address)) {
                    subnets << subnetIdOf(design, planned);
                    names << planned.name;
                }
            if (subnets.size() < 2)
                continue;
            raise(findings, live::clusterNetwork,
                LiveText::tr("cluster %1: the storage subnets %2 are merged into one cluster network %3; each must be "
                             "its own. Give each storage interface its own subnet as planned (check the addresses and "
                             "prefixes of the storage interfaces).")
                    .arg(cluster.name, names.join(QStringLiteral(", ")), named(n.name)),
                QStringList{cluster.id} + subnets, source, n.line);
        }
    }
}

void checkPaths(const StoragePathIndex &paths, const Node &node, const PathEvidence &evidence, LiveFindings &findings)
{
    for (const StoragePath &p : paths.fromNode(node)) {
        const QStringList objects{p.interfaceId, p.peerInterfaceId, p.subnetId};
        const PathEvidence::Entry *entry = nullptr;
        for (const PathEvidence::Entry &e : evidence.paths)
            if (e.source == p.source && e.target == p.target)
                entry = &e;
        const QString path = LiveText::tr("%1 %2 (%3) to %4 (%5)").arg(node.name, p.alias, p.source, p.peerNode, p.target);
        if (!entry) {
            findings.raise(live::notChecked,
                LiveText::tr("the path tests of %1 have no result for %2; run its collect script with -PathTests "
                             "again")
                    .arg(node.name, path),
                objects, EvidenceLocation{evidence.file, 0});
            continue;
        }
        findings.compared(objects);
        const EvidenceLocation at{evidence.file, entry->pingLine ? entry->pingLine : entry->line};
        if (entry->sent == 0 || entry->received < entry->sent) {
            findings.raise(live::path,
                LiveText::tr("%1: %2 of %3 pings of %4 bytes that must not be fragmented came back%5; the design plans "
                             "an MTU of %6 on this path. Check the frame size on both hosts and every switch port on "
                             "the way, and the VLAN (ping -f -l %7 %8 from %9).")
                    .arg(path)
                    .arg(entry->received)
                    .arg(entry->sent)
                    .arg(entry->pingSize)
                    .arg(entry->pingError.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(quotedEvidence(entry->pingError)))
                    .arg(p.mtu)
                    .arg(p.mtu - 28)
                    .arg(p.target, node.name),
                objects, at);
            continue;
        }
        if (entry->pingSize < p.mtu - 28)
            findings.raise(live::notChecked,
                LiveText::tr("%1: the pings were of %2 bytes, smaller than the planned MTU of %3 needs (%4): the MTU "
                             "of this path is not checked")
                    .arg(path)
                    .arg(entry->pingSize)
                    .arg(p.mtu)
                    .arg(p.mtu - 28),
                objects, at);
        for (int port : p.ports())
            for (const PathEvidence::Tcp &t : entry->tcp) {
                if (t.port != port || !t.open || *t.open)
                    continue;
                const QString error = t.error.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(quotedEvidence(t.error));
                findings.raise(live::path,
                    port == 5445 ? LiveText::tr("%1: TCP port 5445 does not answer%2; SMB Direct over iWARP needs it. "
                                                "Check the peer's firewall rule FPSSMBD-iWARP-In-TCP.")
                                       .arg(path, error)
                                 : LiveText::tr("%1: TCP port %2 does not answer%3; SMB needs it. Check the peer's "
                                                "firewall and that its SMB server runs.")
                                       .arg(path)
                                       .arg(port)
                                       .arg(error),
                    objects, EvidenceLocation{evidence.file, t.line});
            }
    }
}

} // namespace hvnet

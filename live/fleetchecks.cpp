#include "fleetchecks.h"

#include "hostevidence.h"
#include "livecatalogue.h"
#include "livefindings.h"
#include "livetext.h"
#include "model/design.h"
#include "model/ipv4.h"
#include "pathevidence.h"
#include "pathoutcome.h"
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

namespace {

// Whether a stage of a path test passed; when not, it raised its finding.
// Each function checks one stage, as Test-NetStack stages them.
struct PathStage {
    const StoragePath &plan;
    const PathEvidence &evidence;
    const PathEvidence::Entry &entry;
    const QString &path; // "S2D01 vEthernet (SMB1) (10.71.1.11) to S2D02 (10.71.1.12)"
    const QStringList &objects;
    LiveFindings &findings;
    PathOutcome &outcome;

    void raise(const RuleInfo &rule, const QString &stage, const QString &message, int line) const
    {
        if (outcome.stage.isEmpty()) {
            outcome.state = PathOutcome::State::Failed;
            outcome.stage = stage;
            outcome.rule = QLatin1String(rule.id);
        }
        findings.raise(rule, LiveText::tr("%1, stage %2: %3").arg(path, stage, message), objects,
            EvidenceLocation{evidence.file, line ? line : entry.line});
    }

    bool ping() const
    {
        if (entry.sent == 0 || entry.received < entry.sent) {
            raise(live::path, LiveText::tr("ping"),
                LiveText::tr("%1 of %2 pings of %3 bytes that must not be fragmented came back%4; the design plans "
                             "an MTU of %5 on this path. Check the frame size on both hosts and every switch port on "
                             "the way, and the VLAN (ping -f -l %6 %7 from %8).")
                    .arg(entry.received)
                    .arg(entry.sent)
                    .arg(entry.pingSize)
                    .arg(entry.pingError.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(quotedEvidence(entry.pingError)))
                    .arg(plan.mtu)
                    .arg(plan.mtu - 28)
                    .arg(plan.target, entry.from),
                entry.pingLine);
            return false;
        }
        if (entry.pingSize < plan.mtu - 28)
            findings.raise(live::notChecked,
                LiveText::tr("%1: the pings were of %2 bytes, smaller than the planned MTU of %3 needs (%4): the MTU "
                             "of this path is not checked")
                    .arg(path)
                    .arg(entry.pingSize)
                    .arg(plan.mtu)
                    .arg(plan.mtu - 28),
                objects, EvidenceLocation{evidence.file, entry.pingLine ? entry.pingLine : entry.line});
        return true;
    }

    bool tcp() const
    {
        bool passed = true;
        for (int port : plan.ports())
            for (const PathEvidence::Tcp &t : entry.tcp) {
                if (t.port != port || !t.open || *t.open)
                    continue;
                passed = false;
                const QString error = t.error.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(quotedEvidence(t.error));
                raise(live::path, LiveText::tr("TCP"),
                    port == 5445 ? LiveText::tr("TCP port 5445 does not answer%1; SMB Direct over iWARP needs it. "
                                                "Check the peer's firewall rule FPSSMBD-iWARP-In-TCP.")
                                       .arg(error)
                                 : LiveText::tr("TCP port %1 does not answer%2; SMB needs it. Check the peer's "
                                                "firewall and that its SMB server runs.")
                                       .arg(port)
                                       .arg(error),
                    t.line);
            }
        return passed;
    }

    bool smb() const
    {
        if (!entry.smb) {
            findings.raise(live::notChecked,
                LiveText::tr("%1: the path tests have no SMB, counter or transfer stages (a collect script of an "
                             "older hvnet): whether SMB Direct carries this path is not checked")
                    .arg(path),
                objects, EvidenceLocation{evidence.file, entry.line});
            return false;
        }
        const QString stage = LiveText::tr("SMB");
        for (const QString &name : plan.smbInstances) {
            const PathEvidence::SmbInstance *instance = nullptr;
            for (const PathEvidence::SmbInstance &i : *entry.smb)
                if (i.instance.compare(name, Qt::CaseInsensitive) == 0)
                    instance = &i;
            if (!instance) {
                raise(live::path, stage,
                    LiveText::tr("the SMB instance %1 was not asked; the design's role uses it. Run the collect "
                                 "script of this design.")
                        .arg(name),
                    entry.line);
                return false;
            }
            if (!instance->error.isEmpty()) {
                raise(live::path, stage,
                    LiveText::tr("the SMB connections of the instance %1 could not be listed (%2)")
                        .arg(name, quotedEvidence(instance->error)),
                    instance->line);
                return false;
            }
            std::vector<const PathEvidence::SmbConnection *> selected;
            for (const PathEvidence::SmbConnection &c : instance->connections)
                if (c.selected.value_or(true))
                    selected.push_back(&c);
            if (selected.empty()) {
                raise(live::path, stage,
                    LiveText::tr("SMB has no connection from %1 to %2 in the instance %3; SMB Multichannel does not "
                                 "use this path. Check the Multichannel constraints and that SMB sees both interfaces "
                                 "(Get-SmbClientNetworkInterface, Get-SmbServerNetworkInterface on %4).")
                        .arg(plan.source, plan.target, name, plan.peerNode),
                    instance->line);
                return false;
            }
            for (const PathEvidence::SmbConnection *c : selected) {
                const bool client = c->clientRdmaCapable.value_or(false), server = c->serverRdmaCapable.value_or(false);
                if (client && server)
                    continue;
                const QString ends = !client && !server ? LiveText::tr("neither end is")
                    : !client                          ? LiveText::tr("this node's end is not")
                                                       : LiveText::tr("the peer's end is not");
                raise(live::pathSmbTcp, stage,
                    LiveText::tr("the SMB connection in the instance %1 runs over TCP: %2 RDMA-capable to SMB. "
                                 "Check RDMA on both adapters (Get-NetAdapterRdma) and that SMB sees it "
                                 "(Get-SmbClientNetworkInterface here, Get-SmbServerNetworkInterface on %3).")
                        .arg(name, ends, plan.peerNode),
                    c->line);
                return false;
            }
        }
        return true;
    }

    bool counters() const
    {
        if (!entry.counters)
            return false;
        const PathEvidence::Counters &c = *entry.counters;
        const QString stage = LiveText::tr("counters");
        const bool rdmaMoved = c.rdmaBytes.value_or(0) > 0 || c.smbDirectBytes.value_or(0) > 0;
        if (c.bytes <= 0) {
            raise(live::path, stage,
                LiveText::tr("the read from the peer (%1) read nothing%2")
                    .arg(quotedEvidence(c.file),
                        c.error.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(quotedEvidence(c.error))),
                c.line);
            return false;
        }
        if (rdmaMoved)
            return true;
        if (!c.rdmaBytes && !c.smbDirectBytes) {
            findings.raise(live::notChecked,
                LiveText::tr("%1: the RDMA counters could not be read%2: whether SMB Direct carries this path is "
                             "not checked")
                    .arg(path, c.error.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(quotedEvidence(c.error))),
                objects, EvidenceLocation{evidence.file, c.line});
            return false;
        }
        if (c.stackBytes && *c.stackBytes >= c.bytes / 2) {
            raise(live::pathSmbTcp, stage,
                LiveText::tr("reading %1 bytes from the peer moved %2 bytes through the network stack of %3 and none "
                             "over RDMA (%4): SMB went over TCP. Check RDMA on both adapters and that SMB sees it "
                             "(Get-SmbClientNetworkInterface, Get-SmbMultichannelConnection).")
                    .arg(c.bytes)
                    .arg(*c.stackBytes)
                    .arg(entry.from, quotedEvidence(c.rdmaActivity)),
                c.line);
            return false;
        }
        raise(live::pathRdmaCounters, stage,
            LiveText::tr("reading %1 bytes from the peer moved neither the RDMA Activity bytes of %2 nor the SMB "
                         "Direct Connection bytes: the read did not ride RDMA on this adapter. Check that SMB "
                         "Multichannel uses this interface and that the adapter's RDMA works (Test-Rdma.ps1).")
                .arg(c.bytes)
                .arg(quotedEvidence(c.rdmaActivity)),
            c.line);
        return false;
    }

    void active() const
    {
        if (entry.active && !entry.active->error.isEmpty())
            raise(live::path, LiveText::tr("transfer"),
                LiveText::tr("the timed transfer (%1) failed (%2)")
                    .arg(quotedEvidence(entry.active->tool), quotedEvidence(entry.active->error)),
                entry.active->line);
    }
};

} // namespace

void checkPaths(const StoragePathIndex &paths, const Node &node, const PathEvidence &evidence, LiveFindings &findings,
    std::vector<PathOutcome> &outcomes)
{
    for (const StoragePath &p : paths.fromNode(node)) {
        const QStringList objects{p.interfaceId, p.peerInterfaceId, p.subnetId};
        const PathEvidence::Entry *entry = nullptr;
        for (const PathEvidence::Entry &e : evidence.paths)
            if (e.source == p.source && e.target == p.target)
                entry = &e;
        const QString path = LiveText::tr("%1 %2 (%3) to %4 (%5)").arg(node.name, p.alias, p.source, p.peerNode, p.target);
        PathOutcome &outcome = outcomes.emplace_back();
        outcome.nodeId = node.id;
        outcome.interfaceId = p.interfaceId;
        outcome.peerNodeId = p.peerNodeId;
        outcome.peerInterfaceId = p.peerInterfaceId;
        outcome.subnetId = p.subnetId;
        outcome.text = path;
        if (!entry) {
            findings.raise(live::notChecked,
                LiveText::tr("the path tests of %1 have no result for %2; run its collect script with -PathTests "
                             "again")
                    .arg(node.name, path),
                objects, EvidenceLocation{evidence.file, 0});
            continue;
        }
        findings.compared(objects);
        // A stage counts only when the ones before it passed.
        const PathStage stage{p, evidence, *entry, path, objects, findings, outcome};
        const bool passed = stage.ping() && stage.tcp() && stage.smb() && stage.counters();
        if (passed)
            stage.active();
        if (outcome.stage.isEmpty())
            outcome.state = passed ? PathOutcome::State::Passed : PathOutcome::State::NotChecked;
        if (entry->sent > 0)
            outcome.lossPercent = 100.0 * double(entry->sent - entry->received) / double(entry->sent);
        if (entry->counters) {
            outcome.rdmaBytes = entry->counters->rdmaBytes;
            outcome.stackBytes = entry->counters->stackBytes;
        }
        if (entry->active && entry->active->error.isEmpty()) {
            outcome.bitsPerSecond = entry->active->bitsPerSecond;
            outcome.latencyMicroseconds = entry->active->latencyMicroseconds;
            outcome.linkSpeed = entry->active->linkSpeed;
        }
    }
}

} // namespace hvnet

#include "livecheck.h"

#include "evidencefolder.h"
#include "fleetchecks.h"
#include "hostcheckcontext.h"
#include "hostchecks.h"
#include "hostevidencereader.h"
#include "livecatalogue.h"
#include "livefindings.h"
#include "model/design.h"
#include "pathevidence.h"
#include "plans/evidence/interfacename.h"
#include "plans/filenames.h"
#include "plans/storagepaths.h"
#include "switchchecks.h"

#include <QSet>

namespace hvnet {

namespace {

void unreadable(LiveFindings &findings, const EvidenceProblem &problem, const QStringList &objects)
{
    findings.raise(live::evidenceUnreadable, LiveText::tr("%1: %2").arg(problem.file, problem.message), objects,
        EvidenceLocation{problem.file, problem.line});
}

void checkManifest(const EvidenceFolder &evidence, LiveFindings &findings)
{
    const EvidenceFolder::File *file = evidence.manifest();
    if (!file)
        return;
    if (!file->problem.isEmpty()) {
        unreadable(findings, {file->path, 0, file->problem}, {});
        return;
    }
    for (const EvidenceProblem &p : EvidenceManifest::read(file->content, file->path).problems)
        unreadable(findings, p, {});
}

void checkHost(const Design &design, const Node &node, const HostEvidence &evidence, LiveFindings &findings)
{
    HostCheckContext c(design, node, evidence, findings);
    checkHostOs(c);
    checkAdapters(c);
    checkRdma(c);
    checkQos(c);
    checkSwitching(c);
    checkAddresses(c);
    checkSmb(c);
    checkIntents(c);
}

// Adapter id -> MAC address as the host reports it (NetAdapter), for the
// cabling check: a NIC firmware's LLDP agent names its port by MAC only.
void observedMacs(const Node &node, const HostEvidence &evidence, std::map<QString, QString> &macs)
{
    for (const evidence::NetAdapter &row : evidence.netAdapter.rows) {
        if (!row.name.known() || !row.macAddress.known())
            continue;
        for (const Adapter &a : node.adapters)
            if (a.name.compare(*row.name, Qt::CaseInsensitive) == 0)
                if (const QString mac = InterfaceName::macAddress(*row.macAddress); !mac.isEmpty())
                    macs[a.id] = mac;
    }
}

// Every object a design has, by node where it has one, so that states and
// summaries cover what was not compared too.
void collectObjects(const Design &design, std::map<QString, QString> &owner)
{
    for (const Node &n : design.nodes) {
        owner[n.id] = n.id;
        for (const Adapter &a : n.adapters)
            owner[a.id] = n.id;
        for (const Team &t : n.teams)
            owner[t.id] = n.id;
        for (const VSwitch &v : n.vswitches)
            owner[v.id] = n.id;
        for (const Interface &i : n.interfaces)
            owner[i.id] = n.id;
    }
    for (const Cluster &c : design.clusters)
        owner[c.id] = QString();
    for (const Subnet &s : design.subnets)
        owner[s.id] = QString();
    for (const Switch &s : design.switches) {
        owner[s.id] = QString();
        for (const SwitchPort &p : s.ports)
            owner[p.id] = QString();
    }
    for (const Link &l : design.links)
        owner[l.id] = QString();
}

} // namespace

const RuleCatalogue &LiveCheck::catalogue()
{
    return liveCatalogue();
}

LiveResult LiveCheck::run(const Design &design, const EvidenceFolder &evidence)
{
    LiveResult out;
    if (!evidence.error().isEmpty()) {
        out.error = evidence.error();
        return out;
    }
    LiveFindings findings;
    checkManifest(evidence, findings);

    std::map<QString, HostEvidence> hosts;
    std::map<QString, QString> files;
    std::map<QString, QString> macs; // adapter id -> MAC the host reports
    for (const Node &node : design.nodes) {
        const EvidenceFolder::File *file = evidence.host(node.name);
        const QString expected = QStringLiteral("hosts/%1.json").arg(safeFileName(node.name));
        if (!file) {
            findings.raise(live::notChecked,
                LiveText::tr("there is no evidence for %1 (%2): nothing of it is checked. Run %3.collect.ps1 on %1 "
                             "and put what it writes into the evidence folder's hosts folder.")
                    .arg(node.name, expected, safeFileName(node.name)),
                {node.id});
            continue;
        }
        files[node.id] = file->path;
        if (!file->problem.isEmpty()) {
            unreadable(findings, {file->path, 0, file->problem}, {node.id});
            continue;
        }
        HostEvidenceReader::Result read = HostEvidenceReader::read(file->content, file->path, node.name);
        for (const EvidenceProblem &p : read.problems)
            unreadable(findings, p, {node.id});
        if (!read.evidence)
            continue;
        findings.compared(node.id);
        checkHost(design, node, *read.evidence, findings);
        observedMacs(node, *read.evidence, macs);
        // The cluster's comparisons need only these; the rest is let go now,
        // so a large design's evidence is not all held at once.
        HostEvidence &kept = hosts[node.id];
        kept.file = read.evidence->file;
        kept.cluster = std::move(read.evidence->cluster);
        kept.clusterNetwork = std::move(read.evidence->clusterNetwork);
    }
    for (const QString &other : evidence.otherHosts(design))
        findings.raise(live::notChecked,
            LiveText::tr("%1 is about no node of the design, so it is not checked: a computer the design does not have, "
                         "or a node whose name differs")
                .arg(other),
            {}, EvidenceLocation{other, 0});

    std::map<QString, const HostEvidence *> readHosts;
    for (const auto &[id, host] : hosts)
        readHosts[id] = &host;
    checkClusterNetworks(design, readHosts, findings);

    // Path tests are optional; once there are some, each node's are expected.
    if (evidence.hasPathTests()) {
        const StoragePathIndex paths(design);
        for (const Node &node : design.nodes) {
            const EvidenceFolder::File *file = evidence.pathTests(node.name);
            if (!file) {
                findings.raise(live::notChecked,
                    LiveText::tr("there are no path tests from %1 (paths/%2.json): its storage paths are not tested; "
                                 "run %2.collect.ps1 -PathTests on it")
                        .arg(node.name, safeFileName(node.name)),
                    {node.id});
                continue;
            }
            if (!file->problem.isEmpty()) {
                unreadable(findings, {file->path, 0, file->problem}, {node.id});
                continue;
            }
            PathEvidenceReader::Result read = PathEvidenceReader::read(file->content, file->path, node.name);
            for (const EvidenceProblem &p : read.problems)
                unreadable(findings, p, {node.id});
            if (read.evidence)
                checkPaths(paths, node, *read.evidence, findings, out.paths);
        }
    }
    SwitchChecks::run(design, evidence, macs, findings, out.cabling, out.switchPorts);

    const QSet<QString> compared = findings.comparedObjects();
    out.result = Validator::conclude(design, findings.takeFindings(), liveCatalogue(), Validator::Suppressions::LiveFindings);

    QSet<QString> differing;
    for (const Finding &f : out.result.findings)
        if (f.rule != QLatin1String(live::notChecked.id) && f.rule != QLatin1String(live::evidenceUnreadable.id)
            && f.rule.startsWith(QLatin1String("live.")))
            for (const QString &id : f.objects)
                differing.insert(id);
    std::map<QString, QString> owner;
    collectObjects(design, owner);
    std::map<QString, LiveResult::NodeSummary> summaries;
    for (const Node &n : design.nodes) {
        LiveResult::NodeSummary &s = summaries[n.id];
        s.nodeId = n.id;
        s.file = files.count(n.id) ? files[n.id] : QString();
        s.readable = hosts.count(n.id) > 0;
    }
    for (const auto &[id, node] : owner) {
        const LiveResult::State state = differing.contains(id) ? LiveResult::State::Differs
            : compared.contains(id)                            ? LiveResult::State::Matches
                                                               : LiveResult::State::NotChecked;
        out.states[id] = state;
        if (node.isEmpty() || id == node)
            continue;
        LiveResult::NodeSummary &s = summaries[node];
        s.compared += state != LiveResult::State::NotChecked;
        s.differing += state == LiveResult::State::Differs;
    }
    // A cable carries the storage paths whose ends send through its
    // adapters: it differs when one of them failed, and matches when they
    // all passed and nothing else said otherwise.
    std::map<QString, QStringList> cablesOfAdapter;
    for (const Link &l : design.links) {
        cablesOfAdapter[l.a] << l.id;
        cablesOfAdapter[l.b] << l.id;
    }
    const auto cablesUnder = [&](const QString &nodeId, const QString &interfaceId) {
        QStringList cables;
        const Node *n = design.node(nodeId);
        const Interface *i = n ? n->interface(interfaceId) : nullptr;
        if (i)
            for (const QString &adapter : adaptersUnder(*n, *i))
                if (const auto it = cablesOfAdapter.find(adapter); it != cablesOfAdapter.end())
                    cables << it->second;
        return cables;
    };
    for (PathOutcome &p : out.paths) {
        p.cables = cablesUnder(p.nodeId, p.interfaceId) + cablesUnder(p.peerNodeId, p.peerInterfaceId);
        p.cables.removeDuplicates();
        for (const QString &cable : p.cables) {
            LiveResult::State &state = out.states[cable];
            if (p.state == PathOutcome::State::Failed)
                state = LiveResult::State::Differs;
            else if (p.state == PathOutcome::State::Passed && state == LiveResult::State::NotChecked)
                state = LiveResult::State::Matches;
        }
    }
    // One verdict: a node with a part that differs differs itself, so its
    // card is marked as the dock reports it ("S2D04 differs"), not only the
    // part's small mark.
    for (const Node &n : design.nodes) {
        if (summaries[n.id].differing > 0)
            out.states[n.id] = LiveResult::State::Differs;
        out.nodes.push_back(summaries[n.id]);
    }
    return out;
}

} // namespace hvnet

#include "pushrun.h"

#include "switchpush.h"

#include "exporters/collect/collectexporter.h"
#include "exporters/exportresult.h"
#include "exporters/powershell/powershellexporter.h"
#include "plans/filenames.h"
#include "plans/switchplan.h"
#include "platforms/switchplatforms.h"
#include "remote/fanout.h"
#include "remote/transcript.h"

#include <QElapsedTimer>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <mutex>
#include <set>

namespace hvnet {

namespace {

constexpr char manifestName[] = "evidence.json";
constexpr char summaryName[] = "push.json";

bool named(const QStringList &names, const QString &name)
{
    return names.contains(name, Qt::CaseInsensitive);
}

bool failing(PushStep::Outcome outcome)
{
    return outcome == PushStep::Outcome::Failed || outcome == PushStep::Outcome::Refused
        || outcome == PushStep::Outcome::RolledBack;
}

} // namespace

QString pushStateWord(PushTarget::State state)
{
    switch (state) {
    case PushTarget::State::Waiting:
        return QStringLiteral("waiting");
    case PushTarget::State::Running:
        return QStringLiteral("running");
    case PushTarget::State::Done:
        return QStringLiteral("done");
    case PushTarget::State::Failed:
        return QStringLiteral("failed");
    case PushTarget::State::Skipped:
        return QStringLiteral("skipped");
    case PushTarget::State::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

QString pushStateText(PushTarget::State state)
{
    switch (state) {
    case PushTarget::State::Waiting:
        return PushTr::tr("waiting");
    case PushTarget::State::Running:
        return PushTr::tr("running");
    case PushTarget::State::Done:
        return PushTr::tr("done");
    case PushTarget::State::Failed:
        return PushTr::tr("failed");
    case PushTarget::State::Skipped:
        return PushTr::tr("skipped");
    case PushTarget::State::Cancelled:
        return PushTr::tr("cancelled");
    }
    return {};
}

QString pushOutcomeWord(PushStep::Outcome outcome)
{
    switch (outcome) {
    case PushStep::Outcome::Done:
        return QStringLiteral("done");
    case PushStep::Outcome::Failed:
        return QStringLiteral("failed");
    case PushStep::Outcome::Skipped:
        return QStringLiteral("skipped");
    case PushStep::Outcome::RolledBack:
        return QStringLiteral("rolled-back");
    case PushStep::Outcome::Refused:
        return QStringLiteral("refused");
    }
    return {};
}

QString pushOutcomeText(PushStep::Outcome outcome)
{
    switch (outcome) {
    case PushStep::Outcome::Done:
        return PushTr::tr("done");
    case PushStep::Outcome::Failed:
        return PushTr::tr("failed");
    case PushStep::Outcome::Skipped:
        return PushTr::tr("skipped");
    case PushStep::Outcome::RolledBack:
        return PushTr::tr("rolled back");
    case PushStep::Outcome::Refused:
        return PushTr::tr("refused");
    }
    return {};
}

PushRun::PushRun(const Design &design, const TemplateStore &templates, Options options)
    : m_design(design), m_templates(templates), m_options(std::move(options))
{
}

QString PushRun::plan()
{
    m_targets.clear();
    m_withoutEndpoint.clear();
    const ExportResult kit = CollectExporter(m_templates).run(m_design);
    if (!kit.ok())
        return kit.error;
    for (const ExportedFile &file : kit.files)
        m_kit[file.path] = file.content;
    const ExportResult scripts = PowerShellExporter(m_templates).run(m_design);
    if (!scripts.ok())
        return scripts.error;
    for (const ExportedFile &file : scripts.files)
        m_scripts[file.path] = file.content;

    const bool everything = m_options.hosts.isEmpty() && m_options.switches.isEmpty();
    const QStringList unknown = namesNotInDesign(m_design, m_options.hosts, m_options.switches);
    if (!unknown.isEmpty())
        return PushTr::tr("the design has no node or switch named %1").arg(unknown.join(QStringLiteral(", ")));

    QStringList missing;
    auto consider = [&](SshTarget::Kind kind, const QString &name, const QString &rollout,
                        const std::optional<ManagementEndpoint> &endpoint, bool wanted, bool explicitly) {
        if (!wanted)
            return;
        if (!endpoint || endpoint->address.isEmpty()) {
            (explicitly ? missing : m_withoutEndpoint) << name;
            return;
        }
        PushTarget target;
        target.target = {kind, name, *endpoint};
        target.rollout = rollout;
        m_targets.push_back(target);
    };

    // Switches: a redundant pair (the two ends of peer links) is one
    // rollout, its primary first (SwitchPlan's redundancy), else in the
    // design's order.
    std::map<QString, const Switch *> switchOfPort;
    for (const Switch &sw : m_design.switches)
        for (const SwitchPort &port : sw.ports)
            switchOfPort[port.id] = &sw;
    std::map<QString, QString> peerOf;
    for (const Link &link : m_design.links) {
        if (link.kind != LinkKind::PeerLink)
            continue;
        const auto a = switchOfPort.find(link.a), b = switchOfPort.find(link.b);
        if (a != switchOfPort.end() && b != switchOfPort.end() && a->second != b->second) {
            peerOf[a->second->name] = b->second->name;
            peerOf[b->second->name] = a->second->name;
        }
    }
    std::vector<const Switch *> ordered;
    std::set<QString> placed;
    for (const Switch &sw : m_design.switches) {
        if (placed.count(sw.name))
            continue;
        placed.insert(sw.name);
        const auto peer = peerOf.find(sw.name);
        const Switch *other = nullptr;
        if (peer != peerOf.end())
            for (const Switch &s : m_design.switches)
                if (s.name == peer->second)
                    other = &s;
        if (!other || placed.count(other->name)) {
            ordered.push_back(&sw);
            continue;
        }
        placed.insert(other->name);
        const SwitchPlan mine = SwitchPlan::forSwitch(m_design, sw);
        const bool otherFirst = mine.redundancy && !mine.redundancy->primary;
        ordered.push_back(otherFirst ? other : &sw);
        ordered.push_back(otherFirst ? &sw : other);
    }
    for (const Switch *sw : ordered) {
        const SwitchPlatformDriver &driver = SwitchPlatforms::driver(sw->platform);
        if (driver.isChecklist() || driver.session().isEmpty()) {
            if (named(m_options.switches, sw->name))
                return PushTr::tr("%1 is a %2 switch: hvnet has no command line to push to on it")
                    .arg(sw->name, driver.displayName());
            continue;
        }
        const auto peer = peerOf.find(sw->name);
        QStringList pair{sw->name};
        if (peer != peerOf.end())
            pair << peer->second;
        pair.sort();
        consider(SshTarget::Kind::Switch, sw->name, pair.join(QLatin1Char('+')), sw->management,
            everything || named(m_options.switches, sw->name), named(m_options.switches, sw->name));
    }

    // Nodes: a cluster is one rollout, in the order of its members; a node
    // in no cluster is one of its own.
    std::map<QString, QString> clusterOf;
    std::vector<const Node *> nodes;
    for (const Cluster &cluster : m_design.clusters)
        for (const QString &id : cluster.members)
            for (const Node &node : m_design.nodes)
                if (node.id == id && !clusterOf.count(node.id)) {
                    clusterOf[node.id] = cluster.name;
                    nodes.push_back(&node);
                }
    for (const Node &node : m_design.nodes)
        if (!clusterOf.count(node.id))
            nodes.push_back(&node);
    for (const Node *node : nodes) {
        const auto cluster = clusterOf.find(node->id);
        consider(SshTarget::Kind::Host, node->name, cluster != clusterOf.end() ? cluster->second : node->name,
            node->management, everything || named(m_options.hosts, node->name), named(m_options.hosts, node->name));
    }
    if (!missing.isEmpty())
        return PushTr::tr("%1: no management endpoint in the design (address, user; the designer's Properties)")
            .arg(missing.join(QStringLiteral(", ")));
    if (m_targets.empty())
        return PushTr::tr("no node or switch of the design has a management endpoint to push to");
    return {};
}

void PushRun::run(const std::function<void(const PushTarget &)> &progress)
{
    SshSession::initialize();
    std::mutex mutex;
    auto changed = [&](const PushTarget &target) {
        std::lock_guard<std::mutex> lock(mutex);
        if (progress)
            progress(target);
    };
    // The rollouts of one kind, each a list of targets in order.
    auto rollouts = [&](SshTarget::Kind kind) {
        std::vector<std::vector<size_t>> units;
        std::map<QString, size_t> index;
        for (size_t i = 0; i < m_targets.size(); ++i) {
            if (m_targets[i].target.kind != kind)
                continue;
            // A dry run changes nothing: every target previews at once.
            const QString key = m_options.dryRun ? QString::number(i) : m_targets[i].rollout;
            const auto [it, added] = index.emplace(key, units.size());
            if (added)
                units.emplace_back();
            units[it->second].push_back(i);
        }
        return units;
    };
    auto runUnits = [&](const std::vector<std::vector<size_t>> &units) {
        fanOut(
            int(units.size()), m_options.parallel, [&](int u) { rollOut(units[size_t(u)], changed); }, m_options.cancel);
    };

    // Switches first, so that PFC is in force on the switches before the
    // hosts turn it on (Microsoft's order for RoCE: the network, then the hosts).
    runUnits(rollouts(SshTarget::Kind::Switch));
    QStringList failedSwitches;
    for (const PushTarget &t : m_targets)
        if (t.target.kind == SshTarget::Kind::Switch && t.state != PushTarget::State::Done)
            failedSwitches << t.target.name;
    if (!failedSwitches.isEmpty() && !m_options.dryRun) {
        for (PushTarget &t : m_targets)
            if (t.target.kind == SshTarget::Kind::Host && t.state == PushTarget::State::Waiting) {
                t.state = PushTarget::State::Skipped;
                t.reason = PushTr::tr("the hosts wait for their switches: %1 not pushed").arg(failedSwitches.join(QStringLiteral(", ")));
                changed(t);
            }
    } else {
        // Only when every switch is done (or a dry run): the hosts marked
        // Skipped above must not be pushed after all.
        runUnits(rollouts(SshTarget::Kind::Host));
    }

    // Targets that never started: the run was cancelled first.
    for (PushTarget &t : m_targets)
        if (t.state == PushTarget::State::Waiting) {
            t.state = PushTarget::State::Cancelled;
            t.reason = PushTr::tr("cancelled before it started");
            changed(t);
        }
}

void PushRun::rollOut(const std::vector<size_t> &members, const std::function<void(const PushTarget &)> &changed)
{
    QString stopped;
    for (const size_t i : members) {
        PushTarget &target = m_targets[i];
        if (!stopped.isEmpty()) {
            target.state = PushTarget::State::Skipped;
            target.reason = stopped;
            changed(target);
            continue;
        }
        if (m_options.cancel && m_options.cancel->load())
            return; // Cancelled by run()
        QElapsedTimer clock;
        clock.start();
        target.state = PushTarget::State::Running;
        changed(target);
        const bool ok = pushTarget(target, changed);
        target.elapsedMs = clock.elapsed();
        target.state = ok ? PushTarget::State::Done : PushTarget::State::Failed;
        for (const PushStep &step : target.steps)
            if (failing(step.outcome)) {
                target.state = PushTarget::State::Failed;
                target.step = step.name;
                target.reason = step.detail;
                break;
            }
        if (target.state != PushTarget::State::Done && m_options.cancel && m_options.cancel->load()) {
            target.state = PushTarget::State::Cancelled;
            if (target.reason.isEmpty())
                target.reason = PushTr::tr("cancelled at %1").arg(target.step);
        }
        changed(target);
        if (target.state != PushTarget::State::Done)
            stopped = target.target.kind == SshTarget::Kind::Switch
                ? PushTr::tr("peer %1 failed at %2").arg(target.target.name, target.step)
                : PushTr::tr("stopped: %1 failed at %2").arg(target.target.name, target.step);
    }
}

bool PushRun::pushTarget(PushTarget &target, const std::function<void(const PushTarget &)> &changed)
{
    Transcript transcript(m_options.transcripts, target.target.name);
    SshSession session(target.target, m_options.ssh, m_options.prompt, transcript, m_options.cancel);
    target.step = QStringLiteral("connect");
    changed(target);
    QElapsedTimer clock;
    clock.start();
    const bool connected = session.connect();
    target.hostKey = session.hostKey();
    if (!connected) {
        target.steps.push_back(PushStep{QStringLiteral("connect"), PushStep::Outcome::Failed,
            PushTr::tr("at %1: %2").arg(session.failure().step, session.failure().message), transcript.currentFile(),
            clock.elapsed()});
        return false;
    }
    if (session.hostKey().state == HostKeyCheck::State::AcceptedNew)
        target.acceptedKey = session.hostKey().fingerprint;

    bool ok = false;
    if (target.target.kind == SshTarget::Kind::Host) {
        const auto node = std::find_if(m_design.nodes.begin(), m_design.nodes.end(),
            [&](const Node &n) { return n.name == target.target.name; });
        const QString base = safeFileName(node->name);
        HostScripts scripts{base + QStringLiteral(".ps1"), m_scripts[QStringLiteral("powershell/") + base + QStringLiteral(".ps1")],
            base + QStringLiteral(".check.ps1"), m_scripts[QStringLiteral("powershell/") + base + QStringLiteral(".check.ps1")],
            base + QStringLiteral(".collect.ps1"), m_kit[base + QStringLiteral(".collect.ps1")]};
        HostPushOptions options;
        options.dryRun = m_options.dryRun;
        options.allowDisruption = m_options.allowDisruption;
        options.paths = m_options.paths;
        options.stepStarted = [&](const QString &step) {
            target.step = step;
            changed(target);
        };
        const HostPushResult result = pushHost(session, transcript, m_design, *node, scripts, options, m_options.cancel);
        target.steps = result.steps;
        target.changes = result.changes;
        target.files = result.files;
        ok = result.ok;
    } else {
        const auto sw = std::find_if(m_design.switches.begin(), m_design.switches.end(),
            [&](const Switch &s) { return s.name == target.target.name; });
        SwitchPushOptions options;
        options.dryRun = m_options.dryRun;
        options.confirmTimeoutSec = m_options.confirmTimeoutSec;
        target.step = QStringLiteral("read");
        changed(target);
        const SwitchPushResult result = pushSwitch(session, transcript, m_design, SwitchPlan::forSwitch(m_design, *sw),
            SwitchPlatforms::driver(sw->platform), options, m_options.cancel);
        target.steps = result.steps;
        target.changes = result.difference;
        target.change = result.change;
        ok = result.ok;
        if (!result.ok && std::none_of(result.steps.begin(), result.steps.end(), [](const PushStep &s) { return failing(s.outcome); }))
            target.steps.push_back(PushStep{result.failure.step.isEmpty() ? QStringLiteral("push") : result.failure.step,
                PushStep::Outcome::Failed, result.failure.message, transcript.currentFile(), 0});
    }
    if (!target.steps.empty())
        target.step = target.steps.back().name;
    return ok;
}

bool PushRun::succeeded() const
{
    return std::all_of(m_targets.begin(), m_targets.end(), [](const PushTarget &t) { return t.state == PushTarget::State::Done; });
}

QString PushRun::write(const QString &folder, const QString &pushedUtc) const
{
    std::vector<ExportedFile> files;
    for (const auto &[path, content] : m_kit)
        if (path != QLatin1String(manifestName))
            files.push_back({path, content});
    nlohmann::ordered_json manifest;
    manifest["format"] = "hvnet-evidence";
    manifest["formatVersion"] = 1;
    manifest["collected"] = pushedUtc.toStdString();
    manifest["design"] = m_design.meta.name.toStdString();
    manifest["by"] = QStringLiteral("hvnet %1 push").arg(QStringLiteral(HVNET_VERSION)).toStdString();
    files.push_back({QString::fromLatin1(manifestName), QByteArray::fromStdString(manifest.dump(2) + "\n")});
    for (const PushTarget &target : m_targets)
        for (const auto &[path, content] : target.files)
            files.push_back({path, content});

    // The summary, for machines: every target and step with its outcome.
    nlohmann::ordered_json summary;
    summary["format"] = "hvnet-push";
    summary["formatVersion"] = 1;
    summary["pushed"] = pushedUtc.toStdString();
    summary["design"] = m_design.meta.name.toStdString();
    summary["dryRun"] = m_options.dryRun;
    summary["succeeded"] = succeeded();
    nlohmann::ordered_json targets = nlohmann::ordered_json::array();
    for (const PushTarget &target : m_targets) {
        nlohmann::ordered_json t;
        t["name"] = target.target.name.toStdString();
        t["kind"] = target.target.kind == SshTarget::Kind::Host ? "host" : "switch";
        t["rollout"] = target.rollout.toStdString();
        t["state"] = pushStateWord(target.state).toStdString();
        t["reason"] = target.reason.toStdString();
        t["elapsedMs"] = target.elapsedMs;
        nlohmann::ordered_json changes = nlohmann::ordered_json::array();
        for (const QString &line : target.changes)
            changes.push_back(line.toStdString());
        t["changes"] = changes;
        nlohmann::ordered_json steps = nlohmann::ordered_json::array();
        for (const PushStep &step : target.steps)
            steps.push_back({{"step", step.name.toStdString()}, {"outcome", pushOutcomeWord(step.outcome).toStdString()},
                {"detail", step.detail.toStdString()}, {"elapsedMs", step.elapsedMs},
                {"transcript", step.transcript.toStdString()}});
        t["steps"] = steps;
        targets.push_back(t);
    }
    summary["targets"] = targets;
    files.push_back({QString::fromLatin1(summaryName), QByteArray::fromStdString(summary.dump(2) + "\n")});
    return writeExportedFiles(files, folder);
}

} // namespace hvnet

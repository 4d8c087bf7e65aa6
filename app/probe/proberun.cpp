#include "proberun.h"

#include "exporters/collect/collectexporter.h"
#include "exporters/exportresult.h"
#include "plans/filenames.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"
#include "remote/fanout.h"
#include "remote/switchcli.h"
#include "remote/transcript.h"
#include "remote/windowshost.h"

#include <QElapsedTimer>

#include <nlohmann/json.hpp>

#include <mutex>

namespace hvnet {

namespace {

constexpr char manifestName[] = "evidence.json";

bool named(const QStringList &names, const QString &name)
{
    return names.contains(name, Qt::CaseInsensitive);
}

} // namespace

ProbeRun::ProbeRun(const Design &design, const TemplateStore &templates, Options options)
    : m_design(design), m_templates(templates), m_options(std::move(options))
{
}

QString ProbeRun::plan()
{
    m_targets.clear();
    m_withoutEndpoint.clear();
    const ExportResult kit = CollectExporter(m_templates).run(m_design);
    if (!kit.ok())
        return kit.error;
    for (const ExportedFile &file : kit.files)
        m_kit[file.path] = file.content;

    const bool everything = m_options.hosts.isEmpty() && m_options.switches.isEmpty();
    const QStringList unknown = namesNotInDesign(m_design, m_options.hosts, m_options.switches);
    if (!unknown.isEmpty())
        return RemoteTr::tr("the design has no node or switch named %1").arg(unknown.join(QStringLiteral(", ")));

    QStringList missing;
    auto consider = [&](SshTarget::Kind kind, const QString &name, const std::optional<ManagementEndpoint> &endpoint,
                        bool wanted, bool explicitly) {
        if (!wanted)
            return;
        if (!endpoint || endpoint->address.isEmpty()) {
            (explicitly ? missing : m_withoutEndpoint) << name;
            return;
        }
        ProbeTarget target;
        target.target = {kind, name, *endpoint};
        m_targets.push_back(target);
    };
    for (const Node &node : m_design.nodes)
        consider(SshTarget::Kind::Host, node.name, node.management, everything || named(m_options.hosts, node.name),
            named(m_options.hosts, node.name));
    for (const Switch &sw : m_design.switches) {
        // A checklist platform has no command line to read.
        if (SwitchPlatforms::driver(sw.platform).isChecklist() || SwitchPlatforms::driver(sw.platform).session().isEmpty()) {
            if (named(m_options.switches, sw.name))
                return RemoteTr::tr("%1 is a %2 switch: hvnet has no command line to read on it")
                    .arg(sw.name, SwitchPlatforms::driver(sw.platform).displayName());
            continue;
        }
        consider(SshTarget::Kind::Switch, sw.name, sw.management, everything || named(m_options.switches, sw.name),
            named(m_options.switches, sw.name));
    }
    if (!missing.isEmpty())
        return RemoteTr::tr("%1: no management endpoint in the design (address, user; the designer's Properties)")
            .arg(missing.join(QStringLiteral(", ")));
    if (m_targets.empty())
        return RemoteTr::tr("no node or switch of the design has a management endpoint to probe");
    return {};
}

void ProbeRun::run(const std::function<void(const ProbeTarget &)> &progress)
{
    SshSession::initialize();
    std::mutex mutex;
    auto changed = [&](const ProbeTarget &target) {
        std::lock_guard<std::mutex> lock(mutex);
        if (progress)
            progress(target);
    };
    fanOut(
        int(m_targets.size()), m_options.parallel,
        [&](int index) {
            ProbeTarget &target = m_targets[size_t(index)];
            QElapsedTimer clock;
            clock.start();
            target.state = ProbeTarget::State::Running;
            probe(target, changed);
            target.elapsedMs = clock.elapsed();
            if (target.state == ProbeTarget::State::Running)
                target.state = ProbeTarget::State::Done;
            if (target.state == ProbeTarget::State::Failed && m_options.cancel && m_options.cancel->load())
                target.state = ProbeTarget::State::Cancelled;
            changed(target);
        },
        m_options.cancel);
    // Targets that never started: the run was cancelled first.
    for (ProbeTarget &target : m_targets)
        if (target.state == ProbeTarget::State::Waiting) {
            target.state = ProbeTarget::State::Cancelled;
            target.failure = {QStringLiteral("start"), RemoteTr::tr("cancelled before it started")};
            changed(target);
        }
}

namespace {

void failTarget(ProbeTarget &target, const SshFailure &failure)
{
    target.state = ProbeTarget::State::Failed;
    target.failure = failure;
    target.step = failure.step;
}

} // namespace

void ProbeRun::probe(ProbeTarget &target, const std::function<void(const ProbeTarget &)> &changed)
{
    Transcript transcript(m_options.transcripts, target.target.name);
    SshSession session(target.target, m_options.ssh, m_options.prompt, transcript, m_options.cancel);
    target.step = QStringLiteral("connect");
    changed(target);
    const bool connected = session.connect();
    target.hostKey = session.hostKey();
    if (!connected)
        return failTarget(target, session.failure());
    if (session.hostKey().state == HostKeyCheck::State::AcceptedNew)
        target.acceptedKey = session.hostKey().fingerprint;
    target.step = QStringLiteral("collect");
    changed(target);
    if (target.target.kind == SshTarget::Kind::Host)
        probeHost(target, session, transcript);
    else
        probeSwitch(target, session, transcript);
}

void ProbeRun::probeHost(ProbeTarget &target, SshSession &session, Transcript &transcript)
{
    const QString script = safeFileName(target.target.name) + QStringLiteral(".collect.ps1");
    QStringList switches;
    if (m_options.paths || m_options.active)
        switches << QStringLiteral("-PathTests");
    if (m_options.active)
        switches << QStringLiteral("-Active");
    const ScriptRun ran = WindowsHost(session, transcript)
                              .runScript(script, m_kit[script], {QStringLiteral("hosts"), QStringLiteral("paths")}, switches);
    if (!ran.ok)
        return failTarget(target, ran.failure);
    if (ran.files.empty())
        return failTarget(target,
            {QStringLiteral("download"), RemoteTr::tr("the collect script wrote no evidence (hosts\\*.json)")});
    target.files = ran.files;
}

void ProbeRun::probeSwitch(ProbeTarget &target, SshSession &session, Transcript &transcript)
{
    const auto sw = std::find_if(m_design.switches.begin(), m_design.switches.end(),
        [&](const Switch &s) { return s.name == target.target.name; });
    const SwitchRun ran =
        SwitchCli(session, transcript, SwitchPlatforms::driver(sw->platform).session()).run(SwitchCli::evidenceRequests(*sw));
    const QString folder = QStringLiteral("switches/%1/").arg(safeFileName(sw->name));
    for (const SwitchEvidenceResult &result : ran.results) {
        if (result.ok)
            target.files[folder + result.file] = result.output;
        else if (ran.ok)
            target.notes << RemoteTr::tr("%1 not collected: %2").arg(result.file, result.error);
    }
    if (!ran.ok)
        failTarget(target, ran.failure);
}

QString ProbeRun::write(const QString &folder, const QString &collectedUtc) const
{
    std::vector<ExportedFile> files;
    for (const auto &[path, content] : m_kit)
        if (path != QLatin1String(manifestName))
            files.push_back({path, content});
    nlohmann::ordered_json manifest;
    manifest["format"] = "hvnet-evidence";
    manifest["formatVersion"] = 1;
    manifest["collected"] = collectedUtc.toStdString();
    manifest["design"] = m_design.meta.name.toStdString();
    manifest["by"] = QStringLiteral("hvnet %1 probe").arg(QStringLiteral(HVNET_VERSION)).toStdString();
    files.push_back({QString::fromLatin1(manifestName), QByteArray::fromStdString(manifest.dump(2) + "\n")});
    for (const ProbeTarget &target : m_targets)
        for (const auto &[path, content] : target.files)
            files.push_back({path, content});
    return writeExportedFiles(files, folder);
}

} // namespace hvnet

#include "hostpush.h"

#include "live/evidencefolder.h"
#include "live/livecheck.h"
#include "model/design.h"
#include "model/ipv4.h"
#include "remote/transcript.h"
#include "remote/windowshost.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace hvnet {

WhatIfOutput parseWhatIf(const QByteArray &out)
{
    // PowerShell's ShouldProcess under -WhatIf (about_CommonParameters):
    // What if: Performing the operation "<action>" on target "<target>".
    static const QRegularExpression whatIf(QStringLiteral("^What if: Performing the operation \"(.*)\" on target \"(.*)\"\\.\\s*$"));
    static const QRegularExpression planned(QStringLiteral("^\\s+planned\\s+(.*?)\\s*$"));
    WhatIfOutput result;
    for (const QByteArray &raw : out.split('\n')) {
        const QString line = QString::fromUtf8(raw).remove(QLatin1Char('\r'));
        if (const auto m = whatIf.match(line); m.hasMatch()) {
            result.changes << QStringLiteral("%1: %2").arg(m.captured(2), m.captured(1));
        } else if (const auto p = planned.match(line); p.hasMatch()) {
            result.changes << p.captured(1);
            if (p.captured(1).endsWith(QLatin1String("[cuts this session]")))
                result.cutsSession = true;
        }
    }
    return result;
}

bool endpointOutOfBand(const Design &design, const Node &node)
{
    if (!node.management)
        return false;
    const std::optional<Ipv4Address> address = Ipv4Address::parse(node.management->address);
    if (!address)
        return false;
    for (const Interface &iface : node.interfaces) {
        if (Ipv4Address::parse(iface.address.section(QLatin1Char('/'), 0, 0)) == address)
            return false;
        for (const Subnet &subnet : design.subnets)
            if (subnet.id == iface.subnet) {
                const std::optional<Ipv4Prefix> prefix = Ipv4Prefix::parse(subnet.prefix);
                if (!prefix || prefix->contains(*address))
                    return false;
            }
    }
    return true;
}

namespace {

// What a deployment script's exit code means (docs/powershell.md, the exit
// code table), as a step's outcome and the words the summary gives it.
PushStep::Outcome runOutcome(int code, QString *detail)
{
    switch (code) {
    case 0:
        *detail = PushTr::tr("done; every check of the script passed");
        return PushStep::Outcome::Done;
    case 1:
        *detail = PushTr::tr("exit 1: an error before the drain; the node is as it was");
        return PushStep::Outcome::Failed;
    case 2:
        *detail = PushTr::tr("exit 2: the host is not the design's node (pre-flight); nothing changed");
        return PushStep::Outcome::Failed;
    case 3010:
        *detail = PushTr::tr("exit 3010: the Windows features need a restart; restart the node and push again");
        return PushStep::Outcome::Failed;
    case 4:
        *detail = PushTr::tr("exit 4: a disruptive step would cut this session; the other settings are made, "
                             "nothing disruptive was done");
        return PushStep::Outcome::Refused;
    case 5:
        *detail = PushTr::tr("exit 5: done and the node resumed, but a check of the script failed");
        return PushStep::Outcome::Failed;
    case 6:
        *detail = PushTr::tr("exit 6: left paused on purpose after the drain; the script's output says how to finish");
        return PushStep::Outcome::Failed;
    default:
        *detail = PushTr::tr("exit %1: not an exit code the deployment script documents").arg(code);
        return PushStep::Outcome::Failed;
    }
}

// The check script's last line: one JSON object with the failed settings
// (docs/powershell.md, "The check script's output").
QString checkFailures(const QByteArray &out)
{
    const QList<QByteArray> lines = out.trimmed().split('\n');
    const QJsonDocument doc = QJsonDocument::fromJson(lines.isEmpty() ? QByteArray() : lines.last().trimmed());
    if (!doc.isObject())
        return {};
    QStringList failed;
    for (const QJsonValue &r : doc.object().value(QLatin1String("results")).toArray())
        if (r.toObject().value(QLatin1String("status")).toString() == QLatin1String("FAIL"))
            failed << PushTr::tr("%1 (expected %2, actual %3)")
                          .arg(r.toObject().value(QLatin1String("setting")).toString(),
                              r.toObject().value(QLatin1String("expected")).toString(),
                              r.toObject().value(QLatin1String("actual")).toString());
    return failed.join(QStringLiteral("; "));
}

int checkPassed(const QByteArray &out)
{
    const QList<QByteArray> lines = out.trimmed().split('\n');
    const QJsonDocument doc = QJsonDocument::fromJson(lines.isEmpty() ? QByteArray() : lines.last().trimmed());
    return doc.isObject() ? doc.object().value(QLatin1String("passed")).toInt(-1) : -1;
}

// Judges the path tests of one node as hvnet check does; an empty text when
// every path of the node passed or could not be told.
QString failedPaths(const Design &design, const QString &nodeName, const std::map<QString, QByteArray> &files)
{
    const LiveResult live = LiveCheck::run(design, EvidenceFolder::fromFiles(files));
    QString nodeId;
    for (const Node &n : design.nodes)
        if (n.name == nodeName)
            nodeId = n.id;
    QStringList failed;
    for (const PathOutcome &path : live.paths)
        if (path.nodeId == nodeId && path.state == PathOutcome::State::Failed)
            failed << PushTr::tr("%1 at %2").arg(path.text, path.stage);
    return failed.join(QStringLiteral("; "));
}

class Steps
{
public:
    Steps(Transcript &transcript, HostPushResult &result, const std::function<void(const QString &)> &started)
        : m_transcript(transcript), m_result(result), m_started(started)
    {
    }

    void begin(const QString &name)
    {
        if (m_started)
            m_started(name);
        m_transcript.begin(name);
        m_step = PushStep{name, PushStep::Outcome::Failed, {}, m_transcript.currentFile(), 0};
        m_clock.start();
    }
    void end(PushStep::Outcome outcome, const QString &detail)
    {
        m_step.outcome = outcome;
        m_step.detail = detail;
        m_step.elapsedMs = m_clock.elapsed();
        m_transcript.note(QStringLiteral("step %1: %2").arg(m_step.name, detail));
        m_result.steps.push_back(m_step);
    }
    void skip(const QString &name, const QString &detail)
    {
        m_result.steps.push_back(PushStep{name, PushStep::Outcome::Skipped, detail, {}, 0});
    }

private:
    Transcript &m_transcript;
    HostPushResult &m_result;
    const std::function<void(const QString &)> &m_started;
    PushStep m_step;
    QElapsedTimer m_clock;
};

} // namespace

HostPushResult pushHost(SshSession &session, Transcript &transcript, const Design &design, const Node &node,
    const HostScripts &scripts, const HostPushOptions &options, const std::atomic<bool> *cancel)
{
    const bool outOfBand = endpointOutOfBand(design, node);
    HostPushResult result;
    Steps steps(transcript, result, options.stepStarted);
    WindowsHost host(session, transcript);
    const QStringList later{QStringLiteral("run"), QStringLiteral("check"), QStringLiteral("paths")};
    // skipFrom(i): the steps of `later` from index i on were never started
    // (0: run, 1: check, 2: paths).
    auto skipFrom = [&](int from, const QString &why) {
        for (int i = from; i < later.size(); ++i)
            steps.skip(later[i], why);
        return result;
    };
    auto cancelled = [&] { return cancel && cancel->load(); };

    // 1. -WhatIf: what the script would change; the dry run ends here.
    steps.begin(QStringLiteral("whatif"));
    const ScriptRun preview = host.runScript(scripts.deployName, scripts.deploy, {}, {QStringLiteral("-WhatIf")});
    if (!preview.ok) {
        // The pre-flight runs under -WhatIf too: its exit codes mean the same.
        QString detail;
        if (preview.exitCode > 0)
            runOutcome(preview.exitCode, &detail);
        else
            detail = PushTr::tr("at %1: %2").arg(preview.failure.step, preview.failure.message);
        steps.end(PushStep::Outcome::Failed, detail);
        return skipFrom(0, PushTr::tr("the preview failed"));
    }
    const WhatIfOutput whatIf = parseWhatIf(preview.out);
    result.changes = whatIf.changes;
    result.cutsSession = whatIf.cutsSession;
    steps.end(PushStep::Outcome::Done, PushTr::tr("%n change(s) to make", nullptr, int(whatIf.changes.size())));
    if (options.dryRun) {
        result.ok = true;
        return skipFrom(0, PushTr::tr("a dry run"));
    }
    if (cancelled())
        return skipFrom(0, PushTr::tr("cancelled"));

    // 2. The real run: one that would cut the session hvnet runs it over is
    // refused before anything changes, unless the endpoint is out of band
    // and the person allowed the disruption (then the session it cuts is
    // another administrator's, never this one).
    QStringList arguments;
    if (whatIf.cutsSession) {
        steps.begin(QStringLiteral("run"));
        if (!options.allowDisruption) {
            steps.end(PushStep::Outcome::Refused,
                PushTr::tr("a disruptive step cuts an administrator's session on the node; nothing was run "
                           "(--allow-disruption with an out-of-band endpoint, or the script from the console)"));
            return skipFrom(1, PushTr::tr("the run was refused"));
        }
        if (!outOfBand) {
            steps.end(PushStep::Outcome::Refused,
                PushTr::tr("a disruptive step cuts the session hvnet runs it over: the endpoint is on a network "
                           "the node's script changes; nothing was run (give the node an out-of-band endpoint, "
                           "or run the script from the console)"));
            return skipFrom(1, PushTr::tr("the run was refused"));
        }
        arguments << QStringLiteral("-AllowDisruption");
    }
    if (whatIf.changes.isEmpty()) {
        steps.skip(QStringLiteral("run"), PushTr::tr("nothing to change"));
    } else {
        if (!whatIf.cutsSession)
            steps.begin(QStringLiteral("run"));
        const ScriptRun ran = host.runScript(scripts.deployName, scripts.deploy, {}, arguments);
        if (!ran.ok && ran.exitCode < 0) {
            steps.end(PushStep::Outcome::Failed, PushTr::tr("at %1: %2").arg(ran.failure.step, ran.failure.message));
            return skipFrom(1, PushTr::tr("the run failed"));
        }
        QString detail;
        const PushStep::Outcome outcome = runOutcome(ran.exitCode, &detail);
        steps.end(outcome, detail);
        if (outcome != PushStep::Outcome::Done)
            return skipFrom(1, PushTr::tr("the run did not end well"));
        result.changed = true;
    }
    if (cancelled())
        return skipFrom(1, PushTr::tr("cancelled"));

    // 3. The check script, reading operational state.
    steps.begin(QStringLiteral("check"));
    const ScriptRun checked = host.runScript(scripts.checkName, scripts.check, {});
    if (checked.exitCode == 0) {
        const int passed = checkPassed(checked.out);
        steps.end(PushStep::Outcome::Done,
            passed >= 0 ? PushTr::tr("%n check(s) passed", nullptr, passed) : PushTr::tr("every check passed"));
    } else {
        const QString failures = checkFailures(checked.out);
        steps.end(PushStep::Outcome::Failed, checked.exitCode == 1 && !failures.isEmpty()
                ? PushTr::tr("failed: %1").arg(failures)
                : PushTr::tr("at %1: %2").arg(checked.failure.step, checked.failure.message));
        return skipFrom(2, PushTr::tr("the check failed"));
    }

    // 4. The path tests: the collect script with -PathTests, judged as
    // hvnet check judges them.
    if (!options.paths) {
        steps.skip(QStringLiteral("paths"), PushTr::tr("not asked for"));
        result.ok = true;
        return result;
    }
    if (cancelled())
        return skipFrom(2, PushTr::tr("cancelled"));
    steps.begin(QStringLiteral("paths"));
    const ScriptRun paths = host.runScript(scripts.collectName, scripts.collect, {QStringLiteral("hosts"), QStringLiteral("paths")},
        {QStringLiteral("-PathTests")});
    if (!paths.ok) {
        steps.end(PushStep::Outcome::Failed, PushTr::tr("at %1: %2").arg(paths.failure.step, paths.failure.message));
        return result;
    }
    result.files = paths.files;
    if (const QString failed = failedPaths(design, node.name, paths.files); !failed.isEmpty()) {
        steps.end(PushStep::Outcome::Failed, PushTr::tr("failed: %1").arg(failed));
        return result;
    }
    result.ok = true;
    steps.end(PushStep::Outcome::Done, PushTr::tr("every planned path passed or could not be told"));
    return result;
}

} // namespace hvnet

#include "switchpush.h"

#include "exporters/exportresult.h"
#include "exporters/switches/switchexporter.h"
#include "exporters/templatestore.h"
#include "live/switchconfigdelta.h"
#include "live/switchstatecheck.h"
#include "model/design.h"
#include "plans/filenames.h"
#include "plans/switchplan.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatformdriver.h"
#include "remote/sshsession.h"
#include "remote/switchcli.h"
#include "remote/transcript.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <set>

namespace hvnet {

namespace {

struct PushText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::SwitchPush)
};

// The name hvnet gives its checkpoint or configure session on the switch.
constexpr char sessionName[] = "hvnet-push";

// What the switch runs, read by its platform's readers.
struct Reading {
    QString failure; // translated; empty when read
    QString running; // the running configuration as printed
    SwitchState state;
};

Reading readSwitch(SwitchCli &cli, const Switch &sw)
{
    Reading reading;
    const SwitchRun run = cli.run(SwitchCli::evidenceRequests(sw));
    if (!run.ok) {
        reading.failure = run.failure.message;
        return reading;
    }
    for (const SwitchEvidenceResult &r : run.results) {
        if (!r.ok)
            continue;
        for (const SwitchEvidence::File file : SwitchEvidence::files())
            if (SwitchEvidence::fileName(file) == r.file) {
                SwitchEvidence::read(sw.platform, file, r.output, reading.state);
                if (file == SwitchEvidence::File::RunningConfig)
                    reading.running = QString::fromUtf8(r.output);
            }
    }
    reading.state.index();
    return reading;
}

// The neighbours a switch sees, one entry per port and neighbour.
std::set<QString> neighboursOf(const SwitchState &state)
{
    std::set<QString> out;
    for (const LldpNeighbor &n : state.neighbors)
        out.insert(PushText::tr("%1 (%2 %3)").arg(n.localPort, n.systemName.isEmpty() ? n.chassisId : n.systemName, n.portId));
    return out;
}

QString minutesText(int seconds)
{
    return QString::number(std::max(1, (seconds + 59) / 60));
}

// The platform's commands with hvnet's names and times in them, and the
// change where the configuration goes.
QStringList expanded(const QStringList &commands, const QStringList &change, const QStringList &undo, int seconds)
{
    QStringList out;
    const int minutes = std::max(1, (seconds + 59) / 60);
    const QString clock = QStringLiteral("%1:%2:00").arg(minutes / 60, 2, 10, QLatin1Char('0')).arg(minutes % 60, 2, 10, QLatin1Char('0'));
    for (QString c : commands) {
        if (c == QLatin1String("<configuration>")) {
            out << change;
            continue;
        }
        if (c == QLatin1String("<undo>")) {
            out << undo;
            continue;
        }
        c.replace(QLatin1String("<name>"), QLatin1String(sessionName));
        c.replace(QLatin1String("<minutes>"), minutesText(seconds));
        c.replace(QLatin1String("<hh:mm:ss>"), clock);
        out << c;
    }
    return out;
}

class SwitchPush
{
public:
    SwitchPush(SshSession &session, Transcript &transcript, const Switch &sw, const SwitchPlan &plan,
        const SwitchPlatformDriver &driver, const SwitchPushOptions &options, const std::atomic<bool> *cancel)
        : m_transcript(transcript), m_cli(session, transcript, driver.session()), m_sw(sw), m_plan(plan),
          m_editing(driver.configEditing()), m_rollback(driver.rollback()), m_options(options), m_cancel(cancel)
    {
    }

    void run(const QString &planned, SwitchPushResult &result);

private:
    void step(SwitchPushResult &result, const QString &name, PushStep::Outcome outcome, const QString &detail)
    {
        result.steps.push_back({name, outcome, detail, m_transcript.currentFile(), m_clock.restart()});
        if (outcome == PushStep::Outcome::Failed && result.failure.isEmpty())
            result.failure = {name, detail};
    }
    bool cancelled() const { return m_cancel && m_cancel->load(); }
    // Takes the change back after `reason`, the step that failed.
    void rollBack(SwitchPushResult &result, bool beforeApplied, const QString &runningBefore, const QString &runningAfter);
    // The switch read back against the plan and its neighbours before: empty when clean.
    QString verify(const Reading &before, Reading &after);

    Transcript &m_transcript;
    SwitchCli m_cli;
    const Switch &m_sw;
    const SwitchPlan &m_plan;
    ConfigEditing m_editing;
    ConfigRollback m_rollback;
    SwitchPushOptions m_options;
    const std::atomic<bool> *m_cancel;
    QStringList m_change;
    QElapsedTimer m_clock;
};

void SwitchPush::run(const QString &planned, SwitchPushResult &result)
{
    using O = PushStep::Outcome;
    m_clock.start();
    const Reading before = readSwitch(m_cli, m_sw);
    if (!before.failure.isEmpty() || before.running.trimmed().isEmpty()) {
        step(result, QStringLiteral("read"), O::Failed,
            before.failure.isEmpty() ? PushText::tr("%1 printed no running configuration").arg(m_sw.name) : before.failure);
        return;
    }
    step(result, QStringLiteral("read"), O::Done, {});
    m_change = SwitchConfigDelta::change(m_editing, planned, before.running);
    result.difference = SwitchChangeText::describe(m_plan, before.state);
    if (result.difference.isEmpty() && !m_change.isEmpty())
        result.difference << PushText::tr("%1: %n configuration line(s) the check does not compare (names, descriptions) differ", "",
            int(m_change.size())).arg(m_sw.name);
    result.change = SwitchConfigDelta::text(m_change);
    step(result, QStringLiteral("diff"), O::Done,
        m_change.isEmpty() ? PushText::tr("no difference: nothing to send")
                           : PushText::tr("%n line(s) to send", "", int(m_change.size())));
    if (m_change.isEmpty() || m_options.dryRun) {
        if (m_options.dryRun && !m_change.isEmpty())
            step(result, QStringLiteral("apply"), O::Skipped, PushText::tr("a dry run: nothing sent"));
        result.ok = true;
        return;
    }
    if (m_rollback.isEmpty()) {
        step(result, QStringLiteral("apply"), O::Refused,
            PushText::tr("%1 has no way back hvnet knows of, so hvnet does not change it").arg(m_sw.name));
        return;
    }
    if (cancelled()) {
        step(result, QStringLiteral("prepare"), O::Skipped, PushText::tr("cancelled"));
        return;
    }
    const int window = m_options.confirmTimeoutSec;
    if (!m_rollback.prepare.isEmpty()) {
        const SwitchSent prepared = m_cli.send(expanded(m_rollback.prepare, {}, {}, window), QStringLiteral("prepare"));
        if (!prepared.ok) {
            step(result, QStringLiteral("prepare"), O::Failed, prepared.failure);
            return;
        }
        step(result, QStringLiteral("prepare"), O::Done, m_rollback.mechanism);
    }
    // The configuration, then what applies it: a refusal among the lines of
    // the configuration comes before anything applied it.
    const QStringList lines = expanded(m_rollback.apply, m_change, {}, window);
    const SwitchSent applied = m_cli.send(lines, QStringLiteral("apply"));
    if (!applied.ok) {
        const auto refusedAt = lines.indexOf(applied.line);
        const auto firstAfter = m_rollback.apply.indexOf(QStringLiteral("<configuration>")) + m_change.size();
        // The command that applies the configuration refused: nothing applied it either.
        const bool beforeApplied = refusedAt >= 0 && refusedAt <= firstAfter && !m_rollback.abandon.isEmpty();
        step(result, QStringLiteral("apply"), O::Failed, applied.failure);
        rollBack(result, beforeApplied, before.running, QString());
        return;
    }
    step(result, QStringLiteral("apply"), O::Done,
        m_rollback.revertsUnconfirmed ? PushText::tr("applied; %1 takes it back unless confirmed within %2 minute(s)")
                                            .arg(m_sw.name, minutesText(window))
                                      : PushText::tr("applied; hvnet takes it back unless the switch reads back clean"));
    Reading after;
    const QString problem = cancelled() ? PushText::tr("cancelled") : verify(before, after);
    if (!problem.isEmpty()) {
        step(result, QStringLiteral("verify"), O::Failed, problem);
        rollBack(result, false, before.running, after.running);
        return;
    }
    step(result, QStringLiteral("verify"), O::Done, PushText::tr("reads back clean; LLDP neighbours as before"));
    if (!m_rollback.confirm.isEmpty()) {
        const SwitchSent confirmed = m_cli.send(expanded(m_rollback.confirm, {}, {}, window), QStringLiteral("confirm"));
        if (!confirmed.ok) {
            step(result, QStringLiteral("confirm"), O::Failed, confirmed.failure);
            rollBack(result, false, before.running, after.running);
            return;
        }
    }
    step(result, QStringLiteral("confirm"), O::Done, {});
    result.changed = true;
    result.ok = true;
}

QString SwitchPush::verify(const Reading &before, Reading &after)
{
    after = readSwitch(m_cli, m_sw);
    if (!after.failure.isEmpty())
        return PushText::tr("the switch could not be read back: %1").arg(after.failure);
    QStringList wrong;
    for (const SwitchDifference &d : SwitchStateCheck::compare(m_plan, after.state))
        wrong << d.message;
    if (!wrong.isEmpty())
        return PushText::tr("read back, %1 still differs from the plan: %2").arg(m_sw.name, wrong.join(QStringLiteral("; ")));
    const std::set<QString> was = neighboursOf(before.state), is = neighboursOf(after.state);
    QStringList lost;
    for (const QString &n : was)
        if (!is.count(n))
            lost << n;
    if (!lost.isEmpty())
        return PushText::tr("LLDP neighbours no longer seen: %1").arg(lost.join(QStringLiteral(", ")));
    return {};
}

void SwitchPush::rollBack(SwitchPushResult &result, bool beforeApplied, const QString &runningBefore, const QString &runningAfter)
{
    using O = PushStep::Outcome;
    const QStringList commands = beforeApplied ? m_rollback.abandon : m_rollback.rollback;
    if (commands.isEmpty()) {
        if (m_rollback.revertsUnconfirmed)
            step(result, QStringLiteral("rollback"), O::RolledBack,
                PushText::tr("not confirmed: %1 takes the change back by itself when its %2-minute window ends")
                    .arg(m_sw.name, minutesText(m_options.confirmTimeoutSec)));
        else
            step(result, QStringLiteral("rollback"), O::Failed, PushText::tr("%1 has no way back: the change stays").arg(m_sw.name));
        return;
    }
    // hvnet's own way back: the change from what runs now to what ran before.
    const QString now = runningAfter.isEmpty() ? SwitchConfigDelta::apply(m_editing, runningBefore, m_change) : runningAfter;
    const QStringList undo = SwitchConfigDelta::change(m_editing, runningBefore, now);
    const SwitchSent back = m_cli.send(expanded(commands, {}, undo, m_options.confirmTimeoutSec), QStringLiteral("rollback"));
    if (back.ok)
        step(result, QStringLiteral("rollback"), O::RolledBack, PushText::tr("the configuration read before is back"));
    else
        step(result, QStringLiteral("rollback"), O::Failed, back.failure);
}

} // namespace

SwitchPushResult pushSwitch(SshSession &session, Transcript &transcript, const Design &design, const SwitchPlan &plan,
    const SwitchPlatformDriver &driver, const SwitchPushOptions &options, const std::atomic<bool> *cancel)
{
    SwitchPushResult result;
    const auto sw = std::find_if(design.switches.begin(), design.switches.end(), [&plan](const Switch &s) { return s.name == plan.name; });
    if (sw == design.switches.end()) {
        result.steps.push_back({QStringLiteral("read"), PushStep::Outcome::Failed,
            PushText::tr("the design has no switch %1").arg(plan.name), {}, 0});
        result.failure = {QStringLiteral("read"), result.steps.back().detail};
        return result;
    }
    if (driver.isChecklist() || driver.configEditing().isEmpty() || driver.session().isEmpty()) {
        result.steps.push_back({QStringLiteral("read"), PushStep::Outcome::Refused,
            PushText::tr("%1 is on %2, a checklist hvnet cannot read or change over SSH").arg(plan.name, driver.displayName()), {}, 0});
        return result;
    }
    // The planned configuration, rendered as `hvnet export` writes it.
    const ExportResult exported = SwitchExporter(TemplateStore()).run(design);
    const QString path = QStringLiteral("switches/") + safeFileName(plan.name) + QStringLiteral(".cfg");
    const auto file = std::find_if(exported.files.begin(), exported.files.end(), [&path](const ExportedFile &f) { return f.path == path; });
    if (file == exported.files.end()) {
        result.steps.push_back({QStringLiteral("diff"), PushStep::Outcome::Failed,
            exported.error.isEmpty() ? PushText::tr("no configuration was rendered for %1").arg(plan.name) : exported.error, {}, 0});
        result.failure = {QStringLiteral("diff"), result.steps.back().detail};
        return result;
    }
    SwitchPush(session, transcript, *sw, plan, driver, options, cancel).run(QString::fromUtf8(file->content), result);
    return result;
}

} // namespace hvnet

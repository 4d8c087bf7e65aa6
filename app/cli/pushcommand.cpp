// `hvnet push DESIGN --out DIR`: applies the design to its running switches
// and nodes over SSH (app/push/), switch by switch of each pair and node by
// node of each cluster, and prints a summary of every target and step.

#include "clicommand.h"
#include "planneddesign.h"
#include "targetprogress.h"
#include "app/push/pushrun.h"
#include "verbs.h"

#include "exporters/templatestore.h"
#include "model/designfile.h"
#include "remote/secretprompt.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>

#include <unistd.h>

namespace hvnet {

namespace {

// The exit codes of push (docs/cli.md), the worst outcome of the run.
enum PushExit {
    PushDone = 0,
    PushFailed = 3, // a step failed: its rollout stopped there, the rest skipped
    PushRefused = 4, // a step was refused (it would cut its own session), nothing failed
    PushRolledBack = 5, // a switch change was rolled back, nothing failed
    PushCancelled = 6,
};

QString stateText(const PushTarget &t)
{
    switch (t.state) {
    case PushTarget::State::Running:
        return t.step;
    case PushTarget::State::Failed:
        return Tr::tr("failed at %1").arg(t.step);
    default:
        return pushStateText(t.state);
    }
}

QString seconds(qint64 ms)
{
    return QStringLiteral("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

class PushCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("push"); }
    QString summary() const override
    {
        return Tr::tr("apply the design to a running cluster over SSH: switches pair by pair, nodes one at a time per "
                      "cluster");
    }
    QString details() const override
    {
        return Tr::tr("Shows what would change on each switch (the semantic difference to its plan) and each node (its "
                      "deployment script run with -WhatIf), then applies it: the switches first, one of each redundant "
                      "pair at a time inside a rollback window, the second only after the first is confirmed; then each "
                      "node's deployment script, one node of a cluster at a time, its check script and its path tests. "
                      "A failure stops its pair or cluster; the rest is skipped with the reason. The summary lists every "
                      "target and step with its outcome, time and transcript. Exit 0 when every step succeeded, 2 when "
                      "the design has errors, 3 when a step failed, 4 when a step was refused, 5 when a switch change "
                      "was rolled back, 6 when cancelled, 1 otherwise.");
    }
    QList<CliArgument> arguments() const override { return {{QStringLiteral("FILE"), CliValue::Design}}; }
    QList<CliOption> options() const override
    {
        return QList<CliOption>{{QCommandLineOption(QStringLiteral("out"),
                     Tr::tr("the folder to write the transcripts, the summary (push.json) and the evidence into"),
                     QStringLiteral("DIR")),
                    CliValue::Folder, {}, true},
            {QCommandLineOption(QStringLiteral("hosts"), Tr::tr("push only to these nodes (computer names, comma-separated)"),
                 QStringLiteral("LIST")),
                CliValue::Text},
            {QCommandLineOption(QStringLiteral("switches"), Tr::tr("push only to these switches (comma-separated)"),
                 QStringLiteral("LIST")),
                CliValue::Text},
            {QCommandLineOption(QStringLiteral("dry-run"), Tr::tr("show what would change on every target and change nothing")),
                CliValue::None},
            {QCommandLineOption(QStringLiteral("confirm-timeout"),
                 Tr::tr("seconds a switch change stays before it rolls back by itself unless confirmed (default 300)"),
                 QStringLiteral("SECONDS"), QStringLiteral("300")),
                CliValue::Number},
            {QCommandLineOption(QStringLiteral("parallel"),
                 Tr::tr("clusters and switch pairs pushed at the same time (default 16)"), QStringLiteral("N"),
                 QStringLiteral("16")),
                CliValue::Number},
            {QCommandLineOption(QStringLiteral("yes"),
                 Tr::tr("do not ask before changing the devices (needed without a terminal)")),
                CliValue::None},
            {QCommandLineOption(QStringLiteral("allow-disruption"),
                 Tr::tr("let a node's script run steps that cut an administrator's session (-AllowDisruption); only "
                        "over an out-of-band endpoint")),
                CliValue::None},
            {QCommandLineOption(QStringLiteral("no-paths"), Tr::tr("do not run the nodes' path tests after their check")),
                CliValue::None}}
            + sshOptions(3600) + QList<CliOption>{templatesOption()};
    }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        const QString file = parser.positionalArguments().first();
        PlannedDesign loaded = PlannedDesign::load(
            file, QStringLiteral("push"), Tr::tr("the push applies what the design plans, so the design must be valid"));
        if (!loaded.design) {
            io.err() << QStringLiteral("hvnet: ") << loaded.error << Qt::endl;
            return loaded.exitCode;
        }
        bool ok = false;
        auto number = [&](const QString &option, int low, int *value) {
            *value = parser.value(option).toInt(&ok);
            return ok && *value >= low;
        };
        int parallel = 0, confirmTimeout = 0;
        if (!number(QStringLiteral("parallel"), 1, &parallel))
            return io.fail(Tr::tr("push: --parallel takes a number of at least 1"));
        SshSettings ssh;
        if (!readSshOptions(parser, ssh) || !number(QStringLiteral("confirm-timeout"), 30, &confirmTimeout))
            return io.fail(Tr::tr("push: a timeout is a number of seconds, at least 1 (--confirm-timeout at least 30)"));
        const QString folder = parser.value(QStringLiteral("out"));
        if (QFileInfo(folder).exists() && !QFileInfo(folder).isDir())
            return io.fail(Tr::tr("push: %1 is a file, not a folder").arg(QDir::toNativeSeparators(folder)));

        TerminalSecretPrompt prompt;
        PushRun::Options options;
        options.hosts = listValue(parser, QStringLiteral("hosts"));
        options.switches = listValue(parser, QStringLiteral("switches"));
        options.dryRun = parser.isSet(QStringLiteral("dry-run"));
        options.allowDisruption = parser.isSet(QStringLiteral("allow-disruption"));
        options.paths = !parser.isSet(QStringLiteral("no-paths"));
        options.confirmTimeoutSec = confirmTimeout;
        options.parallel = parallel;
        options.ssh = ssh;
        options.prompt = &prompt;
        options.cancel = &cancelRequested();
        const TemplateStore store(parser.value(QStringLiteral("templates")));
        CancelOnSignal cancelOnSignal;
        Design &design = *loaded.design;

        if (!options.dryRun && !parser.isSet(QStringLiteral("yes"))) {
            // A person sees the difference before anything changes.
            if (::isatty(STDIN_FILENO) != 1)
                return io.fail(Tr::tr("push: changes running switches and nodes and asks first; without a terminal run "
                                      "--dry-run to see the difference, then give --yes"));
            PushRun::Options preview = options;
            preview.dryRun = true;
            preview.paths = false;
            preview.transcripts = QDir(folder).filePath(QStringLiteral("transcripts/preview"));
            const int code = pushOnce(io, file, design, store, preview, prompt, QString());
            if (code != PushDone)
                return code;
            io.err() << Tr::tr("Apply these changes now? [y/N] ") << Qt::flush;
            QTextStream in(stdin);
            const QString answer = in.readLine().trimmed();
            if (answer.compare(Tr::tr("y"), Qt::CaseInsensitive) != 0 && answer.compare(QLatin1String("y"), Qt::CaseInsensitive) != 0)
                return io.fail(Tr::tr("push: not started"));
        }
        options.transcripts = QDir(folder).filePath(QStringLiteral("transcripts"));
        return pushOnce(io, file, design, store, options, prompt, folder);
    }

private:
    // One run; folder empty: a preview that writes no evidence.
    int pushOnce(CliIo &io, const QString &file, Design &design, const TemplateStore &store,
        const PushRun::Options &options, TerminalSecretPrompt &prompt, const QString &folder) const
    {
        PushRun push(design, store, options);
        if (const QString error = push.plan(); !error.isEmpty())
            return io.fail(Tr::tr("push: %1").arg(error));
        for (const QString &name : push.withoutEndpoint())
            io.err() << Tr::tr("hvnet: push: %1 has no management endpoint in the design; not pushed").arg(name) << Qt::endl;
        {
            QStringList names;
            for (const PushTarget &t : push.targets())
                names << t.target.name;
            TargetProgress progress(io.err(), names, Tr::tr("waiting"));
            prompt.onAsking = [&](bool asking) { progress.pause(asking); };
            push.run([&](const PushTarget &t) {
                progress.changed(int(&t - push.targets().data()), stateText(t), t.state != PushTarget::State::Waiting,
                    t.elapsedMs);
            });
            prompt.onAsking = nullptr;
        }
        if (!folder.isEmpty())
            if (const QString error = push.write(folder, QDateTime::currentDateTimeUtc().toString(Qt::ISODate)); !error.isEmpty())
                return io.fail(Tr::tr("push: %1").arg(error));

        // Keys accepted with --accept-new are pinned into the design, which is saved.
        QStringList pinned;
        for (const PushTarget &t : push.targets()) {
            if (t.acceptedKey.isEmpty())
                continue;
            for (Node &node : design.nodes)
                if (node.name == t.target.name && node.management)
                    node.management->hostKey = t.acceptedKey;
            for (Switch &sw : design.switches)
                if (sw.name == t.target.name && sw.management)
                    sw.management->hostKey = t.acceptedKey;
            pinned << Tr::tr("pinned the host key of %1: %2").arg(t.target.name, t.acceptedKey);
        }
        if (!pinned.isEmpty()) {
            if (const DesignError error = DesignFile::save(design, file); !error.isNull())
                return io.fail(Tr::tr("push: the accepted host keys could not be saved into %1: %2").arg(file, error.message));
            for (const QString &line : pinned)
                io.out() << line << '\n';
        }
        printSummary(io.out(), push, options);
        if (!folder.isEmpty())
            io.out() << Tr::tr("transcripts: %1").arg(QDir::toNativeSeparators(options.transcripts)) << '\n'
                     << Tr::tr("summary and evidence: %1").arg(QDir::toNativeSeparators(folder)) << '\n';
        io.out().flush();
        return exitCode(push);
    }

    static int exitCode(const PushRun &push)
    {
        bool failed = false, refused = false, rolledBack = false, cancelled = false;
        for (const PushTarget &t : push.targets()) {
            cancelled = cancelled || t.state == PushTarget::State::Cancelled;
            for (const PushStep &s : t.steps) {
                failed = failed || s.outcome == PushStep::Outcome::Failed;
                refused = refused || s.outcome == PushStep::Outcome::Refused;
                rolledBack = rolledBack || s.outcome == PushStep::Outcome::RolledBack;
            }
        }
        if (cancelled)
            return PushCancelled;
        if (failed)
            return PushFailed;
        if (rolledBack)
            return PushRolledBack;
        if (refused)
            return PushRefused;
        return push.succeeded() ? PushDone : PushFailed;
    }

    // Per target what changes, then one row per step: the table that says
    // exactly where a push stopped and why.
    static void printSummary(QTextStream &out, const PushRun &push, const PushRun::Options &options)
    {
        out << (options.dryRun ? Tr::tr("push --dry-run: what would change") : Tr::tr("push: what changed")) << '\n';
        for (const PushTarget &t : push.targets()) {
            out << QStringLiteral("  ") << t.target.name << QStringLiteral(" (") << t.target.endpoint.address << QStringLiteral("): ");
            if (t.changes.isEmpty())
                out << Tr::tr("no difference") << '\n';
            else
                out << Tr::tr("%n change(s)", nullptr, int(t.changes.size())) << '\n';
            for (const QString &line : t.changes)
                out << QStringLiteral("    ") << line << '\n';
        }
        out << '\n';
        QStringList header{Tr::tr("TARGET"), Tr::tr("STEP"), Tr::tr("OUTCOME"), Tr::tr("ELAPSED"), Tr::tr("TRANSCRIPT")};
        std::vector<QStringList> rows;
        std::vector<QString> details;
        for (const PushTarget &t : push.targets()) {
            if (t.steps.empty()) {
                rows.push_back({t.target.name, QStringLiteral("-"), pushStateText(t.state), seconds(t.elapsedMs), QStringLiteral("-")});
                details.push_back(t.reason);
            }
            for (const PushStep &s : t.steps) {
                rows.push_back({t.target.name, s.name, pushOutcomeText(s.outcome), seconds(s.elapsedMs),
                    s.transcript.isEmpty() ? QStringLiteral("-") : QDir::toNativeSeparators(s.transcript)});
                details.push_back(s.detail);
            }
        }
        std::vector<int> width(size_t(header.size()), 0);
        auto measure = [&](const QStringList &row) {
            for (int i = 0; i < row.size(); ++i)
                width[size_t(i)] = std::max<int>(width[size_t(i)], int(row[i].size()));
        };
        measure(header);
        for (const QStringList &row : rows)
            measure(row);
        auto print = [&](const QStringList &row) {
            QString line = QStringLiteral(" ");
            for (int i = 0; i < row.size(); ++i)
                line += QLatin1Char(' ') + (i + 1 < row.size() ? row[i].leftJustified(width[size_t(i)] + 1) : row[i]);
            out << line << '\n';
        };
        print(header);
        for (size_t i = 0; i < rows.size(); ++i) {
            print(rows[i]);
            if (!details[i].isEmpty())
                out << QStringLiteral("      ") << details[i] << '\n';
        }
        int done = 0;
        for (const PushTarget &t : push.targets())
            done += t.state == PushTarget::State::Done;
        out << '\n'
            << Tr::tr("push: %1 of %n target(s) done", nullptr, int(push.targets().size())).arg(done) << '\n';
    }
};

} // namespace

std::unique_ptr<CliCommand> makePushCommand()
{
    return std::make_unique<PushCommand>();
}

} // namespace hvnet

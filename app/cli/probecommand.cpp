// `hvnet probe DESIGN --out DIR`: gathers the evidence of docs/live.md over
// SSH (remote/), writes the evidence folder `collect` describes, and checks it.

#include "clicommand.h"
#include "commandline.h"
#include "planneddesign.h"
#include "targetprogress.h"
#include "app/probe/proberun.h"
#include "verbs.h"

#include "exporters/templatestore.h"
#include "model/designfile.h"
#include "remote/secretprompt.h"

#include <QCommandLineParser>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>
#include <QElapsedTimer>
#include <QThread>

#include <cstdio>

#include <unistd.h>

namespace hvnet {

namespace {

QString stateText(const ProbeTarget &t)
{
    switch (t.state) {
    case ProbeTarget::State::Waiting:
        return Tr::tr("waiting");
    case ProbeTarget::State::Running:
        return t.step;
    case ProbeTarget::State::Done:
        return Tr::tr("done");
    case ProbeTarget::State::Failed:
        return Tr::tr("failed at %1").arg(t.step);
    case ProbeTarget::State::Cancelled:
        return Tr::tr("cancelled");
    }
    return {};
}

class ProbeCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("probe"); }
    QString summary() const override
    {
        return Tr::tr("gather the evidence of a running cluster over SSH, then check it against the design");
    }
    QString details() const override
    {
        return Tr::tr("Runs the collect kit's script on each node (OpenSSH for Windows) and the collect commands on each "
                      "switch at the design's management endpoints, writes the evidence folder hvnet collect describes, "
                      "and prints what hvnet check finds in it. Host keys must be pinned in the design or known to "
                      "known_hosts; ~/.ssh/config applies (Host aliases, User, Port, IdentityFile, ProxyJump). A password "
                      "or passphrase is asked on the terminal and kept in memory only. Exit codes as check; 1 when a "
                      "target could not be probed.");
    }
    QList<CliArgument> arguments() const override { return {{QStringLiteral("FILE"), CliValue::Design}}; }
    QList<CliOption> options() const override
    {
        return QList<CliOption>{{QCommandLineOption(QStringLiteral("out"), Tr::tr("the evidence folder to write"), QStringLiteral("DIR")),
                    CliValue::Folder, {}, true},
            {QCommandLineOption(QStringLiteral("hosts"), Tr::tr("probe only these nodes (computer names, comma-separated)"),
                 QStringLiteral("LIST")),
                CliValue::Text},
            {QCommandLineOption(QStringLiteral("switches"), Tr::tr("probe only these switches (comma-separated)"),
                 QStringLiteral("LIST")),
                CliValue::Text},
            {QCommandLineOption(QStringLiteral("parallel"), Tr::tr("targets probed at the same time (default 16)"),
                 QStringLiteral("N"), QStringLiteral("16")),
                CliValue::Number},
            {QCommandLineOption(QStringLiteral("paths"),
                 Tr::tr("also test every planned storage path from each node: ping at the planned MTU, SMB's ports, "
                        "SMB Multichannel per instance, RDMA counters around a short read")),
                CliValue::None},
            {QCommandLineOption(QStringLiteral("active"),
                 Tr::tr("with the path tests, a timed transfer on each path that loads the storage network (asks first)")),
                CliValue::None},
            {QCommandLineOption(QStringLiteral("yes"), Tr::tr("do not ask before --active (needed without a terminal)")),
                CliValue::None},
            {QCommandLineOption(QStringLiteral("watch"),
                 Tr::tr("probe again every SECONDS into a new timestamped folder under DIR, until interrupted"),
                 QStringLiteral("SECONDS")),
                CliValue::Number}}
            + sshOptions(600) + QList<CliOption>{templatesOption()};
    }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        const QString file = parser.positionalArguments().first();
        PlannedDesign loaded = PlannedDesign::load(
            file, QStringLiteral("probe"), Tr::tr("the probe collects what the design plans, so the design must be valid"));
        if (!loaded.design) {
            io.err() << QStringLiteral("hvnet: ") << loaded.error << Qt::endl;
            return loaded.exitCode;
        }
        bool ok = false;
        auto number = [&](const QString &option, int low, int *value) {
            *value = parser.value(option).toInt(&ok);
            return ok && *value >= low;
        };
        int parallel = 0, watch = 0;
        if (!number(QStringLiteral("parallel"), 1, &parallel))
            return io.fail(Tr::tr("probe: --parallel takes a number of at least 1"));
        SshSettings ssh;
        if (!readSshOptions(parser, ssh))
            return io.fail(Tr::tr("probe: a timeout is a number of seconds, at least 1"));
        if (parser.isSet(QStringLiteral("watch")) && !number(QStringLiteral("watch"), 1, &watch))
            return io.fail(Tr::tr("probe: --watch takes a number of seconds, at least 1"));
        const QString folder = parser.value(QStringLiteral("out"));
        if (QFileInfo(folder).exists() && !QFileInfo(folder).isDir())
            return io.fail(Tr::tr("probe: %1 is a file, not a folder").arg(QDir::toNativeSeparators(folder)));

        const bool active = parser.isSet(QStringLiteral("active"));
        if (active && !parser.isSet(QStringLiteral("yes"))) {
            // The timed transfer loads production storage paths: a person says so first.
            if (::isatty(STDIN_FILENO) != 1)
                return io.fail(Tr::tr("probe: --active loads the storage network and asks first; without a terminal "
                                      "give --yes to go ahead"));
            io.err() << Tr::tr("--active runs a timed transfer of about 10 seconds on every planned storage path, "
                               "loading the storage network while it runs. Go ahead? [y/N] ")
                     << Qt::flush;
            QTextStream in(stdin);
            const QString answer = in.readLine().trimmed();
            if (answer.compare(Tr::tr("y"), Qt::CaseInsensitive) != 0 && answer.compare(QLatin1String("y"), Qt::CaseInsensitive) != 0)
                return io.fail(Tr::tr("probe: not started"));
        }
        TerminalSecretPrompt prompt;
        ProbeRun::Options options;
        options.paths = parser.isSet(QStringLiteral("paths")) || active;
        options.active = active;
        options.hosts = listValue(parser, QStringLiteral("hosts"));
        options.switches = listValue(parser, QStringLiteral("switches"));
        options.parallel = parallel;
        options.ssh = ssh;
        options.prompt = &prompt;
        options.cancel = &cancelRequested();
        const TemplateStore store(parser.value(QStringLiteral("templates")));
        CancelOnSignal cancelOnSignal;

        for (;;) {
            const QDateTime now = QDateTime::currentDateTimeUtc();
            const QString runFolder =
                watch ? QDir(folder).filePath(now.toString(QStringLiteral("yyyyMMdd'T'HHmmss'Z'"))) : folder;
            options.transcripts = QDir(runFolder).filePath(QStringLiteral("transcripts"));
            const int code = probeOnce(io, file, *loaded.design, store, options, prompt, runFolder,
                now.toString(Qt::ISODate));
            if (!watch || cancelRequested().load())
                return code;
            io.out() << Tr::tr("next probe in %n second(s); Ctrl-C ends", nullptr, watch) << Qt::endl;
            for (int slept = 0; slept < watch * 5 && !cancelRequested().load(); ++slept)
                QThread::msleep(200);
            if (cancelRequested().load())
                return code;
        }
    }

private:
    int probeOnce(CliIo &io, const QString &file, Design &design, const TemplateStore &store,
        const ProbeRun::Options &options, TerminalSecretPrompt &prompt, const QString &folder,
        const QString &collected) const
    {
        ProbeRun probe(design, store, options);
        if (const QString error = probe.plan(); !error.isEmpty())
            return io.fail(Tr::tr("probe: %1").arg(error));
        for (const QString &name : probe.withoutEndpoint())
            io.err() << Tr::tr("hvnet: probe: %1 has no management endpoint in the design; not probed").arg(name)
                     << Qt::endl;
        {
            QStringList names;
            for (const ProbeTarget &t : probe.targets())
                names << t.target.name;
            TargetProgress progress(io.err(), names, Tr::tr("waiting"));
            prompt.onAsking = [&](bool asking) { progress.pause(asking); };
            probe.run([&](const ProbeTarget &t) {
                progress.changed(int(&t - probe.targets().data()), stateText(t), t.state != ProbeTarget::State::Waiting,
                    t.elapsedMs);
            });
            prompt.onAsking = nullptr;
        }
        if (const QString error = probe.write(folder, collected); !error.isEmpty())
            return io.fail(Tr::tr("probe: %1").arg(error));

        // Keys accepted with --accept-new are pinned into the design, which is
        // saved: the next run trusts exactly these keys.
        QStringList pinned;
        for (const ProbeTarget &t : probe.targets()) {
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
                return io.fail(Tr::tr("probe: the accepted host keys could not be saved into %1: %2").arg(file, error.message));
            for (const QString &line : pinned)
                io.out() << line << '\n';
            io.out() << Tr::tr("saved %1 with the pinned keys").arg(file) << '\n';
        }

        int failed = 0;
        for (const ProbeTarget &t : probe.targets())
            failed += t.state != ProbeTarget::State::Done;
        const int total = int(probe.targets().size());
        io.out() << Tr::tr("probe: %1 of %n target(s) answered into %2", nullptr, total)
                        .arg(total - failed)
                        .arg(QDir::toNativeSeparators(folder))
                 << '\n';
        for (const ProbeTarget &t : probe.targets()) {
            if (t.state == ProbeTarget::State::Done) {
                QStringList written;
                for (const auto &entry : t.files)
                    written << entry.first;
                io.out() << QStringLiteral("  ") << Tr::tr("%1: %2").arg(t.target.name, written.join(QStringLiteral(", ")))
                         << '\n';
            } else {
                io.out() << QStringLiteral("  ")
                         << Tr::tr("%1 (%2): failed at %3: %4")
                                .arg(t.target.name, t.target.endpoint.address, t.failure.step, t.failure.message)
                         << '\n';
            }
            for (const QString &note : t.notes)
                io.out() << QStringLiteral("    ") << note << '\n';
        }
        io.out() << Tr::tr("transcripts: %1").arg(QDir::toNativeSeparators(options.transcripts)) << '\n' << Qt::endl;

        QTextStream &out = io.out();
        CommandLine check(out, io.err());
        const int checked = check.run({QStringLiteral("check"), file, QStringLiteral("--evidence"), folder});
        if (failed > 0)
            return CliIo::Failed;
        return checked;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeProbeCommand()
{
    return std::make_unique<ProbeCommand>();
}

} // namespace hvnet

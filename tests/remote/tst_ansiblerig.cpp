// The Ansible export's switch plays run by Debian's Ansible against the SSH
// rig (tests/support/sshrig.h): a generated design whose ToRs are Cumulus
// Linux switches (the platform Ansible reaches over plain SSH, which needs
// nothing beyond Debian's ansible), each a simulated switch command line
// behind its own sshd, host keys verified through the rig's known_hosts.
// - collect.yml writes the switches' evidence into the folder layout
//   `hvnet check` reads, byte for byte what each switch printed, and `hvnet
//   check` on that folder finds the switches as the design plans them;
// - deploy-switches.yml --check stages each switch's NVUE commands, shows
//   the difference, drops the staged revision and changes nothing;
// - deploy-switches.yml applies one switch of the pair, and the other only
//   after the first passes `hvnet check` on fresh evidence (its gate), which
//   stops the play when the first switch did not take its configuration.
// And the host plays, against the design's nodes as simulated Windows hosts
// whose OpenSSH runs PowerShell as its default shell (hvnet_windows_sim
// --default-shell powershell, tests/support/windowssimansible.h: Ansible's
// commands, its pipelined modules win_file, win_stat, win_copy, win_command
// and win_find, and its SFTP paths, as ansible-core 2.14 and ansible.windows
// 1.14 send them; the scripts themselves run as docs/powershell.md says):
// - collect.yml fetches each node's evidence and each switch's, and `hvnet
//   check` on that folder finds the cluster as planned;
// - deploy-hosts.yml --check copies each node's scripts, proves their hashes,
//   runs them with -WhatIf and changes nothing;
// - deploy-hosts.yml deploys node by node, each node's check passing, then
//   the cluster's networks.

#include "exporters/exportrun.h"
#include "model/validation/validator.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"
#include "plans/filenames.h"
#include "tests/support/sshsite.h"
#include "tests/support/switchsimulator.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <cstdio>

#include <nlohmann/json.hpp>

using namespace hvnet;
using json = nlohmann::json;

namespace {

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A program run to its end: what it printed and its exit code (-1: it crashed or did not end).
Run runProgram(const QString &program, const QStringList &arguments, const QProcessEnvironment &env,
    int timeoutMs, const QString &workingDirectory = {})
{
    QProcess p;
    p.setWorkingDirectory(workingDirectory);
    p.setProcessEnvironment(env);
    p.start(program, arguments);
    p.waitForFinished(timeoutMs);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

// Takes the lines `marker` matches out of a text file; whether there were any.
bool dropLines(const QString &path, const QString &marker)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArrayList lines = file.readAll().split('\n');
    const QRegularExpression match(marker);
    QByteArrayList kept;
    for (const QByteArray &line : lines)
        if (!match.match(QString::fromUtf8(line)).hasMatch())
            kept << line;
    file.close();
    if (kept.size() == lines.size() || !file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    file.write(kept.join('\n'));
    return true;
}

} // namespace

class TestAnsibleRig : public QObject
{
    Q_OBJECT

    std::unique_ptr<SshRig> rig;
    std::unique_ptr<SshSite> site;
    QString folder; // the export's ansible/ folder
    QString controlDir; // Ansible's SSH control sockets (a short path)
    QHash<QString, QString> knownLines; // each switch's known_hosts line
    QStringList hostKnownLines; // the nodes'
    // Why the host plays cannot run with this Ansible, or empty. The
    // simulated Windows host takes what ansible-core 2.14 sends (Debian 12);
    // 2.19 (Debian 13) reads a JSON object of a script, its name and its
    // parameters before the NULs instead (executor/powershell/
    // bootstrap_wrapper.ps1 there), which it does not take yet.
    QString hostPlaysSkipped;

    // What a simulated node's deployment applied, a step per line.
    QStringList appliedOn(const Node &node) const
    {
        return QString::fromUtf8(site->hostApplied(node)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    Run ansible(const QStringList &arguments)
    {
        QProcessEnvironment env = SshRig::cleanEnvironment();
        env.insert(QStringLiteral("ANSIBLE_HOME"), rig->dir() + QStringLiteral("/ansible-home"));
        env.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), rig->dir() + QStringLiteral("/ansible-local"));
        env.insert(QStringLiteral("ANSIBLE_SSH_CONTROL_PATH_DIR"), controlDir);
        env.insert(QStringLiteral("ANSIBLE_NOCOLOR"), QStringLiteral("1"));
        const Run run = runProgram(QStringLiteral("ansible-playbook"),
            arguments
                + QStringList{QStringLiteral("-e"),
                    QStringLiteral("ansible_ssh_common_args='-F %1'").arg(site->sshConfig), QStringLiteral("-e"),
                    QStringLiteral("hvnet_program=%1").arg(QStringLiteral(HVNET_CLI))},
            env, 600000, folder);
        // Qt Test shortens a message: Ansible's whole account goes to the log
        // (always with HVNET_ANSIBLE_LOG set).
        if (run.exitCode != 0 || qEnvironmentVariableIsSet("HVNET_ANSIBLE_LOG"))
            std::fprintf(stderr, "ansible-playbook %s:\n%s%s\n", qPrintable(arguments.join(QLatin1Char(' '))),
                run.out.constData(), run.err.constData());
        return run;
    }

    // The findings of `hvnet check --format json` above information that
    // name a switch; notChecked: the objects the check could not compare.
    QStringList switchFindings(const json &report, QStringList *notChecked = nullptr) const
    {
        QStringList found;
        for (const json &f : report.value("findings", json::array())) {
            const QString text = QString::fromStdString(f.dump());
            if (notChecked && f.value("rule", "") == "live.not-checked")
                *notChecked << QString::fromStdString(f.value("message", ""));
            for (const Switch &sw : site->design.switches)
                if (text.contains(sw.name) && f.value("severity", "") != "info")
                    found << text;
        }
        return found;
    }

    static QString runningCommand(const Switch &sw)
    {
        return SwitchPlatforms::driver(sw.platform).evidenceCommand(SwitchEvidence::File::RunningConfig);
    }

    // The simulated switch's running configuration (tests/support/switchclisim.cpp).
    QString runningFile(const Switch &sw) const
    {
        return site->switchDir(sw) + QLatin1Char('/') + runningCommand(sw).replace(QLatin1Char('/'), QLatin1Char('_'))
            + QStringLiteral(".txt");
    }

    // Takes the lines `marker` matches out of a switch's running
    // configuration; whether there were any.
    bool dropRunningLines(const Switch &sw, const QString &marker) const
    {
        return dropLines(runningFile(sw), marker);
    }

    // What the switch prints for a command, asked directly (as its sshd
    // would run it for an exec request).
    Run switchSays(const Switch &sw, const QString &command)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("SSH_ORIGINAL_COMMAND"), command);
        return runProgram(QStringLiteral(HVNET_SWITCH_SIM), {QStringLiteral("--name"), sw.name, QStringLiteral("--dir"),
            site->switchDir(sw), QStringLiteral("--platform"), enumString(sw.platform)}, env, 60000);
    }

    static Run hvnet(const QStringList &arguments)
    {
        return runProgram(QStringLiteral(HVNET_CLI), arguments, QProcessEnvironment::systemEnvironment(), 120000);
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("ansible-playbook")).isEmpty(),
            "ansible-playbook is missing: install Debian's ansible (tools/setup.sh does)");
        rig = std::make_unique<SshRig>();
        QVERIFY2(rig->error().isEmpty(), qPrintable(rig->error()));
        site = std::make_unique<SshSite>(*rig, QStringLiteral(HVNET_WINDOWS_SIM), QStringLiteral(HVNET_SWITCH_SIM));
        site->makeDesign(2, SwitchPlatform::NvidiaCumulus);
        QStringList known;
        for (Switch &sw : site->design.switches) {
            QCOMPARE(sw.platform, SwitchPlatform::NvidiaCumulus);
            // Its neighbours as cabled, in lldpctl's JSON (the command the kit runs there).
            site->switchEvidence[QStringLiteral("switches/%1/lldp.txt").arg(sw.name)] =
                SwitchSimulator::cumulusLldp(SwitchSimulator::asCabled(site->design, sw));
            const SshRig::Server *server = site->startSwitch(sw);
            QVERIFY2(server, qPrintable(rig->error()));
            site->setEndpoint(sw.management, server);
            known << server->knownHostsLine;
            knownLines[sw.name] = server->knownHostsLine;
        }
        const Run version = runProgram(QStringLiteral("ansible-playbook"), {QStringLiteral("--version")},
            SshRig::cleanEnvironment(), 60000);
        const QRegularExpressionMatch core
            = QRegularExpression(QStringLiteral("\\[core (\\d+\\.\\d+)")).match(QString::fromUtf8(version.out));
        if (core.captured(1) != QLatin1String("2.14"))
            hostPlaysSkipped = QStringLiteral("the simulated Windows host speaks ansible-core 2.14's PowerShell protocol; "
                                              "this is ansible-core %1")
                                   .arg(core.hasMatch() ? core.captured(1) : QStringLiteral("(unknown)"));
        // The nodes: Windows hosts whose default shell is PowerShell.
        for (Node &node : site->design.nodes) {
            const SshRig::Server *server
                = site->startHost(node, {QStringLiteral("--default-shell"), QStringLiteral("powershell")});
            QVERIFY2(server, qPrintable(rig->error()));
            site->setEndpoint(node.management, server);
            hostKnownLines << server->knownHostsLine;
        }
        site->writeConfig(known + hostKnownLines);
        controlDir = QDir::tempPath() + QStringLiteral("/hvnet-cp-%1").arg(QCoreApplication::applicationPid());
        QDir().mkpath(controlDir);

        ExportRun::Request request;
        request.what = {QStringLiteral("ansible")};
        const ExportRun::Result run = ExportRun::run(site->design, Validator::run(site->design), request);
        QVERIFY2(run.ok(), qPrintable(run.error));
        for (const ExportedFile &f : run.files) {
            const QString target = rig->dir() + QStringLiteral("/export/") + f.path;
            QDir().mkpath(QFileInfo(target).path());
            QFile out(target);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(f.content);
        }
        folder = rig->dir() + QStringLiteral("/export/ansible");
    }

    void cleanupTestCase()
    {
        site.reset();
        rig.reset();
        QDir(controlDir).removeRecursively();
    }

    // collect.yml's switch play: each switch's evidence, as the switch
    // printed it, in the folder `hvnet check` reads.
    void collectReadsTheSwitches()
    {
        const QString evidence = rig->dir() + QStringLiteral("/evidence");
        const Run run = ansible({QStringLiteral("collect.yml"), QStringLiteral("--limit"),
            QStringLiteral("localhost,hvnet_switches"), QStringLiteral("-e"),
            QStringLiteral("hvnet_evidence_dir=%1").arg(evidence)});
        QVERIFY2(run.exitCode == 0, "ansible-playbook failed: its output is above");

        const json manifest = json::parse(readAll(evidence + QStringLiteral("/evidence.json")).toStdString(), nullptr, false);
        QVERIFY(manifest.is_object());
        QCOMPARE(manifest.value("format", ""), std::string("hvnet-evidence"));
        QCOMPARE(QString::fromStdString(manifest.value("design", "")), site->design.meta.name);

        int files = 0;
        for (const Switch &sw : site->design.switches) {
            const SwitchPlatformDriver &driver = SwitchPlatforms::driver(sw.platform);
            for (const SwitchEvidence::File file : SwitchEvidence::files()) {
                const QString fetched = QStringLiteral("%1/switches/%2/%3")
                                            .arg(evidence, safeFileName(sw.name), SwitchEvidence::fileName(file));
                const Run printed = switchSays(sw, driver.evidenceCommand(file));
                if (printed.exitCode != 0) {
                    // A command the switch does not have: its (optional) file is left out.
                    QVERIFY2(!QFileInfo::exists(fetched), qPrintable(fetched));
                    continue;
                }
                // What the terminal made of the line ends aside, the output as the switch printed it.
                QCOMPARE(readAll(fetched), printed.out);
                ++files;
            }
        }
        QVERIFY(files >= 2 * int(site->design.switches.size()));

        // hvnet check reads the folder: the switches are as planned; the
        // nodes, whose play did not run, have no evidence.
        const Run check = hvnet({QStringLiteral("check"), folder + QStringLiteral("/design.hvnet"),
            QStringLiteral("--evidence"), evidence, QStringLiteral("--format"), QStringLiteral("json")});
        const json report = json::parse(check.out.toStdString(), nullptr, false);
        QVERIFY2(report.is_object(), (check.out + check.err).constData());
        QStringList notChecked;
        QVERIFY2(switchFindings(report, &notChecked).isEmpty(), qPrintable(switchFindings(report).join(QLatin1Char('\n'))));
        for (const Node &n : site->design.nodes)
            QVERIFY2(notChecked.join(QLatin1Char('\n')).contains(QStringLiteral("evidence for %1 ").arg(n.name)),
                qPrintable(n.name + QStringLiteral(": ") + notChecked.join(QLatin1Char('\n'))));

        // The check read what the play fetched: a switch whose ports lost
        // their MTU is drift.
        const QString running = QStringLiteral("%1/switches/%2/running-config.txt")
                                    .arg(evidence, safeFileName(site->design.switches.front().name));
        QVERIFY(dropLines(running, QStringLiteral(" mtu ")));
        const Run drift = hvnet({QStringLiteral("check"), folder + QStringLiteral("/design.hvnet"),
            QStringLiteral("--evidence"), evidence, QStringLiteral("--format"), QStringLiteral("json")});
        const QStringList found = switchFindings(json::parse(drift.out.toStdString(), nullptr, false));
        QVERIFY2(!found.isEmpty(), drift.out.constData());
        QCOMPARE(drift.exitCode, 2);
    }

    // The whole collect.yml: the nodes' evidence as each node's collect
    // script wrote it, fetched into hosts/, beside the switches'; `hvnet
    // check` on the folder finds nothing above information.
    void collectReadsHostsAndSwitches()
    {
        if (!hostPlaysSkipped.isEmpty())
            QSKIP(qPrintable(hostPlaysSkipped));
        const QString evidence = rig->dir() + QStringLiteral("/evidence-all");
        const Run run = ansible({QStringLiteral("collect.yml"), QStringLiteral("-e"),
            QStringLiteral("hvnet_evidence_dir=%1").arg(evidence)});
        QVERIFY2(run.exitCode == 0, "ansible-playbook failed: its output is above");
        // Without path tests there is no paths\ folder to look in, and no warning that it is missing.
        QVERIFY2(!(run.out + run.err).contains("does not exist or is not accessible"), (run.out + run.err).right(3000).constData());
        for (const Node &node : site->design.nodes) {
            const QString fetched = QStringLiteral("%1/hosts/%2.json").arg(evidence, node.name);
            QVERIFY2(QFileInfo::exists(fetched), qPrintable(fetched));
            QCOMPARE(readAll(fetched), site->hostEvidence.at(QStringLiteral("hosts/%1.json").arg(node.name)));
            // The script the play ran is the exported one, in the folder the playbooks name.
            const QString copied = site->hostHome(node) + QStringLiteral("/C:/ProgramData/hvnet/ansible/");
            QVERIFY2(!QDir(copied).entryList({QStringLiteral("*.ps1")}).isEmpty(), qPrintable(copied));
        }
        const Run check = hvnet({QStringLiteral("check"), folder + QStringLiteral("/design.hvnet"),
            QStringLiteral("--evidence"), evidence, QStringLiteral("--format"), QStringLiteral("json")});
        const json report = json::parse(check.out.toStdString(), nullptr, false);
        QVERIFY2(report.is_object(), (check.out + check.err).constData());
        QStringList above;
        for (const json &f : report.value("findings", json::array()))
            if (f.value("severity", "") != "info")
                above << QString::fromStdString(f.dump());
        QVERIFY2(above.isEmpty(), qPrintable(above.join(QLatin1Char('\n'))));
        QCOMPARE(check.exitCode, 0);
    }

    // deploy-hosts.yml --check: every node's scripts copied and proven, the
    // deployment run with -WhatIf, the checks run; nothing is applied.
    void deployHostsCheckChangesNothing()
    {
        if (!hostPlaysSkipped.isEmpty())
            QSKIP(qPrintable(hostPlaysSkipped));
        const Run run = ansible({QStringLiteral("deploy-hosts.yml"), QStringLiteral("--check")});
        QVERIFY2(run.exitCode == 0, "ansible-playbook failed: its output is above");
        for (const Node &node : site->design.nodes) {
            QVERIFY2(appliedOn(node).isEmpty(), qPrintable(appliedOn(node).join(QLatin1Char('\n'))));
            QVERIFY2(run.out.contains(QStringLiteral("ok: [%1]").arg(node.name).toUtf8()), run.out.right(3000).constData());
        }
        QVERIFY2(run.out.contains("PLAY [hvnet: deploy the clusters' networks]"), run.out.right(3000).constData());
    }

    // deploy-hosts.yml: node by node, each node's deployment applied and its
    // check passing, then the cluster's networks on its first node.
    void deployHostsApplies()
    {
        if (!hostPlaysSkipped.isEmpty())
            QSKIP(qPrintable(hostPlaysSkipped));
        const Run run = ansible({QStringLiteral("deploy-hosts.yml")});
        QVERIFY2(run.exitCode == 0, "ansible-playbook failed: its output is above");
        bool clusterDone = false;
        for (const Node &node : site->design.nodes) {
            const QStringList applied = appliedOn(node);
            QVERIFY2(std::any_of(applied.begin(), applied.end(), [](const QString &l) { return l.startsWith(QLatin1String("Sync-HvAdapter")); }),
                qPrintable(node.name + QStringLiteral(": ") + applied.join(QLatin1Char('\n'))));
            clusterDone = clusterDone
                || std::any_of(applied.begin(), applied.end(), [](const QString &l) { return l.startsWith(QLatin1String("Sync-HvClusterNetwork")); });
        }
        QVERIFY(clusterDone);
        // The nodes one at a time (serial 1): a batch, and so a play banner, per node.
        QCOMPARE(run.out.count("PLAY [hvnet: deploy the nodes]"), qsizetype(site->design.nodes.size()));
    }

    // deploy-switches.yml --check: each switch's running configuration is
    // backed up, its NVUE commands are staged and the difference shown, the
    // staged revision is dropped; nothing changes. Each stage's gate reads
    // fresh evidence and runs hvnet check on it.
    void deployCheckChangesNothing()
    {
        // Each switch differs from the plan: its ports lost their MTU.
        std::map<QString, QByteArray> before;
        for (const Switch &sw : site->design.switches) {
            QVERIFY(dropRunningLines(sw, QStringLiteral(" link mtu ")));
            const Run shown = switchSays(sw, runningCommand(sw));
            QCOMPARE(shown.exitCode, 0);
            QVERIFY(!shown.out.contains(" link mtu "));
            before[sw.name] = shown.out;
        }
        const QString backups = rig->dir() + QStringLiteral("/backup"), gates = rig->dir() + QStringLiteral("/gate");
        const Run run = ansible({QStringLiteral("deploy-switches.yml"), QStringLiteral("--check"), QStringLiteral("--diff"),
            QStringLiteral("-e"), QStringLiteral("hvnet_backup_dir=%1").arg(backups), QStringLiteral("-e"),
            QStringLiteral("hvnet_gate_dir=%1").arg(gates)});
        QVERIFY2(run.exitCode == 0, "ansible-playbook failed: its output is above");

        for (const Switch &sw : site->design.switches) {
            // Staged, shown, dropped: the switch is as it was.
            QVERIFY2(run.out.contains(" link mtu 9216"), run.out.right(3000).constData());
            QVERIFY(!QFileInfo::exists(site->switchDir(sw) + QStringLiteral("/.pending")));
            const Run after = switchSays(sw, runningCommand(sw));
            QCOMPARE(after.out, before[sw.name]);
            // Its backup is what it printed.
            const QStringList kept = QDir(backups + QLatin1Char('/') + safeFileName(sw.name)).entryList({QStringLiteral("running-config-*.txt")});
            QCOMPARE(kept.size(), 1);
            QCOMPARE(readAll(backups + QLatin1Char('/') + safeFileName(sw.name) + QLatin1Char('/') + kept.front()), before[sw.name]);
        }
        // One gate per stage, each with the evidence of its own switches.
        const QStringList stages = QDir(gates).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QCOMPARE(stages.size(), 2);
        QVERIFY(stages.at(0).startsWith(QLatin1String("stage1-")) && stages.at(1).startsWith(QLatin1String("stage2-")));
        for (const QString &stage : stages)
            QCOMPARE(QDir(gates + QLatin1Char('/') + stage + QStringLiteral("/switches")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
    }

    // deploy-switches.yml: stage 1 is applied and passes hvnet check on
    // fresh evidence before stage 2 starts; afterwards every switch runs
    // its planned configuration and a second run changes nothing.
    void deployAppliesPairByPair()
    {
        for (const Switch &sw : site->design.switches) {
            dropRunningLines(sw, QStringLiteral(" link mtu ")); // gone already after the check run
            QVERIFY(!switchSays(sw, runningCommand(sw)).out.contains(" link mtu "));
        }
        const QString backups = rig->dir() + QStringLiteral("/backup-deploy"), gates = rig->dir() + QStringLiteral("/gate-deploy");
        const Run run = ansible({QStringLiteral("deploy-switches.yml"), QStringLiteral("-e"),
            QStringLiteral("hvnet_backup_dir=%1").arg(backups), QStringLiteral("-e"), QStringLiteral("hvnet_gate_dir=%1").arg(gates)});
        QVERIFY2(run.exitCode == 0, "ansible-playbook failed: its output is above");
        // Stage 1's gate ran before stage 2's first task.
        const qsizetype gate1 = run.out.indexOf("hvnet check on the fresh evidence");
        const qsizetype stage2 = run.out.indexOf("PLAY [hvnet: switches, stage 2");
        QVERIFY(gate1 > 0 && stage2 > gate1);
        for (const Switch &sw : site->design.switches) {
            const Run after = switchSays(sw, runningCommand(sw));
            QVERIFY2(after.out.contains(" link mtu 9216"), after.out.constData());
            QVERIFY(!QFileInfo::exists(site->switchDir(sw) + QStringLiteral("/.pending")));
        }
        const QStringList stages = QDir(gates).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QCOMPARE(stages.size(), 2);
        for (const QString &stage : stages) {
            const Run check = hvnet({QStringLiteral("check"), folder + QStringLiteral("/design.hvnet"),
                QStringLiteral("--evidence"), gates + QLatin1Char('/') + stage, QStringLiteral("--format"), QStringLiteral("json")});
            QCOMPARE(check.exitCode, 0);
            QVERIFY2(switchFindings(json::parse(check.out.toStdString(), nullptr, false)).isEmpty(), check.out.constData());
        }
    }

    // The gate holds: a stage-1 switch that takes the storage ports' VLAN
    // lines without effect (a firmware that ignores them) fails hvnet check
    // on its fresh evidence, the play stops, and its partner is never
    // touched.
    void gateStopsThePair()
    {
        // A storage port's VLAN line (711 on one ToR, 712 on the other).
        const QString storageVlan = QStringLiteral(" bridge domain br_default vlan [0-9,]*71[12]");
        // The first switch of the pair again, behind a server of its own
        // that ignores the storage ports' VLAN lines (its folder is written
        // again as at the start); Ansible finds it through host_vars.
        const Switch &first = site->design.switches.front();
        const SshRig::Server *server = site->startSwitch(first, {QStringLiteral("--drop"), storageVlan});
        QVERIFY2(server, qPrintable(rig->error()));
        QDir().mkpath(folder + QStringLiteral("/host_vars"));
        QFile vars(folder + QStringLiteral("/host_vars/") + first.name + QStringLiteral(".yml"));
        QVERIFY(vars.open(QIODevice::WriteOnly));
        vars.write(QStringLiteral("ansible_port: %1\n").arg(server->port).toUtf8());
        vars.close();
        QStringList known{server->knownHostsLine};
        for (const Switch &sw : site->design.switches)
            if (&sw != &first)
                known << knownLines.value(sw.name);
        site->writeConfig(known + hostKnownLines);

        // Then both switches lack the storage ports' VLANs.
        std::map<QString, QByteArray> before;
        for (const Switch &sw : site->design.switches) {
            QVERIFY(dropRunningLines(sw, storageVlan));
            before[sw.name] = switchSays(sw, runningCommand(sw)).out;
        }

        const QString gates = rig->dir() + QStringLiteral("/gate-stop");
        const Run run = ansible({QStringLiteral("deploy-switches.yml"), QStringLiteral("-e"),
            QStringLiteral("hvnet_backup_dir=%1/backup-stop").arg(rig->dir()), QStringLiteral("-e"),
            QStringLiteral("hvnet_gate_dir=%1").arg(gates)});
        QVERIFY2(!QRegularExpression(storageVlan).match(QString::fromUtf8(switchSays(first, runningCommand(first)).out)).hasMatch(),
            "the switch took the lines it should ignore");
        QVERIFY2(run.exitCode != 0, run.out.right(6000).constData());
        QVERIFY2(!run.out.contains("PLAY [hvnet: switches, stage 2"), run.out.right(3000).constData());
        QVERIFY2(run.out.contains("hvnet check on the fresh evidence"), run.out.right(3000).constData());
        // The gate's evidence names the drift; the partner is as it was.
        const QStringList stages = QDir(gates).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        QCOMPARE(stages.size(), 1);
        const Run check = hvnet({QStringLiteral("check"), folder + QStringLiteral("/design.hvnet"), QStringLiteral("--evidence"),
            gates + QLatin1Char('/') + stages.front(), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(check.exitCode, 2);
        QVERIFY(!switchFindings(json::parse(check.out.toStdString(), nullptr, false)).isEmpty());
        for (const Switch &sw : site->design.switches)
            if (&sw != &first)
                QCOMPARE(switchSays(sw, runningCommand(sw)).out, before[sw.name]);
    }
};

QTEST_GUILESS_MAIN(TestAnsibleRig)
#include "tst_ansiblerig.moc"

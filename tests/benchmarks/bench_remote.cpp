// bench_remote: the probe of 64 simulated Windows hosts against one, the
// push of the design to 64 against one (a dry run, and a real push of 64
// nodes in no cluster, so that nothing orders them), and the
// same upload-and-run of a 600-line script to the same 64 endpoints with
// Debian's parallel-ssh (pssh: parallel-scp, then parallel-ssh) and Ansible
// (ansible -m script), side by side in one run; and the Ansible export's
// collect.yml against the same 64 nodes as hosts whose default shell is
// PowerShell (hvnet_windows_sim --default-shell powershell), beside hvnet
// probe, which collects the same evidence. Each endpoint is a real sshd
// on loopback with the Windows host simulator as its ForceCommand
// (tests/support/sshrig.h). A benchmark, not a test: run it by hand and
// record the figures in the README (Performance). pssh and ansible are
// looked for on the PATH; a missing one is reported as n/a.
//
//   bench_remote [runs]   (default 3: the median of each)

#include "tests/support/evidencesimulator.h"
#include "tests/support/sshrig.h"

#include "benchtools.h"

#include "model/designfile.h"
#include "model/designgenerator.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>

#include <cstdio>

using namespace hvnet;

namespace {

constexpr int hosts = 64;

bool runProgram(const QString &program, const QStringList &arguments, const QProcessEnvironment &env, QString *said)
{
    QProcess process;
    process.setProcessEnvironment(env);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(program, arguments);
    const bool finished = process.waitForFinished(600000);
    *said = QString::fromLocal8Bit(process.readAllStandardOutput() + process.readAllStandardError());
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

QString seconds(double ms)
{
    return ms < 0 ? QStringLiteral("n/a") : QString::number(ms / 1000.0, 'f', 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, QByteArray(argv[1]).toInt()) : 3;
    const QString hvnet = QStringLiteral(HVNET_CLI);
    SshRig rig;
    if (!rig.error().isEmpty()) {
        std::fprintf(stderr, "bench_remote: %s\n", qPrintable(rig.error()));
        return 1;
    }

    DesignGenerator::Options options;
    options.hosts = hosts;
    options.sofsNodes = 0;
    Design design = DesignGenerator::generate(options);
    const auto evidence = EvidenceSimulator::folder(design);
    // "powershell.exe" on the POSIX shell's PATH is the simulator (Ansible).
    const QString bin = rig.dir() + QStringLiteral("/bin");
    QDir().mkpath(bin);
    QFile::link(QStringLiteral(HVNET_WINDOWS_SIM), bin + QStringLiteral("/powershell.exe"));
    QStringList known, psshHosts, inventory{QStringLiteral("[sim]")};
    // The same nodes as Ansible's Windows hosts, for collect.yml.
    Design psDesign = design;
    for (Node &node : psDesign.nodes) {
        const QString home = rig.dir() + QStringLiteral("/ps-home-") + node.name;
        QDir().mkpath(home);
        const QString file = rig.writeFile(QStringLiteral("ps-evidence-%1.json").arg(node.name),
            evidence.at(QStringLiteral("hosts/%1.json").arg(node.name)));
        SshRig::Server *server = rig.start(QStringLiteral("ps-") + node.name,
            {QStringLiteral(HVNET_WINDOWS_SIM), QStringLiteral("--home"), home, QStringLiteral("--evidence"), file,
                QStringLiteral("--computer-name"), node.name, QStringLiteral("--default-shell"), QStringLiteral("powershell")});
        if (!server) {
            std::fprintf(stderr, "bench_remote: %s\n", qPrintable(rig.error()));
            return 1;
        }
        node.management = ManagementEndpoint{QStringLiteral("127.0.0.1"), server->port, rig.userName(), {}};
        known << server->knownHostsLine;
    }
    for (Node &node : design.nodes) {
        const QString home = rig.dir() + QStringLiteral("/home-") + node.name;
        QDir().mkpath(home);
        const QString file = rig.writeFile(QStringLiteral("evidence-%1.json").arg(node.name),
            evidence.at(QStringLiteral("hosts/%1.json").arg(node.name)));
        SshRig::Server *server = rig.start(node.name, {QStringLiteral(HVNET_WINDOWS_SIM), QStringLiteral("--home"), home,
                                                          QStringLiteral("--evidence"), file,
                                                          QStringLiteral("--posix-shell"), bin});
        if (!server) {
            std::fprintf(stderr, "bench_remote: %s\n", qPrintable(rig.error()));
            return 1;
        }
        node.management = ManagementEndpoint{QStringLiteral("127.0.0.1"), server->port, rig.userName(), {}};
        known << server->knownHostsLine;
        psshHosts << QStringLiteral("%1@127.0.0.1:%2").arg(rig.userName()).arg(server->port);
        inventory << QStringLiteral("%1 ansible_host=127.0.0.1 ansible_port=%2").arg(node.name).arg(server->port);
    }
    const QString designFile = rig.dir() + QStringLiteral("/design.hvnet");
    if (!DesignFile::save(design, designFile).isNull())
        return 1;
    rig.writeFile(QStringLiteral("known_hosts"), (known.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
    const QString config = rig.writeFile(QStringLiteral("ssh_config"),
        QStringLiteral("Host *\n  IdentityFile %1\n  IdentitiesOnly yes\n  UserKnownHostsFile %2/known_hosts\n"
                       "  StrictHostKeyChecking yes\n  BatchMode yes\n")
            .arg(rig.userKey(), rig.dir())
            .toUtf8());
    const QProcessEnvironment env = SshRig::cleanEnvironment();

    // The 600-line script: the first node's collect script, its lines
    // repeated as comments up to 600 (what it writes stays the same).
    QString said;
    const QString kit = rig.dir() + QStringLiteral("/kit");
    runProgram(hvnet, {QStringLiteral("collect"), designFile, QStringLiteral("--out"), kit}, env, &said);
    QFile first(kit + QStringLiteral("/%1.collect.ps1").arg(design.nodes.front().name));
    first.open(QIODevice::ReadOnly);
    QByteArray script = first.readAll();
    for (int line = int(script.count('\n')); line < 600; ++line)
        script += "# padding to 600 lines for bench_remote\r\n";
    const QString scriptFile = rig.writeFile(QStringLiteral("bench.ps1"), script);

    int round = 0;
    auto probe = [&](const QStringList &extra) {
        return bench::medianMs(runs, [&] {
            const QString out = rig.dir() + QStringLiteral("/probe-%1").arg(++round);
            QProcess process;
            process.setProcessEnvironment(env);
            process.start(hvnet, QStringList{QStringLiteral("probe"), designFile, QStringLiteral("--out"), out,
                                     QStringLiteral("--ssh-config"), config}
                                     + extra);
            process.waitForFinished(600000);
            if (process.exitCode() == 1)
                std::fprintf(stderr, "bench_remote: hvnet probe failed:\n%s\n", process.readAllStandardOutput().constData());
        });
    };
    const double hvnet64 = probe({QStringLiteral("--parallel"), QString::number(hosts)});
    const double hvnet1 = probe({QStringLiteral("--hosts"), design.nodes.front().name});

    // hvnet push: the deployment script previewed (-WhatIf) and run, then the
    // check script; the path tests left out (the simulated hosts of this
    // benchmark have no path evidence). The simulated hosts forget what they
    // applied before each real run, so every run changes every host.
    Design standalone = design;
    standalone.clusters.clear();
    const QString standaloneFile = rig.dir() + QStringLiteral("/standalone.hvnet");
    if (!DesignFile::save(standalone, standaloneFile).isNull())
        return 1;
    auto push = [&](const QString &file, const QStringList &extra, bool forget) {
        return bench::medianMs(runs, [&] {
            if (forget)
                for (const Node &node : design.nodes)
                    QDir(rig.dir() + QStringLiteral("/home-") + node.name + QStringLiteral("/ProgramData")).removeRecursively();
            const QString out = rig.dir() + QStringLiteral("/push-%1").arg(++round);
            QProcess process;
            process.setProcessEnvironment(env);
            process.start(hvnet, QStringList{QStringLiteral("push"), file, QStringLiteral("--out"), out,
                                     QStringLiteral("--ssh-config"), config, QStringLiteral("--yes"),
                                     QStringLiteral("--no-paths")}
                                     + extra);
            process.waitForFinished(1800000);
            if (process.exitCode() != 0)
                std::fprintf(stderr, "bench_remote: hvnet push failed:\n%s\n", process.readAllStandardOutput().right(3000).constData());
        });
    };
    const QStringList all{QStringLiteral("--parallel"), QString::number(hosts)};
    const QStringList one{QStringLiteral("--hosts"), design.nodes.front().name};
    const double dry64 = push(standaloneFile, all + QStringList{QStringLiteral("--dry-run")}, false);
    const double dry1 = push(standaloneFile, one + QStringList{QStringLiteral("--dry-run")}, false);
    const double push64 = push(standaloneFile, all, true);
    const double push1 = push(standaloneFile, one, true);

    double pssh64 = -1;
    const QString pscp = QStandardPaths::findExecutable(QStringLiteral("parallel-scp"));
    const QString pssh = QStandardPaths::findExecutable(QStringLiteral("parallel-ssh"));
    if (!pscp.isEmpty() && !pssh.isEmpty()) {
        const QString hostsFile = rig.writeFile(QStringLiteral("pssh-hosts"), psshHosts.join(QLatin1Char('\n')).toUtf8());
        const QStringList common{QStringLiteral("-h"), hostsFile, QStringLiteral("-p"), QString::number(hosts),
            QStringLiteral("-x"), QStringLiteral("-F %1").arg(config)};
        bool ok = true;
        pssh64 = bench::medianMs(runs, [&] {
            ok = ok && runProgram(pscp, common + QStringList{scriptFile, QStringLiteral("bench.ps1")}, env, &said)
                && runProgram(pssh,
                    common
                        + QStringList{QStringLiteral(
                            "powershell.exe -NoProfile -NonInteractive -ExecutionPolicy Bypass -File \"bench.ps1\"")},
                    env, &said);
        });
        if (!ok) {
            std::fprintf(stderr, "bench_remote: pssh failed:\n%s\n", qPrintable(said));
            pssh64 = -1;
        }
    }

    double ansible64 = -1;
    const QString ansible = QStandardPaths::findExecutable(QStringLiteral("ansible"));
    if (!ansible.isEmpty()) {
        inventory << QStringLiteral("[sim:vars]") << QStringLiteral("ansible_user=%1").arg(rig.userName())
                  << QStringLiteral("ansible_ssh_common_args='-F %1'").arg(config)
                  << QStringLiteral("ansible_remote_tmp=%1/ansible-tmp").arg(rig.dir());
        const QString inventoryFile = rig.writeFile(QStringLiteral("inventory"), inventory.join(QLatin1Char('\n')).toUtf8());
        QProcessEnvironment ansibleEnv = env;
        ansibleEnv.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), rig.dir() + QStringLiteral("/ansible-local"));
        ansibleEnv.insert(QStringLiteral("ANSIBLE_HOME"), rig.dir() + QStringLiteral("/ansible-home"));
        bool ok = true;
        ansible64 = bench::medianMs(runs, [&] {
            ok = ok
                && runProgram(ansible,
                    {QStringLiteral("sim"), QStringLiteral("-i"), inventoryFile, QStringLiteral("-f"), QString::number(hosts),
                        QStringLiteral("-m"), QStringLiteral("script"), QStringLiteral("-a"),
                        QStringLiteral("%1 executable='powershell.exe -NoProfile -NonInteractive -ExecutionPolicy Bypass "
                                       "-File'")
                            .arg(scriptFile)},
                    ansibleEnv, &said);
        });
        if (!ok) {
            std::fprintf(stderr, "bench_remote: ansible failed:\n%s\n", qPrintable(said.left(3000)));
            ansible64 = -1;
        }
    }

    // collect.yml of the Ansible export, the nodes only (the generated
    // design's switches have no simulated command line here), 64 forks.
    double collect64 = -1;
    const QString playbook = QStandardPaths::findExecutable(QStringLiteral("ansible-playbook"));
    if (!playbook.isEmpty()) {
        const QString psFile = rig.dir() + QStringLiteral("/ps-design.hvnet");
        const QString exported = rig.dir() + QStringLiteral("/ps-export");
        bool ok = DesignFile::save(psDesign, psFile).isNull()
            && runProgram(hvnet, {QStringLiteral("export"), psFile, QStringLiteral("--out"), exported, QStringLiteral("--what"),
                                     QStringLiteral("ansible"), QStringLiteral("--force")},
                env, &said);
        QProcessEnvironment ansibleEnv = env;
        ansibleEnv.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), rig.dir() + QStringLiteral("/ansible-local"));
        ansibleEnv.insert(QStringLiteral("ANSIBLE_HOME"), rig.dir() + QStringLiteral("/ansible-home"));
        collect64 = bench::medianMs(runs, [&] {
            if (!ok)
                return;
            QProcess process;
            process.setProcessEnvironment(ansibleEnv);
            process.setWorkingDirectory(exported + QStringLiteral("/ansible"));
            process.setStandardInputFile(QProcess::nullDevice());
            process.start(playbook, {QStringLiteral("collect.yml"), QStringLiteral("--limit"), QStringLiteral("localhost,hvnet_hosts"),
                                        QStringLiteral("-f"), QString::number(hosts), QStringLiteral("-e"),
                                        QStringLiteral("ansible_ssh_common_args='-F %1'").arg(config), QStringLiteral("-e"),
                                        QStringLiteral("hvnet_evidence_dir=%1/ps-evidence-%2").arg(rig.dir()).arg(++round)});
            ok = process.waitForFinished(1800000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
            said = QString::fromLocal8Bit(process.readAllStandardOutput() + process.readAllStandardError());
        });
        if (!ok) {
            std::fprintf(stderr, "bench_remote: collect.yml failed:\n%s\n", qPrintable(said.right(3000)));
            collect64 = -1;
        }
    }

    std::printf("bench_remote: %d simulated Windows hosts (sshd on loopback), median of %d run(s)\n", hosts, runs);
    std::printf("  hvnet probe, 64 hosts, --parallel 64: %s s\n", qPrintable(seconds(hvnet64)));
    std::printf("  hvnet probe, 1 host:                   %s s\n", qPrintable(seconds(hvnet1)));
    std::printf("  hvnet push --dry-run, 64 hosts:        %s s\n", qPrintable(seconds(dry64)));
    std::printf("  hvnet push --dry-run, 1 host:          %s s\n", qPrintable(seconds(dry1)));
    std::printf("  hvnet push, 64 hosts (no cluster):     %s s\n", qPrintable(seconds(push64)));
    std::printf("  hvnet push, 1 host:                    %s s\n", qPrintable(seconds(push1)));
    std::printf("  parallel-scp + parallel-ssh, 64 hosts: %s s\n", qPrintable(seconds(pssh64)));
    std::printf("  ansible -m script, 64 hosts:           %s s\n", qPrintable(seconds(ansible64)));
    std::printf("  ansible-playbook collect.yml, 64 hosts: %s s\n", qPrintable(seconds(collect64)));
    std::printf("bench_remote: hvnet 64=%s 1=%s pssh 64=%s ansible 64=%s collect.yml 64=%s\n", qPrintable(seconds(hvnet64)),
        qPrintable(seconds(hvnet1)), qPrintable(seconds(pssh64)), qPrintable(seconds(ansible64)), qPrintable(seconds(collect64)));
    return 0;
}

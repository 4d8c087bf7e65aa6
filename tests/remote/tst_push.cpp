// `hvnet push` against real OpenSSH servers on loopback whose sessions are
// simulated Windows hosts (tests/support/windowshostsim.cpp interprets the
// deployment and check scripts as docs/powershell.md documents them); the
// host side's units (the -WhatIf output, the endpoint's band).

#include "tests/support/sshrig.h"
#include "tests/support/sshsite.h"

#include "app/push/hostpush.h"
#include "model/design.h"
#include "model/designfile.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

using namespace hvnet;

namespace {

struct Ran {
    int code = -1;
    QString out;
    QString err;
};

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

std::map<QString, QByteArray> tree(const QString &folder)
{
    std::map<QString, QByteArray> files;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        files[QDir(folder).relativeFilePath(path)] = readFile(path);
    }
    return files;
}

} // namespace

class TestPush : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SshRig> rig;
    std::unique_ptr<SshSite> site;
    QString designFile;
    std::vector<SshRig::Server *> servers;
    QStringList known;
    int runs = 0;

    QString home(const Node &node) const { return site->hostHome(node); }
    // What the simulated host has applied (its state file), empty when nothing.
    QByteArray applied(const Node &node) const
    {
        return site->hostApplied(node);
    }
    void fault(const Node &node, const QByteArray &line)
    {
        QFile f(home(node) + QStringLiteral("/sim-faults.txt"));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(line + '\n');
    }

    // A design of `hosts` nodes, each a simulated host with its endpoint.
    void startSite(int hosts, const QString &key = {})
    {
        site->makeDesign(hosts);
        servers.clear();
        known.clear();
        for (Node &node : site->design.nodes) {
            SshRig::Server *server = site->startHost(node, {}, key);
            QVERIFY2(server, qPrintable(rig->error()));
            servers.push_back(server);
            site->setEndpoint(node.management, server);
            known << server->knownHostsLine;
        }
        site->writeConfig(known, key);
        designFile = rig->dir() + QStringLiteral("/design.hvnet");
        const DesignError error = DesignFile::save(site->design, designFile);
        QVERIFY2(error.isNull(), qPrintable(error.message));
    }

    // The switch's running configuration as its simulator keeps it.
    QByteArray running(const Switch &sw) const
    {
        QString name = SwitchPlatforms::driver(sw.platform).evidenceCommand(SwitchEvidence::File::RunningConfig);
        name.replace(QLatin1Char('/'), QLatin1Char('_'));
        return readFile(site->switchDir(sw) + QLatin1Char('/') + name + QStringLiteral(".txt"));
    }

    // Every node and both ToRs behind their servers; each switch runs its
    // plan with the MTU of a port at 1500 (and, when broken, without a
    // port's PFC line, which its simulator then refuses to take: the
    // read-back after the change still differs).
    void startSiteWithSwitches(int hosts, bool broken)
    {
        site->makeDesign(hosts);
        known.clear();
        for (Node &node : site->design.nodes) {
            SshRig::Server *server = site->startHost(node);
            QVERIFY2(server, qPrintable(rig->error()));
            site->setEndpoint(node.management, server);
            known << server->knownHostsLine;
        }
        QCOMPARE(site->design.switches.size(), size_t(2));
        for (Switch &sw : site->design.switches) {
            const QString path = QStringLiteral("switches/%1/running-config.txt").arg(sw.name);
            QString text = QString::fromUtf8(site->switchEvidence.at(path));
            const qsizetype mtu = text.indexOf(QStringLiteral("  mtu 9216"));
            QVERIFY2(mtu >= 0, qPrintable(text));
            text.replace(mtu, 10, QStringLiteral("  mtu 1500"));
            QStringList extra{QStringLiteral("--minute"), QStringLiteral("20")};
            if (broken) {
                static const QRegularExpression pfcLine(QStringLiteral("  priority-flow-control mode on send-tlv\r?\n"));
                const QRegularExpressionMatch pfc = pfcLine.match(text);
                QVERIFY2(pfc.hasMatch(), qPrintable(text));
                text.remove(pfc.capturedStart(), pfc.capturedLength());
                extra << QStringLiteral("--drop") << QStringLiteral("^priority-flow-control mode on send-tlv$");
            }
            site->switchEvidence[path] = text.toUtf8();
            SshRig::Server *server = site->startSwitch(sw, extra);
            QVERIFY2(server, qPrintable(rig->error()));
            site->setEndpoint(sw.management, server);
            known << server->knownHostsLine;
        }
        site->writeConfig(known);
        designFile = rig->dir() + QStringLiteral("/design.hvnet");
        QVERIFY(DesignFile::save(site->design, designFile).isNull());
    }

    Ran push(const QStringList &extra, QString *folder = nullptr,
        const QProcessEnvironment &env = SshRig::cleanEnvironment())
    {
        const QString out = rig->dir() + QStringLiteral("/push-%1").arg(++runs);
        if (folder)
            *folder = out;
        QProcess process;
        process.setProcessEnvironment(env);
        process.setStandardInputFile(QProcess::nullDevice());
        process.start(QStringLiteral(HVNET_CLI),
            QStringList{QStringLiteral("push"), designFile, QStringLiteral("--out"), out, QStringLiteral("--ssh-config"),
                site->sshConfig}
                + extra);
        process.waitForFinished(600000);
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
    }

    // push.json's targets by name: {state, steps: [{step, outcome}], reason}.
    static QJsonObject summary(const QString &folder)
    {
        QJsonObject byName;
        const QJsonDocument doc = QJsonDocument::fromJson(readFile(folder + QStringLiteral("/push.json")));
        for (const QJsonValue &t : doc.object().value(QLatin1String("targets")).toArray())
            byName[t.toObject().value(QLatin1String("name")).toString()] = t;
        return byName;
    }
    static QString outcomes(const QJsonObject &target)
    {
        QStringList words;
        for (const QJsonValue &s : target.value(QLatin1String("steps")).toArray())
            words << s.toObject().value(QLatin1String("step")).toString() + QLatin1Char('=')
                    + s.toObject().value(QLatin1String("outcome")).toString();
        return target.value(QLatin1String("state")).toString() + QLatin1Char(' ') + words.join(QLatin1Char(' '));
    }

    static QString dump(const Ran &ran) { return QStringLiteral("exit %1\n%2\n%3").arg(ran.code).arg(ran.out, ran.err); }

private Q_SLOTS:
    void init()
    {
        rig = std::make_unique<SshRig>();
        QVERIFY2(rig->error().isEmpty(), qPrintable(rig->error()));
        site = std::make_unique<SshSite>(*rig, QStringLiteral(HVNET_WINDOWS_SIM), QStringLiteral(HVNET_SWITCH_SIM));
    }
    void cleanup()
    {
        site.reset();
        rig.reset();
    }

    // The units.
    void whatIfLinesAreTheChanges()
    {
        const QByteArray out = "hvnet: configuring S2D01\r\n"
                               "What if: Performing the operation \"set RDMA on\" on target \"SLOT 3 Port 1\".\r\n"
                               "   later    SET1: create the vSwitch (disruptive, done at the end)\r\n"
                               "   planned  PFC: priority 3\r\n"
                               "   planned  SET1: create the vSwitch  [cuts this session]\r\n"
                               "3 change(s) would be made on S2D01; nothing was changed.\r\n";
        const WhatIfOutput parsed = parseWhatIf(out);
        QCOMPARE(parsed.changes, (QStringList{QStringLiteral("SLOT 3 Port 1: set RDMA on"), QStringLiteral("PFC: priority 3"),
                                     QStringLiteral("SET1: create the vSwitch  [cuts this session]")}));
        QVERIFY(parsed.cutsSession);
        QVERIFY(!parseWhatIf("   planned  PFC: priority 3\r\n").cutsSession);
        QVERIFY(parseWhatIf("No changes: S2D01 already matches the design.\r\n").changes.isEmpty());
    }

    void endpointBand()
    {
        site->makeDesign(2);
        Design &design = site->design;
        Node &node = design.nodes.front();
        QVERIFY(!node.interfaces.empty());
        node.management = ManagementEndpoint{QStringLiteral("192.0.2.10"), 22, QStringLiteral("admin"), {}};
        QVERIFY(endpointOutOfBand(design, node)); // in no subnet the node has
        node.management->address = node.interfaces.front().address.section(QLatin1Char('/'), 0, 0);
        QVERIFY(!endpointOutOfBand(design, node)); // its own planned address
        node.management->address = QStringLiteral("s2d01.example.com");
        QVERIFY(!endpointOutOfBand(design, node)); // a name: cannot tell, in band
        node.management.reset();
        QVERIFY(!endpointOutOfBand(design, node));
    }

    // --dry-run previews every node and changes nothing on any host.
    void dryRunChangesNothing()
    {
        startSite(3);
        QString folder;
        const Ran ran = push({QStringLiteral("--dry-run")}, &folder);
        QVERIFY2(ran.code == 0, qPrintable(dump(ran)));
        for (const Node &node : site->design.nodes) {
            QVERIFY2(applied(node).isEmpty(), qPrintable(node.name));
            QVERIFY2(ran.out.contains(QStringLiteral("%1 (127.0.0.1): ").arg(node.name)), qPrintable(ran.out));
        }
        QVERIFY2(ran.out.contains(QStringLiteral("Sync-HvFeature")), qPrintable(ran.out));
        const QJsonObject targets = summary(folder);
        for (const Node &node : site->design.nodes)
            QCOMPARE(outcomes(targets[node.name].toObject()), QStringLiteral("done whatif=done run=skipped check=skipped paths=skipped"));
    }

    // A real push, then the same push again: the second changes nothing.
    void secondPushIsEmpty()
    {
        startSite(2);
        QString folder;
        const Ran first = push({QStringLiteral("--yes")}, &folder);
        QVERIFY2(first.code == 0, qPrintable(dump(first)));
        std::map<QString, QByteArray> state;
        for (const Node &node : site->design.nodes) {
            QVERIFY2(!applied(node).isEmpty(), qPrintable(node.name));
            state[node.name] = applied(node);
            QCOMPARE(outcomes(summary(folder)[node.name].toObject()),
                QStringLiteral("done whatif=done run=done check=done paths=done"));
            // The path tests' evidence is in the folder, as the probe writes it.
            QVERIFY(QFile::exists(folder + QStringLiteral("/hosts/%1.json").arg(node.name)));
        }
        QVERIFY(QFile::exists(folder + QStringLiteral("/evidence.json")));
        const Ran second = push({QStringLiteral("--yes")}, &folder);
        QVERIFY2(second.code == 0, qPrintable(dump(second)));
        for (const Node &node : site->design.nodes) {
            QCOMPARE(applied(node), state[node.name]);
            QVERIFY2(second.out.contains(QStringLiteral("%1 (127.0.0.1): no difference").arg(node.name)), qPrintable(second.out));
            QCOMPARE(outcomes(summary(folder)[node.name].toObject()),
                QStringLiteral("done whatif=done run=skipped check=done paths=done"));
        }
    }

    // A node that fails its check stops its cluster's rollout: the nodes
    // after it are skipped and untouched.
    void failedCheckStopsTheCluster()
    {
        startSite(3);
        const std::vector<Node> &nodes = site->design.nodes;
        fault(nodes[0], "check");
        QString folder;
        const Ran ran = push({QStringLiteral("--yes")}, &folder);
        QVERIFY2(ran.code == 3, qPrintable(dump(ran)));
        const QJsonObject targets = summary(folder);
        QCOMPARE(outcomes(targets[nodes[0].name].toObject()), QStringLiteral("failed whatif=done run=done check=failed paths=skipped"));
        for (size_t i = 1; i < nodes.size(); ++i) {
            QCOMPARE(outcomes(targets[nodes[i].name].toObject()), QStringLiteral("skipped "));
            QCOMPARE(targets[nodes[i].name].toObject().value(QLatin1String("reason")).toString(),
                QStringLiteral("stopped: %1 failed at check").arg(nodes[0].name));
            QVERIFY(applied(nodes[i]).isEmpty());
        }
        QVERIFY2(ran.out.contains(QStringLiteral("stopped: %1 failed at check").arg(nodes[0].name)), qPrintable(ran.out));
    }

    // One of eight failing mid-push: the ones before it are deployed, it
    // says why it stopped, the ones after are untouched, and the summary
    // says exactly that.
    void oneOfEightFails()
    {
        startSite(8);
        const std::vector<Node> &nodes = site->design.nodes;
        fault(nodes[3], "deploy 6");
        QString folder;
        const Ran ran = push({QStringLiteral("--yes"), QStringLiteral("--no-paths")}, &folder);
        QVERIFY2(ran.code == 3, qPrintable(dump(ran)));
        const QJsonObject targets = summary(folder);
        QCOMPARE(targets.size(), 8);
        for (size_t i = 0; i < nodes.size(); ++i) {
            const QJsonObject t = targets[nodes[i].name].toObject();
            if (i < 3) {
                QCOMPARE(outcomes(t), QStringLiteral("done whatif=done run=done check=done paths=skipped"));
                QVERIFY(!applied(nodes[i]).isEmpty());
            } else if (i == 3) {
                QCOMPARE(outcomes(t), QStringLiteral("failed whatif=done run=failed check=skipped paths=skipped"));
                QVERIFY2(t.value(QLatin1String("reason")).toString().contains(QStringLiteral("left paused")),
                    qPrintable(t.value(QLatin1String("reason")).toString()));
            } else {
                QCOMPARE(outcomes(t), QStringLiteral("skipped "));
                QVERIFY(applied(nodes[i]).isEmpty());
            }
        }
        QVERIFY2(ran.out.contains(QStringLiteral("push: 3 of 8 target(s) done")), qPrintable(ran.out));
    }

    // The deployment script's exit codes become outcomes, and push's exit code.
    void exitCodesPerOutcome_data()
    {
        QTest::addColumn<QByteArray>("faults");
        QTest::addColumn<QStringList>("extra");
        QTest::addColumn<int>("code");
        QTest::addColumn<QString>("step");
        QTest::addColumn<QString>("run");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<bool>("changed");
        QTest::newRow("restart needed") << QByteArray("deploy 3010") << QStringList{} << 3 << QStringLiteral("run") << QStringLiteral("failed")
                                        << QStringLiteral("exit 3010") << true;
        QTest::newRow("not the node") << QByteArray("deploy 2") << QStringList{} << 3 << QStringLiteral("whatif") << QStringLiteral("failed")
                                      << QStringLiteral("exit 2") << false;
        QTest::newRow("error before the drain") << QByteArray("deploy 1") << QStringList{} << 3 << QStringLiteral("run") << QStringLiteral("failed")
                                                << QStringLiteral("exit 1") << false;
        QTest::newRow("verification") << QByteArray("deploy 5") << QStringList{} << 3 << QStringLiteral("run") << QStringLiteral("failed")
                                      << QStringLiteral("exit 5") << true;
        QTest::newRow("cuts the session") << QByteArray("cuts") << QStringList{} << 4 << QStringLiteral("run") << QStringLiteral("refused")
                                          << QStringLiteral("cuts an administrator's session") << false;
        // The rig's endpoint, 127.0.0.1, is in none of the node's subnets: out of band.
        QTest::newRow("allowed out of band") << QByteArray("cuts") << QStringList{QStringLiteral("--allow-disruption")} << 0
                                             << QStringLiteral("run") << QStringLiteral("done") << QString() << true;
    }
    void exitCodesPerOutcome()
    {
        QFETCH(QByteArray, faults);
        QFETCH(QStringList, extra);
        QFETCH(int, code);
        QFETCH(QString, step);
        QFETCH(QString, run);
        QFETCH(QString, detail);
        QFETCH(bool, changed);
        startSite(1);
        const Node &node = site->design.nodes.front();
        fault(node, faults);
        QString folder;
        const Ran ran = push(QStringList{QStringLiteral("--yes"), QStringLiteral("--no-paths")} + extra, &folder);
        QVERIFY2(ran.code == code, qPrintable(dump(ran)));
        const QJsonObject target = summary(folder)[node.name].toObject();
        bool found = false;
        for (const QJsonValue &s : target.value(QLatin1String("steps")).toArray())
            if (s.toObject().value(QLatin1String("step")).toString() == step) {
                found = true;
                QCOMPARE(s.toObject().value(QLatin1String("outcome")).toString(), run);
                QVERIFY2(s.toObject().value(QLatin1String("detail")).toString().contains(detail),
                    qPrintable(s.toObject().value(QLatin1String("detail")).toString()));
            }
        QVERIFY2(found, qPrintable(outcomes(target)));
        QCOMPARE(!applied(node).isEmpty(), changed);
    }

    // A refused run is refused before anything changes when the endpoint is
    // in band, even with --allow-disruption.
    void inBandEndpointRefused()
    {
        startSite(1);
        Node &node = site->design.nodes.front();
        fault(node, "cuts");
        // The endpoint by the node's planned address, reached through the
        // client configuration's HostName; the design's pin trusts its key.
        const QString planned = node.interfaces.front().address.section(QLatin1Char('/'), 0, 0);
        node.management->address = planned;
        node.management->port.reset();
        node.management->hostKey = servers.front()->fingerprint;
        site->writeConfig(known, {}, QStringLiteral("Host %1\n  HostName 127.0.0.1\n  Port %2\n").arg(planned).arg(servers.front()->port));
        QVERIFY(DesignFile::save(site->design, designFile).isNull());
        QString folder;
        const Ran ran = push({QStringLiteral("--yes"), QStringLiteral("--allow-disruption"), QStringLiteral("--no-paths")}, &folder);
        QVERIFY2(ran.code == 4, qPrintable(dump(ran)));
        QVERIFY2(ran.out.contains(QStringLiteral("the endpoint is on a network the node's script changes")), qPrintable(ran.out));
        QVERIFY(applied(node).isEmpty());
    }

    // The switches first, one of the pair at a time, then the nodes; a
    // dry run changes no switch.
    void switchesThenHosts()
    {
        startSiteWithSwitches(2, false);
        std::map<QString, QByteArray> before;
        for (const Switch &sw : site->design.switches)
            before[sw.name] = running(sw);
        QString folder;
        const Ran dry = push({QStringLiteral("--dry-run")}, &folder);
        QVERIFY2(dry.code == 0, qPrintable(dump(dry)));
        for (const Switch &sw : site->design.switches) {
            QCOMPARE(running(sw), before[sw.name]);
            QVERIFY2(dry.out.contains(QStringLiteral("%1 (127.0.0.1): 1 change(s)").arg(sw.name)), qPrintable(dry.out));
        }
        const Ran ran = push({QStringLiteral("--yes")}, &folder);
        QVERIFY2(ran.code == 0, qPrintable(dump(ran)));
        const QJsonObject targets = summary(folder);
        for (const Switch &sw : site->design.switches) {
            QCOMPARE(targets[sw.name].toObject().value(QLatin1String("state")).toString(), QStringLiteral("done"));
            QVERIFY(running(sw) != before[sw.name]);
        }
        for (const Node &node : site->design.nodes)
            QCOMPARE(targets[node.name].toObject().value(QLatin1String("state")).toString(), QStringLiteral("done"));
        // The order push.json lists is the order they ran: switches first.
        const QJsonArray list = QJsonDocument::fromJson(readFile(folder + QStringLiteral("/push.json"))).object().value(QLatin1String("targets")).toArray();
        QCOMPARE(list.at(0).toObject().value(QLatin1String("kind")).toString(), QStringLiteral("switch"));
        QCOMPARE(list.at(1).toObject().value(QLatin1String("kind")).toString(), QStringLiteral("switch"));
        QCOMPARE(list.at(0).toObject().value(QLatin1String("rollout")).toString(),
            list.at(1).toObject().value(QLatin1String("rollout")).toString());
    }

    // The first switch of the pair fails its verification and is rolled
    // back: its peer is never touched, and the nodes wait.
    void peerUntouchedWhenTheFirstFails()
    {
        startSiteWithSwitches(2, true);
        std::map<QString, QByteArray> before;
        for (const Switch &sw : site->design.switches)
            before[sw.name] = running(sw);
        QString folder;
        const Ran ran = push({QStringLiteral("--yes")}, &folder);
        QVERIFY2(ran.code == 3, qPrintable(dump(ran)));
        const QJsonArray list = QJsonDocument::fromJson(readFile(folder + QStringLiteral("/push.json"))).object().value(QLatin1String("targets")).toArray();
        const QString first = list.at(0).toObject().value(QLatin1String("name")).toString();
        const QString second = list.at(1).toObject().value(QLatin1String("name")).toString();
        const QJsonObject targets = summary(folder);
        QCOMPARE(targets[first].toObject().value(QLatin1String("state")).toString(), QStringLiteral("failed"));
        QVERIFY2(outcomes(targets[first].toObject()).contains(QStringLiteral("verify=failed")), qPrintable(outcomes(targets[first].toObject())));
        QVERIFY2(outcomes(targets[first].toObject()).contains(QStringLiteral("rollback=rolled-back")), qPrintable(outcomes(targets[first].toObject())));
        QCOMPARE(outcomes(targets[second].toObject()), QStringLiteral("skipped "));
        QCOMPARE(targets[second].toObject().value(QLatin1String("reason")).toString(),
            QStringLiteral("peer %1 failed at verify").arg(first));
        for (const Switch &sw : site->design.switches)
            if (sw.name == second)
                QCOMPARE(running(sw), before[sw.name]); // untouched, byte for byte
        for (const Node &node : site->design.nodes) {
            QCOMPARE(targets[node.name].toObject().value(QLatin1String("state")).toString(), QStringLiteral("skipped"));
            QVERIFY(applied(node).isEmpty());
        }
        QVERIFY2(ran.out.contains(QStringLiteral("peer %1 failed at verify").arg(first)), qPrintable(ran.out));
    }

    // A design with errors is refused before anything connects.
    void designWithErrorsRefused()
    {
        startSite(1);
        const Node original = site->design.nodes.front();
        site->design.nodes.front().name = QStringLiteral("not a computer name!"); // node.name-invalid
        QVERIFY(DesignFile::save(site->design, designFile).isNull());
        const Ran ran = push({QStringLiteral("--yes")});
        QVERIFY2(ran.code == 2, qPrintable(dump(ran)));
        QVERIFY(applied(original).isEmpty());
        QVERIFY(!QFile::exists(home(original) + QStringLiteral("/ProgramData")));
    }

    // Without a terminal and without --yes nothing is pushed.
    void asksFirst()
    {
        startSite(1);
        const Ran ran = push({});
        QVERIFY2(ran.code == 1, qPrintable(dump(ran)));
        QVERIFY(ran.err.contains(QStringLiteral("--yes")));
        QVERIFY(applied(site->design.nodes.front()).isEmpty());
    }

    // A passphrase (SSH_ASKPASS, as without a terminal) reaches no
    // transcript, summary, evidence or output.
    void noSecretWritten()
    {
        const QString secret = QStringLiteral("correct-horse-battery-staple-9c1d");
        const QString key = rig->makeKey(QStringLiteral("locked_key"), secret);
        startSite(2, key);
        const QString askpass = rig->writeFile(QStringLiteral("askpass.sh"), QStringLiteral("#!/bin/sh\necho %1\n").arg(secret).toUtf8());
        QFile::setPermissions(askpass, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::WriteOwner);
        QProcessEnvironment env = SshRig::cleanEnvironment();
        env.insert(QStringLiteral("SSH_ASKPASS"), askpass);
        env.insert(QStringLiteral("SSH_ASKPASS_REQUIRE"), QStringLiteral("force"));
        QString folder;
        const Ran ran = push({QStringLiteral("--yes")}, &folder, env);
        QVERIFY2(ran.code == 0, qPrintable(dump(ran)));
        QVERIFY(!ran.out.contains(secret) && !ran.err.contains(secret));
        const auto files = tree(folder);
        QVERIFY(files.size() > 5);
        for (const auto &[path, bytes] : files)
            QVERIFY2(!bytes.contains(secret.toUtf8()), qPrintable(path));
        for (const Node &node : site->design.nodes)
            for (const auto &[path, bytes] : tree(home(node)))
                QVERIFY2(!bytes.contains(secret.toUtf8()), qPrintable(path));
    }
};

QTEST_GUILESS_MAIN(TestPush)
#include "tst_push.moc"

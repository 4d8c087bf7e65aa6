// The SSH transport (remote/) and `hvnet probe` against real OpenSSH servers
// on loopback whose sessions are simulated devices (tests/support/sshrig.h,
// windowshostsim.cpp, switchclisim.cpp).

#include "tests/support/evidencesimulator.h"
#include "tests/support/sshrig.h"
#include "tests/support/sshsite.h"
#include "tests/support/switchsimulator.h"

#include "model/design.h"
#include "model/designfile.h"
#include "model/designgenerator.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"
#include "remote/powershellremote.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include <nlohmann/json.hpp>

#include <functional>

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

// Every file under a folder with its bytes, by relative path.
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

class TestRemote : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SshRig> rig;
    QString designFile;

    std::unique_ptr<SshSite> site;

    void makeDesign(int hosts)
    {
        site->makeDesign(hosts);
        designFile = rig->dir() + QStringLiteral("/design.hvnet");
    }

    void saveDesign()
    {
        const DesignError error = DesignFile::save(site->design, designFile);
        QVERIFY2(error.isNull(), qPrintable(error.message));
    }

    SshRig::Server *startHost(const Node &node, const QStringList &extra = {}, const QString &authorizedKey = {})
    {
        return site->startHost(node, extra, authorizedKey);
    }

    // A simulated Windows host for every node, its endpoint set to it; the
    // known_hosts lines in known. Empty when all started, else why not.
    QString startHosts(QStringList *known, const std::function<QStringList(size_t)> &extra = {})
    {
        for (size_t i = 0; i < site->design.nodes.size(); ++i) {
            SshRig::Server *server = startHost(site->design.nodes[i], extra ? extra(i) : QStringList{});
            if (!server)
                return QStringLiteral("sshd did not start: ") + rig->error();
            setEndpoint(site->design.nodes[i].management, server);
            *known << server->knownHostsLine;
        }
        return {};
    }

    // A site->design of two nodes whose first has a simulated host as endpoint.
    SshRig::Server *firstHost(const QStringList &extra = {}, const QString &authorizedKey = {})
    {
        makeDesign(2);
        SshRig::Server *server = startHost(site->design.nodes.front(), extra, authorizedKey);
        if (server) {
            setEndpoint(site->design.nodes.front().management, server);
            saveDesign();
        }
        return server;
    }

    SshRig::Server *startSwitch(const Switch &sw) { return site->startSwitch(sw); }
    void setEndpoint(std::optional<ManagementEndpoint> &endpoint, const SshRig::Server *server, const QString &pin = {})
    {
        site->setEndpoint(endpoint, server, pin);
    }
    void writeConfig(const QStringList &knownHosts, const QString &identity = {}, const QString &extra = {})
    {
        site->writeConfig(knownHosts, identity, extra);
    }

    Ran probe(const QString &out, const QStringList &extra = {}, const QProcessEnvironment &env = SshRig::cleanEnvironment())
    {
        QProcess process;
        process.setProcessEnvironment(env);
        process.setStandardInputFile(QProcess::nullDevice());
        process.start(QStringLiteral(HVNET_CLI),
            QStringList{QStringLiteral("probe"), designFile, QStringLiteral("--out"), out, QStringLiteral("--ssh-config"),
                site->sshConfig, QStringLiteral("--connect-timeout"), QStringLiteral("20")}
                + extra);
        process.waitForFinished(300000);
        return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
            QString::fromUtf8(process.readAllStandardOutput()), QString::fromUtf8(process.readAllStandardError())};
    }

    Ran hvnet(const QStringList &arguments)
    {
        QProcess process;
        process.start(QStringLiteral(HVNET_CLI), arguments);
        process.waitForFinished(120000);
        return {process.exitCode(), QString::fromUtf8(process.readAllStandardOutput()),
            QString::fromUtf8(process.readAllStandardError())};
    }

    QString dump(const Ran &ran) { return QStringLiteral("exit %1\n%2\n%3").arg(ran.code).arg(ran.out, ran.err); }

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

    // The units: what goes on the command line and what comes back on stderr.
    void encodedCommandRoundTrips()
    {
        const QString script = QStringLiteral("Get-NetAdapter | Where-Object Name -eq 'Ä'");
        const auto command = PowerShellRemote::encodedCommand(script);
        QVERIFY(command);
        QVERIFY(command->startsWith("powershell.exe -NoLogo -NoProfile -NonInteractive -ExecutionPolicy Bypass -EncodedCommand "));
        QCOMPARE(PowerShellRemote::decodeCommand(command->mid(command->lastIndexOf(" ") + 1)).value_or(QString()), script);
        // PowerShell's own example pair: "dir" is ZABpAHIA.
        QVERIFY(PowerShellRemote::encodedCommand(QStringLiteral("dir"))->endsWith(" ZABpAHIA"));
        QVERIFY(!PowerShellRemote::encodedCommand(QString(3100, QLatin1Char('x'))));
    }

    // A script runs behind a line that prints its exit code last, which
    // hvnet takes out of the output (docs/live.md, "How the exit code travels").
    void exitCodeMarker()
    {
        const auto command = PowerShellRemote::markedFileCommand(QStringLiteral("C:\\Users\\o'neil\\S2D01.ps1"), {QStringLiteral("-WhatIf")});
        QVERIFY(command);
        QCOMPARE(PowerShellRemote::decodeCommand(command->mid(command->lastIndexOf(" ") + 1)).value_or(QString()),
            QStringLiteral("$global:LASTEXITCODE = 0; & 'C:\\Users\\o''neil\\S2D01.ps1' -WhatIf; if (-not $? -and $LASTEXITCODE -eq 0) { "
                           "$global:LASTEXITCODE = 1 }; 'hvnet-exit: ' + $LASTEXITCODE; exit $LASTEXITCODE"));
        QByteArray out = "hvnet: configuring S2D01\r\nWARNING: restart\r\nhvnet-exit: 3010\r\n";
        QCOMPARE(PowerShellRemote::takeExitCode(out).value_or(-1), 3010);
        QCOMPARE(out, QByteArray("hvnet: configuring S2D01\r\nWARNING: restart\r\n"));
        QByteArray only = "hvnet-exit: -196608\r\n";
        QCOMPARE(PowerShellRemote::takeExitCode(only).value_or(-1), -196608);
        QVERIFY(only.isEmpty());
        // Not the last line (the script's own text), or none: no code, the output as it was.
        QByteArray inside = "hvnet-exit: 5\r\nmore\r\n";
        QVERIFY(!PowerShellRemote::takeExitCode(inside));
        QCOMPARE(inside, QByteArray("hvnet-exit: 5\r\nmore\r\n"));
        QByteArray none = "done\r\n";
        QVERIFY(!PowerShellRemote::takeExitCode(none));
    }

    void clixmlBecomesText()
    {
        const QByteArray err =
            "#< CLIXML\r\n<Objs Version=\"1.1.0.1\" xmlns=\"http://schemas.microsoft.com/powershell/2004/04\">"
            "<Obj S=\"progress\" RefId=\"0\"><TN RefId=\"0\"><T>System.Management.Automation.PSCustomObject</T></TN>"
            "<MS><PR N=\"Record\"><AV>Preparing modules for first use.</AV></PR></MS></Obj>"
            "<S S=\"Error\">Get-NetAdapter : No MSFT_NetAdapter objects found with property 'Name' equal to 'x' &amp; "
            "more._x000D__x000A_</S><S S=\"Error\">At line:1 char:1_x000D__x000A_</S></Objs>";
        QCOMPARE(PowerShellRemote::readableErrors(err),
            QStringLiteral("Get-NetAdapter : No MSFT_NetAdapter objects found with property 'Name' equal to 'x' & more.\n"
                           "At line:1 char:1"));
        QCOMPARE(PowerShellRemote::readableErrors("plain text\r\n"), QStringLiteral("plain text"));
        QCOMPARE(PowerShellRemote::windowsPath(QStringLiteral("/C:/Users/admin")), QStringLiteral("C:\\Users\\admin"));
        QCOMPARE(PowerShellRemote::windowsPath(QStringLiteral("/home/admin")), QStringLiteral("/home/admin"));
    }

    // Probe then check gives what collecting by hand then check gives, on
    // the same devices; hosts by exec and SFTP, NX-OS switches by a shell.
    void probeEqualsCollectByHand()
    {
        makeDesign(2);
        QStringList known;
        const QString started = startHosts(&known);
        QVERIFY2(started.isEmpty(), qPrintable(started));
        for (Switch &sw : site->design.switches) {
            SshRig::Server *server = startSwitch(sw);
            QVERIFY2(server, qPrintable(rig->error()));
            setEndpoint(sw.management, server);
            known << server->knownHostsLine;
        }
        saveDesign();
        writeConfig(known);

        const QString probed = rig->dir() + QStringLiteral("/probed");
        const Ran ran = probe(probed, {QStringLiteral("--parallel"), QStringLiteral("3")});
        const int targets = int(site->design.nodes.size() + site->design.switches.size());
        QVERIFY2(ran.out.contains(QStringLiteral("probe: %1 of %1 target(s) answered").arg(targets)), qPrintable(dump(ran)));

        // By hand: the kit, and what the administrator pastes into it.
        const QString byHand = rig->dir() + QStringLiteral("/by-hand");
        QCOMPARE(hvnet({QStringLiteral("collect"), designFile, QStringLiteral("--out"), byHand}).code, 0);
        for (const auto &[path, bytes] : site->hostEvidence)
            rig->writeFile(QStringLiteral("by-hand/") + path, bytes);
        for (const auto &[path, bytes] : site->switchEvidence)
            rig->writeFile(QStringLiteral("by-hand/") + path, bytes);

        // The host evidence is the collect script's file, byte for byte.
        const auto probedFiles = tree(probed);
        for (const auto &[path, bytes] : site->hostEvidence)
            QCOMPARE(probedFiles.at(path), bytes);
        for (const Switch &sw : site->design.switches)
            for (const char *file : {"lldp.txt", "running-config.txt"})
                QVERIFY2(probedFiles.count(QStringLiteral("switches/%1/%2").arg(sw.name, QLatin1String(file))),
                    qPrintable(sw.name + QLatin1Char(' ') + QLatin1String(file)));
        // The kit beside it, as collect writes it.
        for (const auto &[path, bytes] : tree(byHand))
            if (path.endsWith(QLatin1String(".collect.ps1")) || path.endsWith(QLatin1String("commands.txt")))
                QCOMPARE(probedFiles.at(path), bytes);

        const Ran checkProbed = hvnet({QStringLiteral("check"), designFile, QStringLiteral("--evidence"), probed,
            QStringLiteral("--format"), QStringLiteral("json")});
        const Ran checkByHand = hvnet({QStringLiteral("check"), designFile, QStringLiteral("--evidence"), byHand,
            QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(checkProbed.out, checkByHand.out);
        QCOMPARE(checkProbed.code, checkByHand.code);
        QCOMPARE(ran.code, checkByHand.code);
        // The probe printed the same findings.
        const Ran textByHand = hvnet({QStringLiteral("check"), designFile, QStringLiteral("--evidence"), byHand});
        QVERIFY(ran.out.contains(textByHand.out.section(QLatin1Char('\n'), -4)));

        // Transcripts per target and step; nothing left on the hosts.
        for (const Node &node : site->design.nodes) {
            QVERIFY(QFile::exists(probed + QStringLiteral("/transcripts/%1/01-connect.txt").arg(node.name)));
            QVERIFY(QDir(rig->dir() + QStringLiteral("/home-") + node.name).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        }
        const QString shell = QString::fromUtf8(readFile(probed
            + QStringLiteral("/transcripts/%1/04-shell.txt").arg(site->design.switches.front().name)));
        QVERIFY2(shell.contains(QStringLiteral("> terminal length 0")), qPrintable(shell));
        QVERIFY(!shell.contains(QStringLiteral("--More--")));
        // The simulated switch has no PFC output: its error line, recognised.
        QVERIFY2(ran.out.contains(QStringLiteral("pfc.txt not collected: %1@127.0.0.1:").arg(rig->userName())) && ran.out.contains(QStringLiteral(
                     "refused \"show interface priority-flow-control\": % Invalid command at '^' marker.")),
            qPrintable(ran.out));
    }

    // A platform whose vendor documents exec (Cumulus Linux): one exec
    // channel per command, the output byte for byte, a shell's "command not
    // found" recognised as the platform's error line.
    void switchOverExec()
    {
        DesignGenerator::Options options;
        options.hosts = 2;
        options.sofsNodes = 0;
        options.platform = SwitchPlatform::NvidiaCumulus;
        site->design = DesignGenerator::generate(options);
        designFile = rig->dir() + QStringLiteral("/design.hvnet");
        Switch &sw = site->design.switches.front();
        QCOMPARE(SwitchPlatforms::driver(sw.platform).session().channel, SwitchSession::Channel::Exec);
        const SwitchPlatformDriver &driver = SwitchPlatforms::driver(sw.platform);
        const QByteArray lldp = "{\"lldp\": {\"interface\": []}}\n";
        const QByteArray config = "nv set system hostname " + sw.name.toUtf8() + "\nnv set interface swp1 link mtu 9216\n";
        rig->writeFile(QStringLiteral("cli/%1.txt").arg(driver.evidenceCommand(SwitchEvidence::File::Lldp)), lldp);
        rig->writeFile(QStringLiteral("cli/%1.txt").arg(driver.evidenceCommand(SwitchEvidence::File::RunningConfig)), config);
        SshRig::Server *server = rig->start(sw.name, {QStringLiteral(HVNET_SWITCH_SIM), QStringLiteral("--name"), sw.name,
                                                         QStringLiteral("--dir"), rig->dir() + QStringLiteral("/cli")});
        QVERIFY2(server, qPrintable(rig->error()));
        setEndpoint(sw.management, server);
        saveDesign();
        writeConfig({server->knownHostsLine});
        const QString out = rig->dir() + QStringLiteral("/a");
        const Ran ran = probe(out, {QStringLiteral("--switches"), sw.name});
        QVERIFY2(ran.out.contains(QStringLiteral("probe: 1 of 1 target(s) answered")), qPrintable(dump(ran)));
        QCOMPARE(readFile(out + QStringLiteral("/switches/%1/lldp.txt").arg(sw.name)), lldp);
        QCOMPARE(readFile(out + QStringLiteral("/switches/%1/running-config.txt").arg(sw.name)), config);
        QVERIFY2(ran.out.contains(QStringLiteral("pfc.txt not collected:")) && ran.out.contains(QStringLiteral(": command not found")),
            qPrintable(ran.out));
    }

    // --paths: each host runs its path tests too (paths/<node>.json comes
    // back with hosts/), and check reads them: clean as simulated, and a
    // path whose SMB falls back to TCP on one host is found with its path.
    void pathTestsOverSsh()
    {
        makeDesign(2);
        const Node &tcpNode = site->design.nodes.back();
        const QString tcpFile = QStringLiteral("paths/%1.json").arg(tcpNode.name);
        const QByteArray clean = site->pathEvidence.at(tcpFile);
        QStringList known;
        QVERIFY2(startHosts(&known).isEmpty(), qPrintable(rig->error()));
        saveDesign();
        writeConfig(known);
        const QStringList hosts{QStringLiteral("--hosts"),
            site->design.nodes.front().name + QLatin1Char(',') + site->design.nodes.back().name, QStringLiteral("--paths")};
        const QString out = rig->dir() + QStringLiteral("/paths");
        const Ran ran = probe(out, hosts);
        QVERIFY2(ran.out.contains(QStringLiteral("probe: 2 of 2 target(s) answered")), qPrintable(dump(ran)));
        QCOMPARE(readFile(out + QLatin1Char('/') + tcpFile), clean);
        QVERIFY2(!ran.out.contains(QStringLiteral("live.path")), qPrintable(dump(ran)));

        // The second host's SMB connection to its peer is not RDMA-capable at the server's end.
        nlohmann::ordered_json doc = nlohmann::ordered_json::parse(clean.toStdString());
        QVERIFY(!doc["paths"].empty() && !doc["paths"][0]["smb"].empty());
        doc["paths"][0]["smb"][0]["connections"][0]["ServerRdmaCapable"] = false;
        doc["paths"][0]["counters"] = nullptr;
        rig->writeFile(QStringLiteral("paths-%1.json").arg(tcpNode.name), QByteArray::fromStdString(doc.dump(2)));
        const Ran tcp = probe(rig->dir() + QStringLiteral("/paths-tcp"), hosts);
        QVERIFY2(tcp.out.contains(QStringLiteral("live.path-smb-tcp")), qPrintable(dump(tcp)));
        QVERIFY2(tcp.out.contains(tcpFile), qPrintable(dump(tcp)));
        QCOMPARE(tcp.code, 2); // check's: an error was found

        // Without a terminal, --active asks for --yes and probes nothing.
        const Ran unasked = probe(rig->dir() + QStringLiteral("/active"), {QStringLiteral("--active")});
        QVERIFY2(unasked.err.contains(QStringLiteral("--yes")), qPrintable(dump(unasked)));
        QVERIFY(!QFileInfo::exists(rig->dir() + QStringLiteral("/active")));
    }

    void unknownHostKeyRefusedThenAcceptedAndPinned()
    {
        SshRig::Server *server = firstHost();
        QVERIFY2(server, qPrintable(rig->error()));
        writeConfig({});
        const QStringList one{QStringLiteral("--hosts"), site->design.nodes.front().name};
        const Ran refused = probe(rig->dir() + QStringLiteral("/a"), one);
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.out.contains(QStringLiteral("failed at host-key: the host key of %1").arg(site->design.nodes.front().name)),
            qPrintable(dump(refused)));
        QVERIFY(refused.out.contains(server->fingerprint));
        QVERIFY(refused.out.contains(QStringLiteral("--accept-new")));
        QVERIFY(!QFile::exists(rig->dir() + QStringLiteral("/a/hosts/%1.json").arg(site->design.nodes.front().name)));

        const Ran accepted = probe(rig->dir() + QStringLiteral("/b"), one + QStringList{QStringLiteral("--accept-new")});
        QVERIFY2(accepted.out.contains(QStringLiteral("pinned the host key of %1: %2").arg(site->design.nodes.front().name, server->fingerprint)),
            qPrintable(dump(accepted)));
        QVERIFY(readFile(designFile).contains(server->fingerprint.toUtf8()));
        const Ran pinned = probe(rig->dir() + QStringLiteral("/c"), one);
        QVERIFY2(pinned.out.contains(QStringLiteral("probe: 1 of 1 target(s) answered")), qPrintable(dump(pinned)));
    }

    void changedHostKeyRefusedLoudly()
    {
        makeDesign(2);
        SshRig::Server *server = startHost(site->design.nodes[0]);
        SshRig::Server *other = startHost(site->design.nodes[1]);
        QVERIFY(server && other);
        // Pinned in the site->design: another key.
        setEndpoint(site->design.nodes[0].management, server, other->fingerprint);
        saveDesign();
        writeConfig({server->knownHostsLine});
        const QStringList one{QStringLiteral("--hosts"), site->design.nodes[0].name, QStringLiteral("--accept-new")};
        const Ran pinnedOther = probe(rig->dir() + QStringLiteral("/a"), one);
        QCOMPARE(pinnedOther.code, 1);
        QVERIFY2(pinnedOther.out.contains(QStringLiteral("HOST KEY CHANGED")), qPrintable(dump(pinnedOther)));
        QVERIFY(pinnedOther.out.contains(other->fingerprint) && pinnedOther.out.contains(server->fingerprint));
        // In known_hosts: another key for the same address and port.
        setEndpoint(site->design.nodes[0].management, server);
        saveDesign();
        QString wrong = other->knownHostsLine;
        wrong.replace(QStringLiteral(":%1 ").arg(other->port), QStringLiteral(":%1 ").arg(server->port));
        writeConfig({wrong});
        const Ran knownOther = probe(rig->dir() + QStringLiteral("/b"), one);
        QCOMPARE(knownOther.code, 1);
        QVERIFY2(knownOther.out.contains(QStringLiteral("HOST KEY CHANGED")), qPrintable(dump(knownOther)));
        QVERIFY(!readFile(designFile).contains(server->fingerprint.toUtf8()));
    }

    void probeThroughJumpHost()
    {
        makeDesign(2);
        SshRig::Server *bastion = rig->start(QStringLiteral("bastion"), {});
        SshRig::Server *server = startHost(site->design.nodes.front());
        QVERIFY2(bastion && server, qPrintable(rig->error()));
        // The site->design names the host by its alias; ~/.ssh/config says where it
        // is and that it is reached through the bastion.
        site->design.nodes.front().management = ManagementEndpoint{QStringLiteral("node-behind-bastion"), std::nullopt, {}, {}};
        saveDesign();
        writeConfig({bastion->knownHostsLine, server->knownHostsLine}, {},
            QStringLiteral("Host node-behind-bastion\n  HostName 127.0.0.1\n  Port %1\n  User %2\n  ProxyJump bastion\n"
                           "Host bastion\n  HostName 127.0.0.1\n  Port %3\n  User %2\n")
                .arg(server->port)
                .arg(rig->userName())
                .arg(bastion->port));
        const Ran ran = probe(rig->dir() + QStringLiteral("/a"), {QStringLiteral("--hosts"), site->design.nodes.front().name});
        QVERIFY2(ran.out.contains(QStringLiteral("probe: 1 of 1 target(s) answered")), qPrintable(dump(ran)));
        const QString connect = QString::fromUtf8(
            readFile(rig->dir() + QStringLiteral("/a/transcripts/%1/01-connect.txt").arg(site->design.nodes.front().name)));
        QVERIFY2(connect.contains(QStringLiteral(" -W ")) && connect.contains(QStringLiteral("bastion")), qPrintable(connect));
        QVERIFY2(bastion->log().contains(QStringLiteral("Accepted publickey")), "the bastion saw no login");
    }

    void wrongUserKeyRefused()
    {
        SshRig::Server *server = firstHost();
        QVERIFY2(server, qPrintable(rig->error()));
        writeConfig({server->knownHostsLine}, rig->otherKey());
        const Ran ran = probe(rig->dir() + QStringLiteral("/a"), {QStringLiteral("--hosts"), site->design.nodes.front().name});
        QCOMPARE(ran.code, 1);
        QVERIFY2(ran.out.contains(QStringLiteral("failed at authenticate:")) && ran.out.contains(QStringLiteral("refused")),
            qPrintable(dump(ran)));
    }

    void unreachableHostIsOneLine()
    {
        makeDesign(2);
        SshRig::Server *server = startHost(site->design.nodes[0]);
        QVERIFY(server);
        setEndpoint(site->design.nodes[0].management, server);
        setEndpoint(site->design.nodes[1].management, nullptr); // nothing listens there
        saveDesign();
        writeConfig({server->knownHostsLine});
        const Ran ran = probe(rig->dir() + QStringLiteral("/a"));
        QCOMPARE(ran.code, 1);
        const QStringList failed = ran.out.split(QLatin1Char('\n')).filter(QStringLiteral("failed at"));
        QCOMPARE(failed.size(), 1);
        QVERIFY2(failed.first().startsWith(QStringLiteral("  %1 (127.0.0.1): failed at connect: could not connect to")
                                                .arg(site->design.nodes[1].name)),
            qPrintable(dump(ran)));
        QVERIFY(ran.out.contains(QStringLiteral("probe: 1 of 2 target(s) answered")));
        QVERIFY(QFile::exists(rig->dir() + QStringLiteral("/a/hosts/%1.json").arg(site->design.nodes[0].name)));
    }

    void commandTimeout()
    {
        SshRig::Server *server = firstHost({QStringLiteral("--hang")});
        QVERIFY2(server, qPrintable(rig->error()));
        writeConfig({server->knownHostsLine});
        const Ran ran = probe(rig->dir() + QStringLiteral("/a"),
            {QStringLiteral("--hosts"), site->design.nodes.front().name, QStringLiteral("--command-timeout"), QStringLiteral("2")});
        QCOMPARE(ran.code, 1);
        QVERIFY2(ran.out.contains(QStringLiteral("failed at run: no answer within the command timeout")), qPrintable(dump(ran)));
    }

    // One of eight hosts fails while it runs the script: the others
    // complete, the summary says exactly which, the exit code is 1.
    void oneOfEightFails()
    {
        makeDesign(8);
        QStringList known;
        const QString started = startHosts(&known, [](size_t i) {
            return i == 5 ? QStringList{QStringLiteral("--fail"), QStringLiteral("Get-NetAdapterRdma : Access is denied.")}
                          : QStringList{};
        });
        QVERIFY2(started.isEmpty(), qPrintable(started));
        saveDesign();
        writeConfig(known);
        const QString out = rig->dir() + QStringLiteral("/a");
        const Ran ran = probe(out, {QStringLiteral("--parallel"), QStringLiteral("4")});
        QCOMPARE(ran.code, 1);
        QStringList expected{QStringLiteral("probe: 7 of 8 target(s) answered into %1").arg(out)};
        for (size_t i = 0; i < site->design.nodes.size(); ++i)
            expected << (i == 5 ? QStringLiteral("  %1 (127.0.0.1): failed at run: exit code 1: Get-NetAdapterRdma : "
                                                 "Access is denied.")
                                      .arg(site->design.nodes[i].name)
                                : QStringLiteral("  %1: hosts/%1.json").arg(site->design.nodes[i].name));
        const QStringList lines = ran.out.split(QLatin1Char('\n'));
        const qsizetype first = lines.indexOf(expected.first());
        QVERIFY2(first >= 0, qPrintable(dump(ran)));
        QCOMPARE(lines.mid(first, expected.size()), expected);
        for (size_t i = 0; i < site->design.nodes.size(); ++i)
            QCOMPARE(QFile::exists(out + QStringLiteral("/hosts/%1.json").arg(site->design.nodes[i].name)), i != 5);
        // Its transcript has the error as text.
        const QString run = QString::fromUtf8(readFile(out + QStringLiteral("/transcripts/%1/06-run.txt").arg(site->design.nodes[5].name)));
        QVERIFY2(run.contains(QStringLiteral("# as text: Get-NetAdapterRdma : Access is denied.")), qPrintable(run));
    }

    // A cancel (SIGTERM, as Ctrl-C's SIGINT) while hosts are running ends
    // every session and still writes the summary.
    void cancelMidRun()
    {
        makeDesign(4);
        QStringList known;
        const QString started = startHosts(&known, [](size_t) { return QStringList{QStringLiteral("--hang")}; });
        QVERIFY2(started.isEmpty(), qPrintable(started));
        saveDesign();
        writeConfig(known);
        const QString out = rig->dir() + QStringLiteral("/a");
        QProcess process;
        process.setProcessEnvironment(SshRig::cleanEnvironment());
        process.start(QStringLiteral(HVNET_CLI), {QStringLiteral("probe"), designFile, QStringLiteral("--out"), out,
                                                     QStringLiteral("--ssh-config"), site->sshConfig, QStringLiteral("--parallel"),
                                                     QStringLiteral("2")});
        // Wait until two hosts run their script (their "run" transcripts exist).
        const QString runStep = QStringLiteral("/transcripts/%1/06-run.txt");
        for (int i = 0; i < 600; ++i) {
            if (QFile::exists(out + runStep.arg(site->design.nodes[0].name)) && QFile::exists(out + runStep.arg(site->design.nodes[1].name)))
                break;
            process.waitForFinished(100);
        }
        QVERIFY(QFile::exists(out + runStep.arg(site->design.nodes[0].name)));
        process.terminate();
        QVERIFY(process.waitForFinished(120000));
        const QString stdoutText = QString::fromUtf8(process.readAllStandardOutput());
        QCOMPARE(process.exitCode(), 1);
        QVERIFY2(stdoutText.contains(QStringLiteral("probe: 0 of 4 target(s) answered")), qPrintable(stdoutText));
        QCOMPARE(stdoutText.count(QStringLiteral("failed at run: cancelled")), 2);
        QCOMPARE(stdoutText.count(QStringLiteral("failed at start: cancelled before it started")), 2);
    }

    // --watch probes again into timestamped folders until interrupted.
    void watchKeepsHistory()
    {
        SshRig::Server *server = firstHost();
        QVERIFY2(server, qPrintable(rig->error()));
        writeConfig({server->knownHostsLine});
        const QString out = rig->dir() + QStringLiteral("/history");
        QProcess process;
        process.setProcessEnvironment(SshRig::cleanEnvironment());
        process.start(QStringLiteral(HVNET_CLI), {QStringLiteral("probe"), designFile, QStringLiteral("--out"), out,
                                                     QStringLiteral("--ssh-config"), site->sshConfig, QStringLiteral("--hosts"),
                                                     site->design.nodes.front().name, QStringLiteral("--watch"), QStringLiteral("1")});
        auto probed = [&] {
            QStringList done;
            for (const QString &folder : QDir(out).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
                if (QFile::exists(out + QLatin1Char('/') + folder + QStringLiteral("/hosts/%1.json").arg(site->design.nodes.front().name)))
                    done << folder;
            return done;
        };
        for (int i = 0; i < 600 && probed().size() < 2; ++i)
            process.waitForFinished(100);
        process.terminate();
        QVERIFY(process.waitForFinished(60000));
        const QStringList folders = probed();
        QVERIFY2(folders.size() >= 2, qPrintable(folders.join(QLatin1Char(' '))));
        static const QRegularExpression stamp(QStringLiteral("^\\d{8}T\\d{6}Z$"));
        for (const QString &folder : folders)
            QVERIFY2(stamp.match(folder).hasMatch(), qPrintable(folder));
        QVERIFY(QString::fromUtf8(process.readAllStandardOutput()).contains(QStringLiteral("next probe in 1 second")));
    }

    // A passphrase asked for (SSH_ASKPASS, as without a terminal) reaches no
    // transcript, evidence file or output.
    void noSecretWritten()
    {
        const QString secret = QStringLiteral("correct-horse-battery-staple-7f3a");
        const QString key = rig->makeKey(QStringLiteral("locked_key"), secret);
        SshRig::Server *server = firstHost({}, key);
        SshRig::Server *second = startHost(site->design.nodes[1], {}, key);
        QVERIFY2(server && second, qPrintable(rig->error()));
        setEndpoint(site->design.nodes[1].management, second);
        saveDesign();
        writeConfig({server->knownHostsLine, second->knownHostsLine}, key);
        // The passphrase is asked once for both hosts the key opens.
        const QString asked = rig->dir() + QStringLiteral("/asked");
        const QString askpass = rig->writeFile(QStringLiteral("askpass.sh"),
            QStringLiteral("#!/bin/sh\necho asked >> %1\necho %2\n").arg(asked, secret).toUtf8());
        QFile::setPermissions(askpass, QFileDevice::ReadOwner | QFileDevice::ExeOwner | QFileDevice::WriteOwner);
        QProcessEnvironment env = SshRig::cleanEnvironment();
        env.insert(QStringLiteral("SSH_ASKPASS"), askpass);
        env.insert(QStringLiteral("SSH_ASKPASS_REQUIRE"), QStringLiteral("force"));
        const QString out = rig->dir() + QStringLiteral("/a");
        const Ran ran = probe(out, {}, env);
        QVERIFY2(ran.out.contains(QStringLiteral("probe: 2 of 2 target(s) answered")), qPrintable(dump(ran)));
        QCOMPARE(readFile(asked), QByteArray("asked\n"));
        QVERIFY(!ran.out.contains(secret) && !ran.err.contains(secret));
        const auto files = tree(out);
        QVERIFY(files.size() > 5);
        for (const auto &[path, bytes] : files)
            QVERIFY2(!bytes.contains(secret.toUtf8()), qPrintable(path));
        QVERIFY(!readFile(designFile).contains(secret.toUtf8()));
    }
};

QTEST_GUILESS_MAIN(TestRemote)
#include "tst_remote.moc"

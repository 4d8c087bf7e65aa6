// LLDP for real: network namespaces stand in for a Cumulus switch and two
// hosts, joined by veth pairs, each running Debian's lldpd (the LLDP agent
// Cumulus Linux itself runs). The switch's neighbour table, as `lldpcli -f json`
// and as text, goes through the Cumulus reader. Two cables are deliberately
// crossed (swp1 and swp2 lead to each other's host) and must come back
// crossed; a straight cable and a MAC-form port id read as they are.
//
// Needs root, iproute2, util-linux's nsenter and lldpd (tools/setup.sh
// installs them). Everything lives in namespaces named after this process; the
// machine's own network is never touched: the veths are created inside the
// namespaces, and lldpd only runs there. Commands enter a namespace with
// nsenter, which switches the network namespace only: "ip -n" and "ip netns
// exec" also remount /sys, which a chroot (tools/fresh-root.sh, CI) refuses.
// Interface names (swp1, nic0) are ones the machine itself does not have, so
// what lldpd looks up under the machine's /sys cannot be another device's.
// Namespaces and daemons are removed in cleanup, also after a failed check.

#include "live/evidencefolder.h"
#include "live/livecatalogue.h"
#include "live/livecheck.h"
#include "model/design.h"
#include "plans/evidence/interfacename.h"
#include "platforms/switchevidence.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <signal.h>
#include <sys/mount.h>
#include <unistd.h>

using namespace hvnet;

namespace {

struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run run(const QString &program, const QStringList &args, int timeoutMs = 10000)
{
    QProcess p;
    p.start(program, args);
    Run r;
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
        r.err = "timed out";
        return r;
    }
    r.code = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace

class TestLldpNetns : public QObject
{
    Q_OBJECT

    QString m_sw, m_h1, m_h2; // namespace names
    QTemporaryDir m_dir;
    QString m_ip, m_nsenter, m_lldpd, m_lldpcli;
    // "ip netns add" turns /run/netns into a mount point that deleting the
    // namespaces leaves behind; in a throw-away root (tools/fresh-root.sh, the
    // fresh-machine check) that mount outlives the root and blocks removing it.
    bool m_madeNetnsMount = false;

    static bool runNetnsIsMountPoint()
    {
        QFile info(QStringLiteral("/proc/self/mountinfo"));
        if (!info.open(QIODevice::ReadOnly))
            return false;
        for (const QByteArray &line : info.readAll().split('\n'))
            if (line.split(' ').value(4) == "/run/netns")
                return true;
        return false;
    }
    QList<QProcess *> m_daemons;

    QString ns(const QString &role) const { return QStringLiteral("hvnet-t%1-%2").arg(getpid()).arg(role); }
    QString socket(const QString &nsName) const { return m_dir.filePath(nsName + QStringLiteral(".sock")); }

    // A command inside a namespace.
    QStringList in(const QString &nsName, const QString &program, const QStringList &args = {}) const
    {
        return QStringList{QStringLiteral("--net=/run/netns/") + nsName, program} + args;
    }

    bool ip(const QStringList &args)
    {
        const Run r = run(m_ip, args);
        if (r.code != 0)
            qWarning("ip %s: %s", qPrintable(args.join(QLatin1Char(' '))), r.err.constData());
        return r.code == 0;
    }

    // lldpd in a namespace, its system name and port id kind set by the
    // configuration it runs at start (-O), its control socket our own (-u).
    bool startLldpd(const QString &nsName, const QString &systemName, const QStringList &interfaces, bool ifnamePortIds)
    {
        const QString conf = m_dir.filePath(nsName + QStringLiteral(".conf"));
        QFile f(conf);
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write(QStringLiteral("configure system hostname %1\n").arg(systemName).toUtf8());
        f.write("configure lldp tx-interval 1\n");
        if (ifnamePortIds)
            f.write("configure lldp portidsubtype ifname\n");
        f.close();
        auto *p = new QProcess(this);
        p->setProcessChannelMode(QProcess::MergedChannels);
        p->start(m_nsenter, in(nsName, m_lldpd, {QStringLiteral("-d"), QStringLiteral("-u"), socket(nsName), QStringLiteral("-O"),
                                conf, QStringLiteral("-L"), m_lldpcli, QStringLiteral("-I"), interfaces.join(QLatin1Char(','))}));
        m_daemons << p;
        return p->waitForStarted(5000);
    }

    QByteArray neighbours(const QStringList &format)
    {
        const Run r = run(m_nsenter, in(m_sw, m_lldpcli, QStringList{QStringLiteral("-u"), socket(m_sw)} + format
                    + QStringList{QStringLiteral("show"), QStringLiteral("neighbors"), QStringLiteral("details")}));
        if (r.code != 0)
            qWarning("lldpcli failed (%d): %s", r.code, r.err.constData());
        return r.code == 0 ? r.out : QByteArray();
    }

    void cleanUp()
    {
        // Every process left in our namespaces is one of our lldpd (and its privilege-separated child).
        for (const QString &n : {m_sw, m_h1, m_h2}) {
            if (n.isEmpty())
                continue;
            const Run pids = run(m_ip, {QStringLiteral("netns"), QStringLiteral("pids"), n});
            for (const QByteArray &pid : pids.out.split('\n'))
                if (pid.toInt() > 1)
                    ::kill(pid.toInt(), SIGTERM);
        }
        for (QProcess *p : std::as_const(m_daemons)) {
            if (!p->waitForFinished(3000)) {
                p->kill();
                p->waitForFinished(3000);
            }
            delete p;
        }
        m_daemons.clear();
        for (const QString &n : {m_sw, m_h1, m_h2})
            if (!n.isEmpty())
                run(m_ip, {QStringLiteral("netns"), QStringLiteral("delete"), n});
    }

private Q_SLOTS:
    void initTestCase()
    {
        if (geteuid() != 0)
            QSKIP("needs root for network namespaces (CI and tools/fresh-root.sh run as root)");
        m_ip = QStandardPaths::findExecutable(QStringLiteral("ip"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin"), QStringLiteral("/usr/bin")});
        m_lldpd = QStandardPaths::findExecutable(QStringLiteral("lldpd"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
        m_lldpcli = QStandardPaths::findExecutable(QStringLiteral("lldpcli"), {QStringLiteral("/usr/sbin"), QStringLiteral("/sbin")});
        m_nsenter = QStandardPaths::findExecutable(QStringLiteral("nsenter"), {QStringLiteral("/usr/bin"), QStringLiteral("/bin")});
        // Missing tools fail, saying which: a skipped test would hide a broken reader.
        QVERIFY2(!m_ip.isEmpty(), "ip (iproute2) is not installed; bash tools/setup.sh installs it");
        QVERIFY2(!m_nsenter.isEmpty(), "nsenter (util-linux) is not installed");
        QVERIFY2(!m_lldpd.isEmpty() && !m_lldpcli.isEmpty(), "lldpd is not installed; bash tools/setup.sh installs it");
        QVERIFY(m_dir.isValid());
        // lldpcli gives up root for lldpd's own group before it opens the socket: it must reach the folder.
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup
                | QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
        m_sw = ns(QStringLiteral("sw"));
        m_h1 = ns(QStringLiteral("h1"));
        m_h2 = ns(QStringLiteral("h2"));
        cleanUp(); // a previous run of this pid that died
        m_madeNetnsMount = !runNetnsIsMountPoint();
        for (const QString &n : {m_sw, m_h1, m_h2})
            QVERIFY2(ip({QStringLiteral("netns"), QStringLiteral("add"), n}), "ip netns add failed (is this a container without CAP_SYS_ADMIN?)");
        // The cabling: swp1 and swp2 crossed (the plan has swp1 to S2D01 and swp2 to S2D02), swp3 straight.
        const QList<std::tuple<QString, QString, QString>> cables{{QStringLiteral("swp1"), m_h2, QStringLiteral("nic0")},
            {QStringLiteral("swp2"), m_h1, QStringLiteral("nic0")}, {QStringLiteral("swp3"), m_h1, QStringLiteral("nic1")}};
        const auto inNs = [this](const QString &nsName, const QStringList &args) {
            const Run r = run(m_nsenter, in(nsName, m_ip, args));
            if (r.code != 0)
                qWarning("ip %s in %s: %s", qPrintable(args.join(QLatin1Char(' '))), qPrintable(nsName), r.err.constData());
            return r.code == 0;
        };
        for (const auto &[port, host, nic] : cables) {
            QVERIFY(inNs(m_sw, {QStringLiteral("link"), QStringLiteral("add"), port, QStringLiteral("type"), QStringLiteral("veth"),
                QStringLiteral("peer"), QStringLiteral("name"), nic, QStringLiteral("netns"), host}));
            QVERIFY(inNs(m_sw, {QStringLiteral("link"), QStringLiteral("set"), port, QStringLiteral("up")}));
            QVERIFY(inNs(host, {QStringLiteral("link"), QStringLiteral("set"), nic, QStringLiteral("up")}));
        }
        QVERIFY(startLldpd(m_sw, QStringLiteral("leaf01"), {QStringLiteral("swp1"), QStringLiteral("swp2"), QStringLiteral("swp3")}, true));
        QVERIFY(startLldpd(m_h1, QStringLiteral("S2D01"), {QStringLiteral("nic0"), QStringLiteral("nic1")}, true));
        QVERIFY(startLldpd(m_h2, QStringLiteral("S2D02"), {QStringLiteral("nic0")}, false)); // MAC-form port ids, as Windows sends
    }

    void cleanupTestCase()
    {
        cleanUp();
        // Undo our own mount only, and only when no other namespace uses it.
        if (m_madeNetnsMount && runNetnsIsMountPoint()
            && QDir(QStringLiteral("/run/netns")).isEmpty(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System | QDir::Hidden))
            QVERIFY2(::umount2("/run/netns", MNT_DETACH) == 0, "could not unmount /run/netns after deleting the namespaces");
    }

    void crossedCablesShowCrossed()
    {
        // Wait until the switch has heard all three host ports (bounded).
        SwitchState state;
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 30000) {
            state = SwitchState{};
            SwitchEvidence::read(SwitchPlatform::NvidiaCumulus, SwitchEvidence::File::Lldp,
                neighbours({QStringLiteral("-f"), QStringLiteral("json")}), state);
            bool named = state.neighbors.size() == 3;
            for (const LldpNeighbor &n : state.neighbors)
                named = named && !n.systemName.isEmpty();
            if (named)
                break;
            QThread::msleep(250);
        }
        if (state.neighbors.size() != 3) { // say what lldpd said
            qWarning("lldpcli: %s", neighbours({}).constData());
            for (QProcess *p : std::as_const(m_daemons))
                qWarning("lldpd (%s, exit %d): %s", p->state() == QProcess::Running ? "running" : "ended", p->exitCode(),
                    p->readAll().constData());
        }
        QVERIFY2(state.problems.empty(), qPrintable(state.problemTexts().join(QLatin1Char('\n'))));
        QCOMPARE(state.neighbors.size(), std::size_t(3));

        // The crossed pair: each port names the other port's planned host.
        const auto on = [&state](const char *port) {
            const auto list = state.neighborsOn(QString::fromLatin1(port));
            return list.size() == 1 ? *list.front() : LldpNeighbor{};
        };
        QCOMPARE(on("swp1").systemName, QStringLiteral("S2D02"));
        QCOMPARE(on("swp2").systemName, QStringLiteral("S2D01"));
        QCOMPARE(on("swp2").portId, QStringLiteral("nic0"));
        QCOMPARE(on("swp2").portIdSubtype, QStringLiteral("ifname"));
        QCOMPARE(on("swp3").systemName, QStringLiteral("S2D01"));
        QCOMPARE(on("swp3").portId, QStringLiteral("nic1"));
        // S2D02 sends its MAC as port id: it is nic0's address in that namespace.
        const Run link = run(m_nsenter, in(m_h2, m_ip, {QStringLiteral("link"), QStringLiteral("show"), QStringLiteral("nic0")}));
        const QString mac = QString::fromLatin1(link.out).section(QStringLiteral("link/ether "), 1).section(QLatin1Char(' '), 0, 0);
        QCOMPARE(on("swp1").portIdSubtype, QStringLiteral("mac"));
        QCOMPARE(InterfaceName::macAddress(on("swp1").portId), InterfaceName::macAddress(mac));
        QVERIFY(!InterfaceName::macAddress(mac).isEmpty());

        // The text form and json0 say the same.
        for (const QStringList &format : {QStringList{}, QStringList{QStringLiteral("-f"), QStringLiteral("json0")}}) {
            SwitchState other;
            SwitchEvidence::read(SwitchPlatform::NvidiaCumulus, SwitchEvidence::File::Lldp, neighbours(format), other);
            QVERIFY2(other.problems.empty(), qPrintable(other.problemTexts().join(QLatin1Char('\n'))));
            QCOMPARE(other.neighbors.size(), std::size_t(3));
            for (const LldpNeighbor &n : state.neighbors) {
                const auto same = other.neighborsOn(n.localPort);
                QCOMPARE(same.size(), std::size_t(1));
                QCOMPARE(same.front()->systemName, n.systemName);
                QCOMPARE(same.front()->portId, n.portId);
                QCOMPARE(same.front()->chassisId, n.chassisId);
            }
        }

        // Through the check: the design cables swp1 to S2D01 nic0 and swp2 to
        // S2D02 nic0 (whose MAC the design knows; S2D02 names its port by MAC
        // only), swp3 to S2D01 nic1. The crossed pair is a cable mismatch on
        // both ports, said to look swapped; the straight cable matches.
        Design d;
        const auto addNode = [&d](const QString &id, const QString &name) -> Node & {
            Node n;
            n.id = id;
            n.name = name;
            d.nodes.push_back(n);
            return d.nodes.back();
        };
        const auto addAdapter = [](Node &n, const QString &id, const QString &name, const QString &adapterMac) {
            Adapter a;
            a.id = id;
            a.name = name;
            a.mac = adapterMac;
            n.adapters.push_back(a);
        };
        Node &h1 = addNode(QStringLiteral("n1"), QStringLiteral("S2D01"));
        addAdapter(h1, QStringLiteral("n1-nic0"), QStringLiteral("nic0"), QString());
        addAdapter(h1, QStringLiteral("n1-nic1"), QStringLiteral("nic1"), QString());
        Node &h2 = addNode(QStringLiteral("n2"), QStringLiteral("S2D02"));
        addAdapter(h2, QStringLiteral("n2-nic0"), QStringLiteral("nic0"), mac);
        Switch leaf;
        leaf.id = QStringLiteral("leaf01");
        leaf.name = QStringLiteral("leaf01");
        leaf.platform = SwitchPlatform::NvidiaCumulus;
        for (const char *port : {"swp1", "swp2", "swp3"}) {
            SwitchPort p;
            p.id = QStringLiteral("leaf01-") + QLatin1String(port);
            p.name = QLatin1String(port);
            leaf.ports.push_back(p);
        }
        d.switches.push_back(leaf);
        const auto cable = [&d](const char *id, const char *port, const char *adapter) {
            Link l;
            l.id = QLatin1String(id);
            l.a = QStringLiteral("leaf01-") + QLatin1String(port);
            l.b = QLatin1String(adapter);
            d.links.push_back(l);
        };
        cable("c1", "swp1", "n1-nic0");
        cable("c2", "swp2", "n2-nic0");
        cable("c3", "swp3", "n1-nic1");
        const LiveResult live = LiveCheck::run(d, EvidenceFolder::fromFiles({{QStringLiteral("switches/leaf01/lldp.txt"),
            neighbours({QStringLiteral("-f"), QStringLiteral("json")})}}));
        std::map<QString, QString> mismatches; // port id -> message
        for (const Finding &f : live.result.findings) {
            if (f.rule != QLatin1String(live::cableMismatch.id)) {
                QVERIFY2(!f.rule.startsWith(QLatin1String("live.cable")) && f.rule != QLatin1String(live::neighborUnplanned.id)
                        && f.rule != QLatin1String(live::lldpAgents.id),
                    qPrintable(f.rule + QLatin1Char(' ') + f.message));
                continue;
            }
            QCOMPARE(f.evidence.file, QStringLiteral("switches/leaf01/lldp.txt"));
            QVERIFY(f.evidence.line > 0);
            mismatches[f.objects.value(0)] = f.message;
        }
        QCOMPARE(mismatches.size(), std::size_t(2));
        QVERIFY2(mismatches.count(QStringLiteral("leaf01-swp1")) && mismatches.count(QStringLiteral("leaf01-swp2")),
            qPrintable(mismatches.begin()->first));
        QVERIFY2(mismatches[QStringLiteral("leaf01-swp1")].contains(QLatin1String("swapped")),
            qPrintable(mismatches[QStringLiteral("leaf01-swp1")]));
        QCOMPARE(live.states.at(QStringLiteral("c3")), LiveResult::State::Matches);
        QCOMPARE(live.states.at(QStringLiteral("c1")), LiveResult::State::Differs);
        QCOMPARE(live.states.at(QStringLiteral("c2")), LiveResult::State::Differs);
    }
};

QTEST_GUILESS_MAIN(TestLldpNetns)
#include "tst_lldpnetns.moc"

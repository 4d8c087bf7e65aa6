// The switch side of the push (app/push/switchpush.h) against simulated
// switches behind real sshd servers (tests/support/sshrig.h,
// switchclisim.cpp), on every platform: the running configuration of the
// simulator reflects what was applied, and each platform's way back runs as
// its vendor documents it, timers included (--minute scales the vendor's
// minute to seconds). A dry run changes nothing; a push repairs a defect and
// reads back clean, and a second push finds nothing to send; a change the
// switch takes without effect fails the read-back and is taken back, by hvnet
// (NX-OS checkpoint, OS10 undo) or by the switch's own timer (AOS-CX auto
// checkpoint); a refused line drops the uncommitted change (Junos); an
// unconfirmed commit confirmed rolls back by itself; the checklist is refused.

#include "app/push/switchpush.h"
#include "live/switchconfigdelta.h"
#include "live/switchstatecheck.h"
#include "plans/switchplan.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"
#include "remote/sshsession.h"
#include "remote/switchcli.h"
#include "remote/transcript.h"
#include "tests/support/sshsite.h"
#include "tests/support/switchmutations.h"
#include "tests/support/switchsimulator.h"
#include "tests/support/switchtestdesigns.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QTest>
#include <QThread>

#include <memory>

using namespace hvnet;
using namespace hvnet::switchtests;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A platform's defect of switchmutations.h.
const Mutation &defect(const QString &platform, const char *what = "mtu")
{
    for (const Mutation &m : mutations())
        if (platform == QLatin1String(m.platform) && QLatin1String(m.what) == QLatin1String(what))
            return m;
    qFatal("no defect %s for %s", what, qPrintable(platform));
}

void put(QString &text, const Mutation &m)
{
    text.replace(text.indexOf(QLatin1String(m.from)), qsizetype(qstrlen(m.from)), QLatin1String(m.to));
}

} // namespace

class TestPushSwitch : public QObject
{
    Q_OBJECT

    std::unique_ptr<SshRig> rig;
    std::unique_ptr<SshSite> site;
    Switch *sw = nullptr;
    QString planned; // the switch's configuration as exported
    QString defective; // the running configuration the switch starts with
    std::unique_ptr<Transcript> transcript;
    std::unique_ptr<SshSession> session;

    // The first ToR of the test design on the platform, running its
    // configuration with the platform's MTU defect (and another when
    // given), behind its sshd.
    bool startSwitch(const QString &platform, const QStringList &extra = {}, const char *also = nullptr)
    {
        site->design = onPlatform(design(QStringLiteral("s2d-converged-set")), platform);
        sw = &site->design.switches.front();
        planned = configs(site->design).at(sw->name);
        defective = planned;
        put(defective, defect(platform));
        if (also)
            put(defective, defect(platform, also));
        const QString dir = QStringLiteral("switches/%1/").arg(sw->name);
        site->switchEvidence[dir + QStringLiteral("running-config.txt")] = SwitchSimulator::pasted(*sw, defective);
        site->switchEvidence[dir + QStringLiteral("lldp.txt")] = sw->platform == SwitchPlatform::CiscoNxos
            ? SwitchSimulator::nxosLldp(sw->name, SwitchSimulator::asCabled(site->design, *sw))
            : QByteArray();
        // A vendor's minute lasts 20 seconds unless the test shortens it to
        // watch a timer: long enough for the read-back and the confirmation.
        QStringList options = extra;
        if (!options.contains(QStringLiteral("--minute")))
            options << QStringLiteral("--minute") << QStringLiteral("20");
        SshRig::Server *server = site->startSwitch(*sw, options);
        if (!server)
            return false;
        site->setEndpoint(sw->management, server);
        site->writeConfig({server->knownHostsLine});
        return true;
    }

    bool connect()
    {
        transcript = std::make_unique<Transcript>(rig->dir() + QStringLiteral("/transcripts"), sw->name);
        SshSettings settings;
        settings.configFile = site->sshConfig;
        session = std::make_unique<SshSession>(SshTarget{SshTarget::Kind::Switch, sw->name, *sw->management}, settings, nullptr,
            *transcript, nullptr);
        return session->connect();
    }

    SwitchPushResult push(bool dryRun = false)
    {
        if (!connect())
            return {};
        SwitchPushOptions options;
        options.dryRun = dryRun;
        options.confirmTimeoutSec = 60;
        const SwitchPushResult result = pushSwitch(*session, *transcript, site->design, SwitchPlan::forSwitch(site->design, *sw),
            SwitchPlatforms::driver(sw->platform), options, nullptr);
        session.reset();
        return result;
    }

    // The simulator's running configuration, as the platform prints it.
    QString running() const
    {
        QString name = SwitchPlatforms::driver(sw->platform).evidenceCommand(SwitchEvidence::File::RunningConfig);
        name.replace(QLatin1Char('/'), QLatin1Char('_'));
        return QString::fromUtf8(readAll(site->switchDir(*sw) + QLatin1Char('/') + name + QStringLiteral(".txt")));
    }

    QStringList differencesOf(const QString &text) const
    {
        SwitchState state;
        SwitchEvidence::read(sw->platform, SwitchEvidence::File::RunningConfig, text.toUtf8(), state);
        state.index();
        return SwitchStateCheck::differences(SwitchPlan::forSwitch(site->design, *sw), state);
    }
    QStringList differences() const { return differencesOf(running()); }

    // Waits for the simulator's own timer to put the configuration back (a
    // wait with a generous bound, not an assertion on how long it takes).
    bool waitForDefectBack()
    {
        QElapsedTimer waited;
        waited.start();
        while (waited.elapsed() < 60000) {
            if (!differences().isEmpty() && running().contains(QString::fromLatin1(defect(enumString(sw->platform)).to).trimmed()))
                return true;
            QThread::msleep(200);
        }
        return false;
    }

    static QString describe(const SwitchPushResult &r)
    {
        QString out = r.difference.join(QLatin1Char('\n')) + QLatin1Char('\n') + QString::fromUtf8(r.change);
        for (const PushStep &s : r.steps)
            out += QStringLiteral("\n%1 %2 %3").arg(s.name).arg(int(s.outcome)).arg(s.detail);
        return out;
    }

    static const PushStep *stepNamed(const SwitchPushResult &r, const QString &name)
    {
        for (const PushStep &s : r.steps)
            if (s.name == name)
                return &s;
        return nullptr;
    }

private Q_SLOTS:
    void initTestCase() { SshSession::initialize(); }
    void init()
    {
        rig = std::make_unique<SshRig>();
        QVERIFY2(rig->error().isEmpty(), qPrintable(rig->error()));
        site = std::make_unique<SshSite>(*rig, QStringLiteral(HVNET_WINDOWS_SIM), QStringLiteral(HVNET_SWITCH_SIM));
    }
    void cleanup()
    {
        session.reset();
        transcript.reset();
        site.reset();
        rig.reset();
    }

    void dryRunChangesNothing()
    {
        QVERIFY2(startSwitch(QStringLiteral("cisco-nxos")), qPrintable(rig->error()));
        const QString before = running();
        const SwitchPushResult r = push(true);
        QVERIFY2(r.ok, qPrintable(describe(r)));
        QVERIFY(!r.changed);
        QVERIFY2(r.difference.size() == 1 && r.difference.front().contains(QLatin1String("MTU 1500 -> 9216")), qPrintable(describe(r)));
        QVERIFY(r.change.contains("mtu 9216"));
        QCOMPARE(stepNamed(r, QStringLiteral("apply"))->outcome, PushStep::Outcome::Skipped);
        QCOMPARE(running(), before);
    }

    void repairAndRepeat_data()
    {
        QTest::addColumn<QString>("platform");
        for (const QString &p : platforms())
            if (!SwitchPlatforms::driver(*enumFromName<SwitchPlatform>(p.toStdString())).isChecklist())
                QTest::newRow(qPrintable(p)) << p;
    }

    // The push repairs the defect inside the platform's window and confirms;
    // the switch reads back clean; a second push sends nothing.
    void repairAndRepeat()
    {
        QFETCH(QString, platform);
        QVERIFY2(startSwitch(platform), qPrintable(rig->error()));
        QVERIFY(!differences().isEmpty());
        const SwitchPushResult first = push();
        QVERIFY2(first.ok && first.changed, qPrintable(describe(first)));
        QCOMPARE(stepNamed(first, QStringLiteral("confirm"))->outcome, PushStep::Outcome::Done);
        QCOMPARE(differences(), QStringList());
        const QString repaired = running();
        const SwitchPushResult second = push();
        QVERIFY2(second.ok && !second.changed, qPrintable(describe(second)));
        QCOMPARE(second.difference, QStringList());
        QVERIFY(second.change.isEmpty());
        QVERIFY(!stepNamed(second, QStringLiteral("apply")));
        QCOMPARE(running(), repaired);
        // Nothing secret was said: the rig's private key never reaches a transcript.
        QDirIterator it(rig->dir() + QStringLiteral("/transcripts"), QDir::Files, QDirIterator::Subdirectories);
        int transcripts = 0;
        while (it.hasNext()) {
            const QByteArray text = readAll(it.next());
            QVERIFY(!text.contains("PRIVATE KEY"));
            ++transcripts;
        }
        QVERIFY(transcripts > 0);
    }

    // Two defects; the switch takes the PFC line without effect: the MTU
    // is applied, the read-back still differs, and hvnet takes the change
    // back with the checkpoint (the MTU is 1500 again).
    void verificationFailureRollsBack()
    {
        QVERIFY2(startSwitch(QStringLiteral("cisco-nxos"),
                     {QStringLiteral("--drop"), QStringLiteral("^priority-flow-control mode on send-tlv$")}, "port pfc off"),
            qPrintable(rig->error()));
        const SwitchPushResult r = push();
        QVERIFY2(!r.ok && !r.changed, qPrintable(describe(r)));
        QVERIFY(r.change.contains("mtu 9216"));
        QCOMPARE(r.failure.step, QStringLiteral("verify"));
        QVERIFY2(stepNamed(r, QStringLiteral("verify"))->detail.contains(QLatin1String("PFC")), qPrintable(describe(r)));
        QCOMPARE(stepNamed(r, QStringLiteral("rollback"))->outcome, PushStep::Outcome::RolledBack);
        QVERIFY(!stepNamed(r, QStringLiteral("confirm")));
        QCOMPARE(differences(), differencesOf(defective));
    }

    // The same on OS10, which keeps no way back once committed: hvnet sends
    // the change that restores what it read before.
    void verificationFailureUndoes()
    {
        QVERIFY2(startSwitch(QStringLiteral("dell-os10"), {QStringLiteral("--drop"), QStringLiteral("^priority-flow-control mode on$")},
                     "port pfc off"),
            qPrintable(rig->error()));
        const SwitchPushResult r = push();
        QVERIFY2(!r.ok, qPrintable(describe(r)));
        QCOMPARE(r.failure.step, QStringLiteral("verify"));
        QCOMPARE(stepNamed(r, QStringLiteral("rollback"))->outcome, PushStep::Outcome::RolledBack);
        QCOMPARE(differences(), differencesOf(defective));
    }

    // AOS-CX: the switch itself restores its auto checkpoint when the
    // confirmation does not come.
    void unconfirmedCheckpointRollsBack()
    {
        QVERIFY2(startSwitch(QStringLiteral("aruba-cx"),
                     {QStringLiteral("--minute"), QStringLiteral("1"), QStringLiteral("--drop"), QStringLiteral("^flow-control priority rxtx 3$")},
                     "port pfc off"),
            qPrintable(rig->error()));
        const SwitchPushResult r = push();
        QCOMPARE(r.failure.step, QStringLiteral("verify"));
        QVERIFY2(!r.ok, qPrintable(describe(r)));
        QCOMPARE(stepNamed(r, QStringLiteral("rollback"))->outcome, PushStep::Outcome::RolledBack);
        QVERIFY(waitForDefectBack());
    }

    // Junos: commit confirmed without the confirming commit rolls back by itself.
    void unconfirmedCommitRollsBack()
    {
        QVERIFY2(startSwitch(QStringLiteral("juniper-junos"), {QStringLiteral("--minute"), QStringLiteral("1")}), qPrintable(rig->error()));
        QVERIFY(connect());
        const QStringList change = SwitchConfigDelta::change(SwitchPlatforms::driver(sw->platform).configEditing(), planned, defective);
        SwitchCli cli(*session, *transcript, SwitchPlatforms::driver(sw->platform).session());
        const SwitchSent sent = cli.send(QStringList{QStringLiteral("configure exclusive")} + change
                << QStringLiteral("commit confirmed 1") << QStringLiteral("exit"),
            QStringLiteral("apply"));
        QVERIFY2(sent.ok, qPrintable(sent.failure));
        QVERIFY2(sent.output.contains("commit confirmed will be automatically rolled back in 1 minutes"), sent.output.constData());
        cli.close();
        session.reset();
        QVERIFY(waitForDefectBack());
    }

    // Junos: a line the switch refuses stops the change before anything
    // committed it; the candidate is dropped and nothing changed.
    void refusedLineDropsTheCandidate()
    {
        QVERIFY2(startSwitch(QStringLiteral("juniper-junos"), {QStringLiteral("--refuse"), QStringLiteral("mtu 9216")}),
            qPrintable(rig->error()));
        const QString before = running();
        const SwitchPushResult r = push();
        QVERIFY2(!r.ok, qPrintable(describe(r)));
        QCOMPARE(r.failure.step, QStringLiteral("apply"));
        QVERIFY2(stepNamed(r, QStringLiteral("apply"))->detail.contains(QLatin1String("syntax error")), qPrintable(describe(r)));
        QCOMPARE(stepNamed(r, QStringLiteral("rollback"))->outcome, PushStep::Outcome::RolledBack);
        QCOMPARE(running(), before);
    }

    // The checklist platform is refused before anything is said to it.
    void checklistRefused()
    {
        site->design = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("generic"));
        sw = &site->design.switches.front();
        Transcript none(QString(), sw->name);
        SshSession unconnected(SshTarget{SshTarget::Kind::Switch, sw->name, ManagementEndpoint{QStringLiteral("127.0.0.1"), 1, {}, {}}},
            SshSettings{}, nullptr, none, nullptr);
        const SwitchPushResult r = pushSwitch(unconnected, none, site->design, SwitchPlan::forSwitch(site->design, *sw),
            SwitchPlatforms::driver(sw->platform), {}, nullptr);
        QVERIFY(!r.ok);
        QCOMPARE(int(r.steps.size()), 1);
        QCOMPARE(r.steps.front().outcome, PushStep::Outcome::Refused);
    }

};

QTEST_GUILESS_MAIN(TestPushSwitch)
#include "tst_pushswitch.moc"

// Every generated switch configuration read back by its platform's reader and
// compared with the plan: PFC exactly on the design's lossless priorities on
// exactly the ports that carry them, each priority in its intended queue, ETS
// shares as planned and adding up to 100, MTU, VLANs per port and on the
// peer-link. A template typo cannot pass: each mutation of a generated text
// (another PFC priority, a VLAN gone, the MTU lowered, a share changed, a
// port's PFC off, a default the template must override) is caught. The
// readers apply the platforms' documented defaults for what a text leaves out.

#include "switchconfigreader.h"
#include "switchevidence.h"
#include "switchplan.h"
#include "switchstatecheck.h"
#include "switchtestdesigns.h"

#include <QTest>

using namespace hvnet;
using namespace hvnet::switchtests;

namespace {

// The configuration as an administrator pastes it: a UTF-8 BOM, the prompt
// with the command, CRLF line ends, the prompt after it. The full evidence
// path reads it (SwitchEvidence: clean-up, then the platform's reader).
QByteArray pasted(const Switch &sw, const QString &text)
{
    QString prompt;
    switch (sw.platform) {
    case SwitchPlatform::HpeComware: prompt = QStringLiteral("<%1>").arg(sw.name); break;
    case SwitchPlatform::JuniperJunos: prompt = QStringLiteral("admin@%1> ").arg(sw.name); break;
    case SwitchPlatform::NvidiaCumulus: prompt = QStringLiteral("cumulus@%1:mgmt:~$ ").arg(sw.name); break;
    default: prompt = QStringLiteral("%1# ").arg(sw.name); break;
    }
    QString body = prompt + SwitchEvidence::command(sw.platform, SwitchEvidence::File::RunningConfig) + QLatin1Char('\n') + text
        + QLatin1Char('\n') + prompt;
    body.replace(QLatin1Char('\n'), QLatin1String("\r\n"));
    return "\xEF\xBB\xBF" + body.toUtf8();
}

SwitchState readState(const Switch &sw, const QString &text)
{
    SwitchState state;
    SwitchEvidence::read(sw.platform, SwitchEvidence::File::RunningConfig, pasted(sw, text), state);
    return state;
}

QStringList readAndCompare(const Design &d, const Switch &sw, const QString &text)
{
    const SwitchState state = readState(sw, text);
    return state.problemTexts() + SwitchStateCheck::differences(SwitchPlan::forSwitch(d, sw), state);
}

} // namespace

class TestSwitchReadBack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The built-in platform data reads, and every model's ports follow its
    // platform's naming scheme (the loader checks each name).
    void platformData()
    {
        for (const auto &entry : EnumNames<SwitchPlatform>::entries) {
            const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(entry.first);
            QVERIFY2(spec.loadError().isEmpty(), qPrintable(spec.loadError()));
            QCOMPARE(spec.queues(), 8);
            if (entry.first == SwitchPlatform::Generic)
                continue;
            QVERIFY(spec.mtu() >= 9198);
            QVERIFY(!spec.firmwareLines().empty());
            QVERIFY(!spec.losslessMechanism().isEmpty());
            const SwitchPlatformSpec::Model &model = spec.defaultModel();
            QVERIFY(model.hostPorts().size() >= 24);
            QVERIFY(!model.uplinkPorts().isEmpty());
            for (const QString &port : model.hostPorts() + model.uplinkPorts())
                QVERIFY2(spec.isPortName(port) && spec.modelHasPort(model, port), qPrintable(port));
            QVERIFY(SwitchConfigReader::forPlatform(entry.first));
        }
        // Names another platform uses are not names here.
        const SwitchPlatformSpec &os10 = SwitchPlatformSpec::of(SwitchPlatform::DellOs10);
        QVERIFY(!os10.isPortName(QStringLiteral("Ethernet1/1")));
        QVERIFY(os10.isPortName(QStringLiteral("ethernet1/1/53:2")));
        QVERIFY(!SwitchPlatformSpec::of(SwitchPlatform::NvidiaCumulus).isPortName(QStringLiteral("1/1/1")));
        QVERIFY(SwitchPlatformSpec::of(SwitchPlatform::JuniperJunos).isPortName(QStringLiteral("xe-0/0/12")));
        const SwitchPlatformSpec &junos = SwitchPlatformSpec::of(SwitchPlatform::JuniperJunos);
        QVERIFY(junos.modelHasPort(junos.defaultModel(), QStringLiteral("xe-0/0/12")));
        QVERIFY(!junos.modelHasPort(junos.defaultModel(), QStringLiteral("et-0/0/56")));
    }

    void readBack_data()
    {
        QTest::addColumn<QString>("design");
        QTest::addColumn<QString>("platform");
        for (const QString &d : designs())
            for (const QString &platform : platforms())
                if (platform != QLatin1String("generic"))
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(d, platform))) << d << platform;
    }

    void readBack()
    {
        QFETCH(QString, design);
        QFETCH(QString, platform);
        const Design d = onPlatform(switchtests::design(design), platform);
        const auto texts = configs(d);
        for (const Switch &sw : d.switches) {
            const QStringList differences = readAndCompare(d, sw, texts.at(sw.name));
            QVERIFY2(differences.isEmpty(), qPrintable(sw.name + QStringLiteral(": ") + differences.join(QStringLiteral("; "))));
            // What the comparison of the live check reads beyond the plan's
            // numbers: every planned port a trunk, the no-drop policy, LLDP on.
            const SwitchState state = readState(sw, texts.at(sw.name));
            const SwitchPlan plan = SwitchPlan::forSwitch(d, sw);
            for (const SwitchPlan::Port &p : plan.ports)
                QCOMPARE(state.port(p.name)->mode, QStringLiteral("trunk"));
            const std::set<int> lossless(plan.lossless.begin(), plan.lossless.end());
            bool anyPfc = false;
            for (const SwitchPlan::Port &p : plan.ports)
                anyPfc = anyPfc || p.pfc;
            if (plan.qos && anyPfc)
                QCOMPARE(state.policyPfcPriorities, lossless);
            QCOMPARE(state.lldpEnabled, true);
        }
    }

    // What the plan says is checked above; here what it must say, so that a
    // plan and a template wrong together do not pass either.
    void planIsWhatTheDesignNeeds()
    {
        const Design d = onPlatform(design(QStringLiteral("roce-custom-lossless")), QStringLiteral("arista-eos"));
        const SwitchPlan plan = SwitchPlan::forSwitch(d, d.switches[0]);
        QCOMPARE(plan.lossless, (std::vector<int>{3, 4}));
        QCOMPARE(plan.queueOf, (std::array<int, 8>{0, 0, 0, 3, 4, 0, 0, 6}));
        std::map<int, int> shares;
        for (const SwitchPlan::Queue &q : plan.queues)
            shares[q.queue] = q.bandwidth;
        QCOMPARE(shares, (std::map<int, int>{{0, 39}, {3, 50}, {4, 10}, {6, 1}}));
        for (const SwitchPlan::Port &p : plan.ports) {
            QCOMPARE(p.pfc, !p.peerLink); // the peer-link carries no storage VLAN
            QCOMPARE(p.vlans.contains(711), !p.peerLink);
            QVERIFY(!p.vlans.contains(712));
        }
        const Design iwarp = design(QStringLiteral("iwarp-no-pfc"));
        for (const Switch &sw : iwarp.switches)
            for (const SwitchPlan::Port &p : SwitchPlan::forSwitch(iwarp, sw).ports)
                QVERIFY(!p.pfc);
    }

    // Observations beside the configuration: the PFC state the switch
    // reports and LLDP switched off each raise their own family of difference.
    void observedState()
    {
        const Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("cisco-nxos"));
        const Switch &sw = d.switches[0];
        const SwitchPlan plan = SwitchPlan::forSwitch(d, sw);
        const QString text = configs(d).at(sw.name);
        SwitchState state = readState(sw, text);
        QString pfc = QStringLiteral("Port  Mode Oper(VL bmap)  RxPPP  TxPPP\n");
        QString off;
        for (const SwitchPlan::Port &p : plan.ports) {
            if (!p.pfc)
                continue;
            const bool first = off.isEmpty();
            if (first)
                off = p.name;
            pfc += QStringLiteral("%1  On  %2  0  0\n").arg(p.name, first ? QStringLiteral("Off") : QStringLiteral("On (8)"));
        }
        QVERIFY(!off.isEmpty());
        SwitchEvidence::read(sw.platform, SwitchEvidence::File::Pfc, pfc.toUtf8(), state);
        std::vector<SwitchDifference> found = SwitchStateCheck::compare(plan, state);
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().kind, SwitchDifference::Kind::PfcOperational);
        QCOMPARE(found.front().port, off);
        QCOMPARE(found.front().line, 2);
        // LLDP is a feature NX-OS must be told to run.
        QString noLldp = text;
        noLldp.remove(QStringLiteral("feature lldp\n"));
        found = SwitchStateCheck::compare(plan, readState(sw, noLldp));
        QCOMPARE(found.size(), std::size_t(1));
        QCOMPARE(found.front().kind, SwitchDifference::Kind::Dcbx);
        // The no-drop class of the system policy on another priority.
        QString otherPolicy = text;
        otherPolicy.replace(QStringLiteral("pause pfc-cos 3"), QStringLiteral("pause pfc-cos 4"));
        bool policy = false;
        for (const SwitchDifference &d : SwitchStateCheck::compare(plan, readState(sw, otherPolicy)))
            policy = policy || (d.kind == SwitchDifference::Kind::Pfc && d.port.isEmpty());
        QVERIFY(policy);
    }

    void mutations_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        const auto row = [](const char *name, const char *platform, const char *from, const char *to,
                             const char *expected) {
            QTest::newRow(name) << QString::fromLatin1(platform) << QString::fromLatin1(from)
                                << QString::fromLatin1(to) << QString::fromLatin1(expected);
        };
        // NX-OS
        row("nxos pfc on 4", "cisco-nxos", "pause pfc-cos 3", "pause pfc-cos 4", "PFC on priorities 4");
        row("nxos vlan gone", "cisco-nxos", "allowed vlan 1,711", "allowed vlan 1", "carries VLANs 1;");
        row("nxos mtu", "cisco-nxos", "  mtu 9216\n  service", "  mtu 1500\n  service", "MTU 1500");
        row("nxos ets", "cisco-nxos", "remaining percent 50", "remaining percent 40", "queue 3 has 40.0%");
        row("nxos port pfc auto", "cisco-nxos", "  priority-flow-control mode on send-tlv\n", "", "PFC on priorities none");
        row("nxos classified elsewhere", "cisco-nxos", "set qos-group 3", "set qos-group 2", "priority 3 is served in queue 2");
        row("nxos no ecn", "cisco-nxos", "weight 0 ecn", "weight 0", "does not mark ECN");
        row("nxos no watchdog", "cisco-nxos", "priority-flow-control watch-dog-interval on\n", "", "watchdog");
        // OS10
        row("os10 pfc on 4", "dell-os10", "pfc-cos 3", "pfc-cos 4", "PFC on priorities 4");
        row("os10 vlan gone", "dell-os10", " switchport trunk allowed vlan 711\n", "", "carries VLANs 1;");
        row("os10 mtu", "dell-os10", " mtu 9216", " mtu 1500", "MTU 1500");
        row("os10 ets", "dell-os10", "bandwidth percent 50", "bandwidth percent 40", "queue 3 has 40.0%");
        row("os10 port pfc off", "dell-os10", " priority-flow-control mode on\n", "", "PFC on priorities none");
        row("os10 classified elsewhere", "dell-os10", " qos-group 3 dot1p 3", " qos-group 0 dot1p 3", "priority 3 is served in queue 0");
        row("os10 wred profile not marking", "dell-os10", " random-detect ecn\n", "\n", "does not mark ECN");
        // EOS
        row("eos pfc on 4", "arista-eos", "priority 3 no-drop", "priority 4 no-drop", "PFC on priorities 4");
        row("eos vlan gone", "arista-eos", "allowed vlan 1,711", "allowed vlan 1", "carries VLANs 1;");
        row("eos mtu", "arista-eos", "   mtu 9214", "   mtu 1500", "MTU 1500");
        row("eos ets", "arista-eos", "bandwidth percent 50", "bandwidth percent 40", "queue 3 has 40.0%");
        row("eos port pfc off", "arista-eos", "   priority-flow-control on\n", "", "PFC on priorities none");
        row("eos cos 0 default", "arista-eos", "qos map cos 0 to traffic-class 0\n", "", "priority 0 is served in queue 1");
        row("eos control queue", "arista-eos", "cos 7 to traffic-class 6", "cos 7 to traffic-class 7", "priority 7 is served in queue 7");
        row("eos strict queue", "arista-eos", "      no priority\n", "", "strict-priority");
        // Comware
        row("comware pfc on 4", "hpe-comware", "no-drop dot1p 3", "no-drop dot1p 4", "PFC on priorities 4");
        row("comware vlan gone", "hpe-comware", "permit vlan 1 711", "permit vlan 1", "carries VLANs 1;");
        row("comware mtu", "hpe-comware", "\n jumboframe enable 9216", "\n jumboframe enable 1500", "MTU 1500");
        row("comware ets", "hpe-comware", "af3 group 1 byte-count 50", "af3 group 1 byte-count 40", "queue 3 has");
        row("comware pfc negotiated", "hpe-comware", " priority-flow-control enable\n", " priority-flow-control auto\n", "negotiates PFC");
        row("comware dot1p 0 default", "hpe-comware", " import 0 export 0\n", "", "priority 0 is served in queue 2");
        // AOS-CX
        row("aoscx pfc on 4", "aruba-cx", "flow-control priority rxtx 3", "flow-control priority rxtx 4", "PFC on priorities none");
        row("aoscx vlan gone", "aruba-cx", "vlan trunk allowed 1,711", "vlan trunk allowed 1", "carries VLANs 1;");
        row("aoscx mtu", "aruba-cx", "    mtu 9198", "    mtu 1500", "MTU 1500");
        row("aoscx ets", "aruba-cx", "dwrr queue 3 weight 50", "dwrr queue 3 weight 40", "queue 3 has");
        row("aoscx no pool", "aruba-cx", "qos pool 1 lossless", "! qos pool 1 lossless", "no lossless pool");
        row("aoscx queue", "aruba-cx", "map queue 3 local-priority 3", "map queue 2 local-priority 3", "priority 3 is served in queue 2");
        // Junos
        row("junos pfc on 4", "juniper-junos", "code-point 011 pfc", "code-point 100 pfc", "PFC on priorities 4");
        row("junos vlan gone", "juniper-junos", "set interfaces et-0/0/0 unit 0 family ethernet-switching vlan members v711-Storage_1\n", "", "carries VLANs 1;");
        row("junos mtu", "juniper-junos", "et-0/0/0 mtu 9216", "et-0/0/0 mtu 1500", "MTU 1500");
        row("junos ets", "juniper-junos", "HVNET-TCP-LOSSLESS guaranteed-rate percent 50", "HVNET-TCP-LOSSLESS guaranteed-rate percent 40", "queue 3 has 40.0%");
        row("junos pfc negotiated", "juniper-junos", "set protocols dcbx interface all priority-flow-control no-auto-negotiation\n", "", "negotiates PFC");
        row("junos default classifier", "juniper-junos", "set class-of-service classifiers ieee-802.1 HVNET forwarding-class HVNET-CLUSTER loss-priority low code-points 111\n", "", "priority 7 is served in queue 7");
        // Cumulus
        row("cumulus pfc on 4", "nvidia-cumulus", "hvnet_pfc switch-priority 3", "hvnet_pfc switch-priority 4", "PFC on priorities 4");
        row("cumulus peer link inherits", "nvidia-cumulus", "nv set interface swp49 bridge domain br_default vlan 1\n", "", "swp49 carries VLANs 1,711");
        row("cumulus mtu", "nvidia-cumulus", "swp1 link mtu 9216", "swp1 link mtu 1500", "MTU 1500");
        row("cumulus ets", "nvidia-cumulus", "traffic-class 3 bw-percent 50", "traffic-class 3 bw-percent 40", "queue 3 has 40.0%");
        row("cumulus port pfc off", "nvidia-cumulus", "nv set interface swp1 qos pfc profile hvnet_pfc\n", "", "PFC on priorities none");
        row("cumulus dscp trust", "nvidia-cumulus", "trust l2", "trust l3", "priority 3 is served in queue 0");
    }

    void mutations()
    {
        QFETCH(QString, platform);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        const Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), platform);
        QString text = configs(d).at(QStringLiteral("TOR-A"));
        QVERIFY2(readAndCompare(d, d.switches[0], text).isEmpty(), "the generated text reads back clean");
        const int at = int(text.indexOf(from));
        QVERIFY2(at >= 0, qPrintable(from));
        text.replace(at, from.size(), to);
        const QString differences = readAndCompare(d, d.switches[0], text).join(QStringLiteral("; "));
        QVERIFY2(differences.contains(expected), qPrintable(differences));
    }
};

QTEST_GUILESS_MAIN(TestSwitchReadBack)
#include "tst_switchreadback.moc"

// Switch configurations: golden files per platform and design (each platform's
// own model, port names and syntax), firmware lines, seed 001's FlexFabric
// port, stated values kept and noted, unsafe names, user templates. What the
// configurations say is read back by the platform readers in
// tst_switchreadback.

#include "plans/switchplan.h"
#include "tests/support/goldenfiles.h"
#include "tests/support/switchsyntax.h"
#include "tests/support/switchtestdesigns.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace hvnet;
using namespace hvnet::switchtests;

class TestSwitches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<QString>("design");
        QTest::addColumn<QString>("platform");
        for (const QString &d : designs())
            for (const QString &platform : platforms())
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(d, platform))) << d << platform;
    }

    // Refresh with HVNET_UPDATE_GOLDEN=1 and review the diff.
    void golden()
    {
        QFETCH(QString, design);
        QFETCH(QString, platform);
        const ExportResult result = run(onPlatform(switchtests::design(design), platform));
        QVERIFY2(result.ok(), qPrintable(result.error));
        golden::Files files;
        for (const ExportedFile &f : result.files)
            files.emplace_back(QFileInfo(f.path).fileName(), f.content);
        golden::compareFolder(QStringLiteral(HVNET_TEST_DATA "/golden/switches/%1/%2").arg(design, platform), files);
    }

    // Every configuration of every design also meets what its platform's
    // documents require beyond what its reader sees (switchsyntax.h).
    void syntaxModel_data() { golden_data(); }
    void syntaxModel()
    {
        QFETCH(QString, design);
        QFETCH(QString, platform);
        const Design d = onPlatform(switchtests::design(design), platform);
        for (const auto &[name, text] : configs(d))
            for (const Switch &sw : d.switches)
                if (sw.name == name) {
                    const QStringList problems = syntaxProblems(syntaxContext(d, sw), text);
                    QVERIFY2(problems.isEmpty(), qPrintable(name + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
                }
    }

    // Each constraint of the syntax model, fed the defect the issue 25 review
    // found (or the one it guards against), reports it.
    void syntaxModelCatchesTheDefects()
    {
        const Design base = design(QStringLiteral("s2d-converged-set"));
        const auto problemsOf = [](const Design &d, const QString &text, const QString &model = QString()) {
            SyntaxContext context = syntaxContext(d, d.switches[0]);
            if (!model.isEmpty())
                context.model = model;
            return syntaxProblems(context, text).join(QStringLiteral("; "));
        };
        const auto replaced = [](QString text, const QString &from, const QString &to) {
            const int at = int(text.indexOf(from));
            if (at < 0)
                qFatal("not in the text: %s", qPrintable(from));
            return text.replace(at, from.size(), to);
        };

        // AOS-CX: the queue profile of queues 0, 3 and 7 with lists.
        const Design aruba = onPlatform(base, QStringLiteral("aruba-cx"));
        const QString arubaText = configs(aruba).at(QStringLiteral("TOR-A"));
        const int from = int(arubaText.indexOf(QStringLiteral("qos queue-profile HVNET-Q\n")));
        const int to = int(arubaText.indexOf(QStringLiteral("! ETS")));
        QString old = arubaText.left(from)
            + QStringLiteral("qos queue-profile HVNET-Q\n    map queue 0 local-priority 0,1,2,4,5,6\n"
                             "    map queue 3 local-priority 3\n    map queue 7 local-priority 7\n")
            + arubaText.mid(to);
        old = replaced(replaced(old, QStringLiteral("dwrr queue 1 "), QStringLiteral("dwrr queue 3 ")),
            QStringLiteral("dwrr queue 2 "), QStringLiteral("dwrr queue 7 "));
        QString found = problemsOf(aruba, old);
        QVERIFY2(found.contains(QStringLiteral("one local priority, not \"0,1,2,4,5,6\"")), qPrintable(found));
        QVERIFY2(found.contains(QStringLiteral("maps queues 0,3,7")), qPrintable(found));
        // The same numbers with one priority per line are still a gap.
        found = problemsOf(aruba, replaced(arubaText, QStringLiteral("map queue 1 local-priority 3"), QStringLiteral("map queue 4 local-priority 3")));
        QVERIFY2(found.contains(QStringLiteral("without a gap")) && found.contains(QStringLiteral("schedule profile")),
            qPrintable(found));
        // Applied before it is defined.
        const QString apply = QStringLiteral("apply qos queue-profile HVNET-Q schedule-profile HVNET-S\n");
        found = problemsOf(aruba, replaced(replaced(arubaText, apply, QString()), QStringLiteral("lldp dcbx\n"),
                                      QStringLiteral("lldp dcbx\n") + apply));
        QVERIFY2(found.contains(QStringLiteral("queue profile HVNET-Q is used before it is defined")), qPrintable(found));

        // Junos: priority groups on the QFX5120, a port scheduler map on the QFX5110.
        Design junos = onPlatform(design(QStringLiteral("roce-custom-lossless")), QStringLiteral("juniper-junos"));
        const QString portScheduled = configs(junos).at(QStringLiteral("TOR-A"));
        junos.switches[0].model = QStringLiteral("QFX5110-48S");
        const QString grouped = configs(junos).at(QStringLiteral("TOR-A"));
        QVERIFY(problemsOf(junos, grouped).isEmpty());
        found = problemsOf(junos, grouped, QStringLiteral("QFX5120-48Y"));
        QVERIFY2(found.contains(QStringLiteral("QFX5120-48Y has no ETS hierarchical port scheduling")), qPrintable(found));
        found = problemsOf(junos, portScheduled);
        QVERIFY2(found.contains(QStringLiteral("QFX5110-48S schedules by priority groups")), qPrintable(found));
        // ECN (a drop profile) on the scheduler of a no-loss class.
        QVERIFY(!portScheduled.contains(QStringLiteral("drop-profile")));
        const QString smbScheduler = QStringLiteral("set class-of-service schedulers HVNET-S-Q3 transmit-rate percent");
        QVERIFY2(portScheduled.contains(smbScheduler), qPrintable(portScheduled));
        found = problemsOf(junos, replaced(portScheduled, smbScheduler,
                                      QStringLiteral("set class-of-service schedulers HVNET-S-Q3 explicit-congestion-notification\n")
                                          + smbScheduler), QStringLiteral("QFX5120-48Y"));
        QVERIFY2(found.contains(QStringLiteral("gets scheduler HVNET-S-Q3, which has a drop profile or ECN")), qPrintable(found));
        // A lossy class on queue 3 beside the default fcoe class, lossless
        // there unless the configuration states it again (iWARP's SMB class).
        const Design iwarp = onPlatform(design(QStringLiteral("iwarp-no-pfc")), QStringLiteral("juniper-junos"));
        const QString iwarpText = configs(iwarp).at(QStringLiteral("STOR-A"));
        const QString restated = QStringLiteral("set class-of-service forwarding-classes class fcoe queue-num 3\n");
        QVERIFY2(iwarpText.contains(restated), qPrintable(iwarpText));
        QVERIFY(problemsOf(iwarp, iwarpText).isEmpty());
        found = problemsOf(iwarp, replaced(iwarpText, restated, QString()));
        QVERIFY2(found.contains(QStringLiteral("class HVNET-SMB_DIRECT is lossy on queue 3, where class fcoe is lossless")),
            qPrintable(found));
        // A VLAN a port names but no line defines.
        found = problemsOf(junos, replaced(grouped, QStringLiteral("set vlans v711-Storage_1 vlan-id 711\n"), QString()));
        QVERIFY2(found.contains(QStringLiteral("VLAN v711-Storage_1 is used before it is defined (nowhere)")), qPrintable(found));

        // OS10: the VLTi member as a trunk; the WRED profile after its use.
        const Design os10 = onPlatform(base, QStringLiteral("dell-os10"));
        const QString os10Text = configs(os10).at(QStringLiteral("TOR-A"));
        found = problemsOf(os10, replaced(os10Text, QStringLiteral(" description TOR-B ethernet1/1/49\n no switchport\n"),
                                     QStringLiteral(" description TOR-B ethernet1/1/49\n switchport mode trunk\n")));
        QVERIFY2(found.contains(QStringLiteral("VLTi member ethernet1/1/49 must be no switchport, not \"switchport mode trunk\"")),
            qPrintable(found));
        QVERIFY2(found.contains(QStringLiteral("is not no switchport")), qPrintable(found));
        const int wred = int(os10Text.indexOf(QStringLiteral("wred HVNET-ECN\n")));
        const int wredEnd = int(os10Text.indexOf(QStringLiteral("!"), wred));
        const QString late = os10Text.left(wred) + os10Text.mid(wredEnd) + os10Text.mid(wred, wredEnd - wred);
        found = problemsOf(os10, late);
        QVERIFY2(found.contains(QStringLiteral("wred profile HVNET-ECN is used before it is defined")), qPrintable(found));

        // Comware: the IRF physical interface as a trunk.
        const Design comware = onPlatform(base, QStringLiteral("hpe-comware"));
        found = problemsOf(comware, replaced(configs(comware).at(QStringLiteral("TOR-A")),
                                        QStringLiteral(" description TOR-B HundredGigE1/0/49\n"),
                                        QStringLiteral(" description TOR-B HundredGigE1/0/49\n port link-type trunk\n")));
        QVERIFY2(found.contains(QStringLiteral("IRF physical interface HundredGigE1/0/49 takes no \"port link-type trunk\"")),
            qPrintable(found));

        // The other platforms: a class, a profile and a VLAN each used before a line defines it.
        const Design nxos = onPlatform(base, QStringLiteral("cisco-nxos"));
        found = problemsOf(nxos, replaced(configs(nxos).at(QStringLiteral("TOR-A")),
                                     QStringLiteral("class-map type qos match-all HVNET-SMB_DIRECT\n"), QString()));
        QVERIFY2(found.contains(QStringLiteral("class-map HVNET-SMB_DIRECT is used before it is defined")), qPrintable(found));
        const Design eos = onPlatform(base, QStringLiteral("arista-eos"));
        found = problemsOf(eos, replaced(configs(eos).at(QStringLiteral("TOR-A")), QStringLiteral("qos profile HVNET\n"),
                                    QStringLiteral("qos profile HVNET-OTHER\n")));
        QVERIFY2(found.contains(QStringLiteral("qos profile HVNET is used before it is defined")), qPrintable(found));
        const QString comwareText = configs(comware).at(QStringLiteral("TOR-A"));
        found = problemsOf(comware, replaced(comwareText, QStringLiteral("vlan 711\n"), QStringLiteral("vlan 712\n")));
        QVERIFY2(found.contains(QStringLiteral("VLAN 711 is used before it is defined")), qPrintable(found));

        // Cumulus 5.15: a 5.14 word left in; the QoS switches given 5.15's
        // enabled (which they never took: hvnet wrote that until 2026-11-30);
        // a port's VLAN the bridge does not list.
        const Design cumulus = onPlatform(base, QStringLiteral("nvidia-cumulus"));
        const QString current = configs(cumulus).at(QStringLiteral("TOR-A"));
        found = problemsOf(cumulus, replaced(current, QStringLiteral("dot1-tlv enabled"), QStringLiteral("dot1-tlv on")));
        QVERIFY2(found.contains(QStringLiteral("\"on\" is not a word of Cumulus Linux 5.15")), qPrintable(found));
        found = problemsOf(cumulus, replaced(replaced(current, QStringLiteral("tx enable\n"), QStringLiteral("tx enabled\n")),
                                        QStringLiteral("ecn enable\n"), QStringLiteral("ecn enabled\n")));
        QVERIFY2(found.contains(QStringLiteral("\"enabled\" is not a word of Cumulus Linux 5.15")), qPrintable(found));
        found = problemsOf(cumulus, replaced(current, QStringLiteral("nv set bridge domain br_default vlan 99\n"), QString()));
        QVERIFY2(found.contains(QStringLiteral("swp1 carries VLAN 99, which bridge br_default does not list")), qPrintable(found));
        // The 5.15 text on a switch stated 5.14.
        Design older = cumulus;
        older.switches[0].firmware = QStringLiteral("5.14");
        found = problemsOf(older, current);
        QVERIFY2(found.contains(QStringLiteral("writes \"service lldp\", not \"system lldp\"")), qPrintable(found));
        QVERIFY2(found.contains(QStringLiteral("\"enabled\" is not a word of Cumulus Linux 5.6 to 5.14")), qPrintable(found));

        // The redundancy domain, one defect per platform.
        const QString nxosText = configs(nxos).at(QStringLiteral("TOR-A"));
        found = problemsOf(nxos, replaced(replaced(nxosText, QStringLiteral("  vpc peer-link\n"), QString()),
                                     QStringLiteral("  channel-group 100 mode active\n"),
                                     QStringLiteral("  channel-group 100 mode active\n  vpc peer-link\n")));
        QVERIFY2(found.contains(QStringLiteral("vpc peer-link on interface Ethernet1/49, not on a port-channel")),
            qPrintable(found));
        found = problemsOf(nxos, replaced(nxosText, QStringLiteral("vpc domain 1\n"), QStringLiteral("vpc domain 1001\n")));
        QVERIFY2(found.contains(QStringLiteral("vPC domain 1001 is outside 1-1000")), qPrintable(found));
        found = problemsOf(eos, replaced(configs(eos).at(QStringLiteral("TOR-A")), QStringLiteral("interface Vlan4094\n"),
                                    QStringLiteral("interface Vlan4093\n")));
        QVERIFY2(found.contains(QStringLiteral("MLAG local interface Vlan4094 is used before it is defined")), qPrintable(found));
        found = problemsOf(os10, replaced(os10Text, QStringLiteral("vlt-domain 1\n"), QStringLiteral("vlt-domain 256\n")));
        QVERIFY2(found.contains(QStringLiteral("VLT domain 256 is outside 1-255")), qPrintable(found));
        found = problemsOf(os10, replaced(os10Text, QStringLiteral(" discovery-interface ethernet1/1/49\n"),
                                     QStringLiteral(" discovery-interface ethernet1/1/50\n")));
        QVERIFY2(found.contains(QStringLiteral("VLTi member ethernet1/1/50 is used before it is defined")), qPrintable(found));
        found = problemsOf(aruba, replaced(arubaText, QStringLiteral("    role primary\n"), QStringLiteral("    role master\n")));
        QVERIFY2(found.contains(QStringLiteral("VSX role master is neither primary nor secondary")), qPrintable(found));
        found = problemsOf(comware, replaced(comwareText, QStringLiteral("irf-port 1/2\n"), QStringLiteral("irf-port 2/2\n")));
        QVERIFY2(found.contains(QStringLiteral("IRF port 2/2 is not of member 1")), qPrintable(found));
        found = problemsOf(comware, replaced(comwareText, QStringLiteral("priority 32\n"), QStringLiteral("priority 33\n")));
        QVERIFY2(found.contains(QStringLiteral("IRF member priority 33 is outside 1-32")), qPrintable(found));
        found = problemsOf(cumulus, replaced(current, QStringLiteral("nv set interface swp49 description"),
                                        QStringLiteral("nv set interface swp49 bridge domain br_default vlan 1\n"
                                                       "nv set interface swp49 description")));
        QVERIFY2(found.contains(QStringLiteral("swp49 is a bond member and takes no bridge line of its own")), qPrintable(found));
        const Design junosPair = onPlatform(base, QStringLiteral("juniper-junos"));
        found = problemsOf(junosPair, replaced(configs(junosPair).at(QStringLiteral("TOR-A")),
                                          QStringLiteral("local-ip-addr 169.254.0.1\n"),
                                          QStringLiteral("local-ip-addr 169.254.0.9\n")));
        QVERIFY2(found.contains(QStringLiteral("ICCP's local address 169.254.0.9 is on no IRB unit")), qPrintable(found));
    }

    // The defects the review found, each against the output it was found in.
    void reviewedDefectsStayFixed()
    {
        const Design d = design(QStringLiteral("s2d-converged-set"));
        const QString cumulus = configs(onPlatform(d, QStringLiteral("nvidia-cumulus"))).at(QStringLiteral("TOR-A"));
        QVERIFY(cumulus.contains(QStringLiteral("nv set qos mapping default-global trust l2\n")));
        QVERIFY(!cumulus.contains(QStringLiteral("qos roce"))); // the RoCE profile trusts DSCP too
        QVERIFY(cumulus.contains(QStringLiteral("nv set qos mapping default-global pcp 3 switch-priority 3\n")));
        QVERIFY(cumulus.contains(QStringLiteral("nv set qos mapping default-global pcp 7 switch-priority 7\n")));
        QVERIFY(cumulus.contains(QStringLiteral("nv set system lldp dot1-tlv enabled\n")));
        // The peer link's VLANs on the peerlink bond, its member swp49 in the bond.
        QVERIFY(cumulus.contains(QStringLiteral("nv set interface peerlink bridge domain br_default vlan 99\n")));
        QVERIFY(cumulus.contains(QStringLiteral("nv set interface peerlink bond member swp49\n")));
        QVERIFY(!cumulus.contains(QStringLiteral("nv set interface swp49 bridge domain")));

        const QString junos = configs(onPlatform(d, QStringLiteral("juniper-junos"))).at(QStringLiteral("TOR-A"));
        QVERIFY(junos.contains(
            QStringLiteral("set protocols dcbx interface all priority-flow-control no-auto-negotiation\n")));
        // The QFX5120 has no ETS hierarchical port scheduling: a scheduler map on the port.
        QVERIFY(junos.contains(QStringLiteral("scheduler-maps HVNET-SM forwarding-class best-effort")));
        QVERIFY(junos.contains(QStringLiteral("set class-of-service interfaces et-0/0/0 scheduler-map HVNET-SM\n")));
        QVERIFY(!junos.contains(QStringLiteral("forwarding-class-set")));
        QVERIFY(!junos.contains(QStringLiteral("traffic-control-profiles")));

        const QString aruba = configs(onPlatform(d, QStringLiteral("aruba-cx"))).at(QStringLiteral("TOR-A"));
        QVERIFY(aruba.indexOf(QStringLiteral("qos pool 1 lossless")) < aruba.indexOf(QStringLiteral("flow-control")));
        QVERIFY(aruba.contains(QStringLiteral("\nlldp dcbx\n")));
        QVERIFY(aruba.contains(QStringLiteral("action ecn")));

        const QString comware = configs(onPlatform(d, QStringLiteral("hpe-comware"))).at(QStringLiteral("TOR-A"));
        QVERIFY(comware.contains(QStringLiteral("qos map-table dot1p-lp\n import 0 export 0\n import 1 export 0\n")));
        QVERIFY(!comware.contains(QStringLiteral("undo priority-flow-control enable")));
        QVERIFY(comware.contains(QStringLiteral(" qos wred queue 3 ecn\n")));

        const QString eos = configs(onPlatform(d, QStringLiteral("arista-eos"))).at(QStringLiteral("TOR-A"));
        QVERIFY(eos.contains(QStringLiteral("qos map cos 0 to traffic-class 0\n")));
        QVERIFY(eos.contains(QStringLiteral("qos map cos 7 to traffic-class 6\n")));
        QVERIFY(!eos.contains(QStringLiteral("tx-queue 7")));
        QVERIFY(eos.contains(QStringLiteral("random-detect ecn")));

        const QString os10 = configs(onPlatform(d, QStringLiteral("dell-os10"))).at(QStringLiteral("TOR-A"));
        QVERIFY(os10.indexOf(QStringLiteral("wred HVNET-ECN")) < os10.indexOf(QStringLiteral("random-detect HVNET-ECN")));
        QVERIFY(!os10.contains(QStringLiteral("  random-detect ecn\n")));

        // Every platform: the model's own port names, never NX-OS's.
        for (const QString &platform : platforms())
            if (platform != QLatin1String("cisco-nxos"))
                for (const auto &[name, text] : configs(onPlatform(d, platform)))
                    QVERIFY2(!text.contains(QStringLiteral("Ethernet1/1\n")) && !text.contains(QStringLiteral("Nexus")),
                        qPrintable(platform));
    }

    // Cumulus changed words in 5.15; the switch's firmware line decides.
    void cumulusFollowsTheFirmwareLine()
    {
        Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("nvidia-cumulus"));
        d.switches[0].firmware = QStringLiteral("5.14.0");
        d.switches[1].firmware = QStringLiteral("5.15.1");
        const auto out = configs(d);
        const QString old = out.at(QStringLiteral("TOR-A")), current = out.at(QStringLiteral("TOR-B"));
        QVERIFY(old.contains(QStringLiteral("nv set service lldp dot1-tlv on\n")));
        QVERIFY(old.contains(QStringLiteral("lldp dcbx-pfc-tlv on\n")));
        QVERIFY(old.contains(QStringLiteral("stp admin-edge on\n")));
        QVERIFY(old.contains(QStringLiteral("nv set qos pfc hvnet_pfc tx enable\n")));
        QVERIFY(old.contains(QStringLiteral("traffic-class 3 ecn enable\n")));
        QVERIFY(old.contains(QStringLiteral("Cumulus Linux 5.6 to 5.14")));
        QVERIFY(!old.contains(QStringLiteral("enabled\n")));
        QVERIFY(current.contains(QStringLiteral("nv set system lldp dot1-tlv enabled\n")));
        QVERIFY(current.contains(QStringLiteral("lldp dcbx-pfc-tlv enabled\n")));
        QVERIFY(current.contains(QStringLiteral("stp admin-edge enabled\n")));
        // The QoS switches kept their words in 5.15.
        QVERIFY(current.contains(QStringLiteral("nv set qos pfc hvnet_pfc tx enable\n")));
        QVERIFY(current.contains(QStringLiteral("nv set qos pfc hvnet_pfc rx enable\n")));
        QVERIFY(current.contains(QStringLiteral("traffic-class 3 ecn enable\n")));
        // Every VLAN a port carries is one of the bridge's.
        QVERIFY(current.contains(QStringLiteral("nv set bridge domain br_default vlan 99\n")));
        QVERIFY(!current.contains(QStringLiteral(" on\n")));

        // A release after the lines the template knows is used, and said so.
        d.switches[1].firmware = QStringLiteral("6.0");
        QVERIFY(configs(d).at(QStringLiteral("TOR-B")).contains(QStringLiteral("# NOTE: firmware 6.0 is newer")));
        // Older than any line, or no release at all: an error, not a guess.
        d.switches[0].firmware = QStringLiteral("4.4");
        ExportResult result = run(d);
        QVERIFY(!result.ok());
        QVERIFY2(result.error.contains(QStringLiteral("5.6 to 5.14")), qPrintable(result.error));
        d.switches[0].firmware = QStringLiteral("latest");
        result = run(d);
        QVERIFY2(result.error.contains(QStringLiteral("no release number")), qPrintable(result.error));
    }

    // Queues a platform keeps for its own control traffic are not given away.
    void reservedQueuesMoveTheClass()
    {
        const std::vector<int> classes{3, 7};
        const auto eos = SwitchPlan::queuesFor(SwitchPlatform::AristaEos, classes);
        QCOMPARE(eos[3], 3);
        QCOMPARE(eos[7], 6);
        QCOMPARE(eos[0], 0);
        const auto junos = SwitchPlan::queuesFor(SwitchPlatform::JuniperJunos, {3, 6, 7});
        QCOMPARE(junos[6], 6);
        QCOMPARE(junos[7], 5); // 6 is taken by its own class
        const auto nxos = SwitchPlan::queuesFor(SwitchPlatform::CiscoNxos, classes);
        QCOMPARE(nxos[7], 7);
        // AOS-CX queue profiles number their queues from 0 without a gap.
        const auto aoscx = SwitchPlan::queuesFor(SwitchPlatform::ArubaCx, {3, 5, 7});
        QCOMPARE(aoscx, (std::array<int, 8>{0, 0, 0, 1, 0, 2, 0, 3}));
    }

    // Seed 001: the FlexFabric port with SMB on 3 (95%) and cluster on 5 (1%), both lossless.
    void seed001FlexFabric()
    {
        const Design d = *DesignFile::load(QStringLiteral(HVNET_TEST_DATA "/seeds/seed001-flexfabric.hvnet")).design;
        const QString config = configs(d).at(QStringLiteral("FF5940-A"));
        const int at = int(config.indexOf(QStringLiteral("interface Twenty-FiveGigE1/0/1\n")));
        QVERIFY(at >= 0);
        const QString port = config.mid(at, config.indexOf(QStringLiteral("\n#"), at) - at);
        for (const char *line :
            {" priority-flow-control enable", " priority-flow-control no-drop dot1p 3,5", " qos trust dot1p"})
            QVERIFY2(port.contains(QString::fromLatin1(line)), line);
        const QRegularExpression wfq(QStringLiteral("qos wfq (\\w+) group 1 byte-count (\\d+)"));
        QHash<QString, int> weights;
        for (auto it = wfq.globalMatch(port); it.hasNext();) {
            const auto m = it.next();
            weights.insert(m.captured(1), m.captured(2).toInt());
        }
        QCOMPARE(weights.value(QStringLiteral("af3")), 95 * weights.value(QStringLiteral("ef")));
        QVERIFY(!config.contains(QStringLiteral("DEVIATION"))); // what it states is what the design wants
    }

    void statedValuesAreKeptAndNoted()
    {
        Design d = design(QStringLiteral("s2d-converged-set"));
        Switch &torA = d.switches[0];
        torA.qos = SwitchQos{std::vector<int>{3, 4}, std::nullopt, std::nullopt};
        torA.ports[0].vlans = std::vector<int>{711, 999};
        torA.ports[1].pfc = false;
        const QString config = configs(d).at(QStringLiteral("TOR-A"));
        QVERIFY(config.contains(QStringLiteral("! DEVIATION (stated on the switch, kept as it is): PFC priorities are "
                                               "stated as 3,4; the design makes 3 lossless")));
        QVERIFY(config.contains(QStringLiteral("pause pfc-cos 4")));
        QVERIFY(config.contains(QStringLiteral("port Ethernet1/1 allows VLANs 711,999 as stated")));
        QVERIFY(config.contains(QStringLiteral("switchport trunk allowed vlan 99,711,999")));
        QVERIFY(config.contains(QStringLiteral("port Ethernet1/2 has PFC off as stated")));
    }

    void tooManyLosslessIsAnError()
    {
        Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("aruba-cx"));
        d.qos.classes.push_back({QStringLiteral("Backup"), TrafficKind::Custom, 5000, 4, 5, true});
        d.qos.classes.push_back({QStringLiteral("Replica"), TrafficKind::Custom, 5001, 5, 5, true});
        const ExportResult result = run(d);
        QVERIFY(!result.ok());
        QVERIFY(result.files.empty());
        QVERIFY2(result.error.contains(QStringLiteral("at most 2 lossless")), qPrintable(result.error));
    }

    void unsafeNames_data()
    {
        QTest::addColumn<QString>("platform");
        for (const QString &platform : platforms())
            QTest::newRow(qPrintable(platform)) << platform;
    }

    // Newlines, quotes and 300 characters in the names of a switch, a subnet
    // and a node: every line of the result is a line the platform can take.
    void unsafeNames()
    {
        QFETCH(QString, platform);
        Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), platform);
        const QString nasty = QStringLiteral("Evil\n\"quoted\" 'name' `x` $y;\r\ninterface Ethernet9/9 ")
            + QString(300, QLatin1Char('x'));
        d.switches[0].name = nasty;
        d.subnets[1].name = nasty;
        d.nodes[0].name = nasty;
        d.meta.name = nasty;
        const ExportResult result = run(d);
        QVERIFY2(result.ok(), qPrintable(result.error));
        for (const ExportedFile &f : result.files) {
            const QString text = QString::fromUtf8(f.content);
            QVERIFY(!text.contains(QLatin1Char('\r')));
            for (const QString &line : text.split(QLatin1Char('\n'))) {
                QVERIFY2(line.size() <= 420, qPrintable(line.left(80)));
                // The injected text never starts a command of its own.
                QVERIFY2(
                    !line.trimmed().startsWith(QStringLiteral("interface Ethernet9/9")), qPrintable(line.left(80)));
                // Outside comments (and the checklist, which no switch reads) no quoting breaks out.
                if (line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char('!'))
                    || platform == QLatin1String("generic"))
                    continue;
                for (const char *bad : {"\"quoted", "'name'", "`", "$y", ";"})
                    QVERIFY2(!line.contains(QString::fromLatin1(bad)), qPrintable(line.left(120)));
            }
        }
    }

    void unusablePortNameIsAnError()
    {
        Design d = design(QStringLiteral("s2d-converged-set"));
        d.switches[0].ports[0].name = QStringLiteral("Ethernet1/1\nshutdown");
        const ExportResult result = run(d);
        QVERIFY(!result.ok());
        QVERIFY(result.error.contains(QStringLiteral("not a port name")));
    }

    void userTemplatesComeFirst()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(QStringLiteral("switches/cisco-nxos"));
        QFile own(dir.filePath(QStringLiteral("switches/cisco-nxos/switch.cfg.mustache")));
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.write("! customer firmware template for {{switch}}\n{{#ports}}interface {{name}}\n{{/ports}}");
        own.close();
        const TemplateStore store(dir.path());
        const ExportResult result = SwitchExporter(store).run(design(QStringLiteral("s2d-converged-set")));
        QVERIFY(result.ok());
        QCOMPARE(QString::fromUtf8(result.files[0].content),
            QStringLiteral(
                "! customer firmware template for TOR-A\ninterface Ethernet1/1\ninterface Ethernet1/2\ninterface "
                "Ethernet1/3\ninterface Ethernet1/4\ninterface Ethernet1/49\n"));
    }
};

QTEST_GUILESS_MAIN(TestSwitches)
#include "tst_switches.moc"

// The plan a switch configuration is rendered from and the comparison of a
// configuration with it, beyond what every platform runs through in the
// shared suite (tst_platforms: each generated configuration read back, each
// mutation caught): that the plan says what the design needs, so a plan and a
// template wrong together do not pass either, and that the observations
// beside the configuration (PFC in effect, LLDP off) raise their own
// differences.

#include "live/switchstatecheck.h"
#include "model/switchplatformspec.h"
#include "plans/switchplan.h"
#include "platforms/switchevidence.h"
#include "tests/support/switchtestdesigns.h"

#include <QTest>

using namespace hvnet;
using namespace hvnet::switchtests;

namespace {

SwitchState readState(const Switch &sw, const QString &text)
{
    SwitchState state;
    SwitchEvidence::read(sw.platform, SwitchEvidence::File::RunningConfig, text.toUtf8(), state);
    state.index();
    return state;
}

} // namespace

class TestSwitchReadBack : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // What the plan must say, so that a plan and a template wrong together
    // do not pass either.
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

    // Junos schedules as the model's entry in platform.json says: a model
    // with ETS hierarchical port scheduling gets priority groups, and what
    // it gets reads back as planned; the default model (QFX5120) does not.
    void junosSchedulingFollowsTheModel()
    {
        Design d = onPlatform(design(QStringLiteral("roce-custom-lossless")), QStringLiteral("juniper-junos"));
        const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(SwitchPlatform::JuniperJunos);
        QVERIFY(!spec.defaultModel().hierarchicalScheduling);
        const SwitchPlatformSpec::Model *ets = nullptr;
        for (const SwitchPlatformSpec::Model &m : spec.models())
            if (m.hierarchicalScheduling)
                ets = &m;
        QVERIFY2(ets, "platform.json names a model with hierarchical scheduling");
        d.switches[0].model = ets->name;
        const auto texts = configs(d);
        const QString hierarchical = texts.at(d.switches[0].name), port = texts.at(d.switches[1].name);
        QVERIFY(hierarchical.contains(QStringLiteral("forwarding-class-set HVNET-PG-LOSSLESS output-traffic-control-profile")));
        QVERIFY(!hierarchical.contains(QStringLiteral(" scheduler-map HVNET-SM\n")));
        QVERIFY(port.contains(QStringLiteral(" scheduler-map HVNET-SM\n")));
        QVERIFY(!port.contains(QStringLiteral("forwarding-class-set")));
        for (const Switch &sw : d.switches)
            QCOMPARE(SwitchStateCheck::differences(SwitchPlan::forSwitch(d, sw), readState(sw, texts.at(sw.name))),
                QStringList());
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
        state.index();
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

    // A host trunk whose native VLAN is parked on an unused VLAN, as in
    // Microsoft's reference ToR configurations ("switchport trunk native vlan
    // 99" with "allowed vlan 711-712"): the native VLAN carries nothing, so it
    // need not be allowed, and the port is as planned.
    void parkedNativeVlanIsNotADifference()
    {
        Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("cisco-nxos"));
        // Every subnet tagged, as in Microsoft's references (management on its VLAN too).
        for (Subnet &s : d.subnets)
            if (s.vlan == 0)
                s.vlan = 7;
        Switch &sw = d.switches[0];
        QString parked;
        for (const SwitchPlan::Port &p : SwitchPlan::forSwitch(d, sw).ports)
            if (p.hostFacing && !p.untagged && !p.vlans.isEmpty()) {
                parked = p.name;
                break;
            }
        QVERIFY2(!parked.isEmpty(), "the starter has a host trunk without an untagged subnet");
        for (SwitchPort &p : sw.ports)
            if (p.name == parked)
                p.nativeVlan = 99;
        const SwitchPlan plan = SwitchPlan::forSwitch(d, sw);
        const QString text = configs(d).at(sw.name);
        QVERIFY(text.contains(QStringLiteral("switchport trunk native vlan 99")));
        QCOMPARE(SwitchStateCheck::differences(plan, readState(sw, text)), QStringList());
        // As Microsoft writes it: the parking VLAN out of the allowed list.
        QString tagged;
        for (const SwitchPlan::Port &p : plan.ports)
            if (p.name == parked)
                for (int v : p.vlans)
                    tagged += (tagged.isEmpty() ? QString() : QStringLiteral(",")) + QString::number(v);
        QString microsoft;
        bool inPort = false;
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1Char(' ')))
                inPort = line == QStringLiteral("interface ") + parked;
            microsoft += inPort && line.trimmed().startsWith(QLatin1String("switchport trunk allowed vlan"))
                ? QStringLiteral("  switchport trunk allowed vlan ") + tagged + QLatin1Char('\n')
                : line + QLatin1Char('\n');
        }
        const SwitchState state = readState(sw, microsoft);
        QVERIFY(!state.port(parked)->vlans.contains(99));
        QCOMPARE(state.port(parked)->nativeVlan, std::optional<int>(99));
        QCOMPARE(SwitchStateCheck::differences(plan, state), QStringList());
        // Another native VLAN is still a difference.
        // (On the parked port alone: every host trunk without untagged traffic parks on 99 by default.)
        QString other = text;
        const QString nativeLine = QStringLiteral("switchport trunk native vlan 99");
        const int at = int(other.indexOf(nativeLine, other.indexOf(QStringLiteral("interface ") + parked + QLatin1Char('\n'))));
        QVERIFY(at > 0);
        other.replace(at, nativeLine.size(), QStringLiteral("switchport trunk native vlan 98"));
        const QStringList found = SwitchStateCheck::differences(plan, readState(sw, other));
        QCOMPARE(found.size(), qsizetype(1));
        QVERIFY2(found.front().contains(QStringLiteral("native VLAN 98")), qPrintable(found.front()));
    }

    // What a capture of the interfaces alone ("show running-config
    // interface") lacks is not compared: without the QoS policy the ports'
    // PFC priorities are unknown, not "none"; the reader says what is missing.
    void interfacesAloneLeaveQosUnchecked()
    {
        const Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("cisco-nxos"));
        const Switch &sw = d.switches[0];
        const SwitchPlan plan = SwitchPlan::forSwitch(d, sw);
        const QString full = configs(d).at(sw.name);
        // The interface blocks, as the command prints them.
        QString interfaces = QStringLiteral("!Command: show running-config interface\n\nversion 10.3(4a)\n");
        bool inInterface = false;
        for (const QString &line : full.split(QLatin1Char('\n'))) {
            if (!line.startsWith(QLatin1Char(' ')) && !line.isEmpty())
                inInterface = line.startsWith(QLatin1String("interface "));
            if (inInterface)
                interfaces += line + QLatin1Char('\n');
        }
        QVERIFY(interfaces.contains(QStringLiteral("priority-flow-control mode on")));
        const SwitchState state = readState(sw, interfaces);
        QVERIFY(state.interfacesOnly);
        QVERIFY2(state.problemTexts().join(QLatin1Char(' ')).contains(QStringLiteral("the interfaces alone")),
            qPrintable(state.problemTexts().join(QLatin1Char(' '))));
        QCOMPARE(SwitchStateCheck::differences(plan, state).join(QLatin1Char('\n')), QString());
        // The full configuration still has its policy read.
        QVERIFY(!readState(sw, full).interfacesOnly);
    }
};

QTEST_GUILESS_MAIN(TestSwitchReadBack)
#include "tst_switchreadback.moc"

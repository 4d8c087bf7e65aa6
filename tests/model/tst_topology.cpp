// The topology graph: reachability per VLAN, stated port VLANs, peer-links,
// paths, and what losing one switch does.

#include "model/design.h"
#include "model/topology/topology.h"
#include "model/validation/validator.h"

#include <QTest>

using namespace hvnet;

namespace {

// Two switches and four single-port hosts; each test cables and prunes them.
struct Fabric {
    Design design;

    Fabric()
    {
        for (const char *id : {"sw1", "sw2"}) {
            Switch s;
            s.id = QString::fromLatin1(id);
            s.name = s.id.toUpper();
            s.dcb = true;
            s.mtu = 9216;
            for (int p = 1; p <= 6; ++p)
                s.ports.push_back({QStringLiteral("%1-p%2").arg(s.id).arg(p), QString::number(p), 25, {}, {}, {}});
            design.switches.push_back(s);
        }
        for (int n = 1; n <= 4; ++n) {
            Node node;
            node.id = QStringLiteral("h%1").arg(n);
            node.name = node.id.toUpper();
            for (int a = 1; a <= 2; ++a) {
                Adapter adapter;
                adapter.id = QStringLiteral("h%1-a%2").arg(n).arg(a);
                adapter.name = adapter.id;
                adapter.speedGbps = 25;
                adapter.rdma = RdmaTransport::RoceV2;
                node.adapters.push_back(adapter);
            }
            design.nodes.push_back(node);
        }
    }

    void cable(const QString &a, const QString &b, LinkKind kind = LinkKind::Cable)
    {
        design.links.push_back({QStringLiteral("l%1").arg(design.links.size() + 1), a, b, kind});
    }
    void peerLink() { cable(QStringLiteral("sw1-p6"), QStringLiteral("sw2-p6"), LinkKind::PeerLink); }
    SwitchPort &port(const QString &id)
    {
        for (Switch &s : design.switches)
            for (SwitchPort &p : s.ports)
                if (p.id == id)
                    return p;
        qFatal("no port");
    }
};

QString id(const char *text)
{
    return QString::fromLatin1(text);
}

} // namespace

class TestTopology : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void switchesWithoutALinkArePartitioned()
    {
        Fabric f;
        f.cable(id("h1-a1"), id("sw1-p1"));
        f.cable(id("h2-a1"), id("sw2-p1"));
        const Topology t(f.design);
        const auto reach = t.reachability(711);
        QVERIFY(reach.componentOf(id("h1-a1")) >= 0);
        QVERIFY(reach.componentOf(id("h1-a1")) != reach.componentOf(id("h2-a1")));
        QCOMPARE(reach.componentOf(id("h3-a1")), -1); // no cable at all
        QCOMPARE(t.attachmentOf(id("h1-a1"))->switchId, id("sw1"));
        QCOMPARE(t.attachmentOf(id("h1-a1"))->portId, id("sw1-p1"));
        QVERIFY(!t.attachmentOf(id("h3-a1")));
    }

    void peerLinkJoinsThePair()
    {
        Fabric f;
        f.cable(id("h1-a1"), id("sw1-p1"));
        f.cable(id("h2-a1"), id("sw2-p1"));
        f.peerLink();
        const Topology t(f.design);
        const auto reach = t.reachability(711);
        QCOMPARE(reach.componentOf(id("h1-a1")), reach.componentOf(id("h2-a1")));
        const Topology::Paths paths = t.pathsBetween(711, {id("h1-a1"), id("h2-a1")});
        QCOMPARE(paths.switches, (QStringList{id("sw1"), id("sw2")}));
        QCOMPARE(paths.ports, (QStringList{id("sw1-p1"), id("sw1-p6"), id("sw2-p1"), id("sw2-p6")}));
    }

    void pathsLeaveOutSwitchesNotOnTheWay()
    {
        Fabric f;
        f.cable(id("h1-a1"), id("sw1-p1"));
        f.cable(id("h2-a1"), id("sw1-p2"));
        f.cable(id("h3-a1"), id("sw2-p1"));
        f.peerLink();
        const Topology t(f.design);
        const Topology::Paths paths = t.pathsBetween(711, {id("h1-a1"), id("h2-a1")});
        QCOMPARE(paths.switches, QStringList{id("sw1")});
        QCOMPARE(paths.ports, (QStringList{id("sw1-p1"), id("sw1-p2")}));
    }

    void statedPortVlansPrune()
    {
        Fabric f;
        f.cable(id("h1-a1"), id("sw1-p1"));
        f.cable(id("h2-a1"), id("sw2-p1"));
        f.peerLink();
        f.port(id("sw1-p6")).vlans = std::vector<int>{712};
        const Topology t(f.design);
        QVERIFY(t.reachability(711).componentOf(id("h1-a1")) != t.reachability(711).componentOf(id("h2-a1")));
        QCOMPARE(t.reachability(712).componentOf(id("h1-a1")), t.reachability(712).componentOf(id("h2-a1")));
        // Untagged frames ride the native VLAN.
        QCOMPARE(t.reachability(0).componentOf(id("h1-a1")), t.reachability(0).componentOf(id("h2-a1")));
        // Pruned at the first hop: the host's own port.
        Fabric g;
        g.cable(id("h1-a1"), id("sw1-p1"));
        g.cable(id("h2-a1"), id("sw1-p2"));
        g.port(id("sw1-p1")).vlans = std::vector<int>{712};
        g.port(id("sw1-p1")).nativeVlan = 711;
        const Topology native(g.design);
        QCOMPARE(native.reachability(711).componentOf(id("h1-a1")), native.reachability(711).componentOf(id("h2-a1")));
        QVERIFY(native.reachability(713).componentOf(id("h1-a1")) != native.reachability(713).componentOf(id("h2-a1")));
    }

    void switchlessLinkJoinsTwoAdapters()
    {
        Fabric f;
        f.cable(id("h1-a1"), id("h2-a1"));
        const Topology t(f.design);
        QCOMPARE(t.reachability(711).componentOf(id("h1-a1")), t.reachability(711).componentOf(id("h2-a1")));
        QVERIFY(t.pathsBetween(711, {id("h1-a1"), id("h2-a1")}).switches.isEmpty());
        QVERIFY(!t.attachmentOf(id("h1-a1")));
    }

    void losingASwitch()
    {
        Fabric f;
        f.cable(id("h1-a1"), id("sw1-p1"));
        f.cable(id("h2-a1"), id("sw1-p2"));
        const Topology t(f.design);
        QCOMPARE(t.reachability(711).componentOf(id("h1-a1")), t.reachability(711).componentOf(id("h2-a1")));
        const auto without = t.reachability(711, id("sw1"));
        QVERIFY(without.componentOf(id("h1-a1")) != without.componentOf(id("h2-a1")));
        QCOMPARE(without.componentOf(id("sw1")), -1);
        // The other switch does not matter to them.
        const auto withoutOther = t.reachability(711, id("sw2"));
        QCOMPARE(withoutOther.componentOf(id("h1-a1")), withoutOther.componentOf(id("h2-a1")));
    }

    // Through the rules: a cluster with both storage networks on one switch has
    // a single point of failure; one network per switch of a pair does not.
    void singlePointOfFailure_data()
    {
        QTest::addColumn<bool>("redundant");
        QTest::newRow("one switch") << false;
        QTest::newRow("redundant pair") << true;
    }

    void singlePointOfFailure()
    {
        QFETCH(bool, redundant);
        Fabric f;
        Design &d = f.design;
        d.subnets = {{id("st1"), id("Storage 1"), SubnetPurpose::Storage, id("10.1.1.0/24"), 711, {}, {}},
            {id("st2"), id("Storage 2"), SubnetPurpose::Storage, id("10.1.2.0/24"), 712, {}, {}}};
        d.clusters.push_back({id("c"), id("C1"), ClusterKind::S2d, {id("h1"), id("h2")}, {}, {}});
        for (int n = 1; n <= 2; ++n) {
            Node &node = d.nodes[std::size_t(n - 1)];
            for (int a = 1; a <= 2; ++a) {
                Interface i;
                i.id = QStringLiteral("h%1-i%2").arg(n).arg(a);
                i.name = i.id;
                i.attach = {AttachKind::Adapter, QStringLiteral("h%1-a%2").arg(n).arg(a), {}};
                i.subnet = QStringLiteral("st%1").arg(a);
                i.rdma = true;
                node.interfaces.push_back(i);
                const QString sw = redundant ? QStringLiteral("sw%1").arg(a) : id("sw1");
                f.cable(i.attach.target, QStringLiteral("%1-p%2").arg(sw).arg(redundant ? n : 2 * n + a));
            }
        }
        f.peerLink();
        QStringList raised;
        for (const Finding &finding : Validator::run(d).findings)
            if (finding.rule == QLatin1String("topology.single-point-of-failure")
                || finding.rule == QLatin1String("storage.single-switch"))
                raised << finding.rule + QLatin1Char(' ') + finding.objects.join(QLatin1Char(','));
        if (redundant)
            QVERIFY2(raised.isEmpty(), qPrintable(raised.join(QLatin1Char('\n'))));
        else
            QCOMPARE(
                raised, (QStringList{id("storage.single-switch c,sw1"), id("topology.single-point-of-failure c,sw1")}));
    }
};

QTEST_GUILESS_MAIN(TestTopology)
#include "tst_topology.moc"

// The designer's larger edits as pure plans (ids, numbering, copies of hosts,
// clipboard fragments) and the automatic layout.

#include "model/designgenerator.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "model/edit/autolayout.h"
#include "model/edit/designedits.h"
#include "model/edit/newcable.h"
#include "model/edit/portplanner.h"
#include "model/ipv4.h"
#include "model/validation/validator.h"
#include "templates/startercatalogue.h"

#include <QRectF>
#include <QTest>

#include <random>

using namespace hvnet;

namespace {
Design starter(const char *id)
{
    return *DesignReader::read(*StarterCatalogue::content(QString::fromLatin1(id))).design;
}

Design applied(Design design, const Insertion &plan)
{
    design.subnets.insert(design.subnets.end(), plan.subnets.begin(), plan.subnets.end());
    for (const Switch &s : plan.newSwitches)
        design.switches.push_back(s);
    for (const Switch &s : plan.changedSwitches)
        for (Switch &mine : design.switches)
            if (mine.id == s.id)
                mine = s;
    design.nodes.insert(design.nodes.end(), plan.newNodes.begin(), plan.newNodes.end());
    design.links.insert(design.links.end(), plan.links.begin(), plan.links.end());
    if (plan.clusters)
        design.clusters = *plan.clusters;
    for (const auto &p : plan.positions)
        design.layout.insert(p);
    return design;
}

QString reread(const Design &design)
{
    const auto result = DesignReader::read(DesignWriter::write(design));
    return result.design ? QString() : result.error.toString();
}

// Two servers and two switches, N1 NIC2 cabled to S1 p2 (cable "a1-p1", so
// a new cable's id must be made fresh).
Design cablingFixture()
{
    Design d;
    Node n1{QStringLiteral("n1"), QStringLiteral("N1")};
    for (const char *adapter : {"a1", "a2", "a3"})
        n1.adapters.push_back({QLatin1String(adapter), QStringLiteral("NIC%1").arg(n1.adapters.size() + 1)});
    n1.teams.push_back({QStringLiteral("t1"), QStringLiteral("Team"), {QStringLiteral("a3")}});
    Node n2{QStringLiteral("n2"), QStringLiteral("N2")};
    n2.adapters.push_back({QStringLiteral("b1"), QStringLiteral("NIC1")});
    d.nodes = {n1, n2};
    Switch s1{QStringLiteral("s1"), QStringLiteral("S1")};
    for (const char *port : {"p1", "p2", "p3"})
        s1.ports.push_back({QLatin1String(port), QLatin1String(port)});
    Switch s2{QStringLiteral("s2"), QStringLiteral("S2")};
    s2.ports.push_back({QStringLiteral("q1"), QStringLiteral("q1")});
    d.switches = {s1, s2};
    // Taken ids: the new cable's id is made fresh.
    d.links.push_back({QStringLiteral("a1-p1"), QStringLiteral("a2"), QStringLiteral("p2")});
    return d;
}

QSizeF cardSize(const QString &)
{
    return QSizeF(220, 70);
}
} // namespace

class TestDesignEdits : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Drawing a cable: what the canvas asks the model before it pushes the
    // command (NewCable), tested without a scene.
    void newCable_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("id"); // of the new cable, empty when refused
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("refusal");
        const int cable = int(LinkKind::Cable);
        const int peer = int(LinkKind::PeerLink);
        QTest::newRow("adapter to port") << "a1" << "p1" << "a1-p1-2" << cable << "";
        QTest::newRow("port to adapter") << "p1" << "a1" << "p1-a1" << cable << "";
        QTest::newRow("switch to switch is a peer-link") << "p1" << "q1" << "p1-q1" << peer << "";
        QTest::newRow("server to server, switchless") << "a1" << "b1" << "a1-b1" << cable << "";
        QTest::newRow("two adapters of one server") << "a1" << "a3" << "" << cable << "Both ends are on N1.";
        QTest::newRow("two ports of one switch") << "p1" << "p3" << "" << cable << "Both ends are on S1.";
        QTest::newRow("an adapter cabled already")
            << "a2" << "q1" << "" << cable << "N1 NIC2 is already cabled to S1 p2; remove that cable first.";
        QTest::newRow("a port cabled already")
            << "b1" << "p2" << "" << cable << "S1 p2 is already cabled to N1 NIC2; remove that cable first.";
        QTest::newRow("a team is no end") << "t1" << "p1" << "" << cable << "Cables connect adapters and switch ports.";
        QTest::newRow("nothing") << "zz" << "p1" << "" << cable << "Cables connect adapters and switch ports.";
    }

    void newCable()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, id);
        QFETCH(int, kind);
        QFETCH(QString, refusal);
        const Design d = cablingFixture();
        const NewCable::Plan plan = NewCable::between(d, a, b);
        QCOMPARE(plan.refusal, refusal);
        QCOMPARE(plan.ok(), refusal.isEmpty());
        if (!plan.ok())
            return;
        QCOMPARE(plan.link.id, id);
        QCOMPARE(plan.link.a, a);
        QCOMPARE(plan.link.b, b);
        QCOMPARE(int(plan.link.kind), kind);
    }

    // Dragging a cable's end elsewhere: the same cable (id, far end, which
    // side) with the new end, refused as a new cable would be.
    void movingACableEnd_data()
    {
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("a"); // the moved cable's ends, empty when refused
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("refusal");
        QTest::newRow("to another port of the switch") << "p2" << "p3" << "a2" << "p3" << "";
        QTest::newRow("to another switch") << "p2" << "q1" << "a2" << "q1" << "";
        QTest::newRow("the server's end to another adapter") << "a2" << "a1" << "a1" << "p2" << "";
        QTest::newRow("onto the far end's own card") << "p2" << "a1" << "" << "" << "Both ends are on N1.";
        QTest::newRow("onto a cabled port of the far end's card")
            << "a2" << "p1" << "" << "" << "S1 p1 is already cabled to N2 NIC1; remove that cable first.";
        QTest::newRow("onto a cabled adapter")
            << "p2" << "b1" << "" << "" << "N2 NIC1 is already cabled to S1 p1; remove that cable first.";
        QTest::newRow("an end the cable does not have")
            << "p3" << "p1" << "" << "" << "That cable does not end there any more.";
        QTest::newRow("onto a team") << "p2" << "t1" << "" << "" << "Cables connect adapters and switch ports.";
    }

    void movingACableEnd()
    {
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, refusal);
        Design d = cablingFixture();
        d.links.push_back({QStringLiteral("b1-p1"), QStringLiteral("b1"), QStringLiteral("p1")});
        const NewCable::Plan plan = NewCable::movingEnd(d, QStringLiteral("a1-p1"), from, to);
        QCOMPARE(plan.refusal, refusal);
        if (!plan.ok())
            return;
        QCOMPARE(plan.link.id, QStringLiteral("a1-p1"));
        QCOMPARE(plan.link.a, a);
        QCOMPARE(plan.link.b, b);
        QCOMPARE(plan.link.kind, LinkKind::Cable);
    }

    // A link between two switches keeps the kind the user gave it while its
    // moved end stays on a switch, and becomes a cable on a server.
    void movingAPeerLinkEnd()
    {
        Design d = cablingFixture();
        d.links = {{QStringLiteral("isl"), QStringLiteral("p1"), QStringLiteral("q1"), LinkKind::Cable}};
        QCOMPARE(NewCable::movingEnd(d, QStringLiteral("isl"), QStringLiteral("p1"), QStringLiteral("p3")).link.kind,
            LinkKind::Cable);
        d.links.front().kind = LinkKind::PeerLink;
        QCOMPARE(NewCable::movingEnd(d, QStringLiteral("isl"), QStringLiteral("p1"), QStringLiteral("p3")).link.kind,
            LinkKind::PeerLink);
        QCOMPARE(NewCable::movingEnd(d, QStringLiteral("isl"), QStringLiteral("p1"), QStringLiteral("a1")).link.kind,
            LinkKind::Cable);
    }

    void freshIdsAndNumberedNames()
    {
        QSet<QString> used = {QStringLiteral("hv1"), QStringLiteral("hv1-2")};
        QCOMPARE(DesignEdits::freshId(used, QStringLiteral("hv1")), QStringLiteral("hv1-3"));
        QCOMPARE(DesignEdits::freshId(used, QStringLiteral("Host 7 (new)")), QStringLiteral("host-7-new"));
        QVERIFY(used.contains(QStringLiteral("hv1-3")));
        QSet<QString> names = {QStringLiteral("HV01"), QStringLiteral("HV02")};
        QCOMPARE(DesignEdits::nextName(names, QStringLiteral("HV01")), QStringLiteral("HV03"));
        QCOMPARE(DesignEdits::nextName(names, QStringLiteral("HV01")), QStringLiteral("HV04"));
        QSet<QString> ports;
        QCOMPARE(DesignEdits::nextName(ports, QStringLiteral("swp9")), QStringLiteral("swp10"));
        QCOMPARE(DesignEdits::nextName(ports, QStringLiteral("Host")), QStringLiteral("Host 2"));
    }

    void newObjectsFitTheDesign()
    {
        Design design = starter("s2d-converged-set");
        const Node host = DesignEdits::newNode(design, NodeRole::HyperVHost);
        QCOMPARE(host.name, QStringLiteral("HV01"));
        QCOMPARE(host.adapters.size(), std::size_t(2));
        design.nodes.push_back(host);
        const Node second = DesignEdits::newNode(design, NodeRole::HyperVHost);
        QCOMPARE(second.name, QStringLiteral("HV02"));
        const Node storage = DesignEdits::newNode(design, NodeRole::S2dNode);
        QCOMPARE(storage.adapters.front().rdma, RdmaTransport::RoceV2);
        const Switch sw = DesignEdits::newSwitch(design, SwitchPlatform::NvidiaCumulus, 4);
        // The platform's default model: four host ports as asked, and two uplinks.
        QCOMPARE(sw.model, QStringLiteral("SN3420"));
        QCOMPARE(sw.ports.size(), std::size_t(6));
        QCOMPARE(sw.ports[3].name, QStringLiteral("swp4"));
        QCOMPARE(sw.ports.back().name, QStringLiteral("swp50"));
        QCOMPARE(sw.ports.back().speedGbps, 100.0);
        design.switches.push_back(sw);
        QVERIFY2(reread(design).isEmpty(), qPrintable(reread(design)));
    }

    // A node from the palette, a SET vSwitch over its free adapters, then
    // vNICs: SMB1 and SMB2 on the storage subnets (not SMB2 and SMB3),
    // each pinned to its own uplink, then management.
    void setSwitchAndVnicsAreNamedFromOne()
    {
        Design design = starter("s2d-converged-set");
        Node node = DesignEdits::newNode(design, NodeRole::S2dNode);
        design.nodes.push_back(node);
        const VSwitch set = DesignEdits::newSetSwitch(design, node);
        QVERIFY(set.embeddedTeaming);
        QCOMPARE(set.uplinks, (QStringList{node.adapters[0].id, node.adapters[1].id}));
        QCOMPARE(set.loadBalancing, VSwitchLoadBalancing::HyperVPort);
        node.vswitches.push_back(set);
        QStringList names, subnets, mappings;
        for (int i = 0; i < 3; ++i) {
            design.nodes.back() = node;
            const Interface vnic = DesignEdits::newInterface(design, node);
            QCOMPARE(vnic.attach.kind, AttachKind::VSwitch);
            node.interfaces.push_back(vnic);
            names << vnic.name;
            subnets << vnic.subnet;
            mappings << vnic.attach.teamMapping;
        }
        QCOMPARE(names, (QStringList{QStringLiteral("SMB1"), QStringLiteral("SMB2"), QStringLiteral("Management")}));
        QCOMPARE(subnets, (QStringList{QStringLiteral("st1"), QStringLiteral("st2"), QStringLiteral("mgmt")}));
        QCOMPARE(mappings, (QStringList{node.adapters[0].id, node.adapters[1].id, QString()}));
        // A second SET vSwitch on a node whose adapters are all taken spans them all, named apart.
        const VSwitch second = DesignEdits::newSetSwitch(design, node);
        QCOMPARE(second.uplinks.size(), 2);
        QVERIFY(second.name != set.name);
        QVERIFY(second.id != set.id);
    }

    // Converged Setup: a SET vSwitch over the node's adapters and a vNIC
    // per subnet, as Add SET vSwitch and Add Interface thrice would make
    // them; on a node that has its vSwitch, only the subnets it lacks, on
    // that vSwitch even when an adapter is free; nothing more the second time.
    void convergedSetupMakesWhatTheStepsWould()
    {
        Design design = starter("s2d-converged-set");
        Node node = DesignEdits::newNode(design, NodeRole::S2dNode);
        design.nodes.push_back(node);
        const DesignEdits::ConvergedSetup setup = DesignEdits::convergedSetup(design, node);
        QCOMPARE(setup.vswitch, QStringLiteral("ConvergedSwitch"));
        QCOMPARE(setup.uplinks, (QStringList{node.adapters[0].name, node.adapters[1].name}));
        QCOMPARE(setup.interfaces,
            (QStringList{QStringLiteral("SMB1"), QStringLiteral("SMB2"), QStringLiteral("Management")}));

        Node stepwise = node;
        stepwise.vswitches.push_back(DesignEdits::newSetSwitch(design, stepwise));
        for (int i = 0; i < 3; ++i) {
            design.nodes.back() = stepwise;
            stepwise.interfaces.push_back(DesignEdits::newInterface(design, stepwise));
        }
        QCOMPARE(setup.node, stepwise);
        design.nodes.back() = setup.node;
        QVERIFY2(reread(design).isEmpty(), qPrintable(reread(design)));

        const DesignEdits::ConvergedSetup again = DesignEdits::convergedSetup(design, setup.node);
        QVERIFY(again.vswitch.isEmpty());
        QVERIFY(again.interfaces.isEmpty());
        QCOMPARE(again.node, setup.node);

        // A third adapter, free, and a live-migration subnet: the vNIC for
        // it goes on the vSwitch, not on the free adapter.
        Node grown = setup.node;
        grown.adapters.push_back(DesignEdits::newAdapter(design, grown));
        Subnet lm;
        lm.id = QStringLiteral("lm");
        lm.name = QStringLiteral("Live migration");
        lm.purpose = SubnetPurpose::LiveMigration;
        lm.prefix = QStringLiteral("10.30.0.0/24");
        lm.vlan = 730;
        design.subnets.push_back(lm);
        design.nodes.back() = grown;
        const DesignEdits::ConvergedSetup more = DesignEdits::convergedSetup(design, grown);
        QVERIFY(more.vswitch.isEmpty());
        QCOMPARE(more.interfaces, QStringList{QStringLiteral("LiveMigration")});
        QCOMPARE(more.node.interfaces.back().attach.kind, AttachKind::VSwitch);
        QCOMPARE(more.node.interfaces.back().attach.target, grown.vswitches.front().id);
        QCOMPARE(more.node.interfaces.back().subnet, QStringLiteral("lm"));
    }

    void appendPortFollowsTheLastOne()
    {
        Switch sw;
        sw.id = QStringLiteral("sw");
        sw.platform = SwitchPlatform::AristaEos;
        QSet<QString> used = {QStringLiteral("sw")};
        QSet<QString> names;
        SwitchPort plain;
        plain.speedGbps = 25;
        QCOMPARE(DesignEdits::appendPort(sw, plain, used, names).name, QStringLiteral("Ethernet1"));
        SwitchPort model = sw.ports.back();
        model.vlans = std::vector<int>{711};
        const SwitchPort &next = DesignEdits::appendPort(sw, model, used, names);
        QCOMPARE(next.name, QStringLiteral("Ethernet2"));
        QCOMPARE(next.vlans, model.vlans);
        QCOMPARE(next.id, QStringLiteral("sw-ethernet2")); // ids are lower case
        QVERIFY(used.contains(next.id));
    }

    void hostsLikeThisOneRepeatTheHost()
    {
        const Design design = starter("s2d-converged-set");
        const Node &source = *design.node(QStringLiteral("n1"));
        const Insertion plan = DesignEdits::hostsLike(design, source.id, 3);
        QCOMPARE(plan.newNodes.size(), std::size_t(3));
        QCOMPARE(plan.skippedLinks, 0);
        const Design result = applied(design, plan);
        QVERIFY2(reread(result).isEmpty(), qPrintable(reread(result)));
        int sourceLinks = 0;
        for (const Link &l : design.links)
            for (const Adapter &a : source.adapters)
                sourceLinks += l.a == a.id || l.b == a.id;
        QCOMPARE(plan.links.size(), std::size_t(3 * sourceLinks));
        QSet<QString> addresses;
        for (const Node &n : result.nodes)
            for (const Interface &i : n.interfaces)
                if (!i.address.isEmpty()) {
                    QVERIFY2(!addresses.contains(i.address), qPrintable(i.address));
                    addresses.insert(i.address);
                }
        for (const Node &n : plan.newNodes) {
            QCOMPARE(n.adapters.size(), source.adapters.size());
            QCOMPARE(n.interfaces.size(), source.interfaces.size());
            for (const Interface &i : n.interfaces)
                QVERIFY2(!i.address.isEmpty(), qPrintable(i.id));
            QVERIFY(result.clusters.front().members.contains(n.id));
        }
        QCOMPARE(plan.newNodes.front().name.left(source.name.size() - 1), source.name.left(source.name.size() - 1));
        // Free ports are used before new ones are added: the starter's ToRs
        // have none free, so each copy adds a port per cable.
        std::size_t ports = 0;
        for (const Switch &s : plan.changedSwitches)
            ports += s.ports.size() - design.switchById(s.id)->ports.size();
        QCOMPARE(ports, plan.links.size());
        // The copies are as correct as the original: no new errors.
        const ValidationResult before = Validator::run(design);
        const ValidationResult after = Validator::run(result);
        QCOMPARE(after.errors, before.errors);
    }

    // Free ports of the same kind are used first, lowest number first; a
    // free port of another speed (an uplink's) or a breakout lane never.
    void hostsLikeThisOneUseFreePortsOfTheKind()
    {
        Design design = starter("s2d-converged-set");
        for (Switch &s : design.switches) {
            const SwitchPort like = s.ports.front(); // Ethernet1/1, 25 Gb/s
            for (int number : {7, 5, 6, 8}) {
                SwitchPort p = like;
                p.id = QStringLiteral("%1-free%2").arg(s.id).arg(number);
                p.name = QStringLiteral("Ethernet1/%1").arg(number);
                s.ports.push_back(p);
            }
            SwitchPort uplink = s.ports[4]; // Ethernet1/49, 100 Gb/s, the peer-link's kind
            uplink.id = s.id + QStringLiteral("-free50");
            uplink.name = QStringLiteral("Ethernet1/50");
            s.ports.push_back(uplink);
            SwitchPort lane = like;
            lane.id = s.id + QStringLiteral("-lane");
            lane.name = QStringLiteral("Ethernet1/51:1");
            s.ports.push_back(lane);
        }
        const auto kind = [](const char *name, double speed) {
            SwitchPort p;
            p.name = QString::fromLatin1(name);
            p.speedGbps = speed;
            return PortPlanner::kindOf(p);
        };
        QVERIFY(kind("ethernet1/1/5", 10) == kind("ethernet1/1/48", 10));
        QVERIFY(!(kind("ethernet1/1/5", 10) == kind("ethernet1/1/49", 40))); // another speed
        QVERIFY(!(kind("Ethernet1/5", 25) == kind("Ethernet1/49/1", 25))); // another family
        QVERIFY(kind("ethernet1/1/49:1", 25).breakout);
        QVERIFY(kind("swp49s0", 25).breakout);
        QVERIFY(kind("et-0/0/49:0", 25).breakout);
        QVERIFY(!kind("swp49", 100).breakout);
        const Insertion plan = DesignEdits::hostsLike(design, QStringLiteral("n1"), 3);
        QVERIFY(plan.problems.isEmpty());
        for (const Switch &s : plan.changedSwitches)
            QCOMPARE(s.ports.size(), design.switchById(s.id)->ports.size()); // none added
        QStringList ends;
        for (const Link &l : plan.links)
            ends << l.b.section(QLatin1Char('-'), -1);
        QCOMPARE(ends,
            (QStringList{QStringLiteral("free5"), QStringLiteral("free5"), QStringLiteral("free6"),
                QStringLiteral("free6"), QStringLiteral("free7"), QStringLiteral("free7")}));
        QVERIFY2(reread(applied(design, plan)).isEmpty(), qPrintable(reread(applied(design, plan))));
    }

    // The case: four hosts like HV04 of the SOFS starter, whose LAN
    // switches (S4048-ON) have 10 GbE ports 1 to 8 and the 40 GbE peer-link
    // on ethernet1/1/49. The copies get 9 to 12 on every switch, never 50 and
    // up, and the host numbers 15 to 18 on every network.
    void hostsLikeThisOneContinueTheRack()
    {
        const Design design = starter("sofs-hyperv-2012r2");
        const Insertion plan = DesignEdits::hostsLike(design, QStringLiteral("hv4"), 4);
        QVERIFY(plan.problems.isEmpty());
        const Design result = applied(design, plan);
        for (int copy = 0; copy < 4; ++copy) {
            const Node &n = plan.newNodes[std::size_t(copy)];
            QCOMPARE(n.name, QStringLiteral("HV%1").arg(copy + 5, 2, 10, QLatin1Char('0')));
            QStringList addresses;
            for (const Interface &i : n.interfaces)
                addresses << i.address;
            const QString number = QString::number(15 + copy);
            QCOMPARE(addresses,
                (QStringList{QStringLiteral("10.10.10.") + number, QStringLiteral("172.16.1.") + number,
                    QStringLiteral("172.16.2.") + number}));
            for (const Link &l : result.links) {
                if (!n.adapter(l.a))
                    continue;
                const Switch *sw = nullptr;
                for (const Switch &s : result.switches)
                    if (s.port(l.b))
                        sw = &s;
                QCOMPARE(sw->port(l.b)->name, QStringLiteral("ethernet1/1/%1").arg(9 + copy));
                QCOMPARE(sw->port(l.b)->speedGbps, 10.0);
            }
        }
        // Listed in number order, below the uplink.
        const Switch &lan = *std::find_if(result.switches.begin(), result.switches.end(),
            [](const Switch &s) { return s.id == QLatin1String("lan-a"); });
        QCOMPARE(lan.ports.back().name, QStringLiteral("ethernet1/1/49"));
        QCOMPARE(lan.ports[lan.ports.size() - 2].name, QStringLiteral("ethernet1/1/12"));
        QCOMPARE(Validator::run(result).errors + Validator::run(result).warnings, 0);
    }

    // A host on a lane of a split port (NX-OS Ethernet1/49/1): copies take
    // the free lanes, and no lane is invented past them.
    void hostsLikeThisOneNeverInventBreakoutLanes()
    {
        Design design = starter("s2d-converged-set");
        for (Switch &s : design.switches)
            for (int lane = 1; lane <= 2; ++lane) {
                SwitchPort p = s.ports.front();
                p.id = QStringLiteral("%1-lane%2").arg(s.id).arg(lane);
                p.name = QStringLiteral("Ethernet1/50/%1").arg(lane);
                s.ports.push_back(p);
            }
        for (Link &l : design.links)
            if (l.a == QLatin1String("n1-p1"))
                l.b = QStringLiteral("tor-a-lane1");
        const Insertion plan = DesignEdits::hostsLike(design, QStringLiteral("n1"), 2);
        QStringList toA;
        for (const Link &l : plan.links)
            if (l.b.startsWith(QLatin1String("tor-a")))
                toA << l.b;
        QCOMPARE(toA, QStringList{QStringLiteral("tor-a-lane2")});
        QCOMPARE(plan.problems.size(), 1);
        QVERIFY2(plan.problems.front().contains(QStringLiteral("Ethernet1/50/1")), qPrintable(plan.problems.front()));
    }

    // No number is left below the next port of another kind: that cable is
    // not planned, and the plan says so.
    void hostsLikeThisOneNeverTakeAnUplinksNumber()
    {
        Design design = starter("s2d-converged-set");
        for (Switch &s : design.switches) {
            SwitchPort fast = s.ports[4];
            fast.id = s.id + QStringLiteral("-p5");
            fast.name = QStringLiteral("Ethernet1/5");
            s.ports.insert(s.ports.begin() + 4, fast); // 100 Gb/s right above the 25 Gb/s ports
        }
        const Insertion plan = DesignEdits::hostsLike(design, QStringLiteral("n1"), 1);
        QVERIFY(plan.links.empty());
        QCOMPARE(plan.problems.size(), 2);
        QVERIFY2(
            plan.problems.front().contains(QStringLiteral("below Ethernet1/5")), qPrintable(plan.problems.front()));
    }

    void copyAndPasteIntoTheSameDesign()
    {
        const Design design = starter("s2d-converged-set");
        QStringList ids = {design.nodes.front().id, design.switches.front().id};
        const Design clip = DesignEdits::fragment(design, ids);
        QVERIFY2(reread(clip).isEmpty(), qPrintable(reread(clip)));
        QCOMPARE(clip.nodes.size(), std::size_t(1));
        QVERIFY(!clip.links.empty());
        const Insertion plan = DesignEdits::paste(design, clip, Point{40, 40});
        QVERIFY(plan.subnets.empty());
        QCOMPARE(plan.links.size(), clip.links.size());
        QVERIFY(plan.newNodes.front().id != design.nodes.front().id);
        QVERIFY(plan.newNodes.front().name != design.nodes.front().name);
        const Design result = applied(design, plan);
        QVERIFY2(reread(result).isEmpty(), qPrintable(reread(result)));
        const Point from = design.layout.at(design.nodes.front().id);
        const Point to = result.layout.at(plan.newNodes.front().id);
        QCOMPARE(to.x, from.x + 40);
    }

    void pasteIntoAnEmptyDesignBringsTheSubnets()
    {
        const Design design = starter("s2d-converged-set");
        const Design clip = DesignEdits::fragment(design, {design.nodes.front().id});
        const Insertion plan = DesignEdits::paste(Design(), clip, Point{});
        QCOMPARE(plan.subnets.size(), clip.subnets.size());
        QCOMPARE(plan.newNodes.front().id, design.nodes.front().id); // free ids stay
        QVERIFY2(reread(applied(Design(), plan)).isEmpty(), qPrintable(reread(applied(Design(), plan))));
    }

    void autoLayoutIsTieredAndFree()
    {
        DesignGenerator::Options options;
        options.hosts = 40;
        options.racks = 2;
        const Design design = DesignGenerator::generate(options);
        const auto positions = AutoLayout::compute(design, cardSize);
        QCOMPARE(positions.size(), design.nodes.size() + design.switches.size());
        QCOMPARE(AutoLayout::compute(design, cardSize), positions); // deterministic
        std::vector<QRectF> rects;
        for (const auto &[id, p] : positions)
            rects.emplace_back(p.x, p.y, 220, 70);
        for (std::size_t i = 0; i < rects.size(); ++i)
            for (std::size_t j = i + 1; j < rects.size(); ++j)
                QVERIFY(!rects[i].intersects(rects[j]));
        // Hosts above switches above file servers.
        qreal lowestHost = -1e9, highestSwitch = 1e9, lowestSwitch = -1e9, highestServer = 1e9;
        for (const Node &n : design.nodes) {
            const qreal y = positions.at(n.id).y;
            if (n.role == NodeRole::HyperVHost)
                lowestHost = std::max(lowestHost, y);
            else
                highestServer = std::min(highestServer, y);
        }
        for (const Switch &s : design.switches) {
            highestSwitch = std::min(highestSwitch, positions.at(s.id).y);
            lowestSwitch = std::max(lowestSwitch, positions.at(s.id).y);
        }
        QVERIFY(lowestHost < highestSwitch);
        QVERIFY(lowestSwitch < highestServer);
    }

    void autoLayoutKeepsCrossingsLow()
    {
        // The switches listed in reverse rack order: a layout in file order
        // crosses every rack's cables; the sweeps untangle them.
        DesignGenerator::Options options;
        options.hosts = 16;
        options.racks = 4;
        options.sofsNodes = 0;
        Design design = DesignGenerator::generate(options);
        std::reverse(design.switches.begin(), design.switches.end());
        std::map<QString, Point> fileOrder;
        qreal x = 0;
        for (const Node &n : design.nodes)
            fileOrder[n.id] = Point{x += 300, 0};
        x = 0;
        for (const Switch &s : design.switches)
            fileOrder[s.id] = Point{x += 600, 400};
        const int naive = AutoLayout::crossings(design, fileOrder);
        const int laid = AutoLayout::crossings(design, AutoLayout::compute(design, cardSize));
        QVERIFY2(laid < naive / 2, qPrintable(QStringLiteral("%1 vs %2").arg(laid).arg(naive)));
    }

    void completeMissingPlacesOnlyTheNew()
    {
        Design design = starter("s2d-converged-set");
        Node extra = DesignEdits::newNode(design, NodeRole::HyperVHost);
        design.nodes.push_back(extra);
        const auto added = AutoLayout::completeMissing(design, design.layout, cardSize);
        QCOMPARE(added.size(), std::size_t(1));
        qreal bottom = 0;
        for (const auto &[id, p] : design.layout)
            bottom = std::max(bottom, p.y);
        QVERIFY(added.at(extra.id).y > bottom);
    }
};

QTEST_GUILESS_MAIN(TestDesignEdits)
#include "tst_designedits.moc"

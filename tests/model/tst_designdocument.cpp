#include "model/commands/addnode.h"
#include "model/commands/editcommands.h"
#include "model/commands/moveobject.h"
#include "model/commands/removenode.h"
#include "model/commands/setsubnetvlan.h"
#include "model/designdocument.h"
#include "model/designreader.h"
#include "model/designselection.h"
#include "model/designwriter.h"
#include "model/edit/designedits.h"
#include "templates/startercatalogue.h"
#include "tests/support/undoroundtrip.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hvnet;

namespace {
Design starter(const char *id)
{
    return *DesignReader::read(*StarterCatalogue::content(QString::fromLatin1(id))).design;
}

// Pushes the command and checks the redo/undo/redo round trip against
// snapshots of the design, so every command restores exactly what it changed.
void roundTrip(DesignDocument &document, QUndoCommand *command)
{
    undoRoundTrip(document, [&] { document.undoStack()->push(command); });
}

// What a document announced, in order: the one vocabulary of changes.
struct ChangeLog {
    explicit ChangeLog(DesignDocument &document)
    {
        QObject::connect(&document, &DesignDocument::changed, &document,
            [this](const DesignChange &change) { changes.push_back(change); });
        QObject::connect(&document, &DesignDocument::aboutToBeRemoved, &document,
            [this](const DesignChange &change) { aboutToRemove.push_back(change); });
    }
    int count(DesignChange::Kind kind) const
    {
        return int(
            std::count_if(changes.begin(), changes.end(), [kind](const DesignChange &c) { return c.kind == kind; }));
    }
    std::vector<DesignChange> changes;
    std::vector<DesignChange> aboutToRemove;
};
} // namespace

class TestDesignDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void addNode()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        ChangeLog log(document);
        Node node;
        node.id = QStringLiteral("extra");
        node.name = QStringLiteral("EXTRA01");
        roundTrip(document, new AddNode(&document, node, Point{10, 20}));
        QCOMPARE(log.count(DesignChange::Kind::Added), 2); // redo, undo, redo
        QCOMPARE(log.count(DesignChange::Kind::Removed), 1);
        QVERIFY(log.changes.front().part == DesignPart::Nodes);
        QCOMPARE(log.changes.front().id, QStringLiteral("extra"));
        QCOMPARE(document.design().layout.at(QStringLiteral("extra")), (Point{10, 20}));
    }

    void removeNodeTakesItsReferencesAndGivesThemBack()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        ChangeLog log(document);
        // fs2 is cabled, clustered and laid out; hosts' constraints name the SOFS by name only.
        roundTrip(document, new RemoveNode(&document, QStringLiteral("fs2")));
        QCOMPARE(log.aboutToRemove.size(), std::size_t(2));
        QCOMPARE(log.count(DesignChange::Kind::Removed), 2);
        QCOMPARE(log.aboutToRemove.front().id, QStringLiteral("fs2"));
        const Design &d = document.design();
        QVERIFY(!d.node(QStringLiteral("fs2")));
        QVERIFY(!d.cluster(QStringLiteral("fsc"))->members.contains(QStringLiteral("fs2")));
        for (const Link &l : d.links)
            QVERIFY(!l.a.startsWith(QLatin1String("fs2-")) && !l.b.startsWith(QLatin1String("fs2-")));
        QVERIFY(!d.layout.count(QStringLiteral("fs2")));
    }

    void removeNodeNamedInAnotherNodesConstraint()
    {
        Design design = starter("sofs-hyperv-2012r2");
        // hv1 constrains SMB to an interface of fs1 (wrong, but the file allows it).
        design.node(QStringLiteral("hv1"))->smbConstraints[0].interfaces << QStringLiteral("fs1-s1");
        DesignDocument document;
        document.reset(design);
        roundTrip(document, new RemoveNode(&document, QStringLiteral("fs1")));
        QVERIFY(!document.design()
                     .node(QStringLiteral("hv1"))
                     ->smbConstraints[0]
                     .interfaces.contains(QStringLiteral("fs1-s1")));
        document.undoStack()->undo();
        QVERIFY(document.design() == design);
    }

    void movesMergeIntoOneStep()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        const Point start = document.design().layout.at(QStringLiteral("n1"));
        for (int i = 1; i <= 5; ++i)
            document.undoStack()->push(new MoveObject(&document, QStringLiteral("n1"), Point{start.x + i, start.y}));
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.design().layout.at(QStringLiteral("n1")), (Point{start.x + 5, start.y}));
        document.undoStack()->undo();
        QCOMPARE(document.design().layout.at(QStringLiteral("n1")), start);
        roundTrip(document, new MoveObject(&document, QStringLiteral("n2"), Point{-1, -1}));
    }

    void moveOfUnplacedObjectUndoesToUnplaced()
    {
        DesignDocument document;
        Design design = starter("s2d-converged-set");
        design.layout.clear();
        document.reset(design);
        roundTrip(document, new MoveObject(&document, QStringLiteral("tor-a"), Point{5, 5}));
        document.undoStack()->undo();
        QVERIFY(document.design().layout.empty());
    }

    void setSubnetVlan()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        ChangeLog log(document);
        roundTrip(document, new SetSubnetVlan(&document, QStringLiteral("st1"), 811));
        QCOMPARE(document.design().subnet(QStringLiteral("st1"))->vlan, 811);
        QCOMPARE(log.count(DesignChange::Kind::Changed), 3);
        QCOMPARE(log.changes.back().id, QStringLiteral("st1"));
    }

    // One redo/undo/redo round trip per command class the designer uses.
    void setNodeSwapsTheWholeNode()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        ChangeLog log(document);
        Node node = *document.design().node(QStringLiteral("n1"));
        node.name = QStringLiteral("RENAMED");
        node.adapters.push_back(DesignEdits::newAdapter(document.design(), node));
        roundTrip(document, new SetNode(&document, node, QStringLiteral("edit")));
        QCOMPARE(log.count(DesignChange::Kind::Changed), 3);
        QCOMPARE(log.changes.front().id, QStringLiteral("n1"));
        QCOMPARE(document.design().node(QStringLiteral("n1"))->name, QStringLiteral("RENAMED"));
    }

    void setSwitch()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        Switch sw = document.design().switches.front();
        sw.mtu = 1500;
        SwitchPort port = sw.ports.back();
        port.id = QStringLiteral("spare");
        port.name = QStringLiteral("spare port");
        sw.ports.push_back(port);
        roundTrip(document, new SetSwitch(&document, sw, QStringLiteral("edit")));
    }

    void addAndRemoveSwitch()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        ChangeLog log(document);
        const Switch sw = DesignEdits::newSwitch(document.design(), SwitchPlatform::DellOs10);
        roundTrip(document, new AddSwitch(&document, sw, Point{5, 6}));
        QCOMPARE(log.count(DesignChange::Kind::Added), 2);
        QCOMPARE(log.count(DesignChange::Kind::Removed), 1);
        QVERIFY(log.changes.front().part == DesignPart::Switches);
        QCOMPARE(document.design().switches.back().ports.front().name, QStringLiteral("ethernet1/1/1"));
        // Removing a cabled switch takes its cables and gives them back in place.
        const QString cabled = document.design().switches.front().id;
        const std::size_t links = document.design().links.size();
        roundTrip(document, new RemoveSwitch(&document, cabled));
        QVERIFY(document.design().links.size() < links);
        document.undoStack()->undo();
        QCOMPARE(document.design().links.size(), links);
        QCOMPARE(document.design().switches.front().id, cabled);
    }

    void addAndRemoveLink()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        const Link first = document.design().links.front();
        roundTrip(document, new RemoveLink(&document, first.id));
        QVERIFY(!document.design().link(first.id));
        roundTrip(document, new AddLink(&document, first));
        QVERIFY(document.design().link(first.id));
    }

    void setDesignParts()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        ChangeLog log(document);
        const Design &d = document.design();
        DesignMeta meta = d.meta;
        meta.customer = QStringLiteral("Contoso");
        roundTrip(document, new SetMeta(&document, &Design::meta, meta, DesignPart::Meta, QStringLiteral("meta")));
        Platform platform = d.platform;
        platform.os = OsVersion::Ws2025;
        roundTrip(document,
            new SetPlatform(&document, &Design::platform, platform, DesignPart::Platform, QStringLiteral("os")));
        QosPolicy qos = d.qos;
        qos.classes.front().bandwidthPercent = 42;
        roundTrip(document, new SetQos(&document, &Design::qos, qos, DesignPart::Qos, QStringLiteral("qos")));
        std::vector<Subnet> subnets = d.subnets;
        subnets.back().prefix = QStringLiteral("10.99.0.0/24");
        roundTrip(document,
            new SetSubnets(&document, &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("subnets")));
        std::vector<Cluster> clusters = d.clusters;
        clusters.front().name = QStringLiteral("renamed");
        roundTrip(document,
            new SetClusters(&document, &Design::clusters, clusters, DesignPart::Clusters, QStringLiteral("c")));
        std::vector<Suppression> suppressions = d.suppressions;
        suppressions.push_back(
            {QStringLiteral("storage.shared-subnet"), {QStringLiteral("st1")}, QStringLiteral("ok")});
        roundTrip(document,
            new SetSuppressions(
                &document, &Design::suppressions, suppressions, DesignPart::Suppressions, QStringLiteral("s")));
        std::map<QString, Point> layout;
        roundTrip(document, new SetLayout(&document, &Design::layout, layout, DesignPart::Layout, QStringLiteral("l")));
        const std::vector<DesignPart> parts = {DesignPart::Meta, DesignPart::Platform, DesignPart::Qos,
            DesignPart::Subnets, DesignPart::Clusters, DesignPart::Suppressions, DesignPart::Layout};
        QCOMPARE(log.changes.size(), 3 * parts.size());
        for (std::size_t i = 0; i < parts.size(); ++i) {
            QVERIFY(log.changes.at(3 * i).part == parts.at(i));
            QVERIFY(log.changes.at(3 * i).id.isEmpty());
        }
    }

    void insertionIsOneUndoStep()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        const Insertion plan = DesignEdits::hostsLike(document.design(), QStringLiteral("n1"), 3);
        const Design before = document.design();
        const int steps = document.undoStack()->count();
        plan.apply(&document, QStringLiteral("Add 3 hosts"));
        QCOMPARE(document.undoStack()->count(), steps + 1);
        const Design after = document.design();
        QCOMPARE(after.nodes.size(), before.nodes.size() + 3);
        document.undoStack()->undo();
        QVERIFY(document.design() == before);
        document.undoStack()->redo();
        QVERIFY(document.design() == after);
    }

    void changesSayWhatTheyTouched()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        std::vector<DesignChange> changes;
        connect(&document, &DesignDocument::changed, this, [&](const DesignChange &c) { changes.push_back(c); });
        const auto last = [&changes] { return changes.back(); };

        document.undoStack()->push(new SetSubnetVlan(&document, QStringLiteral("st1"), 811));
        QCOMPARE(changes.size(), std::size_t(1));
        QVERIFY(last().part == DesignPart::Subnets);
        QCOMPARE(last().id, QStringLiteral("st1"));
        QVERIFY(last().kind == DesignChange::Kind::Changed);
        QVERIFY(last().affectsValidation());

        Node node = document.design().nodes.front();
        node.rack = QStringLiteral("R9");
        document.undoStack()->push(new SetNode(&document, node, QStringLiteral("rack")));
        QVERIFY(last().part == DesignPart::Nodes);
        QCOMPARE(last().id, node.id);

        // Where things are drawn is no rule's business: not validated again.
        document.undoStack()->push(new MoveObject(&document, node.id, Point{5, 6}));
        QVERIFY(last().kind == DesignChange::Kind::Moved);
        QCOMPARE(last().id, node.id);
        QVERIFY(!last().affectsValidation());
        document.undoStack()->push(
            new SetLayout(&document, &Design::layout, {}, DesignPart::Layout, QStringLiteral("l")));
        QVERIFY(!last().affectsValidation());

        // A part replaced as a whole names no object.
        std::vector<Subnet> subnets = document.design().subnets;
        subnets.pop_back();
        document.undoStack()->push(
            new SetSubnets(&document, &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("s")));
        QVERIFY(last().part == DesignPart::Subnets);
        QVERIFY(last().id.isEmpty());
        QVERIFY(last().affectsValidation());
    }

    void setOneSubnetOrCluster()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        ChangeLog log(document);
        Subnet subnet = document.design().subnets.back();
        subnet.name = QStringLiteral("Renamed");
        subnet.gateway.clear();
        roundTrip(
            document, new SetSubnet(&document, &Design::subnets, subnet, DesignPart::Subnets, QStringLiteral("s")));
        QCOMPARE(log.changes.size(), std::size_t(3));
        QCOMPARE(log.changes.back().id, subnet.id);
        QCOMPARE(document.design().subnets.back(), subnet);

        QVERIFY(!document.design().clusters.empty());
        Cluster cluster = document.design().clusters.front();
        cluster.name = QStringLiteral("Renamed");
        roundTrip(
            document, new SetCluster(&document, &Design::clusters, cluster, DesignPart::Clusters, QStringLiteral("c")));
        QCOMPARE(log.changes.back().id, cluster.id);
        QVERIFY(log.changes.back().part == DesignPart::Clusters);
    }

    void listEditsArePreciseWhileTheListKeepsItsShape()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        ChangeLog log(document);
        std::vector<Subnet> subnets = document.design().subnets;
        QVERIFY(subnets.size() >= 2);
        subnets[1].vlan = 812;
        document.undoStack()->beginMacro(QStringLiteral("m"));
        pushEntryChanges(&document, &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("m"));
        document.undoStack()->endMacro();
        QCOMPARE(log.changes.size(), std::size_t(1));
        QCOMPARE(log.changes.back().id, subnets[1].id); // that subnet, not all of them
        QCOMPARE(document.design().subnets, subnets);
        // An entry more: the list as a whole.
        subnets.push_back(subnets.front());
        subnets.back().id = QStringLiteral("extra");
        pushEntryChanges(&document, &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("n"));
        QVERIFY(log.changes.back().part == DesignPart::Subnets);
        QVERIFY(log.changes.back().id.isEmpty());
        QCOMPARE(document.design().subnets, subnets);
        // Nothing to do: no step.
        const int steps = document.undoStack()->count();
        pushEntryChanges(&document, &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("o"));
        QCOMPARE(document.undoStack()->count(), steps);
    }

    void selectionBelongsToTheDocument()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        QSignalSpy changed(document.selection(), &DesignSelection::changed);
        document.selection()->setIds({QStringLiteral("st1")});
        document.selection()->setIds({QStringLiteral("st1")});
        QCOMPARE(changed.count(), 1); // the same ids again are no change
        QCOMPARE(document.selection()->ids(), QStringList{QStringLiteral("st1")});
        document.reset(starter("s2d-converged-set")); // another design: nothing of it selected
        QVERIFY(document.selection()->isEmpty());
        QCOMPARE(changed.count(), 2);
    }

    void modifiedFollowsTheUndoStackAndSaving()
    {
        QTemporaryDir dir;
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        QSignalSpy modified(&document, &DesignDocument::modifiedChanged);
        QVERIFY(!document.isModified());
        document.undoStack()->push(new SetSubnetVlan(&document, QStringLiteral("st1"), 811));
        QVERIFY(document.isModified());
        const QString path = dir.filePath(QStringLiteral("d.hvnet"));
        QVERIFY(document.saveAs(path).isNull());
        QVERIFY(!document.isModified());
        QCOMPARE(document.fileName(), path);
        document.undoStack()->undo(); // back before the save point: modified again
        QVERIFY(document.isModified());
        QCOMPARE(modified.count(), 3);

        DesignDocument reopened;
        QVERIFY(reopened.load(path).isNull());
        QCOMPARE(reopened.design().subnet(QStringLiteral("st1"))->vlan, 811);
        QVERIFY(!reopened.isModified());
        QCOMPARE(reopened.undoStack()->count(), 0);
    }

    void failedLoadKeepsTheOpenDesign()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        const Design before = document.design();
        const DesignError error = document.load(QStringLiteral("/no/such/file.hvnet"));
        QVERIFY(!error.isNull());
        QVERIFY(document.design() == before);
    }
};

QTEST_GUILESS_MAIN(TestDesignDocument)
#include "tst_designdocument.moc"

#include "commands/addnode.h"
#include "commands/editcommands.h"
#include "commands/moveobject.h"
#include "commands/removenode.h"
#include "commands/setsubnetvlan.h"
#include "designdocument.h"
#include "designreader.h"
#include "designselection.h"
#include "designwriter.h"
#include "edit/designedits.h"
#include "startercatalogue.h"

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
    const Design before = document.design();
    document.undoStack()->push(command);
    const Design after = document.design();
    QVERIFY(!(after == before));
    document.undoStack()->undo();
    QVERIFY(document.design() == before);
    document.undoStack()->redo();
    QVERIFY(document.design() == after);
    // The edited design still reads back: no dangling reference was left.
    const auto reread = DesignReader::read(DesignWriter::write(document.design()));
    QVERIFY2(reread.design, qPrintable(reread.error.toString()));
}
} // namespace

class TestDesignDocument : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void addNode()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        QSignalSpy added(&document, &DesignDocument::nodeAdded);
        Node node;
        node.id = QStringLiteral("extra");
        node.name = QStringLiteral("EXTRA01");
        roundTrip(document, new AddNode(&document, node, Point{10, 20}));
        QCOMPARE(added.count(), 2); // redo, undo, redo
        QCOMPARE(document.design().layout.at(QStringLiteral("extra")), (Point{10, 20}));
    }

    void removeNodeTakesItsReferencesAndGivesThemBack()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        QSignalSpy aboutToRemove(&document, &DesignDocument::nodeAboutToBeRemoved);
        QSignalSpy removed(&document, &DesignDocument::nodeRemoved);
        // fs2 is cabled, clustered and laid out; hosts' constraints name the SOFS by name only.
        roundTrip(document, new RemoveNode(&document, QStringLiteral("fs2")));
        QCOMPARE(aboutToRemove.count(), 2);
        QCOMPARE(removed.count(), 2);
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
        QSignalSpy changed(&document, &DesignDocument::objectChanged);
        roundTrip(document, new SetSubnetVlan(&document, QStringLiteral("st1"), 811));
        QCOMPARE(document.design().subnet(QStringLiteral("st1"))->vlan, 811);
        QCOMPARE(changed.count(), 3);
        QCOMPARE(changed.last().first().toString(), QStringLiteral("st1"));
    }

    // One redo/undo/redo round trip per command class the designer uses.
    void setNodeSwapsTheWholeNode()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        QSignalSpy changed(&document, &DesignDocument::objectChanged);
        Node node = *document.design().node(QStringLiteral("n1"));
        node.name = QStringLiteral("RENAMED");
        node.adapters.push_back(DesignEdits::newAdapter(document.design(), node));
        roundTrip(document, new SetNode(&document, node, QStringLiteral("edit")));
        QCOMPARE(changed.count(), 3);
        QCOMPARE(changed.first().first().toString(), QStringLiteral("n1"));
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
        QSignalSpy added(&document, &DesignDocument::objectAdded);
        QSignalSpy removed(&document, &DesignDocument::objectRemoved);
        const Switch sw = DesignEdits::newSwitch(document.design(), SwitchPlatform::DellOs10);
        roundTrip(document, new AddSwitch(&document, sw, Point{5, 6}));
        QCOMPARE(added.count(), 2);
        QCOMPARE(removed.count(), 1);
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
        QSignalSpy changed(&document, &DesignDocument::objectChanged);
        const Design &d = document.design();
        DesignMeta meta = d.meta;
        meta.customer = QStringLiteral("Contoso");
        roundTrip(document, new SetMeta(&document, &Design::meta, meta, DesignPart::meta, QStringLiteral("meta")));
        Platform platform = d.platform;
        platform.os = OsVersion::Ws2025;
        roundTrip(document,
            new SetPlatform(&document, &Design::platform, platform, DesignPart::platform, QStringLiteral("os")));
        QosPolicy qos = d.qos;
        qos.classes.front().bandwidthPercent = 42;
        roundTrip(document, new SetQos(&document, &Design::qos, qos, DesignPart::qos, QStringLiteral("qos")));
        std::vector<Subnet> subnets = d.subnets;
        subnets.back().prefix = QStringLiteral("10.99.0.0/24");
        roundTrip(document,
            new SetSubnets(&document, &Design::subnets, subnets, DesignPart::subnets, QStringLiteral("subnets")));
        std::vector<Cluster> clusters = d.clusters;
        clusters.front().name = QStringLiteral("renamed");
        roundTrip(document,
            new SetClusters(&document, &Design::clusters, clusters, DesignPart::clusters, QStringLiteral("c")));
        std::vector<Suppression> suppressions = d.suppressions;
        suppressions.push_back(
            {QStringLiteral("storage.shared-subnet"), {QStringLiteral("st1")}, QStringLiteral("ok")});
        roundTrip(document,
            new SetSuppressions(
                &document, &Design::suppressions, suppressions, DesignPart::suppressions, QStringLiteral("s")));
        std::map<QString, Point> layout;
        roundTrip(document, new SetLayout(&document, &Design::layout, layout, DesignPart::layout, QStringLiteral("l")));
        const QStringList parts
            = {QStringLiteral("#meta"), QStringLiteral("#platform"), QStringLiteral("#qos"), QStringLiteral("#subnets"),
                QStringLiteral("#clusters"), QStringLiteral("#suppressions"), QStringLiteral("#layout")};
        QCOMPARE(changed.count(), 3 * parts.size());
        for (int i = 0; i < parts.size(); ++i)
            QCOMPARE(changed.at(3 * i).first().toString(), parts.at(i));
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
        QVERIFY(last().isPart(DesignPart::subnets));
        QCOMPARE(last().id, QStringLiteral("st1"));
        QVERIFY(last().kind == DesignChange::Kind::Changed);
        QVERIFY(last().affectsValidation());

        Node node = document.design().nodes.front();
        node.rack = QStringLiteral("R9");
        document.undoStack()->push(new SetNode(&document, node, QStringLiteral("rack")));
        QVERIFY(last().isPart(DesignPart::nodes));
        QCOMPARE(last().id, node.id);

        // Where things are drawn is no rule's business: not validated again.
        document.undoStack()->push(new MoveObject(&document, node.id, Point{5, 6}));
        QVERIFY(last().kind == DesignChange::Kind::Moved);
        QCOMPARE(last().id, node.id);
        QVERIFY(!last().affectsValidation());
        document.undoStack()->push(
            new SetLayout(&document, &Design::layout, {}, DesignPart::layout, QStringLiteral("l")));
        QVERIFY(!last().affectsValidation());

        // A part replaced as a whole names no object.
        std::vector<Subnet> subnets = document.design().subnets;
        subnets.pop_back();
        document.undoStack()->push(
            new SetSubnets(&document, &Design::subnets, subnets, DesignPart::subnets, QStringLiteral("s")));
        QVERIFY(last().isPart(DesignPart::subnets));
        QVERIFY(last().id.isEmpty());
        QVERIFY(last().affectsValidation());
    }

    void setOneSubnetOrCluster()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        QSignalSpy changed(&document, &DesignDocument::objectChanged);
        Subnet subnet = document.design().subnets.back();
        subnet.name = QStringLiteral("Renamed");
        subnet.gateway.clear();
        roundTrip(
            document, new SetSubnet(&document, &Design::subnets, subnet, DesignPart::subnets, QStringLiteral("s")));
        QCOMPARE(changed.count(), 3);
        QCOMPARE(changed.last().first().toString(), subnet.id);
        QCOMPARE(document.design().subnets.back(), subnet);

        QVERIFY(!document.design().clusters.empty());
        Cluster cluster = document.design().clusters.front();
        cluster.name = QStringLiteral("Renamed");
        roundTrip(
            document, new SetCluster(&document, &Design::clusters, cluster, DesignPart::clusters, QStringLiteral("c")));
        QCOMPARE(changed.last().first().toString(), cluster.id);
    }

    void listEditsArePreciseWhileTheListKeepsItsShape()
    {
        DesignDocument document;
        document.reset(starter("s2d-converged-set"));
        QSignalSpy changed(&document, &DesignDocument::objectChanged);
        std::vector<Subnet> subnets = document.design().subnets;
        QVERIFY(subnets.size() >= 2);
        subnets[1].vlan = 812;
        document.undoStack()->beginMacro(QStringLiteral("m"));
        pushEntryChanges(&document, &Design::subnets, subnets, DesignPart::subnets, QStringLiteral("m"));
        document.undoStack()->endMacro();
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.last().first().toString(), subnets[1].id); // that subnet, not "#subnets"
        QCOMPARE(document.design().subnets, subnets);
        // An entry more: the list as a whole.
        subnets.push_back(subnets.front());
        subnets.back().id = QStringLiteral("extra");
        pushEntryChanges(&document, &Design::subnets, subnets, DesignPart::subnets, QStringLiteral("n"));
        QCOMPARE(changed.last().first().toString(), QString::fromLatin1(DesignPart::subnets));
        QCOMPARE(document.design().subnets, subnets);
        // Nothing to do: no step.
        const int steps = document.undoStack()->count();
        pushEntryChanges(&document, &Design::subnets, subnets, DesignPart::subnets, QStringLiteral("o"));
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

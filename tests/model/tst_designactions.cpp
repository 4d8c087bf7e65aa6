// The designer's core without a window: the edits that take more than one
// command (DesignActions) and the validation that follows the document
// (ValidationRunner), on a bare DesignDocument. Every action is one undo step
// that undoes to the design before it and redoes to the one after.

#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "model/edit/designactions.h"
#include "model/validation/validationrunner.h"
#include "templates/startercatalogue.h"
#include "tests/support/undoroundtrip.h"

#include <QMimeData>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace hvnet;

namespace {
Design starter(const char *id)
{
    return *DesignReader::read(*StarterCatalogue::content(QString::fromLatin1(id))).design;
}

// Runs one action and checks that it was one undo step, which undoes and
// redoes exactly.
template <typename Action> void oneStep(DesignDocument &document, Action action)
{
    const int steps = document.undoStack()->count();
    undoRoundTrip(document, [&] {
        action();
        QCOMPARE(document.undoStack()->count(), steps + 1);
    });
}

void renamed(DesignDocument &document, const QString &nodeId, const QString &name)
{
    Node node = *document.design().node(nodeId);
    node.name = name;
    document.undoStack()->push(new SetNode(&document, node, QStringLiteral("Rename")));
}

bool hasRule(const ValidationResult &result, const QString &rule)
{
    return std::any_of(result.findings.begin(), result.findings.end(),
        [&rule](const Finding &f) { return f.rule == rule && !f.suppressed; });
}
} // namespace

class TestDesignActions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void removeTakesCablesAndMemberships()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        DesignActions actions(&document);
        oneStep(document, [&] { actions.remove({QStringLiteral("hv1")}); });
        QVERIFY(!document.design().node(QStringLiteral("hv1")));
        for (const Link &l : document.design().links)
            QVERIFY(!l.a.startsWith(QLatin1String("hv1-")) && !l.b.startsWith(QLatin1String("hv1-")));
        QVERIFY(!document.design().cluster(QStringLiteral("hvc"))->members.contains(QStringLiteral("hv1")));
        QCOMPARE(document.undoStack()->text(document.undoStack()->index() - 1),
            QStringLiteral("Delete HV01 with 4 cable(s) and membership of HVC01"));

        // A cluster goes with its canvas position; its members stay.
        oneStep(document, [&] { actions.remove({QStringLiteral("fsc")}); });
        QVERIFY(!document.design().cluster(QStringLiteral("fsc")));
        QVERIFY(!document.design().layout.count(QStringLiteral("fsc")));
        QVERIFY(document.design().node(QStringLiteral("fs1")));

        // Nothing known: no step at all.
        const int steps = document.undoStack()->count();
        actions.remove({QStringLiteral("no-such-object")});
        QCOMPARE(document.undoStack()->count(), steps);
    }

    void copyPasteAndDuplicate()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        DesignActions actions(&document);
        std::unique_ptr<QMimeData> mime(actions.copy({QStringLiteral("hv1"), QStringLiteral("lan-a")}));
        QVERIFY(mime);
        QVERIFY(DesignActions::canPaste(mime.get()));
        // The clipboard holds a design of its own, readable as one.
        QVERIFY(DesignReader::read(mime->data(QLatin1String(DesignActions::mimeType))).design);
        QStringList pasted;
        oneStep(document, [&] { pasted = actions.paste(mime.get(), Point{40, 40}); });
        QCOMPARE(pasted.size(), 2);
        for (const QString &id : pasted)
            QVERIFY(document.design().node(id) || document.design().switchById(id));
        // The cable between the copied host and switch came along; none to the rest.
        const Node *copy = document.design().node(pasted.front()) ? document.design().node(pasted.front())
                                                                  : document.design().node(pasted.back());
        QVERIFY(copy);
        QVERIFY(std::any_of(document.design().links.begin(), document.design().links.end(),
            [&](const Link &l) { return copy->adapter(l.a) || copy->adapter(l.b); }));

        QStringList duplicated;
        oneStep(document, [&] { duplicated = actions.duplicate({QStringLiteral("hv2")}); });
        QCOMPARE(duplicated.size(), 1);

        // Text that is no design: refused with a message, nothing changes.
        QMimeData bad;
        bad.setData(QLatin1String(DesignActions::mimeType), "not json");
        QSignalSpy status(&actions, &DesignActions::statusMessage);
        const int steps = document.undoStack()->count();
        QVERIFY(actions.paste(&bad, Point{0, 0}).isEmpty());
        QCOMPARE(document.undoStack()->count(), steps);
        QCOMPARE(status.count(), 1);
        QVERIFY(!DesignActions::canPaste(nullptr));
    }

    void hostsLikeThisOne()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        DesignActions actions(&document);
        QStringList added;
        oneStep(document, [&] { added = actions.addHostsLike(QStringLiteral("hv4"), 2); });
        QCOMPARE(added.size(), 2);
        QVERIFY(actions.addHostsLike(QStringLiteral("no-such-node"), 2).isEmpty());
        QVERIFY(actions.addHostsLike(QStringLiteral("hv4"), 0).isEmpty());
    }

    void adaptersAndInterfaces()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        DesignActions actions(&document);
        QString adapter;
        oneStep(document, [&] { adapter = actions.addAdapter(QStringLiteral("hv1")); });
        QVERIFY(document.design().node(QStringLiteral("hv1"))->adapter(adapter));
        QString interface;
        oneStep(document, [&] { interface = actions.addInterface(QStringLiteral("hv1")); });
        QVERIFY(document.design().node(QStringLiteral("hv1"))->interface(interface));
        oneStep(document, [&] { actions.removeInterface(QStringLiteral("hv1"), interface); });
        QVERIFY(!document.design().node(QStringLiteral("hv1"))->interface(interface));

        // An adapter goes with its cables, the interfaces on it and the SMB
        // constraints' mention of them.
        oneStep(document, [&] { actions.removeAdapter(QStringLiteral("hv1"), QStringLiteral("hv1-r1")); });
        const Node &hv1 = *document.design().node(QStringLiteral("hv1"));
        QVERIFY(!hv1.adapter(QStringLiteral("hv1-r1")));
        QVERIFY(!hv1.interface(QStringLiteral("hv1-s1")));
        QCOMPARE(hv1.smbConstraints.front().interfaces, QStringList{QStringLiteral("hv1-s2")});
        for (const Link &l : document.design().links)
            QVERIFY(l.a != QLatin1String("hv1-r1") && l.b != QLatin1String("hv1-r1"));
    }

    void interfaceWithoutAnAdapterIsRefused()
    {
        Design design = starter("sofs-hyperv-2012r2");
        Node &hv1 = *design.node(QStringLiteral("hv1"));
        hv1.interfaces.clear();
        hv1.smbConstraints.clear();
        hv1.teams.clear();
        hv1.vswitches.clear();
        hv1.adapters.clear();
        design.links.erase(std::remove_if(design.links.begin(), design.links.end(),
                               [](const Link &l) { return l.a.startsWith(QLatin1String("hv1-")); }),
            design.links.end());
        DesignDocument document;
        document.reset(design);
        DesignActions actions(&document);
        QSignalSpy status(&actions, &DesignActions::statusMessage);
        QVERIFY(actions.addInterface(QStringLiteral("hv1")).isEmpty());
        QCOMPARE(document.undoStack()->count(), 0);
        QCOMPARE(status.count(), 1);
    }

    void portsAndClusters()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        DesignActions actions(&document);
        const std::size_t ports = document.design().switchById(QStringLiteral("lan-a"))->ports.size();
        oneStep(document, [&] { actions.addPorts(QStringLiteral("lan-a"), 3); });
        QCOMPARE(document.design().switchById(QStringLiteral("lan-a"))->ports.size(), ports + 3);
        oneStep(document, [&] { actions.removePort(QStringLiteral("lan-a"), QStringLiteral("lan-a-ethernet1-1-1")); });
        QVERIFY(!document.design().link(QStringLiteral("l1")));

        oneStep(document, [&] { actions.removeFromClusters({QStringLiteral("hv1")}); });
        QVERIFY(!document.design().cluster(QStringLiteral("hvc"))->members.contains(QStringLiteral("hv1")));
        oneStep(document, [&] { actions.addToCluster({QStringLiteral("hv1")}, QStringLiteral("hvc")); });
        QVERIFY(document.design().cluster(QStringLiteral("hvc"))->members.contains(QStringLiteral("hv1")));
        QString cluster;
        oneStep(document, [&] {
            cluster = actions.newCluster({QStringLiteral("hv1")}, QStringLiteral("HVC02"), ClusterKind::HyperV);
        });
        QCOMPARE(document.design().cluster(cluster)->members, QStringList{QStringLiteral("hv1")});
    }

    void subnetsRenumberTheirAddresses()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        DesignActions actions(&document);
        std::vector<Subnet> subnets = document.design().subnets;
        for (Subnet &s : subnets)
            if (s.id == QLatin1String("st1"))
                s.prefix = QStringLiteral("172.17.1.0/24");
        const DesignActions::Renumbering renumbering = actions.renumberingFor(subnets);
        QCOMPARE(renumbering.subnets.size(), 1);
        QVERIFY(renumbering.addresses > 0);
        oneStep(document, [&] { actions.setSubnets(subnets, true, QStringLiteral("Edit subnets")); });
        const QString address
            = document.design().node(QStringLiteral("hv1"))->interface(QStringLiteral("hv1-s1"))->address;
        QVERIFY2(address.startsWith(QLatin1String("172.17.1.")), qPrintable(address));
        QVERIFY(document.undoStack()->text(document.undoStack()->index() - 1).contains(QLatin1String("renumber")));
    }

    void autoLayoutAndSuppression()
    {
        DesignDocument document;
        Design design = starter("sofs-hyperv-2012r2");
        design.layout.clear();
        document.reset(design);
        DesignActions actions(&document);
        oneStep(document, [&] { actions.autoLayout([](const QString &) { return QSizeF(220, 70); }); });
        QVERIFY(document.design().layout.count(QStringLiteral("hv1")));
        // Laid out already: no second step.
        const int steps = document.undoStack()->count();
        actions.autoLayout([](const QString &) { return QSizeF(220, 70); });
        QCOMPARE(document.undoStack()->count(), steps);

        Finding finding;
        finding.rule = QStringLiteral("some.rule");
        finding.objects = {QStringLiteral("hv1")};
        oneStep(document, [&] { actions.suppress(finding, QStringLiteral("accepted by the customer")); });
        QCOMPARE(document.design().suppressions.back().reason, QStringLiteral("accepted by the customer"));
    }

    // The runner validates what the rules can see, later and once per burst,
    // never a move; finishNow() is the headless run's way to wait.
    void runnerFollowsTheDocument()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        ValidationRunner runner(&document);
        QSignalSpy validated(&runner, &ValidationRunner::validated);
        runner.finishNow();
        QCOMPARE(validated.count(), 1);
        QVERIFY(runner.current());
        QVERIFY(!hasRule(*runner.current(), QStringLiteral("node.name-duplicate")));

        // A burst of edits: validated once, after the debounce, on a worker.
        renamed(document, QStringLiteral("hv2"), QStringLiteral("HV01"));
        renamed(document, QStringLiteral("hv3"), QStringLiteral("HV01"));
        QVERIFY(runner.isValidating());
        QVERIFY(!runner.current()); // nothing current while a run is due
        QTRY_COMPARE(validated.count(), 2);
        QVERIFY(!runner.isValidating());
        QVERIFY(hasRule(runner.latest().result, QStringLiteral("node.name-duplicate")));
        // The findings' objects come with the names people know them by.
        QCOMPARE(runner.latest().names.value(QStringLiteral("hv1")), QStringLiteral("HV01"));

        // Where things are drawn is no rule's business: no run.
        DesignActions actions(&document);
        actions.autoLayout([](const QString &) { return QSizeF(300, 90); });
        QVERIFY(!runner.isValidating());
        QTest::qWait(300);
        QCOMPARE(validated.count(), 2);

        // A new design: validated again.
        document.reset(starter("s2d-converged-set"));
        QVERIFY(runner.isValidating());
        QTRY_COMPARE(validated.count(), 3);
        QVERIFY(!hasRule(runner.latest().result, QStringLiteral("node.name-duplicate")));
    }

    void runnerDropsAnOlderResult()
    {
        DesignDocument document;
        document.reset(starter("sofs-hyperv-2012r2"));
        ValidationRunner runner(&document);
        QSignalSpy validated(&runner, &ValidationRunner::validated);
        // A run under way when the design changes again: its result is not
        // the design's any more, the next one is.
        runner.validateNow();
        renamed(document, QStringLiteral("hv2"), QStringLiteral("HV01"));
        runner.validateNow();
        runner.finishNow();
        const int shown = validated.count();
        QVERIFY(hasRule(runner.latest().result, QStringLiteral("node.name-duplicate")));
        // Whatever arrives afterwards is older and is not shown.
        QTest::qWait(100);
        QCOMPARE(validated.count(), shown);
        QVERIFY(hasRule(runner.latest().result, QStringLiteral("node.name-duplicate")));
        QVERIFY(runner.current());
    }
};

QTEST_GUILESS_MAIN(TestDesignActions)
#include "tst_designactions.moc"

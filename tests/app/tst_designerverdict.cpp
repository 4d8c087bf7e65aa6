// Nothing on screen or on paper may mislead a consultant: the designer driven
// as in a meeting with a customer, in the real window (offscreen), one test
// for each thing that must be true. Each failed on the designer before its fix.

#include "app/designer/designfiles.h"
#include "app/designer/liveevidence.h"
#include "app/designer/mainwindow.h"
#include "model/designdocument.h"
#include "model/designfile.h"
#include "model/designgenerator.h"
#include "model/designwriter.h"
#include "tests/support/designerdriver.h"
#include "tests/support/evidencecase.h"
#include "tests/support/screenshotcheck.h"
#include "tests/support/testtime.h"
#include "views/startergallery.h"
#include "views/designitem.h"
#include "views/designscene.h"
#include "views/live/livedock.h"
#include "views/live/livestatepalette.h"
#include "views/live/livesummarymodel.h"
#include "views/outlineview.h"
#include "views/properties/propertiesview.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QInputDialog>
#include <QLabel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>
#include <QWheelEvent>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

// Turns the wheel a few notches both ways over a field, as a user scrolling
// a dock does (the field is what takes a wheel event its inner line edit
// leaves).
void wheelOver(QWidget *field)
{
    const QPointF local = field->rect().center();
    const QPointF global = field->mapToGlobal(field->rect().center());
    for (const int notch : {120, 120, -120, -120, -120}) {
        QWheelEvent wheel(local, global, QPoint(), QPoint(0, notch), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
            false);
        QApplication::sendEvent(field, &wheel);
    }
}

QString verdict(MainWindow &window)
{
    auto *label = window.statusBar()->findChild<QLabel *>(QStringLiteral("verdict"));
    return label ? label->text() : QString();
}

// The ids the outline lists, and the names of its top rows' children.
QSet<QString> outlineIds(MainWindow &window)
{
    QSet<QString> ids;
    auto *outline = window.findChild<OutlineView *>(QStringLiteral("outlineView"));
    for (QTreeWidgetItemIterator it(outline); *it; ++it)
        if (const QString id = (*it)->data(0, Qt::UserRole).toString(); !id.isEmpty())
            ids.insert(id);
    return ids;
}

// Every node, switch, subnet and cluster of the design is in the outline,
// and nothing else of a top-level kind.
void outlineShows(MainWindow &window)
{
    const Design &d = window.document()->design();
    const QSet<QString> listed = outlineIds(window);
    QSet<QString> objects;
    for (const Node &n : d.nodes)
        objects.insert(n.id);
    for (const Switch &s : d.switches)
        objects.insert(s.id);
    for (const Subnet &s : d.subnets)
        objects.insert(s.id);
    for (const Cluster &c : d.clusters)
        objects.insert(c.id);
    QSet<QString> parts; // what a node or switch holds (adapters, ports, ...) may be listed too
    for (const Node &n : d.nodes) {
        for (const Adapter &a : n.adapters)
            parts.insert(a.id);
        for (const Team &t : n.teams)
            parts.insert(t.id);
        for (const VSwitch &v : n.vswitches)
            parts.insert(v.id);
        for (const Interface &i : n.interfaces)
            parts.insert(i.id);
    }
    for (const Switch &s : d.switches)
        for (const SwitchPort &p : s.ports)
            parts.insert(p.id);
    for (const Link &l : d.links)
        parts.insert(l.id);
    for (const QString &id : objects)
        QVERIFY2(listed.contains(id), qPrintable(id + QStringLiteral(" is not in the outline")));
    for (const QString &id : listed)
        QVERIFY2(objects.contains(id) || parts.contains(id),
            qPrintable(id + QStringLiteral(" in the outline is not in the open design")));
}

} // namespace

class TestDesignerVerdict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Scrolling never edits: the wheel over every spin box and combo box of
    // every properties page (the design, a node, a switch, a cable, a subnet,
    // a cluster), none of them focused, changes neither the design nor the
    // undo history. The same field edits once it has the focus.
    void scrollingNeverEdits()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        const Design &design = window.document()->design();
        QStringList selections{QString()};
        if (!design.nodes.empty())
            selections << design.nodes.front().id;
        if (!design.switches.empty())
            selections << design.switches.front().id;
        if (!design.links.empty())
            selections << design.links.front().id;
        if (!design.subnets.empty())
            selections << design.subnets.front().id;
        if (!design.clusters.empty())
            selections << design.clusters.front().id;
        QCOMPARE(selections.size(), 6);
        int fields = 0;
        for (const QString &id : selections) {
            window.properties()->setSelection(id.isEmpty() ? QStringList() : QStringList{id});
            QCoreApplication::processEvents();
            const QByteArray before = DesignWriter::write(window.document()->design());
            const int steps = window.document()->undoStack()->count();
            QList<QWidget *> editors;
            for (QAbstractSpinBox *box : window.properties()->findChildren<QAbstractSpinBox *>())
                editors << box;
            for (QComboBox *box : window.properties()->findChildren<QComboBox *>())
                editors << box;
            for (QWidget *field : editors) {
                if (!field->isVisible() || !field->isEnabled())
                    continue;
                window.view()->setFocus();
                wheelOver(field);
                ++fields;
                QCoreApplication::processEvents();
            }
            QCOMPARE(window.document()->undoStack()->count(), steps);
            QVERIFY2(DesignWriter::write(window.document()->design()) == before,
                qPrintable(QStringLiteral("the wheel changed the design with %1 selected").arg(id)));
        }
        QVERIFY2(fields >= 10, qPrintable(QString::number(fields)));
        // A focused field still takes the wheel: that is how a user edits with it.
        window.properties()->setSelection({design.nodes.front().id});
        QCoreApplication::processEvents();
        QAbstractSpinBox *box = nullptr;
        for (QAbstractSpinBox *b : window.properties()->findChildren<QAbstractSpinBox *>())
            if (b->isVisible() && b->isEnabled() && !b->isReadOnly() && !box)
                box = b;
        QVERIFY(box);
        QCOMPARE(box->focusPolicy(), Qt::StrongFocus);
        const QString was = box->text();
        box->setFocus();
        QTRY_VERIFY(box->hasFocus());
        wheelOver(box);
        QVERIFY2(box->text() != was, qPrintable(was));
    }

    // One verdict: for each drift of a host the check finds, the node the
    // Live dock reports as differing is marked on its card (not only on the
    // part), and the status bar counts the live findings under their own
    // label beside the design's.
    void liveMarksAndCounts_data()
    {
        QTest::addColumn<QString>("folder");
        for (const char *c : {"live.host-rdma", "live.host-adapter", "live.host-qos", "live.host-mtu", "live.host-address",
                 "live.host-dcbx", "live.host-vswitch", "live.smb"})
            QTest::newRow(c) << QStringLiteral("drift/%1").arg(QLatin1String(c));
    }
    void liveMarksAndCounts()
    {
        QFETCH(QString, folder);
        const EvidenceCase drift(folder);
        QTemporaryDir evidence;
        QVERIFY(drift.writeTo(evidence.path()));
        MainWindow window;
        QVERIFY(openWindow(window));
        window.document()->reset(drift.design());
        validateNow(window);
        QVERIFY(window.liveEvidence()->check(evidence.path()));
        QTRY_VERIFY_WITH_TIMEOUT(!window.liveEvidence()->isRunning(), hvnet::test::waitMs(30000));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isValidating(), hvnet::test::waitMs(30000));
        const LiveCheckRunner::Checked *shown = window.liveEvidence()->shown();
        QVERIFY(shown);
        const ValidationResult &live = shown->live.result;
        QVERIFY2(live.errors + live.warnings > 0, qPrintable(folder));
        // The status bar: the live counts under their own label.
        QVERIFY2(verdict(window).contains(QStringLiteral("Live: %1 error(s), %2 warning(s)").arg(live.errors).arg(live.warnings)),
            qPrintable(verdict(window)));
        // The dock's differing nodes are marked on their cards, the others not.
        const LiveSummaryModel *model = window.liveDock()->model();
        int differing = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const auto state = LiveResult::State(model->index(row, 0).data(LiveSummaryModel::StateRole).toInt());
            const QString name = model->index(row, LiveSummaryModel::NameColumn).data().toString();
            const Node *node = nullptr;
            for (const Node &n : window.document()->design().nodes)
                if (n.name == name)
                    node = &n;
            if (!node)
                continue;
            auto *item = dynamic_cast<DesignItem *>(window.scene()->itemForId(node->id));
            QVERIFY(item);
            const auto outline = item->liveOutline(QString());
            QVERIFY2(outline, qPrintable(name));
            QCOMPARE(outline->colour, LiveStatePalette::colour(state));
            differing += state == LiveResult::State::Differs;
        }
        QVERIFY2(differing > 0, qPrintable(folder));
        window.fitToView();
        const QString shot = screenshotProblem(window,
            QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("verdict-%1.png").arg(folder.section(QLatin1Char('/'), -1))),
            QStringLiteral("hvnet"));
        QVERIFY2(shot.isEmpty(), qPrintable(shot));
    }

    // The docks always show the open design: three designs opened in turn
    // (a starter, another starter from File > New from Template, a generated
    // design from disk), each time the outline lists exactly its objects;
    // a design opened from disk or generated is not modified; an empty
    // design says it is empty instead of "0 errors".
    void docksShowTheOpenDesign()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        QTRY_VERIFY(!outlineIds(window).isEmpty());
        outlineShows(window);

        whenModal([](QWidget *modal) {
            auto *gallery = qobject_cast<StarterGallery *>(modal);
            QVERIFY(gallery);
            QVERIFY(gallery->choose(QStringLiteral("sofs-hyperv-2012r2")));
            QMetaObject::invokeMethod(gallery, "accept");
        });
        window.action(QStringLiteral("fileNewFromTemplate"))->trigger();
        const Design sofs = starter("sofs-hyperv-2012r2");
        QTRY_COMPARE(window.document()->design().meta.name, sofs.meta.name);
        outlineShows(window); // at once: no moment of the previous design's rows
        QVERIFY(!window.isWindowModified());

        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("generated.hvnet"));
        DesignGenerator::Options options;
        options.hosts = 24;
        QVERIFY(DesignFile::save(DesignGenerator::generate(options), file).isNull());
        QVERIFY(window.openFile(file).isEmpty());
        outlineShows(window);
        validateNow(window);
        QCoreApplication::processEvents();
        QVERIFY2(!window.document()->isModified(), "a generated design is modified as soon as it opens");
        QVERIFY(!window.isWindowModified());

        window.action(QStringLiteral("fileNew"))->trigger();
        validateNow(window);
        QTRY_VERIFY(outlineIds(window).isEmpty() || window.document()->design().nodes.empty());
        QVERIFY2(verdict(window).contains(QStringLiteral("Empty design")), qPrintable(verdict(window)));
        const QString shot = screenshotProblem(
            window, QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("verdict-empty.png")), QStringLiteral("hvnet"));
        QVERIFY2(shot.isEmpty(), qPrintable(shot));
    }
};

int main(int argc, char *argv[])
{
    useOwnHome();
    QApplication app(argc, argv);
    nameTestApplication();
    TestDesignerVerdict test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_designerverdict.moc"

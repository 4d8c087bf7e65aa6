// The designer's live check in the real (offscreen) window: Design > Check
// Against Evidence... on a starter with an evidence fixture that has one
// drift (tests/data/evidence/drift/live.host-qos: S2D02's global QoS policy
// has PFC on priority 4 as well). The issues dock's Live group, the Live
// dock and the selection show it; reloading the fixed folder updates in
// place; an edit checks again; clearing removes it; a folder that cannot be
// read changes nothing. A screenshot for a person to look at.

#include "app/common/settings.h"
#include "app/common/translation.h"
#include "app/designer/liveevidence.h"
#include "app/designer/mainwindow.h"
#include "live/evidencefolder.h"
#include "live/livecheck.h"
#include "model/designdocument.h"
#include "model/designselection.h"
#include "model/edit/designactions.h"
#include "tests/support/designerdriver.h"
#include "tests/support/evidencecase.h"
#include "tests/support/testtime.h"
#include "views/issuesview.h"
#include "views/live/livedock.h"
#include "views/live/liveissuesgroup.h"
#include "views/live/livestatepalette.h"
#include "views/live/pathchartview.h"
#include "views/live/livesummarymodel.h"
#include "views/linkitem.h"
#include "views/nodeitem.h"

#include <QDockWidget>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPointer>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>
#include <QUndoStack>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

const QString driftCase = QStringLiteral("drift/live.host-qos");

// The drift findings of the Live group: the fixture has host evidence only,
// so its switches are listed as live.not-checked beside them.
QStringList liveRules(MainWindow &window)
{
    QStringList rules;
    if (QTreeWidgetItem *group = LiveIssuesGroup::find(window.issues()))
        for (int i = 0; i < group->childCount(); ++i)
            if (group->child(i)->text(0) != QLatin1String("live.not-checked"))
                rules << group->child(i)->text(0);
    return rules;
}

QModelIndex dockRow(MainWindow &window, const QString &name)
{
    const LiveSummaryModel *model = window.liveDock()->model();
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, LiveSummaryModel::NameColumn).data().toString() == name)
            return model->index(row, 0);
    return {};
}

// The colour of a node card's live outline, or of one adapter's ring.
QColor cardMark(MainWindow &window, const QString &nodeId, const QString &adapterId = {})
{
    auto *item = dynamic_cast<DesignItem *>(window.scene()->itemForId(nodeId));
    if (!item)
        return {};
    const auto outline = item->liveOutline(adapterId);
    return outline ? outline->colour : QColor();
}

QColor colourOf(LiveResult::State state)
{
    return LiveStatePalette::colour(state);
}

LiveResult::State dockState(MainWindow &window, const QString &name)
{
    return LiveResult::State(dockRow(window, name).data(LiveSummaryModel::StateRole).toInt());
}

QString idOf(MainWindow &window, const QString &name)
{
    for (const Node &n : window.document()->design().nodes)
        if (n.name == name)
            return n.id;
    return {};
}

// The case's design in the window, its evidence in the folder.
void openWithEvidence(MainWindow &window, const EvidenceCase &evidenceCase, const QTemporaryDir &folder)
{
    QVERIFY(evidenceCase.writeTo(folder.path()));
    QVERIFY(openWindow(window));
    window.document()->reset(evidenceCase.design());
}

void waitForCheck(MainWindow &window)
{
    QTRY_VERIFY_WITH_TIMEOUT(!window.liveEvidence()->isRunning(), hvnet::test::waitMs(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isValidating(), hvnet::test::waitMs(30000));
}

} // namespace

class TestDesignerLive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checkReloadEditClear()
    {
        const EvidenceCase drift(driftCase);
        QTemporaryDir evidence;
        MainWindow window;
        openWithEvidence(window, drift, evidence);
        window.fitToView();
        validateNow(window);
        QVERIFY(!window.action(QStringLiteral("designReloadEvidence"))->isEnabled());
        QVERIFY(LiveIssuesGroup::find(window.issues()) == nullptr);

        // The menu entry: a folder picked in the dialog is checked and remembered.
        whenModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<QFileDialog *>(modal);
            QVERIFY(dialog);
            dialog->setDirectory(evidence.path());
            dialog->selectFile(evidence.path());
            QMetaObject::invokeMethod(dialog, "accept");
        });
        window.action(QStringLiteral("designCheckEvidence"))->trigger();
        waitForCheck(window);
        QVERIFY(window.liveEvidence()->isActive());
        QCOMPARE(QDir(window.liveEvidence()->folder()), QDir(evidence.path()));
        QCOMPARE(QDir(Settings().lastEvidenceDirectory()), QDir(evidence.path()));

        // The drift in the issues dock, first, as its own group.
        QTreeWidgetItem *group = LiveIssuesGroup::find(window.issues());
        QVERIFY(group);
        QCOMPARE(window.issues()->indexOfTopLevelItem(group), 0);
        QCOMPARE(liveRules(window), QStringList{QStringLiteral("live.host-qos")});
        // ... and in the Live dock: S2D02 differs, S2D01 matches; the dock is shown.
        QCOMPARE(dockState(window, QStringLiteral("S2D02")), LiveResult::State::Differs);
        QCOMPARE(dockState(window, QStringLiteral("S2D01")), LiveResult::State::Matches);
        QVERIFY(window.findChild<QDockWidget *>(QStringLiteral("liveCheckDock"))->isVisible());
        QVERIFY(window.liveDock()->summaryText().contains(QStringLiteral("1 differ")));

        // A validation run rebuilds the issues dock; the group stays, first,
        // closed if the user closed it.
        group->setExpanded(false);
        validateNow(window);
        group = LiveIssuesGroup::find(window.issues());
        QVERIFY(group);
        QCOMPARE(window.issues()->indexOfTopLevelItem(group), 0);
        QVERIFY(!group->isExpanded());
        QCOMPARE(liveRules(window), QStringList{QStringLiteral("live.host-qos")});
        group->setExpanded(true);

        // The canvas: S2D02's card differs, S2D01's matches, their adapters
        // as the check found them; the key to the marks is on the canvas.
        const QString s2d01 = idOf(window, QStringLiteral("S2D01"));
        const QString s2d02 = idOf(window, QStringLiteral("S2D02"));
        QCOMPARE(cardMark(window, s2d02), colourOf(LiveResult::State::Differs));
        QCOMPARE(cardMark(window, s2d01), colourOf(LiveResult::State::Matches));
        const Adapter &adapter = window.document()->design().node(s2d01)->adapters.front();
        QCOMPARE(
            cardMark(window, s2d01, adapter.id), colourOf(window.liveEvidence()->shown()->live.states.at(adapter.id)));
        QVERIFY(window.view()->liveLegend() && window.view()->liveLegend()->isVisible());

        // Activating the finding in the issues dock or the node's row in the
        // Live dock selects the node.
        window.document()->selection()->setIds({});
        Q_EMIT window.issues()->itemActivated(group->child(0), 0);
        QCOMPARE(window.document()->selection()->ids(), QStringList{s2d02});
        window.document()->selection()->setIds({});
        Q_EMIT window.liveDock()->view()->activated(dockRow(window, QStringLiteral("S2D02")));
        QCOMPARE(window.document()->selection()->ids(), QStringList{s2d02});

        QVERIFY(window.grab().save(QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("live-check.png"))));

        // The administrator fixed S2D02: reloading the same folder updates in
        // place (the same group item, no finding left, S2D02 matches).
        const EvidenceCase base(QStringLiteral("s2d-converged-set"));
        QVERIFY(base.writeTo(evidence.path()));
        window.action(QStringLiteral("designReloadEvidence"))->trigger();
        waitForCheck(window);
        QCOMPARE(LiveIssuesGroup::find(window.issues()), group);
        QCOMPARE(liveRules(window), QStringList());
        QCOMPARE(dockState(window, QStringLiteral("S2D02")), LiveResult::State::Matches);
        QCOMPARE(cardMark(window, s2d02), colourOf(LiveResult::State::Matches));

        // The design stays editable; an edit checks again over the same folder.
        QVERIFY(drift.writeTo(evidence.path()));
        window.designActions()->remove({s2d02});
        QVERIFY(window.liveEvidence()->isActive());
        QTRY_VERIFY_WITH_TIMEOUT(!dockRow(window, QStringLiteral("S2D02")).isValid(), hvnet::test::waitMs(30000));
        waitForCheck(window);
        QVERIFY(window.liveEvidence()->shown()->design.node(s2d02) == nullptr);
        QCOMPARE(LiveIssuesGroup::find(window.issues()), window.issues()->topLevelItem(0));

        // A folder that cannot be read is said so; what is shown stays.
        const QStringList before = liveRules(window);
        whenModal([](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            QVERIFY(box->text().contains(QStringLiteral("does not exist")));
            box->accept();
        });
        QVERIFY(!window.liveEvidence()->check(evidence.filePath(QStringLiteral("no-such-folder"))));
        QCOMPARE(QDir(window.liveEvidence()->folder()), QDir(evidence.path()));
        QCOMPARE(liveRules(window), before);

        // Clear Evidence removes the group and the dock's rows.
        window.action(QStringLiteral("designClearEvidence"))->trigger();
        QVERIFY(!window.liveEvidence()->isActive());
        QVERIFY(LiveIssuesGroup::find(window.issues()) == nullptr);
        QCOMPARE(window.liveDock()->model()->rowCount(), 0);
        QCOMPARE(cardMark(window, s2d01), QColor());
        QVERIFY(!window.view()->liveLegend()->isVisible());
        QVERIFY(!window.action(QStringLiteral("designReloadEvidence"))->isEnabled());
        validateNow(window);
        QVERIFY(LiveIssuesGroup::find(window.issues()) == nullptr);
    }

    // Opening another design forgets the evidence of the one before.
    // Each planned storage path's state on its cables: the cables of a path
    // whose SMB falls back to TCP differ and say so in their tooltip; a
    // cable whose paths all passed matches (tests/data/evidence/drift/
    // live.path-smb-tcp: two paths of S2D01 on Storage 1).
    void pathStatesOnCables()
    {
        const EvidenceCase drift(QStringLiteral("drift/live.path-smb-tcp"));
        QTemporaryDir evidence;
        MainWindow window;
        openWithEvidence(window, drift, evidence);
        QVERIFY(window.liveEvidence()->check(evidence.path()));
        waitForCheck(window);
        const Design &design = window.document()->design();
        const LiveResult live = LiveCheck::run(design, EvidenceFolder::load(evidence.path(), design));
        QHash<QString, bool> allPassed;
        for (const PathOutcome &p : live.paths)
            for (const QString &cable : p.cables) {
                auto *item = dynamic_cast<LinkItem *>(window.scene()->itemForId(cable));
                QVERIFY2(item, qPrintable(cable));
                QVERIFY2(item->pathStates().contains(p.text), qPrintable(item->pathStates()));
                QVERIFY(item->toolTip().contains(p.text));
                allPassed[cable] = allPassed.value(cable, true) && p.state == PathOutcome::State::Passed;
                if (p.state != PathOutcome::State::Failed)
                    continue;
                QVERIFY(item->liveOutline());
                QCOMPARE(item->liveOutline()->colour, colourOf(LiveResult::State::Differs));
                QVERIFY(item->pathStates().contains(QStringLiteral("live.path-smb-tcp")));
            }
        int failing = 0, passing = 0;
        for (auto it = allPassed.cbegin(); it != allPassed.cend(); ++it) {
            const auto outline = dynamic_cast<LinkItem *>(window.scene()->itemForId(it.key()))->liveOutline();
            QVERIFY(outline);
            QCOMPARE(outline->colour, colourOf(it.value() ? LiveResult::State::Matches : LiveResult::State::Differs));
            (it.value() ? passing : failing)++;
        }
        QVERIFY(failing > 0 && passing > 0);
    }

    // Design > Storage Path History... on a history of two runs (the drift
    // case's evidence twice, the second run's first path with a timed
    // transfer): the dialog charts a path's figure, one point per run that
    // measured it; a folder without runs is refused with a message.
    void pathHistoryChart()
    {
        const EvidenceCase drift(QStringLiteral("drift/live.path-smb-tcp"));
        QTemporaryDir history;
        QVERIFY(drift.writeTo(history.filePath(QStringLiteral("2026-11-27T10-30-00Z"))));
        QVERIFY(drift.writeTo(history.filePath(QStringLiteral("2026-11-27T10-40-00Z"))));
        MainWindow window;
        QVERIFY(openWindow(window));
        window.document()->reset(drift.design());
        PathChartView *view = window.showPathHistory(history.path());
        QVERIFY(view);
        QVERIFY(view->isVisible());
        view->choose(0, PathChartView::Figure::Loss);
        QCOMPARE(view->points().size(), 2);
        QCOMPARE(view->points().at(1), QPointF(1, 0));
        QVERIFY(!view->axisTitle().isEmpty());
        view->choose(0, PathChartView::Figure::Throughput);
        QCOMPARE(view->points().size(), 0); // no run had -Active
        // The first path stopped at the SMB stage: no counters; the third
        // (S2D01 to S2D04 on Storage 1) read 65 MiB over RDMA in each run.
        view->choose(0, PathChartView::Figure::RdmaBytes);
        QCOMPARE(view->points().size(), 0);
        view->choose(2, PathChartView::Figure::RdmaBytes);
        QCOMPARE(view->points().size(), 2);
        QCOMPARE(view->points().at(0).y(), 65.0);
        view->close();

        QTemporaryDir empty;
        whenModal([&](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            QVERIFY(box->text().contains(QDir::toNativeSeparators(empty.path())));
            box->accept();
        });
        QVERIFY(window.showPathHistory(empty.path()) == nullptr);
    }

    // View > Language builds the window again: the check of the same folder
    // is shown again, with the same findings, in the new language.
    void languageKeepsTheCheck()
    {
        const EvidenceCase drift(driftCase);
        QTemporaryDir evidence;
        QPointer<MainWindow> window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        openWithEvidence(*window, drift, evidence);
        QVERIFY(window->liveEvidence()->check(evidence.path()));
        waitForCheck(*window);
        const ValidationResult before = window->liveEvidence()->shown()->live.result;
        QVERIFY(before.errors + before.warnings > 0);
        const auto english = qScopeGuard([] {
            Settings().setLanguage({});
            installTranslations(*qApp, {});
        });
        QSignalSpy replaced(window.data(), &MainWindow::replaced);
        window->action(QStringLiteral("language_de"))->trigger();
        QVERIFY(replaced.wait(hvnet::test::waitMs(5000)));
        auto *next = replaced.front().front().value<MainWindow *>();
        QTRY_VERIFY(window.isNull());
        waitForCheck(*next);
        QVERIFY(next->liveEvidence()->isActive());
        QCOMPARE(QDir(next->liveEvidence()->folder()), QDir(evidence.path()));
        const ValidationResult &after = next->liveEvidence()->shown()->live.result;
        QCOMPARE(after.errors, before.errors);
        QCOMPARE(after.warnings, before.warnings);
        QVERIFY(LiveIssuesGroup::find(next->issues()));
        QVERIFY(next->liveDock()->model()->rowCount() > 0);
        QCOMPARE(next->menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        next->document()->undoStack()->clear();
        delete next;
    }

    void anotherDesignClears()
    {
        const EvidenceCase drift(driftCase);
        QTemporaryDir evidence;
        MainWindow window;
        openWithEvidence(window, drift, evidence);
        QVERIFY(window.liveEvidence()->check(evidence.path()));
        waitForCheck(window);
        QVERIFY(LiveIssuesGroup::find(window.issues()));
        window.document()->reset(starter("s2d-2node-switchless"));
        QVERIFY(!window.liveEvidence()->isActive());
        QVERIFY(LiveIssuesGroup::find(window.issues()) == nullptr);
        QCOMPARE(window.liveDock()->model()->rowCount(), 0);
    }
};

int main(int argc, char *argv[])
{
    useOwnHome();
    QApplication app(argc, argv);
    nameTestApplication();
    TestDesignerLive test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_designerlive.moc"

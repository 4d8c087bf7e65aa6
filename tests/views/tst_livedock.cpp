// The designer's Live dock on its own, offscreen: a real widget showing the
// result of a real check of the evidence fixtures (tests/data/evidence/);
// its rows are the LiveResult's, its legend the palette's, a reload keeps
// what the user opened; the issues dock's Live group; a screenshot.

#include "live/evidencefolder.h"
#include "live/livecheck.h"
#include "model/design.h"
#include "tests/support/evidencecase.h"
#include "views/issuesview.h"
#include "views/live/livecheckrunner.h"
#include "views/live/livedock.h"
#include "views/live/liveissuesgroup.h"
#include "views/live/livestatelegend.h"
#include "views/live/livestatepalette.h"
#include "views/live/livesummarymodel.h"

#include <QApplication>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QSet>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QTreeWidget>

using namespace hvnet;

namespace {

struct Checked {
    Design design;
    LiveResult live;
};

Checked checkCase(const QString &folder)
{
    const EvidenceCase laid(folder);
    Checked c{laid.design(), {}};
    c.live = LiveCheck::run(c.design, EvidenceFolder::fromFiles(laid.files()));
    return c;
}

QModelIndex nodeRow(const LiveSummaryModel *model, const QString &name)
{
    for (int row = 0; row < model->rowCount(); ++row)
        if (model->index(row, LiveSummaryModel::NameColumn).data().toString() == name)
            return model->index(row, 0);
    return {};
}

QString cell(const QModelIndex &row, int column)
{
    return row.siblingAtColumn(column).data().toString();
}

// How many distinct colours an image has, up to a limit: a blank or one-colour
// grab has one or two.
int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height() && colours.size() < 64; y += 2)
        for (int x = 0; x < image.width() && colours.size() < 64; x += 2)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

bool hasColour(const QImage &image, const QColor &colour)
{
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            if (image.pixelColor(x, y).rgb() == colour.rgb())
                return true;
    return false;
}

} // namespace

class TestLiveDock : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // One row per node with the LiveResult's file and counts; under each the
    // findings that name it, with their evidence location.
    void rowsAreTheResult()
    {
        const Checked c = checkCase(QStringLiteral("drift/live.host-qos"));
        LiveDock dock;
        dock.setResult(c.design, c.live, QStringLiteral("/evidence"));
        const LiveSummaryModel *model = dock.model();
        QCOMPARE(model->rowCount(), int(c.design.nodes.size()) + 1); // + clusters, subnets and switches
        for (const LiveResult::NodeSummary &summary : c.live.nodes) {
            const Node *node = c.design.node(summary.nodeId);
            const QModelIndex row = nodeRow(model, node->name);
            QVERIFY2(row.isValid(), qPrintable(node->name));
            QCOMPARE(cell(row, LiveSummaryModel::EvidenceColumn), summary.file);
            // The node and its objects, by their states in the result.
            int compared = 0, differing = 0;
            QStringList ids{node->id};
            for (const Adapter &a : node->adapters)
                ids << a.id;
            for (const Team &t : node->teams)
                ids << t.id;
            for (const VSwitch &v : node->vswitches)
                ids << v.id;
            for (const Interface &i : node->interfaces)
                ids << i.id;
            for (const QString &id : ids) {
                compared += c.live.states.at(id) != LiveResult::State::NotChecked;
                differing += c.live.states.at(id) == LiveResult::State::Differs;
            }
            QCOMPARE(cell(row, LiveSummaryModel::ComparedColumn).toInt(), compared);
            QCOMPARE(cell(row, LiveSummaryModel::DifferingColumn).toInt(), differing);
            QCOMPARE(compared, summary.compared + (summary.readable ? 1 : 0));
            QCOMPARE(row.data(LiveSummaryModel::ObjectIdsRole).toStringList(), QStringList{node->id});
            // Every finding row is a finding of the result that names this node.
            for (int i = 0; i < model->rowCount(row); ++i) {
                const QModelIndex finding = model->index(i, 0, row);
                const QStringList objects = finding.data(LiveSummaryModel::ObjectIdsRole).toStringList();
                const auto match = std::find_if(c.live.result.findings.begin(), c.live.result.findings.end(),
                    [&](const Finding &f) { return f.rule == finding.data().toString() && f.objects == objects; });
                QVERIFY(match != c.live.result.findings.end());
            }
        }
        // S2D02's PFC drift: the node differs, its finding says where.
        const QModelIndex s2d02 = nodeRow(model, QStringLiteral("S2D02"));
        QCOMPARE(LiveResult::State(s2d02.data(LiveSummaryModel::StateRole).toInt()), LiveResult::State::Differs);
        QCOMPARE(cell(s2d02, LiveSummaryModel::StateColumn), LiveStatePalette::label(LiveResult::State::Differs));
        QCOMPARE(cell(s2d02, LiveSummaryModel::DifferingColumn), QStringLiteral("1"));
        QCOMPARE(model->rowCount(s2d02), 1);
        const QModelIndex qos = model->index(0, 0, s2d02);
        QCOMPARE(qos.data().toString(), QStringLiteral("live.host-qos"));
        QCOMPARE(cell(qos, LiveSummaryModel::EvidenceColumn), QStringLiteral("hosts/S2D02.json:464"));
        QVERIFY(cell(qos, LiveSummaryModel::MessageColumn).contains(QStringLiteral("PFC")));
        QVERIFY(dock.view()->isExpanded(s2d02)); // what differs is open at first
        const QModelIndex s2d01 = nodeRow(model, QStringLiteral("S2D01"));
        QCOMPARE(LiveResult::State(s2d01.data(LiveSummaryModel::StateRole).toInt()), LiveResult::State::Matches);
        QCOMPARE(model->rowCount(s2d01), 0);
        QVERIFY(!dock.view()->isExpanded(s2d01));
        // The switches' not-checked findings are in the last group.
        const QModelIndex other = model->index(model->rowCount() - 1, 0);
        QVERIFY(other.data(LiveSummaryModel::ObjectIdsRole).toStringList().isEmpty());
        QCOMPARE(model->rowCount(other), int(c.design.switches.size()));
        QVERIFY(dock.summaryText().contains(QStringLiteral("3 node(s) match, 1 differ, 0 not checked")));
    }

    // A node without evidence is not checked; one with unreadable evidence
    // says so in its evidence column.
    void missingAndUnreadable()
    {
        const Checked missing = checkCase(QStringLiteral("drift/live.not-checked"));
        LiveDock dock;
        dock.setResult(missing.design, missing.live, QStringLiteral("/evidence"));
        const QModelIndex s2d03 = nodeRow(dock.model(), QStringLiteral("S2D03"));
        QCOMPARE(LiveResult::State(s2d03.data(LiveSummaryModel::StateRole).toInt()), LiveResult::State::NotChecked);
        QCOMPARE(cell(s2d03, LiveSummaryModel::EvidenceColumn), LiveSummaryModel::tr("none"));
        QVERIFY(dock.summaryText().contains(QStringLiteral("3 node(s) match, 0 differ, 1 not checked")));

        const Checked unreadable = checkCase(QStringLiteral("drift/live.evidence-unreadable"));
        dock.setResult(unreadable.design, unreadable.live, QStringLiteral("/other"));
        int flagged = 0;
        for (const LiveResult::NodeSummary &s : unreadable.live.nodes)
            if (!s.file.isEmpty() && !s.readable) {
                const QModelIndex row = nodeRow(dock.model(), unreadable.design.node(s.nodeId)->name);
                QVERIFY(cell(row, LiveSummaryModel::EvidenceColumn).endsWith(QStringLiteral("(unreadable)")));
                ++flagged;
            }
        QVERIFY(flagged > 0);
    }

    // Checking the same folder again keeps the rows the user opened and the
    // current row; activating a finding selects its objects.
    void reloadKeepsTheView()
    {
        const Checked c = checkCase(QStringLiteral("drift/live.host-qos"));
        LiveDock dock;
        dock.setResult(c.design, c.live, QStringLiteral("/evidence"));
        const QModelIndex s2d01 = nodeRow(dock.model(), QStringLiteral("S2D01"));
        const QModelIndex s2d02 = nodeRow(dock.model(), QStringLiteral("S2D02"));
        dock.view()->setExpanded(s2d01, true);
        dock.view()->setExpanded(s2d02, false);
        dock.view()->setCurrentIndex(s2d01);

        const Checked fixed = checkCase(QStringLiteral("s2d-converged-set"));
        dock.setResult(fixed.design, fixed.live, QStringLiteral("/evidence"));
        const QModelIndex again01 = nodeRow(dock.model(), QStringLiteral("S2D01"));
        const QModelIndex again02 = nodeRow(dock.model(), QStringLiteral("S2D02"));
        QVERIFY(dock.view()->isExpanded(again01));
        QVERIFY(!dock.view()->isExpanded(again02));
        QCOMPARE(dock.view()->currentIndex().siblingAtColumn(0), again01);
        QCOMPARE(LiveResult::State(again02.data(LiveSummaryModel::StateRole).toInt()), LiveResult::State::Matches);

        dock.setResult(c.design, c.live, QStringLiteral("/evidence"));
        QSignalSpy activated(&dock, &LiveDock::objectsActivated);
        const QModelIndex finding = dock.model()->index(0, 0, nodeRow(dock.model(), QStringLiteral("S2D02")));
        Q_EMIT dock.view()->activated(finding);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().toStringList(), QStringList{QStringLiteral("n2")});
    }

    // The legend names the three states in the palette's colours.
    void legend()
    {
        LiveStateLegend legend;
        legend.resize(legend.sizeHint());
        for (const LiveResult::State state : LiveStatePalette::states) {
            const auto *label = legend.findChild<QLabel *>(QStringLiteral("liveState%1").arg(int(state)));
            QVERIFY(label);
            QCOMPARE(label->text(), LiveStatePalette::label(state));
        }
        QSet<QRgb> distinct;
        for (const LiveResult::State state : LiveStatePalette::states)
            distinct.insert(LiveStatePalette::colour(state).rgb());
        QCOMPARE(distinct.size(), 3);
        const QImage image = legend.grab().toImage();
        for (const LiveResult::State state : LiveStatePalette::states)
            QVERIFY2(hasColour(image, LiveStatePalette::colour(state)), qPrintable(LiveStatePalette::label(state)));
        QCOMPARE(LiveStatePalette::penStyle(LiveResult::State::NotChecked), Qt::DashLine);
    }

    // The issues dock's Live group: first, with the findings and their
    // objects; a new validation run rebuilds the dock and apply() puts the
    // group back; a reload replaces its rows in the same item.
    void issuesGroup()
    {
        const Checked c = checkCase(QStringLiteral("drift/live.host-qos"));
        IssuesView issues;
        issues.setResult(ValidationResult{});
        QTreeWidgetItem *group
            = LiveIssuesGroup::apply(&issues, &c.live.result, {{QStringLiteral("n2"), QStringLiteral("S2D02")}});
        QCOMPARE(issues.topLevelItem(0), group);
        QCOMPARE(group->childCount(), int(c.live.result.findings.size()));
        QVERIFY(group->text(0).contains(QStringLiteral("1 error(s)")));
        QTreeWidgetItem *qos = nullptr;
        for (int i = 0; i < group->childCount(); ++i)
            if (group->child(i)->text(0) == QLatin1String("live.host-qos"))
                qos = group->child(i);
        QVERIFY(qos);
        QCOMPARE(qos->text(2), QStringLiteral("S2D02"));
        QVERIFY(qos->text(1).endsWith(QStringLiteral("[hosts/S2D02.json:464]")));
        QSignalSpy activated(&issues, &IssuesView::objectsActivated);
        Q_EMIT issues.itemActivated(qos, 0);
        QCOMPARE(activated.size(), 1);
        QCOMPARE(activated.first().first().toStringList(), QStringList{QStringLiteral("n2")});

        group->setExpanded(false);
        const Checked clean = checkCase(QStringLiteral("s2d-converged-set"));
        QCOMPARE(LiveIssuesGroup::apply(&issues, &clean.live.result), group);
        QVERIFY(!group->isExpanded());
        QCOMPARE(group->childCount(), int(clean.live.result.findings.size()));
        QVERIFY(group->text(0).contains(QStringLiteral("0 error(s)")));

        issues.setResult(ValidationResult{}); // the design was edited and validated again
        QVERIFY(!LiveIssuesGroup::find(&issues));
        QVERIFY(LiveIssuesGroup::apply(&issues, &clean.live.result));
        QCOMPARE(issues.topLevelItemCount(), 4);
        QVERIFY(!LiveIssuesGroup::apply(&issues, nullptr));
        QCOMPARE(issues.topLevelItemCount(), 3);
    }

    // The check runs off the window's thread on a copy: the design may change
    // meanwhile; two runs in a row deliver the second folder's result only.
    void runnerChecksInTheBackground()
    {
        const EvidenceCase drift(QStringLiteral("drift/live.host-qos"));
        const EvidenceCase clean(QStringLiteral("s2d-converged-set"));
        QTemporaryDir dir;
        QVERIFY(drift.writeTo(dir.filePath(QStringLiteral("drift"))));
        QVERIFY(clean.writeTo(dir.filePath(QStringLiteral("clean"))));
        Design design = drift.design();
        LiveCheckRunner runner;
        QSignalSpy checked(&runner, &LiveCheckRunner::checked);
        runner.start(design, dir.filePath(QStringLiteral("clean")));
        runner.start(design, dir.filePath(QStringLiteral("drift")));
        design.nodes.clear(); // edited while the check runs
        QVERIFY(checked.wait(10000));
        QTest::qWait(50);
        QCOMPARE(checked.size(), 1);
        QCOMPARE(runner.folder(), dir.filePath(QStringLiteral("drift")));
        QCOMPARE(runner.latest().design.nodes.size(), std::size_t(4));
        QCOMPARE(runner.latest().live.result.errors, 1);
        QVERIFY(!runner.isRunning());

        LiveDock dock;
        dock.setResult(runner.latest().design, runner.latest().live, runner.folder());
        QVERIFY(dock.summaryText().contains(QStringLiteral("1 differ")));
    }

    // What a user sees: the dock drawn offscreen, saved, and not blank: the
    // legend's and the differing node's colours are in it.
    void screenshot()
    {
        const Checked c = checkCase(QStringLiteral("drift/live.host-qos"));
        LiveDock dock;
        dock.resize(900, 420);
        dock.setResult(c.design, c.live, QStringLiteral("/evidence"));
        dock.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dock));
        const QImage image = dock.grab().toImage();
        const QString path = QDir(QStringLiteral(HVNET_BUILD_DIR)).filePath(QStringLiteral("tst_livedock.png"));
        QVERIFY(image.save(path));
        qInfo("screenshot: %s", qPrintable(path));
        QVERIFY(colourCount(image) > 10);
        QVERIFY(hasColour(image, LiveStatePalette::colour(LiveResult::State::Differs)));
        QVERIFY(hasColour(image, LiveStatePalette::colour(LiveResult::State::Matches)));
    }
};

QTEST_MAIN(TestLiveDock)
#include "tst_livedock.moc"

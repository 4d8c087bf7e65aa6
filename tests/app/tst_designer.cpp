// The designer in a real (offscreen) window: what it shows, a mouse drag as a
// user makes it, live validation, and the headless run of the program.

#include "app/designer/mainwindow.h"
#include "model/commands/editcommands.h"
#include "model/commands/setsubnetvlan.h"
#include "model/designdocument.h"
#include "model/designselection.h"
#include "model/validation/validationrunner.h"
#include "templates/startercatalogue.h"
#include "tests/support/screenshotcheck.h"
#include "tests/support/testtime.h"
#include "views/designscene.h"
#include "views/exportdialog.h"
#include "views/issuesview.h"
#include "views/linkitem.h"
#include "views/nodeitem.h"
#include "views/outlineview.h"
#include "views/portmapdialog.h"
#include "views/properties/propertiesview.h"
#include "views/switchitem.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QDate>
#include <QFile>
#include <QGraphicsView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QProcess>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextLayout>
#include <QTimer>
#include <QUndoStack>

#include <functional>

using namespace hvnet;

namespace {
QString writeStarter(const QTemporaryDir &dir, const char *id)
{
    const QString path = dir.filePath(QString::fromLatin1(id) + QStringLiteral(".hvnet"));
    QFile file(path);
    file.open(QIODevice::WriteOnly);
    file.write(*StarterCatalogue::content(QString::fromLatin1(id)));
    return path;
}

template <typename T> QList<T *> itemsOf(QGraphicsScene *scene)
{
    QList<T *> out;
    for (QGraphicsItem *item : scene->items())
        if (auto *t = dynamic_cast<T *>(item))
            out << t;
    return out;
}
} // namespace

class TestDesigner : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sceneShowsTheDesign()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "sofs-hyperv-2012r2")).isEmpty());
        const Design &d = window.document()->design();
        QCOMPARE(itemsOf<NodeItem>(window.scene()).size(), qsizetype(d.nodes.size()));
        QCOMPARE(itemsOf<SwitchItem>(window.scene()).size(), qsizetype(d.switches.size()));
        QCOMPARE(itemsOf<QGraphicsLineItem>(window.scene()).size(), qsizetype(d.links.size()));
        // Items sit where the layout says.
        const Point p = d.layout.at(QStringLiteral("fs3"));
        QCOMPARE(window.scene()->itemForId(QStringLiteral("fs3"))->pos(), QPointF(p.x, p.y));
        QVERIFY(window.windowTitle().startsWith(d.meta.name));
    }

    void dragIsOneUndoableMove()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.fitToView();
        auto *view = window.findChild<QGraphicsView *>();
        QGraphicsItem *item = window.scene()->itemForId(QStringLiteral("n2"));
        const QPointF before = item->pos();
        const QPoint start = view->mapFromScene(item->mapToScene(QPointF(40, 20)));
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, start);
        for (int step = 1; step <= 5; ++step) {
            QMouseEvent move(QEvent::MouseMove, start + QPoint(step * 10, step * 6),
                view->viewport()->mapToGlobal(start + QPoint(step * 10, step * 6)), Qt::NoButton, Qt::LeftButton,
                Qt::NoModifier);
            QApplication::sendEvent(view->viewport(), &move);
        }
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, start + QPoint(50, 30));

        QUndoStack *stack = window.document()->undoStack();
        QCOMPARE(stack->count(), 1);
        QVERIFY(item->pos() != before);
        const Point moved = window.document()->design().layout.at(QStringLiteral("n2"));
        QCOMPARE(QPointF(moved.x, moved.y), item->pos());
        QVERIFY(window.isWindowModified());
        stack->undo();
        QCOMPARE(item->pos(), before);
        QVERIFY(!window.isWindowModified());
    }

    void openedDesignShowsItsFindingsAtOnce()
    {
        MainWindow window;
        QVERIFY(window.openFile(QStringLiteral(HVNET_TEST_DATA "/rules/address.invalid/raises.hvnet")).isEmpty());
        // Validated at once (no debounce after an open), on a worker: the window never waits.
        auto *issues = window.findChild<IssuesView *>();
        QTRY_COMPARE(issues->topLevelItem(0)->childCount(), 4);
        auto *node = dynamic_cast<NodeItem *>(window.scene()->itemForId(QStringLiteral("hv2")));
        QVERIFY(node->toolTip().contains(QStringLiteral("address.invalid")));
    }

    void validationFollowsEdits()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        auto *issues = window.findChild<IssuesView *>();
        QVERIFY(issues);
        QTRY_VERIFY(!window.isValidating());
        QCOMPARE(issues->topLevelItem(0)->childCount(), 0);
        window.document()->undoStack()->push(new SetSubnetVlan(window.document(), QStringLiteral("st1"), 5000));
        QTRY_COMPARE(issues->topLevelItem(0)->childCount(), 1);
        QCOMPARE(issues->topLevelItem(0)->child(0)->text(0), QStringLiteral("subnet.vlan-invalid"));
        window.document()->undoStack()->undo();
        QTRY_COMPARE(issues->topLevelItem(0)->childCount(), 0);
    }

    void movesAreNotValidatedAgain()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        QTRY_VERIFY(!window.isValidating());
        QSignalSpy validated(window.validationRunner(), &ValidationRunner::validated);
        window.scene()->selectIds({QStringLiteral("n2")});
        QVERIFY(window.scene()->nudgeSelection(QPointF(10, 0)));
        QCOMPARE(window.document()->undoStack()->count(), 1);
        // No rule reads positions: the findings shown are still the design's.
        QVERIFY(!window.isValidating());
        window.action(QStringLiteral("viewAutoLayout"))->trigger();
        QVERIFY(!window.isValidating());
        QTest::qWait(400); // longer than the debounce
        QCOMPARE(validated.count(), 0);
        // An edit the rules see is validated.
        window.document()->undoStack()->push(new SetSubnetVlan(window.document(), QStringLiteral("st1"), 5000));
        QVERIFY(window.isValidating());
        QTRY_COMPARE(validated.count(), 1);
    }

    void propertyEditRefreshesOnlyWhatItTouched()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->selection()->setIds({QStringLiteral("st1")});
        QTRY_VERIFY(window.properties()->findChild<QSpinBox *>(QStringLiteral("subnet.vlan")));
        QPointer<QSpinBox> vlan = window.properties()->findChild<QSpinBox *>(QStringLiteral("subnet.vlan"));
        QPointer<QLineEdit> name = window.properties()->findChild<QLineEdit *>(QStringLiteral("subnet.name"));
        QVERIFY(name);
        QTRY_VERIFY(window.outline()->topLevelItemCount() > 0);
        QSignalSpy rebuilt(window.properties(), &PropertiesView::rebuilt);
        QSignalSpy outlineRemoved(window.outline()->model(), &QAbstractItemModel::rowsRemoved);

        vlan->setValue(733);
        QCOMPARE(window.document()->design().subnet(QStringLiteral("st1"))->vlan, 733);
        // The precise command, named after the field.
        QUndoStack *stack = window.document()->undoStack();
        QVERIFY(dynamic_cast<const SetSubnetVlan *>(stack->command(stack->index() - 1)));
        QCOMPARE(stack->undoText(), QStringLiteral("Storage 1: VLAN 711 -> 733"));
        QTest::qWait(100); // past the outline's debounce
        // The form kept its widgets, the outline its tree; both show the new VLAN.
        QVERIFY(vlan && name);
        QCOMPARE(rebuilt.count(), 0);
        QCOMPARE(outlineRemoved.count(), 0);
        const QList<QTreeWidgetItem *> lines
            = window.outline()->findItems(QStringLiteral("VLAN 733"), Qt::MatchContains | Qt::MatchRecursive, 1);
        QCOMPARE(lines.size(), 1);
        const auto legend = window.scene()->legend();
        QVERIFY(std::any_of(legend.begin(), legend.end(),
            [](const auto &entry) { return entry.label.contains(QLatin1String("VLAN 733")); }));

        stack->undo();
        QTRY_COMPARE(vlan->value(), 711);
        QCOMPARE(rebuilt.count(), 0);

        // Another shape (a node's page): built anew.
        window.document()->selection()->setIds({QStringLiteral("n1")});
        QTRY_COMPARE(rebuilt.count(), 1);
        QVERIFY(!vlan);
    }

    void fieldFollowsAnUndoOfItsOwnEdit()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        window.document()->selection()->setIds({QStringLiteral("n1")});
        QTRY_VERIFY(window.properties()->findChild<QLineEdit *>(QStringLiteral("node.rack")));
        QPointer<QLineEdit> rack = window.properties()->findChild<QLineEdit *>(QStringLiteral("node.rack"));
        const QString before = rack->text();
        rack->setFocus();
        QVERIFY(rack->hasFocus());
        rack->selectAll();
        QTest::keyClicks(rack, QStringLiteral("R7"));
        QTest::keyClick(rack, Qt::Key_Return);
        QCOMPARE(window.document()->design().node(QStringLiteral("n1"))->rack, QStringLiteral("R7"));
        // Undone at once, the focus still in the field: it shows the design
        // again, and leaving it commits nothing.
        window.action(QStringLiteral("editUndo"))->trigger();
        QCOMPARE(window.document()->design().node(QStringLiteral("n1"))->rack, before);
        QTRY_COMPARE(rack->text(), before);
        QVERIFY(rack && rack->hasFocus());
        const int steps = window.document()->undoStack()->index();
        Q_EMIT rack->editingFinished();
        QCOMPARE(window.document()->undoStack()->index(), steps);
        QCOMPARE(window.document()->design().node(QStringLiteral("n1"))->rack, before);
    }

    // The switch inspector edits the switch's half of the redundancy domain,
    // one undoable step per field; a value the format cannot hold is refused.
    void switchRedundancyIsEdited()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const auto stated = [&window] { return window.document()->design().switchById(QStringLiteral("tor-a"))->redundancy; };
        QVERIFY(stated());
        const SwitchRedundancy before = *stated();
        window.document()->selection()->setIds({QStringLiteral("tor-a")});
        QTRY_VERIFY(window.properties()->findChild<QSpinBox *>(QStringLiteral("switch.redundancy.domain")));
        QUndoStack *stack = window.document()->undoStack();
        const int steps = stack->index();

        window.properties()->findChild<QSpinBox *>(QStringLiteral("switch.redundancy.domain"))->setValue(9);
        QTRY_COMPARE(stated()->domain, 9);
        QLineEdit *mac = nullptr;
        QTRY_VERIFY((mac = window.properties()->findChild<QLineEdit *>(QStringLiteral("switch.redundancy.systemMac"))));
        mac->setFocus();
        mac->selectAll();
        QTest::keyClicks(mac, QStringLiteral("not-a-mac"));
        QTest::keyClick(mac, Qt::Key_Return);
        QCOMPARE(stated()->systemMac, before.systemMac); // refused
        QTRY_VERIFY((mac = window.properties()->findChild<QLineEdit *>(QStringLiteral("switch.redundancy.systemMac"))));
        mac->setFocus();
        mac->selectAll();
        QTest::keyClicks(mac, QStringLiteral("02:1C:73:00:00:09"));
        QTest::keyClick(mac, Qt::Key_Return);
        QTRY_COMPARE(stated()->systemMac, QStringLiteral("02:1c:73:00:00:09"));
        QCOMPARE(stack->index(), steps + 2);

        stack->undo();
        stack->undo();
        QCOMPARE(*stated(), before);

        // The host trunks' native VLAN, chosen on the switch and undone.
        QSpinBox *native = nullptr;
        QTRY_VERIFY((native = window.properties()->findChild<QSpinBox *>(QStringLiteral("switch.hostNativeVlan"))));
        const std::optional<int> starter = window.document()->design().switchById(QStringLiteral("tor-a"))->hostNativeVlan;
        QCOMPARE(starter, std::optional<int>(99)); // the starters park it as Microsoft's references do
        native->setValue(7);
        QTRY_COMPARE(window.document()->design().switchById(QStringLiteral("tor-a"))->hostNativeVlan, std::optional<int>(7));
        stack->undo();
        QCOMPARE(window.document()->design().switchById(QStringLiteral("tor-a"))->hostNativeVlan, starter);
    }

    void subnetEditRecoloursWhatItTouched()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        const auto colours = [](DesignScene *scene) {
            QHash<QString, QColor> out;
            for (LinkItem *link : itemsOf<LinkItem>(scene))
                out.insert(link->linkId(), link->pen().color());
            return out;
        };
        const QHash<QString, QColor> before = colours(window.scene());
        // st1 becomes management: its cables turn grey, st2's take the
        // palette's first colour. One subnet's command, not the whole list.
        Subnet st1 = *window.document()->design().subnet(QStringLiteral("st1"));
        st1.purpose = SubnetPurpose::Management;
        window.document()->undoStack()->push(
            new SetSubnet(window.document(), &Design::subnets, st1, DesignPart::Subnets, QStringLiteral("purpose")));
        DesignDocument fresh;
        fresh.reset(window.document()->design());
        DesignScene redrawn(&fresh);
        QCOMPARE(colours(window.scene()), colours(&redrawn)); // as if drawn from scratch
        QVERIFY(colours(window.scene()) != before);
        window.document()->undoStack()->undo();
        QCOMPARE(colours(window.scene()), before);
    }

    void viewsFollowTheDocumentsSelection()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        DesignSelection *selection = window.document()->selection();
        QTRY_VERIFY(window.outline()->topLevelItemCount() > 0);
        selection->setIds({QStringLiteral("n1")});
        QCOMPARE(window.scene()->selectedIds(), QStringList{QStringLiteral("n1")});
        QTRY_COMPARE(window.outline()->selectedIds(), QStringList{QStringLiteral("n1")}); // after its debounce
        QTRY_COMPARE(window.properties()->selection(), QStringList{QStringLiteral("n1")});
        // Picked on the canvas: the selection, and so the outline.
        window.scene()->selectIds({QStringLiteral("n2")});
        QCOMPARE(selection->ids(), QStringList{QStringLiteral("n2")});
        QCOMPARE(window.outline()->selectedIds(), QStringList{QStringLiteral("n2")});
        // Picked in the outline: a subnet has no card, and stays selected.
        QTreeWidgetItem *line = nullptr;
        for (QTreeWidgetItemIterator it(window.outline()); *it; ++it)
            if ((*it)->toolTip(0) == QLatin1String("st1"))
                line = *it;
        QVERIFY(line);
        window.outline()->clearSelection();
        line->setSelected(true);
        QCOMPARE(selection->ids(), QStringList{QStringLiteral("st1")});
        QVERIFY(window.scene()->selectedIds().isEmpty());
        QTRY_VERIFY(window.properties()->findChild<QSpinBox *>(QStringLiteral("subnet.vlan")));
    }

    void exportDialogTakesTheFindingsItIsGiven()
    {
        MainWindow window;
        QTemporaryDir dir;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        QTRY_VERIFY(!window.isValidating());
        QCOMPARE(window.validation().errors, 0);
        // The window's findings, when current, are not found again: an
        // error that only the given result holds shows in the dialog.
        ValidationResult given = window.validation();
        Finding error;
        error.rule = QStringLiteral("subnet.vlan-invalid");
        error.severity = Severity::Error;
        error.message = QStringLiteral("given");
        given.findings.push_back(error);
        given.errors = 1;
        ExportDialog dialog(
            window.document()->design(), QString(), dir.filePath(QStringLiteral("export")), nullptr, given);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isPreparing(), hvnet::test::waitMs(30000));
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("exportStatus"))->text().contains(QLatin1String("1 error")));
        ExportDialog own(window.document()->design(), QString(), dir.filePath(QStringLiteral("export")));
        QTRY_VERIFY_WITH_TIMEOUT(!own.isPreparing(), hvnet::test::waitMs(30000));
        QVERIFY(!own.findChild<QLabel *>(QStringLiteral("exportStatus"))->text().contains(QLatin1String("error")));
    }

    void exportDialogPreviewsAndWrites()
    {
        MainWindow window;
        QTemporaryDir dir;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        ExportDialog dialog(window.document()->design(), QString(), dir.filePath(QStringLiteral("export")));
        dialog.resize(1100, 720);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isPreparing(), hvnet::test::waitMs(30000)); // prepared in the background
        // 10 scripts (4 nodes and the cluster, each with its check), 2 switch
        // configurations, the diagram (SVG, PNG) and the report (PDF, HTML, Markdown)
        QCOMPARE(dialog.files().size(), std::size_t(17));
        // The same report as `hvnet export`: one code path, the same bytes.
        QTemporaryDir cli;
        QProcess hvnet;
        hvnet.start(QStringLiteral(HVNET_CLI),
            {QStringLiteral("export"), window.document()->fileName(), QStringLiteral("--out"), cli.path(),
                QStringLiteral("--what"), QStringLiteral("report,diagram")});
        QVERIFY(hvnet.waitForFinished(60000));
        QCOMPARE(hvnet.exitCode(), 0);
        for (const ExportedFile &f : dialog.files())
            if (f.path.endsWith(QLatin1String(".html")) || f.path.endsWith(QLatin1String(".md"))
                || f.path.endsWith(QLatin1String(".svg"))) {
                QFile written(cli.filePath(f.path));
                QVERIFY2(written.open(QIODevice::ReadOnly), qPrintable(f.path));
                QVERIFY2(written.readAll() == f.content, qPrintable(f.path));
            }
        auto *preview = dialog.findChild<QPlainTextEdit *>();
        QVERIFY(preview->toPlainText().startsWith(QStringLiteral("#Requires -RunAsAdministrator")));
        // The preview is highlighted: a comment line carries a format.
        QVERIFY(!preview->document()->firstBlock().layout()->formats().isEmpty());
        const QString exportShot = screenshotProblem(
            dialog, QStringLiteral(HVNET_BUILD_DIR "/export-dialog.png"), QStringLiteral("Export "));
        QVERIFY2(exportShot.isEmpty(), qPrintable(exportShot));
        // A templates folder of the user's own is used as soon as it is chosen.
        QDir(dir.path()).mkpath(QStringLiteral("mine/switches/cisco-nxos"));
        QFile own(dir.filePath(QStringLiteral("mine/switches/cisco-nxos/switch.cfg.mustache")));
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.write("! site template for {{switch}}\n");
        own.close();
        dialog.findChild<QLineEdit *>(QStringLiteral("templatesFolder"))->setText(dir.filePath(QStringLiteral("mine")));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isPreparing(), hvnet::test::waitMs(30000));
        const auto torB = std::find_if(dialog.files().begin(), dialog.files().end(),
            [](const ExportedFile &f) { return f.path == QLatin1String("switches/TOR-B.cfg"); });
        QVERIFY(torB != dialog.files().end());
        QCOMPARE(torB->content, QByteArray("! site template for TOR-B\n"));
        QVERIFY(dialog.writeFiles().isEmpty());
        for (const ExportedFile &f : dialog.files()) {
            QFile written(dir.filePath(QStringLiteral("export/") + f.path));
            QVERIFY(written.open(QIODevice::ReadOnly));
            QCOMPARE(written.readAll(), f.content);
        }
    }

    void exportDialogReportOptions()
    {
        MainWindow window;
        QTemporaryDir dir;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-2node-switchless")).isEmpty());
        ExportDialog dialog(window.document()->design(), QString(), dir.filePath(QStringLiteral("export")));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isPreparing(), hvnet::test::waitMs(30000));
        const auto markdown = [&dialog] {
            for (const ExportedFile &f : dialog.files())
                if (f.path.endsWith(QLatin1String(".md")))
                    return f.content;
            return QByteArray();
        };
        const QByteArray plain = markdown();
        QVERIFY(!plain.isEmpty());
        QVERIFY(!plain.contains("```"));
        QVERIFY(!plain.contains(QDate::currentDate().toString(Qt::ISODate).toUtf8()));
        dialog.findChild<QCheckBox *>(QStringLiteral("reportAppendix"))->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isPreparing(), hvnet::test::waitMs(30000));
        QVERIFY(markdown().contains("```"));
        dialog.findChild<QCheckBox *>(QStringLiteral("reportDate"))->setChecked(true);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog.isPreparing(), hvnet::test::waitMs(30000));
        QVERIFY(markdown().contains(QDate::currentDate().toString(Qt::ISODate).toUtf8()));
    }

    void printPreviewShowsTheReport()
    {
        MainWindow window;
        QTemporaryDir dir;
        QVERIFY(window.openFile(writeStarter(dir, "sofs-hyperv-2012r2")).isEmpty());
        window.show();
        QAction *preview = window.findChild<QAction *>(QStringLiteral("printPreview"));
        QVERIFY(preview);
        int pages = 0;
        bool seen = false;
        QString previewShot;
        // The report is prepared under a progress dialog first; the preview
        // is modal. Look for it from inside the event loops without blocking them.
        std::function<void()> lookForPreview = [&] {
            auto *dialog = qobject_cast<QPrintPreviewDialog *>(QApplication::activeModalWidget());
            auto *widget = dialog ? dialog->findChild<QPrintPreviewWidget *>() : nullptr;
            if (!widget || widget->pageCount() == 0) {
                QTimer::singleShot(20, this, lookForPreview);
                return;
            }
            pages = widget->pageCount();
            seen = true;
            previewShot = screenshotProblem(
                *dialog, QStringLiteral(HVNET_BUILD_DIR "/print-preview.png"), QStringLiteral("Print Preview - "));
            dialog->reject();
        };
        QTimer::singleShot(0, this, lookForPreview);
        preview->trigger();
        QVERIFY(seen);
        QVERIFY2(previewShot.isEmpty(), qPrintable(previewShot));
        QVERIFY2(pages >= 8 && pages <= 30, qPrintable(QString::number(pages)));
    }

    void portMapShowsAndPrints()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.openFile(writeStarter(dir, "s2d-converged-set")).isEmpty());
        PortMapDialog dialog(window.document()->design(), QStringLiteral("tor-b"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        auto *table = dialog.findChild<QTableWidget *>();
        QCOMPARE(table->rowCount(), 5);
        QCOMPARE(table->item(0, 1)->text(), QStringLiteral("S2D01 SLOT 4 Port 1"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("712"));
        QCOMPARE(table->item(0, 4)->text(), QStringLiteral("on"));
        QCOMPARE(table->item(4, 4)->text(), QStringLiteral("off")); // the peer-link
        const QString portMapShot = screenshotProblem(
            dialog, QStringLiteral(HVNET_BUILD_DIR "/port-map.png"), QStringLiteral("Switch Port Map"));
        QVERIFY2(portMapShot.isEmpty(), qPrintable(portMapShot));
        // Printed: a real PDF whose text has every port.
        const QString pdf = dir.filePath(QStringLiteral("portmap.pdf"));
        QVERIFY(dialog.printTo(pdf));
        QProcess text;
        text.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        const QByteArray content = text.readAllStandardOutput();
        for (const char *expected :
            {"Port map of TOR-B", "Ethernet1/1", "Ethernet1/49", "S2D04 SLOT 4 Port 1", "peer-link"})
            QVERIFY2(content.contains(expected), expected);
    }

    void headlessRunWritesTheJob()
    {
        QTemporaryDir dir;
        const QString design = writeStarter(dir, "s2d-2node-switchless");
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        // A bare machine: no display, no session runtime folder, a temp folder of its own.
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
            env.remove(QString::fromLatin1(name));
        QTemporaryDir tmp;
        env.insert(QStringLiteral("TMPDIR"), tmp.path());
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(dir.path());
        process.start(QStringLiteral(HVNET_DESIGNER), {design});
        QVERIFY(process.waitForFinished(60000));
        const QByteArray out = process.readAllStandardOutput();
        QCOMPARE(process.exitCode(), 0);
        QVERIFY2(out.contains("ran headless"), out.constData());
        // Nothing but the job's own output: no Qt notices about the platform.
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(err.isEmpty(), err.constData());
        const QString base = dir.filePath(QStringLiteral("out/Two-node switchless S2D (2022)"));
        QVERIFY(QFile::exists(base + QStringLiteral(".validation.txt")));
        QVERIFY(QFile::exists(base + QStringLiteral(".validation.json")));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/powershell/S2D-N01.ps1"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/powershell/S2D-N02.check.ps1"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/switches/SW-A.cfg"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/report/Two-node switchless S2D (2022).pdf"))));
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("out/diagram/Two-node switchless S2D (2022).svg"))));
        const QImage picture(base + QStringLiteral(".designer.png"));
        QCOMPARE(picture.size(), QSize(1600, 1000));
    }
};

QTEST_MAIN(TestDesigner)
#include "tst_designer.moc"

// The designer as a user drives it, in a real (offscreen) window: palette
// drops, cables drawn with the mouse, the docks and dialogs, undo and redo of
// each step, save and reload, clipboard, autosave and recovery after a real
// crash, and a screenshot of the window per starter design.

#include "app/common/settings.h"
#include "app/common/translation.h"
#include "app/designer/mainwindow.h"
#include "app/designer/recovery.h"
#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "model/designreader.h"
#include "model/designselection.h"
#include "model/designwriter.h"
#include "model/edit/designactions.h"
#include "model/edit/hostprofile.h"
#include "templates/startercatalogue.h"
#include "exporters/diagram/diagramdrawing.h"
#include "model/validation/validator.h"
#include "tests/support/designerdriver.h"
#include "tests/support/diagramchecks.h"
#include "tests/support/screenshotcheck.h"
#include "views/startergallery.h"
#include "views/designscene.h"
#include "views/designview.h"
#include "views/hostprofiledialog.h"
#include "views/hostslikedialog.h"
#include "views/linkitem.h"
#include "views/issuesview.h"
#include "views/nodeitem.h"
#include "views/outlineview.h"
#include "views/paletteview.h"
#include "views/properties/propertiesview.h"
#include "views/qosdialog.h"
#include "views/subnetsdialog.h"
#include "views/switchitem.h"

#include <QAction>
#include <QScopeGuard>
#include <QPointer>
#include <QLibraryInfo>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProcess>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QStatusBar>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidgetItemIterator>
#include <QUndoStack>

#include <functional>

using namespace hvnet;
using namespace hvnet::testdriver;

class TestDesignerFlow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { QApplication::clipboard()->clear(); }

    // The issue's walk: add a host from the palette, connect two ports, edit a
    // VLAN, see the finding come and go, undo and redo each step, save and reload.
    void paletteCableVlanUndoRedoSaveReload()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.resize(1500, 950);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->reset(starter("s2d-converged-set"));
        window.fitToView();
        const Design start = window.document()->design();
        QUndoStack *stack = window.document()->undoStack();
        std::vector<Design> states = {start};

        // 1. A Hyper-V host and a switch from the palette.
        const QRect area = window.view()->viewport()->rect();
        dropFromPalette(window, QStringLiteral("node:hyper-v-host"), QPoint(area.width() / 4, area.height() - 120));
        QCOMPARE(window.document()->design().nodes.size(), start.nodes.size() + 1);
        const Node host = window.document()->design().nodes.back();
        QCOMPARE(host.role, NodeRole::HyperVHost);
        QCOMPARE(window.scene()->selectedIds(), QStringList{host.id});
        states.push_back(window.document()->design());
        dropFromPalette(window, QStringLiteral("switch:dell-os10"), QPoint(area.width() * 3 / 4, area.height() - 120));
        const Switch sw = window.document()->design().switches.back();
        QCOMPARE(sw.platform, SwitchPlatform::DellOs10);
        states.push_back(window.document()->design());

        // 2. A cable from the host's first adapter to the switch's first port.
        auto *node = dynamic_cast<NodeItem *>(window.scene()->itemForId(host.id));
        auto *swItem = dynamic_cast<SwitchItem *>(window.scene()->itemForId(sw.id));
        window.view()->ensureVisible(node);
        const QPointF from = *node->portScenePosition(host.adapters.front().id);
        const QPointF to = *swItem->portScenePosition(sw.ports.front().id);
        dragCable(window, from, to);
        QCOMPARE(window.document()->design().links.size(), start.links.size() + 1);
        const Link cable = window.document()->design().links.back();
        QCOMPARE(cable.a, host.adapters.front().id);
        QCOMPARE(cable.b, sw.ports.front().id);
        QCOMPARE(cable.kind, LinkKind::Cable);
        states.push_back(window.document()->design());
        // A second drag onto the same, now cabled, port is refused.
        dragCable(window, *node->portScenePosition(host.adapters.back().id), to);
        QCOMPARE(window.document()->design().links.size(), start.links.size() + 1);

        // 3. Storage 2 untagged, in the Subnets and VLANs dialog.
        QTRY_VERIFY(!window.isValidating());
        QVERIFY(!issuesDockShows(window, QStringLiteral("fabric.roce-untagged")));
        whenModal([](QWidget *modal) {
            auto *dialog = qobject_cast<SubnetsDialog *>(modal);
            QVERIFY(dialog);
            auto *vlan = dialog->findChild<QSpinBox *>(QStringLiteral("vlan.st2"));
            QVERIFY(vlan);
            QCOMPARE(vlan->value(), 712);
            vlan->setValue(0);
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        window.action(QStringLiteral("designSubnets"))->trigger();
        QCOMPARE(window.document()->design().subnet(QStringLiteral("st2"))->vlan, 0);
        states.push_back(window.document()->design());
        QTRY_VERIFY(issuesDockShows(window, QStringLiteral("fabric.roce-untagged")));
        QCOMPARE(stack->count(), 4);

        // 4. Undo each step, then redo each, checking the design and the dock.
        for (int step = 4; step >= 1; --step) {
            window.action(QStringLiteral("editUndo"))->trigger();
            QVERIFY2(window.document()->design() == states[std::size_t(step - 1)], qPrintable(QString::number(step)));
            if (step == 4)
                QTRY_VERIFY(!issuesDockShows(window, QStringLiteral("fabric.roce-untagged")));
        }
        QVERIFY(!window.isWindowModified());
        QCOMPARE(window.scene()->itemForId(host.id), nullptr);
        for (int step = 1; step <= 4; ++step) {
            window.action(QStringLiteral("editRedo"))->trigger();
            QVERIFY(window.document()->design() == states[std::size_t(step)]);
        }
        QTRY_VERIFY(issuesDockShows(window, QStringLiteral("fabric.roce-untagged")));
        QVERIFY(window.isWindowModified());

        // 5. Save and open again: the same design, and the same finding.
        const QString file = dir.filePath(QStringLiteral("walk.hvnet"));
        QVERIFY(window.document()->saveAs(file).isNull());
        QVERIFY(!window.isWindowModified());
        MainWindow again;
        QVERIFY(again.openFile(file).isEmpty());
        QVERIFY(again.document()->design() == window.document()->design());
        QTRY_VERIFY(!again.isValidating());
        QVERIFY(issuesDockShows(again, QStringLiteral("fabric.roce-untagged")));
        QVERIFY(dynamic_cast<NodeItem *>(again.scene()->itemForId(host.id)));
    }

    // The issue's "done": the seed-004 design (Hyper-V hosts on a Scale-Out
    // File Server, Windows Server 2012 R2, iWARP) built from an empty window
    // through the palette, the properties dock, cables drawn with the mouse,
    // context menus and dialogs; every finding seen and fixed; saved, opened
    // again, and undone back to the empty design.
    void buildSeed004FromAnEmptyWindow()
    {
        QTemporaryDir dir;
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const Design empty = window.document()->design();
        QVERIFY(empty.nodes.empty());

        // The design's own properties, with nothing selected.
        typeInto(window, QStringLiteral("design.name"), QStringLiteral("Contoso Hyper-V on SOFS"));
        choose(window, QStringLiteral("platform.os"), int(OsVersion::Ws2012R2));

        // Three subnets in the Subnets and VLANs dialog.
        whenModal([](QWidget *modal) {
            auto *dialog = qobject_cast<SubnetsDialog *>(modal);
            QVERIFY(dialog);
            QTableWidget *table = dialog->table();
            const QList<QStringList> rows
                = {{QStringLiteral("Management"), QStringLiteral("10.10.10.0/24"), QStringLiteral("10"),
                       QStringLiteral("10.10.10.1"), QStringLiteral("10.10.10.5")},
                    {QStringLiteral("Storage 1"), QStringLiteral("172.16.1.0/24"), QStringLiteral("201"), {}, {}},
                    {QStringLiteral("Storage 2"), QStringLiteral("172.16.2.0/24"), QStringLiteral("202"), {}, {}}};
            for (int r = 0; r < rows.size(); ++r) {
                dialog->findChild<QPushButton *>(QStringLiteral("addSubnet"))->click();
                table->item(r, 1)->setText(rows[r][0]);
                auto *purpose = static_cast<QComboBox *>(table->cellWidget(r, 2));
                purpose->setCurrentIndex(
                    purpose->findData(int(r == 0 ? SubnetPurpose::Management : SubnetPurpose::Storage)));
                table->item(r, 3)->setText(rows[r][1]);
                static_cast<QSpinBox *>(table->cellWidget(r, 4))->setValue(rows[r][2].toInt());
                table->item(r, 5)->setText(rows[r][3]);
                table->item(r, 6)->setText(rows[r][4]);
            }
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        window.action(QStringLiteral("designSubnets"))->trigger();
        const Design &d = window.document()->design();
        QCOMPARE(d.subnets.size(), std::size_t(3));
        const QString mgmt = d.subnets[0].id, st1 = d.subnets[1].id, st2 = d.subnets[2].id;

        // Four switches from the palette: two for the LAN, two for storage.
        const QRect area = window.view()->viewport()->rect();
        QStringList switches;
        for (int i = 0; i < 4; ++i) {
            dropFromPalette(window, QStringLiteral("switch:dell-os10"), QPoint(120 + i * 330, area.height() / 2));
            switches << d.switches.back().id;
        }

        // One Hyper-V host, configured in the properties dock.
        const auto configure = [&](const QString &id, bool host) {
            window.scene()->selectIds({id});
            settle();
            // Two LOM ports for management, two iWARP ports for storage.
            press(window, QStringLiteral("adapters.add"));
            press(window, QStringLiteral("adapters.add"));
            for (int row = 0; row < 4; ++row) {
                // The seed's servers have 10 GbE cards (the palette's file server 25 GbE).
                spinD(window, QStringLiteral("adapters.%1.speed").arg(row), 10);
                choose(window, QStringLiteral("adapters.%1.rdma").arg(row),
                    int(row < 2 ? RdmaTransport::None : RdmaTransport::Iwarp));
                if (row >= 2)
                    spin(window, QStringLiteral("adapters.%1.jumbo").arg(row), 9014);
            }
            const Node node = *d.node(id);
            QStringList adapters;
            for (const Adapter &a : node.adapters)
                adapters << a.id;
            press(window, QStringLiteral("teams.add"));
            pick(window, QStringLiteral("teams.0.members"), {adapters[0], adapters[1]});
            if (host) {
                press(window, QStringLiteral("vswitches.add"));
                choose(window, QStringLiteral("vswitches.0.set"), false); // no SET before 2016
                pick(window, QStringLiteral("vswitches.0.uplinks"), {d.node(id)->teams.front().id});
                choose(window, QStringLiteral("vswitches.0.mgmtOs"), true);
            }
            for (int i = 0; i < 3; ++i)
                press(window, QStringLiteral("interfaces.add"));
            // Management on the vSwitch (hosts) or the team (file servers);
            // the new interfaces started on the free iWARP ports.
            choose(window, QStringLiteral("interfaces.0.kind"), int(host ? AttachKind::VSwitch : AttachKind::Team));
            choose(window, QStringLiteral("interfaces.0.subnet"), mgmt);
            choose(window, QStringLiteral("interfaces.0.rdma"), false);
            for (int i = 1; i <= 2; ++i) {
                choose(window, QStringLiteral("interfaces.%1.kind").arg(i), int(AttachKind::Adapter));
                choose(window, QStringLiteral("interfaces.%1.target").arg(i), adapters[i + 1]);
                choose(window, QStringLiteral("interfaces.%1.subnet").arg(i), i == 1 ? st1 : st2);
                choose(window, QStringLiteral("interfaces.%1.rdma").arg(i), true);
            }
            if (host) {
                press(window, QStringLiteral("smb.add"));
                typeInto(window, QStringLiteral("smb.0.server"), QStringLiteral("SOFS01"));
                const Node now = *d.node(id);
                pick(window, QStringLiteral("smb.0.interfaces"), {now.interfaces[1].id, now.interfaces[2].id});
                choose(window, QStringLiteral("node.lmTransport"), int(LiveMigrationTransport::Smb));
            }
            // Cabled: LOM ports to the LAN pair, iWARP ports to storage.
            const int port = host ? 0 : 8;
            for (int i = 0; i < 4; ++i)
                cable(window, adapters[i], portOf(d, switches[i], port));
        };
        dropFromPalette(window, QStringLiteral("node:hyper-v-host"), QPoint(300, 80));
        const QString hv1 = d.nodes.back().id;
        configure(hv1, true);
        // The LAN pair's peer-link, drawn between two switch ports.
        cable(window, portOf(d, switches[0], 15), portOf(d, switches[1], 15));
        QCOMPARE(d.links.back().kind, LinkKind::PeerLink);

        // Three more hosts like it, and a cluster from the context menu.
        window.scene()->selectIds({hv1});
        whenModal([](QWidget *modal) {
            auto *dialog = qobject_cast<HostsLikeDialog *>(modal);
            QVERIFY(dialog);
            dialog->findChild<QSpinBox *>(QStringLiteral("hostsLikeCount"))->setValue(3);
            dialog->accept();
        });
        window.action(QStringLiteral("editHostsLike"))->trigger();
        QStringList hosts;
        for (const Node &n : d.nodes)
            hosts << n.id;
        QCOMPARE(hosts.size(), 4);
        window.scene()->selectIds(hosts);
        whenModal([](QWidget *modal) {
            auto *input = qobject_cast<QInputDialog *>(modal);
            input->setTextValue(QStringLiteral("HVC01"));
            input->accept();
        });
        whenPopup({QStringLiteral("Add to Cluster"), QStringLiteral("New Cluster...")});
        rightClick(window, hv1);
        QCOMPARE(d.clusters.size(), std::size_t(1));
        QCOMPARE(d.clusters.front().members.size(), 4);

        // The file servers the same way.
        window.fitToView();
        dropFromPalette(window, QStringLiteral("node:sofs-node"), QPoint(300, area.height() - 60));
        const QString fs1 = d.nodes.back().id;
        configure(fs1, false);
        window.scene()->selectIds({fs1});
        whenModal([](QWidget *modal) {
            auto *dialog = qobject_cast<HostsLikeDialog *>(modal);
            QVERIFY(dialog);
            dialog->findChild<QSpinBox *>(QStringLiteral("hostsLikeCount"))->setValue(3);
            dialog->accept();
        });
        window.action(QStringLiteral("editHostsLike"))->trigger();
        QStringList servers;
        for (const Node &n : d.nodes)
            if (n.role == NodeRole::SofsNode)
                servers << n.id;
        QCOMPARE(servers.size(), 4);
        window.scene()->selectIds(servers);
        whenModal([](QWidget *modal) {
            auto *input = qobject_cast<QInputDialog *>(modal);
            input->setTextValue(QStringLiteral("FSC01"));
            input->accept();
        });
        whenPopup({QStringLiteral("Add to Cluster"), QStringLiteral("New Cluster...")});
        rightClick(window, fs1);
        QCOMPARE(d.clusters.size(), std::size_t(2));
        QCOMPARE(d.clusters.back().kind, ClusterKind::Sofs);
        window.scene()->selectIds({d.clusters.back().id});
        typeInto(window, QStringLiteral("cluster.accessPoint"), QStringLiteral("SOFS01"));
        typeInto(window, QStringLiteral("cluster.addresses"), QStringLiteral("10.10.10.51"));
        window.scene()->selectIds({d.clusters.front().id});
        typeInto(window, QStringLiteral("cluster.addresses"), QStringLiteral("10.10.10.50"));

        // Addresses for every interface, then the findings.
        window.scene()->clearSelection();
        window.action(QStringLiteral("designAllocate"))->trigger();
        validateNow(window);
        QStringList seen;
        for (const Finding &f : window.validation().findings)
            seen << QStringLiteral("%1 %2 [%3]").arg(f.rule, f.message, f.objects.join(QLatin1Char(',')));
        qInfo().noquote() << QStringLiteral("findings of the first build:\n  ") + seen.join(QStringLiteral("\n  "));
        // The fixes, as a consultant makes them: the switch ports at the
        // cards' 10 Gbps (all four switches at once), a live migration limit
        // on all hosts at once, and each server's iWARP ports on two cards.
        QVERIFY(seen.join(QLatin1Char(' ')).contains(QStringLiteral("topology.speed-mismatch")));
        window.scene()->selectIds(switches);
        spin(window, QStringLiteral("switch.portSpeed"), 10);
        window.scene()->selectIds(hosts);
        spin(window, QStringLiteral("node.lmLimit"), 500);
        for (const QString &id : hosts + servers) {
            window.scene()->selectIds({id});
            typeInto(window, QStringLiteral("adapters.2.card"), QStringLiteral("slot6"));
            typeInto(window, QStringLiteral("adapters.3.card"), QStringLiteral("slot7"));
        }
        validateNow(window);
        seen.clear();
        for (const Finding &f : window.validation().findings)
            if (f.severity != Severity::Info)
                seen << QStringLiteral("%1 %2").arg(f.rule, f.message);
        QVERIFY2(seen.isEmpty(), qPrintable(seen.join(QLatin1Char('\n'))));
        QCOMPARE(d.nodes.size(), std::size_t(8));
        QCOMPARE(d.links.size(), std::size_t(33));
        const QString builtShot = screenshotProblem(window,
            QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("built-from-empty.png")),
            QStringLiteral(" - hvnet"));
        QVERIFY2(builtShot.isEmpty(), qPrintable(builtShot));

        // Saved, opened again: the same design.
        const QString file = dir.filePath(QStringLiteral("contoso.hvnet"));
        QVERIFY(window.document()->saveAs(file).isNull());
        MainWindow again;
        QVERIFY(again.openFile(file).isEmpty());
        QVERIFY(again.document()->design() == d);
        QTRY_VERIFY(!again.isValidating());
        QCOMPARE(again.validation().errors + again.validation().warnings, 0);

        // And every step undone: the empty design again.
        QUndoStack *stack = window.document()->undoStack();
        QVERIFY2(stack->count() > 50, qPrintable(QString::number(stack->count())));
        while (stack->canUndo())
            window.action(QStringLiteral("editUndo"))->trigger();
        QVERIFY(window.document()->design() == empty);
        for (QGraphicsItem *item : window.scene()->items())
            QVERIFY2(item->data(0).toString().isEmpty(), qPrintable(item->data(0).toString())); // only the layers stay
    }

    // Edits that used to leave a reference to nothing: each one is refused
    // or takes what depends on it, and the design saves and opens again.
    void editsNeverBreakTheFile()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("edits.hvnet"));
        const auto savesAndOpens = [&](const Design &design) {
            DesignDocument document;
            document.reset(design);
            const DesignError error = document.saveAs(file);
            QVERIFY2(error.isNull(), qPrintable(error.toString()));
            DesignDocument again;
            QVERIFY(again.load(file).isNull());
            QVERIFY(again.design() == design);
        };
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        DesignActions *actions = window.designActions();

        // An interface on a host of a design without subnets: added without
        // one, which the rules report as an error until a subnet is chosen.
        dropFromPalette(window, QStringLiteral("node:hyper-v-host"), QPoint(200, 200));
        const QString host = window.document()->design().nodes.back().id;
        const QString added = actions->addInterface(host);
        QVERIFY(!added.isEmpty());
        QVERIFY(window.document()->design().node(host)->interface(added)->subnet.isEmpty());
        validateNow(window);
        QTRY_VERIFY(findingRules(window).contains(QStringLiteral("interface.no-subnet")));
        savesAndOpens(window.document()->design());

        // An adapter that interfaces attach to: they go with it, and so do
        // the SMB constraints naming them.
        window.document()->reset(starter("sofs-hyperv-2012r2"));
        actions->removeAdapter(QStringLiteral("hv1"), QStringLiteral("hv1-r1"));
        const Node &hv1 = *window.document()->design().node(QStringLiteral("hv1"));
        QVERIFY(!hv1.adapter(QStringLiteral("hv1-r1")));
        QVERIFY(!hv1.interface(QStringLiteral("hv1-s1")));
        QCOMPARE(hv1.smbConstraints.front().interfaces, QStringList{QStringLiteral("hv1-s2")});
        savesAndOpens(window.document()->design());
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->design() == starter("sofs-hyperv-2012r2"));

        // A cluster deleted: its canvas position goes too.
        actions->remove({QStringLiteral("fsc")});
        QVERIFY(!window.document()->design().layout.count(QStringLiteral("fsc")));
        savesAndOpens(window.document()->design());

        // A cable between a server and a switch cannot become a peer-link.
        window.scene()->selectIds({window.document()->design().links.front().id});
        QTRY_VERIFY(field<QComboBox>(window, QStringLiteral("link.kind")));
        QCOMPARE(field<QComboBox>(window, QStringLiteral("link.kind"))->findData(int(LinkKind::PeerLink)), -1);

        // A vSwitch with a team and an adapter as uplinks: refused.
        window.scene()->selectIds({QStringLiteral("hv2")});
        const int steps = window.document()->undoStack()->count();
        pick(window, QStringLiteral("vswitches.0.uplinks"), {QStringLiteral("hv2-r1")});
        QCOMPARE(window.document()->undoStack()->count(), steps);
        // A host key that is no fingerprint: refused.
        typeInto(window, QStringLiteral("node.mgmtAddress"), QStringLiteral("10.10.10.12"));
        typeInto(window, QStringLiteral("node.mgmtHostKey"), QStringLiteral("not-a-key"));
        QVERIFY(window.document()->design().node(QStringLiteral("hv2"))->management->hostKey.isEmpty());
        savesAndOpens(window.document()->design());

        // A QoS class added in the dialog is one the file can hold.
        whenModal([](QWidget *modal) {
            auto *dialog = qobject_cast<QosDialog *>(modal);
            QVERIFY(dialog);
            for (QPushButton *b : dialog->findChildren<QPushButton *>())
                if (b->text().remove(QLatin1Char('&')) == QStringLiteral("Add Class"))
                    b->click();
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        window.action(QStringLiteral("designQos"))->trigger();
        QCOMPARE(window.document()->design().qos.classes.size(), std::size_t(3));
        savesAndOpens(window.document()->design());
    }

    void propertiesEditOneAndMany()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->reset(starter("s2d-converged-set"));
        QUndoStack *stack = window.document()->undoStack();
        window.scene()->selectIds({QStringLiteral("n1")});
        QTRY_VERIFY(window.properties()->findChild<QLineEdit *>(QStringLiteral("node.name")));
        auto *name = window.properties()->findChild<QLineEdit *>(QStringLiteral("node.name"));
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("S2D-RENAMED"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(window.document()->design().node(QStringLiteral("n1"))->name, QStringLiteral("S2D-RENAMED"));
        QCOMPARE(stack->count(), 1);
        QCOMPARE(stack->text(0), QStringLiteral("S2D01: Computer name S2D01 -> S2D-RENAMED")); // what the history shows
        // An address that is no address is refused and marked, not saved.
        QTRY_VERIFY(window.properties()->findChild<QLineEdit *>(QStringLiteral("interfaces.0.address")));
        auto *address = window.properties()->findChild<QLineEdit *>(QStringLiteral("interfaces.0.address"));
        address->setText(QStringLiteral("10.20.0.999"));
        Q_EMIT address->editingFinished();
        QCOMPARE(stack->count(), 1);
        QVERIFY(address->toolTip().contains(QStringLiteral("10.20.0.999")));

        // Two nodes: the role applies to both, as one undo step.
        window.scene()->selectIds({QStringLiteral("n2"), QStringLiteral("n3")});
        QTRY_VERIFY(!window.properties()->findChild<QLineEdit *>(QStringLiteral("node.name"))); // names stay single
        auto *role = window.properties()->findChild<QComboBox *>(QStringLiteral("node.role"));
        const int hyperV = role->findData(int(NodeRole::HyperVHost));
        role->setCurrentIndex(hyperV);
        Q_EMIT role->activated(hyperV);
        QCOMPARE(window.document()->design().node(QStringLiteral("n2"))->role, NodeRole::HyperVHost);
        QCOMPARE(window.document()->design().node(QStringLiteral("n3"))->role, NodeRole::HyperVHost);
        QCOMPARE(stack->count(), 2);
        stack->undo();
        QCOMPARE(window.document()->design().node(QStringLiteral("n2"))->role, NodeRole::S2dNode);
        QCOMPARE(window.document()->design().node(QStringLiteral("n3"))->role, NodeRole::S2dNode);

        // The outline's filter keeps what matches and what holds it.
        window.outline()->refresh();
        window.outline()->setFilter(QStringLiteral("S2D03"));
        int visible = 0;
        for (QTreeWidgetItemIterator it(window.outline(), QTreeWidgetItemIterator::NotHidden); *it; ++it)
            visible += (*it)->data(0, Qt::UserRole).toString() == QStringLiteral("n3");
        QCOMPARE(visible, 1);
        for (QTreeWidgetItemIterator it(window.outline(), QTreeWidgetItemIterator::NotHidden); *it; ++it)
            QVERIFY((*it)->data(0, Qt::UserRole).toString() != QStringLiteral("n1"));
        window.outline()->setFilter({});

        // The outline follows the canvas' selection.
        QTRY_COMPARE(window.outline()->selectedIds(), (QStringList{QStringLiteral("n2"), QStringLiteral("n3")}));
    }

    // Issue 32, item 4: the SET teaming mode, an interface's MTU and a
    // subnet's cluster role are edited in the inspector, each one undo step;
    // a teaming mode goes with SET, so the file stays readable.
    void teamingModeMtuAndClusterRole()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->reset(starter("s2d-converged-set"));
        QUndoStack *stack = window.document()->undoStack();
        const auto n1 = [&] { return window.document()->design().node(QStringLiteral("n1")); };
        window.scene()->selectIds({QStringLiteral("n1")});
        QTRY_VERIFY(field<QComboBox>(window, QStringLiteral("vswitches.0.teamingMode")));
        choose(window, QStringLiteral("vswitches.0.teamingMode"), int(TeamMode::Lacp));
        QCOMPARE(n1()->vswitches[0].teamingMode, TeamMode::Lacp);
        QCOMPARE(stack->count(), 1);
        choose(window, QStringLiteral("vswitches.0.set"), false);
        QVERIFY(!n1()->vswitches[0].embeddedTeaming);
        QVERIFY(!n1()->vswitches[0].teamingMode);
        QVERIFY(DesignReader::read(DesignWriter::write(window.document()->design())).design);
        stack->undo();
        QCOMPARE(n1()->vswitches[0].teamingMode, TeamMode::Lacp);

        const int last = int(n1()->interfaces.size()) - 1;
        spin(window, QStringLiteral("interfaces.%1.mtu").arg(last), 8986);
        QCOMPARE(n1()->interfaces.back().mtu, 8986);
        const int steps = stack->count();
        stack->undo();
        QVERIFY(!n1()->interfaces.back().mtu);

        const QString subnet = n1()->interfaces.back().subnet;
        window.document()->selection()->setIds({subnet});
        QTRY_VERIFY(field<QComboBox>(window, QStringLiteral("subnet.clusterRole")));
        choose(window, QStringLiteral("subnet.clusterRole"), int(ClusterNetworkRole::ClusterAndClient));
        QCOMPARE(window.document()->design().subnet(subnet)->clusterRole, ClusterNetworkRole::ClusterAndClient);
        QCOMPARE(stack->count(), steps);
        QCOMPARE(stack->undoText(), QStringLiteral("Storage 2: Cluster role (from the purpose) -> Cluster and client"));
        stack->undo();
        QVERIFY(!window.document()->design().subnet(subnet)->clusterRole);
    }

    void issuesDockSelectsAndAccepts()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Design design = starter("s2d-converged-set");
        design.subnets[2].vlan = 0; // st2 untagged: fabric.roce-untagged
        window.document()->reset(design);
        validateNow(window);
        QTreeWidgetItem *row = window.issues()->itemForRule(QStringLiteral("fabric.roce-untagged"));
        QVERIFY(row);
        // A double click selects the objects; a subnet shows in the properties.
        window.issues()->scrollToItem(row);
        QSignalSpy activated(window.issues(), &QTreeWidget::itemActivated);
        const QPoint at = window.issues()->visualItemRect(row).center();
        QTest::mouseClick(window.issues()->viewport(), Qt::LeftButton, {}, at);
        QTest::mouseDClick(window.issues()->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(activated.count(), 1);
        QTRY_COMPARE(window.properties()->selection(), QStringList{QStringLiteral("st2")});
        QTRY_VERIFY(window.properties()->findChild<QSpinBox *>(QStringLiteral("subnet.vlan")));
        // Enter on a row does the same, for the keyboard.
        window.scene()->selectIds({QStringLiteral("n1")});
        QTRY_COMPARE(window.properties()->selection(), QStringList{QStringLiteral("n1")});
        window.issues()->setFocus();
        window.issues()->setCurrentItem(row);
        QTest::keyClick(window.issues(), Qt::Key_Return);
        QTRY_COMPARE(window.properties()->selection(), QStringList{QStringLiteral("st2")});

        // Accept it with a reason: one undoable edit that writes a suppression.
        const Finding finding = *window.issues()->findingAt(row);
        whenModal([](QWidget *modal) {
            auto *input = qobject_cast<QInputDialog *>(modal);
            QVERIFY(input);
            input->setTextValue(QStringLiteral("lab network, PFC not used"));
            input->accept();
        });
        Q_EMIT window.issues()->suppressRequested(finding);
        QCOMPARE(window.document()->design().suppressions.size(), std::size_t(1));
        QCOMPARE(window.document()->design().suppressions.front().reason, QStringLiteral("lab network, PFC not used"));
        QTRY_VERIFY(!findingRules(window).contains(QStringLiteral("fabric.roce-untagged")));
        QVERIFY(window.issues()
                    ->itemForRule(QStringLiteral("fabric.roce-untagged"))
                    ->text(1)
                    .contains(QStringLiteral("lab network")));
        window.document()->undoStack()->undo();
        QTRY_VERIFY(findingRules(window).contains(QStringLiteral("fabric.roce-untagged")));
    }

    void hostsLikeThisOneAndClipboard()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->reset(starter("s2d-converged-set"));
        const std::size_t nodes = window.document()->design().nodes.size();
        window.scene()->selectIds({QStringLiteral("n4")});
        QVERIFY(window.action(QStringLiteral("editHostsLike"))->isEnabled());
        whenModal([](QWidget *modal) {
            auto *dialog = qobject_cast<HostsLikeDialog *>(modal);
            QVERIFY(dialog);
            dialog->findChild<QSpinBox *>(QStringLiteral("hostsLikeCount"))->setValue(4);
            dialog->accept();
        });
        window.action(QStringLiteral("editHostsLike"))->trigger();
        QCOMPARE(window.document()->design().nodes.size(), nodes + 4);
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(window.scene()->selectedIds().size(), 4);
        QTRY_VERIFY(!window.isValidating());
        QCOMPARE(window.validation().errors, 0);

        // Copy, paste and duplicate through the real clipboard.
        window.scene()->selectIds({QStringLiteral("n1")});
        window.action(QStringLiteral("editCopy"))->trigger();
        QVERIFY(DesignActions::canPaste(QApplication::clipboard()->mimeData()));
        window.action(QStringLiteral("editPaste"))->trigger();
        QCOMPARE(window.document()->design().nodes.size(), nodes + 5);
        window.action(QStringLiteral("editDuplicate"))->trigger();
        QCOMPARE(window.document()->design().nodes.size(), nodes + 6);
        window.action(QStringLiteral("editDelete"))->trigger();
        QCOMPARE(window.document()->design().nodes.size(), nodes + 5);
        for (int i = 0; i < 4; ++i)
            window.document()->undoStack()->undo();
        QCOMPARE(window.document()->design().nodes.size(), nodes);
    }

    void qosDialogChartFollowsTyping()
    {
        QosPolicy policy = starter("s2d-converged-set").qos;
        QosDialog dialog(policy);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        qreal total = 0;
        for (const auto &[label, value] : dialog.slices())
            total += value;
        QCOMPARE(total, 100.0);
        // The default class gets what the others leave.
        auto *share = dialog.findChild<QSpinBox *>(QStringLiteral("share.0"));
        const int before = share->value();
        share->setValue(before - 10);
        qreal defaultShare = 0;
        for (const auto &[label, value] : dialog.slices())
            if (label.startsWith(QStringLiteral("0: ")))
                defaultShare = value;
        QCOMPARE(defaultShare, qreal(policy.etsShares().at(0) + 10));
        QCOMPARE(dialog.policy().classes.front().bandwidthPercent, before - 10);
    }

    void autoLayoutIsOneStep()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        Design design = starter("sofs-hyperv-2012r2");
        design.layout.clear(); // as a hand-written or generated file comes
        window.document()->reset(design);
        // Without positions the canvas lays the design out itself: hosts above
        // switches above the file servers, nothing on top of anything.
        qreal hostBottom = -1e9, switchTop = 1e9;
        for (const Node &n : design.nodes)
            if (n.role == NodeRole::HyperVHost)
                hostBottom = std::max(hostBottom, window.scene()->itemForId(n.id)->y());
        for (const Switch &s : design.switches)
            switchTop = std::min(switchTop, window.scene()->itemForId(s.id)->y());
        QVERIFY(hostBottom < switchTop);
        window.action(QStringLiteral("viewAutoLayout"))->trigger();
        QCOMPARE(window.document()->undoStack()->count(), 1);
        QCOMPARE(window.document()->design().layout.size(), design.nodes.size() + design.switches.size());
        window.document()->undoStack()->undo();
        QVERIFY(window.document()->design().layout.empty());
    }

    void arrowKeysNudgeTheSelection()
    {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->reset(starter("s2d-converged-set"));
        window.scene()->selectIds({QStringLiteral("n1"), QStringLiteral("n2")});
        const Point n1 = window.document()->design().layout.at(QStringLiteral("n1"));
        window.view()->setFocus();
        QTest::keyClick(window.view(), Qt::Key_Right);
        QTest::keyClick(window.view(), Qt::Key_Down, Qt::ShiftModifier);
        const Point moved = window.document()->design().layout.at(QStringLiteral("n1"));
        QCOMPARE(moved.x, n1.x + 10);
        QCOMPARE(moved.y, n1.y + 1);
        QCOMPARE(window.scene()->itemForId(QStringLiteral("n2"))->pos().x(),
            window.document()->design().layout.at(QStringLiteral("n2")).x);
        window.document()->undoStack()->undo();
        window.document()->undoStack()->undo();
        QCOMPARE(window.document()->design().layout.at(QStringLiteral("n1")), n1);
        // With nothing selected the arrows scroll and change nothing.
        window.scene()->clearSelection();
        QTest::keyClick(window.view(), Qt::Key_Left);
        QCOMPARE(window.document()->undoStack()->index(), 0);
    }

    void autosaveSurvivesACrash()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("crash.hvnet"));
        {
            QFile out(file);
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(*StarterCatalogue::content(QStringLiteral("s2d-converged-set")));
        }
        // A real designer process edits the design, autosaves and dies.
        QProcess crash;
        crash.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--crash-after-autosave"), file});
        QVERIFY(crash.waitForFinished(30000));
        QCOMPARE(crash.exitCode(), 3);
        const QList<Recovery::Entry> orphans = Recovery::orphans();
        QCOMPARE(orphans.size(), 1);
        QCOMPARE(orphans.front().originalFile, file);

        // A fresh window offers it; restoring brings the edit back, unsaved.
        MainWindow window;
        window.show();
        whenModal([](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            QVERIFY(box->text().contains(QStringLiteral("Hyperconverged")));
            box->findChild<QPushButton *>(QStringLiteral("restore"))->click();
        });
        window.offerRecovery();
        QCOMPARE(window.document()->design().subnet(QStringLiteral("st1"))->vlan, 1234);
        QCOMPARE(window.document()->fileName(), file);
        QVERIFY(window.isWindowModified());
        QVERIFY(Recovery::orphans().isEmpty());

        // This session's own copy appears when modified, and goes on save.
        QVERIFY(window.recovery()->saveNow());
        QVERIFY(QFile::exists(window.recovery()->currentFile()));
        QVERIFY(Recovery::orphans().isEmpty()); // alive: not offered
        const QString copy = window.recovery()->currentFile();
        QVERIFY(window.document()->save().isNull());
        QVERIFY(!QFile::exists(copy));
    }

    void germanWhenChosen()
    {
        // The language setting as the designer applies it at start.
        installTranslations(*qApp, QStringLiteral("de"));
        {
            MainWindow window;
            window.resize(1600, 1000);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.document()->reset(starter("sofs-hyperv-2012r2"));
            window.fitToView();
            window.scene()->selectIds({QStringLiteral("hv1")});
            QTest::qWait(100);
            QStringList menus;
            for (QAction *a : window.menuBar()->actions())
                menus << a->text();
            QCOMPARE(menus.first(), QStringLiteral("&Datei"));
            QCOMPARE(window.action(QStringLiteral("designSubnets"))->text(), QStringLiteral("&Subnetze und VLANs..."));
            const QString germanShot = screenshotProblem(window,
                QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("sofs-hyperv-2012r2.de.png")),
                QStringLiteral(" - hvnet"));
            QVERIFY2(germanShot.isEmpty(), qPrintable(germanShot));
        }
        for (QTranslator *t : qApp->findChildren<QTranslator *>()) {
            QCoreApplication::removeTranslator(t);
            delete t;
        }
        MainWindow english;
        QCOMPARE(english.menuBar()->actions().first()->text(), QStringLiteral("&File"));
    }

    // View > Language in the middle of drawing: every text of the window in
    // the new language at once, Qt's own included, and nothing of the work
    // lost: the design, its undo history, the recovery copy, the selection,
    // the zoom, the filters and the window's place.
    void languageChangesLive()
    {
        QVERIFY(QFileInfo::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm")));
        const QLocale before;
        // English again however this test ends: a failure here must not
        // turn the tests after it German.
        const auto english = qScopeGuard([&before] {
            Settings().setLanguage({});
            for (QTranslator *t : qApp->findChildren<QTranslator *>()) {
                QCoreApplication::removeTranslator(t);
                delete t;
            }
            QLocale::setDefault(before);
        });
        installTranslations(*qApp, QStringLiteral("en"));
        QPointer<MainWindow> window = new MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        QVERIFY(openWindow(*window, "s2d-converged-set"));
        DesignDocument *document = window->document();
        std::vector<Subnet> subnets = document->design().subnets;
        subnets[1].vlan = 1234;
        document->undoStack()->push(
            new SetSubnets(document, &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("VLAN 1234")));
        QVERIFY(window->recovery()->saveNow());
        const QString copy = window->recovery()->currentFile();
        const Design drawn = document->design();
        const QString host = drawn.nodes.front().id;
        document->selection()->setIds({host});
        window->view()->zoomBy(0.5);
        const qreal zoom = window->view()->zoom();
        window->view()->showNetworks({drawn.subnets[1].id});
        window->findChild<QLineEdit *>(QStringLiteral("outlineFilter"))->setText(QStringLiteral("0"));
        window->move(40, 30);
        const QRect place = window->geometry();
        QCOMPARE(window->menuBar()->actions().first()->text(), QStringLiteral("&File"));

        QSignalSpy replaced(window.data(), &MainWindow::replaced);
        window->action(QStringLiteral("language_de"))->trigger();
        QVERIFY(replaced.wait(5000));
        auto *next = replaced.front().front().value<MainWindow *>();
        QTRY_VERIFY(window.isNull()); // the old window is gone, not hidden
        QVERIFY(QTest::qWaitForWindowExposed(next));
        QCOMPARE(next->menuBar()->actions().first()->text(), QStringLiteral("&Datei"));
        QCOMPARE(next->action(QStringLiteral("designSubnets"))->text(), QStringLiteral("&Subnetze und VLANs..."));
        QVERIFY(next->action(QStringLiteral("language_de"))->isChecked());
        // The same document, history and copy: one undo brings VLAN 1234 back out.
        QCOMPARE(next->document(), document);
        QCOMPARE(document->parent(), static_cast<QObject *>(next));
        QCOMPARE(document->design(), drawn);
        QCOMPARE(document->undoStack()->count(), 1);
        QVERIFY(next->isWindowModified());
        QCOMPARE(next->recovery()->currentFile(), copy);
        QVERIFY(QFile::exists(copy));
        QVERIFY(Recovery::orphans().isEmpty()); // its owner is alive
        QCOMPARE(document->selection()->ids(), QStringList{host});
        QCOMPARE(next->scene()->selectedIds(), QStringList{host});
        QCOMPARE(next->view()->zoom(), zoom);
        QCOMPARE(next->scene()->networkFilter(), QStringList{drawn.subnets[1].id});
        QCOMPARE(next->findChild<QLineEdit *>(QStringLiteral("outlineFilter"))->text(), QStringLiteral("0"));
        QCOMPARE(next->geometry(), place);
        // Qt's own buttons come from Debian's qt6-translations-l10n.
        QDialogButtonBox box(QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')), QStringLiteral("Abbrechen"));
        // Numbers follow the language.
        QCOMPARE(QLocale().toString(1234.5, 'f', 1), QStringLiteral("1.234,5"));
        QTest::qWait(100);
        const QString shot = screenshotProblem(*next,
            QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("language-live.de.png")), QStringLiteral(" - hvnet"));
        QVERIFY2(shot.isEmpty(), qPrintable(shot));

        // And back, as live; the edit still undoes.
        QSignalSpy back(next, &MainWindow::replaced);
        next->action(QStringLiteral("language_en"))->trigger();
        QVERIFY(back.wait(5000));
        auto *inEnglish = back.front().front().value<MainWindow *>();
        QCOMPARE(inEnglish->menuBar()->actions().first()->text(), QStringLiteral("&File"));
        QDialogButtonBox englishBox(QDialogButtonBox::Cancel);
        QCOMPARE(englishBox.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')), QStringLiteral("Cancel"));
        inEnglish->document()->undoStack()->undo();
        QCOMPARE(inEnglish->document()->design().subnets[1].vlan, starter("s2d-converged-set").subnets[1].vlan);
        inEnglish->close();
        QVERIFY(!QFile::exists(copy)); // back to the saved design: the close asks nothing and removes the copy
    }

    void directCablesOnTheCanvasAsOnPaper()
    {
        // The switchless starter and a three-node full mesh: the canvas draws
        // the direct cables round the cards and apart, on the same paths as
        // the exported diagram.
        const QString out = buildDir("designer-screenshots");
        const Design twoNodes = starter("s2d-2node-switchless");
        for (const auto &[name, design] : {std::pair(QStringLiteral("canvas-s2d-2node-switchless"), twoNodes),
                 std::pair(QStringLiteral("canvas-s2d-3node-mesh"), testdiagram::threeNodeMesh(twoNodes))}) {
            MainWindow window;
            window.resize(1600, 1000);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.document()->reset(design);
            validateNow(window);
            window.fitToView();
            const SceneIndex &index = window.scene()->index();
            std::map<QString, QPolygonF> paths;
            for (auto it = index.links().cbegin(); it != index.links().cend(); ++it)
                if (it.value()->isVisible())
                    paths[it.key()] = it.value()->path();
            std::map<QString, QRectF> cards;
            for (NodeItem *n : index.nodes())
                cards[n->objectId()] = n->mapRectToScene(n->cardRect());
            for (SwitchItem *s : index.switches())
                cards[s->objectId()] = s->mapRectToScene(s->cardRect());
            std::map<QString, QPointF> handles;
            for (const Node &n : design.nodes)
                for (const Adapter &a : n.adapters)
                    handles[a.id] = *window.scene()->endPosition(a.id);
            const QStringList problems = testdiagram::directCableProblems(design, paths, cards, handles);
            QVERIFY2(problems.isEmpty(), qPrintable(name + QLatin1String(": ") + problems.join(QLatin1String("; "))));
            const DiagramDrawing drawing(design, Validator::run(design));
            QCOMPARE(paths, drawing.cablePaths());
            QTest::qWait(150);
            const QString problem
                = screenshotProblem(window, QDir(out).filePath(name + QStringLiteral(".png")), window.document()->displayName());
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
        }
    }

    // A cable's end dragged from its port to another: the same cable now ends
    // there, in one undo step that says so; dropped on a cabled port it stays.
    void cableEndsMoveByDragging()
    {
        MainWindow window;
        QVERIFY(openWindow(window));
        Design spare = starter("s2d-converged-set");
        for (Switch &sw : spare.switches)
            if (sw.id == QLatin1String("tor-a"))
                sw.ports.push_back({QStringLiteral("tor-a-spare"), QStringLiteral("Ethernet1/54"), 25, {}, {}, {}});
        DesignDocument *document = window.document();
        document->reset(spare);
        const Design before = document->design();
        const Link cable = before.links.front(); // S2D01 SLOT 3 Port 1 - TOR-A Ethernet1/1
        const Switch &tor = *before.switchById(QStringLiteral("tor-a"));
        auto *torItem = dynamic_cast<SwitchItem *>(window.scene()->itemForId(tor.id));
        QVERIFY(torItem);
        QString freePort;
        for (const SwitchPort &p : tor.ports)
            if (std::none_of(before.links.begin(), before.links.end(),
                    [&p](const Link &l) { return l.a == p.id || l.b == p.id; })) {
                freePort = p.id;
                break;
            }
        QVERIFY(!freePort.isEmpty());
        window.view()->ensureVisible(torItem);
        dragCable(window, *torItem->portScenePosition(cable.b), *torItem->portScenePosition(freePort));
        const Link *moved = document->design().link(cable.id);
        QVERIFY(moved);
        QCOMPARE(moved->a, cable.a);
        QCOMPARE(moved->b, freePort);
        QCOMPARE(document->design().links.size(), before.links.size());
        QCOMPARE(document->design().links.front().id, cable.id); // in its place in the file
        QCOMPARE(document->undoStack()->undoText(),
            QStringLiteral("Cable of S2D01 SLOT 3 Port 1: TOR-A Ethernet1/1 -> TOR-A %1")
                .arg(tor.port(freePort)->name));
        QVERIFY(window.scene()->itemForId(cable.id)); // drawn between its new ends

        // Onto a port that has a cable: refused, nothing changes.
        const int steps = document->undoStack()->count();
        const Link &other = before.links[2];
        QVERIFY(tor.port(other.b));
        dragCable(window, *torItem->portScenePosition(freePort), *torItem->portScenePosition(other.b));
        QCOMPARE(document->undoStack()->count(), steps);
        QCOMPARE(document->design().link(cable.id)->b, freePort);

        document->undoStack()->undo();
        QVERIFY(document->design() == before);
    }

    // Edit > Apply Host Profile on a selection: the dialog opens on the
    // first selected host's profile with the others ticked, says what the
    // profile holds, and Apply gives them that profile in one undo step.
    void hostProfileOnASelection()
    {
        MainWindow window;
        QVERIFY(openWindow(window));
        Design unconfigured = starter("s2d-converged-set");
        for (Node *n : {&unconfigured.nodes[1], &unconfigured.nodes[3]})
            for (Adapter &a : n->adapters) {
                a.rdma = RdmaTransport::None;
                a.jumboPacket.reset();
            }
        DesignDocument *document = window.document();
        document->reset(unconfigured);
        window.scene()->selectIds({QStringLiteral("n1"), QStringLiteral("n2"), QStringLiteral("n4")});
        QVERIFY(window.action(QStringLiteral("editApplyProfile"))->isEnabled());
        QString summary, shot;
        QStringList ticked;
        whenModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<HostProfileDialog *>(modal);
            QVERIFY(dialog);
            summary = dialog->findChild<QLabel *>(QStringLiteral("summary"))->text();
            ticked = dialog->targetIds();
            QCOMPARE(dialog->sourceId(), QStringLiteral("n1"));
            if (const QString out = qEnvironmentVariable("HVNET_SCREENSHOT_DIR"); !out.isEmpty())
                shot = screenshotProblem(*dialog, QDir(out).filePath(QStringLiteral("host-profile-dialog.png")),
                    QStringLiteral("Host Profile"));
            dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->click();
        });
        const int steps = document->undoStack()->count();
        window.action(QStringLiteral("editApplyProfile"))->trigger();
        QVERIFY2(shot.isEmpty(), qPrintable(shot));
        QCOMPARE(summary, HostProfile::summary(unconfigured, QStringLiteral("n1")));
        QCOMPARE(ticked, (QStringList{QStringLiteral("n2"), QStringLiteral("n4")}));
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Apply S2D01's profile to S2D02, S2D04"));
        QVERIFY(document->design().nodes == starter("s2d-converged-set").nodes);
        QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("2 host(s) now have S2D01's profile."));
    }

    // Edit > Add Note: a note card on the canvas with the text typed; a
    // drag moves it, a double click edits it, Delete removes it, each one
    // undo step; the note is saved with the design.
    void notesOnTheCanvas()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        DesignDocument *document = window.document();
        const Design before = document->design();
        const auto typeNote = [](const QString &text) {
            whenModal([text](QWidget *modal) {
                auto *dialog = qobject_cast<QInputDialog *>(modal);
                QVERIFY(dialog);
                dialog->setTextValue(text);
                dialog->accept();
            });
        };
        typeNote(QStringLiteral("Uplinks to the core\nare the customer's"));
        window.action(QStringLiteral("editAddNote"))->trigger();
        QCOMPARE(document->design().notes.size(), std::size_t(1));
        const Note note = document->design().notes.front();
        QCOMPARE(note.text, QStringLiteral("Uplinks to the core\nare the customer's"));
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Add note"));
        QCOMPARE(window.scene()->selectedIds(), QStringList{note.id});
        QGraphicsItem *card = window.scene()->itemForId(note.id);
        QVERIFY(card);
        QVERIFY(document->design().layout.count(note.id));
        QCOMPARE(card->pos(), QPointF(document->design().layout.at(note.id).x, document->design().layout.at(note.id).y));

        // Dragged by the mouse: its position is kept, one step.
        DesignView *view = window.view();
        view->centerOn(card);
        const QPoint grab = view->mapFromScene(card->sceneBoundingRect().center());
        QTest::mousePress(view->viewport(), Qt::LeftButton, {}, grab);
        for (int step = 1; step <= 4; ++step) {
            const QPoint p = grab + QPoint(20, 10) * step;
            QMouseEvent move(QEvent::MouseMove, p, view->viewport()->mapToGlobal(p), Qt::NoButton, Qt::LeftButton,
                Qt::NoModifier);
            QApplication::sendEvent(view->viewport(), &move);
        }
        QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, grab + QPoint(80, 40));
        const Point moved = document->design().layout.at(note.id);
        QVERIFY2(std::abs(moved.x - card->pos().x()) < 0.5 && card->pos() != QPointF(0, 0),
            qPrintable(QStringLiteral("%1,%2").arg(moved.x).arg(moved.y)));
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Move note"));

        // A double click edits the text.
        typeNote(QStringLiteral("Uplinks: customer"));
        const QPoint at = view->mapFromScene(card->sceneBoundingRect().center());
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
        QCOMPARE(document->design().notes.front().text, QStringLiteral("Uplinks: customer"));
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Edit note"));

        // The outline lists it by its first line; picked there, it is
        // selected on the canvas.
        window.scene()->selectIds({});
        const auto outlineRow = [&window](const QString &text) -> QTreeWidgetItem * {
            for (QTreeWidgetItemIterator it(window.outline()); *it; ++it)
                if ((*it)->text(0) == text)
                    return *it;
            return nullptr;
        };
        QTRY_VERIFY(outlineRow(QStringLiteral("Uplinks: customer")));
        QCOMPARE(outlineRow(QStringLiteral("Uplinks: customer"))->parent()->text(0), QStringLiteral("Notes"));
        window.outline()->setCurrentItem(outlineRow(QStringLiteral("Uplinks: customer")));
        QTRY_COMPARE(window.scene()->selectedIds(), QStringList{note.id});

        // Arrow keys nudge it, zoom to selection frames it, copy and paste
        // make a second one beside it: each one undo step.
        const Point placed = document->design().layout.at(note.id);
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(document->design().layout.at(note.id), (Point{placed.x + 10, placed.y}));
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Move note"));
        QCOMPARE(window.scene()->areaOf({note.id}), card->sceneBoundingRect());
        QVERIFY(window.action(QStringLiteral("editCopy"))->isEnabled());
        window.action(QStringLiteral("editCopy"))->trigger();
        window.action(QStringLiteral("editPaste"))->trigger();
        QCOMPARE(document->design().notes.size(), std::size_t(2));
        const Note pasted = document->design().notes.back();
        QVERIFY(pasted.id != note.id);
        QCOMPARE(pasted.text, QStringLiteral("Uplinks: customer"));
        QCOMPARE(document->design().layout.at(pasted.id), (Point{placed.x + 50, placed.y + 40}));
        QCOMPARE(window.scene()->selectedIds(), QStringList{pasted.id});
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Paste 1 object(s)"));
        document->undoStack()->undo();
        QCOMPARE(document->design().notes.size(), std::size_t(1));
        QVERIFY(!document->design().layout.count(pasted.id));
        window.scene()->selectIds({note.id});

        // Saved and read back with its place.
        const auto read = DesignReader::read(DesignWriter::write(document->design()));
        QVERIFY(read.design);
        QVERIFY(read.design->notes == document->design().notes);
        QVERIFY(read.design->layout.at(note.id) == document->design().layout.at(note.id));

        window.scene()->selectIds({note.id});
        window.action(QStringLiteral("editDelete"))->trigger();
        QVERIFY(document->design().notes.empty());
        QVERIFY(!document->design().layout.count(note.id));
        QVERIFY(!window.scene()->itemForId(note.id));
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Delete 1 note(s)"));
        while (document->undoStack()->canUndo() && !(document->design() == before))
            document->undoStack()->undo();
        QVERIFY(document->design() == before);
        QVERIFY(!window.scene()->itemForId(note.id));
    }

    // Design > Export IP Plan and Import IP Plan, through their file
    // dialogs: the plan a customer's team edits comes back as one undo step;
    // a plan with a mistake says where, and changes nothing.
    void ipPlanOutAndBackIn()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        DesignDocument *document = window.document();
        const Design before = document->design();
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("plan.csv"));
        // The file dialog, then what comes up after it, if anything.
        const auto choose = [](const QString &name, std::function<void(QWidget *)> then = {}) {
            whenModal([name, then](QWidget *modal) {
                auto *dialog = qobject_cast<QFileDialog *>(modal);
                QVERIFY(dialog);
                if (then)
                    whenModal(then, dialog);
                dialog->selectFile(name);
                static_cast<QDialog *>(dialog)->accept();
            });
        };
        const auto writeFile = [](const QString &name, const QByteArray &bytes) {
            QFile out(name);
            return out.open(QIODevice::WriteOnly | QIODevice::Truncate) && out.write(bytes) == bytes.size();
        };
        choose(file);
        window.action(QStringLiteral("designExportIpPlan"))->trigger();
        QFile written(file);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QByteArray csv = written.readAll();
        written.close();
        QVERIFY(csv.contains("S2D03,SMB2,Storage 2,10.71.2.0/24,712,10.71.2.13\r\n"));

        csv.replace("10.71.2.13\r\n", "10.71.2.63\r\n");
        QVERIFY(writeFile(file, csv));
        const int steps = document->undoStack()->count();
        choose(file);
        window.action(QStringLiteral("designImportIpPlan"))->trigger();
        QCOMPARE(document->undoStack()->count(), steps + 1);
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Import IP plan: 1 interface(s) changed"));
        QVERIFY(document->design().nodes[2].interfaces[2].address == QStringLiteral("10.71.2.63"));

        csv.replace("10.71.2.63\r\n", "10.71.3.63\r\n");
        QVERIFY(writeFile(file, csv));
        QString said;
        choose(file, [&said](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            said = box->text() + QLatin1Char('\n') + box->informativeText();
            box->accept();
        });
        window.action(QStringLiteral("designImportIpPlan"))->trigger();
        QVERIFY2(said.contains(QStringLiteral("Nothing was changed")), qPrintable(said));
        QVERIFY2(said.contains(QStringLiteral("line 10, column 39: 10.71.3.63 is not a host address of Storage 2 "
                                              "(10.71.2.0/24)")),
            qPrintable(said));
        QCOMPARE(document->undoStack()->count(), steps + 1);
        document->undoStack()->undo();
        QVERIFY(document->design() == before);
    }

    // File > New from Template: a gallery with a picture of each starter; the
    // keyboard alone picks one (the list has the focus, typing a title's
    // start finds it, Enter creates it), and Escape changes nothing.
    void starterGalleryByKeyboard()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        const QList<StarterTemplate> starters = StarterCatalogue::all();
        QVERIFY(starters.size() >= 6);
        QStringList titles;
        const auto look = [&](StarterGallery *gallery) {
            auto *list = gallery->findChild<QListWidget *>(QStringLiteral("starters"));
            QVERIFY(list);
            QCOMPARE(list->count(), int(starters.size()));
            QCOMPARE(gallery->focusWidget(), list);
            QCOMPARE(gallery->chosenId(), starters.first().id);
            for (int row = 0; row < list->count(); ++row) {
                const QListWidgetItem *item = list->item(row);
                titles << item->text();
                // A picture, not a blank: the cards' ink covers part of it.
                const QImage picture = item->icon().pixmap(list->iconSize()).toImage();
                QCOMPARE(picture.size(), list->iconSize());
                int ink = 0;
                for (int y = 1; y < picture.height() - 1; ++y)
                    for (int x = 1; x < picture.width() - 1; ++x)
                        ink += qGray(picture.pixel(x, y)) < 200;
                QVERIFY2(ink > picture.width() * picture.height() / 50,
                    qPrintable(item->text() + QStringLiteral(": %1 dark pixels").arg(ink)));
            }
            gallery->grab().save(QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("starter-gallery.png")));
            QTest::keyClicks(list, QStringLiteral("Three"));
            QCOMPARE(gallery->chosenId(), QStringLiteral("s2d-3node-switchless"));
            const QString description = gallery->findChild<QLabel *>(QStringLiteral("description"))->text();
            QVERIFY2(description.contains(QLatin1String("full mesh")) && description.contains(QLatin1String("3 server(s)")),
                qPrintable(description));
            QTest::keyClick(list, Qt::Key_Return);
        };
        whenModal([&](QWidget *modal) {
            auto *gallery = qobject_cast<StarterGallery *>(modal);
            if (gallery)
                look(gallery);
            if (modal->isVisible()) // a check failed: close it, so the test ends
                qobject_cast<QDialog *>(modal)->reject();
        });
        window.action(QStringLiteral("fileNewFromTemplate"))->trigger();
        QTRY_VERIFY(window.document()->design() == starter("s2d-3node-switchless"));
        QVERIFY(!window.isWindowModified());
        QCOMPARE(titles.removeDuplicates(), qsizetype(0));

        whenModal([](QWidget *modal) {
            QVERIFY(qobject_cast<StarterGallery *>(modal));
            QTest::keyClick(modal, Qt::Key_Escape);
        });
        window.action(QStringLiteral("fileNewFromTemplate"))->trigger();
        QVERIFY(window.document()->design() == starter("s2d-3node-switchless"));
    }

    void screenshotPerTemplate()
    {
        const QString out = buildDir("designer-screenshots");
        for (const StarterTemplate &t : StarterCatalogue::all()) {
            MainWindow window;
            window.resize(1600, 1000);
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.document()->reset(starter(t.id.toLatin1().constData()));
            validateNow(window);
            window.fitToView();
            window.scene()->selectIds({window.document()->design().nodes.front().id});
            QTest::qWait(150); // the docks fill in on the event loop
            const QString problem = screenshotProblem(
                window, QDir(out).filePath(t.id + QStringLiteral(".png")), window.document()->displayName());
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            const QImage shot = window.grab().toImage();
            // The canvas is drawn: many dark pixels where the cards' text is.
            const QRect canvas(window.view()->mapTo(&window, QPoint(0, 0)), window.view()->size());
            int dark = 0;
            for (int y = canvas.top(); y < canvas.bottom(); y += 2)
                for (int x = canvas.left(); x < canvas.right(); x += 2)
                    dark += qGray(shot.pixel(x, y)) < 100;
            QVERIFY2(dark > 200, qPrintable(QStringLiteral("%1: %2").arg(t.id).arg(dark)));
        }
        // The dialogs, for people to look at.
        const Design design = starter("s2d-converged-set");
        QosDialog qos(design.qos);
        qos.show();
        QVERIFY(QTest::qWaitForWindowExposed(&qos));
        const QString qosShot
            = screenshotProblem(qos, QDir(out).filePath(QStringLiteral("qos-dialog.png")), QStringLiteral("QoS Policy"));
        QVERIFY2(qosShot.isEmpty(), qPrintable(qosShot));
        SubnetsDialog subnets(design);
        subnets.show();
        QVERIFY(QTest::qWaitForWindowExposed(&subnets));
        const QString subnetsShot = screenshotProblem(
            subnets, QDir(out).filePath(QStringLiteral("subnets-dialog.png")), QStringLiteral("Subnets and VLANs"));
        QVERIFY2(subnetsShot.isEmpty(), qPrintable(subnetsShot));
    }
};

int main(int argc, char *argv[])
{
    useOwnHome();
    QApplication app(argc, argv);
    nameTestApplication();
    if (argc == 3 && QByteArray(argv[1]) == "--crash-after-autosave") {
        // The crashing half of autosaveSurvivesACrash: a modified design, its
        // autosave, and an exit without any cleanup.
        MainWindow window;
        if (!window.openFile(QString::fromLocal8Bit(argv[2])).isEmpty())
            return 1;
        std::vector<Subnet> subnets = window.document()->design().subnets;
        subnets[1].vlan = 1234;
        window.document()->undoStack()->push(
            new SetSubnets(window.document(), &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("crash")));
        if (!window.recovery()->saveNow())
            return 2;
        std::_Exit(3);
    }
    TestDesignerFlow test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_designerflow.moc"

// The designer without a mouse (issue 31): every step of drawing a design
// by keyboard alone in the real (offscreen) window, and what the keyboard
// needs on the way: mnemonics on every dialog button, the first field of a
// dialog focused, cards placed beside each other from the palette, cables
// through Connect... and the port map, ports that say what they are and
// where their cable goes, undo entries that say what changed, pickers that
// stay open, dialogs wide enough to read. The acceptance walk builds the
// two-host SET design with two ToRs from an empty window by key events only
// and counts the actions.

#include "app/designer/designfiles.h"
#include "app/designer/mainwindow.h"
#include "model/designdocument.h"
#include "model/designreader.h"
#include "model/designselection.h"
#include "model/edit/designactions.h"
#include "model/edit/newcable.h"
#include "model/validation/finding.h"
#include "plans/filenames.h"
#include "tests/support/designerdriver.h"
#include "tests/support/screenshotcheck.h"
#include "views/connectdialog.h"
#include "views/designscene.h"
#include "views/designview.h"
#include "views/dialogmanners.h"
#include "views/hostslikedialog.h"
#include "views/nodeitem.h"
#include "views/outlineview.h"
#include "views/paletteview.h"
#include "views/portmapdialog.h"
#include "views/subnetsdialog.h"
#include "views/switchitem.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QRegularExpression>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <functional>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

QString screenshotDir()
{
    return buildDir("designer-screenshots");
}

// What has the keyboard: the focused widget, else the active modal dialog or window.
QWidget *keyboardTarget()
{
    settle();
    if (QWidget *popup = QApplication::activePopupWidget())
        return popup;
    if (QWidget *w = QApplication::focusWidget())
        return w;
    if (QWidget *w = QApplication::activeModalWidget())
        return w;
    if (QWidget *w = QApplication::activeWindow())
        return w;
    // A window manager gives the keyboard back to the main window when a
    // dialog closes; the offscreen platform has none, so the walk does.
    for (QWidget *w : QApplication::topLevelWidgets())
        if (qobject_cast<MainWindow *>(w) && w->isVisible()) {
            w->activateWindow();
            if (QTest::qWaitForWindowActive(w))
                return QApplication::focusWidget() ? QApplication::focusWidget() : w;
        }
    return nullptr;
}

// The keys a person presses, counted: each key (with its modifiers) is one
// action, and so is typing one word or value into a field.
struct Keyboard {
    int actions = 0;
    QStringList log;

    void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier, const QString &note = {})
    {
        QWidget *target = keyboardTarget();
        QVERIFY2(target, qPrintable(note));
        ++actions;
        log << QStringLiteral("%1. %2%3")
                   .arg(actions)
                   .arg(QKeySequence(modifiers | key).toString(), note.isEmpty() ? QString() : QStringLiteral("  ") + note);
        QTest::keyClick(target, key, modifiers);
        // A mnemonic clicks its button as an animated click does, 100 ms
        // later (QAbstractButton::animateClick); a person is no faster.
        if (modifiers & Qt::AltModifier)
            QTest::qWait(150);
        settle();
    }
    void type(const QString &text, const QString &note = {})
    {
        QWidget *target = keyboardTarget();
        QVERIFY2(target, qPrintable(text));
        ++actions;
        log << QStringLiteral("%1. \"%2\"%3")
                   .arg(actions)
                   .arg(text, note.isEmpty() ? QString() : QStringLiteral("  ") + note);
        // A list finds what is typed into it (type-ahead) and forgets it
        // after the keyboard input interval; a person takes longer than
        // that between one word and the next.
        QTest::qWait(QApplication::keyboardInputInterval() + 50);
        QTest::keyClicks(target, text);
        settle();
    }
};

// Runs keys in the next modal dialog once it has the keyboard; the key that
// opens it (which blocks in exec()) comes after this call.
void inDialog(const std::function<void(QWidget *)> &keys)
{
    whenModal([keys](QWidget *modal) {
        QVERIFY(QTest::qWaitForWindowActive(modal));
        settle();
        keys(modal);
    });
}

// Runs keys in the next popup menu (the canvas's context menu) once it is up.
void inPopup(const std::function<void()> &keys)
{
    QTimer::singleShot(0, [keys] {
        if (!QApplication::activePopupWidget()) {
            inPopup(keys);
            return;
        }
        keys();
    });
}

// Every button of a dialog reachable by a mnemonic of its own.
QString mnemonicProblems(QWidget *dialog)
{
    QStringList problems;
    QHash<QChar, QString> seen;
    for (QAbstractButton *b : dialog->findChildren<QAbstractButton *>()) {
        if (!b->isVisibleTo(dialog) || b->text().isEmpty() || qobject_cast<QAbstractItemView *>(b->parentWidget()))
            continue;
        const QChar m = DialogManners::mnemonicOf(b->text());
        if (m.isNull())
            problems << QStringLiteral("no mnemonic: %1").arg(b->text());
        else if (seen.contains(m))
            problems << QStringLiteral("%1 and %2 share %3").arg(seen.value(m), b->text(), m);
        else
            seen.insert(m, b->text());
    }
    return problems.join(QStringLiteral("; "));
}

// The ids of the design's server and switch cards, servers first.
QStringList cardIds(const Design &d)
{
    QStringList ids;
    for (const Node &n : d.nodes)
        ids << n.id;
    for (const Switch &s : d.switches)
        ids << s.id;
    return ids;
}

bool overlaps(MainWindow &window, const QStringList &ids)
{
    for (int i = 0; i < ids.size(); ++i)
        for (int j = i + 1; j < ids.size(); ++j) {
            const QRectF a = window.scene()->itemForId(ids[i])->sceneBoundingRect();
            const QRectF b = window.scene()->itemForId(ids[j])->sceneBoundingRect();
            if (a.intersects(b))
                return true;
        }
    return false;
}

} // namespace

class TestDesignerKeys : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Pressing Enter twice on a palette entry puts the second card beside
    // the first (selected) one, never on it; a switch goes on the row above
    // a selected server, a server on the row below a selected switch.
    void paletteEnterPlacesBesideTheSelection()
    {
        MainWindow window;
        QVERIFY(openWindow(window));
        PaletteView *palette = window.palette();
        palette->setFocus();
        palette->setCurrentRow(palette->rowOf(QStringLiteral("node:hyper-v-host")));
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(palette, Qt::Key_Return);
        palette->setCurrentRow(palette->rowOf(QStringLiteral("switch:dell-os10")));
        for (int i = 0; i < 2; ++i)
            QTest::keyClick(palette, Qt::Key_Return);
        const Design &d = window.document()->design();
        QCOMPARE(d.nodes.size(), std::size_t(3));
        QCOMPARE(d.switches.size(), std::size_t(2));
        const QStringList ids = cardIds(d);
        QVERIFY(!overlaps(window, ids));
        // Beside: the second host right of the first, on its row.
        const QRectF first = window.scene()->itemForId(ids[0])->sceneBoundingRect();
        const QRectF second = window.scene()->itemForId(ids[1])->sceneBoundingRect();
        QVERIFY(second.left() > first.right());
        QVERIFY(qAbs(second.top() - first.top()) < 1);
        // The first switch on the row above the host that was selected, the
        // second beside it; a server added with a switch selected goes below.
        const QRectF host = window.scene()->itemForId(ids[2])->sceneBoundingRect();
        const QRectF tor1 = window.scene()->itemForId(ids[3])->sceneBoundingRect();
        const QRectF tor2 = window.scene()->itemForId(ids[4])->sceneBoundingRect();
        QVERIFY(tor1.bottom() < host.top());
        QVERIFY(tor2.left() > tor1.right());
        QVERIFY(qAbs(tor2.top() - tor1.top()) < 1);
        palette->setCurrentRow(palette->rowOf(QStringLiteral("node:s2d-node")));
        QTest::keyClick(palette, Qt::Key_Return);
        QCOMPARE(d.nodes.size(), std::size_t(4));
        const QRectF below = window.scene()->itemForId(d.nodes.back().id)->sceneBoundingRect();
        QVERIFY(below.top() > tor2.bottom());
        QVERIFY(!overlaps(window, cardIds(d)));
    }

    // Alt+O is OK, Alt+C Cancel, in each of the designer's dialogs, and no
    // two buttons of one dialog share a letter; a dialog opens with the
    // keyboard in its first field.
    void dialogsHaveMnemonicsAndFocusTheirFirstField()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        // Subnets: OK by Alt+O takes what was typed.
        bool checked = false;
        inDialog([&checked](QWidget *modal) {
            QVERIFY(qobject_cast<SubnetsDialog *>(modal));
            const QString problems = mnemonicProblems(modal);
            QVERIFY2(problems.isEmpty(), qPrintable(problems));
            // The table of subnets has the keyboard.
            QCOMPARE(QApplication::focusWidget(), static_cast<QWidget *>(modal->findChild<QTableWidget *>()));
            modal->findChild<QSpinBox *>(QStringLiteral("vlan.st2"))->setValue(799);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_O, Qt::AltModifier);
            checked = true;
        });
        window.action(QStringLiteral("designSubnets"))->trigger();
        QVERIFY(checked);
        QCOMPARE(window.document()->design().subnet(QStringLiteral("st2"))->vlan, 799);

        // Hosts like this one: the number of hosts has the keyboard, typing
        // replaces it, Enter adds that many.
        const std::size_t hosts = window.document()->design().nodes.size();
        window.scene()->selectIds({window.document()->design().nodes.front().id});
        checked = false;
        inDialog([&checked](QWidget *modal) {
            QVERIFY(qobject_cast<HostsLikeDialog *>(modal));
            const QString problems = mnemonicProblems(modal);
            QVERIFY2(problems.isEmpty(), qPrintable(problems));
            auto *count = modal->findChild<QSpinBox *>(QStringLiteral("hostsLikeCount"));
            QVERIFY(count->hasFocus());
            QTest::keyClicks(QApplication::focusWidget(), QStringLiteral("1"));
            QCOMPARE(count->value(), 1);
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            checked = true;
        });
        window.action(QStringLiteral("editHostsLike"))->trigger();
        QVERIFY(checked);
        QCOMPARE(window.document()->design().nodes.size(), hosts + 1);

        // Connect and the port map: every button by its own letter.
        for (const char *name : {"editConnect", "designPortMap", "designQos"}) {
            checked = false;
            inDialog([&checked, name](QWidget *modal) {
                const QString problems = mnemonicProblems(modal);
                QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(name), problems)));
                QTest::keyClick(modal, Qt::Key_Escape);
                checked = true;
            });
            window.action(QLatin1String(name))->trigger();
            QVERIFY2(checked, name);
        }
    }

    // The Subnets dialog shows its values whole on first use: the VLAN
    // column fits the spin box, the prefix column its text.
    void subnetsDialogShowsItsColumnsWhole()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        bool checked = false;
        inDialog([&checked](QWidget *modal) {
            auto *table = modal->findChild<QTableWidget *>();
            auto *vlan = modal->findChild<QSpinBox *>(QStringLiteral("vlan.st1"));
            QVERIFY(vlan->width() >= vlan->sizeHint().width());
            for (int r = 0; r < table->rowCount(); ++r) {
                const QString prefix = table->item(r, 3)->text();
                QVERIFY2(table->columnWidth(3) >= table->fontMetrics().horizontalAdvance(prefix), qPrintable(prefix));
            }
            // Every column inside the table's viewport: nothing to scroll to.
            QCOMPARE(table->horizontalScrollBar()->maximum(), 0);
            const QString shot = screenshotProblem(
                *modal, QDir(screenshotDir()).filePath(QStringLiteral("subnets-first-use.png")), QStringLiteral("Subnets"));
            QVERIFY2(shot.isEmpty(), qPrintable(shot));
            QTest::keyClick(modal, Qt::Key_Escape);
            checked = true;
        });
        window.action(QStringLiteral("designSubnets"))->trigger();
        QVERIFY(checked);
    }

    // Typical Subnets adds what the table lacks: on an empty design the
    // management subnet (keyboard in its prefix) and storage on Network
    // ATC's defaults; beside a storage subnet on VLAN 711 only the second,
    // on 712; on a design that has them, nothing, and says so.
    void typicalSubnetsAddWhatIsMissing()
    {
        MainWindow window;
        QVERIFY(openWindow(window));
        const auto typical = [&](const std::function<void(SubnetsDialog *)> &check) {
            bool checked = false;
            inDialog([&](QWidget *modal) {
                auto *dialog = qobject_cast<SubnetsDialog *>(modal);
                QVERIFY(dialog);
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_T, Qt::AltModifier);
                QTest::qWait(150);
                settle();
                check(dialog);
                checked = true;
            });
            window.action(QStringLiteral("designSubnets"))->trigger();
            QVERIFY(checked);
        };
        typical([](SubnetsDialog *dialog) {
            const std::vector<Subnet> made = dialog->subnets();
            QCOMPARE(made.size(), std::size_t(3));
            QCOMPARE(made[0].purpose, SubnetPurpose::Management);
            QVERIFY(made[0].prefix.isEmpty());
            QCOMPARE(made[1].prefix, QStringLiteral("10.71.1.0/24"));
            QCOMPARE(made[1].vlan, 711);
            QCOMPARE(made[2].purpose, SubnetPurpose::Storage);
            QCOMPARE(made[2].vlan, 712);
            // The keyboard is in the management prefix, its editor open.
            QCOMPARE(dialog->table()->currentRow(), 0);
            QCOMPARE(dialog->table()->currentColumn(), 3);
            QVERIFY(qobject_cast<QLineEdit *>(QApplication::focusWidget()));
            QTest::keyClick(dialog, Qt::Key_Escape);
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
        QVERIFY(window.document()->design().subnets.empty());

        Design one = DesignFiles::emptyDesign();
        Subnet st;
        st.id = QStringLiteral("st");
        st.name = QStringLiteral("SMB A");
        st.purpose = SubnetPurpose::Storage;
        st.prefix = QStringLiteral("10.71.1.0/24");
        st.vlan = 711;
        Subnet mgmt;
        mgmt.id = QStringLiteral("m");
        mgmt.name = QStringLiteral("Mgmt");
        mgmt.purpose = SubnetPurpose::Management;
        mgmt.prefix = QStringLiteral("10.1.0.0/24");
        one.subnets = {mgmt, st};
        window.document()->reset(one);
        typical([](SubnetsDialog *dialog) {
            const std::vector<Subnet> made = dialog->subnets();
            QCOMPARE(made.size(), std::size_t(3));
            QCOMPARE(made[2].vlan, 712);
            QCOMPARE(made[2].prefix, QStringLiteral("10.71.2.0/24"));
            QCOMPARE(dialog->table()->currentRow(), 2);
            QTest::keyClick(dialog, Qt::Key_Escape);
            QTest::keyClick(dialog, Qt::Key_Escape);
        });

        window.document()->reset(*DesignReader::read(*StarterCatalogue::content(QStringLiteral("s2d-converged-set"))).design);
        const std::size_t before = window.document()->design().subnets.size();
        typical([before](SubnetsDialog *dialog) {
            QCOMPARE(dialog->subnets().size(), before);
            const QString said = dialog->findChild<QLabel *>(QStringLiteral("subnetsMessage"))->text();
            QVERIFY2(said.contains(QStringLiteral("already")), qPrintable(said));
            QTest::keyClick(dialog, Qt::Key_Escape);
        });
    }

    // Connect... proposes the next cable: from the selected host's first
    // free adapter to the first free port of a switch it is not cabled to;
    // Enter draws it.
    void connectDialogDrawsTheNextCable()
    {
        MainWindow window;
        QVERIFY(openWindow(window));
        Design design = *DesignReader::read(*StarterCatalogue::content(QStringLiteral("s2d-converged-set"))).design;
        design.links.clear();
        window.document()->reset(design);
        const Design &d = window.document()->design();
        const Node &host = d.nodes.front();
        window.scene()->selectIds({host.id});
        std::vector<std::pair<QString, QString>> drawn;
        for (int cable = 0; cable < 2; ++cable) {
            inDialog([&drawn](QWidget *modal) {
                auto *dialog = qobject_cast<ConnectDialog *>(modal);
                QVERIFY(dialog);
                drawn.emplace_back(dialog->from(), dialog->to());
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            });
            window.action(QStringLiteral("editConnect"))->trigger();
        }
        QCOMPARE(d.links.size(), std::size_t(2));
        QCOMPARE(drawn[0].first, host.adapters[0].id);
        QCOMPARE(drawn[1].first, host.adapters[1].id);
        // One cable to each switch, each on the switch's first port.
        const QString s0 = NewCable::ownerOfEnd(d, drawn[0].second), s1 = NewCable::ownerOfEnd(d, drawn[1].second);
        QVERIFY(d.switchById(s0) && d.switchById(s1));
        QVERIFY(s0 != s1);
        QCOMPARE(drawn[0].second, d.switchById(s0)->ports.front().id);
        QCOMPARE(drawn[1].second, d.switchById(s1)->ports.front().id);
        QCOMPARE(d.links[0].a, drawn[0].first);
        QCOMPARE(d.links[0].b, drawn[0].second);

        // A cabled port is offered with its far end; the tooltip of its handle says the same.
        const QString far = ConnectDialog::endText(d, drawn[0].second);
        QVERIFY2(far.contains(host.name) && far.contains(host.adapters[0].name), qPrintable(far));
        QCOMPARE(window.scene()->portToolTip(drawn[0].second), far);
        const std::vector<SwitchPort> &ports = d.switchById(s0)->ports;
        QVERIFY(ports.size() > 1); // the first is cabled now, the last is not
        QVERIFY(window.scene()->portToolTip(ports.back().id).contains(QStringLiteral("free")));

        // A refused pair (to the port cabled already) keeps Connect disabled and says why.
        inDialog([s0, taken = drawn[0].second](QWidget *modal) {
            auto *dialog = qobject_cast<ConnectDialog *>(modal);
            QVERIFY(dialog);
            auto *toObject = dialog->findChild<QComboBox *>(QStringLiteral("connectToObject"));
            auto *toEnd = dialog->findChild<QComboBox *>(QStringLiteral("connectToEnd"));
            toObject->setCurrentIndex(toObject->findData(s0));
            toEnd->setCurrentIndex(toEnd->findData(taken));
            QCOMPARE(dialog->to(), taken);
            QVERIFY(!dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok)->isEnabled());
            QVERIFY(!dialog->findChild<QLabel *>(QStringLiteral("connectWhyNot"))->text().isEmpty());
            QTest::keyClick(modal, Qt::Key_Escape);
        });
        window.scene()->selectIds({d.nodes[1].id});
        window.action(QStringLiteral("editConnect"))->trigger();
        QCOMPARE(d.links.size(), std::size_t(2));
    }

    // While a cable is drawn from an adapter, each switch marks its next free port.
    void drawingACableMarksTheNextFreePorts()
    {
        MainWindow window;
        QVERIFY(openWindow(window));
        Design design = *DesignReader::read(*StarterCatalogue::content(QStringLiteral("s2d-converged-set"))).design;
        design.links.erase(design.links.begin() + 1, design.links.end());
        window.document()->reset(design);
        window.fitToView();
        const Design &d = window.document()->design();
        const QStringList next = ConnectDialog::nextFreeEnds(d, d.nodes[1].adapters[0].id);
        QCOMPARE(next.size(), qsizetype(d.switches.size()));
        for (const QString &end : next)
            QVERIFY(ConnectDialog::farEnd(d, end).isEmpty());
        // The first link's port is taken: its switch offers the one after it.
        const QString taken = d.links.front().b;
        QVERIFY(!next.contains(taken));
        auto *node = dynamic_cast<NodeItem *>(window.scene()->itemForId(d.nodes[1].id));
        const QPoint from = window.view()->mapFromScene(*node->portScenePosition(d.nodes[1].adapters[0].id));
        QTest::mousePress(window.view()->viewport(), Qt::LeftButton, {}, from);
        QMouseEvent move(QEvent::MouseMove, from + QPoint(30, 30),
            window.view()->viewport()->mapToGlobal(from + QPoint(30, 30)), Qt::NoButton, Qt::LeftButton,
            Qt::NoModifier);
        QApplication::sendEvent(window.view()->viewport(), &move);
        const QImage drawing = window.view()->grab().toImage();
        drawing.save(QDir(screenshotDir()).filePath(QStringLiteral("cable-next-free-port.png")));
        QTest::mouseRelease(window.view()->viewport(), Qt::LeftButton, {}, from + QPoint(30, 30));
        QCOMPARE(d.links.size(), std::size_t(1));
    }

    // The port map connects a free port and disconnects a cabled one.
    void portMapConnectsAndDisconnects()
    {
        MainWindow window;
        QVERIFY(openWindow(window));
        Design design = *DesignReader::read(*StarterCatalogue::content(QStringLiteral("s2d-converged-set"))).design;
        const std::size_t links = design.links.size();
        window.document()->reset(design);
        const Design &d = window.document()->design();
        window.scene()->selectIds({d.switches.front().id});
        bool checked = false;
        inDialog([&checked, &d, links](QWidget *modal) {
            auto *map = qobject_cast<PortMapDialog *>(modal);
            QVERIFY(map);
            auto *table = map->findChild<QTableWidget *>();
            // The first row is cabled: Disconnect (Alt+D) removes its cable.
            table->setFocus();
            table->setCurrentCell(0, 0);
            const QString port = map->currentPort();
            QVERIFY(!port.isEmpty());
            // A mnemonic clicks its button as a click is animated: a moment later.
            QTest::keyClick(table, Qt::Key_D, Qt::AltModifier);
            QTRY_COMPARE(d.links.size(), links - 1);
            // The port stays in the map, free, and current.
            QCOMPARE(map->currentPort(), port);
            QCOMPARE(table->item(table->currentRow(), 1)->text(), QStringLiteral("free"));
            // Connect... (Alt+C) on the now free port: the Connect dialog, from that port.
            whenModal(
                [](QWidget *connect) {
                    QVERIFY(QTest::qWaitForWindowActive(connect));
                    auto *dialog = qobject_cast<ConnectDialog *>(connect);
                    QVERIFY(dialog);
                    QTest::keyClick(dialog, Qt::Key_Return);
                },
                map);
            QTest::keyClick(table, Qt::Key_C, Qt::AltModifier);
            QTRY_COMPARE(d.links.size(), links);
            QCOMPARE(map->currentPort(), port);
            QVERIFY(table->item(table->currentRow(), 1)->text() != QStringLiteral("free"));
            QTest::keyClick(table, Qt::Key_Escape);
            checked = true;
        });
        window.action(QStringLiteral("designPortMap"))->trigger();
        QVERIFY(checked);
    }

    // The undo history says what an edit changed, old and new value.
    void undoEntriesSayWhatChanged()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        const Design &d = window.document()->design();
        const Node &host = d.nodes.front();
        const QString name = host.name;
        QVERIFY(!host.vswitches.empty());
        window.scene()->selectIds({host.id});
        QTRY_VERIFY(window.properties()->findChild<QComboBox *>(QStringLiteral("vswitches.0.lb")));
        auto *lb = field<QComboBox>(window, QStringLiteral("vswitches.0.lb"));
        const QString before = lb->currentText();
        const int other = lb->currentIndex() == 0 ? 1 : 0;
        const QString after = lb->itemText(other);
        choose(window, QStringLiteral("vswitches.0.lb"), lb->itemData(other));
        const QString text = window.document()->undoStack()->undoText();
        QVERIFY2(text.startsWith(name + QStringLiteral(": ")), qPrintable(text));
        QVERIFY2(text.endsWith(QStringLiteral("%1 -> %2").arg(before, after)), qPrintable(text));
    }

    // A picker stays open while its entries are ticked, one edit per tick.
    void pickerStaysOpenWhileTicking()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        const Design &d = window.document()->design();
        const Node &host = d.nodes.front();
        window.scene()->selectIds({host.id});
        QTRY_VERIFY(window.properties()->findChild<QToolButton *>(QStringLiteral("vswitches.0.uplinks")));
        auto *button = field<QToolButton>(window, QStringLiteral("vswitches.0.uplinks"));
        const QStringList uplinks = host.vswitches.front().uplinks;
        QVERIFY(uplinks.size() >= 2);
        QMenu *menu = button->menu();
        const int steps = window.document()->undoStack()->count();
        bool checked = false;
        QTimer::singleShot(0, [&] {
            QTRY_VERIFY(menu->isVisible());
            // Untick the first uplink, then tick it again, with the keyboard: the menu stays open.
            QAction *first = nullptr;
            for (QAction *a : menu->actions())
                if (a->data().toString() == uplinks.front())
                    first = a;
            QVERIFY(first);
            menu->setActiveAction(first);
            QTest::keyClick(menu, Qt::Key_Space);
            settle();
            QVERIFY(menu->isVisible());
            QVERIFY(!window.document()->design().node(host.id)->vswitches.front().uplinks.contains(uplinks.front()));
            menu->setActiveAction(first);
            QTest::keyClick(menu, Qt::Key_Space);
            settle();
            QVERIFY(menu->isVisible());
            QVERIFY(window.document()->design().node(host.id)->vswitches.front().uplinks.contains(uplinks.front()));
            QTest::keyClick(menu, Qt::Key_Escape);
            checked = true;
        });
        button->showMenu();
        QVERIFY(checked);
        QCOMPARE(window.document()->undoStack()->count(), steps + 2);
    }

    // The properties dock fits its width (no sideways scrolling) and stays
    // where it was scrolled to when an edit rebuilds it.
    void propertiesDockFitsAndKeepsItsPlace()
    {
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        const Design &d = window.document()->design();
        window.scene()->selectIds({d.nodes.front().id});
        QTRY_VERIFY(window.properties()->findChild<QToolButton *>(QStringLiteral("vswitches.0.uplinks")));
        settle();
        const QString shot = screenshotProblem(*window.properties(),
            QDir(screenshotDir()).filePath(QStringLiteral("properties-host.png")), QStringLiteral("hvnet"));
        QVERIFY2(shot.isEmpty(), qPrintable(shot));
        QCOMPARE(window.properties()->horizontalScrollBar()->maximum(), 0);
        QScrollBar *bar = window.properties()->verticalScrollBar();
        QVERIFY(bar->maximum() > 100);
        bar->setValue(bar->maximum() - 10);
        const int at = bar->value();
        // Adding an interface rebuilds the page (another row): the page stays put.
        press(window, QStringLiteral("interfaces.add"));
        settle();
        QVERIFY2(bar->value() >= at - 5, qPrintable(QStringLiteral("%1 -> %2").arg(at).arg(bar->value())));
    }

    // The acceptance walk of issue 31: the two-host S2D design with a SET
    // vSwitch and two ToRs, from an empty window to a clean design, saved,
    // opened again and undone to empty, by key events alone. Every key (and
    // every word typed) is counted; the log of keys is printed.
    void acceptanceWalkByKeyboard()
    {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(openWindow(window));
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const Design empty = window.document()->design();
        const Design &d = window.document()->design();
        Keyboard keys;
        PaletteView *palette = window.palette();

        // 1. Subnets and VLANs: Alt+T adds the typical ones (management,
        //    and storage on Network ATC's defaults) and puts the keyboard
        //    in the management prefix; Tab goes on through VLAN, gateway
        //    and DNS.
        inDialog([&](QWidget *modal) {
            QVERIFY(qobject_cast<SubnetsDialog *>(modal));
            keys.press(Qt::Key_T, Qt::AltModifier, QStringLiteral("Typical Subnets"));
            keys.type(QStringLiteral("10.20.0.0/24"), QStringLiteral("management prefix"));
            keys.press(Qt::Key_Tab);
            keys.press(Qt::Key_Tab, Qt::NoModifier, QStringLiteral("untagged"));
            keys.type(QStringLiteral("10.20.0.1"), QStringLiteral("gateway"));
            keys.press(Qt::Key_Tab);
            keys.type(QStringLiteral("10.0.0.10"), QStringLiteral("DNS"));
            keys.press(Qt::Key_O, Qt::AltModifier, QStringLiteral("OK"));
        });
        keys.press(Qt::Key_U, Qt::ControlModifier | Qt::ShiftModifier, QStringLiteral("Subnets and VLANs"));
        QCOMPARE(d.subnets.size(), std::size_t(3));
        QCOMPARE(d.subnets[0].purpose, SubnetPurpose::Management);
        QCOMPARE(d.subnets[0].gateway, QStringLiteral("10.20.0.1"));
        QCOMPARE(d.subnets[0].prefix, QStringLiteral("10.20.0.0/24"));
        QCOMPARE(d.subnets[0].vlan, 0);
        QCOMPARE(d.subnets[0].dns, QStringList{QStringLiteral("10.0.0.10")});
        QCOMPARE(d.subnets[1].prefix, QStringLiteral("10.71.1.0/24"));
        QCOMPARE(d.subnets[1].vlan, 711);
        QCOMPARE(d.subnets[2].prefix, QStringLiteral("10.71.2.0/24"));
        QCOMPARE(d.subnets[2].vlan, 712);

        // 2. An S2D node from the palette (found by typing its name), its
        //    SET vSwitch with a vNIC per subnet from its context menu
        //    (Shift+F10, Converged Setup).
        keys.press(Qt::Key_1, Qt::AltModifier, QStringLiteral("Palette"));
        keys.type(QStringLiteral("S2D"), QStringLiteral("find"));
        QCOMPARE(palette->entryAt(palette->currentRow()), QStringLiteral("node:s2d-node"));
        keys.press(Qt::Key_Return, Qt::NoModifier, QStringLiteral("add S2D node"));
        QCOMPARE(d.nodes.size(), std::size_t(1));
        const QString host = d.nodes.front().id;
        keys.press(Qt::Key_0, Qt::AltModifier, QStringLiteral("Canvas"));
        const auto fromMenu = [&](Qt::Key key, const QString &note) {
            inPopup([&keys, key, note] { keys.press(key, Qt::NoModifier, note); });
            keys.press(Qt::Key_F10, Qt::ShiftModifier, QStringLiteral("context menu"));
        };
        fromMenu(Qt::Key_V, QStringLiteral("Converged Setup"));
        {
            const Node &n = *d.node(host);
            QCOMPARE(n.vswitches.size(), std::size_t(1));
            QCOMPARE(n.vswitches.front().uplinks.size(), 2);
            QCOMPARE(n.interfaces.size(), std::size_t(3));
            QCOMPARE(n.interfaces[0].name, QStringLiteral("SMB1"));
            QCOMPARE(n.interfaces[1].name, QStringLiteral("SMB2"));
            QCOMPARE(n.interfaces[2].name, QStringLiteral("Management"));
        }
        QVERIFY2(window.document()->undoStack()->undoText().contains(QStringLiteral("SMB1, SMB2, Management")),
            qPrintable(window.document()->undoStack()->undoText()));

        // 3. Two ToRs from the palette, side by side.
        keys.press(Qt::Key_1, Qt::AltModifier, QStringLiteral("Palette"));
        keys.type(QStringLiteral("Cisco"), QStringLiteral("find"));
        QCOMPARE(palette->entryAt(palette->currentRow()), QStringLiteral("switch:cisco-nxos"));
        keys.press(Qt::Key_Return, Qt::NoModifier, QStringLiteral("add ToR"));
        keys.press(Qt::Key_Return, Qt::NoModifier, QStringLiteral("add ToR"));
        QCOMPARE(d.switches.size(), std::size_t(2));
        // Over the server, as ToRs are drawn.
        QVERIFY(window.scene()->itemForId(d.switches.front().id)->sceneBoundingRect().bottom()
            < window.scene()->itemForId(host)->sceneBoundingRect().top());

        // 4. Its two cables: Connect... proposes each, Enter draws it.
        for (int i = 0; i < 2; ++i) {
            inDialog([&keys](QWidget *modal) {
                QVERIFY(qobject_cast<ConnectDialog *>(modal));
                keys.press(Qt::Key_Return, Qt::NoModifier, QStringLiteral("Connect"));
            });
            keys.press(Qt::Key_K, Qt::ControlModifier, QStringLiteral("Connect..."));
        }
        QCOMPARE(d.links.size(), std::size_t(2));

        // 5. The second node like the first (found in the outline by typing its name).
        keys.press(Qt::Key_2, Qt::AltModifier, QStringLiteral("Outline"));
        keys.type(d.node(host)->name, QStringLiteral("find"));
        QCOMPARE(window.scene()->selectedIds(), QStringList{host});
        inDialog([&keys](QWidget *modal) {
            QVERIFY(qobject_cast<HostsLikeDialog *>(modal));
            keys.type(QStringLiteral("1"), QStringLiteral("hosts"));
            keys.press(Qt::Key_Return, Qt::NoModifier, QStringLiteral("Add 1 Host"));
        });
        keys.press(Qt::Key_H, Qt::ControlModifier | Qt::ShiftModifier, QStringLiteral("Add Hosts Like This One"));
        QCOMPARE(d.nodes.size(), std::size_t(2));
        QCOMPARE(d.links.size(), std::size_t(4));
        // The new host lands on a free place, not on the ToR beside the first.
        QVERIFY(!overlaps(window, cardIds(d)));

        // 6. The ToRs' peer-link, proposed between their last free ports.
        inDialog([&keys](QWidget *modal) {
            QVERIFY(qobject_cast<ConnectDialog *>(modal));
            keys.press(Qt::Key_Return, Qt::NoModifier, QStringLiteral("Connect"));
        });
        keys.press(Qt::Key_K, Qt::ControlModifier, QStringLiteral("Connect..."));
        QCOMPARE(d.links.size(), std::size_t(5));
        QCOMPARE(d.links.back().kind, LinkKind::PeerLink);

        // 7. The cluster of both nodes: everything selected, the nodes' menu.
        keys.press(Qt::Key_0, Qt::AltModifier, QStringLiteral("Canvas"));
        keys.press(Qt::Key_A, Qt::ControlModifier, QStringLiteral("Select All"));
        inPopup([&keys] {
            keys.press(Qt::Key_C, Qt::NoModifier, QStringLiteral("Add to Cluster"));
            inDialog([&keys](QWidget *) { keys.press(Qt::Key_Return, Qt::NoModifier, QStringLiteral("cluster name")); });
            keys.press(Qt::Key_N, Qt::NoModifier, QStringLiteral("New Cluster..."));
        });
        keys.press(Qt::Key_F10, Qt::ShiftModifier, QStringLiteral("context menu"));
        QCOMPARE(d.clusters.size(), std::size_t(1));
        QCOMPARE(d.clusters.front().members.size(), 2);

        // 8. Addresses for every interface.
        keys.press(Qt::Key_R, Qt::ControlModifier, QStringLiteral("Allocate Addresses"));

        validateNow(window);
        QStringList left;
        for (const Finding &f : window.validation().findings)
            if (!f.suppressed && f.severity != Severity::Info)
                left << QStringLiteral("%1 %2").arg(f.rule, f.message);
        qInfo().noquote() << QStringLiteral("findings after the build:\n  ") + left.join(QStringLiteral("\n  "));
        const int buildActions = keys.actions;

        const QString shot = screenshotProblem(
            window, QDir(screenshotDir()).filePath(QStringLiteral("keyboard-walk.png")), QStringLiteral(" - hvnet"));
        QVERIFY2(shot.isEmpty(), qPrintable(shot));

        // 9. Saved (Ctrl+S asks for a name), opened in a second window (Ctrl+O).
        const QString file = dir.filePath(QStringLiteral("two-node.hvnet"));
        inDialog([&keys, file](QWidget *modal) {
            QVERIFY(qobject_cast<QFileDialog *>(modal));
            keys.press(Qt::Key_A, Qt::ControlModifier, QStringLiteral("the suggested name"));
            keys.type(file, QStringLiteral("file name"));
            keys.press(Qt::Key_Return, Qt::NoModifier, QStringLiteral("Save"));
        });
        keys.press(Qt::Key_S, Qt::ControlModifier, QStringLiteral("Save"));
        QVERIFY(QFile::exists(file));
        QVERIFY(!window.document()->isModified());
        const Design built = d;
        {
            MainWindow second;
            QVERIFY(openWindow(second));
            QVERIFY(QTest::qWaitForWindowActive(&second));
            inDialog([&keys, file](QWidget *modal) {
                QVERIFY(qobject_cast<QFileDialog *>(modal));
                keys.type(file, QStringLiteral("file name"));
                keys.press(Qt::Key_Return, Qt::NoModifier, QStringLiteral("Open"));
            });
            keys.press(Qt::Key_O, Qt::ControlModifier, QStringLiteral("Open"));
            QCOMPARE(second.document()->design(), built);
        }
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        const int saveActions = keys.actions - buildActions;

        // 10. Undone to the empty window, one Ctrl+Z per step.
        keys.press(Qt::Key_0, Qt::AltModifier, QStringLiteral("Canvas"));
        const int steps = window.document()->undoStack()->index();
        for (int i = 0; i < steps; ++i)
            keys.press(Qt::Key_Z, Qt::ControlModifier, QStringLiteral("Undo"));
        QCOMPARE(window.document()->undoStack()->index(), 0);
        QCOMPARE(window.document()->design(), empty);

        qInfo().noquote() << QStringLiteral("keyboard walk: %1 actions to build, %2 to save and open, %3 undo steps\n  %4")
                                 .arg(buildActions)
                                 .arg(saveActions)
                                 .arg(steps)
                                 .arg(keys.log.join(QStringLiteral("\n  ")));
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char('\n'))));
        // The bar: the two-host design in under 40 actions.
        QVERIFY2(buildActions < 40, qPrintable(QString::number(buildActions)));
    }

    // Export names as written.
    void exportNamesAsPeopleWriteThem()
    {
        QCOMPARE(readableFileName(QStringLiteral("S2D converged SET (2022)")), QStringLiteral("S2D converged SET (2022)"));
        QCOMPARE(readableFileName(QStringLiteral("Rechenzentrum München")), QStringLiteral("Rechenzentrum München"));
        QCOMPARE(readableFileName(QStringLiteral("a/b: c?")), QStringLiteral("a_b_ c_"));
        QCOMPARE(readableFileName(QStringLiteral("Site. ")), QStringLiteral("Site"));
        QCOMPARE(readableFileName(QStringLiteral("con")), QStringLiteral("con_"));
        QCOMPARE(readableFileName(QStringLiteral("...")), QStringLiteral("_"));
        QCOMPARE(readableFileName(QStringLiteral("Name\u202Etxt.exe")), QStringLiteral("Name_txt.exe"));
        // Long names fit a file system's 255 bytes with their endings: cut
        // at 100 bytes of UTF-8, never inside a character, and told apart by
        // a hash of the whole name.
        QString a, b;
        while (a.size() < 10000)
            a += QStringLiteral("Gr\u00FC\u00DFe \U0001F600.");
        b = a + QLatin1Char('x');
        for (const auto &make : {readableFileName, safeFileName}) {
            const QString ofA = make(a), ofB = make(b);
            QVERIFY(ofA.toUtf8().size() <= 109);
            QVERIFY(ofA != ofB);
            QCOMPARE(ofA.left(ofA.size() - 9), ofB.left(ofB.size() - 9));
            QVERIFY(QRegularExpression(QStringLiteral("~[0-9a-f]{8}$")).match(ofA).hasMatch());
            QVERIFY(!ofA.contains(QChar::ReplacementCharacter));
            QCOMPARE(QString::fromUtf8(ofA.toUtf8()), ofA);
            QCOMPARE(make(a), ofA); // the same name, the same file
        }
        QCOMPARE(readableFileName(QString(100, QLatin1Char('n'))), QString(100, QLatin1Char('n')));
    }
};

int main(int argc, char *argv[])
{
    useOwnHome();
    QApplication app(argc, argv);
    nameTestApplication();
    TestDesignerKeys test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_designerkeys.moc"

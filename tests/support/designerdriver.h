#pragma once

// Driving the designer's real window as a user does, for the offscreen view
// tests: palette drops, cables drawn with the mouse, modal dialogs and popup
// menus answered, fields of the properties dock typed into.

#include "app/designer/mainwindow.h"
#include "model/designdocument.h"
#include "model/designreader.h"
#include "templates/startercatalogue.h"
#include "views/designscene.h"
#include "views/designview.h"
#include "views/issuesview.h"
#include "views/nodeitem.h"
#include "views/paletteview.h"
#include "views/properties/propertiesview.h"
#include "views/switchitem.h"

#include <QAbstractButton>
#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMenu>
#include <QMimeData>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>

#include <functional>

namespace hvnet::testdriver {

// Before the QApplication: the settings and recovery files of a test run live
// in a folder of their own, which a child process started by the test (a
// crash run) inherits through HVNET_TEST_HOME.
inline void useOwnHome()
{
    static QTemporaryDir home;
    if (!qEnvironmentVariableIsEmpty("HVNET_TEST_HOME"))
        return;
    qputenv("HVNET_TEST_HOME", home.path().toUtf8());
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
}

// The names the settings are kept under, the designer's in a test folder.
inline void nameTestApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("hvnet-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("hvnet-designer"));
}

inline Design starter(const char *id)
{
    return *DesignReader::read(*StarterCatalogue::content(QString::fromLatin1(id))).design;
}

// Shows the window at a size where every dock has room, with a starter
// design when one is named; false when the window never appeared.
[[nodiscard]] inline bool openWindow(MainWindow &window, const char *starterId = nullptr)
{
    window.resize(1600, 1000);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    if (starterId)
        window.document()->reset(starter(starterId));
    return true;
}

// Runs a function on the next modal dialog once it is up (file, input and
// message boxes block in exec()).
// above: a modal dialog that is up already and opens the next one.
inline void whenModal(const std::function<void(QWidget *)> &act, QWidget *above = nullptr)
{
    QTimer::singleShot(0, [act, above] {
        QWidget *modal = QApplication::activeModalWidget();
        if (!modal || modal == above) {
            whenModal(act, above);
            return;
        }
        act(modal);
    });
}

// Drops a palette entry on the view as a drag from the palette would.
inline void dropFromPalette(MainWindow &window, const QString &entry, const QPoint &at)
{
    PaletteView *palette = window.palette();
    const QModelIndex index = palette->model()->index(palette->rowOf(entry), 0);
    std::unique_ptr<QMimeData> mime(palette->model()->mimeData({index}));
    QWidget *viewport = window.view()->viewport();
    QDragEnterEvent enter(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &enter);
    QDragMoveEvent move(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &move);
    QDropEvent drop(at, Qt::CopyAction, mime.get(), Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(viewport, &drop);
}

// Presses on one port handle, drags and releases on another.
inline void dragCable(MainWindow &window, const QPointF &from, const QPointF &to)
{
    DesignView *view = window.view();
    const QPoint a = view->mapFromScene(from);
    const QPoint b = view->mapFromScene(to);
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, a);
    for (int step = 1; step <= 6; ++step) {
        const QPoint p = a + (b - a) * step / 6;
        QMouseEvent move(
            QEvent::MouseMove, p, view->viewport()->mapToGlobal(p), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(view->viewport(), &move);
    }
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, b);
}

inline QStringList findingRules(const MainWindow &window)
{
    QStringList rules;
    for (const Finding &f : window.validation().findings)
        if (!f.suppressed)
            rules << f.rule;
    return rules;
}

// Validate Now (F5), and wait for the findings: the window validates on a worker.
inline void validateNow(MainWindow &window)
{
    window.action(QStringLiteral("designValidate"))->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(!window.isValidating(), 30000);
}

inline bool issuesDockShows(MainWindow &window, const QString &rule)
{
    return window.issues()->itemForRule(rule) != nullptr;
}

inline QString buildDir(const char *sub)
{
    const QString dir = QStringLiteral(HVNET_BUILD_DIR "/") + QString::fromLatin1(sub);
    QDir().mkpath(dir);
    return dir;
}

// ---- Driving the properties dock as a user does -------------------------

// Lets deferred work run: the properties dock rebuilds after each edit.
inline void settle()
{
    for (int i = 0; i < 4; ++i)
        QCoreApplication::processEvents();
}

template <typename W> W *field(MainWindow &window, const QString &name)
{
    settle();
    W *w = window.properties()->findChild<W *>(name);
    if (!w)
        qWarning("no field %s", qPrintable(name));
    return w;
}

inline void typeInto(MainWindow &window, const QString &name, const QString &text)
{
    auto *edit = field<QLineEdit>(window, name);
    QVERIFY(edit);
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
    settle();
}

inline void choose(MainWindow &window, const QString &name, const QVariant &value)
{
    auto *combo = field<QComboBox>(window, name);
    QVERIFY(combo);
    const int index = combo->findData(value);
    QVERIFY2(index >= 0, qPrintable(name));
    combo->setCurrentIndex(index);
    Q_EMIT combo->activated(index);
    settle();
}

inline void spin(MainWindow &window, const QString &name, int value)
{
    auto *box = field<QSpinBox>(window, name);
    QVERIFY(box);
    box->setValue(value);
    settle();
}

inline void spinD(MainWindow &window, const QString &name, double value)
{
    auto *box = field<QDoubleSpinBox>(window, name);
    QVERIFY(box);
    box->setValue(value);
    settle();
}

inline void press(MainWindow &window, const QString &name)
{
    auto *button = field<QAbstractButton>(window, name);
    QVERIFY(button);
    button->click();
    settle();
}

// Ticks entries of a picker (team members, uplinks, SMB interfaces); each
// tick is an edit of its own, as in the dock.
inline void pick(MainWindow &window, const QString &name, const QStringList &ids)
{
    for (const QString &id : ids) {
        auto *button = field<QToolButton>(window, name);
        QVERIFY(button);
        bool found = false;
        for (QAction *a : button->menu()->actions())
            if (a->data().toString() == id) {
                found = true;
                if (!a->isChecked())
                    a->trigger();
            }
        QVERIFY2(found, qPrintable(id));
        settle();
    }
}

// Answers the next popup menu by the path of its entries' texts.
inline void whenPopup(const QStringList &path)
{
    QTimer::singleShot(0, [path] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu) {
            whenPopup(path);
            return;
        }
        QMenu *current = menu;
        for (int i = 0; i < path.size(); ++i) {
            QAction *found = nullptr;
            for (QAction *a : current->actions())
                if (a->text().remove(QLatin1Char('&')) == path[i])
                    found = a;
            QVERIFY2(found, qPrintable(path[i]));
            if (i + 1 < path.size()) {
                current = found->menu();
                continue;
            }
            menu->close();
            found->trigger();
        }
    });
}

inline void rightClick(MainWindow &window, const QString &objectId)
{
    QGraphicsItem *item = window.scene()->itemForId(objectId);
    const QPoint at = window.view()->mapFromScene(item->sceneBoundingRect().center() + QPointF(0, -10));
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, window.view()->viewport()->mapToGlobal(at));
    QApplication::sendEvent(window.view()->viewport(), &event);
    settle();
}

inline QString portOf(const Design &design, const QString &switchId, int index)
{
    return design.switchById(switchId)->ports[std::size_t(index)].id;
}

inline void cable(MainWindow &window, const QString &a, const QString &b)
{
    window.fitToView();
    const auto position = [&](const QString &end) {
        const QString owner = window.scene()->ownerOf(end);
        if (auto *n = dynamic_cast<NodeItem *>(window.scene()->itemForId(owner)))
            return *n->portScenePosition(end);
        return *dynamic_cast<SwitchItem *>(window.scene()->itemForId(owner))->portScenePosition(end);
    };
    const std::size_t before = window.document()->design().links.size();
    dragCable(window, position(a), position(b));
    QVERIFY2(window.document()->design().links.size() == before + 1, qPrintable(a + QStringLiteral(" - ") + b));
}
} // namespace hvnet::testdriver

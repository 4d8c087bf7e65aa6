// Nothing on screen or on paper may mislead a consultant: the designer driven
// as in a meeting with a customer, in the real window (offscreen), one test
// for each thing that must be true. Each failed on the designer before its fix.

#include "app/designer/mainwindow.h"
#include "model/designdocument.h"
#include "model/designwriter.h"
#include "tests/support/designerdriver.h"
#include "views/properties/propertiesview.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QTest>
#include <QUndoStack>
#include <QWheelEvent>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

// Turns the wheel a few notches both ways over a widget, as a user scrolling
// a dock does: the event goes to the widget under the pointer.
void wheelOver(QWidget *field)
{
    const QPoint centre = field->rect().center();
    QWidget *target = field->childAt(centre) ? field->childAt(centre) : field;
    const QPointF local = target->mapFrom(field, centre);
    const QPointF global = field->mapToGlobal(centre);
    for (const int notch : {120, 120, -120, -120, -120}) {
        QWheelEvent wheel(local, global, QPoint(), QPoint(0, notch), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase,
            false);
        QApplication::sendEvent(target, &wheel);
    }
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

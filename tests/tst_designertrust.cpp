// Issue 14, "never let wrong data reach a deliverable", driven as a consultant
// drives the designer, in the real window (offscreen): one test for each thing
// that must be true. Each of them failed on the designer before the fix.

#include "designactions.h"
#include "designdocument.h"
#include "designerdriver.h"
#include "mainwindow.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QStatusBar>
#include <QTest>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {
QString verdict(MainWindow &window)
{
    auto *label = window.statusBar()->findChild<QLabel *>(QStringLiteral("verdict"));
    return label ? label->text() : QString();
}
} // namespace

class TestDesignerTrust : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // 3. Two servers with cabled RDMA adapters and nothing else are not clean:
    // no management network, no interfaces, no cluster. A management address
    // that is no address is refused in its field. Information findings are
    // counted in the status bar, not hidden behind "No findings".
    void unfinishedDesignIsNeverCalledClean()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        dropFromPalette(window, QStringLiteral("node:s2d-node"), QPoint(300, 200));
        dropFromPalette(window, QStringLiteral("node:s2d-node"), QPoint(800, 200));
        const Design &d = window.document()->design();
        QCOMPARE(d.nodes.size(), std::size_t(2));
        cable(window, d.nodes[0].adapters[0].id, d.nodes[1].adapters[0].id);
        window.action(QStringLiteral("designValidate"))->trigger();
        QTRY_VERIFY(!window.isValidating());
        const QStringList rules = findingRules(window);
        for (const char *rule : {"node.no-management", "rdma.adapter-unused", "node.not-clustered"})
            QVERIFY2(rules.contains(QLatin1String(rule)), rule);
        QVERIFY(window.validation().errors > 0);
        QVERIFY2(verdict(window).startsWith(QStringLiteral("%1 error(s), %2 warning(s), 0 information")
                                                .arg(window.validation().errors)
                                                .arg(window.validation().warnings)),
            qPrintable(verdict(window)));
        settle();
        QVERIFY(window.grab().save(QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("unfinished.png"))));

        // A management address is an address or a DNS name, or it is not taken.
        const QString first = d.nodes[0].id;
        window.scene()->selectIds({first});
        for (const QString &bad : {QStringLiteral("999.1.1.1"), QStringLiteral("my host; rm -rf")}) {
            typeInto(window, QStringLiteral("node.mgmtAddress"), bad);
            QVERIFY(!d.node(first)->management);
            auto *edit = field<QLineEdit>(window, QStringLiteral("node.mgmtAddress"));
            QCOMPARE(edit->text(), bad); // what was typed stays, marked
            QVERIFY2(edit->toolTip().contains(bad), qPrintable(edit->toolTip()));
        }
        typeInto(window, QStringLiteral("node.mgmtAddress"), QStringLiteral("s2d01.contoso.local"));
        QCOMPARE(d.node(first)->management->address, QStringLiteral("s2d01.contoso.local"));

        // A finished design with one piece of information: counted, not "No findings".
        Design design = starter("s2d-converged-set");
        for (Node &n : design.nodes)
            n.rack = QStringLiteral("R1"); // topology.one-rack, information
        window.document()->reset(design);
        window.action(QStringLiteral("designValidate"))->trigger();
        QTRY_VERIFY(!window.isValidating());
        QCOMPARE(window.validation().infos, 1);
        QCOMPARE(verdict(window), QStringLiteral("0 error(s), 0 warning(s), 1 information"));
    }
};

int main(int argc, char *argv[])
{
    // Settings and recovery files of the tests live in a folder of their own.
    static QTemporaryDir home;
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
    QApplication app(argc, argv);
    app.setOrganizationName(QStringLiteral("hvnet-tests"));
    app.setApplicationName(QStringLiteral("hvnet-designer"));
    TestDesignerTrust test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_designertrust.moc"

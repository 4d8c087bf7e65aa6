// The live check's cabling in the real (offscreen) window: the starter
// s2d-converged-set with a spare port Ethernet1/5 on each ToR, hosts as
// deployed (EvidenceSimulator) and switches as configured and cabled
// (SwitchSimulator, LLDP in NX-OS's detail form), then TOR-A's and TOR-B's
// LLDP tables changed as a technician's afternoon would:
//   TOR-A Ethernet1/1 and 1/2 crossed (S2D01's and S2D02's first ports),
//   TOR-A Ethernet1/3 silent (S2D03's cable out),
//   TOR-A Ethernet1/5 (no cable planned) answered by "backup01", not in the design,
//   TOR-A Ethernet1/20 (not a port of the design) answered by "mgmt-sw01",
//   TOR-B S2D04's cable in Ethernet1/5 instead of 1/4,
//   TOR-B Ethernet1/3 answered by S2D03 from a port the design does not name,
// and TOR-A's Ethernet1/4 configured with MTU 1500. The observed cabling the
// check returns, the marks and cables drawn on the canvas (where each
// observed cable starts and ends) and the port map's rows are asserted;
// screenshots of the canvas and of the port map (light and dark palettes)
// are saved in the build folder for a person to look at.

#include "app/designer/liveevidence.h"
#include "model/designselection.h"
#include "plans/filenames.h"
#include "tests/support/designerdriver.h"
#include "tests/support/evidencesimulator.h"
#include "tests/support/switchsimulator.h"
#include "tests/support/testtime.h"
#include "views/linkitem.h"
#include "views/live/cablingoverlay.h"
#include "views/live/observedcableitem.h"
#include "views/live/observedlabelitem.h"
#include "views/portmapdialog.h"
#include "views/portmaprows.h"

#include <QFile>
#include <QLabel>
#include <QTableWidget>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

using Status = ObservedCabling::Status;
using Row = SwitchSimulator::LldpRow;

Design cablingDesign()
{
    Design d = starter("s2d-converged-set");
    for (Switch &sw : d.switches)
        sw.ports.push_back(SwitchPort{sw.id + QStringLiteral("-ethernet1-5"), QStringLiteral("Ethernet1/5"), 25, {}, {}, {}});
    return d;
}

Row *rowOn(std::vector<Row> &rows, const QString &port)
{
    for (Row &r : rows)
        if (r.localPort == port)
            return &r;
    return nullptr;
}

// The evidence folder of the afternoon described at the top.
bool writeEvidence(const Design &d, const QString &folder)
{
    std::map<QString, QByteArray> files = EvidenceSimulator::folder(d);
    files.merge(SwitchSimulator::folder(d));
    const Switch &torA = *d.switchById(QStringLiteral("tor-a"));
    const Switch &torB = *d.switchById(QStringLiteral("tor-b"));
    std::vector<Row> a = SwitchSimulator::asCabled(d, torA);
    std::swap(rowOn(a, QStringLiteral("Ethernet1/1"))->localPort, rowOn(a, QStringLiteral("Ethernet1/2"))->localPort);
    a.erase(std::find_if(a.begin(), a.end(), [](const Row &r) { return r.localPort == QLatin1String("Ethernet1/3"); }));
    a.push_back({QStringLiteral("Ethernet1/5"), QStringLiteral("0c42.0000.0001"), QStringLiteral("eth0"),
        QStringLiteral("eth0"), QStringLiteral("backup01")});
    a.push_back({QStringLiteral("Ethernet1/20"), QStringLiteral("0c42.0000.0002"), QStringLiteral("Gi1/0/1"),
        QStringLiteral("Gi1/0/1"), QStringLiteral("mgmt-sw01")});
    std::vector<Row> b = SwitchSimulator::asCabled(d, torB);
    rowOn(b, QStringLiteral("Ethernet1/4"))->localPort = QStringLiteral("Ethernet1/5");
    Row *e13 = rowOn(b, QStringLiteral("Ethernet1/3"));
    e13->portId = QStringLiteral("0c42.ffff.0003");
    e13->portDescription = QStringLiteral("NIC 9");
    files[QStringLiteral("switches/TOR-A/lldp.txt")] = SwitchSimulator::nxosLldp(torA.name, a);
    files[QStringLiteral("switches/TOR-B/lldp.txt")] = SwitchSimulator::nxosLldp(torB.name, b);
    // TOR-A's Ethernet1/4 left at MTU 1500.
    QByteArray &config = files[QStringLiteral("switches/TOR-A/running-config.txt")];
    const qsizetype port = config.indexOf("interface Ethernet1/4\r\n");
    const qsizetype mtu = config.indexOf("mtu 9216", port);
    if (port < 0 || mtu < 0)
        return false;
    config.replace(mtu, 8, "mtu 1500");
    for (const auto &[path, content] : files) {
        const QString file = QDir(folder).filePath(path);
        QDir().mkpath(QFileInfo(file).absolutePath());
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly) || out.write(content) != content.size())
            return false;
    }
    return true;
}

void waitForCheck(MainWindow &window)
{
    QTRY_VERIFY_WITH_TIMEOUT(!window.liveEvidence()->isRunning(), hvnet::test::waitMs(30000));
    QTRY_VERIFY_WITH_TIMEOUT(!window.isValidating(), hvnet::test::waitMs(30000));
}

LinkItem *linkItem(MainWindow &window, const QString &id)
{
    return dynamic_cast<LinkItem *>(window.scene()->itemForId(id));
}

ObservedCableItem *observedFrom(MainWindow &window, const QString &fromId)
{
    for (ObservedCableItem *item : window.scene()->cablingOverlay().items())
        if (item->fromId() == fromId)
            return item;
    return nullptr;
}

QPointF handle(MainWindow &window, const QString &id)
{
    return window.scene()->endPosition(id).value_or(QPointF(-1e9, -1e9));
}

const PortMapRows::Row *portRow(const std::vector<PortMapRows::Row> &rows, const QString &port)
{
    for (const PortMapRows::Row &r : rows)
        if (r.cells[PortMapRows::Port] == port)
            return &r;
    return nullptr;
}

} // namespace

class TestDesignerCabling : public QObject
{
    Q_OBJECT

private:
    MainWindow *m_window = nullptr;
    QTemporaryDir m_evidence;

private Q_SLOTS:
    void initTestCase()
    {
        m_window = new MainWindow;
        QVERIFY(openWindow(*m_window));
        const Design d = cablingDesign();
        m_window->document()->reset(d);
        QVERIFY(writeEvidence(d, m_evidence.path()));
        m_window->fitToView();
        QVERIFY(m_window->liveEvidence()->check(m_evidence.path()));
        waitForCheck(*m_window);
        QVERIFY(m_window->liveEvidence()->isActive());
    }

    void cleanupTestCase() { delete m_window; }

    // What the check returns: each port's status and the design object each
    // neighbour names; each cable's status.
    void observedCabling()
    {
        const LiveResult &live = m_window->liveEvidence()->shown()->live;
        const ObservedCabling &c = live.cabling;
        const auto status = [&c](const char *port) {
            const ObservedCabling::Port *p = c.port(QString::fromLatin1(port));
            return p ? p->status : Status::NotChecked;
        };
        QCOMPARE(status("tor-a-ethernet1-1"), Status::WrongEnd);
        QCOMPARE(status("tor-a-ethernet1-2"), Status::WrongEnd);
        QCOMPARE(status("tor-a-ethernet1-3"), Status::Missing);
        QCOMPARE(status("tor-a-ethernet1-4"), Status::Matches);
        QCOMPARE(status("tor-a-ethernet1-5"), Status::Unplanned);
        QCOMPARE(status("tor-a-ethernet1-49"), Status::Matches);
        QCOMPARE(status("tor-b-ethernet1-3"), Status::WrongEnd);
        QCOMPARE(status("tor-b-ethernet1-4"), Status::Missing);
        QCOMPARE(status("tor-b-ethernet1-5"), Status::Unplanned);
        QCOMPARE(c.port(QStringLiteral("tor-a-ethernet1-1"))->seen()->endId, QStringLiteral("n2-p1"));
        QCOMPARE(c.port(QStringLiteral("tor-a-ethernet1-2"))->seen()->endId, QStringLiteral("n1-p1"));
        QCOMPARE(c.port(QStringLiteral("tor-b-ethernet1-5"))->seen()->endId, QStringLiteral("n4-p2"));
        // S2D03 by its name, from a port of it the design does not have.
        const ObservedCabling::Neighbor *nic9 = c.port(QStringLiteral("tor-b-ethernet1-3"))->seen();
        QVERIFY(nic9->endId.isEmpty());
        QCOMPARE(nic9->ownerId, QStringLiteral("n3"));
        const ObservedCabling::Neighbor *backup = c.port(QStringLiteral("tor-a-ethernet1-5"))->seen();
        QVERIFY(backup->endId.isEmpty() && backup->ownerId.isEmpty());
        QCOMPARE(backup->systemName, QStringLiteral("backup01"));
        // The port the design does not have.
        const auto unknown = std::find_if(c.ports.begin(), c.ports.end(),
            [](const ObservedCabling::Port &p) { return p.portId.isEmpty(); });
        QVERIFY(unknown != c.ports.end());
        QCOMPARE(unknown->name, QStringLiteral("Ethernet1/20"));
        QCOMPARE(unknown->switchId, QStringLiteral("tor-a"));
        // The cables: l1 and l3 crossed, l5 and l8 missing, the rest as planned.
        const std::map<QString, Status> expected{{QStringLiteral("l1"), Status::WrongEnd},
            {QStringLiteral("l2"), Status::Matches}, {QStringLiteral("l3"), Status::WrongEnd},
            {QStringLiteral("l4"), Status::Matches}, {QStringLiteral("l5"), Status::Missing},
            {QStringLiteral("l6"), Status::WrongEnd}, {QStringLiteral("l7"), Status::Matches},
            {QStringLiteral("l8"), Status::Missing}, {QStringLiteral("l9"), Status::Matches}};
        QCOMPARE(c.cables, expected);
        // The configuration drift on Ethernet1/4, for the port map.
        const ObservedPortSettings &e14 = live.switchPorts.at(QStringLiteral("tor-a-ethernet1-4"));
        QVERIFY(e14.differs(SwitchDifference::Kind::Mtu));
        QCOMPARE(e14.configured->mtu, std::optional<int>(1500));
    }

    // The canvas: the planned cables marked wrong or missing, and a cable
    // as observed from each port that shows another or an unplanned end.
    void canvas()
    {
        MainWindow &window = *m_window;
        using Mark = DiagramPainter::CableMark;
        const std::map<QString, Mark> marks{{QStringLiteral("l1"), Mark::Wrong}, {QStringLiteral("l2"), Mark::None},
            {QStringLiteral("l3"), Mark::Wrong}, {QStringLiteral("l4"), Mark::None}, {QStringLiteral("l5"), Mark::Missing},
            {QStringLiteral("l6"), Mark::Wrong}, {QStringLiteral("l7"), Mark::None}, {QStringLiteral("l8"), Mark::Missing},
            {QStringLiteral("l9"), Mark::None}};
        for (const auto &[id, mark] : marks) {
            QVERIFY(linkItem(window, id));
            QCOMPARE(linkItem(window, id)->cableMark(), mark);
        }

        QCOMPARE(window.scene()->cablingOverlay().items().size(), std::size_t(6));
        // Crossed: from each ToR port to the adapter that answered there.
        for (const auto &[port, adapter] : {std::pair("tor-a-ethernet1-1", "n2-p1"), std::pair("tor-a-ethernet1-2", "n1-p1"),
                 std::pair("tor-b-ethernet1-5", "n4-p2")}) {
            ObservedCableItem *item = observedFrom(window, QString::fromLatin1(port));
            QVERIFY2(item, port);
            QCOMPARE(item->toId(), QString::fromLatin1(adapter));
            QCOMPARE(item->line().p1(), handle(window, QString::fromLatin1(port)));
            QCOMPARE(item->line().p2(), handle(window, QString::fromLatin1(adapter)));
            QVERIFY(item->isVisible() && item->label()->isVisible());
            QVERIFY(!item->label()->isUnknown());
            QVERIFY2(item->label()->text().startsWith(QLatin1String("LLDP: S2D0")), qPrintable(item->label()->text()));
        }
        QVERIFY(observedFrom(window, QStringLiteral("tor-a-ethernet1-1"))->label()->text().contains(QLatin1String("S2D02")));
        // Only the device known: to the edge of S2D03's card facing the switch.
        ObservedCableItem *nic9 = observedFrom(window, QStringLiteral("tor-b-ethernet1-3"));
        QVERIFY(nic9);
        QVERIFY(nic9->toId().isEmpty());
        QVERIFY(!nic9->label()->isUnknown());
        QVERIFY(nic9->label()->text().contains(QLatin1String("NIC 9")));
        QCOMPARE(nic9->line().p1(), handle(window, QStringLiteral("tor-b-ethernet1-3")));
        const auto *s2d03 = dynamic_cast<DesignItem *>(window.scene()->itemForId(QStringLiteral("n3")));
        const QRectF card = s2d03->mapRectToScene(s2d03->cardRect());
        QCOMPARE(nic9->line().p2().y(), card.bottom());
        QVERIFY(nic9->line().p2().x() >= card.left() && nic9->line().p2().x() <= card.right());
        // Not in the design: a short stub from the port to an "unknown" label.
        ObservedCableItem *backup = observedFrom(window, QStringLiteral("tor-a-ethernet1-5"));
        QVERIFY(backup);
        QVERIFY(backup->toId().isEmpty());
        QVERIFY(backup->label()->isUnknown());
        QVERIFY(backup->label()->text().contains(QLatin1String("backup01")));
        QCOMPARE(backup->line().p1(), handle(window, QStringLiteral("tor-a-ethernet1-5")));
        QVERIFY(backup->line().length() > 20 && backup->line().length() < 200);
        // A port the design does not have: from TOR-A's card, its name on the label.
        ObservedCableItem *extra = observedFrom(window, QStringLiteral("tor-a"));
        QVERIFY(extra);
        QVERIFY(extra->label()->text().contains(QLatin1String("Ethernet1/20")));
        QVERIFY(extra->label()->text().contains(QLatin1String("mgmt-sw01")));
        // No two labels on top of each other.
        const auto items = window.scene()->cablingOverlay().items();
        for (std::size_t i = 0; i < items.size(); ++i)
            for (std::size_t j = i + 1; j < items.size(); ++j)
                QVERIFY2(!items[i]->label()->sceneBoundingRect().intersects(items[j]->label()->sceneBoundingRect()),
                    qPrintable(items[i]->label()->text() + QLatin1String(" / ") + items[j]->label()->text()));
        // The key to the cabling marks is on the canvas.
        QVERIFY(window.view()->liveLegend()->findChild<QWidget *>(QStringLiteral("cablingLegend"))->isVisible());

        QVERIFY(window.grab().save(QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("cabling-overlay.png"))));
        // The canvas alone at 100 %, to look at the marks closely.
        window.view()->resetZoom();
        window.view()->centerOn(window.scene()->itemForId(QStringLiteral("tor-a"))->sceneBoundingRect().center() + QPointF(180, -120));
        QVERIFY(window.view()->viewport()->grab().save(
            QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("cabling-canvas.png"))));
        window.fitToView();

        // The cables follow a moved card.
        QGraphicsItem *node = window.scene()->itemForId(QStringLiteral("n2"));
        node->setPos(node->pos() + QPointF(-60, 30));
        QCOMPARE(observedFrom(window, QStringLiteral("tor-a-ethernet1-1"))->line().p2(), handle(window, QStringLiteral("n2-p1")));
        node->setPos(node->pos() - QPointF(-60, 30));
    }

    // The port map of TOR-A: planned beside observed, the status, and a
    // double-click showing what LLDP saw on the canvas.
    void portMap()
    {
        MainWindow &window = *m_window;
        const Design &design = window.document()->design();
        const LiveResult &live = window.liveEvidence()->shown()->live;
        const std::vector<PortMapRows::Row> rows = PortMapRows::of(design, *design.switchById(QStringLiteral("tor-a")), live);
        QStringList ports;
        for (const PortMapRows::Row &r : rows)
            ports << r.cells[PortMapRows::Port];
        QCOMPARE(ports, (QStringList{QStringLiteral("Ethernet1/1"), QStringLiteral("Ethernet1/2"), QStringLiteral("Ethernet1/3"),
                            QStringLiteral("Ethernet1/4"), QStringLiteral("Ethernet1/49"), QStringLiteral("Ethernet1/5"),
                            QStringLiteral("Ethernet1/20 (not in the design)")}));
        const PortMapRows::Row *e11 = portRow(rows, QStringLiteral("Ethernet1/1"));
        QCOMPARE(e11->cells[PortMapRows::PlannedEnd], QStringLiteral("S2D01 SLOT 3 Port 1"));
        QVERIFY2(e11->cells[PortMapRows::ObservedEnd].contains(QLatin1String("S2D02")), qPrintable(e11->cells[PortMapRows::ObservedEnd]));
        QCOMPARE(e11->cells[PortMapRows::Status], QStringLiteral("another far end"));
        QCOMPARE(e11->cells[PortMapRows::PlannedVlans], e11->cells[PortMapRows::ObservedVlans]);
        QCOMPARE(e11->differing, std::set<int>{PortMapRows::ObservedEnd});
        QVERIFY(e11->differs);
        QCOMPARE(e11->observedId, QStringLiteral("n2-p1"));
        QCOMPARE(e11->plannedId, QStringLiteral("l1"));
        const PortMapRows::Row *e13 = portRow(rows, QStringLiteral("Ethernet1/3"));
        QCOMPARE(e13->cells[PortMapRows::ObservedEnd], QStringLiteral("no neighbour"));
        QCOMPARE(e13->cells[PortMapRows::Status], QStringLiteral("no neighbour"));
        const PortMapRows::Row *e14 = portRow(rows, QStringLiteral("Ethernet1/4"));
        QCOMPARE(e14->cells[PortMapRows::PlannedMtu], QStringLiteral("9216"));
        QCOMPARE(e14->cells[PortMapRows::ObservedMtu], QStringLiteral("1500"));
        QCOMPARE(e14->cells[PortMapRows::Status], QStringLiteral("MTU differs"));
        QCOMPARE(e14->differing, std::set<int>{PortMapRows::ObservedMtu});
        QVERIFY(e14->cells[PortMapRows::PlannedPfc].startsWith(QLatin1String("on (3")));
        QCOMPARE(e14->cells[PortMapRows::PlannedPfc], e14->cells[PortMapRows::ObservedPfc]);
        const PortMapRows::Row *e149 = portRow(rows, QStringLiteral("Ethernet1/49"));
        QCOMPARE(e149->cells[PortMapRows::Status], QStringLiteral("matches"));
        QVERIFY(!e149->differs && e149->differing.empty());
        QVERIFY(e149->cells[PortMapRows::ObservedEnd].contains(QLatin1String("TOR-B")));
        const PortMapRows::Row *e15 = portRow(rows, QStringLiteral("Ethernet1/5"));
        QCOMPARE(e15->cells[PortMapRows::PlannedEnd], QStringLiteral("no cable planned"));
        QVERIFY(e15->cells[PortMapRows::ObservedEnd].contains(QLatin1String("backup01")));
        QVERIFY(e15->cells[PortMapRows::ObservedEnd].contains(QLatin1String("not in the design")));
        QCOMPARE(e15->cells[PortMapRows::Status], QStringLiteral("unplanned neighbour"));
        const PortMapRows::Row *e120 = portRow(rows, QStringLiteral("Ethernet1/20 (not in the design)"));
        QCOMPARE(e120->cells[PortMapRows::Status], QStringLiteral("unplanned neighbour"));
        QCOMPARE(e120->plannedId, QStringLiteral("tor-a"));

        // The dialog of Design > Switch Port Map... with TOR-A selected.
        window.scene()->selectIds({QStringLiteral("tor-a")});
        bool seen = false;
        whenModal([&](QWidget *modal) {
            auto *dialog = qobject_cast<PortMapDialog *>(modal);
            QVERIFY(dialog);
            auto *table = dialog->findChild<QTableWidget *>();
            const auto close = qScopeGuard([dialog] { dialog->reject(); });
            QCOMPARE(table->columnCount(), int(PortMapRows::ColumnCount));
            QCOMPARE(table->rowCount(), int(rows.size()));
            for (int r = 0; r < table->rowCount(); ++r)
                for (int column = 0; column < PortMapRows::ColumnCount; ++column)
                    QCOMPARE(table->item(r, column)->text(), rows[std::size_t(r)].cells[column]);
            // Differing rows carry the cross, differing cells are bold.
            QVERIFY(!table->item(0, 0)->icon().isNull());
            QVERIFY(table->item(4, 0)->icon().isNull()); // Ethernet1/49 matches
            QVERIFY(table->item(3, PortMapRows::ObservedMtu)->font().bold());
            QVERIFY(!table->item(3, PortMapRows::PlannedMtu)->font().bold());
            QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("portMapSummary"))->text().contains(QLatin1String("6 port(s)")));
            QVERIFY(QTest::qWaitForWindowExposed(dialog));
            // The offscreen screen is 800 pixels wide; as on a desktop's:
            dialog->resize(1520, 420);
            QVERIFY(dialog->grab().save(QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("cabling-port-map.png"))));
            // Double-clicking the observed far end of Ethernet1/1 shows S2D02's adapter.
            Q_EMIT table->cellDoubleClicked(0, PortMapRows::ObservedEnd);
            QCOMPARE(window.document()->selection()->ids(), QStringList{QStringLiteral("n2-p1")});
            // ... and elsewhere in the row, the planned cable.
            Q_EMIT table->cellDoubleClicked(0, PortMapRows::Port);
            QCOMPARE(window.document()->selection()->ids(), QStringList{QStringLiteral("l1")});
            seen = true;
        });
        window.action(QStringLiteral("designPortMap"))->trigger();
        QVERIFY(seen);
    }

    // The port map in a dark palette: the marks keep their contrast.
    void portMapDark()
    {
        const QPalette light = QApplication::palette();
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::WindowText, Qt::white);
        dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
        dark.setColor(QPalette::AlternateBase, QColor(0x2b, 0x2b, 0x2b));
        dark.setColor(QPalette::Text, Qt::white);
        dark.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
        dark.setColor(QPalette::ButtonText, Qt::white);
        QApplication::setPalette(dark);
        const auto restore = qScopeGuard([&light] { QApplication::setPalette(light); });
        PortMapDialog dialog(m_window->document()->design(), QStringLiteral("tor-a"));
        dialog.setLive(&m_window->liveEvidence()->shown()->live, m_evidence.path());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        dialog.resize(1520, 420);
        QVERIFY(dialog.grab().save(QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("cabling-port-map-dark.png"))));
        // The text of a differing cell stays the palette's, readable on the tint.
        auto *table = dialog.findChild<QTableWidget *>();
        QCOMPARE(table->item(0, PortMapRows::ObservedEnd)->foreground().style(), Qt::NoBrush);
    }

    // Clear Evidence takes the overlay and the marks away.
    void clearRemovesIt()
    {
        MainWindow &window = *m_window;
        window.action(QStringLiteral("designClearEvidence"))->trigger();
        QVERIFY(window.scene()->cablingOverlay().items().empty());
        QCOMPARE(linkItem(window, QStringLiteral("l1"))->cableMark(), DiagramPainter::CableMark::None);
        for (QGraphicsItem *item : window.scene()->items())
            QVERIFY(!dynamic_cast<ObservedLabelItem *>(item) && !dynamic_cast<ObservedCableItem *>(item));
    }
};

int main(int argc, char *argv[])
{
    useOwnHome();
    QApplication app(argc, argv);
    nameTestApplication();
    TestDesignerCabling test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_designercabling.moc"

// A large design readable at any size (issue 31, item 3): cables routed
// round the cards along channels and bundled, the same routing in the
// exported diagram; one colour per network for 40 networks; the overview far
// out (a card per cluster, a bundle per switch); zoom to the selection, the
// outline bringing what it picks into view; the map; the network and cluster
// filters; the key a panel that covers no card at fit; the outline's filter
// gone with the design it was typed for.

#include "app/designer/mainwindow.h"
#include "exporters/diagram/channelrouting.h"
#include "exporters/diagram/diagramdrawing.h"
#include "exporters/diagram/diagramstyle.h"
#include "exporters/diagram/overview.h"
#include "model/commands/moveobject.h"
#include "model/designdocument.h"
#include "model/designgenerator.h"
#include "model/objectowners.h"
#include "model/validation/validator.h"
#include "tests/support/designerdriver.h"
#include "tests/support/testtime.h"
#include "views/cablelegend.h"
#include "views/designscene.h"
#include "views/designview.h"
#include "views/linkitem.h"
#include "views/minimap.h"
#include "views/nodeitem.h"
#include "views/outlineview.h"
#include "views/overviewitem.h"
#include "views/switchitem.h"

#include <QAction>
#include <QApplication>
#include <QImage>
#include <QPixmap>
#include <QToolButton>
#include <QLineEdit>
#include <QMenu>
#include <QTest>
#include <QUndoStack>
#include <QTreeWidgetItemIterator>

#include <set>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

Design generated(int hosts)
{
    DesignGenerator::Options options;
    options.hosts = hosts;
    return DesignGenerator::generate(options);
}

// Whether a run between two points passes through the inside of a card.
bool crossesCard(const QPointF &u, const QPointF &v, const QRectF &card)
{
    const QRectF inside = card.adjusted(1.5, 1.5, -1.5, -1.5);
    return std::min(u.x(), v.x()) < inside.right() && std::max(u.x(), v.x()) > inside.left()
        && std::min(u.y(), v.y()) < inside.bottom() && std::max(u.y(), v.y()) > inside.top();
}

// The problems a reader sees in the cables between servers and switches:
// a slanted run, a path not ending on its handles, a run through a card.
QStringList uplinkProblems(const Design &design, const std::map<QString, QPolygonF> &paths,
    const std::map<QString, QRectF> &cards, const std::map<QString, QPointF> &handles)
{
    const ObjectOwners owners(design);
    QStringList problems;
    for (const Link &link : design.links) {
        if (link.kind == LinkKind::PeerLink || owners.switchOf(link.a).isEmpty() == owners.switchOf(link.b).isEmpty())
            continue;
        const QPolygonF &p = paths.at(link.id);
        if (p.size() < 2 || p.front() != handles.at(link.a) || p.back() != handles.at(link.b))
            problems << link.id + QStringLiteral(": not from handle to handle");
        for (int i = 1; i < p.size(); ++i) {
            if (std::abs(p[i].x() - p[i - 1].x()) > 0.01 && std::abs(p[i].y() - p[i - 1].y()) > 0.01)
                problems << link.id + QStringLiteral(": slanted run");
            for (const auto &[id, card] : cards)
                if (crossesCard(p[i - 1], p[i], card))
                    problems << link.id + QStringLiteral(": through ") + id;
        }
    }
    return problems;
}

bool dimmed(const LinkItem *item)
{
    return item->opacity() < 0.5;
}

} // namespace

class TestDesignerReadable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The exported diagram of a generated design: every server-to-switch
    // cable orthogonal, handle to handle, round every card; the same bytes
    // twice.
    void diagramRoutesRoundTheCards()
    {
        const Design design = generated(64);
        const ValidationResult validation = Validator::run(design);
        const DiagramDrawing drawing(design, validation);
        const QStringList problems
            = uplinkProblems(design, drawing.cablePaths(), drawing.cardRects(), drawing.handles());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.mid(0, 10).join(QLatin1Char('\n'))));
        QCOMPARE(DiagramDrawing(design, validation).svg(), drawing.svg());
    }

    // Two cables down the same gap run side by side, apart enough to tell.
    void parallelCablesGetTracksOfTheirOwn()
    {
        // Two servers on a row above a switch; their handles on their bottom
        // edges, the switch's on its top; a third card under the left server
        // closes its column, so both cables go round it down the same gap.
        const QRectF left(0, 0, 200, 70);
        const QRectF right(248, 0, 200, 70);
        const QRectF blocker(0, 160, 200, 70);
        const QRectF sw(0, 500, 448, 48);
        std::vector<ChannelRouting::Cable> cables = {
            {QPointF(60, 70), true, QPointF(100, 500), false, left, sw},
            {QPointF(80, 70), true, QPointF(116, 500), false, left, sw},
        };
        const std::vector<QPolygonF> paths = ChannelRouting::route(cables, {left, right, blocker, sw});
        QCOMPARE(paths.size(), std::size_t(2));
        // Each goes down a vertical run beside the blocker: at different x.
        const auto downRun = [](const QPolygonF &p) {
            qreal longest = 0;
            qreal x = 0;
            for (int i = 1; i < p.size(); ++i)
                if (std::abs(p[i].x() - p[i - 1].x()) < 0.01 && std::abs(p[i].y() - p[i - 1].y()) > longest) {
                    longest = std::abs(p[i].y() - p[i - 1].y());
                    x = p[i].x();
                }
            return x;
        };
        const qreal a = downRun(paths[0]);
        const qreal b = downRun(paths[1]);
        QVERIFY2(a > blocker.right() || a < blocker.left(), qPrintable(QString::number(a)));
        QVERIFY(std::abs(a - b) >= 2);
        for (const QPolygonF &p : paths)
            for (int i = 1; i < p.size(); ++i)
                for (const QRectF &card : {left, right, blocker, sw})
                    QVERIFY(!crossesCard(p[i - 1], p[i], card));
    }

    // Forty networks, forty colours, none alike, none management's grey.
    void fortyNetworksFortyColours()
    {
        std::set<QRgb> seen;
        for (int i = 0; i < 40; ++i) {
            const QColor c = DiagramStyle::networkColour(i);
            QVERIFY2(seen.insert(c.rgb()).second, qPrintable(c.name()));
            QVERIFY(c != DiagramStyle::management());
            for (int j = 0; j < i; ++j) {
                const QColor o = DiagramStyle::networkColour(j);
                const int d = std::abs(c.red() - o.red()) + std::abs(c.green() - o.green()) + std::abs(c.blue() - o.blue());
                QVERIFY2(d >= 24, qPrintable(c.name() + QLatin1Char(' ') + o.name()));
            }
        }
    }

    // Far out, a card per cluster and a bundle per switch it is cabled to,
    // counting every cable of its servers to that switch.
    void overviewCountsEveryCable()
    {
        const Design design = generated(64);
        const DiagramDrawing drawing(design, ValidationResult{});
        const std::map<QString, QRectF> cards = drawing.cardRects();
        const Overview overview(
            design,
            [&cards](const QString &id) -> std::optional<QRectF> {
                const auto it = cards.find(id);
                return it == cards.end() ? std::nullopt : std::optional(it->second);
            },
            {});
        QCOMPARE(int(overview.clusters().size()), int(design.clusters.size()));
        const ObjectOwners owners(design);
        int clusterCables = 0;
        for (const Link &link : design.links) {
            const bool nodeToSwitch = (!owners.nodeOf(link.a).isEmpty() && !owners.switchOf(link.b).isEmpty())
                || (!owners.nodeOf(link.b).isEmpty() && !owners.switchOf(link.a).isEmpty());
            const QString node = owners.nodeOf(link.a).isEmpty() ? owners.nodeOf(link.b) : owners.nodeOf(link.a);
            if (nodeToSwitch && overview.summarises(node))
                ++clusterCables;
        }
        int bundled = 0;
        for (const Overview::Bundle &b : overview.bundles()) {
            bundled += b.cables;
            QVERIFY(!b.colours.empty());
            QVERIFY(b.path.size() >= 2);
        }
        QVERIFY(clusterCables > 0);
        QCOMPARE(bundled, clusterCables);
        for (const Cluster &c : design.clusters)
            for (const QString &m : c.members)
                QVERIFY(overview.summarises(m));
    }

    // The canvas routes as the diagram does: the same paths for the same design.
    void canvasRoutesAsTheDiagram()
    {
        const Design design = generated(16);
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        window.document()->reset(design);
        QCoreApplication::processEvents();
        const DiagramDrawing drawing(design, ValidationResult{});
        const std::map<QString, QPolygonF> paths = drawing.cablePaths();
        int routed = 0;
        for (const Link &link : design.links) {
            const LinkItem *item = window.scene()->index().link(link.id);
            QVERIFY(item);
            if (item->path().size() > 2)
                ++routed;
            // The drawing is shifted to its own origin; the shapes agree.
            const QPolygonF a = item->path();
            const QPolygonF b = paths.at(link.id);
            QCOMPARE(a.size(), b.size());
            for (int i = 1; i < a.size(); ++i)
                QVERIFY(QLineF(a[i] - a[0], b[i] - b[0]).length() < 0.01);
        }
        QVERIFY(routed > int(design.links.size()) / 2);
    }

    // A moved card re-routes only what it touches, and the result is what
    // drawing everything afresh gives: after a series of moves on the
    // canvas (hosts, and switches, one of them above its servers so that
    // their handles turn), every cable's path is the one rerouteAll() gives
    // and the one a new window on the same design draws.
    void movesRouteAsAfresh()
    {
        Design design = generated(64);
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        window.document()->reset(design);
        QCoreApplication::processEvents();
        // Every card where the auto-layout put it, as positions of the design:
        // a new window then places them all the same.
        for (const Node &n : design.nodes)
            design.layout[n.id] = Point{window.scene()->itemForId(n.id)->pos().x(), window.scene()->itemForId(n.id)->pos().y()};
        for (const Switch &sw : design.switches)
            design.layout[sw.id] = Point{window.scene()->itemForId(sw.id)->pos().x(), window.scene()->itemForId(sw.id)->pos().y()};
        window.document()->reset(design);
        QCoreApplication::processEvents();
        DesignDocument *document = window.document();
        const auto paths = [&design](MainWindow &w) {
            std::map<QString, QPolygonF> all;
            for (const Link &link : design.links)
                all[link.id] = w.scene()->index().link(link.id)->path();
            return all;
        };
        window.scene()->rerouteAll();
        const int everyCable = window.scene()->cablesWalked();
        QVERIFY(everyCable > int(design.links.size()) / 2);
        for (int i = 0; i < 10; ++i) {
            // Hosts, and every third move a switch, across and down (the
            // sixth far up, above its servers).
            const QString id = i % 3 == 2 ? design.switches[std::size_t(i) % design.switches.size()].id
                                          : design.nodes[std::size_t(i * 11) % design.nodes.size()].id;
            const QPointF at = window.scene()->itemForId(id)->pos();
            const std::map<QString, QPolygonF> before = paths(window);
            document->undoStack()->push(new MoveObject(
                document, id, Point{at.x() + (i % 2 ? -150 : 170), at.y() + (i % 3 ? 0 : 70) + (i == 5 ? -900 : 0)}));
            QCoreApplication::processEvents();
            QVERIFY2(window.scene()->cablesWalked() < everyCable,
                qPrintable(QStringLiteral("%1 of %2 cables walked for one move")
                        .arg(window.scene()->cablesWalked())
                        .arg(everyCable)));
            QVERIFY(paths(window) != before);
        }
        const std::map<QString, QPolygonF> incremental = paths(window);
        MainWindow fresh;
        fresh.resize(1400, 900);
        fresh.show();
        fresh.document()->reset(document->design());
        QCoreApplication::processEvents();
        const std::map<QString, QPolygonF> drawnAfresh = paths(fresh);
        for (const auto &[id, path] : drawnAfresh)
            QVERIFY2(incremental.at(id) == path, qPrintable(QStringLiteral("%1 differs from a new window's").arg(id)));
        window.scene()->rerouteAll();
        QCOMPARE(window.scene()->cablesWalked(), everyCable);
        QVERIFY(paths(window) == incremental);
    }

    // Fit shows the overview of a large design; the key covers no card;
    // close up the servers are drawn and the map shows where the view is.
    void overviewAtFitDetailCloseUp()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.document()->reset(generated(256));
        QCoreApplication::processEvents();
        window.fitToView();
        QCoreApplication::processEvents();
        DesignView *view = window.findChild<DesignView *>();
        DesignScene *scene = window.scene();
        QVERIFY(view->zoom() < Overview::detailZoom);
        const Overview &overview = scene->overviewItem().overview();
        QVERIFY(!overview.isEmpty());
        // The overview's card is painted where a cluster's servers are.
        const Overview::ClusterCard card = overview.clusters().front();
        QImage shot = view->viewport()->grab().toImage();
        const QPoint inCard
            = view->mapFromScene(QPointF(card.rect.left() + card.rect.width() * 0.06, card.rect.center().y()));
        QCOMPARE(QColor(shot.pixel(inCard)).name(), QColor(0xee, 0xf3, 0xf9).name());
        // The key is visible and covers no card at fit.
        CableLegend *legend = view->legend();
        QVERIFY(legend->isVisible());
        const QRect keyInViewport(view->viewport()->mapFrom(view, legend->pos()), legend->size());
        const QRectF keyInScene = view->mapToScene(keyInViewport).boundingRect();
        for (const NodeItem *n : scene->index().nodes())
            QVERIFY2(!n->sceneBoundingRect().intersects(keyInScene), qPrintable(n->objectId()));
        for (const SwitchItem *s : scene->index().switches())
            QVERIFY2(!s->sceneBoundingRect().intersects(keyInScene), qPrintable(s->objectId()));
        // At fit all is in sight: no map.
        QVERIFY(!view->minimap()->isVisible());

        // Close up: the servers themselves, and the map.
        view->resetZoom();
        QCoreApplication::processEvents();
        QVERIFY(view->minimap()->isVisible());
        const NodeItem *first = scene->index().node(window.document()->design().clusters.front().members.front());
        QVERIFY(first);
        view->centerOn(first);
        QCoreApplication::processEvents();
        shot = view->viewport()->grab().toImage();
        const QPoint inNode = view->mapFromScene(first->mapToScene(first->cardRect().center()));
        QVERIFY(QColor(shot.pixel(inNode)).name() != QColor(0xee, 0xf3, 0xf9).name());
        // A click on the map moves the canvas there.
        Minimap *map = view->minimap();
        const QPointF target = map->sceneAt(QPointF(map->width() - 10, map->height() - 10));
        QTest::mouseClick(map, Qt::LeftButton, {}, QPoint(map->width() - 10, map->height() - 10));
        const QPointF centre = view->mapToScene(view->viewport()->rect().center());
        const QRectF visible = view->mapToScene(view->viewport()->rect()).boundingRect();
        QVERIFY2(visible.contains(target) || QLineF(centre, target).length() < visible.width(),
            qPrintable(QStringLiteral("%1,%2").arg(centre.x()).arg(centre.y())));
    }

    // The overview is built on a worker from a copy after each burst of
    // edits: after a move it catches up with the design and equals one built
    // on the spot; a build under way when another design is opened is never
    // shown; far out the bundled cables have no contents (no repaint looks at
    // them), close up they are themselves again.
    void overviewBuiltOffTheUiThread()
    {
        MainWindow window;
        QVERIFY(openWindow(window));
        window.document()->reset(generated(256));
        window.fitToView();
        QCoreApplication::processEvents();
        DesignScene *scene = window.scene();
        const auto cards = [scene] {
            std::map<QString, QRectF> rects;
            for (const Overview::ClusterCard &c : scene->overviewItem().overview().clusters())
                rects[c.id] = c.rect;
            return rects;
        };
        const auto bundles = [scene] {
            std::vector<QPolygonF> paths;
            for (const Overview::Bundle &b : scene->overviewItem().overview().bundles())
                paths.push_back(b.path);
            return paths;
        };
        const Cluster cluster = window.document()->design().clusters.front();
        const QString host = cluster.members.front();
        const std::map<QString, QRectF> before = cards();
        const QRectF card = before.at(cluster.id);
        const QPointF at = scene->itemForId(host)->pos();
        // Left of its cluster: the cluster's card grows to hold it.
        window.document()->undoStack()->push(
            new MoveObject(window.document(), host, Point{at.x() - 600, at.y()}));
        QCOMPARE(cards().at(cluster.id), card); // not yet: the worker builds it
        QTRY_VERIFY_WITH_TIMEOUT(cards().at(cluster.id) != card, hvnet::test::waitMs(10000));
        QVERIFY(cards().at(cluster.id).left() < card.left());
        const std::map<QString, QRectF> built = cards();
        const std::vector<QPolygonF> builtBundles = bundles();
        scene->refreshOverview();
        QVERIFY(cards() == built);
        QVERIFY(bundles() == builtBundles);

        // Far out: the bundled cables are left out of repaints.
        QVERIFY(scene->isFarOut());
        int bundled = 0;
        for (const LinkItem *l : scene->index().links()) {
            QCOMPARE(bool(l->flags() & QGraphicsItem::ItemHasNoContents), l->isBundled());
            bundled += l->isBundled();
        }
        QVERIFY(bundled > 0);
        window.view()->resetZoom();
        QVERIFY(!scene->isFarOut());
        for (const LinkItem *l : scene->index().links())
            QVERIFY(!(l->flags() & QGraphicsItem::ItemHasNoContents));
        window.fitToView();

        // A build under way (started by the next turn of the event loop),
        // then another design: only the new design's overview is shown.
        window.document()->undoStack()->push(new MoveObject(window.document(), host, Point{at.x(), at.y()}));
        QVERIFY(scene->isOverviewBuilding());
        QCoreApplication::processEvents();
        const Design other = generated(64);
        window.document()->reset(other);
        QTRY_VERIFY_WITH_TIMEOUT(!scene->isOverviewBuilding(), hvnet::test::waitMs(10000));
        QTest::qWait(50); // a result of the old design, had it been shown, would be by now
        std::set<QString> clusters;
        for (const Cluster &c : other.clusters)
            clusters.insert(c.id);
        for (const auto &[id, rect] : cards())
            QVERIFY2(clusters.count(id), qPrintable(id));
        QCOMPARE(cards().size(), other.clusters.size());
    }

    // What a canvas paints again when the overview changes: nothing when it
    // did not; a changed card where it was and where it is; a moved bundle
    // with the counts it could cover or uncover.
    void overviewChangedArea()
    {
        const Design design = generated(64);
        QHash<QString, QRectF> places;
        for (std::size_t i = 0; i < design.nodes.size(); ++i)
            places.insert(design.nodes[i].id, QRectF(double(i % 20) * 260, double(i / 20) * 200, 220, 120));
        for (std::size_t i = 0; i < design.switches.size(); ++i)
            places.insert(design.switches[i].id, QRectF(double(i) * 300, 2000, 260, 80));
        const auto build = [&](const QHash<QString, QRectF> &at) {
            return Overview(
                design, [&at](const QString &id) -> std::optional<QRectF> {
                    const auto it = at.constFind(id);
                    return it == at.cend() ? std::nullopt : std::optional(*it);
                },
                {});
        };
        const Overview before = build(places);
        QVERIFY(!before.clusters().empty());
        const QFont font;
        QVERIFY(Overview::changedArea(before, build(places), 0.05, font).isNull());
        QHash<QString, QRectF> moved = places;
        const QString host = design.clusters.front().members.front();
        moved[host].translate(-900, 0);
        const Overview after = build(moved);
        const QRectF area = Overview::changedArea(before, after, 0.05, font);
        QVERIFY(area.contains(before.clusters().front().rect));
        QVERIFY(area.contains(after.clusters().front().rect));
        for (std::size_t i = 0; i < after.bundles().size(); ++i)
            if (after.bundles()[i].path != before.bundles()[i].path) {
                QVERIFY(area.contains(after.bundles()[i].path.boundingRect()));
                QVERIFY(area.contains(before.bundles()[i].path.boundingRect()));
            }
        QVERIFY(area.width() < before.boundingRect().width() || area.height() < before.boundingRect().height());
    }

    // Picking a server in the outline brings it into the middle of the
    // view, close enough to see it; zoom to the selection frames it.
    void outlineAndZoomToSelection()
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        window.document()->reset(generated(256));
        window.fitToView();
        QCoreApplication::processEvents();
        DesignView *view = window.findChild<DesignView *>();
        OutlineView *outline = window.findChild<OutlineView *>();
        const Design &design = window.document()->design();
        const auto pick = [&](const QString &id) {
            QTreeWidgetItem *row = nullptr;
            for (QTreeWidgetItemIterator it(outline); *it; ++it)
                if ((*it)->data(0, Qt::UserRole).toString() == id)
                    row = *it;
            QVERIFY(row);
            outline->clearSelection();
            outline->setCurrentItem(row);
            QCoreApplication::processEvents();
        };
        const auto visible = [view] { return view->mapToScene(view->viewport()->rect()).boundingRect(); };
        // From fit: closer, so that the server itself is drawn, and in sight.
        const QString far = design.clusters.back().members.back();
        pick(far);
        const QRectF card = window.scene()->itemForId(far)->sceneBoundingRect();
        QVERIFY(view->zoom() >= Overview::detailZoom);
        QVERIFY(visible().contains(card));
        QVERIFY(window.scene()->selectedIds().contains(far));
        // Close up, far away from it: brought into the middle.
        view->resetZoom();
        const Cluster &middle = design.clusters[design.clusters.size() / 2];
        const QString other = middle.members[middle.members.size() / 2];
        view->centerOn(window.scene()->itemForId(far));
        pick(other);
        const QRectF otherCard = window.scene()->itemForId(other)->sceneBoundingRect();
        QVERIFY(visible().contains(otherCard));
        QVERIFY2(QLineF(visible().center(), otherCard.center()).length() < visible().height() / 4,
            qPrintable(QString::number(QLineF(visible().center(), otherCard.center()).length())));

        window.fitToView();
        QVERIFY(window.findChild<QAction *>(QStringLiteral("viewZoomSelection")));
        window.findChild<QAction *>(QStringLiteral("viewZoomSelection"))->trigger();
        QVERIFY(view->zoom() <= 1.0);
        QVERIFY(view->zoom() > 0.5);
        QVERIFY(visible().contains(window.scene()->areaOf(window.scene()->selectedIds())));
    }

    // Only storage, one network from the key, one cluster: the rest faded.
    void networkAndClusterFilters()
    {
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        window.document()->reset(starter("s2d-converged-set"));
        QCoreApplication::processEvents();
        DesignScene *scene = window.scene();
        const Design &design = window.document()->design();
        QAction *storage = window.findChild<QAction *>(QStringLiteral("viewNetworksStorage"));
        QVERIFY(storage);
        QVERIFY(storage->isEnabled());
        storage->trigger();
        QSet<QString> storageSubnets;
        for (const Subnet &s : design.subnets)
            if (s.purpose == SubnetPurpose::Storage)
                storageSubnets.insert(s.id);
        QVERIFY(!storageSubnets.isEmpty());
        QHash<QString, QSet<QString>> carried;
        for (const Node &node : design.nodes)
            for (const Interface &i : node.interfaces)
                for (const QString &adapter : adaptersUnder(node, i))
                    carried[adapter].insert(i.subnet);
        int shown = 0;
        int faded = 0;
        for (const Link &link : design.links) {
            const LinkItem *item = scene->index().link(link.id);
            const bool carries
                = carried.value(link.a).intersects(storageSubnets) || carried.value(link.b).intersects(storageSubnets);
            if (link.kind == LinkKind::PeerLink)
                continue;
            QCOMPARE(dimmed(item), !carries);
            (carries ? shown : faded) += 1;
        }
        QVERIFY(shown > 0);

        // A click on a network in the key: only it; again: all.
        DesignView *view = window.findChild<DesignView *>();
        auto *entry = view->legend()->findChild<QToolButton *>(QStringLiteral("canvasLegendEntry0"));
        QVERIFY(entry);
        entry->click();
        QCOMPARE(scene->networkFilter(), QStringList{design.subnets.front().id});
        entry->click();
        QVERIFY(scene->networkFilter().isEmpty());
        for (const LinkItem *item : scene->index().links())
            QVERIFY(!dimmed(item));

        // One cluster: its servers full, others faded (none here but loose
        // ones); the menu lists every cluster.
        QMenu *clusters = window.findChild<QMenu *>(QStringLiteral("viewClustersMenu"));
        QVERIFY(clusters);
        const QString cluster = design.clusters.front().id;
        QAction *one = window.findChild<QAction *>(QStringLiteral("viewCluster_") + cluster);
        QVERIFY(one);
        one->trigger();
        QCOMPARE(scene->clusterFilter(), cluster);
        for (const Node &n : design.nodes)
            QCOMPARE(scene->index().node(n.id)->opacity() > 0.5, design.clusters.front().members.contains(n.id));
    }

    // A filter typed in the outline for one design is gone with it.
    void outlineFilterDoesNotCarryOver()
    {
        MainWindow window;
        window.show();
        window.document()->reset(starter("s2d-converged-set"));
        auto *filter = window.findChild<QLineEdit *>(QStringLiteral("outlineFilter"));
        QVERIFY(filter);
        QTest::keyClicks(filter, QStringLiteral("zzz"));
        window.document()->reset(starter("sofs-hyperv-2012r2"));
        QCoreApplication::processEvents();
        QVERIFY(filter->text().isEmpty());
        OutlineView *outline = window.findChild<OutlineView *>();
        int hidden = 0;
        for (QTreeWidgetItemIterator it(outline); *it; ++it)
            hidden += (*it)->isHidden();
        QCOMPARE(hidden, 0);
        // And the network filter of the last design is gone too.
        window.document()->reset(starter("s2d-converged-set"));
        window.findChild<QAction *>(QStringLiteral("viewNetworksStorage"))->trigger();
        QVERIFY(!window.scene()->networkFilter().isEmpty());
        window.document()->reset(starter("sofs-hyperv-2012r2"));
        QVERIFY(window.scene()->networkFilter().isEmpty());
    }
};

QTEST_MAIN(TestDesignerReadable)
#include "tst_designerreadable.moc"

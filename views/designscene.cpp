// The scene keeps its items in step with the document and routes their
// cables; the look-ups by id are SceneIndex's, drawing a cable is
// ConnectGesture's, colours and routing rules are exporters/diagram/'s, the
// cable rules model/edit/'s (NewCable), the findings' counts FindingMarks'.

#include "designscene.h"

#include "clusteritem.h"
#include "connectdialog.h"
#include "connectgesture.h"
#include "exporters/diagram/cablerouting.h"
#include "exporters/diagram/channelrouting.h"
#include "exporters/diagram/diagramstyle.h"
#include "exporters/diagram/findingmarks.h"
#include "linkitem.h"
#include "noteitem.h"
#include "live/livecheck.h"
#include "model/commands/addnode.h"
#include "model/commands/editcommands.h"
#include "model/commands/moveobject.h"
#include "model/designdocument.h"
#include "model/edit/autolayout.h"
#include "model/edit/designedits.h"
#include "model/edit/newcable.h"
#include "model/edit/newobjects.h"
#include "model/objectnames.h"
#include "model/validation/validationrunner.h"
#include "model/threadhandover.h"
#include "model/validation/validator.h"
#include "nodeitem.h"
#include "overviewitem.h"
#include "switchitem.h"
#include "views/live/cablingoverlay.h"
#include "views/live/livestatepalette.h"

#include <QCoreApplication>
#include <QGraphicsSceneContextMenuEvent>
#include <QGraphicsSceneDragDropEvent>
#include <QGraphicsSceneHelpEvent>
#include <QGraphicsSceneMouseEvent>
#include <QMimeData>
#include <QPromise>
#include <QThreadPool>
#include <QToolTip>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

namespace hvnet {

namespace {
// An invisible parent for many items (see rebuild()).
class LayerItem : public QGraphicsItem
{
public:
    LayerItem() { setFlag(ItemHasNoContents); }
    QRectF boundingRect() const override { return {}; }
    void paint(QPainter *, const QStyleOptionGraphicsItem *, QWidget *) override { }
};

// What the overview's hand-overs to and from the pooled thread are marked on
// (see model/threadhandover.h).
const char overviewToken = 0;
} // namespace

DesignScene::DesignScene(DesignDocument *document, QObject *parent)
    : QGraphicsScene(parent), m_document(document), m_overlay(std::make_unique<CablingOverlay>(this, m_index)),
      m_connect(std::make_unique<ConnectGesture>(this, m_index))
{
    setBackgroundBrush(DiagramStyle::background());
    // A large design: the BSP index costs more to keep than it saves on
    // every move; Qt's own advice for scenes whose items move.
    setItemIndexMethod(QGraphicsScene::NoIndex);
    connect(document, &DesignDocument::designReset, this, &DesignScene::rebuild);
    connect(document, &DesignDocument::changed, this, &DesignScene::designChanged);
    m_overviewTimer.setSingleShot(true);
    m_overviewTimer.setInterval(0);
    connect(&m_overviewTimer, &QTimer::timeout, this, &DesignScene::startOverview);
    connect(&m_overviewWatcher, &QFutureWatcher<Overview>::finished, this, [this] {
        tsan::takeOver(&overviewToken);
        // Dropped when the design was replaced or an overview was built here since.
        if (m_overviewRunning == m_overviewGeneration && m_overviewWatcher.future().resultCount() > 0)
            applyOverview(m_overviewWatcher.result());
        if (m_overviewAgain) {
            m_overviewAgain = false;
            startOverview();
        }
    });
    rebuild();
}

DesignScene::~DesignScene()
{
    // QGraphicsScene's own destructor, which runs after this one, clears the
    // items and announces the selection's change: whatever listens (the
    // canvas's selection, which sets the document's) would call into a scene
    // that is no longer a DesignScene, and a document that outlives this
    // scene (a window rebuilt for another language) would lose its selection.
    disconnect(this, &QGraphicsScene::selectionChanged, nullptr, nullptr);
}

QString DesignScene::ownerOf(const QString &id) const
{
    return m_index.ownerOf(id);
}

QGraphicsItem *DesignScene::itemForId(const QString &id) const
{
    if (NoteItem *note = m_notes.value(id))
        return note;
    return m_index.item(id);
}

QStringList DesignScene::selectedIds() const
{
    QStringList ids;
    for (QGraphicsItem *item : selectedItems())
        if (const QString id = item->data(0).toString(); !id.isEmpty())
            ids << id;
    std::sort(ids.begin(), ids.end());
    return ids;
}

void DesignScene::selectIds(const QStringList &ids)
{
    clearSelection();
    for (const QString &id : ids)
        if (QGraphicsItem *item = itemForId(id))
            item->setSelected(true);
}

void DesignScene::rebuild()
{
    m_syncing = true;
    m_connect->forget();
    m_overlay->forget();
    clear();
    m_cableLayers.clear();
    m_cardLayers.clear();
    m_index.clear();
    m_notes.clear();
    m_autoPositions.clear();
    m_router = ChannelRouting();
    ++m_overviewGeneration; // an overview being built is of the design before
    m_overviewItem = new OverviewItem;
    addItem(m_overviewItem);
    // Another design: what the last one was filtered by means nothing here.
    m_networkFilter.clear();
    m_clusterFilter.clear();
    m_syncing = false;
    reconcile();
}

QGraphicsItem *DesignScene::layerFor(std::vector<QGraphicsItem *> &layers, qreal z)
{
    // Cards and cables hang in small groups under invisible layer items.
    // After any change the scene walks its top-level items and, below each
    // one with a changed child, all of that one's children, a few
    // microseconds each: thousands of items in one group cost 10 ms per edit
    // of a large design; groups of 64 keep that walk short.
    constexpr int groupSize = 64;
    if (layers.empty() || layers.back()->childItems().size() >= groupSize) {
        auto *layer = new LayerItem;
        layer->setZValue(z);
        addItem(layer);
        layers.push_back(layer);
    }
    return layers.back();
}

void DesignScene::reconcile()
{
    const Design &design = m_document->design();
    m_syncing = true;
    QStringList created;
    QSet<QString> seen;
    for (const Node &node : design.nodes) {
        seen.insert(node.id);
        // Existing cards follow their own changes; an object coming or going
        // elsewhere leaves them as they are.
        if (m_index.node(node.id))
            continue;
        auto *item = new NodeItem(node);
        item->setParentItem(layerFor(m_cardLayers, 0));
        m_index.insert(node.id, item);
        created << node.id;
        connect(item, &NodeItem::moved, this, [this, id = node.id] { updateLinksOf(id); });
    }
    for (const Switch &sw : design.switches) {
        seen.insert(sw.id);
        if (m_index.switchItem(sw.id))
            continue;
        auto *item = new SwitchItem(sw);
        item->setParentItem(layerFor(m_cardLayers, 0));
        m_index.insert(sw.id, item);
        created << sw.id;
        connect(item, &SwitchItem::moved, this, [this, id = sw.id] { updateLinksOf(id); });
    }
    for (const QString &gone : m_index.pruneCards(seen))
        m_autoPositions.erase(gone);
    m_index.reindex(design);

    seen.clear();
    for (const Link &link : design.links) {
        seen.insert(link.id);
        if (m_index.link(link.id))
            continue;
        auto *item = new LinkItem(link.id, link.kind == LinkKind::PeerLink, DiagramStyle::management());
        item->setParentItem(layerFor(m_cableLayers, -1));
        m_index.insert(link.id, item);
    }
    for (const Cluster &cluster : design.clusters) {
        seen.insert(cluster.id);
        ClusterItem *item = m_index.cluster(cluster.id);
        if (!item) {
            item = new ClusterItem(cluster.id);
            addItem(item);
            m_index.insert(cluster.id, item);
        }
        item->setLabel(cluster.name.isEmpty() ? cluster.id : cluster.name);
    }
    m_index.pruneLinksAndClusters(seen);
    placeMissing(created);
    m_syncing = false;
    reconcileNotes();
    recolourLinks();
    updateLinks();
}

void DesignScene::reconcileNotes()
{
    const Design &design = m_document->design();
    QSet<QString> seen;
    for (const Note &note : design.notes) {
        seen.insert(note.id);
        NoteItem *item = m_notes.value(note.id);
        if (!item) {
            item = new NoteItem(note.id, note.text);
            item->setParentItem(layerFor(m_cardLayers, 0));
            m_notes.insert(note.id, item);
        } else if (item->text() != note.text) {
            item->setText(note.text);
        }
        if (const auto it = design.layout.find(note.id); it != design.layout.end())
            item->setPos(it->second.x, it->second.y);
    }
    for (auto it = m_notes.begin(); it != m_notes.end();) {
        if (seen.contains(it.key())) {
            ++it;
            continue;
        }
        delete it.value();
        it = m_notes.erase(it);
    }
}

QSizeF DesignScene::cardSize(const QString &id) const
{
    if (NodeItem *node = m_index.node(id))
        return node->cardRect().size();
    if (SwitchItem *sw = m_index.switchItem(id))
        return sw->cardRect().size();
    return QSizeF(200, 70);
}

void DesignScene::placeMissing(const QStringList &ids)
{
    const auto &layout = m_document->design().layout;
    bool missing = false;
    for (const QString &id : ids) {
        QGraphicsItem *item = itemForId(id);
        if (const auto it = layout.find(id); it != layout.end())
            item->setPos(it->second.x, it->second.y);
        else
            missing = true;
    }
    if (!missing)
        return;
    std::map<QString, Point> placed = layout;
    placed.insert(m_autoPositions.begin(), m_autoPositions.end());
    const auto positions
        = AutoLayout::completeMissing(m_document->design(), placed, [this](const QString &id) { return cardSize(id); });
    for (const auto &[id, p] : positions) {
        m_autoPositions[id] = p;
        if (QGraphicsItem *item = itemForId(id))
            item->setPos(p.x, p.y);
    }
}

void DesignScene::designChanged(const DesignChange &change)
{
    const Design &design = m_document->design();
    const QString &id = change.id;
    if (change.kind == DesignChange::Kind::Moved) {
        placeOne(id);
        return;
    }
    if (change.addsOrRemoves()) {
        // Cards and cables come and go; existing ones stay as they are.
        reconcile();
        return;
    }
    // An edit of one node or switch costs what that object has, not what
    // the design has.
    switch (change.part) {
    case DesignPart::Nodes:
        if (const Node *node = design.node(id); node && m_index.node(id)) {
            // Edited: its adapters' speeds are chosen now, defaults no more.
            for (const Adapter &a : node->adapters)
                m_defaultSpeeds.erase(a.id);
            m_index.node(id)->syncWithNode(*node);
            m_index.reindexNode(*node);
            recolourLinksOf(*node);
            updateLinksOf(id);
        }
        break;
    case DesignPart::Switches:
        if (const Switch *sw = design.switchById(id); sw && m_index.switchItem(id)) {
            m_index.reindexSwitch(*sw);
            m_index.switchItem(id)->syncWithSwitch(*sw);
            updateLinksOf(id);
        }
        break;
    case DesignPart::Subnets:
        if (id.isEmpty())
            recolourLinks();
        else if (design.subnet(id))
            subnetChanged();
        break;
    case DesignPart::Clusters: reconcile(); break;
    case DesignPart::Layout:
        if (id.isEmpty()) {
            m_syncing = true;
            QStringList all = m_index.nodes().keys() + m_index.switches().keys();
            std::sort(all.begin(), all.end());
            // Unplaced items are laid out afresh, together.
            for (const QString &key : all)
                if (!design.layout.count(key))
                    m_autoPositions.erase(key);
            placeMissing(all);
            m_syncing = false;
            updateLinks();
        }
        break;
    case DesignPart::Notes: reconcileNotes(); break;
    case DesignPart::Links:
    case DesignPart::Meta:
    case DesignPart::Platform:
    case DesignPart::Qos:
    case DesignPart::Suppressions: break; // nothing the canvas draws
    }
}

void DesignScene::placeOne(const QString &id)
{
    const auto &layout = m_document->design().layout;
    if (NoteItem *note = m_notes.value(id)) {
        if (const auto it = layout.find(id); it != layout.end())
            note->setPos(it->second.x, it->second.y);
        return;
    }
    QGraphicsItem *item = m_index.hasCard(id) ? m_index.item(id) : nullptr;
    if (!item)
        return;
    m_syncing = true;
    if (const auto it = layout.find(id); it != layout.end())
        item->setPos(it->second.x, it->second.y);
    else if (const auto a = m_autoPositions.find(id); a != m_autoPositions.end())
        item->setPos(a->second.x, a->second.y);
    m_syncing = false;
    cardMoved(id);
}

void DesignScene::cardMoved(const QString &id)
{
    if (m_syncing || !m_index.hasCard(id))
        return;
    const Design &design = m_document->design();
    const auto linksOf = [&](const QString &cardId, const auto &visit) {
        for (const QString &end : m_index.owners().partsOf(cardId))
            if (m_index.isCabled(end))
                if (const Link *link = design.link(m_index.linkAt(end)))
                    visit(link);
    };
    // The cards whose handles may turn: this one, and for a switch the
    // servers cabled to it (their handles face their switches).
    QStringList cards{id};
    if (m_index.switchItem(id))
        linksOf(id, [&](const Link *link) {
            for (const QString &end : {link->a, link->b})
                if (const QString node = m_index.owners().nodeOf(end); !node.isEmpty() && !cards.contains(node))
                    cards << node;
        });
    std::vector<const Link *> links;
    QSet<QString> seen;
    for (const QString &card : cards)
        linksOf(card, [&](const Link *link) {
            if (!seen.contains(link->id)) {
                seen.insert(link->id);
                links.push_back(link);
            }
        });
    // Every cable of those cards is in `links`, so the sides come out as
    // updateLinks() gives them.
    applySides(CableRouting::sides(links, routingEnds()));
    for (const Link *link : links)
        routeLink(*link);
    routeDirectLinks();
    routeSwitchLinksOf(links, cards);
    if (m_index.node(id))
        updateClusters(id);
    m_overlay->reroute();
    scheduleOverview();
}

std::vector<DiagramStyle::KeyEntry> DesignScene::legend() const
{
    return DiagramStyle::keyEntries(m_document->design(), m_subnetColour);
}

QStringList DesignScene::legendIds() const
{
    QStringList ids;
    for (const Subnet &s : m_document->design().subnets)
        ids << s.id;
    if (!ids.isEmpty())
        ids << QString();
    return ids;
}

namespace {

QSet<QString> managementSubnets(const Design &design)
{
    QSet<QString> ids;
    for (const Subnet &subnet : design.subnets)
        if (subnet.purpose == SubnetPurpose::Management)
            ids.insert(subnet.id);
    return ids;
}

} // namespace

void DesignScene::recolourLinks()
{
    const Design &design = m_document->design();
    m_subnetColour = DiagramStyle::subnetColours(design);
    m_managementSubnets = managementSubnets(design);
    QHash<QString, QColor> colours;
    for (const Node &node : design.nodes)
        colours.insert(DiagramStyle::adapterColours(design, node, m_subnetColour));
    for (const Link &link : design.links)
        if (LinkItem *item = m_index.link(link.id))
            item->setColour(DiagramStyle::linkColour(link, colours));
    Q_EMIT legendChanged();
    scheduleOverview();
}

void DesignScene::subnetChanged()
{
    // Colours go by the subnets' order and purpose: an edit of one subnet
    // recolours the cables of the nodes on the subnets whose colour moved
    // (none when its name, prefix or VLAN changed), not every cable.
    const Design &design = m_document->design();
    const QHash<QString, QColor> before = m_subnetColour;
    m_subnetColour = DiagramStyle::subnetColours(design);
    // A colour tells management from the rest too (which comes first on a
    // converged adapter): the subnets whose colour is the same colour the
    // same cables.
    QSet<QString> touched;
    for (auto it = m_subnetColour.cbegin(); it != m_subnetColour.cend(); ++it)
        if (before.value(it.key()) != it.value())
            touched.insert(it.key());
    // A subnet that became management, or stopped being it, moves the
    // colour of the adapters it shares with others (management comes last).
    const QSet<QString> management = managementSubnets(design);
    touched.unite(QSet<QString>(management).subtract(m_managementSubnets));
    touched.unite(QSet<QString>(m_managementSubnets).subtract(management));
    m_managementSubnets = management;
    for (const Node &node : design.nodes)
        if (std::any_of(node.interfaces.begin(), node.interfaces.end(),
                [&](const Interface &i) { return touched.contains(i.subnet); }))
            recolourLinksOf(node);
    Q_EMIT legendChanged();
}

void DesignScene::recolourLinksOf(const Node &node)
{
    const Design &design = m_document->design();
    const QHash<QString, QColor> colours = DiagramStyle::adapterColours(design, node, m_subnetColour);
    for (const Adapter &a : node.adapters) {
        LinkItem *item = m_index.link(m_index.linkAt(a.id));
        const Link *link = item ? design.link(item->linkId()) : nullptr;
        if (link && link->kind != LinkKind::PeerLink)
            item->setColour(colours.value(a.id, DiagramStyle::management()));
    }
}

std::optional<QPointF> DesignScene::endPosition(const QString &id) const
{
    return m_index.endPosition(id);
}

void DesignScene::updateClusters(const QString &memberId)
{
    for (const Cluster &cluster : m_document->design().clusters) {
        ClusterItem *item = m_index.cluster(cluster.id);
        if (!item || (!memberId.isEmpty() && !cluster.members.contains(memberId)))
            continue;
        QRectF frame;
        for (const QString &member : cluster.members)
            if (NodeItem *node = m_index.node(member))
                frame = frame.united(node->mapRectToScene(node->cardRect()));
        item->setVisible(!frame.isNull());
        item->setFrame(ClusterFrame::around(frame));
    }
}

void DesignScene::routeLink(const Link &link)
{
    LinkItem *item = m_index.link(link.id);
    if (!item)
        return;
    const auto a = m_index.endPosition(link.a);
    const auto b = m_index.endPosition(link.b);
    item->setVisible(a && b);
    if (a && b && item->line() != QLineF(*a, *b))
        item->setLine(QLineF(*a, *b));
}

void DesignScene::routeDirectLinks()
{
    const Design &design = m_document->design();
    std::vector<LinkItem *> items;
    std::vector<CableRouting::Direct> cables;
    for (const Link &link : design.links) {
        if (!CableRouting::isDirect(link, m_index.owners()))
            continue;
        LinkItem *item = m_index.link(link.id);
        NodeItem *a = m_index.node(m_index.owners().nodeOf(link.a));
        NodeItem *b = m_index.node(m_index.owners().nodeOf(link.b));
        const auto pa = m_index.endPosition(link.a);
        const auto pb = m_index.endPosition(link.b);
        if (!item || !a || !b || !pa || !pb)
            continue;
        items.push_back(item);
        cables.push_back({*pa, !a->portsOnTop(), *pb, !b->portsOnTop(), a->mapRectToScene(a->cardRect()),
            b->mapRectToScene(b->cardRect())});
    }
    if (cables.empty())
        return;
    std::vector<QRectF> cards;
    for (const NodeItem *n : m_index.nodes())
        cards.push_back(n->mapRectToScene(n->cardRect()));
    for (const SwitchItem *s : m_index.switches())
        cards.push_back(s->mapRectToScene(s->cardRect()));
    std::vector<QRectF> frames;
    for (const Cluster &cluster : design.clusters) {
        QRectF members;
        for (const QString &member : cluster.members)
            if (NodeItem *node = m_index.node(member))
                members = members.united(node->mapRectToScene(node->cardRect()));
        if (!members.isNull())
            frames.push_back(ClusterFrame::around(members));
    }
    const std::vector<QPolygonF> paths = CableRouting::direct(cables, cards, frames);
    for (std::size_t i = 0; i < items.size(); ++i)
        items[i]->setRoute(paths[i]);
}

std::optional<ChannelRouting::Cable> DesignScene::routingCable(const Link &link) const
{
    if (link.kind == LinkKind::PeerLink || CableRouting::isDirect(link, m_index.owners()))
        return std::nullopt;
    const auto cardOf = [this](const QString &end) -> DesignItem * {
        if (NodeItem *n = m_index.node(m_index.owners().nodeOf(end)))
            return n;
        return m_index.switchItem(m_index.owners().switchOf(end));
    };
    DesignItem *a = cardOf(link.a);
    DesignItem *b = cardOf(link.b);
    const auto pa = m_index.endPosition(link.a);
    const auto pb = m_index.endPosition(link.b);
    if (!a || !b || !pa || !pb)
        return std::nullopt;
    const QRectF aCard = a->mapRectToScene(a->cardRect());
    const QRectF bCard = b->mapRectToScene(b->cardRect());
    return ChannelRouting::Cable{*pa, pa->y() > aCard.center().y(), *pb, pb->y() > bCard.center().y(), aCard, bCard};
}

void DesignScene::routeSwitchLinks()
{
    const Design &design = m_document->design();
    std::vector<LinkItem *> items;
    std::vector<QString> ids;
    std::vector<ChannelRouting::Cable> cables;
    for (const Link &link : design.links) {
        LinkItem *item = m_index.link(link.id);
        const auto cable = routingCable(link);
        if (!item || !cable)
            continue;
        items.push_back(item);
        ids.push_back(link.id);
        cables.push_back(*cable);
    }
    if (cables.empty())
        return;
    std::vector<QString> cardIds;
    std::vector<QRectF> cards;
    cards.reserve(std::size_t(m_index.nodes().size() + m_index.switches().size()));
    cardIds.reserve(cards.capacity());
    for (auto it = m_index.nodes().cbegin(); it != m_index.nodes().cend(); ++it) {
        cardIds.push_back(it.key());
        cards.push_back(it.value()->mapRectToScene(it.value()->cardRect()));
    }
    for (auto it = m_index.switches().cbegin(); it != m_index.switches().cend(); ++it) {
        cardIds.push_back(it.key());
        cards.push_back(it.value()->mapRectToScene(it.value()->cardRect()));
    }
    const std::vector<QPolygonF> paths = m_router.route(ids, cables, cardIds, cards);
    for (std::size_t i = 0; i < items.size(); ++i)
        items[i]->setRoute(paths[i]);
}

void DesignScene::routeSwitchLinksOf(const std::vector<const Link *> &links, const QStringList &cardIds)
{
    QHash<QString, ChannelRouting::Cable> cables;
    for (const Link *link : links) {
        if (const auto cable = routingCable(*link)) {
            cables.insert(link->id, *cable);
        } else if (m_router.knows(link->id)) {
            routeSwitchLinks(); // a cable the router takes no more
            return;
        }
    }
    QHash<QString, QRectF> cards;
    for (const QString &id : cardIds)
        if (m_index.hasCard(id)) {
            const auto *card = static_cast<DesignItem *>(m_index.item(id));
            cards.insert(id, card->mapRectToScene(card->cardRect()));
        }
    const auto replaced = m_router.update(cables, cards);
    if (!replaced) {
        routeSwitchLinks();
        return;
    }
    for (const std::size_t i : *replaced)
        if (LinkItem *item = m_index.link(m_router.cableIds()[i]))
            item->setRoute(m_router.paths()[i]);
}

void DesignScene::scheduleOverview()
{
    // One overview per burst of changes (a drag moves a card many times).
    // A timer, not a queued call: the edit's repaint and the user's next
    // input come first, the copy for the worker after them.
    if (!m_overviewTimer.isActive())
        m_overviewTimer.start();
}

namespace {

// Where the canvas has the cards and what colour its cables are: with the
// design, what the overview is built from.
struct OverviewPlaces {
    QHash<QString, QRectF> cards;
    QHash<QString, QColor> colours;
};

OverviewPlaces overviewPlaces(const SceneIndex &index)
{
    OverviewPlaces places;
    places.cards.reserve(index.nodes().size() + index.switches().size());
    for (auto it = index.nodes().cbegin(); it != index.nodes().cend(); ++it)
        places.cards.insert(it.key(), it.value()->mapRectToScene(it.value()->cardRect()));
    for (auto it = index.switches().cbegin(); it != index.switches().cend(); ++it)
        places.cards.insert(it.key(), it.value()->mapRectToScene(it.value()->cardRect()));
    places.colours.reserve(index.links().size());
    for (auto it = index.links().cbegin(); it != index.links().cend(); ++it)
        places.colours.insert(it.key(), it.value()->pen().color());
    return places;
}

Overview buildOverview(const Design &design, const OverviewPlaces &places, const ObjectOwners *owners = nullptr)
{
    const auto cardOf = [&places](const QString &id) -> std::optional<QRectF> {
        const auto it = places.cards.constFind(id);
        return it == places.cards.cend() ? std::nullopt : std::optional(*it);
    };
    return Overview(design, cardOf, places.colours, owners);
}

} // namespace

void DesignScene::refreshOverview()
{
    m_overviewTimer.stop();
    m_overviewAgain = false;
    ++m_overviewGeneration; // a build under way is not shown after this one
    applyOverview(buildOverview(m_document->design(), overviewPlaces(m_index), &m_index.owners()));
}

void DesignScene::startOverview()
{
    m_overviewTimer.stop();
    // One build at a time: a change meanwhile starts the next when it ends.
    if (m_overviewWatcher.isRunning()) {
        m_overviewAgain = true;
        return;
    }
    m_overviewRunning = ++m_overviewGeneration;
    auto promise = std::make_shared<QPromise<Overview>>();
    m_overviewWatcher.setFuture(promise->future());
    promise->start();
    // The worker's own copy of the design: the document may change meanwhile.
    std::function<void()> task = [promise, design = m_document->design(), places = overviewPlaces(m_index)] {
        tsan::takeOver(&overviewToken);
        promise->addResult(buildOverview(design, places));
        tsan::handOver(&overviewToken);
        promise->finish();
    };
    tsan::handOver(&overviewToken);
    QThreadPool::globalInstance()->start(std::move(task));
}

void DesignScene::applyOverview(Overview overview)
{
    QSet<QString> carded;
    for (const Overview::ClusterCard &c : overview.clusters())
        carded.insert(c.id);
    for (auto it = m_index.clusters().cbegin(); it != m_index.clusters().cend(); ++it)
        it.value()->setSummarised(carded.contains(it.key()));
    for (auto it = m_index.nodes().cbegin(); it != m_index.nodes().cend(); ++it)
        it.value()->setSummarised(overview.summarises(it.key()));
    for (const Link &link : m_document->design().links)
        if (LinkItem *item = m_index.link(link.id)) {
            item->setBundled(link.kind != LinkKind::PeerLink
                && (overview.summarises(m_index.owners().nodeOf(link.a))
                    || overview.summarises(m_index.owners().nodeOf(link.b))));
            applyFarOut(item);
        }
    m_overviewItem->setOverview(std::move(overview));
}

void DesignScene::setFarOut(bool far)
{
    if (far == m_farOut)
        return;
    m_farOut = far;
    for (auto it = m_index.links().cbegin(); it != m_index.links().cend(); ++it)
        applyFarOut(it.value());
}

void DesignScene::applyFarOut(LinkItem *item) const
{
    // Not drawn at this distance (LinkItem::paint draws nothing): Qt then
    // neither paints it nor repaints where it was when it is routed again.
    item->setFlag(QGraphicsItem::ItemHasNoContents, m_farOut && item->isBundled());
}

void DesignScene::setNetworkFilter(const QStringList &subnetIds)
{
    m_networkFilter = subnetIds;
    applyFilters();
}

void DesignScene::setClusterFilter(const QString &clusterId)
{
    m_clusterFilter = clusterId;
    applyFilters();
}

void DesignScene::applyFilters()
{
    const Design &design = m_document->design();
    const Cluster *cluster = m_clusterFilter.isEmpty() ? nullptr : design.cluster(m_clusterFilter);
    const QSet<QString> wanted(m_networkFilter.begin(), m_networkFilter.end());
    // The subnets each adapter carries, for the network filter.
    QHash<QString, QSet<QString>> carried;
    if (!wanted.isEmpty())
        for (const Node &node : design.nodes)
            for (const Interface &i : node.interfaces)
                for (const QString &adapter : adaptersUnder(node, i))
                    carried[adapter].insert(i.subnet);
    const auto inCluster = [cluster](const QString &node) { return cluster && cluster->members.contains(node); };
    for (auto it = m_index.nodes().cbegin(); it != m_index.nodes().cend(); ++it)
        it.value()->setOpacity(!cluster || inCluster(it.key()) ? 1.0 : 0.2);
    for (const Link &link : design.links) {
        LinkItem *item = m_index.link(link.id);
        if (!item)
            continue;
        bool shown = true;
        if (!wanted.isEmpty() && link.kind != LinkKind::PeerLink)
            shown = carried.value(link.a).intersects(wanted) || carried.value(link.b).intersects(wanted);
        if (cluster && link.kind != LinkKind::PeerLink)
            shown = shown
                && (inCluster(m_index.owners().nodeOf(link.a)) || inCluster(m_index.owners().nodeOf(link.b)));
        item->setDimmed(!shown);
    }
}

QRectF DesignScene::areaOf(const QStringList &ids) const
{
    QRectF area;
    for (const QString &id : ids) {
        if (ClusterItem *c = m_index.cluster(id)) {
            area |= c->sceneBoundingRect();
            continue;
        }
        if (NoteItem *note = m_notes.value(id)) {
            area |= note->sceneBoundingRect();
            continue;
        }
        // A part (adapter, port, interface) shows as its card.
        QGraphicsItem *item = m_index.item(id);
        if (!item)
            item = m_index.item(m_index.ownerOf(id));
        if (item)
            area |= item->sceneBoundingRect();
    }
    return area;
}

CableRouting::Ends DesignScene::routingEnds() const
{
    const auto yOf = [](const auto &items) {
        return [&items](const QString &id) -> std::optional<qreal> {
            const auto it = items.constFind(id);
            return it == items.constEnd() ? std::nullopt : std::optional((*it)->y());
        };
    };
    return {m_index.owners(), yOf(m_index.nodes()), yOf(m_index.switches())};
}

void DesignScene::applySides(const CableRouting::Sides &sides, const QString &onlyOf)
{
    for (auto it = sides.portOnBottom.cbegin(); it != sides.portOnBottom.cend(); ++it) {
        const QString sw = m_index.owners().switchOf(it.key());
        if (onlyOf.isEmpty() || onlyOf == sw || m_index.node(onlyOf))
            m_index.switchItem(sw)->setPortOnBottom(it.key(), it.value());
    }
    for (auto it = sides.nodePortsOnTop.cbegin(); it != sides.nodePortsOnTop.cend(); ++it)
        if (onlyOf.isEmpty() || onlyOf == it.key())
            m_index.node(it.key())->setPortsOnTop(it.value());
}

void DesignScene::updateLinks()
{
    if (m_syncing)
        return;
    const Design &design = m_document->design();
    std::vector<const Link *> links;
    links.reserve(design.links.size());
    for (const Link &link : design.links)
        links.push_back(&link);
    applySides(CableRouting::sides(links, routingEnds()));
    for (const Link &link : design.links)
        routeLink(link);
    routeDirectLinks();
    routeSwitchLinks();
    updateClusters();
    m_overlay->reroute();
    applyFilters();
    scheduleOverview();
}

void DesignScene::updateLinksOf(const QString &objectId)
{
    if (m_syncing)
        return;
    if (!m_index.hasCard(objectId))
        return;
    const Design &design = m_document->design();
    const bool isNode = m_index.node(objectId) != nullptr;
    // Only this object's cables: a drag costs what the object has. A moved
    // switch turns its own handles; its servers keep theirs.
    std::vector<const Link *> links;
    for (const QString &end : m_index.owners().partsOf(objectId))
        if (m_index.isCabled(end))
            if (const Link *link = design.link(m_index.linkAt(end)))
                links.push_back(link);
    applySides(CableRouting::sides(links, routingEnds()), objectId);
    for (const Link *link : links)
        routeLink(*link);
    routeDirectLinks();
    // An edit that leaves the card and its cables' ends where they were
    // (a name, an address) routes nothing and leaves the overview be.
    QGraphicsItem *card = m_index.item(objectId);
    bool same = m_router.isCurrentCard(objectId, static_cast<DesignItem *>(card)->mapRectToScene(
                                                      static_cast<DesignItem *>(card)->cardRect()));
    for (const Link *link : links) {
        if (!same)
            break;
        if (const auto cable = routingCable(*link))
            same = m_router.isCurrent(link->id, *cable);
    }
    if (same)
        return;
    routeSwitchLinksOf(links, {objectId});
    if (isNode)
        updateClusters(objectId);
    m_overlay->reroute();
    scheduleOverview();
}

void DesignScene::follow(const ValidationRunner *runner)
{
    connect(runner, &ValidationRunner::validated, this, [this, runner] { setFindings(runner->latest().result); });
}

void DesignScene::setFindings(const ValidationResult &result)
{
    const QHash<QString, FindingMarks::Counts> counts = FindingMarks::perObject(result, m_index.owners());
    const auto apply = [&counts](const auto &items) {
        for (auto it = items.cbegin(); it != items.cend(); ++it) {
            const FindingMarks::Counts c = counts.value(it.key());
            it.value()->setFindings(c.errors, c.warnings, c.messages.join(QLatin1Char('\n')));
        }
    };
    apply(m_index.nodes());
    apply(m_index.switches());
    apply(m_index.clusters());
    apply(m_index.links());
}

QString DesignScene::pathStateText(const PathOutcome &path)
{
    QString state;
    switch (path.state) {
    case PathOutcome::State::Passed: state = tr("every stage passed"); break;
    case PathOutcome::State::Failed: state = tr("failed at the %1 stage (%2)").arg(path.stage, path.rule); break;
    case PathOutcome::State::NotChecked: state = tr("not checked"); break;
    }
    QString line = tr("Storage path %1: %2").arg(path.text, state);
    if (path.bitsPerSecond && path.linkSpeed && *path.linkSpeed > 0)
        line += tr("; %1 Gb/s of the link's %2 Gb/s")
                    .arg(double(*path.bitsPerSecond) / 1e9, 0, 'f', 1)
                    .arg(double(*path.linkSpeed) / 1e9, 0, 'f', 0);
    if (path.latencyMicroseconds)
        line += tr(", %1 µs per I/O").arg(*path.latencyMicroseconds);
    return line;
}

void DesignScene::setLiveStates(const LiveResult *live)
{
    // The palette decides how a state looks; the scene only hands it to the items.
    const auto outline = [live](const QString &id) -> std::optional<DiagramPainter::Outline> {
        if (!live)
            return std::nullopt;
        const auto it = live->states.find(id);
        if (it == live->states.end())
            return std::nullopt;
        return DiagramPainter::Outline{LiveStatePalette::colour(it->second), LiveStatePalette::penStyle(it->second)};
    };
    const auto ports = [&outline](const auto &ids) {
        QHash<QString, DiagramPainter::Outline> out;
        for (const QString &id : ids)
            if (const auto o = outline(id))
                out.insert(id, *o);
        return out;
    };
    for (auto it = m_index.nodes().cbegin(); it != m_index.nodes().cend(); ++it)
        it.value()->setLive(outline(it.key()), ports(m_index.owners().partsOf(it.key())));
    for (const Switch &sw : m_document->design().switches)
        if (SwitchItem *item = m_index.switchItem(sw.id))
            item->setLive(outline(sw.id), ports(m_index.owners().partsOf(sw.id)));
    // What LLDP says of each planned cable: a mark on it where another far
    // end or none answers; the cable seen instead is the overlay's.
    const auto cableMark = [live](const QString &id) {
        if (!live)
            return DiagramPainter::CableMark::None;
        switch (live->cabling.cable(id)) {
        case ObservedCabling::Status::WrongEnd: return DiagramPainter::CableMark::Wrong;
        case ObservedCabling::Status::Missing: return DiagramPainter::CableMark::Missing;
        default: return DiagramPainter::CableMark::None;
        }
    };
    for (auto it = m_index.links().cbegin(); it != m_index.links().cend(); ++it)
        it.value()->setLive(outline(it.key()), cableMark(it.key()));
    // Each storage path's state on the cables it runs over (the outline
    // above already carries it), and in words in their tooltips.
    QHash<QString, QStringList> pathLines;
    if (live)
        for (const PathOutcome &p : live->paths)
            for (const QString &cable : p.cables)
                pathLines[cable] << pathStateText(p);
    for (auto it = m_index.links().cbegin(); it != m_index.links().cend(); ++it)
        it.value()->setPathStates(pathLines.value(it.key()).join(QLatin1Char('\n')));
    m_overlay->show(m_document->design(), live ? &live->cabling : nullptr);
}

QString DesignScene::connectPorts(const QString &a, const QString &b)
{
    const Design &design = m_document->design();
    // Whether these ends can be joined, and what the cable is, is the
    // model's to say (NewCable); the canvas adds what only it knows: which
    // servers were just dropped from the palette.
    const NewCable::Plan plan = NewCable::between(design, a, b);
    if (!plan.ok())
        return plan.refusal;
    const Link &link = plan.link;
    QString text = tr("Connected %1 to %2").arg(ObjectNames::of(design, a), ObjectNames::of(design, b));
    // The first cable of a server just dropped from the palette, nothing of
    // it edited yet, sets the speed of its default adapters to the port's,
    // in the same step: that cable is no speed warning, nor its twin's.
    std::optional<Node> adapted;
    for (const auto &[end, port] : {std::pair(a, b), std::pair(b, a)}) {
        const QString node = m_index.owners().nodeOf(end);
        const QString sw = m_index.owners().switchOf(port);
        if (node.isEmpty() || sw.isEmpty() || !m_defaultSpeeds.count(end))
            continue;
        const SwitchPort &switchPort = *design.switchById(sw)->port(port);
        Node changed = *design.node(node);
        for (const Adapter &other : design.node(node)->adapters)
            if (m_defaultSpeeds.count(other.id))
                if (const auto next = NewObjects::adaptedToPort(changed, other.id, switchPort))
                    changed = *next;
        if (!(changed == *design.node(node))) {
            adapted = changed;
            text = tr("Connected %1 to %2; the new server's adapters now run at %3 Gb/s like the port.")
                       .arg(ObjectNames::of(design, a), ObjectNames::of(design, b))
                       .arg(switchPort.speedGbps);
        }
    }
    QUndoStack *stack = m_document->undoStack();
    if (adapted) {
        auto *connect = new AddLink(m_document, link);
        stack->beginMacro(connect->text());
        stack->push(new SetNode(m_document, *adapted, connect->text()));
        stack->push(connect);
        stack->endMacro();
    } else {
        stack->push(new AddLink(m_document, link));
    }
    Q_EMIT statusMessage(text);
    return {};
}

QString DesignScene::moveCableEnd(const QString &linkId, const QString &from, const QString &to)
{
    const Design &design = m_document->design();
    const NewCable::Plan plan = NewCable::movingEnd(design, linkId, from, to);
    if (!plan.ok())
        return plan.refusal;
    const Link *link = design.link(linkId);
    const QString fixed = link->a == from ? link->b : link->a;
    const QString text = tr("Cable of %1: %2 -> %3")
                             .arg(ObjectNames::of(design, fixed), ObjectNames::of(design, from),
                                 ObjectNames::of(design, to));
    m_document->undoStack()->push(new ReplaceLink(m_document, plan.link, text));
    Q_EMIT statusMessage(text);
    return {};
}

QString DesignScene::addFromPalette(const QString &entry, const QPointF &scenePos)
{
    const QString kind = entry.section(QLatin1Char(':'), 0, 0);
    const QByteArray value = entry.section(QLatin1Char(':'), 1).toLatin1();
    const Design &design = m_document->design();
    QString id;
    if (kind == QLatin1String("node")) {
        const auto role = enumFromName<NodeRole>(value.toStdString());
        if (!role)
            return {};
        const Node node = DesignEdits::newNode(design, *role);
        id = node.id;
        for (const Adapter &a : node.adapters)
            m_defaultSpeeds.insert(a.id);
        const QSizeF size = NodeItem(node).cardRect().size();
        m_document->undoStack()->push(new AddNode(m_document, node,
            Point{std::round(scenePos.x() - size.width() / 2), std::round(scenePos.y() - size.height() / 2)}));
    } else if (kind == QLatin1String("switch")) {
        const auto platform = enumFromName<SwitchPlatform>(value.toStdString());
        if (!platform)
            return {};
        const Switch sw = DesignEdits::newSwitch(design, *platform);
        id = sw.id;
        const QSizeF size = SwitchItem(sw).cardRect().size();
        m_document->undoStack()->push(new AddSwitch(m_document, sw,
            Point{std::round(scenePos.x() - size.width() / 2), std::round(scenePos.y() - size.height() / 2)}));
    } else {
        return {};
    }
    selectIds({id});
    return id;
}

bool DesignScene::nudgeSelection(const QPointF &delta)
{
    QStringList ids;
    for (const QString &id : selectedIds())
        if (m_index.hasCard(id) || m_notes.contains(id))
            ids << id;
    if (ids.isEmpty())
        return false;
    QUndoStack *stack = m_document->undoStack();
    if (ids.size() > 1)
        stack->beginMacro(tr("Move %n object(s)", nullptr, int(ids.size())));
    for (const QString &id : ids) {
        const QPointF to = itemForId(id)->pos() + delta;
        stack->push(new MoveObject(m_document, id, Point{to.x(), to.y()}));
    }
    if (ids.size() > 1)
        stack->endMacro();
    return true;
}

void DesignScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_connect->press(event->scenePos(), m_document->design())) {
        m_connect->suggest(ConnectDialog::nextFreeEnds(m_document->design(), m_connect->from()));
        event->accept();
        return;
    }
    QGraphicsScene::mousePressEvent(event);
}

QString DesignScene::portToolTip(const QString &endId) const
{
    return ConnectDialog::endText(m_document->design(), endId);
}

void DesignScene::helpEvent(QGraphicsSceneHelpEvent *event)
{
    // A port's name and far end over its handle; the card's findings elsewhere.
    if (const auto [owner, end] = ConnectGesture::portAt(*this, event->scenePos()); !end.isEmpty()) {
        QToolTip::showText(event->screenPos(), portToolTip(end), event->widget());
        event->accept();
        return;
    }
    QGraphicsScene::helpEvent(event);
}

void DesignScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_connect->move(event->scenePos())) {
        event->accept();
        return;
    }
    QGraphicsScene::mouseMoveEvent(event);
}

void DesignScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (const ConnectGesture::Release cable = m_connect->release(event->scenePos()); cable.handled) {
        if (!cable.to.isEmpty()) {
            const QString why = cable.movedLink.isEmpty() ? connectPorts(cable.from, cable.to)
                                                          : moveCableEnd(cable.movedLink, cable.grabbed, cable.to);
            if (!why.isEmpty())
                Q_EMIT statusMessage(why);
        }
        event->accept();
        return;
    }
    QGraphicsScene::mouseReleaseEvent(event);
    const auto &layout = m_document->design().layout;
    std::vector<std::pair<QString, QPointF>> moved;
    for (QGraphicsItem *item : selectedItems()) {
        const QString id = item->data(0).toString();
        if (!m_index.hasCard(id) && !m_notes.contains(id))
            continue;
        const auto it = layout.find(id);
        const auto autoPos = m_autoPositions.find(id);
        const QPointF stored = it != layout.end() ? QPointF(it->second.x, it->second.y)
            : autoPos != m_autoPositions.end()    ? QPointF(autoPos->second.x, autoPos->second.y)
                                                  : QPointF(qQNaN(), qQNaN());
        if (stored != item->pos())
            moved.emplace_back(id, item->pos());
    }
    if (moved.empty())
        return;
    QUndoStack *stack = m_document->undoStack();
    if (moved.size() > 1)
        stack->beginMacro(
            QCoreApplication::translate("hvnet::DesignScene", "Move %n object(s)", nullptr, int(moved.size())));
    for (const auto &[id, pos] : moved)
        stack->push(new MoveObject(m_document, id, Point{pos.x(), pos.y()}));
    if (moved.size() > 1)
        stack->endMacro();
}

void DesignScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    for (QGraphicsItem *item : items(event->scenePos()))
        if (auto *note = dynamic_cast<NoteItem *>(item)) {
            Q_EMIT noteEditRequested(note->data(0).toString());
            event->accept();
            return;
        }
    QGraphicsScene::mouseDoubleClickEvent(event);
}

void DesignScene::contextMenuEvent(QGraphicsSceneContextMenuEvent *event)
{
    // From the keyboard: the menu of the selection as it is.
    if (event->reason() == QGraphicsSceneContextMenuEvent::Keyboard && !selectedItems().isEmpty()) {
        // Hosts first: their menu is the one that acts on several (a cluster of them).
        const QStringList selected = selectedIds();
        const auto host = std::find_if(selected.begin(), selected.end(),
            [this](const QString &id) { return m_document->design().node(id) != nullptr; });
        Q_EMIT contextMenuRequested(host != selected.end() ? *host : selected.value(0), {}, event->screenPos());
        event->accept();
        return;
    }
    QString id;
    for (QGraphicsItem *item : items(event->scenePos())) {
        id = item->data(0).toString();
        if (!id.isEmpty()) {
            if (!item->isSelected()) {
                clearSelection();
                item->setSelected(true);
            }
            break;
        }
    }
    if (id.isEmpty())
        clearSelection();
    Q_EMIT contextMenuRequested(id, ConnectGesture::portAt(*this, event->scenePos()).second, event->screenPos());
    event->accept();
}

void DesignScene::dragEnterEvent(QGraphicsSceneDragDropEvent *event)
{
    event->setAccepted(event->mimeData()->hasFormat(QLatin1String(paletteMimeType)));
}

void DesignScene::dragMoveEvent(QGraphicsSceneDragDropEvent *event)
{
    event->setAccepted(event->mimeData()->hasFormat(QLatin1String(paletteMimeType)));
}

void DesignScene::dropEvent(QGraphicsSceneDragDropEvent *event)
{
    const QString entry = QString::fromUtf8(event->mimeData()->data(QLatin1String(paletteMimeType)));
    if (addFromPalette(entry, event->scenePos()).isEmpty()) {
        event->ignore();
        return;
    }
    event->acceptProposedAction();
}

} // namespace hvnet

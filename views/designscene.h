#pragma once

#include "exporters/diagram/cablerouting.h"
#include "exporters/diagram/channelrouting.h"
#include "exporters/diagram/diagramstyle.h"
#include "exporters/diagram/overview.h"
#include "live/livecheck.h"
#include "model/design.h"
#include "sceneindex.h"

#include <QColor>
#include <QFutureWatcher>
#include <QGraphicsScene>
#include <QHash>
#include <QTimer>

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <vector>

namespace hvnet {

class CablingOverlay;
class LinkItem;
class NoteItem;
class OverviewItem;
class ConnectGesture;
class DesignDocument;
class ValidationRunner;
struct DesignChange;
struct ValidationResult;

// The canvas of one design. Items are made from the document's model and follow
// its changes item by item (a reset rebuilds everything); SceneIndex finds them
// by id. Gestures become undoable commands: moving items (one step per drag),
// dragging from one port handle to another (a cable, ConnectGesture), dropping
// a palette entry (a node or switch).
class DesignScene : public QGraphicsScene
{
    Q_OBJECT

public:
    // The MIME type of palette entries: "node:<role>" or "switch:<platform>".
    static constexpr char paletteMimeType[] = "application/x-hvnet-palette";

    explicit DesignScene(DesignDocument *document, QObject *parent = nullptr);
    ~DesignScene() override;

    // Marks the cards and cables with the runner's findings each time it has validated.
    void follow(const ValidationRunner *runner);
    void setFindings(const ValidationResult &result);
    // Marks cards, adapters, switch ports and cables by the live check's
    // state of their objects (LiveResult::states), planned cables that LLDP
    // contradicts as wrong or missing, and draws the cables LLDP shows
    // instead (CablingOverlay); null removes it all.
    void setLiveStates(const LiveResult *live);
    // One storage path's state in words, as a cable's tooltip says it.
    static QString pathStateText(const PathOutcome &path);
    const CablingOverlay &cablingOverlay() const { return *m_overlay; }
    const SceneIndex &index() const { return m_index; }
    // The scene position of an adapter's or switch port's handle.
    std::optional<QPointF> endPosition(const QString &id) const;
    // The item of a node, switch, cluster or link, or of the node or switch
    // an adapter, interface or port belongs to.
    QGraphicsItem *itemForId(const QString &id) const;
    // The node or switch an id belongs to (itself for nodes and switches).
    QString ownerOf(const QString &id) const;
    // The size of a node's or switch's card, what the auto-layout places.
    QSizeF cardSize(const QString &id) const;
    QStringList selectedIds() const;
    void selectIds(const QStringList &ids);

    // The key to the cable colours, as the exported diagram has it: subnet
    // name and cable colour in the order of the design's subnets, the peer-link.
    std::vector<DiagramStyle::KeyEntry> legend() const;
    // The subnet of each legend() entry (empty for the peer-link's).
    QStringList legendIds() const;
    // Shows only the cables that carry one of these subnets (by id; empty:
    // all), the others faded: "only storage", one VLAN.
    void setNetworkFilter(const QStringList &subnetIds);
    QStringList networkFilter() const { return m_networkFilter; }
    // Shows one cluster (its servers and their cables; empty: all), the rest
    // faded.
    void setClusterFilter(const QString &clusterId);
    QString clusterFilter() const { return m_clusterFilter; }
    // The scene rectangle of these objects' items (null: none drawn).
    QRectF areaOf(const QStringList &ids) const;
    // The level of detail far out: a card per cluster, bundles per switch.
    const OverviewItem &overviewItem() const { return *m_overviewItem; }
    // Builds the overview now, on this thread (after each burst of changes
    // it is built on a worker thread instead, from a copy of what it needs).
    void refreshOverview();
    // Builds the overview now if a change is waiting for it or its build is
    // still under way.
    void settleOverview()
    {
        if (isOverviewBuilding())
            refreshOverview();
    }
    // Whether the canvas's view is further out than Overview::detailZoom
    // (DesignView says so as it zooms): the cables the overview bundles are
    // then not even looked at by a repaint, and moving them invalidates
    // nothing on the screen.
    void setFarOut(bool far);
    // Whether a change waits for its overview or one is being built on the worker.
    bool isOverviewBuilding() const { return m_overviewTimer.isActive() || m_overviewWatcher.isRunning(); }
    bool isFarOut() const { return m_farOut; }
    // Routes every cable between servers and switches afresh (benchmarks).
    void rerouteAll()
    {
        m_router = ChannelRouting();
        routeSwitchLinks();
    }
    // How many cables the last routing walked (the rest were remembered).
    int cablesWalked() const { return m_router.walked(); }
    // Adds what a palette entry names at a scene position (undoable); returns
    // the new object's id, or an empty string for an unknown entry.
    QString addFromPalette(const QString &entry, const QPointF &scenePos);
    // Connects two ends (adapter or switch port ids) with a new cable; a
    // switch-to-switch cable is a peer-link. Returns why not, or an empty string.
    QString connectPorts(const QString &a, const QString &b);
    // Moves the end `from` of a cable to `to` (a dragged cable end), one undo
    // step named after the cable; returns why not, or an empty string.
    QString moveCableEnd(const QString &linkId, const QString &from, const QString &to);
    // Moves the selected nodes and switches by delta (undoable; repeated
    // nudges of one object merge into one step). False when none is selected.
    bool nudgeSelection(const QPointF &delta);
    // What hovering over an adapter's or port's handle says: its name and
    // the far end of its cable, or that it is free.
    QString portToolTip(const QString &endId) const;

Q_SIGNALS:
    // A right click on an object (empty id: on the background).
    void contextMenuRequested(const QString &objectId, const QString &portId, const QPoint &screenPos);
    void statusMessage(const QString &text);
    // The subnets or their colours changed.
    void legendChanged();
    // A double click on a note: its text is to be edited.
    void noteEditRequested(const QString &noteId);

protected:
    void mousePressEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseMoveEvent(QGraphicsSceneMouseEvent *event) override;
    void mouseReleaseEvent(QGraphicsSceneMouseEvent *event) override;
    void contextMenuEvent(QGraphicsSceneContextMenuEvent *event) override;
    void mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event) override;
    void helpEvent(QGraphicsSceneHelpEvent *event) override;
    void dragEnterEvent(QGraphicsSceneDragDropEvent *event) override;
    void dragMoveEvent(QGraphicsSceneDragDropEvent *event) override;
    void dropEvent(QGraphicsSceneDragDropEvent *event) override;

private:
    void rebuild();
    void reconcile();
    // The notes' items follow the design's notes: made, changed, removed, placed.
    void reconcileNotes();
    void designChanged(const DesignChange &change);
    // A node or switch moved: its card goes where the layout says.
    void placeOne(const QString &id);
    void placeMissing(const QStringList &ids);
    void recolourLinks();
    // One subnet was edited: only the cables of subnets whose colour moved
    // are recoloured (none for a new name or VLAN), and the legend follows.
    void subnetChanged();
    void updateClusters(const QString &memberId = {});
    void updateLinks();
    // The cables of one node or switch follow it (a drag, an edit).
    void updateLinksOf(const QString &objectId);
    // A node or switch was put somewhere new (the end of a drag, a nudge, an
    // undo of either): what the move touches follows, with the result of
    // updateLinks() and without its cost. A node turns its handles and the
    // switch ports it is cabled to; a switch its ports and the handles of
    // the servers cabled to it.
    void cardMoved(const QString &id);
    QGraphicsItem *layerFor(std::vector<QGraphicsItem *> &layers, qreal z);
    void recolourLinksOf(const Node &node);
    // The items' places for CableRouting, and its answer applied (to the
    // handles of one object and its cables' far ends, when given).
    CableRouting::Ends routingEnds() const;
    void applySides(const CableRouting::Sides &sides, const QString &onlyOf = {});
    // Draws a cable between its ends' handles (hidden while an end is missing).
    void routeLink(const Link &link);
    // The cables from server to server, round the cards and apart
    // (CableRouting::direct, as the exported diagram routes them).
    void routeDirectLinks();
    // The cables between servers and switches along the channels between
    // the cards, bundled (ChannelRouting, as the exported diagram routes them).
    void routeSwitchLinks();
    // The same for what changed: these cables' ends and these cards; the
    // router keeps the rest (everything afresh when it cannot).
    void routeSwitchLinksOf(const std::vector<const Link *> &links, const QStringList &cardIds);
    // A cable between a server and a switch as the router takes it (nothing
    // for peer-links, server-to-server cables and ends not drawn).
    std::optional<ChannelRouting::Cable> routingCable(const Link &link) const;

    void scheduleOverview();
    // The overview built on a worker from a copy of the design, the cards'
    // places and the cables' colours; shown when it arrives unless a newer
    // one was asked for meanwhile.
    void startOverview();
    // Marks the servers and cables an overview stands for, and shows it.
    void applyOverview(Overview overview);
    // A cable the overview bundles has no contents while the view is far out.
    void applyFarOut(LinkItem *item) const;
    // Fades what the network and cluster filters leave out.
    void applyFilters();

    DesignDocument *m_document;
    OverviewItem *m_overviewItem = nullptr;
    ChannelRouting m_router; // remembers the paths between edits
    bool m_overviewAgain = false; // a change came while a build was under way
    quint64 m_overviewGeneration = 0; // the build whose result is to be shown
    quint64 m_overviewRunning = 0; // the build under way on the worker
    QFutureWatcher<Overview> m_overviewWatcher;
    QTimer m_overviewTimer; // active while a change waits for its overview
    bool m_farOut = false;
    QStringList m_networkFilter;
    QString m_clusterFilter;
    std::vector<QGraphicsItem *> m_cableLayers;
    std::vector<QGraphicsItem *> m_cardLayers;
    QHash<QString, NoteItem *> m_notes;
    SceneIndex m_index;
    QHash<QString, QColor> m_subnetColour;
    QSet<QString> m_managementSubnets; // as last coloured: a purpose edit may move adapters' colours
    std::map<QString, Point> m_autoPositions; // view-only positions of unplaced items
    // Adapters of servers dropped from the palette and not edited since:
    // their first cable sets their speed (connectPorts).
    std::set<QString> m_defaultSpeeds;
    bool m_syncing = false;
    std::unique_ptr<CablingOverlay> m_overlay;
    std::unique_ptr<ConnectGesture> m_connect;
};

} // namespace hvnet

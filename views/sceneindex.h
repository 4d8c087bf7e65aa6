#pragma once

#include "model/objectowners.h"

#include <QHash>
#include <QPointF>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>

class QGraphicsItem;

namespace hvnet {

class ClusterItem;
class Design;
class DesignItem;
class LinkItem;
class NodeItem;
class SwitchItem;
struct Node;
struct Switch;

// The canvas's items by the ids of what they draw, which card each part of
// the design sits on (ObjectOwners) and which cable ends at each handle. The
// scene keeps it as it makes and deletes items; the scene's routing, the
// live overlay, the connect gesture and the window look things up here, so
// none of them needs the scene for it.
class SceneIndex
{
public:
    NodeItem *node(const QString &id) const { return m_nodes.value(id); }
    SwitchItem *switchItem(const QString &id) const { return m_switches.value(id); }
    LinkItem *link(const QString &id) const { return m_links.value(id); }
    ClusterItem *cluster(const QString &id) const { return m_clusters.value(id); }
    const QHash<QString, NodeItem *> &nodes() const { return m_nodes; }
    const QHash<QString, SwitchItem *> &switches() const { return m_switches; }
    const QHash<QString, LinkItem *> &links() const { return m_links; }
    const QHash<QString, ClusterItem *> &clusters() const { return m_clusters; }

    // Whether the id is a node's or switch's: an object with a card.
    bool hasCard(const QString &id) const { return m_nodes.contains(id) || m_switches.contains(id); }
    // The card of a node or switch, or of the one a part belongs to.
    DesignItem *card(const QString &id) const;
    // The item of a node, switch, cluster or link, or of the node or switch
    // an adapter, interface or port belongs to.
    QGraphicsItem *item(const QString &id) const;
    // The node or switch an id belongs to (itself for nodes and switches).
    QString ownerOf(const QString &id) const;
    const ObjectOwners &owners() const { return m_owners; }
    // The scene position of an adapter's or switch port's handle.
    std::optional<QPointF> endPosition(const QString &id) const;
    // The cable ending at an adapter or port; empty when none does.
    QString linkAt(const QString &endId) const { return m_endLink.value(endId); }
    bool isCabled(const QString &endId) const { return m_endLink.contains(endId); }

    // For the scene, as it makes and deletes items.
    void insert(const QString &id, NodeItem *item) { m_nodes.insert(id, item); }
    void insert(const QString &id, SwitchItem *item) { m_switches.insert(id, item); }
    void insert(const QString &id, LinkItem *item) { m_links.insert(id, item); }
    void insert(const QString &id, ClusterItem *item) { m_clusters.insert(id, item); }
    // Deletes the cards of nodes and switches whose ids are not kept; returns those ids.
    QStringList pruneCards(const QSet<QString> &kept);
    // The same for cables and cluster frames.
    void pruneLinksAndClusters(const QSet<QString> &kept);
    // Forgets every item (the scene deleted them all).
    void clear();
    // The parts and cable ends of the whole design, after objects came or went.
    void reindex(const Design &design);
    // One node's or switch's parts, after an edit of it.
    void reindexNode(const Node &node) { m_owners.setNode(node); }
    void reindexSwitch(const Switch &sw) { m_owners.setSwitch(sw); }

private:
    QHash<QString, NodeItem *> m_nodes;
    QHash<QString, SwitchItem *> m_switches;
    QHash<QString, LinkItem *> m_links;
    QHash<QString, ClusterItem *> m_clusters;
    ObjectOwners m_owners;
    QHash<QString, QString> m_endLink; // adapter or port id -> link id
};

} // namespace hvnet

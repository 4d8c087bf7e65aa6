#include "sceneindex.h"

#include "clusteritem.h"
#include "linkitem.h"
#include "model/design.h"
#include "nodeitem.h"
#include "switchitem.h"

namespace hvnet {

namespace {
template <typename Item> QStringList prune(QHash<QString, Item *> &items, const QSet<QString> &kept)
{
    QStringList gone;
    for (auto it = items.begin(); it != items.end();) {
        if (kept.contains(it.key())) {
            ++it;
            continue;
        }
        gone << it.key();
        delete it.value();
        it = items.erase(it);
    }
    return gone;
}
} // namespace

DesignItem *SceneIndex::card(const QString &id) const
{
    const QString owner = ownerOf(id);
    if (NodeItem *n = m_nodes.value(owner))
        return n;
    return m_switches.value(owner);
}

QGraphicsItem *SceneIndex::item(const QString &id) const
{
    if (NodeItem *n = m_nodes.value(id))
        return n;
    if (SwitchItem *s = m_switches.value(id))
        return s;
    if (ClusterItem *c = m_clusters.value(id))
        return c;
    if (LinkItem *l = m_links.value(id))
        return l;
    return card(id);
}

QString SceneIndex::ownerOf(const QString &id) const
{
    if (hasCard(id))
        return id;
    return m_owners.ownerOf(id);
}

std::optional<QPointF> SceneIndex::endPosition(const QString &id) const
{
    if (const QString sw = m_owners.switchOf(id); !sw.isEmpty())
        if (SwitchItem *item = m_switches.value(sw))
            return item->portScenePosition(id);
    if (const QString node = m_owners.nodeOf(id); !node.isEmpty())
        if (NodeItem *item = m_nodes.value(node))
            return item->portScenePosition(id);
    return std::nullopt;
}

QStringList SceneIndex::pruneCards(const QSet<QString> &kept)
{
    return prune(m_nodes, kept) + prune(m_switches, kept);
}

void SceneIndex::pruneLinksAndClusters(const QSet<QString> &kept)
{
    prune(m_links, kept);
    prune(m_clusters, kept);
}

void SceneIndex::clear()
{
    m_nodes.clear();
    m_switches.clear();
    m_links.clear();
    m_clusters.clear();
}

void SceneIndex::reindex(const Design &design)
{
    m_owners = ObjectOwners(design);
    m_endLink.clear();
    for (const Link &link : design.links) {
        m_endLink.insert(link.a, link.id);
        m_endLink.insert(link.b, link.id);
    }
}

} // namespace hvnet

#include "canvasviews.h"

#include "actionregistry.h"
#include "model/designdocument.h"
#include "views/designscene.h"
#include "views/designview.h"
#include "views/minimap.h"

#include <QAction>
#include <QActionGroup>
#include <QMenu>

namespace hvnet {

CanvasViews::CanvasViews(ActionRegistry *registry, DesignView *view, DesignDocument *document, QObject *parent)
    : QObject(parent), m_registry(registry), m_view(view), m_document(document)
{
    ActionRegistry &r = *registry;
    r.add(QStringLiteral("viewZoomSelection"), tr("Zoom to &Selection"), QKeySequence(Qt::CTRL | Qt::Key_2),
        [this] { m_view->zoomToSelection(); });
    QAction *minimap = r.add(QStringLiteral("viewMinimap"), tr("&Map of the Design"), QKeySequence(Qt::CTRL | Qt::Key_M),
        [this] { m_view->setMinimapWanted(m_registry->action(QStringLiteral("viewMinimap"))->isChecked()); });
    minimap->setCheckable(true);
    minimap->setChecked(m_view->isMinimapWanted());
    QMenu *networks = r.addMenu(QStringLiteral("viewNetworksMenu"), tr("Show &Networks"));
    connect(networks, &QMenu::aboutToShow, this, &CanvasViews::fillNetworks);
    QMenu *clusters = r.addMenu(QStringLiteral("viewClustersMenu"), tr("Show &Cluster"));
    connect(clusters, &QMenu::aboutToShow, this, &CanvasViews::fillClusters);
    // The entries are there before the menu first opens (tests and the
    // keyboard reach them by name).
    fillNetworks();
    fillClusters();
    connect(document, &DesignDocument::designReset, this, [this] {
        fillNetworks();
        fillClusters();
        Q_EMIT m_view->networkFilterChanged();
    });
}

QStringList CanvasViews::storageSubnets() const
{
    QStringList ids;
    for (const Subnet &s : m_document->design().subnets)
        if (s.purpose == SubnetPurpose::Storage)
            ids << s.id;
    return ids;
}

void CanvasViews::fillNetworks()
{
    QMenu *menu = m_registry->menu(QStringLiteral("viewNetworksMenu"));
    menu->clear();
    qDeleteAll(menu->findChildren<QActionGroup *>(Qt::FindDirectChildrenOnly));
    DesignScene *scene = qobject_cast<DesignScene *>(m_view->scene());
    const QStringList current = scene->networkFilter();
    auto *group = new QActionGroup(menu);
    const auto add = [&](const QString &name, const QString &text, const QStringList &ids) {
        QAction *a = menu->addAction(text);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setChecked(ids == current);
        group->addAction(a);
        connect(a, &QAction::triggered, m_view, [this, ids] { m_view->showNetworks(ids); });
        return a;
    };
    add(QStringLiteral("viewNetworksAll"), tr("&All Networks"), {});
    const QStringList storage = storageSubnets();
    add(QStringLiteral("viewNetworksStorage"), tr("&Storage Only"), storage)->setEnabled(!storage.isEmpty());
    menu->addSeparator();
    for (const Subnet &s : m_document->design().subnets) {
        const QString name = s.name.isEmpty() ? s.id : s.name;
        add(QStringLiteral("viewNetwork_") + s.id,
            s.vlan ? tr("%1 (VLAN %2)").arg(name).arg(s.vlan) : tr("%1 (untagged)").arg(name), {s.id});
    }
}

void CanvasViews::fillClusters()
{
    QMenu *menu = m_registry->menu(QStringLiteral("viewClustersMenu"));
    menu->clear();
    qDeleteAll(menu->findChildren<QActionGroup *>(Qt::FindDirectChildrenOnly));
    DesignScene *scene = qobject_cast<DesignScene *>(m_view->scene());
    auto *group = new QActionGroup(menu);
    const auto add = [&](const QString &name, const QString &text, const QString &id) {
        QAction *a = menu->addAction(text);
        a->setObjectName(name);
        a->setCheckable(true);
        a->setChecked(scene->clusterFilter() == id);
        group->addAction(a);
        connect(a, &QAction::triggered, m_view, [this, scene, id] {
            scene->setClusterFilter(id);
            if (id.isEmpty())
                m_view->fitToDesign();
            else
                m_view->zoomToArea(scene->areaOf({id}));
        });
    };
    add(QStringLiteral("viewClustersAll"), tr("&All Clusters"), {});
    menu->addSeparator();
    for (const Cluster &c : m_document->design().clusters)
        add(QStringLiteral("viewCluster_") + c.id, c.name.isEmpty() ? c.id : c.name, c.id);
}

} // namespace hvnet

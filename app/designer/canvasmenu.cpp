#include "canvasmenu.h"

#include "countdialog.h"
#include "edit/designactions.h"
#include "designdialogs.h"
#include "designdocument.h"
#include "designscene.h"
#include "designview.h"
#include "mainwindow.h"
#include "paletteview.h"

#include <QMenu>

namespace hvnet {

CanvasMenu::CanvasMenu(MainWindow *window, DesignDialogs *dialogs)
    : QObject(window), m_window(window), m_dialogs(dialogs)
{ }

void CanvasMenu::show(const QString &objectId, const QString &portId, const QPoint &screenPos)
{
    DesignDocument *document = m_window->document();
    DesignActions *actions = m_window->designActions();
    DesignScene *scene = m_window->scene();
    DesignView *view = m_window->view();
    PaletteView *palette = m_window->palette();
    const Design &design = document->design();
    QMenu menu(m_window);
    const QStringList selected = scene->selectedIds();
    if (const Node *node = design.node(objectId)) {
        const QString id = node->id;
        menu.addAction(tr("Add &Adapter"), this, [actions, id] { actions->addAdapter(id); });
        menu.addAction(tr("Add &Interface"), this, [actions, id] { actions->addInterface(id); });
        if (!portId.isEmpty() && node->adapter(portId))
            menu.addAction(tr("&Remove Adapter %1").arg(node->adapter(portId)->name), this,
                [actions, id, portId] { actions->removeAdapter(id, portId); });
        QMenu *clusterMenu = menu.addMenu(tr("Add to &Cluster"));
        QStringList nodes;
        for (const QString &s : selected)
            if (design.node(s))
                nodes << s;
        for (const Cluster &c : design.clusters)
            clusterMenu->addAction(c.name, this, [actions, nodes, cid = c.id] { actions->addToCluster(nodes, cid); });
        clusterMenu->addSeparator();
        clusterMenu->addAction(tr("&New Cluster..."), this, [this, nodes] { m_dialogs->addToNewCluster(nodes); });
        menu.addAction(tr("Remove from C&lusters"), this, [actions, nodes] { actions->removeFromClusters(nodes); });
        menu.addSeparator();
        menu.addAction(m_window->action(QStringLiteral("editHostsLike")));
    } else if (const Switch *sw = design.switchById(objectId)) {
        const QString id = sw->id;
        menu.addAction(tr("Add &Ports..."), this, [this, actions, id] {
            if (const auto count = askCount(m_window, tr("Add Ports"), tr("Number of ports:"), 4, 1, 512))
                actions->addPorts(id, *count);
        });
        if (!portId.isEmpty() && sw->port(portId))
            menu.addAction(tr("&Remove Port %1").arg(sw->port(portId)->name), this,
                [actions, id, portId] { actions->removePort(id, portId); });
        menu.addAction(m_window->action(QStringLiteral("designPortMap")));
    } else if (design.link(objectId)) {
        menu.addAction(m_window->action(QStringLiteral("editDelete")));
    } else if (design.cluster(objectId)) {
        menu.addAction(
            tr("&Delete Cluster (Members Stay)"), this, [actions, objectId] { actions->remove({objectId}); });
    } else {
        QMenu *add = menu.addMenu(tr("&Add"));
        const QPointF at = view->mapToScene(view->mapFromGlobal(screenPos));
        for (int row = 0; row < palette->count(); ++row)
            if (const QString entry = palette->entryAt(row); !entry.isEmpty())
                add->addAction(palette->item(row)->icon(), palette->item(row)->text(), this,
                    [scene, entry, at] { scene->addFromPalette(entry, at); });
        menu.addAction(m_window->action(QStringLiteral("editPaste")));
        menu.addSeparator();
        menu.addAction(m_window->action(QStringLiteral("viewAutoLayout")));
        menu.addAction(m_window->action(QStringLiteral("viewFit")));
    }
    if (!objectId.isEmpty() && !design.link(objectId) && !design.cluster(objectId)) {
        menu.addSeparator();
        menu.addAction(m_window->action(QStringLiteral("editCopy")));
        menu.addAction(m_window->action(QStringLiteral("editDuplicate")));
        menu.addAction(m_window->action(QStringLiteral("editDelete")));
    }
    Q_EMIT aboutToShow();
    menu.exec(screenPos);
}

} // namespace hvnet

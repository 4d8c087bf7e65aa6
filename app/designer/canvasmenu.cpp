#include "canvasmenu.h"

#include "actionregistry.h"
#include "designdialogs.h"
#include "model/designdocument.h"
#include "model/edit/designactions.h"
#include "views/countdialog.h"
#include "views/designscene.h"
#include "views/designview.h"
#include "views/paletteview.h"

#include <QMenu>

namespace hvnet {

CanvasMenu::CanvasMenu(const Parts &parts) : QObject(parts.window), m_parts(parts) { }

void CanvasMenu::show(const QString &objectId, const QString &portId, const QPoint &screenPos)
{
    DesignDocument *document = m_parts.document;
    DesignActions *actions = m_parts.actions;
    DesignScene *scene = m_parts.scene;
    DesignView *view = m_parts.view;
    PaletteView *palette = m_parts.palette;
    const auto windowAction = [this](const char *id) { return m_parts.registry->action(QLatin1String(id)); };
    const Design &design = document->design();
    QMenu menu(m_parts.window);
    const QStringList selected = scene->selectedIds();
    if (const Node *node = design.node(objectId)) {
        const QString id = node->id;
        menu.addAction(tr("Add &Adapter"), this, [actions, id] { actions->addAdapter(id); });
        menu.addAction(tr("Add SET v&Switch"), this, [actions, id] { actions->addSetSwitch(id); });
        menu.addAction(tr("Add &Interface"), this, [actions, id] { actions->addInterface(id); });
        menu.addAction(tr("Con&verged Setup (SET vSwitch, a vNIC per Subnet)"), this,
            [actions, id] { actions->convergedSetup(id); });
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
        clusterMenu->addAction(tr("&New Cluster..."), this, [this, nodes] { m_parts.dialogs->addToNewCluster(nodes); });
        menu.addAction(tr("Remove from C&lusters"), this, [actions, nodes] { actions->removeFromClusters(nodes); });
        menu.addSeparator();
        menu.addAction(windowAction("editConnect"));
        menu.addAction(windowAction("editHostsLike"));
        menu.addAction(windowAction("editApplyProfile"));
    } else if (const Switch *sw = design.switchById(objectId)) {
        const QString id = sw->id;
        menu.addAction(tr("Add &Ports..."), this, [this, actions, id] {
            if (const auto count = askCount(m_parts.window, tr("Add Ports"), tr("Number of ports:"), 4, 1, 512))
                actions->addPorts(id, *count);
        });
        if (!portId.isEmpty() && sw->port(portId))
            menu.addAction(tr("&Remove Port %1").arg(sw->port(portId)->name), this,
                [actions, id, portId] { actions->removePort(id, portId); });
        menu.addAction(windowAction("editConnect"));
        menu.addAction(windowAction("designPortMap"));
    } else if (design.link(objectId)) {
        menu.addAction(windowAction("editDelete"));
    } else if (design.cluster(objectId)) {
        menu.addAction(
            tr("&Delete Cluster (Members Stay)"), this, [actions, objectId] { actions->remove({objectId}); });
    } else if (design.note(objectId)) {
        menu.addAction(tr("&Edit Note..."), this, [this, objectId] { m_parts.dialogs->editNote(objectId); });
        menu.addAction(tr("&Delete Note"), this, [actions, objectId] { actions->remove({objectId}); });
    } else {
        QMenu *add = menu.addMenu(tr("&Add"));
        const QPointF at = view->mapToScene(view->mapFromGlobal(screenPos));
        for (int row = 0; row < palette->count(); ++row)
            if (const QString entry = palette->entryAt(row); !entry.isEmpty())
                add->addAction(palette->item(row)->icon(), palette->item(row)->text(), this,
                    [scene, entry, at] { scene->addFromPalette(entry, at); });
        menu.addAction(tr("Add &Note..."), this, [this, at] { m_parts.dialogs->addNote(at); });
        menu.addAction(windowAction("editPaste"));
        menu.addSeparator();
        menu.addAction(windowAction("viewAutoLayout"));
        menu.addAction(windowAction("viewFit"));
    }
    if (!objectId.isEmpty() && !design.link(objectId) && !design.cluster(objectId) && !design.note(objectId)) {
        menu.addSeparator();
        menu.addAction(windowAction("editCopy"));
        menu.addAction(windowAction("editDuplicate"));
        menu.addAction(windowAction("editDelete"));
    }
    Q_EMIT aboutToShow();
    menu.exec(screenPos);
}

} // namespace hvnet

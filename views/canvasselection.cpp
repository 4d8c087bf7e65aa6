#include "canvasselection.h"

#include "designscene.h"
#include "model/designselection.h"

namespace hvnet {

CanvasSelection::CanvasSelection(DesignScene *scene, DesignSelection *selection)
    : QObject(scene), m_scene(scene), m_selection(selection)
{
    // The scene announces selection changes while it clears its items on
    // the way out, when the document may be gone already.
    connect(scene, &QGraphicsScene::selectionChanged, this, [this] {
        if (!m_showing && m_selection)
            m_selection->setIds(m_scene->selectedIds());
    });
    connect(selection, &DesignSelection::changed, this, &CanvasSelection::show);
    // A canvas made for a document that has a selection already (a window
    // built again for another language) shows it.
    show(selection->ids());
}

void CanvasSelection::show(const QStringList &ids)
{
    if (m_showing)
        return;
    m_showing = true;
    m_scene->selectIds(ids);
    m_showing = false;
}

} // namespace hvnet

#pragma once

#include "model/designselection.h"

#include <QObject>
#include <QPointer>

namespace hvnet {

class DesignScene;

// Keeps the canvas's selected items and the document's selection one. The
// canvas (Qt's graphics scene) keeps a selection of its own, of the items it
// has: a click there sets the document's selection; a selection made
// elsewhere (the outline, a finding) selects what the canvas can show of it,
// and the canvas's partial view of it (no item for a subnet; the node for an
// adapter) does not come back as a new selection.
class CanvasSelection : public QObject
{
    Q_OBJECT

public:
    // Lives as long as the scene.
    CanvasSelection(DesignScene *scene, DesignSelection *selection);

private:
    void show(const QStringList &ids);

    DesignScene *m_scene;
    QPointer<DesignSelection> m_selection;
    bool m_showing = false; // the canvas is being made to show the selection
};

} // namespace hvnet

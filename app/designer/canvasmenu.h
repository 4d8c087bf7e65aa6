#pragma once

#include <QObject>

class QPoint;
class QWidget;

namespace hvnet {

class ActionRegistry;
class DesignActions;
class DesignDialogs;
class DesignDocument;
class DesignScene;
class DesignView;
class PaletteView;

// The canvas's context menu: what can be done with the node, switch, cable
// or cluster under the mouse (and the objects selected with it), or on the
// background: add from the palette, paste, lay out, fit. It is given the
// window's parts it works with; the window's own actions it takes from the
// registry by id, so it does not know the window.
class CanvasMenu : public QObject
{
    Q_OBJECT

public:
    struct Parts {
        QWidget *window; // the menu's and dialogs' parent, and the menu's owner
        DesignDocument *document;
        DesignActions *actions;
        DesignScene *scene;
        DesignView *view;
        PaletteView *palette;
        DesignDialogs *dialogs;
        ActionRegistry *registry;
    };
    explicit CanvasMenu(const Parts &parts);

    // objectId empty: the background; portId: the adapter or port clicked on.
    void show(const QString &objectId, const QString &portId, const QPoint &screenPos);

Q_SIGNALS:
    // The menu is about to show: the window's actions are brought up to date.
    void aboutToShow();

private:
    Parts m_parts;
};

} // namespace hvnet

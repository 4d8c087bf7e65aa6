#pragma once

#include <QObject>

class QPoint;

namespace hvnet {

class DesignDialogs;
class MainWindow;

// The canvas's context menu: what can be done with the node, switch, cable
// or cluster under the mouse (and the objects selected with it), or on the
// background: add from the palette, paste, lay out, fit.
class CanvasMenu : public QObject
{
    Q_OBJECT

public:
    CanvasMenu(MainWindow *window, DesignDialogs *dialogs);

    // objectId empty: the background; portId: the adapter or port clicked on.
    void show(const QString &objectId, const QString &portId, const QPoint &screenPos);

Q_SIGNALS:
    // The menu is about to show: the window's actions are brought up to date.
    void aboutToShow();

private:
    MainWindow *m_window;
    DesignDialogs *m_dialogs;
};

} // namespace hvnet

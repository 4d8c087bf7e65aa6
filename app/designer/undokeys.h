#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace hvnet {

// Undo and redo from the keyboard wherever the focus is in a window. A text
// field or spin box keeps Ctrl+Z for its own typing, so in the properties
// dock the design's undo did nothing. Here the keys reach the window's
// actions from any widget of it: the field's edit is committed first (it
// becomes an undo step, as leaving the field would make it), then undo or
// redo runs.
class UndoKeys : public QObject
{
public:
    UndoKeys(QWidget *window, QAction *undo, QAction *redo);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    QAction *m_undo;
    QAction *m_redo;
};

} // namespace hvnet

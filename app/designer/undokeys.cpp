#include "undokeys.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>

namespace hvnet {

namespace {

QAction *matching(QKeyEvent *event, QAction *undo, QAction *redo)
{
    const QKeySequence pressed(event->keyCombination());
    for (QAction *action : {undo, redo})
        for (const QKeySequence &shortcut : action->shortcuts())
            if (shortcut == pressed)
                return action;
    return nullptr;
}

// Hands what the field holds to whoever listens, as leaving it would.
void commit(QWidget *widget)
{
    for (QWidget *w = widget; w; w = w->parentWidget()) {
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(w)) {
            spin->interpretText();
            return;
        }
    }
    if (auto *edit = qobject_cast<QLineEdit *>(widget))
        Q_EMIT edit->editingFinished();
}

bool isEditor(QWidget *widget)
{
    return qobject_cast<QLineEdit *>(widget) || qobject_cast<QAbstractSpinBox *>(widget)
        || (widget && qobject_cast<QAbstractSpinBox *>(widget->parentWidget()));
}

} // namespace

UndoKeys::UndoKeys(QWidget *window, QAction *undo, QAction *redo)
    : QObject(window), m_window(window), m_undo(undo), m_redo(redo)
{
    qApp->installEventFilter(this);
}

bool UndoKeys::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return false;
    auto *widget = qobject_cast<QWidget *>(watched);
    if (!widget || widget->window() != m_window || !isEditor(widget))
        return false;
    auto *key = static_cast<QKeyEvent *>(event);
    QAction *action = matching(key, m_undo, m_redo);
    if (!action)
        return false;
    if (event->type() == QEvent::ShortcutOverride) {
        // Ours, not the field's own text undo: the key press comes next.
        event->accept();
        return true;
    }
    commit(widget);
    if (action->isEnabled())
        action->trigger();
    return true;
}

} // namespace hvnet

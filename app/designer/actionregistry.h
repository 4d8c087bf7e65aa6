#pragma once

#include <QHash>
#include <QKeySequence>
#include <QObject>
#include <QString>

#include <functional>
#include <initializer_list>

class QAction;
class QMenu;
class QToolBar;
class QWidget;

namespace hvnet {

// The window's actions by id, as Qt Creator registers its commands: each
// action is registered once with its id (also its object name, which tests
// look it up by), text, shortcut and what it does; a menu or toolbar is then
// a list of ids. So an action is defined in one place, however many menus,
// context menus and toolbars show it, and a menu reads as its entries.
class ActionRegistry : public QObject
{
    Q_OBJECT

public:
    // Where a list of ids has a line between groups.
    static inline const QString separator = QStringLiteral("-");

    // The actions and menus belong to window; their shortcuts work in it.
    explicit ActionRegistry(QWidget *window);

    QAction *add(const QString &id, const QString &text, const QKeySequence &shortcut, std::function<void()> trigger);
    // An action made elsewhere (the undo stack's undo and redo).
    QAction *add(const QString &id, QAction *action);
    // A submenu, for the lists of ids of other menus.
    QMenu *addMenu(const QString &id, const QString &title);

    QAction *action(const QString &id) const { return m_actions.value(id); }
    QMenu *menu(const QString &id) const { return m_menus.value(id); }

    // Adds the actions and submenus named, in order, to a menu or toolbar.
    void fill(QMenu *menu, std::initializer_list<QString> ids) const;
    void fill(QToolBar *toolbar, std::initializer_list<QString> ids) const;

private:
    QAction *known(const QString &id) const;

    QWidget *m_window;
    QHash<QString, QAction *> m_actions;
    QHash<QString, QMenu *> m_menus;
};

} // namespace hvnet

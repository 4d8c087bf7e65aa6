#include "actionregistry.h"

#include <QAction>
#include <QMenu>
#include <QToolBar>
#include <QWidget>

namespace hvnet {

ActionRegistry::ActionRegistry(QWidget *window) : QObject(window), m_window(window)
{ }

QAction *ActionRegistry::add(
    const QString &id, const QString &text, const QKeySequence &shortcut, std::function<void()> trigger)
{
    auto *action = new QAction(text, m_window);
    if (!shortcut.isEmpty())
        action->setShortcut(shortcut);
    connect(action, &QAction::triggered, m_window, std::move(trigger));
    return add(id, action);
}

QAction *ActionRegistry::add(const QString &id, QAction *action)
{
    if (m_actions.contains(id) || m_menus.contains(id))
        qFatal("ActionRegistry: \"%s\" registered twice", qPrintable(id));
    action->setObjectName(id);
    m_actions.insert(id, action);
    return action;
}

QMenu *ActionRegistry::addMenu(const QString &id, const QString &title)
{
    if (m_actions.contains(id) || m_menus.contains(id))
        qFatal("ActionRegistry: \"%s\" registered twice", qPrintable(id));
    auto *menu = new QMenu(title, m_window);
    menu->setObjectName(id);
    m_menus.insert(id, menu);
    return menu;
}

QAction *ActionRegistry::known(const QString &id) const
{
    // A menu naming an action nobody registered is a mistake in the code,
    // the same in every run: the first window that opens says so.
    QAction *action = m_actions.value(id);
    if (!action)
        qFatal("ActionRegistry: no action \"%s\"", qPrintable(id));
    return action;
}

void ActionRegistry::fill(QMenu *menu, std::initializer_list<QString> ids) const
{
    for (const QString &id : ids) {
        if (id == separator)
            menu->addSeparator();
        else if (QMenu *submenu = m_menus.value(id))
            menu->addMenu(submenu);
        else
            menu->addAction(known(id));
    }
}

void ActionRegistry::fill(QToolBar *toolbar, std::initializer_list<QString> ids) const
{
    for (const QString &id : ids) {
        if (id == separator)
            toolbar->addSeparator();
        else
            toolbar->addAction(known(id));
    }
}

} // namespace hvnet

#include "recentfiles.h"

#include "app/common/settings.h"

#include <QAction>
#include <QFileInfo>
#include <QMenu>

namespace hvnet {

RecentFiles::RecentFiles(QMenu *menu, QObject *parent) : QObject(parent), m_menu(menu)
{
    updateMenu();
}

QStringList RecentFiles::files() const
{
    return Settings().recentFiles();
}

void RecentFiles::add(const QString &fileName)
{
    QStringList recent = files();
    recent.removeAll(fileName);
    recent.prepend(fileName);
    while (recent.size() > maximum)
        recent.removeLast();
    store(recent);
}

void RecentFiles::remove(const QString &fileName)
{
    QStringList recent = files();
    recent.removeAll(fileName);
    store(recent);
}

void RecentFiles::clear()
{
    store({});
}

void RecentFiles::store(const QStringList &files)
{
    Settings().setRecentFiles(files);
    updateMenu();
}

void RecentFiles::updateMenu()
{
    m_menu->clear();
    const QStringList recent = files();
    for (int i = 0; i < recent.size(); ++i) {
        const QString file = recent.at(i);
        QAction *a = m_menu->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(file).fileName()));
        a->setToolTip(file);
        a->setStatusTip(file);
        connect(a, &QAction::triggered, this, [this, file] { Q_EMIT openRequested(file); });
    }
    m_menu->setEnabled(!recent.isEmpty());
    if (!recent.isEmpty()) {
        m_menu->addSeparator();
        m_menu->addAction(tr("&Clear List"), this, &RecentFiles::clear);
    }
}

} // namespace hvnet

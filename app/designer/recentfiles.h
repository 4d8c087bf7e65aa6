#pragma once

#include <QObject>
#include <QStringList>

class QMenu;

namespace hvnet {

// File > Open Recent: the designs opened or saved last, most recent first,
// at most eight, kept in the settings; and the menu that offers them.
class RecentFiles : public QObject
{
    Q_OBJECT

public:
    static constexpr int maximum = 8;

    // Fills menu with the list and keeps it current.
    RecentFiles(QMenu *menu, QObject *parent = nullptr);

    QStringList files() const;
    // Puts a file first (absolute path).
    void add(const QString &fileName);
    // Forgets a file that is gone.
    void remove(const QString &fileName);
    void clear();

Q_SIGNALS:
    // An entry of the menu was chosen.
    void openRequested(const QString &fileName);

private:
    void store(const QStringList &files);
    void updateMenu();

    QMenu *m_menu;
};

} // namespace hvnet

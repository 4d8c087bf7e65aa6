#pragma once

#include <QHash>
#include <QString>

class QTreeWidget;
class QTreeWidgetItem;

namespace hvnet {

struct ValidationResult;

// The live findings as their own group, "Live (n)", in the issues dock
// (IssuesView, or any tree with its columns: rule, message, objects). Its
// rows carry the object ids in Qt::UserRole as the dock's own rows do, so
// activating one selects the objects. The window calls apply() after each
// check and after each validation run has rebuilt the dock: the design stays
// editable while the live findings are shown, and checking the same folder
// again updates the group in place (same item, open or closed as it was).
class LiveIssuesGroup
{
public:
    static constexpr int groupRole = Qt::UserRole + 40; // "live" on the group item

    // Puts the group first in tree, replacing its rows; live null removes it.
    // names: how people name the findings' objects (ids are never shown).
    static QTreeWidgetItem *apply(
        QTreeWidget *tree, const ValidationResult *live, const QHash<QString, QString> &names = {});
    // The group in tree, if there is one.
    static QTreeWidgetItem *find(const QTreeWidget *tree);
};

} // namespace hvnet

#include "liveissuesgroup.h"

#include "livestatepalette.h"
#include "model/validation/validator.h"

#include <QCoreApplication>
#include <QTreeWidget>

namespace hvnet {

namespace {

struct LiveIssuesText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::LiveIssuesGroup)
};

} // namespace

QTreeWidgetItem *LiveIssuesGroup::find(const QTreeWidget *tree)
{
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        if (tree->topLevelItem(i)->data(0, groupRole).toString() == QLatin1String("live"))
            return tree->topLevelItem(i);
    return nullptr;
}

QTreeWidgetItem *LiveIssuesGroup::apply(
    QTreeWidget *tree, const ValidationResult *live, const QHash<QString, QString> &names)
{
    QTreeWidgetItem *group = find(tree);
    if (!live) {
        delete group;
        return nullptr;
    }
    if (!group) {
        group = new QTreeWidgetItem;
        group->setData(0, groupRole, QStringLiteral("live"));
        tree->insertTopLevelItem(0, group);
        group->setFirstColumnSpanned(true);
        group->setExpanded(true);
    } else if (tree->indexOfTopLevelItem(group) != 0) {
        const bool open = group->isExpanded();
        tree->takeTopLevelItem(tree->indexOfTopLevelItem(group));
        tree->insertTopLevelItem(0, group);
        group->setFirstColumnSpanned(true);
        group->setExpanded(open);
    }
    qDeleteAll(group->takeChildren());
    int shown = 0;
    for (const Finding &f : live->findings) {
        auto *item = new QTreeWidgetItem(group);
        item->setText(0, f.rule);
        QString message = f.suppressed ? LiveIssuesText::tr("%1 (accepted: %2)").arg(f.message, f.reason) : f.message;
        if (!f.evidence.isEmpty())
            message += QStringLiteral(" [%1]").arg(f.evidence.line > 0
                    ? QStringLiteral("%1:%2").arg(f.evidence.file).arg(f.evidence.line)
                    : f.evidence.file);
        item->setText(1, message);
        QStringList objects;
        for (const QString &id : f.objects)
            objects << names.value(id, id);
        item->setText(2, objects.join(QStringLiteral(", ")));
        item->setToolTip(1, message);
        item->setData(0, Qt::UserRole, f.objects);
        item->setForeground(0, f.suppressed ? QColor(0x8a, 0x94, 0xa0) : LiveStatePalette::severityColour(f.severity));
        shown += !f.suppressed;
    }
    group->setText(0,
        LiveIssuesText::tr("Live (%1): %2 error(s), %3 warning(s)").arg(shown).arg(live->errors).arg(live->warnings));
    return group;
}

} // namespace hvnet

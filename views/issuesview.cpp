#include "issuesview.h"

#include "model/validation/validationrunner.h"
#include "model/validation/validator.h"

#include <QHeaderView>
#include <QMenu>

namespace hvnet {

IssuesView::IssuesView(QWidget *parent) : QTreeWidget(parent)
{
    setColumnCount(3);
    setHeaderLabels({tr("Rule"), tr("Message"), tr("Objects")});
    setRootIsDecorated(true);
    setWordWrap(true);
    setUniformRowHeights(false);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setSectionResizeMode(1, QHeaderView::Stretch);
    setObjectName(QStringLiteral("issuesView"));
    setContextMenuPolicy(Qt::CustomContextMenu);
    connect(this, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const Finding *finding = findingAt(itemAt(pos));
        if (!finding)
            return;
        const Finding copy = *finding;
        QMenu menu(this);
        QAction *select = menu.addAction(tr("&Select Objects"));
        select->setEnabled(!copy.objects.isEmpty());
        connect(select, &QAction::triggered, this, [this, copy] { Q_EMIT objectsActivated(copy.objects); });
        QAction *accept = menu.addAction(tr("&Accept with Reason..."));
        accept->setEnabled(!copy.suppressed && copy.rule != QLatin1String("engine.unused-suppression"));
        connect(accept, &QAction::triggered, this, [this, copy] { Q_EMIT suppressRequested(copy); });
        menu.addAction(tr("About Rule %1").arg(copy.rule), this, [this, copy] { Q_EMIT ruleHelpRequested(copy.rule); });
        menu.exec(viewport()->mapToGlobal(pos));
    });
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QStringList ids = item->data(0, Qt::UserRole).toStringList();
        if (!ids.isEmpty())
            Q_EMIT objectsActivated(ids);
    });
}

void IssuesView::follow(const ValidationRunner *runner)
{
    connect(runner, &ValidationRunner::validated, this,
        [this, runner] { setResult(runner->latest().result, runner->latest().names); });
}

void IssuesView::setResult(const ValidationResult &result, const QHash<QString, QString> &names)
{
    clear();
    m_findings = result.findings;
    const std::pair<Severity, QString> groups[]
        = {{Severity::Error, tr("Errors")}, {Severity::Warning, tr("Warnings")}, {Severity::Info, tr("Information")}};
    const QColor colours[] = {QColor(0xd0, 0x32, 0x2b), QColor(0xb7, 0x79, 0x00), QColor(0x1f, 0x6f, 0xd1)};
    for (const auto &[severity, title] : groups) {
        auto *group = new QTreeWidgetItem(this);
        int count = 0;
        for (std::size_t index = 0; index < m_findings.size(); ++index) {
            const Finding &f = m_findings[index];
            if (f.severity != severity)
                continue;
            auto *item = new QTreeWidgetItem(group);
            item->setText(0, f.rule);
            item->setText(1, f.suppressed ? tr("%1 (accepted: %2)").arg(f.message, f.reason) : f.message);
            QStringList objects;
            for (const QString &id : f.objects)
                objects << names.value(id, id);
            item->setText(2, objects.join(QStringLiteral(", ")));
            item->setToolTip(1, f.message);
            item->setData(0, Qt::UserRole, f.objects);
            item->setData(0, Qt::UserRole + 1, qulonglong(index));
            item->setForeground(0, colours[int(severity)]);
            if (f.suppressed)
                for (int column = 0; column < 3; ++column)
                    item->setForeground(column, QColor(0x8a, 0x94, 0xa0));
            ++count;
        }
        group->setText(0, QStringLiteral("%1 (%2)").arg(title).arg(count));
        group->setFirstColumnSpanned(true);
        group->setExpanded(severity != Severity::Info);
    }
    Q_EMIT resultShown();
}

const Finding *IssuesView::findingAt(QTreeWidgetItem *item) const
{
    if (!item || !item->data(0, Qt::UserRole + 1).isValid())
        return nullptr;
    const auto index = std::size_t(item->data(0, Qt::UserRole + 1).toULongLong());
    return index < m_findings.size() ? &m_findings[index] : nullptr;
}

QTreeWidgetItem *IssuesView::itemForRule(const QString &rule) const
{
    for (int g = 0; g < topLevelItemCount(); ++g)
        for (int i = 0; i < topLevelItem(g)->childCount(); ++i)
            if (topLevelItem(g)->child(i)->text(0) == rule)
                return topLevelItem(g)->child(i);
    return nullptr;
}

} // namespace hvnet

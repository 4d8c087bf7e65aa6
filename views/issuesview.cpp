#include "issuesview.h"

#include "validation/validator.h"

#include <QHeaderView>

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
    connect(this, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem *item) {
        const QStringList ids = item->data(0, Qt::UserRole).toStringList();
        if (!ids.isEmpty())
            Q_EMIT objectsActivated(ids);
    });
}

void IssuesView::setResult(const ValidationResult &result)
{
    clear();
    const std::pair<Severity, QString> groups[]
        = {{Severity::Error, tr("Errors")}, {Severity::Warning, tr("Warnings")}, {Severity::Info, tr("Information")}};
    const QColor colours[] = {QColor(0xd0, 0x32, 0x2b), QColor(0xb7, 0x79, 0x00), QColor(0x1f, 0x6f, 0xd1)};
    for (const auto &[severity, title] : groups) {
        auto *group = new QTreeWidgetItem(this);
        int count = 0;
        for (const Finding &f : result.findings) {
            if (f.severity != severity)
                continue;
            auto *item = new QTreeWidgetItem(group);
            item->setText(0, f.rule);
            item->setText(1, f.suppressed ? tr("%1 (accepted: %2)").arg(f.message, f.reason) : f.message);
            item->setText(2, f.objects.join(QStringLiteral(", ")));
            item->setToolTip(1, f.message);
            item->setData(0, Qt::UserRole, f.objects);
            item->setForeground(0, colours[int(severity)]);
            ++count;
        }
        group->setText(0, QStringLiteral("%1 (%2)").arg(title).arg(count));
        group->setFirstColumnSpanned(true);
        group->setExpanded(severity != Severity::Info);
    }
}

} // namespace hvnet

#include "rulecataloguedialog.h"

#include "exporters/labels.h"
#include "model/validation/rulecatalogue.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLineEdit>
#include <QSplitter>
#include <QTextBrowser>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace hvnet {

RuleCatalogueDialog::RuleCatalogueDialog(QWidget *parent)
    : QDialog(parent), m_filter(new QLineEdit(this)), m_list(new QTreeWidget(this)), m_details(new QTextBrowser(this))
{
    setWindowTitle(tr("Rule Catalogue"));
    setObjectName(QStringLiteral("ruleCatalogue"));
    m_filter->setPlaceholderText(tr("Filter by id or title"));
    m_filter->setClearButtonEnabled(true);
    m_list->setHeaderLabels({tr("Rule"), tr("Severity"), tr("Title")});
    m_list->setRootIsDecorated(false);
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    for (const auto &rule : RuleCatalogue::standard().rules()) {
        auto *item = new QTreeWidgetItem(m_list);
        item->setText(0, rule->id());
        item->setText(1, Labels::severity(rule->defaultSeverity()));
        item->setText(2, rule->title());
    }
    m_details->setOpenExternalLinks(true);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &RuleCatalogueDialog::showCurrent);
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        for (int i = 0; i < m_list->topLevelItemCount(); ++i) {
            QTreeWidgetItem *item = m_list->topLevelItem(i);
            item->setHidden(!text.isEmpty() && !item->text(0).contains(text, Qt::CaseInsensitive)
                && !item->text(2).contains(text, Qt::CaseInsensitive));
        }
    });
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_list);
    splitter->addWidget(m_details);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_filter);
    layout->addWidget(splitter);
    layout->addWidget(buttons);
    resize(900, 640);
    if (m_list->topLevelItemCount() > 0)
        m_list->setCurrentItem(m_list->topLevelItem(0));
}

void RuleCatalogueDialog::showRule(const QString &id)
{
    for (int i = 0; i < m_list->topLevelItemCount(); ++i)
        if (m_list->topLevelItem(i)->text(0) == id) {
            m_list->setCurrentItem(m_list->topLevelItem(i));
            m_list->scrollToItem(m_list->topLevelItem(i));
        }
}

void RuleCatalogueDialog::showCurrent()
{
    QTreeWidgetItem *item = m_list->currentItem();
    const Rule *rule = item ? RuleCatalogue::standard().find(item->text(0)) : nullptr;
    if (!rule) {
        m_details->clear();
        return;
    }
    m_details->setHtml(
        QStringLiteral("<h3>%1</h3><p><code>%2</code> &middot; %3</p><p>%4</p><p><i>%5</i> %6</p>")
            .arg(rule->title().toHtmlEscaped(), rule->id(), Labels::severity(rule->defaultSeverity()),
                rule->rationale().toHtmlEscaped(), tr("Source:").toHtmlEscaped(), rule->source().toHtmlEscaped()));
}

} // namespace hvnet

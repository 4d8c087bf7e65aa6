#include "hostprofiledialog.h"

#include "model/edit/hostprofile.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace hvnet {

HostProfileDialog::HostProfileDialog(
    const Design &design, const QString &sourceId, const QStringList &targetIds, QWidget *parent)
    : QDialog(parent), m_design(design)
{
    setObjectName(QStringLiteral("hostProfileDialog"));
    setWindowTitle(tr("Apply Host Profile"));
    setMinimumWidth(480);
    m_source = new QComboBox(this);
    m_source->setObjectName(QStringLiteral("source"));
    for (const Node &n : design.nodes)
        m_source->addItem(n.name, n.id);
    m_source->setCurrentIndex(std::max(0, m_source->findData(sourceId)));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("summary"));
    m_summary->setWordWrap(true);
    m_targets = new QListWidget(this);
    m_targets->setObjectName(QStringLiteral("targets"));
    for (const Node &n : design.nodes) {
        auto *item = new QListWidgetItem(n.name, m_targets);
        item->setData(Qt::UserRole, n.id);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        item->setCheckState(targetIds.contains(n.id) ? Qt::Checked : Qt::Unchecked);
    }
    auto *note = new QLabel(tr("Each host keeps its name, role, rack, management endpoint, MAC addresses, cables, "
                               "clusters and the addresses of interfaces whose name and subnet stay; new interfaces "
                               "get addresses from the address plan. One undo step."),
        this);
    note->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("&Apply"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *form = new QFormLayout;
    form->addRow(tr("&Profile of:"), m_source);
    form->addRow(QString(), m_summary);
    form->addRow(tr("Apply &to:"), m_targets);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_buttons);

    connect(m_source, &QComboBox::currentIndexChanged, this, &HostProfileDialog::sourceChanged);
    connect(m_targets, &QListWidget::itemChanged, this, &HostProfileDialog::updateButtons);
    sourceChanged();
}

QString HostProfileDialog::sourceId() const
{
    return m_source->currentData().toString();
}

QStringList HostProfileDialog::targetIds() const
{
    QStringList ids;
    for (int row = 0; row < m_targets->count(); ++row) {
        const QListWidgetItem *item = m_targets->item(row);
        if (!item->isHidden() && item->checkState() == Qt::Checked)
            ids << item->data(Qt::UserRole).toString();
    }
    return ids;
}

// The source host is no target of its own profile.
void HostProfileDialog::sourceChanged()
{
    m_summary->setText(HostProfile::summary(m_design, sourceId()));
    for (int row = 0; row < m_targets->count(); ++row) {
        QListWidgetItem *item = m_targets->item(row);
        item->setHidden(item->data(Qt::UserRole).toString() == sourceId());
    }
    updateButtons();
}

void HostProfileDialog::updateButtons()
{
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!targetIds().isEmpty());
}

} // namespace hvnet

#include "hostslikedialog.h"

#include "checkedspinbox.h"
#include "dialogmanners.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hvnet {

HostsLikeDialog::HostsLikeDialog(const Design &design, const QString &nodeId, QWidget *parent)
    : QDialog(parent), m_design(design), m_nodeId(nodeId), m_table(new QTableWidget(0, 3, this)),
      m_problems(new QLabel(this))
{
    setObjectName(QStringLiteral("hostsLikeDialog"));
    const Node *source = design.node(nodeId);
    setWindowTitle(tr("Add Hosts Like %1").arg(source ? source->name : QString()));
    auto *intro = new QLabel(tr("New hosts get the adapters, interfaces, clusters and cabling of %1, numbered names, "
                                "the same host number on every network, and the lowest free switch ports of the "
                                "kind %1 uses. This is the plan:")
                                 .arg(source ? source->name : QString()),
        this);
    intro->setWordWrap(true);
    auto *count = new CheckedSpinBox(this);
    count->setObjectName(QStringLiteral("hostsLikeCount"));
    count->setRange(1, 256);
    count->setPrefix(tr("Hosts: "));
    m_table->setObjectName(QStringLiteral("hostsLikePlan"));
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Cables"), tr("Addresses")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(true);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_problems->setObjectName(QStringLiteral("hostsLikeProblems"));
    m_problems->setWordWrap(true);
    m_problems->setStyleSheet(QStringLiteral("color: #b77900"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    // The plan follows every number typed; one outside 1 to 256 is refused
    // (and OK with it) rather than clamped.
    connect(count, &QSpinBox::valueChanged, this, &HostsLikeDialog::replan);
    connect(count->findChild<QLineEdit *>(), &QLineEdit::textChanged, this, [this, count] {
        const QString problem = spinBoxProblem(count);
        markSpinBox(count, problem);
        m_ok->setEnabled(problem.isEmpty() && m_count > 0);
    });
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(count);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_problems);
    layout->addWidget(buttons);
    // The number first: Tab and the first focus go to it, not to the plan.
    setTabOrder(count, m_table);
    resize(900, 480);
    count->setValue(3);
    replan(3);
}

void HostsLikeDialog::replan(int count)
{
    m_count = count;
    m_plan = DesignEdits::hostsLike(m_design, m_nodeId, count);
    // The names of ports, new ones included.
    QHash<QString, QString> ports;
    QSet<QString> before;
    for (const Switch &s : m_design.switches)
        for (const SwitchPort &p : s.ports)
            before.insert(p.id);
    for (const Switch &s : m_plan.changedSwitches)
        for (const SwitchPort &p : s.ports)
            ports.insert(p.id,
                before.contains(p.id) ? tr("%1 %2").arg(s.name, p.name) : tr("%1 %2 (new port)").arg(s.name, p.name));
    m_table->setRowCount(int(m_plan.newNodes.size()));
    for (int row = 0; row < int(m_plan.newNodes.size()); ++row) {
        const Node &node = m_plan.newNodes[std::size_t(row)];
        QStringList cables;
        for (const Link &l : m_plan.links)
            if (const Adapter *a = node.adapter(l.a))
                cables << tr("%1 to %2").arg(a->name, ports.value(l.b, l.b));
        QStringList addresses;
        for (const Interface &i : node.interfaces) {
            const Subnet *s = m_design.subnet(i.subnet);
            addresses << tr("%1 %2").arg(s ? s->name : i.name, i.address.isEmpty() ? tr("(none free)") : i.address);
        }
        m_table->setItem(row, 0, new QTableWidgetItem(node.name));
        m_table->setItem(row, 1, new QTableWidgetItem(cables.join(QLatin1Char('\n'))));
        m_table->setItem(row, 2, new QTableWidgetItem(addresses.join(QLatin1Char('\n'))));
    }
    m_table->resizeRowsToContents();
    QStringList notes = m_plan.problems;
    if (m_plan.skippedLinks > 0)
        notes << tr("%n cable(s) to other nodes are not repeated.", nullptr, m_plan.skippedLinks);
    m_problems->setText(notes.join(QLatin1Char('\n')));
    m_problems->setVisible(!notes.isEmpty());
    m_ok->setText(tr("Add %n Host(s)", nullptr, count));
    DialogManners::addMnemonics(this); // the new text keeps a mnemonic (Alt+A)
    m_ok->setEnabled(count > 0);
}

} // namespace hvnet

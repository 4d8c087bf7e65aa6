#include "subnetsdialog.h"

#include "checkedspinbox.h"
#include "exporters/labels.h"
#include "model/edit/designedits.h"
#include "model/ipv4.h"

#include <QAbstractItemDelegate>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hvnet {

namespace {
enum Column { IdColumn, NameColumn, PurposeColumn, PrefixColumn, VlanColumn, GatewayColumn, DnsColumn, ColumnCount };
} // namespace

SubnetsDialog::SubnetsDialog(const Design &design, QWidget *parent)
    : QDialog(parent), m_design(design), m_table(new QTableWidget(0, ColumnCount, this)), m_message(new QLabel(this))
{
    setWindowTitle(tr("Subnets and VLANs"));
    setObjectName(QStringLiteral("subnetsDialog"));
    m_table->setObjectName(QStringLiteral("subnetsTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Id"), tr("Name"), tr("Purpose"), tr("Prefix"), tr("VLAN"), tr("Gateway"), tr("DNS servers")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_used = DesignEdits::usedIds(design);
    for (const Subnet &s : design.subnets)
        addRow(s);
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Tab out of a text cell onto a purpose or VLAN cell puts the keyboard in its widget.
    connect(m_table->itemDelegate(), &QAbstractItemDelegate::closeEditor, this,
        [this](QWidget *, QAbstractItemDelegate::EndEditHint hint) {
            if (hint == QAbstractItemDelegate::EditNextItem || hint == QAbstractItemDelegate::EditPreviousItem)
                if (m_table->cellWidget(m_table->currentRow(), m_table->currentColumn()))
                    focusCell(m_table->currentRow(), m_table->currentColumn());
        });

    auto *add = new QPushButton(tr("&Add Subnet"), this);
    add->setObjectName(QStringLiteral("addSubnet"));
    auto *remove = new QPushButton(tr("&Remove"), this);
    remove->setObjectName(QStringLiteral("removeSubnet"));
    auto *typical = new QPushButton(tr("&Typical Subnets"), this);
    typical->setObjectName(QStringLiteral("addTypicalSubnets"));
    typical->setToolTip(tr("Adds what a converged design needs and the table lacks: a management subnet (untagged; "
                           "type its prefix) and two storage subnets with Network ATC's defaults, 10.71.1.0/24 on "
                           "VLAN 711 and 10.71.2.0/24 on VLAN 712."));
    connect(add, &QPushButton::clicked, this, &SubnetsDialog::addSubnet);
    connect(typical, &QPushButton::clicked, this, &SubnetsDialog::addTypical);
    connect(remove, &QPushButton::clicked, this, &SubnetsDialog::removeSelected);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &SubnetsDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    m_message->setObjectName(QStringLiteral("subnetsMessage"));
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #d0322b"));

    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(typical);
    row->addWidget(remove);
    row->addStretch();
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Each storage network gets a subnet and VLAN of its own. VLAN 0 is untagged."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(m_table);
    layout->addLayout(row);
    layout->addWidget(m_message);
    layout->addWidget(buttons);
    resize(960, 420);
}

void SubnetsDialog::showEvent(QShowEvent *event)
{
    // Measured once the table and its cell widgets are styled: before, a
    // spin box asks for too little and VLAN 711 reads "11".
    if (!m_measured) {
        m_measured = true;
        m_table->resizeColumnsToContents();
    }
    QDialog::showEvent(event);
}

void SubnetsDialog::addRow(const Subnet &subnet)
{
    const int r = m_table->rowCount();
    m_table->insertRow(r);
    auto *id = new QTableWidgetItem(subnet.id);
    id->setFlags(id->flags() & ~Qt::ItemIsEditable);
    m_table->setItem(r, IdColumn, id);
    m_table->setItem(r, NameColumn, new QTableWidgetItem(subnet.name));
    auto *purpose = new QComboBox;
    for (const auto &entry : EnumNames<SubnetPurpose>::entries)
        purpose->addItem(Labels::purpose(entry.first), int(entry.first));
    purpose->setCurrentIndex(purpose->findData(int(subnet.purpose)));
    m_table->setCellWidget(r, PurposeColumn, purpose);
    m_table->setItem(r, PrefixColumn, new QTableWidgetItem(subnet.prefix));
    // The cells of the purpose and VLAN are their widgets: no text editor opens over them.
    for (const int column : {int(PurposeColumn), int(VlanColumn)}) {
        auto *holder = new QTableWidgetItem;
        holder->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        m_table->setItem(r, column, holder);
    }
    purpose->installEventFilter(this);
    auto *vlan = new CheckedSpinBox;
    vlan->setRange(0, 4094);
    vlan->setSpecialValueText(tr("untagged"));
    vlan->setValue(subnet.vlan);
    vlan->setObjectName(QStringLiteral("vlan.%1").arg(subnet.id));
    m_table->setCellWidget(r, VlanColumn, vlan);
    vlan->installEventFilter(this);
    m_table->setItem(r, GatewayColumn, new QTableWidgetItem(subnet.gateway));
    m_table->setItem(r, DnsColumn, new QTableWidgetItem(subnet.dns.join(QStringLiteral(", "))));
}

void SubnetsDialog::focusCell(int row, int column)
{
    if (row < 0 || row >= m_table->rowCount())
        return;
    m_table->setCurrentCell(row, column);
    if (QWidget *widget = m_table->cellWidget(row, column)) {
        widget->setFocus(Qt::TabFocusReason);
        if (auto *spin = qobject_cast<QAbstractSpinBox *>(widget))
            spin->selectAll();
    } else if (QTableWidgetItem *item = m_table->item(row, column); item && (item->flags() & Qt::ItemIsEditable)) {
        m_table->setFocus(Qt::TabFocusReason);
        m_table->editItem(item);
    } else {
        m_table->setFocus(Qt::TabFocusReason);
    }
}

bool SubnetsDialog::eventFilter(QObject *watched, QEvent *event)
{
    // Tab from a purpose or VLAN cell goes on to the next cell of the row
    // (and on to the next row), as from the text cells: a subnet is typed
    // in one go from its name to its DNS servers.
    if (event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        const bool forward = key->key() == Qt::Key_Tab && !(key->modifiers() & Qt::ShiftModifier);
        const bool back = key->key() == Qt::Key_Backtab || (key->key() == Qt::Key_Tab && (key->modifiers() & Qt::ShiftModifier));
        if (forward || back) {
            for (int r = 0; r < m_table->rowCount(); ++r)
                for (int c = 0; c < ColumnCount; ++c)
                    if (m_table->cellWidget(r, c) == watched) {
                        int row = r, column = c + (forward ? 1 : -1);
                        if (column >= ColumnCount) {
                            column = NameColumn;
                            ++row;
                        } else if (column <= IdColumn) {
                            column = DnsColumn;
                            --row;
                        }
                        if (row < 0 || row >= m_table->rowCount())
                            return QDialog::eventFilter(watched, event); // out of the table: the dialog's next field
                        focusCell(row, column);
                        return true;
                    }
        }
    }
    return QDialog::eventFilter(watched, event);
}

void SubnetsDialog::addSubnet()
{
    Subnet subnet;
    subnet.name = tr("New subnet");
    subnet.purpose = SubnetPurpose::Storage;
    subnet.id = DesignEdits::freshId(m_used, QStringLiteral("subnet"));
    subnet.vlan = 0;
    addRow(subnet);
    m_table->setCurrentCell(m_table->rowCount() - 1, NameColumn);
    m_table->editItem(m_table->item(m_table->rowCount() - 1, NameColumn));
}

void SubnetsDialog::addTypical()
{
    // What the table holds now, edits included.
    bool managed = false;
    int storage = 0;
    QSet<int> vlans;
    QSet<QString> prefixes;
    for (const Subnet &s : subnets()) {
        managed = managed || s.purpose == SubnetPurpose::Management;
        storage += s.purpose == SubnetPurpose::Storage ? 1 : 0;
        vlans.insert(s.vlan);
        prefixes.insert(s.prefix);
    }
    int focusRow = -1, focusColumn = NameColumn;
    if (!managed) {
        Subnet subnet;
        subnet.id = DesignEdits::freshId(m_used, QStringLiteral("mgmt"));
        subnet.name = tr("Management");
        subnet.purpose = SubnetPurpose::Management;
        subnet.vlan = 0;
        addRow(subnet);
        focusRow = m_table->rowCount() - 1;
        focusColumn = PrefixColumn;
    }
    // Network ATC's storage defaults (Microsoft Learn, "Network ATC
    // overview": VLANs 711, 712, ...; automatic addresses 10.71.1.x,
    // 10.71.2.x, ...), skipping any VLAN or prefix the table has already.
    for (int n = 1; storage < 2 && n <= 8; ++n) {
        const int vlan = 710 + n;
        const QString prefix = QStringLiteral("10.71.%1.0/24").arg(n);
        if (vlans.contains(vlan) || prefixes.contains(prefix))
            continue;
        Subnet subnet;
        subnet.id = DesignEdits::freshId(m_used, QStringLiteral("st%1").arg(n));
        subnet.name = tr("Storage %1").arg(n);
        subnet.purpose = SubnetPurpose::Storage;
        subnet.prefix = prefix;
        subnet.vlan = vlan;
        addRow(subnet);
        ++storage;
        if (focusRow < 0)
            focusRow = m_table->rowCount() - 1;
    }
    if (focusRow < 0) {
        m_message->setText(tr("The table has a management subnet and two storage subnets already."));
        return;
    }
    m_message->clear();
    focusCell(focusRow, focusColumn);
}

void SubnetsDialog::removeSelected()
{
    const int r = m_table->currentRow();
    if (r < 0)
        return;
    const QString id = m_table->item(r, IdColumn)->text();
    if (const int users = DesignEdits::subnetUsers(m_design, id); users > 0) {
        m_message->setText(tr("%1 is used by %n interface(s); move them to another subnet first.", nullptr, users)
                               .arg(m_table->item(r, NameColumn)->text()));
        return;
    }
    m_table->removeRow(r);
    m_message->clear();
}

std::vector<Subnet> SubnetsDialog::subnets() const
{
    std::vector<Subnet> out;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QString id = m_table->item(r, IdColumn)->text();
        Subnet s;
        if (const Subnet *old = m_design.subnet(id))
            s = *old;
        s.id = id;
        s.name = m_table->item(r, NameColumn)->text().trimmed();
        s.purpose
            = SubnetPurpose(static_cast<QComboBox *>(m_table->cellWidget(r, PurposeColumn))->currentData().toInt());
        s.prefix = m_table->item(r, PrefixColumn)->text().trimmed();
        s.vlan = static_cast<QSpinBox *>(m_table->cellWidget(r, VlanColumn))->value();
        s.gateway = m_table->item(r, GatewayColumn)->text().trimmed();
        s.dns = m_table->item(r, DnsColumn)
                    ->text()
                    .split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts);
        out.push_back(s);
    }
    return out;
}

QStringList SubnetsDialog::problems()
{
    QStringList out;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QString name = m_table->item(r, NameColumn)->text();
        const auto mark = [&](int column, const QString &why) {
            QTableWidgetItem *item = m_table->item(r, column);
            item->setBackground(why.isEmpty() ? QBrush() : QBrush(QColor(0xfb, 0xe3, 0xe1)));
            item->setToolTip(why);
            if (!why.isEmpty())
                out << QStringLiteral("%1: %2").arg(name, why);
        };
        const QString prefix = m_table->item(r, PrefixColumn)->text().trimmed();
        Ipv4Prefix::ParseError error = Ipv4Prefix::ParseError::None;
        mark(PrefixColumn,
            Ipv4Prefix::parse(prefix, &error) ? QString()
                : error == Ipv4Prefix::ParseError::HostBitsSet
                ? tr("%1 has host bits set").arg(prefix)
                : tr("\"%1\" is not a prefix like 10.1.2.0/24").arg(prefix));
        const QString gateway = m_table->item(r, GatewayColumn)->text().trimmed();
        mark(GatewayColumn,
            gateway.isEmpty() || Ipv4Address::parse(gateway) ? QString()
                                                             : tr("\"%1\" is not an IPv4 address").arg(gateway));
        QString dnsProblem;
        for (const QString &dns : m_table->item(r, DnsColumn)
                                      ->text()
                                      .split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts))
            if (!Ipv4Address::parse(dns))
                dnsProblem = tr("\"%1\" is not an IPv4 address").arg(dns);
        mark(DnsColumn, dnsProblem);
        auto *vlan = static_cast<QAbstractSpinBox *>(m_table->cellWidget(r, VlanColumn));
        const QString vlanProblem = spinBoxProblem(vlan);
        markSpinBox(vlan, vlanProblem);
        if (!vlanProblem.isEmpty())
            out << QStringLiteral("%1: %2").arg(name, vlanProblem);
    }
    return out;
}

void SubnetsDialog::accept()
{
    // OK (Alt+O) while a cell is still being typed into takes what was typed.
    // (Moving the current cell away commits its open editor.)
    if (const QModelIndex current = m_table->currentIndex(); current.isValid()) {
        m_table->setCurrentIndex({});
        m_table->setCurrentIndex(current);
    }
    const QStringList found = problems();
    if (!found.isEmpty()) {
        m_message->setText(found.join(QLatin1Char('\n')));
        return;
    }
    QDialog::accept();
}

} // namespace hvnet

#include "qosdialog.h"

#include "checkedspinbox.h"
#include "exporters/labels.h"

#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPieSeries>
#include <QPieSlice>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace hvnet {

class EtsChartView : public QChartView
{
public:
    // Made with its chart: QChartView(parent) makes a default chart of its
    // own, which setChart() would release to nobody (LeakSanitizer found it).
    EtsChartView(QWidget *parent) : QChartView(new QChart, parent), m_series(new QPieSeries)
    {
        QChart *chart = this->chart();
        chart->addSeries(m_series);
        chart->setTitle(QCoreApplication::translate("hvnet::QosDialog", "ETS bandwidth per 802.1p priority"));
        chart->legend()->setAlignment(Qt::AlignRight);
        chart->setAnimationOptions(QChart::NoAnimation);
        setRenderHint(QPainter::Antialiasing);
        setMinimumSize(360, 280);
    }
    QPieSeries *m_series;
};

namespace {
enum Column { NameColumn, TrafficColumn, PortColumn, PriorityColumn, ShareColumn, PfcColumn, ColumnCount };
const QColor sliceColours[]
    = {QColor(0x8a, 0x94, 0xa0), QColor(0x1f, 0x77, 0xb4), QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
        QColor(0x94, 0x67, 0xbd), QColor(0xe0, 0x8a, 0x1e), QColor(0x17, 0xbe, 0xcf), QColor(0x8c, 0x56, 0x4b)};
} // namespace

QosDialog::QosDialog(const QosPolicy &policy, QWidget *parent)
    : QDialog(parent), m_table(new QTableWidget(0, ColumnCount, this)),
      m_willing(new QCheckBox(tr("Hosts accept the switches' DCB settings (DCBX willing)"), this)),
      m_total(new QLabel(this)), m_chart(new EtsChartView(this))
{
    setWindowTitle(tr("QoS Policy"));
    setObjectName(QStringLiteral("qosDialog"));
    m_table->setObjectName(QStringLiteral("qosTable"));
    m_table->setHorizontalHeaderLabels(
        {tr("Name"), tr("Traffic"), tr("Port"), tr("802.1p priority"), tr("Bandwidth %"), tr("PFC")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (const QosClass &c : policy.classes)
        addRow(c);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_willing->setChecked(policy.dcbxWilling);
    m_willing->setObjectName(QStringLiteral("dcbxWilling"));

    auto *add = new QPushButton(tr("&Add Class"), this);
    auto *remove = new QPushButton(tr("&Remove"), this);
    connect(add, &QPushButton::clicked, this, [this] {
        // Live migration is the class most designs add to SMB and cluster.
        QosClass c;
        c.name = tr("Live migration");
        c.traffic = TrafficKind::LiveMigration;
        c.priority = 5;
        c.bandwidthPercent = 10;
        addRow(c);
        updateChart();
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0) {
            m_table->removeRow(m_table->currentRow());
            updateChart();
        }
    });
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QosDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemChanged, this, &QosDialog::updateChart);

    auto *left = new QVBoxLayout;
    left->addWidget(m_table);
    auto *row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(remove);
    row->addStretch();
    left->addLayout(row);
    left->addWidget(m_willing);
    left->addWidget(m_total);
    auto *top = new QHBoxLayout;
    top->addLayout(left, 1);
    top->addWidget(m_chart, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(buttons);
    resize(1280, 480);
    updateChart();
}

void QosDialog::addRow(const QosClass &c)
{
    // The row is complete before the chart hears of it.
    const QSignalBlocker quiet(m_table);
    const int r = m_table->rowCount();
    m_table->insertRow(r);
    m_table->setItem(r, NameColumn, new QTableWidgetItem(c.name));
    auto *traffic = new QComboBox;
    for (const auto &entry : EnumNames<TrafficKind>::entries)
        traffic->addItem(Labels::traffic(entry.first), int(entry.first));
    traffic->setCurrentIndex(traffic->findData(int(c.traffic)));
    m_table->setCellWidget(r, TrafficColumn, traffic);
    auto *port = new CheckedSpinBox;
    port->setRange(0, 65535);
    port->setSpecialValueText(tr("-"));
    port->setValue(c.port.value_or(0));
    port->setEnabled(c.traffic == TrafficKind::Custom);
    m_table->setCellWidget(r, PortColumn, port);
    connect(traffic, &QComboBox::currentIndexChanged, port,
        [traffic, port] { port->setEnabled(TrafficKind(traffic->currentData().toInt()) == TrafficKind::Custom); });
    auto *priority = new CheckedSpinBox;
    priority->setRange(0, 7);
    priority->setValue(c.priority);
    priority->setObjectName(QStringLiteral("priority.%1").arg(r));
    m_table->setCellWidget(r, PriorityColumn, priority);
    auto *share = new CheckedSpinBox;
    share->setRange(1, 99);
    share->setSuffix(QStringLiteral(" %"));
    share->setValue(c.bandwidthPercent);
    share->setObjectName(QStringLiteral("share.%1").arg(r));
    m_table->setCellWidget(r, ShareColumn, share);
    auto *pfc = new QComboBox;
    pfc->addItem(tr("Off"), false);
    pfc->addItem(tr("On (lossless)"), true);
    pfc->setCurrentIndex(c.pfc ? 1 : 0);
    m_table->setCellWidget(r, PfcColumn, pfc);
    // The chart follows as the user types, not only when a field is left.
    connect(priority, &QSpinBox::valueChanged, this, &QosDialog::updateChart);
    connect(share, &QSpinBox::valueChanged, this, &QosDialog::updateChart);
}

QosPolicy QosDialog::policy() const
{
    QosPolicy p;
    p.dcbxWilling = m_willing->isChecked();
    for (int r = 0; r < m_table->rowCount(); ++r) {
        QosClass c;
        c.name = m_table->item(r, NameColumn) ? m_table->item(r, NameColumn)->text().trimmed() : QString();
        c.traffic = TrafficKind(static_cast<QComboBox *>(m_table->cellWidget(r, TrafficColumn))->currentData().toInt());
        const int port = static_cast<QSpinBox *>(m_table->cellWidget(r, PortColumn))->value();
        if (c.traffic == TrafficKind::Custom && port > 0)
            c.port = port;
        c.priority = static_cast<QSpinBox *>(m_table->cellWidget(r, PriorityColumn))->value();
        c.bandwidthPercent = static_cast<QSpinBox *>(m_table->cellWidget(r, ShareColumn))->value();
        c.pfc = static_cast<QComboBox *>(m_table->cellWidget(r, PfcColumn))->currentData().toBool();
        p.classes.push_back(c);
    }
    return p;
}

void QosDialog::updateChart()
{
    const QosPolicy p = policy();
    m_chart->m_series->clear();
    int reserved = 0;
    for (const QosClass &c : p.classes)
        reserved += c.bandwidthPercent;
    for (const auto &[priority, share] : p.etsShares()) {
        if (share <= 0)
            continue;
        QStringList names;
        for (const QosClass &c : p.classes)
            if (c.priority == priority)
                names << c.name;
        if (priority == 0)
            names << tr("default");
        QPieSlice *slice = m_chart->m_series->append(
            tr("%1: %2, %3 %").arg(priority).arg(names.join(QStringLiteral(", "))).arg(share), share);
        slice->setColor(sliceColours[priority % 8]);
        slice->setLabelVisible(false);
    }
    const bool over = reserved > 100;
    m_total->setText(over ? tr("The classes reserve %1 %; ETS shares must not exceed 100 %.").arg(reserved)
                          : tr("The classes reserve %1 %; the default class (priority 0) gets %2 %.")
                                .arg(reserved)
                                .arg(100 - reserved));
    m_total->setStyleSheet(over ? QStringLiteral("color: #d0322b") : QString());
}

void QosDialog::accept()
{
    // What the file format needs of a class, checked before it is taken.
    QStringList problems;
    const QosPolicy p = policy();
    for (std::size_t i = 0; i < p.classes.size(); ++i) {
        const QosClass &c = p.classes[i];
        for (const int column : {PortColumn, PriorityColumn, ShareColumn}) {
            auto *box = static_cast<QAbstractSpinBox *>(m_table->cellWidget(int(i), column));
            const QString why = box->isEnabled() ? spinBoxProblem(box) : QString();
            markSpinBox(box, why);
            if (!why.isEmpty())
                problems << QStringLiteral("%1: %2").arg(c.name.isEmpty() ? QString::number(i + 1) : c.name, why);
        }
        if (c.name.isEmpty())
            problems << tr("Row %1 needs a name.").arg(i + 1);
        if (c.traffic == TrafficKind::Custom && !c.port)
            problems << tr("%1: custom traffic needs a port.").arg(c.name.isEmpty() ? QString::number(i + 1) : c.name);
    }
    if (!problems.isEmpty()) {
        m_total->setText(problems.join(QLatin1Char('\n')));
        m_total->setStyleSheet(QStringLiteral("color: #d0322b"));
        return;
    }
    QDialog::accept();
}

std::vector<std::pair<QString, qreal>> QosDialog::slices() const
{
    std::vector<std::pair<QString, qreal>> out;
    for (QPieSlice *s : m_chart->m_series->slices())
        out.emplace_back(s->label(), s->value());
    return out;
}

} // namespace hvnet

#include "portmapdialog.h"

#include "design.h"
#include "labels.h"
#include "switchplan.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPageLayout>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>

namespace hvnet {

namespace {
QString vlanText(const SwitchPlan::Port &p)
{
    QStringList parts;
    for (int v : p.vlans)
        parts << QString::number(v);
    return parts.join(QStringLiteral(", "));
}
} // namespace

PortMapDialog::PortMapDialog(const Design &design, const QString &switchId, QWidget *parent)
    : QDialog(parent), m_design(design), m_switches(new QComboBox(this)), m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Switch Port Map"));
    resize(900, 560);
    for (const Switch &sw : design.switches)
        m_switches->addItem(QStringLiteral("%1 (%2)").arg(sw.name, Labels::platform(sw.platform)), sw.id);
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels(
        {tr("Port"), tr("Connected to"), tr("Tagged VLANs"), tr("Native VLAN"), tr("PFC"), tr("MTU")});
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);

    auto *print = new QPushButton(tr("Print..."), this);
    connect(print, &QPushButton::clicked, this, [this] {
        QPrinter printer(QPrinter::HighResolution);
        QPrintDialog dialog(&printer, this);
        if (dialog.exec() == QDialog::Accepted) {
            QTextDocument document;
            document.setHtml(html());
            document.print(&printer);
        }
    });
    auto *top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Switch:"), this));
    top->addWidget(m_switches, 1);
    top->addWidget(print);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);

    connect(m_switches, &QComboBox::currentIndexChanged, this, &PortMapDialog::showSwitch);
    const int start = std::max(0, int(m_switches->findData(switchId)));
    m_switches->setCurrentIndex(start);
    showSwitch(start);
}

void PortMapDialog::showSwitch(int index)
{
    m_table->setRowCount(0);
    if (index < 0 || index >= int(m_design.switches.size()))
        return;
    const SwitchPlan plan = SwitchPlan::forSwitch(m_design, m_design.switches[std::size_t(index)]);
    m_table->setRowCount(int(plan.ports.size()));
    for (int row = 0; row < int(plan.ports.size()); ++row) {
        const SwitchPlan::Port &p = plan.ports[std::size_t(row)];
        const QString connected = p.hostFacing ? p.description
            : p.peerLink                       ? tr("%1 (peer-link)").arg(p.description)
                                               : tr("%1 (switch link)").arg(p.description);
        const QStringList cells{p.name, connected, vlanText(p),
            p.nativeVlan ? QString::number(*p.nativeVlan) : QString(), p.pfc ? tr("on") : tr("off"),
            p.jumbo ? QString::number(plan.mtu) : tr("default")};
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
}

QString PortMapDialog::html() const
{
    const int index = m_switches->currentIndex();
    if (index < 0)
        return {};
    const Switch &sw = m_design.switches[std::size_t(index)];
    QString page = QStringLiteral("<h2>%1</h2><p>%2</p>")
                       .arg(tr("Port map of %1").arg(sw.name.toHtmlEscaped()),
                           tr("Design %1, revision %2; platform %3")
                               .arg(m_design.meta.name.toHtmlEscaped(), m_design.meta.revision.toHtmlEscaped(),
                                   Labels::platform(sw.platform)));
    page += QStringLiteral("<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\"><thead><tr>");
    for (int column = 0; column < m_table->columnCount(); ++column)
        page += QStringLiteral("<th>%1</th>").arg(m_table->horizontalHeaderItem(column)->text().toHtmlEscaped());
    page += QStringLiteral("</tr></thead><tbody>");
    for (int row = 0; row < m_table->rowCount(); ++row) {
        page += QStringLiteral("<tr>");
        for (int column = 0; column < m_table->columnCount(); ++column)
            page += QStringLiteral("<td>%1</td>").arg(m_table->item(row, column)->text().toHtmlEscaped());
        page += QStringLiteral("</tr>");
    }
    return page + QStringLiteral("</tbody></table>");
}

bool PortMapDialog::printTo(const QString &pdfFile) const
{
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(pdfFile);
    printer.setPageOrientation(QPageLayout::Landscape);
    QTextDocument document;
    document.setHtml(html());
    document.print(&printer);
    return true;
}

} // namespace hvnet

#include "portmapdialog.h"

#include "exporters/diagram/diagrampainter.h"
#include "exporters/labels.h"
#include "model/design.h"
#include "plans/switchplan.h"
#include "portmaprows.h"
#include "views/live/livestatepalette.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPageLayout>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSet>
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

enum Role { PlannedIdRole = Qt::UserRole, ObservedIdRole, DiffersRole, PortIdRole };

// The sign of a row that differs: the canvas's cross for a wrong cable, so
// it reads without colour.
QIcon differsIcon()
{
    QPixmap pixmap(18, 18);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    DiagramPainter::paintCableMark(&painter, QPointF(9, 9), DiagramPainter::CableMark::Wrong,
        LiveStatePalette::colour(LiveResult::State::Differs));
    return QIcon(pixmap);
}
} // namespace

PortMapDialog::PortMapDialog(const Design &design, const QString &switchId, QWidget *parent)
    : QDialog(parent), m_design(design), m_switches(new QComboBox(this)), m_summary(new QLabel(this)),
      m_table(new QTableWidget(this))
{
    setWindowTitle(tr("Switch Port Map"));
    resize(900, 560);
    for (const Switch &sw : design.switches)
        m_switches->addItem(QStringLiteral("%1 (%2)").arg(sw.name, Labels::platform(sw.platform)), sw.id);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_summary->setObjectName(QStringLiteral("portMapSummary"));
    m_summary->setWordWrap(true);
    m_summary->hide();
    connect(m_table, &QTableWidget::cellDoubleClicked, this, [this](int row, int column) {
        const QTableWidgetItem *first = m_table->item(row, 0);
        if (!first)
            return;
        QString id = first->data(PlannedIdRole).toString();
        if (m_live && column == PortMapRows::ObservedEnd && !first->data(ObservedIdRole).toString().isEmpty())
            id = first->data(ObservedIdRole).toString();
        if (!id.isEmpty())
            Q_EMIT objectsActivated({id});
    });

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
    // The map is where a port is cabled too: Connect... from the port of the
    // current row (the window's Connect dialog), Disconnect its cable.
    auto *cableTo = new QPushButton(tr("&Connect..."), this);
    cableTo->setObjectName(QStringLiteral("portMapConnect"));
    auto *uncable = new QPushButton(tr("&Disconnect"), this);
    uncable->setObjectName(QStringLiteral("portMapDisconnect"));
    connect(cableTo, &QPushButton::clicked, this, [this] {
        if (const QString port = currentPort(); !port.isEmpty())
            Q_EMIT connectRequested(port);
    });
    connect(uncable, &QPushButton::clicked, this, [this] {
        const QTableWidgetItem *first = m_table->item(m_table->currentRow(), 0);
        if (const QString link = first ? first->data(PlannedIdRole).toString() : QString(); !link.isEmpty())
            Q_EMIT disconnectRequested(link);
    });
    const auto enable = [this, cableTo, uncable] {
        const QTableWidgetItem *first = m_table->item(m_table->currentRow(), 0);
        const bool cabled = first && !first->data(PlannedIdRole).toString().isEmpty();
        cableTo->setEnabled(!currentPort().isEmpty() && !cabled);
        uncable->setEnabled(!currentPort().isEmpty() && cabled);
    };
    connect(m_table, &QTableWidget::currentCellChanged, this, enable);
    connect(this, &PortMapDialog::refreshed, this, enable);
    // Return does not print or cable: none of these is the default button.
    for (QPushButton *button : {print, cableTo, uncable})
        button->setAutoDefault(false);
    auto *top = new QHBoxLayout;
    auto *switchLabel = new QLabel(tr("&Switch:"), this);
    switchLabel->setBuddy(m_switches);
    top->addWidget(switchLabel);
    top->addWidget(m_switches, 1);
    top->addWidget(cableTo);
    top->addWidget(uncable);
    top->addWidget(print);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_table, 1);
    layout->addWidget(buttons);

    connect(m_switches, &QComboBox::currentIndexChanged, this, &PortMapDialog::showSwitch);
    const int start = std::max(0, int(m_switches->findData(switchId)));
    m_switches->setCurrentIndex(start);
    showSwitch(start);
    Q_EMIT refreshed(); // Connect and Disconnect follow the current row from here on
}

void PortMapDialog::setLive(const LiveResult *live, const QString &folder)
{
    m_live = live;
    m_folder = folder;
    showSwitch(m_switches->currentIndex());
}

QString PortMapDialog::currentPort() const
{
    const QTableWidgetItem *first = m_table->item(m_table->currentRow(), 0);
    return first ? first->data(PortIdRole).toString() : QString();
}

void PortMapDialog::refresh()
{
    // The same port stays current, wherever its row went (a port whose
    // cable went moves to the free ports).
    const int row = m_table->currentRow();
    const QString port = currentPort();
    showSwitch(m_switches->currentIndex());
    int again = row < m_table->rowCount() ? row : -1;
    for (int r = 0; r < m_table->rowCount() && !port.isEmpty(); ++r)
        if (m_table->item(r, 0)->data(PortIdRole).toString() == port)
            again = r;
    if (again >= 0)
        m_table->setCurrentCell(again, 0);
    Q_EMIT refreshed();
}

void PortMapDialog::showSwitch(int index)
{
    m_table->setRowCount(0);
    m_summary->setVisible(m_live != nullptr);
    if (index < 0 || index >= int(m_design.switches.size()))
        return;
    if (m_live)
        showLive(index);
    else
        showPlan(index);
}

void PortMapDialog::showPlan(int index)
{
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->setColumnCount(6);
    m_table->setHorizontalHeaderLabels(
        {tr("Port"), tr("Connected to"), tr("Tagged VLANs"), tr("Native VLAN"), tr("PFC"), tr("MTU")});
    const Switch &sw = m_design.switches[std::size_t(index)];
    const SwitchPlan plan = SwitchPlan::forSwitch(m_design, sw);
    // The plan's ports, and the switch's free ports after them: a port whose
    // cable was just disconnected stays in the map, to be cabled again.
    QSet<QString> planned;
    for (const SwitchPlan::Port &p : plan.ports)
        planned.insert(p.id);
    std::vector<const SwitchPort *> free;
    for (const SwitchPort &port : sw.ports)
        if (!planned.contains(port.id))
            free.push_back(&port);
    m_table->setRowCount(int(plan.ports.size() + free.size()));
    for (int row = int(plan.ports.size()); row < m_table->rowCount(); ++row) {
        const SwitchPort &port = *free[std::size_t(row) - plan.ports.size()];
        const QStringList cells{port.name, tr("free"), QString(), QString(), tr("off"), tr("default")};
        for (int column = 0; column < cells.size(); ++column)
            m_table->setItem(row, column, new QTableWidgetItem(cells[column]));
        m_table->item(row, 0)->setData(PortIdRole, port.id);
    }
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
        m_table->item(row, 0)->setData(PortIdRole, p.id);
        for (const Link &l : m_design.links)
            if (l.a == p.id || l.b == p.id)
                m_table->item(row, 0)->setData(PlannedIdRole, l.id);
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
}

void PortMapDialog::showLive(int index)
{
    const Switch &sw = m_design.switches[std::size_t(index)];
    const std::vector<PortMapRows::Row> rows = PortMapRows::of(m_design, sw, *m_live);
    m_table->setColumnCount(PortMapRows::ColumnCount);
    m_table->setHorizontalHeaderLabels(PortMapRows::headers());
    m_table->setRowCount(int(rows.size()));
    // Differences tinted in the differs colour over the palette's base, so
    // light and dark palettes keep their text colour; bold and the row's
    // cross say it without colour.
    QColor tint = LiveStatePalette::colour(LiveResult::State::Differs);
    tint.setAlpha(60);
    int differing = 0;
    for (int r = 0; r < int(rows.size()); ++r) {
        const PortMapRows::Row &row = rows[std::size_t(r)];
        differing += row.differs;
        for (int column = 0; column < PortMapRows::ColumnCount; ++column) {
            auto *item = new QTableWidgetItem(row.cells[column]);
            if (row.differing.count(column) || (row.differs && column == PortMapRows::Status)) {
                item->setBackground(tint);
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
            }
            m_table->setItem(r, column, item);
        }
        QTableWidgetItem *first = m_table->item(r, 0);
        first->setData(PlannedIdRole, row.plannedId);
        first->setData(ObservedIdRole, row.observedId);
        first->setData(DiffersRole, row.differs);
        if (row.differs)
            first->setIcon(differsIcon());
        m_table->item(r, PortMapRows::Status)->setToolTip(row.statusDetail);
    }
    m_summary->setText(tr("Planned beside observed, from the evidence in %1: %n port(s) differ from the plan.", nullptr,
        differing)
                           .arg(QDir::toNativeSeparators(m_folder)));
    // Every column as wide as its text (the plan's view stretches its second).
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    // Wide enough for every column where the screen allows.
    const int wanted = m_table->horizontalHeader()->length() + m_table->verticalScrollBar()->sizeHint().width() + 40;
    if (wanted > width())
        resize(std::min(wanted, screen() ? screen()->availableGeometry().width() - 40 : wanted), height());
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
    if (m_live)
        page += QStringLiteral("<p>%1</p>").arg(m_summary->text().toHtmlEscaped());
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

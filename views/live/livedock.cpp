#include "livedock.h"

#include "cablinglegend.h"
#include "livestatelegend.h"
#include "livesummarymodel.h"
#include "model/design.h"

#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QSet>
#include <QTreeView>
#include <QVBoxLayout>

namespace hvnet {

LiveDock::LiveDock(QWidget *parent)
    : QWidget(parent), m_model(new LiveSummaryModel(this)), m_view(new QTreeView(this)), m_summary(new QLabel(this)),
      m_cablingLegend(new CablingLegend(this))
{
    setObjectName(QStringLiteral("liveDock"));
    m_summary->setObjectName(QStringLiteral("liveSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setObjectName(QStringLiteral("liveView"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->header()->setStretchLastSection(true);
    for (int column : {LiveSummaryModel::NameColumn, LiveSummaryModel::StateColumn, LiveSummaryModel::EvidenceColumn,
             LiveSummaryModel::ComparedColumn, LiveSummaryModel::DifferingColumn})
        m_view->header()->setSectionResizeMode(column, QHeaderView::ResizeToContents);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_summary);
    layout->addWidget(new LiveStateLegend(this));
    layout->addWidget(m_cablingLegend);
    layout->addWidget(m_view, 1);
    connect(m_view, &QTreeView::activated, this, [this](const QModelIndex &index) {
        const QStringList ids = index.siblingAtColumn(0).data(LiveSummaryModel::ObjectIdsRole).toStringList();
        if (!ids.isEmpty())
            Q_EMIT objectsActivated(ids);
    });
    clear();
}

QString LiveDock::summaryText() const
{
    return m_summary->text();
}

void LiveDock::clear()
{
    m_folder.clear();
    m_model->clear();
    m_cablingLegend->hide();
    m_summary->setText(tr("Not checked against evidence yet: Design > Check Against Evidence... reads the folder the "
                          "collect kit's scripts wrote."));
}

void LiveDock::setResult(const Design &design, const LiveResult &live, const QString &evidenceFolder)
{
    // What was open and current, by keys that survive a reload.
    QSet<QString> expanded;
    QString current;
    const bool sameFolder = evidenceFolder == m_folder;
    if (sameFolder) {
        for (int row = 0; row < m_model->rowCount(); ++row) {
            const QModelIndex index = m_model->index(row, 0);
            if (m_view->isExpanded(index))
                expanded.insert(index.data(LiveSummaryModel::KeyRole).toString());
        }
        current = m_view->currentIndex().siblingAtColumn(0).data(LiveSummaryModel::KeyRole).toString();
    }
    m_folder = evidenceFolder;
    m_model->setResult(design, live);
    // The cabling marks only appear where a switch's LLDP table was read.
    m_cablingLegend->setVisible(!live.cabling.ports.empty());

    int matching = 0, differing = 0, unchecked = 0;
    for (int row = 0; row < m_model->rowCount(); ++row) {
        const QModelIndex index = m_model->index(row, 0);
        const QString key = index.data(LiveSummaryModel::KeyRole).toString();
        const auto state = LiveResult::State(index.data(LiveSummaryModel::StateRole).toInt());
        const bool node = !index.data(LiveSummaryModel::ObjectIdsRole).toStringList().isEmpty();
        if (node) {
            matching += state == LiveResult::State::Matches;
            differing += state == LiveResult::State::Differs;
            unchecked += state == LiveResult::State::NotChecked;
        }
        // A first look opens what differs; a reload keeps what the user opened.
        m_view->setExpanded(index, sameFolder ? expanded.contains(key) : state == LiveResult::State::Differs);
        if (key == current)
            m_view->setCurrentIndex(index);
        for (int child = 0; child < m_model->rowCount(index); ++child) {
            const QModelIndex finding = m_model->index(child, 0, index);
            if (!current.isEmpty() && finding.data(LiveSummaryModel::KeyRole).toString() == current)
                m_view->setCurrentIndex(finding);
        }
    }
    if (!live.error.isEmpty()) {
        m_summary->setText(
            tr("The evidence in %1 could not be read: %2").arg(QDir::toNativeSeparators(evidenceFolder), live.error));
        return;
    }
    m_summary->setText(tr("Checked against %1: %2 node(s) match, %3 differ, %4 not checked; "
                          "%5 error(s), %6 warning(s).")
                           .arg(QDir::toNativeSeparators(evidenceFolder))
                           .arg(matching)
                           .arg(differing)
                           .arg(unchecked)
                           .arg(live.result.errors)
                           .arg(live.result.warnings));
}

} // namespace hvnet

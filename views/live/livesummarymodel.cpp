#include "livesummarymodel.h"

#include "exporters/labels.h"
#include "livestatepalette.h"
#include "model/design.h"

#include <QBrush>
#include <QFont>

namespace hvnet {

namespace {

// Finding rows carry their group's row + 1 in the internal id; group rows 0.
constexpr quintptr groupRow(quintptr internalId)
{
    return internalId - 1;
}

QString where(const EvidenceLocation &evidence)
{
    return evidence.line > 0 ? QStringLiteral("%1:%2").arg(evidence.file).arg(evidence.line) : evidence.file;
}

} // namespace

LiveSummaryModel::LiveSummaryModel(QObject *parent) : QAbstractItemModel(parent)
{ }

LiveSummaryModel::~LiveSummaryModel() = default;

void LiveSummaryModel::setResult(const Design &design, const LiveResult &live)
{
    beginResetModel();
    m_live = std::make_unique<LiveResult>(live);
    m_groups = LiveNodeGroups::of(design, *m_live);
    m_names.clear();
    for (const Node &n : design.nodes) {
        m_names.insert(n.id, n.name);
        for (const Adapter &a : n.adapters)
            m_names.insert(a.id, QStringLiteral("%1 %2").arg(n.name, a.name));
        for (const Team &t : n.teams)
            m_names.insert(t.id, QStringLiteral("%1 %2").arg(n.name, t.name));
        for (const VSwitch &v : n.vswitches)
            m_names.insert(v.id, QStringLiteral("%1 %2").arg(n.name, v.name));
        for (const Interface &i : n.interfaces)
            m_names.insert(i.id, QStringLiteral("%1 %2").arg(n.name, i.name));
    }
    for (const Cluster &c : design.clusters)
        m_names.insert(c.id, c.name);
    for (const Subnet &s : design.subnets)
        m_names.insert(s.id, s.name);
    for (const Switch &s : design.switches)
        m_names.insert(s.id, s.name);
    endResetModel();
}

void LiveSummaryModel::clear()
{
    beginResetModel();
    m_groups.clear();
    m_live.reset();
    m_names.clear();
    endResetModel();
}

QModelIndex LiveSummaryModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < int(m_groups.size()) ? createIndex(row, column, quintptr(0)) : QModelIndex();
    if (parent.internalId() != 0)
        return {};
    const LiveNodeGroup &group = m_groups[std::size_t(parent.row())];
    return row < int(group.findings.size()) ? createIndex(row, column, quintptr(parent.row()) + 1) : QModelIndex();
}

QModelIndex LiveSummaryModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(groupRow(child.internalId())), 0, quintptr(0));
}

int LiveSummaryModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_groups.size());
    if (parent.internalId() != 0 || parent.column() != 0)
        return 0;
    return int(m_groups[std::size_t(parent.row())].findings.size());
}

int LiveSummaryModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

QVariant LiveSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn: return tr("Node / finding");
    case StateColumn: return tr("State");
    case EvidenceColumn: return tr("Evidence");
    case ComparedColumn: return tr("Compared");
    case DifferingColumn: return tr("Differing");
    case MessageColumn: return tr("What differs");
    }
    return {};
}

QVariant LiveSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid())
        return {};
    if (index.internalId() == 0)
        return groupData(m_groups[std::size_t(index.row())], index.column(), role);
    const LiveNodeGroup &group = m_groups[groupRow(index.internalId())];
    return findingData(*group.findings[std::size_t(index.row())], index.column(), role);
}

QVariant LiveSummaryModel::groupData(const LiveNodeGroup &group, int column, int role) const
{
    const bool node = !group.nodeId.isEmpty();
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn: return node ? group.name : tr("Clusters, subnets and switches");
        case StateColumn: return LiveStatePalette::label(group.state);
        case EvidenceColumn:
            if (!node)
                return QString();
            if (group.file.isEmpty())
                return tr("none");
            return group.readable ? group.file : tr("%1 (unreadable)").arg(group.file);
        case ComparedColumn: return node ? QVariant(group.compared) : QVariant();
        case DifferingColumn: return node ? QVariant(group.differing) : QVariant();
        case MessageColumn:
            return group.findings.empty() ? QString() : tr("%n finding(s)", nullptr, int(group.findings.size()));
        }
        return {};
    case Qt::DecorationRole: return column == NameColumn ? QVariant(LiveStatePalette::colour(group.state)) : QVariant();
    case Qt::ForegroundRole:
        return column == StateColumn ? QVariant(QBrush(LiveStatePalette::colour(group.state))) : QVariant();
    case Qt::FontRole:
        if (column == NameColumn) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::ToolTipRole: return LiveStatePalette::description(group.state);
    case Qt::TextAlignmentRole:
        return column == ComparedColumn || column == DifferingColumn ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                                                                     : QVariant();
    case ObjectIdsRole: return node ? QStringList{group.nodeId} : QStringList();
    case StateRole: return int(group.state);
    case KeyRole: return node ? group.nodeId : QStringLiteral("#other");
    }
    return {};
}

QVariant LiveSummaryModel::findingData(const Finding &finding, int column, int role) const
{
    switch (role) {
    case Qt::DisplayRole:
        switch (column) {
        case NameColumn: return finding.rule;
        case StateColumn: return Labels::severity(finding.severity);
        case EvidenceColumn: return where(finding.evidence);
        case MessageColumn:
            return finding.suppressed ? tr("%1 (accepted: %2)").arg(finding.message, finding.reason) : finding.message;
        }
        return {};
    case Qt::ForegroundRole:
        if (finding.suppressed)
            return QBrush(QColor(0x8a, 0x94, 0xa0));
        return column == NameColumn || column == StateColumn
            ? QVariant(QBrush(LiveStatePalette::severityColour(finding.severity)))
            : QVariant();
    case Qt::ToolTipRole: {
        QStringList objects;
        for (const QString &id : finding.objects)
            objects << m_names.value(id, id);
        QString tip = finding.message;
        if (!objects.isEmpty())
            tip += QLatin1Char('\n') + tr("Objects: %1").arg(objects.join(QStringLiteral(", ")));
        if (!finding.evidence.isEmpty())
            tip += QLatin1Char('\n') + tr("Evidence: %1").arg(where(finding.evidence));
        return tip;
    }
    case ObjectIdsRole: return finding.objects;
    case RuleRole: return finding.rule;
    case KeyRole:
        return QStringLiteral("%1|%2|%3")
            .arg(finding.rule, finding.objects.join(QLatin1Char(',')), where(finding.evidence));
    }
    return {};
}

} // namespace hvnet

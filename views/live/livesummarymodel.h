#pragma once

#include "live/livecheck.h"
#include "live/livenodegroups.h"

#include <QAbstractItemModel>
#include <QHash>

#include <memory>
#include <vector>

namespace hvnet {

class Design;

// What the Live dock lists: per node a row with its live state, evidence
// file, and how many of its objects were compared and differ; under it the
// findings that name the node or its objects, with their evidence file and
// line. Findings about no node (cluster networks, switches, the folder) are
// in a last group. Each row carries the design object ids it is about.
class LiveSummaryModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column {
        NameColumn,
        StateColumn,
        EvidenceColumn,
        ComparedColumn,
        DifferingColumn,
        MessageColumn,
        ColumnCount
    };
    enum Role {
        ObjectIdsRole = Qt::UserRole + 1, // QStringList: what the row is about
        StateRole, // int LiveResult::State, node rows
        RuleRole, // QString, finding rows
        KeyRole, // QString: stays the same across reloads of the same row
    };

    explicit LiveSummaryModel(QObject *parent = nullptr);
    ~LiveSummaryModel() override;

    // Takes a copy of the result; the design gives the names.
    void setResult(const Design &design, const LiveResult &live);
    void clear();
    bool isEmpty() const { return m_groups.empty(); }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant groupData(const LiveNodeGroup &group, int column, int role) const;
    QVariant findingData(const Finding &finding, int column, int role) const;

    // The result the groups point into, kept alive with them.
    std::unique_ptr<LiveResult> m_live;
    std::vector<LiveNodeGroup> m_groups;
    QHash<QString, QString> m_names; // object id -> what people call it
};

} // namespace hvnet

#pragma once

#include "model/edit/designedits.h"

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace hvnet {

// Add Hosts Like This One: how many, and the plan before anything changes:
// each new host's name, where each of its cables goes (a free port, or a new
// one, of the kind of the original's) and its addresses, with what the plan
// could not do. OK applies exactly this plan (the same design gives the
// same plan).
class HostsLikeDialog : public QDialog
{
    Q_OBJECT

public:
    HostsLikeDialog(const Design &design, const QString &nodeId, QWidget *parent = nullptr);

    int count() const { return m_count; }
    const Insertion &plan() const { return m_plan; }

private:
    void replan(int count);

    const Design &m_design;
    QString m_nodeId;
    int m_count = 0;
    Insertion m_plan;
    QTableWidget *m_table;
    QLabel *m_problems;
    QPushButton *m_ok = nullptr;
};

} // namespace hvnet

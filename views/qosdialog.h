#pragma once

#include "model/design.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QTableWidget;

namespace hvnet {

class EtsChartView;

// Design > QoS Policy: the traffic classes (traffic, priority, bandwidth
// share, PFC) and DCBX, with a pie chart of the ETS shares per priority,
// the default class included, that follows every keystroke.
class QosDialog : public QDialog
{
    Q_OBJECT

public:
    QosDialog(const QosPolicy &policy, QWidget *parent = nullptr);
    QosPolicy policy() const;
    QTableWidget *table() const { return m_table; }
    // The chart's slices as shown: label and percent, for tests and review.
    std::vector<std::pair<QString, qreal>> slices() const;

    void accept() override;

private:
    void addRow(const QosClass &c);
    void updateChart();

    QTableWidget *m_table;
    QCheckBox *m_willing;
    QLabel *m_total;
    EtsChartView *m_chart;
};

} // namespace hvnet

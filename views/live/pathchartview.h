#pragma once

#include "live/pathhistory.h"

#include <QDialog>

class QChartView;
class QComboBox;
class QLabel;
class QLineSeries;

namespace hvnet {

// The figures of one storage path over a probe history, as a line chart:
// pick the path and the figure (throughput against the link speed, latency
// per I/O, ping loss, RDMA bytes of the short read); one point per run that
// measured it, the runs by their folder names along the bottom.
class PathChartView : public QDialog
{
    Q_OBJECT

public:
    enum class Figure { Throughput, Latency, Loss, RdmaBytes };

    explicit PathChartView(PathHistory history, QWidget *parent = nullptr);

    // The figure of a path's outcome in the unit the chart shows, or none.
    static std::optional<double> value(const PathOutcome &outcome, Figure figure);

    // What is drawn now, for tests: the path and figure chosen, and the
    // points (x: run index, y: value).
    void choose(int path, Figure figure);
    QList<QPointF> points() const;
    QString axisTitle() const;

private:
    void redraw();

    PathHistory m_history;
    QComboBox *m_path;
    QComboBox *m_figure;
    QChartView *m_chart;
    QLineSeries *m_series = nullptr;
    QLabel *m_note;
};

} // namespace hvnet

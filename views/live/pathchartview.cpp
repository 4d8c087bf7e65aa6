#include "pathchartview.h"

#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineSeries>
#include <QValueAxis>
#include <QVBoxLayout>

namespace hvnet {

PathChartView::PathChartView(PathHistory history, QWidget *parent)
    : QDialog(parent), m_history(std::move(history)), m_path(new QComboBox), m_figure(new QComboBox),
      m_chart(new QChartView), m_note(new QLabel)
{
    setWindowTitle(tr("Storage Path History"));
    for (const PathHistory::Series &s : m_history.paths)
        m_path->addItem(s.text);
    m_figure->addItem(tr("Throughput (Gb/s)"), int(Figure::Throughput));
    m_figure->addItem(tr("Latency per I/O (µs)"), int(Figure::Latency));
    m_figure->addItem(tr("Ping loss (%)"), int(Figure::Loss));
    m_figure->addItem(tr("RDMA bytes of the short read (MiB)"), int(Figure::RdmaBytes));
    auto *form = new QFormLayout;
    form->addRow(tr("&Path:"), m_path);
    form->addRow(tr("&Figure:"), m_figure);
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumSize(560, 320);
    m_note->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_chart, 1);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    connect(m_path, &QComboBox::currentIndexChanged, this, &PathChartView::redraw);
    connect(m_figure, &QComboBox::currentIndexChanged, this, &PathChartView::redraw);
    redraw();
}

std::optional<double> PathChartView::value(const PathOutcome &outcome, Figure figure)
{
    switch (figure) {
    case Figure::Throughput:
        if (outcome.bitsPerSecond)
            return double(*outcome.bitsPerSecond) / 1e9;
        return std::nullopt;
    case Figure::Latency:
        if (outcome.latencyMicroseconds)
            return double(*outcome.latencyMicroseconds);
        return std::nullopt;
    case Figure::Loss: return outcome.lossPercent;
    case Figure::RdmaBytes:
        if (outcome.rdmaBytes)
            return double(*outcome.rdmaBytes) / (1024.0 * 1024.0);
        return std::nullopt;
    }
    return std::nullopt;
}

void PathChartView::choose(int path, Figure figure)
{
    m_path->setCurrentIndex(path);
    m_figure->setCurrentIndex(m_figure->findData(int(figure)));
    redraw();
}

QList<QPointF> PathChartView::points() const
{
    return m_series ? m_series->points() : QList<QPointF>{};
}

QString PathChartView::axisTitle() const
{
    return m_figure->currentText();
}

void PathChartView::redraw()
{
    auto *chart = new QChart;
    chart->legend()->hide();
    m_series = new QLineSeries;
    m_series->setPointsVisible(true);
    const int path = m_path->currentIndex();
    const auto figure = Figure(m_figure->currentData().toInt());
    double top = 0;
    std::optional<double> link;
    if (path >= 0 && path < int(m_history.paths.size())) {
        const PathHistory::Series &s = m_history.paths[std::size_t(path)];
        chart->setTitle(s.text);
        for (std::size_t run = 0; run < s.points.size(); ++run) {
            if (!s.points[run])
                continue;
            if (const auto v = value(*s.points[run], figure)) {
                m_series->append(double(run), *v);
                top = std::max(top, *v);
            }
            if (figure == Figure::Throughput && s.points[run]->linkSpeed)
                link = double(*s.points[run]->linkSpeed) / 1e9;
        }
    }
    chart->addSeries(m_series);
    auto *runs = new QCategoryAxis;
    runs->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    for (int i = 0; i < m_history.runs.size(); ++i)
        runs->append(m_history.runs.at(i), i);
    runs->setRange(0, std::max<qsizetype>(1, m_history.runs.size() - 1));
    runs->setTitleText(tr("Run"));
    auto *values = new QValueAxis;
    if (link)
        top = std::max(top, *link);
    values->setRange(0, top > 0 ? top * 1.1 : 1);
    values->setTitleText(m_figure->currentText());
    chart->addAxis(runs, Qt::AlignBottom);
    chart->addAxis(values, Qt::AlignLeft);
    m_series->attachAxis(runs);
    m_series->attachAxis(values);
    if (link) {
        // The adapter's link speed, the ceiling the throughput is stated against.
        auto *ceiling = new QLineSeries;
        ceiling->setName(tr("Link speed"));
        ceiling->append(0, *link);
        ceiling->append(std::max<qsizetype>(1, m_history.runs.size() - 1), *link);
        QPen pen = ceiling->pen();
        pen.setStyle(Qt::DashLine);
        ceiling->setPen(pen);
        chart->addSeries(ceiling);
        ceiling->attachAxis(runs);
        ceiling->attachAxis(values);
    }
    QChart *old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
    m_note->setText(m_series->count() == 0
            ? tr("No run measured this figure for this path (throughput and latency need the path tests with "
                 "-Active).")
            : tr("%n run(s) measured it.", nullptr, int(m_series->count())));
}

} // namespace hvnet

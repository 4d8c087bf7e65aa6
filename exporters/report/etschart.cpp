#include "etschart.h"

#include "model/design.h"
#include "plans/switchplan.h"
#include "report.h"

#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <map>

namespace hvnet {

namespace {

using Shares = std::map<int, int>; // priority -> percent

struct Side {
    QString name;
    Shares shares;
};

std::vector<Side> sidesOf(const Design &design)
{
    std::vector<Side> sides{{ReportText::tr("Hosts"), design.qos.etsShares()}};
    for (const Switch &sw : design.switches) {
        const SwitchPlan plan = SwitchPlan::forSwitch(design, sw);
        if (!plan.qos)
            continue;
        Shares shares;
        for (const SwitchPlan::Queue &q : plan.queues)
            shares[q.priority] = q.bandwidth;
        auto same = std::find_if(sides.begin() + 1, sides.end(), [&](const Side &s) { return s.shares == shares; });
        if (same != sides.end())
            same->name += QStringLiteral(", ") + sw.name;
        else
            sides.push_back({sw.name, shares});
    }
    return sides;
}

std::map<int, QString> categoriesOf(const Design &design, const std::vector<Side> &sides)
{
    std::map<int, QString> labels;
    for (const Side &side : sides)
        for (const auto &[priority, percent] : side.shares)
            labels[priority] = QStringLiteral("P%1").arg(priority);
    for (const QosClass &c : design.qos.classes)
        labels[c.priority] = QStringLiteral("P%1 %2").arg(c.priority).arg(c.name);
    if (!labels.count(0) || labels[0] == QLatin1String("P0"))
        labels[0] = ReportText::tr("P0 default");
    return labels;
}

} // namespace

QImage EtsChart::draw(const Design &design)
{
    if (design.qos.classes.empty())
        return {};
    const std::vector<Side> sides = sidesOf(design);
    const std::map<int, QString> categories = categoriesOf(design, sides);
    const QColor palette[] = {QColor(0x1f, 0x4e, 0x79), QColor(0xe0, 0x8a, 0x1e), QColor(0x2c, 0xa0, 0x2c),
        QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b)};

    const QSizeF size(640, 320);
    QImage image((size * 2).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.scale(2, 2);

    QFont font = painter.font();
    QFont bold = font;
    bold.setBold(true);
    const QFontMetricsF metrics(font);
    const qreal line = metrics.height();

    // Title on top, the legend below, the plot between them.
    painter.setFont(bold);
    painter.setPen(QColor(0x1d, 0x23, 0x2b));
    const QRectF titleRect(4, 4, size.width() - 8, QFontMetricsF(bold).height() + 6);
    painter.drawText(titleRect, Qt::AlignCenter, ReportText::tr("ETS bandwidth share per priority"));
    painter.setFont(font);

    // The legend wraps into as many rows as the names need.
    std::vector<QRectF> legend;
    qreal x = 0;
    int rows = 1;
    const qreal legendWidth = size.width() - 16;
    for (const Side &side : sides) {
        const qreal w = 18 + metrics.horizontalAdvance(side.name) + 16;
        if (x > 0 && x + w > legendWidth) {
            ++rows;
            x = 0;
        }
        legend.push_back(QRectF(x, (rows - 1) * (line + 4), w, line));
        x += w;
    }
    const qreal legendHeight = rows * (line + 4);
    const qreal legendTop = size.height() - 4 - legendHeight;

    const QString widest = QStringLiteral("100 %");
    const qreal axisWidth = metrics.horizontalAdvance(widest) + 8;
    const QRectF plot(4 + axisWidth, titleRect.bottom() + 8, size.width() - 12 - axisWidth,
        legendTop - 8 - line - 4 - (titleRect.bottom() + 8));

    // The axis: 0 to 100 % in steps of 20, with grid lines.
    for (int tick = 0; tick <= 100; tick += 20) {
        const qreal y = plot.bottom() - plot.height() * tick / 100.0;
        painter.setPen(QPen(tick == 0 ? QColor(0x5a, 0x63, 0x70) : QColor(0xdd, 0xe2, 0xe8), 1));
        painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        painter.setPen(QColor(0x5a, 0x63, 0x70));
        painter.drawText(QRectF(4, y - line / 2, axisWidth - 6, line), Qt::AlignRight | Qt::AlignVCenter,
            QStringLiteral("%1 %").arg(tick));
    }

    // One group of bars per priority, one bar per side.
    const qreal groupWidth = plot.width() / qreal(categories.size());
    const qreal barWidth = std::min(40.0, groupWidth * 0.8 / qreal(sides.size()));
    std::size_t group = 0;
    for (const auto &[priority, label] : categories) {
        const qreal groupLeft = plot.left() + groupWidth * qreal(group);
        const qreal barsLeft = groupLeft + (groupWidth - barWidth * qreal(sides.size())) / 2;
        for (std::size_t s = 0; s < sides.size(); ++s) {
            const auto it = sides[s].shares.find(priority);
            const int percent = it == sides[s].shares.end() ? 0 : it->second;
            const qreal height = plot.height() * percent / 100.0;
            const QRectF bar(barsLeft + barWidth * qreal(s), plot.bottom() - height, barWidth, height);
            painter.fillRect(bar, palette[s % std::size(palette)]);
            painter.setPen(QColor(0x1d, 0x23, 0x2b));
            painter.drawText(QRectF(bar.left() - 10, bar.top() - line - 1, bar.width() + 20, line),
                Qt::AlignHCenter | Qt::AlignBottom, QStringLiteral("%1 %").arg(percent));
        }
        painter.setPen(QColor(0x5a, 0x63, 0x70));
        painter.drawText(QRectF(groupLeft, plot.bottom() + 4, groupWidth, line), Qt::AlignHCenter | Qt::AlignTop,
            metrics.elidedText(label, Qt::ElideRight, groupWidth - 2));
        ++group;
    }

    // The legend, centred.
    qreal rowWidth = 0;
    for (const QRectF &rect : legend)
        rowWidth = std::max(rowWidth, rect.right());
    const qreal legendLeft = (size.width() - std::min(rowWidth, legendWidth)) / 2;
    for (std::size_t s = 0; s < legend.size(); ++s) {
        const QRectF rect = legend[s].translated(legendLeft, legendTop);
        painter.fillRect(QRectF(rect.left(), rect.top() + (line - 12) / 2, 12, 12), palette[s % std::size(palette)]);
        painter.setPen(QColor(0x1d, 0x23, 0x2b));
        painter.drawText(rect.adjusted(18, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, sides[s].name);
    }
    painter.end();
    return image;
}

} // namespace hvnet

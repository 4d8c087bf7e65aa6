#include "livestatelegend.h"

#include "livestatepalette.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>

namespace hvnet {

namespace {

QPixmap stateSwatch(LiveResult::State state, qreal ratio)
{
    const int size = 14;
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor colour = LiveStatePalette::colour(state);
    QColor fill = colour;
    fill.setAlpha(70);
    painter.setBrush(fill);
    painter.setPen(QPen(colour, 2, LiveStatePalette::penStyle(state)));
    painter.drawRoundedRect(QRectF(1.5, 1.5, size - 3, size - 3), 3, 3);
    return pixmap;
}

} // namespace

LiveStateLegend::LiveStateLegend(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("liveStateLegend"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    for (const LiveResult::State state : LiveStatePalette::states) {
        auto *icon = new QLabel(this);
        icon->setPixmap(stateSwatch(state, devicePixelRatioF()));
        auto *text = new QLabel(LiveStatePalette::label(state), this);
        text->setObjectName(QStringLiteral("liveState%1").arg(int(state)));
        for (QLabel *label : {icon, text})
            label->setToolTip(LiveStatePalette::description(state));
        layout->addWidget(icon);
        layout->addWidget(text);
        layout->addSpacing(10);
    }
    layout->addStretch(1);
}

} // namespace hvnet

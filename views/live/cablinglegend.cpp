#include "cablinglegend.h"

#include "exporters/diagram/diagrampainter.h"
#include "exporters/diagram/diagramstyle.h"
#include "livestatepalette.h"
#include "observedcableitem.h"
#include "observedlabelitem.h"

#include <QGridLayout>
#include <QLabel>
#include <QLineF>
#include <QPainter>
#include <QPixmap>

namespace hvnet {

namespace {

enum class Entry { Wrong, Missing, Observed, Unknown };

constexpr QSize swatchSize(52, 24);

QPixmap cablingSwatch(Entry entry, qreal ratio)
{
    QPixmap pixmap(swatchSize * ratio);
    pixmap.setDevicePixelRatio(ratio);
    // The canvas's own background, so the cablingSwatch looks as the canvas does
    // in a dark application palette too.
    pixmap.fill(DiagramStyle::background());
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    const QLineF line(2, swatchSize.height() / 2.0, swatchSize.width() - 2, swatchSize.height() / 2.0);
    const QColor differs = LiveStatePalette::colour(LiveResult::State::Differs);
    DiagramPainter::Marks marks;
    marks.live = DiagramPainter::Outline{differs, LiveStatePalette::penStyle(LiveResult::State::Differs)};
    switch (entry) {
    case Entry::Wrong:
    case Entry::Missing:
        marks.cable = entry == Entry::Wrong ? DiagramPainter::CableMark::Wrong : DiagramPainter::CableMark::Missing;
        DiagramPainter::paintLink(&painter, line, DiagramStyle::linkPen(QColor(0x1f, 0x77, 0xb4), false), marks);
        break;
    case Entry::Observed: {
        ObservedCableItem cable(QString(), QString(), nullptr);
        cable.setLine(line);
        cable.paint(&painter, nullptr, nullptr);
        break;
    }
    case Entry::Unknown: {
        // A stub from the port to the label, as on the canvas.
        ObservedLabelItem label(QString(), true);
        const qreal left = swatchSize.width() - label.size().width() - 1;
        painter.setPen(LiveStatePalette::observedPen());
        painter.drawLine(QLineF(2, line.y1(), left, line.y1()));
        painter.translate(QPointF(left, (swatchSize.height() - label.size().height()) / 2));
        label.paint(&painter, nullptr, nullptr);
        break;
    }
    }
    return pixmap;
}

QString text(Entry entry)
{
    switch (entry) {
    case Entry::Wrong: return CablingLegend::tr("planned cable, LLDP shows another end");
    case Entry::Missing: return CablingLegend::tr("planned cable, LLDP shows no neighbour");
    case Entry::Observed: return CablingLegend::tr("cable as LLDP shows it");
    case Entry::Unknown: return CablingLegend::tr("neighbour not in the design");
    }
    return {};
}

QString description(Entry entry)
{
    switch (entry) {
    case Entry::Wrong:
        return CablingLegend::tr("The switch's LLDP table shows another device or port on this cable's switch port "
                                 "than the plan has.");
    case Entry::Missing:
        return CablingLegend::tr("The plan has this cable, but the switch's LLDP table shows no neighbour on its port: "
                                 "unplugged, down, or the far end sends no LLDP.");
    case Entry::Observed:
        return CablingLegend::tr("From the switch port to the device LLDP shows there; its label says what the "
                                 "neighbour announced.");
    case Entry::Unknown:
        return CablingLegend::tr("LLDP shows a device the design does not have; the label says what it announced.");
    }
    return {};
}

} // namespace

CablingLegend::CablingLegend(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("cablingLegend"));
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setHorizontalSpacing(6);
    layout->setVerticalSpacing(2);
    int index = 0;
    for (const Entry entry : {Entry::Wrong, Entry::Missing, Entry::Observed, Entry::Unknown}) {
        auto *icon = new QLabel(this);
        icon->setPixmap(cablingSwatch(entry, devicePixelRatioF()));
        auto *label = new QLabel(text(entry), this);
        label->setObjectName(QStringLiteral("cablingLegend%1").arg(index));
        for (QLabel *l : {icon, label})
            l->setToolTip(description(entry));
        const int row = index / 2, column = (index % 2) * 2;
        layout->addWidget(icon, row, column);
        layout->addWidget(label, row, column + 1);
        ++index;
    }
    layout->setColumnStretch(4, 1);
}

} // namespace hvnet

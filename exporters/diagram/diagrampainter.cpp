#include "diagrampainter.h"

#include "clusterframe.h"
#include "diagramstyle.h"
#include "nodecard.h"
#include "switchcard.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QtMath>

namespace hvnet::DiagramPainter {

namespace {

// Draws the count of errors (red) or, without errors, warnings (amber) at
// the top right corner of rect.
void paintBadge(QPainter *painter, const QRectF &rect, const Marks &marks)
{
    if (marks.errors + marks.warnings == 0)
        return;
    const QRectF badge(rect.right() - 14, rect.top() - 8, 22, 22);
    painter->setPen(Qt::NoPen);
    painter->setBrush(marks.errors > 0 ? DiagramStyle::error() : DiagramStyle::warning());
    painter->drawEllipse(badge);
    painter->setPen(Qt::white);
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->drawText(badge, Qt::AlignCenter, QString::number(marks.errors > 0 ? marks.errors : marks.warnings));
}

// The live outline just outside a card, and rings around its port handles.
void paintLive(QPainter *painter, const QRectF &rect, qreal radius, const Marks &marks)
{
    painter->setBrush(Qt::NoBrush);
    if (marks.live) {
        painter->setPen(QPen(marks.live->colour, 3, marks.live->style));
        painter->drawRoundedRect(rect.adjusted(-5, -5, 5, 5), radius + 4, radius + 4);
    }
}

void paintLivePort(QPainter *painter, const QPointF &position, qreal radius, const QString &id, const Marks &marks)
{
    const auto it = marks.livePorts.constFind(id);
    if (it == marks.livePorts.cend())
        return;
    painter->save();
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(it->colour, 2.2, it->style));
    painter->drawEllipse(position, radius, radius);
    painter->restore();
}

// The card's frame; false when the card is too small to read, drawn plainly.
bool paintCard(
    QPainter *painter, const QRectF &rect, const QColor &border, const QColor &fill, qreal radius, const Marks &marks)
{
    const qreal lod = levelOfDetail(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    painter->setPen(QPen(marks.selected ? DiagramStyle::selection() : border, marks.selected ? 2.5 : 1.2));
    painter->setBrush(fill);
    if (lod < 0.25) {
        // Too small to read: the card, its findings' colour, no text.
        painter->drawRect(rect);
        paintBadge(painter, rect, marks);
        return false;
    }
    painter->drawRoundedRect(rect, radius, radius);
    return true;
}

// The name in bold, the subtitle smaller below it.
void paintTitle(
    QPainter *painter, const QRectF &rect, qreal top, qreal subtitleTop, const QString &name, const QString &subtitle)
{
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(QColor(0x1d, 0x23, 0x2b));
    painter->drawText(rect.adjusted(10, top, -10, 0), Qt::AlignLeft | Qt::AlignTop, name);
    font.setBold(false);
    font.setPointSizeF(font.pointSizeF() * 0.85);
    painter->setFont(font);
    painter->setPen(QColor(0x5a, 0x63, 0x70));
    painter->drawText(rect.adjusted(10, subtitleTop, -10, 0), Qt::AlignLeft | Qt::AlignTop, subtitle);
}

} // namespace

qreal levelOfDetail(const QTransform &worldTransform)
{
    if (worldTransform.type() <= QTransform::TxTranslate)
        return 1;
    // The transformed area of a unit square, as QStyleOptionGraphicsItem has it.
    const QLineF v1(0, 0, 1, 0);
    const QLineF v2(0, 0, 0, 1);
    return qSqrt(worldTransform.map(v1).length() * worldTransform.map(v2).length());
}

void paintNode(QPainter *painter, const NodeCard &card, const Marks &marks)
{
    const QRectF rect = card.rect();
    paintLive(painter, rect, 6, marks);
    if (!paintCard(painter, rect, QColor(0x5a, 0x63, 0x70), QColor(0xf7, 0xf9, 0xfc), 6, marks))
        return;
    // Below the port labels when the handles are on top.
    const qreal textTop = card.portsOnTop() ? 24 : 6;
    paintTitle(painter, rect, textTop, textTop + 20, card.name(), card.subtitle());

    QFont small = painter->font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    painter->setFont(small);
    const QFontMetricsF metrics(small);
    for (const NodeCard::Port &p : card.ports()) {
        const bool target = p.id == marks.highlightedPort;
        painter->setPen(QPen(target ? DiagramStyle::selection() : QColor(0x3a, 0x40, 0x48), target ? 2.5 : 1));
        painter->setBrush(p.rdma ? QColor(0xe0, 0x8a, 0x1e) : QColor(0x8a, 0x94, 0xa0));
        painter->drawEllipse(p.position, target ? 7 : 5, target ? 7 : 5);
        paintLivePort(painter, p.position, 8.5, p.id, marks);
        // The adapter's name just inside the card, above or below its handle.
        const QString label = metrics.elidedText(p.label, Qt::ElideRight, NodeCard::portSpacing - 4);
        const QRectF box(p.position.x() - NodeCard::portSpacing / 2,
            card.portsOnTop() ? 8 : rect.height() - 8 - metrics.height(), NodeCard::portSpacing, metrics.height());
        painter->setPen(QColor(0x5a, 0x63, 0x70));
        painter->drawText(box, Qt::AlignCenter, label);
    }
    paintBadge(painter, rect, marks);
}

void paintSwitch(QPainter *painter, const SwitchCard &card, const Marks &marks)
{
    const QRectF rect = card.rect();
    paintLive(painter, rect, 4, marks);
    if (!paintCard(painter, rect, QColor(0x2c, 0x3e, 0x50), QColor(0xe8, 0xee, 0xf4), 4, marks))
        return;
    paintTitle(painter, rect, 10, 28, card.name(), card.subtitle());
    painter->setPen(QPen(QColor(0x3a, 0x40, 0x48), 1));
    painter->setBrush(QColor(0x2c, 0x3e, 0x50));
    for (const SwitchCard::Port &p : card.ports()) {
        const bool target = p.id == marks.highlightedPort;
        painter->setPen(QPen(target ? DiagramStyle::selection() : QColor(0x3a, 0x40, 0x48), target ? 2.5 : 1));
        const qreal r = target ? 6 : 4;
        painter->drawRect(QRectF(p.position.x() - r, p.position.y() - r, 2 * r, 2 * r));
        paintLivePort(painter, p.position, 7.5, p.id, marks);
    }
    paintBadge(painter, rect, marks);
}

void paintLink(QPainter *painter, const QLineF &line, const QPen &pen, const Marks &marks)
{
    // Far out (a whole large design in view) thousands of cables are drawn
    // plainly: antialiasing costs more than it shows at that size.
    const qreal lod = levelOfDetail(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    if (marks.live) {
        // Under the cable's own colour, which stays the subnet's.
        QColor live = marks.live->colour;
        live.setAlpha(110);
        painter->setPen(QPen(live, 7, marks.live->style, Qt::FlatCap));
        painter->drawLine(line);
    }
    if (marks.errors + marks.warnings > 0 || marks.selected) {
        QColor halo = marks.selected ? DiagramStyle::selection()
            : marks.errors           ? DiagramStyle::error()
                                     : DiagramStyle::warning();
        halo.setAlpha(marks.selected ? 110 : 90);
        painter->setPen(QPen(halo, 8, Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(line);
    }
    if (marks.cable == CableMark::Missing) {
        // Planned but not there: the cable faded and dotted.
        QPen faded = pen;
        QColor colour = faded.color();
        colour.setAlpha(110);
        faded.setColor(colour);
        faded.setStyle(Qt::DotLine);
        painter->setPen(faded);
    } else {
        painter->setPen(pen);
    }
    painter->drawLine(line);
    if (marks.cable != CableMark::None && lod > 0.3)
        paintCableMark(painter, line.center(), marks.cable,
            marks.live ? marks.live->colour : DiagramStyle::error());
}

void paintCableMark(QPainter *painter, const QPointF &centre, CableMark mark, const QColor &colour)
{
    if (mark == CableMark::None)
        return;
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    constexpr qreal r = 8;
    painter->setPen(QPen(colour, 2));
    painter->setBrush(Qt::white);
    painter->drawEllipse(centre, r, r);
    painter->setPen(QPen(colour, 2.2, Qt::SolidLine, Qt::RoundCap));
    const qreal d = r * 0.5;
    if (mark == CableMark::Wrong) {
        painter->drawLine(QLineF(centre + QPointF(-d, -d), centre + QPointF(d, d)));
        painter->drawLine(QLineF(centre + QPointF(-d, d), centre + QPointF(d, -d)));
    } else {
        // A barred circle, "none": one stroke across the ring.
        const qreal e = r * 0.7;
        painter->drawLine(QLineF(centre + QPointF(-e, e), centre + QPointF(e, -e)));
    }
    painter->restore();
}

void paintCluster(QPainter *painter, const ClusterFrame &frame, const Marks &marks)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QColor accent = marks.errors ? DiagramStyle::error()
        : marks.warnings               ? QColor(0xb7, 0x79, 0x00)
                                       : QColor(0x6b, 0x7f, 0x99);
    QPen pen(marks.selected ? DiagramStyle::selection() : accent, marks.selected ? 2.5 : 1.4, Qt::DashLine);
    painter->setPen(pen);
    painter->setBrush(QColor(0xee, 0xf3, 0xf9, 110));
    painter->drawRoundedRect(frame.rect(), 10, 10);
    const QRectF label = frame.labelRect();
    painter->setPen(Qt::NoPen);
    painter->setBrush(marks.selected ? DiagramStyle::selection() : accent);
    painter->drawRoundedRect(label.adjusted(0, 0, 0, 6), 6, 6);
    QFont font = painter->font();
    font.setBold(true);
    painter->setFont(font);
    painter->setPen(Qt::white);
    painter->drawText(label.adjusted(12, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, frame.label());
}

} // namespace hvnet::DiagramPainter

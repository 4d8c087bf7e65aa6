#include "diagrampainter.h"

#include "clusterframe.h"
#include "diagramstyle.h"
#include "nodecard.h"
#include "switchcard.h"

#include <QFontMetricsF>
#include <QLineF>
#include <QPainter>
#include <QtMath>

#include <algorithm>
#include <cmath>

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
    if (marks.selected) {
        // A glow round the card, wider in the scene the further out the
        // view is (within the card's margin, which its bounds include): a
        // selected host among a thousand is found at a glance.
        QColor glow = DiagramStyle::selection();
        glow.setAlpha(90);
        const qreal width = std::min(22.0, 8 / std::max(lod, 0.01));
        painter->setPen(QPen(glow, width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->setBrush(Qt::NoBrush);
        const qreal out = width / 2;
        painter->drawRoundedRect(rect.adjusted(-out, -out, out, out), radius + out, radius + out);
    }
    painter->setPen(QPen(marks.selected ? DiagramStyle::selection() : border,
        marks.selected ? std::max(2.5, 2.5 / std::max(lod, 0.01)) : 1.2));
    painter->setBrush(marks.selected ? fill.darker(108) : fill);
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

PortLabel portLabel(const QString &name, const QFont &font)
{
    const qreal width = NodeCard::portSpacing - 4;
    const QStringList words = name.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    PortLabel label{font, {}};
    // Words over lines, greedily; a smaller font until two lines hold them.
    for (qreal scale = 1.0;; scale *= 0.9) {
        label.font = font;
        label.font.setPointSizeF(font.pointSizeF() * scale);
        const QFontMetricsF metrics(label.font);
        label.lines.clear();
        for (const QString &word : words) {
            if (!label.lines.isEmpty()
                && metrics.horizontalAdvance(label.lines.back() + QLatin1Char(' ') + word) <= width)
                label.lines.back() += QLatin1Char(' ') + word;
            else
                label.lines << word;
        }
        const bool fits = std::all_of(label.lines.cbegin(), label.lines.cend(),
            [&](const QString &line) { return metrics.horizontalAdvance(line) <= width; });
        if ((fits && label.lines.size() <= 2) || scale < 0.2)
            break;
        if (scale < 0.6 && fits)
            break; // three lines and more rather than unreadably small
    }
    return label;
}

qreal portLabelsHeight(const NodeCard &card, const QFont &font)
{
    qreal height = 0;
    for (const NodeCard::Port &p : card.ports()) {
        const PortLabel label = portLabel(p.label, font);
        height = std::max(height, QFontMetricsF(label.font).height() * qreal(label.lines.size()));
    }
    return height;
}

void paintNode(QPainter *painter, const NodeCard &card, const Marks &marks)
{
    const QRectF rect = card.rect();
    paintLive(painter, rect, 6, marks);
    if (!paintCard(painter, rect, QColor(0x5a, 0x63, 0x70), QColor(0xf7, 0xf9, 0xfc), 6, marks))
        return;
    QFont small = painter->font();
    small.setPointSizeF(small.pointSizeF() * 0.8);
    // Below the port labels when the handles are on top.
    const qreal textTop = card.portsOnTop() ? std::max<qreal>(24, 10 + portLabelsHeight(card, small)) : 6;
    paintTitle(painter, rect, textTop, textTop + 20, card.name(), card.subtitle());

    for (const NodeCard::Port &p : card.ports()) {
        const bool target = p.id == marks.highlightedPort;
        painter->setPen(QPen(target ? DiagramStyle::selection() : QColor(0x3a, 0x40, 0x48), target ? 2.5 : 1));
        painter->setBrush(p.rdma ? QColor(0xe0, 0x8a, 0x1e) : QColor(0x8a, 0x94, 0xa0));
        painter->drawEllipse(p.position, target ? 7 : 5, target ? 7 : 5);
        paintLivePort(painter, p.position, 8.5, p.id, marks);
        // The adapter's whole name just inside the card, above or below its handle.
        const PortLabel label = portLabel(p.label, small);
        painter->setFont(label.font);
        const qreal lineHeight = QFontMetricsF(label.font).height();
        const qreal height = lineHeight * qreal(label.lines.size());
        const qreal top = card.portsOnTop() ? 8 : rect.height() - 8 - height;
        painter->setPen(QColor(0x5a, 0x63, 0x70));
        for (int i = 0; i < label.lines.size(); ++i)
            painter->drawText(QRectF(p.position.x() - NodeCard::portSpacing / 2, top + lineHeight * i,
                                  NodeCard::portSpacing, lineHeight),
                Qt::AlignCenter, label.lines[i]);
    }
    painter->setFont(small);
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
    paintLink(painter, QPolygonF(QList<QPointF>{line.p1(), line.p2()}), pen, marks);
}

QPointF pathMiddle(const QPolygonF &path)
{
    if (path.isEmpty())
        return {};
    qreal length = 0;
    for (int i = 1; i < path.size(); ++i)
        length += QLineF(path[i - 1], path[i]).length();
    qreal left = length / 2;
    for (int i = 1; i < path.size(); ++i) {
        const QLineF run(path[i - 1], path[i]);
        if (run.length() >= left && run.length() > 0)
            return run.pointAt(left / run.length());
        left -= run.length();
    }
    return path.back();
}

void paintLink(QPainter *painter, const QPolygonF &path, const QPen &pen, const Marks &marks)
{
    // Far out (a whole large design in view) thousands of cables are drawn
    // plainly: antialiasing costs more than it shows at that size.
    const qreal lod = levelOfDetail(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing, lod > 0.3);
    painter->setBrush(Qt::NoBrush);
    if (marks.live) {
        // Under the cable's own colour, which stays the subnet's.
        QColor live = marks.live->colour;
        live.setAlpha(110);
        painter->setPen(QPen(live, 7, marks.live->style, Qt::FlatCap));
        painter->drawPolyline(path);
    }
    if (marks.errors + marks.warnings > 0 || marks.selected) {
        QColor halo = marks.selected ? DiagramStyle::selection()
            : marks.errors           ? DiagramStyle::error()
                                     : DiagramStyle::warning();
        halo.setAlpha(marks.selected ? 110 : 90);
        painter->setPen(QPen(halo, 8, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter->drawPolyline(path);
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
    painter->drawPolyline(path);
    if (marks.cable != CableMark::None && lod > 0.3)
        paintCableMark(painter, pathMiddle(path), marks.cable,
            marks.live ? marks.live->colour : DiagramStyle::error());
}

QSizeF keySize(const QString &title, const std::vector<DiagramStyle::KeyEntry> &entries, const QFont &font)
{
    const QFontMetricsF metrics(font);
    QFont bold = font;
    bold.setBold(true);
    qreal width = QFontMetricsF(bold).horizontalAdvance(title);
    for (const DiagramStyle::KeyEntry &e : entries)
        width = std::max(width, metrics.horizontalAdvance(e.label) + 26);
    const qreal line = metrics.height() + 4;
    return QSizeF(std::ceil(width) + 16, line * qreal(entries.size() + 1) + 12);
}

void paintKey(
    QPainter *painter, const QPointF &topLeft, const QString &title, const std::vector<DiagramStyle::KeyEntry> &entries, const QFont &font)
{
    if (entries.empty())
        return;
    painter->save();
    const QRectF box(topLeft, keySize(title, entries, font));
    const qreal line = QFontMetricsF(font).height() + 4;
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QColor(0xc9, 0xd1, 0xdb));
    painter->setBrush(QColor(255, 255, 255, 230));
    painter->drawRoundedRect(box, 6, 6);
    QFont bold = font;
    bold.setBold(true);
    painter->setFont(bold);
    painter->setPen(QColor(0x1d, 0x23, 0x2b));
    painter->drawText(QRectF(box.left() + 8, box.top() + 6, box.width() - 8, line), Qt::AlignLeft | Qt::AlignTop, title);
    painter->setFont(font);
    qreal y = box.top() + 6 + line;
    for (const DiagramStyle::KeyEntry &e : entries) {
        QPen pen(e.colour, e.peerLink ? 4 : 2.5);
        if (e.peerLink)
            pen.setStyle(Qt::DashLine);
        painter->setPen(pen);
        painter->drawLine(QLineF(box.left() + 8, y + line / 2, box.left() + 28, y + line / 2));
        painter->setPen(QColor(0x1d, 0x23, 0x2b));
        painter->drawText(QRectF(box.left() + 34, y, box.width() - 34, line), Qt::AlignLeft | Qt::AlignVCenter, e.label);
        y += line;
    }
    painter->restore();
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

namespace {
constexpr qreal notePadding = 8;
constexpr qreal noteWidest = 260;
constexpr int noteFlags = Qt::TextWordWrap | Qt::AlignLeft | Qt::AlignTop;

QFont noteFont()
{
    QFont font;
    font.setPointSizeF(9);
    return font;
}

QRectF noteTextRect(const QString &text)
{
    const QRectF bounds = QFontMetricsF(noteFont()).boundingRect(
        QRectF(0, 0, noteWidest, 1e6), noteFlags, text.isEmpty() ? QStringLiteral(" ") : text);
    return QRectF(notePadding, notePadding, std::max<qreal>(bounds.width(), 60), bounds.height());
}
} // namespace

QRectF noteRect(const QString &text)
{
    return noteTextRect(text).adjusted(-notePadding, -notePadding, notePadding, notePadding);
}

void paintNote(QPainter *painter, const QString &text, bool selected)
{
    painter->setRenderHint(QPainter::Antialiasing);
    const QRectF card = noteRect(text).adjusted(0.5, 0.5, -0.5, -0.5);
    painter->setPen(QPen(selected ? DiagramStyle::selection() : QColor(0xc9, 0xa2, 0x27), selected ? 2 : 1));
    painter->setBrush(QColor(0xff, 0xf6, 0xc8));
    painter->drawRoundedRect(card, 3, 3);
    painter->setPen(QColor(0x33, 0x33, 0x33));
    painter->setFont(noteFont());
    painter->drawText(noteTextRect(text), noteFlags, text);
}

} // namespace hvnet::DiagramPainter

#include "overview.h"

#include "channelrouting.h"
#include "clusterframe.h"
#include "diagrampainter.h"
#include "diagramstyle.h"
#include "model/design.h"
#include "model/objectowners.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPixmap>
#include <QStaticText>
#include <QTextOption>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>

namespace hvnet {

namespace {

// A path moved sideways by d (each run across itself, corners following),
// for the stripes of a bundle; the first and last runs keep their columns'
// ends on the cards.
QPolygonF shifted(const QPolygonF &path, qreal d)
{
    QPolygonF out = path;
    const auto horizontal = [&path](int s) { return std::abs(path[s].y() - path[s + 1].y()) < 0.01; };
    for (int v = 0; v < path.size(); ++v)
        for (const int s : {v - 1, v}) {
            if (s < 0 || s + 1 >= path.size())
                continue;
            if (horizontal(s))
                out[v].setY(path[v].y() + d);
            else
                out[v].setX(path[v].x() + d);
        }
    return out;
}

} // namespace

Overview::Overview(
    const Design &design, const CardOf &cardOf, const QHash<QString, QColor> &cableColours, const ObjectOwners *given)
{
    std::optional<ObjectOwners> built;
    if (!given)
        built.emplace(design);
    const ObjectOwners &owners = given ? *given : *built;
    QHash<QString, std::size_t> clusterOf; // node id -> index in m_clusters
    for (const Cluster &cluster : design.clusters) {
        QRectF members;
        QStringList drawn;
        for (const QString &member : cluster.members)
            if (const auto r = cardOf(member)) {
                members |= *r;
                drawn << member;
            }
        if (members.isNull())
            continue;
        const int count = int(drawn.size());
        for (const QString &member : drawn) {
            clusterOf.insert(member, m_clusters.size());
            m_summarised.insert(member, true);
        }
        m_clusters.push_back({cluster.id, cluster.name.isEmpty() ? cluster.id : cluster.name,
            QCoreApplication::translate("hvnet::Overview", "%n server(s)", nullptr, count),
            ClusterFrame::around(members)});
    }
    if (m_clusters.empty())
        return;
    // The drawn switches in the design's order (asked once each, not once
    // per cable end).
    QHash<QString, int> switchOrder;
    for (const Switch &sw : design.switches)
        if (cardOf(sw.id))
            switchOrder.insert(sw.id, int(switchOrder.size()));
    QHash<QString, int> subnetOrder;
    std::map<std::pair<std::size_t, int>, std::size_t> bundleAt; // (cluster, switch) -> index
    std::vector<std::vector<std::pair<int, QColor>>> colours;
    for (const Link &link : design.links) {
        if (link.kind == LinkKind::PeerLink)
            continue;
        for (const auto &[end, other] : {std::pair(link.a, link.b), std::pair(link.b, link.a)}) {
            const auto c = clusterOf.constFind(owners.nodeOf(end));
            if (c == clusterOf.constEnd())
                continue;
            const QString sw = owners.switchOf(other);
            const auto order = switchOrder.constFind(sw);
            if (order == switchOrder.constEnd())
                continue;
            const auto key = std::pair(*c, *order);
            auto it = bundleAt.find(key);
            if (it == bundleAt.end()) {
                it = bundleAt.emplace(key, m_bundles.size()).first;
                m_bundles.push_back({m_clusters[*c].id, sw, 0, {}, {}});
                colours.emplace_back();
            }
            Bundle &bundle = m_bundles[it->second];
            ++bundle.cables;
            const QColor colour = cableColours.value(link.id, DiagramStyle::management());
            auto &seen = colours[it->second];
            if (std::none_of(seen.begin(), seen.end(), [&](const auto &p) { return p.second == colour; }))
                seen.emplace_back(int(seen.size()), colour);
        }
    }
    // In the order of cluster and switch, whatever order the cables came in.
    std::vector<std::size_t> order;
    for (const auto &[key, index] : bundleAt)
        order.push_back(index);
    std::vector<Bundle> sorted;
    for (const std::size_t i : order) {
        Bundle b = m_bundles[i];
        for (const auto &p : colours[i])
            b.colours.push_back(p.second);
        sorted.push_back(b);
    }
    m_bundles = sorted;

    // Each bundle leaves its cluster's card at a place of its own along the
    // edge facing the switch, and enters the switch at one of its own.
    QHash<QString, QRectF> frameOf;
    for (const ClusterCard &c : m_clusters)
        frameOf.insert(c.id, c.rect);
    QHash<QString, int> perCluster;
    QHash<QString, int> perSwitch;
    for (const Bundle &b : m_bundles) {
        ++perCluster[b.clusterId];
        ++perSwitch[b.switchId];
    }
    QHash<QString, int> nthOfCluster;
    QHash<QString, int> nthOfSwitch;
    std::vector<ChannelRouting::Cable> cables;
    for (const Bundle &b : m_bundles) {
        const QRectF frame = frameOf.value(b.clusterId);
        const QRectF sw = *cardOf(b.switchId);
        const bool down = sw.center().y() > frame.center().y();
        const int k = nthOfCluster[b.clusterId]++;
        const int m = nthOfSwitch[b.switchId]++;
        const qreal ax = frame.left() + frame.width() * (k + 1) / (perCluster.value(b.clusterId) + 1);
        const qreal bx = sw.left() + sw.width() * (m + 1) / (perSwitch.value(b.switchId) + 1);
        cables.push_back({QPointF(ax, down ? frame.bottom() : frame.top()), down,
            QPointF(bx, down ? sw.top() : sw.bottom()), !down, frame, sw});
    }
    std::vector<QRectF> cards;
    for (const ClusterCard &c : m_clusters)
        cards.push_back(c.rect);
    for (const Switch &sw : design.switches)
        if (const auto r = cardOf(sw.id))
            cards.push_back(*r);
    for (const Node &node : design.nodes)
        if (!m_summarised.contains(node.id))
            if (const auto r = cardOf(node.id))
                cards.push_back(*r);
    const std::vector<QPolygonF> paths = ChannelRouting::route(cables, cards);
    for (std::size_t i = 0; i < m_bundles.size(); ++i)
        m_bundles[i].path = paths[i];
    for (const ClusterCard &c : m_clusters)
        m_bounds |= c.rect;
    for (const Bundle &b : m_bundles)
        m_bounds |= b.path.boundingRect();
    m_bounds.adjust(-40, -40, 40, 40);
}

namespace {

QString bundleLabel(int cables)
{
    return QCoreApplication::translate("hvnet::Overview", "%n cable(s)", nullptr, cables);
}

// Where a bundle's count sits: the middle of the run that leaves its card.
QPointF labelAnchor(const Overview::Bundle &b)
{
    return b.path[0] + (b.path[1] - b.path[0]) / 2;
}

// The box round a count's text, `unit` being a pixel of the screen or of
// the picture; and the room it keeps clear of the next count.
QSizeF labelSize(const QString &label, const QFontMetricsF &metrics, qreal unit)
{
    return {metrics.horizontalAdvance(label) + 8 * unit, metrics.height() + 2 * unit};
}

QRectF labelRoom(const QRectF &box, qreal unit)
{
    return box.adjusted(-4 * unit, -2 * unit, 4 * unit, 2 * unit);
}

// The room of a bundle's count on the canvas at `lod`, in scene units
// (before counts that would pile up are left out).
QRectF labelBox(const Overview::Bundle &b, qreal lod, const QFontMetricsF &metrics)
{
    if (b.path.size() < 2)
        return {};
    QRectF box(QPointF(0, 0), labelSize(bundleLabel(b.cables), metrics, 1) / lod);
    box.moveCenter(labelAnchor(b));
    return labelRoom(box, 1 / lod);
}

qreal bundleWidth(const Overview::Bundle &b, qreal lod)
{
    return (2.0 + 1.5 * std::log2(1.0 + b.cables)) / lod;
}

// A stripe of a bundle on the canvas: its runs are horizontal or vertical,
// so it is filled as rectangles (each run as wide as the stripe, lengthened
// by half of that where it turns, as a mitred stroke is), which costs a
// fraction of stroking the line. False, and nothing drawn, for a path with a
// slanted run.
bool fillOrthogonal(QPainter *painter, const QPolygonF &line, qreal width, const QColor &colour)
{
    for (int i = 0; i + 1 < line.size(); ++i)
        if (std::abs(line[i].x() - line[i + 1].x()) > 0.01 && std::abs(line[i].y() - line[i + 1].y()) > 0.01)
            return false;
    const qreal half = width / 2;
    for (int i = 0; i + 1 < line.size(); ++i) {
        const bool horizontal = std::abs(line[i].y() - line[i + 1].y()) <= 0.01;
        QRectF run = QRectF(line[i], line[i + 1]).normalized();
        const qreal before = i > 0 ? half : 0;
        const qreal after = i + 2 < line.size() ? half : 0;
        const bool forward = horizontal ? line[i + 1].x() >= line[i].x() : line[i + 1].y() >= line[i].y();
        if (horizontal)
            run.adjust(-(forward ? before : after), -half, forward ? after : before, half);
        else
            run.adjust(-half, -(forward ? before : after), half, forward ? after : before);
        painter->fillRect(run, colour);
    }
    return true;
}

// The texts of the canvas, laid out once: a card's name and count, and a
// bundle's count in its box, drawn as an image. The overview is built again
// after every move, its texts mostly the same.
const QStaticText &cardText(const QString &text, const QFont &font, qreal width)
{
    static QHash<QString, QStaticText> cache;
    const QString key = text + QLatin1Char('\x1f') + font.key() + QLatin1Char('\x1f') + QString::number(qRound(width));
    auto it = cache.find(key);
    if (it == cache.end()) {
        if (cache.size() > 512)
            cache.clear();
        QStaticText laid(text);
        laid.setTextFormat(Qt::PlainText);
        laid.setTextWidth(width);
        QTextOption option(Qt::AlignHCenter);
        option.setWrapMode(QTextOption::WordWrap);
        laid.setTextOption(option);
        laid.prepare(QTransform(), font);
        it = cache.insert(key, laid);
    }
    return *it;
}

const QPixmap &labelImage(const QString &label, const QFont &font, qreal ratio)
{
    static QHash<QString, QPixmap> cache;
    const QString key = label + QLatin1Char('\x1f') + font.key() + QLatin1Char('\x1f') + QString::number(ratio);
    auto it = cache.find(key);
    if (it == cache.end()) {
        if (cache.size() > 512)
            cache.clear();
        const QRectF box(QPointF(1, 1), labelSize(label, QFontMetricsF(font), 1));
        QPixmap image((box.size() + QSizeF(2, 2)).toSize() * ratio);
        image.setDevicePixelRatio(ratio);
        image.fill(Qt::transparent);
        QPainter p(&image);
        p.setRenderHint(QPainter::Antialiasing, true);
        p.setPen(QPen(QColor(0x51, 0x60, 0x6f), 1));
        p.setBrush(QColor(255, 255, 255, 230));
        p.drawRoundedRect(box, 3, 3);
        p.setFont(font);
        p.setPen(QColor(0x1d, 0x26, 0x30));
        p.drawText(box, Qt::AlignCenter, label);
        p.end();
        it = cache.insert(key, image);
    }
    return *it;
}

bool sameCard(const Overview::ClusterCard &a, const Overview::ClusterCard &b)
{
    return a.id == b.id && a.name == b.name && a.detail == b.detail && a.rect == b.rect;
}

bool sameBundle(const Overview::Bundle &a, const Overview::Bundle &b)
{
    return a.clusterId == b.clusterId && a.switchId == b.switchId && a.cables == b.cables && a.colours == b.colours
        && a.path == b.path;
}

} // namespace

QRectF Overview::changedArea(const Overview &before, const Overview &after, qreal lod, const QFont &font)
{
    if (before.m_clusters.size() != after.m_clusters.size() || before.m_bundles.size() != after.m_bundles.size())
        return before.m_bounds | after.m_bounds;
    lod = std::max(0.02, lod);
    QRectF area;
    for (std::size_t i = 0; i < after.m_clusters.size(); ++i)
        if (!sameCard(before.m_clusters[i], after.m_clusters[i]))
            for (const QRectF &r : {before.m_clusters[i].rect, after.m_clusters[i].rect})
                area |= r.adjusted(-2 / lod, -2 / lod, 2 / lod, 2 / lod);
    // A count that moves can leave room for another, or take it: the
    // counts that meet a changed one are redrawn too, until none is added.
    QFont labelFont = font;
    labelFont.setBold(false);
    labelFont.setPixelSize(12);
    const QFontMetricsF metrics(labelFont);
    std::vector<QRectF> labels;
    QRectF changedLabels;
    for (std::size_t i = 0; i < after.m_bundles.size(); ++i) {
        const Bundle &was = before.m_bundles[i];
        const Bundle &is = after.m_bundles[i];
        const QRectF wasLabel = labelBox(was, lod, metrics);
        const QRectF isLabel = labelBox(is, lod, metrics);
        labels.push_back(wasLabel);
        labels.push_back(isLabel);
        if (sameBundle(was, is))
            continue;
        for (const Bundle *b : {&was, &is}) {
            const qreal w = bundleWidth(*b, lod);
            area |= b->path.boundingRect().adjusted(-w, -w, w, w);
        }
        changedLabels |= wasLabel | isLabel;
    }
    for (bool grew = !changedLabels.isNull(); grew;) {
        grew = false;
        for (const QRectF &l : labels)
            if (!l.isNull() && l.intersects(changedLabels) && !changedLabels.contains(l)) {
                changedLabels |= l;
                grew = true;
            }
    }
    return area | changedLabels;
}

void Overview::paint(QPainter *painter, qreal scale, const QRectF &exposed) const
{
    const qreal lod = std::max(0.02, scale > 0 ? scale : DiagramPainter::levelOfDetail(painter->worldTransform()));
    // Only what is in the exposed part (all of it without one).
    const auto inSight = [&exposed](const QRectF &r) { return exposed.isNull() || exposed.intersects(r); };
    // On the canvas the texts are set in the screen's pixels: a font of
    // hundreds of scene units scaled down to a few pixels is drawn glyph by
    // glyph as outlines, while one of its size on the screen comes from Qt's
    // glyph cache (a repaint at fit zoom took three times as long). A
    // picture (a given scale) keeps them in scene units, as it always drew.
    const QTransform world = painter->worldTransform();
    const bool screenText = scale <= 0 && world.type() <= QTransform::TxScale;
    const QTransform toText = screenText ? world : QTransform();
    const qreal k = screenText ? lod : 1.0; // text units per scene unit
    const auto textSpace = [&](const std::function<void()> &draw) {
        if (!screenText) {
            draw();
            return;
        }
        painter->save();
        painter->resetTransform();
        draw();
        painter->restore();
    };
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    // The bundles first, under the cards they leave.
    for (const Bundle &b : m_bundles) {
        const int stripes = std::max<int>(1, int(b.colours.size()));
        const qreal width = bundleWidth(b, lod);
        if (!inSight(b.path.boundingRect().adjusted(-width, -width, width, width)))
            continue;
        const qreal stripe = width / stripes;
        painter->setBrush(Qt::NoBrush);
        for (int s = 0; s < stripes; ++s) {
            const QColor colour = b.colours.empty() ? DiagramStyle::management() : b.colours[std::size_t(s)];
            const QPolygonF line = shifted(b.path, (s - (stripes - 1) / 2.0) * stripe);
            if (screenText && fillOrthogonal(painter, line, stripe, colour))
                continue;
            painter->setPen(QPen(colour, stripe, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
            painter->drawPolyline(line);
        }
    }
    QFont font = painter->font();
    for (const ClusterCard &c : m_clusters) {
        if (!inSight(c.rect.adjusted(-2 / lod, -2 / lod, 2 / lod, 2 / lod)))
            continue;
        QPen border(QColor(0x51, 0x60, 0x6f), 2 / lod);
        if (screenText) {
            // Stroked in the screen's pixels: a pen of scene units round a
            // corner of hundreds of them is flattened into many segments.
            border.setWidthF(2);
            border.setCosmetic(true);
        }
        painter->setPen(border);
        painter->setBrush(QColor(0xee, 0xf3, 0xf9));
        painter->drawRoundedRect(c.rect, 12 / lod, 12 / lod);
        // Readable from far out, within the card.
        const qreal size = std::min(std::max(15 / lod, c.rect.height() * 0.08), c.rect.height() / 4) * k;
        font.setPixelSize(std::max(1, qRound(size)));
        font.setBold(true);
        textSpace([&] {
            painter->setFont(font);
            painter->setPen(QColor(0x1d, 0x26, 0x30));
            const QRectF text = toText.mapRect(c.rect).adjusted(size, size, -size, -size);
            if (screenText) {
                const QStaticText &laid = cardText(c.name + QChar(QChar::LineSeparator) + c.detail, font, text.width());
                painter->save();
                painter->setClipRect(text, Qt::IntersectClip);
                painter->drawStaticText(
                    QPointF(text.left(), text.center().y() - laid.size().height() / 2), laid);
                painter->restore();
            } else {
                painter->drawText(text, Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap,
                    c.name + QLatin1Char('\n') + c.detail);
            }
        });
    }
    // The counts on the bundles, where they leave their cards.
    font.setBold(false);
    font.setPixelSize(std::max(1, qRound(12 / lod * k)));
    const qreal unit = k / lod; // a pixel of the screen or of the picture, in text units
    textSpace([&] {
        painter->setFont(font);
        const QFontMetricsF metrics(font);
        std::vector<QRectF> labelled;
        const qreal ratio = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
        const QTransform fromText = toText.inverted();
        for (const Bundle &b : m_bundles) {
            if (b.path.size() < 2)
                continue;
            const QString label = bundleLabel(b.cables);
            const QPixmap *image = screenText ? &labelImage(label, font, ratio) : nullptr;
            QRectF box(QPointF(0, 0),
                image ? image->deviceIndependentSize() - QSizeF(2, 2) : labelSize(label, metrics, unit));
            box.moveCenter(toText.map(labelAnchor(b)));
            // Where labels would pile up (many bundles into one row of
            // switches) the first one says it; the widths tell the rest.
            if (std::any_of(labelled.begin(), labelled.end(), [&box](const QRectF &r) { return r.intersects(box); }))
                continue;
            labelled.push_back(labelRoom(box, unit));
            if (!inSight(fromText.mapRect(box)))
                continue;
            if (image) {
                painter->drawPixmap(QPointF(std::round(box.left()) - 1, std::round(box.top()) - 1), *image);
                continue;
            }
            painter->setPen(QPen(QColor(0x51, 0x60, 0x6f), unit));
            painter->setBrush(QColor(255, 255, 255, 230));
            painter->drawRoundedRect(box, 3 * unit, 3 * unit);
            painter->setPen(QColor(0x1d, 0x26, 0x30));
            painter->drawText(box, Qt::AlignCenter, label);
        }
    });
    painter->restore();
}

} // namespace hvnet

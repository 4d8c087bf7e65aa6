#include "overview.h"

#include "channelrouting.h"
#include "clusterframe.h"
#include "diagrampainter.h"
#include "diagramstyle.h"
#include "model/design.h"
#include "model/objectowners.h"

#include <QCoreApplication>
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <cmath>
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

void Overview::paint(QPainter *painter, qreal scale) const
{
    const qreal lod = std::max(0.02, scale > 0 ? scale : DiagramPainter::levelOfDetail(painter->worldTransform()));
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    // The bundles first, under the cards they leave.
    for (const Bundle &b : m_bundles) {
        const int stripes = std::max<int>(1, int(b.colours.size()));
        const qreal width = (2.0 + 1.5 * std::log2(1.0 + b.cables)) / lod;
        const qreal stripe = width / stripes;
        painter->setBrush(Qt::NoBrush);
        for (int s = 0; s < stripes; ++s) {
            const QColor colour = b.colours.empty() ? DiagramStyle::management() : b.colours[std::size_t(s)];
            painter->setPen(QPen(colour, stripe, Qt::SolidLine, Qt::FlatCap, Qt::MiterJoin));
            painter->drawPolyline(shifted(b.path, (s - (stripes - 1) / 2.0) * stripe));
        }
    }
    QFont font = painter->font();
    for (const ClusterCard &c : m_clusters) {
        painter->setPen(QPen(QColor(0x51, 0x60, 0x6f), 2 / lod));
        painter->setBrush(QColor(0xee, 0xf3, 0xf9));
        painter->drawRoundedRect(c.rect, 12 / lod, 12 / lod);
        // Readable from far out, within the card.
        const qreal size = std::min(std::max(15 / lod, c.rect.height() * 0.08), c.rect.height() / 4);
        font.setPixelSize(std::max(1, qRound(size)));
        font.setBold(true);
        painter->setFont(font);
        painter->setPen(QColor(0x1d, 0x26, 0x30));
        const QRectF text = c.rect.adjusted(size, size, -size, -size);
        painter->drawText(text, Qt::AlignHCenter | Qt::AlignVCenter | Qt::TextWordWrap,
            c.name + QLatin1Char('\n') + c.detail);
    }
    // The counts on the bundles, where they leave their cards.
    font.setBold(false);
    font.setPixelSize(std::max(1, qRound(12 / lod)));
    painter->setFont(font);
    const QFontMetricsF metrics(font);
    std::vector<QRectF> labelled;
    for (const Bundle &b : m_bundles) {
        if (b.path.size() < 2)
            continue;
        const QString label = QCoreApplication::translate("hvnet::Overview", "%n cable(s)", nullptr, b.cables);
        const QPointF at = b.path[0] + (b.path[1] - b.path[0]) / 2;
        QRectF box(QPointF(0, 0), QSizeF(metrics.horizontalAdvance(label) + 8 / lod, metrics.height() + 2 / lod));
        box.moveCenter(at);
        // Where labels would pile up (many bundles into one row of
        // switches) the first one says it; the widths tell the rest.
        if (std::any_of(labelled.begin(), labelled.end(), [&box](const QRectF &r) { return r.intersects(box); }))
            continue;
        labelled.push_back(box.adjusted(-4 / lod, -2 / lod, 4 / lod, 2 / lod));
        painter->setPen(QPen(QColor(0x51, 0x60, 0x6f), 1 / lod));
        painter->setBrush(QColor(255, 255, 255, 230));
        painter->drawRoundedRect(box, 3 / lod, 3 / lod);
        painter->setPen(QColor(0x1d, 0x26, 0x30));
        painter->drawText(box, Qt::AlignCenter, label);
    }
    painter->restore();
}

} // namespace hvnet

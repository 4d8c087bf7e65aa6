#include "diagramdrawing.h"

#include "cablerouting.h"
#include "channelrouting.h"
#include "diagramstyle.h"
#include "findingmarks.h"
#include "model/design.h"
#include "model/edit/autolayout.h"
#include "model/objectowners.h"
#include "model/textsafety.h"
#include "model/validation/validator.h"

#include <QBuffer>
#include <QPainter>
#include <QSvgGenerator>

#include <cmath>
#include <set>

namespace hvnet {

namespace {

constexpr qreal margin = 24;
constexpr qreal pngScale = 2.0;
constexpr int pngMaxSide = 8000;

QString xmlAttr(const QString &text)
{
    return printableText(text).toHtmlEscaped();
}

// The painted content of one part, as SVG elements without the document
// around them; transform places it in the picture.
template <typename Paint> QByteArray partSvg(const QRectF &bounds, const QTransform &transform, Paint paint)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(bounds.size().toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), bounds.size()));
    QPainter painter(&generator);
    painter.setTransform(transform);
    paint(&painter);
    painter.end();
    const int start = bytes.indexOf("</defs>");
    const int end = bytes.lastIndexOf("</svg>");
    if (start < 0 || end < start)
        return {};
    return bytes.mid(start + 7, end - start - 7).trimmed();
}

} // namespace

DiagramDrawing::DiagramDrawing(const Design &design, const ValidationResult &validation, Detail detail)
    : m_title(design.meta.name)
{
    const ObjectOwners owners(design);
    QHash<QString, std::size_t> nodeIndex;
    QHash<QString, std::size_t> switchIndex;
    for (const Node &node : design.nodes) {
        nodeIndex.insert(node.id, m_nodes.size());
        m_nodes.push_back({NodeCard(node), {}, {}, false});
    }
    for (const Switch &sw : design.switches) {
        switchIndex.insert(sw.id, m_switches.size());
        m_switches.push_back({SwitchCard(sw), {}, {}});
    }

    // Where the canvas puts them: the design's layout, the rest laid out.
    const auto sizeOf = [&](const QString &id) {
        if (const auto n = nodeIndex.constFind(id); n != nodeIndex.constEnd())
            return m_nodes[*n].card.rect().size();
        if (const auto s = switchIndex.constFind(id); s != switchIndex.constEnd())
            return m_switches[*s].card.rect().size();
        return QSizeF(200, 70);
    };
    std::map<QString, Point> positions = design.layout;
    for (const auto &[id, p] : AutoLayout::completeMissing(design, design.layout, sizeOf))
        positions[id] = p;
    const auto placeAt = [&](const QString &id, QPointF &pos) {
        if (const auto it = positions.find(id); it != positions.end())
            pos = QPointF(it->second.x, it->second.y);
    };
    for (PlacedNode &n : m_nodes)
        placeAt(n.card.id(), n.pos);
    for (PlacedSwitch &s : m_switches)
        placeAt(s.card.id(), s.pos);
    // Notes where the canvas shows them (at the origin without a position).
    for (const Note &note : design.notes) {
        PlacedNote placed{note.id, note.text, {}};
        placeAt(note.id, placed.pos);
        m_notes.push_back(placed);
    }

    // Handles facing the other ends, then the cables between them.
    std::vector<const Link *> links;
    for (const Link &link : design.links)
        links.push_back(&link);
    const CableRouting::Sides sides = CableRouting::sides(links,
        {owners,
            [&](const QString &id) {
                const auto n = nodeIndex.constFind(id);
                return n == nodeIndex.constEnd() ? std::nullopt : std::optional(m_nodes[*n].pos.y());
            },
            [&](const QString &id) {
                const auto s = switchIndex.constFind(id);
                return s == switchIndex.constEnd() ? std::nullopt : std::optional(m_switches[*s].pos.y());
            }});
    for (auto it = sides.nodePortsOnTop.cbegin(); it != sides.nodePortsOnTop.cend(); ++it)
        m_nodes[nodeIndex.value(it.key())].card.setPortsOnTop(it.value());
    for (auto it = sides.portOnBottom.cbegin(); it != sides.portOnBottom.cend(); ++it)
        m_switches[switchIndex.value(owners.switchOf(it.key()))].card.setPortOnBottom(it.key(), it.value());
    const auto endPosition = [&](const QString &id) -> std::optional<QPointF> {
        if (const QString sw = owners.switchOf(id); !sw.isEmpty()) {
            const PlacedSwitch &s = m_switches[switchIndex.value(sw)];
            if (const auto p = s.card.portPosition(id))
                return s.pos + *p;
        } else if (const QString node = owners.nodeOf(id); !node.isEmpty()) {
            const PlacedNode &n = m_nodes[nodeIndex.value(node)];
            if (const auto p = n.card.portPosition(id))
                return n.pos + *p;
        }
        return std::nullopt;
    };
    const QHash<QString, QColor> subnetColours = DiagramStyle::subnetColours(design);
    QHash<QString, QColor> adapterColours;
    for (const Node &node : design.nodes)
        adapterColours.insert(DiagramStyle::adapterColours(design, node, subnetColours));
    for (const Link &link : design.links) {
        Cable cable{link.id, {}, false,
            DiagramStyle::linkPen(DiagramStyle::linkColour(link, adapterColours), link.kind == LinkKind::PeerLink),
            {}, {}};
        const auto a = endPosition(link.a);
        const auto b = endPosition(link.b);
        cable.visible = a && b;
        if (cable.visible)
            cable.line = QLineF(*a, *b);
        m_cables.push_back(cable);
    }
    // Server to server: round the cards, each on a lane of its own, as the
    // canvas routes them.
    std::vector<std::size_t> direct;
    std::vector<CableRouting::Direct> ends;
    for (std::size_t i = 0; i < design.links.size(); ++i) {
        const Link &link = design.links[i];
        if (!m_cables[i].visible || !CableRouting::isDirect(link, owners))
            continue;
        const PlacedNode &a = m_nodes[nodeIndex.value(owners.nodeOf(link.a))];
        const PlacedNode &b = m_nodes[nodeIndex.value(owners.nodeOf(link.b))];
        direct.push_back(i);
        ends.push_back({m_cables[i].line.p1(), !a.card.portsOnTop(), m_cables[i].line.p2(), !b.card.portsOnTop(),
            a.card.rect().translated(a.pos), b.card.rect().translated(b.pos)});
    }
    std::vector<QRectF> cards;
    for (const PlacedNode &n : m_nodes)
        cards.push_back(n.card.rect().translated(n.pos));
    for (const PlacedSwitch &s : m_switches)
        cards.push_back(s.card.rect().translated(s.pos));
    if (!direct.empty()) {
        std::vector<QRectF> frames;
        for (const Cluster &cluster : design.clusters) {
            QRectF members;
            for (const QString &member : cluster.members)
                if (const auto n = nodeIndex.constFind(member); n != nodeIndex.constEnd())
                    members = members.united(m_nodes[*n].card.rect().translated(m_nodes[*n].pos));
            if (!members.isNull())
                frames.push_back(ClusterFrame::around(members));
        }
        const std::vector<QPolygonF> paths = CableRouting::direct(ends, cards, frames);
        for (std::size_t i = 0; i < direct.size(); ++i)
            m_cables[direct[i]].route = paths[i];
    }
    // Server to switch: along the channels between the cards, bundled, as
    // the canvas routes them.
    std::vector<std::size_t> uplinks;
    std::vector<ChannelRouting::Cable> uplinkEnds;
    const auto cardOf = [&](const QString &end) -> std::optional<QRectF> {
        if (const auto n = nodeIndex.constFind(owners.nodeOf(end)); n != nodeIndex.constEnd())
            return m_nodes[*n].card.rect().translated(m_nodes[*n].pos);
        if (const auto s = switchIndex.constFind(owners.switchOf(end)); s != switchIndex.constEnd())
            return m_switches[*s].card.rect().translated(m_switches[*s].pos);
        return std::nullopt;
    };
    for (std::size_t i = 0; i < design.links.size(); ++i) {
        const Link &link = design.links[i];
        if (!m_cables[i].visible || link.kind == LinkKind::PeerLink || CableRouting::isDirect(link, owners))
            continue;
        const auto aCard = cardOf(link.a);
        const auto bCard = cardOf(link.b);
        if (!aCard || !bCard)
            continue;
        const QPointF a = m_cables[i].line.p1();
        const QPointF b = m_cables[i].line.p2();
        uplinks.push_back(i);
        uplinkEnds.push_back({a, a.y() > aCard->center().y(), b, b.y() > bCard->center().y(), *aCard, *bCard});
    }
    if (!uplinks.empty()) {
        const std::vector<QPolygonF> paths = ChannelRouting::route(uplinkEnds, cards);
        for (std::size_t i = 0; i < uplinks.size(); ++i)
            m_cables[uplinks[i]].route = paths[i];
    }
    for (const Cluster &cluster : design.clusters) {
        Frame frame{cluster.id, cluster.name, {}, false, {}};
        frame.frame.setLabel(cluster.name.isEmpty() ? cluster.id : cluster.name);
        QRectF members;
        for (const QString &member : cluster.members)
            if (const auto n = nodeIndex.constFind(member); n != nodeIndex.constEnd())
                members = members.united(m_nodes[*n].card.rect().translated(m_nodes[*n].pos));
        frame.visible = !members.isNull();
        frame.frame.setRect(ClusterFrame::around(members));
        m_frames.push_back(frame);
    }

    if (detail == Detail::Overview) {
        // The clusters as cards, their servers' cables to switches as bundles.
        QHash<QString, QColor> colours;
        for (const Cable &c : m_cables)
            colours.insert(c.id, c.pen.color());
        m_overview = Overview(
            design,
            [&](const QString &id) -> std::optional<QRectF> {
                if (const auto n = nodeIndex.constFind(id); n != nodeIndex.constEnd())
                    return m_nodes[*n].card.rect().translated(m_nodes[*n].pos);
                if (const auto s = switchIndex.constFind(id); s != switchIndex.constEnd())
                    return m_switches[*s].card.rect().translated(m_switches[*s].pos);
                return std::nullopt;
            },
            colours);
        for (PlacedNode &n : m_nodes)
            n.summarised = m_overview.summarises(n.card.id());
        for (std::size_t i = 0; i < design.links.size(); ++i) {
            const Link &link = design.links[i];
            if (link.kind != LinkKind::PeerLink
                && (m_overview.summarises(owners.nodeOf(link.a)) || m_overview.summarises(owners.nodeOf(link.b))))
                m_cables[i].visible = false;
        }
        for (Frame &f : m_frames)
            f.visible = false;
    }

    // The findings' marks: an adapter's or interface's on its node's card.
    const QHash<QString, FindingMarks::Counts> counts = FindingMarks::perObject(validation, owners);
    const auto mark = [&counts](const QString &id, DiagramPainter::Marks &marks) {
        const FindingMarks::Counts c = counts.value(id);
        marks.errors = c.errors;
        marks.warnings = c.warnings;
    };
    for (PlacedNode &n : m_nodes)
        mark(n.card.id(), n.marks);
    for (PlacedSwitch &s : m_switches)
        mark(s.card.id(), s.marks);
    for (Cable &c : m_cables)
        mark(c.id, c.marks);
    for (Frame &f : m_frames)
        mark(f.id, f.marks);

    // Every part counts, drawn or not, as the canvas's items do.
    QRectF covered;
    for (const PlacedNode &n : m_nodes)
        covered |= n.card.boundingRect().translated(n.pos);
    for (const PlacedSwitch &s : m_switches)
        covered |= s.card.boundingRect().translated(s.pos);
    for (const PlacedNote &n : m_notes)
        covered |= DiagramPainter::noteRect(n.text).translated(n.pos);
    for (const Cable &c : m_cables)
        if (c.visible || detail == Detail::Full)
            covered |= (c.route.isEmpty() ? QRectF(c.line.p1(), c.line.p2()).normalized() : c.route.boundingRect())
                           .adjusted(-8, -8, 8, 8);
    for (const Frame &f : m_frames)
        if (f.visible || detail == Detail::Full)
            covered |= f.frame.boundingRect();
    if (!m_overview.isEmpty()) {
        covered |= m_overview.boundingRect();
        // Sized for the page the picture is printed on (about 1,100 points
        // across): a whole data centre's overview still reads there.
        m_overviewScale = std::min(1.0, 1100.0 / std::max(1.0, covered.width()));
        m_keyFont.setPointSizeF(m_keyFont.pointSizeF() / std::max(m_overviewScale, 0.25));
    }
    // The key to the colours to the right of it all, at the top.
    m_key = DiagramStyle::keyEntries(design, subnetColours);
    m_keyFont.setPointSizeF(m_keyFont.pointSizeF() * 0.9);
    if (!m_key.empty() && !covered.isNull()) {
        m_keyAt = QPointF(covered.right() + margin, covered.top());
        covered |= QRectF(m_keyAt, DiagramPainter::keySize(DiagramStyle::keyTitle(), m_key, m_keyFont));
    }
    m_bounds = covered.adjusted(-margin, -margin, margin, margin);
}

QSize DiagramDrawing::pngSizeFor(const QRectF &bounds)
{
    qreal scale = pngScale;
    const qreal side = std::max(bounds.width(), bounds.height());
    if (side * scale > pngMaxSide)
        scale = pngMaxSide / side;
    return QSize(int(std::ceil(bounds.width() * scale)), int(std::ceil(bounds.height() * scale)));
}

QByteArray DiagramDrawing::svg() const
{
    const int width = int(std::ceil(m_bounds.width()));
    const int height = int(std::ceil(m_bounds.height()));
    QByteArray svg = QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" "
                                    "width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\">\n<title>%3</title>\n")
                         .arg(width)
                         .arg(height)
                         .arg(xmlAttr(m_title))
                         .toUtf8();
    svg += QStringLiteral("<rect x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" fill=\"#fdfdfe\"/>\n")
               .arg(width)
               .arg(height)
               .toUtf8();
    const QTransform toPicture = QTransform::fromTranslate(-m_bounds.x(), -m_bounds.y());
    const auto group = [&](const QString &cls, const QString &id, const QString &name, const QTransform &transform,
                           auto paint) {
        svg += QStringLiteral("<g id=\"%1\" class=\"%2\" data-name=\"%3\">\n")
                   .arg(xmlAttr(id), cls, xmlAttr(name))
                   .toUtf8();
        svg += partSvg(m_bounds, transform, paint);
        svg += "\n</g>\n";
    };
    // Cluster frames at the bottom, then cables, then the cards, in the
    // order of the design file.
    for (const Frame &f : m_frames)
        if (f.visible)
            group(QStringLiteral("cluster"), f.id, f.name, QTransform() * toPicture,
                [&f](QPainter *p) { DiagramPainter::paintCluster(p, f.frame, f.marks); });
    if (!m_overview.isEmpty())
        group(QStringLiteral("overview"), QStringLiteral("overview"), QString(), QTransform() * toPicture,
            [this](QPainter *p) { m_overview.paint(p, m_overviewScale); });
    for (const Cable &c : m_cables)
        if (c.visible || m_overview.isEmpty())
        group(QStringLiteral("link"), c.id, QString(), QTransform() * toPicture,
            [&c](QPainter *p) { DiagramPainter::paintLink(p, c.route.isEmpty() ? QPolygonF(QList<QPointF>{c.line.p1(), c.line.p2()}) : c.route, c.pen, c.marks); });
    for (const PlacedSwitch &s : m_switches)
        group(QStringLiteral("switch"), s.card.id(), s.card.name(),
            QTransform::fromTranslate(s.pos.x(), s.pos.y()) * toPicture,
            [&s](QPainter *p) { DiagramPainter::paintSwitch(p, s.card, s.marks); });
    for (const PlacedNode &n : m_nodes)
        if (!n.summarised)
        group(QStringLiteral("node"), n.card.id(), n.card.name(),
            QTransform::fromTranslate(n.pos.x(), n.pos.y()) * toPicture,
            [&n](QPainter *p) { DiagramPainter::paintNode(p, n.card, n.marks); });
    for (const PlacedNote &n : m_notes)
        group(QStringLiteral("note"), n.id, QString(), QTransform::fromTranslate(n.pos.x(), n.pos.y()) * toPicture,
            [&n](QPainter *p) { DiagramPainter::paintNote(p, n.text, false); });
    if (!m_key.empty())
        group(QStringLiteral("key"), QStringLiteral("key"), DiagramStyle::keyTitle(), QTransform() * toPicture,
            [this](QPainter *p) { DiagramPainter::paintKey(p, m_keyAt, DiagramStyle::keyTitle(), m_key, m_keyFont); });
    svg += "</svg>\n";
    // Text the cards paint goes into the SVG as it is: a character no XML
    // carries (NUL) or that reorders the text shows as U+FFFD, as it does
    // in the report (docs/design-format.md, "Text in the outputs").
    const QString text = QString::fromUtf8(svg);
    const QString shown = printableText(text);
    return shown == text ? svg : shown.toUtf8();
}

QImage DiagramDrawing::png() const
{
    return image(pngSizeFor(m_bounds));
}

QImage DiagramDrawing::image(const QSize &size) const
{
    QImage image(size, QImage::Format_ARGB32_Premultiplied);
    image.fill(DiagramStyle::background());
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    // As QGraphicsScene::render() fits the parts into the image, so the
    // canvas and the picture agree to the pixel.
    const QRectF target(QPointF(0, 0), image.size());
    const qreal ratio = std::min(target.width() / m_bounds.width(), target.height() / m_bounds.height());
    painter.save();
    painter.setClipRect(target, Qt::IntersectClip);
    const QTransform view
        = QTransform().translate(target.left(), target.top()).scale(ratio, ratio).translate(-m_bounds.left(), -m_bounds.top());
    painter.setWorldTransform(view, true);
    painter.save();
    painter.setBrushOrigin(0, 0);
    painter.fillRect(m_bounds, DiagramStyle::background());
    painter.restore();
    const auto part = [&painter](const QTransform &transform, auto paint) {
        painter.save();
        painter.setWorldTransform(transform, false);
        paint(&painter);
        painter.restore();
    };
    // Back to front as the canvas stacks them: frames, cables, servers, switches.
    for (const Frame &f : m_frames)
        if (f.visible)
            part(QTransform() * view, [&f](QPainter *p) { DiagramPainter::paintCluster(p, f.frame, f.marks); });
    if (!m_overview.isEmpty())
        part(QTransform() * view, [this](QPainter *p) { m_overview.paint(p, m_overviewScale); });
    for (const Cable &c : m_cables)
        if (c.visible)
            part(QTransform() * view, [&c](QPainter *p) {
                DiagramPainter::paintLink(
                    p, c.route.isEmpty() ? QPolygonF(QList<QPointF>{c.line.p1(), c.line.p2()}) : c.route, c.pen, c.marks);
            });
    for (const PlacedNode &n : m_nodes)
        if (!n.summarised)
        part(QTransform::fromTranslate(n.pos.x(), n.pos.y()) * view,
            [&n](QPainter *p) { DiagramPainter::paintNode(p, n.card, n.marks); });
    for (const PlacedSwitch &s : m_switches)
        part(QTransform::fromTranslate(s.pos.x(), s.pos.y()) * view,
            [&s](QPainter *p) { DiagramPainter::paintSwitch(p, s.card, s.marks); });
    for (const PlacedNote &n : m_notes)
        part(QTransform::fromTranslate(n.pos.x(), n.pos.y()) * view,
            [&n](QPainter *p) { DiagramPainter::paintNote(p, n.text, false); });
    if (!m_key.empty())
        part(QTransform() * view,
            [this](QPainter *p) { DiagramPainter::paintKey(p, m_keyAt, DiagramStyle::keyTitle(), m_key, m_keyFont); });
    painter.restore();
    painter.end();
    return image;
}

Design DiagramDrawing::clusterDesign(const Design &design, const Cluster &cluster)
{
    // The members, the switches they are cabled to with only those ports,
    // and the cables between them; subnets stay, so colours match the whole.
    Design part;
    part.meta = design.meta;
    part.platform = design.platform;
    part.qos = design.qos;
    part.subnets = design.subnets;
    std::set<QString> adapters;
    for (const QString &id : cluster.members)
        if (const Node *n = design.node(id)) {
            part.nodes.push_back(*n);
            for (const Adapter &a : n->adapters)
                adapters.insert(a.id);
        }
    std::set<QString> ports;
    for (const Link &l : design.links)
        if (adapters.count(l.a) || adapters.count(l.b)) {
            part.links.push_back(l);
            ports.insert(adapters.count(l.a) ? l.b : l.a);
        }
    for (const Switch &sw : design.switches) {
        Switch kept = sw;
        kept.ports.clear();
        for (const SwitchPort &p : sw.ports)
            if (ports.count(p.id))
                kept.ports.push_back(p);
        if (!kept.ports.empty())
            part.switches.push_back(kept);
    }
    return part;
}

std::map<QString, QPolygonF> DiagramDrawing::cablePaths() const
{
    std::map<QString, QPolygonF> paths;
    for (const Cable &c : m_cables)
        if (c.visible)
            paths[c.id] = c.route.isEmpty() ? QPolygonF(QList<QPointF>{c.line.p1(), c.line.p2()}) : c.route;
    return paths;
}

std::map<QString, QRectF> DiagramDrawing::cardRects() const
{
    std::map<QString, QRectF> rects;
    for (const PlacedNode &n : m_nodes)
        rects[n.card.id()] = n.card.rect().translated(n.pos);
    for (const PlacedSwitch &s : m_switches)
        rects[s.card.id()] = s.card.rect().translated(s.pos);
    return rects;
}

std::map<QString, QPointF> DiagramDrawing::handles() const
{
    std::map<QString, QPointF> handles;
    for (const PlacedNode &n : m_nodes)
        for (const NodeCard::Port &p : n.card.ports())
            handles[p.id] = n.pos + p.position;
    for (const PlacedSwitch &s : m_switches)
        for (const SwitchCard::Port &p : s.card.ports())
            handles[p.id] = s.pos + p.position;
    return handles;
}

std::map<QString, QSizeF> DiagramDrawing::cardSizes(const Design &design)
{
    std::map<QString, QSizeF> sizes;
    for (const Node &n : design.nodes)
        sizes[n.id] = NodeCard(n).rect().size();
    for (const Switch &s : design.switches)
        sizes[s.id] = SwitchCard(s).rect().size();
    return sizes;
}

} // namespace hvnet

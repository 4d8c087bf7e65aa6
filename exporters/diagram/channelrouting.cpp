#include "channelrouting.h"

#include <QLineF>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <tuple>
#include <unordered_map>

namespace hvnet {

namespace {

// How far from a card's edge the lane along it runs, at most: the middle of
// the band between two rows laid out by AutoLayout (90 apart).
constexpr qreal laneReach = 45;
// The channel beside a card at the end of a row: this far from its edge.
constexpr qreal sideReach = 24;

// The cards in square buckets, for the runs a cable tries.
class CardIndex
{
public:
    explicit CardIndex(const std::vector<QRectF> &cards) : m_cards(cards)
    {
        for (int i = 0; i < int(cards.size()); ++i) {
            const QRectF &c = cards[std::size_t(i)];
            for (int x = cellOf(c.left()); x <= cellOf(c.right()); ++x)
                for (int y = cellOf(c.top()); y <= cellOf(c.bottom()); ++y)
                    m_buckets[key(x, y)].push_back(i);
        }
    }

    const QRectF &card(int i) const { return m_cards[std::size_t(i)]; }

    // The card a vertical run at x from y0 towards y1 meets first (its
    // inside; touching an edge is not meeting it), or -1.
    int firstOnVertical(qreal x, qreal y0, qreal y1) const
    {
        const qreal lo = std::min(y0, y1);
        const qreal hi = std::max(y0, y1);
        const bool down = y1 > y0;
        int best = -1;
        qreal bestEdge = 0;
        const int cx = cellOf(x);
        for (int cy = cellOf(lo); cy <= cellOf(hi); ++cy) {
            const auto it = m_buckets.find(key(cx, cy));
            if (it == m_buckets.end())
                continue;
            for (const int i : it->second) {
                const QRectF inside = card(i).adjusted(1, 1, -1, -1);
                if (!(inside.left() < x && x < inside.right() && lo < inside.bottom() && hi > inside.top()))
                    continue;
                const qreal edge = down ? inside.top() : -inside.bottom();
                if (best < 0 || edge < bestEdge || (edge == bestEdge && i < best)) {
                    best = i;
                    bestEdge = edge;
                }
            }
        }
        return best;
    }

    bool clearVertical(qreal x, qreal y0, qreal y1) const { return firstOnVertical(x, y0, y1) < 0; }

    bool clearHorizontal(qreal y, qreal x0, qreal x1) const
    {
        const qreal lo = std::min(x0, x1);
        const qreal hi = std::max(x0, x1);
        const int cy = cellOf(y);
        for (int cx = cellOf(lo); cx <= cellOf(hi); ++cx) {
            const auto it = m_buckets.find(key(cx, cy));
            if (it == m_buckets.end())
                continue;
            for (const int i : it->second) {
                const QRectF inside = card(i).adjusted(1, 1, -1, -1);
                if (inside.top() < y && y < inside.bottom() && lo < inside.right() && hi > inside.left())
                    return false;
            }
        }
        return true;
    }

    // How much room there is beyond one edge of a card up to the next card
    // that overlaps it across that edge, at most `limit`.
    qreal roomBeyond(const QRectF &c, Qt::Edge edge, qreal limit) const
    {
        const bool vertical = edge == Qt::TopEdge || edge == Qt::BottomEdge;
        QRectF probe;
        switch (edge) {
        case Qt::TopEdge: probe = QRectF(c.left(), c.top() - limit, c.width(), limit); break;
        case Qt::BottomEdge: probe = QRectF(c.left(), c.bottom(), c.width(), limit); break;
        case Qt::LeftEdge: probe = QRectF(c.left() - limit, c.top(), limit, c.height()); break;
        case Qt::RightEdge: probe = QRectF(c.right(), c.top(), limit, c.height()); break;
        }
        qreal room = limit;
        for (int x = cellOf(probe.left()); x <= cellOf(probe.right()); ++x)
            for (int y = cellOf(probe.top()); y <= cellOf(probe.bottom()); ++y) {
                const auto it = m_buckets.find(key(x, y));
                if (it == m_buckets.end())
                    continue;
                for (const int i : it->second) {
                    const QRectF o = card(i).adjusted(1, 1, -1, -1);
                    const bool overlaps = vertical ? (o.left() < c.right() - 1 && o.right() > c.left() + 1)
                                                   : (o.top() < c.bottom() - 1 && o.bottom() > c.top() + 1);
                    if (!overlaps)
                        continue;
                    qreal gap = -1;
                    switch (edge) {
                    case Qt::TopEdge: gap = c.top() - card(i).bottom(); break;
                    case Qt::BottomEdge: gap = card(i).top() - c.bottom(); break;
                    case Qt::LeftEdge: gap = c.left() - card(i).right(); break;
                    case Qt::RightEdge: gap = card(i).left() - c.right(); break;
                    }
                    if (gap >= 0)
                        room = std::min(room, gap);
                }
            }
        return room;
    }

private:
    static constexpr qreal cell = 256;
    static int cellOf(qreal v) { return int(std::floor(v / cell)); }
    static quint64 key(int x, int y) { return (quint64(quint32(x)) << 32) | quint32(y); }

    const std::vector<QRectF> &m_cards;
    std::unordered_map<quint64, std::vector<int>> m_buckets;
};

// The lane along a card's top (dir -1) or bottom (dir 1) edge: the middle of
// the band to the next row, no further than laneReach.
qreal laneBeside(const CardIndex &index, const QRectF &card, qreal dir)
{
    const qreal room = index.roomBeyond(card, dir > 0 ? Qt::BottomEdge : Qt::TopEdge, 2 * laneReach);
    const qreal reach = std::max(6.0, room / 2);
    return dir > 0 ? card.bottom() + reach : card.top() - reach;
}

QPolygonF simplified(const QPolygonF &path)
{
    QPolygonF out;
    for (const QPointF &p : path) {
        if (!out.isEmpty() && QLineF(out.back(), p).length() < 0.01)
            continue;
        if (out.size() >= 2) {
            const QPointF &a = out[out.size() - 2];
            const QPointF &b = out.back();
            const bool sameX = std::abs(a.x() - b.x()) < 0.01 && std::abs(b.x() - p.x()) < 0.01;
            const bool sameY = std::abs(a.y() - b.y()) < 0.01 && std::abs(b.y() - p.y()) < 0.01;
            if (sameX || sameY) {
                out.back() = p;
                continue;
            }
        }
        out << p;
    }
    return out;
}

// The cable's path along the channels' middles, before tracks are given.
QPolygonF walk(const ChannelRouting::Cable &c, const CardIndex &index)
{
    const qreal aOut = c.aDown ? 1 : -1;
    const qreal bOut = c.bDown ? 1 : -1;
    const qreal yA = laneBeside(index, c.aCard, aOut);
    const qreal yB = laneBeside(index, c.bCard, bOut);
    QPolygonF path({c.a, QPointF(c.a.x(), yA)});
    QPointF at(c.a.x(), yA);
    for (int step = 0; step < 48; ++step) {
        // Down this column to the far lane, then along it.
        if (index.clearVertical(at.x(), at.y(), yB) && index.clearHorizontal(yB, at.x(), c.b.x())) {
            path << QPointF(at.x(), yB) << QPointF(c.b.x(), yB) << c.b;
            return simplified(path);
        }
        // Along this band to the far handle's column, then into it.
        if (index.clearHorizontal(at.y(), at.x(), c.b.x()) && index.clearVertical(c.b.x(), at.y(), yB)) {
            path << QPointF(c.b.x(), at.y()) << c.b;
            return simplified(path);
        }
        const int blocking = index.firstOnVertical(at.x(), at.y(), yB);
        if (blocking < 0)
            break;
        const QRectF &card = index.card(blocking);
        const qreal dir = yB > at.y() ? 1 : -1;
        // To the lane before the card in the way (not back).
        const qreal stop = laneBeside(index, card, -dir);
        if ((stop - at.y()) * dir > 0.01) {
            path << QPointF(at.x(), stop);
            at.setY(stop);
        }
        // Sideways to the gap beside it nearer the far handle.
        const qreal left = card.left() - std::min(sideReach, index.roomBeyond(card, Qt::LeftEdge, 2 * sideReach) / 2);
        const qreal right
            = card.right() + std::min(sideReach, index.roomBeyond(card, Qt::RightEdge, 2 * sideReach) / 2);
        const bool leftFirst = std::abs(left - c.b.x()) <= std::abs(right - c.b.x());
        bool moved = false;
        for (const qreal x : {leftFirst ? left : right, leftFirst ? right : left})
            if (index.clearHorizontal(at.y(), at.x(), x)) {
                path << QPointF(x, at.y());
                at.setX(x);
                moved = true;
                break;
            }
        if (!moved)
            break;
    }
    // Boxed in: straight through to the far lane.
    path << QPointF(at.x(), yB) << QPointF(c.b.x(), yB) << c.b;
    return simplified(path);
}

} // namespace

namespace {

using Segment = ChannelRouting::Segment;
using ChannelKey = ChannelRouting::ChannelKey;

// The runs of a cable's path between the first and the last (those sit on
// their handles' columns), each with its channel: orientation and place
// across it.
template <typename Add> void forEachRun(const QPolygonF &p, int cable, Add add)
{
    for (int s = 1; s + 2 < p.size(); ++s) {
        const QPointF &u = p[s];
        const QPointF &v = p[s + 1];
        const bool horizontal = std::abs(u.y() - v.y()) < 0.01;
        const qreal across = horizontal ? u.y() : u.x();
        const qreal a = horizontal ? u.x() : u.y();
        const qreal b = horizontal ? v.x() : v.y();
        add(ChannelKey{horizontal, qRound64(across * 4)}, Segment{cable, s, std::min(a, b), std::max(a, b)});
    }
}

// Tracks in one channel by the left-edge algorithm: each run on the lowest
// track free over its stretch, the tracks spread round the channel's middle.
void giveTracks(std::vector<Segment> &segments, std::vector<std::vector<qreal>> &offsets)
{
    std::sort(segments.begin(), segments.end(), [](const Segment &l, const Segment &r) {
        return std::tie(l.from, l.to, l.cable, l.index) < std::tie(r.from, r.to, r.cable, r.index);
    });
    std::vector<qreal> trackEnds;
    std::vector<int> track(segments.size());
    for (std::size_t k = 0; k < segments.size(); ++k) {
        int t = 0;
        while (t < int(trackEnds.size()) && trackEnds[std::size_t(t)] > segments[k].from - 2)
            ++t;
        if (t == int(trackEnds.size()))
            trackEnds.push_back(0);
        trackEnds[std::size_t(t)] = segments[k].to;
        track[k] = t;
    }
    const int count = int(trackEnds.size());
    const qreal gap
        = count > 1 ? std::min(ChannelRouting::trackGap, 2 * ChannelRouting::channelHalfWidth / (count - 1)) : 0;
    for (std::size_t k = 0; k < segments.size(); ++k)
        offsets[std::size_t(segments[k].cable)][std::size_t(segments[k].index)] = (track[k] - (count - 1) / 2.0) * gap;
}

std::vector<qreal> noOffsets(const QPolygonF &middle)
{
    return std::vector<qreal>(std::size_t(std::max<qsizetype>(0, middle.size() - 1)), 0.0);
}

// A path along the channels' middles moved onto its tracks: a corner takes
// its x from the vertical run through it and its y from the horizontal one.
QPolygonF onTracks(const QPolygonF &middle, const std::vector<qreal> &offsets)
{
    QPolygonF p = middle;
    for (int v = 1; v + 1 < p.size(); ++v)
        for (const int s : {v - 1, v}) {
            const bool horizontal = std::abs(middle[s].y() - middle[s + 1].y()) < 0.01;
            const qreal shift = offsets[std::size_t(s)];
            if (horizontal)
                p[v].setY(middle[v].y() + shift);
            else
                p[v].setX(middle[v].x() + shift);
        }
    return p;
}

// Every channel's tracks from scratch.
std::vector<QPolygonF> withTracks(const std::vector<QPolygonF> &middles,
    std::map<ChannelKey, std::vector<Segment>> &channels, std::vector<std::vector<qreal>> &offsets)
{
    channels.clear();
    offsets.clear();
    offsets.reserve(middles.size());
    for (std::size_t i = 0; i < middles.size(); ++i) {
        forEachRun(middles[i], int(i), [&channels](const ChannelKey &key, const Segment &s) { channels[key].push_back(s); });
        offsets.push_back(noOffsets(middles[i]));
    }
    for (auto &[key, segments] : channels)
        giveTracks(segments, offsets);
    std::vector<QPolygonF> paths;
    paths.reserve(middles.size());
    for (std::size_t i = 0; i < middles.size(); ++i)
        paths.push_back(onTracks(middles[i], offsets[i]));
    return paths;
}

bool sameEnds(const ChannelRouting::Cable &l, const ChannelRouting::Cable &r)
{
    return l.a == r.a && l.b == r.b && l.aDown == r.aDown && l.bDown == r.bDown && l.aCard == r.aCard
        && l.bCard == r.bCard;
}

} // namespace

std::vector<QPolygonF> ChannelRouting::route(const std::vector<Cable> &cables, const std::vector<QRectF> &cards)
{
    const CardIndex index(cards);
    std::vector<QPolygonF> paths;
    paths.reserve(cables.size());
    for (const Cable &c : cables)
        paths.push_back(walk(c, index));
    std::map<ChannelKey, std::vector<Segment>> channels;
    std::vector<std::vector<qreal>> offsets;
    return withTracks(paths, channels, offsets);
}

std::vector<QPolygonF> ChannelRouting::route(const std::vector<QString> &cableIds, const std::vector<Cable> &cables,
    const std::vector<QString> &cardIds, const std::vector<QRectF> &cards)
{
    // The cards that moved, came or went: where they were and are.
    std::vector<QRectF> changed;
    QHash<QString, QRectF> now;
    now.reserve(qsizetype(cards.size()));
    for (std::size_t i = 0; i < cards.size(); ++i) {
        now.insert(cardIds[i], cards[i]);
        const auto it = m_cards.constFind(cardIds[i]);
        if (it == m_cards.constEnd()) {
            changed.push_back(cards[i]);
        } else if (*it != cards[i]) {
            changed.push_back(*it);
            changed.push_back(cards[i]);
        }
    }
    if (now.size() != m_cards.size() || !changed.empty())
        for (auto it = m_cards.cbegin(); it != m_cards.cend(); ++it)
            if (!now.contains(it.key()))
                changed.push_back(*it);
    m_cards = now;
    m_cardOrder = cardIds;
    if (cableIds != m_lastIds) {
        // Cables came, went or changed places: remembered afresh, and every
        // channel's tracks given afresh.
        QHash<QString, Entry> entries;
        entries.reserve(qsizetype(cables.size()));
        std::vector<QPolygonF> middles = walkAll(cableIds, cables, cards, changed);
        for (std::size_t i = 0; i < cables.size(); ++i)
            entries.insert(cableIds[i], {cables[i], middles[i]});
        m_entries = std::move(entries);
        m_lastIds = cableIds;
        m_lastPaths = withTracks(middles, m_channels, m_offsets);
        m_lastMiddles = std::move(middles);
        return m_lastPaths;
    }
    retrack(walkAll(cableIds, cables, cards, changed));
    return m_lastPaths;
}

std::optional<std::vector<std::size_t>> ChannelRouting::update(
    const QHash<QString, Cable> &cables, const QHash<QString, QRectF> &cards)
{
    std::vector<QRectF> changed;
    for (auto it = cards.cbegin(); it != cards.cend(); ++it) {
        const auto was = m_cards.find(it.key());
        if (was == m_cards.end())
            return std::nullopt; // a card that came: route() with everything
        if (*was != it.value()) {
            changed.push_back(*was);
            changed.push_back(it.value());
            *was = it.value();
        }
    }
    std::vector<QRectF> rects;
    rects.reserve(m_cardOrder.size());
    for (const QString &id : m_cardOrder)
        rects.push_back(m_cards.value(id));
    std::vector<Cable> all;
    all.reserve(m_lastIds.size());
    for (const QString &id : m_lastIds) {
        const auto given = cables.constFind(id);
        if (given != cables.constEnd()) {
            all.push_back(*given);
            continue;
        }
        const auto known = m_entries.constFind(id);
        if (known == m_entries.constEnd())
            return std::nullopt;
        all.push_back(known->ends);
    }
    for (auto it = cables.cbegin(); it != cables.cend(); ++it)
        if (!m_entries.contains(it.key()))
            return std::nullopt; // a cable that came: route() with everything
    return retrack(walkAll(m_lastIds, all, rects, changed));
}

std::vector<QPolygonF> ChannelRouting::walkAll(const std::vector<QString> &cableIds, const std::vector<Cable> &cables,
    const std::vector<QRectF> &cards, std::vector<QRectF> changed)
{
    // A card changes the lanes and gaps up to two bands away.
    for (QRectF &r : changed)
        r.adjust(-2 * laneReach, -2 * laneReach, 2 * laneReach, 2 * laneReach);
    std::unique_ptr<CardIndex> index;
    std::vector<QPolygonF> middles;
    middles.reserve(cables.size());
    m_walked = 0;
    for (std::size_t i = 0; i < cables.size(); ++i) {
        const auto it = m_entries.find(cableIds[i]);
        bool keep = it != m_entries.end() && sameEnds(it->ends, cables[i]);
        if (keep && !changed.empty()) {
            const QRectF around = it->middle.boundingRect().adjusted(-1, -1, 1, 1);
            keep = std::none_of(changed.begin(), changed.end(), [&around](const QRectF &r) { return r.intersects(around); });
        }
        if (keep) {
            middles.push_back(it->middle);
            continue;
        }
        if (!index)
            index = std::make_unique<CardIndex>(cards);
        middles.push_back(walk(cables[i], *index));
        ++m_walked;
        if (it != m_entries.end())
            *it = {cables[i], middles.back()};
    }
    return middles;
}

std::vector<std::size_t> ChannelRouting::retrack(std::vector<QPolygonF> middles)
{
    // The same cables as the last call, some walked again (a card moved):
    // tracks are given again only in the channels their runs left or
    // entered, and only the cables with a run there get new paths; the rest
    // keep theirs. The tracks in a channel depend on its runs alone, so
    // this gives what routing everything afresh gives.
    std::vector<char> moved(middles.size(), 0);
    std::map<ChannelKey, std::vector<Segment>> entering;
    std::set<ChannelKey> affected;
    for (std::size_t i = 0; i < middles.size(); ++i) {
        if (middles[i] == m_lastMiddles[i])
            continue;
        moved[i] = 1;
        forEachRun(m_lastMiddles[i], int(i), [&affected](const ChannelKey &key, const Segment &) { affected.insert(key); });
        forEachRun(middles[i], int(i), [&](const ChannelKey &key, const Segment &s) {
            affected.insert(key);
            entering[key].push_back(s);
        });
        m_offsets[i] = noOffsets(middles[i]);
        m_lastMiddles[i] = std::move(middles[i]);
    }
    std::vector<char> replace = moved;
    for (const ChannelKey &key : affected) {
        std::vector<Segment> &segments = m_channels[key];
        segments.erase(std::remove_if(segments.begin(), segments.end(),
                           [&moved](const Segment &s) { return moved[std::size_t(s.cable)] != 0; }),
            segments.end());
        if (const auto it = entering.find(key); it != entering.end())
            segments.insert(segments.end(), it->second.begin(), it->second.end());
        if (segments.empty()) {
            m_channels.erase(key);
            continue;
        }
        giveTracks(segments, m_offsets);
        for (const Segment &s : segments)
            replace[std::size_t(s.cable)] = 1;
    }
    std::vector<std::size_t> replaced;
    for (std::size_t i = 0; i < m_lastMiddles.size(); ++i)
        if (replace[i]) {
            QPolygonF path = onTracks(m_lastMiddles[i], m_offsets[i]);
            if (path != m_lastPaths[i]) {
                m_lastPaths[i] = std::move(path);
                replaced.push_back(i);
            }
        }
    return replaced;
}

} // namespace hvnet

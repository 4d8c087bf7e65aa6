#pragma once

#include <QHash>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <map>
#include <optional>
#include <utility>
#include <vector>

namespace hvnet {

// Orthogonal routing of the cables between servers and switches, through the
// channels between the cards: a cable leaves its handle away from the card,
// runs along the band between two rows of cards to the gap between two
// columns, down (or up) that gap, and along the band outside the far card to
// its handle. Where a gap is closed by a card further on, it jogs along the
// band above that card to the next gap. Cables sharing a stretch of a channel
// are given tracks side by side (the left-edge algorithm of channel routing),
// close enough to read as one bundle and apart enough to tell their colours.
//
// Cost: each cable walks past the cards it meets (a grid of buckets finds
// them), so a design of n cables costs about n times the rows it crosses;
// the tracks are a sort per channel. The same cables and cards give the same
// paths.
class ChannelRouting
{
public:
    struct Cable {
        QPointF a; // a handle on the edge of aCard
        bool aDown = true; // the handle is on the card's bottom edge
        QPointF b;
        bool bDown = true;
        QRectF aCard;
        QRectF bCard;
    };
    // How far apart cables on neighbouring tracks run, at most, and how much
    // of a channel the tracks may fill.
    static constexpr qreal trackGap = 3.5;
    static constexpr qreal channelHalfWidth = 18;

    // The path of each cable, in their order; cards: every drawn card.
    static std::vector<QPolygonF> route(const std::vector<Cable> &cables, const std::vector<QRectF> &cards);

    // The same paths, remembered between calls (the canvas, edit after
    // edit): a cable is walked again only when its ends moved or a card
    // that moved, came or went lies near its path; the tracks are given
    // again only when some path changed. ids name the cables and cards.
    std::vector<QPolygonF> route(const std::vector<QString> &cableIds, const std::vector<Cable> &cables,
        const std::vector<QString> &cardIds, const std::vector<QRectF> &cards);
    // After route(): only these cables' ends and these cards changed (a card
    // moved, its handles with it), by id; every other cable and card is as
    // the last call saw it. The same paths as route() given everything,
    // without gathering everything: the indices, in cableIds(), of the
    // cables whose path changed (paths() holds them all). Nothing when a
    // cable or card is new to it: then route() with everything.
    std::optional<std::vector<std::size_t>> update(const QHash<QString, Cable> &cables, const QHash<QString, QRectF> &cards);
    const std::vector<QString> &cableIds() const { return m_lastIds; }
    bool knows(const QString &cableId) const { return m_entries.contains(cableId); }
    const std::vector<QPolygonF> &paths() const { return m_lastPaths; }

    // Whether the last call routed this cable between these ends, and saw
    // this card where it is: an edit that leaves both (a rename) needs no
    // routing.
    bool isCurrent(const QString &cableId, const Cable &cable) const
    {
        const auto it = m_entries.constFind(cableId);
        return it != m_entries.constEnd() && it->ends.a == cable.a && it->ends.b == cable.b
            && it->ends.aDown == cable.aDown && it->ends.bDown == cable.bDown && it->ends.aCard == cable.aCard
            && it->ends.bCard == cable.bCard;
    }
    bool isCurrentCard(const QString &cardId, const QRectF &rect) const
    {
        const auto it = m_cards.constFind(cardId);
        return it != m_cards.constEnd() && *it == rect;
    }
    // How many cables the last call walked (for tests and benchmarks).
    int walked() const { return m_walked; }

    // A run of a cable's path in a channel (the router's own bookkeeping).
    struct Segment {
        int cable; // its index
        int index; // of the run in the cable's path
        qreal from, to; // along the channel
    };
    // A channel: horizontal or not, and where across (in quarter units).
    using ChannelKey = std::pair<bool, qint64>;

private:
    // Each cable's path along the channels' middles, walked again where its
    // ends or the cards near it (`changed`: where they were and are) moved.
    std::vector<QPolygonF> walkAll(const std::vector<QString> &cableIds, const std::vector<Cable> &cables,
        const std::vector<QRectF> &cards, std::vector<QRectF> changed);
    // The tracks given again where runs changed (same cables as last time).
    std::vector<std::size_t> retrack(std::vector<QPolygonF> middles);

    struct Entry {
        Cable ends;
        QPolygonF middle; // along the channels' middles
    };
    QHash<QString, Entry> m_entries;
    QHash<QString, QRectF> m_cards;
    std::vector<QString> m_cardOrder; // as route() was given them
    std::vector<QString> m_lastIds;
    std::vector<QPolygonF> m_lastPaths;
    std::vector<QPolygonF> m_lastMiddles;
    std::map<ChannelKey, std::vector<Segment>> m_channels; // the runs in each
    std::vector<std::vector<qreal>> m_offsets; // by cable, by run
    int m_walked = 0;
};

} // namespace hvnet

#include "autolayout.h"

#include <QHash>
#include <QPointF>
#include <QSet>

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace hvnet {

namespace {
constexpr qreal columnGap = 48;
constexpr qreal rowGap = 90;
constexpr qreal blockGap = 110;
constexpr qreal tierGap = 220;

struct Item {
    QString id;
    int tier = 0;
    int group = 0; // cluster block within the tier
    QSizeF size;
    qreal order = 0; // position within the tier, refined by the sweeps
    std::vector<int> peers; // indices of items cabled to this one
};

int tierOf(const Node &node)
{
    return node.role == NodeRole::SofsNode || node.role == NodeRole::S2dNode ? 2 : 0;
}

std::vector<Item> collect(const Design &design, const QSet<QString> *only, const AutoLayout::SizeOf &sizeOf)
{
    std::vector<Item> items;
    QHash<QString, int> index; // node, switch, adapter and port id -> item
    QHash<QString, int> clusterOf;
    for (std::size_t c = 0; c < design.clusters.size(); ++c)
        for (const QString &m : design.clusters[c].members)
            if (!clusterOf.contains(m))
                clusterOf.insert(m, int(c) + 1);
    // S2D nodes without Hyper-V hosts are the compute tier themselves.
    const bool anyHost = std::any_of(design.nodes.begin(), design.nodes.end(),
        [](const Node &n) { return n.role == NodeRole::HyperVHost || n.role == NodeRole::Other; });
    for (const Node &n : design.nodes) {
        if (only && !only->contains(n.id))
            continue;
        const int i = int(items.size());
        const int tier = n.role == NodeRole::S2dNode && !anyHost ? 0 : tierOf(n);
        items.push_back({n.id, tier, clusterOf.value(n.id, 0), sizeOf(n.id), qreal(i), {}});
        index.insert(n.id, i);
        for (const Adapter &a : n.adapters)
            index.insert(a.id, i);
    }
    for (const Switch &s : design.switches) {
        if (only && !only->contains(s.id))
            continue;
        const int i = int(items.size());
        items.push_back({s.id, 1, 0, sizeOf(s.id), qreal(i), {}});
        index.insert(s.id, i);
        for (const SwitchPort &p : s.ports)
            index.insert(p.id, i);
    }
    for (const Link &l : design.links) {
        const int a = index.value(l.a, -1);
        const int b = index.value(l.b, -1);
        if (a < 0 || b < 0 || a == b)
            continue;
        items[std::size_t(a)].peers.push_back(b);
        items[std::size_t(b)].peers.push_back(a);
    }
    return items;
}

// Orders each tier by the mean order of its cabled neighbours, a few sweeps
// down and up; items keep their cluster block together, and blocks are
// ordered by their members' mean.
void sweep(std::vector<Item> &items)
{
    std::array<std::vector<int>, 3> tiers;
    for (std::size_t i = 0; i < items.size(); ++i)
        tiers[std::size_t(items[i].tier)].push_back(int(i));
    const auto renumber = [&](std::vector<int> &tier) {
        for (std::size_t k = 0; k < tier.size(); ++k)
            items[std::size_t(tier[k])].order = qreal(k);
    };
    const auto reorder = [&](std::vector<int> &tier, int neighbourTier) {
        QHash<int, std::pair<qreal, int>> groupMean;
        std::vector<qreal> key(items.size(), 0);
        for (int i : tier) {
            const Item &item = items[std::size_t(i)];
            qreal sum = 0;
            int count = 0;
            for (int p : item.peers)
                if (items[std::size_t(p)].tier == neighbourTier) {
                    sum += items[std::size_t(p)].order;
                    ++count;
                }
            key[std::size_t(i)] = count ? sum / count : item.order;
            auto &[gsum, gcount] = groupMean[item.group];
            gsum += key[std::size_t(i)];
            ++gcount;
        }
        std::stable_sort(tier.begin(), tier.end(), [&](int a, int b) {
            const Item &ia = items[std::size_t(a)];
            const Item &ib = items[std::size_t(b)];
            if (ia.group != ib.group) {
                const auto ga = groupMean.value(ia.group);
                const auto gb = groupMean.value(ib.group);
                const qreal ma = ga.first / ga.second;
                const qreal mb = gb.first / gb.second;
                // Unclustered nodes (group 0) come after the clusters.
                if ((ia.group == 0) != (ib.group == 0))
                    return ib.group == 0;
                return ma != mb ? ma < mb : ia.group < ib.group;
            }
            return key[std::size_t(a)] < key[std::size_t(b)];
        });
        renumber(tier);
    };
    // First the clusters come together in file order, then the sweeps.
    for (auto &tier : tiers)
        std::stable_sort(tier.begin(), tier.end(), [&](int a, int b) {
            const int ga = items[std::size_t(a)].group;
            const int gb = items[std::size_t(b)].group;
            if ((ga == 0) != (gb == 0))
                return gb == 0;
            return ga < gb;
        });
    for (auto &tier : tiers)
        renumber(tier);
    for (int round = 0; round < 3; ++round) {
        reorder(tiers[1], 0);
        reorder(tiers[0], 1);
        reorder(tiers[2], 1);
        reorder(tiers[1], 2);
    }
}

std::map<QString, Point> place(std::vector<Item> &items, qreal top)
{
    sweep(items);
    std::map<QString, Point> out;
    std::array<std::vector<int>, 3> tiers;
    for (std::size_t i = 0; i < items.size(); ++i)
        tiers[std::size_t(items[i].tier)].push_back(int(i));
    qreal widest = 0;
    struct Placed {
        int item;
        QPointF pos;
    };
    std::array<std::vector<Placed>, 3> placed;
    std::array<qreal, 3> heights{};
    std::array<qreal, 3> widths{};
    for (std::size_t t = 0; t < 3; ++t) {
        auto &tier = tiers[t];
        std::sort(tier.begin(), tier.end(),
            [&](int a, int b) { return items[std::size_t(a)].order < items[std::size_t(b)].order; });
        if (tier.empty())
            continue;
        qreal cell = 0;
        qreal cellHeight = 0;
        for (int i : tier) {
            cell = std::max(cell, items[std::size_t(i)].size.width() + columnGap);
            cellHeight = std::max(cellHeight, items[std::size_t(i)].size.height() + rowGap);
        }
        // Blocks: consecutive items of one group.
        std::vector<std::pair<std::size_t, std::size_t>> blocks;
        for (std::size_t k = 0; k < tier.size(); ++k) {
            if (k == 0 || items[std::size_t(tier[k])].group != items[std::size_t(tier[k - 1])].group
                || items[std::size_t(tier[k])].group == 0)
                blocks.push_back({k, k + 1});
            else
                blocks.back().second = k + 1;
        }
        // Unclustered items share one block.
        std::vector<std::pair<std::size_t, std::size_t>> merged;
        for (const auto &b : blocks) {
            const bool loose = items[std::size_t(tier[b.first])].group == 0;
            if (loose && !merged.empty() && items[std::size_t(tier[merged.back().first])].group == 0)
                merged.back().second = b.second;
            else
                merged.push_back(b);
        }
        const qreal n = qreal(tier.size());
        const qreal maxWidth = std::max(8.0, std::ceil(1.5 * std::sqrt(n))) * cell;
        qreal x = 0;
        qreal y = 0;
        qreal rowHeight = 0;
        for (const auto &[first, last] : merged) {
            const qreal count = qreal(last - first);
            // Switches and small blocks stay in one line; large clusters make
            // a square-ish block.
            qreal columns = t == 1 ? count : std::min(count, std::max(4.0, std::ceil(std::sqrt(count * 2))));
            columns = std::min(columns, std::max(1.0, std::floor(maxWidth / cell)));
            const qreal blockWidth = columns * cell - columnGap;
            const qreal blockHeight = std::ceil(count / columns) * cellHeight - rowGap;
            if (x > 0 && x + blockWidth > maxWidth) {
                x = 0;
                y += rowHeight + blockGap;
                rowHeight = 0;
            }
            for (std::size_t k = first; k < last; ++k) {
                const qreal pos = qreal(k - first);
                const qreal col = std::fmod(pos, columns);
                const qreal row = std::floor(pos / columns);
                placed[t].push_back({tier[k], QPointF(x + col * cell, y + row * cellHeight)});
            }
            widths[t] = std::max(widths[t], x + blockWidth);
            x += blockWidth + blockGap;
            rowHeight = std::max(rowHeight, blockHeight);
        }
        heights[t] = y + rowHeight;
        widest = std::max(widest, widths[t]);
    }
    qreal y = top;
    for (std::size_t t = 0; t < 3; ++t) {
        if (placed[t].empty())
            continue;
        const qreal indent = std::round((widest - widths[t]) / 2);
        for (const Placed &p : placed[t])
            out[items[std::size_t(p.item)].id] = Point{p.pos.x() + indent, p.pos.y() + y};
        y += heights[t] + tierGap;
    }
    return out;
}
} // namespace

std::map<QString, Point> AutoLayout::compute(const Design &design, const SizeOf &sizeOf)
{
    std::vector<Item> items = collect(design, nullptr, sizeOf);
    return place(items, 0);
}

std::map<QString, Point> AutoLayout::completeMissing(
    const Design &design, const std::map<QString, Point> &placed, const SizeOf &sizeOf)
{
    QSet<QString> missing;
    qreal bottom = 0;
    bool anyPlaced = false;
    const auto consider = [&](const QString &id) {
        if (const auto it = placed.find(id); it != placed.end()) {
            bottom = std::max(bottom, it->second.y + sizeOf(id).height());
            anyPlaced = true;
        } else {
            missing.insert(id);
        }
    };
    for (const Node &n : design.nodes)
        consider(n.id);
    for (const Switch &s : design.switches)
        consider(s.id);
    if (missing.isEmpty())
        return {};
    std::vector<Item> items = collect(design, &missing, sizeOf);
    return place(items, anyPlaced ? bottom + tierGap : 0);
}

int AutoLayout::crossings(const Design &design, const std::map<QString, Point> &positions)
{
    // Each cable as a segment between its two objects' positions; two cables
    // cross when their ends swap order between the same pair of tiers.
    QHash<QString, QString> owner;
    for (const Node &n : design.nodes)
        for (const Adapter &a : n.adapters)
            owner.insert(a.id, n.id);
    for (const Switch &s : design.switches)
        for (const SwitchPort &p : s.ports)
            owner.insert(p.id, s.id);
    struct Segment {
        qreal upperY, upperX, lowerY, lowerX;
    };
    std::vector<Segment> segments;
    for (const Link &l : design.links) {
        const auto a = positions.find(owner.value(l.a));
        const auto b = positions.find(owner.value(l.b));
        if (a == positions.end() || b == positions.end() || a->second.y == b->second.y)
            continue;
        const Point &up = a->second.y < b->second.y ? a->second : b->second;
        const Point &down = a->second.y < b->second.y ? b->second : a->second;
        segments.push_back({up.y, up.x, down.y, down.x});
    }
    int count = 0;
    for (std::size_t i = 0; i < segments.size(); ++i)
        for (std::size_t j = i + 1; j < segments.size(); ++j) {
            const Segment &s = segments[i];
            const Segment &t = segments[j];
            if (s.upperY != t.upperY || s.lowerY != t.lowerY)
                continue;
            if ((s.upperX - t.upperX) * (s.lowerX - t.lowerX) < 0)
                ++count;
        }
    return count;
}

} // namespace hvnet

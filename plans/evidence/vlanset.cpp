#include "vlanset.h"

#include <algorithm>

namespace hvnet {

VlanSet::VlanSet(std::initializer_list<int> ids)
{
    for (int id : ids)
        insert(id);
}

VlanSet VlanSet::range(int first, int last)
{
    VlanSet set;
    set.insertRange(first, last);
    return set;
}

void VlanSet::insertRange(int first, int last)
{
    if (last < first)
        return;
    // The first range that ends at or after first - 1 (it may touch or
    // overlap the new one), and every range from there that starts at or
    // before last + 1, merge with it. The sums are taken in long long, so
    // INT_MIN and INT_MAX need no care.
    auto from = std::lower_bound(m_ranges.begin(), m_ranges.end(), first,
        [](const std::pair<int, int> &r, int value) { return static_cast<long long>(r.second) + 1 < value; });
    auto to = from;
    while (to != m_ranges.end() && static_cast<long long>(to->first) <= static_cast<long long>(last) + 1) {
        first = std::min(first, to->first);
        last = std::max(last, to->second);
        ++to;
    }
    from = m_ranges.erase(from, to);
    m_ranges.insert(from, {first, last});
}

void VlanSet::insert(const VlanSet &other)
{
    for (const auto &[first, last] : other.m_ranges)
        insertRange(first, last);
}

void VlanSet::eraseRange(int first, int last)
{
    if (last < first)
        return;
    // The ranges that overlap [first, last]: the first that ends at or after
    // first, up to the last that starts at or before last. What of them lies
    // outside stays, as at most one range before and one after.
    auto from = std::lower_bound(m_ranges.begin(), m_ranges.end(), first,
        [](const std::pair<int, int> &r, int value) { return r.second < value; });
    auto to = from;
    while (to != m_ranges.end() && to->first <= last)
        ++to;
    if (from == to)
        return;
    std::vector<std::pair<int, int>> kept;
    if (from->first < first)
        kept.emplace_back(from->first, first - 1);
    if (std::prev(to)->second > last)
        kept.emplace_back(last + 1, std::prev(to)->second);
    from = m_ranges.erase(from, to);
    m_ranges.insert(from, kept.begin(), kept.end());
}

void VlanSet::erase(const VlanSet &other)
{
    for (const auto &[first, last] : other.m_ranges)
        eraseRange(first, last);
}

bool VlanSet::contains(int id) const
{
    const auto it = std::lower_bound(
        m_ranges.begin(), m_ranges.end(), id, [](const std::pair<int, int> &r, int value) { return r.second < value; });
    return it != m_ranges.end() && it->first <= id;
}

std::size_t VlanSet::size() const
{
    std::size_t n = 0;
    for (const auto &[first, last] : m_ranges)
        n += std::size_t(static_cast<long long>(last) - first + 1);
    return n;
}

VlanSet::const_iterator &VlanSet::const_iterator::operator++()
{
    if (m_value < m_range->second) {
        ++m_value;
    } else {
        ++m_range;
        m_value = m_range != m_end ? m_range->first : 0;
    }
    return *this;
}

} // namespace hvnet

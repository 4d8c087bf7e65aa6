#pragma once

#include <cstddef>
#include <initializer_list>
#include <iterator>
#include <utility>
#include <vector>

namespace hvnet {

// The VLANs a switch port carries, kept as ranges: a trunk without an allowed
// list carries every VLAN, and that is one range (1-4094) instead of 4,094
// entries to build, copy and compare for each such port. It reads like the
// std::set<int> it replaces: insert, erase, count, iteration in ascending
// order (one VLAN at a time), size and equality by the VLANs it holds.
class VlanSet
{
public:
    // Every VLAN a trunk can carry.
    static constexpr int firstId = 1;
    static constexpr int lastId = 4094;

    VlanSet() = default;
    VlanSet(std::initializer_list<int> ids);
    template <typename It> VlanSet(It first, It last)
    {
        for (; first != last; ++first)
            insert(*first);
    }
    // first to last, both included; empty when last < first.
    static VlanSet range(int first, int last);
    static VlanSet all() { return range(firstId, lastId); }

    void insert(int id) { insertRange(id, id); }
    void insertRange(int first, int last);
    void insert(const VlanSet &other);
    void erase(int id) { eraseRange(id, id); }
    void eraseRange(int first, int last);
    void erase(const VlanSet &other);
    void clear() { m_ranges.clear(); }

    bool contains(int id) const;
    std::size_t count(int id) const { return contains(id) ? 1 : 0; }
    bool empty() const { return m_ranges.empty(); }
    std::size_t size() const;
    // The runs of consecutive VLANs, ascending, apart and not adjacent.
    const std::vector<std::pair<int, int>> &ranges() const { return m_ranges; }

    class const_iterator
    {
    public:
        using iterator_category = std::forward_iterator_tag;
        using value_type = int;
        using difference_type = std::ptrdiff_t;
        using pointer = const int *;
        using reference = int;

        const_iterator() = default;
        int operator*() const { return m_value; }
        const_iterator &operator++();
        const_iterator operator++(int)
        {
            const_iterator before = *this;
            ++*this;
            return before;
        }
        bool operator==(const const_iterator &other) const
        {
            return m_range == other.m_range && (m_range == m_end || m_value == other.m_value);
        }

    private:
        friend class VlanSet;
        using Ranges = std::vector<std::pair<int, int>>::const_iterator;
        const_iterator(Ranges range, Ranges end) : m_range(range), m_end(end), m_value(range != end ? range->first : 0)
        { }
        Ranges m_range;
        Ranges m_end;
        int m_value = 0;
    };
    using iterator = const_iterator;

    const_iterator begin() const { return {m_ranges.begin(), m_ranges.end()}; }
    const_iterator end() const { return {m_ranges.end(), m_ranges.end()}; }

    bool operator==(const VlanSet &other) const = default;

private:
    std::vector<std::pair<int, int>> m_ranges;
};

} // namespace hvnet

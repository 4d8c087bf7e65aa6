#include "addressallocator.h"

#include "design.h"
#include "ipv4.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <limits>
#include <map>
#include <optional>
#include <set>

namespace hvnet {

namespace {

// One translation context for this file, as lupdate sees it too.
struct AllocatorText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::AddressAllocator)
};

// Host numbers kept for a gateway and its first-hop redundancy partners
// (VRRP/HSRP use the first addresses by convention) in subnets with room.
constexpr int reservedHostNumbers = 10;
constexpr std::uint64_t roomForReserve = 126; // usable addresses of a /25

struct Space {
    std::uint32_t network = 0;
    std::uint64_t first = 0; // the usable range, as host numbers
    std::uint64_t last = 0;
};

// The plan of one allocation run over a design.
class Planner
{
public:
    explicit Planner(Design &design) : m_design(design)
    {
        for (const Subnet &s : design.subnets) {
            if (auto a = Ipv4Address::parse(s.gateway))
                m_used.insert(a->value());
            for (const QString &dns : s.dns) // a DNS server inside the subnet is taken too
                if (auto a = Ipv4Address::parse(dns))
                    m_used.insert(a->value());
            if (const auto prefix = Ipv4Prefix::parse(s.prefix)) {
                Space space;
                space.network = prefix->network().value();
                space.first = prefix->firstUsable()->value() - space.network;
                space.last = prefix->lastUsable()->value() - space.network;
                if (space.last - space.first + 1 >= roomForReserve)
                    space.first = std::max<std::uint64_t>(space.first, reservedHostNumbers + 1);
                m_spaces.insert(s.id, space);
            }
        }
        for (const Cluster &c : design.clusters)
            for (const QString &text : c.addresses)
                if (auto a = Ipv4Address::parse(text))
                    m_used.insert(a->value());
        for (const Switch &sw : design.switches) // a switch's keepalive address is taken too
            if (sw.redundancy)
                if (auto a = Ipv4Address::parse(sw.redundancy->keepalive))
                    m_used.insert(a->value());
        for (const Node &n : design.nodes) {
            for (const Interface &i : n.interfaces) {
                const auto a = Ipv4Address::parse(i.address);
                if (!a)
                    continue;
                m_used.insert(a->value());
                const auto space = m_spaces.constFind(i.subnet);
                if (space == m_spaces.constEnd() || a->value() < space->network)
                    continue;
                const std::uint64_t number = a->value() - space->network;
                if (number > space->last + 1)
                    continue; // outside the subnet: says nothing about the node's number
                if (!m_numbers.contains(n.id))
                    m_numbers.insert(n.id, number);
                noteRole(i.subnet, n.role, number);
            }
        }
    }

    AddressAllocator::Result fill()
    {
        AddressAllocator::Result result;
        for (Node &n : m_design.nodes) {
            std::vector<Interface *> missing;
            QStringList subnets;
            for (Interface &i : n.interfaces) {
                if (!i.address.isEmpty())
                    continue;
                const Subnet *subnet = m_design.subnet(i.subnet);
                if (!subnet) {
                    result.problems << QCoreApplication::translate(
                        "hvnet::AddressAllocator", "%1 / %2 is in no subnet, so no address was assigned")
                                           .arg(n.name, i.name);
                    continue;
                }
                if (!m_spaces.contains(subnet->id)) {
                    result.problems << QCoreApplication::translate(
                        "hvnet::AddressAllocator", "%1 / %2: subnet %3 has no valid prefix, so no address was assigned")
                                           .arg(n.name, i.name, subnet->name);
                    continue;
                }
                missing.push_back(&i);
                if (!subnets.contains(subnet->id))
                    subnets << subnet->id;
            }
            if (missing.empty())
                continue;
            std::optional<std::uint64_t> number;
            if (m_numbers.contains(n.id))
                number = m_numbers.value(n.id);
            else if ((number = commonNumber(n.role, subnets)))
                m_numbers.insert(n.id, *number);
            for (Interface *i : missing) {
                const Space &space = m_spaces[i->subnet];
                std::optional<std::uint64_t> chosen;
                if (number && isFree(space, *number))
                    chosen = number;
                else
                    chosen = lowestFree(i->subnet, space);
                if (!chosen) {
                    const Subnet *subnet = m_design.subnet(i->subnet);
                    result.problems << QCoreApplication::translate(
                        "hvnet::AddressAllocator", "%1 / %2: subnet %3 (%4) has no free address left")
                                           .arg(n.name, i->name, subnet->name, subnet->prefix);
                    continue;
                }
                const std::uint32_t address = space.network + std::uint32_t(*chosen);
                i->address = Ipv4Address(address).toString();
                m_used.insert(address);
                noteRole(i->subnet, n.role, *chosen);
                ++result.assigned;
            }
        }
        return result;
    }

private:
    bool isFree(const Space &space, std::uint64_t number) const
    {
        return number >= space.first && number <= space.last && !m_used.count(space.network + std::uint32_t(number));
    }

    void noteRole(const QString &subnet, NodeRole role, std::uint64_t number)
    {
        std::uint64_t &highest = m_roleHighest[subnet][role];
        highest = std::max(highest, number);
    }

    // A number free in every subnet: from the one after the highest of the
    // role's nodes in these subnets (a series continues), else from the
    // lowest allowed; then, if none is left above, from the lowest allowed.
    std::optional<std::uint64_t> commonNumber(NodeRole role, const QStringList &subnets) const
    {
        std::uint64_t lowest = 0;
        std::uint64_t highest = std::numeric_limits<std::uint64_t>::max();
        std::uint64_t start = 0;
        for (const QString &id : subnets) {
            const Space &space = m_spaces[id];
            lowest = std::max(lowest, space.first);
            highest = std::min(highest, space.last);
            if (const auto roles = m_roleHighest.find(id); roles != m_roleHighest.end())
                if (const auto it = roles->second.find(role); it != roles->second.end())
                    start = std::max(start, it->second + 1);
        }
        const auto search = [&](std::uint64_t from, std::uint64_t to) -> std::optional<std::uint64_t> {
            for (std::uint64_t n = from; n <= to; ++n)
                if (std::all_of(
                        subnets.begin(), subnets.end(), [&](const QString &id) { return isFree(m_spaces[id], n); }))
                    return n;
            return std::nullopt;
        };
        start = std::max(start, lowest);
        if (const auto n = search(start, highest))
            return n;
        return start > lowest ? search(lowest, start - 1) : std::nullopt;
    }

    std::optional<std::uint64_t> lowestFree(const QString &subnet, const Space &space)
    {
        // Numbers below the cursor are known taken: the used set only grows.
        std::uint64_t &cursor = m_cursor[subnet];
        cursor = std::max(cursor, space.first);
        while (cursor <= space.last && !isFree(space, cursor))
            ++cursor;
        return cursor <= space.last ? std::optional(cursor) : std::nullopt;
    }

    Design &m_design;
    std::set<std::uint32_t> m_used;
    QHash<QString, Space> m_spaces;
    QHash<QString, std::uint64_t> m_numbers; // node id -> its host number
    std::map<QString, std::map<NodeRole, std::uint64_t>> m_roleHighest; // subnet -> role -> highest number
    std::map<QString, std::uint64_t> m_cursor;
};

// An address moved from one prefix into another with the same host number,
// or nothing when it does not fit or is taken.
std::optional<Ipv4Address> moved(
    const Ipv4Address &address, const Ipv4Prefix &from, const Ipv4Prefix &to, const std::set<std::uint32_t> &used)
{
    const std::uint32_t number = address.value() - from.network().value();
    if (number >= to.size())
        return std::nullopt;
    const Ipv4Address candidate(to.network().value() + number);
    if (!to.isUsableHost(candidate) || used.count(candidate.value()))
        return std::nullopt;
    return candidate;
}

std::set<std::uint32_t> allAddresses(const Design &design)
{
    std::set<std::uint32_t> used;
    const auto add = [&used](const QString &text) {
        if (auto a = Ipv4Address::parse(text))
            used.insert(a->value());
    };
    for (const Subnet &s : design.subnets) {
        add(s.gateway);
        for (const QString &dns : s.dns)
            add(dns);
    }
    for (const Cluster &c : design.clusters)
        for (const QString &a : c.addresses)
            add(a);
    for (const Node &n : design.nodes)
        for (const Interface &i : n.interfaces)
            add(i.address);
    for (const Switch &sw : design.switches)
        if (sw.redundancy)
            add(sw.redundancy->keepalive);
    return used;
}

bool inside(const QString &text, const Ipv4Prefix &prefix)
{
    const auto a = Ipv4Address::parse(text);
    return a && prefix.contains(*a);
}

} // namespace

AddressAllocator::Result AddressAllocator::allocate(Design &design)
{
    return Planner(design).fill();
}

int AddressAllocator::addressesIn(const Design &design, const QString &subnetId, const Ipv4Prefix &from)
{
    const Subnet *subnet = design.subnet(subnetId);
    if (!subnet)
        return 0;
    int count = int(inside(subnet->gateway, from));
    for (const QString &dns : subnet->dns)
        count += inside(dns, from);
    for (const Cluster &c : design.clusters)
        for (const QString &a : c.addresses)
            count += inside(a, from);
    for (const Node &n : design.nodes)
        for (const Interface &i : n.interfaces)
            count += i.subnet == subnetId && inside(i.address, from);
    for (const Switch &sw : design.switches)
        count += sw.redundancy && inside(sw.redundancy->keepalive, from);
    return count;
}

AddressAllocator::Result AddressAllocator::renumber(Design &design, const QString &subnetId, const Ipv4Prefix &from)
{
    Result result;
    Subnet *subnet = nullptr;
    for (Subnet &s : design.subnets)
        if (s.id == subnetId)
            subnet = &s;
    const auto to = subnet ? Ipv4Prefix::parse(subnet->prefix) : std::nullopt;
    if (!to) {
        if (subnet)
            result.problems << AllocatorText::tr("subnet %1 has no valid prefix (%2), so nothing was renumbered")
                                   .arg(subnet->name, subnet->prefix);
        return result;
    }
    // What lives in the old prefix moves; everything else stays taken.
    std::set<std::uint32_t> used;
    for (const std::uint32_t a : allAddresses(design))
        if (!from.contains(Ipv4Address(a)))
            used.insert(a);
    const auto move = [&](QString &text) {
        if (!inside(text, from))
            return false;
        const auto target = moved(*Ipv4Address::parse(text), from, *to, used);
        text = target ? target->toString() : QString();
        if (target)
            used.insert(target->value());
        return true;
    };
    if (move(subnet->gateway))
        ++result.renumbered;
    for (QString &dns : subnet->dns)
        result.renumbered += move(dns);
    subnet->dns.removeAll(QString()); // one that does not fit is dropped rather than kept wrong
    for (Cluster &c : design.clusters) {
        for (QString &a : c.addresses)
            result.renumbered += move(a);
        c.addresses.removeAll(QString());
    }
    // A switch's keepalive moves with its host number; one that does not fit
    // keeps its address (the design format needs one; switch.keepalive says it
    // is outside the management subnet).
    for (Switch &sw : design.switches)
        if (sw.redundancy) {
            const QString before = sw.redundancy->keepalive;
            if (move(sw.redundancy->keepalive))
                ++result.renumbered;
            if (sw.redundancy->keepalive.isEmpty())
                sw.redundancy->keepalive = before;
        }
    int cleared = 0;
    for (Node &n : design.nodes)
        for (Interface &i : n.interfaces)
            if (i.subnet == subnetId && move(i.address)) {
                ++result.renumbered;
                cleared += i.address.isEmpty();
            }
    // Interfaces that could not keep their number get one as a new node would.
    Result filled = allocate(design);
    result.problems << filled.problems;
    result.assigned = filled.assigned - std::min(cleared, filled.assigned);
    return result;
}

AddressAllocator::Result AddressAllocator::repair(Design &design)
{
    Result result;
    std::set<std::uint32_t> used = allAddresses(design);
    int cleared = 0;
    for (Node &n : design.nodes)
        for (Interface &i : n.interfaces) {
            const Subnet *subnet = design.subnet(i.subnet);
            const auto prefix = subnet ? Ipv4Prefix::parse(subnet->prefix) : std::nullopt;
            const auto address = Ipv4Address::parse(i.address);
            if (!prefix || i.address.isEmpty() || (address && prefix->isUsableHost(*address)))
                continue;
            // The same host bits inside the subnet, where they are usable and free.
            std::optional<Ipv4Address> target;
            if (address) {
                const Ipv4Address candidate((address->value() & ~prefix->mask()) | prefix->network().value());
                if (prefix->isUsableHost(candidate) && !used.count(candidate.value()))
                    target = candidate;
            }
            i.address = target ? target->toString() : QString();
            if (target)
                used.insert(target->value());
            cleared += !target;
            ++result.renumbered;
        }
    Result filled = allocate(design);
    result.problems << filled.problems;
    result.assigned = filled.assigned - std::min(cleared, filled.assigned);
    return result;
}

} // namespace hvnet

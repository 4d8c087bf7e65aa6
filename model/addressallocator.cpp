#include "addressallocator.h"

#include "design.h"
#include "ipv4.h"

#include <QCoreApplication>
#include <QHash>

#include <set>

namespace hvnet {

AddressAllocator::Result AddressAllocator::allocate(Design &design)
{
    std::set<std::uint32_t> used;
    for (const Subnet &s : design.subnets) {
        if (auto a = Ipv4Address::parse(s.gateway))
            used.insert(a->value());
        for (const QString &dns : s.dns) // a DNS server inside the subnet is taken too
            if (auto a = Ipv4Address::parse(dns))
                used.insert(a->value());
    }
    for (const Cluster &c : design.clusters)
        for (const QString &text : c.addresses)
            if (auto a = Ipv4Address::parse(text))
                used.insert(a->value());
    for (const Node &n : design.nodes)
        for (const Interface &i : n.interfaces)
            if (auto a = Ipv4Address::parse(i.address))
                used.insert(a->value());

    QHash<QString, std::uint64_t> next; // per subnet: the next candidate
    Result result;
    for (Node &n : design.nodes) {
        for (Interface &i : n.interfaces) {
            if (!i.address.isEmpty())
                continue;
            const Subnet *subnet = design.subnet(i.subnet);
            const auto prefix = subnet ? Ipv4Prefix::parse(subnet->prefix) : std::nullopt;
            if (!prefix) {
                result.problems << QCoreApplication::translate(
                    "hvnet::AddressAllocator", "%1 / %2: subnet %3 has no valid prefix, so no address was assigned")
                                       .arg(n.name, i.name, subnet ? subnet->name : i.subnet);
                continue;
            }
            std::uint64_t candidate = next.value(subnet->id, prefix->firstUsable()->value());
            const std::uint64_t last = prefix->lastUsable()->value();
            while (candidate <= last && used.count(std::uint32_t(candidate)))
                ++candidate;
            if (candidate > last) {
                result.problems << QCoreApplication::translate(
                    "hvnet::AddressAllocator", "%1 / %2: subnet %3 (%4) has no free address left")
                                       .arg(n.name, i.name, subnet->name, subnet->prefix);
                next.insert(subnet->id, candidate);
                continue;
            }
            i.address = Ipv4Address(std::uint32_t(candidate)).toString();
            used.insert(std::uint32_t(candidate));
            next.insert(subnet->id, candidate + 1);
            ++result.assigned;
        }
    }
    return result;
}

} // namespace hvnet

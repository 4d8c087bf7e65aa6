#pragma once

#include <QString>
#include <QStringList>

namespace hvnet {

class Design;
class Ipv4Prefix;

// Address plans a consultant keeps (docs/designer.md, "Address allocation"):
// a node has one host number and uses it in every subnet, so its last
// octets line up across networks (HV05 is .15 in management and in both
// storage subnets). A node with an address keeps its number; a new node
// takes the next number after the nodes of its role in its subnets, the
// lowest that is free in all of them. Never used: network and broadcast
// addresses, host numbers 1 to 10 of a subnet of /25 or larger (gateways
// and their first-hop redundancy partners), gateways, DNS servers, cluster
// addresses and addresses in use. Where no number is free in all subnets of
// a node, an interface takes the lowest free one of its own subnet. The same
// design always gets the same plan.
class AddressAllocator
{
public:
    struct Result {
        int assigned = 0;
        int renumbered = 0;
        QStringList problems; // interfaces left without address, and why
    };

    // Fills every missing interface address.
    static Result allocate(Design &design);

    // After a subnet's prefix changed from `from` to what the subnet states
    // now: every address of it inside `from` (interfaces, cluster addresses,
    // gateway, DNS servers) moves to the same host number in the new prefix
    // where that is usable and free; the interfaces that cannot keep theirs
    // are allocated afresh.
    static Result renumber(Design &design, const QString &subnetId, const Ipv4Prefix &from);
    // How many addresses renumber() would move.
    static int addressesIn(const Design &design, const QString &subnetId, const Ipv4Prefix &from);

    // Interface addresses outside their subnet's prefix (or its network or
    // broadcast address) take the same host bits inside it, or a fresh
    // address; then missing ones are filled. What Allocate Addresses does
    // after a prefix changed without renumbering.
    static Result repair(Design &design);
};

} // namespace hvnet

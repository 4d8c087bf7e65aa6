#pragma once

#include <QStringList>

namespace hvnet {

class Design;

// Fills every missing interface address from its subnet: the lowest usable host
// address that no interface, cluster, gateway or DNS server uses yet, in the order of the
// nodes and their interfaces, so the same design always gets the same plan.
class AddressAllocator
{
public:
    struct Result {
        int assigned = 0;
        QStringList problems; // interfaces left without address, and why
    };

    static Result allocate(Design &design);
};

} // namespace hvnet

#pragma once

#include "design.h"

#include <QString>

namespace hvnet {

// Synthetic designs of any size for demos, tests and benchmarks, built to pass
// the whole rule catalogue: Hyper-V hosts in clusters of at most 64 per rack,
// an SOFS cluster, and per rack a ToR pair with one storage network on each.
class DesignGenerator
{
public:
    struct Options {
        int hosts = 4;
        int sofsNodes = 4; // 0, or 2 to 8
        int racks = 1; // 1 to 64, at most one per host
    };

    static constexpr int maxHosts = 100000;
    static constexpr int maxRacks = 64;

    // An empty string when the options make a valid design, else why not.
    static QString checkOptions(const Options &options);
    static Design generate(const Options &options);
};

} // namespace hvnet

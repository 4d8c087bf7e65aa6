#pragma once

#include "design.h"

#include <QString>

namespace hvnet {

// Synthetic designs of any size for demos, tests and benchmarks, built to pass
// the whole rule catalogue: Hyper-V hosts in clusters of at most 64 per rack,
// an SOFS cluster, and per rack a ToR pair with one storage network on each.
// The ToRs are the platform's default model (docs/switches.md) with ports
// named as that model names them, so a rack holds as many hosts as the ToR
// pair has host ports for (two per host, two per SOFS node).
class DesignGenerator
{
public:
    struct Options {
        int hosts = 4;
        int sofsNodes = 4; // 0, or 2 to 8
        int racks = 0; // 1 to maxRacks, at most one per host; 0: as many as the hosts need
        SwitchPlatform platform = defaultSwitchPlatform;
    };

    static constexpr int maxHosts = 10000;
    static constexpr int maxRacks = 500;

    // The most hosts one rack's ToR pair has room for.
    static int hostsPerRack(const Options &options);
    // The racks the options give: as stated, or as many as the hosts need.
    static int racksFor(const Options &options);

    // An empty string when the options make a valid design, else why not.
    static QString checkOptions(const Options &options);
    static Design generate(const Options &options);
};

} // namespace hvnet

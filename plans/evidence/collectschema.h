#pragma once

#include <QString>

#include <vector>

namespace hvnet {

// What the collect script gathers from a host, as one table that both sides
// read: the collect exporter renders each section's field list into the
// script (templates/collect/collect.ps1.mustache holds the commands), and the
// host evidence reader (live/) binds every value it reads to a field of this
// table and refuses to start if one is missing. So the script writes exactly
// what the check can read, and the check reads nothing the script does not
// write (tst_collect and tst_live prove both directions).
//
// Every value reaches the JSON projected by the script's ConvertTo-HvRow: a
// property that an older Windows or driver lacks becomes null, enums become
// their names (text) or numbers (integer), never Windows PowerShell 5.1's
// bare integers by accident.
enum class CollectedType { Text, Integer, Boolean, TextList, IntegerList, BooleanList };

struct CollectedField {
    const char *name; // the JSON member
    CollectedType type;
    const char *source = nullptr; // the property path ("ParentAdapter.Name"); null: the name
};

// Which nodes run a section: every node, nodes with Hyper-V, cluster members,
// or nodes on Windows Server 2025 or Azure Local (Network ATC).
enum class CollectedNeed { Always, HyperV, Cluster, NetworkAtc };

struct CollectedSection {
    const char *key; // the JSON member under "sections"
    const char *command; // what the script runs, for messages ("Get-NetAdapter")
    CollectedNeed need;
    std::vector<CollectedField> fields;
};

class CollectSchema
{
public:
    // The version of hosts/<computer name>.json this build writes and reads.
    static constexpr int formatVersion = 1;
    static constexpr const char *format = "hvnet-host-evidence";
    static constexpr const char *pathFormat = "hvnet-path-evidence";

    static const std::vector<CollectedSection> &sections();
    static const CollectedSection *section(const QString &key);
    static const CollectedField *field(const CollectedSection &section, const QString &name);
    // The type as the script's ConvertTo-HvValue names it: text, int, bool, texts, ints, bools.
    static QString typeName(CollectedType type);
};

} // namespace hvnet

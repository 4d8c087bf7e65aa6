#pragma once

#include <QString>

#include <optional>
#include <set>

namespace hvnet {

// One row of a switch's LLDP neighbour table: what the device on the far end
// of a local port says about itself. Several rows on one port are several
// agents (a NIC's firmware agent beside the operating system's). Fields a
// device did not send stay empty; nothing is guessed.
struct LldpNeighbor {
    QString localPort; // as the switch printed it
    QString chassisId;
    QString chassisIdSubtype; // "mac", "ifname", "local", "network-address", ... as printed, normalised where known
    QString portId;
    QString portIdSubtype; // "mac", "ifname", "ifalias", "local", ...
    QString portDescription;
    QString systemName;
    QString systemDescription; // continuation lines joined with spaces
    // The DCBX PFC TLV the neighbour sent, when the output prints it.
    std::optional<std::set<int>> pfcPriorities;
    std::optional<bool> pfcWilling;
    int line = 0; // where the row starts in the evidence file, from 1

    // A system name without its DNS domain ("s2d01.contoso.local" ->
    // "s2d01"): hosts send their FQDN, designs name the host.
    static QString hostOf(const QString &systemName)
    {
        return systemName.trimmed().section(QLatin1Char('.'), 0, 0);
    }
};

} // namespace hvnet

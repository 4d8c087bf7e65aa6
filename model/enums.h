#pragma once

#include "switchplatformlist.h"

#include <QString>
#include <QStringList>

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace hvnet {

// Every enumeration of the design file, with the exact spelling the file uses.
// The tables below are the single place that spelling lives (the switch
// platforms' spelling is the registry's, platforms/registry.cmake).

enum class OsVersion { Ws2012, Ws2012R2, Ws2016, Ws2019, Ws2022, Ws2025, AzureLocal };
enum class TrafficKind { SmbDirect, Cluster, LiveMigration, Custom };
enum class SubnetPurpose { Management, Storage, LiveMigration, Cluster, Vm, Backup, Other };
enum class ClusterKind { HyperV, Sofs, S2d };
enum class NodeRole { HyperVHost, SofsNode, S2dNode, Other };
enum class RdmaTransport { None, Iwarp, Roce, RoceV2 };
enum class TeamMode { SwitchIndependent, Static, Lacp };
enum class TeamLoadBalancing { Dynamic, HyperVPort, AddressHash };
enum class VSwitchLoadBalancing { HyperVPort, Dynamic };
enum class MinimumBandwidthMode { Weight, Absolute, None };
enum class LiveMigrationTransport { Tcp, Compression, Smb };
// A failover cluster network's role (Get-ClusterNetwork Role 0, 1, 3).
enum class ClusterNetworkRole { None, Cluster, ClusterAndClient };
// One per line of platforms/registry.cmake, in its order; the build writes the
// list (switchplatformlist.h), so no file of the model names a vendor.
#define HVNET_PLATFORM_ENUMERATOR(name, id) name,
enum class SwitchPlatform { HVNET_SWITCH_PLATFORMS(HVNET_PLATFORM_ENUMERATOR) };
#undef HVNET_PLATFORM_ENUMERATOR
// A generated design's switches and the command line's default: the registry's first.
constexpr SwitchPlatform defaultSwitchPlatform = SwitchPlatform(0);
enum class LinkKind { Cable, PeerLink };
enum class Severity { Error, Warning, Info };

template <typename E> struct EnumNames;

#define HVNET_ENUM_NAMES(E, ...)                                                                                       \
    template <> struct EnumNames<E> {                                                                                  \
        static constexpr std::pair<E, std::string_view> entries[] = {__VA_ARGS__};                                     \
    };

HVNET_ENUM_NAMES(OsVersion, {OsVersion::Ws2012, "ws2012"}, {OsVersion::Ws2012R2, "ws2012r2"},
    {OsVersion::Ws2016, "ws2016"}, {OsVersion::Ws2019, "ws2019"}, {OsVersion::Ws2022, "ws2022"},
    {OsVersion::Ws2025, "ws2025"}, {OsVersion::AzureLocal, "azurelocal"})
HVNET_ENUM_NAMES(TrafficKind, {TrafficKind::SmbDirect, "smb-direct"}, {TrafficKind::Cluster, "cluster"},
    {TrafficKind::LiveMigration, "live-migration"}, {TrafficKind::Custom, "custom"})
HVNET_ENUM_NAMES(SubnetPurpose, {SubnetPurpose::Management, "management"}, {SubnetPurpose::Storage, "storage"},
    {SubnetPurpose::LiveMigration, "live-migration"}, {SubnetPurpose::Cluster, "cluster"}, {SubnetPurpose::Vm, "vm"},
    {SubnetPurpose::Backup, "backup"}, {SubnetPurpose::Other, "other"})
HVNET_ENUM_NAMES(ClusterKind, {ClusterKind::HyperV, "hyper-v"}, {ClusterKind::Sofs, "sofs"}, {ClusterKind::S2d, "s2d"})
HVNET_ENUM_NAMES(NodeRole, {NodeRole::HyperVHost, "hyper-v-host"}, {NodeRole::SofsNode, "sofs-node"},
    {NodeRole::S2dNode, "s2d-node"}, {NodeRole::Other, "other"})
HVNET_ENUM_NAMES(RdmaTransport, {RdmaTransport::None, "none"}, {RdmaTransport::Iwarp, "iwarp"},
    {RdmaTransport::Roce, "roce"}, {RdmaTransport::RoceV2, "rocev2"})
HVNET_ENUM_NAMES(TeamMode, {TeamMode::SwitchIndependent, "switch-independent"}, {TeamMode::Static, "static"},
    {TeamMode::Lacp, "lacp"})
HVNET_ENUM_NAMES(TeamLoadBalancing, {TeamLoadBalancing::Dynamic, "dynamic"},
    {TeamLoadBalancing::HyperVPort, "hyper-v-port"}, {TeamLoadBalancing::AddressHash, "address-hash"})
HVNET_ENUM_NAMES(VSwitchLoadBalancing, {VSwitchLoadBalancing::HyperVPort, "hyper-v-port"},
    {VSwitchLoadBalancing::Dynamic, "dynamic"})
HVNET_ENUM_NAMES(MinimumBandwidthMode, {MinimumBandwidthMode::Weight, "weight"},
    {MinimumBandwidthMode::Absolute, "absolute"}, {MinimumBandwidthMode::None, "none"})
HVNET_ENUM_NAMES(LiveMigrationTransport, {LiveMigrationTransport::Tcp, "tcp"},
    {LiveMigrationTransport::Compression, "compression"}, {LiveMigrationTransport::Smb, "smb"})
HVNET_ENUM_NAMES(ClusterNetworkRole, {ClusterNetworkRole::None, "none"}, {ClusterNetworkRole::Cluster, "cluster"},
    {ClusterNetworkRole::ClusterAndClient, "cluster-and-client"})
#define HVNET_PLATFORM_NAME(name, id) {SwitchPlatform::name, id},
HVNET_ENUM_NAMES(SwitchPlatform, HVNET_SWITCH_PLATFORMS(HVNET_PLATFORM_NAME))
#undef HVNET_PLATFORM_NAME
HVNET_ENUM_NAMES(LinkKind, {LinkKind::Cable, "cable"}, {LinkKind::PeerLink, "peer-link"})
HVNET_ENUM_NAMES(Severity, {Severity::Error, "error"}, {Severity::Warning, "warning"}, {Severity::Info, "info"})

#undef HVNET_ENUM_NAMES

template <typename E> std::string_view enumName(E value)
{
    for (const auto &[v, name] : EnumNames<E>::entries)
        if (v == value)
            return name;
    return {};
}

template <typename E> QString enumString(E value)
{
    const std::string_view n = enumName(value);
    return QString::fromLatin1(n.data(), qsizetype(n.size()));
}

template <typename E> std::optional<E> enumFromName(std::string_view name)
{
    for (const auto &[v, n] : EnumNames<E>::entries)
        if (n == name)
            return v;
    return std::nullopt;
}

template <typename E> QStringList enumNames()
{
    QStringList names;
    for (const auto &entry : EnumNames<E>::entries)
        names << QString::fromLatin1(entry.second.data(), qsizetype(entry.second.size()));
    return names;
}

// "Before 2016" in the rule catalogue: no SET, no RDMA through the vSwitch.
inline bool isBefore2016(OsVersion os)
{
    return os == OsVersion::Ws2012 || os == OsVersion::Ws2012R2;
}

inline bool isRoce(RdmaTransport t)
{
    return t == RdmaTransport::Roce || t == RdmaTransport::RoceV2;
}

} // namespace hvnet

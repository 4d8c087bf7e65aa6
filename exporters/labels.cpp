#include "labels.h"

#include "platforms/switchplatforms.h"

#include <QCoreApplication>

namespace hvnet::Labels {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("hvnet::Labels", text);
}
} // namespace

QString role(NodeRole role)
{
    switch (role) {
    case NodeRole::HyperVHost: return tr("Hyper-V host");
    case NodeRole::SofsNode: return tr("SOFS node");
    case NodeRole::S2dNode: return tr("S2D node");
    case NodeRole::Other: return tr("Other server");
    }
    return {};
}

QString os(OsVersion os)
{
    switch (os) {
    case OsVersion::Ws2012: return tr("Windows Server 2012");
    case OsVersion::Ws2012R2: return tr("Windows Server 2012 R2");
    case OsVersion::Ws2016: return tr("Windows Server 2016");
    case OsVersion::Ws2019: return tr("Windows Server 2019");
    case OsVersion::Ws2022: return tr("Windows Server 2022");
    case OsVersion::Ws2025: return tr("Windows Server 2025");
    case OsVersion::AzureLocal: return tr("Azure Local");
    }
    return {};
}

QString platform(SwitchPlatform platform)
{
    // The platform's own name, from its folder (platform.json): one spelling
    // for the palette, the docks, the diagram, the report and the kit.
    return SwitchPlatforms::driver(platform).displayName();
}

QString purpose(SubnetPurpose purpose)
{
    switch (purpose) {
    case SubnetPurpose::Management: return tr("Management");
    case SubnetPurpose::Storage: return tr("Storage");
    case SubnetPurpose::LiveMigration: return tr("Live migration");
    case SubnetPurpose::Cluster: return tr("Cluster");
    case SubnetPurpose::Vm: return tr("Virtual machines");
    case SubnetPurpose::Backup: return tr("Backup");
    case SubnetPurpose::Other: return tr("Other");
    }
    return {};
}

QString rdma(RdmaTransport transport)
{
    switch (transport) {
    case RdmaTransport::None: return tr("No RDMA");
    case RdmaTransport::Iwarp: return QStringLiteral("iWARP");
    case RdmaTransport::Roce: return QStringLiteral("RoCE");
    case RdmaTransport::RoceV2: return QStringLiteral("RoCEv2");
    }
    return {};
}

QString clusterKind(ClusterKind kind)
{
    switch (kind) {
    case ClusterKind::HyperV: return tr("Hyper-V cluster");
    case ClusterKind::Sofs: return tr("Scale-Out File Server");
    case ClusterKind::S2d: return tr("Storage Spaces Direct");
    }
    return {};
}

QString traffic(TrafficKind kind)
{
    switch (kind) {
    case TrafficKind::SmbDirect: return tr("SMB Direct");
    case TrafficKind::Cluster: return tr("Cluster heartbeat");
    case TrafficKind::LiveMigration: return tr("Live migration");
    case TrafficKind::Custom: return tr("Custom (port)");
    }
    return {};
}

QString severity(Severity severity)
{
    switch (severity) {
    case Severity::Error: return tr("Error");
    case Severity::Warning: return tr("Warning");
    case Severity::Info: return tr("Information");
    }
    return {};
}

QString liveMigration(LiveMigrationTransport transport)
{
    switch (transport) {
    case LiveMigrationTransport::Tcp: return tr("TCP/IP");
    case LiveMigrationTransport::Compression: return tr("Compression");
    case LiveMigrationTransport::Smb: return tr("SMB (RDMA)");
    }
    return {};
}

QString teamMode(TeamMode mode)
{
    switch (mode) {
    case TeamMode::SwitchIndependent: return tr("Switch independent");
    case TeamMode::Static: return tr("Static");
    case TeamMode::Lacp: return QStringLiteral("LACP");
    }
    return {};
}

QString teamLoadBalancing(TeamLoadBalancing mode)
{
    switch (mode) {
    case TeamLoadBalancing::Dynamic: return tr("Dynamic");
    case TeamLoadBalancing::HyperVPort: return tr("Hyper-V port");
    case TeamLoadBalancing::AddressHash: return tr("Address hash");
    }
    return {};
}

QString vswitchLoadBalancing(VSwitchLoadBalancing mode)
{
    switch (mode) {
    case VSwitchLoadBalancing::HyperVPort: return tr("Hyper-V port");
    case VSwitchLoadBalancing::Dynamic: return tr("Dynamic");
    }
    return {};
}

QString minimumBandwidth(MinimumBandwidthMode mode)
{
    switch (mode) {
    case MinimumBandwidthMode::Weight: return tr("Weight");
    case MinimumBandwidthMode::Absolute: return tr("Absolute");
    case MinimumBandwidthMode::None: return tr("None");
    }
    return {};
}

QString clusterNetworkRole(ClusterNetworkRole role)
{
    switch (role) {
    case ClusterNetworkRole::None: return tr("None (not used by the cluster)");
    case ClusterNetworkRole::Cluster: return tr("Cluster only");
    case ClusterNetworkRole::ClusterAndClient: return tr("Cluster and client");
    }
    return {};
}

} // namespace hvnet::Labels

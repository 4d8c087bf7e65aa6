#pragma once

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hvnet {

// One value a host reported, and the line of hosts/<node>.json it is on. An
// empty value is null in the JSON: the property does not exist on that
// Windows or driver, or was not reported. The check reads that as unknown,
// never as false or zero.
template <typename T> struct Observed {
    std::optional<T> value;
    int line = 0;

    bool known() const { return value.has_value(); }
    const T &operator*() const { return *value; }
    const T *operator->() const { return &*value; }
    T valueOr(const T &fallback) const { return value.value_or(fallback); }
};

using Text = Observed<QString>;
using Integer = Observed<long long>;
using Flag = Observed<bool>;
using Texts = Observed<QStringList>;
using Integers = Observed<std::vector<long long>>;
using Flags = Observed<std::vector<bool>>;

// The rows of each section, one struct per cmdlet, every member bound to a
// field of the collect script's table (exporters/collect/collectschema.cpp)
// by the reader. Member names follow the field names.
namespace evidence {

struct Row {
    int line = 0; // where the row's object starts
};

struct NetAdapter : Row {
    Text name, interfaceDescription, status, macAddress, linkSpeed, mediaConnectionState, driverProvider,
        driverVersionString, deviceId;
    Integer ifIndex, receiveLinkSpeed, transmitLinkSpeed, vlanId, mtuSize;
    Flag connectorPresent, hardwareInterface;
};

struct AdvancedProperty : Row {
    Text name, registryKeyword, displayName, displayValue;
    Texts registryValue;
};

struct AdapterRdma : Row {
    Text name, interfaceDescription;
    Flag enabled, operational, operationalState, pfc, ets;
    Integer maxQueuePairCount, maxCompletionQueueCount;
};

// Per priority its traffic class and PFC; per traffic class its algorithm
// (0 strict, 2 ETS) and bandwidth share.
struct AdapterQosSettings {
    Integers priorityAssignment, tsaAssignment, bandwidthAssignment;
    Flags pfcEnabled;
};

struct AdapterQos : Row {
    Text name, operationalFlowControl;
    Flag enabled;
    AdapterQosSettings operational, remote;
};

struct QosPolicy : Row {
    Text name, owner, templateName;
    Integer netDirectPort, ipDstPort, ipDstPortStart, priority;
};

struct FlowControl : Row {
    Integer priority;
    Flag enabled;
    Text policySet, ifAlias;
};

struct TrafficClass : Row {
    Text name, algorithm, policySet, ifAlias;
    Integer bandwidthPercentage;
    Integers priority;
};

struct DcbxSetting : Row {
    Flag willing;
    Text policySet, ifAlias;
};

struct LbfoTeam : Row {
    Text name, teamingMode, loadBalancingAlgorithm, status;
    Texts members;
};

struct LbfoTeamNic : Row {
    Text name, team;
    Integer vlanId;
    Flag primary, isDefault;
};

struct VmSwitch : Row {
    Text name, switchType, netAdapterInterfaceDescription, bandwidthReservationMode;
    Texts netAdapterInterfaceDescriptions;
    Flag embeddedTeamingEnabled, allowManagementOS, iovEnabled;
};

struct VmSwitchTeam : Row {
    Text name, teamingMode, loadBalancingAlgorithm;
    Texts netAdapterInterfaceDescription;
};

struct VmNetworkAdapter : Row {
    Text name, switchName, macAddress, ieeePriorityTag, deviceId;
    Texts status;
};

struct VmNetworkAdapterVlan : Row {
    Text vmNetworkAdapterName, operationMode;
    Integer accessVlanId;
};

struct VmNetworkAdapterIsolation : Row {
    Text vmNetworkAdapterName, isolationMode;
    Integer defaultIsolationId;
    Flag allowUntaggedTraffic;
};

struct VmNetworkAdapterTeamMapping : Row {
    Text vmNetworkAdapterName, netAdapterName;
};

struct VmHost : Row {
    Flag migrationEnabled;
    Text migrationPerformanceOption;
    Integer maximumMigrations;
};

struct IpAddress : Row {
    Text ipAddress, interfaceAlias, prefixOrigin, addressState;
    Integer interfaceIndex, prefixLength;
    // Set on an address Windows keeps out of source selection, as Failover
    // Clustering adds a cluster IP Address resource's address on the node
    // that owns its group; null in evidence collected before it was read.
    Flag skipAsSource;
};

struct IpInterface : Row {
    Text interfaceAlias, dhcp, connectionState;
    Integer interfaceIndex, nlMtu;
};

struct Route : Row {
    Text interfaceAlias, nextHop;
    Integer interfaceIndex, routeMetric;
};

struct DnsClient : Row {
    Text interfaceAlias;
    Flag registerThisConnectionsAddress;
};

struct DnsServers : Row {
    Text interfaceAlias;
    Texts serverAddresses;
};

struct SmbClientInterface : Row {
    Integer interfaceIndex, linkSpeed;
    Text friendlyName;
    Flag rdmaCapable, rssCapable;
    Texts ipAddresses;
};

struct SmbServerInterface : Row {
    Integer interfaceIndex, linkSpeed;
    Text scopeName, ipAddress;
    Flag rdmaCapable, rssCapable;
};

struct SmbConnection : Row {
    Text serverName, clientIpAddress, serverIpAddress, clientInterfaceFriendlyName, smbInstance;
    Flag selected, clientRdmaCapable, serverRdmaCapable;
    Integer clientInterfaceIndex, currentChannels;
};

struct SmbConstraint : Row {
    Text serverName, interfaceAlias;
    Integer interfaceIndex;
};

struct SmbConfiguration : Row {
    Flag enableMultiChannel;
};

struct SmbBandwidthLimit : Row {
    Text category;
    Integer bytesPerSecond;
};

struct FirewallRule : Row {
    Text name, enabled;
};

struct ClusterName : Row {
    Text name;
};

struct ClusterNetwork : Row {
    Text name, address, addressMask, role, state;
    Texts ipv4Addresses;
    Integer roleValue;
};

struct NetIntent : Row {
    Text intentName;
    Texts netAdapterNames;
    Flag compute, storage, management;
    Integers storageVlans;
};

struct NetIntentStatus : Row {
    Text intentName, host, provisioningStatus, configurationStatus, error;
};

} // namespace evidence

enum class SectionState {
    Absent, // not in the document (a collect script that did not run it)
    Collected,
    Missing, // this Windows has no such command
    Failed, // the command ran and failed
    Unreadable, // the document has it in a shape hvnet does not read
};

// One section of the document: what one command returned, or why it returned
// nothing.
template <typename Row> struct EvidenceSection {
    using State = SectionState;
    State state = State::Absent;
    QString command; // as the script ran it
    QString error; // Missing, Failed: what Windows said; Unreadable: what is wrong
    int line = 0;
    std::vector<Row> rows;

    bool collected() const { return state == State::Collected; }
};

// What hosts/<computer name>.json says about one host.
struct HostEvidence {
    QString file; // relative to the evidence folder
    QString computerName, dnsHostName, plannedNode, design, revision, by, collected;
    int computerNameLine = 0;
    struct Os {
        QString caption, version, powerShell;
        std::optional<long long> buildNumber, productType;
        int line = 0;
    } os;

    EvidenceSection<evidence::NetAdapter> netAdapter;
    EvidenceSection<evidence::AdvancedProperty> netAdapterAdvancedProperty;
    EvidenceSection<evidence::AdapterRdma> netAdapterRdma;
    EvidenceSection<evidence::AdapterQos> netAdapterQos;
    EvidenceSection<evidence::QosPolicy> netQosPolicy;
    EvidenceSection<evidence::FlowControl> netQosFlowControl;
    EvidenceSection<evidence::TrafficClass> netQosTrafficClass;
    EvidenceSection<evidence::DcbxSetting> netQosDcbxSetting;
    EvidenceSection<evidence::DcbxSetting> netQosDcbxAdapter;
    EvidenceSection<evidence::LbfoTeam> netLbfoTeam;
    EvidenceSection<evidence::LbfoTeamNic> netLbfoTeamNic;
    EvidenceSection<evidence::VmSwitch> vmSwitch;
    EvidenceSection<evidence::VmSwitchTeam> vmSwitchTeam;
    EvidenceSection<evidence::VmNetworkAdapter> vmNetworkAdapter;
    EvidenceSection<evidence::VmNetworkAdapterVlan> vmNetworkAdapterVlan;
    EvidenceSection<evidence::VmNetworkAdapterIsolation> vmNetworkAdapterIsolation;
    EvidenceSection<evidence::VmNetworkAdapterTeamMapping> vmNetworkAdapterTeamMapping;
    EvidenceSection<evidence::VmHost> vmHost;
    EvidenceSection<evidence::IpAddress> netIPAddress;
    EvidenceSection<evidence::IpInterface> netIPInterface;
    EvidenceSection<evidence::Route> netRoute;
    EvidenceSection<evidence::DnsClient> dnsClient;
    EvidenceSection<evidence::DnsServers> dnsClientServerAddress;
    EvidenceSection<evidence::SmbClientInterface> smbClientNetworkInterface;
    EvidenceSection<evidence::SmbServerInterface> smbServerNetworkInterface;
    EvidenceSection<evidence::SmbConnection> smbMultichannelConnection;
    EvidenceSection<evidence::SmbConstraint> smbMultichannelConstraint;
    EvidenceSection<evidence::SmbConfiguration> smbClientConfiguration;
    EvidenceSection<evidence::SmbConfiguration> smbServerConfiguration;
    EvidenceSection<evidence::SmbBandwidthLimit> smbBandwidthLimit;
    EvidenceSection<evidence::FirewallRule> netFirewallRule;
    EvidenceSection<evidence::ClusterName> cluster;
    EvidenceSection<evidence::ClusterNetwork> clusterNetwork;
    EvidenceSection<evidence::NetIntent> netIntent;
    EvidenceSection<evidence::NetIntentStatus> netIntentStatus;
};

} // namespace hvnet

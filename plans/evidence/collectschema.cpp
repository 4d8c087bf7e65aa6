#include "collectschema.h"

namespace hvnet {

namespace {

constexpr auto Text = CollectedType::Text;
constexpr auto Int = CollectedType::Integer;
constexpr auto Bool = CollectedType::Boolean;
constexpr auto Texts = CollectedType::TextList;
constexpr auto Ints = CollectedType::IntegerList;
constexpr auto Bools = CollectedType::BooleanList;

// The fields the host check reads (docs/live.md, "The evidence folder"), each from the cmdlet's
// documented output object (learn.microsoft.com, powershell/module/<module>/
// <cmdlet>, and the CIM classes behind them). Properties that only newer
// Windows has are collected anyway: older hosts give null, which the check
// reads as "not reported", never as false.
std::vector<CollectedSection> makeSections()
{
    return {
        // NetAdapter: MSFT_NetAdapter. LinkSpeed is the formatted "25 Gbps";
        // Receive/TransmitLinkSpeed are bits per second.
        {"netAdapter", "Get-NetAdapter", CollectedNeed::Always,
            {{"Name", Text}, {"InterfaceDescription", Text}, {"ifIndex", Int}, {"Status", Text}, {"MacAddress", Text},
                {"LinkSpeed", Text}, {"ReceiveLinkSpeed", Int}, {"TransmitLinkSpeed", Int},
                {"MediaConnectionState", Text}, {"ConnectorPresent", Bool}, {"HardwareInterface", Bool},
                {"DriverProvider", Text}, {"DriverVersionString", Text}, {"VlanID", Int}, {"DeviceID", Text},
                {"MtuSize", Int}}},
        // MSFT_NetAdapterAdvancedPropertySettingData; RegistryValue is a string array.
        {"netAdapterAdvancedProperty", "Get-NetAdapterAdvancedProperty -AllProperties", CollectedNeed::Always,
            {{"Name", Text}, {"RegistryKeyword", Text}, {"RegistryValue", Texts}, {"DisplayName", Text},
                {"DisplayValue", Text}}},
        // MSFT_NetAdapterRdmaSettingData. Operational, PFC and ETS appear in
        // newer builds only (and under two names); null means not reported.
        {"netAdapterRdma", "Get-NetAdapterRdma", CollectedNeed::Always,
            {{"Name", Text}, {"InterfaceDescription", Text}, {"Enabled", Bool}, {"Operational", Bool},
                {"OperationalState", Bool}, {"PFC", Bool}, {"ETS", Bool}, {"MaxQueuePairCount", Int},
                {"MaxCompletionQueueCount", Int}}},
        // MSFT_NetAdapterQosSettingData; OperationalSettings and RemoteSettings
        // are MSFT_NetAdapter_QosSettings: per priority its traffic class and
        // PFC, per traffic class its algorithm (0 strict, 2 ETS) and share.
        // OperationalFlowControl is the display text, kept as a fallback.
        {"netAdapterQos", "Get-NetAdapterQos", CollectedNeed::Always,
            {{"Name", Text}, {"Enabled", Bool},
                {"OperationalPriorityAssignment", Ints, "OperationalSettings.PriorityAssignmentTable"},
                {"OperationalTsaAssignment", Ints, "OperationalSettings.TsaAssignmentTable"},
                {"OperationalBandwidthAssignment", Ints, "OperationalSettings.BandwidthAssignmentTable"},
                {"OperationalPfcEnabled", Bools, "OperationalSettings.PriorityFlowControlEnableArray"},
                {"OperationalFlowControl", Text},
                {"RemotePriorityAssignment", Ints, "RemoteSettings.PriorityAssignmentTable"},
                {"RemoteTsaAssignment", Ints, "RemoteSettings.TsaAssignmentTable"},
                {"RemoteBandwidthAssignment", Ints, "RemoteSettings.BandwidthAssignmentTable"},
                {"RemotePfcEnabled", Bools, "RemoteSettings.PriorityFlowControlEnableArray"}}},
        // MSFT_NetQosPolicySettingData: Template is an enum (None, Default,
        // ISCSI, NFS, LiveMigration, SMB, Cluster...).
        {"netQosPolicy", "Get-NetQosPolicy", CollectedNeed::Always,
            {{"Name", Text}, {"Owner", Text}, {"Template", Text}, {"NetDirectPortMatchCondition", Int},
                {"IPDstPortMatchCondition", Int}, {"IPDstPortStartMatchCondition", Int},
                {"PriorityValue8021Action", Int}}},
        {"netQosFlowControl", "Get-NetQosFlowControl", CollectedNeed::Always,
            {{"Priority", Int}, {"Enabled", Bool}, {"PolicySet", Text}, {"IfAlias", Text}}},
        // Algorithm is an enum: Strict, ETS.
        {"netQosTrafficClass", "Get-NetQosTrafficClass", CollectedNeed::Always,
            {{"Name", Text}, {"Algorithm", Text}, {"BandwidthPercentage", Int}, {"Priority", Ints},
                {"PolicySet", Text}, {"IfAlias", Text}}},
        {"netQosDcbxSetting", "Get-NetQosDcbxSetting", CollectedNeed::Always,
            {{"Willing", Bool}, {"PolicySet", Text}, {"IfAlias", Text}}},
        // Per adapter (Windows Server 2016 and later): Get-NetQosDcbxSetting -InterfaceAlias.
        {"netQosDcbxAdapter", "Get-NetQosDcbxSetting -InterfaceAlias", CollectedNeed::Always,
            {{"Willing", Bool}, {"PolicySet", Text}, {"IfAlias", Text}}},
        {"netLbfoTeam", "Get-NetLbfoTeam", CollectedNeed::Always,
            {{"Name", Text}, {"Members", Texts}, {"TeamingMode", Text}, {"LoadBalancingAlgorithm", Text},
                {"Status", Text}}},
        {"netLbfoTeamNic", "Get-NetLbfoTeamNic", CollectedNeed::Always,
            {{"Name", Text}, {"Team", Text}, {"VlanID", Int}, {"Primary", Bool}, {"Default", Bool}}},
        // SwitchType is an enum (Internal, Private, External).
        {"vmSwitch", "Get-VMSwitch", CollectedNeed::HyperV,
            {{"Name", Text}, {"SwitchType", Text}, {"NetAdapterInterfaceDescription", Text},
                {"NetAdapterInterfaceDescriptions", Texts}, {"EmbeddedTeamingEnabled", Bool},
                {"AllowManagementOS", Bool}, {"BandwidthReservationMode", Text}, {"IovEnabled", Bool}}},
        // Windows Server 2016 and later (SET).
        {"vmSwitchTeam", "Get-VMSwitchTeam", CollectedNeed::HyperV,
            {{"Name", Text}, {"NetAdapterInterfaceDescription", Texts}, {"TeamingMode", Text},
                {"LoadBalancingAlgorithm", Text}}},
        {"vmNetworkAdapter", "Get-VMNetworkAdapter -ManagementOS", CollectedNeed::HyperV,
            {{"Name", Text}, {"SwitchName", Text}, {"MacAddress", Text}, {"Status", Texts},
                {"IeeePriorityTag", Text}, {"DeviceId", Text}}},
        {"vmNetworkAdapterVlan", "Get-VMNetworkAdapterVlan -ManagementOS", CollectedNeed::HyperV,
            {{"VMNetworkAdapterName", Text, "ParentAdapter.Name"}, {"OperationMode", Text},
                {"AccessVlanId", Int}}},
        // Windows Server 2016 and later; Network ATC sets the VLAN this way.
        {"vmNetworkAdapterIsolation", "Get-VMNetworkAdapterIsolation -ManagementOS", CollectedNeed::HyperV,
            {{"VMNetworkAdapterName", Text, "ParentAdapter.Name"}, {"IsolationMode", Text},
                {"DefaultIsolationID", Int}, {"AllowUntaggedTraffic", Bool}}},
        {"vmNetworkAdapterTeamMapping", "Get-VMNetworkAdapterTeamMapping -ManagementOS", CollectedNeed::HyperV,
            {{"VMNetworkAdapterName", Text, "ParentAdapter.Name"}, {"NetAdapterName", Text}}},
        // VirtualMachineMigrationPerformanceOption is an enum: TCPIP, Compression, SMB.
        {"vmHost", "Get-VMHost", CollectedNeed::HyperV,
            {{"VirtualMachineMigrationEnabled", Bool}, {"VirtualMachineMigrationPerformanceOption", Text},
                {"MaximumVirtualMachineMigrations", Int}}},
        // PrefixOrigin is an enum: Other, Manual, WellKnown, Dhcp, RouterAdvertisement.
        {"netIPAddress", "Get-NetIPAddress -AddressFamily IPv4", CollectedNeed::Always,
            {{"IPAddress", Text}, {"InterfaceAlias", Text}, {"InterfaceIndex", Int}, {"PrefixLength", Int},
                {"PrefixOrigin", Text}, {"AddressState", Text}, {"SkipAsSource", Bool}}},
        {"netIPInterface", "Get-NetIPInterface -AddressFamily IPv4", CollectedNeed::Always,
            {{"InterfaceAlias", Text}, {"InterfaceIndex", Int}, {"NlMtu", Int}, {"Dhcp", Text},
                {"ConnectionState", Text}}},
        {"netRoute", "Get-NetRoute -DestinationPrefix 0.0.0.0/0", CollectedNeed::Always,
            {{"InterfaceAlias", Text}, {"InterfaceIndex", Int}, {"NextHop", Text}, {"RouteMetric", Int}}},
        {"dnsClient", "Get-DnsClient", CollectedNeed::Always,
            {{"InterfaceAlias", Text}, {"RegisterThisConnectionsAddress", Bool}}},
        {"dnsClientServerAddress", "Get-DnsClientServerAddress -AddressFamily IPv4", CollectedNeed::Always,
            {{"InterfaceAlias", Text}, {"ServerAddresses", Texts}}},
        {"smbClientNetworkInterface", "Get-SmbClientNetworkInterface", CollectedNeed::Always,
            {{"InterfaceIndex", Int}, {"FriendlyName", Text}, {"RdmaCapable", Bool}, {"RssCapable", Bool},
                {"LinkSpeed", Int}, {"IpAddresses", Texts}}},
        {"smbServerNetworkInterface", "Get-SmbServerNetworkInterface", CollectedNeed::Always,
            {{"InterfaceIndex", Int}, {"ScopeName", Text}, {"IpAddress", Text}, {"RdmaCapable", Bool},
                {"RssCapable", Bool}, {"LinkSpeed", Int}}},
        // MSFT_SmbMultichannelConnection (ClassVersion 7): whether both ends
        // are RDMA-capable says whether the connection is SMB Direct; the
        // class has no counts of RDMA and TCP connections. Asked per SMB
        // instance where Windows has -SmbInstance (2016 and later): S2D's
        // storage bus (SBL) and CSV traffic is not in the Default instance.
        // The script notes the instance it asked as HvSmbInstance.
        {"smbMultichannelConnection", "Get-SmbMultichannelConnection -SmbInstance", CollectedNeed::Always,
            {{"ServerName", Text}, {"Selected", Bool}, {"ClientIpAddress", Text}, {"ServerIpAddress", Text},
                {"ClientInterfaceIndex", Int}, {"ClientInterfaceFriendlyName", Text}, {"ClientRdmaCapable", Bool},
                {"ServerRdmaCapable", Bool}, {"CurrentChannels", Int}, {"SmbInstance", Text, "HvSmbInstance"}}},
        {"smbMultichannelConstraint", "Get-SmbMultichannelConstraint", CollectedNeed::Always,
            {{"ServerName", Text}, {"InterfaceAlias", Text}, {"InterfaceIndex", Int}}},
        {"smbClientConfiguration", "Get-SmbClientConfiguration", CollectedNeed::Always,
            {{"EnableMultiChannel", Bool}}},
        {"smbServerConfiguration", "Get-SmbServerConfiguration", CollectedNeed::Always,
            {{"EnableMultiChannel", Bool}}},
        // Needs the FS-SMBBW feature; without it the cmdlet fails and says so.
        {"smbBandwidthLimit", "Get-SmbBandwidthLimit", CollectedNeed::HyperV,
            {{"Category", Text}, {"BytesPerSecond", Int}}},
        // The inbound rule SMB Direct over iWARP needs (TCP 5445); Enabled is
        // an enum (True, False), so it is kept as text.
        {"netFirewallRule", "Get-NetFirewallRule -Name FPSSMBD-iWARP-In-TCP", CollectedNeed::Always,
            {{"Name", Text}, {"Enabled", Text}}},
        {"cluster", "Get-Cluster", CollectedNeed::Cluster, {{"Name", Text}}},
        // Role: 0 None, 1 cluster only, 3 cluster and client. Windows Server
        // 2016 and later show names (None, Cluster, ClusterAndClient), 2012 R2
        // numbers: RoleValue is the number on both.
        {"clusterNetwork", "Get-ClusterNetwork", CollectedNeed::Cluster,
            {{"Name", Text}, {"Address", Text}, {"AddressMask", Text}, {"Ipv4Addresses", Texts},
                {"Role", Text}, {"RoleValue", Int, "Role"}, {"State", Text}}},
        {"netIntent", "Get-NetIntent", CollectedNeed::NetworkAtc,
            {{"IntentName", Text}, {"NetAdapterNamesAsList", Texts}, {"IsComputeIntentSet", Bool},
                {"IsStorageIntentSet", Bool}, {"IsManagementIntentSet", Bool}, {"StorageVLANs", Ints}}},
        {"netIntentStatus", "Get-NetIntentStatus", CollectedNeed::NetworkAtc,
            {{"IntentName", Text}, {"Host", Text}, {"ProvisioningStatus", Text}, {"ConfigurationStatus", Text},
                {"Error", Text}}},
    };
}

} // namespace

const std::vector<CollectedSection> &CollectSchema::sections()
{
    static const std::vector<CollectedSection> table = makeSections();
    return table;
}

const CollectedSection *CollectSchema::section(const QString &key)
{
    for (const CollectedSection &s : sections())
        if (key == QLatin1String(s.key))
            return &s;
    return nullptr;
}

const CollectedField *CollectSchema::field(const CollectedSection &section, const QString &name)
{
    for (const CollectedField &f : section.fields)
        if (name == QLatin1String(f.name))
            return &f;
    return nullptr;
}

QString CollectSchema::typeName(CollectedType type)
{
    switch (type) {
    case CollectedType::Text: return QStringLiteral("text");
    case CollectedType::Integer: return QStringLiteral("int");
    case CollectedType::Boolean: return QStringLiteral("bool");
    case CollectedType::TextList: return QStringLiteral("texts");
    case CollectedType::IntegerList: return QStringLiteral("ints");
    case CollectedType::BooleanList: return QStringLiteral("bools");
    }
    return {};
}

} // namespace hvnet

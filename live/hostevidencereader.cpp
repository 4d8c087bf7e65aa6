// The bindings of every section of the collect script's table to the rows of
// HostEvidence, and the reading of hosts/<computer name>.json with them. Long
// because it names every field once; the table it must agree with is
// exporters/collect/collectschema.cpp.

#include "hostevidencereader.h"

#include "livetext.h"
#include "plans/evidence/collectschema.h"
#include "plans/evidence/evidencejson.h"

#include <functional>
#include <map>

namespace hvnet {

namespace {

using Value = EvidenceJson::Value;
using JsonType = EvidenceJson::Type;

// ------------------------------------------------------------ one value

template <typename T> struct TypeOf;
template <> struct TypeOf<QString> {
    static constexpr CollectedType type = CollectedType::Text;
};
template <> struct TypeOf<long long> {
    static constexpr CollectedType type = CollectedType::Integer;
};
template <> struct TypeOf<bool> {
    static constexpr CollectedType type = CollectedType::Boolean;
};
template <> struct TypeOf<QStringList> {
    static constexpr CollectedType type = CollectedType::TextList;
};
template <> struct TypeOf<std::vector<long long>> {
    static constexpr CollectedType type = CollectedType::IntegerList;
};
template <> struct TypeOf<std::vector<bool>> {
    static constexpr CollectedType type = CollectedType::BooleanList;
};

QString expected(const QString &what, const Value &found)
{
    return LiveText::tr("expected %1, found %2").arg(what, EvidenceJson::typeName(found.type));
}

bool scalar(const Value &v, QString &out, QString *why)
{
    if (v.type != JsonType::String) {
        *why = expected(EvidenceJson::typeName(JsonType::String), v);
        return false;
    }
    out = v.text();
    return true;
}

bool scalar(const Value &v, long long &out, QString *why)
{
    if (v.type != JsonType::Integer) {
        *why = expected(EvidenceJson::typeName(JsonType::Integer), v);
        return false;
    }
    out = v.integer;
    return true;
}

bool scalar(const Value &v, bool &out, QString *why)
{
    if (v.type != JsonType::Boolean) {
        *why = expected(EvidenceJson::typeName(JsonType::Boolean), v);
        return false;
    }
    out = v.boolean;
    return true;
}

// A list; Windows PowerShell unrolls a one-element array in some places, so a
// single value of the element type is a list of one.
template <typename Element, typename List> bool list(const Value &v, List &out, QString *why)
{
    if (v.type != JsonType::Array) {
        Element one{};
        if (!scalar(v, one, why))
            return false;
        out.push_back(one);
        return true;
    }
    for (const Value &item : v.items) {
        Element element{};
        if (!scalar(item, element, why))
            return false;
        out.push_back(element);
    }
    return true;
}

bool convert(const Value &v, QStringList &out, QString *why)
{
    return list<QString>(v, out, why);
}
bool convert(const Value &v, std::vector<long long> &out, QString *why)
{
    return list<long long>(v, out, why);
}
bool convert(const Value &v, std::vector<bool> &out, QString *why)
{
    return list<bool>(v, out, why);
}
template <typename T> bool convert(const Value &v, T &out, QString *why)
{
    return scalar(v, out, why);
}

// null stays unknown; anything else must have the field's type.
template <typename T> bool assign(const Value &v, Observed<T> &out, QString *why)
{
    out.line = v.line;
    if (v.isNull())
        return true;
    T value{};
    if (!convert(v, value, why))
        return false;
    out.value = std::move(value);
    return true;
}

// ------------------------------------------------------------ bindings

template <typename Row> struct FieldBinding {
    const char *name;
    CollectedType type;
    std::function<bool(const Value &, Row &, QString *)> assign;
};

template <typename Row, typename T> FieldBinding<Row> bind(const char *name, Observed<T> Row::*member)
{
    return {name, TypeOf<T>::type, [member](const Value &v, Row &row, QString *why) { return assign(v, row.*member, why); }};
}

// A member of a member (the adapter's operational and remote QoS settings).
template <typename Row, typename Part, typename T>
FieldBinding<Row> bind(const char *name, Part Row::*part, Observed<T> Part::*member)
{
    return {name, TypeOf<T>::type,
        [part, member](const Value &v, Row &row, QString *why) { return assign(v, (row.*part).*member, why); }};
}

struct Reading {
    const QString &file;
    std::vector<EvidenceProblem> &problems;
};

struct SectionBinding {
    const char *key;
    std::vector<std::pair<const char *, CollectedType>> fields;
    std::function<void(const Value &, HostEvidence &, Reading &)> read;
};

QString sectionState(const Value &v)
{
    const Value *status = v.member("status");
    return status && status->type == JsonType::String ? status->text() : QString();
}

template <typename Row>
void readSection(const char *key, const Value &v, EvidenceSection<Row> &out, const std::vector<FieldBinding<Row>> &fields,
    Reading &reading)
{
    out.line = v.line;
    auto unreadable = [&](int line, const QString &why) {
        out.state = EvidenceSection<Row>::State::Unreadable;
        out.rows.clear();
        out.error = why;
        reading.problems.push_back({reading.file, line,
            LiveText::tr("the section \"%1\" cannot be read: %2; it is not checked").arg(QLatin1String(key), why)});
    };
    if (v.type != JsonType::Object)
        return unreadable(v.line, expected(EvidenceJson::typeName(JsonType::Object), v));
    if (const Value *command = v.member("command"); command && command->type == JsonType::String)
        out.command = command->text();
    const QString state = sectionState(v);
    if (state == QLatin1String("missing") || state == QLatin1String("failed")) {
        out.state = state == QLatin1String("missing") ? EvidenceSection<Row>::State::Missing
                                                      : EvidenceSection<Row>::State::Failed;
        const Value *error = v.member("error");
        out.error = error && error->type == JsonType::String ? error->text() : QString();
        return;
    }
    if (state != QLatin1String("ok"))
        return unreadable(v.line, LiveText::tr("its status is not ok, missing or failed"));
    out.state = EvidenceSection<Row>::State::Collected;
    const Value *items = v.member("items");
    if (!items || items->isNull())
        return; // Windows PowerShell writes an empty list so, at times
    // One object alone where a list of one was meant (unrolled by PowerShell).
    const std::vector<Value> single = items->type == JsonType::Object ? std::vector<Value>{*items} : std::vector<Value>{};
    if (items->type != JsonType::Array && items->type != JsonType::Object)
        return unreadable(items->line, expected(EvidenceJson::typeName(JsonType::Array), *items));
    const std::vector<Value> &list = items->type == JsonType::Object ? single : items->items;
    out.rows.reserve(list.size());
    for (const Value &item : list) {
        if (item.type != JsonType::Object)
            return unreadable(item.line, LiveText::tr("an item is %1, not an object").arg(EvidenceJson::typeName(item.type)));
        Row row;
        row.line = item.line;
        for (const FieldBinding<Row> &f : fields) {
            const Value *value = item.member(f.name);
            if (!value)
                continue; // unknown: a script of another version did not write it
            QString why;
            if (!f.assign(*value, row, &why))
                return unreadable(value->line, QStringLiteral("%1: %2").arg(QLatin1String(f.name), why));
        }
        out.rows.push_back(std::move(row));
    }
}

template <typename Row>
SectionBinding section(const char *key, EvidenceSection<Row> HostEvidence::*member, std::vector<FieldBinding<Row>> fields)
{
    SectionBinding b;
    b.key = key;
    for (const FieldBinding<Row> &f : fields)
        b.fields.emplace_back(f.name, f.type);
    b.read = [key, member, fields = std::move(fields)](const Value &v, HostEvidence &out, Reading &reading) {
        readSection(key, v, out.*member, fields, reading);
    };
    return b;
}

namespace e = evidence;

std::vector<SectionBinding> makeBindings()
{
    using H = HostEvidence;
    return {
        section<e::NetAdapter>("netAdapter", &H::netAdapter,
            {bind("Name", &e::NetAdapter::name), bind("InterfaceDescription", &e::NetAdapter::interfaceDescription),
                bind("ifIndex", &e::NetAdapter::ifIndex), bind("Status", &e::NetAdapter::status),
                bind("MacAddress", &e::NetAdapter::macAddress), bind("LinkSpeed", &e::NetAdapter::linkSpeed),
                bind("ReceiveLinkSpeed", &e::NetAdapter::receiveLinkSpeed),
                bind("TransmitLinkSpeed", &e::NetAdapter::transmitLinkSpeed),
                bind("MediaConnectionState", &e::NetAdapter::mediaConnectionState),
                bind("ConnectorPresent", &e::NetAdapter::connectorPresent),
                bind("HardwareInterface", &e::NetAdapter::hardwareInterface),
                bind("DriverProvider", &e::NetAdapter::driverProvider),
                bind("DriverVersionString", &e::NetAdapter::driverVersionString), bind("VlanID", &e::NetAdapter::vlanId),
                bind("DeviceID", &e::NetAdapter::deviceId), bind("MtuSize", &e::NetAdapter::mtuSize)}),
        section<e::AdvancedProperty>("netAdapterAdvancedProperty", &H::netAdapterAdvancedProperty,
            {bind("Name", &e::AdvancedProperty::name), bind("RegistryKeyword", &e::AdvancedProperty::registryKeyword),
                bind("RegistryValue", &e::AdvancedProperty::registryValue),
                bind("DisplayName", &e::AdvancedProperty::displayName),
                bind("DisplayValue", &e::AdvancedProperty::displayValue)}),
        section<e::AdapterRdma>("netAdapterRdma", &H::netAdapterRdma,
            {bind("Name", &e::AdapterRdma::name), bind("InterfaceDescription", &e::AdapterRdma::interfaceDescription),
                bind("Enabled", &e::AdapterRdma::enabled), bind("Operational", &e::AdapterRdma::operational),
                bind("OperationalState", &e::AdapterRdma::operationalState), bind("PFC", &e::AdapterRdma::pfc),
                bind("ETS", &e::AdapterRdma::ets), bind("MaxQueuePairCount", &e::AdapterRdma::maxQueuePairCount),
                bind("MaxCompletionQueueCount", &e::AdapterRdma::maxCompletionQueueCount)}),
        section<e::AdapterQos>("netAdapterQos", &H::netAdapterQos,
            {bind("Name", &e::AdapterQos::name), bind("Enabled", &e::AdapterQos::enabled),
                bind("OperationalPriorityAssignment", &e::AdapterQos::operational,
                    &e::AdapterQosSettings::priorityAssignment),
                bind("OperationalTsaAssignment", &e::AdapterQos::operational, &e::AdapterQosSettings::tsaAssignment),
                bind("OperationalBandwidthAssignment", &e::AdapterQos::operational,
                    &e::AdapterQosSettings::bandwidthAssignment),
                bind("OperationalPfcEnabled", &e::AdapterQos::operational, &e::AdapterQosSettings::pfcEnabled),
                bind("OperationalFlowControl", &e::AdapterQos::operationalFlowControl),
                bind("RemotePriorityAssignment", &e::AdapterQos::remote, &e::AdapterQosSettings::priorityAssignment),
                bind("RemoteTsaAssignment", &e::AdapterQos::remote, &e::AdapterQosSettings::tsaAssignment),
                bind("RemoteBandwidthAssignment", &e::AdapterQos::remote, &e::AdapterQosSettings::bandwidthAssignment),
                bind("RemotePfcEnabled", &e::AdapterQos::remote, &e::AdapterQosSettings::pfcEnabled)}),
        section<e::QosPolicy>("netQosPolicy", &H::netQosPolicy,
            {bind("Name", &e::QosPolicy::name), bind("Owner", &e::QosPolicy::owner),
                bind("Template", &e::QosPolicy::templateName),
                bind("NetDirectPortMatchCondition", &e::QosPolicy::netDirectPort),
                bind("IPDstPortMatchCondition", &e::QosPolicy::ipDstPort),
                bind("IPDstPortStartMatchCondition", &e::QosPolicy::ipDstPortStart),
                bind("PriorityValue8021Action", &e::QosPolicy::priority)}),
        section<e::FlowControl>("netQosFlowControl", &H::netQosFlowControl,
            {bind("Priority", &e::FlowControl::priority), bind("Enabled", &e::FlowControl::enabled),
                bind("PolicySet", &e::FlowControl::policySet), bind("IfAlias", &e::FlowControl::ifAlias)}),
        section<e::TrafficClass>("netQosTrafficClass", &H::netQosTrafficClass,
            {bind("Name", &e::TrafficClass::name), bind("Algorithm", &e::TrafficClass::algorithm),
                bind("BandwidthPercentage", &e::TrafficClass::bandwidthPercentage),
                bind("Priority", &e::TrafficClass::priority), bind("PolicySet", &e::TrafficClass::policySet),
                bind("IfAlias", &e::TrafficClass::ifAlias)}),
        section<e::DcbxSetting>("netQosDcbxSetting", &H::netQosDcbxSetting,
            {bind("Willing", &e::DcbxSetting::willing), bind("PolicySet", &e::DcbxSetting::policySet),
                bind("IfAlias", &e::DcbxSetting::ifAlias)}),
        section<e::DcbxSetting>("netQosDcbxAdapter", &H::netQosDcbxAdapter,
            {bind("Willing", &e::DcbxSetting::willing), bind("PolicySet", &e::DcbxSetting::policySet),
                bind("IfAlias", &e::DcbxSetting::ifAlias)}),
        section<e::LbfoTeam>("netLbfoTeam", &H::netLbfoTeam,
            {bind("Name", &e::LbfoTeam::name), bind("Members", &e::LbfoTeam::members),
                bind("TeamingMode", &e::LbfoTeam::teamingMode),
                bind("LoadBalancingAlgorithm", &e::LbfoTeam::loadBalancingAlgorithm),
                bind("Status", &e::LbfoTeam::status)}),
        section<e::LbfoTeamNic>("netLbfoTeamNic", &H::netLbfoTeamNic,
            {bind("Name", &e::LbfoTeamNic::name), bind("Team", &e::LbfoTeamNic::team),
                bind("VlanID", &e::LbfoTeamNic::vlanId), bind("Primary", &e::LbfoTeamNic::primary),
                bind("Default", &e::LbfoTeamNic::isDefault)}),
        section<e::VmSwitch>("vmSwitch", &H::vmSwitch,
            {bind("Name", &e::VmSwitch::name), bind("SwitchType", &e::VmSwitch::switchType),
                bind("NetAdapterInterfaceDescription", &e::VmSwitch::netAdapterInterfaceDescription),
                bind("NetAdapterInterfaceDescriptions", &e::VmSwitch::netAdapterInterfaceDescriptions),
                bind("EmbeddedTeamingEnabled", &e::VmSwitch::embeddedTeamingEnabled),
                bind("AllowManagementOS", &e::VmSwitch::allowManagementOS),
                bind("BandwidthReservationMode", &e::VmSwitch::bandwidthReservationMode),
                bind("IovEnabled", &e::VmSwitch::iovEnabled)}),
        section<e::VmSwitchTeam>("vmSwitchTeam", &H::vmSwitchTeam,
            {bind("Name", &e::VmSwitchTeam::name),
                bind("NetAdapterInterfaceDescription", &e::VmSwitchTeam::netAdapterInterfaceDescription),
                bind("TeamingMode", &e::VmSwitchTeam::teamingMode),
                bind("LoadBalancingAlgorithm", &e::VmSwitchTeam::loadBalancingAlgorithm)}),
        section<e::VmNetworkAdapter>("vmNetworkAdapter", &H::vmNetworkAdapter,
            {bind("Name", &e::VmNetworkAdapter::name), bind("SwitchName", &e::VmNetworkAdapter::switchName),
                bind("MacAddress", &e::VmNetworkAdapter::macAddress), bind("Status", &e::VmNetworkAdapter::status),
                bind("IeeePriorityTag", &e::VmNetworkAdapter::ieeePriorityTag),
                bind("DeviceId", &e::VmNetworkAdapter::deviceId)}),
        section<e::VmNetworkAdapterVlan>("vmNetworkAdapterVlan", &H::vmNetworkAdapterVlan,
            {bind("VMNetworkAdapterName", &e::VmNetworkAdapterVlan::vmNetworkAdapterName),
                bind("OperationMode", &e::VmNetworkAdapterVlan::operationMode),
                bind("AccessVlanId", &e::VmNetworkAdapterVlan::accessVlanId)}),
        section<e::VmNetworkAdapterIsolation>("vmNetworkAdapterIsolation", &H::vmNetworkAdapterIsolation,
            {bind("VMNetworkAdapterName", &e::VmNetworkAdapterIsolation::vmNetworkAdapterName),
                bind("IsolationMode", &e::VmNetworkAdapterIsolation::isolationMode),
                bind("DefaultIsolationID", &e::VmNetworkAdapterIsolation::defaultIsolationId),
                bind("AllowUntaggedTraffic", &e::VmNetworkAdapterIsolation::allowUntaggedTraffic)}),
        section<e::VmNetworkAdapterTeamMapping>("vmNetworkAdapterTeamMapping", &H::vmNetworkAdapterTeamMapping,
            {bind("VMNetworkAdapterName", &e::VmNetworkAdapterTeamMapping::vmNetworkAdapterName),
                bind("NetAdapterName", &e::VmNetworkAdapterTeamMapping::netAdapterName)}),
        section<e::VmHost>("vmHost", &H::vmHost,
            {bind("VirtualMachineMigrationEnabled", &e::VmHost::migrationEnabled),
                bind("VirtualMachineMigrationPerformanceOption", &e::VmHost::migrationPerformanceOption),
                bind("MaximumVirtualMachineMigrations", &e::VmHost::maximumMigrations)}),
        section<e::IpAddress>("netIPAddress", &H::netIPAddress,
            {bind("IPAddress", &e::IpAddress::ipAddress), bind("InterfaceAlias", &e::IpAddress::interfaceAlias),
                bind("InterfaceIndex", &e::IpAddress::interfaceIndex), bind("PrefixLength", &e::IpAddress::prefixLength),
                bind("PrefixOrigin", &e::IpAddress::prefixOrigin), bind("AddressState", &e::IpAddress::addressState),
                bind("SkipAsSource", &e::IpAddress::skipAsSource)}),
        section<e::IpInterface>("netIPInterface", &H::netIPInterface,
            {bind("InterfaceAlias", &e::IpInterface::interfaceAlias),
                bind("InterfaceIndex", &e::IpInterface::interfaceIndex), bind("NlMtu", &e::IpInterface::nlMtu),
                bind("Dhcp", &e::IpInterface::dhcp), bind("ConnectionState", &e::IpInterface::connectionState)}),
        section<e::Route>("netRoute", &H::netRoute,
            {bind("InterfaceAlias", &e::Route::interfaceAlias), bind("InterfaceIndex", &e::Route::interfaceIndex),
                bind("NextHop", &e::Route::nextHop), bind("RouteMetric", &e::Route::routeMetric)}),
        section<e::DnsClient>("dnsClient", &H::dnsClient,
            {bind("InterfaceAlias", &e::DnsClient::interfaceAlias),
                bind("RegisterThisConnectionsAddress", &e::DnsClient::registerThisConnectionsAddress)}),
        section<e::DnsServers>("dnsClientServerAddress", &H::dnsClientServerAddress,
            {bind("InterfaceAlias", &e::DnsServers::interfaceAlias),
                bind("ServerAddresses", &e::DnsServers::serverAddresses)}),
        section<e::SmbClientInterface>("smbClientNetworkInterface", &H::smbClientNetworkInterface,
            {bind("InterfaceIndex", &e::SmbClientInterface::interfaceIndex),
                bind("FriendlyName", &e::SmbClientInterface::friendlyName),
                bind("RdmaCapable", &e::SmbClientInterface::rdmaCapable),
                bind("RssCapable", &e::SmbClientInterface::rssCapable),
                bind("LinkSpeed", &e::SmbClientInterface::linkSpeed),
                bind("IpAddresses", &e::SmbClientInterface::ipAddresses)}),
        section<e::SmbServerInterface>("smbServerNetworkInterface", &H::smbServerNetworkInterface,
            {bind("InterfaceIndex", &e::SmbServerInterface::interfaceIndex),
                bind("ScopeName", &e::SmbServerInterface::scopeName),
                bind("IpAddress", &e::SmbServerInterface::ipAddress),
                bind("RdmaCapable", &e::SmbServerInterface::rdmaCapable),
                bind("RssCapable", &e::SmbServerInterface::rssCapable),
                bind("LinkSpeed", &e::SmbServerInterface::linkSpeed)}),
        section<e::SmbConnection>("smbMultichannelConnection", &H::smbMultichannelConnection,
            {bind("ServerName", &e::SmbConnection::serverName), bind("Selected", &e::SmbConnection::selected),
                bind("ClientIpAddress", &e::SmbConnection::clientIpAddress),
                bind("ServerIpAddress", &e::SmbConnection::serverIpAddress),
                bind("ClientInterfaceIndex", &e::SmbConnection::clientInterfaceIndex),
                bind("ClientInterfaceFriendlyName", &e::SmbConnection::clientInterfaceFriendlyName),
                bind("ClientRdmaCapable", &e::SmbConnection::clientRdmaCapable),
                bind("ServerRdmaCapable", &e::SmbConnection::serverRdmaCapable),
                bind("CurrentChannels", &e::SmbConnection::currentChannels),
                bind("SmbInstance", &e::SmbConnection::smbInstance)}),
        section<e::SmbConstraint>("smbMultichannelConstraint", &H::smbMultichannelConstraint,
            {bind("ServerName", &e::SmbConstraint::serverName), bind("InterfaceAlias", &e::SmbConstraint::interfaceAlias),
                bind("InterfaceIndex", &e::SmbConstraint::interfaceIndex)}),
        section<e::SmbConfiguration>("smbClientConfiguration", &H::smbClientConfiguration,
            {bind("EnableMultiChannel", &e::SmbConfiguration::enableMultiChannel)}),
        section<e::SmbConfiguration>("smbServerConfiguration", &H::smbServerConfiguration,
            {bind("EnableMultiChannel", &e::SmbConfiguration::enableMultiChannel)}),
        section<e::SmbBandwidthLimit>("smbBandwidthLimit", &H::smbBandwidthLimit,
            {bind("Category", &e::SmbBandwidthLimit::category),
                bind("BytesPerSecond", &e::SmbBandwidthLimit::bytesPerSecond)}),
        section<e::FirewallRule>("netFirewallRule", &H::netFirewallRule,
            {bind("Name", &e::FirewallRule::name), bind("Enabled", &e::FirewallRule::enabled)}),
        section<e::ClusterName>("cluster", &H::cluster, {bind("Name", &e::ClusterName::name)}),
        section<e::ClusterNetwork>("clusterNetwork", &H::clusterNetwork,
            {bind("Name", &e::ClusterNetwork::name), bind("Address", &e::ClusterNetwork::address),
                bind("AddressMask", &e::ClusterNetwork::addressMask),
                bind("Ipv4Addresses", &e::ClusterNetwork::ipv4Addresses), bind("Role", &e::ClusterNetwork::role),
                bind("RoleValue", &e::ClusterNetwork::roleValue), bind("State", &e::ClusterNetwork::state)}),
        section<e::NetIntent>("netIntent", &H::netIntent,
            {bind("IntentName", &e::NetIntent::intentName), bind("NetAdapterNamesAsList", &e::NetIntent::netAdapterNames),
                bind("IsComputeIntentSet", &e::NetIntent::compute), bind("IsStorageIntentSet", &e::NetIntent::storage),
                bind("IsManagementIntentSet", &e::NetIntent::management),
                bind("StorageVLANs", &e::NetIntent::storageVlans)}),
        section<e::NetIntentStatus>("netIntentStatus", &H::netIntentStatus,
            {bind("IntentName", &e::NetIntentStatus::intentName), bind("Host", &e::NetIntentStatus::host),
                bind("ProvisioningStatus", &e::NetIntentStatus::provisioningStatus),
                bind("ConfigurationStatus", &e::NetIntentStatus::configurationStatus),
                bind("Error", &e::NetIntentStatus::error)}),
    };
}

const std::vector<SectionBinding> &bindings()
{
    static const std::vector<SectionBinding> table = makeBindings();
    return table;
}

std::optional<long long> integer(const Value *v)
{
    if (v && v->type == JsonType::Integer)
        return v->integer;
    return std::nullopt;
}

} // namespace

QStringList HostEvidenceReader::bindingProblems()
{
    QStringList problems;
    std::map<QString, const SectionBinding *> bound;
    for (const SectionBinding &b : bindings()) {
        bound[QLatin1String(b.key)] = &b;
        const CollectedSection *s = CollectSchema::section(QLatin1String(b.key));
        if (!s) {
            problems << QStringLiteral("the reader reads section %1, which the collect script does not write")
                            .arg(QLatin1String(b.key));
            continue;
        }
        for (const auto &[name, type] : b.fields) {
            const CollectedField *f = CollectSchema::field(*s, QLatin1String(name));
            if (!f)
                problems << QStringLiteral("%1.%2 is read but not collected").arg(QLatin1String(b.key), QLatin1String(name));
            else if (f->type != type)
                problems << QStringLiteral("%1.%2 is read as %3 but collected as %4")
                                .arg(QLatin1String(b.key), QLatin1String(name), CollectSchema::typeName(type),
                                    CollectSchema::typeName(f->type));
        }
        for (const CollectedField &f : s->fields) {
            const bool read = std::any_of(b.fields.begin(), b.fields.end(),
                [&f](const auto &field) { return qstrcmp(field.first, f.name) == 0; });
            if (!read)
                problems << QStringLiteral("%1.%2 is collected but never read").arg(QLatin1String(b.key), QLatin1String(f.name));
        }
    }
    for (const CollectedSection &s : CollectSchema::sections())
        if (!bound.count(QLatin1String(s.key)))
            problems << QStringLiteral("section %1 is collected but never read").arg(QLatin1String(s.key));
    return problems;
}

bool HostEvidenceReader::isNode(const QString &node, const QString &computerName, const QString &dnsHostName)
{
    const QString host = node.section(QLatin1Char('.'), 0, 0);
    if (host.isEmpty())
        return false;
    if (computerName.compare(host, Qt::CaseInsensitive) == 0)
        return true;
    if (host.size() > 15 && computerName.compare(host.left(15), Qt::CaseInsensitive) == 0)
        return true;
    return !dnsHostName.isEmpty() && dnsHostName.section(QLatin1Char('.'), 0, 0).compare(host, Qt::CaseInsensitive) == 0;
}

HostEvidenceReader::Result HostEvidenceReader::read(const QByteArray &bytes, const QString &file, const QString &expectedNode)
{
    Result result;
    auto refuse = [&](int line, const QString &why) {
        result.problems.push_back({file, line, why});
        return result;
    };
    static const QStringList bindingErrors = bindingProblems();
    if (const QStringList &problems = bindingErrors; !problems.isEmpty())
        return refuse(0, LiveText::tr("this build of hvnet reads host evidence other than its collect script writes "
                                      "it (%1); report it as a defect")
                             .arg(problems.first()));
    if (bytes.size() > maxSize)
        return refuse(0, LiveText::tr("the file has %1 bytes, more than the %2 a host's evidence can have")
                             .arg(bytes.size())
                             .arg(maxSize));
    EvidenceJson::Error error;
    const auto root = EvidenceJson::parse(std::string_view(bytes.constData(), std::size_t(bytes.size())), &error);
    if (!root)
        return refuse(error.line, LiveText::tr("not readable as JSON: %1 (line %2, column %3)")
                                      .arg(error.message)
                                      .arg(error.line)
                                      .arg(error.column));
    if (root->type != JsonType::Object)
        return refuse(root->line, LiveText::tr("not a host evidence document: %1")
                                      .arg(expected(EvidenceJson::typeName(JsonType::Object), *root)));
    if (Value::stringOf(root->member("format")) != QLatin1String(CollectSchema::format))
        return refuse(root->line, LiveText::tr("not a host evidence document (its \"format\" is not \"%1\"); hosts/ "
                                               "holds what the collect scripts write")
                                      .arg(QLatin1String(CollectSchema::format)));
    const auto version = integer(root->member("formatVersion"));
    if (!version || *version < 1)
        return refuse(root->line, LiveText::tr("\"formatVersion\" is missing or not a positive whole number"));
    if (*version > CollectSchema::formatVersion)
        return refuse(root->member("formatVersion")->line,
            LiveText::tr("written in format version %1 by a newer hvnet; this one reads version %2: update hvnet")
                .arg(*version)
                .arg(CollectSchema::formatVersion));

    HostEvidence evidence;
    evidence.file = file;
    const Value *computer = root->member("computerName");
    evidence.computerName = Value::stringOf(computer);
    evidence.computerNameLine = computer ? computer->line : root->line;
    evidence.dnsHostName = Value::stringOf(root->member("dnsHostName"));
    evidence.plannedNode = Value::stringOf(root->member("plannedNode"));
    evidence.design = Value::stringOf(root->member("design"));
    evidence.revision = Value::stringOf(root->member("revision"));
    evidence.by = Value::stringOf(root->member("by"));
    evidence.collected = Value::stringOf(root->member("collected"));
    if (evidence.computerName.isEmpty())
        return refuse(evidence.computerNameLine, LiveText::tr("\"computerName\" is missing: the file does not say "
                                                              "which computer it is about"));
    if (!isNode(expectedNode, evidence.computerName, evidence.dnsHostName))
        return refuse(evidence.computerNameLine,
            LiveText::tr("the file is about the computer \"%1\", not about %2; hosts/ needs each node's own file, "
                         "written by the collect script on that node")
                .arg(quotedEvidence(evidence.computerName), expectedNode));
    if (const Value *os = root->member("os"); os && os->type == JsonType::Object) {
        evidence.os.line = os->line;
        evidence.os.caption = Value::stringOf(os->member("caption"));
        evidence.os.version = Value::stringOf(os->member("version"));
        evidence.os.powerShell = Value::stringOf(os->member("powerShell"));
        evidence.os.buildNumber = integer(os->member("buildNumber"));
        evidence.os.productType = integer(os->member("productType"));
    }
    const Value *sections = root->member("sections");
    if (!sections || sections->type != JsonType::Object)
        return refuse(sections ? sections->line : root->line,
            LiveText::tr("\"sections\" is missing or not an object: the file holds nothing to check"));
    Reading reading{file, result.problems};
    for (const SectionBinding &b : bindings())
        if (const Value *v = sections->member(b.key))
            b.read(*v, evidence, reading);
    result.evidence = std::move(evidence);
    return result;
}

} // namespace hvnet

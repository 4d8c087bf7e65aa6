// A Windows host as its collect script reports it after deployment. Long
// because it plays every cmdlet once; each section says which document its
// shape comes from.

#include "evidencesimulator.h"

#include "model/design.h"
#include "model/ipv4.h"
#include "plans/clusterplan.h"
#include "plans/evidence/collectschema.h"
#include "plans/filenames.h"
#include "plans/hostplan.h"
#include "plans/storagepaths.h"

#include <QCryptographicHash>

namespace hvnet {

namespace {

using json = nlohmann::ordered_json;

std::string s(const QString &text)
{
    return text.toStdString();
}

// One item of a section: every field of the collect table, null until set,
// in the table's order; setting a field the table lacks is a defect here.
class Item
{
public:
    explicit Item(const char *section) : m_section(CollectSchema::section(QLatin1String(section)))
    {
        if (!m_section)
            qFatal("no section %s", section);
        for (const CollectedField &f : m_section->fields)
            m_value[f.name] = nullptr;
    }
    Item &set(const char *field, json value)
    {
        if (!CollectSchema::field(*m_section, QLatin1String(field)))
            qFatal("%s has no field %s", m_section->key, field);
        m_value[field] = std::move(value);
        return *this;
    }
    const json &value() const { return m_value; }

private:
    const CollectedSection *m_section;
    json m_value = json::object();
};

json ok(const char *command, const std::vector<Item> &items)
{
    json list = json::array();
    for (const Item &i : items)
        list.push_back(i.value());
    return json{{"command", command}, {"status", "ok"}, {"items", list}};
}

// What Windows PowerShell 5.1 says for a command it does not know.
json missing(const char *command, const QString &cmdlet)
{
    return json{{"command", command}, {"status", "missing"},
        {"error", s(QStringLiteral("The term '%1' is not recognized as the name of a cmdlet, function, script file, or "
                                   "operable program. Check the spelling of the name, or if a path was included, "
                                   "verify that the path is correct and try again.")
                        .arg(cmdlet))}};
}

json failed(const char *command, const QString &error)
{
    return json{{"command", command}, {"status", "failed"}, {"error", s(error)}};
}

// A stable, made-up identity from a name: MAC addresses and GUIDs.
QByteArray digest(const QString &seed)
{
    return QCryptographicHash::hash(seed.toUtf8(), QCryptographicHash::Sha256);
}

QString mac(const QString &seed, bool virtualAdapter)
{
    const QByteArray d = digest(seed);
    // Hyper-V's own prefix for virtual adapters (00-15-5D), a vendor's otherwise.
    QString out = virtualAdapter ? QStringLiteral("00-15-5D") : QStringLiteral("B8-59-9F");
    for (int i = 0; i < 3; ++i)
        out += QStringLiteral("-%1").arg(quint8(d[i]), 2, 16, QLatin1Char('0')).toUpper();
    return out;
}

QString guid(const QString &seed)
{
    const QByteArray h = digest(seed).toHex().toUpper().left(32);
    return QStringLiteral("{%1-%2-%3-%4-%5}").arg(QString::fromLatin1(h.mid(0, 8)), QString::fromLatin1(h.mid(8, 4)),
        QString::fromLatin1(h.mid(12, 4)), QString::fromLatin1(h.mid(16, 4)), QString::fromLatin1(h.mid(20, 12)));
}

struct OsFacts {
    const char *caption;
    const char *version;
    long long build;
    const char *powerShell;
};

OsFacts osFacts(OsVersion os)
{
    switch (os) {
    case OsVersion::Ws2012: return {"Microsoft Windows Server 2012 Datacenter", "6.2.9200", 9200, "3.0"};
    case OsVersion::Ws2012R2: return {"Microsoft Windows Server 2012 R2 Datacenter", "6.3.9600", 9600, "4.0"};
    case OsVersion::Ws2016: return {"Microsoft Windows Server 2016 Datacenter", "10.0.14393", 14393, "5.1.14393.693"};
    case OsVersion::Ws2019: return {"Microsoft Windows Server 2019 Datacenter", "10.0.17763", 17763, "5.1.17763.1"};
    case OsVersion::Ws2022: return {"Microsoft Windows Server 2022 Datacenter", "10.0.20348", 20348, "5.1.20348.2849"};
    case OsVersion::Ws2025: return {"Microsoft Windows Server 2025 Datacenter", "10.0.26100", 26100, "5.1.26100.2161"};
    case OsVersion::AzureLocal: return {"Microsoft Azure Stack HCI", "10.0.25398", 25398, "5.1.25398.1189"};
    }
    return {"", "", 0, ""};
}

// The driver's provider as Get-NetAdapter shows it, from the model's maker.
QString provider(const QString &model)
{
    if (model.startsWith(QLatin1String("NVIDIA")) || model.startsWith(QLatin1String("Mellanox")))
        return QStringLiteral("Mellanox Technologies Ltd.");
    if (model.startsWith(QLatin1String("Intel")))
        return QStringLiteral("Intel");
    if (model.startsWith(QLatin1String("Chelsio")))
        return QStringLiteral("Chelsio Communications");
    if (model.startsWith(QLatin1String("Broadcom")))
        return QStringLiteral("Broadcom Inc.");
    return QStringLiteral("QLogic");
}

// How a design's node stands on the host: every adapter Windows shows, with
// its index, description and speed.
struct HostAdapter {
    QString name, description;
    long long ifIndex = 0;
    double speedGbps = 10;
    bool physical = true;
    bool virtualNic = false;
    int frame = 1514; // *JumboPacket
    long long vlan = 0;
    bool up = true;
    QString model;
    RdmaTransport rdma = RdmaTransport::None;
};

struct Host {
    const Design &design;
    const Node &node;
    HostPlan plan;
    bool legacy; // Windows Server 2012 R2 or earlier
    bool newest; // Windows reports RDMA Operational, PFC and ETS (2019 and later)
    std::vector<HostAdapter> adapters;

    const HostAdapter *adapter(const QString &name) const
    {
        for (const HostAdapter &a : adapters)
            if (a.name.compare(name, Qt::CaseInsensitive) == 0)
                return &a;
        return nullptr;
    }
};

int plannedFrame(const HostPlan &plan, const QString &alias, int fallback)
{
    for (const HostPlan::AdapterProperty &p : plan.adapterProperties)
        if (p.adapter == alias && p.keyword == QLatin1String("*JumboPacket"))
            return p.value.toInt();
    return fallback;
}

Host makeHost(const Design &design, const Node &node)
{
    Host h{design, node, HostPlan::forNode(design, node), false, false, {}};
    h.legacy = isBefore2016(h.plan.os);
    h.newest = !h.legacy && h.plan.os != OsVersion::Ws2016;
    long long index = 3;
    std::map<QString, int> models;
    for (const Adapter &a : node.adapters) {
        HostAdapter x;
        x.name = a.name;
        const int n = ++models[a.model];
        x.description = n == 1 ? a.model : QStringLiteral("%1 #%2").arg(a.model).arg(n);
        x.ifIndex = index++;
        x.speedGbps = a.speedGbps;
        x.frame = a.effectiveJumboPacket();
        x.model = a.model;
        x.rdma = a.rdma;
        for (const HostPlan::AdapterVlan &v : h.plan.adapterVlans)
            if (v.adapter == a.name)
                x.vlan = v.vlan;
        h.adapters.push_back(x);
    }
    // An onboard port nobody cabled: a real server has some, and the check
    // must leave what the design does not name alone.
    HostAdapter spare;
    spare.name = QStringLiteral("Embedded NIC 4");
    spare.description = QStringLiteral("Broadcom NetXtreme Gigabit Ethernet #4");
    spare.ifIndex = index++;
    spare.speedGbps = 1;
    spare.up = false;
    spare.model = QStringLiteral("Broadcom NetXtreme");
    if (!h.adapter(spare.name))
        h.adapters.push_back(spare);
    int multiplexors = 0;
    for (const HostPlan::Team &t : h.plan.teams) {
        HostAdapter x;
        x.name = t.teamNic;
        x.description = ++multiplexors == 1 ? QStringLiteral("Microsoft Network Adapter Multiplexor Driver")
                                            : QStringLiteral("Microsoft Network Adapter Multiplexor Driver #%1").arg(multiplexors);
        x.ifIndex = index++;
        x.physical = false;
        x.vlan = t.vlan;
        double speed = 0;
        for (const QString &m : t.members)
            if (const HostAdapter *member = h.adapter(m))
                speed += member->speedGbps;
        x.speedGbps = speed;
        h.adapters.push_back(x);
    }
    int vnics = 0;
    for (const Interface &i : node.interfaces) {
        if (i.attach.kind != AttachKind::VSwitch)
            continue;
        HostAdapter x;
        x.name = HostPlan::aliasOf(node, i);
        x.description = ++vnics == 1 ? QStringLiteral("Hyper-V Virtual Ethernet Adapter")
                                     : QStringLiteral("Hyper-V Virtual Ethernet Adapter #%1").arg(vnics);
        x.ifIndex = index++;
        x.physical = false;
        x.virtualNic = true;
        x.frame = plannedFrame(h.plan, x.name, 1514);
        const QStringList under = adaptersUnder(node, i);
        if (const Adapter *first = under.isEmpty() ? nullptr : node.adapter(under.first()))
            x.speedGbps = first->speedGbps;
        h.adapters.push_back(x);
    }
    return h;
}

QString speedText(double gbps)
{
    return gbps >= 1 ? QStringLiteral("%1 Gbps").arg(gbps) : QStringLiteral("%1 Mbps").arg(gbps * 1000);
}

json netAdapters(const Host &h)
{
    std::vector<Item> items;
    for (const HostAdapter &a : h.adapters) {
        Item i("netAdapter");
        const long long bps = a.up ? static_cast<long long>(a.speedGbps * 1e9) : 0;
        i.set("Name", s(a.name))
            .set("InterfaceDescription", s(a.description))
            .set("ifIndex", a.ifIndex)
            .set("Status", a.up ? "Up" : "Disconnected")
            .set("MacAddress", s(mac(h.node.name + a.name, a.virtualNic)))
            .set("LinkSpeed", s(speedText(a.up ? a.speedGbps : 0)))
            .set("ReceiveLinkSpeed", bps)
            .set("TransmitLinkSpeed", bps)
            .set("MediaConnectionState", a.up ? "Connected" : "Disconnected")
            .set("ConnectorPresent", a.physical)
            .set("HardwareInterface", a.physical)
            .set("DriverProvider", s(a.physical ? provider(a.model) : QStringLiteral("Microsoft")))
            .set("DriverVersionString", a.physical ? "3.10.25798.0" : "10.0.20348.1")
            .set("VlanID", a.vlan)
            .set("DeviceID", s(guid(h.node.name + a.name)))
            .set("MtuSize", a.frame - 14);
        items.push_back(i);
    }
    return ok("Get-NetAdapter", items);
}

// The advanced properties the collect script keeps (its keyword list), with
// the display names and values of the INF keywords (Standardized INF keywords).
json advancedProperties(const Host &h)
{
    std::vector<Item> items;
    auto add = [&](const HostAdapter &a, const char *keyword, const QString &value, const char *display, const QString &shown) {
        Item i("netAdapterAdvancedProperty");
        i.set("Name", s(a.name))
            .set("RegistryKeyword", keyword)
            .set("RegistryValue", json::array({s(value)}))
            .set("DisplayName", display)
            .set("DisplayValue", s(shown));
        items.push_back(i);
    };
    for (const HostAdapter &a : h.adapters) {
        if (!a.physical && !a.virtualNic)
            continue;
        add(a, "*JumboPacket", QString::number(a.frame), "Jumbo Packet",
            a.frame > 1514 ? QStringLiteral("%1 Bytes").arg(a.frame) : QStringLiteral("Disabled"));
        if (!a.physical)
            continue;
        add(a, "VlanID", QString::number(a.vlan), "VLAN ID", QString::number(a.vlan));
        if (a.rdma == RdmaTransport::None)
            continue;
        add(a, "*NetworkDirect", QStringLiteral("1"), "NetworkDirect Functionality", QStringLiteral("Enabled"));
        const int technology = a.rdma == RdmaTransport::Iwarp ? 1 : a.rdma == RdmaTransport::Roce ? 3 : 4;
        add(a, "*NetworkDirectTechnology", QString::number(technology), "NetworkDirect Technology",
            a.rdma == RdmaTransport::Iwarp ? QStringLiteral("iWarp") : a.rdma == RdmaTransport::Roce ? QStringLiteral("RoCE") : QStringLiteral("RoCEv2"));
    }
    return ok("Get-NetAdapterAdvancedProperty -AllProperties", items);
}

// Get-NetAdapterRdma lists RDMA-capable adapters; host vNICs from 2016 on.
// Operational, PFC and ETS appear in 2019 and later builds only.
json adapterRdma(const Host &h)
{
    std::vector<Item> items;
    for (const HostAdapter &a : h.adapters) {
        const bool capable = (a.physical && a.rdma != RdmaTransport::None) || (a.virtualNic && !h.legacy);
        if (!capable)
            continue;
        const bool enabled = a.physical || h.plan.rdmaAdapters.contains(a.name);
        Item i("netAdapterRdma");
        i.set("Name", s(a.name)).set("InterfaceDescription", s(a.description)).set("Enabled", enabled);
        if (h.newest) {
            const bool lossless = h.plan.qosAdapters.contains(a.name);
            i.set("Operational", enabled).set("PFC", lossless).set("ETS", lossless);
        }
        i.set("MaxQueuePairCount", a.virtualNic ? 8192 : 262144).set("MaxCompletionQueueCount", a.virtualNic ? 8192 : 131072);
        items.push_back(i);
    }
    return ok("Get-NetAdapterRdma", items);
}

struct Classes {
    std::vector<int> lossless;
    std::vector<std::pair<int, int>> shares; // priority, percent (besides the default class)
};

// What the host's DCB runs: the design's classes, or Network ATC's.
Classes classesOf(const Host &h)
{
    Classes c;
    if (h.plan.configureQos) {
        c.lossless = h.plan.lossless;
        for (const HostPlan::TrafficClass &t : h.plan.trafficClasses)
            c.shares.emplace_back(t.priority, t.bandwidth);
    } else if (h.plan.networkAtc && h.plan.atcQos) {
        c.lossless = {h.plan.atcQos->smbPriority};
        c.shares = {{h.plan.atcQos->smbPriority, h.plan.atcQos->smbBandwidth},
            {h.plan.atcQos->clusterPriority, h.plan.atcQos->clusterBandwidth}};
    }
    return c;
}

bool hasDcb(const Host &h)
{
    return h.plan.features.contains(QStringLiteral("Data-Center-Bridging"));
}

// MSFT_NetAdapter_QosSettings: per priority its traffic class, per class its
// algorithm (2 = ETS) and share; traffic class 0 is the default class.
json adapterQos(const Host &h)
{
    const Classes classes = classesOf(h);
    std::vector<Item> items;
    QStringList dcbAdapters = h.plan.qosAdapters;
    if (h.plan.networkAtc)
        for (const HostPlan::Intent &intent : h.plan.intents)
            if (intent.storage)
                dcbAdapters << intent.adapters;
    for (const HostAdapter &a : h.adapters) {
        if (!a.physical || a.rdma == RdmaTransport::None)
            continue;
        const bool enabled = dcbAdapters.contains(a.name) && !classes.shares.empty();
        Item i("netAdapterQos");
        i.set("Name", s(a.name)).set("Enabled", enabled);
        if (enabled) {
            json assignment = json::array(), tsa = json::array({2}), bandwidth = json::array(), pfc = json::array();
            int reserved = 0;
            for (const auto &[p, share] : classes.shares)
                reserved += share;
            bandwidth.push_back(100 - reserved);
            for (int p = 0; p < 8; ++p) {
                int tc = 0;
                for (std::size_t k = 0; k < classes.shares.size(); ++k)
                    if (classes.shares[k].first == p)
                        tc = int(k) + 1;
                assignment.push_back(tc);
                pfc.push_back(std::find(classes.lossless.begin(), classes.lossless.end(), p) != classes.lossless.end());
            }
            for (const auto &[p, share] : classes.shares) {
                tsa.push_back(2);
                bandwidth.push_back(share);
            }
            QStringList on;
            for (int p : classes.lossless)
                on << QString::number(p);
            i.set("OperationalPriorityAssignment", assignment)
                .set("OperationalTsaAssignment", tsa)
                .set("OperationalBandwidthAssignment", bandwidth)
                .set("OperationalPfcEnabled", pfc)
                .set("OperationalFlowControl",
                    s(on.isEmpty() ? QStringLiteral("All Priorities Disabled")
                                   : QStringLiteral("%1 %2 Enabled")
                                         .arg(on.size() == 1 ? QStringLiteral("Priority") : QStringLiteral("Priorities"),
                                             on.join(QLatin1Char(',')))));
        }
        items.push_back(i);
    }
    return ok("Get-NetAdapterQos", items);
}

json qosPolicies(const Host &h)
{
    std::vector<Item> items;
    auto add = [&](const QString &name, const char *templ, int netDirect, int port, int priority) {
        Item i("netQosPolicy");
        i.set("Name", s(name))
            .set("Owner", "PowerShell / WMI")
            .set("Template", templ)
            .set("NetDirectPortMatchCondition", netDirect)
            .set("IPDstPortMatchCondition", port)
            .set("IPDstPortStartMatchCondition", 0)
            .set("PriorityValue8021Action", priority);
        items.push_back(i);
    };
    if (h.plan.configureQos) {
        for (const HostPlan::QosPolicy &p : h.plan.qosPolicies) {
            if (p.match == QLatin1String("NetDirect"))
                add(p.name, "None", p.port, 0, p.priority);
            else if (p.match == QLatin1String("Cluster") || p.match == QLatin1String("LiveMigration")
                || p.match == QLatin1String("Default"))
                add(p.name, p.match.toLatin1().constData(), 0, 0, p.priority);
            else
                add(p.name, "None", 0, p.port, p.priority);
        }
    } else if (h.plan.networkAtc && h.plan.atcQos) {
        add(QStringLiteral("SMB_Direct"), "None", 445, 0, h.plan.atcQos->smbPriority);
        add(QStringLiteral("Cluster"), "Cluster", 0, 0, h.plan.atcQos->clusterPriority);
        add(QStringLiteral("Default"), "Default", 0, 0, 0);
    }
    return ok("Get-NetQosPolicy", items);
}

// The global policy store; PolicySet came with the per-adapter store (2016).
json flowControl(const Host &h)
{
    const Classes classes = classesOf(h);
    std::vector<Item> items;
    for (int p = 0; p < 8; ++p) {
        Item i("netQosFlowControl");
        i.set("Priority", p).set("Enabled", std::find(classes.lossless.begin(), classes.lossless.end(), p) != classes.lossless.end());
        if (!h.legacy)
            i.set("PolicySet", "Global");
        items.push_back(i);
    }
    return ok("Get-NetQosFlowControl", items);
}

json trafficClasses(const Host &h)
{
    const Classes classes = classesOf(h);
    std::vector<Item> items;
    json rest = json::array();
    int reserved = 0;
    for (int p = 0; p < 8; ++p)
        if (std::none_of(classes.shares.begin(), classes.shares.end(), [p](const auto &c) { return c.first == p; }))
            rest.push_back(p);
    for (const auto &[p, share] : classes.shares)
        reserved += share;
    Item def("netQosTrafficClass");
    def.set("Name", "[Default]").set("Algorithm", "ETS").set("BandwidthPercentage", 100 - reserved).set("Priority", rest);
    if (!h.legacy)
        def.set("PolicySet", "Global");
    items.push_back(def);
    std::vector<QString> names;
    if (h.plan.configureQos)
        for (const HostPlan::TrafficClass &t : h.plan.trafficClasses)
            names.push_back(t.name);
    else
        names = {QStringLiteral("SMB_Direct"), QStringLiteral("Cluster")};
    for (std::size_t k = 0; k < classes.shares.size(); ++k) {
        Item i("netQosTrafficClass");
        i.set("Name", s(names.at(k)))
            .set("Algorithm", "ETS")
            .set("BandwidthPercentage", classes.shares[k].second)
            .set("Priority", json::array({classes.shares[k].first}));
        if (!h.legacy)
            i.set("PolicySet", "Global");
        items.push_back(i);
    }
    return ok("Get-NetQosTrafficClass", items);
}

json dcbx(const Host &h)
{
    Item i("netQosDcbxSetting");
    i.set("Willing", false);
    if (!h.legacy)
        i.set("PolicySet", "Global");
    return ok("Get-NetQosDcbxSetting", {i});
}

json dcbxPerAdapter(const Host &h)
{
    if (h.legacy)
        return json{{"command", "Get-NetQosDcbxSetting -InterfaceAlias"}, {"status", "missing"},
            {"error", "Get-NetQosDcbxSetting -InterfaceAlias needs Windows Server 2016 or later"}};
    std::vector<Item> items;
    for (const HostAdapter &a : h.adapters)
        if (a.physical && a.rdma != RdmaTransport::None) {
            Item i("netQosDcbxAdapter");
            i.set("Willing", false).set("PolicySet", "AdapterSpecific").set("IfAlias", s(a.name));
            items.push_back(i);
        }
    return ok("Get-NetQosDcbxSetting -InterfaceAlias", items);
}

json teams(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Team &t : h.plan.teams) {
        Item i("netLbfoTeam");
        json members = json::array();
        for (const QString &m : t.members)
            members.push_back(s(m));
        i.set("Name", s(t.name))
            .set("Members", members)
            .set("TeamingMode", s(t.mode))
            .set("LoadBalancingAlgorithm", s(t.loadBalancing))
            .set("Status", "Up");
        items.push_back(i);
    }
    return ok("Get-NetLbfoTeam", items);
}

json teamNics(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Team &t : h.plan.teams) {
        Item i("netLbfoTeamNic");
        i.set("Name", s(t.teamNic)).set("Team", s(t.name)).set("Primary", true).set("Default", t.vlan == 0);
        if (t.vlan != 0)
            i.set("VlanID", t.vlan);
        items.push_back(i);
    }
    return ok("Get-NetLbfoTeamNic", items);
}

QString descriptionOf(const Host &h, const QString &adapter)
{
    const HostAdapter *a = h.adapter(adapter);
    return a ? a->description : adapter;
}

// The vSwitches of the design (Network ATC makes them too, named after the
// intent; the design's names stand in for those here).
json vmSwitches(const Host &h)
{
    std::vector<Item> items;
    for (const VSwitch &v : h.node.vswitches) {
        QStringList uplinks;
        bool onTeam = false;
        for (const QString &id : v.uplinks) {
            if (const Team *t = h.node.team(id)) {
                uplinks << t->name;
                onTeam = true;
            } else if (const Adapter *a = h.node.adapter(id)) {
                uplinks << a->name;
            }
        }
        json descriptions = json::array();
        for (const QString &u : uplinks)
            descriptions.push_back(s(descriptionOf(h, u)));
        Item i("vmSwitch");
        i.set("Name", s(v.name)).set("SwitchType", "External");
        if (v.embeddedTeaming)
            i.set("NetAdapterInterfaceDescription", "Teamed-Interface");
        else
            i.set("NetAdapterInterfaceDescription", descriptions.empty() ? json(nullptr) : descriptions.front());
        if (!h.legacy)
            i.set("NetAdapterInterfaceDescriptions", descriptions).set("EmbeddedTeamingEnabled", v.embeddedTeaming);
        i.set("AllowManagementOS", v.allowManagementOS);
        const QString mode = v.minimumBandwidthMode ? enumString(*v.minimumBandwidthMode) : QStringLiteral("absolute");
        i.set("BandwidthReservationMode", s(mode.left(1).toUpper() + mode.mid(1)));
        i.set("IovEnabled", false);
        Q_UNUSED(onTeam);
        items.push_back(i);
    }
    return ok("Get-VMSwitch", items);
}

json vmSwitchTeams(const Host &h)
{
    if (h.legacy)
        return missing("Get-VMSwitchTeam", QStringLiteral("Get-VMSwitchTeam"));
    std::vector<Item> items;
    for (const VSwitch &v : h.node.vswitches) {
        if (!v.embeddedTeaming)
            continue;
        json descriptions = json::array();
        for (const QString &id : v.uplinks)
            if (const Adapter *a = h.node.adapter(id))
                descriptions.push_back(s(descriptionOf(h, a->name)));
        Item i("vmSwitchTeam");
        i.set("Name", s(v.name))
            .set("NetAdapterInterfaceDescription", descriptions)
            .set("TeamingMode", s(v.teamingMode ? HostPlan::teamingMode(*v.teamingMode) : QStringLiteral("SwitchIndependent")))
            .set("LoadBalancingAlgorithm",
                v.loadBalancing == VSwitchLoadBalancing::Dynamic ? "Dynamic" : "HyperVPort");
        items.push_back(i);
    }
    return ok("Get-VMSwitchTeam", items);
}

const Subnet *subnetOf(const Host &h, const Interface &i)
{
    return h.design.subnet(i.subnet);
}

json vmNetworkAdapters(const Host &h)
{
    std::vector<Item> items;
    for (const Interface &i : h.node.interfaces) {
        if (i.attach.kind != AttachKind::VSwitch)
            continue;
        const VSwitch *v = h.node.vswitch(i.attach.target);
        Item x("vmNetworkAdapter");
        x.set("Name", s(i.name))
            .set("SwitchName", s(v ? v->name : QString()))
            .set("MacAddress", s(mac(h.node.name + HostPlan::aliasOf(h.node, i), true).remove(QLatin1Char('-'))))
            .set("Status", json::array({"Ok"}));
        // IeeePriorityTag and DeviceId came with 2016.
        if (!h.legacy)
            x.set("IeeePriorityTag", i.ieeePriorityTag.value_or(false) ? "On" : "Off")
                .set("DeviceId", s(QStringLiteral("Microsoft:%1").arg(guid(h.node.name + i.name))));
        items.push_back(x);
    }
    return ok("Get-VMNetworkAdapter -ManagementOS", items);
}

// Set-VMNetworkAdapterVlan (the deployment script), or isolation (Network ATC).
json vmNetworkAdapterVlans(const Host &h)
{
    std::vector<Item> items;
    for (const Interface &i : h.node.interfaces) {
        if (i.attach.kind != AttachKind::VSwitch)
            continue;
        const Subnet *subnet = subnetOf(h, i);
        const int vlan = subnet ? subnet->vlan : 0;
        Item x("vmNetworkAdapterVlan");
        x.set("VMNetworkAdapterName", s(i.name));
        if (vlan != 0 && !h.plan.networkAtc)
            x.set("OperationMode", "Access").set("AccessVlanId", vlan);
        else
            x.set("OperationMode", "Untagged").set("AccessVlanId", 0);
        items.push_back(x);
    }
    return ok("Get-VMNetworkAdapterVlan -ManagementOS", items);
}

json vmNetworkAdapterIsolation(const Host &h)
{
    if (h.legacy)
        return missing("Get-VMNetworkAdapterIsolation -ManagementOS", QStringLiteral("Get-VMNetworkAdapterIsolation"));
    std::vector<Item> items;
    for (const Interface &i : h.node.interfaces) {
        if (i.attach.kind != AttachKind::VSwitch)
            continue;
        const Subnet *subnet = subnetOf(h, i);
        const int vlan = subnet ? subnet->vlan : 0;
        Item x("vmNetworkAdapterIsolation");
        x.set("VMNetworkAdapterName", s(i.name)).set("AllowUntaggedTraffic", false);
        if (h.plan.networkAtc && vlan != 0)
            x.set("IsolationMode", "Vlan").set("DefaultIsolationID", vlan);
        else
            x.set("IsolationMode", "None").set("DefaultIsolationID", 0);
        items.push_back(x);
    }
    return ok("Get-VMNetworkAdapterIsolation -ManagementOS", items);
}

json vmTeamMappings(const Host &h)
{
    if (h.legacy)
        return missing("Get-VMNetworkAdapterTeamMapping -ManagementOS", QStringLiteral("Get-VMNetworkAdapterTeamMapping"));
    std::vector<Item> items;
    for (const HostPlan::HostVNic &v : h.plan.vnics) {
        if (v.teamMapping.isEmpty())
            continue;
        Item x("vmNetworkAdapterTeamMapping");
        x.set("VMNetworkAdapterName", s(v.name)).set("NetAdapterName", s(v.teamMapping));
        items.push_back(x);
    }
    return ok("Get-VMNetworkAdapterTeamMapping -ManagementOS", items);
}

json vmHost(const Host &h)
{
    Item x("vmHost");
    x.set("VirtualMachineMigrationEnabled", true)
        .set("VirtualMachineMigrationPerformanceOption", s(h.plan.liveMigration.isEmpty() ? QStringLiteral("Compression") : h.plan.liveMigration))
        .set("MaximumVirtualMachineMigrations", 2);
    return ok("Get-VMHost", {x});
}

long long indexOf(const Host &h, const QString &alias)
{
    const HostAdapter *a = h.adapter(alias);
    return a ? a->ifIndex : 1;
}

json ipAddresses(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Address &a : h.plan.addresses) {
        Item x("netIPAddress");
        x.set("IPAddress", s(a.address))
            .set("InterfaceAlias", s(a.alias))
            .set("InterfaceIndex", indexOf(h, a.alias))
            .set("PrefixLength", a.prefixLength)
            .set("PrefixOrigin", "Manual")
            .set("AddressState", "Preferred");
        items.push_back(x);
    }
    Item loopback("netIPAddress");
    loopback.set("IPAddress", "127.0.0.1")
        .set("InterfaceAlias", "Loopback Pseudo-Interface 1")
        .set("InterfaceIndex", 1)
        .set("PrefixLength", 8)
        .set("PrefixOrigin", "WellKnown")
        .set("AddressState", "Preferred");
    items.push_back(loopback);
    return ok("Get-NetIPAddress -AddressFamily IPv4", items);
}

json ipInterfaces(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Address &a : h.plan.addresses) {
        const HostAdapter *adapter = h.adapter(a.alias);
        int mtu = (adapter ? adapter->frame : 1514) - 14;
        for (const HostPlan::InterfaceMtu &m : h.plan.interfaceMtus)
            if (m.alias == a.alias)
                mtu = m.mtu;
        Item x("netIPInterface");
        x.set("InterfaceAlias", s(a.alias))
            .set("InterfaceIndex", indexOf(h, a.alias))
            .set("NlMtu", mtu)
            .set("Dhcp", "Disabled")
            .set("ConnectionState", "Connected");
        items.push_back(x);
    }
    return ok("Get-NetIPInterface -AddressFamily IPv4", items);
}

json routes(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Address &a : h.plan.addresses)
        if (!a.gateway.isEmpty()) {
            Item x("netRoute");
            x.set("InterfaceAlias", s(a.alias)).set("InterfaceIndex", indexOf(h, a.alias)).set("NextHop", s(a.gateway)).set("RouteMetric", 0);
            items.push_back(x);
        }
    return ok("Get-NetRoute -DestinationPrefix 0.0.0.0/0", items);
}

json dnsClients(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Address &a : h.plan.addresses) {
        Item x("dnsClient");
        x.set("InterfaceAlias", s(a.alias)).set("RegisterThisConnectionsAddress", a.registerDns);
        items.push_back(x);
    }
    return ok("Get-DnsClient", items);
}

json dnsServers(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Address &a : h.plan.addresses) {
        json servers = json::array();
        for (const QString &d : a.dns)
            servers.push_back(s(d));
        Item x("dnsClientServerAddress");
        x.set("InterfaceAlias", s(a.alias)).set("ServerAddresses", servers);
        items.push_back(x);
    }
    return ok("Get-DnsClientServerAddress -AddressFamily IPv4", items);
}

json smbClientInterfaces(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Address &a : h.plan.addresses) {
        const HostAdapter *adapter = h.adapter(a.alias);
        Item x("smbClientNetworkInterface");
        x.set("InterfaceIndex", indexOf(h, a.alias))
            .set("FriendlyName", s(a.alias))
            .set("RdmaCapable", h.plan.smbRdmaInterfaces.contains(a.alias))
            .set("RssCapable", true)
            .set("LinkSpeed", static_cast<long long>((adapter ? adapter->speedGbps : 10) * 1e9))
            .set("IpAddresses", json::array({s(a.address)}));
        items.push_back(x);
    }
    return ok("Get-SmbClientNetworkInterface", items);
}

json smbServerInterfaces(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Address &a : h.plan.addresses) {
        const HostAdapter *adapter = h.adapter(a.alias);
        Item x("smbServerNetworkInterface");
        x.set("InterfaceIndex", indexOf(h, a.alias))
            .set("ScopeName", "*")
            .set("IpAddress", s(a.address))
            .set("RdmaCapable", h.plan.smbRdmaInterfaces.contains(a.alias))
            .set("RssCapable", true)
            .set("LinkSpeed", static_cast<long long>((adapter ? adapter->speedGbps : 10) * 1e9));
        items.push_back(x);
    }
    return ok("Get-SmbServerNetworkInterface", items);
}

// SMB sessions over each storage path, over RDMA, in each SMB instance the
// path uses (Default; CSV and SBL between S2D nodes).
json smbConnections(const Host &h)
{
    std::vector<Item> items;
    for (const StoragePath &p : StoragePath::fromNode(h.design, h.node))
        for (const QString &instance : p.smbInstances) {
            Item x("smbMultichannelConnection");
            x.set("ServerName", s(p.peerNode))
                .set("Selected", true)
                .set("ClientIpAddress", s(p.source))
                .set("ServerIpAddress", s(p.target))
                .set("ClientInterfaceIndex", indexOf(h, p.alias))
                .set("ClientInterfaceFriendlyName", s(p.alias))
                .set("ClientRdmaCapable", true)
                .set("ServerRdmaCapable", true)
                .set("CurrentChannels", 2)
                .set("SmbInstance", s(instance));
            items.push_back(x);
        }
    return ok("Get-SmbMultichannelConnection -SmbInstance", items);
}

json smbConstraints(const Host &h)
{
    std::vector<Item> items;
    for (const HostPlan::Constraint &c : h.plan.constraints)
        for (const QString &alias : c.aliases) {
            Item x("smbMultichannelConstraint");
            x.set("ServerName", s(c.server)).set("InterfaceAlias", s(alias)).set("InterfaceIndex", indexOf(h, alias));
            items.push_back(x);
        }
    return ok("Get-SmbMultichannelConstraint", items);
}

json smbConfiguration(const char *section, const char *command)
{
    Item x(section);
    x.set("EnableMultiChannel", true);
    return ok(command, {x});
}

json smbLimits(const Host &h)
{
    if (!h.plan.smbLimit)
        return failed("Get-SmbBandwidthLimit",
            QStringLiteral("The SMB Bandwidth Limit feature is not installed. Install it with "
                           "Install-WindowsFeature FS-SMBBW."));
    Item x("smbBandwidthLimit");
    x.set("Category", "LiveMigration").set("BytesPerSecond", *h.plan.smbLimit);
    return ok("Get-SmbBandwidthLimit", {x});
}

json firewall(const Host &h)
{
    const bool planned = std::any_of(h.plan.firewallRules.begin(), h.plan.firewallRules.end(),
        [](const HostPlan::FirewallRule &r) { return r.name == QLatin1String("FPSSMBD-iWARP-In-TCP"); });
    Item x("netFirewallRule");
    x.set("Name", "FPSSMBD-iWARP-In-TCP").set("Enabled", planned ? "True" : "False");
    return ok("Get-NetFirewallRule -Name FPSSMBD-iWARP-In-TCP", {x});
}

json clusterName(const Host &h)
{
    Item x("cluster");
    x.set("Name", s(h.plan.cluster));
    return ok("Get-Cluster", {x});
}

// Role: 2016 and later show the enum's name, 2012 R2 the number.
json clusterNetworks(const Host &h)
{
    std::vector<Item> items;
    const Cluster *cluster = nullptr;
    for (const Cluster &c : h.design.clusters)
        if (c.members.contains(h.node.id))
            cluster = &c;
    if (!cluster)
        return ok("Get-ClusterNetwork", items);
    for (const ClusterPlan::Network &n : ClusterPlan::forCluster(h.design, *cluster).networks) {
        QString mask = QStringLiteral("255.255.255.0");
        for (const Subnet &subnet : h.design.subnets)
            if (subnet.name == n.name)
                if (const auto prefix = Ipv4Prefix::parse(subnet.prefix))
                    mask = Ipv4Address(prefix->mask()).toString();
        const char *role = n.role == 0 ? "None" : n.role == 1 ? "Cluster" : "ClusterAndClient";
        Item x("clusterNetwork");
        x.set("Name", s(n.name))
            .set("Address", s(n.address))
            .set("AddressMask", s(mask))
            .set("Ipv4Addresses", json::array({s(n.address)}))
            .set("Role", h.legacy ? json(std::to_string(n.role)) : json(role))
            .set("RoleValue", n.role)
            .set("State", "Up");
        items.push_back(x);
    }
    return ok("Get-ClusterNetwork", items);
}

json intents(const Host &h)
{
    if (!h.plan.networkAtc)
        return missing("Get-NetIntent", QStringLiteral("Get-NetIntent"));
    std::vector<Item> items;
    for (const HostPlan::Intent &i : h.plan.intents) {
        json adapters = json::array(), vlans = json::array();
        for (const QString &a : i.adapters)
            adapters.push_back(s(a));
        for (int v : i.storageVlans)
            vlans.push_back(v);
        Item x("netIntent");
        x.set("IntentName", s(i.name))
            .set("NetAdapterNamesAsList", adapters)
            .set("IsComputeIntentSet", i.compute)
            .set("IsStorageIntentSet", i.storage)
            .set("IsManagementIntentSet", i.management)
            .set("StorageVLANs", vlans);
        items.push_back(x);
    }
    return ok("Get-NetIntent", items);
}

json intentStatus(const Host &h)
{
    if (!h.plan.networkAtc)
        return missing("Get-NetIntentStatus", QStringLiteral("Get-NetIntentStatus"));
    std::vector<Item> items;
    for (const HostPlan::Intent &i : h.plan.intents) {
        Item x("netIntentStatus");
        x.set("IntentName", s(i.name))
            .set("Host", s(h.node.name))
            .set("ProvisioningStatus", "Completed")
            .set("ConfigurationStatus", "Success")
            .set("Error", "");
        items.push_back(x);
    }
    return ok("Get-NetIntentStatus", items);
}

void writeValue(QByteArray &out, const json &value, int column)
{
    const QByteArray pad(column, ' ');
    if (value.is_object()) {
        out += '{';
        if (value.empty()) {
            out += "\r\n\r\n" + pad + '}';
            return;
        }
        bool first = true;
        for (auto it = value.begin(); it != value.end(); ++it) {
            out += first ? "\r\n" : ",\r\n";
            first = false;
            const QByteArray key = QByteArray::fromStdString(json(it.key()).dump()) + ":  ";
            out += QByteArray(column + 4, ' ') + key;
            writeValue(out, it.value(), column + 4 + int(key.size()));
        }
        out += "\r\n" + pad + '}';
    } else if (value.is_array()) {
        out += '[';
        if (value.empty()) {
            out += "\r\n\r\n" + pad + ']';
            return;
        }
        bool first = true;
        for (const json &item : value) {
            out += first ? "\r\n" : ",\r\n";
            first = false;
            out += QByteArray(column + 4, ' ');
            writeValue(out, item, column + 4);
        }
        out += "\r\n" + pad + ']';
    } else {
        out += QByteArray::fromStdString(value.dump());
    }
}

} // namespace

namespace {

// The RDMA Activity counters' instance of a path's source: its adapter's
// description.
QString rdmaActivityOf(const Host &h, const StoragePath &p)
{
    for (const HostAdapter &a : h.adapters)
        if (a.name == p.alias)
            return a.description;
    return {};
}

} // namespace

nlohmann::ordered_json EvidenceSimulator::host(const Design &design, const Node &node)
{
    const Host h = makeHost(design, node);
    const OsFacts os = osFacts(h.plan.os);
    json sections = json::object();
    sections["netAdapter"] = netAdapters(h);
    sections["netAdapterAdvancedProperty"] = advancedProperties(h);
    sections["netAdapterRdma"] = adapterRdma(h);
    sections["netAdapterQos"] = adapterQos(h);
    sections["netQosPolicy"] = qosPolicies(h);
    if (hasDcb(h)) {
        sections["netQosFlowControl"] = flowControl(h);
        sections["netQosTrafficClass"] = trafficClasses(h);
        sections["netQosDcbxSetting"] = dcbx(h);
        sections["netQosDcbxAdapter"] = dcbxPerAdapter(h);
    } else {
        // The DcbQos module comes with the Data-Center-Bridging feature.
        sections["netQosFlowControl"] = missing("Get-NetQosFlowControl", QStringLiteral("Get-NetQosFlowControl"));
        sections["netQosTrafficClass"] = missing("Get-NetQosTrafficClass", QStringLiteral("Get-NetQosTrafficClass"));
        sections["netQosDcbxSetting"] = missing("Get-NetQosDcbxSetting", QStringLiteral("Get-NetQosDcbxSetting"));
        sections["netQosDcbxAdapter"] = missing("Get-NetQosDcbxSetting -InterfaceAlias", QStringLiteral("Get-NetQosDcbxSetting"));
    }
    sections["netLbfoTeam"] = teams(h);
    sections["netLbfoTeamNic"] = teamNics(h);
    const bool hyperV = h.plan.features.contains(QStringLiteral("Hyper-V"));
    if (hyperV) {
        sections["vmSwitch"] = vmSwitches(h);
        sections["vmSwitchTeam"] = vmSwitchTeams(h);
        sections["vmNetworkAdapter"] = vmNetworkAdapters(h);
        sections["vmNetworkAdapterVlan"] = vmNetworkAdapterVlans(h);
        sections["vmNetworkAdapterIsolation"] = vmNetworkAdapterIsolation(h);
        sections["vmNetworkAdapterTeamMapping"] = vmTeamMappings(h);
        sections["vmHost"] = vmHost(h);
    }
    sections["netIPAddress"] = ipAddresses(h);
    sections["netIPInterface"] = ipInterfaces(h);
    sections["netRoute"] = routes(h);
    sections["dnsClient"] = dnsClients(h);
    sections["dnsClientServerAddress"] = dnsServers(h);
    sections["smbClientNetworkInterface"] = smbClientInterfaces(h);
    sections["smbServerNetworkInterface"] = smbServerInterfaces(h);
    sections["smbMultichannelConnection"] = smbConnections(h);
    sections["smbMultichannelConstraint"] = smbConstraints(h);
    sections["smbClientConfiguration"] = smbConfiguration("smbClientConfiguration", "Get-SmbClientConfiguration");
    sections["smbServerConfiguration"] = smbConfiguration("smbServerConfiguration", "Get-SmbServerConfiguration");
    if (hyperV)
        sections["smbBandwidthLimit"] = smbLimits(h);
    sections["netFirewallRule"] = firewall(h);
    if (!h.plan.cluster.isEmpty()) {
        sections["cluster"] = clusterName(h);
        sections["clusterNetwork"] = clusterNetworks(h);
    }
    if (h.plan.os == OsVersion::Ws2025 || h.plan.os == OsVersion::AzureLocal) {
        sections["netIntent"] = intents(h);
        sections["netIntentStatus"] = intentStatus(h);
    }
    json doc = json::object();
    doc["format"] = CollectSchema::format;
    doc["formatVersion"] = CollectSchema::formatVersion;
    doc["computerName"] = s(node.name.left(15).toUpper());
    doc["dnsHostName"] = s(node.name);
    doc["plannedNode"] = s(node.name);
    doc["design"] = s(design.meta.name);
    doc["revision"] = s(design.meta.revision);
    doc["by"] = "hvnet " HVNET_VERSION " collect script";
    doc["collected"] = "2025-03-14T09:30:00Z";
    doc["os"] = json{{"caption", os.caption}, {"version", os.version}, {"buildNumber", os.build}, {"productType", 3},
        {"powerShell", os.powerShell}};
    doc["sections"] = sections;
    return doc;
}

nlohmann::ordered_json EvidenceSimulator::pathTests(const Design &design, const Node &node)
{
    const Host h = makeHost(design, node);
    json paths = json::array();
    for (const StoragePath &p : StoragePath::fromNode(design, node)) {
        json tcp = json::array();
        for (int port : p.ports())
            tcp.push_back(json{{"port", port}, {"open", true}, {"error", nullptr}});
        json smb = json::array();
        for (const QString &instance : p.smbInstances)
            smb.push_back(json{{"instance", s(instance)},
                {"connections",
                    json::array({json{{"ServerName", s(p.peerNode)}, {"Selected", true}, {"ClientRdmaCapable", true},
                        {"ServerRdmaCapable", true}, {"CurrentChannels", 2}}})},
                {"error", nullptr}});
        // The short read of 64 MiB: SMB Direct moves about as many bytes over
        // RDMA (plus its own headers), the network stack next to nothing.
        const long long bytes = 67108864;
        const json counters{{"file", s(QStringLiteral("\\\\%1\\ADMIN$\\System32\\ntoskrnl.exe").arg(p.target))},
            {"bytes", bytes}, {"milliseconds", 412}, {"rdmaActivity", s(rdmaActivityOf(h, p))},
            {"rdmaBytes", bytes + bytes / 64}, {"smbDirectBytes", bytes}, {"stackBytes", 18432}, {"error", nullptr}};
        paths.push_back(json{{"from", s(p.alias)}, {"source", s(p.source)}, {"peer", s(p.peerNode)},
            {"target", s(p.target)}, {"mtu", p.mtu},
            {"ping", {{"size", p.mtu - 28}, {"sent", 4}, {"received", 4}, {"error", nullptr}}}, {"tcp", tcp},
            {"smb", smb}, {"counters", counters}, {"active", nullptr}});
    }
    return json{{"format", CollectSchema::pathFormat}, {"formatVersion", CollectSchema::formatVersion},
        {"computerName", s(node.name.left(15).toUpper())}, {"plannedNode", s(node.name)},
        {"by", "hvnet " HVNET_VERSION " collect script"}, {"collected", "2025-03-14T09:31:00Z"}, {"active", false},
        {"paths", paths}};
}

QByteArray EvidenceSimulator::powerShellJson(const nlohmann::ordered_json &value)
{
    QByteArray out;
    writeValue(out, value, 0);
    return out;
}

std::map<QString, QByteArray> EvidenceSimulator::folder(const Design &design, bool withPathTests)
{
    std::map<QString, QByteArray> files;
    for (const Node &node : design.nodes) {
        files[QStringLiteral("hosts/%1.json").arg(safeFileName(node.name))] = powerShellJson(host(design, node));
        if (withPathTests)
            files[QStringLiteral("paths/%1.json").arg(safeFileName(node.name))] = powerShellJson(pathTests(design, node));
    }
    return files;
}

} // namespace hvnet

#pragma once

#include "enums.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace hvnet {

// The entities of the .hvnet file (docs/design-format.md) as plain values.
// Optional strings are empty when absent; optional numbers and flags whose
// absence means something ("use the default") are std::optional, so a file
// reads back exactly as it was written.

struct ManagementEndpoint {
    QString address;
    std::optional<int> port; // 22 when absent
    QString user;
    QString hostKey; // pinned "SHA256:" fingerprint, optional
    int effectivePort() const { return port.value_or(22); }
    friend bool operator==(const ManagementEndpoint &, const ManagementEndpoint &) = default;
};

struct DesignMeta {
    QString name;
    QString customer;
    QString author;
    QString revision;
    QString description;
    friend bool operator==(const DesignMeta &, const DesignMeta &) = default;
};

struct Platform {
    OsVersion os = OsVersion::Ws2022;
    bool networkAtc = false;
    friend bool operator==(const Platform &, const Platform &) = default;
};

struct QosClass {
    QString name;
    TrafficKind traffic = TrafficKind::Custom;
    std::optional<int> port; // only for custom traffic
    int priority = 0; // 802.1p, 0-7
    int bandwidthPercent = 1;
    bool pfc = false;
    friend bool operator==(const QosClass &, const QosClass &) = default;
};

struct QosPolicy {
    bool dcbxWilling = false;
    std::vector<QosClass> classes;
    // The ETS share per 802.1p priority: the classes' shares summed, and what
    // they leave (never below 0) added to priority 0, the default class.
    std::map<int, int> etsShares() const;
    friend bool operator==(const QosPolicy &, const QosPolicy &) = default;
};

struct Subnet {
    QString id;
    QString name;
    SubnetPurpose purpose = SubnetPurpose::Other;
    QString prefix; // kept as written; the rules judge it
    int vlan = 0; // 0 = untagged
    QString gateway;
    QStringList dns;
    // The failover cluster network's role; absent: the one its purpose implies
    // (ClusterPlan), so a file without it reads and deploys as before.
    std::optional<ClusterNetworkRole> clusterRole;
    friend bool operator==(const Subnet &, const Subnet &) = default;
};

struct Cluster {
    QString id;
    QString name;
    ClusterKind kind = ClusterKind::HyperV;
    QStringList members; // node ids
    QString accessPoint;
    QStringList addresses;
    friend bool operator==(const Cluster &, const Cluster &) = default;
};

struct Adapter {
    QString id;
    QString name; // Windows interface alias
    QString model;
    double speedGbps = 10;
    RdmaTransport rdma = RdmaTransport::None;
    QString card;
    std::optional<int> jumboPacket; // *JumboPacket, 1514 when absent
    QString mac;
    int effectiveJumboPacket() const { return jumboPacket.value_or(1514); }
    friend bool operator==(const Adapter &, const Adapter &) = default;
};

struct Team {
    QString id;
    QString name;
    QStringList members; // adapter ids
    TeamMode mode = TeamMode::SwitchIndependent;
    TeamLoadBalancing loadBalancing = TeamLoadBalancing::Dynamic;
    friend bool operator==(const Team &, const Team &) = default;
};

struct VSwitch {
    QString id;
    QString name;
    QStringList uplinks; // adapter ids, or one team id
    bool embeddedTeaming = false;
    std::optional<VSwitchLoadBalancing> loadBalancing;
    bool allowManagementOS = false;
    std::optional<MinimumBandwidthMode> minimumBandwidthMode;
    std::optional<TeamMode> teamingMode; // SET only; Windows' default, switch independent, when absent
    friend bool operator==(const VSwitch &, const VSwitch &) = default;
};

enum class AttachKind { Adapter, Team, VSwitch };

struct InterfaceAttachment {
    AttachKind kind = AttachKind::Adapter;
    QString target; // adapter, team or vswitch id
    QString teamMapping; // adapter id, host vNICs only
    friend bool operator==(const InterfaceAttachment &, const InterfaceAttachment &) = default;
};

struct Interface {
    QString id;
    QString name;
    InterfaceAttachment attach;
    QString subnet; // subnet id
    QString address;
    bool rdma = false;
    std::optional<bool> registerDns;
    std::optional<bool> ieeePriorityTag;
    // The IPv4 interface MTU (NlMtuBytes), without the Ethernet header; when
    // absent the interface takes what its adapter's frame size allows.
    std::optional<int> mtu;
    friend bool operator==(const Interface &, const Interface &) = default;
};

struct SmbConstraint {
    QString server;
    QStringList interfaces; // interface ids
    friend bool operator==(const SmbConstraint &, const SmbConstraint &) = default;
};

struct LiveMigration {
    LiveMigrationTransport transport = LiveMigrationTransport::Tcp;
    std::optional<int> smbLimitMBps;
    friend bool operator==(const LiveMigration &, const LiveMigration &) = default;
};

struct Node {
    QString id;
    QString name; // computer name
    NodeRole role = NodeRole::HyperVHost;
    std::optional<OsVersion> os;
    QString rack;
    std::optional<ManagementEndpoint> management;
    std::vector<Adapter> adapters;
    std::vector<Team> teams;
    std::vector<VSwitch> vswitches;
    std::vector<Interface> interfaces;
    std::vector<SmbConstraint> smbConstraints;
    std::optional<LiveMigration> liveMigration;

    const Adapter *adapter(const QString &id) const;
    const Team *team(const QString &id) const;
    const VSwitch *vswitch(const QString &id) const;
    const Interface *interface(const QString &id) const;
    Interface *interface(const QString &id);
    friend bool operator==(const Node &, const Node &) = default;
};

struct SwitchQos {
    std::optional<std::vector<int>> pfcPriorities;
    std::optional<std::map<int, int>> bandwidth; // priority -> percent
    std::optional<bool> dcbxWilling;
    friend bool operator==(const SwitchQos &, const SwitchQos &) = default;
};

struct SwitchPort {
    QString id;
    QString name;
    double speedGbps = 10;
    std::optional<std::vector<int>> vlans; // stated allowed VLANs
    std::optional<int> nativeVlan;
    std::optional<bool> pfc;
    friend bool operator==(const SwitchPort &, const SwitchPort &) = default;
};

// The switch's half of a redundancy domain (vPC, MLAG, VLT, VSX, IRF,
// MC-LAG): the pair is the two switches joined by peer-link links, and each
// states its own half. docs/design-format.md, docs/switches.md.
struct SwitchRedundancy {
    int domain = 1; // the pair's domain id, the same on both
    std::optional<int> priority; // role priority: the lower becomes primary
    QString keepalive; // this switch's keepalive (backup) source address
    QString keepaliveVrf; // empty: the platform's management VRF
    QString systemMac; // the pair's shared system MAC, where the platform takes one
    QString peerAddress; // this switch's address/prefix on the peer-link VLAN (EOS MLAG, Junos ICCP)

    // The forms the format takes (the reader and the designer's edits check alike).
    static bool isVrfName(const QString &text); // a letter, then up to 31 letters, digits, _ or -
    static bool isMacAddress(const QString &text); // xx:xx:xx:xx:xx:xx, lower case
    static bool isAddressWithLength(const QString &text); // 169.254.0.1/30, length 8-31
    friend bool operator==(const SwitchRedundancy &, const SwitchRedundancy &) = default;
};

struct Switch {
    QString id;
    QString name;
    SwitchPlatform platform = SwitchPlatform::Generic;
    QString model;
    QString firmware; // the release it runs, where syntax differs between lines ("5.15"); empty: the default line
    std::optional<ManagementEndpoint> management;
    bool dcb = false;
    int mtu = 1500;
    std::vector<SwitchPort> ports;
    std::optional<SwitchQos> qos;
    std::optional<SwitchRedundancy> redundancy;
    // The native VLAN of the host-facing trunks; absent: a dedicated unused
    // VLAN (99, or the first above it no subnet uses) on trunks without
    // untagged host traffic, VLAN 1 on those with it (rule switch.native-vlan-1).
    std::optional<int> hostNativeVlan;

    const SwitchPort *port(const QString &id) const;
    friend bool operator==(const Switch &, const Switch &) = default;
};

struct Link {
    QString id;
    QString a; // adapter or switch port id
    QString b;
    LinkKind kind = LinkKind::Cable;
    friend bool operator==(const Link &, const Link &) = default;
};

struct Suppression {
    QString rule;
    QStringList objects; // empty: every finding of the rule
    QString reason;
    friend bool operator==(const Suppression &, const Suppression &) = default;
};

struct Point {
    double x = 0;
    double y = 0;
    friend bool operator==(const Point &, const Point &) = default;
};

// A free text on the canvas, for what the drawing cannot say ("uplinks to
// the core are the customer's"); kept in the design, printed in the report.
struct Note {
    QString id;
    QString text;
    friend bool operator==(const Note &, const Note &) = default;
};

class Design
{
public:
    // The newest format version read. A design is written as version 1
    // unless it has notes (version 2), so that files without them still open
    // in an hvnet from before notes.
    static constexpr int formatVersion = 2;
    int writtenFormatVersion() const { return notes.empty() ? 1 : 2; }

    DesignMeta meta;
    Platform platform;
    QosPolicy qos;
    std::vector<Subnet> subnets;
    std::vector<Cluster> clusters;
    std::vector<Node> nodes;
    std::vector<Switch> switches;
    std::vector<Link> links;
    std::vector<Suppression> suppressions;
    std::vector<Note> notes;
    std::map<QString, Point> layout; // node, switch, cluster and note ids

    const Subnet *subnet(const QString &id) const;
    const Cluster *cluster(const QString &id) const;
    const Node *node(const QString &id) const;
    Node *node(const QString &id);
    const Switch *switchById(const QString &id) const;
    const Link *link(const QString &id) const;
    const Note *note(const QString &id) const;

    OsVersion osOf(const Node &node) const { return node.os.value_or(platform.os); }

    friend bool operator==(const Design &, const Design &) = default;
};

// The adapters an interface's traffic leaves through: the adapter it attaches
// to; the members of its team; for a host vNIC its teamMapping adapter, else
// the vSwitch uplinks (or the uplink team's members).
QStringList adaptersUnder(const Node &node, const Interface &interface);

// The effective DNS registration of an interface: as stated, else on for the
// management purpose only.
bool registersInDns(const Interface &interface, const Subnet *subnet);

} // namespace hvnet

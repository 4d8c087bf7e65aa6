#pragma once

#include "model/design.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hvnet {

// What one node needs, worked out from the design: the deployment script, its
// final verification and the check script are all rendered from it, and a
// comparison of the design with evidence collected from a running host reads
// the same fields. So every field is an expected state a host can be compared
// with: names are what Windows shows (adapter aliases, "vEthernet (SMB1)"),
// values are in the units the cmdlets report. Nothing here depends on the
// host's present state; what the scripts must find out at run time (which
// adapter carries the administrator's session, whether a cmdlet exists) they
// find out themselves.
struct HostPlan {
    QString node; // computer name
    NodeRole role = NodeRole::HyperVHost;
    OsVersion os = OsVersion::Ws2022;
    QString cluster; // the cluster the design puts the node in; empty if none
    ClusterKind clusterKind = ClusterKind::HyperV;
    bool networkAtc = false;
    QStringList features;
    QStringList adapters; // the physical adapters, by alias: the host must have them all

    // The operating system a host must run to be this node.
    struct OsExpectation {
        QString name; // "Windows Server 2022", for messages
        QStringList families; // what Win32_OperatingSystem.Caption contains
        int minBuild = 0;
        int maxBuild = 0; // 0: no upper bound
    };
    OsExpectation osExpectation() const;

    struct Team {
        QString name;
        QStringList members;
        QString mode; // SwitchIndependent, Static, LACP
        QString loadBalancing; // Dynamic, HyperVPort, TransportPorts
        // The primary team interface: its alias and VLAN (0: default mode, which a
        // team under a vSwitch must be in; the vNICs carry the VLANs then).
        QString teamNic;
        int vlan = 0;
    };
    std::vector<Team> teams;

    struct VSwitch {
        QString name;
        QStringList adapters; // adapter aliases, or the one team's name
        bool embeddedTeaming = false;
        bool allowManagementOS = false;
        bool onLbfoTeam = false;
        QString loadBalancing; // HyperVPort, Dynamic; SET only, may be empty
        QString minimumBandwidthMode; // Weight, Absolute, None; may be empty
        QString teamingMode; // SwitchIndependent, Static, LACP; SET only, may be empty
    };
    std::vector<VSwitch> vswitches;

    struct HostVNic {
        QString name; // VMNetworkAdapter name; Windows shows it as "vEthernet (name)"
        QString vswitch;
        bool adoptDefault = false; // the vNIC New-VMSwitch made for the management OS
        int vlan = 0;
        QString teamMapping; // adapter alias
        bool priorityTag = false;
    };
    std::vector<HostVNic> vnics;

    struct Address {
        QString alias;
        QString address;
        int prefixLength = 24;
        QString gateway;
        QStringList dns;
        bool registerDns = false;
        QString subnet; // name, for the messages
    };
    std::vector<Address> addresses;

    // An IPv4 interface MTU the design states (NlMtuBytes, no Ethernet header).
    struct InterfaceMtu {
        QString alias;
        int mtu = 1500;
    };
    std::vector<InterfaceMtu> interfaceMtus;

    struct QosPolicy {
        QString name;
        QString match; // NetDirect, Cluster, ClusterPort, LiveMigration, Port, Default
        int port = 0;
        int priority = 0;
    };
    std::vector<QosPolicy> qosPolicies;
    struct TrafficClass {
        QString name;
        int priority = 0;
        int bandwidth = 0;
    };
    std::vector<TrafficClass> trafficClasses;
    std::vector<int> lossless; // PFC on exactly these
    bool configureQos = false;
    // DCBX willing off per adapter too (Windows Server 2016 and later have a
    // per-adapter DCB store; 2012 and 2012 R2 only the global one).
    QStringList dcbxAdapters;

    struct FirewallRule {
        QString name; // the rule's Name, not its display name
        QString purpose;
        int port = 0; // TCP port in; the deployment script makes the rule with it where Windows lacks it
    };
    std::vector<FirewallRule> firewallRules;

    struct Constraint {
        QString server;
        QStringList aliases;
    };
    std::vector<Constraint> constraints;

    QString liveMigration; // SMB, TCPIP, Compression; empty when not stated
    std::optional<long long> smbLimit; // bytes per second

    // Adapter steps; they take effect at an adapter restart, done last.
    struct AdapterProperty {
        QString adapter;
        QString keyword;
        QString value;
        QString meaning; // "RoCEv2", "9014 bytes"
        // A driver without the keyword is accepted (deploy and check say so):
        // *NetworkDirectTechnology on drivers that offer one RDMA technology.
        bool optional = false;
    };
    std::vector<AdapterProperty> adapterProperties;
    struct AdapterVlan {
        QString adapter;
        int vlan = 0;
    };
    std::vector<AdapterVlan> adapterVlans;
    QStringList rdmaAdapters; // physical and host vNIC aliases
    QStringList smbRdmaInterfaces; // RDMA interfaces with an address: SMB must see them RDMA-capable
    QStringList qosAdapters;

    // With Network ATC the intents replace vSwitches, vNICs, QoS and adapter properties.
    struct Intent {
        QString name;
        QStringList adapters;
        bool management = false;
        bool compute = false;
        bool storage = false;
        bool switchless = false;
        QList<int> storageVlans;
        int managementVlan = 0;
        std::optional<int> jumboPacket;
        std::optional<int> networkDirectTechnology;
        QString loadBalancing;
    };
    std::vector<Intent> intents;
    // Set when the QoS differs from Network ATC's defaults and must be overridden.
    struct AtcQos {
        int smbPriority = 3;
        int smbBandwidth = 50;
        int clusterPriority = 7;
        int clusterBandwidth = 1;
    };
    std::optional<AtcQos> atcQos;

    static HostPlan forNode(const Design &design, const Node &node);
    // The alias Windows shows for an interface.
    static QString aliasOf(const Node &node, const Interface &interface);
    // The alias Windows gives a host vNIC of that name.
    static QString vnicAlias(const QString &vnicName);

    // The names the cmdlets use for the design's settings, one table for both
    // directions: the scripts write them and `hvnet import` reads them back.
    static QString teamingMode(TeamMode mode);
    static QString teamLoadBalancing(TeamLoadBalancing lb);
    static QString switchLoadBalancing(VSwitchLoadBalancing lb);
    static QString bandwidthMode(MinimumBandwidthMode mode);
};

} // namespace hvnet

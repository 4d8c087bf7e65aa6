#pragma once

#include "design.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hvnet {

// What one node needs, worked out from the design: the deployment script and
// the check script are both rendered from it, so they cannot disagree. Names
// here are what Windows shows (adapter aliases, "vEthernet (SMB1)"), values
// are in the units the cmdlets take.
struct HostPlan {
    QString node;
    OsVersion os = OsVersion::Ws2022;
    bool networkAtc = false;
    QStringList features;

    struct Team {
        QString name;
        QStringList members;
        QString mode; // SwitchIndependent, Static, LACP
        QString loadBalancing; // Dynamic, HyperVPort, TransportPorts
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
    };
    std::vector<VSwitch> vswitches;

    struct HostVNic {
        QString name;
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
    };
    std::vector<AdapterProperty> adapterProperties;
    struct AdapterVlan {
        QString adapter;
        int vlan = 0;
    };
    std::vector<AdapterVlan> adapterVlans;
    QStringList rdmaAdapters; // physical and host vNIC aliases
    QStringList qosAdapters;
    QStringList managementAdapters; // whose restart drops the management connection

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
};

// What a cluster needs beyond its nodes: its networks named and given roles.
struct ClusterPlan {
    QString cluster;
    QString kind;
    struct Network {
        QString name;
        QString address; // network address, as Get-ClusterNetwork shows it
        int role = 3; // 0 none, 1 cluster only, 3 cluster and client
        QString purpose;
    };
    std::vector<Network> networks;

    static ClusterPlan forCluster(const Design &design, const Cluster &cluster);
};

} // namespace hvnet

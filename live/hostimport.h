#pragma once

#include "importresult.h"
#include "hostevidence.h"

#include <QSet>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace hvnet {

// The host half of BrownfieldImport: one node per host's evidence, then the
// subnets, clusters and QoS they share, decided over all nodes at once so the
// result does not depend on the order the files are read in.
class HostImport
{
public:
    explicit HostImport(ImportResult &result) : m_result(result) { }

    // Adds the node the evidence describes, named nodeName (the file's name,
    // which is how the check finds the file again).
    void add(const QString &nodeName, const HostEvidence &evidence);
    // Subnets, clusters, QoS and the platform, once every node is added.
    void finish();

    // Adapter id -> MAC (twelve lower-case digits) of every imported adapter.
    const std::map<QString, QString> &macs() const { return m_macs; }

private:
    // One address seen on an interface, before subnets exist.
    struct SeenAddress {
        QString nodeId, interfaceId, alias, address;
        int prefixLength = 24;
        int vlan = 0;
        bool rdma = false;
        bool defaultRoute = false;
        QString gateway;
        QStringList dns;
        std::optional<bool> registerDns;
    };
    struct SeenCluster {
        QString name;
        QStringList members; // node ids
        bool hasVSwitch = false;
        bool servesOthers = false; // an SMB server to nodes outside the cluster
        bool clientOfMembers = false;
        bool clientOfOthers = false; // an SMB client of servers outside the cluster
        QStringList otherServers; // server names that are no node (an access point)
    };

    void addAdapters(Node &node, const HostEvidence &e);
    void addTeamsAndSwitches(Node &node, const HostEvidence &e);
    void addInterfaces(Node &node, const HostEvidence &e);
    void addHostSettings(Node &node, const HostEvidence &e);
    void note(const QString &object, const QString &text);
    QString adapterId(const Node &node, const QString &name) const;
    QString freeId(const QString &id);
    void decideSubnets();
    void decideClusters();
    void decideQos();

    ImportResult &m_result;
    std::map<QString, QString> m_macs;
    QSet<QString> m_taken; // the ids of the node being added
    std::vector<SeenAddress> m_addresses;
    // Per subnet network ("10.20.0.0/24"): the cluster network's name and role.
    std::map<QString, std::pair<QString, int>> m_clusterNetworks;
    std::map<QString, SeenCluster> m_clusters; // by lower-case cluster name
    std::map<QString, QStringList> m_smbServers; // node id -> servers it has SMB connections to
    struct SeenQos {
        QString nodeId;
        EvidenceSection<evidence::QosPolicy> policies;
        EvidenceSection<evidence::FlowControl> flowControl;
        EvidenceSection<evidence::TrafficClass> trafficClasses;
        EvidenceSection<evidence::DcbxSetting> dcbx;
    };
    std::vector<SeenQos> m_qos; // the nodes with RDMA interfaces and NetQos policies
    std::map<QString, OsVersion> m_os; // node id -> reported OS
    bool m_atc = false;
};

} // namespace hvnet

// What hvnet import decides over all nodes at once: the subnets the
// addresses fall in (one per network, its VLAN, gateway and DNS servers, its
// purpose from the cluster network's role, and that role where the purpose
// does not imply it), the clusters and their kind, the
// node roles, the QoS classes and the platform.

#include "hostimport.h"

#include "livetext.h"
#include "model/ipv4.h"
#include "plans/clusterplan.h"

#include <algorithm>

namespace hvnet {

namespace {

// The most frequent value, the smallest on a tie (so the order of the nodes
// does not matter).
template <typename T> T mostCommon(const std::vector<T> &values, const T &fallback)
{
    std::map<T, int> count;
    for (const T &v : values)
        ++count[v];
    T best = fallback;
    int most = 0;
    for (const auto &[v, n] : count)
        if (n > most) {
            best = v;
            most = n;
        }
    return best;
}

// The purpose of a subnet, as the failover cluster uses it (the role
// ClusterPlan gives each purpose, read backwards) and as its interfaces do.
SubnetPurpose purposeOf(const QString &name, int role, bool rdma, bool defaultRoute, bool sofs, bool *told)
{
    *told = true;
    const QString n = name.toLower();
    const bool storageName = n.contains(QLatin1String("storage")) || n.contains(QLatin1String("smb"));
    if (rdma && (role == 1 || (role == 3 && (sofs || storageName)) || role < 0))
        return SubnetPurpose::Storage;
    if (defaultRoute && (role == 3 || role < 0))
        return SubnetPurpose::Management;
    if (role == 1 && n.contains(QLatin1String("migration")))
        return SubnetPurpose::LiveMigration;
    if (role == 1)
        return SubnetPurpose::Cluster;
    if (role == 3 && (n.contains(QLatin1String("manage")) || n.contains(QLatin1String("mgmt"))))
        return SubnetPurpose::Management;
    if (role == 0 && n.contains(QLatin1String("backup")))
        return SubnetPurpose::Backup;
    *told = false;
    return role == 3 ? SubnetPurpose::Management : SubnetPurpose::Other;
}

} // namespace

void HostImport::finish()
{
    decideClusters();
    decideSubnets();
    decideQos();
    Design &d = m_result.design;
    std::vector<OsVersion> reported;
    for (const auto &[id, os] : m_os)
        reported.push_back(os);
    d.platform.os = mostCommon(reported, OsVersion::Ws2022);
    for (Node &n : d.nodes)
        if (const auto it = m_os.find(n.id); it != m_os.end() && it->second != d.platform.os)
            n.os = it->second;
    d.platform.networkAtc = m_atc;
}

void HostImport::decideClusters()
{
    Design &d = m_result.design;
    std::map<QString, QString> clusterOf; // node id -> lower-case cluster name
    for (const auto &[key, c] : m_clusters)
        for (const QString &m : c.members)
            clusterOf[m] = key;
    auto nodeNamed = [&d](const QString &name) -> const Node * {
        for (const Node &n : d.nodes)
            if (n.name.compare(name, Qt::CaseInsensitive) == 0)
                return &n;
        return nullptr;
    };
    // Who serves SMB to whom: a node whose cluster peers connect to it serves
    // storage to its own cluster (S2D); one that nodes outside its cluster
    // connect to is a file server (SOFS).
    for (const auto &[client, servers] : m_smbServers) {
        const auto mine = clusterOf.find(client);
        for (const QString &server : servers) {
            const Node *s = nodeNamed(server);
            const auto theirs = s ? clusterOf.find(s->id) : clusterOf.end();
            if (mine != clusterOf.end() && theirs != clusterOf.end() && mine->second == theirs->second) {
                m_clusters[mine->second].clientOfMembers = true;
                continue;
            }
            if (theirs != clusterOf.end())
                m_clusters[theirs->second].servesOthers = true;
            if (mine != clusterOf.end()) {
                m_clusters[mine->second].clientOfOthers = true;
                if (!s && !m_clusters[mine->second].otherServers.contains(server, Qt::CaseInsensitive))
                    m_clusters[mine->second].otherServers << server;
            }
        }
    }
    // A name clients reach that is no node: the client access point of the
    // one file server cluster, when there is exactly one.
    QStringList accessPoints;
    for (const auto &[key, seen] : m_clusters)
        for (const QString &name : seen.otherServers)
            if (!accessPoints.contains(name, Qt::CaseInsensitive))
                accessPoints << name;
    // The clusters that serve others: nodes outside connect to their nodes,
    // or, where clients reach an access point, the one cluster that is no
    // client of anyone else's.
    QStringList candidates;
    for (const auto &[key, seen] : m_clusters)
        if (!seen.clientOfOthers && (seen.servesOthers || !accessPoints.isEmpty()))
            candidates << key;
    for (const auto &[key, seen] : m_clusters) {
        Cluster c;
        c.name = seen.name;
        c.id = importedId(QStringLiteral("cluster-"), seen.name);
        c.members = seen.members;
        c.members.sort();
        NodeRole role = NodeRole::HyperVHost;
        if (candidates.contains(key) && (seen.servesOthers || candidates.size() == 1)) {
            c.kind = ClusterKind::Sofs;
            role = NodeRole::SofsNode;
            if (accessPoints.size() == 1 && candidates.size() == 1)
                c.accessPoint = accessPoints.front();
        } else if (seen.clientOfMembers && seen.hasVSwitch && !seen.clientOfOthers) {
            c.kind = ClusterKind::S2d;
            role = NodeRole::S2dNode;
            m_result.unknowns.push_back({c.id,
                LiveText::tr("cluster %1: taken for Storage Spaces Direct, as its members exchange SMB with each other "
                             "and with no other server")
                    .arg(c.name)});
        } else if (!seen.clientOfOthers) {
            m_result.unknowns.push_back({c.id,
                LiveText::tr("cluster %1: taken for a Hyper-V cluster; no SMB traffic between its members or from "
                             "other nodes shows it serves storage (S2D or Scale-Out File Server)")
                    .arg(c.name)});
        }
        for (Node &n : d.nodes)
            if (c.members.contains(n.id))
                n.role = role;
        m_result.unknowns.push_back({c.id, c.accessPoint.isEmpty()
                ? LiveText::tr("cluster %1: its client access point and its addresses are not in the evidence").arg(c.name)
                : LiveText::tr("cluster %1: its addresses are not in the evidence; %2, the name its clients reach, is "
                               "taken for its client access point")
                      .arg(c.name, c.accessPoint)});
        d.clusters.push_back(std::move(c));
    }
}

void HostImport::decideSubnets()
{
    Design &d = m_result.design;
    struct Seen {
        std::vector<int> vlans;
        std::vector<QString> gateways;
        std::vector<QStringList> dns;
        bool rdma = false;
        bool defaultRoute = false;
        std::vector<const SeenAddress *> addresses;
    };
    std::map<QString, Seen> byNetwork; // "10.20.0.0/24"
    for (const SeenAddress &a : m_addresses) {
        const auto address = Ipv4Address::parse(a.address);
        const Ipv4Prefix prefix(Ipv4Address(address->value() & Ipv4Prefix(Ipv4Address(), a.prefixLength).mask()),
            a.prefixLength);
        Seen &s = byNetwork[prefix.toString()];
        s.vlans.push_back(a.vlan);
        if (!a.gateway.isEmpty())
            s.gateways.push_back(a.gateway);
        if (!a.dns.isEmpty())
            s.dns.push_back(a.dns);
        s.rdma = s.rdma || a.rdma;
        s.defaultRoute = s.defaultRoute || a.defaultRoute;
        s.addresses.push_back(&a);
    }
    const bool sofs = std::any_of(d.clusters.begin(), d.clusters.end(), [](const Cluster &c) { return c.kind == ClusterKind::Sofs; });
    std::map<QString, QString> subnetOf; // interface id -> subnet id
    std::map<QString, const Subnet *> subnetById;
    for (const auto &[network, seen] : byNetwork) {
        Subnet s;
        s.prefix = network;
        const auto cn = m_clusterNetworks.find(network);
        s.name = cn != m_clusterNetworks.end() ? cn->second.first : network;
        s.id = importedId(QStringLiteral("net-"), network);
        bool told = false;
        s.purpose = purposeOf(s.name, cn != m_clusterNetworks.end() ? cn->second.second : -1, seen.rdma,
            seen.defaultRoute, sofs, &told);
        if (!told)
            m_result.unknowns.push_back({s.id, LiveText::tr("subnet %1 (%2): its purpose cannot be told from the "
                                                            "evidence; taken for %3")
                                                   .arg(s.name, network, enumString(s.purpose))});
        // A role other than the one the purpose implies is written down, so
        // deploy keeps it and the rules judge it (storage.client-role).
        if (cn != m_clusterNetworks.end())
            for (ClusterNetworkRole role :
                {ClusterNetworkRole::None, ClusterNetworkRole::Cluster, ClusterNetworkRole::ClusterAndClient})
                if (ClusterPlan::clusterRoleValue(role) == cn->second.second
                    && cn->second.second != ClusterPlan::impliedRole(s.purpose, sofs ? ClusterKind::Sofs : ClusterKind::HyperV))
                    s.clusterRole = role;
        s.vlan = mostCommon(seen.vlans, 0);
        if (std::any_of(seen.vlans.begin(), seen.vlans.end(), [&s](int v) { return v != s.vlan; }))
            for (const SeenAddress *a : seen.addresses)
                if (a->vlan != s.vlan)
                    m_result.problems.push_back({QString(), 0,
                        LiveText::tr("subnet %1: %2 of %3 uses VLAN %4 where the others use %5; imported with %5")
                            .arg(network, a->alias, a->nodeId)
                            .arg(a->vlan)
                            .arg(s.vlan)});
        s.gateway = mostCommon(seen.gateways, QString());
        s.dns = mostCommon(seen.dns, QStringList());
        for (const SeenAddress *a : seen.addresses)
            subnetOf[a->interfaceId] = s.id;
        d.subnets.push_back(std::move(s));
    }
    for (const Subnet &s : d.subnets)
        subnetById[s.id] = &s;
    for (Node &n : d.nodes)
        for (Interface &i : n.interfaces) {
            const auto it = subnetOf.find(i.id);
            if (it == subnetOf.end())
                continue;
            i.subnet = it->second;
            // DNS registration is stated only where it is not the default of the subnet's purpose.
            for (const SeenAddress &a : m_addresses)
                if (a.interfaceId == i.id && a.registerDns && *a.registerDns != registersInDns(i, subnetById[i.subnet]))
                    i.registerDns = *a.registerDns;
        }
}

void HostImport::decideQos()
{
    if (m_qos.empty())
        return;
    Design &d = m_result.design;
    const SeenQos &q = m_qos.front(); // nodes are added in name order
    auto global = [](const QString &policySet) {
        return policySet.isEmpty() || policySet.compare(QLatin1String("Global"), Qt::CaseInsensitive) == 0;
    };
    for (const evidence::QosPolicy &p : q.policies.rows) {
        const QString templ = p.templateName.valueOr(QString());
        if (!p.name.known() || !p.priority.known() || templ.compare(QLatin1String("Default"), Qt::CaseInsensitive) == 0)
            continue;
        QosClass c;
        c.name = *p.name;
        c.priority = int(std::clamp<long long>(*p.priority, 0, 7));
        if (p.netDirectPort.valueOr(0) > 0) {
            c.traffic = TrafficKind::SmbDirect;
        } else if (templ.compare(QLatin1String("Cluster"), Qt::CaseInsensitive) == 0 || p.ipDstPort.valueOr(0) == 3343) {
            c.traffic = TrafficKind::Cluster;
        } else if (templ.compare(QLatin1String("LiveMigration"), Qt::CaseInsensitive) == 0) {
            c.traffic = TrafficKind::LiveMigration;
        } else {
            c.traffic = TrafficKind::Custom;
            c.port = int(p.ipDstPort.valueOr(0));
        }
        for (const evidence::TrafficClass &t : q.trafficClasses.rows)
            if (global(t.policySet.valueOr(QString())) && t.priority.known()
                && std::find(t.priority->begin(), t.priority->end(), c.priority) != t.priority->end())
                c.bandwidthPercent = int(t.bandwidthPercentage.valueOr(1));
        for (const evidence::FlowControl &f : q.flowControl.rows)
            if (global(f.policySet.valueOr(QString())) && f.priority.valueOr(-1) == c.priority)
                c.pfc = f.enabled.valueOr(false);
        d.qos.classes.push_back(c);
    }
    std::sort(d.qos.classes.begin(), d.qos.classes.end(),
        [](const QosClass &a, const QosClass &b) { return std::pair(a.priority, a.name) < std::pair(b.priority, b.name); });
    for (const evidence::DcbxSetting &s : q.dcbx.rows)
        if (global(s.policySet.valueOr(QString())) && s.willing.known())
            d.qos.dcbxWilling = *s.willing;
    for (std::size_t i = 1; i < m_qos.size(); ++i) {
        QStringList a, b;
        for (const evidence::QosPolicy &p : q.policies.rows)
            a << QStringLiteral("%1:%2").arg(p.name.valueOr(QString())).arg(p.priority.valueOr(-1));
        for (const evidence::QosPolicy &p : m_qos[i].policies.rows)
            b << QStringLiteral("%1:%2").arg(p.name.valueOr(QString())).arg(p.priority.valueOr(-1));
        a.sort();
        b.sort();
        if (a != b)
            m_result.problems.push_back({QString(), 0,
                LiveText::tr("%1 has other QoS policies than %2; the design takes %2's").arg(m_qos[i].nodeId, q.nodeId)});
    }
}

} // namespace hvnet

#include "scriptdata.h"

#include "model/design.h"
#include "plans/clusterplan.h"
#include "plans/hostplan.h"
#include "plans/psliteral.h"

namespace hvnet {

namespace {

namespace ms = kainjow::mustache;

std::string arr(const QStringList &values)
{
    return mustacheText(psArray(values));
}

std::string boolean(bool value)
{
    return mustacheText(psBool(value));
}

std::string ints(const QList<int> &values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return mustacheText(QStringLiteral("@(%1)").arg(parts.join(QStringLiteral(", "))));
}

std::string number(long long value)
{
    return std::to_string(value);
}

ms::data list()
{
    return ms::data(ms::data::type::list);
}

// The values the header comments show: plain text, one line.
void setHeader(ms::data &d, const Design &design)
{
    d.set("design", mustacheText(design.meta.name));
    d.set("revision", mustacheText(design.meta.revision.isEmpty() ? QStringLiteral("-") : design.meta.revision));
    d.set("version", HVNET_VERSION);
    d.set("designLiteral", mustachePsLiteral(design.meta.name));
    d.set("revisionLiteral", mustachePsLiteral(design.meta.revision));
}

// The two renderings of the steps partials.
void setSides(ms::data &d)
{
    ms::data sync;
    sync.set("verb", std::string("Sync"));
    sync.set("deploying", true);
    d.set("syncSteps", sync);
    ms::data test;
    test.set("verb", std::string("Test"));
    test.set("checking", true);
    d.set("testSteps", test);
}

// One object per value: {key: 'value'}.
ms::data literalList(const QStringList &values, const char *key)
{
    ms::data items = list();
    for (const QString &value : values) {
        ms::data o;
        o.set(key, mustachePsLiteral(value));
        items.push_back(o);
    }
    return items;
}

void setList(ms::data &d, const char *name, const char *flag, const ms::data &items)
{
    d.set(name, items);
    if (flag)
        d.set(flag, !items.is_empty_list());
}

ms::data teamsData(const HostPlan &plan)
{
    ms::data teams = list();
    for (const HostPlan::Team &t : plan.teams) {
        ms::data o;
        o.set("name", mustachePsLiteral(t.name));
        o.set("members", arr(t.members));
        o.set("mode", mustachePsLiteral(t.mode));
        o.set("loadBalancing", mustachePsLiteral(t.loadBalancing));
        o.set("teamNic", mustachePsLiteral(t.teamNic));
        o.set("vlan", number(t.vlan));
        teams.push_back(o);
    }
    return teams;
}

ms::data vswitchesData(const HostPlan &plan)
{
    ms::data vswitches = list();
    for (const HostPlan::VSwitch &v : plan.vswitches) {
        ms::data o;
        o.set("name", mustachePsLiteral(v.name));
        o.set("adapters", arr(v.adapters));
        o.set("embeddedTeaming", boolean(v.embeddedTeaming));
        o.set("allowManagementOS", boolean(v.allowManagementOS));
        o.set("onLbfoTeam", boolean(v.onLbfoTeam));
        o.set("loadBalancing", mustachePsLiteral(v.loadBalancing));
        o.set("minimumBandwidthMode", mustachePsLiteral(v.minimumBandwidthMode));
        o.set("teamingMode", mustachePsLiteral(v.teamingMode));
        vswitches.push_back(o);
    }
    return vswitches;
}

ms::data vnicsData(const HostPlan &plan)
{
    ms::data vnics = list();
    for (const HostPlan::HostVNic &v : plan.vnics) {
        ms::data o;
        o.set("name", mustachePsLiteral(v.name));
        o.set("vswitch", mustachePsLiteral(v.vswitch));
        o.set("adoptDefault", boolean(v.adoptDefault));
        o.set("vlan", number(v.vlan));
        if (!v.teamMapping.isEmpty())
            o.set("teamMapping", mustachePsLiteral(v.teamMapping));
        if (v.priorityTag)
            o.set("priorityTag", true);
        vnics.push_back(o);
    }
    return vnics;
}

ms::data addressesData(const HostPlan &plan)
{
    ms::data addresses = list();
    for (const HostPlan::Address &a : plan.addresses) {
        ms::data o;
        o.set("alias", mustachePsLiteral(a.alias));
        o.set("address", mustachePsLiteral(a.address));
        o.set("prefixLength", number(a.prefixLength));
        o.set("gateway", mustachePsLiteral(a.gateway));
        o.set("dns", arr(a.dns));
        o.set("registerDns", boolean(a.registerDns));
        addresses.push_back(o);
    }
    return addresses;
}

ms::data qosData(const HostPlan &plan)
{
    ms::data qos;
    ms::data policies = list();
    QStringList policyNames, classNames;
    for (const HostPlan::QosPolicy &p : plan.qosPolicies) {
        ms::data o;
        o.set("name", mustachePsLiteral(p.name));
        o.set("match", mustachePsLiteral(p.match));
        o.set("port", number(p.port));
        o.set("priority", number(p.priority));
        policies.push_back(o);
        policyNames << p.name;
    }
    ms::data classes = list();
    for (const HostPlan::TrafficClass &c : plan.trafficClasses) {
        ms::data o;
        o.set("name", mustachePsLiteral(c.name));
        o.set("priority", number(c.priority));
        o.set("bandwidth", number(c.bandwidth));
        classes.push_back(o);
        classNames << c.name;
    }
    qos.set("policies", policies);
    qos.set("classes", classes);
    qos.set("lossless", ints(QList<int>(plan.lossless.begin(), plan.lossless.end())));
    qos.set("dcbxAdapters", arr(plan.dcbxAdapters));
    qos.set("policyNames", arr(policyNames));
    qos.set("classNames", arr(classNames));
    return qos;
}

// The SMB interfaces each physical RDMA adapter carries: the adapter itself,
// or the host vNICs mapped to it; a vNIC without a mapping rides on every
// member of its vSwitch. The deployment script waits for SMB's RDMA
// connections over one adapter before it restarts the next.
ms::data smbPathsData(const HostPlan &plan)
{
    ms::data paths = list();
    for (const QString &adapter : plan.rdmaAdapters) {
        if (!plan.adapters.contains(adapter))
            continue;
        QStringList interfaces;
        if (plan.smbRdmaInterfaces.contains(adapter))
            interfaces << adapter;
        for (const HostPlan::HostVNic &v : plan.vnics) {
            const QString alias = QStringLiteral("vEthernet (%1)").arg(v.name);
            if (!plan.smbRdmaInterfaces.contains(alias))
                continue;
            bool onAdapter = v.teamMapping == adapter;
            if (v.teamMapping.isEmpty())
                for (const HostPlan::VSwitch &s : plan.vswitches)
                    onAdapter = onAdapter || (s.name == v.vswitch && s.adapters.contains(adapter));
            if (onAdapter)
                interfaces << alias;
        }
        if (interfaces.isEmpty())
            continue;
        ms::data o;
        o.set("adapter", mustachePsLiteral(adapter));
        o.set("interfaces", arr(interfaces));
        paths.push_back(o);
    }
    return paths;
}

void setAdapterSteps(ms::data &d, const HostPlan &plan)
{
    ms::data properties = list();
    for (const HostPlan::AdapterProperty &p : plan.adapterProperties) {
        ms::data o;
        o.set("adapter", mustachePsLiteral(p.adapter));
        o.set("keyword", mustachePsLiteral(p.keyword));
        o.set("value", mustachePsLiteral(p.value));
        o.set("meaning", mustachePsLiteral(p.meaning));
        o.set("optional", boolean(p.optional));
        properties.push_back(o);
    }
    setList(d, "adapterProperties", nullptr, properties);
    ms::data vlans = list();
    for (const HostPlan::AdapterVlan &v : plan.adapterVlans) {
        ms::data o;
        o.set("adapter", mustachePsLiteral(v.adapter));
        o.set("vlan", number(v.vlan));
        vlans.push_back(o);
    }
    setList(d, "adapterVlans", nullptr, vlans);
    setList(d, "rdma", nullptr, literalList(plan.rdmaAdapters, "adapter"));
    // What an adapter's DCB must run: PFC on the lossless priorities, each class's share.
    QStringList ets;
    for (const HostPlan::TrafficClass &c : plan.trafficClasses)
        ets << QStringLiteral("%1:%2").arg(c.priority).arg(c.bandwidth);
    ms::data adapterQos = list();
    for (const QString &name : plan.qosAdapters) {
        ms::data o;
        o.set("adapter", mustachePsLiteral(name));
        o.set("lossless", ints(QList<int>(plan.lossless.begin(), plan.lossless.end())));
        o.set("ets", arr(ets));
        adapterQos.push_back(o);
    }
    setList(d, "adapterQos", nullptr, adapterQos);
    setList(d, "smbRdma", nullptr, literalList(plan.smbRdmaInterfaces, "alias"));
    setList(d, "smbPaths", nullptr, smbPathsData(plan));
    d.set("hasAdapterSteps",
        !plan.adapterProperties.empty() || !plan.adapterVlans.empty() || !plan.rdmaAdapters.isEmpty()
            || !plan.qosAdapters.isEmpty());
}

ms::data intentsData(const HostPlan &plan)
{
    ms::data intents = list();
    for (const HostPlan::Intent &i : plan.intents) {
        ms::data o;
        o.set("name", mustachePsLiteral(i.name));
        o.set("adapters", arr(i.adapters));
        o.set("management", boolean(i.management));
        o.set("compute", boolean(i.compute));
        o.set("storage", boolean(i.storage));
        o.set("switchless", boolean(i.switchless));
        o.set("storageVlans", ints(i.storageVlans));
        o.set("managementVlan", number(i.managementVlan));
        o.set("jumboPacket", number(i.jumboPacket.value_or(0)));
        o.set("networkDirectTechnology", number(i.networkDirectTechnology.value_or(0)));
        o.set("loadBalancing", mustachePsLiteral(i.loadBalancing));
        const HostPlan::AtcQos qos = plan.atcQos.value_or(HostPlan::AtcQos{});
        o.set("smbPriority", number(qos.smbPriority));
        o.set("smbBandwidth", number(qos.smbBandwidth));
        o.set("clusterPriority", number(qos.clusterPriority));
        o.set("clusterBandwidth", number(qos.clusterBandwidth));
        intents.push_back(o);
    }
    return intents;
}

} // namespace

ms::data nodeScriptData(const Design &design, const HostPlan &plan)
{
    ms::data d;
    setHeader(d, design);
    setSides(d);
    d.set("node", mustacheText(plan.node));
    d.set("os", std::string(enumName(plan.os)));
    d.set("nodeLiteral", mustachePsLiteral(plan.node));
    d.set("clusterLiteral", mustachePsLiteral(plan.cluster));
    d.set("clusterKindLiteral", mustachePsLiteral(plan.cluster.isEmpty() ? QString() : enumString(plan.clusterKind)));
    const HostPlan::OsExpectation os = plan.osExpectation();
    d.set("osName", mustachePsLiteral(os.name));
    d.set("osFamilies", arr(os.families));
    d.set("osMinBuild", number(os.minBuild));
    d.set("osMaxBuild", number(os.maxBuild));

    setList(d, "physicalAdapters", nullptr, literalList(plan.adapters, "name"));
    if (!plan.features.isEmpty()) {
        ms::data features;
        features.set("names", arr(plan.features));
        d.set("features", features);
    }
    setList(d, "teams", "hasTeams", teamsData(plan));
    setList(d, "vswitches", "hasVSwitches", vswitchesData(plan));
    setList(d, "vnics", "hasVNics", vnicsData(plan));
    setList(d, "addresses", "hasAddresses", addressesData(plan));
    ms::data mtus = list();
    for (const HostPlan::InterfaceMtu &m : plan.interfaceMtus) {
        ms::data o;
        o.set("alias", mustachePsLiteral(m.alias));
        o.set("mtu", number(m.mtu));
        mtus.push_back(o);
    }
    setList(d, "interfaceMtus", nullptr, mtus);
    d.set("hasAddresses", !plan.addresses.empty() || !plan.interfaceMtus.empty());
    if (plan.configureQos)
        d.set("qos", qosData(plan));

    ms::data rules = list();
    for (const HostPlan::FirewallRule &r : plan.firewallRules) {
        ms::data o;
        o.set("name", mustachePsLiteral(r.name));
        o.set("purpose", mustachePsLiteral(r.purpose));
        o.set("port", number(r.port));
        rules.push_back(o);
    }
    setList(d, "firewallRules", "hasFirewallRules", rules);

    ms::data constraints = list();
    for (const HostPlan::Constraint &c : plan.constraints) {
        ms::data o;
        o.set("server", mustachePsLiteral(c.server));
        o.set("aliases", arr(c.aliases));
        constraints.push_back(o);
    }
    setList(d, "constraints", "hasConstraints", constraints);

    if (!plan.liveMigration.isEmpty()) {
        ms::data lm;
        lm.set("transport", mustachePsLiteral(plan.liveMigration));
        if (plan.smbLimit) {
            ms::data limit;
            limit.set("bytes", number(*plan.smbLimit));
            lm.set("limit", limit);
        }
        d.set("liveMigration", lm);
    }
    setAdapterSteps(d, plan);
    setList(d, "intents", "hasIntents", intentsData(plan));
    return d;
}

ms::data clusterScriptData(const Design &design, const ClusterPlan &plan)
{
    ms::data d;
    setHeader(d, design);
    setSides(d);
    d.set("cluster", mustacheText(plan.cluster));
    d.set("kind", mustacheText(plan.kind));
    d.set("clusterLiteral", mustachePsLiteral(plan.cluster));
    ms::data networks = list();
    for (const ClusterPlan::Network &n : plan.networks) {
        ms::data o;
        o.set("address", mustachePsLiteral(n.address));
        o.set("name", mustachePsLiteral(n.name));
        o.set("role", number(n.role));
        networks.push_back(o);
    }
    d.set("networks", networks);
    if (!plan.liveMigrationNetworks.isEmpty()) {
        ms::data lm;
        lm.set("addresses", arr(plan.liveMigrationNetworks));
        d.set("liveMigrationNetworks", lm);
    }
    return d;
}

} // namespace hvnet

#include "designwriter.h"

#include "design.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace hvnet {

namespace {

using ojson = nlohmann::ordered_json;

std::string s(const QString &text)
{
    return text.toStdString();
}

ojson strings(const QStringList &list)
{
    ojson array = ojson::array();
    for (const QString &item : list)
        array.push_back(s(item));
    return array;
}

ojson ints(const std::vector<int> &list)
{
    ojson array = ojson::array();
    for (int item : list)
        array.push_back(item);
    return array;
}

// Whole numbers are written without a fraction ("10", not "10.0") so that a
// hand-written file survives a save unchanged.
ojson number(double value)
{
    if (std::isfinite(value) && value == std::trunc(value) && std::fabs(value) < 9.0e15)
        return static_cast<long long>(value);
    return value;
}

template <typename E> ojson name(E value)
{
    return std::string(enumName(value));
}

void putString(ojson &o, const char *key, const QString &value)
{
    if (!value.isEmpty())
        o[key] = s(value);
}

ojson endpoint(const ManagementEndpoint &e)
{
    ojson o = ojson::object();
    o["address"] = s(e.address);
    if (e.port)
        o["port"] = *e.port;
    putString(o, "user", e.user);
    putString(o, "hostKey", e.hostKey);
    return o;
}

ojson node(const Node &n)
{
    ojson o = ojson::object();
    o["id"] = s(n.id);
    o["name"] = s(n.name);
    o["role"] = name(n.role);
    if (n.os)
        o["os"] = name(*n.os);
    putString(o, "rack", n.rack);
    if (n.management)
        o["management"] = endpoint(*n.management);
    ojson adapters = ojson::array();
    for (const Adapter &a : n.adapters) {
        ojson j = ojson::object();
        j["id"] = s(a.id);
        j["name"] = s(a.name);
        j["model"] = s(a.model);
        j["speedGbps"] = number(a.speedGbps);
        j["rdma"] = name(a.rdma);
        putString(j, "card", a.card);
        if (a.jumboPacket)
            j["jumboPacket"] = *a.jumboPacket;
        putString(j, "mac", a.mac);
        adapters.push_back(j);
    }
    o["adapters"] = adapters;
    if (!n.teams.empty()) {
        ojson teams = ojson::array();
        for (const Team &t : n.teams)
            teams.push_back(ojson{{"id", s(t.id)}, {"name", s(t.name)}, {"members", strings(t.members)},
                {"mode", name(t.mode)}, {"loadBalancing", name(t.loadBalancing)}});
        o["teams"] = teams;
    }
    if (!n.vswitches.empty()) {
        ojson vswitches = ojson::array();
        for (const VSwitch &v : n.vswitches) {
            ojson j = ojson::object();
            j["id"] = s(v.id);
            j["name"] = s(v.name);
            j["uplinks"] = strings(v.uplinks);
            j["embeddedTeaming"] = v.embeddedTeaming;
            if (v.loadBalancing)
                j["loadBalancing"] = name(*v.loadBalancing);
            j["allowManagementOS"] = v.allowManagementOS;
            if (v.minimumBandwidthMode)
                j["minimumBandwidthMode"] = name(*v.minimumBandwidthMode);
            if (v.teamingMode)
                j["teamingMode"] = name(*v.teamingMode);
            vswitches.push_back(j);
        }
        o["vswitches"] = vswitches;
    }
    ojson interfaces = ojson::array();
    for (const Interface &i : n.interfaces) {
        ojson j = ojson::object();
        j["id"] = s(i.id);
        j["name"] = s(i.name);
        ojson attach = ojson::object();
        switch (i.attach.kind) {
        case AttachKind::Adapter: attach["adapter"] = s(i.attach.target); break;
        case AttachKind::Team: attach["team"] = s(i.attach.target); break;
        case AttachKind::VSwitch: attach["vswitch"] = s(i.attach.target); break;
        }
        putString(attach, "teamMapping", i.attach.teamMapping);
        j["attach"] = attach;
        putString(j, "subnet", i.subnet);
        putString(j, "address", i.address);
        j["rdma"] = i.rdma;
        if (i.registerDns)
            j["registerDns"] = *i.registerDns;
        if (i.ieeePriorityTag)
            j["ieeePriorityTag"] = *i.ieeePriorityTag;
        if (i.mtu)
            j["mtu"] = *i.mtu;
        interfaces.push_back(j);
    }
    o["interfaces"] = interfaces;
    if (!n.smbConstraints.empty()) {
        ojson constraints = ojson::array();
        for (const SmbConstraint &c : n.smbConstraints)
            constraints.push_back(ojson{{"server", s(c.server)}, {"interfaces", strings(c.interfaces)}});
        o["smbConstraints"] = constraints;
    }
    if (n.liveMigration) {
        ojson lm = ojson::object();
        lm["transport"] = name(n.liveMigration->transport);
        if (n.liveMigration->smbLimitMBps)
            lm["smbLimitMBps"] = *n.liveMigration->smbLimitMBps;
        o["liveMigration"] = lm;
    }
    return o;
}

ojson switchJson(const Switch &sw)
{
    ojson o = ojson::object();
    o["id"] = s(sw.id);
    o["name"] = s(sw.name);
    o["platform"] = name(sw.platform);
    putString(o, "model", sw.model);
    putString(o, "firmware", sw.firmware);
    if (sw.management)
        o["management"] = endpoint(*sw.management);
    o["dcb"] = sw.dcb;
    o["mtu"] = sw.mtu;
    ojson ports = ojson::array();
    for (const SwitchPort &p : sw.ports) {
        ojson j = ojson::object();
        j["id"] = s(p.id);
        j["name"] = s(p.name);
        j["speedGbps"] = number(p.speedGbps);
        if (p.vlans)
            j["vlans"] = ints(*p.vlans);
        if (p.nativeVlan)
            j["nativeVlan"] = *p.nativeVlan;
        if (p.pfc)
            j["pfc"] = *p.pfc;
        ports.push_back(j);
    }
    o["ports"] = ports;
    if (sw.qos) {
        ojson q = ojson::object();
        if (sw.qos->pfcPriorities)
            q["pfcPriorities"] = ints(*sw.qos->pfcPriorities);
        if (sw.qos->bandwidth) {
            ojson bw = ojson::object();
            for (const auto &[priority, percent] : *sw.qos->bandwidth)
                bw[std::to_string(priority)] = percent;
            q["bandwidth"] = bw;
        }
        if (sw.qos->dcbxWilling)
            q["dcbxWilling"] = *sw.qos->dcbxWilling;
        o["qos"] = q;
    }
    if (sw.redundancy) {
        const SwitchRedundancy &r = *sw.redundancy;
        ojson j = ojson::object();
        j["domain"] = r.domain;
        if (r.priority)
            j["priority"] = *r.priority;
        j["keepalive"] = s(r.keepalive);
        putString(j, "keepaliveVrf", r.keepaliveVrf);
        putString(j, "systemMac", r.systemMac);
        putString(j, "peerAddress", r.peerAddress);
        o["redundancy"] = j;
    }
    if (sw.hostNativeVlan)
        o["hostNativeVlan"] = *sw.hostNativeVlan;
    return o;
}

} // namespace

QByteArray DesignWriter::write(const Design &d)
{
    ojson root = ojson::object();
    root["format"] = "hvnet-design";
    root["formatVersion"] = d.writtenFormatVersion();

    ojson meta = ojson::object();
    meta["name"] = s(d.meta.name);
    putString(meta, "customer", d.meta.customer);
    putString(meta, "author", d.meta.author);
    putString(meta, "revision", d.meta.revision);
    putString(meta, "description", d.meta.description);
    root["meta"] = meta;

    ojson platform = ojson::object();
    platform["os"] = name(d.platform.os);
    if (d.platform.networkAtc)
        platform["networkAtc"] = true;
    root["platform"] = platform;

    ojson classes = ojson::array();
    for (const QosClass &c : d.qos.classes) {
        ojson j = ojson::object();
        j["name"] = s(c.name);
        j["traffic"] = name(c.traffic);
        if (c.port)
            j["port"] = *c.port;
        j["priority"] = c.priority;
        j["bandwidthPercent"] = c.bandwidthPercent;
        j["pfc"] = c.pfc;
        classes.push_back(j);
    }
    root["qos"] = ojson{{"dcbxWilling", d.qos.dcbxWilling}, {"classes", classes}};

    ojson subnets = ojson::array();
    for (const Subnet &sn : d.subnets) {
        ojson j = ojson::object();
        j["id"] = s(sn.id);
        j["name"] = s(sn.name);
        j["purpose"] = name(sn.purpose);
        j["prefix"] = s(sn.prefix);
        j["vlan"] = sn.vlan;
        putString(j, "gateway", sn.gateway);
        if (!sn.dns.isEmpty())
            j["dns"] = strings(sn.dns);
        if (sn.clusterRole)
            j["clusterRole"] = name(*sn.clusterRole);
        subnets.push_back(j);
    }
    root["subnets"] = subnets;

    if (!d.clusters.empty()) {
        ojson clusters = ojson::array();
        for (const Cluster &c : d.clusters) {
            ojson j = ojson::object();
            j["id"] = s(c.id);
            j["name"] = s(c.name);
            j["kind"] = name(c.kind);
            j["members"] = strings(c.members);
            putString(j, "accessPoint", c.accessPoint);
            if (!c.addresses.isEmpty())
                j["addresses"] = strings(c.addresses);
            clusters.push_back(j);
        }
        root["clusters"] = clusters;
    }

    ojson nodes = ojson::array();
    for (const Node &n : d.nodes)
        nodes.push_back(node(n));
    root["nodes"] = nodes;

    if (!d.switches.empty()) {
        ojson switches = ojson::array();
        for (const Switch &sw : d.switches)
            switches.push_back(switchJson(sw));
        root["switches"] = switches;
    }
    if (!d.links.empty()) {
        ojson links = ojson::array();
        for (const Link &l : d.links) {
            ojson j{{"id", s(l.id)}, {"a", s(l.a)}, {"b", s(l.b)}};
            if (l.kind != LinkKind::Cable)
                j["kind"] = name(l.kind);
            links.push_back(j);
        }
        root["links"] = links;
    }
    if (!d.suppressions.empty()) {
        ojson suppressions = ojson::array();
        for (const Suppression &sp : d.suppressions)
            suppressions.push_back(
                ojson{{"rule", s(sp.rule)}, {"objects", strings(sp.objects)}, {"reason", s(sp.reason)}});
        root["suppressions"] = suppressions;
    }
    if (!d.notes.empty()) {
        ojson notes = ojson::array();
        for (const Note &n : d.notes)
            notes.push_back(ojson{{"id", s(n.id)}, {"text", s(n.text)}});
        root["notes"] = notes;
    }
    if (!d.layout.empty()) {
        ojson layout = ojson::object();
        for (const auto &[id, point] : d.layout)
            layout[s(id)] = ojson{{"x", number(point.x)}, {"y", number(point.y)}};
        root["layout"] = layout;
    }

    std::string text = root.dump(2);
    text += '\n';
    return QByteArray::fromStdString(text);
}

} // namespace hvnet

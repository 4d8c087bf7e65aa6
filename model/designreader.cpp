// One reader for the whole design format, in the order of its specification
// (docs/design-format.md): over 500 lines because the format is that long.

#include "designreader.h"

#include "ipv4.h"
#include "jsonobjectreader.h"
#include "jsonsourcemap.h"
#include "strictjsonparser.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <optional>
#include <set>

namespace hvnet {

namespace {

using nlohmann::json;
using ObjectReader = JsonObjectReader;

QString q(const std::string &s)
{
    return QString::fromStdString(s);
}

[[noreturn]] void fail(const std::string &pointer, const QString &message)
{
    JsonObjectReader::fail(pointer, message);
}

[[noreturn]] void failType(const std::string &pointer, const json &value, const QString &expected)
{
    JsonObjectReader::failType(pointer, value, expected);
}

enum class IdKind { Subnet, Cluster, Node, Adapter, Team, VSwitch, Interface, Switch, Port, Link, Note };

struct IdEntry {
    IdKind kind;
    QString owner; // node id for per-node objects
};

// Thrown when an id is used twice; read() then reads again to name the
// first use, a pointer not worth keeping for every id of a good file.
struct DuplicateId {
    QString id;
    std::string pointer;
};
struct FirstUse {
    std::string pointer;
};

class Reader
{
    struct Reference {
        std::string pointer;
        QString id;
        std::array<IdKind, 4> kinds; // in the order the message names them
        std::size_t count = 0;
        QString node; // must belong to this node when set
    };
    struct UplinkCheck {
        std::string pointer;
        QString node;
        QStringList uplinks;
    };
    struct PeerLink {
        std::string pointer;
        QString a, b;
    };

public:
    // With an id: reads until that id is first defined, and throws its pointer.
    explicit Reader(const QString &firstUseOf = {}) : m_firstUseOf(firstUseOf) { }

    Design read(const json &root)
    {
        ObjectReader top(root, "",
            {"format", "formatVersion", "meta", "platform", "qos", "subnets", "clusters", "nodes", "switches", "links",
                "suppressions", "notes", "layout"});
        if (top.string("format", true) != QLatin1String("hvnet-design"))
            fail("/format", ReaderText::tr("expected \"hvnet-design\"; this is not an hvnet design file"));
        const long long version = top.integer("formatVersion", 1, std::numeric_limits<int>::max());
        if (version > Design::formatVersion)
            fail("/formatVersion",
                ReaderText::tr("the file has format version %1, this hvnet reads version %2; "
                               "open it with a newer hvnet")
                    .arg(version)
                    .arg(Design::formatVersion));
        Design d;
        readMeta(top.require("meta"), "/meta", d.meta);
        readPlatform(top.require("platform"), "/platform", d.platform);
        readQos(top.require("qos"), "/qos", d.qos);
        top.array("subnets", true, [&](const json &v, const std::string &p) { d.subnets.push_back(readSubnet(v, p)); });
        top.array(
            "clusters", false, [&](const json &v, const std::string &p) { d.clusters.push_back(readCluster(v, p)); });
        top.array("nodes", true, [&](const json &v, const std::string &p) { d.nodes.push_back(readNode(v, p)); });
        top.array(
            "switches", false, [&](const json &v, const std::string &p) { d.switches.push_back(readSwitch(v, p)); });
        top.array("links", false, [&](const json &v, const std::string &p) { d.links.push_back(readLink(v, p)); });
        top.array("suppressions", false,
            [&](const json &v, const std::string &p) { d.suppressions.push_back(readSuppression(v, p)); });
        top.array("notes", false, [&](const json &v, const std::string &p) { d.notes.push_back(readNote(v, p)); });
        if (top.has("layout"))
            readLayout(root.at("layout"), "/layout", d.layout);
        resolveReferences(d);
        return d;
    }

private:
    // Ids come by the ten thousand in a large design: the pointer of one is
    // spelled out only when something is wrong with it.
    void registerId(const QString &id, IdKind kind, const ObjectReader &object, const QString &owner = {})
    {
        const bool valid = !id.isEmpty() && std::all_of(id.cbegin(), id.cend(), [](QChar c) {
            const char16_t u = c.unicode();
            return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '.' || u == '_'
                || u == '-';
        });
        if (!valid)
            fail(object.at("id"),
                ReaderText::tr("\"%1\" is not a valid id (use ASCII letters, digits, '-', '_' and '.')").arg(id));
        if (id == m_firstUseOf)
            throw FirstUse{object.at("id")};
        if (!m_ids.try_emplace(id, IdEntry{kind, owner}).second)
            throw DuplicateId{id, object.at("id")};
    }

    // A reference to an id: checked at once when the id is known already,
    // else (or when it is wrong) kept, with its pointer, for the end of the
    // file, where the first wrong one in the order of the file is reported.
    template <typename Pointer>
    void refer(const QString &id, std::initializer_list<IdKind> kinds, const QString &node, Pointer pointer)
    {
        Reference ref{{}, id, {}, 0, node};
        for (IdKind kind : kinds)
            ref.kinds[ref.count++] = kind;
        if (resolves(ref))
            return;
        ref.pointer = pointer();
        m_references.push_back(std::move(ref));
    }

    bool resolves(const Reference &ref) const
    {
        const auto it = m_ids.find(ref.id);
        return it != m_ids.end()
            && std::find(ref.kinds.begin(), ref.kinds.begin() + ref.count, it->second.kind)
            != ref.kinds.begin() + ref.count
            && (ref.node.isEmpty() || it->second.owner == ref.node);
    }

    ManagementEndpoint readEndpoint(const json &v, const std::string &p)
    {
        ObjectReader o(v, p, {"address", "port", "user", "hostKey"});
        ManagementEndpoint e;
        e.address = o.string("address", true);
        if (auto port = o.optionalInteger("port", 1, 65535))
            e.port = int(*port);
        e.user = o.string("user", false);
        e.hostKey = o.string("hostKey", false);
        if (!e.hostKey.isEmpty() && !e.hostKey.startsWith(QLatin1String("SHA256:")))
            fail(o.at("hostKey"), ReaderText::tr("expected a pinned fingerprint starting with \"SHA256:\""));
        return e;
    }

    void readMeta(const json &v, const std::string &p, DesignMeta &m)
    {
        ObjectReader o(v, p, {"name", "customer", "author", "revision", "description"});
        m.name = o.string("name", true);
        m.customer = o.string("customer", false);
        m.author = o.string("author", false);
        m.revision = o.string("revision", false);
        m.description = o.string("description", false);
    }

    void readPlatform(const json &v, const std::string &p, Platform &platform)
    {
        ObjectReader o(v, p, {"os", "networkAtc"});
        platform.os = o.enumeration<OsVersion>("os");
        platform.networkAtc = o.optionalBool("networkAtc").value_or(false);
    }

    void readQos(const json &v, const std::string &p, QosPolicy &qos)
    {
        ObjectReader o(v, p, {"dcbxWilling", "classes"});
        qos.dcbxWilling = o.boolean("dcbxWilling");
        o.array("classes", false, [&](const json &cv, const std::string &cp) {
            ObjectReader c(cv, cp, {"name", "traffic", "port", "priority", "bandwidthPercent", "pfc"});
            QosClass k;
            k.name = c.string("name", true);
            k.traffic = c.enumeration<TrafficKind>("traffic");
            if (auto port = c.optionalInteger("port", 1, 65535))
                k.port = int(*port);
            if (k.traffic == TrafficKind::Custom && !k.port)
                fail(cp, ReaderText::tr("a class with traffic \"custom\" needs a \"port\""));
            if (k.traffic != TrafficKind::Custom && k.port)
                fail(c.at("port"), ReaderText::tr("\"port\" is only for traffic \"custom\""));
            k.priority = int(c.integer("priority", 0, 7));
            k.bandwidthPercent = int(c.integer("bandwidthPercent", 1, 99));
            k.pfc = c.boolean("pfc");
            qos.classes.push_back(k);
        });
    }

    Subnet readSubnet(const json &v, const std::string &p)
    {
        ObjectReader o(v, p, {"id", "name", "purpose", "prefix", "vlan", "gateway", "dns", "clusterRole"});
        Subnet s;
        s.id = o.string("id", true);
        registerId(s.id, IdKind::Subnet, o);
        s.name = o.string("name", true);
        s.purpose = o.enumeration<SubnetPurpose>("purpose");
        s.prefix = o.string("prefix", true);
        // The range is a rule (subnet.vlan-invalid), so any integer reads.
        s.vlan = int(o.integer("vlan", std::numeric_limits<int>::min(), std::numeric_limits<int>::max()));
        s.gateway = o.string("gateway", false);
        s.dns = o.strings("dns", false);
        s.clusterRole = o.optionalEnumeration<ClusterNetworkRole>("clusterRole");
        return s;
    }

    Cluster readCluster(const json &v, const std::string &p)
    {
        ObjectReader o(v, p, {"id", "name", "kind", "members", "accessPoint", "addresses"});
        Cluster c;
        c.id = o.string("id", true);
        registerId(c.id, IdKind::Cluster, o);
        c.name = o.string("name", true);
        c.kind = o.enumeration<ClusterKind>("kind");
        c.members = o.strings("members", true);
        for (int i = 0; i < c.members.size(); ++i)
            refer(c.members[i], {IdKind::Node}, {}, [&] { return o.at("members") + '/' + std::to_string(i); });
        c.accessPoint = o.string("accessPoint", false);
        c.addresses = o.strings("addresses", false);
        return c;
    }

    Node readNode(const json &v, const std::string &p)
    {
        ObjectReader o(v, p,
            {"id", "name", "role", "os", "rack", "management", "adapters", "teams", "vswitches", "interfaces",
                "smbConstraints", "liveMigration"});
        Node n;
        n.id = o.string("id", true);
        registerId(n.id, IdKind::Node, o);
        n.name = o.string("name", true);
        n.role = o.enumeration<NodeRole>("role");
        n.os = o.optionalEnumeration<OsVersion>("os");
        n.rack = o.string("rack", false);
        if (o.has("management"))
            n.management = readEndpoint(v.at("management"), o.at("management"));
        o.array("adapters", false, [&](const json &av, const std::string &ap) {
            ObjectReader a(av, ap, {"id", "name", "model", "speedGbps", "rdma", "card", "jumboPacket", "mac"});
            Adapter adapter;
            adapter.id = a.string("id", true);
            registerId(adapter.id, IdKind::Adapter, a, n.id);
            adapter.name = a.string("name", true);
            adapter.model = a.string("model", true);
            adapter.speedGbps = a.number("speedGbps");
            if (adapter.speedGbps <= 0)
                fail(a.at("speedGbps"), ReaderText::tr("the speed must be greater than 0"));
            adapter.rdma = a.enumeration<RdmaTransport>("rdma");
            adapter.card = a.string("card", false);
            if (auto jumbo = a.optionalInteger("jumboPacket", 1514, 16128))
                adapter.jumboPacket = int(*jumbo);
            adapter.mac = a.string("mac", false);
            n.adapters.push_back(adapter);
        });
        o.array("teams", false, [&](const json &tv, const std::string &tp) {
            ObjectReader t(tv, tp, {"id", "name", "members", "mode", "loadBalancing"});
            Team team;
            team.id = t.string("id", true);
            registerId(team.id, IdKind::Team, t, n.id);
            team.name = t.string("name", true);
            team.members = t.strings("members", true);
            for (int i = 0; i < team.members.size(); ++i)
                refer(team.members[i], {IdKind::Adapter}, n.id,
                    [&] { return t.at("members") + '/' + std::to_string(i); });
            team.mode = t.enumeration<TeamMode>("mode");
            team.loadBalancing = t.enumeration<TeamLoadBalancing>("loadBalancing");
            n.teams.push_back(team);
        });
        o.array("vswitches", false, [&](const json &sv, const std::string &sp) {
            ObjectReader s(sv, sp,
                {"id", "name", "uplinks", "embeddedTeaming", "loadBalancing", "allowManagementOS",
                    "minimumBandwidthMode", "teamingMode"});
            VSwitch vs;
            vs.id = s.string("id", true);
            registerId(vs.id, IdKind::VSwitch, s, n.id);
            vs.name = s.string("name", true);
            vs.uplinks = s.strings("uplinks", true);
            for (int i = 0; i < vs.uplinks.size(); ++i)
                refer(vs.uplinks[i], {IdKind::Adapter, IdKind::Team}, n.id,
                    [&] { return s.at("uplinks") + '/' + std::to_string(i); });
            vs.embeddedTeaming = s.boolean("embeddedTeaming");
            vs.loadBalancing = s.optionalEnumeration<VSwitchLoadBalancing>("loadBalancing");
            vs.allowManagementOS = s.boolean("allowManagementOS");
            vs.minimumBandwidthMode = s.optionalEnumeration<MinimumBandwidthMode>("minimumBandwidthMode");
            // A vSwitch on one adapter or an LBFO team has no teaming mode of its
            // own (the team's is on the team); a SET one in another mode than
            // switch independent reads, for the rule teaming.set-mode to name.
            vs.teamingMode = s.optionalEnumeration<TeamMode>("teamingMode");
            if (vs.teamingMode && !vs.embeddedTeaming)
                fail(s.at("teamingMode"),
                    ReaderText::tr("\"teamingMode\" is only for a vSwitch with \"embeddedTeaming\" (SET); an LBFO "
                                   "team states its mode on the team"));
            m_uplinkChecks.push_back({s.at("uplinks"), n.id, vs.uplinks});
            n.vswitches.push_back(vs);
        });
        o.array("interfaces", false,
            [&](const json &iv, const std::string &ip) { n.interfaces.push_back(readInterface(iv, ip, n.id)); });
        o.array("smbConstraints", false, [&](const json &cv, const std::string &cp) {
            ObjectReader c(cv, cp, {"server", "interfaces"});
            SmbConstraint constraint;
            constraint.server = c.string("server", true);
            constraint.interfaces = c.strings("interfaces", true);
            // Another node's interface reads; the rule multichannel.unknown-interface names it.
            for (int i = 0; i < constraint.interfaces.size(); ++i)
                refer(constraint.interfaces[i], {IdKind::Interface}, {},
                    [&] { return c.at("interfaces") + '/' + std::to_string(i); });
            n.smbConstraints.push_back(constraint);
        });
        if (o.has("liveMigration")) {
            ObjectReader l(v.at("liveMigration"), o.at("liveMigration"), {"transport", "smbLimitMBps"});
            LiveMigration lm;
            lm.transport = l.enumeration<LiveMigrationTransport>("transport");
            if (auto limit = l.optionalInteger("smbLimitMBps", 1, 1000000))
                lm.smbLimitMBps = int(*limit);
            n.liveMigration = lm;
        }
        return n;
    }

    Interface readInterface(const json &v, const std::string &p, const QString &nodeId)
    {
        ObjectReader o(
            v, p, {"id", "name", "attach", "subnet", "address", "rdma", "registerDns", "ieeePriorityTag", "mtu"});
        Interface i;
        i.id = o.string("id", true);
        registerId(i.id, IdKind::Interface, o, nodeId);
        i.name = o.string("name", true);
        ObjectReader a(o.require("attach"), o.at("attach"), {"adapter", "team", "vswitch", "teamMapping"});
        const int targets = int(a.has("adapter")) + int(a.has("team")) + int(a.has("vswitch"));
        if (targets != 1)
            fail(a.pointer(), ReaderText::tr("\"attach\" needs exactly one of \"adapter\", \"team\" or \"vswitch\""));
        if (a.has("adapter")) {
            i.attach = {AttachKind::Adapter, a.string("adapter", true), {}};
            refer(i.attach.target, {IdKind::Adapter}, nodeId, [&] { return a.at("adapter"); });
        } else if (a.has("team")) {
            i.attach = {AttachKind::Team, a.string("team", true), {}};
            refer(i.attach.target, {IdKind::Team}, nodeId, [&] { return a.at("team"); });
        } else {
            i.attach = {AttachKind::VSwitch, a.string("vswitch", true), {}};
            refer(i.attach.target, {IdKind::VSwitch}, nodeId, [&] { return a.at("vswitch"); });
        }
        if (a.has("teamMapping")) {
            if (i.attach.kind != AttachKind::VSwitch)
                fail(a.at("teamMapping"),
                    ReaderText::tr("\"teamMapping\" is only for host vNICs (attach to a \"vswitch\")"));
            i.attach.teamMapping = a.string("teamMapping", true);
            refer(i.attach.teamMapping, {IdKind::Adapter}, nodeId, [&] { return a.at("teamMapping"); });
        }
        // An interface may wait for its subnet (rule interface.no-subnet); one it names must exist.
        i.subnet = o.string("subnet", false);
        if (o.has("subnet"))
            refer(i.subnet, {IdKind::Subnet}, {}, [&] { return o.at("subnet"); });
        i.address = o.string("address", false);
        i.rdma = o.optionalBool("rdma").value_or(false);
        i.registerDns = o.optionalBool("registerDns");
        i.ieeePriorityTag = o.optionalBool("ieeePriorityTag");
        if (i.ieeePriorityTag && i.attach.kind != AttachKind::VSwitch)
            fail(o.at("ieeePriorityTag"),
                ReaderText::tr("\"ieeePriorityTag\" is only for host vNICs (attach to a \"vswitch\")"));
        // IPv4's smallest MTU up to the largest frame an adapter takes (16128)
        // less its 14-byte Ethernet header; above the adapter's own frame size
        // is a rule (interface.mtu-above-frame).
        if (auto mtu = o.optionalInteger("mtu", 576, 16114))
            i.mtu = int(*mtu);
        return i;
    }

    Switch readSwitch(const json &v, const std::string &p)
    {
        ObjectReader o(
            v, p, {"id", "name", "platform", "model", "firmware", "management", "dcb", "mtu", "ports", "qos", "redundancy", "hostNativeVlan"});
        Switch s;
        s.id = o.string("id", true);
        registerId(s.id, IdKind::Switch, o);
        s.name = o.string("name", true);
        s.platform = o.enumeration<SwitchPlatform>("platform");
        s.model = o.string("model", false);
        s.firmware = o.string("firmware", false);
        if (o.has("management"))
            s.management = readEndpoint(v.at("management"), o.at("management"));
        s.dcb = o.boolean("dcb");
        s.mtu = int(o.integer("mtu", 576, 16383));
        o.array("ports", false, [&](const json &pv, const std::string &pp) {
            ObjectReader r(pv, pp, {"id", "name", "speedGbps", "vlans", "nativeVlan", "pfc"});
            SwitchPort port;
            port.id = r.string("id", true);
            registerId(port.id, IdKind::Port, r, s.id);
            port.name = r.string("name", true);
            port.speedGbps = r.number("speedGbps");
            if (port.speedGbps <= 0)
                fail(r.at("speedGbps"), ReaderText::tr("the speed must be greater than 0"));
            if (r.has("vlans")) {
                std::vector<int> vlans;
                r.array("vlans", true, [&](const json &vv, const std::string &vp) {
                    vlans.push_back(int(ObjectReader::integerValue(vv, vp, 1, 4094)));
                });
                port.vlans = vlans;
            }
            if (auto native = r.optionalInteger("nativeVlan", 1, 4094))
                port.nativeVlan = int(*native);
            port.pfc = r.optionalBool("pfc");
            s.ports.push_back(port);
        });
        if (o.has("qos")) {
            ObjectReader r(v.at("qos"), o.at("qos"), {"pfcPriorities", "bandwidth", "dcbxWilling"});
            SwitchQos qos;
            if (r.has("pfcPriorities")) {
                std::vector<int> priorities;
                r.array("pfcPriorities", true, [&](const json &pv, const std::string &pp) {
                    priorities.push_back(int(ObjectReader::integerValue(pv, pp, 0, 7)));
                });
                qos.pfcPriorities = priorities;
            }
            if (r.has("bandwidth")) {
                const json &bw = v.at("qos").at("bandwidth");
                if (!bw.is_object())
                    failType(r.at("bandwidth"), bw, ReaderText::tr("an object of \"<priority>\": percent"));
                std::map<int, int> shares;
                for (auto it = bw.begin(); it != bw.end(); ++it) {
                    const std::string key = it.key();
                    const std::string pointer = r.at("bandwidth") + '/' + JsonSourceMap::escapeToken(key);
                    if (key.size() != 1 || key[0] < '0' || key[0] > '7')
                        fail(pointer, ReaderText::tr("\"%1\" is not a priority (0 to 7)").arg(q(key)));
                    shares[key[0] - '0'] = int(ObjectReader::integerValue(it.value(), pointer, 0, 100));
                }
                qos.bandwidth = shares;
            }
            qos.dcbxWilling = r.optionalBool("dcbxWilling");
            s.qos = qos;
        }
        if (o.has("redundancy"))
            s.redundancy = readRedundancy(v.at("redundancy"), o.at("redundancy"));
        if (auto native = o.optionalInteger("hostNativeVlan", 1, 4094))
            s.hostNativeVlan = int(*native);
        return s;
    }

    SwitchRedundancy readRedundancy(const json &v, const std::string &p)
    {
        ObjectReader o(v, p, {"domain", "priority", "keepalive", "keepaliveVrf", "systemMac", "peerAddress"});
        SwitchRedundancy r;
        // 1-255: the narrowest of the platforms' ranges (OS10 vlt-domain).
        r.domain = int(o.integer("domain", 1, 255));
        if (auto priority = o.optionalInteger("priority", 1, 65535))
            r.priority = int(*priority);
        r.keepalive = o.string("keepalive", true);
        if (!Ipv4Address::parse(r.keepalive))
            fail(o.at("keepalive"), ReaderText::tr("\"%1\" is not an IPv4 address").arg(r.keepalive));
        r.keepaliveVrf = o.string("keepaliveVrf", false);
        if (o.has("keepaliveVrf") && !SwitchRedundancy::isVrfName(r.keepaliveVrf))
            fail(o.at("keepaliveVrf"),
                ReaderText::tr("a VRF name is a letter, then up to 31 letters, digits, _ or -"));
        r.systemMac = o.string("systemMac", false).toLower();
        if (o.has("systemMac") && !SwitchRedundancy::isMacAddress(r.systemMac))
            fail(o.at("systemMac"), ReaderText::tr("a MAC address is six pairs of hex digits joined by colons"));
        r.peerAddress = o.string("peerAddress", false);
        if (o.has("peerAddress") && !SwitchRedundancy::isAddressWithLength(r.peerAddress))
            fail(o.at("peerAddress"), ReaderText::tr("an address with its prefix length is needed, such as 169.254.0.1/30"));
        return r;
    }

    Link readLink(const json &v, const std::string &p)
    {
        ObjectReader o(v, p, {"id", "a", "b", "kind"});
        Link l;
        l.id = o.string("id", true);
        registerId(l.id, IdKind::Link, o);
        l.a = o.string("a", true);
        l.b = o.string("b", true);
        refer(l.a, {IdKind::Adapter, IdKind::Port}, {}, [&] { return o.at("a"); });
        refer(l.b, {IdKind::Adapter, IdKind::Port}, {}, [&] { return o.at("b"); });
        if (l.a == l.b)
            fail(o.at("b"), ReaderText::tr("a link cannot join \"%1\" to itself").arg(l.a));
        l.kind = o.optionalEnumeration<LinkKind>("kind").value_or(LinkKind::Cable);
        if (l.kind == LinkKind::PeerLink)
            m_peerLinks.push_back({o.pointer(), l.a, l.b});
        return l;
    }

    Suppression readSuppression(const json &v, const std::string &p)
    {
        ObjectReader o(v, p, {"rule", "objects", "reason"});
        Suppression s;
        s.rule = o.string("rule", true);
        // Object ids are not resolved: a suppression that outlived its objects
        // is reported by the rule engine (suppression.unused), not a load error.
        s.objects = o.strings("objects", false);
        s.reason = o.string("reason", true);
        if (s.reason.trimmed().isEmpty())
            fail(o.at("reason"), ReaderText::tr("a suppression needs a reason"));
        return s;
    }

    Note readNote(const json &v, const std::string &p)
    {
        ObjectReader o(v, p, {"id", "text"});
        Note n;
        n.id = o.string("id", true);
        registerId(n.id, IdKind::Note, o);
        n.text = o.string("text", true);
        return n;
    }

    void readLayout(const json &v, const std::string &p, std::map<QString, Point> &layout)
    {
        if (!v.is_object())
            failType(p, v, ReaderText::tr("an object of positions"));
        for (auto it = v.begin(); it != v.end(); ++it) {
            const std::string pointer = p + '/' + JsonSourceMap::escapeToken(it.key());
            ObjectReader o(it.value(), pointer, {"x", "y"});
            layout[q(it.key())] = Point{o.number("x"), o.number("y")};
            refer(q(it.key()), {IdKind::Node, IdKind::Switch, IdKind::Cluster, IdKind::Note}, {},
                [&] { return pointer; });
        }
    }

    static QString kindName(IdKind kind)
    {
        switch (kind) {
        case IdKind::Subnet: return ReaderText::tr("a subnet");
        case IdKind::Cluster: return ReaderText::tr("a cluster");
        case IdKind::Node: return ReaderText::tr("a node");
        case IdKind::Adapter: return ReaderText::tr("an adapter");
        case IdKind::Team: return ReaderText::tr("a team");
        case IdKind::VSwitch: return ReaderText::tr("a vswitch");
        case IdKind::Interface: return ReaderText::tr("an interface");
        case IdKind::Switch: return ReaderText::tr("a switch");
        case IdKind::Port: return ReaderText::tr("a switch port");
        case IdKind::Link: return ReaderText::tr("a link");
        case IdKind::Note: return ReaderText::tr("a note");
        }
        return {};
    }

    void resolveReferences(const Design &)
    {
        for (const Reference &ref : m_references) {
            const auto it = m_ids.find(ref.id);
            QStringList expected;
            for (std::size_t k = 0; k < ref.count; ++k)
                expected << kindName(ref.kinds[k]);
            const QString what = expected.join(ReaderText::tr(" or "));
            if (it == m_ids.end())
                fail(ref.pointer, ReaderText::tr("\"%1\" is not the id of %2 in this design").arg(ref.id, what));
            if (std::find(ref.kinds.begin(), ref.kinds.begin() + ref.count, it->second.kind)
                == ref.kinds.begin() + ref.count)
                fail(ref.pointer,
                    ReaderText::tr("\"%1\" is %2, expected %3").arg(ref.id, kindName(it->second.kind), what));
            if (!ref.node.isEmpty() && it->second.owner != ref.node)
                fail(ref.pointer,
                    ReaderText::tr("\"%1\" belongs to another node; expected %2 of this node").arg(ref.id, what));
        }
        for (const UplinkCheck &check : m_uplinkChecks) {
            for (const QString &uplink : check.uplinks) {
                if (m_ids.at(uplink).kind == IdKind::Team && check.uplinks.size() != 1)
                    fail(check.pointer, ReaderText::tr("a vswitch has either adapters or exactly one team as uplinks"));
            }
        }
        for (const PeerLink &link : m_peerLinks) {
            if (m_ids.at(link.a).kind != IdKind::Port || m_ids.at(link.b).kind != IdKind::Port)
                fail(link.pointer + "/kind", ReaderText::tr("a peer-link joins two switch ports"));
        }
    }

    QString m_firstUseOf;
    std::map<QString, IdEntry> m_ids;
    std::vector<Reference> m_references;
    std::vector<UplinkCheck> m_uplinkChecks;
    std::vector<PeerLink> m_peerLinks;
};

// "[json.exception.parse_error.101] parse error at line 1, column 2: syntax error
// while parsing value - invalid literal; last read: 'x'; expected '}'" -> "invalid
// literal; expected '}'": the position is given apart, and what was last read
// (up to the whole of a long string, and bytes that are no text) is what the
// position points at anyway.
QString syntaxMessage(const char *what)
{
    std::string text = what;
    // After the position: "at line 1, column 2: " or, for a number out of
    // range, "at byte 40: ".
    const auto errorAt = text.find("parse error");
    if (errorAt != std::string::npos) {
        const auto colon = text.find(": ", errorAt);
        if (colon != std::string::npos)
            text = text.substr(colon + 2);
    }
    if (const auto dash = text.find(" - "); text.rfind("syntax error while parsing ", 0) == 0 && dash != std::string::npos)
        text = text.substr(dash + 3);
    if (const auto lastRead = text.find("; last read: '"); lastRead != std::string::npos) {
        const auto expected = text.rfind("'; expected ");
        text = text.substr(0, lastRead)
            + (expected != std::string::npos && expected >= lastRead ? text.substr(expected + 1) : std::string());
    }
    return q(text);
}

// The offset of the first bracket that opens a level deeper than
// DesignReader::maxDepth, if any: one pass over the bytes, skipping strings,
// before the parser builds anything (and before JsonSourceMap, which walks
// the levels recursively, can meet the text).
std::optional<std::size_t> tooDeep(std::string_view text)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > DesignReader::maxDepth)
                return i;
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return std::nullopt;
}

// The likely cause of a syntax error, from the character it stopped at:
// what people who edit JSON by hand or with the wrong tool most often do.
QString syntaxHint(std::string_view text, std::size_t offset, bool inKey)
{
    const char c = offset < text.size() ? text[offset] : '\0';
    if (offset + 7 <= text.size() && (offset == 0 || text[offset - 1] == '\n')) {
        const std::string_view marker = text.substr(offset, 7);
        if (marker == "<<<<<<<" || marker == "=======" || marker == ">>>>>>>")
            return ReaderText::tr("an unresolved merge conflict (%1): resolve it in git before opening the design")
                .arg(q(std::string(marker)));
    }
    if (c == '/')
        return ReaderText::tr("JSON has no comments");
    if (c == '\'')
        return ReaderText::tr("JSON strings and keys take double quotes");
    if (inKey && (std::isalpha((unsigned char)c) || c == '_'))
        return ReaderText::tr("a key takes double quotes");
    if ((unsigned char)c >= 0x80)
        return ReaderText::tr("the text is not UTF-8 (byte 0x%1): save the file as UTF-8")
            .arg(QString::number((unsigned char)c, 16).toUpper());
    return {};
}

// A design file in an encoding the reader does not take, said before JSON
// syntax would say something obscure about it: UTF-16 (Notepad's "Unicode",
// PowerShell 5.1's Out-File and > by default) and an empty file.
QString encodingProblem(std::string_view text)
{
    if (text.find_first_not_of(" \t\r\n") == std::string_view::npos)
        return ReaderText::tr("the file is empty; a design is a JSON object starting with {");
    const auto byte = [&](std::size_t i) { return i < text.size() ? (unsigned char)text[i] : 0x100u; };
    const bool utf16Bom = (byte(0) == 0xFF && byte(1) == 0xFE) || (byte(0) == 0xFE && byte(1) == 0xFF);
    // Without a mark: ASCII in UTF-16 has a zero byte beside every character.
    const bool utf16Bare = text.size() >= 4 && ((byte(0) != 0 && byte(1) == 0 && byte(2) != 0 && byte(3) == 0)
                               || (byte(0) == 0 && byte(1) != 0 && byte(2) == 0 && byte(3) != 0));
    if (utf16Bom || utf16Bare)
        return ReaderText::tr("the file is UTF-16 text; hvnet reads designs in UTF-8: save it as UTF-8");
    return {};
}

} // namespace

DesignReader::Result DesignReader::read(const QByteArray &utf8Json)
{
    std::string_view text(utf8Json.constData(), std::size_t(utf8Json.size()));
    // A UTF-8 byte order mark (Windows editors write one) is no content:
    // without it, line and column count from the first character.
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    // Positions are worked out only for an error: finding them walks the
    // whole text, which costs as much as reading a good file (README).
    Result result;
    if (utf8Json.size() > maxFileSize) {
        result.error = {{}, 0, 0, {},
            ReaderText::tr("the file is %1 MiB; hvnet reads designs of up to %2 MiB")
                .arg(double(utf8Json.size()) / (1024 * 1024), 0, 'f', 1)
                .arg(maxFileSize / (1024 * 1024))};
        return result;
    }
    if (const QString problem = encodingProblem(text); !problem.isEmpty()) {
        result.error = {{}, 1, 1, {}, problem};
        return result;
    }
    if (const auto deep = tooDeep(text)) {
        const TextPosition position = JsonSourceMap(text).positionAt(*deep);
        result.error = {{}, position.line, position.column, {},
            ReaderText::tr("JSON nested more than %1 levels deep; a design needs far fewer").arg(maxDepth)};
        return result;
    }
    json root;
    bool duplicateKey = false;
    try {
        root = StrictJsonParser::parse(text, &duplicateKey);
    } catch (const json::parse_error &e) {
        // byte is 1-based and points at the character that broke the parse.
        const std::size_t offset = e.byte > 0 ? e.byte - 1 : 0;
        const TextPosition position = JsonSourceMap(text).positionAt(offset);
        QString message = ReaderText::tr("JSON syntax error: %1").arg(syntaxMessage(e.what()));
        const bool inKey = std::string_view(e.what()).find("while parsing object key") != std::string_view::npos;
        if (const QString hint = syntaxHint(text, offset, inKey); !hint.isEmpty())
            message += QStringLiteral("; ") + hint;
        result.error = {{}, position.line, position.column, {}, message};
        return result;
    }
    if (duplicateKey) {
        const JsonSourceMap sourceMap(text);
        if (const auto duplicate = sourceMap.firstDuplicateKey()) {
            const TextPosition position = sourceMap.positionAt(duplicate->offset);
            result.error = {{}, position.line, position.column, q(duplicate->pointer),
                ReaderText::tr("the key appears twice in one object")};
            return result;
        }
    }
    try {
        try {
            result.design = Reader().read(root);
        } catch (const DuplicateId &duplicate) {
            std::string first;
            try {
                Reader(duplicate.id).read(root);
            } catch (const FirstUse &use) {
                first = use.pointer;
            }
            JsonObjectReader::fail(duplicate.pointer,
                ReaderText::tr("duplicate id \"%1\" (first used at %2)").arg(duplicate.id, q(first)));
        }
    } catch (const JsonReadFailure &failure) {
        const TextPosition position = JsonSourceMap(text).positionOf(failure.pointer);
        result.error = {{}, position.line, position.column,
            failure.pointer.empty() ? QStringLiteral("/") : q(failure.pointer), failure.message};
    }
    return result;
}

} // namespace hvnet

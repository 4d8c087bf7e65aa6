// The fabric-between-the-hosts section of the rule catalogue: what the
// switches on the paths must do for the hosts' traffic.

#include "model/topology/topology.h"
#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <QSet>

#include <limits>

#include <map>
#include <set>

namespace hvnet {

namespace {

bool carriesRoce(const ValidationContext &context, const Interface &i)
{
    if (!i.rdma)
        return false;
    const auto transports = context.transportsOf(i);
    return std::any_of(transports.begin(), transports.end(), isRoce);
}

// The adapters under a subnet's RoCE interfaces.
QStringList roceAdapters(const ValidationContext &context, const Subnet &s)
{
    QStringList adapters;
    for (const auto &member : context.interfacesIn(s.id))
        if (carriesRoce(context, *member.interface))
            adapters << context.adaptersUnder(*member.interface);
    return adapters;
}

// For each subnet with RoCE interfaces: the switches and ports between them.
struct RocePath {
    const Subnet *subnet;
    Topology::Paths paths;
};

std::vector<RocePath> rocePaths(const ValidationContext &context)
{
    std::vector<RocePath> out;
    for (const Subnet &s : context.design().subnets) {
        const QStringList adapters = roceAdapters(context, s);
        if (adapters.size() >= 2)
            out.push_back({&s, context.topology().pathsBetween(s.vlan, adapters)});
    }
    return out;
}

class FabricSwitchNoDcb final : public Rule
{
public:
    FabricSwitchNoDcb()
        : Rule({"fabric.switch-no-dcb", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "RoCE path crosses a switch without DCB"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "PFC must run on every node and switch port in the path of RoCE traffic; one switch without "
                "DCB drops frames under load."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; "
                "article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows "
                "Server 2012 (R2)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const RocePath &path : rocePaths(context))
            for (const QString &id : path.paths.switches)
                if (const Switch *sw = context.design().switchById(id); sw && !sw->dcb)
                    sink.raise(
                        RuleText::tr("Switch %1 carries RoCE traffic of subnet %2 but does not run DCB; RoCE needs "
                                     "PFC on every switch in the path: enable DCB there or route the path around it.")
                            .arg(sw->name, path.subnet->name),
                        {sw->id, path.subnet->id});
    }
};

class FabricPfcMismatch final : public Rule
{
public:
    FabricPfcMismatch()
        : Rule({"fabric.pfc-mismatch", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Switch PFC differs from the hosts'"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "PFC must be on for the same priorities end to end: a switch or port in a RoCE path that leaves "
                "out a lossless priority drops that traffic (error); extra lossless priorities only cost "
                "buffers (warning)."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const std::vector<int> lossless = context.losslessPriorities();
        std::set<QString> done;
        for (const RocePath &path : rocePaths(context)) {
            for (const QString &id : path.paths.switches) {
                const Switch *sw = context.design().switchById(id);
                if (!sw || !sw->qos || !sw->qos->pfcPriorities || !done.insert(id).second)
                    continue;
                const std::vector<int> stated(sw->qos->pfcPriorities->begin(), sw->qos->pfcPriorities->end());
                std::vector<int> missing, extra;
                for (int p : lossless)
                    if (std::find(stated.begin(), stated.end(), p) == stated.end())
                        missing.push_back(p);
                for (int p : stated)
                    if (std::find(lossless.begin(), lossless.end(), p) == lossless.end()
                        && std::find(extra.begin(), extra.end(), p) == extra.end())
                        extra.push_back(p);
                if (!missing.empty())
                    sink.raise(
                        RuleText::tr("Switch %1 has PFC on priorities %2 but the hosts make %3 lossless; add %4 to "
                                     "the switch's PFC priorities.")
                            .arg(sw->name, numberList(stated), numberList(lossless), numberList(missing)),
                        {sw->id});
                else if (!extra.empty())
                    sink.raise(Severity::Warning,
                        RuleText::tr(
                            "Switch %1 also makes priorities %2 lossless, which the hosts do not use; remove them "
                            "to save buffer space.")
                            .arg(sw->name, numberList(extra)),
                        {sw->id});
            }
            for (const QString &id : path.paths.ports) {
                const SwitchPort *port = context.port(id);
                if (port && port->pfc == std::optional<bool>(false) && done.insert(id).second)
                    sink.raise(
                        RuleText::tr("Port %1 lies in the RoCE path of subnet %2 but states PFC off; turn PFC on for "
                                     "the port.")
                            .arg(context.label(id), path.subnet->name),
                        {id});
            }
        }
    }
};

class FabricEtsMismatch final : public Rule
{
public:
    FabricEtsMismatch()
        : Rule({"fabric.ets-mismatch", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Switch ETS shares differ from the hosts'"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Host and switch must give each priority the same bandwidth share, or the switch starves what "
                "the hosts protect."),
            QT_TRANSLATE_NOOP("hvnet::rules", "anchors study, rule 8 (host and switch ETS agree)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        std::map<int, int> expected;
        int reserved = 0;
        for (const QosClass &c : context.design().qos.classes) {
            expected[c.priority] += c.bandwidthPercent;
            reserved += c.bandwidthPercent;
        }
        if (!expected.count(0))
            expected[0] = 100 - reserved;
        for (const Switch &sw : context.design().switches) {
            if (!sw.qos || !sw.qos->bandwidth)
                continue;
            const std::map<int, int> &stated = *sw.qos->bandwidth;
            QStringList differences;
            for (const auto &[priority, percent] : stated) {
                const auto it = expected.find(priority);
                if (it == expected.end())
                    differences << RuleText::tr("priority %1 gets %2% where the hosts have no class")
                                       .arg(priority)
                                       .arg(percent);
                else if (it->second != percent)
                    differences << RuleText::tr("priority %1 gets %2% where the hosts give %3%")
                                       .arg(priority)
                                       .arg(percent)
                                       .arg(it->second);
            }
            for (const auto &[priority, percent] : expected)
                if (priority != 0 && !stated.count(priority))
                    differences << RuleText::tr("priority %1 gets no share where the hosts give %2%")
                                       .arg(priority)
                                       .arg(percent);
            if (!differences.isEmpty())
                sink.raise(RuleText::tr("Switch %1 states ETS shares that differ from the hosts': %2; make them agree.")
                               .arg(sw.name, differences.join(QStringLiteral("; "))),
                    {sw.id});
        }
    }
};

class FabricDcbxWilling final : public Rule
{
public:
    FabricDcbxWilling()
        : Rule({"fabric.dcbx-willing", Severity::Warning, QT_TRANSLATE_NOOP("hvnet::rules", "Switch is DCBX willing"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A willing switch takes its DCB settings from its neighbours; configure PFC on the switch and "
                "keep it not willing."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Azure Local ToR QoS reference")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Switch &sw : context.design().switches)
            if (sw.qos && sw.qos->dcbxWilling == std::optional<bool>(true))
                sink.raise(
                    RuleText::tr("Switch %1 is DCBX willing and would take DCB settings from its neighbours; set "
                                 "DCBX willing off and force PFC on the switch.")
                        .arg(sw.name),
                    {sw.id});
    }
};

class FabricRoceUntagged final : public Rule
{
public:
    FabricRoceUntagged()
        : Rule({"fabric.roce-untagged", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "RoCE storage subnet without a VLAN"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "The 802.1p priority that PFC acts on travels in the 802.1Q tag; untagged RoCE traffic has no "
                "priority (Network ATC refuses it as InvalidIsolationID)."),
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA and SET; Network ATC")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Subnet &s : context.design().subnets) {
            if (s.purpose != SubnetPurpose::Storage || s.vlan != 0)
                continue;
            const auto &members = context.interfacesIn(s.id);
            if (std::any_of(members.begin(), members.end(),
                    [&context](const auto &m) { return carriesRoce(context, *m.interface); }))
                sink.raise(
                    RuleText::tr("Storage subnet %1 carries RoCE but is untagged (VLAN 0), so its traffic has no "
                                 "802.1p priority for PFC; give it a VLAN.")
                        .arg(s.name),
                    {s.id});
        }
    }
};

class FabricMtuMismatch final : public Rule
{
public:
    FabricMtuMismatch()
        : Rule({"fabric.mtu-mismatch", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Jumbo frames do not match end to end"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An adapter's IP MTU (its *JumboPacket less 14 bytes of Ethernet header) must fit every "
                "switch on its paths (error), and the adapters of one subnet should use one frame size "
                "(warning)."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Validate-DCB; physical network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Topology &topology = context.topology();
        std::set<std::pair<QString, QString>> done; // adapter, switch
        for (const Subnet &s : context.design().subnets) {
            QStringList adapters;
            QSet<QString> seen; // a subnet can have thousands of adapters
            std::set<int> sizes;
            for (const auto &member : context.interfacesIn(s.id))
                for (const QString &id : context.adaptersUnder(*member.interface))
                    if (const Adapter *a = context.adapter(id)) {
                        if (!seen.contains(id)) {
                            seen.insert(id);
                            adapters << id;
                        }
                        sizes.insert(a->effectiveJumboPacket());
                    }
            if (sizes.size() > 1) {
                QStringList list;
                for (int size : sizes)
                    list << QString::number(size);
                sink.raise(Severity::Warning,
                    RuleText::tr(
                        "The adapters of subnet %1 use different *JumboPacket sizes (%2); use one size throughout.")
                        .arg(s.name, list.join(QStringLiteral(", "))),
                    {s.id});
            }
            const Topology::Paths paths = topology.pathsBetween(s.vlan, adapters);
            const Topology::Reachability reach = topology.reachability(s.vlan);
            std::vector<const Switch *> onPaths;
            int smallest = std::numeric_limits<int>::max();
            for (const QString &swId : paths.switches)
                if (const Switch *sw = context.design().switchById(swId)) {
                    onPaths.push_back(sw);
                    smallest = std::min(smallest, sw->mtu);
                }
            for (const QString &id : adapters) {
                const Adapter *a = context.adapter(id);
                const int mtu = a->effectiveJumboPacket() - 14;
                const auto at = topology.attachmentOf(id);
                const Switch *first = at ? context.switchOfPort(at->portId) : nullptr;
                if (mtu <= smallest && (!first || mtu <= first->mtu))
                    continue; // the common case: it fits everywhere
                std::vector<const Switch *> switches = onPaths;
                if (first)
                    switches.push_back(first);
                for (const Switch *sw : switches) {
                    const QString &swId = sw->id;
                    if (mtu <= sw->mtu || reach.componentOf(id) != reach.componentOf(swId)
                        || !done.insert({id, swId}).second)
                        continue;
                    sink.raise(
                        RuleText::tr("%1 sends frames with an IP MTU of %2 (*JumboPacket %3) but switch %4 on its "
                                     "path has MTU %5; raise the switch MTU or lower the adapter's.")
                            .arg(context.label(id))
                            .arg(mtu)
                            .arg(a->effectiveJumboPacket())
                            .arg(sw->name)
                            .arg(sw->mtu),
                        {id, swId});
                }
            }
        }
    }
};

class FabricVlanNotAllowed final : public Rule
{
public:
    FabricVlanNotAllowed()
        : Rule({"fabric.vlan-not-allowed", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Switch port prunes a VLAN the host uses"),
            QT_TRANSLATE_NOOP(
                "hvnet::rules", "A port that states its allowed VLANs drops every other VLAN at the first hop."),
            QT_TRANSLATE_NOOP("hvnet::rules", "IEEE 802.1Q trunking")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        // The VLANs each adapter carries, from the interfaces over it.
        QHash<QString, std::set<int>> vlansOf;
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces)
                if (const Subnet *s = context.subnet(i.subnet); s && s->vlan != 0)
                    for (const QString &adapter : context.adaptersUnder(i))
                        vlansOf[adapter].insert(s->vlan);
        for (const Link &l : context.design().links)
            for (const auto &[portId, adapterId] : {std::pair(l.a, l.b), std::pair(l.b, l.a)}) {
                const SwitchPort *port = context.port(portId);
                if (!port || !port->vlans || !context.adapter(adapterId))
                    continue;
                std::vector<int> pruned;
                for (int vlan : vlansOf.value(adapterId))
                    if (std::find(port->vlans->begin(), port->vlans->end(), vlan) == port->vlans->end()
                        && port->nativeVlan != vlan)
                        pruned.push_back(vlan);
                if (!pruned.empty())
                    sink.raise(
                        RuleText::tr("Port %1 allows VLANs %2 but %3 uses VLAN %4 over it; add the VLAN to the port.")
                            .arg(context.label(portId), numberList(*port->vlans), context.label(adapterId),
                                numberList(pruned)),
                        {portId, adapterId});
            }
    }
};

class InterfaceMtuAboveFrame final : public Rule
{
public:
    InterfaceMtuAboveFrame()
        : Rule({"interface.mtu-above-frame", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Interface MTU larger than its adapter's frames"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An adapter's *JumboPacket is the whole Ethernet frame, its 14-byte header included; the IP MTU "
                "of an interface on it can be at most that less 14. A larger MTU makes packets the adapter cannot "
                "send: the design's MTU never comes true, and what tries to use it is dropped. For a host vNIC the "
                "frames are its uplinks'."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Standardized INF keywords (*JumboPacket: frame size with the Ethernet header); Set-NetIPInterface "
                "(NlMtuBytes)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces) {
                if (!i.mtu)
                    continue;
                // The smallest frame among the adapters the traffic may leave through.
                const Adapter *smallest = nullptr;
                for (const QString &id : context.adaptersUnder(i))
                    if (const Adapter *a = n.adapter(id);
                        a && (!smallest || a->effectiveJumboPacket() < smallest->effectiveJumboPacket()))
                        smallest = a;
                if (!smallest || *i.mtu <= smallest->effectiveJumboPacket() - 14)
                    continue;
                sink.raise(RuleText::tr("%1: interface %2 has MTU %3, but adapter %4 under it sends frames of %5 "
                                        "bytes, which carry at most %6; lower the MTU or raise the adapter's "
                                        "jumboPacket to %7.")
                               .arg(n.name, i.name)
                               .arg(*i.mtu)
                               .arg(smallest->name)
                               .arg(smallest->effectiveJumboPacket())
                               .arg(smallest->effectiveJumboPacket() - 14)
                               .arg(*i.mtu + 14),
                    {i.id, smallest->id});
            }
    }
};

} // namespace

void registerFabricRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<FabricSwitchNoDcb>());
    catalogue.add(std::make_unique<FabricPfcMismatch>());
    catalogue.add(std::make_unique<FabricEtsMismatch>());
    catalogue.add(std::make_unique<FabricDcbxWilling>());
    catalogue.add(std::make_unique<FabricRoceUntagged>());
    catalogue.add(std::make_unique<FabricMtuMismatch>());
    catalogue.add(std::make_unique<InterfaceMtuAboveFrame>());
    catalogue.add(std::make_unique<FabricVlanNotAllowed>());
}

} // namespace hvnet

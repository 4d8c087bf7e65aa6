// The switches section of the rule catalogue: what a switch's own description
// must be for its configuration to paste.

#include "model/ipv4.h"
#include "model/switchplatformspec.h"
#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <algorithm>
#include <map>
#include <set>
#include <utility>

namespace hvnet {

namespace {

// "Ethernet1/1, Ethernet1/49, Ethernet1/49/1": names from the platform's
// default model, which say more than a pattern would.
QString examples(const SwitchPlatformSpec &spec)
{
    QStringList out;
    const SwitchPlatformSpec::Model &model = spec.defaultModel();
    if (!model.hostPorts().isEmpty())
        out << model.hostPorts().front();
    for (const SwitchPlatformSpec::PortGroup &g : model.ports)
        if (g.uplink) {
            out << g.nameOf(g.from);
            if (!g.breakoutName.isEmpty())
                out << QString(g.breakoutName)
                           .replace(QStringLiteral("{n}"), QString::number(g.from))
                           .replace(QStringLiteral("{lane}"), QString::number(g.firstLane));
            break;
        }
    return out.join(QStringLiteral(", "));
}

class SwitchPortName final : public Rule
{
public:
    SwitchPortName()
        : Rule({"switch.port-name", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Port name the switch cannot have"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Every line of a switch configuration that names a port fails when the platform has no port of that "
                "name (a port called Ethernet1/1 on OS10, AOS-CX or Cumulus); on a model hvnet knows, the port "
                "must also exist on its front panel."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "vendor interface naming: Cisco NX-OS, Dell OS10, Arista EOS, HPE Comware 7, AOS-CX, Junos and "
                "Cumulus Linux configuration guides (docs/switches.md)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        // Every switch of a platform repeats the same names: each is matched once.
        std::map<std::pair<SwitchPlatform, QString>, bool> isName;
        for (const Switch &sw : context.design().switches) {
            if (sw.platform == SwitchPlatform::Generic)
                continue;
            const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(sw.platform);
            const SwitchPlatformSpec::Model *model = spec.model(sw.model);
            for (const SwitchPort &p : sw.ports) {
                const auto known = isName.try_emplace({sw.platform, p.name}, false);
                if (known.second)
                    known.first->second = spec.isPortName(p.name);
                if (!known.first->second)
                    sink.raise(RuleText::tr("Port %1 of switch %2 is not a port name %3 has; its ports are named "
                                            "like %4.")
                                   .arg(p.name, sw.name, spec.displayName(), examples(spec)),
                        {p.id});
                else if (model && !spec.modelHasPort(*model, p.name))
                    sink.raise(RuleText::tr("Switch %1 is a %2, which has no port %3; its ports are %4.")
                                   .arg(sw.name, model->name, p.name, model->range()),
                        {p.id});
            }
        }
    }
};

// The switch pairs the design joins by peer-link links, each once, in the
// order of the switches.
std::vector<std::pair<const Switch *, const Switch *>> peerPairs(const ValidationContext &context)
{
    std::set<std::pair<QString, QString>> seen;
    std::vector<std::pair<const Switch *, const Switch *>> out;
    const Design &design = context.design();
    const auto order = [&design](const Switch *s) {
        return std::find_if(design.switches.begin(), design.switches.end(), [s](const Switch &x) { return &x == s; });
    };
    for (const Link &l : design.links) {
        if (l.kind != LinkKind::PeerLink)
            continue;
        const Switch *a = context.switchOfPort(l.a), *b = context.switchOfPort(l.b);
        if (!a || !b || a == b)
            continue;
        if (order(b) < order(a))
            std::swap(a, b);
        if (seen.insert({a->id, b->id}).second)
            out.push_back({a, b});
    }
    return out;
}

class SwitchDomainMismatch final : public Rule
{
public:
    SwitchDomainMismatch()
        : Rule({"switch.domain-mismatch", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "The two switches of a pair state different redundancy domains"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A vPC, MLAG, VLT, VSX or IRF pair forms only when both switches name the same domain and, where the "
                "platform takes one, the same system MAC; with one switch's half missing hvnet writes the domain on "
                "neither, and the pair is left to be configured by hand."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Cisco Nexus 9000 Interfaces Configuration Guide (vPC domain); Arista EOS MLAG; NVIDIA Cumulus Linux "
                "MLAG; Dell OS10 VLT; HPE Aruba VSX Guide; HPE IRF Configuration Guide; Juniper MC-LAG "
                "(docs/switches.md)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const auto &[a, b] : peerPairs(context)) {
            if (!a->redundancy != !b->redundancy) {
                const Switch *with = a->redundancy ? a : b, *without = a->redundancy ? b : a;
                sink.raise(Severity::Warning,
                    RuleText::tr("Switch %1 states its redundancy domain, its peer %2 does not: the domain is written "
                                 "on neither.")
                        .arg(with->name, without->name),
                    {without->id, with->id});
                continue;
            }
            if (!a->redundancy)
                continue;
            const SwitchRedundancy &ra = *a->redundancy, &rb = *b->redundancy;
            if (ra.domain != rb.domain)
                sink.raise(RuleText::tr("Switches %1 and %2 are a pair but state domains %3 and %4.")
                               .arg(a->name, b->name)
                               .arg(ra.domain)
                               .arg(rb.domain),
                    {a->id, b->id});
            if (ra.systemMac != rb.systemMac)
                sink.raise(RuleText::tr("Switches %1 and %2 are a pair but state the system MACs %3 and %4.")
                               .arg(a->name, b->name,
                                   ra.systemMac.isEmpty() ? RuleText::tr("none") : ra.systemMac,
                                   rb.systemMac.isEmpty() ? RuleText::tr("none") : rb.systemMac),
                    {a->id, b->id});
        }
    }
};

class SwitchKeepalive final : public Rule
{
public:
    SwitchKeepalive()
        : Rule({"switch.keepalive", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "A pair's keepalive cannot tell a failed peer from a failed peer link"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "The keepalive (backup link) is what lets the secondary switch tell a dead peer from a dead peer "
                "link. Both ends on one address cannot talk; an address outside the management network does not "
                "leave through the management port; a keepalive on a VLAN of the hosts, in a VRF of its own, "
                "crosses the peer link and fails with it, so both switches stay primary."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Cisco vPC design and configuration guides (peer-keepalive); Dell OS10 VLT (backup destination); "
                "HPE Aruba VSX Guide (keepalive); NVIDIA Cumulus Linux MLAG (backup IP) (docs/switches.md)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Design &design = context.design();
        for (const auto &[a, b] : peerPairs(context)) {
            if (!a->redundancy || !b->redundancy)
                continue;
            if (a->redundancy->keepalive == b->redundancy->keepalive)
                sink.raise(RuleText::tr("Switches %1 and %2 both state keepalive address %3.")
                               .arg(a->name, b->name, a->redundancy->keepalive),
                    {a->id, b->id});
            for (const Switch *sw : {a, b}) {
                const SwitchRedundancy &r = *sw->redundancy;
                const auto address = Ipv4Address::parse(r.keepalive);
                const Subnet *in = nullptr;
                for (const Subnet &subnet : design.subnets)
                    if (const auto prefix = Ipv4Prefix::parse(subnet.prefix); address && prefix && prefix->contains(*address))
                        in = &subnet;
                if (!in || in->purpose != SubnetPurpose::Management) {
                    sink.raise(RuleText::tr("The keepalive address %1 of switch %2 is not in a management subnet.")
                                   .arg(r.keepalive, sw->name),
                        {sw->id});
                    continue;
                }
                const QString managementVrf = SwitchPlatformSpec::of(sw->platform).managementVrf();
                if (in->vlan != 0 && !r.keepaliveVrf.isEmpty() && r.keepaliveVrf != managementVrf)
                    sink.raise(RuleText::tr("The keepalive of switch %1 runs in VRF %2 on VLAN %3 of subnet %4, which "
                                            "crosses the peer link; keep it on the management port.")
                                   .arg(sw->name, r.keepaliveVrf)
                                   .arg(in->vlan)
                                   .arg(in->name),
                        {sw->id, in->id});
            }
        }
    }
};

class SwitchDomainPriority final : public Rule
{
public:
    SwitchDomainPriority()
        : Rule({"switch.domain-priority", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "The two switches of a pair have the same role priority"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "With equal priorities the switches elect their primary by system MAC, so which one keeps forwarding "
                "when the peer link fails is chance rather than design; hvnet then makes the switch listed first "
                "primary in its configurations."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Cisco Nexus 9000 Interfaces Configuration Guide (vPC role priority); Dell OS10 VLT (primary "
                "priority); NVIDIA Cumulus Linux MLAG (priority) (docs/switches.md)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const auto &[a, b] : peerPairs(context)) {
            if (!a->redundancy || !b->redundancy)
                continue;
            if (a->redundancy->priority.value_or(0) == b->redundancy->priority.value_or(0))
                sink.raise(RuleText::tr("Switches %1 and %2 are a pair with the same role priority (%3).")
                               .arg(a->name, b->name,
                                   a->redundancy->priority ? QString::number(*a->redundancy->priority)
                                                           : RuleText::tr("none stated")),
                    {a->id, b->id});
        }
    }
};

class SwitchNativeVlanOne final : public Rule
{
public:
    SwitchNativeVlanOne()
        // A warning: Microsoft's reference configurations never leave host
        // traffic on VLAN 1; the starters, `generate` and the supported
        // patterns state hostNativeVlan.
        : Rule({"switch.native-vlan-1", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Host traffic runs untagged on VLAN 1"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An untagged subnet on a host trunk rides the switch's native VLAN, which is VLAN 1 unless the "
                "design chooses another: the default VLAN every unconfigured port of the switch is in, so any of them "
                "reaches the hosts' network. Microsoft's reference ToR configurations tag every host network and park "
                "the native VLAN on a dedicated unused one."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Microsoft Azure Local, reference ToR configurations (switchport trunk native vlan 99); IEEE 802.1Q "
                "(docs/switches.md)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Design &design = context.design();
        std::set<QString> seen;
        for (const Subnet &subnet : design.subnets) {
            if (subnet.vlan != 0)
                continue;
            for (const ValidationContext::Member &m : context.interfacesIn(subnet.id))
                for (const QString &adapter : context.adaptersUnder(*m.interface))
                    for (const Link &l : design.links) {
                        if (l.a != adapter && l.b != adapter)
                            continue;
                        const QString portId = l.a == adapter ? l.b : l.a;
                        const Switch *sw = context.switchOfPort(portId);
                        const SwitchPort *port = context.port(portId);
                        if (!sw || !port || sw->platform == SwitchPlatform::Generic)
                            continue;
                        const int native = port->nativeVlan.value_or(sw->hostNativeVlan.value_or(1));
                        if (native == 1 && seen.insert(portId).second)
                            sink.raise(RuleText::tr("Subnet %1 reaches switch %2 port %3 untagged, so it runs on "
                                                    "VLAN 1; tag it, or choose the switch's host native VLAN.")
                                           .arg(subnet.name, sw->name, port->name),
                                {portId, subnet.id});
                    }
        }
    }
};

} // namespace

void registerSwitchRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<SwitchPortName>());
    catalogue.add(std::make_unique<SwitchDomainMismatch>());
    catalogue.add(std::make_unique<SwitchKeepalive>());
    catalogue.add(std::make_unique<SwitchDomainPriority>());
    catalogue.add(std::make_unique<SwitchNativeVlanOne>());
}

} // namespace hvnet

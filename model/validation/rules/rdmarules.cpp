// The RDMA and teaming section of the rule catalogue.

#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <set>

namespace hvnet {

namespace {

class RdmaOnLbfoTeam final : public Rule
{
public:
    RdmaOnLbfoTeam()
        : Rule({"rdma.on-lbfo-team", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "RDMA wanted on an LBFO team"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An LBFO team interface never offers RDMA, whatever its members can do, so SMB Direct cannot "
                "run over it."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: A Converged Networks Design for Hyper-V on SMB 3.0 Storage with RDMA (SMB Direct) (\"Teaming "
                "does not work with RDMA\"); Manage SMB Multichannel")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces)
                if (i.rdma && i.attach.kind == AttachKind::Team)
                    sink.raise(
                        RuleText::tr("%1: interface %2 wants RDMA but sits on LBFO team %3, which never offers RDMA; "
                                     "give each RDMA adapter its own interface (or use SET on 2016 and later).")
                            .arg(n.name, i.name, context.label(i.attach.target)),
                        {i.id, i.attach.target});
    }
};

class TeamingRnicInLbfo final : public Rule
{
public:
    TeamingRnicInLbfo()
        : Rule({"teaming.rnic-in-lbfo", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA-capable adapter in an LBFO team"),
            QT_TRANSLATE_NOOP("hvnet::rules", "An rNIC that joins an LBFO team loses its RDMA capability."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Manage SMB Multichannel; Validate-DCB")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const Team &t : n.teams)
                for (const QString &member : t.members)
                    if (const Adapter *a = n.adapter(member); a && a->rdma != RdmaTransport::None)
                        sink.raise(
                            RuleText::tr("%1: RDMA-capable adapter %2 (%3) is a member of LBFO team %4 and loses RDMA "
                                         "there; take it out of the team and give it its own address.")
                                .arg(n.name, a->name, transportName(a->rdma), t.name),
                            {a->id, t.id});
    }
};

class RdmaVSwitchBefore2016 final : public Rule
{
public:
    RdmaVSwitchBefore2016()
        : Rule({"rdma.vswitch-before-2016", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA through the Hyper-V switch before Windows Server 2016"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Before Windows Server 2016 an RDMA adapter bound to a Hyper-V switch loses RDMA and host "
                "vNICs cannot do RDMA; the rNICs must stay outside the vSwitch."),
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA and Switch Embedded Teaming")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            if (!isBefore2016(context.osOf(n)))
                continue;
            std::set<QString> uplinkAdapters; // directly or through a team
            for (const VSwitch &v : n.vswitches)
                for (const QString &uplink : v.uplinks) {
                    if (const Team *t = n.team(uplink))
                        uplinkAdapters.insert(t->members.begin(), t->members.end());
                    else
                        uplinkAdapters.insert(uplink);
                }
            for (const Interface &i : n.interfaces) {
                if (!i.rdma)
                    continue;
                if (i.attach.kind == AttachKind::VSwitch) {
                    sink.raise(
                        RuleText::tr("%1: RDMA interface %2 is a host vNIC; before Windows Server 2016 host vNICs "
                                     "cannot do RDMA: use an rNIC outside the vSwitch.")
                            .arg(n.name, i.name),
                        {i.id, i.attach.target});
                    continue;
                }
                for (const QString &adapter : context.adaptersUnder(i))
                    if (uplinkAdapters.count(adapter))
                        sink.raise(
                            RuleText::tr("%1: adapter %2 under RDMA interface %3 is a vSwitch uplink; before Windows "
                                         "Server 2016 it loses RDMA there: keep rNICs out of the vSwitch.")
                                .arg(n.name, context.label(adapter), i.name),
                            {i.id, adapter});
            }
        }
    }
};

class TeamingSetBefore2016 final : public Rule
{
public:
    TeamingSetBefore2016()
        : Rule({"teaming.set-before-2016", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Switch Embedded Teaming before Windows Server 2016"),
            QT_TRANSLATE_NOOP("hvnet::rules", "SET came with Windows Server 2016."),
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA and Switch Embedded Teaming")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            if (isBefore2016(context.osOf(n)))
                for (const VSwitch &v : n.vswitches)
                    if (v.embeddedTeaming)
                        sink.raise(
                            RuleText::tr("%1: vSwitch %2 uses Switch Embedded Teaming, which %1's Windows version "
                                         "does not have; use an LBFO team as uplink, or Windows Server 2016 or later.")
                                .arg(n.name, v.name),
                            {v.id});
    }
};

class TeamingSetAsymmetric final : public Rule
{
public:
    TeamingSetAsymmetric()
        : Rule({"teaming.set-asymmetric", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "SET uplinks are not identical"),
            QT_TRANSLATE_NOOP(
                "hvnet::rules", "Switch Embedded Teaming needs identical adapters: same make, model and speed."),
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA and Switch Embedded Teaming")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const VSwitch &v : n.vswitches) {
                if (!v.embeddedTeaming)
                    continue;
                std::vector<const Adapter *> adapters;
                for (const QString &uplink : v.uplinks)
                    if (const Adapter *a = n.adapter(uplink))
                        adapters.push_back(a);
                bool differ = false;
                QStringList ids{v.id};
                for (const Adapter *a : adapters) {
                    differ
                        = differ || a->model != adapters.front()->model || a->speedGbps != adapters.front()->speedGbps;
                    ids << a->id;
                }
                if (!differ)
                    continue;
                QStringList described;
                for (const Adapter *a : adapters)
                    described << QStringLiteral("%1: %2, %3 Gbps").arg(a->name, a->model).arg(a->speedGbps);
                sink.raise(
                    RuleText::tr("%1: the uplinks of SET vSwitch %2 differ (%3); SET needs identical adapters of one "
                                 "model and speed.")
                        .arg(n.name, v.name, described.join(QStringLiteral("; "))),
                    ids);
            }
    }
};

class TeamingSetTooMany final : public Rule
{
public:
    TeamingSetTooMany()
        : Rule({"teaming.set-too-many", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "More than 8 SET uplinks"),
            QT_TRANSLATE_NOOP("hvnet::rules", "A SET team has at most 8 adapters."),
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA and Switch Embedded Teaming")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const VSwitch &v : n.vswitches)
                if (v.embeddedTeaming && v.uplinks.size() > 8)
                    sink.raise(RuleText::tr("%1: SET vSwitch %2 has %3 uplinks; SET takes at most 8.")
                                   .arg(n.name, v.name)
                                   .arg(v.uplinks.size()),
                        {v.id});
    }
};

class TeamingSetOnTeam final : public Rule
{
public:
    TeamingSetOnTeam()
        : Rule({"teaming.set-on-team", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "SET on an LBFO team"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Switch Embedded Teaming teams the adapters itself; its uplinks are adapters, not a team."),
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA and Switch Embedded Teaming")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const VSwitch &v : n.vswitches)
                if (v.embeddedTeaming)
                    for (const QString &uplink : v.uplinks)
                        if (const Team *t = n.team(uplink))
                            sink.raise(
                                RuleText::tr("%1: SET vSwitch %2 has LBFO team %3 as uplink; give SET the adapters "
                                             "themselves and remove the team.")
                                    .arg(n.name, v.name, t->name),
                                {v.id, t->id});
    }
};

class TeamingSetMode final : public Rule
{
public:
    TeamingSetMode()
        : Rule({"teaming.set-mode", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "SET in a teaming mode other than switch independent"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Switch Embedded Teaming runs switch independent only: Microsoft lists static teaming and LACP "
                "among what SET does not support, so the switches must not bundle its ports either. A static or "
                "LACP team belongs to LBFO, where Windows still offers it."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "RDMA and Switch Embedded Teaming (SET modes and settings); NIC Teaming (LBFO teaming modes); "
                "Set-VMSwitchTeam")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const VSwitch &v : n.vswitches)
                if (v.embeddedTeaming && v.teamingMode && *v.teamingMode != TeamMode::SwitchIndependent)
                    sink.raise(RuleText::tr("%1: SET vSwitch %2 is in teaming mode %3; SET supports switch independent "
                                            "teaming only. Set its teaming mode to switch-independent (and leave its "
                                            "switch ports out of any port channel).")
                                   .arg(n.name, v.name, enumString(*v.teamingMode)),
                        {v.id});
    }
};

class RdmaNotCapable final : public Rule
{
public:
    RdmaNotCapable()
        : Rule({"rdma.not-capable", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA wanted on adapters that cannot do it"),
            QT_TRANSLATE_NOOP("hvnet::rules", "SMB Direct needs an RDMA-capable adapter under the interface."),
            QT_TRANSLATE_NOOP("hvnet::rules", "SMB Direct requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces)
                if (i.rdma && context.transportsOf(i).empty())
                    sink.raise(
                        RuleText::tr("%1: interface %2 wants RDMA but no adapter under it is RDMA-capable; use an "
                                     "rNIC, or turn RDMA off for this interface.")
                            .arg(n.name, i.name),
                        {i.id});
    }
};

class RdmaDisabled final : public Rule
{
public:
    RdmaDisabled()
        : Rule({"rdma.disabled", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Storage interface on rNICs without RDMA"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "A storage interface over RDMA-capable adapters that does not use RDMA leaves SMB Direct "
                "unused."),
            QT_TRANSLATE_NOOP("hvnet::rules", "SMB Direct")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces) {
                const Subnet *s = context.subnet(i.subnet);
                if (i.rdma || !s || s->purpose != SubnetPurpose::Storage)
                    continue;
                const QStringList &adapters = context.adaptersUnder(i);
                const bool allCapable = !adapters.isEmpty()
                    && std::all_of(adapters.begin(), adapters.end(), [&context](const QString &id) {
                           const Adapter *a = context.adapter(id);
                           return a && a->rdma != RdmaTransport::None;
                       });
                if (allCapable)
                    sink.raise(
                        RuleText::tr("%1: storage interface %2 runs over RDMA-capable adapters but does not use RDMA; "
                                     "turn RDMA on so SMB Direct is used.")
                            .arg(n.name, i.name),
                        {i.id});
            }
    }
};

class RdmaMixedTransport final : public Rule
{
public:
    RdmaMixedTransport()
        : Rule({"rdma.mixed-transport", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Different RDMA transports meet"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "iWARP, RoCE and RoCEv2 never interoperate: every RDMA interface of one storage subnet, and of "
                "one cluster, must use the same transport."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Azure Local host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Subnet &s : context.design().subnets) {
            if (s.purpose != SubnetPurpose::Storage)
                continue;
            Seen seen;
            for (const auto &member : context.interfacesIn(s.id))
                if (member.interface->rdma)
                    seen.add(context, *member.interface, member.interface->id);
            if (seen.transports.size() > 1)
                sink.raise(
                    RuleText::tr("The RDMA interfaces of storage subnet %1 use different transports (%2); they cannot "
                                 "talk to each other: use one transport.")
                        .arg(s.name, seen.labels.join(QStringLiteral(", "))),
                    QStringList{s.id} + seen.examples);
        }
        for (const Cluster &c : context.design().clusters) {
            Seen seen;
            for (const QString &member : c.members)
                if (const Node *n = context.node(member))
                    for (const Interface &i : n->interfaces)
                        if (i.rdma)
                            seen.add(context, i, n->id);
            if (seen.transports.size() > 1)
                sink.raise(
                    RuleText::tr("The members of cluster %1 use different RDMA transports (%2); they cannot talk to "
                                 "each other: use one transport in the cluster.")
                        .arg(c.name, seen.labels.join(QStringLiteral(", "))),
                    QStringList{c.id} + seen.examples);
        }
    }

private:
    // The transports in use, each with the first object found using it.
    struct Seen {
        std::vector<RdmaTransport> transports;
        QStringList examples;
        void add(const ValidationContext &context, const Interface &i, const QString &example)
        {
            for (RdmaTransport t : context.transportsOf(i))
                if (std::find(transports.begin(), transports.end(), t) == transports.end()) {
                    transports.push_back(t);
                    if (!examples.contains(example))
                        examples << example;
                    labels << RuleText::tr("%1 on %2").arg(transportName(t), context.label(example));
                }
        }
        QStringList labels;
    };
};

class RdmaVnicUnmapped final : public Rule
{
public:
    RdmaVnicUnmapped()
        : Rule({"rdma.vnic-unmapped", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA vNIC not mapped to a physical port"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Without a team mapping the vSwitch places an SMB vNIC on any uplink, so two SMB vNICs can "
                "share one port; map each to its own physical adapter."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Windows Server RDMA deployment guide")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces)
                if (i.rdma && i.attach.kind == AttachKind::VSwitch && i.attach.teamMapping.isEmpty()
                    && context.adaptersUnder(i).size() >= 2)
                    sink.raise(
                        RuleText::tr("%1: RDMA vNIC %2 on a vSwitch with %3 uplinks has no team mapping; map it to "
                                     "one physical adapter (Set-VMNetworkAdapterTeamMapping).")
                            .arg(n.name, i.name)
                            .arg(context.adaptersUnder(i).size()),
                        {i.id});
    }
};

class RdmaVnicPriorityTag final : public Rule
{
public:
    RdmaVnicPriorityTag()
        : Rule({"rdma.vnic-priority-tag", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA vNIC without IEEE priority tagging"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "RDMA bypasses the vSwitch, but TCP traffic on the same vNIC loses its 802.1p priority unless "
                "IEEE priority tagging is on."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Windows Server RDMA deployment guide; Validate-DCB")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        if (!context.isRoceDesign())
            return;
        for (const Node &n : context.design().nodes)
            for (const Interface &i : n.interfaces)
                if (i.rdma && i.attach.kind == AttachKind::VSwitch && !i.ieeePriorityTag.value_or(false))
                    sink.raise(
                        RuleText::tr("%1: RDMA vNIC %2 does not set IEEE priority tagging, so its non-RDMA traffic "
                                     "loses its priority; turn its 802.1p tag on (Set-VMNetworkAdapter "
                                     "-IeeePriorityTag On).")
                            .arg(n.name, i.name),
                        {i.id});
    }
};

class MultichannelSpeedMix final : public Rule
{
public:
    MultichannelSpeedMix()
        : Rule({"multichannel.speed-mix", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "RDMA interfaces of a node at different speeds"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "SMB Multichannel uses only the fastest class of interfaces; slower RDMA interfaces stay idle."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows "
                "Server 2012 (R2); Manage SMB Multichannel")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            std::set<double> speeds;
            for (const Interface &i : n.interfaces)
                if (i.rdma)
                    for (const QString &id : context.adaptersUnder(i))
                        if (const Adapter *a = context.adapter(id))
                            speeds.insert(a->speedGbps);
            if (speeds.size() < 2)
                continue;
            QStringList list;
            for (double s : speeds)
                list << QStringLiteral("%1 Gbps").arg(s);
            sink.raise(
                RuleText::tr("%1 has RDMA interfaces at different speeds (%2); SMB Multichannel uses only the fastest, "
                             "so use one speed for all of them.")
                    .arg(n.name, list.join(QStringLiteral(", "))),
                {n.id});
        }
    }
};

} // namespace

void registerRdmaRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<RdmaOnLbfoTeam>());
    catalogue.add(std::make_unique<TeamingRnicInLbfo>());
    catalogue.add(std::make_unique<RdmaVSwitchBefore2016>());
    catalogue.add(std::make_unique<TeamingSetBefore2016>());
    catalogue.add(std::make_unique<TeamingSetAsymmetric>());
    catalogue.add(std::make_unique<TeamingSetTooMany>());
    catalogue.add(std::make_unique<TeamingSetOnTeam>());
    catalogue.add(std::make_unique<TeamingSetMode>());
    catalogue.add(std::make_unique<RdmaNotCapable>());
    catalogue.add(std::make_unique<RdmaDisabled>());
    catalogue.add(std::make_unique<RdmaMixedTransport>());
    catalogue.add(std::make_unique<RdmaVnicUnmapped>());
    catalogue.add(std::make_unique<RdmaVnicPriorityTag>());
    catalogue.add(std::make_unique<MultichannelSpeedMix>());
}

} // namespace hvnet

// The DCB and QoS on the hosts section of the rule catalogue. The policy is
// design-wide, so these findings name no object.

#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

#include <map>

namespace hvnet {

namespace {

class QosBandwidthOver final : public Rule
{
public:
    QosBandwidthOver()
        : Rule({"qos.bandwidth-over", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Traffic class shares exceed 99%"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "The ETS shares of the created traffic classes may add up to 99% at most: the default class "
                "keeps at least 1%."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Manage DCB")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        int sum = 0;
        for (const QosClass &c : context.design().qos.classes)
            sum += c.bandwidthPercent;
        if (sum > 99)
            sink.raise(
                RuleText::tr("The traffic classes reserve %1% in all; the default class needs at least 1%, so lower "
                             "the shares to 99% or less.")
                    .arg(sum),
                {});
    }
};

class QosPriorityDuplicate final : public Rule
{
public:
    QosPriorityDuplicate()
        : Rule({"qos.priority-duplicate", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Two traffic classes on one priority"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "An 802.1p priority belongs to one traffic class; two classes on it cannot be told apart."),
            QT_TRANSLATE_NOOP("hvnet::rules", "IEEE 802.1Qaz (ETS)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        std::map<int, QStringList> byPriority;
        for (const QosClass &c : context.design().qos.classes)
            byPriority[c.priority] << c.name;
        for (const auto &[priority, names] : byPriority)
            if (names.size() > 1)
                sink.raise(RuleText::tr("Traffic classes %1 all use priority %2; give each class its own priority.")
                               .arg(names.join(QStringLiteral(", ")))
                               .arg(priority),
                    {});
    }
};

bool hasLosslessSmb(const Design &design)
{
    return std::any_of(design.qos.classes.begin(), design.qos.classes.end(),
        [](const QosClass &c) { return c.traffic == TrafficKind::SmbDirect && c.pfc; });
}

class QosRoceNeedsPfc final : public Rule
{
public:
    QosRoceNeedsPfc()
        : Rule({"qos.roce-needs-pfc", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "RoCE without a lossless SMB Direct class"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "RoCE has no recovery of its own from dropped frames; it needs priority flow control on the "
                "SMB Direct priority."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; "
                "article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows "
                "Server 2012 (R2); Host network requirements; RDMA and Switch Embedded Teaming; Deploy host networking "
                "with Network ATC")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        if (context.isRoceDesign() && !hasLosslessSmb(context.design()))
            sink.raise(
                RuleText::tr("The design runs RoCE but has no smb-direct class with PFC; add one (priority 3, PFC on) "
                             "so SMB Direct traffic is lossless."),
                {});
    }
};

class QosIwarpWithoutDcb final : public Rule
{
public:
    QosIwarpWithoutDcb()
        : Rule({"qos.iwarp-without-dcb", Severity::Info,
            QT_TRANSLATE_NOOP("hvnet::rules", "iWARP without an SMB Direct class"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "iWARP runs over TCP and needs no DCB, but a bandwidth reservation for SMB Direct still "
                "protects storage traffic under load."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows "
                "Server 2012 (R2); RDMA and Switch Embedded Teaming; Host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const auto &classes = context.design().qos.classes;
        const bool smb = std::any_of(
            classes.begin(), classes.end(), [](const QosClass &c) { return c.traffic == TrafficKind::SmbDirect; });
        if (context.isIwarpDesign() && !smb)
            sink.raise(RuleText::tr("The design runs iWARP without an smb-direct class; iWARP works without DCB, but a "
                                    "bandwidth share for SMB Direct protects storage under load."),
                {});
    }
};

class QosPfcOnDefault final : public Rule
{
public:
    QosPfcOnDefault()
        : Rule({"qos.pfc-on-default", Severity::Error, QT_TRANSLATE_NOOP("hvnet::rules", "PFC on priority 0"),
            QT_TRANSLATE_NOOP(
                "hvnet::rules", "Priority 0 carries all untagged and default traffic; pausing it pauses everything."),
            QT_TRANSLATE_NOOP("hvnet::rules", "IEEE 802.1Qbb; Manage DCB")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const QosClass &c : context.design().qos.classes)
            if (c.priority == 0 && c.pfc)
                sink.raise(
                    RuleText::tr("Class %1 turns PFC on for priority 0, which pauses all default traffic; move the "
                                 "class to its own priority or turn PFC off.")
                        .arg(c.name),
                    {});
    }
};

class QosTooManyLossless final : public Rule
{
public:
    QosTooManyLossless()
        : Rule({"qos.too-many-lossless", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "More than two lossless classes"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Every lossless priority takes buffer space in NICs and switches; Microsoft's model uses one, "
                "and more than two exceed what much hardware can hold."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Azure Local host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        QStringList lossless;
        for (const QosClass &c : context.design().qos.classes)
            if (c.pfc)
                lossless << c.name;
        if (lossless.size() > 2)
            sink.raise(
                RuleText::tr("%1 classes are lossless (%2); keep PFC to SMB Direct (and at most one more class).")
                    .arg(lossless.size())
                    .arg(lossless.join(QStringLiteral(", "))),
                {});
    }
};

class QosClusterClass final : public Rule
{
public:
    QosClusterClass()
        : Rule({"qos.cluster-class", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Cluster heartbeat class missing or off guidance"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Cluster heartbeats get their own lossy class on priority 7 with 2% of the bandwidth at 10 GbE "
                "or less and 1% above; a lossless cluster class (priority 5 with PFC) is the older practice."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Windows Server RDMA deployment guide; Network ATC defaults; article: How to configure RDMA over "
                "Converged Ethernet within a Storage Spaces Direct deployment")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        bool found = false;
        for (const QosClass &c : context.design().qos.classes) {
            if (c.traffic != TrafficKind::Cluster)
                continue;
            found = true;
            QStringList problems;
            if (c.bandwidthPercent < 1 || c.bandwidthPercent > 2)
                problems << RuleText::tr(
                    "it reserves %1% where 1% (above 10 GbE) or 2% (10 GbE or less) is the guidance")
                                .arg(c.bandwidthPercent);
            if (c.pfc)
                problems << RuleText::tr(
                    "it makes priority %1 lossless, which is the older practice: heartbeats belong on "
                    "a lossy class")
                                .arg(c.priority);
            if (!problems.isEmpty())
                sink.raise(
                    RuleText::tr("Cluster class %1: %2.").arg(c.name, problems.join(RuleText::tr("; and "))), {});
        }
        if (!found)
            sink.raise(
                RuleText::tr("No traffic class reserves bandwidth for cluster heartbeats; add a cluster class on "
                             "priority 7 with 1% (2% with adapters of 10 GbE or less), without PFC."),
                {});
    }
};

class QosDcbxWilling final : public Rule
{
public:
    QosDcbxWilling()
        : Rule({"qos.dcbx-willing", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Hosts accept the switch's DCB settings"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "With DCBX willing, a host takes PFC and ETS from the switch instead of its own policy (and "
                "installing DCB turns it on); the hosts must be authoritative. An error in a RoCE design, a "
                "warning otherwise."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: How to configure RDMA over Converged Ethernet within a Storage Spaces Direct deployment; "
                "Manage DCB")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        if (context.design().qos.dcbxWilling)
            sink.raise(context.isRoceDesign() ? Severity::Error : Severity::Warning,
                RuleText::tr(
                    "The hosts are DCBX willing and would take PFC and ETS from the switches; turn DCBX willing off "
                    "in the QoS policy (Set-NetQosDcbxSetting -Willing $false)."),
                {});
    }
};

// Network ATC reserves 50% of the bandwidth for SMB Direct by default, and
// the DCB guides give SMB the same half; less leaves storage starved whenever
// the links are busy with other traffic.
class QosSmbShare final : public Rule
{
public:
    QosSmbShare()
        : Rule({"qos.smb-share", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "SMB Direct class reserves less than 50%"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "ETS guarantees each class its share when a link is congested; Network ATC gives SMB Direct 50% "
                "by default and Microsoft's DCB guidance does the same. A smaller share is possible (ATC takes an "
                "override), so this is a warning, not an error."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Network ATC (default QoS policy: SMB 50%, cluster 1 or 2%); Manage DCB")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const QosClass &c : context.design().qos.classes)
            if (c.traffic == TrafficKind::SmbDirect && c.bandwidthPercent < 50)
                sink.raise(RuleText::tr("SMB Direct class %1 reserves %2% of the bandwidth; storage should have at "
                                        "least the 50% Network ATC reserves by default.")
                               .arg(c.name)
                               .arg(c.bandwidthPercent),
                    {});
    }
};

} // namespace

void registerQosRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<QosBandwidthOver>());
    catalogue.add(std::make_unique<QosPriorityDuplicate>());
    catalogue.add(std::make_unique<QosRoceNeedsPfc>());
    catalogue.add(std::make_unique<QosIwarpWithoutDcb>());
    catalogue.add(std::make_unique<QosPfcOnDefault>());
    catalogue.add(std::make_unique<QosTooManyLossless>());
    catalogue.add(std::make_unique<QosClusterClass>());
    catalogue.add(std::make_unique<QosDcbxWilling>());
    catalogue.add(std::make_unique<QosSmbShare>());
}

} // namespace hvnet

// The Live migration and platform section of the rule catalogue.

#include "model/validation/rulecatalogue.h"
#include "ruletext.h"

namespace hvnet {

namespace {

bool hasRdmaInterface(const Node &n)
{
    return std::any_of(n.interfaces.begin(), n.interfaces.end(), [](const Interface &i) { return i.rdma; });
}

bool migratesOverSmb(const Node &n)
{
    return n.liveMigration && n.liveMigration->transport == LiveMigrationTransport::Smb;
}

class LiveMigrationSmbWithoutRdma final : public Rule
{
public:
    LiveMigrationSmbWithoutRdma()
        : Rule({"livemigration.smb-without-rdma", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "Live migration over SMB without RDMA"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "SMB live migration pays off through SMB Direct; without RDMA interfaces compression is usually "
                "faster."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Azure Local host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            if (migratesOverSmb(n) && !hasRdmaInterface(n))
                sink.raise(
                    RuleText::tr("%1 live-migrates over SMB but has no RDMA interface; use compression, or add RDMA "
                                 "interfaces.")
                        .arg(n.name),
                    {n.id});
    }
};

class LiveMigrationSmbUnsupported final : public Rule
{
public:
    LiveMigrationSmbUnsupported()
        : Rule({"livemigration.smb-unsupported", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Live migration over SMB on Windows Server 2012"),
            QT_TRANSLATE_NOOP("hvnet::rules", "Live migration over SMB came with Windows Server 2012 R2."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows "
                "Server 2012 (R2)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            if (migratesOverSmb(n) && context.osOf(n) == OsVersion::Ws2012)
                sink.raise(RuleText::tr("%1 runs Windows Server 2012, which cannot live-migrate over SMB; use TCP or "
                                        "compression, or Windows Server 2012 R2 or later.")
                               .arg(n.name),
                    {n.id});
    }
};

class LiveMigrationNoLimit final : public Rule
{
public:
    LiveMigrationNoLimit()
        : Rule({"livemigration.no-limit", Severity::Warning,
            QT_TRANSLATE_NOOP("hvnet::rules", "SMB live migration without a bandwidth limit"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Unlimited SMB live migration can starve storage traffic in the same SMB class; cap it with an "
                "SMB bandwidth limit."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Azure Local host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes)
            if (migratesOverSmb(n) && !n.liveMigration->smbLimitMBps)
                sink.raise(RuleText::tr("%1 live-migrates over SMB without a limit, which can starve storage; set its "
                                        "SMB limit for live migration (Set-SmbBandwidthLimit -Category "
                                        "LiveMigration; for example 750 MB/s on 25 GbE).")
                               .arg(n.name),
                    {n.id});
    }
};

class LiveMigrationNotSmb final : public Rule
{
public:
    LiveMigrationNotSmb()
        : Rule({"livemigration.not-smb", Severity::Info,
            QT_TRANSLATE_NOOP("hvnet::rules", "Fast RDMA interfaces not used for live migration"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "From Windows Server 2012 R2 live migration over SMB uses SMB Direct and Multichannel; with two "
                "or more RDMA interfaces of 10 Gbps or more it is usually the fastest transport."),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "article: Complete VM Mobility Across the Data Center with SMB 3.0, RDMA, Multichannel and Windows "
                "Server 2012 (R2)")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            if (n.role != NodeRole::HyperVHost || context.osOf(n) == OsVersion::Ws2012 || migratesOverSmb(n))
                continue;
            int fast = 0;
            for (const Interface &i : n.interfaces) {
                if (!i.rdma)
                    continue;
                const QStringList &adapters = context.adaptersUnder(i);
                fast += !adapters.isEmpty()
                    && std::all_of(adapters.begin(), adapters.end(), [&context](const QString &id) {
                           const Adapter *a = context.adapter(id);
                           return a && a->speedGbps >= 10;
                       });
            }
            if (fast >= 2)
                sink.raise(
                    RuleText::tr("%1 has %2 RDMA interfaces of 10 Gbps or more but does not live-migrate over SMB, "
                                 "which would use them.")
                        .arg(n.name)
                        .arg(fast),
                    {n.id});
        }
    }
};

class PlatformNetworkAtcUnsupported final : public Rule
{
public:
    PlatformNetworkAtcUnsupported()
        : Rule({"platform.network-atc-unsupported", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "Network ATC on a platform without it"),
            QT_TRANSLATE_NOOP("hvnet::rules", "Network ATC exists on Windows Server 2025 and Azure Local only."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Network ATC")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        const Platform &p = context.design().platform;
        if (p.networkAtc && p.os != OsVersion::Ws2025 && p.os != OsVersion::AzureLocal)
            sink.raise(
                RuleText::tr("The design asks for Network ATC on %1, which does not have it; turn networkAtc off or "
                             "use ws2025 or azurelocal.")
                    .arg(enumString(p.os)),
                {});
    }
};

class PlatformLbfoUnsupported final : public Rule
{
public:
    PlatformLbfoUnsupported()
        : Rule({"platform.lbfo-unsupported", Severity::Error,
            QT_TRANSLATE_NOOP("hvnet::rules", "LBFO team where it is unsupported or deprecated"),
            QT_TRANSLATE_NOOP("hvnet::rules",
                "Azure Local does not support LBFO teams (error); on Windows Server 2022 and 2025 LBFO under a "
                "vSwitch is deprecated in favour of SET (warning)."),
            QT_TRANSLATE_NOOP("hvnet::rules", "Azure Local host network requirements")})
    { }

    void check(const ValidationContext &context, FindingSink &sink) const override
    {
        for (const Node &n : context.design().nodes) {
            const OsVersion os = context.osOf(n);
            if (os != OsVersion::AzureLocal && os != OsVersion::Ws2022 && os != OsVersion::Ws2025)
                continue;
            for (const Team &t : n.teams)
                sink.raise(os == OsVersion::AzureLocal ? Severity::Error : Severity::Warning,
                    os == OsVersion::AzureLocal
                        ? RuleText::tr("%1: LBFO team %2 is not supported on Azure Local; use a SET vSwitch.")
                              .arg(n.name, t.name)
                        : RuleText::tr("%1: LBFO team %2 is deprecated on %3; use a SET vSwitch instead.")
                              .arg(n.name, t.name, enumString(os)),
                    {t.id});
        }
    }
};

} // namespace

void registerPlatformRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<LiveMigrationSmbWithoutRdma>());
    catalogue.add(std::make_unique<LiveMigrationSmbUnsupported>());
    catalogue.add(std::make_unique<LiveMigrationNoLimit>());
    catalogue.add(std::make_unique<LiveMigrationNotSmb>());
    catalogue.add(std::make_unique<PlatformNetworkAtcUnsupported>());
    catalogue.add(std::make_unique<PlatformLbfoUnsupported>());
}

} // namespace hvnet

// SMB: Multichannel on, its constraints, each RDMA interface RDMA-capable to
// SMB, connections from RDMA interfaces over RDMA and not TCP, and the
// firewall rule SMB Direct over iWARP needs; live migration's transport and
// SMB limit. Connection counts exist on newer Windows only: unknown then.

#include "hostchecks.h"

#include "hostcheckcontext.h"
#include "livecatalogue.h"
#include "model/design.h"
#include "plans/psliteral.h"

namespace hvnet {

namespace {

using namespace evidence;


void checkMultichannel(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const QStringList objects{c.node().id};
    const std::pair<const EvidenceSection<SmbConfiguration> *, QString> sides[] = {
        {&e.smbClientConfiguration, QStringLiteral("Set-SmbClientConfiguration")},
        {&e.smbServerConfiguration, QStringLiteral("Set-SmbServerConfiguration")}};
    for (const auto &[section, cmdlet] : sides) {
        if (!section->collected() || section->rows.empty())
            continue;
        const SmbConfiguration &config = section->rows.front();
        c.compared(objects);
        if (config.enableMultiChannel.known() && !*config.enableMultiChannel)
            c.raise(live::smb,
                LiveText::tr("%1: SMB Multichannel is off (%2); the design's storage paths need it on. Fix: %2 "
                             "-EnableMultiChannel $true -Confirm:$false")
                    .arg(c.host(), cmdlet),
                objects, config.enableMultiChannel.line);
    }
}

void checkConstraints(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const HostPlan &plan = c.plan();
    if (plan.constraints.empty()
        || !c.usable(e.smbMultichannelConstraint, "smbMultichannelConstraint", LiveText::tr("the SMB constraints")))
        return;
    for (const HostPlan::Constraint &planned : plan.constraints) {
        QStringList found;
        int line = e.smbMultichannelConstraint.line;
        for (const evidence::SmbConstraint &s : e.smbMultichannelConstraint.rows)
            if (s.serverName.known() && s.serverName->compare(planned.server, Qt::CaseInsensitive) == 0
                && s.interfaceAlias.known()) {
                found << *s.interfaceAlias;
                line = s.line;
            }
        QStringList objects;
        for (const QString &alias : planned.aliases)
            objects << c.objectsOf(alias);
        c.compared(objects);
        if (sameNames(found, planned.aliases))
            continue;
        c.raise(live::smb,
            LiveText::tr("%1: SMB to %2 is constrained to %3; the design plans %4. Fix: New-SmbMultichannelConstraint "
                         "-ServerName %5 -InterfaceAlias %6 -Force (and Remove-SmbMultichannelConstraint for others)")
                .arg(c.host(), planned.server,
                    found.isEmpty() ? LiveText::tr("no interface (no constraint)") : quotedEvidence(found.join(QStringLiteral(", "))),
                    planned.aliases.join(QStringLiteral(", ")), psLiteral(planned.server), psArray(planned.aliases)),
            objects, line);
    }
}

// SMB sends over RDMA only on interfaces it sees as RDMA-capable; it learns
// that at start, so a restart of the SMB client may be what is missing.
void checkRdmaCapable(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const HostPlan &plan = c.plan();
    if (plan.smbRdmaInterfaces.isEmpty()
        || !c.usable(e.smbClientNetworkInterface, "smbClientNetworkInterface", LiveText::tr("SMB's view of the interfaces")))
        return;
    for (const QString &alias : plan.smbRdmaInterfaces) {
        const NetAdapter *a = c.find(e.netAdapter, &NetAdapter::name, alias);
        if (!a || !a->ifIndex.known())
            continue;
        const QStringList objects = c.objectsOf(alias);
        c.compared(objects);
        const SmbClientInterface *found = nullptr;
        for (const SmbClientInterface &s : e.smbClientNetworkInterface.rows)
            if (s.interfaceIndex.known() && *s.interfaceIndex == *a->ifIndex)
                found = &s;
        if (found && found->rdmaCapable.valueOr(true))
            continue;
        c.raise(live::smb,
            LiveText::tr("%1: SMB does not see %2 as RDMA-capable%3, so it sends over TCP there. Make sure RDMA is on "
                         "and the interface is bound to TCP/IP, then restart the SMB client (Restart-Service "
                         "LanmanWorkstation -Force) or the node.")
                .arg(c.host(), alias, found ? QString() : LiveText::tr(" (Get-SmbClientNetworkInterface does not list it)")),
            objects, found ? found->rdmaCapable.line : e.smbClientNetworkInterface.line);
    }
}

void checkConnections(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const HostPlan &plan = c.plan();
    if (!e.smbMultichannelConnection.collected())
        return;
    for (const HostPlan::Address &a : plan.addresses) {
        if (!plan.smbRdmaInterfaces.contains(a.alias))
            continue;
        for (const SmbConnection &s : e.smbMultichannelConnection.rows) {
            if (s.clientIpAddress.valueOr(QString()) != a.address || !s.selected.valueOr(true))
                continue;
            const QStringList objects = c.objectsOf(a.alias);
            c.compared(objects);
            // SMB Direct needs both ends RDMA-capable (MSFT_SmbMultichannelConnection).
            const bool overTcp = (s.clientRdmaCapable.known() && !*s.clientRdmaCapable)
                || (s.serverRdmaCapable.known() && !*s.serverRdmaCapable);
            if (!overTcp)
                continue;
            c.raise(live::smb,
                LiveText::tr("%1: the SMB connection from %2 (%3) to %4 (%5) runs over TCP; the design plans SMB Direct "
                             "(RDMA) there. Check RDMA on both ends (Get-SmbClientNetworkInterface, "
                             "Get-SmbServerNetworkInterface) and, for iWARP, the firewall's port 5445.")
                    .arg(c.host(), a.alias, a.address, c.shown(s.serverName), c.shown(s.serverIpAddress)),
                objects, s.clientRdmaCapable.known() && !*s.clientRdmaCapable ? s.clientRdmaCapable.line
                    : s.serverRdmaCapable.known()                              ? s.serverRdmaCapable.line
                                                                               : s.line);
        }
    }
}

void checkFirewall(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    for (const HostPlan::FirewallRule &rule : c.plan().firewallRules) {
        if (!c.usable(e.netFirewallRule, "netFirewallRule", LiveText::tr("the firewall rule %1").arg(rule.name)))
            return;
        const QStringList objects{c.node().id};
        c.compared(objects);
        const FirewallRule *found = c.find(e.netFirewallRule, &FirewallRule::name, rule.name);
        if (found && found->enabled.valueOr(QString()).compare(QLatin1String("True"), Qt::CaseInsensitive) == 0)
            continue;
        c.raise(live::smb,
            LiveText::tr("%1: the firewall rule %2 (%3) is %4; SMB Direct over iWARP needs it enabled. Fix: "
                         "Enable-NetFirewallRule -Name %5")
                .arg(c.host(), rule.name, rule.purpose,
                    found ? LiveText::tr("disabled") : LiveText::tr("missing"), psLiteral(rule.name)),
            objects, found ? found->enabled.line : e.netFirewallRule.line);
    }
}

void checkLiveMigration(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const HostPlan &plan = c.plan();
    const QStringList objects{c.node().id};
    if (!plan.liveMigration.isEmpty() && c.usable(e.vmHost, "vmHost", LiveText::tr("live migration"))
        && !e.vmHost.rows.empty()) {
        const VmHost &h = e.vmHost.rows.front();
        c.compared(objects);
        if (h.migrationPerformanceOption.known()
            && h.migrationPerformanceOption->compare(plan.liveMigration, Qt::CaseInsensitive) != 0)
            c.raise(live::liveMigration,
                LiveText::tr("%1: live migration uses %2; the design plans %3. Fix: Set-VMHost "
                             "-VirtualMachineMigrationPerformanceOption %3")
                    .arg(c.host(), c.shown(h.migrationPerformanceOption), plan.liveMigration),
                objects, h.migrationPerformanceOption.line);
    }
    if (!plan.smbLimit || !c.usable(e.smbBandwidthLimit, "smbBandwidthLimit", LiveText::tr("the SMB bandwidth limit")))
        return;
    c.compared(objects);
    const SmbBandwidthLimit *limit = c.find(e.smbBandwidthLimit, &SmbBandwidthLimit::category, QStringLiteral("LiveMigration"));
    if (limit && limit->bytesPerSecond.valueOr(-1) == *plan.smbLimit)
        return;
    c.raise(live::liveMigration,
        LiveText::tr("%1: SMB limits live migration to %2 bytes per second; the design plans %3, so that migrations "
                     "cannot starve storage. Fix: Set-SmbBandwidthLimit -Category LiveMigration -BytesPerSecond %3")
            .arg(c.host(), limit ? c.shown(limit->bytesPerSecond) : LiveText::tr("no limit"))
            .arg(*plan.smbLimit),
        objects, limit ? limit->bytesPerSecond.line : e.smbBandwidthLimit.line);
}

} // namespace

void checkSmb(HostCheckContext &c)
{
    checkMultichannel(c);
    checkConstraints(c);
    checkRdmaCapable(c);
    checkConnections(c);
    checkFirewall(c);
    checkLiveMigration(c);
}

} // namespace hvnet

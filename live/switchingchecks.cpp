// Teams, vSwitches and host vNICs: LBFO teams and their interface's VLAN,
// each vSwitch with its members (SET or not, on a team or not), each host
// vNIC on its switch in its VLAN, mapped to its port, tagging its priority;
// VLANs on adapters. Windows Server 2012 R2 has no SET, no vNIC isolation and
// no IeeePriorityTag: what it does not report is not held against it.

#include "hostchecks.h"

#include "hostcheckcontext.h"
#include "livecatalogue.h"
#include "model/design.h"
#include "plans/psliteral.h"

#include <algorithm>

namespace hvnet {

namespace {

using namespace evidence;

QStringList sortedNames(QStringList names)
{
    for (QString &n : names)
        n = quotedEvidence(n);
    std::sort(names.begin(), names.end(), [](const QString &a, const QString &b) {
        return a.compare(b, Qt::CaseInsensitive) < 0;
    });
    return names;
}

QString listed(const QStringList &names)
{
    return names.isEmpty() ? LiveText::tr("none") : sortedNames(names).join(QStringLiteral(", "));
}

void checkTeams(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    if (c.plan().teams.empty() || !c.usable(e.netLbfoTeam, "netLbfoTeam", LiveText::tr("the LBFO teams")))
        return;
    for (const HostPlan::Team &t : c.plan().teams) {
        const QStringList objects = c.objectsOf(t.name);
        c.compared(objects);
        const LbfoTeam *found = c.find(e.netLbfoTeam, &LbfoTeam::name, t.name);
        if (!found) {
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: there is no LBFO team \"%2\"; the design plans one of %3 (%4, %5). Run the node's "
                             "deployment script (New-NetLbfoTeam).")
                    .arg(c.host(), t.name, listed(t.members), t.mode, t.loadBalancing),
                objects, e.netLbfoTeam.line);
            continue;
        }
        if (found->members.known() && !sameNames(*found->members, t.members)) {
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the team \"%2\" has the members %3; the design plans %4. Fix with "
                             "Add-NetLbfoTeamMember / Remove-NetLbfoTeamMember -Team %5.")
                    .arg(c.host(), t.name, listed(*found->members), listed(t.members), psLiteral(t.name)),
                objects, found->members.line);
        } else if ((found->teamingMode.known() && found->teamingMode->compare(t.mode, Qt::CaseInsensitive) != 0)
            || (found->loadBalancingAlgorithm.known()
                && found->loadBalancingAlgorithm->compare(t.loadBalancing, Qt::CaseInsensitive) != 0)) {
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the team \"%2\" runs %3 with %4; the design plans %5 with %6. Fix: Set-NetLbfoTeam "
                             "-Name %7 -TeamingMode %5 -LoadBalancingAlgorithm %6")
                    .arg(c.host(), t.name, c.shown(found->teamingMode), c.shown(found->loadBalancingAlgorithm), t.mode,
                        t.loadBalancing, psLiteral(t.name)),
                objects, found->teamingMode.line);
        } else if (found->status.known() && found->status->compare(QLatin1String("Up"), Qt::CaseInsensitive) != 0) {
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the team \"%2\" is %3, not Up: a member is down or the switch ports disagree with "
                             "its mode. Get-NetLbfoTeamMember -Team %4 shows which.")
                    .arg(c.host(), t.name, c.shown(found->status), psLiteral(t.name)),
                objects, found->status.line);
        }
        if (!e.netLbfoTeamNic.collected())
            continue;
        const LbfoTeamNic *nic = nullptr;
        for (const LbfoTeamNic &n : e.netLbfoTeamNic.rows)
            if (n.team.known() && n.team->compare(t.name, Qt::CaseInsensitive) == 0 && n.primary.valueOr(true))
                nic = &n;
        if (!nic)
            continue;
        const long long vlan = nic->isDefault.valueOr(false) ? 0 : nic->vlanId.valueOr(0);
        if (vlan != t.vlan)
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the interface of team \"%2\" is in %3; the design plans %4. Fix: Set-NetLbfoTeamNic "
                             "-Team %5 %6")
                    .arg(c.host(), t.name,
                        vlan == 0 ? LiveText::tr("default mode") : LiveText::tr("VLAN %1").arg(vlan),
                        t.vlan == 0 ? LiveText::tr("default mode") : LiveText::tr("VLAN %1").arg(t.vlan),
                        psLiteral(t.name),
                        t.vlan == 0 ? QStringLiteral("-Default") : QStringLiteral("-VlanID %1").arg(t.vlan)),
                objects, nic->vlanId.line);
    }
}

// The adapters a vSwitch is bound to, by the names Windows shows: SET lists
// its members in Get-VMSwitchTeam, a switch on one adapter or an LBFO team in
// Get-VMSwitch (the team as its team interface's description).
std::optional<QStringList> switchMembers(const HostCheckContext &c, const VmSwitch &sw, int *line)
{
    const HostEvidence &e = c.evidence();
    if (!e.netAdapter.collected())
        return std::nullopt; // the descriptions cannot be named
    QStringList descriptions;
    *line = sw.line;
    if (sw.embeddedTeamingEnabled.valueOr(false) && e.vmSwitchTeam.collected()) {
        const VmSwitchTeam *team = c.find(e.vmSwitchTeam, &VmSwitchTeam::name, *sw.name);
        if (!team || !team->netAdapterInterfaceDescription.known())
            return std::nullopt;
        descriptions = *team->netAdapterInterfaceDescription;
        *line = team->netAdapterInterfaceDescription.line;
    } else if (sw.netAdapterInterfaceDescriptions.known() && !sw.netAdapterInterfaceDescriptions->isEmpty()) {
        descriptions = *sw.netAdapterInterfaceDescriptions;
        *line = sw.netAdapterInterfaceDescriptions.line;
    } else if (sw.netAdapterInterfaceDescription.known()) {
        descriptions << *sw.netAdapterInterfaceDescription;
        *line = sw.netAdapterInterfaceDescription.line;
    } else {
        return std::nullopt;
    }
    QStringList names;
    for (const QString &d : descriptions)
        names << c.adapterNamed(d);
    return names;
}

void checkSwitches(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    if (c.plan().vswitches.empty() || !c.usable(e.vmSwitch, "vmSwitch", LiveText::tr("the vSwitches")))
        return;
    for (const HostPlan::VSwitch &v : c.plan().vswitches) {
        const QStringList objects = c.objectsOf(v.name);
        c.compared(objects);
        const VmSwitch *sw = c.find(e.vmSwitch, &VmSwitch::name, v.name);
        if (!sw) {
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: there is no vSwitch \"%2\"; the design plans one on %3%4. Run the node's deployment "
                             "script (New-VMSwitch).")
                    .arg(c.host(), v.name, listed(v.adapters),
                        v.embeddedTeaming ? LiveText::tr(" with Switch Embedded Teaming") : QString()),
                objects, e.vmSwitch.line);
            continue;
        }
        // 2012 R2 has no SET: EmbeddedTeamingEnabled is not there (null), which is false.
        const bool set = sw->embeddedTeamingEnabled.valueOr(false);
        if (set != v.embeddedTeaming) {
            const QString fix = v.embeddedTeaming && c.before2016()
                ? LiveText::tr("Windows Server 2012 R2 has no Switch Embedded Teaming: the design needs another "
                               "teaming for this node")
                : LiveText::tr("teaming cannot be switched on or off on an existing vSwitch: it must be made again "
                               "(the node's deployment script does it in its disruptive phase)");
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the vSwitch \"%2\" %3 Switch Embedded Teaming; the design plans it %4. %5.")
                    .arg(c.host(), v.name, set ? LiveText::tr("uses") : LiveText::tr("does not use"),
                        v.embeddedTeaming ? LiveText::tr("with") : LiveText::tr("without"), fix),
                objects, sw->embeddedTeamingEnabled.known() ? sw->embeddedTeamingEnabled.line : sw->line);
            continue;
        }
        int line = sw->line;
        if (const auto members = switchMembers(c, *sw, &line); members && !sameNames(*members, v.adapters))
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the vSwitch \"%2\" is bound to %3; the design plans %4. %5")
                    .arg(c.host(), v.name, listed(*members), listed(v.adapters),
                        v.embeddedTeaming
                            ? LiveText::tr("Fix with Add-VMSwitchTeamMember / Remove-VMSwitchTeamMember -VMSwitchName %1.")
                                  .arg(psLiteral(v.name))
                            : LiveText::tr("Fix: Set-VMSwitch -Name %1 -NetAdapterName <adapter>.").arg(psLiteral(v.name))),
                objects, line);
        if (sw->allowManagementOS.known() && *sw->allowManagementOS != v.allowManagementOS)
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the vSwitch \"%2\" has AllowManagementOS %3; the design plans %4 (whether the host "
                             "itself has a vNIC on it). Fix: Set-VMSwitch -Name %5 -AllowManagementOS %6")
                    .arg(c.host(), v.name, c.shown(sw->allowManagementOS),
                        v.allowManagementOS ? QStringLiteral("True") : QStringLiteral("False"), psLiteral(v.name),
                        psBool(v.allowManagementOS)),
                objects, sw->allowManagementOS.line);
        if (v.embeddedTeaming && !v.loadBalancing.isEmpty() && e.vmSwitchTeam.collected())
            if (const VmSwitchTeam *team = c.find(e.vmSwitchTeam, &VmSwitchTeam::name, v.name);
                team && team->loadBalancingAlgorithm.known()
                && team->loadBalancingAlgorithm->compare(v.loadBalancing, Qt::CaseInsensitive) != 0)
                c.raise(live::hostVSwitch,
                    LiveText::tr("%1: the SET team of \"%2\" balances by %3; the design plans %4. Fix: Set-VMSwitchTeam "
                                 "-Name %5 -LoadBalancingAlgorithm %4")
                        .arg(c.host(), v.name, c.shown(team->loadBalancingAlgorithm), v.loadBalancing, psLiteral(v.name)),
                    objects, team->loadBalancingAlgorithm.line);
        if (v.embeddedTeaming && !v.teamingMode.isEmpty() && e.vmSwitchTeam.collected())
            if (const VmSwitchTeam *team = c.find(e.vmSwitchTeam, &VmSwitchTeam::name, v.name);
                team && team->teamingMode.known() && team->teamingMode->compare(v.teamingMode, Qt::CaseInsensitive) != 0)
                c.raise(live::hostVSwitch,
                    LiveText::tr("%1: the SET team of \"%2\" runs in teaming mode %3; the design plans %4. Fix: "
                                 "Set-VMSwitchTeam -Name %5 -TeamingMode %4")
                        .arg(c.host(), v.name, c.shown(team->teamingMode), v.teamingMode, psLiteral(v.name)),
                    objects, team->teamingMode.line);
    }
}

// The VLAN a host vNIC is in: isolation first (Network ATC and
// Set-VMNetworkAdapterIsolation), then the VLAN setting; Windows keeps them
// apart and shows Untagged in one for a vNIC the other puts in a VLAN.
std::optional<std::pair<long long, int>> vnicVlan(const HostCheckContext &c, const QString &name)
{
    const HostEvidence &e = c.evidence();
    if (e.vmNetworkAdapterIsolation.collected())
        if (const auto *i = c.find(e.vmNetworkAdapterIsolation, &VmNetworkAdapterIsolation::vmNetworkAdapterName, name);
            i && i->isolationMode.known() && i->isolationMode->compare(QLatin1String("Vlan"), Qt::CaseInsensitive) == 0)
            return std::pair(i->defaultIsolationId.valueOr(0), i->defaultIsolationId.line);
    if (!e.vmNetworkAdapterVlan.collected())
        return std::nullopt;
    const auto *v = c.find(e.vmNetworkAdapterVlan, &VmNetworkAdapterVlan::vmNetworkAdapterName, name);
    if (!v || !v->operationMode.known())
        return std::nullopt;
    if (v->operationMode->compare(QLatin1String("Access"), Qt::CaseInsensitive) == 0)
        return std::pair(v->accessVlanId.valueOr(0), v->accessVlanId.line);
    if (v->operationMode->compare(QLatin1String("Untagged"), Qt::CaseInsensitive) == 0)
        return std::pair(0LL, v->operationMode.line);
    return std::pair(-1LL, v->operationMode.line); // trunk, private: not what a host vNIC of a design is
}

QString vlanText(long long vlan)
{
    if (vlan == 0)
        return LiveText::tr("untagged");
    if (vlan < 0)
        return LiveText::tr("a trunk or private VLAN");
    return LiveText::tr("VLAN %1").arg(vlan);
}

void checkVNics(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    if (c.plan().vnics.empty() || !c.usable(e.vmNetworkAdapter, "vmNetworkAdapter", LiveText::tr("the host vNICs")))
        return;
    for (const HostPlan::HostVNic &v : c.plan().vnics) {
        const QStringList objects = c.objectsOf(v.name);
        c.compared(objects);
        const VmNetworkAdapter *n = c.find(e.vmNetworkAdapter, &VmNetworkAdapter::name, v.name);
        if (!n) {
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: there is no host vNIC \"%2\"; the design plans one on the vSwitch \"%3\". Run the "
                             "node's deployment script (Add-VMNetworkAdapter -ManagementOS).")
                    .arg(c.host(), v.name, v.vswitch),
                objects, e.vmNetworkAdapter.line);
            continue;
        }
        if (n->switchName.known() && n->switchName->compare(v.vswitch, Qt::CaseInsensitive) != 0) {
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the host vNIC \"%2\" is on the vSwitch %3; the design plans \"%4\". A host vNIC "
                             "cannot move: Remove-VMNetworkAdapter -ManagementOS -Name %5, then run the node's "
                             "deployment script, which adds it to %6.")
                    .arg(c.host(), v.name, c.shown(n->switchName), v.vswitch, psLiteral(v.name), psLiteral(v.vswitch)),
                objects, n->switchName.line);
            continue;
        }
        if (const auto vlan = vnicVlan(c, v.name); vlan && vlan->first != v.vlan)
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the host vNIC \"%2\" is %3; the design plans %4 (traffic classes ride in the VLAN tag). "
                             "Fix: Set-VMNetworkAdapterVlan -ManagementOS -VMNetworkAdapterName %5 %6")
                    .arg(c.host(), v.name, vlanText(vlan->first), vlanText(v.vlan), psLiteral(v.name),
                        v.vlan == 0 ? QStringLiteral("-Untagged") : QStringLiteral("-Access -VlanId %1").arg(v.vlan)),
                objects, vlan->second);
        if (!v.teamMapping.isEmpty() && e.vmNetworkAdapterTeamMapping.collected()) {
            const auto *m = c.find(e.vmNetworkAdapterTeamMapping, &VmNetworkAdapterTeamMapping::vmNetworkAdapterName, v.name);
            if (!m || !m->netAdapterName.known() || m->netAdapterName->compare(v.teamMapping, Qt::CaseInsensitive) != 0)
                c.raise(live::hostVSwitch,
                    LiveText::tr("%1: the host vNIC \"%2\" is %3; the design maps it to %4, so that each storage path "
                                 "stays on its own port. Fix: Set-VMNetworkAdapterTeamMapping -ManagementOS "
                                 "-VMNetworkAdapterName %5 -PhysicalNetAdapterName %6")
                        .arg(c.host(), v.name,
                            m && m->netAdapterName.known()
                                ? LiveText::tr("mapped to %1").arg(quotedEvidence(*m->netAdapterName))
                                : LiveText::tr("not mapped to a port"),
                            v.teamMapping, psLiteral(v.name), psLiteral(v.teamMapping)),
                    objects, m ? m->netAdapterName.line : e.vmNetworkAdapterTeamMapping.line);
        }
        // IeeePriorityTag keeps the priority on the vNIC's TCP traffic; 2012 R2 has none (null).
        if (v.priorityTag && n->ieeePriorityTag.known()
            && n->ieeePriorityTag->compare(QLatin1String("On"), Qt::CaseInsensitive) != 0)
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the host vNIC \"%2\" has IeeePriorityTag %3; the design plans On, so its TCP traffic "
                             "keeps its priority. Fix: Set-VMNetworkAdapter -ManagementOS -Name %4 -IeeePriorityTag On")
                    .arg(c.host(), v.name, c.shown(n->ieeePriorityTag), psLiteral(v.name)),
                objects, n->ieeePriorityTag.line);
    }
}

void checkAdapterVlans(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    if (!e.netAdapter.collected())
        return;
    for (const HostPlan::AdapterVlan &v : c.plan().adapterVlans) {
        const NetAdapter *a = c.find(e.netAdapter, &NetAdapter::name, v.adapter);
        if (!a || !a->vlanId.known())
            continue;
        const QStringList objects = c.objectsOf(v.adapter);
        c.compared(objects);
        if (*a->vlanId != v.vlan)
            c.raise(live::hostVSwitch,
                LiveText::tr("%1: the adapter %2 is in VLAN %3; the design plans VLAN %4. Fix: Set-NetAdapter -Name %5 "
                             "-VlanID %4")
                    .arg(c.host(), v.adapter, QString::number(*a->vlanId))
                    .arg(v.vlan)
                    .arg(psLiteral(v.adapter)),
                objects, a->vlanId.line);
    }
}

} // namespace

void checkSwitching(HostCheckContext &c)
{
    checkTeams(c);
    checkSwitches(c);
    checkVNics(c);
    checkAdapterVlans(c);
}

} // namespace hvnet

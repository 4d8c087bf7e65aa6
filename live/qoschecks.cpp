// DCB and QoS: the policies that tag SMB Direct and the cluster heartbeat,
// PFC, the ETS classes, DCB on each RDMA adapter with what it runs
// (operational settings), and DCBX willing. With Network ATC the host's own
// names differ, so flow control and classes are compared by priority.

#include "hostchecks.h"

#include "hostcheckcontext.h"
#include "livecatalogue.h"
#include "model/design.h"
#include "model/validation/rules/ruletext.h"
#include "plans/psliteral.h"

#include <QRegularExpression>

#include <set>

namespace hvnet {

namespace {

using namespace evidence;

QString priorities(const std::set<int> &set)
{
    return numberList(std::vector<int>(set.begin(), set.end()));
}

// The global policy store's rows: PolicySet Global, or no interface.
template <typename Row> bool isGlobal(const Row &row)
{
    return (row.policySet.known() && row.policySet->compare(QLatin1String("Global"), Qt::CaseInsensitive) == 0)
        || (!row.policySet.known() && !row.ifAlias.known());
}

// What a QoS policy matches, in the words of the plan's match kinds.
QString plannedMatch(const HostPlan::QosPolicy &p)
{
    if (p.match == QLatin1String("NetDirect"))
        return LiveText::tr("NetworkDirect port %1").arg(p.port);
    if (p.match == QLatin1String("Cluster") || p.match == QLatin1String("LiveMigration")
        || p.match == QLatin1String("Default"))
        return LiveText::tr("template %1").arg(p.match);
    return LiveText::tr("destination port %1").arg(p.port);
}

QString foundMatch(const evidence::QosPolicy &p)
{
    if (p.templateName.known() && !p.templateName->isEmpty() && *p.templateName != QLatin1String("None"))
        return LiveText::tr("template %1").arg(quotedEvidence(*p.templateName));
    if (p.netDirectPort.valueOr(0) > 0)
        return LiveText::tr("NetworkDirect port %1").arg(*p.netDirectPort);
    if (p.ipDstPort.valueOr(0) > 0)
        return LiveText::tr("destination port %1").arg(*p.ipDstPort);
    if (p.ipDstPortStart.valueOr(0) > 0)
        return LiveText::tr("destination port %1").arg(*p.ipDstPortStart);
    return LiveText::tr("nothing hvnet knows");
}

// The priorities OperationalFlowControl names: "Priority 3 Enabled",
// "Priorities 3,4 Enabled", "All Priorities Disabled".
std::optional<std::set<int>> prioritiesInText(const QString &text)
{
    if (text.contains(QLatin1String("All Priorities Disabled"), Qt::CaseInsensitive))
        return std::set<int>{};
    if (!text.contains(QLatin1String("Enabled"), Qt::CaseInsensitive))
        return std::nullopt;
    std::set<int> out;
    static const QRegularExpression range(QStringLiteral("(\\d)(?:-(\\d))?"));
    for (auto it = range.globalMatch(text); it.hasNext();) {
        const auto m = it.next();
        const int from = m.captured(1).toInt();
        const int to = m.captured(2).isEmpty() ? from : m.captured(2).toInt();
        for (int p = from; p <= to && p <= 7; ++p)
            out.insert(p);
    }
    return out;
}

void checkPolicies(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const QStringList objects{c.node().id};
    if (!c.usable(e.netQosPolicy, "netQosPolicy", LiveText::tr("the QoS policies")))
        return;
    c.compared(objects);
    for (const HostPlan::QosPolicy &p : c.plan().qosPolicies) {
        const evidence::QosPolicy *found = c.find(e.netQosPolicy, &evidence::QosPolicy::name, p.name);
        if (!found) {
            c.raise(live::hostQos,
                LiveText::tr("%1: there is no QoS policy \"%2\"; the design plans one that tags %3 with priority %4. Run "
                             "the node's deployment script (New-NetQosPolicy).")
                    .arg(c.host(), p.name, plannedMatch(p))
                    .arg(p.priority),
                objects, e.netQosPolicy.line);
            continue;
        }
        if (foundMatch(*found) != plannedMatch(p))
            c.raise(live::hostQos,
                LiveText::tr("%1: the QoS policy \"%2\" matches %3; the design plans %4 (SMB over RDMA needs "
                             "-NetDirectPortMatchCondition 445, not the SMB template). Remove it and run the node's "
                             "deployment script: Remove-NetQosPolicy -Name %5")
                    .arg(c.host(), p.name, foundMatch(*found), plannedMatch(p), psLiteral(p.name)),
                objects, found->line);
        else if (found->priority.known() && *found->priority != p.priority)
            c.raise(live::hostQos,
                LiveText::tr("%1: the QoS policy \"%2\" tags priority %3; the design plans %4. Fix: Set-NetQosPolicy "
                             "-Name %5 -PriorityValue8021Action %4")
                    .arg(c.host(), p.name, QString::number(*found->priority))
                    .arg(p.priority)
                    .arg(psLiteral(p.name)),
                objects, found->priority.line);
    }
}

// PFC on exactly the lossless priorities, in the global policy store.
void checkFlowControl(HostCheckContext &c, const std::set<int> &lossless)
{
    const HostEvidence &e = c.evidence();
    const QStringList objects{c.node().id};
    if (!c.usable(e.netQosFlowControl, "netQosFlowControl", LiveText::tr("PFC")))
        return;
    std::set<int> enabled;
    int line = e.netQosFlowControl.line;
    for (const FlowControl &f : e.netQosFlowControl.rows)
        if (isGlobal(f) && f.priority.known() && f.enabled.valueOr(false)) {
            enabled.insert(int(*f.priority));
            line = f.enabled.line;
        }
    c.compared(objects);
    if (enabled != lossless)
        c.raise(live::hostQos,
            LiveText::tr("%1: PFC is on for priorities %2; the design plans it on %3 only. Fix: Enable-NetQosFlowControl "
                         "-Priority %3; Disable-NetQosFlowControl on the others, or run the node's deployment script.")
                .arg(c.host(), priorities(enabled), priorities(lossless)),
            objects, line);
}

// One ETS class per planned class, by name (or by priority under Network ATC,
// which names its own classes).
void checkTrafficClass(HostCheckContext &c, const QString &name, int priority, int bandwidth, bool byPriority)
{
    const HostEvidence &e = c.evidence();
    const QStringList objects{c.node().id};
    const TrafficClass *found = nullptr;
    for (const TrafficClass &t : e.netQosTrafficClass.rows) {
        if (!isGlobal(t))
            continue;
        const bool named = !byPriority && t.name.known() && t.name->compare(name, Qt::CaseInsensitive) == 0;
        const bool holds = byPriority && t.priority.known()
            && std::find(t.priority->begin(), t.priority->end(), priority) != t.priority->end()
            && t.name.valueOr(QString()) != QLatin1String("[Default]");
        if (named || holds)
            found = &t;
    }
    if (!found) {
        c.raise(live::hostQos,
            LiveText::tr("%1: there is no ETS class for \"%2\"; the design plans priority %3 with %4%. Run the node's "
                         "deployment script (New-NetQosTrafficClass).")
                .arg(c.host(), name)
                .arg(priority)
                .arg(bandwidth),
            objects, e.netQosTrafficClass.line);
        return;
    }
    QStringList found_;
    if (found->priority.known())
        for (long long p : *found->priority)
            found_ << QString::number(p);
    const bool priorityOk = found->priority.known() && found->priority->size() == 1 && found->priority->front() == priority;
    const bool bandwidthOk = !found->bandwidthPercentage.known() || *found->bandwidthPercentage == bandwidth;
    const bool algorithmOk = !found->algorithm.known() || found->algorithm->compare(QLatin1String("ETS"), Qt::CaseInsensitive) == 0;
    if (priorityOk && bandwidthOk && algorithmOk)
        return;
    c.raise(live::hostQos,
        LiveText::tr("%1: the ETS class \"%2\" has priority %3, %4%, %5; the design plans priority %6, %7%, ETS. Fix: "
                     "Set-NetQosTrafficClass -Name %8 -Priority %6 -BandwidthPercentage %7 -Algorithm ETS")
            .arg(c.host(), quotedEvidence(found->name.valueOr(name)), found_.join(QLatin1Char(',')),
                c.shown(found->bandwidthPercentage), c.shown(found->algorithm))
            .arg(priority)
            .arg(bandwidth)
            .arg(psLiteral(found->name.valueOr(name))),
        objects, found->line);
}

// What each RDMA adapter runs: DCB on, PFC on exactly the lossless
// priorities, each class's share. Its operational settings, not only what
// the host asked for; a driver that reports none is unknown, not wrong.
void checkAdapterQos(HostCheckContext &c, const QStringList &adapters, const std::set<int> &lossless,
    const std::vector<std::pair<int, int>> &shares)
{
    const HostEvidence &e = c.evidence();
    if (adapters.isEmpty() || !c.usable(e.netAdapterQos, "netAdapterQos", LiveText::tr("DCB on the adapters")))
        return;
    for (const QString &adapter : adapters) {
        const QStringList objects = c.objectsOf(adapter);
        if (!c.find(e.netAdapter, &NetAdapter::name, adapter))
            continue; // live.host-adapter reports it
        c.compared(objects);
        const AdapterQos *q = c.find(e.netAdapterQos, &AdapterQos::name, adapter);
        if (!q) {
            c.raise(live::hostQos,
                LiveText::tr("%1: %2 reports no DCB (Get-NetAdapterQos does not list it); the design plans PFC on "
                             "priority %3 there. The adapter or its driver may not support DCB.")
                    .arg(c.host(), adapter, priorities(lossless)),
                objects, e.netAdapterQos.line);
            continue;
        }
        if (q->enabled.known() && !*q->enabled) {
            c.raise(live::hostQos,
                LiveText::tr("%1: DCB is off on %2; the design plans it on. Fix: Enable-NetAdapterQos -Name %3")
                    .arg(c.host(), adapter, psLiteral(adapter)),
                objects, q->enabled.line);
            continue;
        }
        std::optional<std::set<int>> pfc;
        int pfcLine = q->operational.pfcEnabled.line;
        if (q->operational.pfcEnabled.known() && !q->operational.pfcEnabled->empty()) {
            pfc = std::set<int>{};
            for (std::size_t p = 0; p < q->operational.pfcEnabled->size() && p < 8; ++p)
                if ((*q->operational.pfcEnabled)[p])
                    pfc->insert(int(p));
        } else if (q->operationalFlowControl.known()) {
            pfc = prioritiesInText(*q->operationalFlowControl);
            pfcLine = q->operationalFlowControl.line;
        }
        if (!pfc) {
            c.notChecked(LiveText::tr("%1: %2 does not report the PFC it runs (its operational settings are empty); "
                                      "PFC in force there is not checked")
                             .arg(c.host(), adapter),
                objects, q->line);
        } else if (*pfc != lossless) {
            c.raise(live::hostQos,
                LiveText::tr("%1: %2 runs PFC on priorities %3; the design plans %4. The adapter takes the host's "
                             "policy only while DCBX willing is off (Set-NetQosDcbxSetting -Willing $false); then "
                             "Enable-NetAdapterQos -Name %5.")
                    .arg(c.host(), adapter, priorities(*pfc), priorities(lossless), psLiteral(adapter)),
                objects, pfcLine);
            continue;
        }
        const Integers &assignment = q->operational.priorityAssignment;
        const Integers &tsa = q->operational.tsaAssignment;
        const Integers &bandwidth = q->operational.bandwidthAssignment;
        if (!assignment.known() || !tsa.known() || !bandwidth.known() || assignment->size() < 8)
            continue;
        for (const auto &[priority, share] : shares) {
            const long long tc = (*assignment)[std::size_t(priority)];
            if (tc < 0 || std::size_t(tc) >= tsa->size() || std::size_t(tc) >= bandwidth->size())
                continue;
            // TsaAssignmentTable: 0 strict priority, 2 ETS (MSFT_NetAdapter_QosSettings).
            const bool ets = (*tsa)[std::size_t(tc)] == 2;
            if (ets && (*bandwidth)[std::size_t(tc)] == share)
                continue;
            c.raise(live::hostQos,
                LiveText::tr("%1: %2 runs priority %3 in a class with %4; the design plans ETS %5%. The adapter takes "
                             "the host's classes only while DCBX willing is off; check Get-NetQosTrafficClass and "
                             "Get-NetAdapterQos -Name %6.")
                    .arg(c.host(), adapter)
                    .arg(priority)
                    .arg(ets ? LiveText::tr("ETS %1%").arg((*bandwidth)[std::size_t(tc)])
                             : LiveText::tr("strict priority"))
                    .arg(share)
                    .arg(psLiteral(adapter)),
                objects, assignment.line);
            break;
        }
    }
}

void checkDcbx(HostCheckContext &c, const QStringList &adapters)
{
    const HostEvidence &e = c.evidence();
    const QStringList objects{c.node().id};
    if (c.usable(e.netQosDcbxSetting, "netQosDcbxSetting", LiveText::tr("DCBX willing"))) {
        for (const DcbxSetting &d : e.netQosDcbxSetting.rows) {
            if (!isGlobal(d) && d.policySet.known())
                continue;
            c.compared(objects);
            if (d.willing.valueOr(false))
                c.raise(live::hostDcbx,
                    LiveText::tr("%1: DCBX willing is on; the design plans it off, so the host's own PFC and ETS apply "
                                 "rather than the switch's. Fix: Set-NetQosDcbxSetting -Willing $false -Confirm:$false")
                        .arg(c.host()),
                    objects, d.willing.line);
            break;
        }
    }
    // Per adapter from Windows Server 2016; 2012 R2 has the global setting only.
    if (adapters.isEmpty() || c.before2016()
        || !c.usable(e.netQosDcbxAdapter, "netQosDcbxAdapter", LiveText::tr("DCBX willing per adapter")))
        return;
    for (const QString &adapter : adapters) {
        const DcbxSetting *d = c.find(e.netQosDcbxAdapter, &DcbxSetting::ifAlias, adapter);
        if (!d)
            continue;
        c.compared(c.objectsOf(adapter));
        if (d->willing.valueOr(false))
            c.raise(live::hostDcbx,
                LiveText::tr("%1: DCBX willing is on for %2; the design plans it off. Fix: Set-NetQosDcbxSetting "
                             "-InterfaceAlias %3 -Willing $false -Confirm:$false")
                    .arg(c.host(), adapter, psLiteral(adapter)),
                c.objectsOf(adapter), d->willing.line);
    }
}

} // namespace

void checkQos(HostCheckContext &c)
{
    const HostPlan &plan = c.plan();
    const std::set<int> lossless(plan.lossless.begin(), plan.lossless.end());
    if (plan.configureQos) {
        checkPolicies(c);
        checkFlowControl(c, lossless);
        if (c.usable(c.evidence().netQosTrafficClass, "netQosTrafficClass", LiveText::tr("the ETS classes")))
            for (const HostPlan::TrafficClass &t : plan.trafficClasses)
                checkTrafficClass(c, t.name, t.priority, t.bandwidth, false);
        std::vector<std::pair<int, int>> shares;
        for (const HostPlan::TrafficClass &t : plan.trafficClasses)
            shares.emplace_back(t.priority, t.bandwidth);
        checkAdapterQos(c, plan.qosAdapters, lossless, shares);
        checkDcbx(c, plan.dcbxAdapters);
        return;
    }
    // Network ATC writes QoS itself, under its own names (SMB_Direct,
    // Cluster): SMB Direct lossless on its priority, both classes' shares.
    const bool storageIntent = std::any_of(plan.intents.begin(), plan.intents.end(),
        [](const HostPlan::Intent &i) { return i.storage; });
    if (!plan.networkAtc || !plan.atcQos || !storageIntent)
        return;
    const HostPlan::AtcQos &qos = *plan.atcQos;
    checkFlowControl(c, {qos.smbPriority});
    if (c.usable(c.evidence().netQosTrafficClass, "netQosTrafficClass", LiveText::tr("the ETS classes"))) {
        checkTrafficClass(c, QStringLiteral("SMB_Direct"), qos.smbPriority, qos.smbBandwidth, true);
        checkTrafficClass(c, QStringLiteral("Cluster"), qos.clusterPriority, qos.clusterBandwidth, true);
    }
}

} // namespace hvnet

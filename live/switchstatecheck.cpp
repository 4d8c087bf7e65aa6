#include "switchstatecheck.h"

#include "model/switchplatformspec.h"
#include "plans/evidence/interfacename.h"
#include "plans/evidence/switchstate.h"
#include "plans/numberlist.h"
#include "plans/switchplan.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace hvnet {

namespace {

struct CheckText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::SwitchStateCheck)
};

// "3,4", or "none" (translated).
template <typename Numbers> QString listOf(const Numbers &values)
{
    return numberList(values, QStringLiteral(","), CheckText::tr("none"));
}

// The redundancy domain: what the configuration states of it against the
// plan; what a platform does not write (a reader leaves it empty) is not compared.
template <typename Sink>
void compareDomain(const SwitchPlan::Redundancy &plan, const std::optional<SwitchState::Redundancy> &stated, Sink &&out)
{
    if (!stated) {
        out << CheckText::tr("no redundancy domain is configured; the plan has domain %1 with %2")
                   .arg(plan.domain)
                   .arg(plan.peerName);
        return;
    }
    const SwitchState::Redundancy &r = *stated;
    if (r.domain && *r.domain != plan.domain)
        out << CheckText::tr("the redundancy domain is %1; the plan has %2").arg(*r.domain).arg(plan.domain);
    if (!r.peerKeepalive.isEmpty() && r.peerKeepalive != plan.peerKeepalive)
        out << CheckText::tr("the keepalive goes to %1; the plan has %2 (%3)").arg(r.peerKeepalive, plan.peerKeepalive, plan.peerName);
    if (!r.keepalive.isEmpty() && r.keepalive != plan.keepalive)
        out << CheckText::tr("the keepalive leaves from %1; the plan has %2").arg(r.keepalive, plan.keepalive);
    if (!r.vrf.isEmpty() && !plan.vrf.isEmpty() && r.vrf.compare(plan.vrf, Qt::CaseInsensitive) != 0)
        out << CheckText::tr("the keepalive runs in VRF %1; the plan has %2").arg(r.vrf, plan.vrf);
    if (!plan.systemMac.isEmpty() && r.systemMac != plan.systemMac)
        out << CheckText::tr("the domain's system MAC is %1; the plan has %2")
                   .arg(r.systemMac.isEmpty() ? CheckText::tr("the switch's own") : r.systemMac, plan.systemMac);
    if (r.primary && *r.primary != plan.primary)
        out << CheckText::tr("the switch is configured %1; the plan makes it %2")
                   .arg(*r.primary ? CheckText::tr("primary") : CheckText::tr("secondary"),
                       plan.primary ? CheckText::tr("primary") : CheckText::tr("secondary"));
    // A stated address without its length (Junos ICCP's, on no IRB unit) is compared as an address.
    const QString plannedAddress = r.peerAddress.contains(QLatin1Char('/')) ? plan.peerAddress
                                                                            : plan.peerAddress.section(QLatin1Char('/'), 0, 0);
    if (!r.peerAddress.isEmpty() && !plan.peerAddress.isEmpty() && r.peerAddress != plannedAddress)
        out << CheckText::tr("its address on the peer-link VLAN is %1; the plan has %2").arg(r.peerAddress, plan.peerAddress);
    if (!r.peerPeerAddress.isEmpty() && !plan.peerPeerAddress.isEmpty() && r.peerPeerAddress != plan.peerPeerAddress)
        out << CheckText::tr("the peer is addressed as %1 on the peer-link VLAN; the plan has %2 (%3)")
                   .arg(r.peerPeerAddress, plan.peerPeerAddress, plan.peerName);
    if (r.priority && plan.priority && *r.priority != plan.priority)
        out << CheckText::tr("the role priority is %1; the plan has %2").arg(*r.priority).arg(plan.priority);
    QStringList missing;
    for (const QString &port : plan.ports) {
        const QString wanted = InterfaceName::normalized(port);
        if (std::none_of(r.ports.begin(), r.ports.end(),
                [&wanted](const QString &p) { return InterfaceName::normalized(p) == wanted; }))
            missing << port;
    }
    if (!missing.isEmpty())
        out << CheckText::tr("port %1 is not a member of the peer link").arg(missing.join(QStringLiteral(", ")));
}

} // namespace

QStringList SwitchStateCheck::differences(const SwitchPlan &plan, const SwitchState &state)
{
    QStringList out;
    for (const SwitchDifference &d : compare(plan, state))
        out << d.message;
    return out;
}

std::vector<SwitchDifference> SwitchStateCheck::compare(const SwitchPlan &plan, const SwitchState &state)
{
    using K = SwitchDifference::Kind;
    std::vector<SwitchDifference> result;
    // Collects the messages of one family, at one port and line.
    struct Sink {
        std::vector<SwitchDifference> &to;
        K kind;
        QString port;
        int line;
        Sink &operator<<(const QString &message)
        {
            to.push_back({kind, port, line, message});
            return *this;
        }
    };
    const auto at = [&result](K kind, const QString &port = QString(), int line = 0) { return Sink{result, kind, port, line}; };
    const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(plan.platform);
    for (const SwitchPlan::Vlan &v : plan.vlans)
        if (!state.interfacesOnly && !state.vlans.count(v.id))
            at(K::Vlan) << CheckText::tr("VLAN %1 is not defined").arg(v.id);
    // What each port is: a trunk, or a peer-link member the platform takes
    // out of layer 2 (OS10 VLTi) or leaves without layer-2 lines (Comware
    // IRF), neither of them a trunk.
    for (const SwitchPlan::Port &p : plan.ports) {
        const SwitchState::Port *port = state.port(p.name);
        if (!port || port->mode.isEmpty() || port->mode == p.mode)
            continue;
        if (p.peerLink && p.mode != QLatin1String("trunk"))
            at(K::Vlan, p.name, port->line)
                << CheckText::tr("port %1 is a %2 port; as a peer-link member of %3 it must be %4")
                       .arg(p.name, port->mode, spec.displayName(),
                           p.mode == QLatin1String("routed") ? CheckText::tr("out of layer 2 (no switchport)")
                                                             : CheckText::tr("an IRF interface without layer-2 lines"));
        else
            at(K::Vlan, p.name, port->line)
                << CheckText::tr("port %1 is a %2 port; the plan has a %3 port").arg(p.name, port->mode, p.mode);
    }

    const std::set<int> lossless(plan.lossless.begin(), plan.lossless.end());
    for (const SwitchPlan::Port &p : plan.ports) {
        const SwitchState::Port *found = state.port(p.name);
        if (!found) {
            at(K::PortMissing, p.name) << CheckText::tr("port %1 is not configured").arg(p.name);
            continue;
        }
        const SwitchState::Port &port = *found;
        auto out = at(K::Vlan, p.name, port.line);
        // The VLANs that carry traffic: the tagged ones, and the native VLAN
        // when an untagged subnet rides it. A native VLAN that carries nothing
        // (Microsoft's reference trunks park it on an unused VLAN) need not be
        // in the allowed list, and it is compared on its own below.
        VlanSet vlans(p.vlans.begin(), p.vlans.end());
        VlanSet carried = port.vlans;
        if (p.nativeVlan && p.untagged)
            vlans.insert(*p.nativeVlan);
        else if (p.nativeVlan && !p.vlans.contains(*p.nativeVlan))
            carried.erase(*p.nativeVlan);
        if (carried != vlans)
            out << CheckText::tr("port %1 carries VLANs %2; the plan has %3").arg(p.name, listOf(carried), listOf(vlans));
        if (p.nativeVlan && port.nativeVlan != p.nativeVlan)
            out << CheckText::tr("port %1 has native VLAN %2; the plan has %3")
                       .arg(p.name)
                       .arg(port.nativeVlan.value_or(0))
                       .arg(*p.nativeVlan);
        out.kind = K::Mtu;
        if (p.jumbo && port.mtu != plan.mtu)
            out << CheckText::tr("port %1 has MTU %2; the plan has %3").arg(p.name).arg(port.mtu.value_or(0)).arg(plan.mtu);
        out.kind = K::Pfc;
        const std::set<int> pfc = p.pfc && plan.qos ? lossless : std::set<int>{};
        if (state.interfacesOnly) {
            // The evidence holds no QoS policy: which priorities the port pauses is not known.
        } else if (port.pfcPriorities != pfc)
            out << CheckText::tr("port %1 has PFC on priorities %2; the plan has %3")
                       .arg(p.name, listOf(port.pfcPriorities), listOf(pfc));
        else if (!pfc.empty() && port.pfcNegotiated)
            out << CheckText::tr("port %1 negotiates PFC through DCBX instead of forcing it on").arg(p.name);
        // What the switch reports, when its PFC output is in the evidence.
        if (const auto status = state.pfcStatusOf(p.name); status && !pfc.empty()) {
            auto oper = at(K::PfcOperational, p.name, status->line);
            if (status->operational == false)
                oper << CheckText::tr("port %1 has PFC operationally off").arg(p.name);
            else if (!status->priorities.empty() && status->priorities != pfc)
                oper << CheckText::tr("port %1 has PFC in effect on priorities %2; the plan has %3")
                            .arg(p.name, listOf(status->priorities), listOf(pfc));
        }
        if (plan.qos && p.pfc && port.lldp == false)
            at(K::Dcbx, p.name, port.line) << CheckText::tr("port %1 does not run LLDP, so it advertises no DCB settings").arg(p.name);
    }
    if (!plan.qos || state.interfacesOnly)
        return result;
    if (state.lldpEnabled == false)
        at(K::Dcbx) << CheckText::tr("LLDP is off on the switch, so it advertises no DCB settings");
    bool pfcPlanned = false;
    for (const SwitchPlan::Port &p : plan.ports)
        pfcPlanned = pfcPlanned || p.pfc;
    if (pfcPlanned && state.policyPfcPriorities != lossless)
        at(K::Pfc) << CheckText::tr("the switch's QoS policy makes priorities %1 lossless; the plan has %2")
                          .arg(listOf(state.policyPfcPriorities), listOf(lossless));
    auto out = at(K::Ets);

    for (int p = 0; p < 8; ++p) {
        const int queue = state.queueOf.count(p) ? state.queueOf.at(p) : -1;
        if (queue != plan.queueOf[std::size_t(p)])
            out << CheckText::tr("priority %1 is served in queue %2; the plan has queue %3")
                       .arg(p)
                       .arg(queue)
                       .arg(plan.queueOf[std::size_t(p)]);
        else if (state.strictQueues.count(queue))
            out << CheckText::tr("priority %1 lands in strict-priority queue %2").arg(p).arg(queue);
    }
    // A queue the platform keeps for its own control traffic takes its part
    // of the default queue's share (Junos: network-control).
    std::map<int, double> shares = state.shares;
    for (int reserved : spec.reservedQueues())
        if (shares.count(reserved)) {
            shares[0] += shares.at(reserved);
            shares.erase(reserved);
        }
    double sum = 0;
    for (const auto &[queue, percent] : shares)
        sum += percent;
    for (const SwitchPlan::Queue &q : plan.queues) {
        const double actual = shares.count(q.queue) ? shares.at(q.queue) : 0;
        if (std::abs(actual - q.bandwidth) > 0.5)
            out << CheckText::tr("queue %1 has %2% of the bandwidth; the plan has %3%")
                       .arg(q.queue)
                       .arg(actual, 0, 'f', 1)
                       .arg(q.bandwidth);
        if (q.lossless && spec.ecnOnLossless() && !state.ecnQueues.count(q.queue))
            out << CheckText::tr("lossless queue %1 does not mark ECN").arg(q.queue);
    }
    if (std::abs(sum - 100) > 0.5)
        out << CheckText::tr("the ETS shares add up to %1%, not 100%").arg(sum, 0, 'f', 1);
    if (!lossless.empty() && spec.hasPfcWatchdog() && !state.pfcWatchdog)
        out << CheckText::tr("the PFC watchdog is off");
    if (plan.redundancy && !state.interfacesOnly)
        compareDomain(*plan.redundancy, state.redundancy, at(K::Domain, QString(), state.redundancy ? state.redundancy->line : 0));
    return result;
}

} // namespace hvnet

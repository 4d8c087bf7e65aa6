#include "switchplan.h"

#include "model/ipv4.h"
#include "model/switchplatformspec.h"
#include "numberlist.h"
#include "switchplanindex.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <algorithm>
#include <map>
#include <set>

namespace hvnet {

namespace {

struct PlanText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::SwitchPlan)
};

// Deviations are noted as "3,4", or "none".
template <typename Numbers> QString list(const Numbers &values)
{
    return numberList(values, QStringLiteral(","), QStringLiteral("none"));
}

} // namespace

int SwitchPlan::mtuCeiling(SwitchPlatform platform, int stated)
{
    const int ceiling = SwitchPlatformSpec::of(platform).mtu();
    return ceiling > 0 ? ceiling : stated;
}

std::array<int, 8> SwitchPlan::queuesFor(SwitchPlatform platform, const std::vector<int> &classPriorities)
{
    const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(platform);
    const std::vector<int> &reserved = spec.reservedQueues();
    std::array<int, 8> out{};
    std::set<int> taken{0}; // the default queue
    std::set<int> classes;
    for (int p : classPriorities)
        if (p > 0 && p < 8)
            classes.insert(p);
    // Queues numbered from 0 without a gap: the classes in priority order.
    if (spec.consecutiveQueues()) {
        int next = 1;
        for (int p : classes)
            out[std::size_t(p)] = next++;
        return out;
    }
    const auto isFree = [&](int q) {
        return q > 0 && q < 8 && !taken.count(q) && std::find(reserved.begin(), reserved.end(), q) == reserved.end();
    };
    // Classes on their own number first, so a moved class never takes
    // another class's queue.
    for (int p : classes)
        if (isFree(p)) {
            out[std::size_t(p)] = p;
            taken.insert(p);
        }
    for (int p : classes) {
        if (out[std::size_t(p)] != 0)
            continue;
        int q = p - 1;
        while (q > 0 && (!isFree(q) || classes.count(q)))
            --q;
        if (q == 0) // no lower queue is free: the highest free one
            for (q = 7; q > 0 && (!isFree(q) || classes.count(q)); --q) { }
        out[std::size_t(p)] = q;
        taken.insert(q);
    }
    return out;
}

SwitchPlan SwitchPlan::forSwitch(const Design &design, const Switch &sw)
{
    return forSwitch(design, sw, SwitchPlanIndex(design));
}

namespace {

// The sections of a switch's plan, in the order each needs the one before:
// the firmware line, the QoS (lossless priorities and shares, the design's
// or as stated), the queues, the cabled ports, the VLANs.
struct SwitchSections {
    const Design &design;
    const Switch &sw;
    const SwitchPlanIndex &index;
    const SwitchPlatformSpec &spec;
    SwitchPlan &plan;
    std::map<int, int> shares; // priority -> percent
    std::map<int, QString> classNames; // priority -> the design's class name

    void firmware()
    {
        if (spec.firmwareLines().empty()) // the checklist is written for no firmware
            return;
        const SwitchPlatformSpec::FirmwareMatch firmware = spec.firmwareLine(sw.firmware);
        if (firmware.unreadable)
            plan.firmwareProblem = PlanText::tr("switch %1 states firmware \"%2\", which is no release number")
                                       .arg(sw.name, sw.firmware);
        else if (firmware.older)
            plan.firmwareProblem
                = PlanText::tr("switch %1 runs %2; hvnet's %3 configuration is written for %4")
                      .arg(sw.name, sw.firmware, enumString(sw.platform), spec.firmwareLines().front().label);
        if (firmware.line) {
            plan.firmwareLabel = firmware.line->label;
            plan.firmwareTokens = firmware.line->tokens;
        }
        if (firmware.newer)
            plan.remarks << PlanText::tr("firmware %1 is newer than the releases this configuration was checked "
                                         "against (%2): check the syntax on the switch")
                                .arg(sw.firmware, plan.firmwareLabel);
    }

    // QoS: the hosts' classes, or what the switch states.
    void qos()
    {
        std::vector<int> designLossless;
        for (const QosClass &c : design.qos.classes) {
            if (c.pfc && std::find(designLossless.begin(), designLossless.end(), c.priority) == designLossless.end())
                designLossless.push_back(c.priority);
            classNames.emplace(c.priority, c.name);
        }
        std::sort(designLossless.begin(), designLossless.end());
        plan.lossless = designLossless;
        shares = design.qos.etsShares(); // the switch's shares add up to 100
        if (sw.qos && sw.qos->pfcPriorities) {
            std::vector<int> stated = *sw.qos->pfcPriorities;
            std::sort(stated.begin(), stated.end());
            if (stated != designLossless)
                plan.notes << PlanText::tr("PFC priorities are stated as %1; the design makes %2 lossless")
                                  .arg(list(stated), list(designLossless));
            plan.lossless = stated;
        }
        if (sw.qos && sw.qos->bandwidth) {
            std::map<int, int> stated = *sw.qos->bandwidth;
            if (!stated.count(0)) { // the default queue takes what the stated classes leave
                int sum = 0;
                for (const auto &[p, percent] : stated)
                    sum += percent;
                stated[0] = std::max(0, 100 - sum);
            }
            if (stated != shares) {
                QStringList statedText, wanted;
                for (const auto &[p, percent] : stated)
                    statedText << QStringLiteral("%1:%2%").arg(p).arg(percent);
                for (const auto &[p, percent] : shares)
                    wanted << QStringLiteral("%1:%2%").arg(p).arg(percent);
                plan.notes << PlanText::tr("ETS shares are stated as %1; the design gives %2")
                                  .arg(statedText.join(QLatin1Char(' ')), wanted.join(QLatin1Char(' ')));
            }
            shares = stated;
        }
        if (sw.qos && sw.qos->dcbxWilling) {
            plan.dcbxWilling = *sw.qos->dcbxWilling;
            if (plan.dcbxWilling)
                plan.notes << PlanText::tr("DCBX willing is stated on; the design wants it off");
        }
        plan.qos = sw.dcb && (!design.qos.classes.empty() || (sw.qos && (sw.qos->pfcPriorities || sw.qos->bandwidth)));
        if (!plan.qos && !sw.dcb && !designLossless.empty())
            plan.notes << PlanText::tr("the switch does not run DCB: no QoS is configured on it");
    }

    // One queue per class priority, on the platform's queue for it, and the
    // default queue with the rest.
    void queues()
    {
        std::set<int> classPriorities;
        for (const auto &[p, percent] : shares)
            if (p != 0)
                classPriorities.insert(p);
        for (int p : plan.lossless)
            classPriorities.insert(p);
        classPriorities.erase(0);
        plan.queueOf
            = SwitchPlan::queuesFor(sw.platform, std::vector<int>(classPriorities.begin(), classPriorities.end()));
        SwitchPlan::Queue defaultQueue{0, 0, QStringLiteral("default"), shares.count(0) ? shares.at(0) : 0,
            std::find(plan.lossless.begin(), plan.lossless.end(), 0) != plan.lossless.end(), true};
        plan.queues.push_back(defaultQueue);
        for (int p : classPriorities) {
            const bool lossless = std::find(plan.lossless.begin(), plan.lossless.end(), p) != plan.lossless.end();
            plan.queues.push_back({p, plan.queueOf[std::size_t(p)],
                classNames.count(p) ? classNames.at(p) : QStringLiteral("priority-%1").arg(p),
                shares.count(p) ? shares.at(p) : 0, lossless, false});
            if (plan.queueOf[std::size_t(p)] != p && !spec.consecutiveQueues())
                plan.remarks << PlanText::tr(
                    "priority %1 is served in queue %2: %3 keeps queue %1 for the switch's own "
                    "control traffic")
                                    .arg(p)
                                    .arg(plan.queueOf[std::size_t(p)])
                                    .arg(spec.displayName());
        }
        if (spec.consecutiveQueues() && plan.qos) {
            QStringList served;
            for (int p : classPriorities)
                if (plan.queueOf[std::size_t(p)] != p)
                    served << PlanText::tr("priority %1 in queue %2").arg(p).arg(plan.queueOf[std::size_t(p)]);
            if (!served.isEmpty())
                plan.remarks << PlanText::tr("%1 numbers the queues a profile uses from 0 without a gap: %2")
                                    .arg(spec.displayName(), served.join(QStringLiteral(", ")));
        }
        for (int p = 0; p < 8; ++p)
            if (!classPriorities.count(p))
                plan.defaultPriorities.push_back(p);
    }

    // What a port's cable means: to a node's adapter, what the adapter
    // carries; to another switch, the host VLANs both carry. None for a port
    // without a cable, or with one to nothing the design has.
    std::optional<SwitchPlan::Port> cabled(const SwitchPort &p) const
    {
        const auto found = index.linkOf.find(p.id);
        if (found == index.linkOf.end())
            return std::nullopt;
        const Link *link = found->second;
        const QString other = link->a == p.id ? link->b : link->a;
        SwitchPlan::Port port;
        port.id = p.id;
        port.name = p.name;
        if (const auto a = index.adapters.find(other); a != index.adapters.end()) {
            const SwitchPlanIndex::Carried &c = index.carriedBy(other);
            port.description = QStringLiteral("%1 %2").arg(a->second.first->name, a->second.second->name);
            port.vlans = QList<int>(c.vlans.begin(), c.vlans.end());
            port.untagged = c.untagged;
            port.pfc = c.rdma && !plan.lossless.empty();
            port.jumbo = a->second.second->effectiveJumboPacket() > 1514;
            port.hostFacing = true;
        } else if (const auto q = index.ports.find(other); q != index.ports.end()) {
            const QString peer = q->second.first->id;
            port.description = QStringLiteral("%1 %2").arg(q->second.first->name, q->second.second->name);
            port.peerLink = link->kind == LinkKind::PeerLink;
            const std::set<int> mine = index.hostVlansOf(sw.id), theirs = index.hostVlansOf(peer);
            for (int v : mine)
                if (theirs.count(v))
                    port.vlans << v;
            port.untagged = index.hostUntaggedOf(sw.id) && index.hostUntaggedOf(peer);
            // Where both switches put the hosts' untagged traffic on the same
            // host native VLAN, it crosses between them as one more tagged VLAN.
            const std::optional<int> theirNative = q->second.first->hostNativeVlan;
            if (port.untagged && sw.hostNativeVlan && theirNative == sw.hostNativeVlan) {
                port.vlans << *sw.hostNativeVlan;
                std::sort(port.vlans.begin(), port.vlans.end());
                port.untagged = false;
            }
            // PFC where lossless traffic crosses: a storage VLAN on both ends.
            std::set<int> storage;
            for (const Subnet &s : design.subnets)
                if (s.purpose == SubnetPurpose::Storage && s.vlan != 0)
                    storage.insert(s.vlan);
            port.pfc = !plan.lossless.empty() && std::any_of(port.vlans.begin(), port.vlans.end(), [&storage](int v) {
                return storage.count(v) > 0;
            });
            port.jumbo = true;
        } else {
            return std::nullopt;
        }
        return port;
    }

    // Stated values win, and are noted.
    void applyStated(const SwitchPort &p, SwitchPlan::Port &port)
    {
        if (p.vlans) {
            QList<int> stated(p.vlans->begin(), p.vlans->end());
            std::sort(stated.begin(), stated.end());
            if (stated != port.vlans)
                plan.notes << PlanText::tr("port %1 allows VLANs %2 as stated; the design needs %3")
                                  .arg(p.name, list(stated), list(port.vlans));
            port.vlans = stated;
        }
        if (p.nativeVlan) {
            port.nativeVlan = *p.nativeVlan;
            port.vlans.removeAll(*p.nativeVlan);
        } else if (port.hostFacing && (sw.hostNativeVlan || !port.untagged)) {
            // A host trunk's untagged frames go to the switch's chosen native
            // VLAN, or to a dedicated unused one when the hosts send none (as
            // Microsoft's reference ToR configurations park them).
            port.nativeVlan = plan.hostNativeVlan;
            port.vlans.removeAll(plan.hostNativeVlan);
        } else if (port.untagged || spec.trunkKeepsAccessVlan()) {
            // Untagged frames ride the switch's default VLAN; on OS10 every
            // trunk is also an untagged member of its access VLAN anyway.
            port.nativeVlan = 1;
        }
        if (p.pfc && *p.pfc != port.pfc) {
            plan.notes << PlanText::tr("port %1 has PFC %2 as stated; the design wants it %3")
                              .arg(p.name, *p.pfc ? PlanText::tr("on") : PlanText::tr("off"),
                                  port.pfc ? PlanText::tr("on") : PlanText::tr("off"));
            port.pfc = *p.pfc;
        }
        if (!plan.qos)
            port.pfc = false;
        // A peer-link member that is no trunk: the OS10 VLTi member out of
        // layer 2, the VLTi carrying every VLAN of the pair (Dell OS10 User
        // Guide, Configure VLT); the Comware IRF physical interface, which
        // takes none of a port's layer-2, frame size or QoS lines and stays
        // the default access port of VLAN 1 (HPE IRF Configuration Guide).
        using Member = SwitchPlatformSpec::PeerLinkMember;
        if (port.peerLink && spec.peerLinkMember() != Member::Trunk) {
            if (p.vlans || p.nativeVlan)
                plan.notes << PlanText::tr("port %1 is a peer-link member, which %2 does not make a trunk: the VLANs "
                                           "stated on it are not written, the peer link carries every VLAN")
                                  .arg(p.name, spec.displayName());
            port.vlans.clear();
            port.untagged = false;
            if (spec.peerLinkMember() == Member::Routed) {
                port.mode = QStringLiteral("routed");
                port.nativeVlan.reset();
            } else {
                port.mode = QStringLiteral("access");
                port.nativeVlan = 1;
                port.jumbo = false;
                port.pfc = false;
            }
        }
    }

    // The cabled ports, in the switch's order, each with what it carries.
    // Returns the VLANs they carry.
    std::set<int> ports()
    {
        bool jumbo = false;
        std::set<int> vlans;
        for (const SwitchPort &p : sw.ports) {
            std::optional<SwitchPlan::Port> port = cabled(p);
            if (!port)
                continue;
            applyStated(p, *port);
            jumbo = jumbo || (port->jumbo && port->hostFacing);
            vlans.insert(port->vlans.begin(), port->vlans.end());
            if (port->nativeVlan)
                vlans.insert(*port->nativeVlan);
            plan.ports.push_back(*port);
        }
        // Links between switches take the largest frames any host port does.
        // An IRF physical interface takes no frame size of its own.
        for (SwitchPlan::Port &port : plan.ports)
            if (!port.hostFacing && port.mode != QLatin1String("access"))
                port.jumbo = jumbo;
        return vlans;
    }

    // The redundancy domain: this switch's stated half, and its peer-link
    // partner's for the other ends. Written only when both state theirs.
    void redundancy(std::set<int> &vlans)
    {
        const Switch *peer = nullptr;
        QStringList members;
        for (const SwitchPlan::Port &port : plan.ports) {
            if (!port.peerLink)
                continue;
            const Link *link = index.linkOf.at(port.id);
            const QString other = link->a == port.id ? link->b : link->a;
            if (const auto q = index.ports.find(other); q != index.ports.end()) {
                peer = q->second.first;
                members << port.name;
            }
        }
        if (!peer || spec.redundancyDomain().isEmpty())
            return;
        if (!sw.redundancy || !peer->redundancy) {
            plan.remarks << PlanText::tr("the %1 domain with %2 is not written: the design states it for %3")
                                .arg(spec.redundancyDomain(), peer->name,
                                    sw.redundancy ? PlanText::tr("this switch only")
                                        : peer->redundancy ? PlanText::tr("%1 only").arg(peer->name)
                                                           : PlanText::tr("neither switch"));
            return;
        }
        const SwitchRedundancy &mine = *sw.redundancy, &theirs = *peer->redundancy;
        SwitchPlan::Redundancy r;
        r.domain = mine.domain;
        r.priority = mine.priority.value_or(0);
        const int a = mine.priority.value_or(0), b = theirs.priority.value_or(0);
        if (a != b)
            r.primary = a < b;
        else
            for (const Switch &s : design.switches)
                if (s.id == sw.id || s.id == peer->id) {
                    r.primary = s.id == sw.id;
                    break;
                }
        r.peerName = peer->name;
        r.keepalive = mine.keepalive;
        r.peerKeepalive = theirs.keepalive;
        if (const auto address = Ipv4Address::parse(mine.keepalive))
            for (const Subnet &subnet : design.subnets)
                if (const auto prefix = Ipv4Prefix::parse(subnet.prefix); prefix && prefix->contains(*address)) {
                    r.keepalivePrefix = prefix->length();
                    break;
                }
        r.vrf = mine.keepaliveVrf.isEmpty() ? spec.managementVrf() : mine.keepaliveVrf;
        if (spec.takesSystemMac())
            r.systemMac = mine.systemMac;
        else if (!mine.systemMac.isEmpty())
            plan.remarks << PlanText::tr("%1 derives the domain's system MAC itself; the design's %2 is not written")
                                .arg(spec.displayName(), mine.systemMac);
        r.peerAddress = !mine.peerAddress.isEmpty()
            ? mine.peerAddress
            : (r.primary ? QStringLiteral("169.254.0.1/30") : QStringLiteral("169.254.0.2/30"));
        r.peerPeerAddress = !theirs.peerAddress.isEmpty()
            ? theirs.peerAddress.section(QLatin1Char('/'), 0, 0)
            : (r.primary ? QStringLiteral("169.254.0.2") : QStringLiteral("169.254.0.1"));
        // IRF makes the pair one device whose interfaces are numbered by
        // member: the second member, renumbered to 2, has its ports as
        // <type>2/0/<n> (HPE FlexFabric 5945 IRF Configuration Guide, "Member
        // ID" and "Interface naming conventions"), so every line of its
        // configuration, and the check of the fabric's, names them so.
        if (spec.peerLinkMember() == SwitchPlatformSpec::PeerLinkMember::Irf && !r.primary) {
            static const QRegularExpression memberOne(QStringLiteral("^([A-Za-z-]+)1/(\\d+/\\d+(?::\\d+)?)$"));
            const auto renumber = [](QString &name) {
                const QRegularExpressionMatch m = memberOne.match(name);
                if (m.hasMatch())
                    name = m.captured(1) + QStringLiteral("2/") + m.captured(2);
            };
            for (SwitchPlan::Port &port : plan.ports)
                renumber(port.name);
            for (QString &name : members)
                renumber(name);
            plan.remarks << PlanText::tr("IRF member 2: its ports are written as numbered after the renumbering "
                                         "(%1), as the fabric names them")
                                .arg(members.value(0));
        }
        r.ports = members;
        plan.redundancy = r;
        // The peer-link VLAN the pair talks over, on the peer link only.
        if (spec.peerVlan()) {
            vlans.insert(SwitchPlan::Redundancy::peerVlan);
            for (SwitchPlan::Port &port : plan.ports)
                if (port.peerLink && !port.vlans.contains(SwitchPlan::Redundancy::peerVlan))
                    port.vlans << SwitchPlan::Redundancy::peerVlan;
        }
    }
};

} // namespace

SwitchPlan SwitchPlan::forSwitch(const Design &design, const Switch &sw, const SwitchPlanIndex &index)
{
    SwitchPlan plan;
    plan.name = sw.name;
    plan.platform = sw.platform;
    plan.model = sw.model;
    {
        const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(sw.platform);
        const SwitchPlatformSpec::Model *model = spec.model(sw.model);
        plan.hierarchicalScheduling = (model ? *model : spec.defaultModel()).hierarchicalScheduling;
    }
    if (sw.hostNativeVlan) {
        plan.hostNativeVlan = *sw.hostNativeVlan;
    } else {
        std::set<int> used;
        for (const Subnet &s : design.subnets)
            used.insert(s.vlan);
        while (used.count(plan.hostNativeVlan) && plan.hostNativeVlan < 4094)
            ++plan.hostNativeVlan;
    }
    SwitchSections sections{design, sw, index, SwitchPlatformSpec::of(sw.platform), plan, {}, {}};
    sections.firmware();
    sections.qos();
    sections.queues();
    std::set<int> vlans = sections.ports();
    sections.redundancy(vlans);
    plan.mtu = mtuCeiling(sw.platform, sw.mtu);
    vlans.erase(1); // the default VLAN exists on every switch
    // The host native VLAN is named for the untagged subnet it carries, or
    // for carrying nothing.
    const bool nativeCarries = std::any_of(plan.ports.begin(), plan.ports.end(), [&plan](const SwitchPlan::Port &p) {
        return p.hostFacing && p.untagged && p.nativeVlan == plan.hostNativeVlan;
    });
    const QString nativeName = nativeCarries && !index.untaggedName.isEmpty() ? index.untaggedName
                                                                               : QStringLiteral("Native unused");
    for (int v : vlans)
        plan.vlans.push_back({v,
            index.vlanNames.count(v)                                       ? index.vlanNames.at(v)
                : plan.redundancy && v == SwitchPlan::Redundancy::peerVlan ? QStringLiteral("MLAG peer")
                : v == plan.hostNativeVlan                                 ? nativeName
                                                                           : QStringLiteral("VLAN %1").arg(v)});
    return plan;
}

} // namespace hvnet

// The host's Windows, its adapters (present, up, at speed), their frame
// sizes, and RDMA on the adapters and host vNICs the plan names.

#include "hostchecks.h"

#include "hostcheckcontext.h"
#include "livecatalogue.h"
#include "model/design.h"
#include "plans/psliteral.h"

#include <algorithm>
#include <cmath>

namespace hvnet {

namespace {

using namespace evidence;

// The speed an adapter negotiated, in Gbps: the bits per second Windows
// reports, else its display text ("25 Gbps", "100 Mbps").
std::optional<double> linkGbps(const NetAdapter &a)
{
    if (a.receiveLinkSpeed.known() && *a.receiveLinkSpeed > 0)
        return double(*a.receiveLinkSpeed) / 1e9;
    if (a.transmitLinkSpeed.known() && *a.transmitLinkSpeed > 0)
        return double(*a.transmitLinkSpeed) / 1e9;
    if (!a.linkSpeed.known())
        return std::nullopt;
    const QStringList parts = a.linkSpeed->simplified().split(QLatin1Char(' '));
    bool ok = false;
    const double number = parts.value(0).toDouble(&ok);
    if (!ok || parts.size() != 2)
        return std::nullopt;
    const QString unit = parts[1].toLower();
    if (unit == QLatin1String("gbps"))
        return number;
    if (unit == QLatin1String("mbps"))
        return number / 1000;
    if (unit == QLatin1String("kbps"))
        return number / 1e6;
    if (unit == QLatin1String("bps"))
        return number / 1e9;
    return std::nullopt;
}

QString gbps(double value)
{
    return QString::number(value, 'g', 4);
}

QString technologyName(const QString &value)
{
    // *NetworkDirectTechnology (INF requirements for NDKPI).
    switch (value.toInt()) {
    case 1: return QStringLiteral("iWARP");
    case 2: return QStringLiteral("InfiniBand");
    case 3: return QStringLiteral("RoCE");
    case 4: return QStringLiteral("RoCEv2");
    default: return value;
    }
}

const AdvancedProperty *property(const HostCheckContext &c, const QString &adapter, const QString &keyword)
{
    for (const AdvancedProperty &p : c.evidence().netAdapterAdvancedProperty.rows)
        if (p.name.known() && p.registryKeyword.known() && p.name->compare(adapter, Qt::CaseInsensitive) == 0
            && p.registryKeyword->compare(keyword, Qt::CaseInsensitive) == 0)
            return &p;
    return nullptr;
}

QString registryValue(const AdvancedProperty &p)
{
    return p.registryValue.known() ? quotedEvidence(p.registryValue->join(QStringLiteral(", "))) : QString();
}

} // namespace

void checkHostOs(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const HostPlan::OsExpectation expected = c.plan().osExpectation();
    const QStringList objects{c.node().id};
    if (!e.os.buildNumber && e.os.caption.isEmpty()) {
        c.notChecked(LiveText::tr("%1: the evidence does not say which Windows the host runs; the version is not "
                                  "checked")
                         .arg(c.host()),
            objects, e.os.line);
        return;
    }
    const long long build = e.os.buildNumber.value_or(0);
    const bool buildOk = build >= expected.minBuild && (expected.maxBuild == 0 || build <= expected.maxBuild);
    const bool familyOk = std::any_of(expected.families.begin(), expected.families.end(),
        [&e](const QString &family) { return e.os.caption.contains(family, Qt::CaseInsensitive); });
    // A member server (ProductType 3), not a workstation or domain controller.
    const bool roleOk = !e.os.productType || *e.os.productType == 3;
    c.compared(objects);
    if (buildOk && familyOk && roleOk)
        return;
    const QString builds = expected.maxBuild == 0 ? LiveText::tr("build %1 or later").arg(expected.minBuild)
                                                  : LiveText::tr("build %1").arg(expected.minBuild);
    const QString message = roleOk
        ? LiveText::tr("%1 runs %2 (build %3); the design plans %4 (%5). What the node can run differs between "
                       "versions (SET, RDMA on host vNICs, per-adapter DCB, Network ATC): correct the node's os in the "
                       "design, or the host.")
        : LiveText::tr("%1 runs %2 (build %3), not as a member server; the design plans a member server with %4 (%5). "
                       "A cluster node is neither a workstation nor a domain controller.");
    c.raise(live::hostOs, message.arg(c.host(), quotedEvidence(e.os.caption), QString::number(build), expected.name, builds),
        objects, e.os.line);
}

void checkAdapters(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    if (!c.usable(e.netAdapter, "netAdapter", LiveText::tr("the adapters")))
        return;
    QStringList present;
    for (const NetAdapter &a : e.netAdapter.rows)
        if (a.name.known())
            present << quotedEvidence(*a.name);
    for (const Adapter &planned : c.node().adapters) {
        const QStringList objects{planned.id};
        c.compared(objects);
        const NetAdapter *a = c.find(e.netAdapter, &NetAdapter::name, planned.name);
        if (!a) {
            c.raise(live::hostAdapter,
                LiveText::tr("%1: the adapter \"%2\" is missing: Windows has no adapter of that name (it has %3). "
                             "Rename the right one to the design's name (Rename-NetAdapter -Name <its name> -NewName "
                             "%4), or correct the design.")
                    .arg(c.host(), planned.name, present.isEmpty() ? LiveText::tr("none") : present.join(QStringLiteral(", ")),
                        psLiteral(planned.name)),
                objects, e.netAdapter.line);
            continue;
        }
        if (a->status.known() && a->status->compare(QLatin1String("Up"), Qt::CaseInsensitive) != 0) {
            c.raise(live::hostAdapter,
                LiveText::tr("%1: the adapter \"%2\" is %3 (media %4); the design plans it up at %5 Gbps. Check its "
                             "cable, transceiver and switch port; if it is disabled: Enable-NetAdapter -Name %6")
                    .arg(c.host(), planned.name, c.shown(a->status), c.shown(a->mediaConnectionState),
                        gbps(planned.speedGbps), psLiteral(planned.name)),
                objects, a->status.line);
            continue;
        }
        const auto speed = linkGbps(*a);
        if (speed && std::abs(*speed - planned.speedGbps) > planned.speedGbps * 0.01) {
            const int line = a->receiveLinkSpeed.known() ? a->receiveLinkSpeed.line : a->linkSpeed.line;
            c.raise(live::hostAdapter,
                LiveText::tr("%1: the adapter \"%2\" runs at %3 Gbps; the design plans %4 Gbps. Check the cable, the "
                             "transceiver and the switch port's speed; Get-NetAdapter -Name %5 shows the speed after a "
                             "change.")
                    .arg(c.host(), planned.name, gbps(*speed), gbps(planned.speedGbps), psLiteral(planned.name)),
                objects, line);
        }
    }

    // Frame sizes: the planned *JumboPacket of adapters and host vNICs, and
    // the IP MTU in force (the frame less its 14-byte Ethernet header), which
    // lags until the adapter restarts.
    const bool properties = c.usable(e.netAdapterAdvancedProperty, "netAdapterAdvancedProperty",
        LiveText::tr("the adapters' advanced properties (frame size, RDMA technology)"));
    for (const HostPlan::AdapterProperty &p : c.plan().adapterProperties) {
        if (p.keyword != QLatin1String("*JumboPacket"))
            continue;
        const QStringList objects = c.objectsOf(p.adapter);
        if (properties && c.find(e.netAdapter, &NetAdapter::name, p.adapter)) {
            c.compared(objects);
            const AdvancedProperty *found = property(c, p.adapter, p.keyword);
            if (!found || registryValue(*found) != p.value) {
                c.raise(live::hostMtu,
                    LiveText::tr("%1: %2 has *JumboPacket %3; the design plans %4 (%5). Fix: Set-NetAdapterAdvancedProperty "
                                 "-Name %6 -RegistryKeyword '*JumboPacket' -RegistryValue %4 (the adapter restarts), or "
                                 "run the node's deployment script.")
                        .arg(c.host(), p.adapter, found ? registryValue(*found) : LiveText::tr("no setting"), p.value,
                            p.meaning, psLiteral(p.adapter)),
                    objects, found ? found->registryValue.line : e.netAdapterAdvancedProperty.line);
                continue;
            }
        }
        // An interface whose MTU the design states is held to that below.
        const auto &stated = c.plan().interfaceMtus;
        const bool mtuStated = std::any_of(stated.begin(), stated.end(),
            [&](const HostPlan::InterfaceMtu &m) { return m.alias.compare(p.adapter, Qt::CaseInsensitive) == 0; });
        if (!e.netIPInterface.collected() || mtuStated)
            continue;
        const IpInterface *ip = c.find(e.netIPInterface, &IpInterface::interfaceAlias, p.adapter);
        const long long mtu = p.value.toLongLong() - 14;
        if (ip && ip->nlMtu.known() && *ip->nlMtu != mtu) {
            c.compared(objects);
            c.raise(live::hostMtu,
                LiveText::tr("%1: the IP MTU in force on %2 is %3; its planned frames of %4 bytes make %5. Restart the "
                             "adapter so the frame size takes effect: Restart-NetAdapter -Name %6")
                    .arg(c.host(), p.adapter, QString::number(*ip->nlMtu), p.value, QString::number(mtu),
                        psLiteral(p.adapter)),
                objects, ip->nlMtu.line);
        }
    }

    // The IPv4 MTU the design states for an interface.
    if (!c.plan().interfaceMtus.empty()
        && c.usable(e.netIPInterface, "netIPInterface", LiveText::tr("the interfaces' MTU")))
        for (const HostPlan::InterfaceMtu &m : c.plan().interfaceMtus) {
            const IpInterface *ip = c.find(e.netIPInterface, &IpInterface::interfaceAlias, m.alias);
            if (!ip || !ip->nlMtu.known())
                continue;
            const QStringList objects = c.objectsOf(m.alias);
            c.compared(objects);
            if (*ip->nlMtu != m.mtu)
                c.raise(live::hostMtu,
                    LiveText::tr("%1: the IPv4 MTU of %2 is %3; the design plans %4. Fix: Set-NetIPInterface "
                                 "-InterfaceAlias %5 -AddressFamily IPv4 -NlMtuBytes %4, or run the node's deployment "
                                 "script.")
                        .arg(c.host(), m.alias, QString::number(*ip->nlMtu), QString::number(m.mtu),
                            psLiteral(m.alias)),
                    objects, ip->nlMtu.line);
        }
}

void checkRdma(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const HostPlan &plan = c.plan();
    if (plan.rdmaAdapters.isEmpty() || !c.usable(e.netAdapterRdma, "netAdapterRdma", LiveText::tr("RDMA")))
        return;
    for (const QString &alias : plan.rdmaAdapters) {
        const QStringList objects = c.objectsOf(alias);
        if (!c.find(e.netAdapter, &NetAdapter::name, alias))
            continue; // a missing adapter is live.host-adapter's, a missing vNIC live.host-vswitch's
        c.compared(objects);
        const bool vnic = alias.startsWith(QLatin1String("vEthernet ("));
        const AdapterRdma *r = c.find(e.netAdapterRdma, &AdapterRdma::name, alias);
        if (!r) {
            const QString why = vnic && c.before2016()
                ? LiveText::tr("Windows Server 2012 R2 and earlier have no RDMA on host vNICs")
                : LiveText::tr("its driver or firmware offers none, or RDMA is off in the adapter's firmware settings");
            c.raise(live::hostRdma,
                LiveText::tr("%1: %2 reports no RDMA (Get-NetAdapterRdma does not list it); the design plans SMB Direct "
                             "over it: %3.")
                    .arg(c.host(), alias, why),
                objects, e.netAdapterRdma.line);
            continue;
        }
        if (r->enabled.known() && !*r->enabled) {
            c.raise(live::hostRdma,
                LiveText::tr("%1: RDMA is disabled on %2; the design plans it on. Fix: Enable-NetAdapterRdma -Name %3")
                    .arg(c.host(), alias, psLiteral(alias)),
                objects, r->enabled.line);
            continue;
        }
        // Operational exists on newer Windows only (under two names); without
        // it, queue pairs show whether RDMA runs at all, as Test-Rdma.ps1 checks.
        const Flag &operational = r->operational.known() ? r->operational : r->operationalState;
        if (operational.known() && !*operational) {
            c.raise(live::hostRdma,
                LiveText::tr("%1: RDMA is enabled on %2 but not operational. Check the driver (an inbox driver often "
                             "has no RDMA), the firmware's RDMA setting, and for RoCE DCB on the physical adapters; "
                             "Get-NetAdapterRdma -Name %3 shows it.")
                    .arg(c.host(), alias, psLiteral(alias)),
                objects, operational.line);
            continue;
        }
        if (!operational.known() && r->maxQueuePairCount.known() && *r->maxQueuePairCount == 0) {
            c.raise(live::hostRdma,
                LiveText::tr("%1: %2 reports 0 RDMA queue pairs, so RDMA does not run on it (Test-Rdma.ps1's check). "
                             "Check the driver and the firmware's RDMA setting.")
                    .arg(c.host(), alias),
                objects, r->maxQueuePairCount.line);
        }
    }
    if (!e.netAdapterAdvancedProperty.collected())
        return;
    // The miniport's own switch and the RDMA technology, on physical adapters.
    for (const Adapter &a : c.node().adapters) {
        if (!plan.rdmaAdapters.contains(a.name))
            continue;
        if (const AdvancedProperty *nd = property(c, a.name, QStringLiteral("*NetworkDirect"));
            nd && registryValue(*nd) == QLatin1String("0")) {
            c.raise(live::hostRdma,
                LiveText::tr("%1: RDMA is switched off in the driver of %2 (*NetworkDirect 0); the design plans it on. "
                             "Fix: Set-NetAdapterAdvancedProperty -Name %3 -RegistryKeyword '*NetworkDirect' "
                             "-RegistryValue 1")
                    .arg(c.host(), a.name, psLiteral(a.name)),
                {a.id}, nd->registryValue.line);
        }
    }
    for (const HostPlan::AdapterProperty &p : plan.adapterProperties) {
        if (p.keyword != QLatin1String("*NetworkDirectTechnology"))
            continue;
        const AdvancedProperty *found = property(c, p.adapter, p.keyword);
        // A driver that offers one technology need not have the keyword (as
        // the deployment and check scripts accept).
        if (!found && p.optional)
            continue;
        const QStringList objects = c.objectsOf(p.adapter);
        c.compared(objects);
        if (found && registryValue(*found) == p.value)
            continue;
        const QString actual = found ? registryValue(*found) : QString();
        c.raise(live::hostRdma,
            LiveText::tr("%1: %2 uses the RDMA technology %3 (*NetworkDirectTechnology %4); the design plans %5 (%6). "
                         "RoCE and iWARP never talk to each other. Fix: Set-NetAdapterAdvancedProperty -Name %7 "
                         "-RegistryKeyword '*NetworkDirectTechnology' -RegistryValue %6")
                .arg(c.host(), p.adapter, found ? technologyName(actual) : LiveText::tr("(none)"),
                    found ? actual : LiveText::tr("not set"), p.meaning, p.value, psLiteral(p.adapter)),
            objects, found ? found->registryValue.line : e.netAdapterAdvancedProperty.line);
    }
}

} // namespace hvnet

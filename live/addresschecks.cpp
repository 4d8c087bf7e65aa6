// Addresses, default gateways and DNS: each interface's planned address and
// prefix, no other address given to it, one default gateway per node and
// none on a network the design gives none, DNS registration and servers.

#include "hostchecks.h"

#include "hostcheckcontext.h"
#include "livecatalogue.h"
#include "model/design.h"
#include "plans/psliteral.h"

#include <set>

namespace hvnet {

namespace {

using namespace evidence;

// Addresses an interface was given, by hand or by DHCP: not the link-local
// ones Windows makes itself (WellKnown), nor those being removed.
bool isGiven(const IpAddress &a)
{
    const QString origin = a.prefixOrigin.valueOr(QString());
    return origin.compare(QLatin1String("Manual"), Qt::CaseInsensitive) == 0
        || origin.compare(QLatin1String("Dhcp"), Qt::CaseInsensitive) == 0;
}

QString withPrefix(const IpAddress &a)
{
    return QStringLiteral("%1/%2").arg(quotedEvidence(a.ipAddress.valueOr(QString())), HostCheckContext::shown(a.prefixLength));
}

// A default route's gateway: 0.0.0.0 is an on-link route, not a gateway.
bool isGateway(const Route &r)
{
    return r.nextHop.known() && !r.nextHop->isEmpty() && *r.nextHop != QLatin1String("0.0.0.0");
}

void checkDefaultGateways(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    if (!c.usable(e.netRoute, "netRoute", LiveText::tr("the default gateways")))
        return;
    const QStringList objects{c.node().id};
    c.compared(objects);
    std::set<std::pair<QString, QString>> gateways;
    QStringList shown;
    int line = e.netRoute.line;
    for (const Route &r : e.netRoute.rows) {
        if (!isGateway(r))
            continue;
        const auto key = std::pair(r.interfaceAlias.valueOr(QString()).toLower(), *r.nextHop);
        if (gateways.insert(key).second) {
            shown << QStringLiteral("%1 via %2").arg(quotedEvidence(*r.nextHop), c.shown(r.interfaceAlias));
            if (gateways.size() == 2)
                line = r.line;
        }
    }
    if (gateways.size() > 1)
        c.raise(live::hostAddress,
            LiveText::tr("%1 has %2 default gateways (%3); a node has exactly one, on its management network. Remove "
                         "the others: Remove-NetRoute -InterfaceAlias <alias> -DestinationPrefix '0.0.0.0/0'")
                .arg(c.host())
                .arg(gateways.size())
                .arg(shown.join(QStringLiteral(", "))),
            objects, line);
}

} // namespace

void checkAddresses(HostCheckContext &c)
{
    const HostEvidence &e = c.evidence();
    const HostPlan &plan = c.plan();
    if (!plan.addresses.empty() && c.usable(e.netIPAddress, "netIPAddress", LiveText::tr("the addresses"))) {
        for (const HostPlan::Address &a : plan.addresses) {
            const QStringList objects = c.objectsOf(a.alias);
            c.compared(objects);
            QStringList given;
            bool planned = false;
            int line = e.netIPAddress.line;
            for (const IpAddress &ip : e.netIPAddress.rows) {
                if (!ip.interfaceAlias.known() || ip.interfaceAlias->compare(a.alias, Qt::CaseInsensitive) != 0
                    || !isGiven(ip))
                    continue;
                // The cluster's own address on the node that owns its group is
                // not the node's: the deployment script keeps it too.
                if (ip.skipAsSource.valueOr(false))
                    continue;
                line = ip.ipAddress.line;
                if (ip.ipAddress.valueOr(QString()) == a.address && ip.prefixLength.valueOr(-1) == a.prefixLength)
                    planned = true;
                else
                    given << withPrefix(ip);
            }
            if (planned && given.isEmpty())
                continue;
            const QString want = QStringLiteral("%1/%2").arg(a.address).arg(a.prefixLength);
            if (!planned)
                c.raise(live::hostAddress,
                    LiveText::tr("%1: %2 has %3; the design plans %4 in %5. Fix: New-NetIPAddress -InterfaceAlias %6 "
                                 "-IPAddress %7 -PrefixLength %8, and remove the other address, or run the node's "
                                 "deployment script.")
                        .arg(c.host(), a.alias,
                            given.isEmpty() ? LiveText::tr("no IPv4 address") : given.join(QStringLiteral(", ")), want,
                            a.subnet, psLiteral(a.alias), psLiteral(a.address))
                        .arg(a.prefixLength),
                    objects, line);
            else
                c.raise(live::hostAddress,
                    LiveText::tr("%1: %2 has %3 besides its planned %4; an interface has one address, or SMB and the "
                                 "cluster may use the other. Fix: Remove-NetIPAddress -InterfaceAlias %5 -IPAddress "
                                 "<address>")
                        .arg(c.host(), a.alias, given.join(QStringLiteral(", ")), want, psLiteral(a.alias)),
                    objects, line);
        }
    }
    checkDefaultGateways(c);
    // A gateway on a network the design gives none (storage, typically).
    if (e.netRoute.collected())
        for (const HostPlan::Address &a : plan.addresses) {
            if (!a.gateway.isEmpty())
                continue;
            for (const evidence::Route &r : e.netRoute.rows)
                if (isGateway(r) && r.interfaceAlias.known()
                    && r.interfaceAlias->compare(a.alias, Qt::CaseInsensitive) == 0) {
                    c.raise(live::hostAddress,
                        LiveText::tr("%1: %2 has the default gateway %3; the design gives %4 none (storage traffic is "
                                     "not routed, and clustering takes a network with a gateway for a client network). "
                                     "Fix: Remove-NetRoute -InterfaceAlias %5 -DestinationPrefix '0.0.0.0/0'")
                            .arg(c.host(), a.alias, quotedEvidence(*r.nextHop), a.subnet, psLiteral(a.alias)),
                        c.objectsOf(a.alias), r.line);
                    break;
                }
        }

    // DNS: registration as planned (off on storage), and the planned servers in order.
    if (plan.addresses.empty())
        return;
    if (c.usable(e.dnsClient, "dnsClient", LiveText::tr("DNS registration")))
        for (const HostPlan::Address &a : plan.addresses) {
            const DnsClient *d = c.find(e.dnsClient, &DnsClient::interfaceAlias, a.alias);
            if (!d || !d->registerThisConnectionsAddress.known())
                continue;
            c.compared(c.objectsOf(a.alias));
            if (*d->registerThisConnectionsAddress != a.registerDns)
                c.raise(live::hostDns,
                    a.registerDns
                        ? LiveText::tr("%1: %2 does not register in DNS; the design plans it to (it is how clients find "
                                       "the node). Fix: Set-DnsClient -InterfaceAlias %3 -RegisterThisConnectionsAddress "
                                       "$true")
                              .arg(c.host(), a.alias, psLiteral(a.alias))
                        : LiveText::tr("%1: %2 registers its address in DNS; the design plans it not to, or clients "
                                       "resolve the node to an address they cannot reach. Fix: Set-DnsClient "
                                       "-InterfaceAlias %3 -RegisterThisConnectionsAddress $false")
                              .arg(c.host(), a.alias, psLiteral(a.alias)),
                    c.objectsOf(a.alias), d->registerThisConnectionsAddress.line);
        }
    if (c.usable(e.dnsClientServerAddress, "dnsClientServerAddress", LiveText::tr("the DNS servers")))
        for (const HostPlan::Address &a : plan.addresses) {
            const DnsServers *d = c.find(e.dnsClientServerAddress, &DnsServers::interfaceAlias, a.alias);
            if (!d)
                continue;
            c.compared(c.objectsOf(a.alias));
            const QStringList found = d->serverAddresses.valueOr(QStringList());
            if (found != a.dns)
                c.raise(live::hostDns,
                    LiveText::tr("%1: %2 asks the DNS servers %3; the design plans %4 (in this order). Fix: "
                                 "Set-DnsClientServerAddress -InterfaceAlias %5 %6")
                        .arg(c.host(), a.alias,
                            found.isEmpty() ? LiveText::tr("none") : quotedEvidence(found.join(QStringLiteral(", "))),
                            a.dns.isEmpty() ? LiveText::tr("none") : a.dns.join(QStringLiteral(", ")), psLiteral(a.alias),
                            a.dns.isEmpty() ? QStringLiteral("-ResetServerAddresses")
                                            : QStringLiteral("-ServerAddresses %1").arg(psArray(a.dns))),
                    c.objectsOf(a.alias), d->serverAddresses.known() ? d->serverAddresses.line : d->line);
        }
}

} // namespace hvnet

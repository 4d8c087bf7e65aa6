#include "comwareconfigreader.h"

#include "platforms/configtree.h"

#include <algorithm>
#include <map>
#include <vector>

namespace hvnet {

namespace {

int queueNumber(const QString &name)
{
    static const QStringList names{QStringLiteral("be"), QStringLiteral("af1"), QStringLiteral("af2"),
        QStringLiteral("af3"), QStringLiteral("af4"), QStringLiteral("ef"), QStringLiteral("cs6"), QStringLiteral("cs7")};
    bool ok = false;
    const int n = name.toInt(&ok);
    return ok ? n : int(names.indexOf(name.toLower()));
}

} // namespace

SwitchState ComwareConfigReader::read(const QString &text) const
{
    const ConfigTree tree = ConfigTree::parse(text);
    SwitchState state;
    QStringList madAddresses;
    std::vector<int> irfMembers; // the members an "irf member <m> priority <p>" line is written for
    std::map<int, int> lpOfDot1p{{0, 2}, {1, 0}, {2, 1}, {3, 3}, {4, 4}, {5, 5}, {6, 6}, {7, 7}};
    bool firstPort = true;
    for (const ConfigTree::Node &n : tree.roots()) {
        if (ConfigTree::readVlan(n, state.vlans))
            continue;
        if (n.text == QLatin1String("lldp global enable"))
            state.lldpEnabled = true;
        else if (n.text == QLatin1String("undo lldp global enable"))
            state.lldpEnabled = false;
        // IRF: the domain, the member's priority, the IRF ports' physical
        // interfaces. One fabric's configuration holds every member, so the
        // role and the MAD addresses are not one switch's and are not read.
        if (n.is(QStringLiteral("irf domain")) || n.is(QStringLiteral("irf-port"))
            || (n.is(QStringLiteral("irf member")) && n.words().value(3) == QLatin1String("priority"))) {
            if (!state.redundancy) {
                state.redundancy.emplace();
                state.redundancy->line = n.line;
            }
            if (n.is(QStringLiteral("irf domain")))
                state.redundancy->domain = n.words().value(2).toInt();
            else if (n.is(QStringLiteral("irf member")))
                irfMembers.push_back(n.words().value(2).toInt());
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("port group interface")))
                    state.redundancy->ports << c.words().mid(3).join(QString());
            continue;
        }
        // BFD MAD's addresses: one alone is this member's own, its keepalive source.
        if (n.is(QStringLiteral("interface")))
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("mad ip address")))
                    madAddresses << c.words().value(3);
        if (n.is(QStringLiteral("qos map-table dot1p-lp"))) {
            for (const ConfigTree::Node &c : n.children)
                if (c.is(QStringLiteral("import")) && c.words().size() == 4)
                    for (int p : ConfigTree::numbers(c.words().value(1)))
                        lpOfDot1p[p] = c.words().value(3).toInt();
        } else if (n.is(QStringLiteral("priority-flow-control deadlock cos"))) {
            state.pfcWatchdog = true;
        } else if (n.is(QStringLiteral("interface"))) {
            // A block that only shuts the interface down or brings it up (as
            // a pasted IRF binding does around "port group interface")
            // changes nothing compared here: the interface's own block stands.
            const bool onlyShutdown = !n.children.empty()
                && std::all_of(n.children.begin(), n.children.end(), [](const ConfigTree::Node &c) {
                       return c.text == QLatin1String("shutdown") || c.text == QLatin1String("undo shutdown");
                   });
            const QStringList names = ConfigTree::interfaceNames(n);
            if (onlyShutdown
                && std::all_of(names.begin(), names.end(), [&](const QString &name) { return state.ports.count(name) > 0; }))
                continue;
            SwitchState::Port port = ConfigTree::portOf(n);
            QString pfc; // "enable", "auto" or none
            std::set<int> noDrop;
            VlanSet permitted{1};
            bool trunk = false;
            std::map<int, double> weights;
            std::set<int> ecn;
            for (const ConfigTree::Node &c : n.children) {
                if (c.is(QStringLiteral("description")))
                    port.description = c.after(QStringLiteral("description"));
                else if (c.is(QStringLiteral("port link-type trunk")))
                    trunk = true;
                else if (c.is(QStringLiteral("port trunk permit vlan")))
                    permitted.insert(ConfigTree::vlans(c.after(QStringLiteral("port trunk permit vlan"))));
                else if (c.is(QStringLiteral("undo port trunk permit vlan")))
                    permitted.erase(ConfigTree::vlans(c.after(QStringLiteral("undo port trunk permit vlan"))));
                else if (c.is(QStringLiteral("port trunk pvid vlan")))
                    port.nativeVlan = c.words().last().toInt();
                else if (c.is(QStringLiteral("jumboframe enable")))
                    port.mtu = c.words().last().toInt();
                else if (c.text == QLatin1String("priority-flow-control enable")
                    || c.text == QLatin1String("priority-flow-control auto"))
                    pfc = c.words().last();
                else if (c.text == QLatin1String("undo priority-flow-control"))
                    pfc.clear();
                else if (c.is(QStringLiteral("priority-flow-control no-drop dot1p")))
                    noDrop = ConfigTree::numbers(c.after(QStringLiteral("priority-flow-control no-drop dot1p")));
                else if ((c.is(QStringLiteral("qos wfq")) || c.is(QStringLiteral("qos wrr"))) && c.words().size() == 7
                    && c.words().value(5) == QLatin1String("byte-count"))
                    weights[queueNumber(c.words().value(2))] = c.words().last().toDouble();
                else if (c.is(QStringLiteral("qos wred queue")) && c.words().last() == QLatin1String("ecn"))
                    ecn.insert(c.words().value(3).toInt());
                else if (c.is(QStringLiteral("stp edged-port")))
                    port.edge = true;
                else if (c.is(QStringLiteral("port access vlan")))
                    port.nativeVlan = c.words().last().toInt();
                else if (c.is(QStringLiteral("lldp tlv-enable dot1-tlv dcbx")))
                    port.dcbxTlvs = true;
                else if (c.text == QLatin1String("undo lldp enable"))
                    port.lldp = false;
                else if (c.is(QStringLiteral("qos apply policy")))
                    port.qosPolicies << c.words().value(3);
                else if (c.is(QStringLiteral("qos trust")))
                    port.qosPolicies << c.text;
            }
            port.mode = trunk ? QStringLiteral("trunk") : QStringLiteral("access");
            port.vlans = trunk ? permitted : VlanSet{*port.nativeVlan};
            if (!pfc.isEmpty()) {
                port.pfcPriorities = noDrop;
                state.policyPfcPriorities.insert(noDrop.begin(), noDrop.end());
            }
            port.pfcNegotiated = pfc == QLatin1String("auto");
            // Queue shares are per port on Comware; the first port stands for the switch.
            if (firstPort && !weights.empty()) {
                double sum = 0;
                for (const auto &[q, w] : weights)
                    sum += w;
                for (const auto &[q, w] : weights)
                    state.shares[q] = sum > 0 ? w * 100 / sum : 0;
                firstPort = false;
            }
            state.ecnQueues.insert(ecn.begin(), ecn.end());
            ConfigTree::storePorts(n, port, state.ports);
        }
    }
    for (int p = 0; p < 8; ++p)
        state.queueOf[p] = lpOfDot1p[p]; // local precedence n is queue n
    if (state.redundancy && madAddresses.size() == 1)
        state.redundancy->keepalive = madAddresses.front();
    // A configuration with one member's priority is that member's: hvnet
    // writes member 1 (the higher priority, the master) for the primary and
    // renumbers the other to 2. A fabric's configuration names both, and
    // then which of them this switch is is not in the text.
    if (state.redundancy && irfMembers.size() == 1)
        state.redundancy->primary = irfMembers.front() == 1;
    return state;
}

} // namespace hvnet

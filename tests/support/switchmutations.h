#pragma once

// The defects the switch tests put into a generated running configuration,
// one or more per platform and family: the text replaced (the first place it
// occurs in the s2d-converged-set starter's configuration of the first ToR
// on that platform), what replaces it, and the live finding it raises. The
// check's tests (tst_liveswitches) expect the finding; the push's
// (tst_switchdelta) the change that repairs it.

#include <vector>

namespace hvnet::switchtests {

struct Mutation {
    const char *platform;
    const char *what;
    const char *from;
    const char *to;
    const char *rule;
};

inline const std::vector<Mutation> &mutations()
{
    static const std::vector<Mutation> list = [] {
        std::vector<Mutation> out;
        const auto row = [&out](const char *platform, const char *what, const char *from, const char *to, const char *rule) {
            out.push_back({platform, what, from, to, rule});
        };
        const char *pfc = "live.switch-pfc", *vlan = "live.switch-vlan", *mtu = "live.switch-mtu", *ets = "live.switch-ets";
        row("cisco-nxos", "pfc on 4", "pause pfc-cos 3", "pause pfc-cos 4", pfc);
        row("cisco-nxos", "vlan gone", "allowed vlan 99,711", "allowed vlan 99", vlan);
        row("cisco-nxos", "mtu", "  mtu 9216\n  service", "  mtu 1500\n  service", mtu);
        row("cisco-nxos", "ets", "remaining percent 50", "remaining percent 40", ets);
        row("cisco-nxos", "port pfc off", "  priority-flow-control mode on send-tlv\n", "", pfc);
        row("dell-os10", "pfc on 4", "pfc-cos 3", "pfc-cos 4", pfc);
        row("dell-os10", "vlan gone", " switchport trunk allowed vlan 711\n", "", vlan);
        row("dell-os10", "mtu", " mtu 9216", " mtu 1500", mtu);
        row("dell-os10", "ets", "bandwidth percent 50", "bandwidth percent 40", ets);
        row("dell-os10", "port pfc off", " priority-flow-control mode on\n", "", pfc);
        row("arista-eos", "pfc on 4", "priority 3 no-drop", "priority 4 no-drop", pfc);
        row("arista-eos", "vlan gone", "allowed vlan 99,711", "allowed vlan 99", vlan);
        row("arista-eos", "mtu", "   mtu 9214", "   mtu 1500", mtu);
        row("arista-eos", "ets", "bandwidth percent 50", "bandwidth percent 40", ets);
        row("arista-eos", "port pfc off", "   priority-flow-control on\n", "", pfc);
        row("hpe-comware", "pfc on 4", "no-drop dot1p 3", "no-drop dot1p 4", pfc);
        row("hpe-comware", "vlan gone", "permit vlan 99 711", "permit vlan 99", vlan);
        row("hpe-comware", "mtu", "\n jumboframe enable 9216", "\n jumboframe enable 1500", mtu);
        row("hpe-comware", "ets", "af3 group 1 byte-count 50", "af3 group 1 byte-count 40", ets);
        row("hpe-comware", "port pfc off", " priority-flow-control enable\n", "", pfc);
        row("aruba-cx", "pfc on 4", "flow-control priority rxtx 3", "flow-control priority rxtx 4", pfc);
        row("aruba-cx", "vlan gone", "vlan trunk allowed 99,711", "vlan trunk allowed 99", vlan);
        row("aruba-cx", "mtu", "    mtu 9198", "    mtu 1500", mtu);
        row("aruba-cx", "ets", "dwrr queue 1 weight 50", "dwrr queue 1 weight 40", ets); // queues run 0, 1, 2
        row("aruba-cx", "port pfc off", "    flow-control priority rxtx 3\n", "", pfc);
        row("juniper-junos", "pfc on 4", "code-point 011 pfc", "code-point 100 pfc", pfc);
        row("juniper-junos", "vlan gone",
            "set interfaces et-0/0/0 unit 0 family ethernet-switching vlan members v711-Storage_1\n", "", vlan);
        row("juniper-junos", "mtu", "et-0/0/0 mtu 9216", "et-0/0/0 mtu 1500", mtu);
        row("juniper-junos", "ets", "HVNET-S-Q3 transmit-rate percent 50", "HVNET-S-Q3 transmit-rate percent 40",
            ets); // QFX5120: port scheduling
        row("juniper-junos", "port pfc negotiated",
            "set protocols dcbx interface all priority-flow-control no-auto-negotiation\n", "", pfc);
        row("nvidia-cumulus", "pfc on 4", "hvnet_pfc switch-priority 3", "hvnet_pfc switch-priority 4", pfc);
        row("nvidia-cumulus", "vlan gone", "nv set interface peerlink bridge domain br_default vlan 99\n", "", vlan);
        row("nvidia-cumulus", "mtu", "swp1 link mtu 9216", "swp1 link mtu 1500", mtu);
        row("nvidia-cumulus", "ets", "traffic-class 3 bw-percent 50", "traffic-class 3 bw-percent 40", ets);
        row("nvidia-cumulus", "port pfc off", "nv set interface swp1 qos pfc profile hvnet_pfc\n", "", pfc);
        // The redundancy domain, one defect per platform: a finding of its own.
        const char *domain = "live.switch-domain";
        row("cisco-nxos", "domain id", "vpc domain 1\n", "vpc domain 2\n", domain);
        row("arista-eos", "heartbeat", "heartbeat 10.20.0.253", "heartbeat 10.20.0.99", domain);
        row("nvidia-cumulus", "backup", "nv set mlag backup 10.20.0.253", "nv set mlag backup 10.20.0.99", domain);
        row("dell-os10", "domain id", "vlt-domain 1\n", "vlt-domain 2\n", domain);
        row("aruba-cx", "role", "role primary", "role secondary", domain);
        row("hpe-comware", "domain id", "irf domain 1\n", "irf domain 2\n", domain);
        row("juniper-junos", "service id", "service-id 1\n", "service-id 2\n", domain);
        // A host trunk's untagged traffic back on VLAN 1 (the plan parks it on
        // VLAN 99, as Microsoft's reference ToR configurations do).
        row("cisco-nxos", "native vlan 1", "switchport trunk native vlan 99\n", "switchport trunk native vlan 1\n", vlan);
        row("arista-eos", "native vlan 1", "switchport trunk native vlan 99\n", "switchport trunk native vlan 1\n", vlan);
        row("dell-os10", "native vlan 1", "switchport access vlan 99\n", "switchport access vlan 1\n", vlan);
        row("aruba-cx", "native vlan 1", "vlan trunk native 99\n", "vlan trunk native 1\n", vlan);
        row("hpe-comware", "native vlan 1", "port trunk pvid vlan 99\n", "port trunk pvid vlan 1\n", vlan);
        row("juniper-junos", "native vlan 1", "native-vlan-id 99\n", "native-vlan-id 1\n", vlan);
        row("nvidia-cumulus", "native vlan 1", "br_default untagged 99\n", "br_default untagged 1\n", vlan);
        // The role and the peer-link VLAN's addresses, where the configuration states them.
        row("arista-eos", "peer address", "peer-address 169.254.0.2\n", "peer-address 169.254.0.6\n", domain);
        row("juniper-junos", "iccp local address", "local-ip-addr 169.254.0.1\n", "local-ip-addr 169.254.0.5\n", domain);
        row("hpe-comware", "irf member", "irf member 1 priority 32\n", "irf member 2 priority 32\n", domain);
        return out;
    }();
    return list;
}

} // namespace hvnet::switchtests

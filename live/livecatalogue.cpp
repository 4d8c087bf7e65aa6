#include "livecatalogue.h"

#include "model/validation/rulecatalogue.h"

#include <QCoreApplication>

namespace hvnet {

namespace live {

// Texts in the rules' translation context, so Rule::title() and the
// catalogue's readers translate them like every rule's.
const RuleInfo notChecked{"live.not-checked", Severity::Info,
    QT_TRANSLATE_NOOP("hvnet::rules", "Evidence for a node, a switch or a section is absent"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "What was not collected cannot be compared, and a check that stayed silent about it would read as a pass. "
        "hvnet says what it could not check, and why (no file, a command this Windows does not have, a value the "
        "driver does not report), instead of guessing."),
    QT_TRANSLATE_NOOP("hvnet::rules", "hvnet live check (docs/live.md)")};

const RuleInfo evidenceUnreadable{"live.evidence-unreadable", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "An evidence file cannot be read"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A file that is not what its place in the evidence folder says (not JSON, not written by the collect "
        "script, about another computer, too large, a link) tells nothing about the host; it must be collected "
        "again, not skipped."),
    QT_TRANSLATE_NOOP("hvnet::rules", "hvnet live check (docs/live.md, the evidence folder)")};

const RuleInfo hostOs{"live.host-os", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A host runs another Windows than planned"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "What a node can run depends on its Windows: Switch Embedded Teaming and RDMA on host vNICs from Windows "
        "Server 2016, per-adapter DCB settings from 2016, Network ATC on Windows Server 2025 and Azure Local. A "
        "host on another version than the design's needs another plan."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Win32_OperatingSystem (Caption, BuildNumber); RDMA and Switch Embedded Teaming; Network ATC overview")};

const RuleInfo hostAdapter{"live.host-adapter", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A planned adapter is missing, down, or at another speed"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Storage paths and teams need every planned port up at its planned speed: SMB Multichannel uses only the "
        "fastest adapters of a kind, and SET wants its members alike. A port that is down or negotiated lower "
        "(a cable, a transceiver, a switch port) halves a path without any error on the host."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Get-NetAdapter (Status, LinkSpeed); Manage SMB Multichannel; RDMA and Switch Embedded Teaming")};

const RuleInfo hostMtu{"live.host-mtu", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "An adapter's frame size or an interface's MTU differs from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Jumbo frames must be the same size on the physical adapters, the storage host vNICs and every switch "
        "hop; one smaller hop drops the large frames, which SMB reads as a failing path. An interface whose "
        "MTU the design states must run that MTU."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Standardized INF keywords (*JumboPacket); Get-NetIPInterface (NlMtu); Validate-DCB")};

const RuleInfo hostRdma{"live.host-rdma", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "RDMA is off, not operational, or another technology"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "SMB Direct needs RDMA enabled and working on each physical adapter and host vNIC that carries it, and one "
        "RDMA technology on every node: RoCE and iWARP never talk to each other. Without it SMB falls back to TCP "
        "silently."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Get-NetAdapterRdma; INF requirements for NDKPI (*NetworkDirect, *NetworkDirectTechnology); Test-Rdma.ps1")};

const RuleInfo hostQos{"live.host-qos", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "QoS policies, PFC, ETS classes or DCB on an adapter differ"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "RoCE is lossless only when SMB Direct is tagged with the planned priority, PFC is on for exactly the "
        "lossless priorities and the ETS shares are the same on every host and switch. What the adapter runs "
        "(its operational settings) is what counts, not only what the host asked for."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Manage Data Center Bridging; Windows Server RDMA deployment guide; Get-NetAdapterQos; Network ATC "
        "defaults")};

const RuleInfo hostDcbx{"live.host-dcbx", Severity::Warning,
    QT_TRANSLATE_NOOP("hvnet::rules", "DCBX willing differs from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A willing host takes PFC and ETS from the switch instead of its own policy; Microsoft's guidance keeps "
        "the host authoritative (willing off), globally and on each RDMA adapter where Windows has per-adapter "
        "settings (2016 and later)."),
    QT_TRANSLATE_NOOP("hvnet::rules", "Manage Data Center Bridging (Set-NetQosDcbxSetting); Validate-DCB")};

const RuleInfo hostVSwitch{"live.host-vswitch", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A vSwitch, team, host vNIC, VLAN or team mapping differs"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "The storage vNICs must sit on the planned switch in their storage VLANs (traffic classes ride in the "
        "802.1Q tag), each mapped to its own physical port so each path stays on its own switch; an LBFO team "
        "must have its members and mode."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "RDMA and Switch Embedded Teaming; Windows Server RDMA deployment guide (team mapping, VLANs, "
        "IeeePriorityTag); Get-VMSwitch, Get-VMNetworkAdapterVlan and -Isolation")};

const RuleInfo hostAddress{"live.host-address", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "An address or prefix differs, or a node has more than one default gateway"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Each interface must have its planned address in its planned subnet, or SMB and the cluster pair the wrong "
        "interfaces; a second default gateway (often on a storage network) sends traffic the wrong way and makes "
        "clustering treat a storage network as a client network."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Get-NetIPAddress, Get-NetRoute; Azure Local environment validator (one default gateway)")};

const RuleInfo hostDns{"live.host-dns", Severity::Warning,
    QT_TRANSLATE_NOOP("hvnet::rules", "DNS registration or DNS servers differ from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A storage interface registered in DNS makes clients resolve the host to an address they cannot reach; "
        "the management interface must register and ask the planned DNS servers."),
    QT_TRANSLATE_NOOP("hvnet::rules", "Get-DnsClient, Set-DnsClient -RegisterThisConnectionsAddress")};

const RuleInfo smb{"live.smb", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "SMB Multichannel or SMB Direct differs from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "SMB uses RDMA only on interfaces it sees as RDMA-capable, follows its Multichannel constraints, and "
        "falls back to TCP without an error: connections over TCP where RDMA is planned, a constraint that "
        "differs, Multichannel switched off or SMB Direct over iWARP blocked by the firewall all cost the "
        "storage network its purpose."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Get-SmbClientNetworkInterface, Get-SmbMultichannelConnection, Get-SmbMultichannelConstraint; Manage SMB "
        "Multichannel; MS-SMBD (TCP 5445 for iWARP)")};

const RuleInfo clusterNetwork{"live.cluster-network", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "Cluster networks merged, missing, or of another role"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Each storage subnet must be its own cluster network with its planned role; merged storage networks block "
        "updates and send storage traffic across switches, and a storage network open to clients carries what it "
        "should not."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Get-ClusterNetwork (Role: 0 none, 1 cluster, 3 cluster and client); Azure Local TSG: merged storage "
        "cluster networks")};

const RuleInfo liveMigration{"live.live-migration", Severity::Warning,
    QT_TRANSLATE_NOOP("hvnet::rules", "Live migration transport or SMB limit differs"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Live migration over SMB uses the storage network and must be capped so it cannot starve storage; another "
        "transport than planned moves migrations to another network or slows them down."),
    QT_TRANSLATE_NOOP("hvnet::rules", "Set-VMHost; Set-SmbBandwidthLimit; Azure Local host network requirements")};

const RuleInfo intent{"live.intent", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A Network ATC intent is missing or not provisioned"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "With Network ATC the intents are the host's network configuration: a missing intent, other adapters, or "
        "a provisioning or configuration status other than success means the host does not run what was planned."),
    QT_TRANSLATE_NOOP("hvnet::rules", "Get-NetIntent, Get-NetIntentStatus; Deploy host networking with Network ATC")};

const RuleInfo path{"live.path", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A storage path test failed"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A planned storage path must carry frames of the planned MTU without fragmenting, without loss, reach "
        "SMB's ports on the peer, have an SMB connection in every SMB instance its role uses, and read from the "
        "peer; otherwise SMB Direct cannot use it, whatever the settings say. The tests are staged as "
        "Test-NetStack stages them: a failed stage is the finding, the later ones did not run."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "ping -f -l; Test-NetStack (PMTUD, TCP stages); MS-SMBD (TCP 445, 5445); Get-SmbMultichannelConnection "
        "-SmbInstance (Default, CSV, SBL)")};

const RuleInfo pathSmbTcp{"live.path-smb-tcp", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "SMB uses TCP on a planned RDMA path"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "SMB falls back to TCP without an error when either end of a connection is not RDMA-capable to SMB: the "
        "storage traffic then costs CPU and latency and loses the lossless class the network was built for. A "
        "connection of the path that is not RDMA-capable at both ends, or a read from the peer that the network "
        "stack counted while the RDMA counters stood still, shows it."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Get-SmbMultichannelConnection (ClientRdmaCapable, ServerRdmaCapable); performance counters RDMA Activity "
        "and SMB Direct Connection; Get-NetAdapterStatistics; Deploy SMB Direct (verify the configuration)")};

const RuleInfo pathRdmaCounters{"live.path-rdma-counters", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "RDMA counters did not move on a planned RDMA path"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A read from the peer over a path that carries SMB Direct moves the source adapter's RDMA Activity bytes "
        "and the SMB Direct Connection bytes. When neither moved, the bytes did not ride RDMA on this adapter: "
        "SMB chose other interfaces, or the adapter's RDMA does not work, whatever its settings say."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Performance counters RDMA Activity (RDMA Inbound/Outbound Bytes/sec) and SMB Direct Connection (Bytes "
        "RDMA Read/sec, Bytes RDMA Written/sec); Test-Rdma.ps1; Deploy SMB Direct (review the performance "
        "counters)")};

const RuleInfo cableMismatch{"live.cable-mismatch", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A switch port sees another neighbour than its planned cable's end"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A cable on the wrong port is the most common field error: both ports come up, so nothing looks wrong, but "
        "the port carries another node's VLANs and PFC settings than the plan gives it, or two paths of one node "
        "end on one switch. LLDP on the switch says what is really plugged in; the port's neighbour must be the "
        "planned node (system name, a DNS suffix ignored) and adapter (port id or description, or its MAC)."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "IEEE 802.1AB (LLDP: chassis id, port id, system name TLVs); the platform's LLDP neighbour command "
        "(docs/switches.md)")};

const RuleInfo cableMissing{"live.cable-missing", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A planned cable's switch port has no LLDP neighbour"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "The switch's LLDP table is in the evidence and names no neighbour on a port the design cables: the cable "
        "is not plugged in, the port or the far end is down, or the far end sends no LLDP (on Windows hosts LLDP "
        "comes from the adapter's firmware agent or the DCB feature; a switch peer runs LLDP unless disabled)."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "IEEE 802.1AB; Windows Server: Data Center Bridging (LLDP agent of the DCB feature); the platform's LLDP "
        "neighbour command")};

const RuleInfo neighborUnplanned{"live.neighbor-unplanned", Severity::Warning,
    QT_TRANSLATE_NOOP("hvnet::rules", "A neighbour on a port the design has no cable on"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Something is plugged into a port the design leaves empty: often the cable that is missing elsewhere, or "
        "a device the design does not know. Its port runs whatever the switch's default is, not the plan."),
    QT_TRANSLATE_NOOP("hvnet::rules", "IEEE 802.1AB; the platform's LLDP neighbour command")};

const RuleInfo lldpAgents{"live.lldp-agents", Severity::Warning,
    QT_TRANSLATE_NOOP("hvnet::rules", "Two or more LLDP agents on one switch port"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A NIC's firmware LLDP agent beside the operating system's (or a second device through an unmanaged "
        "switch) sends its own DCBX TLVs: the switch may negotiate PFC and ETS with the wrong one. NVIDIA and "
        "Intel document switching the firmware agent off when the host runs DCB itself."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "IEEE 802.1AB (one agent per port and neighbour); NVIDIA mlxconfig LLDP_NB_DCBX; Intel Ethernet DCB "
        "firmware agent")};

const RuleInfo switchPort{"live.switch-port", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A planned switch port is absent from the running configuration"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "The port the design cables has no configuration of its own on the switch (or another name than "
        "planned), so it runs the switch's defaults: no trunk of the planned VLANs, no jumbo frames, no PFC."),
    QT_TRANSLATE_NOOP("hvnet::rules", "The switch configuration hvnet exports (docs/switches.md)")};

const RuleInfo switchVlan{"live.switch-vlan", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A port's VLANs, or the switch's VLANs, differ from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A storage or management VLAN that a host-facing port does not carry cuts that network on the host "
        "without any error on the switch; a VLAN too many widens a broadcast domain; a native VLAN other than "
        "planned puts untagged traffic in the wrong network."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "IEEE 802.1Q; the platform's trunk configuration (docs/switches.md); Windows Server RDMA deployment "
        "guide (VLANs for SMB Direct)")};

const RuleInfo switchDomain{"live.switch-domain", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "The switch's redundancy domain is missing or differs from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A pair whose domain ids, keepalive addresses or system MACs disagree does not form, or splits into two "
        "primaries when the peer link fails; a peer-link port outside the domain leaves the pair without its "
        "link, and the hosts' switch-independent teams then lose traffic that crosses it."),
    QT_TRANSLATE_NOOP("hvnet::rules", "The platform's redundancy domain configuration (docs/switches.md)")};

const RuleInfo switchMtu{"live.switch-mtu", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "A switch port's MTU differs from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "Every hop of a jumbo path must take the planned frame size; one port below it drops the large frames, "
        "which SMB sees as a failing path and RDMA as retransmissions."),
    QT_TRANSLATE_NOOP("hvnet::rules", "The platform's MTU configuration (docs/switches.md); Validate-DCB")};

const RuleInfo switchPfc{"live.switch-pfc", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "PFC priorities on a port or in the switch policy differ from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "RoCE needs PFC on exactly the priorities SMB Direct is tagged with, on every switch port of the path "
        "and in the switch's no-drop policy; one port without it drops RDMA frames under load while every "
        "link looks healthy. PFC negotiated through DCBX instead of forced follows whatever the host says."),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "IEEE 802.1Qbb; Windows Server RDMA deployment guide (switch configuration); the platform's PFC "
        "configuration (docs/switches.md)")};

const RuleInfo switchEts{"live.switch-ets", Severity::Warning,
    QT_TRANSLATE_NOOP("hvnet::rules", "ETS shares or the priority-to-queue map differ from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "The switch must serve each priority in the queue the plan gives it, with the planned bandwidth share, "
        "and mark ECN on the lossless queues; otherwise storage traffic is starved or competes with everything "
        "else although the hosts reserve bandwidth for it."),
    QT_TRANSLATE_NOOP("hvnet::rules", "IEEE 802.1Qaz (ETS); the platform's QoS configuration (docs/switches.md)")};

const RuleInfo switchDcbx{"live.switch-dcbx", Severity::Warning,
    QT_TRANSLATE_NOOP("hvnet::rules", "DCBX or LLDP settings on the switch differ from the plan"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "With LLDP or its DCBX TLVs off, the switch advertises no PFC and ETS settings, so the LLDP evidence and "
        "any willing peer see none; the plan keeps LLDP and DCBX on with the switch not willing."),
    QT_TRANSLATE_NOOP("hvnet::rules", "IEEE 802.1Qaz (DCBX); the platform's LLDP/DCBX configuration")};

const RuleInfo pfcOperational{"live.pfc-operational", Severity::Error,
    QT_TRANSLATE_NOOP("hvnet::rules", "PFC is planned on a port but operationally off"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A configuration can ask for PFC while the port does not run it (DCBX negotiated it away, the peer does "
        "not support it, the profile is not bound): the running state is what protects RDMA traffic."),
    QT_TRANSLATE_NOOP("hvnet::rules", "IEEE 802.1Qbb; the platform's PFC status command (docs/switches.md)")};

} // namespace live

namespace {

// A documented finding of the check; the check raises it, so there is
// nothing to run over a design alone.
class LiveFinding final : public Rule
{
public:
    explicit LiveFinding(const RuleInfo &info) : Rule(info) { }
    void check(const ValidationContext &, FindingSink &) const override { }
};

} // namespace

const RuleCatalogue &liveCatalogue()
{
    static const RuleCatalogue catalogue = [] {
        RuleCatalogue c;
        for (const RuleInfo *info :
            {&live::notChecked, &live::evidenceUnreadable, &live::hostOs, &live::hostAdapter, &live::hostMtu,
                &live::hostRdma, &live::hostQos, &live::hostDcbx, &live::hostVSwitch, &live::hostAddress,
                &live::hostDns, &live::smb, &live::clusterNetwork, &live::liveMigration, &live::intent, &live::path,
                &live::pathSmbTcp, &live::pathRdmaCounters,
                &live::cableMismatch, &live::cableMissing, &live::neighborUnplanned, &live::lldpAgents,
                &live::switchPort, &live::switchVlan, &live::switchDomain, &live::switchMtu, &live::switchPfc, &live::switchEts,
                &live::switchDcbx, &live::pfcOperational})
            c.add(std::make_unique<LiveFinding>(*info));
        registerEngineRules(c);
        return c;
    }();
    return catalogue;
}

} // namespace hvnet

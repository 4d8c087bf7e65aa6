#pragma once

#include "lldpneighbor.h"
#include "pfcportstatus.h"
#include "vlanset.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <set>
#include <vector>

namespace hvnet {

// The redundancy domain a configuration states (vPC, MLAG, VLT, VSX,
// IRF, MC-LAG), in the terms of SwitchPlan::Redundancy; what a platform
// does not write stays empty. At namespace scope: clang cannot
// default-construct a nested struct with member initializers in an optional
// member of the enclosing class (SwitchState::Redundancy names it).
struct SwitchRedundancyState {
    std::optional<int> domain;
    std::optional<int> priority;
    std::optional<bool> primary; // where the platform states the role itself
    QString keepalive; // the source
    QString peerKeepalive;
    QString vrf;
    QString systemMac; // lower case, colons
    // The peer-link VLAN's addresses, where the platform configures them
    // (EOS MLAG, Junos ICCP): this switch's "address/length", the partner's address.
    QString peerAddress;
    QString peerPeerAddress;
    QStringList ports; // the peer-link members, physical ports as printed
    int line = 0;
};

// What a switch's configuration says, in terms no platform owns: the VLANs,
// each port's trunk, MTU and PFC, and the QoS model (which queue serves each
// 802.1p priority, the queues' shares, ECN). Each platform's reader fills it
// (platforms/<platform>/); the comparison with the plan reads it.
// The readers take hvnet's output and a switch's running configuration
// alike, so they apply the platform's documented defaults for what a
// configuration leaves unsaid and ignore what they do not know. The LLDP and
// PFC readers of the same platform add what the switch observes: its
// neighbours and the operational PFC state (SwitchEvidence fills all three).
//
// A switch names a port in more than one spelling (Eth1/1, Ethernet1/1), so
// the look-ups below take any of them. Normalising a name is a regular
// expression; a large check looks up thousands of ports. So once the readers
// are done, index() normalises every name once, and the look-ups normalise
// only the name asked for.
struct SwitchState {
    // A line of evidence a reader could not make sense of, or found contradictory.
    struct Problem {
        QString file; // the evidence file's name ("lldp.txt"), set by SwitchEvidence; empty for text read directly
        int line = 0; // from 1; 0 for the whole file
        QString text;
        bool unreadable = false; // the file (or this part of it) cannot be read at all
    };

    struct Port {
        QString name;
        QString description;
        VlanSet vlans; // every VLAN the port carries, tagged or untagged
        std::optional<int> nativeVlan;
        std::optional<int> mtu;
        std::set<int> pfcPriorities; // the 802.1p priorities the port pauses and honours pauses for
        bool pfcNegotiated = false; // PFC follows DCBX instead of being forced on
        bool edge = false;
        QString mode; // "trunk", "access" or "routed" ("" when the text does not say and the platform has no default)
        QStringList qosPolicies; // the QoS policies, profiles and maps attached to the port, by name
        QString pfcProfile; // the named PFC profile (Junos congestion-notification profile, Cumulus PFC profile)
        std::optional<bool> lldp; // LLDP on the port (absent: the platform's default)
        std::optional<bool> dcbxTlvs; // the port advertises the DCBX TLVs
        QString dcbxMode; // "ieee", "cee", "auto" as configured, when the platform has the setting
        int line = 0; // where the port's configuration starts, from 1
    };

    std::map<QString, Port> ports; // by name as the configuration prints it
    std::map<int, QString> vlans; // id -> name (empty when unnamed)
    std::map<int, int> queueOf; // 802.1p priority -> egress queue, for every priority
    std::map<int, double> shares; // egress queue -> percent of the port's bandwidth (ETS, DWRR)
    std::set<int> strictQueues; // queues served by strict priority
    std::set<int> ecnQueues; // queues that mark ECN
    bool pfcWatchdog = false;
    std::set<int> policyPfcPriorities; // the no-drop priorities of the switch's QoS policy
    // The text is a capture of the interfaces alone ("show running-config
    // interface"): the VLAN definitions and the QoS policy are not in it, so
    // the VLANs defined, the ports' PFC priorities, the queues, the shares
    // and ECN are unknown, not empty, and the check leaves them out.
    bool interfacesOnly = false;
    // The release the configuration says it is of, as printed (NX-OS "version 10.3(4a)"); empty when it says none.
    QString firmware;
    using Redundancy = SwitchRedundancyState;
    std::optional<Redundancy> redundancy;
    std::optional<bool> lldpEnabled; // LLDP globally (absent: the platform's default)
    std::optional<bool> dcbxEnabled; // DCBX globally

    // Observed, from the LLDP and PFC evidence.
    std::vector<LldpNeighbor> neighbors;
    std::map<QString, PfcPortStatus> pfcStatus; // by port name as printed
    std::map<QString, std::set<int>> pfcProfiles; // Junos: congestion-notification profile -> priorities with PFC enabled
    std::optional<PfcPortStatus> pfcEveryPort; // Cumulus "nv show qos roce": one state for every port

    std::vector<Problem> problems; // what the readers found unreadable, contradictory or unresolved

    // Builds the look-up of every spelling for ports, neighbours and PFC
    // states: after the readers have filled the state and before it is
    // compared. A state changed after that (entries added or dropped) is
    // searched name by name until it is indexed again, so it is never
    // answered from a stale index.
    void index();

    // The configured port of any spelling of its name (InterfaceName::normalized), or null.
    const Port *port(const QString &name) const;
    // The neighbours seen on a port, any spelling.
    std::vector<const LldpNeighbor *> neighborsOn(const QString &port) const;
    // The operational PFC state of a port, any spelling; Junos ports take
    // their congestion-notification profile's state.
    std::optional<PfcPortStatus> pfcStatusOf(const QString &port) const;
    // The egress queues of the policy's no-drop priorities.
    std::set<int> losslessQueues() const;
    // Every problem as "line N: text" (or the text alone), for messages and tests.
    QStringList problemTexts() const;
    void addProblem(int line, const QString &text, bool unreadable = false)
    {
        problems.push_back({QString(), line, text, unreadable});
    }

private:
    // Normalised name -> the name as printed (the map's key), or the
    // positions of the neighbours seen on it; with the sizes indexed, which
    // tell a state changed since.
    struct Index {
        std::map<QString, QString> ports;
        std::map<QString, QString> pfcStatus;
        std::map<QString, std::vector<std::size_t>> neighbors;
        std::size_t portCount = 0;
        std::size_t pfcCount = 0;
        std::size_t neighborCount = 0;
        bool built = false;
    };
    bool isIndexed() const;
    Index m_index;
};

} // namespace hvnet

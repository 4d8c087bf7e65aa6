#pragma once

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <set>

namespace hvnet {

// What a switch's configuration says, in terms no platform owns: the VLANs,
// each port's trunk, MTU and PFC, and the QoS model (which queue serves each
// 802.1p priority, the queues' shares, ECN). Each platform's reader fills it
// (exporters/switches/<platform>/); the comparison with the plan reads it.
// The readers take hvnet's own output today and grow into readers of a
// switch's running configuration, so they apply the platform's documented
// defaults for what a configuration leaves unsaid and ignore what they do not
// know.
struct SwitchState {
    struct Port {
        QString name;
        QString description;
        std::set<int> vlans; // every VLAN the port carries, tagged or untagged
        std::optional<int> nativeVlan;
        std::optional<int> mtu;
        std::set<int> pfcPriorities; // the 802.1p priorities the port pauses and honours pauses for
        bool pfcNegotiated = false; // PFC follows DCBX instead of being forced on
        bool edge = false;
        int line = 0; // where the port's configuration starts, from 1
    };

    std::map<QString, Port> ports; // by name as the configuration prints it
    std::map<int, QString> vlans; // id -> name (empty when unnamed)
    std::map<int, int> queueOf; // 802.1p priority -> egress queue, for every priority
    std::map<int, double> shares; // egress queue -> percent of the port's bandwidth (ETS, DWRR)
    std::set<int> strictQueues; // queues served by strict priority
    std::set<int> ecnQueues; // queues that mark ECN
    bool pfcWatchdog = false;
    QStringList problems; // what the reader found contradictory or unresolved
};

} // namespace hvnet

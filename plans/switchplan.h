#pragma once

#include "model/design.h"

#include <QString>
#include <QStringList>

#include <array>
#include <map>
#include <optional>
#include <vector>

namespace hvnet {

struct SwitchPlanIndex;

// What one switch needs, worked out from the design: its VLANs, its QoS (from
// the same classes the hosts use, so both sides agree), and per cabled port
// what it carries. Stated switch values win and are noted as deviations.
struct SwitchPlan {
    QString name;
    SwitchPlatform platform = SwitchPlatform::Generic;
    QString model; // as the design states it
    // The model schedules ETS by priority groups (platform.json's
    // hierarchicalScheduling of the model, or of the default model when the
    // design names none): the drivers render from the plan alone.
    bool hierarchicalScheduling = false;
    int mtu = 1500; // the platform ceiling, when jumbo frames reach the switch

    // The firmware line the configuration is written for (docs/switches.md),
    // the words that differ between lines, and why none fits when one does not.
    QString firmwareLabel;
    std::map<QString, QString> firmwareTokens;
    QString firmwareProblem;

    struct Vlan {
        int id = 0;
        QString name; // the subnet's name
    };
    std::vector<Vlan> vlans;

    // One queue per design priority, and the default queue (priority 0 and
    // every priority no class uses) with the remainder of the bandwidth. A
    // class's queue is its priority's number, unless the platform keeps that
    // queue for itself (Arista and Junos: 7, the switch's own control
    // traffic); then it is the next lower free one.
    struct Queue {
        int priority = 0; // the class's 802.1p priority; 0 for the default queue
        int queue = 0; // the egress queue (traffic class) it is served in
        QString name;
        int bandwidth = 0;
        bool lossless = false;
        bool isDefault = false;
    };
    std::vector<Queue> queues; // default first, then by priority
    std::array<int, 8> queueOf{}; // 802.1p priority -> egress queue
    std::vector<int> lossless;
    std::vector<int> defaultPriorities; // the 802.1p values that go to the default queue
    bool dcbxWilling = false;
    bool qos = false; // the switch runs DCB and the design has classes

    struct Port {
        QString id; // the switch port's
        QString name;
        QString description; // node and adapter, or the peer switch and port
        QList<int> vlans; // tagged
        std::optional<int> nativeVlan;
        bool untagged = false; // carries an untagged subnet (native VLAN)
        bool pfc = false;
        bool jumbo = false;
        bool hostFacing = false;
        bool peerLink = false;
        // What the port is on the switch: "trunk"; "routed" for a peer-link
        // member the platform takes out of layer 2 (OS10 VLTi: no
        // switchport); "access" for an IRF physical interface, which takes no
        // layer-2 lines and stays the default access port (Comware).
        QString mode = QStringLiteral("trunk");
    };
    std::vector<Port> ports;

    // The switch's half of the pair's redundancy domain (vPC, MLAG, VLT,
    // VSX, IRF, MC-LAG), when the switch and its peer-link partner both
    // state theirs (Switch::redundancy): the partner's addresses are the
    // other end of this switch's keepalive and peer-link VLAN.
    struct Redundancy {
        int domain = 1;
        int priority = 0; // the design's role priority, 0 when unstated
        bool primary = false; // the lower priority; equal, the switch listed first
        QString peerName;
        QString keepalive; // this switch's source
        QString peerKeepalive;
        int keepalivePrefix = 24; // the length of the management subnet holding the keepalive
        QString vrf; // the keepalive's VRF (the platform's management VRF when unstated)
        QString systemMac; // empty: the platform's own
        QString peerAddress; // this switch's "address/length" on the peer-link VLAN
        QString peerPeerAddress; // the partner's address there, without length
        QStringList ports; // this switch's peer-link members, by name
        static constexpr int channel = 100; // the peer-link port-channel / LAG where one is needed
        static constexpr int peerVlan = 4094; // the peer-link VLAN (EOS MLAG, Junos ICCP)
    };
    std::optional<Redundancy> redundancy;
    // The native VLAN of the host trunks that carry no untagged traffic: the
    // switch's stated hostNativeVlan, or a dedicated unused VLAN.
    int hostNativeVlan = 99;

    QStringList notes; // deviations from the design, stated on the switch
    QStringList remarks; // what the engineer should know, for a comment line

    static SwitchPlan forSwitch(const Design &design, const Switch &sw);
    // The same with the design's index built once for many switches.
    static SwitchPlan forSwitch(const Design &design, const Switch &sw, const SwitchPlanIndex &index);
    // The largest L2 MTU a platform takes (generic: the switch's own).
    static int mtuCeiling(SwitchPlatform platform, int stated);
    // The egress queue of each class priority on a platform, and 0 for the rest.
    static std::array<int, 8> queuesFor(SwitchPlatform platform, const std::vector<int> &classPriorities);
};

} // namespace hvnet

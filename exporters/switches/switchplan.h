#pragma once

#include "design.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace hvnet {

// What one switch needs, worked out from the design: its VLANs, its QoS (from
// the same classes the hosts use, so both sides agree), and per cabled port
// what it carries. Stated switch values win and are noted as deviations.
struct SwitchPlan {
    QString name;
    SwitchPlatform platform = SwitchPlatform::Generic;
    int mtu = 1500; // the platform ceiling, when jumbo frames reach the switch

    struct Vlan {
        int id = 0;
        QString name; // the subnet's name
    };
    std::vector<Vlan> vlans;

    // One queue per design priority, and the default queue (priority 0 and
    // every priority no class uses) with the remainder of the bandwidth.
    struct Queue {
        int priority = 0;
        QString name;
        int bandwidth = 0;
        bool lossless = false;
        bool isDefault = false;
    };
    std::vector<Queue> queues; // default first, then by priority
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
    };
    std::vector<Port> ports;

    QStringList notes; // deviations from the design, stated on the switch

    static SwitchPlan forSwitch(const Design &design, const Switch &sw);
    // The largest L2 MTU a platform takes (generic: the switch's own).
    static int mtuCeiling(SwitchPlatform platform, int stated);
};

} // namespace hvnet

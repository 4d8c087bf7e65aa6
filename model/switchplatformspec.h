#pragma once

#include "enums.h"

#include <QRegularExpression>
#include <QSet>
#include <QString>
#include <QStringList>

#include <map>
#include <vector>

namespace hvnet {

// What hvnet knows about one switch platform: its name, how it names its
// ports, the models it offers with their front panels, its MTU ceiling,
// queues and lossless mechanism, and the firmware lines its configuration
// template is written for. The knowledge is data: platforms/<platform>/platform.json,
// beside the platform's driver and template, compiled into the model as a
// resource so the rules, the generator and the designer use the same facts as
// the exporter and the readers (docs/switches.md describes the format).
class SwitchPlatformSpec
{
public:
    // A run of front-panel ports named alike, e.g. Ethernet1/1 to Ethernet1/48.
    struct PortGroup {
        int from = 1;
        int to = 0;
        QString name; // with {n}: the canonical name
        QStringList alsoNamed; // other names the same port has (Junos xe- at 10 Gbps)
        double speedGbps = 25;
        bool uplink = false;
        QString breakoutName; // with {n} and {lane}; empty: no breakout
        QStringList breakoutAlsoNamed;
        int firstLane = 0;
        int lastLane = -1;

        QString nameOf(int number) const;
    };

    struct Model {
        QString name;
        QStringList aliases;
        std::vector<PortGroup> ports;
        // Whether the model schedules by priority groups (Junos ETS
        // hierarchical port scheduling: forwarding-class sets with
        // traffic-control profiles); without it a scheduler map goes on the
        // port itself (Juniper, CoS Support on QFX Series Switches).
        bool hierarchicalScheduling = false;

        // Canonical names, host ports first, then uplinks, in front-panel order.
        QStringList hostPorts() const;
        QStringList uplinkPorts() const;
        // "Ethernet1/1 to Ethernet1/54"
        QString range() const;
    };

    struct FirmwareLine {
        QString line; // "5.15": this line and later releases up to the next line
        QString label;
        std::map<QString, QString> tokens; // words that differ between lines
    };

    // The line a stated firmware falls in: the latest line not newer than it.
    struct FirmwareMatch {
        const FirmwareLine *line = nullptr;
        bool unreadable = false; // no release number in what is stated
        bool older = false; // older than every line: no template fits
        bool newer = false; // newer than the lines checked; the latest is used
    };

    static const SwitchPlatformSpec &of(SwitchPlatform platform);

    SwitchPlatform platform() const { return m_platform; }
    // The vendor's name of the platform as people read it ("Cisco NX-OS"):
    // the one spelling every message, label and document uses. Product names
    // stay as their vendors write them; the checklist's is translated.
    QString displayName() const;
    QString namingSummary() const { return m_namingSummary; }
    int mtu() const { return m_mtu; } // 0: no ceiling known (generic)
    int queues() const { return m_queues; }
    int losslessPriorities() const { return m_losslessPriorities; }
    QString losslessMechanism() const { return m_losslessMechanism; }
    const std::vector<int> &reservedQueues() const { return m_reservedQueues; }
    // Whether the queues a configuration uses must be numbered consecutively
    // from 0 (AOS-CX queue profiles), so the classes take queues 1, 2 ... in
    // the order of their priorities rather than their priorities' numbers.
    bool consecutiveQueues() const { return m_consecutiveQueues; }
    // Whether the configuration turns on a PFC watchdog (deadlock detection).
    bool hasPfcWatchdog() const { return m_pfcWatchdog; }
    // Whether a lossless queue also marks ECN (platform.json "ecnOnLossless",
    // true unless stated): Junos on QFX takes no drop profile on a no-loss
    // forwarding class, so ECN there stays on the lossy queues.
    bool ecnOnLossless() const { return m_ecnOnLossless; }
    // Whether a trunk port stays an untagged member of its access VLAN (VLAN
    // 1 unless set), so every trunk has a native VLAN (OS10).
    bool trunkKeepsAccessVlan() const { return m_trunkKeepsAccessVlan; }
    // What a peer-link member is (platform.json "peerLinkMember"): a trunk
    // with its VLANs (the default); out of layer 2, the platform spanning
    // every VLAN over the peer link itself (OS10 VLTi: "routed", no
    // switchport); or an IRF physical interface that takes no link-type,
    // VLAN, frame size or QoS lines and stays the switch's default access
    // port (Comware: "irf").
    enum class PeerLinkMember { Trunk, Routed, Irf };
    PeerLinkMember peerLinkMember() const { return m_peerLinkMember; }
    // The VRF of the management port, where the redundancy domain's
    // keepalive runs unless the design names another ("managementVrf").
    QString managementVrf() const { return m_managementVrf; }
    // Whether the pair talks over a VLAN of the peer link with an address
    // per switch (EOS MLAG's local-interface, Junos ICCP): "peerVlan".
    bool peerVlan() const { return m_peerVlan; }
    // The platform's redundancy domain as its vendor names it ("vPC",
    // "MLAG", "VLT", ...: "redundancyDomain"); empty: none is written (generic).
    QString redundancyDomain() const { return m_redundancyDomain; }
    // Whether the redundancy domain takes a stated system MAC ("systemMac").
    bool takesSystemMac() const { return m_systemMac; }
    // Statements of the template no vendor document confirmed; the
    // configuration says so in its header (docs/switches.md).
    const QStringList &unverified() const { return m_unverified; }
    // How Ansible reaches and configures the platform (platform.json
    // "ansible", docs/ansible.md): the connection plugin, the collection's
    // network OS (empty: no collection, the customer's choice), the task
    // file that applies a configuration (tasks/apply-<apply>.yml; "none":
    // not applied), and whether configuring needs the enable mode. Empty
    // connection: not stated.
    struct AnsibleWay {
        QString connection;
        QString networkOs;
        QString apply = QStringLiteral("none");
        bool become = false;
    };
    const AnsibleWay &ansible() const { return m_ansible; }
    int descriptionLength() const { return m_descriptionLength; }
    int vlanNameLength() const { return m_vlanNameLength; }
    const std::vector<FirmwareLine> &firmwareLines() const { return m_firmware; }
    const std::vector<Model> &models() const { return m_models; }
    // Set when the built-in data could not be read (a build defect; tests check it).
    QString loadError() const { return m_loadError; }

    // Whether the platform can have a port of this name at all. The generic
    // platform takes any name.
    bool isPortName(const QString &name) const;
    // The model of this name or alias (case-insensitive), or none.
    const Model *model(const QString &name) const;
    const Model &defaultModel() const;
    // Whether the model has a port (or breakout lane) of this name.
    bool modelHasPort(const Model &model, const QString &name) const;
    // The firmware line for a stated firmware; empty: the default line.
    FirmwareMatch firmwareLine(const QString &stated) const;

private:
    friend struct SwitchPlatformLoader;

    SwitchPlatform m_platform = SwitchPlatform::Generic;
    QString m_displayName;
    QString m_namingSummary;
    std::vector<QRegularExpression> m_patterns;
    bool m_caseSensitive = false;
    int m_mtu = 0;
    int m_queues = 8;
    int m_losslessPriorities = 2;
    QString m_losslessMechanism;
    std::vector<int> m_reservedQueues;
    bool m_consecutiveQueues = false;
    bool m_pfcWatchdog = false;
    bool m_ecnOnLossless = true;
    bool m_trunkKeepsAccessVlan = false;
    PeerLinkMember m_peerLinkMember = PeerLinkMember::Trunk;
    QString m_managementVrf;
    bool m_peerVlan = false;
    bool m_systemMac = false;
    QString m_redundancyDomain;
    QStringList m_unverified;
    AnsibleWay m_ansible;
    int m_descriptionLength = 64;
    int m_vlanNameLength = 32;
    std::vector<FirmwareLine> m_firmware;
    QString m_defaultFirmware;
    std::vector<Model> m_models;
    std::vector<QSet<QString>> m_modelPorts; // per model: every name, folded as the platform compares
    QString m_loadError;
};

} // namespace hvnet

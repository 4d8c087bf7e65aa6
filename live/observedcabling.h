#pragma once

#include <QString>

#include <map>
#include <vector>

namespace hvnet {

// The cabling as the switches' LLDP tables show it, beside the plan: what the
// designer draws over the planned cables and lists in a switch's port map.
// Plain data, filled by CablingCheck from the same matching that raises the
// cabling findings, so that the canvas and the findings cannot disagree.
struct ObservedCabling {
    // A planned cable's or a switch port's state. Matches: the neighbour on
    // the port is the planned far end (or an idle port shows none).
    // WrongEnd: LLDP shows another device or port. Missing: a cable is
    // planned, LLDP shows nothing there. Unplanned: LLDP shows a neighbour
    // on a port without a planned cable. NotChecked: no LLDP table of the
    // switch could be read.
    enum class Status { Matches, WrongEnd, Missing, Unplanned, NotChecked };

    // One LLDP row on a port: what the far end said, and the design object
    // it names when it names one.
    struct Neighbor {
        QString endId; // the adapter or switch port it is, empty when it names none of the design
        QString ownerId; // the node or switch its system name is, even when the port is not found
        QString systemName;
        QString portId;
        QString portDescription;
        QString chassisId;
        int line = 0; // of the LLDP file, from 1
        // What LLDP says, in full: "s2d02.contoso.local / 0c42.5ea1.3197 (SLOT 3 Port 1)".
        QString text() const;
        // The words a person reads, for a small label: the system name and
        // the port's description where it sent one, else its id
        // ("s2d02.contoso.local / SLOT 3 Port 1").
        QString shortText() const;
    };

    // A port of a switch whose LLDP table was read.
    struct Port {
        QString switchId;
        QString portId; // the design's switch port; empty when the design has no such port
        QString name; // the design's name, or as the switch printed it
        QString linkId; // the planned cable, if any
        QString plannedEnd; // its far end (adapter or switch port id)
        Status status = Status::NotChecked;
        std::vector<Neighbor> neighbors; // every agent that answered, in the table's order
        QString lldpFile; // the evidence file, relative to the folder
        // The neighbour that decides the status: the planned end if one
        // agent is it, else the first.
        const Neighbor *seen() const;
    };

    // Per switch in the design's order, its ports in the design's order,
    // then the ports LLDP shows that the design does not have.
    std::vector<Port> ports;
    std::map<QString, std::size_t> portIndex; // design switch port id -> index into ports
    // Every cable of the design; a cable between two switches takes the
    // worse of its two ends.
    std::map<QString, Status> cables;

    // The port of a design switch port id, or null when its switch's LLDP was not read.
    const Port *port(const QString &portId) const;
    Status cable(const QString &linkId) const;
    void addPort(Port port);
    // Records the status of a cable as seen from one of its ends.
    void setCable(const QString &linkId, Status status);
};

} // namespace hvnet

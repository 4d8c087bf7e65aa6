#pragma once

#include "plans/evidence/switchstate.h"

#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <vector>

namespace hvnet {

class EvidenceText;

// The shapes LLDP neighbour output takes on every platform, read by one
// engine that each platform's evidence reader configures with its labels:
// the detail form ("Label : value" lines per neighbour, the local port either
// a label or a heading like EOS's "Interface Ethernet1 detected 1 LLDP
// neighbors:"), and the summary table (Junos "show lldp neighbors", NVUE's
// LLDP view) read by its header's columns. Continuation lines of a system
// description join it; a label seen twice starts the next neighbour on the
// same port (two agents on one port print two entries).
class LldpText
{
public:
    enum class Field {
        LocalPort, ChassisId, ChassisIdSubtype, PortId, PortIdSubtype, PortDescription, SystemName,
        SystemDescription, NextNeighbor, PfcPriorities, PfcWilling,
        // lldpd prints the subtype before the value: "ChassisID: mac 00:11:22:33:44:55".
        TypedChassisId, TypedPortId
    };
    struct Label {
        const char *text; // compared without case, spaces, hyphens and underscores
        Field field;
    };
    struct DetailForm {
        std::vector<Label> labels;
        // A heading that names the local port in its first group (optional).
        QRegularExpression heading;
        // Text that shows the output is this command's even when it lists no neighbour.
        QRegularExpression emptyMarker;
        // EOS and Junos group fields under "- " headings; the labels under a
        // matching heading belong to another TLV (Link Aggregation's "Port ID").
        QRegularExpression ignoredGroup = {};
        // The local port's label opens the port's entries (AOS-CX "Port", Junos
        // "Local Interface") instead of standing among a neighbour's fields
        // (NX-OS "Local Port id", OS10 "Local Port ID").
        bool localPortOpens = false;
    };
    struct TableForm {
        // Column titles, in order, that identify the header line; their fields.
        std::vector<std::pair<QString, Field>> columns;
    };

    static void readDetail(const EvidenceText &text, const DetailForm &form, const QString &what, SwitchState &state);
    // Returns false when no header of this table is in the text.
    static bool readTable(const EvidenceText &text, const TableForm &form, SwitchState &state);

    // "MAC address (4)", "Mac address", "mac" -> "mac"; "Interface name" -> "ifname"; ...
    static QString subtype(const QString &printed);
    // A value as printed, without quotes, and empty for "not advertised", "N/A", "--".
    static QString value(const QString &printed);
    // A list of priorities printed as "3", "3,4", "3 4", "{3}", or eight flags "00010000".
    static std::set<int> priorities(const QString &printed);
};

} // namespace hvnet

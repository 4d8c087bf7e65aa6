#pragma once

#include "model/validation/validator.h"
#include "observedcabling.h"
#include "pathoutcome.h"
#include "observedportsettings.h"

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <vector>

namespace hvnet {

class Design;
class EvidenceFolder;
class RuleCatalogue;

// What hvnet check found: the findings with validate's shape (so the same
// report writers, exit codes and suppressions apply), and for the designer
// which design objects matched, differed or could not be checked.
struct LiveResult {
    ValidationResult result;
    // Set when nothing could be checked (the folder itself is unreadable).
    QString error;

    enum class State { Matches, Differs, NotChecked };
    // Per design object id (node, adapter, team, vSwitch, interface, cluster,
    // subnet, switch, switch port, cable): Differs when a drift finding names it (not
    // live.not-checked or live.evidence-unreadable), or, for a node, one of its
    // parts; Matches when a comparison looked at it and found nothing, else NotChecked.
    std::map<QString, State> states;

    // Per node, for a summary: its evidence file, how many of its objects
    // were compared and how many differ.
    struct NodeSummary {
        QString nodeId;
        QString file; // empty when there is none
        bool readable = false;
        int compared = 0;
        int differing = 0;
    };
    std::vector<NodeSummary> nodes;

    // What the switches' evidence shows, for the designer's overlay and port
    // map: the cabling by LLDP, and per design switch port (by id) its
    // running configuration, when read.
    ObservedCabling cabling;
    std::map<QString, ObservedPortSettings> switchPorts;

    // Each planned storage path the path tests speak of, for the designer.
    std::vector<PathOutcome> paths;
};

// Compares a design with an evidence folder: a pure function, no I/O (the
// folder is read by EvidenceFolder::load). Every host comparison reads the
// node's HostPlan, the plan its deployment and check scripts are rendered
// from, so "deploy then check" cannot disagree with itself.
class LiveCheck
{
public:
    static LiveResult run(const Design &design, const EvidenceFolder &evidence);
    // The findings it can raise, documented (docs/live.md).
    static const RuleCatalogue &catalogue();
};

} // namespace hvnet

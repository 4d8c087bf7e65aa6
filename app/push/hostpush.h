#pragma once

#include "pushstep.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <map>
#include <vector>

namespace hvnet {

class Design;
struct Node;
class SshSession;
class Transcript;

// The translation context of the push's messages.
struct PushTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::Push)
};

// The three scripts a node's push runs, as the exporters write them
// (docs/powershell.md, docs/live.md "The collect kit"), by their file names.
struct HostScripts {
    QString deployName; // "S2D01.ps1"
    QByteArray deploy;
    QString checkName; // "S2D01.check.ps1"
    QByteArray check;
    QString collectName; // "S2D01.collect.ps1"
    QByteArray collect;
};

struct HostPushOptions {
    bool dryRun = false; // -WhatIf only
    bool allowDisruption = false; // the person said --allow-disruption
    bool paths = true; // the path tests after the check
    // Called as each step starts, with its machine word (the progress).
    std::function<void(const QString &step)> stepStarted;
};

struct HostPushResult {
    bool ok = false; // every step succeeded
    bool changed = false; // the real run changed something
    // What the -WhatIf run says would change, one line each, as the script
    // printed it ("SET1: create the vSwitch", "... [cuts this session]").
    QStringList changes;
    bool cutsSession = false; // a planned step is marked "[cuts this session]"
    std::vector<PushStep> steps;
    // The evidence the path tests' collect run wrote: hosts/<node>.json, paths/<node>.json.
    std::map<QString, QByteArray> files;
};

// What a deployment script's -WhatIf run printed, as the template writes it
// (templates/powershell/common and phases): PowerShell's "What if: Performing
// the operation "A" on target "T"." for each settle change, and the disruptive
// phase's "planned  T: A" lines with "[cuts this session]" where the step
// touches the adapters of the administrator's session.
struct WhatIfOutput {
    QStringList changes;
    bool cutsSession = false;
};
WhatIfOutput parseWhatIf(const QByteArray &out);

// Whether a node's SSH endpoint is out of band: an IP address in none of the
// subnets the design plans on the node (its interfaces' subnets), so that no
// change of the node's deployment script can cut the session (docs/live.md,
// "Pushing a design"). A host name, or no endpoint, counts as in band.
bool endpointOutOfBand(const Design &design, const Node &node);

// The host side of a push (docs/live.md, "Pushing a design"): the deployment
// script uploaded (verified by SHA-256) and run with -WhatIf, then, unless a
// dry run, for real (refused when it would cut its own session: the
// endpoint's band, endpointOutOfBand), then the
// check script and the path tests. Steps: whatif, run, check, paths. Never
// throws; the outcome of each step is in the result.
HostPushResult pushHost(SshSession &session, Transcript &transcript, const Design &design, const Node &node,
    const HostScripts &scripts, const HostPushOptions &options, const std::atomic<bool> *cancel);

} // namespace hvnet

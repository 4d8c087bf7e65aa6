#pragma once

#include "pushstep.h"

#include <QByteArray>
#include <QStringList>

#include <atomic>
#include <vector>

namespace hvnet {

class Design;
struct SwitchPlan;
class SshSession;
class SwitchPlatformDriver;
class Transcript;

struct SwitchPushOptions {
    bool dryRun = false; // stop after the difference
    int confirmTimeoutSec = 300; // the rollback window the switch is given
};

struct SwitchPushResult {
    bool ok = false; // every step succeeded (a dry run: the difference was read)
    bool changed = false; // the running configuration changed and was kept
    QStringList difference; // the semantic difference in the design's words, one line each
    QByteArray change; // the delta configuration sent (or, in a dry run, that would be sent)
    std::vector<PushStep> steps;
    SshFailure failure; // the first failure, empty when none
};

// Pushes a switch's plan over a connected session (docs/live.md, "push"):
// reads the running configuration with the platform's reader, computes the
// difference to the plan and the change that repairs it, and (unless a dry
// run) applies it inside the platform's rollback window, probes the switch,
// and confirms, or rolls back. Never throws; every outcome is in the result.
SwitchPushResult pushSwitch(SshSession &session, Transcript &transcript, const Design &design,
    const SwitchPlan &plan, const SwitchPlatformDriver &driver, const SwitchPushOptions &options,
    const std::atomic<bool> *cancel);

} // namespace hvnet

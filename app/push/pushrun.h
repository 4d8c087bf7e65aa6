#pragma once

#include "hostpush.h"
#include "pushstep.h"

#include "remote/sshsession.h"
#include "remote/sshtarget.h"

#include "model/design.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <functional>
#include <map>
#include <vector>

namespace hvnet {

class SecretPrompt;
class TemplateStore;

// One target of a push and how far it got.
struct PushTarget {
    enum class State {
        Waiting,
        Running,
        Done, // every step succeeded
        Failed, // a step failed, was refused or rolled back: `steps` says which
        Skipped, // never started: an earlier target of its rollout failed (`reason`)
        Cancelled,
    };
    SshTarget target;
    // The rollout it belongs to: its cluster, its redundant switch pair, or
    // itself. Targets of one rollout go one at a time, in order.
    QString rollout;
    State state = State::Waiting;
    QString step; // the step it is at, or stopped at (machine word)
    QString reason; // Skipped, Cancelled: why; Failed: the failed step's detail
    std::vector<PushStep> steps;
    // What changes (a dry run) or changed: the switch's difference in the
    // design's words, or the node's -WhatIf lines.
    QStringList changes;
    QByteArray change; // a switch's delta configuration
    qint64 elapsedMs = 0;
    QString acceptedKey; // an unknown host key the run accepted (--accept-new): to pin
    HostKeyCheck hostKey;
    std::map<QString, QByteArray> files; // evidence it gave, by path in the evidence folder
};

// The push of docs/live.md ("Pushing a design"): switches first, one of each
// redundant pair at a time, then the nodes, one node of a cluster at a time,
// clusters and pairs side by side up to `parallel`; a failure stops its
// rollout, the rest Skipped with the reason. A dry run previews every target
// at once and changes nothing. The command line (pushcommand.cpp) and the
// designer's Design > Deploy... drive it.
class PushRun
{
public:
    struct Options {
        QStringList hosts; // computer names; empty with switches empty: all
        QStringList switches;
        bool dryRun = false;
        bool allowDisruption = false;
        bool paths = true; // the nodes' path tests after their check
        int confirmTimeoutSec = 300;
        int parallel = 16;
        SshSettings ssh;
        QString transcripts; // folder of the transcripts; empty: none
        SecretPrompt *prompt = nullptr;
        const std::atomic<bool> *cancel = nullptr;
    };

    PushRun(const Design &design, const TemplateStore &templates, Options options);

    // The targets the options name, with their scripts and plans; an error
    // when a name is not in the design, a named target has no endpoint, or
    // the scripts cannot be rendered.
    QString plan();
    const std::vector<PushTarget> &targets() const { return m_targets; }
    const QStringList &withoutEndpoint() const { return m_withoutEndpoint; }

    // Runs the push; progress is called from the worker threads, one call at
    // a time, whenever a target changes.
    void run(const std::function<void(const PushTarget &)> &progress);
    // Every target Done.
    bool succeeded() const;
    // Writes the evidence folder (the collect kit, its manifest, what the
    // nodes' path tests wrote) and push.json, the summary.
    QString write(const QString &folder, const QString &pushedUtc) const;

private:
    // One target's session and steps; whether every step succeeded.
    bool pushTarget(PushTarget &target, const std::function<void(const PushTarget &)> &changed);
    void rollOut(const std::vector<size_t> &members, const std::function<void(const PushTarget &)> &changed);

    const Design &m_design;
    const TemplateStore &m_templates;
    Options m_options;
    std::vector<PushTarget> m_targets;
    QStringList m_withoutEndpoint;
    std::map<QString, QByteArray> m_kit; // the collect kit's files by path
    std::map<QString, QByteArray> m_scripts; // the PowerShell exporter's files by path
};

// The machine word of a state and an outcome (push.json, the tests).
QString pushStateWord(PushTarget::State state);
QString pushOutcomeWord(PushStep::Outcome outcome);
// The translated word for a person.
QString pushOutcomeText(PushStep::Outcome outcome);
QString pushStateText(PushTarget::State state);

} // namespace hvnet

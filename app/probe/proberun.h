#pragma once

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
class Transcript;

// One target of a probe and how far it got.
struct ProbeTarget {
    enum class State { Waiting, Running, Done, Failed, Cancelled };
    SshTarget target;
    State state = State::Waiting;
    QString step; // the step it is at, or failed at (machine word)
    SshFailure failure;
    qint64 elapsedMs = 0;
    // An unknown host key the run accepted (--accept-new): to pin.
    QString acceptedKey;
    // What the last connection found of the target's host key (the key an
    // unknown or changed one presented, for the person to decide on).
    HostKeyCheck hostKey;
    // Optional evidence the device refused (a platform's PFC command).
    QStringList notes;
    // What it gathered, by path in the evidence folder.
    std::map<QString, QByteArray> files;
};

// The probe of docs/live.md: the collect kit's script on each node and the
// collect commands on each switch, over SSH, in parallel, into the evidence
// folder `hvnet collect` describes, byte for byte what an administrator
// saves by hand. The command line drives it (probecommand.cpp); the
// designer can drive the same run with its own prompt and progress.
class ProbeRun
{
public:
    struct Options {
        QStringList hosts; // computer names; empty with switches empty: all
        QStringList switches;
        int parallel = 16;
        SshSettings ssh;
        QString transcripts; // folder of the transcripts; empty: none
        // The collect script's path tests (docs/live.md, "Path tests"): its
        // -PathTests, and -Active for the timed transfer that loads each path.
        bool paths = false;
        bool active = false;
        SecretPrompt *prompt = nullptr;
        const std::atomic<bool> *cancel = nullptr;
    };

    ProbeRun(const Design &design, const TemplateStore &templates, Options options);

    // The targets the options name; an error when a name is not in the design
    // or a named target has no management endpoint.
    QString plan();
    const std::vector<ProbeTarget> &targets() const { return m_targets; }
    // Nodes and switches of the design the run leaves out for want of an
    // endpoint (none when names were given).
    const QStringList &withoutEndpoint() const { return m_withoutEndpoint; }

    // Runs every target; progress is called from the worker threads, one
    // call at a time, whenever a target changes.
    void run(const std::function<void(const ProbeTarget &)> &progress);
    // Writes the folder: the kit, the manifest, and what each target gave.
    QString write(const QString &folder, const QString &collectedUtc) const;

private:
    // One target: the session, then the host's script or the switch's commands.
    void probe(ProbeTarget &target, const std::function<void(const ProbeTarget &)> &changed);
    void probeHost(ProbeTarget &target, SshSession &session, Transcript &transcript);
    void probeSwitch(ProbeTarget &target, SshSession &session, Transcript &transcript);

    const Design &m_design;
    const TemplateStore &m_templates;
    Options m_options;
    std::vector<ProbeTarget> m_targets;
    QStringList m_withoutEndpoint;
    std::map<QString, QByteArray> m_kit; // the collect kit's files by path
};

} // namespace hvnet

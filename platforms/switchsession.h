#pragma once

#include <QString>
#include <QStringList>

namespace hvnet {

// How a platform's command line is driven over SSH, for the probe that runs
// the evidence commands on a switch: data only, from the vendor's
// documentation; the SSH transport in app/ reads it. Each platform's driver
// gives its own (SwitchPlatformDriver::session()).
struct SwitchSession {
    // How a command reaches the command line: as the command of an SSH exec
    // request, whose channel closes when it is done (the platform's login
    // shell runs it), or typed into an interactive shell (a pty), reading up
    // to the next prompt. A shell works on every platform; exec only where
    // the vendor documents that a command given to ssh runs.
    enum class Channel { Exec, Shell };

    Channel channel = Channel::Shell;
    // The prompt that ends each command's output in a shell, as a regular
    // expression over the last line (the switch's own name inside it).
    QString prompt;
    // Sent first, so no output stops at a "--More--": empty when nothing
    // pages output sent to a program.
    QStringList pagerOff;
    // Lines by which the command line refuses a command (a typo, a command
    // this release lacks, a missing privilege), as regular expressions: the
    // output of such a command is no evidence.
    QStringList errorLines;
    // The vendor documents these facts come from.
    QString source;
    // What of the above no vendor document read for it confirmed: to check
    // on a switch before the probe relies on it.
    QStringList unverified;

    bool isEmpty() const { return prompt.isEmpty(); }
};

// How a pushed configuration is applied and taken back on a platform, for the
// push that is still to come: described here so each platform's way is
// written down beside its template, not implemented. "<name>" in a command
// is a name hvnet chooses for the checkpoint, session or file; "<minutes>"
// the time the switch waits for the confirmation.
struct ConfigRollback {
    // The mechanism, in the vendor's words ("checkpoint and rollback",
    // "configure session with a commit timer", "commit confirmed").
    QString mechanism;
    // Before the configuration: what saves the state to go back to, or opens
    // the session the configuration is entered into.
    QStringList prepare;
    // After the configuration is entered: what applies it (on a timer where
    // the platform has one).
    QStringList apply;
    // What keeps it once the switch is seen to work (empty: applying keeps it).
    QStringList confirm;
    // What takes it back while it is not kept or confirmed.
    QStringList rollback;
    // Whether the switch takes the configuration back by itself when the
    // confirmation does not come in time (a push that loses its switch is undone).
    bool revertsUnconfirmed = false;
    // The vendor documents this comes from.
    QString source;
    // What of the above no vendor document read for it confirmed: to check
    // on a switch before the push relies on it.
    QStringList unverified;

    bool isEmpty() const { return mechanism.isEmpty(); }
};

} // namespace hvnet

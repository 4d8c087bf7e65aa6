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
// push (app/push/switchpush.h), written down beside the platform's template. "<name>" in a command
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
    // What takes it back while it is not kept or confirmed. "<undo>" is the
    // change that restores the configuration read before (hvnet's own way
    // back where the platform keeps none once the change is applied).
    QStringList rollback;
    // Whether the switch takes the configuration back by itself when the
    // confirmation does not come in time (a push that loses its switch is undone).
    bool revertsUnconfirmed = false;
    // The vendor documents this comes from.
    QString source;
    // What of the above no vendor document read for it confirmed: to check
    // on a switch before the push relies on it.
    QStringList unverified;
    // What drops a change the switch refused a line of while it was entered,
    // before anything applied it (a candidate, a session, a pending
    // revision); empty: `rollback` does.
    QStringList abandon = {};

    bool isEmpty() const { return mechanism.isEmpty(); }
};

// How a configuration is changed line by line on a platform, for the push's
// change (live/switchconfigdelta.h): data only, from the vendor's documents
// (docs/switches.md, "Pushing a configuration").
struct ConfigEditing {
    // Blocks: indented blocks ("interface ...", then its lines), entered in
    // configuration mode and left with `leave`. Lines: one flat command per
    // setting (Junos set commands, NVUE nv set).
    enum class Form { Blocks, Lines };
    Form form = Form::Blocks;
    // Lines: what a configuration line starts with ("set ", "nv set ").
    QString set;
    // What takes a line back: "no " or "undo " before a block line,
    // "delete " or "nv unset " instead of `set` before a flat line.
    QString negation;
    // Blocks: the command that leaves a block ("exit", Comware "quit").
    QString leave;
    // The settings whose value is a list that a line adds to instead of
    // replacing (OS10, AOS-CX and Comware trunk VLANs, Junos VLAN members,
    // NVUE VLAN and priority lists), as regular expressions over the words
    // before the value (after `set`): the change takes out what the plan
    // does not have with the negation, and adds what it lacks.
    QStringList additive;
    // How such a list is written: "," or " " between its items, "-" or " to " in a range.
    QString listSeparator = QStringLiteral(",");
    QString rangeSeparator = QStringLiteral("-");
    // Lists of the same kind written one item per line, as the platform
    // takes them (AOS-CX "map queue N local-priority P", Junos classifier
    // code-points, whose items are bit patterns such as 011, not numbers).
    QStringList additiveSingly = {};

    bool isEmpty() const { return negation.isEmpty(); }
};

} // namespace hvnet

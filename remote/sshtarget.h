#pragma once

#include "model/design.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace hvnet {

// The translation context of the transport's messages.
struct RemoteTr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::Remote)
};

// One device the transport talks to: a node or a switch of the design, by
// the design's name, at its management endpoint.
struct SshTarget {
    enum class Kind { Host, Switch };
    Kind kind = Kind::Host;
    QString name; // the design's computer or switch name
    ManagementEndpoint endpoint;
};

// How sessions are opened, the same for every target of a run.
struct SshSettings {
    // The OpenSSH client configuration read for Host aliases, User, Port,
    // IdentityFile, UserKnownHostsFile and ProxyJump; empty: the user's
    // ~/.ssh/config and the system's /etc/ssh/ssh_config, as ssh reads them.
    QString configFile;
    // Seconds to reach the device and finish the key exchange.
    int connectTimeout = 20;
    // Seconds a command may run before the session gives up on it.
    int commandTimeout = 600;
    // Trust an unknown host key (never a changed one); the caller pins the
    // fingerprint into the design.
    bool acceptNew = false;
    // The ssh program a ProxyJump runs (libssh 0.10 jumps by a ProxyCommand
    // that runs the OpenSSH client).
    QString sshProgram = QStringLiteral("ssh");
};

// Why a connection stopped: the step it was at and what the other end (or
// libssh) answered, for the one line a failed target gets.
struct SshFailure {
    QString step; // machine word: connect, host-key, authenticate, upload, verify, run, download, ...
    QString message; // translated, what it answered
    bool isEmpty() const { return step.isEmpty(); }
};

// The SHA-256 fingerprint form OpenSSH prints and the design pins:
// "SHA256:" and the unpadded Base64 of the digest. Pinned keys are compared
// in this form; a pin written with Base64 padding still matches.
QString normalizedFingerprint(const QString &fingerprint);

// The names given for a run (--hosts, --switches) that are no node, or no
// switch, of the design, matched ignoring case.
QStringList namesNotInDesign(const Design &design, const QStringList &hosts, const QStringList &switches);

} // namespace hvnet

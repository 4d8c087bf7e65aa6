#pragma once

#include "sshtarget.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>
#include <optional>

namespace hvnet {

class SecretPrompt;
class Transcript;

// What the host key check found.
struct HostKeyCheck {
    enum class State {
        Trusted, // the pinned key, or known_hosts has it
        AcceptedNew, // unknown, and the run accepts new keys: pin `fingerprint`
        Unknown, // refused: neither pinned nor in known_hosts
        Changed, // refused: differs from the pinned key or known_hosts
        Failed, // refused: the key could not be read or known_hosts not checked
    };
    State state = State::Failed;
    QString fingerprint; // "SHA256:..."
    QString keyType; // "ssh-ed25519"
    QString pinned; // the design's pin it was compared with, if any
};

// The result of one command on an exec channel.
struct ExecResult {
    bool completed = false; // false: timed out, cancelled or the channel failed
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    QString failure; // translated, why it did not complete
};

// One SSH session to a target, used by one thread at a time: connect
// (reach, key exchange, host key, authentication), then commands on exec
// channels, a shell on a pty, and files by SFTP. Every step is written to
// the transcript; every wait ends at the settings' timeouts or when the
// cancel flag is raised.
class SshSession
{
public:
    SshSession(const SshTarget &target, const SshSettings &settings, SecretPrompt *prompt, Transcript &transcript,
        const std::atomic<bool> *cancel);
    ~SshSession();
    SshSession(const SshSession &) = delete;
    // Sets libssh up once; call before sessions start on other threads.
    static void initialize();
    SshSession &operator=(const SshSession &) = delete;

    // Reaches the target, checks its host key and authenticates. On failure
    // failure() says at which step and what was answered.
    bool connect();
    const HostKeyCheck &hostKey() const { return m_hostKey; }
    const SshFailure &failure() const { return m_failure; }
    // Where the connection went after ~/.ssh/config: "user@host:port", and
    // the ProxyCommand a jump runs, if any.
    QString destination() const;
    QString proxyCommand() const { return m_proxyCommand; }

    // Runs a command on an exec channel; stdinData is sent and closed.
    ExecResult exec(const QByteArray &command, const QByteArray &stdinData = {});

    // A shell on a pty: start, then send a line and read until a line
    // matching the prompt ends the output.
    bool openShell(const QString &promptPattern, QByteArray *banner);
    ExecResult shellCommand(const QByteArray &line, const QString &promptPattern);
    void closeShell();

    // SFTP, paths as the server takes them.
    std::optional<QString> sftpHome();
    bool sftpMkdir(const QString &path);
    bool sftpWrite(const QString &path, const QByteArray &data);
    std::optional<qint64> sftpSize(const QString &path);
    std::optional<QByteArray> sftpRead(const QString &path);
    std::optional<QStringList> sftpList(const QString &path);
    void sftpRemove(const QString &path, bool directory);
    QString lastError() const { return m_lastError; }

    bool cancelled() const { return m_cancel && m_cancel->load(); }
    // libssh asks for a key's passphrase through this (internal).
    int answerPrompt(const char *libsshPrompt, char *buf, size_t len);

private:
    struct Private;
    bool fail(const QString &step, const QString &message);
    bool configure();
    bool checkHostKey();
    bool authenticate();
    bool ensureSftp();
    // What the SFTP server answered for path: lastError() and the transcript.
    void sftpFailed(const QString &path);

    std::unique_ptr<Private> d;
    SshTarget m_target;
    SshSettings m_settings;
    SecretPrompt *m_prompt = nullptr;
    Transcript &m_transcript;
    const std::atomic<bool> *m_cancel = nullptr;
    HostKeyCheck m_hostKey;
    SshFailure m_failure;
    QString m_proxyCommand;
    QString m_lastError;
};

} // namespace hvnet

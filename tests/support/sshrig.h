#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>
#include <vector>

class QProcess;

namespace hvnet {

// A real OpenSSH server per simulated device, for the tests of the SSH
// transport: Debian's sshd started by the test on 127.0.0.1 at a free port,
// with its own configuration file (-f), generated host keys and the test's
// user key in a temporary folder, in the foreground (-D) with its log on
// stderr (-e), no PAM and no strict modes so it runs as any user, and the
// device's behaviour as the ForceCommand (hvnet_windows_sim,
// hvnet_switch_sim). Nothing listens beyond the rig: it stops its servers
// when it goes. ssh-keygen makes the keys.
class SshRig
{
public:
    struct Server {
        QString name;
        int port = 0;
        QString hostKey; // private key file
        QString fingerprint; // "SHA256:..." as ssh-keygen -l prints it
        QString knownHostsLine; // "[127.0.0.1]:port ssh-ed25519 AAAA..."
        QProcess *process = nullptr;
        QString log() const; // what sshd printed so far
    };

    SshRig();
    ~SshRig();
    SshRig(const SshRig &) = delete;
    SshRig &operator=(const SshRig &) = delete;

    // Empty when the rig is ready, else what is missing (sshd, ssh-keygen).
    QString error() const { return m_error; }
    QString dir() const { return m_dir.path(); }
    QString userName() const { return m_user; }
    // The key the servers accept, and one they do not.
    QString userKey() const { return m_userKey; }
    QString otherKey() const { return m_otherKey; }

    // A new ed25519 key pair at dir()/name (with a passphrase when given).
    QString makeKey(const QString &name, const QString &passphrase = {});
    // Starts a server whose sessions run forceCommand (none: a plain server,
    // as a jump host); authorizedKey: the private key whose public half it
    // accepts (default userKey()). Null when it did not start (error() says).
    Server *start(const QString &name, const QStringList &forceCommand, const QString &authorizedKey = {});
    // A port nothing listens on.
    static int freePort();
    // The environment for hvnet: no agent of the user's, no askpass.
    static QProcessEnvironment cleanEnvironment();
    // Writes dir()/name with text; its path.
    QString writeFile(const QString &name, const QByteArray &text);

private:
    bool run(const QString &program, const QStringList &arguments, QByteArray *out = nullptr);

    QTemporaryDir m_dir;
    QString m_user;
    QString m_userKey;
    QString m_otherKey;
    QString m_error;
    std::vector<std::unique_ptr<Server>> m_servers;
};

} // namespace hvnet

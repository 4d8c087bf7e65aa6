#include "sshrig.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <pwd.h>
#include <sys/socket.h>
#include <unistd.h>

namespace hvnet {

namespace {

constexpr char sshd[] = "/usr/sbin/sshd";
constexpr char sftpServer[] = "/usr/lib/openssh/sftp-server";

} // namespace

SshRig::SshRig()
{
    if (const passwd *pw = ::getpwuid(::getuid()))
        m_user = QString::fromLocal8Bit(pw->pw_name);
    if (!QFileInfo(QString::fromLatin1(sshd)).isExecutable()) {
        m_error = QStringLiteral("%1 is missing: install openssh-server (tools/setup.sh does)").arg(QLatin1String(sshd));
        return;
    }
    // sshd running as root insists on its privilege separation folder, which
    // systemd makes on a booted system; a fresh root (CI's chroot) has none.
    if (::getuid() == 0 && !QFileInfo::exists(QStringLiteral("/run/sshd")))
        QDir().mkpath(QStringLiteral("/run/sshd"));
    m_userKey = makeKey(QStringLiteral("user_key"));
    if (!m_error.isEmpty())
        return;
    m_otherKey = makeKey(QStringLiteral("other_key"));
}

SshRig::~SshRig()
{
    for (const auto &server : m_servers) {
        if (!server->process)
            continue;
        server->process->terminate();
        if (!server->process->waitForFinished(10000))
            server->process->kill();
        server->process->waitForFinished(5000);
        delete server->process;
    }
}

bool SshRig::run(const QString &program, const QStringList &arguments, QByteArray *out)
{
    QProcess process;
    process.start(program, arguments);
    if (!process.waitForFinished(60000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        m_error = QStringLiteral("%1 %2 failed: %3%4")
                      .arg(program, arguments.join(QLatin1Char(' ')), process.errorString(),
                          QString::fromLocal8Bit(process.readAllStandardError()));
        return false;
    }
    if (out)
        *out = process.readAllStandardOutput();
    return true;
}

QString SshRig::makeKey(const QString &name, const QString &passphrase)
{
    const QString path = m_dir.filePath(name);
    QFile::remove(path);
    QFile::remove(path + QStringLiteral(".pub"));
    run(QStringLiteral("ssh-keygen"),
        {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"), passphrase,
            QStringLiteral("-C"), name, QStringLiteral("-f"), path});
    return path;
}

QString SshRig::writeFile(const QString &name, const QByteArray &text)
{
    const QString path = m_dir.filePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(text);
    return path;
}

int SshRig::freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

QProcessEnvironment SshRig::cleanEnvironment()
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    for (const char *name : {"SSH_AUTH_SOCK", "SSH_AGENT_PID", "SSH_ASKPASS", "SSH_ASKPASS_REQUIRE", "DISPLAY"})
        env.remove(QString::fromLatin1(name));
    return env;
}

QString SshRig::Server::log() const
{
    if (!process)
        return {};
    process->waitForReadyRead(200);
    return QString::fromLocal8Bit(process->readAllStandardError());
}

SshRig::Server *SshRig::start(const QString &name, const QStringList &forceCommand, const QString &authorizedKey)
{
    auto server = std::make_unique<Server>();
    server->name = name;
    const QString folder = m_dir.filePath(QStringLiteral("sshd-") + name);
    QDir().mkpath(folder);
    server->hostKey = folder + QStringLiteral("/host_key");
    // A device started again under its name gets a new key (ssh-keygen
    // would ask before replacing the old one).
    QFile::remove(server->hostKey);
    QFile::remove(server->hostKey + QStringLiteral(".pub"));
    run(QStringLiteral("ssh-keygen"), {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                          QStringLiteral("-N"), QString(), QStringLiteral("-C"), name,
                                          QStringLiteral("-f"), server->hostKey});
    QByteArray listing;
    if (!run(QStringLiteral("ssh-keygen"), {QStringLiteral("-l"), QStringLiteral("-E"), QStringLiteral("sha256"),
                                               QStringLiteral("-f"), server->hostKey + QStringLiteral(".pub")},
            &listing))
        return nullptr;
    server->fingerprint = QString::fromLatin1(listing).section(QLatin1Char(' '), 1, 1);
    QFile::copy((authorizedKey.isEmpty() ? m_userKey : authorizedKey) + QStringLiteral(".pub"),
        folder + QStringLiteral("/authorized_keys"));
    QFile pub(server->hostKey + QStringLiteral(".pub"));
    pub.open(QIODevice::ReadOnly);
    const QString publicKey = QString::fromLatin1(pub.readAll()).section(QLatin1Char(' '), 0, 1);

    // A port can be taken between the look and sshd's bind: a few tries.
    for (int attempt = 0; attempt < 5; ++attempt) {
        server->port = freePort();
        QStringList config{
            QStringLiteral("Port %1").arg(server->port),
            QStringLiteral("ListenAddress 127.0.0.1"),
            QStringLiteral("HostKey %1").arg(server->hostKey),
            QStringLiteral("PidFile none"),
            QStringLiteral("StrictModes no"),
            QStringLiteral("UsePAM no"),
            QStringLiteral("UseDNS no"),
            QStringLiteral("PasswordAuthentication no"),
            QStringLiteral("KbdInteractiveAuthentication no"),
            QStringLiteral("PubkeyAuthentication yes"),
            QStringLiteral("PermitRootLogin prohibit-password"),
            QStringLiteral("AuthorizedKeysFile %1/authorized_keys").arg(folder),
            QStringLiteral("PrintMotd no"),
            QStringLiteral("PrintLastLog no"),
            QStringLiteral("AllowTcpForwarding yes"),
            QStringLiteral("MaxStartups 200"),
            QStringLiteral("MaxSessions 50"),
            QStringLiteral("LogLevel VERBOSE"),
            QStringLiteral("Subsystem sftp %1").arg(QLatin1String(sftpServer)),
        };
        if (!forceCommand.isEmpty()) {
            // sshd hands the line to the user's shell: each word quoted.
            QStringList words;
            for (QString word : forceCommand)
                words << QLatin1Char('\'') + word.replace(QLatin1Char('\''), QLatin1String("'\\''")) + QLatin1Char('\'');
            config << QStringLiteral("ForceCommand ") + words.join(QLatin1Char(' '));
        }
        const QString configFile = folder + QStringLiteral("/sshd_config");
        QFile file(configFile);
        file.open(QIODevice::WriteOnly | QIODevice::Truncate);
        file.write((config.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
        file.close();

        auto *process = new QProcess;
        process->setReadChannel(QProcess::StandardError);
        process->start(QString::fromLatin1(sshd), {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), configFile});
        QByteArray said;
        bool listening = false;
        while (!listening && process->waitForReadyRead(10000)) {
            said += process->readAllStandardError();
            listening = said.contains("Server listening on");
        }
        if (listening) {
            server->process = process;
            server->knownHostsLine = QStringLiteral("[127.0.0.1]:%1 %2").arg(server->port).arg(publicKey);
            m_servers.push_back(std::move(server));
            return m_servers.back().get();
        }
        m_error = QStringLiteral("sshd did not start: %1").arg(QString::fromLocal8Bit(said));
        process->kill();
        process->waitForFinished(5000);
        delete process;
    }
    return nullptr;
}

} // namespace hvnet

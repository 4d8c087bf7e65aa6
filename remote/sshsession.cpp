#include "sshsession.h"

#include "secretprompt.h"
#include "shelltext.h"
#include "transcript.h"

#include <QDeadlineTimer>
#include <QRegularExpression>

#include <libssh/callbacks.h>
#include <libssh/libssh.h>
#include <libssh/sftp.h>

#include <fcntl.h>

#include <cstdlib>
#include <cstring>
#include <mutex>

namespace hvnet {

struct SshSession::Private {
    ssh_session session = nullptr;
    ssh_channel shell = nullptr;
    sftp_session sftp = nullptr;
    ssh_callbacks_struct callbacks{};
    bool connected = false;
};

namespace {

void initLibssh()
{
    static std::once_flag once;
    std::call_once(once, [] {
        // libssh 0.11 and later jump by itself unless told to run the OpenSSH
        // client as 0.10 does; hvnet keeps one way on every release, the one
        // whose bastion trust is the user's own ssh's (read at config time).
        ::setenv("OPENSSH_PROXYJUMP", "1", 0);
        ssh_init();
    });
}

QString optionText(ssh_session session, ssh_options_e option)
{
    char *value = nullptr;
    if (ssh_options_get(session, option, &value) != SSH_OK || !value)
        return {};
    const QString text = QString::fromUtf8(value);
    ssh_string_free_char(value);
    return text;
}

// A word for a shell command line, quoted for /bin/sh when it needs it.
QString shellWord(const QString &word)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:@%+=,-]+$"));
    if (plain.match(word).hasMatch())
        return word;
    QString quoted = word;
    quoted.replace(QLatin1Char('\''), QLatin1String("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

// The passphrase of a key file: libssh asks while it tries the identities.
int askPassphrase(const char *prompt, char *buf, size_t len, int /*echo*/, int /*verify*/, void *userdata)
{
    auto *self = static_cast<SshSession *>(userdata);
    return self ? self->answerPrompt(prompt, buf, len) : -1;
}

} // namespace

void SshSession::initialize()
{
    initLibssh();
}

SshSession::SshSession(const SshTarget &target, const SshSettings &settings, SecretPrompt *prompt, Transcript &transcript,
    const std::atomic<bool> *cancel)
    : d(std::make_unique<Private>()), m_target(target), m_settings(settings), m_prompt(prompt), m_transcript(transcript),
      m_cancel(cancel)
{
    initLibssh();
}

SshSession::~SshSession()
{
    closeShell();
    if (d->sftp)
        sftp_free(d->sftp);
    if (d->session) {
        if (d->connected)
            ssh_disconnect(d->session);
        ssh_free(d->session);
    }
}

bool SshSession::fail(const QString &step, const QString &message)
{
    m_failure = {step, message};
    m_transcript.note(QStringLiteral("failed: ") + message);
    return false;
}

int SshSession::answerPrompt(const char *libsshPrompt, char *buf, size_t len)
{
    if (!m_prompt || len == 0)
        return -1;
    char *identity = nullptr;
    QString key;
    if (ssh_userauth_publickey_auto_get_current_identity(d->session, &identity) == SSH_OK && identity) {
        key = QString::fromUtf8(identity);
        ssh_string_free_char(identity);
    }
    const QString question = key.isEmpty()
        ? RemoteTr::tr("%1 (%2): ").arg(QString::fromUtf8(libsshPrompt).trimmed(), m_target.name)
        : RemoteTr::tr("Passphrase for the key %1: ").arg(key);
    std::optional<QByteArray> answer = m_prompt->ask(question);
    if (!answer || size_t(answer->size()) >= len) {
        if (answer)
            wipeSecret(*answer);
        return -1;
    }
    std::memcpy(buf, answer->constData(), size_t(answer->size()));
    buf[answer->size()] = '\0';
    wipeSecret(*answer);
    return 0;
}

bool SshSession::configure()
{
    d->session = ssh_new();
    if (!d->session)
        return fail(QStringLiteral("connect"), RemoteTr::tr("libssh could not make a session"));
    ssh_session s = d->session;
    const QByteArray host = m_target.endpoint.address.toUtf8();
    ssh_options_set(s, SSH_OPTIONS_HOST, host.constData());
    // ~/.ssh/config (or the file given) first, so that what the design says
    // explicitly (a port, a user) wins over it, as ssh's command line does.
    const QByteArray config = m_settings.configFile.toLocal8Bit();
    if (ssh_options_parse_config(s, config.isEmpty() ? nullptr : config.constData()) != SSH_OK)
        return fail(QStringLiteral("connect"),
            RemoteTr::tr("the SSH client configuration %1 could not be read: %2")
                .arg(m_settings.configFile.isEmpty() ? QStringLiteral("~/.ssh/config") : m_settings.configFile,
                    QString::fromUtf8(ssh_get_error(s))));
    if (m_target.endpoint.port) {
        const int port = *m_target.endpoint.port;
        ssh_options_set(s, SSH_OPTIONS_PORT, &port);
    }
    if (!m_target.endpoint.user.isEmpty()) {
        const QByteArray user = m_target.endpoint.user.toUtf8();
        ssh_options_set(s, SSH_OPTIONS_USER, user.constData());
    }
    const long timeout = m_settings.connectTimeout;
    ssh_options_set(s, SSH_OPTIONS_TIMEOUT, &timeout);
    // libssh 0.10 turns a ProxyJump into a ProxyCommand that runs the OpenSSH
    // client ("ssh ... -W [%h]:%p bastion"). That client must read the same
    // configuration for the bastion's alias, user, key and known hosts, and
    // must never stop to ask on the terminal while other sessions run.
    QString proxy = optionText(s, SSH_OPTIONS_PROXYCOMMAND);
    if (proxy.startsWith(QLatin1String("ssh "))) {
        QString prefix = shellWord(m_settings.sshProgram);
        if (!m_settings.configFile.isEmpty())
            prefix += QStringLiteral(" -F ") + shellWord(m_settings.configFile);
        prefix += QStringLiteral(" -o BatchMode=yes -o ConnectTimeout=%1").arg(m_settings.connectTimeout);
        proxy = prefix + proxy.mid(3);
        const QByteArray command = proxy.toLocal8Bit();
        ssh_options_set(s, SSH_OPTIONS_PROXYCOMMAND, command.constData());
    }
    m_proxyCommand = proxy;
    return true;
}

QString SshSession::destination() const
{
    if (!d->session)
        return m_target.endpoint.address;
    unsigned int port = 22;
    ssh_options_get_port(d->session, &port);
    const QString user = optionText(d->session, SSH_OPTIONS_USER);
    const QString host = optionText(d->session, SSH_OPTIONS_HOST);
    return (user.isEmpty() ? QString() : user + QLatin1Char('@')) + host + QLatin1Char(':') + QString::number(port);
}

bool SshSession::connect()
{
    m_transcript.begin(QStringLiteral("connect"));
    if (!configure())
        return false;
    m_transcript.note(QStringLiteral("connecting to ") + destination()
        + (m_proxyCommand.isEmpty() ? QString() : QStringLiteral(" through: ") + m_proxyCommand));
    if (cancelled())
        return fail(QStringLiteral("connect"), RemoteTr::tr("cancelled"));
    if (ssh_connect(d->session) != SSH_OK)
        return fail(QStringLiteral("connect"),
            RemoteTr::tr("could not connect to %1: %2").arg(destination(), QString::fromUtf8(ssh_get_error(d->session))));
    d->connected = true;
    m_transcript.note(QStringLiteral("connected"));
    if (!checkHostKey())
        return false;
    if (cancelled())
        return fail(QStringLiteral("authenticate"), RemoteTr::tr("cancelled"));
    return authenticate();
}

bool SshSession::checkHostKey()
{
    m_transcript.begin(QStringLiteral("host-key"));
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(d->session, &key) != SSH_OK)
        return fail(QStringLiteral("host-key"),
            RemoteTr::tr("the host key could not be read: %1").arg(QString::fromUtf8(ssh_get_error(d->session))));
    unsigned char *hash = nullptr;
    size_t length = 0;
    const int hashed = ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &length);
    m_hostKey.keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key)));
    ssh_key_free(key);
    if (hashed != SSH_OK)
        return fail(QStringLiteral("host-key"), RemoteTr::tr("the host key's fingerprint could not be computed"));
    char *fingerprint = ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, length);
    ssh_clean_pubkey_hash(&hash);
    m_hostKey.fingerprint = normalizedFingerprint(QString::fromLatin1(fingerprint));
    ssh_string_free_char(fingerprint);
    m_transcript.note(QStringLiteral("host key ") + m_hostKey.keyType + QLatin1Char(' ') + m_hostKey.fingerprint);

    const QString where = destination();
    const QString pinHow = RemoteTr::tr(
        "compare it with the host's own (on Windows: ssh-keygen -lf $env:ProgramData\\ssh\\ssh_host_ed25519_key.pub), "
        "then pin it: run again with --accept-new, or set the endpoint's host key in the design to %1")
                               .arg(m_hostKey.fingerprint);
    m_hostKey.pinned = m_target.endpoint.hostKey.isEmpty() ? QString() : normalizedFingerprint(m_target.endpoint.hostKey);
    if (!m_hostKey.pinned.isEmpty()) {
        if (m_hostKey.pinned == m_hostKey.fingerprint) {
            m_hostKey.state = HostKeyCheck::State::Trusted;
            m_transcript.note(QStringLiteral("matches the key pinned in the design"));
            return true;
        }
        m_hostKey.state = HostKeyCheck::State::Changed;
        return fail(QStringLiteral("host-key"),
            RemoteTr::tr("HOST KEY CHANGED: %1 (%2) presents %3 %4, but the design pins %5. Someone may be intercepting "
                         "the connection, or the host was reinstalled; hvnet refuses to connect. Only when the change is "
                         "known to be legitimate, set the endpoint's host key in the design to %4")
                .arg(m_target.name, where, m_hostKey.keyType, m_hostKey.fingerprint, m_hostKey.pinned));
    }
    switch (ssh_session_is_known_server(d->session)) {
    case SSH_KNOWN_HOSTS_OK:
        m_hostKey.state = HostKeyCheck::State::Trusted;
        m_transcript.note(QStringLiteral("known_hosts has this key"));
        return true;
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER:
        m_hostKey.state = HostKeyCheck::State::Changed;
        return fail(QStringLiteral("host-key"),
            RemoteTr::tr("HOST KEY CHANGED: %1 (%2) presents %3 %4, which is not the key known_hosts holds for it. "
                         "Someone may be intercepting the connection, or the host was reinstalled; hvnet refuses to "
                         "connect, and --accept-new does not accept a changed key. Only when the change is known to be "
                         "legitimate, remove the old key (ssh-keygen -R %5) and set the endpoint's host key in the design "
                         "to %4")
                .arg(m_target.name, where, m_hostKey.keyType, m_hostKey.fingerprint, m_target.endpoint.address));
    case SSH_KNOWN_HOSTS_UNKNOWN:
    case SSH_KNOWN_HOSTS_NOT_FOUND:
        if (m_settings.acceptNew) {
            m_hostKey.state = HostKeyCheck::State::AcceptedNew;
            m_transcript.note(QStringLiteral("unknown key accepted (--accept-new): pinned into the design"));
            return true;
        }
        m_hostKey.state = HostKeyCheck::State::Unknown;
        return fail(QStringLiteral("host-key"),
            RemoteTr::tr("the host key of %1 (%2) is not known: %3 %4; %5")
                .arg(m_target.name, where, m_hostKey.keyType, m_hostKey.fingerprint, pinHow));
    case SSH_KNOWN_HOSTS_ERROR:
        break;
    }
    m_hostKey.state = HostKeyCheck::State::Failed;
    return fail(QStringLiteral("host-key"),
        RemoteTr::tr("known_hosts could not be checked: %1").arg(QString::fromUtf8(ssh_get_error(d->session))));
}

bool SshSession::authenticate()
{
    m_transcript.begin(QStringLiteral("authenticate"));
    ssh_session s = d->session;
    d->callbacks = {};
    d->callbacks.userdata = this;
    d->callbacks.auth_function = &askPassphrase;
    ssh_callbacks_init(&d->callbacks);
    ssh_set_callbacks(s, &d->callbacks);

    int rc = ssh_userauth_none(s, nullptr);
    if (rc == SSH_AUTH_SUCCESS)
        return true;
    const int methods = ssh_userauth_list(s, nullptr);
    QStringList offered;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY) {
        offered << QStringLiteral("publickey");
        m_transcript.note(QStringLiteral("trying the agent and the key files"));
        rc = ssh_userauth_publickey_auto(s, nullptr, nullptr);
        if (rc == SSH_AUTH_SUCCESS) {
            m_transcript.note(QStringLiteral("authenticated by key"));
            return true;
        }
        if (rc == SSH_AUTH_ERROR)
            return fail(QStringLiteral("authenticate"), QString::fromUtf8(ssh_get_error(s)));
    }
    if (methods & SSH_AUTH_METHOD_PASSWORD) {
        offered << QStringLiteral("password");
        if (m_prompt && !cancelled()) {
            std::optional<QByteArray> password =
                m_prompt->ask(RemoteTr::tr("Password for %1 (%2): ").arg(destination(), m_target.name));
            if (password) {
                m_transcript.note(QStringLiteral("trying a password (not recorded)"));
                rc = ssh_userauth_password(s, nullptr, password->constData());
                wipeSecret(*password);
                if (rc == SSH_AUTH_SUCCESS) {
                    m_transcript.note(QStringLiteral("authenticated by password"));
                    return true;
                }
            }
        }
    }
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        offered << QStringLiteral("keyboard-interactive");
    return fail(QStringLiteral("authenticate"),
        RemoteTr::tr("%1 refused the user's keys (agent and key files)%2; it accepts: %3")
            .arg(destination(),
                (methods & SSH_AUTH_METHOD_PASSWORD) && m_prompt ? RemoteTr::tr(" and the password") : QString(),
                offered.isEmpty() ? RemoteTr::tr("nothing hvnet offers") : offered.join(QStringLiteral(", "))));
}

namespace {

// Reads what the channel has until `done` says so, the deadline passes or
// the run is cancelled; both streams.
struct Reader {
    ssh_channel channel;
    const std::atomic<bool> *cancel;
    QDeadlineTimer deadline;
    QString failure;

    bool cancelled() const { return cancel && cancel->load(); }

    // Returns false when it stopped for a failure (set) rather than EOF.
    template<typename Done>
    bool read(QByteArray &out, QByteArray *err, Done done)
    {
        char buffer[16384];
        for (;;) {
            if (cancelled()) {
                failure = RemoteTr::tr("cancelled");
                return false;
            }
            if (deadline.hasExpired()) {
                failure = RemoteTr::tr("no answer within the command timeout");
                return false;
            }
            const int n = ssh_channel_read_timeout(channel, buffer, sizeof buffer, 0, 100);
            if (n == SSH_ERROR) {
                failure = RemoteTr::tr("the channel failed: %1")
                              .arg(QString::fromUtf8(ssh_get_error(ssh_channel_get_session(channel))));
                return false;
            }
            if (n > 0)
                out.append(buffer, n);
            int m = 0;
            if (err) {
                m = ssh_channel_read_nonblocking(channel, buffer, sizeof buffer, 1);
                if (m > 0)
                    err->append(buffer, m);
            }
            if (n > 0 && done(out))
                return true;
            if (n <= 0 && m <= 0 && (ssh_channel_is_eof(channel) || ssh_channel_is_closed(channel))) {
                // What is left in either stream once the far end is done.
                while ((m = ssh_channel_read_nonblocking(channel, buffer, sizeof buffer, 0)) > 0)
                    out.append(buffer, m);
                while (err && (m = ssh_channel_read_nonblocking(channel, buffer, sizeof buffer, 1)) > 0)
                    err->append(buffer, m);
                return true;
            }
        }
    }
};

} // namespace

ExecResult SshSession::exec(const QByteArray &command, const QByteArray &stdinData)
{
    ExecResult result;
    m_transcript.sent(command);
    ssh_channel channel = ssh_channel_new(d->session);
    if (!channel || ssh_channel_open_session(channel) != SSH_OK
        || ssh_channel_request_exec(channel, command.constData()) != SSH_OK) {
        result.failure = RemoteTr::tr("the command could not be started: %1").arg(QString::fromUtf8(ssh_get_error(d->session)));
        if (channel)
            ssh_channel_free(channel);
        m_transcript.note(result.failure);
        return result;
    }
    if (!stdinData.isEmpty())
        ssh_channel_write(channel, stdinData.constData(), uint32_t(stdinData.size()));
    ssh_channel_send_eof(channel);
    Reader reader{channel, m_cancel, QDeadlineTimer(qint64(m_settings.commandTimeout) * 1000), {}};
    result.completed = reader.read(result.out, &result.err, [](const QByteArray &) { return false; });
    if (result.completed)
        result.exitCode = ssh_channel_get_exit_status(channel);
    else
        result.failure = reader.failure;
    if (!result.out.isEmpty())
        m_transcript.received(result.out);
    if (!result.err.isEmpty())
        m_transcript.receivedError(result.err);
    m_transcript.note(result.completed ? QStringLiteral("exit code %1").arg(result.exitCode) : result.failure);
    ssh_channel_close(channel);
    ssh_channel_free(channel);
    return result;
}


bool SshSession::openShell(const QString &promptPattern, QByteArray *banner)
{
    m_transcript.note(QStringLiteral("opening a shell on a pty"));
    d->shell = ssh_channel_new(d->session);
    // Wide enough that no line of a configuration wraps.
    if (!d->shell || ssh_channel_open_session(d->shell) != SSH_OK
        || ssh_channel_request_pty_size(d->shell, "vt100", 511, 24) != SSH_OK
        || ssh_channel_request_shell(d->shell) != SSH_OK) {
        m_lastError = RemoteTr::tr("no shell: %1").arg(QString::fromUtf8(ssh_get_error(d->session)));
        closeShell();
        return false;
    }
    const QRegularExpression prompt(promptPattern);
    QByteArray out;
    Reader reader{d->shell, m_cancel, QDeadlineTimer(qint64(m_settings.connectTimeout) * 1000), {}};
    const bool read = reader.read(out, nullptr, [&](const QByteArray &buffer) { return prompt.match(ShellText::lastLine(buffer)).hasMatch(); });
    m_transcript.received(out);
    if (!read || !prompt.match(ShellText::lastLine(out)).hasMatch()) {
        m_lastError = read ? RemoteTr::tr("no prompt matching %1 after login; the last line was \"%2\"").arg(promptPattern, ShellText::lastLine(out))
                           : reader.failure;
        m_transcript.note(m_lastError);
        return false;
    }
    if (banner)
        *banner = out;
    return true;
}

ExecResult SshSession::shellCommand(const QByteArray &line, const QString &promptPattern)
{
    ExecResult result;
    if (!d->shell) {
        result.failure = RemoteTr::tr("no shell is open");
        return result;
    }
    m_transcript.sent(line);
    const QByteArray sent = line + '\n';
    ssh_channel_write(d->shell, sent.constData(), uint32_t(sent.size()));
    const QRegularExpression prompt(promptPattern);
    QByteArray out;
    Reader reader{d->shell, m_cancel, QDeadlineTimer(qint64(m_settings.commandTimeout) * 1000), {}};
    bool pagerSeen = false;
    const bool read = reader.read(out, nullptr, [&](const QByteArray &buffer) {
        const QString last = ShellText::lastLine(buffer);
        if (ShellText::isPager(last)) {
            // A pager the commands sent first did not turn off: page on, and say so.
            pagerSeen = true;
            ssh_channel_write(d->shell, " ", 1);
            return false;
        }
        return prompt.match(last).hasMatch();
    });
    m_transcript.received(out);
    if (pagerSeen)
        m_transcript.note(QStringLiteral("the output paged (--More--); pressed space"));
    if (!read || !prompt.match(ShellText::lastLine(out)).hasMatch()) {
        result.failure = read ? RemoteTr::tr("the shell closed before the prompt came back") : reader.failure;
        m_transcript.note(result.failure);
        return result;
    }
    // The echo of the line first, the next prompt last: what is between is
    // the command's output.
    result.out = ShellText::commandOutput(out);
    result.completed = true;
    result.exitCode = 0;
    return result;
}

void SshSession::closeShell()
{
    if (!d->shell)
        return;
    if (ssh_channel_is_open(d->shell)) {
        ssh_channel_send_eof(d->shell);
        ssh_channel_close(d->shell);
    }
    ssh_channel_free(d->shell);
    d->shell = nullptr;
}

bool SshSession::ensureSftp()
{
    if (d->sftp)
        return true;
    d->sftp = sftp_new(d->session);
    if (!d->sftp || sftp_init(d->sftp) != SSH_OK) {
        m_lastError = RemoteTr::tr("SFTP could not start: %1").arg(QString::fromUtf8(ssh_get_error(d->session)));
        if (d->sftp)
            sftp_free(d->sftp);
        d->sftp = nullptr;
        m_transcript.note(m_lastError);
        return false;
    }
    return true;
}

namespace {

QString sftpError(sftp_session sftp, ssh_session session)
{
    switch (sftp_get_error(sftp)) {
    case SSH_FX_NO_SUCH_FILE:
        return RemoteTr::tr("no such file");
    case SSH_FX_PERMISSION_DENIED:
        return RemoteTr::tr("permission denied");
    case SSH_FX_FILE_ALREADY_EXISTS:
        return RemoteTr::tr("the file already exists");
    default:
        return QString::fromUtf8(ssh_get_error(session));
    }
}

} // namespace

void SshSession::sftpFailed(const QString &path)
{
    m_lastError = RemoteTr::tr("%1: %2").arg(path, sftpError(d->sftp, d->session));
    m_transcript.note(m_lastError);
}

std::optional<QString> SshSession::sftpHome()
{
    if (!ensureSftp())
        return std::nullopt;
    char *path = sftp_canonicalize_path(d->sftp, ".");
    if (!path) {
        m_lastError = sftpError(d->sftp, d->session);
        return std::nullopt;
    }
    const QString home = QString::fromUtf8(path);
    ssh_string_free_char(path);
    m_transcript.note(QStringLiteral("sftp home ") + home);
    return home;
}

bool SshSession::sftpMkdir(const QString &path)
{
    if (!ensureSftp())
        return false;
    m_transcript.note(QStringLiteral("sftp mkdir ") + path);
    if (sftp_mkdir(d->sftp, path.toUtf8().constData(), 0700) != SSH_OK) {
        sftpFailed(path);
        return false;
    }
    return true;
}

bool SshSession::sftpWrite(const QString &path, const QByteArray &data)
{
    if (!ensureSftp())
        return false;
    m_transcript.note(QStringLiteral("sftp put %1 (%2 bytes)").arg(path).arg(data.size()));
    sftp_file file = sftp_open(d->sftp, path.toUtf8().constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
    if (!file) {
        sftpFailed(path);
        return false;
    }
    qsizetype done = 0;
    while (done < data.size()) {
        if (cancelled()) {
            sftp_close(file);
            m_lastError = RemoteTr::tr("cancelled");
            return false;
        }
        const size_t chunk = size_t(std::min<qsizetype>(data.size() - done, 32768));
        const ssize_t written = sftp_write(file, data.constData() + done, chunk);
        if (written <= 0) {
            sftpFailed(path);
            sftp_close(file);
            m_transcript.note(m_lastError);
            return false;
        }
        done += written;
    }
    return sftp_close(file) == SSH_OK;
}

std::optional<qint64> SshSession::sftpSize(const QString &path)
{
    if (!ensureSftp())
        return std::nullopt;
    sftp_attributes attributes = sftp_stat(d->sftp, path.toUtf8().constData());
    if (!attributes) {
        sftpFailed(path);
        return std::nullopt;
    }
    const qint64 size = qint64(attributes->size);
    sftp_attributes_free(attributes);
    m_transcript.note(QStringLiteral("sftp stat %1: %2 bytes").arg(path).arg(size));
    return size;
}

std::optional<QByteArray> SshSession::sftpRead(const QString &path)
{
    if (!ensureSftp())
        return std::nullopt;
    sftp_file file = sftp_open(d->sftp, path.toUtf8().constData(), O_RDONLY, 0);
    if (!file) {
        sftpFailed(path);
        return std::nullopt;
    }
    QByteArray data;
    char buffer[32768];
    for (;;) {
        const ssize_t n = sftp_read(file, buffer, sizeof buffer);
        if (n < 0) {
            sftpFailed(path);
            sftp_close(file);
            return std::nullopt;
        }
        if (n == 0)
            break;
        data.append(buffer, n);
    }
    sftp_close(file);
    m_transcript.note(QStringLiteral("sftp get %1 (%2 bytes)").arg(path).arg(data.size()));
    return data;
}

std::optional<QStringList> SshSession::sftpList(const QString &path)
{
    if (!ensureSftp())
        return std::nullopt;
    sftp_dir dir = sftp_opendir(d->sftp, path.toUtf8().constData());
    if (!dir) {
        sftpFailed(path);
        return std::nullopt;
    }
    QStringList names;
    while (sftp_attributes entry = sftp_readdir(d->sftp, dir)) {
        const QString name = QString::fromUtf8(entry->name);
        if (entry->type == SSH_FILEXFER_TYPE_REGULAR)
            names << name;
        sftp_attributes_free(entry);
    }
    sftp_closedir(dir);
    names.sort();
    return names;
}

void SshSession::sftpRemove(const QString &path, bool directory)
{
    if (!ensureSftp())
        return;
    m_transcript.note(QStringLiteral("sftp remove ") + path);
    if (directory)
        sftp_rmdir(d->sftp, path.toUtf8().constData());
    else
        sftp_unlink(d->sftp, path.toUtf8().constData());
}

} // namespace hvnet

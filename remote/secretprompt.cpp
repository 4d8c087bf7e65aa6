#include "secretprompt.h"

#include "sshtarget.h"

#include <QProcess>
#include <QProcessEnvironment>

#include <fcntl.h>
#include <termios.h>
#include <unistd.h>

namespace hvnet {

void wipeSecret(QByteArray &secret)
{
    if (!secret.isEmpty())
        secret.fill('\0');
    secret.clear();
}

namespace {

// Reads one line from the terminal with echo off; nullopt at end of input.
std::optional<QByteArray> readFromTerminal(int fd, const QString &question)
{
    const QByteArray asked = question.toLocal8Bit();
    if (::write(fd, asked.constData(), size_t(asked.size())) < 0)
        return std::nullopt;
    termios saved{};
    const bool isTty = ::tcgetattr(fd, &saved) == 0;
    if (isTty) {
        termios quiet = saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(fd, TCSAFLUSH, &quiet);
    }
    QByteArray line;
    bool ended = false;
    for (;;) {
        char c = 0;
        const ssize_t n = ::read(fd, &c, 1);
        if (n <= 0) {
            ended = line.isEmpty();
            break;
        }
        if (c == '\n' || c == '\r')
            break;
        line.append(c);
    }
    if (isTty)
        ::tcsetattr(fd, TCSAFLUSH, &saved);
    if (::write(fd, "\n", 1) < 0) { }
    if (ended)
        return std::nullopt;
    return line;
}

std::optional<QByteArray> askProgram(const QString &program, const QString &question)
{
    QProcess process;
    process.setProgram(program);
    process.setArguments({question});
    process.setProcessChannelMode(QProcess::SeparateChannels);
    process.start(QIODevice::ReadOnly);
    if (!process.waitForFinished(5 * 60 * 1000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return std::nullopt;
    QByteArray answer = process.readAllStandardOutput();
    while (answer.endsWith('\n') || answer.endsWith('\r'))
        answer.chop(1);
    return answer;
}

} // namespace

TerminalSecretPrompt::~TerminalSecretPrompt()
{
    for (auto &entry : m_passphrases)
        wipeSecret(entry.second);
}

std::optional<QByteArray> TerminalSecretPrompt::ask(const QString &question)
{
    std::lock_guard<std::mutex> lock(m_mutex);
    const bool passphrase = question.startsWith(RemoteTr::tr("Passphrase for the key %1: ").section(QLatin1Char('%'), 0, 0));
    if (passphrase) {
        if (const auto known = m_passphrases.find(question); known != m_passphrases.end())
            return known->second;
    }
    std::optional<QByteArray> answer = askPerson(question);
    if (answer && passphrase)
        m_passphrases[question] = *answer;
    return answer;
}

std::optional<QByteArray> TerminalSecretPrompt::askPerson(const QString &question)
{
    const QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    const QString askPass = env.value(QStringLiteral("SSH_ASKPASS"));
    const bool forced = env.value(QStringLiteral("SSH_ASKPASS_REQUIRE")) == QLatin1String("force");
    if (!askPass.isEmpty() && forced)
        return askProgram(askPass, question);
    const int fd = ::open("/dev/tty", O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) {
        if (!askPass.isEmpty() && env.value(QStringLiteral("SSH_ASKPASS_REQUIRE")) != QLatin1String("never"))
            return askProgram(askPass, question);
        return std::nullopt;
    }
    if (onAsking)
        onAsking(true);
    std::optional<QByteArray> answer = readFromTerminal(fd, question);
    ::close(fd);
    if (onAsking)
        onAsking(false);
    return answer;
}

} // namespace hvnet

// hvnet_switch_sim: a switch's command line, as the ForceCommand of a test's
// sshd (tests/support/sshrig.h), for the probe's and the push's sessions.
//
// Reading. Outputs come from files a test writes: DIR/<the command>.txt
// (SwitchSimulator's texts; '/' in a command is '_' in its file name); a
// command without a file is one the switch does not have, refused with the
// platform's error line. The shell follows the platform's SwitchSession (the
// prompt, the command that turns the pager off) and, for NX-OS, Cisco's
// "Nexus 9000 Series NX-OS Fundamentals Configuration Guide, Release 10.x:
// Using the CLI": a pager that stops after a screen at "--More--" (space
// pages on, q stops) until "terminal length 0". An exec request runs one
// command the same way and ends, as the Linux shell of the platforms whose
// vendors document exec does (NVIDIA Cumulus Linux User Guide: a login is
// bash; bash's own "command not found" and exit code 127).
//
// Configuring. The running configuration is the file of the platform's
// running-configuration command; what the push configures is applied to it
// with SwitchConfigDelta::apply (a line replaces its setting's line, a list
// line adds to its list, the negation takes out), so the next read shows
// it. Each platform's way of applying and taking back follows its driver's
// ConfigRollback and the document cited there:
//   cisco-nxos  configure terminal ... end applies (the simulator applies a
//               mode's lines when it is left or something is shown);
//               checkpoint NAME, rollback running-config checkpoint NAME,
//               no checkpoint NAME (NX-OS System Management Configuration
//               Guide: Configuring the Rollback Feature). No timer.
//   arista-eos  configure session NAME keeps the lines apart; commit timer
//               hh:mm:ss applies them and takes them back when the timer ends
//               unless "configure session NAME commit" comes; abort drops the
//               session, or takes a timed commit back (EOS User Manual:
//               Configure Sessions).
//   juniper-junos  configure exclusive; set and delete lines go to the
//               candidate; commit confirmed N applies it and rolls back after
//               N minutes unless commit comes; rollback 0 drops the
//               candidate, rollback 1 loads the configuration before the
//               last commit (Junos OS CLI User Guide: Commit a Configuration).
//   nvidia-cumulus  nv set and nv unset make the pending revision; nv config
//               apply --confirm N applies it and rolls back after N minutes
//               unless nv config apply --confirm-yes; nv config detach drops
//               it (NVUE Command Reference: Config Commands); nv config diff
//               lists the pending commands (NVUE prints the difference as a
//               YAML patch; only a person reads it). An exec request may join
//               commands with "&&", which bash runs until one fails.
//   aruba-cx    checkpoint auto N keeps the running configuration and restores
//               it after N minutes unless checkpoint auto confirm (AOS-CX
//               Fundamentals Guide: checkpoint auto).
//   hpe-comware system-view; configuration commit delay N keeps the running
//               configuration and goes back to it after N minutes unless
//               configuration commit (Comware 7 Fundamentals Configuration
//               Guide: Configuring configuration commit delay).
//   dell-os10   start transaction keeps the lines apart until commit; discard
//               drops them (Dell KB 000120163). No timer.
// A timer is real: a process of its own that outlives the SSH session (a
// push that loses its switch is still undone). For tests, --minute SECONDS
// is how long one of the vendor's minutes lasts (60 unless given).
//
// hvnet_switch_sim --name NAME --dir DIR [--platform ID] [--minute SECONDS]
//                  [--drop REGEX] [--refuse REGEX]
//   --drop: configuration lines the switch takes without effect (a firmware
//           that ignores a command: the read-back then differs);
//   --refuse: configuration lines it refuses with its error line.

#include "live/switchconfigdelta.h"
#include "platforms/switchplatforms.h"

#include <QByteArray>
#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <fcntl.h>
#include <signal.h>
#include <termios.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <optional>

using namespace hvnet;

namespace {

QString g_dir;
QString g_name = QStringLiteral("switch");
const SwitchPlatformDriver *g_driver = nullptr;
int g_minute = 60;
std::optional<QRegularExpression> g_drop, g_refuse;

void say(const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(STDOUT_FILENO, bytes.constData() + done, size_t(bytes.size() - done));
        if (n <= 0)
            return;
        done += n;
    }
}

QString pathOf(const QString &file)
{
    return g_dir + QLatin1Char('/') + file;
}

QString commandFile(const QString &command)
{
    QString name = command;
    name.replace(QLatin1Char('/'), QLatin1Char('_'));
    return pathOf(name + QStringLiteral(".txt"));
}

std::optional<QByteArray> readFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(bytes);
}

// What the command prints, or nothing when the switch does not have it.
std::optional<QByteArray> output(const QString &command)
{
    auto text = readFile(commandFile(command));
    if (text)
        text->replace("\r\n", "\n");
    return text;
}

QString runningPath()
{
    return commandFile(g_driver->evidenceCommand(SwitchEvidenceFile::RunningConfig));
}

// The running configuration without the prompt and command a pasted capture has around it.
QString running()
{
    QString text = QString::fromUtf8(readFile(runningPath()).value_or(QByteArray()));
    text.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    QStringList lines = text.split(QLatin1Char('\n'));
    // The platform's prompt, or any "name#" a capture was pasted with.
    const QRegularExpression prompt(g_driver->session().prompt + QStringLiteral("|^[A-Za-z0-9._@()-]+[>#]\\s*$"));
    const QString command = g_driver->evidenceCommand(SwitchEvidenceFile::RunningConfig);
    if (!lines.isEmpty() && lines.front().trimmed().endsWith(command))
        lines.removeFirst();
    while (!lines.isEmpty() && (lines.back().trimmed().isEmpty() || prompt.match(lines.back().trimmed()).hasMatch()))
        lines.removeLast();
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

void setRunning(const QString &text)
{
    writeFile(runningPath(), text.toUtf8());
}

void applyLines(const QStringList &lines)
{
    if (lines.isEmpty())
        return;
    writeFile(pathOf(QStringLiteral(".previous")), running().toUtf8());
    setRunning(SwitchConfigDelta::apply(g_driver->configEditing(), running(), lines));
}

// The rollback timer: the configuration kept in .checkpoint comes back after
// `minutes` of the vendor's minutes unless disarm() removes .armed first.
void arm(int minutes)
{
    const QString armed = pathOf(QStringLiteral(".armed"));
    // The token is written before the fork: written by the parent after it,
    // on a busy machine it could come later than the timer's end, and the
    // timer then found no token and never rolled back.
    static int armings = 0;
    const QByteArray token = QByteArray::number(qint64(::getpid())) + '.' + QByteArray::number(++armings) + '.'
        + QByteArray::number(qint64(::time(nullptr)));
    writeFile(armed, token);
    // SIGHUP held back over the fork: when the test closes its session at
    // once, the terminal's hangup must not reach the timer before it has
    // left the session's process group (on a busy machine it did, and the
    // switch never rolled back).
    sigset_t hangup, before;
    sigemptyset(&hangup);
    sigaddset(&hangup, SIGHUP);
    ::sigprocmask(SIG_BLOCK, &hangup, &before);
    const pid_t child = ::fork();
    if (child != 0) {
        ::sigprocmask(SIG_SETMASK, &before, nullptr);
        return;
    }
    ::setsid();
    ::signal(SIGHUP, SIG_IGN);
    ::sigprocmask(SIG_SETMASK, &before, nullptr);
    const int null = ::open("/dev/null", O_RDWR);
    ::dup2(null, STDIN_FILENO);
    ::dup2(null, STDOUT_FILENO);
    ::dup2(null, STDERR_FILENO);
    ::sleep(unsigned(std::max(1, minutes) * g_minute));
    if (readFile(armed).value_or(QByteArray()) == token) {
        writeFile(runningPath(), readFile(pathOf(QStringLiteral(".checkpoint"))).value_or(QByteArray()));
        ::unlink(armed.toLocal8Bit().constData());
    }
    ::_exit(0);
}

bool isArmed()
{
    return QFile::exists(pathOf(QStringLiteral(".armed")));
}

void disarm()
{
    QFile::remove(pathOf(QStringLiteral(".armed")));
}

void checkpoint(const QString &file)
{
    writeFile(pathOf(file), running().toUtf8());
}

void restore(const QString &file)
{
    if (const auto saved = readFile(pathOf(file)))
        setRunning(QString::fromUtf8(*saved));
}

// The platform's line for a command it refuses.
QByteArray refusal(const QString &command)
{
    switch (g_driver->platform()) {
    case SwitchPlatform::AristaEos:
        return "% Invalid input\n";
    case SwitchPlatform::DellOs10:
        return "% Error: Unrecognized command.\n";
    case SwitchPlatform::ArubaCx:
        return "Invalid input: " + command.toUtf8() + "\n";
    case SwitchPlatform::HpeComware:
        return " % Unrecognized command found at '^' position.\n";
    case SwitchPlatform::JuniperJunos:
        return "syntax error.\n";
    case SwitchPlatform::NvidiaCumulus:
        return "Error: " + command.toUtf8() + " is not a valid command\n";
    default:
        return "% Invalid command at '^' marker.\n";
    }
}

// One command line's state between commands.
struct Cli {
    enum class Mode { Exec, Config, Session };
    Mode mode = Mode::Exec;
    QStringList lines; // configuration lines not applied yet (a mode, a session, a candidate, a transaction)
    bool transaction = false; // OS10
    bool rollbackOnCommit = false; // Junos: rollback 1 loaded the configuration before the last commit
    int screen = 24; // lines per page, 0: no pager

    QByteArray prompt() const
    {
        switch (g_driver->platform()) {
        case SwitchPlatform::HpeComware:
            return (mode == Mode::Exec ? QStringLiteral("<%1>") : QStringLiteral("[%1]")).arg(g_name).toUtf8();
        case SwitchPlatform::JuniperJunos:
            return QStringLiteral("admin@%1%2 ").arg(g_name, mode == Mode::Exec ? QStringLiteral(">") : QStringLiteral("#")).toUtf8();
        default:
            return (g_name + (mode == Mode::Config ? QStringLiteral("(config)# ") : mode == Mode::Session ? QStringLiteral("(config-s-hvnet)# ") : QStringLiteral("# "))).toUtf8();
        }
    }

    // Lines a switch applies as they come: applied when the mode is left or something is shown.
    void settle()
    {
        const SwitchPlatform p = g_driver->platform();
        const bool immediate = p == SwitchPlatform::CiscoNxos || p == SwitchPlatform::ArubaCx || p == SwitchPlatform::HpeComware
            || (p == SwitchPlatform::DellOs10 && !transaction) || (p == SwitchPlatform::AristaEos && mode != Mode::Session);
        if (immediate) {
            applyLines(lines);
            lines.clear();
        }
    }

    // A configuration line: kept, dropped or refused.
    QByteArray configure(const QString &raw)
    {
        const QString line = raw.trimmed();
        if (g_refuse && g_refuse->match(line).hasMatch())
            return refusal(line);
        if (!(g_drop && g_drop->match(line).hasMatch()))
            lines << raw;
        return {};
    }

    // What the command prints; nullopt: the session ends.
    std::optional<QByteArray> run(const QString &raw)
    {
        const QString c = raw.simplified();
        const SwitchPlatform p = g_driver->platform();
        if (c.isEmpty())
            return QByteArray();
        if (g_driver->session().pagerOff.contains(c)) {
            screen = 0;
            return QByteArray();
        }
        if (p == SwitchPlatform::CiscoNxos && c.startsWith(QLatin1String("terminal length "))) {
            screen = c.section(QLatin1Char(' '), 2).toInt();
            return QByteArray();
        }
        if (const auto text = output(c)) {
            settle();
            if (c == g_driver->evidenceCommand(SwitchEvidenceFile::RunningConfig))
                return running().toUtf8();
            return *text;
        }
        static const QRegularExpression number(QStringLiteral("(\\d+)"));
        const auto minutesIn = [&c]() { return number.match(c).hasMatch() ? number.match(c).captured(1).toInt() : 10; };
        switch (p) {
        case SwitchPlatform::JuniperJunos:
            if (mode == Mode::Exec && (c == QLatin1String("exit") || c == QLatin1String("quit")))
                return std::nullopt;
            if (c == QLatin1String("configure exclusive") || c == QLatin1String("configure")) {
                mode = Mode::Config;
                return QByteArray("Entering configuration mode\n");
            }
            if (mode == Mode::Exec)
                break;
            if (c == QLatin1String("exit")) {
                if (!lines.isEmpty() || rollbackOnCommit)
                    say("The configuration has been changed but not committed\nExiting configuration mode\n");
                lines.clear();
                rollbackOnCommit = false;
                mode = Mode::Exec;
                return QByteArray();
            }
            if (c.startsWith(QLatin1String("commit"))) {
                const bool confirmed = c.startsWith(QLatin1String("commit confirmed"));
                if (rollbackOnCommit) {
                    writeFile(pathOf(QStringLiteral(".previous")), running().toUtf8());
                    restore(QStringLiteral(".rollback1"));
                    rollbackOnCommit = false;
                }
                if (confirmed)
                    checkpoint(QStringLiteral(".checkpoint"));
                applyLines(lines);
                lines.clear();
                disarm();
                if (confirmed) {
                    arm(minutesIn());
                    return QStringLiteral("commit confirmed will be automatically rolled back in %1 minutes unless confirmed\ncommit complete\n")
                        .arg(minutesIn())
                        .toUtf8();
                }
                return QByteArray("commit complete\n");
            }
            if (c == QLatin1String("rollback 0")) {
                lines.clear();
                rollbackOnCommit = false;
                return QByteArray("load complete\n");
            }
            if (c == QLatin1String("rollback 1")) {
                lines.clear();
                writeFile(pathOf(QStringLiteral(".rollback1")), readFile(pathOf(QStringLiteral(".previous"))).value_or(running().toUtf8()));
                rollbackOnCommit = true;
                return QByteArray("load complete\n");
            }
            if (c.startsWith(QLatin1String("set ")) || c.startsWith(QLatin1String("delete ")))
                return configure(c);
            break;
        case SwitchPlatform::NvidiaCumulus:
            if (c.startsWith(QLatin1String("nv set ")) || c.startsWith(QLatin1String("nv unset "))) {
                if (g_refuse && g_refuse->match(c).hasMatch())
                    return refusal(c);
                if (!(g_drop && g_drop->match(c).hasMatch())) {
                    QFile pending(pathOf(QStringLiteral(".pending")));
                    if (pending.open(QIODevice::Append))
                        pending.write(c.toUtf8() + '\n');
                }
                return QByteArray();
            }
            if (c == QLatin1String("nv config save"))
                return QByteArray(); // the startup configuration is not modelled
            if (c == QLatin1String("nv config diff")) {
                // NVUE prints the pending revision's difference as a YAML
                // patch; the simulator lists the pending commands instead
                // (what reads it here only shows it to a person).
                return readFile(pathOf(QStringLiteral(".pending"))).value_or(QByteArray());
            }
            if (c == QLatin1String("nv config detach")) {
                QFile::remove(pathOf(QStringLiteral(".pending")));
                return QByteArray();
            }
            if (c == QLatin1String("nv config apply --confirm-yes")) {
                disarm();
                return QByteArray("Confirmed\n");
            }
            if (c.startsWith(QLatin1String("nv config apply"))) {
                const QString pending = QString::fromUtf8(readFile(pathOf(QStringLiteral(".pending"))).value_or(QByteArray()));
                checkpoint(QStringLiteral(".checkpoint"));
                applyLines(pending.split(QLatin1Char('\n'), Qt::SkipEmptyParts));
                QFile::remove(pathOf(QStringLiteral(".pending")));
                disarm();
                if (c.contains(QLatin1String("--confirm")))
                    arm(minutesIn());
                return QByteArray("applied\n");
            }
            break;
        case SwitchPlatform::HpeComware:
            if (c == QLatin1String("system-view")) {
                mode = Mode::Config;
                return QByteArray("System View: return to User View with Ctrl+Z.\n");
            }
            if (mode == Mode::Exec) {
                if (c == QLatin1String("quit"))
                    return std::nullopt;
                break;
            }
            if (c.startsWith(QLatin1String("configuration commit delay "))) {
                settle();
                checkpoint(QStringLiteral(".checkpoint"));
                disarm();
                arm(minutesIn());
                return QByteArray();
            }
            if (c == QLatin1String("configuration commit")) {
                settle();
                disarm();
                return QByteArray();
            }
            if (c == QLatin1String("return") || (c == QLatin1String("quit") && !raw.startsWith(QLatin1Char(' ')))) {
                settle();
                mode = Mode::Exec;
                return QByteArray();
            }
            return configure(raw);
        default: // the industry-standard command lines: NX-OS, EOS, OS10, AOS-CX
            if (mode == Mode::Exec) {
                if (c == QLatin1String("exit") || c == QLatin1String("quit"))
                    return std::nullopt;
                if (c == QLatin1String("configure terminal")) {
                    mode = Mode::Config;
                    return QByteArray();
                }
                if (p == SwitchPlatform::CiscoNxos && c.startsWith(QLatin1String("checkpoint "))) {
                    checkpoint(QStringLiteral(".cp-") + c.section(QLatin1Char(' '), 1));
                    return QByteArray("Done\n");
                }
                if (p == SwitchPlatform::CiscoNxos && c.startsWith(QLatin1String("no checkpoint "))) {
                    QFile::remove(pathOf(QStringLiteral(".cp-") + c.section(QLatin1Char(' '), 2)));
                    return QByteArray();
                }
                if (p == SwitchPlatform::CiscoNxos && c.startsWith(QLatin1String("rollback running-config checkpoint "))) {
                    const QString file = QStringLiteral(".cp-") + c.section(QLatin1Char(' '), 3);
                    if (!QFile::exists(pathOf(file)))
                        return QByteArray("% Checkpoint not found\n");
                    restore(file);
                    return QByteArray("Rollback completed successfully.\n");
                }
                if (p == SwitchPlatform::ArubaCx && c == QLatin1String("checkpoint auto confirm")) {
                    disarm();
                    return QByteArray("checkpoint AUTO created\n");
                }
                if (p == SwitchPlatform::ArubaCx && c.startsWith(QLatin1String("checkpoint auto "))) {
                    checkpoint(QStringLiteral(".checkpoint"));
                    disarm();
                    arm(minutesIn());
                    return QStringLiteral("Auto checkpoint mode expires in %1 minute(s)\n").arg(minutesIn()).toUtf8();
                }
                if (p == SwitchPlatform::DellOs10 && c == QLatin1String("start transaction")) {
                    transaction = true;
                    return QByteArray();
                }
                if (p == SwitchPlatform::DellOs10 && c == QLatin1String("commit")) {
                    applyLines(lines);
                    lines.clear();
                    transaction = false;
                    return QByteArray();
                }
                if (p == SwitchPlatform::DellOs10 && c == QLatin1String("discard")) {
                    lines.clear();
                    transaction = false;
                    return QByteArray();
                }
                if (p == SwitchPlatform::AristaEos && c.startsWith(QLatin1String("configure session "))) {
                    if (c.endsWith(QLatin1String(" commit"))) {
                        disarm();
                        return QByteArray();
                    }
                    if (c.endsWith(QLatin1String(" abort"))) {
                        if (isArmed()) {
                            disarm();
                            restore(QStringLiteral(".checkpoint"));
                        }
                        lines.clear();
                        return QByteArray();
                    }
                    lines.clear();
                    mode = Mode::Session;
                    return QByteArray();
                }
                break;
            }
            if (mode == Mode::Session) {
                if (c.startsWith(QLatin1String("commit timer "))) {
                    const QStringList hms = c.section(QLatin1Char(' '), 2).split(QLatin1Char(':'));
                    const int minutes = hms.value(0).toInt() * 60 + hms.value(1).toInt() + (hms.value(2).toInt() > 0 ? 1 : 0);
                    checkpoint(QStringLiteral(".checkpoint"));
                    applyLines(lines);
                    lines.clear();
                    disarm();
                    arm(minutes);
                    mode = Mode::Exec;
                    return QByteArray();
                }
                if (c == QLatin1String("commit")) {
                    applyLines(lines);
                    lines.clear();
                    mode = Mode::Exec;
                    return QByteArray();
                }
                if (c == QLatin1String("abort")) {
                    lines.clear();
                    mode = Mode::Exec;
                    return QByteArray();
                }
                if (c == QLatin1String("end"))
                    return QByteArray(); // the session stays pending
                return configure(raw);
            }
            if (c == QLatin1String("end")) {
                settle();
                mode = Mode::Exec;
                return QByteArray();
            }
            return configure(raw);
        }
        return refusal(c);
    }
};

// A command line's commands joined by "&&" outside quotes (one command on
// the platforms that are no Linux shell).
QStringList andList(const QString &line)
{
    if (g_driver->platform() != SwitchPlatform::NvidiaCumulus)
        return {line};
    QStringList commands;
    QString current;
    QChar quote;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
        } else if (c == QLatin1Char('&') && i + 1 < line.size() && line[i + 1] == QLatin1Char('&')) {
            commands << current.trimmed();
            current.clear();
            ++i;
            continue;
        }
        current += c;
    }
    commands << current.trimmed();
    return commands;
}

bool readKey(char *c)
{
    return ::read(STDIN_FILENO, c, 1) == 1;
}

} // namespace

int main(int argc, char **argv)
{
    QString platform = QStringLiteral("cisco-nxos");
    for (int i = 1; i + 1 < argc; i += 2) {
        const QByteArray option(argv[i]);
        const QString value = QString::fromLocal8Bit(argv[i + 1]);
        if (option == "--name")
            g_name = value;
        else if (option == "--dir")
            g_dir = value;
        else if (option == "--platform")
            platform = value;
        else if (option == "--minute")
            g_minute = std::max(1, value.toInt());
        else if (option == "--drop")
            g_drop = QRegularExpression(value);
        else if (option == "--refuse")
            g_refuse = QRegularExpression(value);
    }
    const auto id = enumFromName<SwitchPlatform>(platform.toStdString());
    if (!id)
        return 2;
    g_driver = &SwitchPlatforms::driver(*id);
    ::signal(SIGCHLD, SIG_IGN); // the timers are reaped by the system
    Cli cli;
    const QString original = QString::fromLocal8Bit(qgetenv("SSH_ORIGINAL_COMMAND")).trimmed();
    if (!original.isEmpty()) {
        // One command, or commands joined by "&&", which bash runs in turn
        // until one fails (NVUE commands are programs of the login shell).
        for (const QString &command : andList(original)) {
            const QByteArray out = cli.run(command).value_or(QByteArray());
            if (out.startsWith("Error: ")) { // NVUE's own refusal
                std::fprintf(stderr, "%s", out.constData());
                return 1;
            }
            if (out == refusal(command.simplified())) {
                // A Linux login shell (Cumulus Linux) on a program it does not have.
                std::fprintf(stderr, "bash: line 1: %s: command not found\n", qPrintable(command.section(QLatin1Char(' '), 0, 0)));
                return 127;
            }
            say(out);
        }
        return 0;
    }

    // The switch's own line editing on a raw terminal, as a CLI does.
    termios saved{};
    const bool tty = ::tcgetattr(STDIN_FILENO, &saved) == 0;
    if (tty) {
        termios raw = saved;
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO);
        raw.c_cc[VMIN] = 1;
        raw.c_cc[VTIME] = 0;
        ::tcsetattr(STDIN_FILENO, TCSANOW, &raw);
    }
    if (g_driver->platform() == SwitchPlatform::CiscoNxos)
        say("\nCisco Nexus Operating System (NX-OS) Software\nTAC support: http://www.cisco.com/tac\n");
    else
        say("\n" + g_driver->displayName().toUtf8() + "\n");
    say(cli.prompt());
    QByteArray line;
    char c = 0;
    bool lastWasCr = false;
    while (readKey(&c)) {
        if (c == '\n' && lastWasCr) {
            lastWasCr = false;
            continue;
        }
        lastWasCr = c == '\r';
        if (c == 0x7f || c == 0x08) {
            if (!line.isEmpty()) {
                line.chop(1);
                say("\b \b");
            }
            continue;
        }
        if (c != '\r' && c != '\n') {
            line.append(c);
            say(QByteArray(1, c));
            continue;
        }
        say("\n");
        const QString command = QString::fromUtf8(line);
        line.clear();
        const auto text = cli.run(command);
        if (!text)
            break;
        const QList<QByteArray> lines = text->split('\n');
        int shown = 0;
        bool stopped = false;
        for (qsizetype i = 0; i < lines.size() && !stopped; ++i) {
            if (i == lines.size() - 1 && lines[i].isEmpty())
                break;
            say(lines[i] + '\n');
            if (cli.screen > 0 && ++shown == cli.screen - 1 && i + 1 < lines.size()) {
                say(" --More-- ");
                char key = 0;
                if (!readKey(&key) || key == 'q')
                    stopped = true;
                say("\r          \r");
                shown = key == '\r' || key == '\n' ? cli.screen - 2 : 0;
            }
        }
        say(cli.prompt());
    }
    cli.settle();
    if (tty)
        ::tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    return 0;
}

// hvnet_switch_sim: the command line of a Cisco Nexus switch (NX-OS), as the
// ForceCommand of a test's sshd (tests/support/sshrig.h), for the probe's
// shell channel. It follows what platforms/cisco-nxos's SwitchSession takes
// from Cisco's "Nexus 9000 Series NX-OS Fundamentals Configuration Guide,
// Release 10.x: Using the CLI": a prompt of the switch's name and "#", a
// pager that stops after a screen at "--More--" (space pages on, q stops)
// until "terminal length 0", and "% Invalid command at '^' marker." for a
// command it does not have. The outputs come from files a test writes:
// DIR/<the command>.txt (SwitchSimulator's texts); a command without a file
// is one the switch does not have. An exec request runs one command the same
// way and ends, as the Linux shell of the platforms whose vendors document
// exec does (NVIDIA Cumulus Linux User Guide: a login is bash; bash's own
// "command not found" and exit code 127 for a program it does not have).
//
// hvnet_switch_sim --name NAME --dir DIR

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>

#include <termios.h>
#include <unistd.h>

#include <cstdio>
#include <optional>

namespace {

QString g_dir;

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

// What the command prints, or nothing when the switch does not have it.
std::optional<QByteArray> output(const QString &command)
{
    QString name = command;
    name.replace(QLatin1Char('/'), QLatin1Char('_'));
    QFile file(g_dir + QLatin1Char('/') + name + QStringLiteral(".txt"));
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QByteArray text = file.readAll();
    text.replace("\r\n", "\n");
    return text;
}

bool readKey(char *c)
{
    return ::read(STDIN_FILENO, c, 1) == 1;
}

} // namespace

int main(int argc, char **argv)
{
    QString name = QStringLiteral("switch");
    for (int i = 1; i + 1 < argc; i += 2) {
        if (QByteArray(argv[i]) == "--name")
            name = QString::fromLocal8Bit(argv[i + 1]);
        else if (QByteArray(argv[i]) == "--dir")
            g_dir = QString::fromLocal8Bit(argv[i + 1]);
    }
    const QString original = QString::fromLocal8Bit(qgetenv("SSH_ORIGINAL_COMMAND")).trimmed();
    if (!original.isEmpty()) {
        if (const auto text = output(original)) {
            say(*text);
            return 0;
        }
        // A Linux login shell (Cumulus Linux) on a program it does not have.
        std::fprintf(stderr, "bash: line 1: %s: command not found\n", qPrintable(original.section(QLatin1Char(' '), 0, 0)));
        return 127;
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
    const QByteArray prompt = (name + QStringLiteral("# ")).toUtf8();
    say("\nCisco Nexus Operating System (NX-OS) Software\nTAC support: http://www.cisco.com/tac\n");
    say(prompt);
    int screen = 24; // "terminal length": lines per page, 0 for no pager
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
        const QString command = QString::fromUtf8(line).simplified();
        line.clear();
        if (command == QLatin1String("exit") || command == QLatin1String("quit"))
            break;
        if (command.startsWith(QLatin1String("terminal length "))) {
            screen = command.section(QLatin1Char(' '), 2).toInt();
        } else if (!command.isEmpty()) {
            if (const auto text = output(command)) {
                const QList<QByteArray> lines = text->split('\n');
                int shown = 0;
                bool stopped = false;
                for (qsizetype i = 0; i < lines.size() && !stopped; ++i) {
                    if (i == lines.size() - 1 && lines[i].isEmpty())
                        break;
                    say(lines[i] + '\n');
                    if (screen > 0 && ++shown == screen - 1 && i + 1 < lines.size()) {
                        say(" --More-- ");
                        char key = 0;
                        if (!readKey(&key) || key == 'q')
                            stopped = true;
                        say("\r          \r");
                        shown = key == '\r' || key == '\n' ? screen - 2 : 0;
                    }
                }
            } else {
                say(QByteArray(int(prompt.size()), ' ') + "^\n% Invalid command at '^' marker.\n");
            }
        }
        say(prompt);
    }
    if (tty)
        ::tcsetattr(STDIN_FILENO, TCSANOW, &saved);
    return 0;
}

// hvnet_windows_sim: a Windows Server host with OpenSSH for Windows, as the
// ForceCommand of a test's sshd (tests/support/sshrig.h). It answers what
// hvnet's probe sends, the way these documents say Windows does:
// - Microsoft Learn, "OpenSSH Server configuration for Windows": an exec
//   request's command goes to the default shell, cmd.exe unless the
//   DefaultShell registry value names another; SFTP is a subsystem of the
//   same server.
// - Microsoft Learn, "about_PowerShell_exe" (Windows PowerShell 5.1): the
//   -NoProfile, -NonInteractive, -ExecutionPolicy, -EncodedCommand (Base64
//   of the UTF-16LE text) and -File parameters; -File runs the script and
//   its exit code is the process's; an error that ends a script gives 1.
// - Microsoft Learn, "Get-FileHash": SHA256, the Hash property in upper-case
//   hexadecimal.
// - [MS-PSRP] 2.2.5 (serialization) and the PowerShell issue on stderr
//   without a console: the error stream goes to stderr as "#< CLIXML" and an
//   <Objs> document, error records as <S S="Error"> with CR and LF written
//   _x000D__x000A_, and Windows PowerShell 5.1's "Preparing modules for first
//   use." progress record before them.
// Everything else a Windows host would do is left out: it takes only the
// probe's commands, and writes the evidence it is given as the collect
// script's output.
//
// A session starts in the user's profile folder (DIR), as on Windows. For
// bench_remote only, --posix-shell BINDIR lets a command that is no
// powershell.exe run under /bin/sh with BINDIR first on the PATH, where
// "powershell.exe" is this program again: Ansible's script module drives a
// POSIX shell around the script it runs.
//
// hvnet_windows_sim --home DIR --evidence FILE [--paths FILE] [--fail TEXT] [--hang] [--posix-shell BINDIR]

#include <QByteArray>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <poll.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>

namespace {

QStringList split(const QString &commandLine)
{
    QStringList words;
    QString word;
    bool quoted = false, any = false;
    for (const QChar c : commandLine) {
        if (c == QLatin1Char('"')) {
            quoted = !quoted;
            any = true;
        } else if (c.isSpace() && !quoted) {
            if (any || !word.isEmpty())
                words << word;
            word.clear();
            any = false;
        } else {
            word += c;
        }
    }
    if (any || !word.isEmpty())
        words << word;
    return words;
}

QString clixmlText(const QString &text)
{
    QString t = text;
    t.replace(QLatin1Char('&'), QLatin1String("&amp;")).replace(QLatin1Char('<'), QLatin1String("&lt;"))
        .replace(QLatin1Char('>'), QLatin1String("&gt;"));
    return t;
}

// An error record on stderr as Windows PowerShell 5.1 writes it without a console.
int failWith(const QStringList &lines, int code = 1)
{
    QString xml = QStringLiteral(
        "#< CLIXML\r\n<Objs Version=\"1.1.0.1\" xmlns=\"http://schemas.microsoft.com/powershell/2004/04\">"
        "<Obj S=\"progress\" RefId=\"0\"><TN RefId=\"0\"><T>System.Management.Automation.PSCustomObject</T>"
        "<T>System.Object</T></TN><MS><I64 N=\"SourceId\">1</I64><PR N=\"Record\"><AV>Preparing modules for first "
        "use.</AV><AI>0</AI><Nil /><PI>-1</PI><PC>-1</PC><T>Completed</T><SR>-1</SR><SD> </SD></PR></MS></Obj>");
    for (const QString &line : lines)
        xml += QStringLiteral("<S S=\"Error\">%1_x000D__x000A_</S>").arg(clixmlText(line));
    xml += QStringLiteral("</Objs>");
    const QByteArray bytes = xml.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stderr);
    return code;
}

void out(const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stdout);
}

QString option(const QStringList &args, const QString &name)
{
    const qsizetype i = args.indexOf(name);
    return i >= 0 && i + 1 < args.size() ? args[i + 1] : QString();
}

} // namespace

int main(int argc, char **argv)
{
    QStringList args;
    QString original = QString::fromLocal8Bit(qgetenv("SSH_ORIGINAL_COMMAND"));
    if (QFileInfo(QString::fromLocal8Bit(argv[0])).fileName() == QLatin1String("powershell.exe")) {
        // Started by name from the POSIX shell of --posix-shell.
        original = QStringLiteral("powershell.exe");
        for (int i = 1; i < argc; ++i)
            original += QStringLiteral(" \"%1\"").arg(QString::fromLocal8Bit(argv[i]));
        args << QStringLiteral("--home") << QString::fromLocal8Bit(qgetenv("HVNET_SIM_HOME"))
             << QStringLiteral("--evidence") << QString::fromLocal8Bit(qgetenv("HVNET_SIM_EVIDENCE"));
    } else {
        for (int i = 1; i < argc; ++i)
            args << QString::fromLocal8Bit(argv[i]);
    }
    const QString home = option(args, QStringLiteral("--home"));
    if (!home.isEmpty() && QFileInfo(QString::fromLocal8Bit(argv[0])).fileName() != QLatin1String("powershell.exe"))
        QDir::setCurrent(home);
    if (original.isEmpty()) {
        std::fputs("this simulated Windows host takes commands, not a login shell\r\n", stderr);
        return 1;
    }
    // The SFTP subsystem: the real server, started in the host's profile folder.
    if (original.endsWith(QLatin1String("sftp-server")) || original == QLatin1String("internal-sftp")) {
        const QByteArray start = home.toLocal8Bit();
        ::execl("/usr/lib/openssh/sftp-server", "sftp-server", "-d", start.constData(), static_cast<char *>(nullptr));
        return 1;
    }
    const QStringList words = split(original);
    const QString posixShell = option(args, QStringLiteral("--posix-shell"));
    if (!posixShell.isEmpty() && words.value(0).compare(QLatin1String("powershell.exe"), Qt::CaseInsensitive) != 0) {
        qputenv("PATH", (posixShell + QStringLiteral(":") + QString::fromLocal8Bit(qgetenv("PATH"))).toLocal8Bit());
        qputenv("HVNET_SIM_HOME", home.toLocal8Bit());
        qputenv("HVNET_SIM_EVIDENCE", option(args, QStringLiteral("--evidence")).toLocal8Bit());
        const QByteArray command = original.toLocal8Bit();
        ::execl("/bin/sh", "sh", "-c", command.constData(), static_cast<char *>(nullptr));
        return 127;
    }
    if (words.isEmpty() || words.first().compare(QLatin1String("powershell.exe"), Qt::CaseInsensitive) != 0) {
        // cmd.exe, the default shell, on a program it does not know.
        out(QStringLiteral("'%1' is not recognized as an internal or external command,\r\noperable program or batch file.\r\n")
                .arg(words.value(0)));
        return 1;
    }
    auto has = [&](const QString &w) { return words.contains(w, Qt::CaseInsensitive); };
    if (!has(QStringLiteral("-NoProfile")) || !has(QStringLiteral("-NonInteractive"))
        || option(words, QStringLiteral("-ExecutionPolicy")).compare(QLatin1String("Bypass"), Qt::CaseInsensitive) != 0) {
        // What the test must notice: a probe that could wait for an answer or
        // run a profile.
        std::fputs("hvnet_windows_sim: powershell.exe without -NoProfile -NonInteractive -ExecutionPolicy Bypass\r\n", stderr);
        return 2;
    }

    const QString encoded = option(words, QStringLiteral("-EncodedCommand"));
    if (!encoded.isEmpty()) {
        const auto bytes = QByteArray::fromBase64Encoding(encoded.toLatin1(), QByteArray::AbortOnBase64DecodingErrors);
        if (!bytes || bytes.decoded.size() % 2)
            return failWith({QStringLiteral("Cannot process the command because the value specified with -EncodedCommand "
                                            "is not properly encoded. The value must be Base64 encoded.")},
                1);
        QString script;
        for (qsizetype i = 0; i + 1 < bytes.decoded.size(); i += 2)
            script.append(QChar(char16_t(uchar(bytes.decoded[i]) | (uchar(bytes.decoded[i + 1]) << 8))));
        static const QRegularExpression hash(
            QStringLiteral("Get-FileHash -Algorithm SHA256 -LiteralPath '((?:[^']|'')*)'"));
        const auto m = hash.match(script);
        if (!m.hasMatch())
            return failWith({QStringLiteral("%1 : The term '%1' is not recognized as the name of a cmdlet, function, "
                                            "script file, or operable program.")
                                 .arg(script.section(QLatin1Char(' '), 0, 0))});
        const QString path = m.captured(1).replace(QLatin1String("''"), QLatin1String("'"));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return failWith({QStringLiteral("Get-FileHash : Cannot find path '%1' because it does not exist.").arg(path)});
        out(QString::fromLatin1(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex().toUpper())
            + QStringLiteral("\r\n"));
        return 0;
    }

    const QString scriptPath = option(words, QStringLiteral("-File"));
    QFile script(scriptPath);
    if (scriptPath.isEmpty() || !script.open(QIODevice::ReadOnly)) {
        out(QStringLiteral("The argument '%1' to the -File parameter does not exist. Provide the path to an existing "
                           "'.ps1' file as an argument to the -File parameter.\r\n")
                .arg(scriptPath));
        return -196608;
    }
    static const QRegularExpression nodeLine(QStringLiteral("\\$script:Node = '((?:[^']|'')*)'"));
    const auto node = nodeLine.match(QString::fromUtf8(script.readAll()));
    if (!node.hasMatch())
        return failWith({QStringLiteral("this is no hvnet collect script")});
    if (args.contains(QLatin1String("--hang"))) {
        // A host that never answers: it waits until the client goes (its
        // channel closes) or a bounded while, whichever comes first.
        for (int i = 0; i < 600; ++i) {
            pollfd fd{STDOUT_FILENO, 0, 0};
            if (::poll(&fd, 1, 1000) > 0 && (fd.revents & (POLLERR | POLLHUP)))
                return 1;
        }
        return 1;
    }
    const QString failure = option(args, QStringLiteral("--fail"));
    if (!failure.isEmpty())
        return failWith({failure, QStringLiteral("At %1:212 char:1").arg(scriptPath),
            QStringLiteral("+ CategoryInfo          : NotSpecified: (:) [], RuntimeException")});
    QFile evidence(option(args, QStringLiteral("--evidence")));
    if (!evidence.open(QIODevice::ReadOnly))
        return failWith({QStringLiteral("hvnet_windows_sim: no --evidence")});
    const QString folder = QFileInfo(scriptPath).absolutePath() + QStringLiteral("/hosts");
    QDir().mkpath(folder);
    const QString written = folder + QLatin1Char('/') + node.captured(1) + QStringLiteral(".json");
    QFile target(written);
    if (!target.open(QIODevice::WriteOnly) || target.write(evidence.readAll()) < 0)
        return failWith({QStringLiteral("Access to the path '%1' is denied.").arg(written)});
    out(QStringLiteral("hvnet: wrote %1\r\n").arg(written));
    // -PathTests: the path tests' file beside it, as the script writes it
    // (paths\<computer name>.json), from the file the test gives (--paths).
    if (words.contains(QLatin1String("-PathTests"), Qt::CaseInsensitive)) {
        QFile paths(option(args, QStringLiteral("--paths")));
        if (!paths.open(QIODevice::ReadOnly))
            return failWith({QStringLiteral("hvnet_windows_sim: -PathTests without --paths")});
        const QString pathFolder = QFileInfo(scriptPath).absolutePath() + QStringLiteral("/paths");
        QDir().mkpath(pathFolder);
        const QString pathFile = pathFolder + QLatin1Char('/') + node.captured(1) + QStringLiteral(".json");
        QFile pathTarget(pathFile);
        if (!pathTarget.open(QIODevice::WriteOnly) || pathTarget.write(paths.readAll()) < 0)
            return failWith({QStringLiteral("Access to the path '%1' is denied.").arg(pathFile)});
        out(QStringLiteral("hvnet: wrote %1\r\n").arg(pathFile));
    }
    return 0;
}

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
// - docs/powershell.md (this project's contract of its deployment and check
//   scripts), for what `hvnet push` runs: see runDeployment() and runCheck().
// - docs/live.md, "How the exit code travels": hvnet runs a script through
//   an -EncodedCommand line that prints "hvnet-exit: <code>" after it; the
//   simulator runs the script as -File would and prints the same line, as
//   PowerShell would, unless an error record ended the script.
// Everything else a Windows host would do is left out: it takes only the
// probe's and the push's commands, writes the evidence it is given as the
// collect script's output, and keeps what the deployment script applied in
// DIR/ProgramData/hvnet/sim-applied.txt.
//
// A session starts in the user's profile folder (DIR), as on Windows. For
// bench_remote only, --posix-shell BINDIR lets a command that is no
// powershell.exe run under /bin/sh with BINDIR first on the PATH, where
// "powershell.exe" is this program again: Ansible's script module drives a
// POSIX shell around the script it runs.
//
// hvnet_windows_sim --home DIR --evidence FILE [--paths FILE] [--computer-name NAME] [--fail TEXT] [--hang]
//                   [--posix-shell BINDIR] [--default-shell powershell]
//
// --default-shell powershell: the host's OpenSSH DefaultShell is PowerShell,
// as Ansible's connection to Windows over SSH wants it; it then answers
// Ansible's commands, modules and SFTP paths (windowssimansible.h). The
// scripts win_command runs there go through this program's -File runner.
//
// What a test makes a host do wrong is DIR/sim-faults.txt, one per line (read
// at every run, so a test changes it between pushes):
//   deploy CODE   the deployment script's real run ends with that exit code,
//                 with the state the code's row of docs/powershell.md leaves
//   check         the check script (and the deployment script's own
//                 verification) finds the first planned setting wrong
//   cuts          the adapters of the session carry a cut step: -WhatIf marks
//                 them "[cuts this session]", a real run without
//                 -AllowDisruption makes the settle steps and exits 4

#include "windowssimansible.h"

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
#include <optional>
#include <vector>

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

// Whether an error record ended the script: then a runner's line after it
// does not run either.
bool terminated = false;

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
    terminated = true;
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


// ---------------------------------------------------------------- hvnet push
// The deployment and check scripts as docs/powershell.md documents them,
// interpreted from what can be read of the script: its steps are the
// "Invoke-HvStep { Sync-Hv... }" lines of its body (templates/powershell/
// steps), each one setting; the class of a step (the table "What each step
// does, its class") decides whether it is made at once (settle) or announced
// and made at the end (traffic, cut).

struct Step {
    QString call; // "Sync-HvSwitch -Name 'SET1' ..."
    QString target; // its -Name, else the node
    bool disruptive = false; // traffic or cut
    bool cut = false; // cut: may carry the administrator's session
};

QString nameArgument(const QString &call, const QString &fallback)
{
    static const QRegularExpression name(QStringLiteral(" -Name (.+?)(?: -[A-Z]|$)"));
    const auto m = name.match(call);
    if (!m.hasMatch())
        return fallback;
    QString value = m.captured(1).trimmed();
    if (value.startsWith(QLatin1Char('\'')) && value.endsWith(QLatin1Char('\'')) && value.size() >= 2)
        value = value.mid(1, value.size() - 2).replace(QLatin1String("''"), QLatin1String("'"));
    return value;
}

std::vector<Step> deploymentSteps(const QString &script, const QString &node)
{
    static const QRegularExpression line(QStringLiteral("^Invoke-HvStep \\{ (Sync-Hv(\\w+) .*) \\}\\s*$"),
        QRegularExpression::MultilineOption);
    static const QStringList cut{QStringLiteral("Team"), QStringLiteral("TeamNic"), QStringLiteral("Switch"),
        QStringLiteral("Intent")};
    static const QStringList traffic{QStringLiteral("QosPolicy"), QStringLiteral("FlowControl"),
        QStringLiteral("TrafficClass"), QStringLiteral("DcbxWilling"), QStringLiteral("SmbConstraint"),
        QStringLiteral("VNicPriorityTag")};
    std::vector<Step> steps;
    auto it = line.globalMatch(script);
    while (it.hasNext()) {
        const auto m = it.next();
        Step step;
        step.call = m.captured(1);
        step.target = nameArgument(step.call, node);
        step.cut = cut.contains(m.captured(2));
        step.disruptive = step.cut || traffic.contains(m.captured(2));
        steps.push_back(step);
    }
    return steps;
}

QString stateFile(const QString &home)
{
    return home + QStringLiteral("/ProgramData/hvnet/sim-applied.txt");
}

QStringList readLines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

void writeLines(const QString &path, const QStringList &lines)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write((lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
}

// A fault of DIR/sim-faults.txt: its value ("5" of "deploy 5"), or nothing.
std::optional<QString> fault(const QString &home, const QString &name)
{
    for (const QString &line : readLines(home + QStringLiteral("/sim-faults.txt"))) {
        const QStringList words = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (!words.isEmpty() && words.first() == name)
            return words.mid(1).join(QLatin1Char(' '));
    }
    return std::nullopt;
}

// docs/powershell.md, "The safe order for a node in production" and its exit
// code table; "Verification" for exit 5, -WhatIf for the preview.
int runDeployment(const QString &script, const QString &node, const QString &home, const QString &computerName,
    bool whatIf, bool allowDisruption)
{
    out(QStringLiteral("hvnet: configuring %1 from design (simulated)\r\n").arg(node));
    // 1. Pre-flight: the host must be the design's node (exit 2, nothing changed).
    if (!computerName.isEmpty() && computerName.compare(node, Qt::CaseInsensitive) != 0) {
        out(QStringLiteral("WARNING: This host is not %1 as the design describes it (computer name); nothing was changed.\r\n").arg(node));
        return 2;
    }
    const std::optional<QString> planned = fault(home, QStringLiteral("deploy"));
    if (planned == QStringLiteral("2")) { // the pre-flight reads, -WhatIf or not
        out(QStringLiteral("WARNING: This host is not %1 as the design describes it (operating system); nothing was changed.\r\n").arg(node));
        return 2;
    }
    const bool cuts = fault(home, QStringLiteral("cuts")).has_value();
    if (!whatIf && planned == QStringLiteral("1")) {
        out(QStringLiteral("FAILED on %1: simulated error before the drain\r\n").arg(node));
        return 1;
    }
    const std::vector<Step> steps = deploymentSteps(script, node);
    QStringList applied = readLines(stateFile(home));
    out(QStringLiteral("   session  carried by %1\r\n").arg(cuts ? QStringLiteral("SLOT 1") : QStringLiteral("(none)")));
    int changes = 0, pending = 0;
    std::vector<const Step *> later;
    // 2. Settle steps at once; disruptive ones announced for the end.
    for (const Step &step : steps) {
        if (applied.contains(step.call)) {
            out(QStringLiteral("   ok       %1\r\n").arg(step.target));
            continue;
        }
        if (step.disruptive) {
            out(QStringLiteral("   later    %1: %2 (disruptive, done at the end)\r\n").arg(step.target, step.call));
            later.push_back(&step);
            continue;
        }
        if (whatIf) {
            out(QStringLiteral("What if: Performing the operation \"%1\" on target \"%2\".\r\n").arg(step.call, step.target));
            ++pending;
            continue;
        }
        applied << step.call;
        writeLines(stateFile(home), applied);
        out(QStringLiteral("   changed  %1: %2\r\n").arg(step.target, step.call));
        ++changes;
        if (planned == QStringLiteral("3010") && step.call.startsWith(QLatin1String("Sync-HvFeature"))) {
            out(QStringLiteral("WARNING: The features above need a restart before the other steps can run: restart the node and run this script again.\r\n"));
            return 3010;
        }
    }
    // 3. The disruptive phase: announced, the session protected.
    out(QStringLiteral("\r\n== Disruptive steps\r\n"));
    bool cutsSession = false;
    for (const Step *step : later) {
        const bool mark = cuts && step->cut;
        cutsSession = cutsSession || mark;
        out(QStringLiteral("   planned  %1: %2%3\r\n").arg(step->target, step->call, mark ? QStringLiteral("  [cuts this session]") : QString()));
    }
    if (whatIf) {
        out(QStringLiteral("\r\n%1 change(s) would be made on %2; nothing was changed.\r\n").arg(pending + int(later.size())).arg(node));
        return 0;
    }
    if (cutsSession && !allowDisruption) {
        out(QStringLiteral("WARNING: Steps above cut this session (SLOT 1). Nothing disruptive was done; the other settings are made.\r\n"));
        return 4;
    }
    for (const Step *step : later) {
        applied << step->call;
        out(QStringLiteral("   changed  %1: %2\r\n").arg(step->target, step->call));
        ++changes;
    }
    writeLines(stateFile(home), applied);
    if (planned == QStringLiteral("6")) {
        writeLines(home + QStringLiteral("/ProgramData/hvnet/drain-pending.json"),
            {QStringLiteral("{\"node\": \"%1\", \"reason\": \"simulated\"}").arg(node)});
        out(QStringLiteral("WARNING: %1 is left paused on purpose: simulated.\r\n").arg(node));
        return 6;
    }
    // 4. Verification.
    if (planned == QStringLiteral("5")) {
        out(QStringLiteral("WARNING: 1 of %1 check(s) failed on %2\r\n").arg(steps.size()).arg(node));
        return 5;
    }
    if (changes == 0)
        out(QStringLiteral("No changes: %1 already matches the design.\r\n").arg(node));
    else
        out(QStringLiteral("%1 change(s) made on %2; every check passed.\r\n").arg(changes).arg(node));
    return planned ? planned->toInt() : 0;
}

// docs/powershell.md, "The check script's output": a line per planned
// setting, the last line one JSON object, exit 1 when one fails. A setting
// is a "Test-Hv..." call at the start of a line; it passes when the
// deployment's "Sync-Hv..." call with the same arguments was applied (the
// pre-flight's reads, which no deployment step sets, pass). The cluster
// check script reads the same way, its settings the cluster script's steps;
// its last line names the cluster (kind "cluster") instead of the node.
int runCheck(const QString &script, const QString &node, const QString &home, const QString &kind = QStringLiteral("node"))
{
    static const QRegularExpression line(QStringLiteral("^Test-Hv(\\w+) (.*?)\\s*$"), QRegularExpression::MultilineOption);
    const QStringList applied = readLines(stateFile(home));
    const bool broken = fault(home, QStringLiteral("check")).has_value();
    int passed = 0, failed = 0;
    QString results;
    bool first = true;
    auto it = line.globalMatch(script);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString sync = QStringLiteral("Sync-Hv%1 %2").arg(m.captured(1), m.captured(2));
        const QString setting = QStringLiteral("%1 %2").arg(m.captured(1), nameArgument(sync, node));
        // The steps of templates/powershell/steps and clustersteps: a Test call of another
        // function is one of the pre-flight's reads.
        static const QStringList settings{QStringLiteral("AdapterProperty"), QStringLiteral("AdapterQos"),
            QStringLiteral("AdapterRdma"), QStringLiteral("AdapterVlan"), QStringLiteral("Address"),
            QStringLiteral("ClusterNetwork"), QStringLiteral("LiveMigrationNetworks"),
            QStringLiteral("DcbxWilling"), QStringLiteral("Feature"), QStringLiteral("FirewallRule"),
            QStringLiteral("FlowControl"), QStringLiteral("HostVNic"), QStringLiteral("Intent"),
            QStringLiteral("InterfaceMtu"), QStringLiteral("LiveMigration"), QStringLiteral("QosPolicy"),
            QStringLiteral("SmbBandwidthLimit"), QStringLiteral("SmbConstraint"), QStringLiteral("Switch"),
            QStringLiteral("Team"), QStringLiteral("TeamNic"), QStringLiteral("TrafficClass"),
            QStringLiteral("VNicPriorityTag"), QStringLiteral("VNicTeamMapping"), QStringLiteral("VNicVlan")};
        bool pass = !settings.contains(m.captured(1)) || applied.contains(sync);
        if (pass && broken && first && applied.contains(sync)) {
            pass = false;
            first = false;
        }
        out(QStringLiteral("%1 %2: expected set, actual %3\r\n").arg(pass ? QStringLiteral("PASS") : QStringLiteral("FAIL"), setting,
            pass ? QStringLiteral("set") : QStringLiteral("(none)")));
        (pass ? passed : failed)++;
        if (!pass)
            results += QStringLiteral("%1{\"setting\":\"%2\",\"expected\":\"set\",\"actual\":\"(none)\",\"status\":\"FAIL\"}")
                           .arg(results.isEmpty() ? QString() : QStringLiteral(","), setting);
    }
    out(QStringLiteral("{\"hvnetCheck\":2,\"%1\":\"%2\",\"passed\":%3,\"failed\":%4,\"skipped\":0,\"results\":[%5]}\r\n")
            .arg(kind, node)
            .arg(passed)
            .arg(failed)
            .arg(results));
    return failed ? 1 : 0;
}

// docs/powershell.md, the cluster script: its steps are the
// "Sync-HvClusterNetwork ..." and "Sync-HvLiveMigrationNetworks ..." lines
// of its body (templates/powershell/clustersteps), made at once and kept in
// the host's state; -WhatIf shows them and changes nothing.
int runCluster(const QString &script, const QString &cluster, const QString &home, bool whatIf)
{
    static const QRegularExpression line(QStringLiteral("^(Sync-Hv(?:ClusterNetwork|LiveMigrationNetworks) .*?)\\s*$"),
        QRegularExpression::MultilineOption);
    out(QStringLiteral("hvnet: configuring cluster %1 from design (simulated)\r\n").arg(cluster));
    QStringList applied = readLines(stateFile(home));
    int changes = 0;
    auto it = line.globalMatch(script);
    while (it.hasNext()) {
        const QString call = it.next().captured(1);
        if (applied.contains(call)) {
            out(QStringLiteral("   ok       %1\r\n").arg(call));
            continue;
        }
        ++changes;
        if (whatIf) {
            out(QStringLiteral("What if: Performing the operation \"%1\" on target \"cluster %2\".\r\n").arg(call, cluster));
            continue;
        }
        applied << call;
        out(QStringLiteral("   changed  %1\r\n").arg(call));
    }
    if (whatIf) {
        out(QStringLiteral("%1 change(s) would be made on cluster %2; nothing was changed.\r\n").arg(changes).arg(cluster));
        return 0;
    }
    writeLines(stateFile(home), applied);
    if (changes == 0)
        out(QStringLiteral("No changes: cluster %1 already matches the design.\r\n").arg(cluster));
    else
        out(QStringLiteral("%1 change(s) made on cluster %2; every check passed.\r\n").arg(changes).arg(cluster));
    return 0;
}

// A script run as -File runs it: `words` hold its switches (-WhatIf,
// -PathTests), `args` this program's options.
int runFile(const QString &scriptPath, const QStringList &words, const QStringList &args, const QString &home)
{
    QFile script(scriptPath);
    if (scriptPath.isEmpty() || !script.open(QIODevice::ReadOnly)) {
        out(QStringLiteral("The argument '%1' to the -File parameter does not exist. Provide the path to an existing "
                           "'.ps1' file as an argument to the -File parameter.\r\n")
                .arg(scriptPath));
        return -196608;
    }
    static const QRegularExpression nodeLine(QStringLiteral("\\$script:Node = '((?:[^']|'')*)'"));
    const QString text = QString::fromUtf8(script.readAll());
    const auto node = nodeLine.match(text);
    if (!node.hasMatch())
        return failWith({QStringLiteral("this is no hvnet collect script")});
    const QString nodeName = node.captured(1).replace(QLatin1String("''"), QLatin1String("'"));
    if (text.contains(QLatin1String("\n# hvnet cluster check script")))
        return runCheck(text, nodeName, home, QStringLiteral("cluster"));
    if (text.contains(QLatin1String("\n# hvnet cluster script")))
        return runCluster(text, nodeName, home, words.contains(QLatin1String("-WhatIf"), Qt::CaseInsensitive));
    if (text.contains(QLatin1String("\n# hvnet deployment script")))
        return runDeployment(text, nodeName, home, option(args, QStringLiteral("--computer-name")),
            words.contains(QLatin1String("-WhatIf"), Qt::CaseInsensitive),
            words.contains(QLatin1String("-AllowDisruption"), Qt::CaseInsensitive));
    if (text.contains(QLatin1String("\n# hvnet check script")))
        return runCheck(text, nodeName, home);
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
    // A host whose OpenSSH DefaultShell is PowerShell, as Ansible's Windows
    // connection over SSH has it (windowssimansible.h): its own SFTP and
    // PowerShell command lines.
    const bool sftp = original.endsWith(QLatin1String("sftp-server")) || original == QLatin1String("internal-sftp");
    if (option(args, QStringLiteral("--default-shell")).compare(QLatin1String("powershell"), Qt::CaseInsensitive) == 0) {
        if (sftp)
            return winsim::serveSftp(home);
        QStringList forScripts = args;
        const qsizetype shell = forScripts.indexOf(QStringLiteral("--default-shell"));
        forScripts.remove(shell, 2);
        return winsim::runAnsibleCommand(original, home, QFileInfo(QStringLiteral("/proc/self/exe")).symLinkTarget(), forScripts);
    }
    // The SFTP subsystem: the real server, started in the host's profile folder.
    if (sftp) {
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
        const std::optional<QString> decoded = winsim::decodeEncodedCommand(encoded);
        if (!decoded)
            return failWith({QStringLiteral("Cannot process the command because the value specified with -EncodedCommand "
                                            "is not properly encoded. The value must be Base64 encoded.")},
                1);
        const QString script = *decoded;
        // hvnet's runner of a script (PowerShellRemote::markedFileCommand):
        // the script as -File would run it, then its exit code as the last
        // line of the output, unless an error ended the command first.
        static const QRegularExpression runner(QStringLiteral(
            "^\\$global:LASTEXITCODE = 0; & '((?:[^']|'')*)'((?: -\\w+)*); if \\(-not \\$\\? -and \\$LASTEXITCODE -eq 0\\) \\{ \\$global:LASTEXITCODE = 1 \\}; "
            "'hvnet-exit: ' \\+ \\$LASTEXITCODE; exit \\$LASTEXITCODE$"));
        if (const auto r = runner.match(script); r.hasMatch()) {
            const QString path = r.captured(1).replace(QLatin1String("''"), QLatin1String("'"));
            const int code = runFile(path, r.captured(2).split(QLatin1Char(' '), Qt::SkipEmptyParts), args, home);
            if (!terminated) {
                out(QStringLiteral("hvnet-exit: %1\r\n").arg(code));
                std::fflush(stdout);
            }
            return code;
        }
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

    return runFile(option(words, QStringLiteral("-File")), words, args, home);
}

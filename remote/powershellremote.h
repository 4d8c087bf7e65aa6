#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace hvnet {

// Running Windows PowerShell over OpenSSH for Windows (docs/live.md, "Probe
// and trust"): the server hands an exec request's command to its default
// shell, cmd.exe unless the DefaultShell registry value names another, so
// every command starts powershell.exe itself with arguments that mean the
// same to cmd.exe and to PowerShell.
namespace PowerShellRemote {

// The limit of a command line cmd.exe runs (8,191 characters), the smaller
// of Windows' limits; a command longer than that goes as a file.
constexpr int commandLineLimit = 8191;

// The options every invocation starts with: no profile, nothing that waits
// for an answer, no execution policy in the way.
QByteArray invocation();
// "powershell.exe ... -EncodedCommand <Base64 of the UTF-16LE script>", or
// nothing when it is longer than the limit.
std::optional<QByteArray> encodedCommand(const QString &script);
// "powershell.exe ... -File "<path>" <arguments>": the arguments are the
// script's own switches ("-PathTests"), words without spaces or quotes.
QByteArray fileCommand(const QString &windowsPath, const QStringList &arguments = {});
// "powershell.exe ... -EncodedCommand" of a line that runs the script at
// `windowsPath` with the arguments (as fileCommand) and then prints the
// script's exit code as the last line of its output ("hvnet-exit: 3010",
// exitMarker), then exits with it. The marker carries the whole exit code
// where the SSH server's exit status does not: OpenSSH for Windows passes
// the 32-bit code on, a POSIX server only its low 8 bits (3010 arrives as
// 194). Nothing when the line is longer than the limit.
std::optional<QByteArray> markedFileCommand(const QString &windowsPath, const QStringList &arguments = {});
// The marker's text, at the start of the last line of the output.
inline constexpr char exitMarker[] = "hvnet-exit: ";
// The exit code of the last marker line of `out`, which it removes from
// `out`; nothing when there is none (a terminating error ended the command
// before the marker, or the command was no markedFileCommand).
std::optional<int> takeExitCode(QByteArray &out);
// The script of an -EncodedCommand again (for the transcript, and the tests).
std::optional<QString> decodeCommand(const QByteArray &base64);
// A single-quoted PowerShell string.
QString quoted(const QString &text);

// What PowerShell wrote to stderr, as a person reads it: without a console,
// Windows PowerShell 5.1 serializes its error (and progress, warning,
// verbose) streams as CLIXML ("#< CLIXML" and an <Objs> document); this
// keeps the error, warning and plain text records, decodes their _xHHHH_
// escapes and drops progress records. Text that is no CLIXML stays as it is.
QString readableErrors(const QByteArray &stderrBytes);

// The Windows form of a path the SFTP server reports: OpenSSH for Windows
// shows "C:\Users\admin" as "/C:/Users/admin". A path without a drive
// (a POSIX server) stays as it is.
QString windowsPath(const QString &sftpPath);

} // namespace PowerShellRemote

} // namespace hvnet

#pragma once

// The part of hvnet_windows_sim (windowshostsim.cpp) that answers Ansible:
// a Windows host whose OpenSSH DefaultShell is PowerShell, as Ansible's
// Windows-over-SSH connection expects it (ansible_shell_type: powershell).
// What it follows, from the ansible-core 2.14 and ansible.windows 1.14 that
// Debian 12 ships:
// - every command comes as "chcp.com 65001 > $null ; PowerShell -NoProfile
//   -NonInteractive -ExecutionPolicy Unrestricted -EncodedCommand <Base64 of
//   the UTF-16LE text>" (plugins/connection/ssh.py, exec_command), the text
//   itself often one more such command (plugins/shell/powershell.py,
//   _encode_script);
// - a module always comes pipelined (ssh.py: always_pipeline_modules on
//   Windows): the command is executor/powershell/bootstrap_wrapper.ps1, and
//   its standard input Ansible's exec wrapper, four NUL characters, then the
//   JSON manifest whose module_args name the module (_ansible_module_name)
//   and hold its options; the module answers one JSON object on standard
//   output (Exit-Json / Fail-Json);
// - the shell plugin's own scripts: mkdtemp (New-Item under the expanded
//   remote_tmp, %TEMP% by default), remove (Remove-Item -Force -Recurse) and
//   expand_user;
// - files go over SFTP with the path written "/C:/dir/file"
//   (ssh.py, _escape_win_path), which Windows' sftp-server maps to C:\dir\file.
// The modules hvnet's playbooks use are answered as their documentation
// (and their .ps1, for the query mode of win_copy's action plugin) says:
// win_file, win_stat (also as fetch's stat), win_copy (query and single),
// win_command, win_find.
//
// A Windows path C:\x\y is the file DIR/C:/x/y of the host's folder DIR; the
// profile folder is C:\Users\<user>.

#include <QString>
#include <QStringList>

#include <optional>

namespace winsim {

// The simulated host's file for a Windows path ("C:\x", "C:/x", "/C:/x"; a
// relative path is in the profile folder), or empty for one that leaves DIR.
QString localPath(const QString &home, const QString &windowsPath);

// The script of -EncodedCommand (Base64 of UTF-16LE), or nothing when it is not one.
std::optional<QString> decodeEncodedCommand(const QString &encoded);

// A PowerShell command line as Ansible sends it; self: this program, args:
// its options (a script run by win_command is this program again, as for
// an exec request of hvnet's own). The exit code.
int runAnsibleCommand(const QString &commandLine, const QString &home, const QString &self, const QStringList &args);

// An SFTP session (protocol version 3) that maps Windows paths as above.
int serveSftp(const QString &home);

} // namespace winsim

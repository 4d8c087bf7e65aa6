#pragma once

#include "sshsession.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>

namespace hvnet {

// A script's run on a Windows host and the files it wrote.
struct ScriptRun {
    bool ok = false;
    SshFailure failure;
    int exitCode = -1;
    QByteArray out;
    // Files of the result folders, by their path under the script's folder
    // ("hosts/S2D01.json"), exactly as the script wrote them.
    std::map<QString, QByteArray> files;
};

// Runs PowerShell on a host with OpenSSH for Windows over a connected
// session: a short script as -EncodedCommand; a long one uploaded by SFTP
// into a folder of its own under the user's profile, verified by size and
// SHA-256 (Get-FileHash) before it runs with -File, its result files read
// back by SFTP, and the folder removed.
class WindowsHost
{
public:
    WindowsHost(SshSession &session, Transcript &transcript) : m_session(session), m_transcript(transcript) { }

    // A script that fits the command line; failure when it does not.
    ExecResult run(const QString &step, const QString &script);
    // fileName: the script's name in its folder ("S2D01.collect.ps1");
    // resultFolders: the folders beside it whose files come back ("hosts");
    // arguments: the script's switches ("-PathTests").
    ScriptRun runScript(const QString &fileName, const QByteArray &script, const QStringList &resultFolders,
        const QStringList &arguments = {});

private:
    ExecResult runEncoded(const QString &script);

    SshSession &m_session;
    Transcript &m_transcript;
};

} // namespace hvnet

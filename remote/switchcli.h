#pragma once

#include "sshsession.h"

#include "platforms/switchsession.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace hvnet {

struct Switch;

// One evidence file of a switch and the commands whose output it holds
// (more than one for a command run per port).
struct SwitchEvidenceRequest {
    QString file; // "lldp.txt"
    QStringList commands;
    bool optional = false;
};

struct SwitchEvidenceResult {
    QString file;
    bool ok = false;
    QByteArray output; // what the switch printed for the commands, one after the other
    QString error; // translated: the line the switch refused the command with, a timeout
};

struct SwitchRun {
    bool ok = false; // every file that is not optional came
    SshFailure failure; // the first step that failed
    std::vector<SwitchEvidenceResult> results;
};

// What the switch answered to configuration lines sent one by one.
struct SwitchSent {
    bool ok = false; // every line taken
    QString line; // the line that was refused or did not complete
    QString refusal; // the switch's error line for it, as printed (machine text)
    QString failure; // translated: why the lines stopped
    QByteArray output; // everything the switch printed for the lines
};

// Runs the evidence commands on a switch over a connected session the way
// its platform takes them (SwitchSession, from the vendor's documents): on
// exec channels, or typed into a shell on a pty after the pager is turned
// off, reading up to the next prompt. Output with one of the platform's
// error lines is no evidence. The push sends configuration lines the same
// way (send): each line is one command, and one the switch refuses stops
// the rest. Between run and send the shell stays open, so a configuration
// mode or session entered by one line holds for the next.
class SwitchCli
{
public:
    SwitchCli(SshSession &session, Transcript &transcript, const SwitchSession &platform)
        : m_session(session), m_transcript(transcript), m_platform(platform)
    {
    }
    ~SwitchCli();
    SwitchCli(const SwitchCli &) = delete;
    SwitchCli &operator=(const SwitchCli &) = delete;

    SwitchRun run(const std::vector<SwitchEvidenceRequest> &requests);
    // Sends lines (configuration commands, the platform's commit and
    // rollback commands) as the transcript's step, in order; stops at the
    // first the switch refuses with one of its error lines, or that ends
    // with a non-zero exit code on an exec channel.
    SwitchSent send(const QStringList &lines, const QString &step);
    // Closes the shell, if one is open (the destructor does as well).
    void close();

    // The first line of output that is one of the platform's error lines.
    static QString refusal(const SwitchSession &platform, const QByteArray &output);
    // The evidence files of a switch and the commands whose output each
    // holds, from its platform's driver, as the kit's commands.txt lists them.
    static std::vector<SwitchEvidenceRequest> evidenceRequests(const Switch &sw);

private:
    bool openShell(SshFailure &failure);

    SshSession &m_session;
    Transcript &m_transcript;
    SwitchSession m_platform;
    bool m_shellOpen = false;
};

} // namespace hvnet

#pragma once

#include "sshsession.h"

#include "platforms/switchsession.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <vector>

namespace hvnet {

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

// Runs the evidence commands on a switch over a connected session the way
// its platform takes them (SwitchSession, from the vendor's documents): on
// exec channels, or typed into a shell on a pty after the pager is turned
// off, reading up to the next prompt. Output with one of the platform's
// error lines is no evidence.
class SwitchCli
{
public:
    SwitchCli(SshSession &session, Transcript &transcript, const SwitchSession &platform)
        : m_session(session), m_transcript(transcript), m_platform(platform)
    {
    }

    SwitchRun run(const std::vector<SwitchEvidenceRequest> &requests);
    // The first line of output that is one of the platform's error lines.
    static QString refusal(const SwitchSession &platform, const QByteArray &output);

private:
    SshSession &m_session;
    Transcript &m_transcript;
    SwitchSession m_platform;
};

} // namespace hvnet

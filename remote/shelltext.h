#pragma once

#include <QByteArray>
#include <QString>

namespace hvnet {

struct SwitchSession;

// What a switch's interactive shell prints, read as text: the pure half of
// SshSession's shell and SwitchCli, apart from the channel so that it can be
// tested and fuzzed on any bytes (tests/fuzz/remote/).
namespace ShellText {

// The line being printed (after the last newline), without carriage returns:
// a prompt or a pager's "--More--" when the switch waits.
QString lastLine(const QByteArray &buffer);
// Whether the line is a pager waiting for a key ("--More--", " -- MORE --").
bool isPager(const QString &line);
// A command's output from what the shell printed after the line was typed:
// the echo of the line first and the next prompt last are left out, line
// ends become "\n".
QByteArray commandOutput(QByteArray printed);
// The first line of output that is one of the platform's error lines
// (SwitchSession::errorLines), trimmed; empty when there is none.
QString refusal(const SwitchSession &platform, const QByteArray &output);

} // namespace ShellText

} // namespace hvnet

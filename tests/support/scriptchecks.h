#pragma once

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>

namespace hvnet {

// What the tests demand of every PowerShell file hvnet writes (the deployment
// and check scripts, the collect scripts), in one place.

// Cmdlet -> the parameters the scripts may give it (tests/data/powershell/cmdlets.txt).
const QHash<QString, QStringList> &knownCmdlets();

// What is wrong with one generated script, or nothing: UTF-8 with a byte
// order mark and CRLF, no template marker left, #Requires -RunAsAdministrator
// and $ErrorActionPreference = 'Stop', parsed by the PowerShell grammar
// without an error, every command one of the script's functions or a
// documented cmdlet, every parameter (named or splatted) one it has.
QStringList structuralProblems(const QByteArray &bytes);

} // namespace hvnet

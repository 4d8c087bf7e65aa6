#pragma once

#include <QString>

// What this program is: the project's version and the commit it was built
// from (cmake/BuildInfo.cmake writes them at every build), for --version, the
// designer's About box and bug reports.
namespace hvnet::BuildInfo {

QString version(); // "0.1.0"
QString commit(); // twelve hex digits, with "-modified" for a changed checkout; "unknown" outside git
// "0.1.0 (commit 1a2b3c4d5e6f)"
inline QString versionText()
{
    return QStringLiteral("%1 (commit %2)").arg(version(), commit());
}

} // namespace hvnet::BuildInfo

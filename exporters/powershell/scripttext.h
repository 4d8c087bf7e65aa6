#pragma once

#include <QByteArray>
#include <QString>

#include <string>

namespace hvnet {

class Design;

// What every PowerShell file hvnet writes has in common: the bytes Windows
// PowerShell 5.1 reads correctly (UTF-8 with a byte order mark, CRLF), and the
// refusal of design texts that no script can carry.
//
// PowerShell 5.1 reads a script as ANSI unless it starts with a byte order
// mark, and Windows tools expect CRLF. Sections the design does not need leave
// empty lines behind in a template; runs of them become one.
QByteArray windowsScriptText(const std::string &text);

// Every text of the design that reaches a script, checked for a control
// character or line separator that could break out of a comment or a line:
// the message that refuses it, or an empty string.
QString unsafeScriptValue(const Design &design);

} // namespace hvnet

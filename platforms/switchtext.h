#pragma once

#include <QString>

namespace hvnet::SwitchText {

// Free text a switch takes without quoting on every platform: letters,
// digits, space and - _ . / : ( ); anything else becomes '_', control
// characters a space, and the platform's length limit applies.
QString safeText(const QString &text, int limit);

// A name the switch uses as an identifier: letters, digits, - and _, starting
// with a letter.
QString safeIdentifier(const QString &text, int limit);

// Text for a comment line: only what could end the line or reorder it goes
// (control characters, line separators and bidirectional controls become
// spaces), and the length is bounded.
QString safeComment(const QString &text, int limit);

// Whether a port name can stand in a command without starting another one:
// letters, digits and / . _ : - only. The platform's own naming scheme is the
// rule switch.port-name's business.
bool isSafePortName(const QString &name);

} // namespace hvnet::SwitchText

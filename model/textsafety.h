#pragma once

#include <QString>

namespace hvnet {

// Where a text that ends up in scripts and configurations holds a character
// none of them can carry safely: a control character, or a line or paragraph
// separator (it would end a comment or a command line). -1 when there is none.
qsizetype controlCharacterAt(const QString &text);

} // namespace hvnet

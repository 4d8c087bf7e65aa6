#pragma once

#include <QString>

namespace hvnet {

// Where a text that ends up in scripts and configurations holds a character
// none of them can carry safely: a control character, or a line or paragraph
// separator (it would end a comment or a command line), or a bidirectional
// formatting character (U+061C, U+200E/F, U+202A to U+202E, U+2066 to
// U+2069: shown, they reorder the text around them, so a script or
// configuration under review would read otherwise than it runs, the "Trojan
// Source" attack, CVE-2021-42574). -1 when there is none.
qsizetype controlCharacterAt(const QString &text);

// The text with each of those characters as '?', for a message that quotes it.
QString withoutControlCharacters(const QString &text);

// The text as a document shows it (the report, the diagram): line breaks and
// tabs stay, every other of those characters becomes U+FFFD, so that no
// output holds a NUL (which XML cannot carry at all) or reorders its text.
QString printableText(const QString &text);

} // namespace hvnet

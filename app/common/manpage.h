#pragma once

#include <QString>

namespace hvnet {

// A manual page in roff with the man macros, written from the programs' own
// declarations of their options (hvnet --man, hvnet-designer --man), so the
// page and --help cannot disagree. Text goes in plain and is escaped here.
class ManPage
{
public:
    ManPage(const QString &name, int section, const QString &version);

    void section(const QString &title);
    void subsection(const QString &title);
    // Running text, in the current paragraph.
    void text(const QString &plain);
    void paragraph(const QString &plain);
    // "hvnet validate FILE ...": the program in bold, the rest as it is.
    void synopsis(const QString &program, const QString &rest);
    // A tagged paragraph: the tag (an option, an exit code) in bold.
    void item(const QString &tag, const QString &plain);
    // Lines shown as typed.
    void example(const QString &lines);

    QString text() const { return m_text; }

    // Plain text made safe for roff: backslashes, hyphens as minus signs
    // where they are options, and lines that would start a request.
    static QString escape(const QString &plain);

private:
    QString m_text;
};

} // namespace hvnet

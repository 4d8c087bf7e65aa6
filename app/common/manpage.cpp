#include "manpage.h"

#include <QStringList>

namespace hvnet {

ManPage::ManPage(const QString &name, int section, const QString &version)
{
    m_text = QStringLiteral(".TH \"%1\" \"%2\" \"\" \"%3\" \"User Commands\"\n")
                 .arg(name.toUpper())
                 .arg(section)
                 .arg(escape(name + QLatin1Char(' ') + version));
}

QString ManPage::escape(const QString &plain)
{
    QString out;
    out.reserve(plain.size() + 16);
    for (const QChar c : plain) {
        if (c == QLatin1Char('\\'))
            out += QStringLiteral("\\e");
        else if (c == QLatin1Char('-'))
            out += QStringLiteral("\\-");
        else
            out += c;
    }
    // A line that starts with a dot or an apostrophe would be a request.
    QStringList lines = out.split(QLatin1Char('\n'));
    for (QString &line : lines)
        if (line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('\'')))
            line.prepend(QStringLiteral("\\&"));
    return lines.join(QLatin1Char('\n'));
}

namespace {

// A macro's argument in double quotes may not hold a double quote itself.
QString quotedArgument(const QString &escaped)
{
    return QLatin1Char('"') + QString(escaped).replace(QLatin1Char('"'), QStringLiteral("\\(dq")) + QLatin1Char('"');
}

} // namespace

void ManPage::section(const QString &title)
{
    m_text += QStringLiteral(".SH %1\n").arg(quotedArgument(escape(title)));
}

void ManPage::subsection(const QString &title)
{
    m_text += QStringLiteral(".SS %1\n").arg(quotedArgument(escape(title)));
}

void ManPage::text(const QString &plain)
{
    m_text += escape(plain) + QLatin1Char('\n');
}

void ManPage::paragraph(const QString &plain)
{
    m_text += QStringLiteral(".PP\n") + escape(plain) + QLatin1Char('\n');
}

void ManPage::synopsis(const QString &program, const QString &rest)
{
    // A long list of choices may break after each bar (\: is a break
    // point that prints nothing), so the line can be filled.
    m_text += QStringLiteral(".HP\n\\fB%1\\fR %2\n")
                  .arg(escape(program), escape(rest).replace(QLatin1Char('|'), QStringLiteral("|\\:")));
}

void ManPage::item(const QString &tag, const QString &plain)
{
    m_text += QStringLiteral(".TP\n\\fB%1\\fR\n%2\n").arg(escape(tag), escape(plain));
}

void ManPage::example(const QString &lines)
{
    m_text += QStringLiteral(".PP\n.nf\n.RS\n") + escape(lines) + QStringLiteral("\n.RE\n.fi\n");
}

} // namespace hvnet

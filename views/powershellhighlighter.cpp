#include "powershellhighlighter.h"

namespace hvnet {

namespace {
QTextCharFormat charFormat(const QColor &colour, bool bold = false)
{
    QTextCharFormat f;
    f.setForeground(colour);
    if (bold)
        f.setFontWeight(QFont::Bold);
    return f;
}

bool isSingleQuote(QChar c)
{
    const char16_t u = c.unicode();
    return u == '\'' || u == 0x2018 || u == 0x2019 || u == 0x201A || u == 0x201B;
}
} // namespace

PowerShellHighlighter::PowerShellHighlighter(QTextDocument *document) : QSyntaxHighlighter(document)
{
    m_rules.push_back(
        {QRegularExpression(QStringLiteral("\\b(function|param|if|elseif|else|foreach|in|return|trap|exit|"
                                           "continue|switch|try|catch)\\b")),
            charFormat(QColor(0x7a, 0x3e, 0x9d), true)});
    m_rules.push_back(
        {QRegularExpression(QStringLiteral("\\b[A-Z][a-z]+-[A-Za-z]+\\b")), charFormat(QColor(0x1f, 0x5f, 0xa8))});
    m_rules.push_back(
        {QRegularExpression(QStringLiteral("(?<![\\w])-[A-Za-z_]+")), charFormat(QColor(0x5a, 0x63, 0x70))});
    m_rules.push_back(
        {QRegularExpression(QStringLiteral("\\$[A-Za-z_][\\w:]*")), charFormat(QColor(0xa3, 0x4a, 0x00))});
    m_literal = charFormat(QColor(0x2e, 0x7d, 0x32));
    m_comment = charFormat(QColor(0x80, 0x80, 0x80));
    m_comment.setFontItalic(true);
    m_block = charFormat(QColor(0x1f, 0x5f, 0xa8), true);
}

void PowerShellHighlighter::setConfigMode(bool config)
{
    if (m_config == config)
        return;
    m_config = config;
    rehighlight();
}

void PowerShellHighlighter::highlightBlock(const QString &text)
{
    if (m_config) {
        if (text.startsWith(QLatin1Char('!')) || text.startsWith(QLatin1Char('#')))
            setFormat(0, int(text.size()), m_comment);
        else if (!text.isEmpty() && !text.at(0).isSpace())
            setFormat(0, int(text.size()), m_block);
        return;
    }
    for (const Rule &rule : m_rules)
        for (auto it = rule.pattern.globalMatch(text); it.hasNext();) {
            const auto match = it.next();
            setFormat(int(match.capturedStart()), int(match.capturedLength()), rule.format);
        }
    // Literals and comments last: they win over what the patterns found in them.
    for (int i = 0; i < text.size(); ++i) {
        if (isSingleQuote(text.at(i))) {
            int end = i + 1;
            while (end < text.size()) {
                if (isSingleQuote(text.at(end))) {
                    if (end + 1 < text.size() && isSingleQuote(text.at(end + 1))) {
                        end += 2;
                        continue;
                    }
                    break;
                }
                ++end;
            }
            setFormat(i, std::min(end + 1, int(text.size())) - i, m_literal);
            i = end;
        } else if (text.at(i) == QLatin1Char('#')) {
            setFormat(i, int(text.size()) - i, m_comment);
            break;
        }
    }
}

} // namespace hvnet

#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <vector>

namespace hvnet {

// Colours the PowerShell hvnet writes: comments, single-quoted literals,
// variables, -parameters, commands and keywords.
class PowerShellHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    explicit PowerShellHighlighter(QTextDocument *document);

protected:
    void highlightBlock(const QString &text) override;

private:
    struct Rule {
        QRegularExpression pattern;
        QTextCharFormat format;
    };
    std::vector<Rule> m_rules;
    QTextCharFormat m_literal;
    QTextCharFormat m_comment;
};

} // namespace hvnet

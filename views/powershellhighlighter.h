#pragma once

#include <QRegularExpression>
#include <QSyntaxHighlighter>
#include <QTextCharFormat>

#include <vector>

namespace hvnet {

// Colours what the exporters write. PowerShell: comments, single-quoted
// literals, variables, -parameters, commands and keywords. Switch
// configurations: comment lines (! or #) and the lines that open a block.
class PowerShellHighlighter : public QSyntaxHighlighter
{
    Q_OBJECT

public:
    explicit PowerShellHighlighter(QTextDocument *document);
    // Switches between PowerShell and switch-configuration colouring.
    void setConfigMode(bool config);

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
    QTextCharFormat m_block;
    bool m_config = false;
};

} // namespace hvnet

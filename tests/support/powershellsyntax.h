#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <vector>

namespace hvnet {

// A generated script as a real PowerShell grammar parses it: the tree-sitter
// grammar tree-sitter-powershell (fetched by the build, see
// tests/CMakeLists.txt), not a parser of our own, so a script that only our
// own idea of PowerShell accepts does not pass. It reports syntax errors
// (ERROR and MISSING nodes: an unclosed here-string, a stray brace, a quote
// that ends a literal early) and lists the commands with their parameters,
// splatted variables and the keys those variables were given, which the tests
// compare with the documented cmdlets.
class PowerShellSyntax
{
public:
    struct Command {
        QString name;
        QStringList parameters; // without the dash
        QStringList splatted; // variable names given as @name
        QString arguments; // the source text after the name
        QString function; // the function the command is in; empty at script level
        // The blocks around it inside that function, outermost first: "try",
        // "catch", "finally", "trap", "if <condition>", "elseif <condition>",
        // "else", "loop" (foreach, for, while, do) and "block" (a script block).
        QStringList scopes;
        int line = 0;
    };
    // A throw, return, exit, break or continue statement.
    struct Flow {
        QString keyword; // "exit", "throw", ...
        QString value; // the source text after the keyword
        QString function;
        QStringList scopes;
        int line = 0;
    };

    // Whether the grammar was built into this test; if not, *why says what is missing.
    static bool available(QString *why);

    explicit PowerShellSyntax(const QString &script);

    const QStringList &errors() const { return m_errors; }
    const std::vector<Command> &commands() const { return m_commands; }
    const std::vector<Flow> &flows() const { return m_flows; }
    // The script's functions and their parameter names (without the $).
    const QHash<QString, QStringList> &functions() const { return m_functions; }
    // The keys a variable is given in a function: in a hashtable literal
    // assigned to it, or by assignment to $variable.Key.
    QStringList splatKeys(const QString &function, const QString &variable) const;

private:
    void parse(const QString &script);

    QStringList m_errors;
    std::vector<Command> m_commands;
    std::vector<Flow> m_flows;
    QHash<QString, QStringList> m_functions;
    QHash<QString, QStringList> m_splatKeys; // "function|variable" -> keys
};

} // namespace hvnet

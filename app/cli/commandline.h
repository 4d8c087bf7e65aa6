#pragma once

#include <QCoreApplication>
#include <QStringList>

class QTextStream;

namespace hvnet {

class CliCommand;

// The `hvnet` command line (docs/cli.md): finds the verb, parses its options
// and runs it. Exit codes: 0 done, 2 the design has unsuppressed errors, 1
// anything else, always with one clear line on stderr.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::CommandLine)

public:
    enum ExitCode { Done = 0, Failed = 1, DesignHasErrors = 2 };

    // What main() must know before the application object exists: which
    // command runs, whether it paints, whether its output is for machines.
    struct Invocation {
        QStringList arguments; // without the program name
        const CliCommand *command = nullptr; // none for --help, --version, errors
        bool paints = false;
        bool machineOutput = false;
    };
    static Invocation prepare(const QStringList &arguments);

    CommandLine(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    int run(const Invocation &invocation);
    int run(const QStringList &arguments) { return run(prepare(arguments)); }

    // The same declarations as --help, for packagers: a man page (roff) and a
    // bash completion script. Machine text, never translated.
    static QString manPage();
    static QString bashCompletion();

private:
    QString usage() const;
    QString commandHelp(const CliCommand &command) const;
    int fail(const QString &message);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace hvnet

#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <optional>

class QCommandLineOption;
class QCommandLineParser;

class QTextStream;

namespace hvnet {

// The `hvnet` command line (docs/cli.md). Exit codes: 0 done, 2 the design has
// unsuppressed errors, 1 anything else, always with one clear line on stderr.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::CommandLine)

public:
    enum ExitCode { Done = 0, Failed = 1, DesignHasErrors = 2 };

    CommandLine(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    // arguments excludes the program name.
    int run(const QStringList &arguments);

private:
    int validate(const QStringList &arguments);
    int rules(const QStringList &arguments);
    int templates(const QStringList &arguments);
    int newDesign(const QStringList &arguments);
    int generate(const QStringList &arguments);
    int allocate(const QStringList &arguments);
    int exportDesign(const QStringList &arguments);
    // The live side (docs/live.md), in collectcommand.cpp and checkcommand.cpp.
    int collect(const QStringList &arguments);
    int check(const QStringList &arguments);
    int importEvidence(const QStringList &arguments); // importcommand.cpp

    // Parses one command's arguments. Returns the exit code when the command is
    // done already (bad usage, or --help printed), nothing when it should run.
    std::optional<int> parse(QCommandLineParser &parser, const char *name, const QList<QCommandLineOption> &options,
        const QStringList &arguments, int positional);
    int fail(const QString &message);
    // Writes to the -o file atomically, or to stdout when none is given.
    int emit(const QByteArray &content, const QString &outputFile);
    QString usage() const;
    static QCommandLineOption outputOption();
    static QCommandLineOption formatOption(const QString &formats);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace hvnet

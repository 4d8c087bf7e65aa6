#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

class QCommandLineParser;
class QTextStream;

namespace hvnet {

// What an option or argument takes. The shell completion offers it and the
// synopsis and man page name it; the parser itself only needs the option.
enum class CliValue {
    None, // a switch
    Text,
    Number,
    File, // a file; designs end in .hvnet
    Design, // a design file (.hvnet)
    Folder,
    Choice, // one of `choices`
    ChoiceList, // a comma-separated list of `choices`
};

struct CliOption {
    CliOption(QCommandLineOption o, CliValue v = CliValue::None, QStringList c = {}, bool r = false)
        : option(std::move(o)), value(v), choices(std::move(c)), required(r)
    {
    }

    QCommandLineOption option;
    CliValue value = CliValue::None;
    QStringList choices; // for Choice and ChoiceList
    bool required = false; // shown without brackets in the synopsis
};

struct CliArgument {
    CliArgument(QString n, CliValue v = CliValue::Text, QStringList c = {})
        : name(std::move(n)), value(v), choices(std::move(c))
    {
    }

    QString name; // FILE, TEMPLATE
    CliValue value = CliValue::Text;
    QStringList choices;
};

// The translation context of the command line: every verb's text is in it,
// so lupdate and the running program agree on where to find it (a verb's
// own class would be its context for lupdate, CliCommand's for Qt).
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(hvnet::CommandLine)
};

// The streams a command writes to, and the two things every command does at
// its end: fail with one line, or write its result to a file or stdout.
class CliIo
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::CommandLine)

public:
    enum ExitCode { Done = 0, Failed = 1, DesignHasErrors = 2 };

    CliIo(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) { }

    QTextStream &out() { return m_out; }
    QTextStream &err() { return m_err; }
    // "hvnet: " + message on stderr; returns Failed.
    int fail(const QString &message);
    // Writes to the file atomically, or to stdout when it is empty or "-".
    int emit(const QByteArray &content, const QString &outputFile);

private:
    QTextStream &m_out;
    QTextStream &m_err;
};

// One verb of `hvnet`. Its name, arguments, options and summary are the one
// source of `hvnet --help`, `hvnet VERB --help`, the man page and the shell
// completion, so they cannot disagree. run() gets the parsed arguments.
class CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::CommandLine)

public:
    virtual ~CliCommand() = default;

    // What the user types; machine text.
    virtual QString name() const = 0;
    // One translated line for the command list.
    virtual QString summary() const = 0;
    // More, for VERB --help and the man page; translated, may be empty.
    virtual QString details() const { return {}; }
    virtual QList<CliArgument> arguments() const { return {}; }
    virtual QList<CliOption> options() const { return {}; }
    // Whether the command paints (fonts, QPainter): it needs a GUI
    // application, offscreen when there is no display.
    virtual bool paints() const { return false; }

    virtual int run(CliIo &io, const QCommandLineParser &parser) const = 0;

    // "validate FILE [--format text|json|sarif|junit] [-o FILE]", from the
    // declarations above.
    QString synopsis() const;
    // Whether these arguments ask for output a machine reads (--format
    // other than text): such output is never translated.
    bool machineOutput(const QStringList &arguments) const;

protected:
    // Options several commands share, so they read alike everywhere.
    static CliOption outputOption();
    static CliOption formatOption(const QStringList &formats);
    static CliOption templatesOption();
};

// Every command, in the order `hvnet --help` lists them. A new verb is one
// class in its own file and one line here (clicommands.cpp).
const std::vector<std::unique_ptr<CliCommand>> &cliCommands();
const CliCommand *findCliCommand(const QString &name);

} // namespace hvnet

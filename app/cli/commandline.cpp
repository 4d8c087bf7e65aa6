#include "commandline.h"

#include "app/common/buildinfo.h"
#include "app/common/manpage.h"
#include "clicommand.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace hvnet {

namespace {

const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, QString());

// "-o, --output FILE" as help and the man page show an option.
QString optionNames(const CliOption &o)
{
    QStringList names;
    for (const QString &n : o.option.names())
        names << (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
    QString text = names.join(QStringLiteral(", "));
    if (!o.option.valueName().isEmpty())
        text += QLatin1Char(' ') + o.option.valueName();
    return text;
}

bool isOption(const QString &a, const char *longName, const char *shortName = nullptr)
{
    return a == QLatin1String("--") + QLatin1String(longName)
        || (shortName && a == QLatin1String("-") + QLatin1String(shortName));
}

} // namespace

CommandLine::Invocation CommandLine::prepare(const QStringList &arguments)
{
    Invocation invocation;
    invocation.arguments = arguments;
    if (arguments.isEmpty())
        return invocation;
    invocation.command = findCliCommand(arguments.first());
    if (invocation.command) {
        invocation.paints = invocation.command->paints();
        invocation.machineOutput = invocation.command->machineOutput(arguments.mid(1));
    } else {
        // Text for packagers is machine text too: never translated.
        const QString &first = arguments.first();
        invocation.machineOutput = isOption(first, "man") || isOption(first, "bash-completion");
    }
    return invocation;
}

QString CommandLine::usage() const
{
    QString text = tr("Usage: hvnet COMMAND [OPTIONS]\n\n"
                      "Designs, validates and documents converged Hyper-V networks with RDMA.\n\n"
                      "Commands:\n");
    for (const auto &c : cliCommands())
        text += QStringLiteral("  %1\n      %2\n").arg(c->synopsis(), c->summary());
    text += tr("\nOptions:\n  --version   print the version and the commit it was built from\n"
               "  --help      print this help; hvnet COMMAND --help for one command\n\n"
               "Exit codes: 0 done, 2 the design has unsuppressed errors (check: the running cluster differs from it "
               "with errors), 1 anything else.\n");
    return text;
}

QString CommandLine::commandHelp(const CliCommand &command) const
{
    QString text = tr("Usage: hvnet %1\n\n%2.\n").arg(command.synopsis(), command.summary());
    if (const QString details = command.details(); !details.isEmpty())
        text += QLatin1Char('\n') + details + QLatin1Char('\n');
    const QList<CliOption> options = command.options();
    if (!options.isEmpty())
        text += QLatin1Char('\n');
    for (const CliOption &option : options)
        text += QStringLiteral("  %1\n      %2\n").arg(optionNames(option), option.option.description());
    return text;
}

int CommandLine::fail(const QString &message)
{
    m_err << QStringLiteral("hvnet: ") << message << Qt::endl;
    return Failed;
}

int CommandLine::run(const Invocation &invocation)
{
    const QStringList &arguments = invocation.arguments;
    if (arguments.isEmpty()) {
        m_err << usage();
        return Failed;
    }
    const QString first = arguments.first();
    if (isOption(first, "help", "h") || first == QLatin1String("help")) {
        m_out << usage();
        return Done;
    }
    if (isOption(first, "version")) {
        m_out << QStringLiteral("hvnet %1\n").arg(BuildInfo::versionText());
        return Done;
    }
    if (isOption(first, "man")) {
        m_out << manPage();
        return Done;
    }
    if (isOption(first, "bash-completion")) {
        m_out << bashCompletion();
        return Done;
    }
    const CliCommand *command = invocation.command;
    if (!command) {
        QStringList names;
        for (const auto &c : cliCommands())
            names << c->name();
        return fail(
            tr("unknown command \"%1\" (commands: %2; see hvnet --help)").arg(first, names.join(QStringLiteral(", "))));
    }

    const QString name = command->name();
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const QList<CliOption> options = command->options();
    for (const CliOption &o : options)
        parser.addOption(o.option);
    parser.addOption(helpOption);
    if (!parser.parse(QStringList{QStringLiteral("hvnet")} + arguments.mid(1)))
        return fail(QStringLiteral("%1: %2").arg(name, parser.errorText()));
    if (parser.isSet(helpOption)) {
        m_out << commandHelp(*command);
        return Done;
    }
    const qsizetype expected = command->arguments().size();
    if (parser.positionalArguments().size() != expected)
        return fail(tr("%1: expected %2 argument(s), got %3; usage: hvnet %4")
                        .arg(name)
                        .arg(expected)
                        .arg(parser.positionalArguments().size())
                        .arg(command->synopsis()));
    for (const CliOption &o : options) {
        const QString optionName = o.option.names().last();
        if (o.required && (!parser.isSet(optionName) || parser.value(optionName).isEmpty()))
            return fail(tr("%1: %2 is required: %3").arg(name, optionNames(o), o.option.description()));
        if (!parser.isSet(optionName) || (o.value != CliValue::Choice && o.value != CliValue::ChoiceList))
            continue;
        const QString value = parser.value(optionName);
        const QStringList values = o.value == CliValue::ChoiceList
            ? value.split(QLatin1Char(','), Qt::SkipEmptyParts)
            : QStringList{value};
        for (const QString &v : values)
            if (!o.choices.contains(v))
                return fail(tr("%1: unknown --%2 \"%3\" (%4)")
                                .arg(name, optionName, v, o.choices.join(QStringLiteral(", "))));
    }
    CliIo io(m_out, m_err);
    return command->run(io, parser);
}

QString CommandLine::manPage()
{
    ManPage page(QStringLiteral("hvnet"), 1, BuildInfo::version());
    page.section(QStringLiteral("NAME"));
    page.text(QStringLiteral("hvnet - design, validate, export and check converged Hyper-V networks with RDMA"));
    page.section(QStringLiteral("SYNOPSIS"));
    for (const auto &c : cliCommands())
        page.synopsis(QStringLiteral("hvnet"), c->synopsis());
    page.synopsis(QStringLiteral("hvnet"), QStringLiteral("--help | --version"));
    page.section(QStringLiteral("DESCRIPTION"));
    page.paragraph(QStringLiteral(
        "hvnet is the command line of hvnet, a designer for Hyper-V clusters on Scale-Out File Servers and "
        "hyperconverged Storage Spaces Direct with RDMA (SMB Direct). A design is one JSON file (.hvnet) of nodes, "
        "adapters, teams, virtual switches, subnets, switches and cables. hvnet checks it against the design rules, "
        "writes the deliverables made from it (a PowerShell deployment script per node, switch configurations for "
        "seven platforms, the design report and the diagram), writes the read-only collect kit for a running "
        "cluster, compares what that cluster runs with the design, and builds a design from a running cluster. "
        "The designer, hvnet-designer(1), uses the same libraries: what it validates or exports, hvnet does too, "
        "byte for byte."));
    page.section(QStringLiteral("COMMANDS"));
    for (const auto &c : cliCommands()) {
        page.subsection(c->synopsis());
        // The man page is machine text in English: the summaries are
        // translated only when a translator is installed, which it is not
        // when this page is made.
        page.paragraph(c->summary() + QLatin1Char('.'));
        if (const QString details = c->details(); !details.isEmpty())
            page.paragraph(details);
        for (const CliOption &o : c->options())
            page.item(optionNames(o), o.option.description());
    }
    page.section(QStringLiteral("OPTIONS"));
    page.item(QStringLiteral("--help, -h"), QStringLiteral("Print the commands; hvnet COMMAND --help prints one."));
    page.item(QStringLiteral("--version"), QStringLiteral("Print the version and the commit it was built from."));
    page.section(QStringLiteral("EXIT STATUS"));
    page.item(QStringLiteral("0"), QStringLiteral("Done (validate: no unsuppressed error)."));
    page.item(QStringLiteral("2"),
        QStringLiteral("The design has unsuppressed errors (validate, export without --force, import); check: the "
                       "running cluster differs from the design with errors."));
    page.item(QStringLiteral("1"),
        QStringLiteral("Anything else: one line on standard error naming the file and, for a design, "
                       "line:column and the JSON pointer of the problem."));
    page.section(QStringLiteral("EXAMPLES"));
    page.example(QStringLiteral("hvnet new s2d-converged-set -o cluster.hvnet\n"
                                "hvnet validate cluster.hvnet\n"
                                "hvnet export cluster.hvnet --out deliverables\n"
                                "hvnet collect cluster.hvnet --out kit\n"
                                "hvnet check cluster.hvnet --evidence kit"));
    page.section(QStringLiteral("SEE ALSO"));
    page.text(QStringLiteral("hvnet-designer(1)"));
    return page.text();
}

QString CommandLine::bashCompletion()
{
    // COMPREPLY for one value kind, with the word being completed in $cur.
    auto complete = [](CliValue value, const QStringList &choices) -> QString {
        switch (value) {
        case CliValue::Design:
            return QStringLiteral("_hvnet_files '*.hvnet'");
        case CliValue::File:
            return QStringLiteral("_hvnet_files");
        case CliValue::Folder:
            return QStringLiteral("_hvnet_folders");
        case CliValue::Choice:
            return QStringLiteral("_hvnet_words '%1'").arg(choices.join(QLatin1Char(' ')));
        case CliValue::ChoiceList:
            return QStringLiteral("_hvnet_list '%1'").arg(choices.join(QLatin1Char(' ')));
        case CliValue::None:
        case CliValue::Text:
        case CliValue::Number:
            break;
        }
        return QStringLiteral("COMPREPLY=()");
    };
    QStringList names;
    for (const auto &c : cliCommands())
        names << c->name();
    QString s = QStringLiteral(
        "# bash completion for hvnet; made by `hvnet --bash-completion` from the same\n"
        "# declarations as `hvnet --help`.\n"
        "_hvnet_words() { COMPREPLY=($(compgen -W \"$1\" -- \"$cur\")); }\n"
        "_hvnet_list() {\n"
        "    local done=\"\" last=\"$cur\"\n"
        "    if [[ $cur == *,* ]]; then done=\"${cur%,*},\"; last=\"${cur##*,}\"; fi\n"
        "    COMPREPLY=($(compgen -P \"$done\" -W \"$1\" -- \"$last\"))\n"
        "    compopt -o nospace 2>/dev/null\n"
        "}\n"
        "_hvnet_files() {\n"
        "    compopt -o filenames 2>/dev/null\n"
        "    if [ -n \"${1:-}\" ]; then\n"
        "        COMPREPLY=($(compgen -f -X \"!$1\" -- \"$cur\") $(compgen -d -- \"$cur\"))\n"
        "    else\n"
        "        COMPREPLY=($(compgen -f -- \"$cur\"))\n"
        "    fi\n"
        "}\n"
        "_hvnet_folders() { compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\")); }\n"
        "_hvnet() {\n"
        "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"\n"
        "    if ((COMP_CWORD == 1)); then\n"
        "        _hvnet_words '%1 --help --version'\n"
        "        return\n"
        "    fi\n"
        "    case \"${COMP_WORDS[1]}\" in\n")
                    .arg(names.join(QLatin1Char(' ')));
    for (const auto &c : cliCommands()) {
        s += QStringLiteral("    %1)\n").arg(c->name());
        QStringList optionWords{QStringLiteral("--help")};
        QString valueCases;
        for (const CliOption &o : c->options()) {
            QStringList spelled;
            for (const QString &n : o.option.names())
                spelled << (n.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + n;
            optionWords << spelled;
            if (!o.option.valueName().isEmpty())
                valueCases += QStringLiteral("            %1) %2; return ;;\n")
                                  .arg(spelled.join(QLatin1Char('|')), complete(o.value, o.choices));
        }
        if (!valueCases.isEmpty())
            s += QStringLiteral("        case \"$prev\" in\n%1        esac\n").arg(valueCases);
        s += QStringLiteral("        if [[ $cur == -* ]]; then _hvnet_words '%1'; return; fi\n")
                 .arg(optionWords.join(QLatin1Char(' ')));
        const QList<CliArgument> positionals = c->arguments();
        if (!positionals.isEmpty())
            s += QStringLiteral("        %1\n").arg(complete(positionals.first().value, positionals.first().choices));
        s += QStringLiteral("        ;;\n");
    }
    s += QStringLiteral("    esac\n}\ncomplete -F _hvnet hvnet\n");
    return s;
}

} // namespace hvnet

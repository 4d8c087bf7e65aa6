#include "clicommand.h"

#include "verbs.h"

#include "model/atomicfile.h"

#include <QCommandLineParser>
#include <QIODevice>
#include <QTextStream>

namespace hvnet {

int CliIo::fail(const QString &message)
{
    m_err << QStringLiteral("hvnet: ") << message << Qt::endl;
    return Failed;
}

int CliIo::emit(const QByteArray &content, const QString &outputFile)
{
    if (outputFile.isEmpty() || outputFile == QLatin1String("-")) {
        m_out.flush();
        m_out.device() ? void(m_out.device()->write(content)) : void(m_out << QString::fromUtf8(content));
        m_out.flush();
        return Done;
    }
    if (const QString error = writeFileAtomically(outputFile, content); !error.isEmpty())
        return fail(tr("%1: cannot write the file: %2").arg(outputFile, error));
    return Done;
}

namespace {

QString valueText(const CliOption &o)
{
    if (o.value == CliValue::Choice)
        return o.choices.join(QLatin1Char('|'));
    if (o.value == CliValue::ChoiceList)
        return o.option.valueName();
    return o.option.valueName();
}

} // namespace

QString CliCommand::synopsis() const
{
    QStringList parts{name()};
    for (const CliArgument &a : arguments())
        parts << a.name;
    for (const CliOption &o : options()) {
        const QStringList names = o.option.names();
        QString text = names.first().size() == 1 ? QStringLiteral("-") + names.first()
                                                 : QStringLiteral("--") + names.first();
        if (!o.option.valueName().isEmpty())
            text += QLatin1Char(' ') + valueText(o);
        parts << (o.required ? text : QLatin1Char('[') + text + QLatin1Char(']'));
    }
    return parts.join(QLatin1Char(' '));
}

bool CliCommand::machineOutput(const QStringList &arguments) const
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    bool hasFormat = false;
    for (const CliOption &o : options()) {
        parser.addOption(o.option);
        hasFormat = hasFormat || o.option.names().contains(QStringLiteral("format"));
    }
    if (!hasFormat)
        return false;
    parser.parse(QStringList{QStringLiteral("hvnet")} + arguments);
    return parser.isSet(QStringLiteral("format")) && parser.value(QStringLiteral("format")) != QLatin1String("text");
}

CliOption CliCommand::outputOption()
{
    return {QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
                tr("write to FILE instead of stdout"), QStringLiteral("FILE")),
        CliValue::File};
}

CliOption CliCommand::formatOption(const QStringList &formats)
{
    return {QCommandLineOption(QStringLiteral("format"),
                tr("output format: %1 (default text)").arg(formats.join(QStringLiteral(", "))), QStringLiteral("FORMAT"),
                QStringLiteral("text")),
        CliValue::Choice, formats};
}

CliOption CliCommand::templatesOption()
{
    return {QCommandLineOption(QStringLiteral("templates"), tr("a folder of templates to use before the built-in ones"),
                QStringLiteral("DIR")),
        CliValue::Folder};
}

const std::vector<std::unique_ptr<CliCommand>> &cliCommands()
{
    static const std::vector<std::unique_ptr<CliCommand>> all = [] {
        std::vector<std::unique_ptr<CliCommand>> v;
        v.push_back(makeValidateCommand());
        v.push_back(makeRulesCommand());
        v.push_back(makeTemplatesCommand());
        v.push_back(makeNewCommand());
        v.push_back(makeGenerateCommand());
        v.push_back(makeAllocateCommand());
        v.push_back(makeExportCommand());
        v.push_back(makeCollectCommand());
        v.push_back(makeCheckCommand());
        v.push_back(makeProbeCommand());
        v.push_back(makePushCommand());
        v.push_back(makeImportCommand());
        return v;
    }();
    return all;
}

const CliCommand *findCliCommand(const QString &name)
{
    for (const auto &c : cliCommands())
        if (c->name() == name)
            return c.get();
    return nullptr;
}

} // namespace hvnet

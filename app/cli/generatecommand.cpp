// `hvnet generate --hosts N`: a valid synthetic design of that size.

#include "clicommand.h"
#include "verbs.h"

#include "model/designgenerator.h"
#include "model/designwriter.h"
#include "model/enums.h"

#include <QCommandLineParser>

namespace hvnet {

namespace {

QStringList platformNames()
{
    QStringList names;
    for (const auto &entry : EnumNames<SwitchPlatform>::entries)
        names << enumString(entry.first);
    return names;
}

class GenerateCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("generate"); }
    QString summary() const override { return Tr::tr("write a valid synthetic design of that size"); }
    QList<CliOption> options() const override
    {
        return {{QCommandLineOption(QStringLiteral("hosts"), Tr::tr("number of Hyper-V hosts"), QStringLiteral("N")),
                    CliValue::Number, {}, true},
            {QCommandLineOption(QStringLiteral("sofs"), Tr::tr("nodes of the SOFS cluster: 0, or 2 to 8 (default 4)"),
                 QStringLiteral("M"), QStringLiteral("4")),
                CliValue::Number},
            {QCommandLineOption(QStringLiteral("racks"),
                 Tr::tr("racks, each with a ToR pair (default: as many as the hosts need)"), QStringLiteral("R"),
                 QStringLiteral("0")),
                CliValue::Number},
            {QCommandLineOption(QStringLiteral("platform"),
                 Tr::tr("the ToRs' platform (default %1); they are its default model")
                     .arg(enumString(defaultSwitchPlatform)),
                 QStringLiteral("PLATFORM"), enumString(defaultSwitchPlatform)),
                CliValue::Choice, platformNames()},
            outputOption()};
    }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        DesignGenerator::Options options;
        const std::pair<const char *, int *> numbers[]
            = {{"hosts", &options.hosts}, {"sofs", &options.sofsNodes}, {"racks", &options.racks}};
        for (const auto &[option, target] : numbers) {
            bool ok = false;
            const QString value = parser.value(QLatin1String(option));
            *target = value.toInt(&ok);
            if (!ok)
                return io.fail(
                    Tr::tr("generate: --%1 expects a whole number, got \"%2\"").arg(QLatin1String(option), value));
        }
        options.platform = *enumFromName<SwitchPlatform>(parser.value(QStringLiteral("platform")).toStdString());
        if (const QString problem = DesignGenerator::checkOptions(options); !problem.isEmpty())
            return io.fail(Tr::tr("generate: %1").arg(problem));
        return io.emit(
            DesignWriter::write(DesignGenerator::generate(options)), parser.value(QStringLiteral("output")));
    }
};

} // namespace

std::unique_ptr<CliCommand> makeGenerateCommand()
{
    return std::make_unique<GenerateCommand>();
}

} // namespace hvnet

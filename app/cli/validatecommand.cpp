// `hvnet validate FILE`: every design rule, reported for people or machines.

#include "clicommand.h"
#include "verbs.h"

#include "exporters/validationreport.h"
#include "model/designfile.h"
#include "model/validation/rulecatalogue.h"
#include "model/validation/validator.h"

#include <QCommandLineParser>

namespace hvnet {

namespace {

class ValidateCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("validate"); }
    QString summary() const override { return Tr::tr("run every design rule and report the findings"); }
    QList<CliArgument> arguments() const override { return {{QStringLiteral("FILE"), CliValue::Design}}; }
    QList<CliOption> options() const override
    {
        return {formatOption({QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("sarif"),
                    QStringLiteral("junit")}),
            outputOption()};
    }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        const QString format = parser.value(QStringLiteral("format"));
        const QString file = parser.positionalArguments().first();
        const auto loaded = DesignFile::load(file);
        if (!loaded.design)
            return io.fail(loaded.error.toString());
        const RuleCatalogue &catalogue = RuleCatalogue::standard();
        const ValidationResult result = Validator::run(*loaded.design, catalogue);
        const QString designName = loaded.design->meta.name;
        QByteArray content;
        if (format == QLatin1String("json"))
            content = ValidationReport::toJson(designName, result);
        else if (format == QLatin1String("sarif"))
            content = ValidationReport::toSarif(file, result, catalogue);
        else if (format == QLatin1String("junit"))
            content = ValidationReport::toJUnit(designName, result, catalogue);
        else
            content = ValidationReport::toText(designName, result).toUtf8();
        if (const int code = io.emit(content, parser.value(QStringLiteral("output"))); code != CliIo::Done)
            return code;
        return result.hasErrors() ? CliIo::DesignHasErrors : CliIo::Done;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeValidateCommand()
{
    return std::make_unique<ValidateCommand>();
}

} // namespace hvnet

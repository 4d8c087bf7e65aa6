// `hvnet rules`: the rule catalogue.

#include "clicommand.h"
#include "verbs.h"

#include "exporters/validationreport.h"
#include "model/validation/rulecatalogue.h"

#include <QCommandLineParser>

namespace hvnet {

namespace {

class RulesCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("rules"); }
    QString summary() const override
    {
        return Tr::tr("list the rule catalogue: id, severity, title, rationale, source");
    }
    QList<CliOption> options() const override
    {
        return {formatOption({QStringLiteral("text"), QStringLiteral("json")})};
    }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        const RuleCatalogue &catalogue = RuleCatalogue::standard();
        if (parser.value(QStringLiteral("format")) == QLatin1String("json"))
            return io.emit(ValidationReport::catalogueToJson(catalogue), {});
        return io.emit(ValidationReport::catalogueToText(catalogue).toUtf8(), {});
    }
};

} // namespace

std::unique_ptr<CliCommand> makeRulesCommand()
{
    return std::make_unique<RulesCommand>();
}

} // namespace hvnet

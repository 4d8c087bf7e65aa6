// `hvnet templates` and `hvnet new TEMPLATE`: the starter designs.

#include "clicommand.h"
#include "verbs.h"

#include "templates/startercatalogue.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace hvnet {

namespace {

QStringList starterIds()
{
    QStringList ids;
    for (const StarterTemplate &t : StarterCatalogue::all())
        ids << t.id;
    return ids;
}

class TemplatesCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("templates"); }
    QString summary() const override { return Tr::tr("list the starter designs"); }

    int run(CliIo &io, const QCommandLineParser &) const override
    {
        const QList<StarterTemplate> all = StarterCatalogue::all();
        qsizetype width = 0;
        for (const StarterTemplate &t : all)
            width = std::max(width, t.id.size());
        for (const StarterTemplate &t : all)
            io.out() << t.id.leftJustified(width + 2) << t.name << '\n';
        return CliIo::Done;
    }
};

class NewCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("new"); }
    QString summary() const override { return Tr::tr("write a starter design"); }
    QList<CliArgument> arguments() const override
    {
        return {{QStringLiteral("TEMPLATE"), CliValue::Choice, starterIds()}};
    }
    QList<CliOption> options() const override { return {outputOption()}; }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        const QString id = parser.positionalArguments().first();
        const auto content = StarterCatalogue::content(id);
        if (!content)
            return io.fail(
                Tr::tr("new: there is no template \"%1\" (templates: %2)").arg(id, starterIds().join(QStringLiteral(", "))));
        return io.emit(*content, parser.value(QStringLiteral("output")));
    }
};

} // namespace

std::unique_ptr<CliCommand> makeTemplatesCommand()
{
    return std::make_unique<TemplatesCommand>();
}

std::unique_ptr<CliCommand> makeNewCommand()
{
    return std::make_unique<NewCommand>();
}

} // namespace hvnet

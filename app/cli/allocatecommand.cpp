// `hvnet allocate FILE`: every missing interface address from its subnet.

#include "clicommand.h"
#include "verbs.h"

#include "model/addressallocator.h"
#include "model/designfile.h"
#include "model/designwriter.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace hvnet {

namespace {

class AllocateCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("allocate"); }
    QString summary() const override { return Tr::tr("fill every missing interface address from its subnet"); }
    QList<CliArgument> arguments() const override { return {{QStringLiteral("FILE"), CliValue::Design}}; }
    QList<CliOption> options() const override { return {outputOption()}; }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        auto loaded = DesignFile::load(parser.positionalArguments().first());
        if (!loaded.design)
            return io.fail(loaded.error.toString());
        const AddressAllocator::Result result = AddressAllocator::allocate(*loaded.design);
        for (const QString &problem : result.problems)
            io.err() << Tr::tr("hvnet: allocate: %1").arg(problem) << '\n';
        io.err() << Tr::tr("hvnet: allocate: %n address(es) assigned", nullptr, result.assigned) << Qt::endl;
        if (const int code = io.emit(DesignWriter::write(*loaded.design), parser.value(QStringLiteral("output")));
            code != CliIo::Done)
            return code;
        return result.problems.isEmpty() ? CliIo::Done : CliIo::Failed;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeAllocateCommand()
{
    return std::make_unique<AllocateCommand>();
}

} // namespace hvnet

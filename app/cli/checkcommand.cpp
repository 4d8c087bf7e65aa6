// `hvnet check DESIGN --evidence DIR`: the live check of docs/live.md.

#include "clicommand.h"
#include "commandline.h"
#include "verbs.h"

#include "exporters/validationreport.h"
#include "live/evidencefolder.h"
#include "live/livecheck.h"
#include "live/livenodegroups.h"
#include "planneddesign.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QTextStream>

namespace hvnet {

namespace {

// The text report's opening part: per node, which evidence file was read,
// whether it matches the plan, and how much was compared, so that a reader
// sees what the verdict rests on.
QString nodeSummaries(const Design &design, const LiveResult &live, const QString &folder)
{
    QString out = CommandLine::tr("Evidence in %1:").arg(QDir::toNativeSeparators(folder)) + QLatin1Char('\n');
    for (const LiveNodeGroup &group : LiveNodeGroups::of(design, live)) {
        if (group.nodeId.isEmpty())
            continue;
        QString line;
        if (group.file.isEmpty())
            line = CommandLine::tr("%1: no evidence, not checked").arg(group.name);
        else if (!group.readable)
            line = CommandLine::tr("%1: %2 could not be read").arg(group.name, group.file);
        else if (group.state == LiveResult::State::Differs)
            line = CommandLine::tr("%1: %2, differs from the plan (%n object(s) compared)", nullptr, group.compared)
                       .arg(group.name, group.file);
        else
            line = CommandLine::tr("%1: %2, matches the plan (%n object(s) compared)", nullptr, group.compared)
                       .arg(group.name, group.file);
        out += QStringLiteral("  ") + line + QLatin1Char('\n');
    }
    return out;
}

class CheckCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("check"); }
    QString summary() const override
    {
        return Tr::tr("compare the evidence of a running cluster with the design and report the drift");
    }
    QList<CliArgument> arguments() const override { return {{QStringLiteral("FILE"), CliValue::Design}}; }
    QList<CliOption> options() const override
    {
        return {{QCommandLineOption(QStringLiteral("evidence"),
                     Tr::tr("the evidence folder: the collect kit's folder with what the hosts and switches wrote into it"),
                     QStringLiteral("DIR")),
                    CliValue::Folder, {}, true},
            formatOption({QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("sarif"), QStringLiteral("junit")}),
            outputOption()};
    }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        const QString format = parser.value(QStringLiteral("format"));
        const QString file = parser.positionalArguments().first();
        const PlannedDesign loaded = PlannedDesign::load(
            file, QStringLiteral("check"), Tr::tr("the plan a cluster is checked against is made from a valid design only"));
        if (!loaded.design) {
            io.err() << QStringLiteral("hvnet: ") << loaded.error << Qt::endl;
            return loaded.exitCode;
        }

        const QString folder = parser.value(QStringLiteral("evidence"));
        const EvidenceFolder read = EvidenceFolder::load(folder, *loaded.design);
        const LiveResult live = LiveCheck::run(*loaded.design, read);
        if (!live.error.isEmpty())
            return io.fail(Tr::tr("check: %1").arg(live.error));
        // An empty or wrong folder is not an error (what is absent is reported
        // as not checked), but a user who passed the wrong folder should know.
        const bool anyNode = std::any_of(
            live.nodes.begin(), live.nodes.end(), [](const LiveResult::NodeSummary &s) { return !s.file.isEmpty(); });
        if (!anyNode && !loaded.design->nodes.empty())
            io.err() << Tr::tr("hvnet: check: %1 holds no evidence of any node of this design (hosts/<computer name>.json); "
                        "nothing of the hosts is checked")
                         .arg(QDir::toNativeSeparators(folder))
                  << Qt::endl;

        const QString name = loaded.design->meta.name;
        QByteArray content;
        if (format == QLatin1String("json"))
            content = ValidationReport::toJson(name, live.result);
        else if (format == QLatin1String("sarif"))
            content = ValidationReport::toSarif(file, live.result, LiveCheck::catalogue(), folder);
        else if (format == QLatin1String("junit"))
            content = ValidationReport::toJUnit(name, live.result, LiveCheck::catalogue(),
                JUnitSuite{QStringLiteral("hvnet check"), QStringLiteral("hvnet.live")});
        else
            content = (nodeSummaries(*loaded.design, live, folder) + QLatin1Char('\n')
                + ValidationReport::toText(name, live.result, ValidationReport::Run::Check))
                          .toUtf8();
        if (const int code = io.emit(content, parser.value(QStringLiteral("output"))); code != CliIo::Done)
            return code;
        return live.result.hasErrors() ? CliIo::DesignHasErrors : CliIo::Done;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeCheckCommand()
{
    return std::make_unique<CheckCommand>();
}

} // namespace hvnet

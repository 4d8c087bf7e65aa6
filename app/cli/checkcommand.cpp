// `hvnet check DESIGN --evidence DIR`: the live check of docs/live.md. A
// member of CommandLine like every command, in its own file so that the live
// side's commands stay apart from the design commands of commandline.cpp.

#include "commandline.h"

#include "evidencefolder.h"
#include "livecheck.h"
#include "livenodegroups.h"
#include "planneddesign.h"
#include "validationreport.h"

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

} // namespace

int CommandLine::check(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption evidence(QStringLiteral("evidence"),
        tr("the evidence folder: the collect kit's folder with what the hosts and switches wrote into it"),
        QStringLiteral("DIR"));
    if (const auto done = parse(parser, "check",
            {evidence, formatOption(QStringLiteral("text, json, sarif, junit")), outputOption()}, arguments, 1))
        return *done;
    const QString format = parser.value(QStringLiteral("format"));
    const QStringList formats{
        QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("sarif"), QStringLiteral("junit")};
    if (!formats.contains(format))
        return fail(tr("check: unknown format \"%1\" (%2)").arg(format, formats.join(QStringLiteral(", "))));
    if (!parser.isSet(evidence))
        return fail(tr("check: --evidence DIR is required: the folder the collect kit's scripts wrote into "
                       "(hvnet collect DESIGN --out DIR makes the kit)"));

    const QString file = parser.positionalArguments().first();
    const PlannedDesign loaded = PlannedDesign::load(
        file, QStringLiteral("check"), tr("the plan a cluster is checked against is made from a valid design only"));
    if (!loaded.design) {
        m_err << QStringLiteral("hvnet: ") << loaded.error << Qt::endl;
        return loaded.exitCode;
    }

    const QString folder = parser.value(evidence);
    const EvidenceFolder read = EvidenceFolder::load(folder, *loaded.design);
    const LiveResult live = LiveCheck::run(*loaded.design, read);
    if (!live.error.isEmpty())
        return fail(tr("check: %1").arg(live.error));
    // An empty or wrong folder is not an error (what is absent is reported
    // as not checked), but a user who passed the wrong folder should know.
    const bool anyNode = std::any_of(
        live.nodes.begin(), live.nodes.end(), [](const LiveResult::NodeSummary &s) { return !s.file.isEmpty(); });
    if (!anyNode && !loaded.design->nodes.empty())
        m_err << tr("hvnet: check: %1 holds no evidence of any node of this design (hosts/<computer name>.json); "
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
    if (const int code = emit(content, parser.value(QStringLiteral("output"))); code != Done)
        return code;
    return live.result.hasErrors() ? DesignHasErrors : Done;
}

} // namespace hvnet

// `hvnet export FILE`: the deliverables through the exporter registry.

#include "clicommand.h"
#include "verbs.h"

#include "app/common/reportpaper.h"
#include "exporters/exporterregistry.h"
#include "exporters/exportfolder.h"
#include "exporters/exportrun.h"
#include "model/designfile.h"
#include "model/validation/validator.h"

#include <QCommandLineParser>
#include <QDate>
#include <QDir>
#include <QGuiApplication>
#include <QTextStream>

namespace hvnet {

namespace {

class ExportCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("export"); }
    QString summary() const override
    {
        return Tr::tr("write the deliverables: scripts, switch configurations, the design report and the diagram");
    }
    QList<CliArgument> arguments() const override { return {{QStringLiteral("FILE"), CliValue::Design}}; }
    QList<CliOption> options() const override
    {
        const QStringList exporters = ExporterRegistry::names();
        return {{QCommandLineOption(QStringLiteral("out"),
                     Tr::tr("the folder to write to (default: FILE's name with -export, next to it)"), QStringLiteral("DIR")),
                    CliValue::Folder},
            {QCommandLineOption(QStringLiteral("what"),
                 Tr::tr("what to write, comma-separated (default: %2): %1")
                     .arg(exporters.join(QStringLiteral(", ")), ExporterRegistry::defaultNames().join(QStringLiteral(", "))),
                 QStringLiteral("LIST")),
                CliValue::ChoiceList, exporters},
            {QCommandLineOption(QStringLiteral("force"), Tr::tr("export even when the design has errors"))},
            templatesOption(),
            {QCommandLineOption(QStringLiteral("page-size"),
                 Tr::tr("the report's paper: a4 or letter (default: the designer's setting, else a4)"),
                 QStringLiteral("SIZE")),
                CliValue::Choice, {QStringLiteral("a4"), QStringLiteral("letter")}},
            {QCommandLineOption(QStringLiteral("date"), Tr::tr("print today's date on the report's title page"))},
            {QCommandLineOption(
                QStringLiteral("appendix"), Tr::tr("append the generated scripts and configurations to the report"))}};
    }
    // The report and the diagram are drawn with Qt Gui's fonts.
    bool paints() const override { return true; }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        QStringList kinds = ExporterRegistry::defaultNames();
        if (parser.isSet(QStringLiteral("what")))
            kinds = parser.value(QStringLiteral("what")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        const bool drawing = kinds.contains(QStringLiteral("report")) || kinds.contains(QStringLiteral("diagram"));
        if (drawing && !QCoreApplication::instance()->inherits("QGuiApplication"))
            return io.fail(Tr::tr("export: the report and the diagram are drawn with Qt Gui's fonts; run hvnet itself, "
                              "not this library in a console-only process"));
        ReportOptions reportOptions;
        reportOptions.pageSize = QPageSize(ReportPaper::load());
        if (parser.isSet(QStringLiteral("page-size")))
            reportOptions.pageSize = QPageSize(
                parser.value(QStringLiteral("page-size")) == QLatin1String("letter") ? QPageSize::Letter
                                                                                      : QPageSize::A4);
        reportOptions.includeDate = parser.isSet(QStringLiteral("date"));
        reportOptions.date = QDate::currentDate();
        reportOptions.appendix = parser.isSet(QStringLiteral("appendix"));
        reportOptions.linkDiagram = kinds.contains(QStringLiteral("diagram"));

        const QString file = parser.positionalArguments().first();
        const auto loaded = DesignFile::load(file);
        if (!loaded.design)
            return io.fail(loaded.error.toString());
        // A folder of another program's files, or one hvnet cannot read, is
        // refused before the work starts; the full check comes with the files.
        const ExportFolder folder(parser.isSet(QStringLiteral("out"))
                ? parser.value(QStringLiteral("out"))
                : ExportFolder::defaultFor(file, loaded.design->meta.name, {}));
        if (const QString refusal = folder.plan().refusal; !refusal.isEmpty())
            return io.fail(Tr::tr("export: %1").arg(refusal));
        const ValidationResult validation = Validator::run(*loaded.design);
        if (validation.hasErrors() && !parser.isSet(QStringLiteral("force"))) {
            io.err() << Tr::tr("hvnet: export: %1 has %n error(s); fix them (hvnet validate %1) or export anyway with "
                           "--force",
                nullptr, validation.errors)
                            .arg(file)
                     << Qt::endl;
            return CliIo::DesignHasErrors;
        }

        // The exporters asked for, from the registry; the report names the
        // scripts and configurations (deployment order, appendix) whether they
        // are written or not, and one that fails stops the export only when
        // its own files were asked for (ExportRun).
        ExportRun::Request request;
        request.what = kinds;
        request.templatesDir = parser.value(QStringLiteral("templates"));
        request.report = reportOptions;
        const ExportRun::Result run = ExportRun::run(*loaded.design, validation, request);
        if (!run.ok())
            return io.fail(Tr::tr("export: %1: %2").arg(file, run.error));
        const std::vector<ExportedFile> &files = run.files;

        ExportFolder::Plan done;
        if (const QString error = folder.write(files, loaded.design->meta.name, &done); !error.isEmpty())
            return io.fail(Tr::tr("export: %1").arg(error));
        io.out() << Tr::tr("wrote %n file(s) to %1, listed in %2", nullptr, int(files.size()))
                        .arg(QDir::toNativeSeparators(folder.path()), QLatin1String(ExportFolder::manifestName))
                 << '\n';
        for (const ExportedFile &exported : files)
            io.out() << QStringLiteral("  ") << exported.path << '\n';
        // What the previous export left and this one does not write is gone:
        // the folder holds one design's deliverables, never two.
        for (const QString &stale : done.stale)
            io.out() << QStringLiteral("  ")
                     << Tr::tr("removed %1 (of the previous export, %2)").arg(stale, done.previousDesign) << '\n';
        return CliIo::Done;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeExportCommand()
{
    return std::make_unique<ExportCommand>();
}

} // namespace hvnet

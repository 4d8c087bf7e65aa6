#include "commandline.h"

#include "addressallocator.h"
#include "designfile.h"
#include "designgenerator.h"
#include "designwriter.h"
#include "exporterregistry.h"
#include "exportfolder.h"
#include "exportrun.h"
#include "reportpaper.h"
#include "startercatalogue.h"
#include "validation/rulecatalogue.h"
#include "validation/validator.h"
#include "validationreport.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QTextStream>

#include <functional>

namespace hvnet {

namespace {

struct Command {
    const char *name;
    const char *synopsis;
    const char *summary;
};

// The order `hvnet --help` lists them in.
const Command commands[] = {
    {"validate", "validate FILE [--format text|json|sarif|junit] [-o OUT]",
        QT_TRANSLATE_NOOP("hvnet::CommandLine", "run every design rule and report the findings")},
    {"rules", "rules [--format text|json]",
        QT_TRANSLATE_NOOP("hvnet::CommandLine", "list the rule catalogue: id, severity, title, rationale, source")},
    {"templates", "templates", QT_TRANSLATE_NOOP("hvnet::CommandLine", "list the starter designs")},
    {"new", "new TEMPLATE [-o FILE]", QT_TRANSLATE_NOOP("hvnet::CommandLine", "write a starter design")},
    {"generate", "generate --hosts N [--sofs M] [--racks R] [--platform PLATFORM] [-o FILE]",
        QT_TRANSLATE_NOOP("hvnet::CommandLine", "write a valid synthetic design of that size")},
    {"allocate", "allocate FILE [-o FILE]",
        QT_TRANSLATE_NOOP("hvnet::CommandLine", "fill every missing interface address from its subnet")},
    {"export",
        "export FILE [--out DIR] [--what {exporters}] [--force] [--templates DIR] "
        "[--page-size a4|letter] [--date] [--appendix]",
        QT_TRANSLATE_NOOP("hvnet::CommandLine",
            "write the deliverables: scripts, switch configurations, the design report and the diagram")},
    {"collect", "collect FILE --out DIR [--templates DIR]",
        QT_TRANSLATE_NOOP("hvnet::CommandLine",
            "write the read-only collect kit whose output is the evidence of a running cluster")},
    {"check", "check FILE --evidence DIR [--format text|json|sarif|junit] [-o OUT]",
        QT_TRANSLATE_NOOP("hvnet::CommandLine",
            "compare the evidence of a running cluster with the design and report the drift")},
    {"import", "import --evidence DIR -o FILE [--force] [--format text|json]",
        QT_TRANSLATE_NOOP("hvnet::CommandLine",
            "build a design from the evidence of a running cluster and list what the evidence cannot tell")},
};

const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, QString());

// The platforms as the help lists them, from the registry: "a (default), b, c or d".
QString platformChoices()
{
    QStringList names;
    for (const auto &entry : EnumNames<SwitchPlatform>::entries)
        names << (entry.first == defaultSwitchPlatform ? CommandLine::tr("%1 (default)").arg(enumString(entry.first))
                                                       : enumString(entry.first));
    const QString last = names.takeLast();
    return names.isEmpty() ? last : CommandLine::tr("%1 or %2").arg(names.join(QStringLiteral(", ")), last);
}

// A command's synopsis; export's names the exporters of the registry.
QString synopsisOf(const Command &command)
{
    return QString::fromLatin1(command.synopsis)
        .replace(QLatin1String("{exporters}"), ExporterRegistry::names().join(QLatin1Char(',')));
}

const Command *findCommand(const QString &name)
{
    for (const Command &c : commands)
        if (name == QLatin1String(c.name))
            return &c;
    return nullptr;
}

} // namespace

QString CommandLine::usage() const
{
    QString text = tr("Usage: hvnet COMMAND [OPTIONS]\n\n"
                      "Designs, validates and documents converged Hyper-V networks with RDMA.\n\n"
                      "Commands:\n");
    for (const Command &c : commands)
        text += QStringLiteral("  %1\n      %2\n").arg(synopsisOf(c), tr(c.summary));
    text += tr("\nOptions:\n  --version   print the version\n  --help      print this help; "
               "hvnet COMMAND --help for one command\n\n"
               "Exit codes: 0 done, 2 the design has unsuppressed errors (check: the running cluster differs from it "
               "with errors), 1 anything else.\n");
    return text;
}

int CommandLine::fail(const QString &message)
{
    m_err << QStringLiteral("hvnet: ") << message << Qt::endl;
    return Failed;
}

int CommandLine::emit(const QByteArray &content, const QString &outputFile)
{
    if (outputFile.isEmpty() || outputFile == QLatin1String("-")) {
        m_out.flush();
        m_out.device() ? void(m_out.device()->write(content)) : void(m_out << QString::fromUtf8(content));
        m_out.flush();
        return Done;
    }
    QSaveFile file(outputFile);
    if (!file.open(QIODevice::WriteOnly) || file.write(content) != content.size() || !file.commit())
        return fail(tr("%1: cannot write the file: %2").arg(outputFile, file.errorString()));
    return Done;
}

int CommandLine::run(const QStringList &arguments)
{
    if (arguments.isEmpty()) {
        m_err << usage();
        return Failed;
    }
    const QString first = arguments.first();
    if (first == QLatin1String("--help") || first == QLatin1String("-h") || first == QLatin1String("help")) {
        m_out << usage();
        return Done;
    }
    if (first == QLatin1String("--version")) {
        m_out << QStringLiteral("hvnet %1\n").arg(QStringLiteral(HVNET_VERSION));
        return Done;
    }
    const QStringList rest = arguments.mid(1);
    if (first == QLatin1String("validate"))
        return validate(rest);
    if (first == QLatin1String("rules"))
        return rules(rest);
    if (first == QLatin1String("templates"))
        return templates(rest);
    if (first == QLatin1String("new"))
        return newDesign(rest);
    if (first == QLatin1String("generate"))
        return generate(rest);
    if (first == QLatin1String("allocate"))
        return allocate(rest);
    if (first == QLatin1String("export"))
        return exportDesign(rest);
    if (first == QLatin1String("collect"))
        return collect(rest);
    if (first == QLatin1String("check"))
        return check(rest);
    if (first == QLatin1String("import"))
        return importEvidence(rest);
    QStringList names;
    for (const Command &c : commands)
        names << QString::fromLatin1(c.name);
    return fail(
        tr("unknown command \"%1\" (commands: %2; see hvnet --help)").arg(first, names.join(QStringLiteral(", "))));
}

QCommandLineOption CommandLine::outputOption()
{
    return QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")},
        QCoreApplication::translate("hvnet::CommandLine", "write to FILE instead of stdout"), QStringLiteral("FILE"));
}

QCommandLineOption CommandLine::formatOption(const QString &formats)
{
    return QCommandLineOption(QStringLiteral("format"),
        QCoreApplication::translate("hvnet::CommandLine", "output format: %1").arg(formats), QStringLiteral("FORMAT"),
        QStringLiteral("text"));
}

std::optional<int> CommandLine::parse(QCommandLineParser &parser, const char *name,
    const QList<QCommandLineOption> &options, const QStringList &arguments, int positional)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions(options);
    parser.addOption(helpOption);
    QStringList all = arguments;
    all.prepend(QStringLiteral("hvnet"));
    if (!parser.parse(all))
        return fail(QStringLiteral("%1: %2").arg(QLatin1String(name), parser.errorText()));
    const Command *command = findCommand(QLatin1String(name));
    Q_ASSERT(command); // every command parse() serves is in the table
    if (parser.isSet(helpOption)) {
        QString text = tr("Usage: hvnet %1\n\n%2.\n").arg(synopsisOf(*command), tr(command->summary));
        for (const QCommandLineOption &option : options) {
            QString names = QStringLiteral("--") + option.names().last();
            if (option.names().size() > 1)
                names = QStringLiteral("-") + option.names().first() + QStringLiteral(", ") + names;
            if (!option.valueName().isEmpty())
                names += QLatin1Char(' ') + option.valueName();
            text += QStringLiteral("  %1\n      %2\n").arg(names, option.description());
        }
        m_out << text;
        return Done;
    }
    if (parser.positionalArguments().size() != positional)
        return fail(tr("%1: expected %2 argument(s), got %3; usage: hvnet %4")
                        .arg(QLatin1String(name))
                        .arg(positional)
                        .arg(parser.positionalArguments().size())
                        .arg(synopsisOf(*command)));
    return std::nullopt;
}

int CommandLine::validate(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto done
        = parse(parser, "validate", {formatOption(QStringLiteral("text, json")), outputOption()}, arguments, 1))
        return *done;
    const QString format = parser.value(QStringLiteral("format"));
    const QStringList formats{
        QStringLiteral("text"), QStringLiteral("json"), QStringLiteral("sarif"), QStringLiteral("junit")};
    if (!formats.contains(format))
        return fail(tr("validate: unknown format \"%1\" (%2)").arg(format, formats.join(QStringLiteral(", "))));
    const QString file = parser.positionalArguments().first();
    const auto loaded = DesignFile::load(file);
    if (!loaded.design)
        return fail(loaded.error.toString());
    const RuleCatalogue &catalogue = RuleCatalogue::standard();
    const ValidationResult result = Validator::run(*loaded.design, catalogue);
    const QString name = loaded.design->meta.name;
    QByteArray content;
    if (format == QLatin1String("json"))
        content = ValidationReport::toJson(name, result);
    else if (format == QLatin1String("sarif"))
        content = ValidationReport::toSarif(file, result, catalogue);
    else if (format == QLatin1String("junit"))
        content = ValidationReport::toJUnit(name, result, catalogue);
    else
        content = ValidationReport::toText(name, result).toUtf8();
    if (const int code = emit(content, parser.value(QStringLiteral("output"))); code != Done)
        return code;
    return result.hasErrors() ? DesignHasErrors : Done;
}

int CommandLine::rules(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto done = parse(parser, "rules", {formatOption(QStringLiteral("text, json"))}, arguments, 0))
        return *done;
    const QString format = parser.value(QStringLiteral("format"));
    const RuleCatalogue &catalogue = RuleCatalogue::standard();
    if (format == QLatin1String("json"))
        return emit(ValidationReport::catalogueToJson(catalogue), {});
    if (format == QLatin1String("text"))
        return emit(ValidationReport::catalogueToText(catalogue).toUtf8(), {});
    return fail(tr("rules: unknown format \"%1\" (text, json)").arg(format));
}

int CommandLine::templates(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto done = parse(parser, "templates", {}, arguments, 0))
        return *done;
    const QList<StarterTemplate> all = StarterCatalogue::all();
    qsizetype width = 0;
    for (const StarterTemplate &t : all)
        width = std::max(width, t.id.size());
    for (const StarterTemplate &t : all)
        m_out << t.id.leftJustified(width + 2) << t.name << '\n';
    return Done;
}

int CommandLine::newDesign(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto done = parse(parser, "new", {outputOption()}, arguments, 1))
        return *done;
    const QString id = parser.positionalArguments().first();
    const auto content = StarterCatalogue::content(id);
    if (!content) {
        QStringList ids;
        for (const StarterTemplate &t : StarterCatalogue::all())
            ids << t.id;
        return fail(tr("new: there is no template \"%1\" (templates: %2)").arg(id, ids.join(QStringLiteral(", "))));
    }
    return emit(*content, parser.value(QStringLiteral("output")));
}

int CommandLine::generate(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption hosts(QStringLiteral("hosts"), tr("number of Hyper-V hosts"), QStringLiteral("N"));
    const QCommandLineOption sofs(QStringLiteral("sofs"), tr("nodes of the SOFS cluster: 0, or 2 to 8 (default 4)"),
        QStringLiteral("M"), QStringLiteral("4"));
    const QCommandLineOption racks(QStringLiteral("racks"),
        tr("racks, each with a ToR pair (default: as many as the hosts need)"), QStringLiteral("R"), QStringLiteral("0"));
    const QCommandLineOption platform(QStringLiteral("platform"),
        tr("the ToRs' platform: %1; they are its default model").arg(platformChoices()), QStringLiteral("PLATFORM"),
        enumString(defaultSwitchPlatform));
    if (const auto done = parse(parser, "generate", {hosts, sofs, racks, platform, outputOption()}, arguments, 0))
        return *done;
    if (!parser.isSet(hosts))
        return fail(tr("generate: --hosts N is required"));
    DesignGenerator::Options options;
    bool ok = false;
    const std::pair<const QCommandLineOption *, int *> numbers[]
        = {{&hosts, &options.hosts}, {&sofs, &options.sofsNodes}, {&racks, &options.racks}};
    for (const auto &[option, target] : numbers) {
        *target = parser.value(*option).toInt(&ok);
        if (!ok)
            return fail(tr("generate: --%1 expects a whole number, got \"%2\"")
                            .arg(option->names().first(), parser.value(*option)));
    }
    const QString platformName = parser.value(platform);
    const auto chosen = enumFromName<SwitchPlatform>(platformName.toStdString());
    if (!chosen) {
        QStringList names;
        for (const auto &entry : EnumNames<SwitchPlatform>::entries)
            names << enumString(entry.first);
        return fail(tr("generate: there is no platform \"%1\" (platforms: %2)")
                        .arg(platformName, names.join(QStringLiteral(", "))));
    }
    options.platform = *chosen;
    if (const QString problem = DesignGenerator::checkOptions(options); !problem.isEmpty())
        return fail(tr("generate: %1").arg(problem));
    return emit(DesignWriter::write(DesignGenerator::generate(options)), parser.value(QStringLiteral("output")));
}

int CommandLine::allocate(const QStringList &arguments)
{
    QCommandLineParser parser;
    if (const auto done = parse(parser, "allocate", {outputOption()}, arguments, 1))
        return *done;
    auto loaded = DesignFile::load(parser.positionalArguments().first());
    if (!loaded.design)
        return fail(loaded.error.toString());
    const AddressAllocator::Result result = AddressAllocator::allocate(*loaded.design);
    for (const QString &problem : result.problems)
        m_err << tr("hvnet: allocate: %1").arg(problem) << '\n';
    m_err << tr("hvnet: allocate: %n address(es) assigned", nullptr, result.assigned) << Qt::endl;
    const int code = emit(DesignWriter::write(*loaded.design), parser.value(QStringLiteral("output")));
    if (code != Done)
        return code;
    return result.problems.isEmpty() ? Done : Failed;
}

int CommandLine::exportDesign(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption out(QStringLiteral("out"),
        tr("the folder to write to (default: FILE's name with -export, next to it)"), QStringLiteral("DIR"));
    const QCommandLineOption what(QStringLiteral("what"),
        tr("what to write, comma-separated (default: all): %1")
            .arg(ExporterRegistry::names().join(QStringLiteral(", "))),
        QStringLiteral("LIST"));
    const QCommandLineOption force(QStringLiteral("force"), tr("export even when the design has errors"));
    const QCommandLineOption templates(QStringLiteral("templates"),
        tr("a folder of templates to use before the built-in ones"), QStringLiteral("DIR"));
    const QCommandLineOption pageSize(QStringLiteral("page-size"),
        tr("the report's paper: a4 or letter (default: the designer's setting, else a4)"), QStringLiteral("SIZE"));
    const QCommandLineOption date(QStringLiteral("date"), tr("print today's date on the report's title page"));
    const QCommandLineOption appendix(
        QStringLiteral("appendix"), tr("append the generated scripts and configurations to the report"));
    if (const auto done
        = parse(parser, "export", {out, what, force, templates, pageSize, date, appendix}, arguments, 1))
        return *done;

    const QStringList available = ExporterRegistry::names();
    QStringList kinds = available;
    if (parser.isSet(what))
        kinds = parser.value(what).split(QLatin1Char(','), Qt::SkipEmptyParts);
    for (const QString &kind : kinds)
        if (!available.contains(kind))
            return fail(tr("export: unknown --what \"%1\" (%2)").arg(kind, available.join(QStringLiteral(", "))));
    const bool drawing = kinds.contains(QStringLiteral("report")) || kinds.contains(QStringLiteral("diagram"));
    if (drawing && !QCoreApplication::instance()->inherits("QGuiApplication"))
        return fail(tr("export: the report and the diagram are drawn with Qt Gui's fonts; run hvnet itself, "
                       "not this library in a console-only process"));
    ReportOptions reportOptions;
    reportOptions.pageSize = QPageSize(ReportPaper::load());
    if (parser.isSet(pageSize)) {
        const QString size = parser.value(pageSize).toLower();
        if (size != QLatin1String("a4") && size != QLatin1String("letter"))
            return fail(tr("export: --page-size must be a4 or letter, not \"%1\"").arg(parser.value(pageSize)));
        reportOptions.pageSize = QPageSize(size == QLatin1String("letter") ? QPageSize::Letter : QPageSize::A4);
    }
    reportOptions.includeDate = parser.isSet(date);
    reportOptions.date = QDate::currentDate();
    reportOptions.appendix = parser.isSet(appendix);
    reportOptions.linkDiagram = kinds.contains(QStringLiteral("diagram"));

    const QString file = parser.positionalArguments().first();
    const auto loaded = DesignFile::load(file);
    if (!loaded.design)
        return fail(loaded.error.toString());
    // A folder of another program's files, or one hvnet cannot read, is
    // refused before the work starts; the full check comes with the files.
    const ExportFolder folder(
        parser.isSet(out) ? parser.value(out) : ExportFolder::defaultFor(file, loaded.design->meta.name, {}));
    if (const QString refusal = folder.plan().refusal; !refusal.isEmpty())
        return fail(tr("export: %1").arg(refusal));
    const ValidationResult validation = Validator::run(*loaded.design);
    if (validation.hasErrors() && !parser.isSet(force)) {
        m_err << tr("hvnet: export: %1 has %n error(s); fix them (hvnet validate %1) or export anyway with --force",
            nullptr, validation.errors)
                     .arg(file)
              << Qt::endl;
        return DesignHasErrors;
    }

    // The exporters asked for, from the registry; the report names the
    // scripts and configurations (deployment order, appendix) whether they
    // are written or not, and one that fails stops the export only when its
    // own files were asked for (ExportRun).
    ExportRun::Request request;
    request.what = kinds;
    request.templatesDir = parser.value(templates);
    request.report = reportOptions;
    const ExportRun::Result run = ExportRun::run(*loaded.design, validation, request);
    if (!run.ok())
        return fail(tr("export: %1: %2").arg(file, run.error));
    const std::vector<ExportedFile> &files = run.files;

    ExportFolder::Plan done;
    if (const QString error = folder.write(files, loaded.design->meta.name, &done); !error.isEmpty())
        return fail(tr("export: %1").arg(error));
    m_out << tr("wrote %n file(s) to %1, listed in %2", nullptr, int(files.size()))
                 .arg(QDir::toNativeSeparators(folder.path()), QLatin1String(ExportFolder::manifestName))
          << '\n';
    for (const ExportedFile &exported : files)
        m_out << QStringLiteral("  ") << exported.path << '\n';
    // What the previous export left and this one does not write is gone:
    // the folder holds one design's deliverables, never two.
    for (const QString &stale : done.stale)
        m_out << QStringLiteral("  ") << tr("removed %1 (of the previous export, %2)").arg(stale, done.previousDesign)
              << '\n';
    return Done;
}

} // namespace hvnet

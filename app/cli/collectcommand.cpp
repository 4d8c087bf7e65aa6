// `hvnet collect DESIGN --out DIR`: the collect kit of docs/live.md.

#include "clicommand.h"
#include "commandline.h"
#include "verbs.h"

#include "exporters/collect/collectexporter.h"
#include "exporters/templatestore.h"
#include "live/pathevidence.h"
#include "planneddesign.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>
#include <QTextStream>

namespace hvnet {

namespace {

constexpr char manifestName[] = "evidence.json";

// What an evidence.json already in the folder says: the design whose
// evidence the folder holds, and whether the administrator dated it.
struct ExistingManifest {
    bool present = false;
    bool readable = false;
    QString design;
    QString collected;
};

ExistingManifest existingManifest(const QDir &dir)
{
    ExistingManifest m;
    QFile file(dir.filePath(QLatin1String(manifestName)));
    if (!file.exists())
        return m;
    m.present = true;
    if (!file.open(QIODevice::ReadOnly))
        return m;
    const EvidenceManifest read = EvidenceManifest::read(file.read(64 * 1024), QLatin1String(manifestName));
    m.readable = read.problems.empty();
    m.design = read.design;
    m.collected = read.collected;
    return m;
}

class CollectCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("collect"); }
    QString summary() const override
    {
        return Tr::tr("write the read-only collect kit whose output is the evidence of a running cluster");
    }
    QList<CliArgument> arguments() const override { return {{QStringLiteral("FILE"), CliValue::Design}}; }
    QList<CliOption> options() const override
    {
        return {{QCommandLineOption(QStringLiteral("out"),
                     Tr::tr("the kit's folder; the scripts write the evidence into it, so it becomes the evidence folder"),
                     QStringLiteral("DIR")),
                    CliValue::Folder, {}, true},
            templatesOption()};
    }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        const QString file = parser.positionalArguments().first();
        const PlannedDesign loaded = PlannedDesign::load(
            file, QStringLiteral("collect"), Tr::tr("the kit collects what the design plans, so the design must be valid"));
        if (!loaded.design) {
            io.err() << QStringLiteral("hvnet: ") << loaded.error << Qt::endl;
            return loaded.exitCode;
        }

        // A templates folder that is not there would silently give the built-in
        // kit, not the one the user asked for.
        if (parser.isSet(QStringLiteral("templates")) && !QFileInfo(parser.value(QStringLiteral("templates"))).isDir())
            return io.fail(
                Tr::tr("collect: --templates %1 is not a folder").arg(QDir::toNativeSeparators(parser.value(QStringLiteral("templates")))));
        const QString folder = parser.value(QStringLiteral("out"));
        const QFileInfo info(folder);
        if (info.exists() && !info.isDir())
            return io.fail(Tr::tr("collect: %1 is a file, not a folder").arg(QDir::toNativeSeparators(folder)));
        const QString designName = loaded.design->meta.name;
        // The folder is the evidence folder of one design: a kit for another
        // design beside its evidence would mix the two. A manifest the
        // administrator has dated is kept, so that a new kit loses nothing.
        const ExistingManifest existing = existingManifest(QDir(folder));
        if (existing.present && !existing.readable)
            return io.fail(Tr::tr("collect: %1 has an evidence.json hvnet cannot read; choose another folder or remove it")
                            .arg(QDir::toNativeSeparators(folder)));
        if (existing.present && existing.design != designName)
            return io.fail(Tr::tr("collect: %1 holds the evidence of the design \"%2\", not \"%3\"; choose another folder")
                            .arg(QDir::toNativeSeparators(folder), existing.design, designName));

        const TemplateStore store(parser.value(QStringLiteral("templates")));
        const QString language = QLocale::languageToCode(QLocale().language(), QLocale::ISO639Part1);
        ExportResult kit = CollectExporter(store).run(*loaded.design, language);
        if (!kit.ok())
            return io.fail(Tr::tr("collect: %1: %2").arg(file, kit.error));
        const bool keepManifest = existing.present && !existing.collected.isEmpty();
        if (keepManifest)
            std::erase_if(kit.files, [](const ExportedFile &f) { return f.path == QLatin1String(manifestName); });
        if (const QString error = writeExportedFiles(kit.files, folder); !error.isEmpty())
            return io.fail(Tr::tr("collect: %1").arg(error));

        io.out() << Tr::tr("wrote the collect kit, %n file(s), to %1", nullptr, int(kit.files.size()))
                     .arg(QDir::toNativeSeparators(folder))
              << '\n';
        for (const ExportedFile &written : kit.files)
            io.out() << QStringLiteral("  ") << written.path << '\n';
        if (keepManifest)
            io.out() << QStringLiteral("  ") << Tr::tr("kept evidence.json, dated %1 by the administrator").arg(existing.collected)
                  << '\n';
        // Scripts of an earlier kit whose node the design no longer has (renamed,
        // removed) are left alone, but named: run, they would collect the
        // evidence of a computer the check does not know.
        QStringList written;
        for (const ExportedFile &f : kit.files)
            written << f.path.toLower();
        for (const QString &script :
            QDir(folder).entryList({QStringLiteral("*.collect.ps1")}, QDir::Files, QDir::Name | QDir::IgnoreCase))
            if (!written.contains(script.toLower()))
                io.out() << QStringLiteral("  ")
                      << Tr::tr("left %1 of an earlier kit in place: no node of the design has that name; remove it so it is "
                            "not run")
                             .arg(script)
                      << '\n';
        io.out() << Tr::tr("Give the folder to the administrator (its README.md says what to do); when it comes back: "
                    "hvnet check %1 --evidence %2")
                     .arg(file, QDir::toNativeSeparators(folder))
              << '\n';
        return CliIo::Done;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeCollectCommand()
{
    return std::make_unique<CollectCommand>();
}

} // namespace hvnet

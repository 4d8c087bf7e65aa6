// `hvnet collect DESIGN --out DIR`: the collect kit of docs/live.md. A member
// of CommandLine like every command, in its own file so that the live side's
// commands stay apart from the design commands of commandline.cpp.

#include "commandline.h"

#include "collectexporter.h"
#include "pathevidence.h"
#include "planneddesign.h"
#include "templatestore.h"

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

} // namespace

int CommandLine::collect(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption out(QStringLiteral("out"),
        tr("the kit's folder; the scripts write the evidence into it, so it becomes the evidence folder"),
        QStringLiteral("DIR"));
    const QCommandLineOption templates(QStringLiteral("templates"),
        tr("a folder of templates to use before the built-in ones"), QStringLiteral("DIR"));
    if (const auto done = parse(parser, "collect", {out, templates}, arguments, 1))
        return *done;
    if (!parser.isSet(out))
        return fail(tr("collect: --out DIR is required: the folder the kit is written to"));
    const QString file = parser.positionalArguments().first();
    const PlannedDesign loaded = PlannedDesign::load(
        file, QStringLiteral("collect"), tr("the kit collects what the design plans, so the design must be valid"));
    if (!loaded.design) {
        m_err << QStringLiteral("hvnet: ") << loaded.error << Qt::endl;
        return loaded.exitCode;
    }

    // A templates folder that is not there would silently give the built-in
    // kit, not the one the user asked for.
    if (parser.isSet(templates) && !QFileInfo(parser.value(templates)).isDir())
        return fail(
            tr("collect: --templates %1 is not a folder").arg(QDir::toNativeSeparators(parser.value(templates))));
    const QString folder = parser.value(out);
    const QFileInfo info(folder);
    if (info.exists() && !info.isDir())
        return fail(tr("collect: %1 is a file, not a folder").arg(QDir::toNativeSeparators(folder)));
    const QString designName = loaded.design->meta.name;
    // The folder is the evidence folder of one design: a kit for another
    // design beside its evidence would mix the two. A manifest the
    // administrator has dated is kept, so that a new kit loses nothing.
    const ExistingManifest existing = existingManifest(QDir(folder));
    if (existing.present && !existing.readable)
        return fail(tr("collect: %1 has an evidence.json hvnet cannot read; choose another folder or remove it")
                        .arg(QDir::toNativeSeparators(folder)));
    if (existing.present && existing.design != designName)
        return fail(tr("collect: %1 holds the evidence of the design \"%2\", not \"%3\"; choose another folder")
                        .arg(QDir::toNativeSeparators(folder), existing.design, designName));

    const TemplateStore store(parser.value(templates));
    const QString language = QLocale::languageToCode(QLocale().language(), QLocale::ISO639Part1);
    ExportResult kit = CollectExporter(store).run(*loaded.design, language);
    if (!kit.ok())
        return fail(tr("collect: %1: %2").arg(file, kit.error));
    const bool keepManifest = existing.present && !existing.collected.isEmpty();
    if (keepManifest)
        std::erase_if(kit.files, [](const ExportedFile &f) { return f.path == QLatin1String(manifestName); });
    if (const QString error = writeExportedFiles(kit.files, folder); !error.isEmpty())
        return fail(tr("collect: %1").arg(error));

    m_out << tr("wrote the collect kit, %n file(s), to %1", nullptr, int(kit.files.size()))
                 .arg(QDir::toNativeSeparators(folder))
          << '\n';
    for (const ExportedFile &written : kit.files)
        m_out << QStringLiteral("  ") << written.path << '\n';
    if (keepManifest)
        m_out << QStringLiteral("  ") << tr("kept evidence.json, dated %1 by the administrator").arg(existing.collected)
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
            m_out << QStringLiteral("  ")
                  << tr("left %1 of an earlier kit in place: no node of the design has that name; remove it so it is "
                        "not run")
                         .arg(script)
                  << '\n';
    m_out << tr("Give the folder to the administrator (its README.md says what to do); when it comes back: "
                "hvnet check %1 --evidence %2")
                 .arg(file, QDir::toNativeSeparators(folder))
          << '\n';
    return Done;
}

} // namespace hvnet

// `hvnet import --evidence DIR -o FILE`: a brownfield design from the evidence
// of a running cluster (docs/live.md).

#include "clicommand.h"
#include "commandline.h"
#include "verbs.h"

#include "exporters/diagram/diagramdrawing.h"
#include "live/brownfieldimport.h"
#include "live/evidencefolder.h"
#include "model/atomicfile.h"
#include "model/designwriter.h"
#include "model/validation/validator.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

namespace hvnet {

namespace {

// The report of --format json: machine output, never translated keys.
QByteArray jsonReport(const QString &file, const BrownfieldImport::Result &r, const ValidationResult &validation)
{
    QJsonArray unknowns, problems;
    for (const ImportUnknown &u : r.unknowns)
        unknowns.append(QJsonObject{{QStringLiteral("object"), u.object}, {QStringLiteral("message"), u.text}});
    for (const EvidenceProblem &p : r.problems) {
        QJsonObject o{{QStringLiteral("message"), p.message}};
        if (!p.file.isEmpty())
            o.insert(QStringLiteral("evidence"),
                QJsonObject{{QStringLiteral("file"), p.file}, {QStringLiteral("line"), p.line}});
        problems.append(o);
    }
    const QJsonObject root{{QStringLiteral("design"), file}, {QStringLiteral("hosts"), r.hosts},
        {QStringLiteral("switches"), r.switches}, {QStringLiteral("nodes"), int(r.design.nodes.size())},
        {QStringLiteral("cables"), int(r.design.links.size())}, {QStringLiteral("errors"), validation.errors},
        {QStringLiteral("warnings"), validation.warnings}, {QStringLiteral("cannotTell"), unknowns},
        {QStringLiteral("problems"), problems}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString where(const EvidenceProblem &p)
{
    if (p.file.isEmpty())
        return QString();
    return p.line > 0 ? CommandLine::tr("%1 line %2: ").arg(p.file).arg(p.line) : p.file + QStringLiteral(": ");
}

class ImportCommand : public CliCommand
{
public:
    QString name() const override { return QStringLiteral("import"); }
    QString summary() const override
    {
        return Tr::tr("build a design from the evidence of a running cluster and list what the evidence cannot tell");
    }
    QList<CliOption> options() const override
    {
        return {{QCommandLineOption(QStringLiteral("evidence"),
                     Tr::tr("the evidence folder of a running cluster (hosts/, switches/; docs/live.md)"),
                     QStringLiteral("DIR")),
                    CliValue::Folder, {}, true},
            {QCommandLineOption({QStringLiteral("o"), QStringLiteral("output")}, Tr::tr("the design file to write"),
                 QStringLiteral("FILE")),
                CliValue::Design, {}, true},
            {QCommandLineOption(QStringLiteral("force"), Tr::tr("replace FILE when it exists"))},
            formatOption({QStringLiteral("text"), QStringLiteral("json")})};
    }

    int run(CliIo &io, const QCommandLineParser &parser) const override
    {
        const QString format = parser.value(QStringLiteral("format"));
        const QString file = parser.value(QStringLiteral("output"));
        if (QFileInfo::exists(file) && !parser.isSet(QStringLiteral("force")))
            return io.fail(Tr::tr("import: %1 exists; hvnet import does not replace a design unless --force is given").arg(file));

        const QString folder = parser.value(QStringLiteral("evidence"));
        const BrownfieldImport::Result result = BrownfieldImport::run(EvidenceFolder::loadAll(folder), &DiagramDrawing::cardSizes);
        if (!result.error.isEmpty())
            return io.fail(Tr::tr("import: %1: %2").arg(QDir::toNativeSeparators(folder), result.error));

        for (const EvidenceProblem &p : result.problems)
            io.err() << Tr::tr("hvnet: import: %1%2").arg(where(p), p.message) << Qt::endl;
        const ValidationResult validation = Validator::run(result.design);
        const QByteArray content = DesignWriter::write(result.design);
        if (const QString error = writeFileAtomically(file, content); !error.isEmpty())
            return io.fail(Tr::tr("%1: cannot write the file: %2").arg(file, error));

        if (format == QLatin1String("json")) {
            io.out() << QString::fromUtf8(jsonReport(file, result, validation));
        } else {
            io.err() << Tr::tr("hvnet: import: wrote %1: %n node(s), %2 switch(es), %3 cable(s), %4 subnet(s)", nullptr,
                         int(result.design.nodes.size()))
                         .arg(file)
                         .arg(result.design.switches.size())
                         .arg(result.design.links.size())
                         .arg(result.design.subnets.size())
                  << Qt::endl;
            if (!result.unknowns.empty()) {
                io.err() << Tr::tr("What the evidence cannot tell (decide it in the designer):") << Qt::endl;
                for (const ImportUnknown &u : result.unknowns)
                    io.err() << QStringLiteral("  - ") << u.text << Qt::endl;
            }
        }
        if (validation.hasErrors()) {
            io.err() << Tr::tr("hvnet: import: the imported design has %n error(s), which the running cluster has too; "
                        "see hvnet validate %1",
                         nullptr, validation.errors)
                         .arg(file)
                  << Qt::endl;
            return CliIo::DesignHasErrors;
        }
        return CliIo::Done;
    }
};

} // namespace

std::unique_ptr<CliCommand> makeImportCommand()
{
    return std::make_unique<ImportCommand>();
}

} // namespace hvnet

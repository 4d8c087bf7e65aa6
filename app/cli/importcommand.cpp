// `hvnet import --evidence DIR -o FILE`: a brownfield design from the evidence
// of a running cluster (docs/live.md). A member of CommandLine like every
// command, in its own file beside the other live commands.

#include "commandline.h"

#include "brownfieldimport.h"
#include "designwriter.h"
#include "diagramdrawing.h"
#include "evidencefolder.h"
#include "validation/validator.h"

#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
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

} // namespace

int CommandLine::importEvidence(const QStringList &arguments)
{
    QCommandLineParser parser;
    const QCommandLineOption evidence(QStringLiteral("evidence"),
        tr("the evidence folder of a running cluster (hosts/, switches/; docs/live.md)"), QStringLiteral("DIR"));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
        tr("the design file to write"), QStringLiteral("FILE"));
    const QCommandLineOption force(QStringLiteral("force"), tr("replace FILE when it exists"));
    if (const auto done = parse(parser, "import", {evidence, output, force, formatOption(QStringLiteral("text, json"))},
            arguments, 0))
        return *done;
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("text") && format != QLatin1String("json"))
        return fail(tr("import: unknown format \"%1\" (text, json)").arg(format));
    if (!parser.isSet(evidence))
        return fail(tr("import: --evidence DIR is required: the folder with hosts/ and switches/ of a running cluster"));
    if (!parser.isSet(output) || parser.value(output).isEmpty())
        return fail(tr("import: -o FILE is required: the design file to write"));
    const QString file = parser.value(output);
    if (QFileInfo::exists(file) && !parser.isSet(force))
        return fail(tr("import: %1 exists; hvnet import does not replace a design unless --force is given").arg(file));

    const QString folder = parser.value(evidence);
    const BrownfieldImport::Result result = BrownfieldImport::run(EvidenceFolder::loadAll(folder), &DiagramDrawing::cardSizes);
    if (!result.error.isEmpty())
        return fail(tr("import: %1: %2").arg(QDir::toNativeSeparators(folder), result.error));

    for (const EvidenceProblem &p : result.problems)
        m_err << tr("hvnet: import: %1%2").arg(where(p), p.message) << Qt::endl;
    const ValidationResult validation = Validator::run(result.design);
    QSaveFile out(file);
    const QByteArray content = DesignWriter::write(result.design);
    if (!out.open(QIODevice::WriteOnly) || out.write(content) != content.size() || !out.commit())
        return fail(tr("%1: cannot write the file: %2").arg(file, out.errorString()));

    if (format == QLatin1String("json")) {
        m_out << QString::fromUtf8(jsonReport(file, result, validation));
    } else {
        m_err << tr("hvnet: import: wrote %1: %n node(s), %2 switch(es), %3 cable(s), %4 subnet(s)", nullptr,
                     int(result.design.nodes.size()))
                     .arg(file)
                     .arg(result.design.switches.size())
                     .arg(result.design.links.size())
                     .arg(result.design.subnets.size())
              << Qt::endl;
        if (!result.unknowns.empty()) {
            m_err << tr("What the evidence cannot tell (decide it in the designer):") << Qt::endl;
            for (const ImportUnknown &u : result.unknowns)
                m_err << QStringLiteral("  - ") << u.text << Qt::endl;
        }
    }
    if (validation.hasErrors()) {
        m_err << tr("hvnet: import: the imported design has %n error(s), which the running cluster has too; "
                    "see hvnet validate %1",
                     nullptr, validation.errors)
                     .arg(file)
              << Qt::endl;
        return DesignHasErrors;
    }
    return Done;
}

} // namespace hvnet

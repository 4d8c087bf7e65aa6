// Hostile values through every output (docs/design-format.md, "Text in the
// outputs"): names and descriptions full of quotes, PowerShell and shell
// syntax, Mustache tags, markup, comment markers and Junos braces, and one of
// 10,000 characters, go through every exporter of the registry and come out
// as data: what the project's own readers read back of each output (the
// PowerShell grammar, the platform's configuration reader, an HTML, Markdown
// and XML parse) is the value, or the value made safe in the documented way;
// never another command, line, element or tag. Control characters, line
// breaks and bidirectional controls are refused with an error naming them.

#include "exporters/collect/collectexporter.h"
#include "exporters/diagram/diagramdrawing.h"
#include "exporters/exporter.h"
#include "exporters/exporterregistry.h"
#include "exporters/powershell/powershellexporter.h"
#include "exporters/report/reportexporter.h"
#include "exporters/switches/switchexporter.h"
#include "exporters/templatestore.h"
#include "model/design.h"
#include "model/designreader.h"
#include "model/switchplatformspec.h"
#include "model/validation/validator.h"
#include "plans/filenames.h"
#include "plans/psliteral.h"
#include "plans/evidence/switchstate.h"
#include "plans/switchplan.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatformdriver.h"
#include "platforms/switchplatforms.h"
#include "platforms/switchtext.h"
#include "templates/startercatalogue.h"
#include "tests/support/powershellsyntax.h"
#include "tests/support/scriptchecks.h"
#include "tests/support/switchtestdesigns.h"

#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QTextDocument>
#include <QXmlStreamReader>

using namespace hvnet;

namespace {

// The values that must come through as data.
QList<std::pair<const char *, QString>> keptValues()
{
    QString long10k;
    while (long10k.size() < 10000)
        long10k += QStringLiteral("Long-name.");
    return {
        {"quotes", QStringLiteral("O'Brien \"Q\" \u2018a\u2019 \u201Cb\u201D \u201Ac\u201B \u201Ed\u201C")},
        {"powershell", QStringLiteral("$(Remove-Item C:\\) ; `whoami` | Out-Null & @{a=1} $env:PATH")},
        {"mustache", QStringLiteral("{{design}} {{#nodes}}x{{/nodes}} {{{raw}}}")},
        {"markup", QStringLiteral("<script>alert(1)</script> ]]> &amp; <!-- c --> <b>")},
        {"bang", QStringLiteral("! no shutdown")},
        {"hash", QStringLiteral("# rm -rf /")},
        {"junos", QStringLiteral("} delete interfaces { set system root-authentication")},
        {"10000", long10k},
    };
}

// The values no output can carry: each is refused with its code point named.
QList<std::pair<const char *, QString>> refusedValues()
{
    return {
        {"newline", QStringLiteral("Name\r\nRemove-Item C:\\")},
        {"nul", QStringLiteral("Name") + QChar(0) + QStringLiteral("x")},
        {"rlo", QStringLiteral("Name\u202Etxt.exe")},
        {"isolate", QStringLiteral("Name\u2066x\u2069")},
    };
}

Design starter(const char *id)
{
    return *DesignReader::read(*StarterCatalogue::content(QString::fromLatin1(id))).design;
}

// Every name and free text of the design carries the value, each after a
// tag of its own so that names that must differ still do, also when an
// output cuts them to a length.
Design withValue(Design d, const QString &v)
{
    d.meta.name = v;
    d.meta.revision = v;
    d.meta.description = v;
    d.meta.customer = v;
    d.meta.author = v;
    for (std::size_t i = 0; i < d.subnets.size(); ++i)
        d.subnets[i].name = QStringLiteral("S%1 ").arg(i) + v;
    for (std::size_t i = 0; i < d.clusters.size(); ++i)
        d.clusters[i].name = QStringLiteral("C%1 ").arg(i) + v;
    for (std::size_t i = 0; i < d.qos.classes.size(); ++i)
        d.qos.classes[i].name = QStringLiteral("Q%1 ").arg(i) + v;
    for (std::size_t n = 0; n < d.nodes.size(); ++n) {
        Node &node = d.nodes[n];
        node.name = QStringLiteral("N%1 ").arg(n) + v;
        for (std::size_t i = 0; i < node.adapters.size(); ++i)
            node.adapters[i].name = QStringLiteral("A%1 ").arg(i) + v;
        for (std::size_t i = 0; i < node.vswitches.size(); ++i)
            node.vswitches[i].name = QStringLiteral("V%1 ").arg(i) + v;
        for (std::size_t i = 0; i < node.teams.size(); ++i)
            node.teams[i].name = QStringLiteral("T%1 ").arg(i) + v;
        for (std::size_t i = 0; i < node.interfaces.size(); ++i)
            node.interfaces[i].name = QStringLiteral("I%1 ").arg(i) + v;
    }
    for (std::size_t s = 0; s < d.switches.size(); ++s)
        d.switches[s].name = QStringLiteral("W%1 ").arg(s) + v;
    return d;
}

// The value of a PowerShell single-quoted literal: between its quotes, where
// a doubled quote is one. PowerShell takes the typographic single quotes
// (U+2018, U+2019, U+201A, U+201B) as quotes too.
bool isPsQuote(QChar c)
{
    return c == QLatin1Char('\'') || c == QChar(0x2018) || c == QChar(0x2019) || c == QChar(0x201A) || c == QChar(0x201B);
}

QString psLiteralValue(const QString &literal)
{
    QString out;
    for (qsizetype i = 1; i + 1 < literal.size(); ++i) {
        out += literal.at(i);
        if (isPsQuote(literal.at(i)))
            ++i;
    }
    return out;
}

QString plainOfHtml(const QByteArray &html)
{
    QTextDocument doc;
    doc.setHtml(QString::fromUtf8(html));
    return doc.toPlainText();
}

QString plainOfMarkdown(const QByteArray &md)
{
    QTextDocument doc;
    doc.setMarkdown(QString::fromUtf8(md));
    return doc.toPlainText();
}

// The text content of every element of an XML document, or the parse error.
QStringList xmlTexts(const QByteArray &xml, QString *error)
{
    QStringList texts;
    QXmlStreamReader reader(xml);
    QString current;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isCharacters() || reader.isCDATA())
            current += reader.text();
        else if (reader.isStartElement() || reader.isEndElement()) {
            if (!current.trimmed().isEmpty())
                texts << current;
            current.clear();
        }
    }
    if (reader.hasError())
        *error = QStringLiteral("%1 at line %2").arg(reader.errorString()).arg(reader.lineNumber());
    return texts;
}

const ExportedFile *fileEnding(const ExportResult &result, const QString &suffix)
{
    for (const ExportedFile &f : result.files)
        if (f.path.endsWith(suffix))
            return &f;
    return nullptr;
}

ExportResult runExporter(const QString &name, const Design &design)
{
    const ValidationResult validation = Validator::run(design);
    const TemplateStore templates;
    ExportContext context(design, validation, templates);
    return ExporterRegistry::find(name)->run(context);
}

void addKeptRows()
{
    QTest::addColumn<QString>("value");
    for (const auto &[tag, value] : keptValues())
        QTest::newRow(tag) << value;
}

} // namespace

class TestHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The registry is what this test covers: a new exporter needs its test here.
    void everyExporterIsCovered()
    {
        QCOMPARE(ExporterRegistry::names(),
            (QStringList{QStringLiteral("powershell"), QStringLiteral("switches"), QStringLiteral("report"),
                QStringLiteral("diagram"), QStringLiteral("ansible")}));
    }

    void powershell_data() { addKeptRows(); }

    // Each script parses with the PowerShell grammar, runs no command the
    // value spells, and holds the value as a single-quoted literal whose
    // value is the value.
    void powershell()
    {
        QFETCH(QString, value);
        const Design design = withValue(starter("s2d-converged-set"), value);
        const ExportResult result = runExporter(QStringLiteral("powershell"), design);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const Design plain = withValue(starter("s2d-converged-set"), QStringLiteral("Plain"));
        const ExportResult plainResult = runExporter(QStringLiteral("powershell"), plain);
        QCOMPARE(result.files.size(), plainResult.files.size());
        // The same commands as with plain names, over all scripts: the value made none.
        const auto commandNames = [](const ExportResult &r) {
            QStringList names;
            for (const ExportedFile &file : r.files)
                if (file.path.endsWith(QLatin1String(".ps1"))) {
                    const PowerShellSyntax parsed(QString::fromUtf8(file.content));
                    for (const PowerShellSyntax::Command &c : parsed.commands())
                        names << c.name;
                }
            names.sort();
            return names;
        };
        for (const ExportedFile &file : result.files) {
            if (!file.path.endsWith(QLatin1String(".ps1")))
                continue;
            const QStringList problems = structuralProblems(file.content);
            QVERIFY2(problems.isEmpty(), qPrintable(file.path + QStringLiteral(": ") + problems.join(QStringLiteral("; ")).left(2000)));
        }
        QCOMPARE(commandNames(result), commandNames(plainResult));
        const QString node = QStringLiteral("N0 ") + value;
        const ExportedFile *nodeScript
            = fileEnding(result, QLatin1Char('/') + safeFileName(node) + QStringLiteral(".ps1"));
        QVERIFY2(nodeScript, qPrintable(safeFileName(node)));
        const QString script = QString::fromUtf8(nodeScript->content);
        QVERIFY(script.contains(psLiteral(node)));
        QCOMPARE(psLiteralValue(psLiteral(node)), node);
        const QString vswitch = QStringLiteral("V0 ") + value;
        QVERIFY(script.contains(psLiteral(vswitch)));
        QCOMPARE(psLiteralValue(psLiteral(vswitch)), vswitch);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("exporter");
        QTest::addColumn<QString>("value");
        for (const QString &exporter : ExporterRegistry::names())
            for (const auto &[tag, value] : refusedValues())
                QTest::newRow(qPrintable(exporter + QLatin1Char('/') + QLatin1String(tag))) << exporter << value;
    }

    // A control character, line break or bidirectional control is refused:
    // by the validation (text.control-characters, an error, so hvnet export
    // stops), and by the script exporters themselves, naming the code point;
    // the switch configurations, the report and the diagram, which quote or
    // replace such characters, still carry none of them.
    void refused()
    {
        QFETCH(QString, exporter);
        QFETCH(QString, value);
        const Design design = withValue(starter("s2d-converged-set"), value);
        const ValidationResult validation = Validator::run(design);
        QVERIFY(validation.hasErrors());
        bool named = false;
        for (const Finding &f : validation.findings)
            named |= f.rule == QLatin1String("text.control-characters");
        QVERIFY(named);
        const ExportResult result = runExporter(exporter, design);
        // The script exporters: PowerShell, and Ansible, whose playbooks run it.
        if (exporter == QLatin1String("powershell") || exporter == QLatin1String("ansible")) {
            QVERIFY(!result.ok());
            QVERIFY(result.files.empty());
            QVERIFY2(result.error.contains(QStringLiteral("U+")), qPrintable(result.error));
            return;
        }
        QVERIFY2(result.ok(), qPrintable(result.error));
        // What an exporter that does not refuse writes carries none of the
        // characters in its text (PDF and images aside).
        for (const ExportedFile &f : result.files) {
            if (f.path.endsWith(QLatin1String(".pdf")) || f.path.endsWith(QLatin1String(".png")))
                continue;
            const QString text = QString::fromUtf8(f.content);
            for (const QChar c : {QChar(0), QChar(0x202E), QChar(0x2066), QChar(0x2069)}) {
                const QString code = QStringLiteral("U+%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
                QVERIFY2(!f.path.contains(c), qPrintable(QStringLiteral("the file name %1: %2").arg(f.path.toHtmlEscaped(), code)));
                const qsizetype at = text.indexOf(c);
                QVERIFY2(at < 0, qPrintable(f.path + QStringLiteral(": ") + code + QStringLiteral(" in \"") + text.mid(std::max<qsizetype>(0, at - 60), 120) + QLatin1Char('"')));
            }
            if (f.path.endsWith(QLatin1String(".cfg")))
                QVERIFY2(!text.contains(QStringLiteral("\nRemove-Item")), qPrintable(f.path));
        }
    }

    void collectKit_data() { addKeptRows(); }

    // The collect kit: its script parses, and the manifest's design name
    // reads back from JSON as the design's.
    void collectKit()
    {
        QFETCH(QString, value);
        const Design design = withValue(starter("s2d-converged-set"), value);
        const ExportResult result = CollectExporter(TemplateStore()).run(design);
        QVERIFY2(result.ok(), qPrintable(result.error));
        for (const ExportedFile &f : result.files) {
            if (f.path.endsWith(QLatin1String(".ps1"))) {
                const QStringList problems = structuralProblems(f.content);
                QVERIFY2(problems.isEmpty(), qPrintable(f.path + QStringLiteral(": ") + problems.join(QStringLiteral("; ")).left(2000)));
            }
            if (f.path.endsWith(QLatin1String("evidence.json"))) {
                QJsonParseError error;
                const QJsonDocument manifest = QJsonDocument::fromJson(f.content, &error);
                QVERIFY2(!manifest.isNull(), qPrintable(error.errorString()));
                QCOMPARE(manifest.object().value(QStringLiteral("design")).toString(), value);
            }
        }
        QVERIFY(fileEnding(result, QStringLiteral("evidence.json")));
    }

    void switches_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("value");
        for (const QString &platform : switchtests::platforms())
            for (const auto &[tag, value] : keptValues())
                QTest::newRow(qPrintable(platform + QLatin1Char('/') + QLatin1String(tag))) << platform << value;
    }

    // Every switch syntax: the configuration has the lines it has with plain
    // names (no value made a line or command of its own), and the platform's
    // reader reads back each port's description and each VLAN's name as the
    // value made safe for the switch (SwitchText::safeText, the driver's
    // VLAN name: docs/switches.md, "Names and descriptions").
    void switches()
    {
        QFETCH(QString, platform);
        QFETCH(QString, value);
        const Design design = switchtests::onPlatform(withValue(starter("s2d-converged-set"), value), platform);
        const Design plain = switchtests::onPlatform(withValue(starter("s2d-converged-set"), QStringLiteral("Plain")), platform);
        const ExportResult result = switchtests::run(design);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const ExportResult plainResult = switchtests::run(plain);
        QCOMPARE(result.files.size(), plainResult.files.size());
        const SwitchPlatform p = *enumFromName<SwitchPlatform>(platform.toStdString());
        const SwitchPlatformDriver &driver = SwitchPlatforms::driver(p);
        const SwitchPlatformSpec &spec = driver.spec();
        for (std::size_t s = 0; s < design.switches.size(); ++s) {
            const QString text = QString::fromUtf8(result.files[s].content);
            const QString plainText = QString::fromUtf8(plainResult.files[s].content);
            QCOMPARE(text.count(QLatin1Char('\n')), plainText.count(QLatin1Char('\n')));
            if (p == SwitchPlatform::Generic)
                continue; // a checklist for people: no reader, no commands
            SwitchState state;
            SwitchEvidence::read(p, SwitchEvidence::File::RunningConfig, result.files[s].content, state);
            state.index();
            SwitchState plainState;
            SwitchEvidence::read(p, SwitchEvidence::File::RunningConfig, plainResult.files[s].content, plainState);
            plainState.index();
            QCOMPARE(state.ports.size(), plainState.ports.size());
            QCOMPARE(state.vlans.size(), plainState.vlans.size());
            const SwitchPlan plan = SwitchPlan::forSwitch(design, design.switches[s]);
            for (const SwitchPlan::Port &port : plan.ports) {
                const SwitchState::Port *read = state.port(port.name);
                QVERIFY2(read, qPrintable(port.name));
                if (!port.description.isEmpty())
                    QCOMPARE(read->description, SwitchText::safeText(port.description, spec.descriptionLength()));
            }
            for (const SwitchPlan::Vlan &vlan : plan.vlans) {
                const auto it = state.vlans.find(vlan.id);
                QVERIFY(it != state.vlans.end());
                if (!it->second.isEmpty())
                    QCOMPARE(it->second, driver.vlanName(vlan.id, vlan.name, spec.vlanNameLength()));
            }
        }
    }

    void report_data() { addKeptRows(); }

    // The report: the HTML parses back to the value, the Markdown too (its
    // markup characters escaped), in the title and the node sections.
    void report()
    {
        QFETCH(QString, value);
        const Design design = withValue(starter("s2d-converged-set"), value);
        const ExportResult result = runExporter(QStringLiteral("report"), design);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const ExportedFile *html = fileEnding(result, QStringLiteral(".html"));
        const ExportedFile *md = fileEnding(result, QStringLiteral(".md"));
        QVERIFY(html && md);
        const QString fromHtml = plainOfHtml(html->content);
        const QString fromMarkdown = plainOfMarkdown(md->content);
        for (const QString &expected : {value, QStringLiteral("N0 ") + value, QStringLiteral("S1 ") + value}) {
            QVERIFY2(fromHtml.contains(expected), qPrintable(expected.left(80)));
            QVERIFY2(fromMarkdown.contains(expected), qPrintable(expected.left(80)));
        }
        QVERIFY(!html->content.contains("<script>"));
        // In Markdown "\\<script>" is the text "<script>"; an unescaped one a tag.
        static const QRegularExpression tag(QStringLiteral("(?<!\\\\)<script>"));
        QVERIFY(!tag.match(QString::fromUtf8(md->content)).hasMatch());
    }

    void diagram_data() { addKeptRows(); }

    // The diagram: well-formed XML whose text gives back the names (elided
    // to fit a card, never cut inside a character reference).
    void diagram()
    {
        QFETCH(QString, value);
        const Design design = withValue(starter("s2d-converged-set"), value);
        const ExportResult result = runExporter(QStringLiteral("diagram"), design);
        QVERIFY2(result.ok(), qPrintable(result.error));
        const ExportedFile *svg = fileEnding(result, QStringLiteral(".svg"));
        QVERIFY(svg);
        QString error;
        const QStringList texts = xmlTexts(svg->content, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!svg->content.contains("<script"));
        const QString node = QStringLiteral("N0 ") + value;
        bool found = false;
        for (const QString &t : texts) {
            // Elided text ends in an ellipsis; what is shown is the name's start.
            const QString shown = t.endsWith(QChar(0x2026)) ? t.chopped(1) : t;
            found |= shown.size() >= 4 && node.startsWith(shown);
        }
        QVERIFY2(found, qPrintable(texts.join(QLatin1Char('|')).left(2000)));
    }
};

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    TestHostile test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_hostile.moc"

// The report and the diagram: real PDFs read back with pdftotext, HTML and
// SVG parsed as XML, Markdown tables compared with the HTML ones, byte-equal
// repeated exports, and page-1 and diagram pictures left in the build tree.
#include "exporters/deliverables.h"
#include "exporters/diagram/diagramdrawing.h"
#include "exporters/diagram/diagrampainter.h"
#include "exporters/diagram/nodecard.h"
#include "exporters/exportresult.h"
#include "exporters/exportrun.h"
#include "exporters/report/pdfbytes.h"
#include "exporters/report/report.h"
#include "exporters/report/reportexporter.h"
#include "exporters/templatestore.h"
#include "model/designfile.h"
#include "model/designgenerator.h"
#include "model/designreader.h"
#include "model/validation/rulecatalogue.h"
#include "model/validation/validator.h"
#include "templates/startercatalogue.h"
#include "tests/support/diagramchecks.h"

#include <QBuffer>
#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFontMetricsF>
#include <QHashSeed>
#include <QImage>
#include <QPdfWriter>
#include <QPrinter>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>

using namespace hvnet;

namespace {

Design loadTemplate(const QString &id)
{
    const auto content = StarterCatalogue::content(id);
    const auto read = DesignReader::read(*content);
    if (!read.design)
        qFatal("template %s does not read", qPrintable(id));
    return *read.design;
}

Design loadFile(const QString &path)
{
    const auto loaded = DesignFile::load(path);
    if (!loaded.design)
        qFatal("%s does not read", qPrintable(path));
    return *loaded.design;
}

std::vector<ExportedFile> generated(const Design &design)
{
    return scriptsAndConfigurations(design, TemplateStore());
}

// What `--what report` and `--what diagram` write, through the same run.
std::vector<ExportedFile> exportReport(const Design &design, const ValidationResult &validation,
    const std::vector<ExportedFile> &generated, const ReportOptions &options)
{
    return ReportExporter::files(
        design, validation, generated, ReportExporter::figures(design, validation), options);
}

std::vector<ExportedFile> exportDiagram(const Design &design, const ValidationResult &validation)
{
    ExportRun::Request request;
    request.what = QStringList{QStringLiteral("diagram")};
    return ExportRun::run(design, validation, request).files;
}

QByteArray fileEnding(const std::vector<ExportedFile> &files, const char *suffix)
{
    for (const ExportedFile &f : files)
        if (f.path.endsWith(QLatin1String(suffix)))
            return f.content;
    return {};
}

QString run(const QString &program, const QStringList &arguments)
{
    QProcess p;
    p.start(program, arguments);
    if (!p.waitForFinished(60000) || p.exitCode() != 0)
        return QStringLiteral("<%1 failed: %2>").arg(program, QString::fromUtf8(p.readAllStandardError()));
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Without whitespace, and with the font's ligatures (fi, fl) as letters again.
QString squeezed(const QString &text)
{
    return text.normalized(QString::NormalizationForm_KC).remove(QRegularExpression(QStringLiteral("\\s+")));
}

// The data rows of each table in the HTML, as their cell texts.
std::vector<std::vector<QStringList>> htmlTables(const QByteArray &html, QString *error)
{
    std::vector<std::vector<QStringList>> tables;
    QXmlStreamReader xml(html);
    bool inBody = false;
    QStringList row;
    QString cell;
    bool inCell = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            if (xml.name() == QLatin1String("tbody")) {
                tables.emplace_back();
                inBody = true;
            } else if (inBody && xml.name() == QLatin1String("tr"))
                row.clear();
            else if (inBody && xml.name() == QLatin1String("td")) {
                cell.clear();
                inCell = true;
            }
        } else if (xml.isCharacters() && inCell) {
            cell += xml.text();
        } else if (xml.isEndElement()) {
            if (xml.name() == QLatin1String("tbody"))
                inBody = false;
            else if (inBody && xml.name() == QLatin1String("td")) {
                row << cell;
                inCell = false;
            } else if (inBody && xml.name() == QLatin1String("tr"))
                tables.back().push_back(row);
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("%1 at line %2").arg(xml.errorString()).arg(xml.lineNumber());
    return tables;
}

// The data rows of each Markdown table.
std::vector<std::vector<QStringList>> markdownTables(const QByteArray &markdown)
{
    std::vector<std::vector<QStringList>> tables;
    const QStringList lines = QString::fromUtf8(markdown).split(QLatin1Char('\n'));
    for (int i = 0; i + 1 < lines.size(); ++i) {
        if (!lines[i].startsWith(QLatin1String("| ")) || !lines[i + 1].startsWith(QLatin1String("| ---")))
            continue;
        std::vector<QStringList> rows;
        int j = i + 2;
        for (; j < lines.size() && lines[j].startsWith(QLatin1String("| ")); ++j) {
            QString line = lines[j].mid(2, lines[j].size() - 4);
            QStringList cells;
            QString cell;
            for (int k = 0; k < line.size(); ++k) {
                if (line[k] == QLatin1Char('\\') && k + 1 < line.size()) {
                    cell += line[++k];
                } else if (line.mid(k, 3) == QLatin1String(" | ")) {
                    cells << cell;
                    cell.clear();
                    k += 2;
                } else
                    cell += line[k];
            }
            cells << cell;
            for (QString &c : cells)
                c = c.trimmed();
            rows.push_back(cells);
        }
        tables.push_back(rows);
        i = j;
    }
    return tables;
}

} // namespace

class TestReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void templates_data();
    void templates();
    void findingsAndDeviations();
    void diagramSvgAndPng();
    void deterministic();
    void letterPaperAndAppendix();
    void nodesStayOnOnePage();
    void markdownEscapesWhatUsersType();
    void notesArePrinted();
    void notesAreInTheDiagram();
    void printerGetsTheSamePages();
    void pdfDoesNotDependOnTheHashSeed();
    void largeDesignsGetADiagramPerCluster();
    void picturesForPeople();
    void switchlessAndMeshDrawnClearly_data();
    void switchlessAndMeshDrawnClearly();
};

void TestReport::templates_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<int>("minPages");
    QTest::addColumn<int>("maxPages");
    for (const StarterTemplate &t : StarterCatalogue::all())
        QTest::newRow(qPrintable(t.id)) << t.id << 8 << 30;
}

// Every starter: a PDF whose text names every node, subnet prefix and
// finding; HTML that parses with no outside reference; Markdown tables with
// the HTML's rows.
void TestReport::templates()
{
    QFETCH(QString, id);
    QFETCH(int, minPages);
    QFETCH(int, maxPages);
    const Design design = loadTemplate(id);
    const ValidationResult validation = Validator::run(design);
    const std::vector<ExportedFile> files = exportReport(design, validation, generated(design), ReportOptions());
    QCOMPARE(files.size(), std::size_t(3));

    QTemporaryDir dir;
    QVERIFY(writeExportedFiles(files, dir.path()).isEmpty());
    const QString pdf = dir.filePath(files[0].path);
    QVERIFY(files[0].path.endsWith(QLatin1String(".pdf")));
    QVERIFY(files[0].content.startsWith("%PDF-"));
    const QString text = squeezed(run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")}));
    for (const Node &n : design.nodes)
        QVERIFY2(text.contains(squeezed(n.name)), qPrintable(n.name));
    for (const Switch &s : design.switches)
        QVERIFY2(text.contains(squeezed(s.name)), qPrintable(s.name));
    for (const Subnet &s : design.subnets)
        QVERIFY2(text.contains(s.prefix), qPrintable(s.prefix));
    for (const Finding &f : validation.findings)
        QVERIFY2(text.contains(f.rule), qPrintable(f.rule));
    const QString info = run(QStringLiteral("pdfinfo"), {pdf});
    const QRegularExpressionMatch pages = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(info);
    QVERIFY2(pages.hasMatch(), qPrintable(info));
    QVERIFY2(
        pages.captured(1).toInt() >= minPages && pages.captured(1).toInt() <= maxPages, qPrintable(pages.captured(1)));
    QVERIFY(info.contains(QLatin1String("595 x 842"))); // A4 by default

    // HTML: well-formed, self-contained.
    const QByteArray html = files[1].content;
    QString error;
    const auto htmlRows = htmlTables(html, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QRegularExpression reference(QStringLiteral("(?:src|href)=\"([^\"]*)\""));
    for (auto it = reference.globalMatch(QString::fromUtf8(html)); it.hasNext();) {
        const QString target = it.next().captured(1);
        QVERIFY2(target.startsWith(QLatin1String("data:")) || target.startsWith(QLatin1Char('#')), qPrintable(target));
    }
    QVERIFY(!html.contains("<link"));
    QVERIFY(!html.contains("url("));
    QVERIFY(html.contains("data:image/svg+xml;base64,"));
    QVERIFY(html.contains("data:image/png;base64,")); // the ETS chart

    // Markdown: the same tables with the same rows.
    const auto mdRows = markdownTables(files[2].content);
    QCOMPARE(mdRows.size(), htmlRows.size());
    QVERIFY(mdRows.size() > 5);
    for (std::size_t i = 0; i < mdRows.size(); ++i)
        QCOMPARE(mdRows[i], htmlRows[i]);
    for (const Node &n : design.nodes)
        QVERIFY(files[2].content.contains(n.name.toUtf8()));
}

// A design with findings and an accepted deviation: the finding ids, their
// rationale and the deviation's reason are printed.
void TestReport::findingsAndDeviations()
{
    Design design = loadFile(QStringLiteral(HVNET_TEST_DATA "/rules/storage.shared-subnet/raises.hvnet"));
    const Design second = loadFile(QStringLiteral(HVNET_TEST_DATA "/rules/topology.unlinked-adapter/raises.hvnet"));
    ValidationResult first = Validator::run(design);
    QVERIFY(!first.findings.empty());
    const QString accepted = first.findings.front().rule;
    design.suppressions.push_back({accepted, {}, QStringLiteral("Agreed with the customer")});
    const ValidationResult validation = Validator::run(design);
    QVERIFY(validation.suppressed > 0);
    const std::vector<ExportedFile> files = exportReport(design, validation, generated(design), ReportOptions());
    QTemporaryDir dir;
    QVERIFY(writeExportedFiles(files, dir.path()).isEmpty());
    const QString text = squeezed(run(QStringLiteral("pdftotext"), {dir.filePath(files[0].path), QStringLiteral("-")}));
    for (const Finding &f : validation.findings)
        QVERIFY2(text.contains(f.rule), qPrintable(f.rule));
    QVERIFY(text.contains(squeezed(QStringLiteral("Agreed with the customer"))));
    const Rule *rule = RuleCatalogue::standard().find(accepted);
    QVERIFY(rule);
    QVERIFY(text.contains(squeezed(rule->source())));

    const ValidationResult secondResult = Validator::run(second);
    const std::vector<ExportedFile> secondFiles
        = exportReport(second, secondResult, generated(second), ReportOptions());
    QVERIFY(writeExportedFiles(secondFiles, dir.filePath(QStringLiteral("second"))).isEmpty());
    const QString secondText = squeezed(run(QStringLiteral("pdftotext"),
        {dir.filePath(QStringLiteral("second/") + secondFiles[0].path), QStringLiteral("-")}));
    QVERIFY(!secondResult.findings.empty());
    for (const Finding &f : secondResult.findings)
        QVERIFY2(secondText.contains(f.rule), qPrintable(f.rule));
}

// The SVG is XML with one group per node and per switch, each named by id;
// the PNG is the scene at twice its size.
void TestReport::diagramSvgAndPng()
{
    const Design design = loadTemplate(QStringLiteral("sofs-hyperv-2012r2"));
    const ValidationResult validation = Validator::run(design);
    const std::vector<ExportedFile> files = exportDiagram(design, validation);
    QCOMPARE(files.size(), std::size_t(2));
    QVERIFY(files[0].path.endsWith(QLatin1String(".svg")));
    QXmlStreamReader xml(files[0].content);
    QStringList nodes, switches;
    int width = 0, height = 0;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("svg")) {
            width = xml.attributes().value(QLatin1String("width")).toInt();
            height = xml.attributes().value(QLatin1String("height")).toInt();
        }
        if (xml.name() != QLatin1String("g"))
            continue;
        const QString cls = xml.attributes().value(QLatin1String("class")).toString();
        const QString groupId = xml.attributes().value(QLatin1String("id")).toString();
        if (cls == QLatin1String("node"))
            nodes << groupId;
        else if (cls == QLatin1String("switch"))
            switches << groupId;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QStringList expectedNodes, expectedSwitches;
    for (const Node &n : design.nodes)
        expectedNodes << n.id;
    for (const Switch &s : design.switches)
        expectedSwitches << s.id;
    QCOMPARE(nodes, expectedNodes);
    QCOMPARE(switches, expectedSwitches);
    // Each node's group draws its name.
    for (const Node &n : design.nodes)
        QVERIFY(files[0].content.contains(QStringLiteral(">%1<").arg(n.name).toUtf8()));

    QImage png;
    QVERIFY(png.loadFromData(files[1].content, "PNG"));
    QVERIFY(width > 200 && height > 200);
    QVERIFY2(std::abs(png.width() - 2 * width) <= 2 && std::abs(png.height() - 2 * height) <= 2,
        qPrintable(QStringLiteral("%1x%2 for %3x%4").arg(png.width()).arg(png.height()).arg(width).arg(height)));
    // Not a blank picture: the cards and cables are drawn.
    QSet<QRgb> colours;
    for (int y = 0; y < png.height(); y += 7)
        for (int x = 0; x < png.width(); x += 7)
            colours.insert(png.pixel(x, y));
    QVERIFY(colours.size() > 10);

    // A huge design stays within the size cap.
    QCOMPARE(DiagramDrawing::pngSizeFor(QRectF(0, 0, 100000, 2000)).width(), 8000);
}

void TestReport::deterministic()
{
    for (const StarterTemplate &t : StarterCatalogue::all()) {
        const Design design = loadTemplate(t.id);
        const ValidationResult validation = Validator::run(design);
        const auto a = exportReport(design, validation, generated(design), ReportOptions());
        const auto b = exportReport(design, validation, generated(design), ReportOptions());
        QCOMPARE(fileEnding(a, ".html"), fileEnding(b, ".html"));
        QCOMPARE(fileEnding(a, ".md"), fileEnding(b, ".md"));
        QCOMPARE(fileEnding(exportDiagram(design, validation), ".svg"),
            fileEnding(exportDiagram(design, validation), ".svg"));
        // No date unless asked.
        const QString today = QDate::currentDate().toString(Qt::ISODate);
        QVERIFY(!fileEnding(a, ".html").contains(today.toUtf8()));
        ReportOptions dated;
        dated.includeDate = true;
        dated.date = QDate(2026, 3, 14);
        QVERIFY(fileEnding(exportReport(design, validation, {}, dated), ".md").contains("2026-03-14"));
    }
}

void TestReport::letterPaperAndAppendix()
{
    const Design design = loadTemplate(QStringLiteral("s2d-2node-switchless"));
    const ValidationResult validation = Validator::run(design);
    ReportOptions options;
    options.pageSize = QPageSize(QPageSize::Letter);
    options.appendix = true;
    const std::vector<ExportedFile> scripts = generated(design);
    const auto files = exportReport(design, validation, scripts, options);
    QTemporaryDir dir;
    QVERIFY(writeExportedFiles(files, dir.path()).isEmpty());
    const QString pdf = dir.filePath(files[0].path);
    QVERIFY(run(QStringLiteral("pdfinfo"), {pdf}).contains(QLatin1String("612 x 792")));
    const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    // The appendix carries the scripts: a line of the first one is printed.
    const QStringList lines = QString::fromUtf8(scripts.front().content).split(QLatin1Char('\n'));
    const auto line = std::find_if(lines.begin(), lines.end(), [](const QString &l) {
        return l.trimmed().startsWith(QLatin1String("Set-StrictMode"))
            || l.trimmed().startsWith(QLatin1String("$ErrorActionPreference"));
    });
    QVERIFY(line != lines.end());
    QVERIFY2(squeezed(text).contains(squeezed(*line)), qPrintable(*line));
    QVERIFY(fileEnding(files, ".md").contains("```"));
    // Nothing is cut at the margin: every line of every file is on the page
    // whole (a long one continued on the next line after a picture, which
    // the text does not carry), and each file's SHA-256 is printed.
    const auto withoutSpace = [](QString s) {
        s.remove(QRegularExpression(QStringLiteral("\\s+")));
        return s;
    };
    // -raw: in its default mode pdftotext joins a word hyphenated at a line's
    // end ("Get-" + "VMSwitchTeam"), which would hide what is printed.
    // Each page begins with its furniture (the running header, "Page n of
    // m", the revision), which would sit between the two pieces of a line
    // continued on the next page: it is left out here.
    QStringList pages = run(QStringLiteral("pdftotext"), {QStringLiteral("-raw"), pdf, QStringLiteral("-")}).split(QLatin1Char('\f'));
    static const QRegularExpression pageNumber(QStringLiteral("^Page \\d+ of \\d+$"));
    for (QString &page : pages) {
        QStringList pageLines = page.split(QLatin1Char('\n'));
        const qsizetype at = pageLines.indexOf(pageNumber);
        if (at < 0 || at > 2)
            continue;
        pageLines.remove(0, at + 1);
        if (!pageLines.isEmpty() && pageLines.front().startsWith(QLatin1String("Revision ")))
            pageLines.removeFirst();
        page = pageLines.join(QLatin1Char('\n'));
    }
    const QString printed = withoutSpace(pages.join(QLatin1Char('\n')));
    int longLines = 0;
    for (const ExportedFile &f : scripts) {
        for (const QString &l : QString::fromUtf8(f.content).split(QLatin1Char('\n'))) {
            longLines += l.size() > 110;
            QVERIFY2(printed.contains(withoutSpace(l)), qPrintable(f.path + QStringLiteral(": ") + l));
        }
        QVERIFY2(printed.contains(QString::fromLatin1(QCryptographicHash::hash(f.content, QCryptographicHash::Sha256).toHex())),
            qPrintable(f.path));
    }
    QVERIFY2(longLines > 10, qPrintable(QString::number(longLines))); // the case this is about
}

// A node's heading, tables and addresses print on one page, not split across two.
void TestReport::nodesStayOnOnePage()
{
    const Design design = loadTemplate(QStringLiteral("sofs-hyperv-2012r2"));
    const ValidationResult validation = Validator::run(design);
    const auto files = exportReport(design, validation, generated(design), ReportOptions());
    QTemporaryDir dir;
    QVERIFY(writeExportedFiles(files, dir.path()).isEmpty());
    const QString pdf = dir.filePath(files[0].path);
    const QRegularExpressionMatch count
        = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(run(QStringLiteral("pdfinfo"), {pdf}));
    QVERIFY(count.hasMatch());
    QStringList pages;
    for (int i = 1; i <= count.captured(1).toInt(); ++i)
        pages << run(QStringLiteral("pdftotext"),
            {QStringLiteral("-f"), QString::number(i), QStringLiteral("-l"), QString::number(i), pdf,
                QStringLiteral("-")});
    int checked = 0;
    for (const Node &n : design.nodes) {
        const QString heading = n.name + QStringLiteral(" (");
        const auto page = std::find_if(pages.begin(), pages.end(),
            [&](const QString &p) { return p.contains(heading) && p.contains(QLatin1String("Adapter")); });
        QVERIFY2(page != pages.end(), qPrintable(n.name));
        for (const Interface &i : n.interfaces)
            if (!i.address.isEmpty()) {
                QVERIFY2(page->contains(i.address), qPrintable(n.name + QLatin1Char(' ') + i.address));
                ++checked;
            }
    }
    QVERIFY(checked >= 3 * int(design.nodes.size()));
}

// Names and reasons come from users: no cell may break its table, no line
// may turn into a list, quote or raw HTML.
void TestReport::markdownEscapesWhatUsersType()
{
    Report report;
    report.title = QStringLiteral("A <b>bold</b> design");
    report.description = QStringLiteral("1. not a list\r\n- nor this\n> nor a quote");
    ReportSection section{QStringLiteral("s"), QStringLiteral("Section"), 1, true, {}};
    ReportBlock table{ReportBlock::Table, {}, {{QStringLiteral("A"), QStringLiteral("B")}, {}}, {}};
    table.table.rows.push_back({QStringLiteral("a|b\r\nc"), QStringLiteral("*x* `y` <script>")});
    section.blocks.push_back(table);
    report.sections.push_back(section);
    const QByteArray md = ReportWriter::toMarkdown(report, QString());
    // Every "<" is escaped, so nothing is raw HTML.
    QVERIFY(!QString::fromUtf8(md).contains(QRegularExpression(QStringLiteral("(?<!\\\\)<(b|script)"))));
    QVERIFY(md.contains("\\<b>"));
    QVERIFY2(md.contains("1\\. not a list"), md.constData());
    QVERIFY(md.contains("\\- nor this"));
    QVERIFY(md.contains("\\> nor a quote"));
    const auto tables = markdownTables(md);
    QCOMPARE(tables.size(), std::size_t(1));
    QCOMPARE(tables[0].size(), std::size_t(1));
    QCOMPARE(tables[0][0], (QStringList{QStringLiteral("a|b c"), QStringLiteral("*x* `y` <script>")}));
}

// The canvas's notes are printed under the diagram, in every format, as
// text (markup in them stays text).
void TestReport::notesArePrinted()
{
    Design design = loadTemplate(QStringLiteral("s2d-converged-set"));
    design.notes = {{QStringLiteral("note"), QStringLiteral("Uplinks to the core are the customer's.\nAsk Jürgen.")},
        {QStringLiteral("note-2"), QStringLiteral("Rack B <script>x</script> is next year")}};
    const ValidationResult validation = Validator::run(design);
    const std::vector<ExportedFile> files = exportReport(design, validation, generated(design), ReportOptions());
    QTemporaryDir dir;
    QVERIFY(writeExportedFiles(files, dir.path()).isEmpty());
    const QString pdf = squeezed(run(QStringLiteral("pdftotext"), {dir.filePath(files[0].path), QStringLiteral("-")}));
    QVERIFY2(pdf.contains(squeezed(QStringLiteral("Uplinks to the core are the customer's. / Ask Jürgen."))),
        qPrintable(pdf.left(3000)));
    QVERIFY(pdf.contains(squeezed(QStringLiteral("Rack B <script>x</script> is next year"))));
    const QString html = QString::fromUtf8(files[1].content);
    QVERIFY(html.contains(QStringLiteral("<p>Rack B &lt;script&gt;x&lt;/script&gt; is next year</p>")));
    QVERIFY(html.indexOf(QStringLiteral("<h3>Notes</h3>")) > html.indexOf(QStringLiteral("data:image/svg+xml")));
    QVERIFY(QString::fromUtf8(files[2].content).contains(QStringLiteral("Ask Jürgen.")));
}

// The notes are drawn in the diagram where the canvas shows them, as the
// canvas draws them (DiagramPainter), and the picture grows to hold them.
void TestReport::notesAreInTheDiagram()
{
    Design design = loadTemplate(QStringLiteral("s2d-converged-set"));
    const QString text = QStringLiteral("Core uplinks & <ours>");
    design.notes = {{QStringLiteral("note"), text}};
    const DiagramDrawing without(design, Validator::run(design));
    design.layout[QStringLiteral("note")] = {-900, 1200};
    const DiagramDrawing drawing(design, Validator::run(design));
    const QRectF card = DiagramPainter::noteRect(text).translated(-900, 1200);
    QVERIFY(drawing.bounds().contains(card));
    QVERIFY(!without.bounds().contains(card));
    const QString svg = QString::fromUtf8(drawing.svg());
    QVERIFY(svg.contains(QStringLiteral("<g id=\"note\" class=\"note\" data-name=\"\">")));
    QVERIFY2(svg.contains(QStringLiteral("&amp; &lt;ours&gt;")), "the note's text, as text, in the SVG");
    // Above the cards in the stacking order, as on the canvas.
    QVERIFY(svg.indexOf(QStringLiteral("class=\"note\"")) > svg.lastIndexOf(QStringLiteral("class=\"node\"")));
    // Painted: the note's pale yellow is in the picture where the card is.
    const QImage png = drawing.png();
    const qreal scale = png.width() / drawing.bounds().width();
    const QPointF inside = (card.topLeft() + QPointF(3, card.height() - 3) - drawing.bounds().topLeft()) * scale;
    QCOMPARE(QColor(png.pixel(inside.toPoint())), QColor(0xff, 0xf6, 0xc8));
}

// Qt's PDF writer writes the embedded fonts from a QHash when the document
// ends, so its bytes follow the process's hash seed. The report's must not:
// the same report painted under several seeds in this one process gives
// other bytes from Qt, and one file from PdfBytes, which a reader reads as
// Qt's own.
void TestReport::pdfDoesNotDependOnTheHashSeed()
{
    const Design design = loadTemplate(QStringLiteral("sofs-hyperv-2012r2"));
    const ValidationResult validation = Validator::run(design);
    const Report report = ReportBuilder::build(design, validation, generated(design), ReportOptions());
    const ReportFigures figures = ReportExporter::figures(design, validation);
    const auto qtBytes = [&] {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        ReportWriter::describe(writer, report); // the document id, as the exporter sets it
        ReportWriter::paint(report, figures, writer, QPageSize(QPageSize::A4));
        return PdfBytes::withFixedCreationDate(bytes); // the time of day aside
    };
    // Qt's bytes vary with the seed only through the order of a few small
    // hashes (fonts, glyph subsets), so a handful of random seeds can all
    // give the order of the fixed one: CI once drew five such seeds in a row.
    // Draw until Qt's bytes have varied (at least five runs, at most 64);
    // hvnet's must stay the same through all of them.
    const auto variedFromFirst = [](const std::vector<QByteArray> &all) {
        return std::any_of(all.begin(), all.end(), [&](const QByteArray &b) { return b != all.front(); });
    };
    std::vector<QByteArray> fromQt, fromHvnet;
    for (int run = 0; run < 64 && (run < 5 || !variedFromFirst(fromQt)); ++run) {
        if (run == 0)
            QHashSeed::setDeterministicGlobalSeed();
        else
            QHashSeed::resetRandomGlobalSeed();
        fromQt.push_back(qtBytes());
        fromHvnet.push_back(PdfBytes::reproducible(fromQt.back()));
    }
    QHashSeed::resetRandomGlobalSeed();
    QVERIFY2(variedFromFirst(fromQt),
        qPrintable(QStringLiteral("Qt's own bytes did not vary with the seed in %1 runs: this test would prove nothing")
                       .arg(fromQt.size())));
    for (const QByteArray &bytes : fromHvnet)
        QVERIFY(bytes == fromHvnet.front());

    // What a reader makes of it is what it makes of Qt's file: the same
    // pages, text and fonts, and no complaint.
    QTemporaryDir dir;
    const auto saved = [&dir](const QString &name, const QByteArray &bytes) {
        QFile file(dir.filePath(name));
        file.open(QIODevice::WriteOnly);
        file.write(bytes);
        return file.fileName();
    };
    const QString qt = saved(QStringLiteral("qt.pdf"), fromQt.back());
    const QString ours = saved(QStringLiteral("hvnet.pdf"), fromHvnet.front());
    for (const QString &tool : {QStringLiteral("pdftotext"), QStringLiteral("pdffonts"), QStringLiteral("pdfinfo")}) {
        QProcess reader;
        const QStringList arguments = tool == QLatin1String("pdftotext") ? QStringList{ours, QStringLiteral("-")}
                                                                         : QStringList{ours};
        reader.start(tool, arguments);
        QVERIFY(reader.waitForFinished(60000));
        QCOMPARE(reader.exitCode(), 0);
        QCOMPARE(QString::fromUtf8(reader.readAllStandardError()), QString());
        if (tool == QLatin1String("pdfinfo"))
            continue; // the file's size differs: its numbers are written in other digits
        const QString ourText = QString::fromUtf8(reader.readAllStandardOutput());
        const QString theirs = run(tool, tool == QLatin1String("pdftotext") ? QStringList{qt, QStringLiteral("-")}
                                                                             : QStringList{qt});
        if (tool == QLatin1String("pdffonts")) {
            // Subset names and object numbers are the file's own; the fonts, types and encodings the same.
            const auto fonts = [](const QString &listing) {
                QStringList out;
                for (const QString &line : listing.split(QLatin1Char('\n')).mid(2))
                    out << line.section(QLatin1Char('+'), 1).simplified().section(QLatin1Char(' '), 0, -3);
                std::sort(out.begin(), out.end());
                return out;
            };
            QCOMPARE(fonts(ourText), fonts(theirs));
        } else {
            QCOMPARE(ourText, theirs);
        }
    }
}

// A printer gets the PDF's pages, all on its one paper size: the diagram is
// turned on a portrait page rather than printed on a landscape one.
void TestReport::printerGetsTheSamePages()
{
    const Design design = loadTemplate(QStringLiteral("sofs-hyperv-2012r2"));
    const ValidationResult validation = Validator::run(design);
    const Report report = ReportBuilder::build(design, validation, generated(design), ReportOptions());
    const ReportFigures figures = ReportExporter::figures(design, validation);
    QTemporaryDir dir;
    // Kept under the build tree with the other pictures for people.
    QVERIFY(QDir().mkpath(QStringLiteral(HVNET_BUILD_DIR "/report-preview")));
    const QString printed = QStringLiteral(HVNET_BUILD_DIR "/report-preview/printed.pdf");
    {
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(printed);
        ReportWriter::paint(report, figures, printer, QPageSize(QPageSize::A4));
    }
    const QString written = dir.filePath(QStringLiteral("written.pdf"));
    QFile out(written);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(ReportWriter::toPdf(report, figures, QPageSize(QPageSize::A4)));
    out.close();
    const auto pageSizes = [](const QString &pdf) {
        return run(QStringLiteral("pdfinfo"),
            {QStringLiteral("-f"), QStringLiteral("1"), QStringLiteral("-l"), QStringLiteral("100"), pdf})
            .split(QLatin1Char('\n'))
            .filter(QRegularExpression(QStringLiteral("^Page +\\d+ size:")));
    };
    const QStringList printedSizes = pageSizes(printed);
    const QStringList writtenSizes = pageSizes(written);
    QCOMPARE(printedSizes.size(), writtenSizes.size());
    QVERIFY(printedSizes.size() > 8);
    // The PDF turns the diagram's page; the printer keeps portrait throughout.
    QCOMPARE(writtenSizes.filter(QLatin1String("842 x 595")).size(), 1);
    QCOMPARE(printedSizes.filter(QLatin1String("842 x 595")).size(), 0);
    const QString text = squeezed(run(QStringLiteral("pdftotext"), {printed, QStringLiteral("-")}));
    for (const Node &n : design.nodes)
        QVERIFY(text.contains(n.name));
}

// One diagram cannot show 40 hosts legibly: each cluster's chapter has its
// own, with its members and the switch ports they use; small designs do not.
void TestReport::largeDesignsGetADiagramPerCluster()
{
    const Design design = DesignGenerator::generate({40, 4, 2});
    QVERIFY(wantsClusterDiagrams(design));
    QVERIFY(!wantsClusterDiagrams(loadTemplate(QStringLiteral("sofs-hyperv-2012r2"))));
    const ValidationResult validation = Validator::run(design);
    const ReportFigures figures = ReportExporter::figures(design, validation);
    QCOMPARE(figures.clusterSvg.size(), design.clusters.size());
    for (const Cluster &c : design.clusters) {
        const Design part = DiagramDrawing::clusterDesign(design, c);
        QCOMPARE(part.nodes.size(), std::size_t(c.members.size()));
        // Every cable of a member is in its picture, and no other.
        for (const Link &l : part.links) {
            bool member = false;
            for (const Node &n : part.nodes)
                member = member || n.adapter(l.a) || n.adapter(l.b);
            QVERIFY(member);
        }
        const QByteArray &svg = figures.clusterSvg.at(c.id);
        for (const QString &m : c.members)
            QVERIFY(svg.contains(QStringLiteral("id=\"%1\"").arg(m).toUtf8()));
    }
    // The whole design's picture is its overview: a card per cluster and
    // bundles, none of the clusters' servers drawn one by one.
    QVERIFY(figures.diagramSvg.contains("class=\"overview\""));
    for (const Cluster &c : design.clusters)
        for (const QString &m : c.members)
            QVERIFY(!figures.diagramSvg.contains(QStringLiteral("id=\"%1\"").arg(m).toUtf8()));
    const auto files = exportReport(design, validation, generated(design), ReportOptions());
    QCOMPARE(int(fileEnding(files, ".html").count("data:image/svg+xml")), 1 + int(design.clusters.size()));
    QTemporaryDir dir;
    QVERIFY(writeExportedFiles(files, dir.path()).isEmpty());
    const QString text = squeezed(run(QStringLiteral("pdftotext"), {dir.filePath(files[0].path), QStringLiteral("-")}));
    for (const Cluster &c : design.clusters)
        QVERIFY2(text.contains(squeezed(QStringLiteral("Cluster %1 as drawn in the designer").arg(c.name))),
            qPrintable(c.name));
}

// Pictures of page 1 and the diagram under the build tree, for people to look at.
void TestReport::picturesForPeople()
{
    const Design design = loadTemplate(QStringLiteral("sofs-hyperv-2012r2"));
    const ValidationResult validation = Validator::run(design);
    const auto files = exportReport(design, validation, generated(design), ReportOptions());
    const QString out = QStringLiteral(HVNET_BUILD_DIR "/report-preview");
    QVERIFY(writeExportedFiles(files, out).isEmpty());
    QVERIFY(writeExportedFiles(exportDiagram(design, validation), out).isEmpty());
    run(QStringLiteral("pdftoppm"),
        {QStringLiteral("-r"), QStringLiteral("80"), QStringLiteral("-png"), QStringLiteral("-f"), QStringLiteral("1"),
            QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-singlefile"),
            out + QLatin1Char('/') + files[0].path, out + QStringLiteral("/report-page-1")});
    QImage page;
    QVERIFY(page.load(out + QStringLiteral("/report-page-1.png")));
    QVERIFY(page.width() > 500 && page.height() > 700);
}

void TestReport::switchlessAndMeshDrawnClearly_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("switchless starter") << QStringLiteral("s2d-2node-switchless");
    QTest::newRow("three-node mesh") << QStringLiteral("s2d-3node-mesh");
}

void TestReport::switchlessAndMeshDrawnClearly()
{
    QFETCH(QString, name);
    const Design starter = loadTemplate(QStringLiteral("s2d-2node-switchless"));
    const Design design = name == QLatin1String("s2d-3node-mesh") ? testdiagram::threeNodeMesh(starter) : starter;
    const ValidationResult validation = Validator::run(design);
    const DiagramDrawing drawing(design, validation);

    // The direct cables run round the cards, past no other adapter, apart.
    const QStringList problems
        = testdiagram::directCableProblems(design, drawing.cablePaths(), drawing.cardRects(), drawing.handles());
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

    // The exported SVG carries the key to the colours: every subnet and the peer-link.
    const std::vector<ExportedFile> files = exportDiagram(design, validation);
    const QByteArray svg = fileEnding(files, ".svg");
    QVERIFY(svg.contains("<g id=\"key\" class=\"key\""));
    const QByteArray key = svg.mid(svg.indexOf("<g id=\"key\""));
    for (const Subnet &s : design.subnets)
        QVERIFY2(key.contains(QStringLiteral(">%1 (VLAN %2)<").arg(s.name).arg(s.vlan).toUtf8())
                || key.contains(QStringLiteral(">%1 (untagged)<").arg(s.name).toUtf8()),
            qPrintable(s.name));
    QVERIFY(key.contains(">Peer-link<"));

    // Every adapter's name whole: its label's lines are its words, each line
    // within the handle's place, and the SVG draws each line, cutting none.
    QVERIFY(!svg.contains("\xe2\x80\xa6")); // no ellipsis anywhere
    const QFont small = [] {
        QFont f;
        f.setPointSizeF(f.pointSizeF() * 0.8);
        return f;
    }();
    for (const Node &n : design.nodes)
        for (const Adapter &a : n.adapters) {
            const DiagramPainter::PortLabel label = DiagramPainter::portLabel(a.name, small);
            QCOMPARE(label.lines.join(QLatin1Char(' ')), a.name);
            QVERIFY(label.lines.size() <= 2);
            for (const QString &line : label.lines) {
                QVERIFY2(QFontMetricsF(label.font).horizontalAdvance(line) <= NodeCard::portSpacing - 4, qPrintable(line));
                QVERIFY2(svg.contains(QStringLiteral(">%1<").arg(line).toUtf8()), qPrintable(line));
            }
        }

    // For people to look at: the PNG and the PDF report's pages.
    const QString out = QStringLiteral(HVNET_BUILD_DIR "/designer-screenshots");
    QVERIFY(QDir().mkpath(out));
    QFile png(out + QStringLiteral("/diagram-%1.png").arg(name));
    QVERIFY(png.open(QIODevice::WriteOnly));
    png.write(fileEnding(files, ".png"));
    png.close();
    QFile pdf(out + QStringLiteral("/report-%1.pdf").arg(name));
    QVERIFY(pdf.open(QIODevice::WriteOnly));
    pdf.write(fileEnding(exportReport(design, validation, generated(design), ReportOptions()), ".pdf"));
}

QTEST_MAIN(TestReport)
#include "tst_report.moc"

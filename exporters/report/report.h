#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QDate>
#include <QImage>
#include <QPageSize>
#include <QString>
#include <QStringList>

class QPagedPaintDevice;

#include <functional>
#include <map>
#include <vector>

class QPdfWriter;

namespace hvnet {

class Design;
struct ExportedFile;
struct ValidationResult;

// The design report as structured content: sections of paragraphs, tables
// and figures. One builder fills it from a design; the writers turn the same
// content into HTML, Markdown and PDF, so every format says the same thing.
// The translation context of everything the report and its pictures say.
struct ReportText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::Report)
};

struct ReportTable {
    QStringList headers;
    std::vector<QStringList> rows;
};

struct ReportBlock {
    // GroupBegin/GroupEnd enclose the blocks of one node (a <section> in HTML).
    enum Kind { Paragraph, Subheading, Table, Figure, Code, GroupBegin, GroupEnd };
    Kind kind = Paragraph;
    QString text; // paragraph, subheading, figure caption, code
    ReportTable table;
    QString figure; // "diagram" or "ets"
};

struct ReportSection {
    QString anchor; // stable id for links
    QString title;
    int level = 1; // 1 = chapter, 2 = part of the previous chapter
    bool newPage = true; // in print; false: a short chapter follows the one before
    std::vector<ReportBlock> blocks;
};

struct Report {
    QString title;
    QString subtitle;
    std::vector<std::pair<QString, QString>> titleFacts; // label, value: customer, author, ...
    QString description;
    std::vector<ReportSection> sections;
};

// Called while the PDF is laid out and painted, with how far it is (done of
// total steps); returning false stops it (the PDF is then incomplete), so
// that long work can show progress and be cancelled.
using ReportProgress = std::function<bool(int done, int total)>;

struct ReportOptions {
    bool includeDate = false; // off by default, so the output is deterministic
    QDate date;
    bool appendix = false; // the generated scripts and configs
    bool linkDiagram = true; // the Markdown links ../diagram/<design>.svg (written alongside)
    QPageSize pageSize = QPageSize(QPageSize::A4);
    ReportProgress progress; // optional
};

// The pictures of a report (ReportExporter::figures draws them), handed to
// the writers, which place them on pages.
struct ReportFigures {
    QByteArray diagramSvg;
    QImage etsChart; // may be null when the design has no QoS classes
    std::map<QString, QByteArray> clusterSvg; // cluster id -> its own diagram, in large designs
};

// Whether a design is large enough that one diagram cannot show it legibly,
// so that each cluster gets a diagram of its own in its chapter.
bool wantsClusterDiagrams(const Design &design);

class ReportBuilder
{
public:
    // The generated files (scripts, configs) give the deployment order and,
    // when asked, the appendix.
    static Report build(const Design &design, const ValidationResult &validation,
        const std::vector<ExportedFile> &generated, const ReportOptions &options);
};

class ReportWriter
{
public:
    // XHTML, self-contained: styles inline, pictures as data: URIs.
    static QByteArray toHtml(const Report &report, const ReportFigures &figures);
    // GitHub-flavoured Markdown; the diagram is linked from ../diagram/
    // unless the link is empty.
    static QByteArray toMarkdown(const Report &report, const QString &diagramLink);
    // A paginated PDF: title page, contents with page numbers, the diagram on
    // a page of its own (landscape when it is wider than high), headers and
    // footers with the design name and page numbers, table headers repeated.
    // What toPdf sets on its writer besides the pages: creator, title, and
    // (Qt 6.8 on) a document id made from the title instead of a random one.
    static void describe(QPdfWriter &writer, const Report &report);
    static QByteArray toPdf(const Report &report, const ReportFigures &figures, const QPageSize &pageSize,
        const ReportProgress &progress = {});
    // The same pages on any paged device: a QPdfWriter, or a printer.
    static void paint(const Report &report, const ReportFigures &figures, QPagedPaintDevice &device,
        const QPageSize &pageSize, const ReportProgress &progress = {});
};

} // namespace hvnet

#include "model/textsafety.h"
#include "pdfbytes.h"
#include "report.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QPainter>
#include <QPdfWriter>
#include <QUuid>
#include <QRegularExpression>
#include <QSvgRenderer>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <memory>

#include <functional>

namespace hvnet {

namespace {

QString esc(const QString &text)
{
    return printableText(text).toHtmlEscaped();
}

QByteArray pngBytes(const QImage &image)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    image.save(&buffer, "PNG");
    return bytes;
}

enum class HtmlMode { File, Print };

// A table cell for QTextDocument: a single token (an address, a prefix, a
// port name) never breaks; a short comma-separated list of them takes a line each.
QString printCell(const QString &cell)
{
    if (!cell.contains(QLatin1Char(' ')) && cell.size() <= 24)
        return QStringLiteral("<td style=\"white-space: nowrap\">%1</td>").arg(esc(cell));
    const QStringList items = cell.split(QStringLiteral(", "));
    // A long list (a cluster's members) wraps like text instead.
    if (items.size() < 2 || items.size() > 4
        || std::any_of(items.begin(), items.end(), [](const QString &i) { return i.contains(QLatin1Char(' ')); }))
        return QStringLiteral("<td>%1</td>").arg(esc(cell));
    QStringList lines;
    for (const QString &item : items)
        lines << esc(item);
    return QStringLiteral("<td style=\"white-space: nowrap\">%1</td>").arg(lines.join(QStringLiteral(",<br />")));
}

// Keeps each group (a node: its heading and tables) on one page when it fits:
// lays the document out as one long page, walks the groups as a printer
// would, and puts a page break before each group that would straddle a page.
// One extra layout; QTextDocument itself splits between any two table rows.
void keepGroupsTogether(QTextDocument &doc, const QSizeF &page)
{
    std::vector<std::pair<QTextBlock, qreal>> starts;
    for (QTextBlock b = doc.begin(); b.isValid(); b = b.next()) {
        const QTextBlock::iterator first = b.begin();
        if (first.atEnd())
            continue;
        const QStringList names = first.fragment().charFormat().anchorNames();
        if (!names.isEmpty() && names.front().startsWith(QLatin1String("group:")))
            starts.emplace_back(b, 0);
    }
    if (starts.size() < 2)
        return;
    doc.setTextWidth(page.width());
    QAbstractTextDocumentLayout *layout = doc.documentLayout();
    for (auto &[block, top] : starts)
        top = layout->blockBoundingRect(block).top();
    const qreal end = layout->documentSize().height();
    qreal pageTop = 0;
    for (std::size_t i = 0; i < starts.size(); ++i) {
        const qreal top = starts[i].second;
        const qreal bottom = i + 1 < starts.size() ? starts[i + 1].second : end;
        while (top - pageTop >= page.height()) // earlier content filled pages
            pageTop += page.height();
        if (bottom - pageTop > page.height() && bottom - top <= page.height()) {
            QTextCursor cursor(starts[i].first);
            QTextBlockFormat format = starts[i].first.blockFormat();
            format.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
            cursor.setBlockFormat(format);
            pageTop = top;
        }
    }
}

// The contents as an HTML table; in print the page numbers come from the
// layout.
QString contentsHtml(const Report &report, HtmlMode mode, const std::function<QString(const QString &)> &contentsPage)
{
    QString h
        = QStringLiteral("<h1 id=\"contents\"><a name=\"contents\"></a>%1</h1>\n").arg(esc(ReportText::tr("Contents")));
    h += mode == HtmlMode::Print ? QStringLiteral("<table width=\"100%\" cellspacing=\"0\" cellpadding=\"2\">\n")
                                 : QStringLiteral("<table class=\"contents\">\n");
    for (const ReportSection &s : report.sections) {
        const QString indent = s.level > 1 ? QStringLiteral("&#160;&#160;&#160;&#160;") : QString();
        const QString page = mode == HtmlMode::Print
            ? QStringLiteral("<td align=\"right\">%1</td>").arg(esc(contentsPage(s.anchor)))
            : QString();
        h += QStringLiteral("<tr><td>%1<a href=\"#%2\">%3</a></td>%4</tr>\n").arg(indent, s.anchor, esc(s.title), page);
    }
    return h + QStringLiteral("</table>\n");
}

// Code on paper is never cut at the margin: a line longer than fits the page
// (100 columns of the 7 pt monospace font, A4 and Letter alike) continues on
// the next line after a mark drawn as a picture, so a copy of the text takes
// no mark into the script. The appendix gives each file's SHA-256, so the
// exported file itself is the one to run.
constexpr int codeColumns = 100;
const QString continuationMark = QStringLiteral("hvnet:continuation");

// The mark: a grey hooked arrow, drawn large and scaled down by the layout
// (two columns wide, as high as a line of code: 11 x 9 px at 96 dpi).
QImage continuationPicture()
{
    QImage image(88, 72, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(QPen(QColor(0x5a, 0x63, 0x70), 6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(QPolygonF({QPointF(16, 8), QPointF(16, 46), QPointF(74, 46)}));
    p.drawPolyline(QPolygonF({QPointF(58, 30), QPointF(74, 46), QPointF(58, 62)}));
    return image;
}

QString wrappedCode(const QString &code)
{
    QString out;
    const QStringList lines = code.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines.at(i);
        for (qsizetype from = 0; from == 0 || from < line.size(); from += codeColumns) {
            if (from > 0)
                out += QStringLiteral("\n<img src=\"%1\" width=\"11\" height=\"9\" />").arg(continuationMark);
            out += esc(line.mid(from, codeColumns));
        }
        if (i + 1 < lines.size())
            out += QLatin1Char('\n');
    }
    return out;
}

// One section as HTML. Print mode is the subset QTextDocument lays out
// (table attributes rather than CSS; the diagram left to a page of its own);
// file mode is for the standalone page.
QString sectionHtml(const ReportSection &s, HtmlMode mode, const std::function<QString(const QString &)> &figureSrc)
{
    QString h;
    const bool print = mode == HtmlMode::Print;
    const QString tag = s.level == 1 ? QStringLiteral("h1") : QStringLiteral("h2");
    h += QStringLiteral("<%1 id=\"%2\"><a name=\"%2\"></a>%3</%1>\n").arg(tag, s.anchor, esc(s.title));
    QString group; // the group whose first heading comes next
    for (const ReportBlock &b : s.blocks) {
        switch (b.kind) {
        case ReportBlock::Paragraph: h += QStringLiteral("<p>%1</p>\n").arg(esc(b.text)); break;
        case ReportBlock::Subheading:
            // In print, a group's heading carries a "group:" anchor for the paginator.
            h += print && !group.isEmpty()
                ? QStringLiteral("<h3><a name=\"group:%1\"></a>%2</h3>\n").arg(esc(group), esc(b.text))
                : QStringLiteral("<h3>%1</h3>\n").arg(esc(b.text));
            group.clear();
            break;
        case ReportBlock::GroupBegin:
            group = b.text;
            if (!print)
                h += QStringLiteral("<section class=\"node\" id=\"node-%1\">\n").arg(esc(b.text));
            break;
        case ReportBlock::GroupEnd:
            if (!print)
                h += QStringLiteral("</section>\n");
            break;
        case ReportBlock::Code: h += QStringLiteral("<pre>%1</pre>\n").arg(print ? wrappedCode(b.text) : esc(b.text)); break;
        case ReportBlock::Figure: {
            const QString src = figureSrc(b.figure);
            if (!src.isEmpty())
                h += print ? QStringLiteral("<p align=\"center\"><img src=\"%1\" /></p>\n").arg(src)
                           : QStringLiteral("<figure><img src=\"%1\" alt=\"%2\" /></figure>\n").arg(src, esc(b.text));
            h += QStringLiteral("<p class=\"caption\"><i>%1</i></p>\n").arg(esc(b.text));
            break;
        }
        case ReportBlock::Table:
            h += print ? QStringLiteral("<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"3\" "
                                        "style=\"border-collapse: collapse; border-color: #9aa5b1\">\n")
                       : QStringLiteral("<table>\n");
            h += QStringLiteral("<thead><tr>");
            for (const QString &header : b.table.headers)
                h += print ? QStringLiteral("<th bgcolor=\"#e3e9f0\" align=\"left\">%1</th>").arg(esc(header))
                           : QStringLiteral("<th>%1</th>").arg(esc(header));
            h += QStringLiteral("</tr></thead>\n<tbody>\n");
            for (const QStringList &row : b.table.rows) {
                h += QStringLiteral("<tr>");
                for (const QString &cell : row)
                    h += print ? printCell(cell) : QStringLiteral("<td>%1</td>").arg(esc(cell));
                h += QStringLiteral("</tr>\n");
            }
            h += QStringLiteral("</tbody></table>\n");
            break;
        }
    }
    return h;
}

const char *pageStyle = R"(
body { font-family: "DejaVu Sans", "Segoe UI", Arial, sans-serif; font-size: 10pt; color: #1d232b; max-width: 60em; margin: 2em auto; padding: 0 1em; }
header.title { border-bottom: 3px solid #1f4e79; margin-bottom: 2em; padding-bottom: 1em; }
header.title h1 { font-size: 24pt; color: #1f4e79; margin: 0; border: none; }
header.title p.subtitle { font-size: 14pt; color: #5a6370; margin: 0.3em 0 1em 0; }
h1 { font-size: 16pt; color: #1f4e79; border-bottom: 1px solid #9aa5b1; margin-top: 2em; }
h2 { font-size: 13pt; color: #1f4e79; margin-top: 1.5em; }
h3 { font-size: 11pt; margin-bottom: 0.3em; }
table { border-collapse: collapse; width: 100%; margin: 0.5em 0 1em 0; }
th, td { border: 1px solid #9aa5b1; padding: 3px 6px; text-align: left; vertical-align: top; }
th { background: #e3e9f0; }
table.facts th, table.facts td, table.contents td { border: none; }
figure { margin: 1em 0; text-align: center; }
figure img { max-width: 100%; }
p.caption { color: #5a6370; font-size: 9pt; }
pre { background: #f4f6f8; border: 1px solid #d0d7de; padding: 0.5em; font-size: 8pt; white-space: pre-wrap; overflow-wrap: anywhere; }
@media print {
  body { max-width: none; margin: 0; }
  h1 { page-break-before: always; }
  tr, figure, section.node { page-break-inside: avoid; }
  thead { display: table-header-group; }
  h2, h3 { page-break-after: avoid; }
}
)";

QString titleFactsHtml(const Report &report)
{
    QString h = QStringLiteral("<table class=\"facts\">\n");
    for (const auto &[label, value] : report.titleFacts)
        h += QStringLiteral("<tr><th>%1</th><td>%2</td></tr>\n").arg(esc(label), esc(value));
    return h + QStringLiteral("</table>\n");
}

// Markdown inline text: markup characters escaped, line ends made \n.
QString mdInline(QString text)
{
    // Line ends first: a lone \r is a line end here, not a character to show as U+FFFD.
    text = printableText(text.replace(QStringLiteral("\r\n"), QStringLiteral("\n")).replace(QLatin1Char('\r'), QLatin1Char('\n')));
    for (const QChar c : {QLatin1Char('\\'), QLatin1Char('*'), QLatin1Char('_'), QLatin1Char('`'), QLatin1Char('['),
             QLatin1Char(']'), QLatin1Char('<'), QLatin1Char('#'), QLatin1Char('&')})
        text.replace(c, QStringLiteral("\\") + c);
    return text;
}

// A Markdown paragraph: also a line that would start a list, quote, heading
// underline or table is escaped ("10." becomes "10\.").
QString mdText(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("^(\\s*)([-+>=|])"));
    static const QRegularExpression number(QStringLiteral("^(\\s*\\d+)([.)])"));
    QStringList lines = mdInline(text).split(QLatin1Char('\n'));
    for (QString &line : lines)
        line.replace(marker, QStringLiteral("\\1\\\\2")).replace(number, QStringLiteral("\\1\\\\2"));
    return lines.join(QLatin1Char('\n'));
}

// A Markdown table cell: one line, pipes escaped, never empty.
QString mdCell(const QString &text)
{
    QString cell = mdInline(text);
    cell.replace(QLatin1Char('|'), QStringLiteral("\\|"));
    cell.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return cell.isEmpty() ? QStringLiteral(" ") : cell;
}

} // namespace

QByteArray ReportWriter::toHtml(const Report &report, const ReportFigures &figures)
{
    const auto src = [&](const QString &figure) -> QString {
        if (figure == QLatin1String("diagram") && !figures.diagramSvg.isEmpty())
            return QStringLiteral("data:image/svg+xml;base64,") + QString::fromLatin1(figures.diagramSvg.toBase64());
        if (figure == QLatin1String("ets") && !figures.etsChart.isNull())
            return QStringLiteral("data:image/png;base64,")
                + QString::fromLatin1(pngBytes(figures.etsChart).toBase64());
        if (const auto it = figures.clusterSvg.find(figure.mid(8));
            figure.startsWith(QLatin1String("cluster:")) && it != figures.clusterSvg.end())
            return QStringLiteral("data:image/svg+xml;base64,") + QString::fromLatin1(it->second.toBase64());
        return {};
    };
    QString h = QStringLiteral("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">\n<head>\n"
                               "<meta charset=\"utf-8\" />\n<meta name=\"generator\" content=\"hvnet\" />\n");
    h += QStringLiteral("<title>%1</title>\n<style>%2</style>\n</head>\n<body>\n")
             .arg(esc(report.title + QStringLiteral(" - ") + report.subtitle), QString::fromLatin1(pageStyle));
    h += QStringLiteral("<header class=\"title\">\n<h1>%1</h1>\n<p class=\"subtitle\">%2</p>\n")
             .arg(esc(report.title), esc(report.subtitle));
    h += titleFactsHtml(report);
    if (!report.description.isEmpty())
        h += QStringLiteral("<p>%1</p>\n").arg(esc(report.description));
    h += QStringLiteral("</header>\n");
    h += contentsHtml(report, HtmlMode::File, [](const QString &) { return QString(); });
    for (const ReportSection &section : report.sections)
        h += sectionHtml(section, HtmlMode::File, src);
    h += QStringLiteral("</body>\n</html>\n");
    return h.toUtf8();
}

QByteArray ReportWriter::toMarkdown(const Report &report, const QString &diagramLink)
{
    QString m = QStringLiteral("# %1\n\n%2\n\n").arg(mdText(report.title), mdText(report.subtitle));
    for (const auto &[label, value] : report.titleFacts)
        m += QStringLiteral("- **%1:** %2\n").arg(mdText(label), mdText(value));
    if (!report.titleFacts.empty())
        m += QLatin1Char('\n');
    if (!report.description.isEmpty())
        m += mdText(report.description) + QStringLiteral("\n\n");
    m += QStringLiteral("## %1\n\n").arg(mdText(ReportText::tr("Contents")));
    for (const ReportSection &s : report.sections)
        m += QStringLiteral("%1- [%2](#%3)\n")
                 .arg(s.level > 1 ? QStringLiteral("  ") : QString(), mdText(s.title), s.anchor);
    m += QLatin1Char('\n');
    for (const ReportSection &s : report.sections) {
        m += QStringLiteral("<a id=\"%1\"></a>\n\n%2 %3\n\n")
                 .arg(s.anchor, s.level == 1 ? QStringLiteral("##") : QStringLiteral("###"), mdText(s.title));
        for (const ReportBlock &b : s.blocks) {
            switch (b.kind) {
            case ReportBlock::GroupBegin:
            case ReportBlock::GroupEnd: break;
            case ReportBlock::Paragraph: m += mdText(b.text) + QStringLiteral("\n\n"); break;
            case ReportBlock::Subheading: m += QStringLiteral("#### %1\n\n").arg(mdText(b.text)); break;
            case ReportBlock::Code: {
                QString fence = QStringLiteral("```");
                while (b.text.contains(fence))
                    fence += QLatin1Char('`');
                m += fence + QLatin1Char('\n') + b.text
                    + (b.text.endsWith(QLatin1Char('\n')) ? QString() : QStringLiteral("\n")) + fence
                    + QStringLiteral("\n\n");
                break;
            }
            case ReportBlock::Figure:
                if (b.figure == QLatin1String("diagram") && !diagramLink.isEmpty())
                    m += QStringLiteral("![%1](<%2>)\n\n").arg(mdText(ReportText::tr("Topology diagram")), diagramLink);
                m += QStringLiteral("*%1*\n\n").arg(mdText(b.text));
                break;
            case ReportBlock::Table: {
                QStringList header, rule;
                for (const QString &column : b.table.headers) {
                    header << mdCell(column);
                    rule << QStringLiteral("---");
                }
                m += QStringLiteral("| %1 |\n| %2 |\n")
                         .arg(header.join(QStringLiteral(" | ")), rule.join(QStringLiteral(" | ")));
                for (const QStringList &row : b.table.rows) {
                    QStringList cells;
                    for (const QString &cell : row)
                        cells << mdCell(cell);
                    m += QStringLiteral("| %1 |\n").arg(cells.join(QStringLiteral(" | ")));
                }
                m += QLatin1Char('\n');
                break;
            }
            }
        }
    }
    return m.toUtf8();
}

void ReportWriter::describe(QPdfWriter &writer, const Report &report)
{
    writer.setCreator(QStringLiteral("hvnet"));
    writer.setTitle(report.title);
#if QT_VERSION >= QT_VERSION_CHECK(6, 8, 0)
    // Qt 6.8 names each document with a random UUID (the XMP DocumentID and
    // the trailer's /ID); the same report gets the same one, made from its
    // title in a namespace of hvnet's own (RFC 4122, name-based, SHA-1).
    writer.setDocumentId(QUuid::createUuidV5(
        QUuid(QStringLiteral("{5d1f3c8e-2b7a-4f61-9e0d-7c4a1b2e9f30}")), report.title));
#endif
}

QByteArray ReportWriter::toPdf(
    const Report &report, const ReportFigures &figures, const QPageSize &pageSize, const ReportProgress &progress)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    describe(writer, report);
    writer.setResolution(300);
    paint(report, figures, writer, pageSize, progress);
    return PdfBytes::reproducible(bytes);
}

namespace {

// The printed report, page by page: the title page, the contents with page
// numbers, the chapters laid out as text documents, and the diagram on a page
// of its own. One object per printing, so that the sections share the page's
// geometry, the pictures and the painter instead of passing them around.
class ReportPainter
{
public:
    ReportPainter(
        const Report &report, const ReportFigures &figures, QPagedPaintDevice &writer, const QPageSize &pageSize);
    void paint(const ReportProgress &progress);

private:
    struct Chapter {
        std::unique_ptr<QTextDocument> doc;
        std::vector<const ReportSection *> sections;
        const ReportBlock *diagram = nullptr; // a chapter that is the diagram: a page of its own
        int pageCount() const { return doc ? doc->pageCount() : 1; }
    };

    QRect pagePixels() const { return m_writer.pageLayout().paintRectPixels(m_dpi); }
    // The pictures the text refers to, by figure name, with the width they
    // take on the page in device pixels.
    void drawPictures();
    // An <img> source for a figure, or nothing when there is no picture of it.
    QString pictureSource(const QString &figure) const;
    std::unique_ptr<QTextDocument> document(const QString &html) const;
    // The report's sections grouped into chapters, each starting on a new page.
    std::vector<Chapter> chapters() const;
    // The page each section starts on, once the chapters are laid out, and
    // the contents that list them; the total of pages.
    std::unique_ptr<QTextDocument> contents(const std::vector<Chapter> &chapters);
    void decorate(const QRect &area);
    void titlePage();
    void diagramPage(const QString &title, const QString &caption);
    void bodyPages(const QTextDocument &doc);

    const Report &m_report;
    const ReportFigures &m_figures;
    QPagedPaintDevice &m_writer;
    const int m_dpi;
    const QRect m_page;
    const qreal m_mm;
    const int m_headerHeight;
    const int m_footerHeight;
    const QRectF m_body;
    QFont m_font;
    std::map<QString, std::pair<QImage, qreal>> m_pictures;
    std::map<QString, int> m_pages; // the physical page of each section's anchor
    QPainter m_painter;
    int m_physical = 1;
    int m_totalPages = 0;
};

// Sets the report's page layout on the device and returns the device's
// resolution: the layout comes first, before anything is measured on it.
int withPageLayout(QPagedPaintDevice &writer, const QPageSize &pageSize)
{
    writer.setPageLayout(
        QPageLayout(pageSize, QPageLayout::Portrait, QMarginsF(18, 16, 18, 16), QPageLayout::Millimeter));
    return writer.logicalDpiX();
}

ReportPainter::ReportPainter(
    const Report &report, const ReportFigures &figures, QPagedPaintDevice &writer, const QPageSize &pageSize)
    : m_report(report), m_figures(figures), m_writer(writer), m_dpi(withPageLayout(writer, pageSize)),
      m_page(pagePixels()), m_mm(m_dpi / 25.4), m_headerHeight(int(8 * m_mm)), m_footerHeight(int(8 * m_mm)),
      m_body(0, m_headerHeight, m_page.width(), m_page.height() - m_headerHeight - m_footerHeight),
      m_font(QStringLiteral("DejaVu Sans"))
{
    m_font.setPointSizeF(9.5);
    // No ligatures: a checksum, a file name or "file" copied from the page
    // must be the letters printed, not U+FB00 for "ff".
    m_font.setStyleStrategy(QFont::PreferNoShaping);
}

void ReportPainter::paint(const ReportProgress &progress)
{
    // The body: the contents, then one document per chapter (a cluster or a
    // switch's cabling is a chapter of its own in large designs), each laid
    // out once on pages of the body size and starting on a new page.
    drawPictures();
    std::vector<Chapter> chapters = this->chapters();
    // Progress: laying out each chapter is one step, painting the pages as
    // many again.
    const int steps = 2 * int(chapters.size()) + 1;
    int step = 0;
    const auto advance = [&] { return !progress || progress(std::min(++step, steps - 1), steps); };
    for (Chapter &chapter : chapters) {
        if (!advance())
            return;
        if (chapter.diagram)
            continue;
        QString html;
        for (const ReportSection *section : chapter.sections)
            html += sectionHtml(*section, HtmlMode::Print, [this](const QString &f) { return pictureSource(f); });
        chapter.doc = document(html);
    }
    const std::unique_ptr<QTextDocument> contents = this->contents(chapters);

    m_painter.begin(&m_writer);
    titlePage();
    bodyPages(*contents);
    for (const Chapter &chapter : chapters) {
        if (!advance())
            break;
        if (chapter.diagram)
            diagramPage(chapter.sections.front()->title, chapter.diagram->text);
        else
            bodyPages(*chapter.doc);
    }
    m_painter.end();
}

void ReportPainter::drawPictures()
{
    if (!m_figures.etsChart.isNull())
        m_pictures.emplace(QStringLiteral("ets"), std::pair(m_figures.etsChart, m_body.width() * 0.75));
    // The clusters' diagrams, at most as high as two thirds of the body.
    for (const auto &[id, svg] : m_figures.clusterSvg) {
        QSvgRenderer renderer(svg);
        const QSizeF size = renderer.defaultSize();
        if (size.isEmpty())
            continue;
        // Drawn at 200 dpi whatever the device's resolution: sharp on paper,
        // and a third of the pixels to compress into the PDF.
        const QSizeF onPage = size.scaled(QSizeF(m_body.width(), m_body.height() * 2 / 3), Qt::KeepAspectRatio);
        const QSize pixels = (onPage * std::min(1.0, 200.0 / m_dpi)).toSize();
        QImage image(pixels, QImage::Format_RGB32);
        image.fill(Qt::white);
        QPainter imagePainter(&image);
        imagePainter.setRenderHint(QPainter::Antialiasing);
        renderer.render(&imagePainter);
        imagePainter.end();
        m_pictures.emplace(QStringLiteral("cluster:") + id, std::pair(image, onPage.width()));
    }
}

QString ReportPainter::pictureSource(const QString &figure) const
{
    // Image widths in HTML are in 96-dpi pixels; the layout scales them to the writer.
    const auto it = m_pictures.find(figure);
    if (it == m_pictures.end())
        return {};
    return QStringLiteral("hvnet:%1\" width=\"%2").arg(figure).arg(int(it->second.second * 96.0 / m_dpi));
}

std::unique_ptr<QTextDocument> ReportPainter::document(const QString &html) const
{
    auto doc = std::make_unique<QTextDocument>();
    doc->documentLayout()->setPaintDevice(&m_writer);
    doc->setDefaultFont(m_font);
    doc->setDefaultStyleSheet(
        QStringLiteral("h1 { font-size: 16pt; color: #1f4e79; margin-top: 16px; margin-bottom: 10px; } "
                       "h2 { font-size: 13pt; color: #1f4e79; margin-top: 0px; margin-bottom: 8px; } "
                       "h3 { font-size: 10.5pt; margin-top: 12px; } th { font-weight: bold; } "
                       "pre { font-size: 7pt; font-family: 'DejaVu Sans Mono'; } "
                       "a { color: #1d232b; text-decoration: none; } p.caption { color: #5a6370; }"));
    for (const auto &[figure, picture] : m_pictures)
        doc->addResource(QTextDocument::ImageResource, QUrl(QStringLiteral("hvnet:") + figure), picture.first);
    doc->addResource(QTextDocument::ImageResource, QUrl(continuationMark), continuationPicture());
    doc->setHtml(html);
    keepGroupsTogether(*doc, m_body.size());
    doc->setPageSize(m_body.size());
    doc->documentLayout()->documentSize(); // lays out
    return doc;
}

std::vector<ReportPainter::Chapter> ReportPainter::chapters() const
{
    const bool hasDiagram = !m_figures.diagramSvg.isEmpty();
    std::vector<Chapter> chapters;
    for (const ReportSection &section : m_report.sections) {
        // A level-2 section joins its chapter's introduction, and starts a
        // page of its own after that; a short chapter may follow the one
        // before on the same page.
        const bool join = !chapters.empty() && !chapters.back().diagram
            && ((section.level > 1 && chapters.back().sections.size() == 1
                    && chapters.back().sections.front()->level == 1)
                || !section.newPage);
        if (!join)
            chapters.emplace_back();
        chapters.back().sections.push_back(&section);
        if (hasDiagram && section.blocks.size() == 1 && section.blocks.front().kind == ReportBlock::Figure
            && section.blocks.front().figure == QLatin1String("diagram"))
            chapters.back().diagram = &section.blocks.front();
    }
    return chapters;
}

std::unique_ptr<QTextDocument> ReportPainter::contents(const std::vector<Chapter> &chapters)
{
    const auto anchorPage = [this](const QTextDocument &doc, const QString &anchor) {
        for (QTextBlock b = doc.begin(); b.isValid(); b = b.next())
            for (auto it = b.begin(); !it.atEnd(); ++it)
                if (it.fragment().charFormat().anchorNames().contains(anchor))
                    return int(doc.documentLayout()->blockBoundingRect(b).top() / m_body.height());
        return 0;
    };
    // Physical pages: the title, the contents, the chapters, and the diagram
    // page right after the topology chapter. The contents' own length does
    // not depend on the numbers in it.
    const auto pageOf = [this](const QString &anchor) {
        const auto it = m_pages.find(anchor);
        return it == m_pages.end() ? QStringLiteral("000") : QString::number(it->second);
    };
    std::unique_ptr<QTextDocument> contents = document(contentsHtml(m_report, HtmlMode::Print, pageOf));
    int next = 2 + contents->pageCount();
    for (const Chapter &chapter : chapters) {
        for (const ReportSection *section : chapter.sections)
            m_pages[section->anchor] = next + (chapter.doc ? anchorPage(*chapter.doc, section->anchor) : 0);
        next += chapter.pageCount();
    }
    contents = document(contentsHtml(m_report, HtmlMode::Print, pageOf));
    m_totalPages = next - 1;
    return contents;
}

void ReportPainter::decorate(const QRect &area)
{
    const QColor muted(0x5a, 0x63, 0x70);
    QFont small(QStringLiteral("DejaVu Sans"));
    small.setPointSizeF(8);
    m_painter.setFont(small);
    m_painter.setPen(muted);
    // Title and subtitle share the running head on one line: a long title is
    // elided before the subtitle, never drawn across it (and a name of
    // thousands of characters is not laid out again on every page).
    const QFontMetrics metrics = m_painter.fontMetrics();
    const int gap = int(4 * m_mm);
    const QString subtitle = metrics.elidedText(m_report.subtitle, Qt::ElideRight, area.width() / 2);
    const int titleWidth = std::max(0, area.width() - metrics.horizontalAdvance(subtitle) - gap);
    m_painter.drawText(QRect(0, 0, area.width(), m_headerHeight - int(2 * m_mm)), Qt::AlignLeft | Qt::AlignBottom,
        metrics.elidedText(m_report.title, Qt::ElideRight, titleWidth));
    m_painter.drawText(
        QRect(0, 0, area.width(), m_headerHeight - int(2 * m_mm)), Qt::AlignRight | Qt::AlignBottom, subtitle);
    m_painter.setPen(QPen(QColor(0x9a, 0xa5, 0xb1), m_mm * 0.2));
    m_painter.drawLine(QPointF(0, m_headerHeight - m_mm), QPointF(area.width(), m_headerHeight - m_mm));
    m_painter.drawLine(QPointF(0, area.height() - m_footerHeight + m_mm),
        QPointF(area.width(), area.height() - m_footerHeight + m_mm));
    m_painter.setPen(muted);
    const QRect footer(0, area.height() - m_footerHeight + int(2 * m_mm), area.width(), m_footerHeight - int(2 * m_mm));
    const QString page = ReportText::tr("Page %1 of %2").arg(m_physical).arg(m_totalPages);
    m_painter.drawText(footer, Qt::AlignHCenter | Qt::AlignTop, page);
    QString left;
    for (const auto &[label, value] : m_report.titleFacts)
        if (label == ReportText::tr("Revision"))
            left = ReportText::tr("Revision %1").arg(value);
    const int leftWidth = std::max(0, (area.width() - metrics.horizontalAdvance(page)) / 2 - gap);
    m_painter.drawText(footer, Qt::AlignLeft | Qt::AlignTop, metrics.elidedText(left, Qt::ElideRight, leftWidth));
}

void ReportPainter::titlePage()
{
    const QColor accent(0x1f, 0x4e, 0x79);
    const QColor muted(0x5a, 0x63, 0x70);
    QFont big(QStringLiteral("DejaVu Sans"));
    big.setPointSizeF(26);
    big.setBold(true);
    m_painter.setPen(accent);
    m_painter.setBrush(accent);
    m_painter.drawRect(QRectF(0, m_page.height() * 0.22, m_page.width(), 2.5 * m_mm));
    m_painter.setFont(big);
    const QRect titleRect(0, int(m_page.height() * 0.25), m_page.width(), int(30 * m_mm));
    m_painter.drawText(titleRect, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_report.title);
    QFont sub(QStringLiteral("DejaVu Sans"));
    sub.setPointSizeF(15);
    m_painter.setFont(sub);
    m_painter.setPen(muted);
    m_painter.drawText(
        QRect(0, titleRect.bottom() + int(4 * m_mm), m_page.width(), int(12 * m_mm)), Qt::AlignLeft, m_report.subtitle);
    QFont facts(QStringLiteral("DejaVu Sans"));
    facts.setPointSizeF(11);
    m_painter.setFont(facts);
    int y = titleRect.bottom() + int(26 * m_mm);
    for (const auto &[label, value] : m_report.titleFacts) {
        m_painter.setPen(muted);
        m_painter.drawText(QRect(0, y, int(40 * m_mm), int(8 * m_mm)), Qt::AlignLeft, label);
        m_painter.setPen(QColor(0x1d, 0x23, 0x2b));
        m_painter.drawText(
            QRect(int(42 * m_mm), y, m_page.width() - int(42 * m_mm), int(8 * m_mm)), Qt::AlignLeft, value);
        y += int(8 * m_mm);
    }
    if (!m_report.description.isEmpty()) {
        m_painter.setPen(QColor(0x1d, 0x23, 0x2b));
        m_painter.drawText(QRect(0, y + int(8 * m_mm), m_page.width(), m_page.height() - y - int(30 * m_mm)),
            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, m_report.description);
    }
    m_painter.setPen(muted);
    QFont small(QStringLiteral("DejaVu Sans"));
    small.setPointSizeF(8);
    m_painter.setFont(small);
    m_painter.drawText(QRect(0, m_page.height() - int(10 * m_mm), m_page.width(), int(10 * m_mm)),
        Qt::AlignLeft | Qt::AlignBottom,
        ReportText::tr("Generated by hvnet from the design file; every table follows from the design."));
}

void ReportPainter::diagramPage(const QString &title, const QString &caption)
{
    const QColor accent(0x1f, 0x4e, 0x79);
    const QColor muted(0x5a, 0x63, 0x70);
    QSvgRenderer svg(m_figures.diagramSvg);
    const QSizeF size = svg.defaultSize();
    const bool landscape = size.width() > size.height() * 1.1;
    // A PDF turns the page itself; a printer (and its preview, which
    // shows every page on the first page's paper) gets the picture
    // turned on a portrait page instead.
    const bool turnPage = landscape && dynamic_cast<QPdfWriter *>(&m_writer);
    const bool turnPicture = landscape && !turnPage;
    if (turnPage)
        m_writer.setPageOrientation(QPageLayout::Landscape);
    m_writer.newPage();
    ++m_physical;
    m_painter.save();
    QRect area = pagePixels();
    if (turnPicture) {
        // Turned as printed landscape pages are: the picture's top at the binding edge.
        m_painter.translate(0, area.height());
        m_painter.rotate(-90);
        area = QRect(0, 0, area.height(), area.width());
    }
    decorate(area);
    QFont headingFont(QStringLiteral("DejaVu Sans"));
    headingFont.setPointSizeF(14);
    m_painter.setFont(headingFont);
    m_painter.setPen(accent);
    const QRect heading(0, m_headerHeight + int(2 * m_mm), area.width(), int(10 * m_mm));
    m_painter.drawText(heading, Qt::AlignLeft | Qt::AlignTop, title);
    QFont captionFont(QStringLiteral("DejaVu Sans"));
    captionFont.setPointSizeF(8.5);
    captionFont.setItalic(true);
    const int captionHeight = int(10 * m_mm);
    const QRectF room(0, heading.bottom() + 2 * m_mm, area.width(),
        area.height() - heading.bottom() - m_footerHeight - captionHeight - 4 * m_mm);
    QSizeF fitted = size.scaled(room.size(), Qt::KeepAspectRatio);
    const QRectF target(room.x() + (room.width() - fitted.width()) / 2, room.y(), fitted.width(), fitted.height());
    svg.render(&m_painter, target);
    m_painter.setFont(captionFont);
    m_painter.setPen(muted);
    m_painter.drawText(QRectF(0, target.bottom() + 2 * m_mm, area.width(), captionHeight),
        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, caption);
    m_painter.restore();
    if (turnPage)
        m_writer.setPageOrientation(QPageLayout::Portrait);
}

void ReportPainter::bodyPages(const QTextDocument &doc)
{
    for (int i = 0; i < doc.pageCount(); ++i) {
        m_writer.newPage();
        ++m_physical;
        decorate(m_page);
        m_painter.save();
        m_painter.translate(m_body.topLeft());
        m_painter.setClipRect(QRectF(0, 0, m_body.width(), m_body.height()));
        m_painter.translate(0, -i * m_body.height());
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, i * m_body.height(), m_body.width(), m_body.height());
        context.palette.setColor(QPalette::Text, QColor(0x1d, 0x23, 0x2b));
        doc.documentLayout()->draw(&m_painter, context);
        m_painter.restore();
    }
}

} // namespace

void ReportWriter::paint(const Report &report, const ReportFigures &figures, QPagedPaintDevice &writer,
    const QPageSize &pageSize, const ReportProgress &progress)
{
    ReportPainter(report, figures, writer, pageSize).paint(progress);
}

} // namespace hvnet

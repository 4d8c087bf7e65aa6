#include "reportfigures.h"

#include "designdocument.h"
#include "designscene.h"
#include "filenames.h"
#include "linkitem.h"
#include "switchplan.h"
#include "validation/validator.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QGraphicsItem>
#include <QGraphicsScene>
#include <QLegend>
#include <QPainter>
#include <QSettings>
#include <QStyleOptionGraphicsItem>
#include <QSvgGenerator>
#include <QValueAxis>

#include <map>
#include <set>

namespace hvnet {

namespace {

constexpr qreal margin = 24;
constexpr qreal pngScale = 2.0;
constexpr int pngMaxSide = 8000;

// A scene of the design, as the designer draws it, with the findings' badges.
struct OwnScene {
    DesignDocument document;
    DesignScene scene;
    OwnScene(const Design &design, const ValidationResult &validation) : scene(&document)
    {
        document.reset(design);
        scene.setFindings(validation);
    }
    QRectF bounds() const { return scene.itemsBoundingRect().adjusted(-margin, -margin, margin, margin); }
};

// The painted content of one item, as SVG elements without the document around them.
QByteArray itemSvg(QGraphicsItem *item, const QRectF &bounds)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    QSvgGenerator generator;
    generator.setOutputDevice(&buffer);
    generator.setSize(bounds.size().toSize());
    generator.setViewBox(QRectF(QPointF(0, 0), bounds.size()));
    QPainter painter(&generator);
    painter.setTransform(item->sceneTransform() * QTransform::fromTranslate(-bounds.x(), -bounds.y()));
    QStyleOptionGraphicsItem option;
    option.exposedRect = item->boundingRect();
    item->paint(&painter, &option, nullptr);
    painter.end();
    const int start = bytes.indexOf("</defs>");
    const int end = bytes.lastIndexOf("</svg>");
    if (start < 0 || end < start)
        return {};
    return bytes.mid(start + 7, end - start - 7).trimmed();
}

QString xmlAttr(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

QSize ReportFigureRenderer::pngSizeFor(const QRectF &bounds)
{
    qreal scale = pngScale;
    const qreal side = std::max(bounds.width(), bounds.height());
    if (side * scale > pngMaxSide)
        scale = pngMaxSide / side;
    return QSize(int(std::ceil(bounds.width() * scale)), int(std::ceil(bounds.height() * scale)));
}

QByteArray ReportFigureRenderer::diagramSvg(const Design &design, const ValidationResult &validation)
{
    OwnScene own(design, validation);
    const QRectF bounds = own.bounds();
    QByteArray svg = QStringLiteral("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                    "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.2\" baseProfile=\"tiny\" "
                                    "width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\">\n<title>%3</title>\n")
                         .arg(int(std::ceil(bounds.width())))
                         .arg(int(std::ceil(bounds.height())))
                         .arg(xmlAttr(design.meta.name))
                         .toUtf8();
    svg += QStringLiteral("<rect x=\"0\" y=\"0\" width=\"%1\" height=\"%2\" fill=\"#fdfdfe\"/>\n")
               .arg(int(std::ceil(bounds.width())))
               .arg(int(std::ceil(bounds.height())))
               .toUtf8();
    const auto group = [&](const QString &cls, const QString &id, const QString &name, QGraphicsItem *item) {
        if (!item)
            return;
        svg += QStringLiteral("<g id=\"%1\" class=\"%2\" data-name=\"%3\">\n")
                   .arg(xmlAttr(id), cls, xmlAttr(name))
                   .toUtf8();
        svg += itemSvg(item, bounds);
        svg += "\n</g>\n";
    };
    // Cluster frames at the bottom, then cables, then the cards, in the
    // order of the design file.
    for (const Cluster &cluster : design.clusters)
        if (QGraphicsItem *frame = own.scene.itemForId(cluster.id); frame && frame->isVisible())
            group(QStringLiteral("cluster"), cluster.id, cluster.name, frame);

    QHash<QString, QGraphicsItem *> links;
    for (QGraphicsItem *item : own.scene.items())
        if (dynamic_cast<LinkItem *>(item))
            links.insert(item->data(0).toString(), item);
    for (const Link &link : design.links)
        group(QStringLiteral("link"), link.id, QString(), links.value(link.id));
    for (const Switch &sw : design.switches)
        group(QStringLiteral("switch"), sw.id, sw.name, own.scene.itemForId(sw.id));
    for (const Node &node : design.nodes)
        group(QStringLiteral("node"), node.id, node.name, own.scene.itemForId(node.id));
    svg += "</svg>\n";
    return svg;
}

QImage ReportFigureRenderer::diagramPng(const Design &design, const ValidationResult &validation)
{
    OwnScene own(design, validation);
    const QRectF bounds = own.bounds();
    QImage image(pngSizeFor(bounds), QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xfd, 0xfd, 0xfe));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    own.scene.render(&painter, QRectF(QPointF(0, 0), image.size()), bounds);
    painter.end();
    return image;
}

QImage ReportFigureRenderer::etsChart(const Design &design)
{
    if (design.qos.classes.empty())
        return {};
    // Shares per priority: the hosts' policy, and each DCB switch's queues
    // as its configuration sets them.
    const std::map<int, int> host = design.qos.etsShares();
    std::vector<std::pair<QString, std::map<int, int>>> sides{{ReportText::tr("Hosts"), host}};
    for (const Switch &sw : design.switches) {
        const SwitchPlan plan = SwitchPlan::forSwitch(design, sw);
        if (!plan.qos)
            continue;
        std::map<int, int> shares;
        for (const SwitchPlan::Queue &q : plan.queues)
            shares[q.priority] = q.bandwidth;
        auto same = std::find_if(sides.begin() + 1, sides.end(), [&](const auto &s) { return s.second == shares; });
        if (same != sides.end())
            same->first += QStringLiteral(", ") + sw.name;
        else
            sides.push_back({sw.name, shares});
    }
    std::map<int, QString> labels;
    for (const auto &side : sides)
        for (const auto &[priority, percent] : side.second)
            labels[priority] = QStringLiteral("P%1").arg(priority);
    for (const QosClass &c : design.qos.classes)
        labels[c.priority] = QStringLiteral("P%1 %2").arg(c.priority).arg(c.name);
    if (!labels.count(0) || labels[0] == QLatin1String("P0"))
        labels[0] = ReportText::tr("P0 default");

    auto *series = new QBarSeries;
    const QColor palette[] = {QColor(0x1f, 0x4e, 0x79), QColor(0xe0, 0x8a, 0x1e), QColor(0x2c, 0xa0, 0x2c),
        QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b)};
    int colour = 0;
    for (const auto &[name, shares] : sides) {
        auto *set = new QBarSet(name);
        set->setColor(palette[colour++ % std::size(palette)]);
        set->setBorderColor(Qt::transparent);
        for (const auto &[priority, label] : labels) {
            const auto it = shares.find(priority);
            *set << (it == shares.end() ? 0 : it->second);
        }
        series->append(set);
    }
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("@value %"));
    QChart chart;
    chart.setAnimationOptions(QChart::NoAnimation);
    chart.addSeries(series);
    auto *axisX = new QBarCategoryAxis;
    for (const auto &[priority, label] : labels)
        axisX->append(label);
    chart.addAxis(axisX, Qt::AlignBottom);
    series->attachAxis(axisX);
    auto *axisY = new QValueAxis;
    axisY->setRange(0, 100);
    axisY->setLabelFormat(QStringLiteral("%d %"));
    axisY->setTickCount(6);
    chart.addAxis(axisY, Qt::AlignLeft);
    series->attachAxis(axisY);
    chart.setTitle(ReportText::tr("ETS bandwidth share per priority"));
    chart.legend()->setAlignment(Qt::AlignBottom);
    chart.setBackgroundVisible(false);
    chart.setMargins(QMargins(4, 4, 4, 4));
    const QSizeF size(640, 320);
    chart.resize(size);
    QGraphicsScene scene;
    scene.addItem(&chart);
    QImage image((size * 2).toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    scene.render(&painter, QRectF(QPointF(0, 0), image.size()), QRectF(QPointF(0, 0), size));
    painter.end();
    scene.removeItem(&chart);
    return image;
}

Design ReportFigureRenderer::clusterDesign(const Design &design, const Cluster &cluster)
{
    // The members, the switches they are cabled to with only those ports,
    // and the cables between them; subnets stay, so colours match the whole.
    Design part;
    part.meta = design.meta;
    part.platform = design.platform;
    part.qos = design.qos;
    part.subnets = design.subnets;
    std::set<QString> adapters;
    for (const QString &id : cluster.members)
        if (const Node *n = design.node(id)) {
            part.nodes.push_back(*n);
            for (const Adapter &a : n->adapters)
                adapters.insert(a.id);
        }
    std::set<QString> ports;
    for (const Link &l : design.links)
        if (adapters.count(l.a) || adapters.count(l.b)) {
            part.links.push_back(l);
            ports.insert(adapters.count(l.a) ? l.b : l.a);
        }
    for (const Switch &sw : design.switches) {
        Switch kept = sw;
        kept.ports.clear();
        for (const SwitchPort &p : sw.ports)
            if (ports.count(p.id))
                kept.ports.push_back(p);
        if (!kept.ports.empty())
            part.switches.push_back(kept);
    }
    return part;
}

ReportFigures ReportFigureRenderer::figures(
    const Design &design, const ValidationResult &validation, const std::optional<QImage> &chart)
{
    ReportFigures figures{diagramSvg(design, validation), chart ? *chart : etsChart(design), {}};
    if (wantsClusterDiagrams(design))
        for (const Cluster &c : design.clusters)
            figures.clusterSvg.emplace(c.id, diagramSvg(clusterDesign(design, c), validation));
    return figures;
}

QPageSize::PageSizeId reportPageSize()
{
    const QSettings settings(QStringLiteral("hvnet"), QStringLiteral("hvnet"));
    return settings.value(QStringLiteral("report/pageSize")).toString() == QLatin1String("letter") ? QPageSize::Letter
                                                                                                   : QPageSize::A4;
}

void setReportPageSize(QPageSize::PageSizeId size)
{
    QSettings settings(QStringLiteral("hvnet"), QStringLiteral("hvnet"));
    settings.setValue(
        QStringLiteral("report/pageSize"), size == QPageSize::Letter ? QStringLiteral("letter") : QStringLiteral("a4"));
}

std::vector<ExportedFile> exportDrawings(const Design &design, const ValidationResult &validation, bool diagram,
    bool report, const std::vector<ExportedFile> &generated, const ReportOptions &options,
    const std::optional<QImage> &etsChart)
{
    const auto goOn = [&options] { return !options.progress || options.progress(0, 1); };
    // The diagram's SVG is drawn once, for its file and for the report.
    ReportFigures figures;
    if (report)
        figures = ReportFigureRenderer::figures(design, validation, etsChart);
    else if (diagram)
        figures.diagramSvg = ReportFigureRenderer::diagramSvg(design, validation);
    std::vector<ExportedFile> files;
    if (!goOn())
        return files;
    if (diagram) {
        const QString base = safeFileName(design.meta.name);
        QByteArray png;
        QBuffer buffer(&png);
        buffer.open(QIODevice::WriteOnly);
        ReportFigureRenderer::diagramPng(design, validation).save(&buffer, "PNG");
        files.push_back({QStringLiteral("diagram/%1.svg").arg(base), figures.diagramSvg});
        files.push_back({QStringLiteral("diagram/%1.png").arg(base), png});
    }
    if (report && goOn()) {
        const std::vector<ExportedFile> written = ReportExporter::run(design, validation, generated, figures, options);
        files.insert(files.end(), written.begin(), written.end());
    }
    return files;
}

std::vector<ExportedFile> exportDiagram(const Design &design, const ValidationResult &validation)
{
    return exportDrawings(design, validation, true, false, {}, ReportOptions());
}

std::vector<ExportedFile> exportReport(const Design &design, const ValidationResult &validation,
    const std::vector<ExportedFile> &generated, const ReportOptions &options)
{
    return exportDrawings(design, validation, false, true, generated, options);
}

} // namespace hvnet

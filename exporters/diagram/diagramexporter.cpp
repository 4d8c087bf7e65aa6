#include "diagramexporter.h"

#include "diagramdrawing.h"
#include "model/design.h"
#include "plans/filenames.h"

#include <QBuffer>
#include <QCoreApplication>

namespace hvnet {

QString DiagramExporter::progressText() const
{
    return QCoreApplication::translate("hvnet::ExportPreview", "Drawing the diagram");
}

const QByteArray &DiagramExporter::svg(ExportContext &context)
{
    return context.shared(QStringLiteral("diagram.svg"),
        [&context] { return DiagramDrawing(context.design, context.validation).svg(); });
}

ExportResult DiagramExporter::run(ExportContext &context) const
{
    const QString base = readableFileName(context.design.meta.name);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    DiagramDrawing(context.design, context.validation).png().save(&buffer, "PNG");
    return {{{QStringLiteral("diagram/%1.svg").arg(base), svg(context)},
                {QStringLiteral("diagram/%1.png").arg(base), png}},
        {}};
}

} // namespace hvnet

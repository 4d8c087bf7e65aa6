#pragma once

#include "exporters/exporter.h"

namespace hvnet {

// diagram/<design>.svg and .png: the design as the designer's canvas draws
// it, with the findings' badges (DiagramDrawing).
class DiagramExporter : public Exporter
{
public:
    QString name() const override { return QStringLiteral("diagram"); }
    QString progressText() const override;
    int weight() const override { return 12; }
    ExportResult run(ExportContext &context) const override;

    // The diagram's SVG of this export, drawn once for its own file and for
    // the report.
    static const QByteArray &svg(ExportContext &context);
};

} // namespace hvnet

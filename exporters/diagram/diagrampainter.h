#pragma once

#include <QString>

class QLineF;
class QPainter;
class QPen;
class QTransform;

namespace hvnet {

class ClusterFrame;
class NodeCard;
class SwitchCard;

// Paints the diagram's parts with a QPainter on Qt Gui only, so that the
// command line draws without widgets (Tiled's renderer serves its canvas
// items and its image export the same way). The canvas items call it from
// their paint(); the exported SVG and PNG (DiagramDrawing) too.
namespace DiagramPainter {

// How a part is marked: selected on the canvas, the findings that name it,
// the handle a cable being drawn would end at.
struct Marks {
    bool selected = false;
    int errors = 0;
    int warnings = 0;
    QString highlightedPort;
};

// The scale of the painter, as QStyleOptionGraphicsItem reckons it: far out
// cards are drawn without text and cables without antialiasing.
qreal levelOfDetail(const QTransform &worldTransform);

void paintNode(QPainter *painter, const NodeCard &card, const Marks &marks);
void paintSwitch(QPainter *painter, const SwitchCard &card, const Marks &marks);
void paintLink(QPainter *painter, const QLineF &line, const QPen &pen, const Marks &marks);
void paintCluster(QPainter *painter, const ClusterFrame &frame, const Marks &marks);

} // namespace DiagramPainter

} // namespace hvnet

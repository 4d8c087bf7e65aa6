#pragma once

#include "diagramstyle.h"

#include <QColor>
#include <QFont>
#include <QHash>
#include <QPolygonF>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

class QLineF;
class QPointF;
class QPainter;
class QSizeF;
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

// An outline drawn around a part or a port handle, or under a cable: the
// designer's live check states (LiveStatePalette gives colour and style; a
// style tells them apart without colour).
struct Outline {
    QColor colour;
    Qt::PenStyle style = Qt::SolidLine;
    bool operator==(const Outline &) const = default;
};

// What the live check's LLDP says of a planned cable, when it is not what the
// plan says: another far end answers (Wrong: a cross on the cable) or none
// (Missing: the cable faded and dotted, a barred circle on it). The shapes
// tell them apart without colour; the exported diagram is the plan and never
// sets them.
enum class CableMark { None, Wrong, Missing };

// How a part is marked: selected on the canvas, the findings that name it,
// the handle a cable being drawn would end at, and the live check's outline
// of the part and of its ports (by adapter or switch port id) when one is shown.
struct Marks {
    bool selected = false;
    int errors = 0;
    int warnings = 0;
    QString highlightedPort;
    std::optional<Outline> live;
    QHash<QString, Outline> livePorts;
    CableMark cable = CableMark::None;
};

// The scale of the painter, as QStyleOptionGraphicsItem reckons it: far out
// cards are drawn without text and cables without antialiasing.
qreal levelOfDetail(const QTransform &worldTransform);

void paintNode(QPainter *painter, const NodeCard &card, const Marks &marks);
void paintSwitch(QPainter *painter, const SwitchCard &card, const Marks &marks);
void paintLink(QPainter *painter, const QLineF &line, const QPen &pen, const Marks &marks);
// A cable along a path of straight runs (a direct cable routed round the cards).
void paintLink(QPainter *painter, const QPolygonF &path, const QPen &pen, const Marks &marks);
// The middle of a cable's path, by length: where its mark goes.
QPointF pathMiddle(const QPolygonF &path);

// An adapter's name under (or over) its handle, whole: in words over up to
// two lines in the width of the handle's place, the font made smaller when
// a line would not fit.
struct PortLabel {
    QFont font;
    QStringList lines;
};
PortLabel portLabel(const QString &name, const QFont &font);
// The height the port labels of a card take.
qreal portLabelsHeight(const NodeCard &card, const QFont &font);

// The key to the cable colours (DiagramStyle::keyEntries): a title, then a
// line of each colour and its name (a peer-link dashed); the canvas shows it
// in its corner, the exported diagram beside the drawing.
QSizeF keySize(const QString &title, const std::vector<DiagramStyle::KeyEntry> &entries, const QFont &font);
void paintKey(QPainter *painter, const QPointF &topLeft, const QString &title,
    const std::vector<DiagramStyle::KeyEntry> &entries, const QFont &font);
void paintCluster(QPainter *painter, const ClusterFrame &frame, const Marks &marks);
// A cable mark's sign (a cross, a barred circle) centred on a point, in
// colour: on the cable, and in the key to the marks.
void paintCableMark(QPainter *painter, const QPointF &centre, CableMark mark, const QColor &colour);
// A note (Design::notes): its text wrapped to a readable width on a pale
// card whose top left corner is the note's position. noteRect is the card.
QRectF noteRect(const QString &text);
void paintNote(QPainter *painter, const QString &text, bool selected);

} // namespace DiagramPainter

} // namespace hvnet

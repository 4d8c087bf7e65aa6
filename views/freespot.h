#pragma once

#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSizeF>
#include <QString>

namespace hvnet {

class Design;
class DesignScene;
struct Insertion;

// Where a card added from the palette by keyboard goes: beside the selected
// card, never on top of another (pressing Enter twice on "Hyper-V host" puts
// the second host next to the first).
namespace FreeSpot {

// Where a new card goes from its anchor: on the anchor's row to its right;
// on the row above (a switch added while a server is selected: switches sit
// above the servers they serve); on the row below (a server added while a
// switch is selected).
enum class Side { Beside, Above, Below };

// The centre of the first place for a card of size that overlaps none of
// cards (with a gap around each): from the side of anchor, rightwards along
// the row, then the next rows away from the anchor, when there is an
// anchor; else from around at rightwards, row by row downwards.
QPointF find(const QList<QRectF> &cards, const QSizeF &size, const QRectF &anchor, const QPointF &around,
    Side side = Side::Beside);
// The same over the cards of a scene, from the card of anchorId (a node or
// switch), for what a palette entry adds: a card of the anchor's kind
// beside it, a switch above a server, a server below a switch.
QPointF forPaletteEntry(
    const DesignScene &scene, const Design &design, const QString &entry, const QString &anchorId, const QPointF &around);

// The top-left corner of the free place for a card of size nearest to
// preferred (a top-left corner too), on a grid of card-sized steps from
// there: the place itself, else the nearest along its row or in the rows
// below, rightwards first.
QPointF nearest(const QList<QRectF> &cards, const QSizeF &size, const QPointF &preferred);
// Places the new nodes of an "add hosts like this one" plan on the canvas:
// each beside the one before it (the first beside the source), on a free
// place nearest to that, never on a card of the scene or on one placed before.
void placeNewNodes(const DesignScene &scene, const Design &design, const QString &sourceId, Insertion &plan);

} // namespace FreeSpot
} // namespace hvnet

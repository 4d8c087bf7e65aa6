#pragma once

#include "clusterframe.h"
#include "diagrampainter.h"
#include "nodecard.h"
#include "overview.h"
#include "switchcard.h"

#include <QByteArray>
#include <QFont>
#include <QPolygonF>
#include <QImage>
#include <QLineF>
#include <QPen>
#include <QRectF>

#include <map>
#include <vector>

namespace hvnet {

class Design;
struct Cluster;
struct ValidationResult;

// The diagram of a design as files: laid out, routed and coloured as the
// designer's canvas shows it (same cards, cable routing and colours, the
// findings' badges), drawn with DiagramPainter on Qt Gui alone, so that
// `hvnet` needs no widgets. The same design gives the same bytes.
class DiagramDrawing
{
public:
    // Every server and cable, or, for a large design's overview, each
    // cluster as one card with a bundle per switch (Overview).
    enum class Detail { Full, Overview };
    DiagramDrawing(const Design &design, const ValidationResult &validation, Detail detail = Detail::Full);

    // What the parts cover, with a margin: the picture's frame.
    QRectF bounds() const { return m_bounds; }
    // One <g id="..." class="node|switch|link|cluster|note|key" data-name="..."> per
    // part; the key to the cable colours is one group, id "key".
    QByteArray svg() const;
    QImage png() const;
    // The picture fitted into an image of `size` from its top left corner,
    // as png() draws it into its own size (a thumbnail, say).
    QImage image(const QSize &size) const;
    // The PNG's size for parts that cover `bounds`.
    static QSize pngSizeFor(const QRectF &bounds);
    // The part of a design one cluster's diagram shows: its members, the
    // switch ports they are cabled to, and those cables.
    static Design clusterDesign(const Design &design, const Cluster &cluster);
    // The size of every node's and switch's card, by id, for a layout made
    // without a drawing (hvnet import lays out what it imports).
    static std::map<QString, QSizeF> cardSizes(const Design &design);
    // Each cable's drawn path by link id (straight: its two ends), for tests
    // and for whoever checks what the picture shows.
    std::map<QString, QPolygonF> cablePaths() const;
    // Each card's rectangle by node or switch id, in the picture's coordinates.
    std::map<QString, QRectF> cardRects() const;
    // Each adapter's and switch port's handle by id, in the picture's coordinates.
    std::map<QString, QPointF> handles() const;

private:
    struct PlacedNode {
        NodeCard card;
        QPointF pos;
        DiagramPainter::Marks marks;
        bool summarised = false; // drawn as its cluster's card (Detail::Overview)
    };
    struct PlacedSwitch {
        SwitchCard card;
        QPointF pos;
        DiagramPainter::Marks marks;
    };
    struct Cable {
        QString id;
        QLineF line; // (0,0)-(0,0) while an end is not drawn, as on the canvas
        bool visible = false;
        QPen pen;
        DiagramPainter::Marks marks;
        QPolygonF route; // a direct cable's path round the cards; empty: the line
    };
    struct PlacedNote {
        QString id;
        QString text;
        QPointF pos;
    };
    struct Frame {
        QString id;
        QString name;
        ClusterFrame frame;
        bool visible = false;
        DiagramPainter::Marks marks;
    };

    QString m_title;
    std::vector<PlacedNode> m_nodes; // in the order of the design
    std::vector<PlacedSwitch> m_switches;
    std::vector<Cable> m_cables;
    std::vector<PlacedNote> m_notes; // in the order of the design
    std::vector<Frame> m_frames;
    std::vector<DiagramStyle::KeyEntry> m_key;
    Overview m_overview; // empty unless Detail::Overview
    qreal m_overviewScale = 1; // the scale the overview's text and bundles are sized for
    QFont m_keyFont;
    QPointF m_keyAt; // the key's top left corner, right of the parts
    QRectF m_bounds;
};

} // namespace hvnet

#pragma once

#include <QColor>
#include <QHash>
#include <QPolygonF>
#include <QRectF>
#include <QString>

#include <functional>
#include <optional>
#include <vector>

class QFont;
class QPainter;

namespace hvnet {

class Design;
class ObjectOwners;

// The level of detail for a design seen from far out: each cluster one card
// (where its frame is: name, kind, how many servers) and, instead of its
// servers' cables, one bundle per switch it is cabled to, as wide as it
// has cables, striped with the colours of the networks it carries and
// labelled with the count, routed round the cards as cables are
// (ChannelRouting). The canvas paints it below `detailZoom` and hides the
// parts it stands for; the report's overview diagram of a large design is
// drawn this way.
class Overview
{
public:
    // Below this scale the canvas draws the overview.
    static constexpr qreal detailZoom = 0.3;

    struct ClusterCard {
        QString id;
        QString name;
        QString detail; // "128 servers"
        QRectF rect;
    };
    struct Bundle {
        QString clusterId;
        QString switchId;
        int cables = 0;
        std::vector<QColor> colours; // the networks' colours, each once, in the design's order
        QPolygonF path;
    };

    // The card rectangle of a node or switch by id (nothing: not drawn), and
    // each cable's colour by link id.
    using CardOf = std::function<std::optional<QRectF>(const QString &id)>;
    Overview() = default;
    // owners: the design's (built here when not given).
    Overview(const Design &design, const CardOf &cardOf, const QHash<QString, QColor> &cableColours,
        const ObjectOwners *owners = nullptr);

    const std::vector<ClusterCard> &clusters() const { return m_clusters; }
    const std::vector<Bundle> &bundles() const { return m_bundles; }
    // Whether a node is drawn as part of its cluster's card.
    bool summarises(const QString &nodeId) const { return m_summarised.contains(nodeId); }
    bool isEmpty() const { return m_clusters.empty(); }
    QRectF boundingRect() const { return m_bounds; }

    // What a canvas at `lod` (with the canvas's font) has to paint again
    // when `before` is replaced by `after`: the cards and bundles that
    // differ, and the counts on the bundles they could uncover or cover.
    static QRectF changedArea(const Overview &before, const Overview &after, qreal lod, const QFont &font);

    // Paints the cards and bundles in scene coordinates; the text and the
    // bundles sized to read at `scale` (0: the painter's own, as on the
    // canvas, on the GUI thread, with the texts set in the screen's pixels; a picture gives the
    // scale it will be printed at). Only what meets `exposed` when one is
    // given (a repaint of part of the canvas).
    void paint(QPainter *painter, qreal scale = 0, const QRectF &exposed = {}) const;

private:
    std::vector<ClusterCard> m_clusters;
    std::vector<Bundle> m_bundles;
    QHash<QString, bool> m_summarised;
    QRectF m_bounds;
};

} // namespace hvnet

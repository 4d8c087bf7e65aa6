#pragma once

#include <QColor>
#include <QHash>
#include <QPen>
#include <QString>

#include <vector>

namespace hvnet {

class Design;
struct Link;
struct Node;

// The colours of the diagram, in one place for the canvas (views/) and the
// pictures the exporters write, so that both look alike.
namespace DiagramStyle {

QColor background();
QColor selection();
QColor error();
QColor warning();
QColor management();
QColor peerLink();

// How many networks get a colour of their own before the palette repeats.
constexpr std::size_t distinctNetworkColours = 64;
// The colour of the index-th network that is not management: nine picked by
// hand, then each the furthest (in CIE L*a*b*) from all before it, from
// management grey, the peer-link's colour and the background; 40 networks
// stay at least 24 delta E apart. Repeats after distinctNetworkColours.
QColor networkColour(int index);
// Each subnet's cable colour: the first management subnet grey, the others
// networkColour() in the order of the design's subnets (no two alike).
QHash<QString, QColor> subnetColours(const Design &design);
// The cable colour of each of a node's adapters: the first subnet its
// adapter carries, storage and other networks before management, so a
// converged adapter shows what it was bought for.
QHash<QString, QColor> adapterColours(
    const Design &design, const Node &node, const QHash<QString, QColor> &subnetColours);
// A cable's colour from its ends' adapter colours; peer-links their own.
QColor linkColour(const Link &link, const QHash<QString, QColor> &adapterColours);
// Peer-links thick and dashed.
QPen linkPen(const QColor &colour, bool peerLink);
// The key to the cable colours: each subnet's name and VLAN in the design's
// order, then the peer-link; and its title.
struct KeyEntry {
    QString label;
    QColor colour;
    bool peerLink = false;
};
std::vector<KeyEntry> keyEntries(const Design &design, const QHash<QString, QColor> &subnetColours);
QString keyTitle();

} // namespace DiagramStyle

} // namespace hvnet

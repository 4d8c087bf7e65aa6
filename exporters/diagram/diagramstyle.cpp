#include "diagramstyle.h"

#include "model/design.h"

#include <QCoreApplication>

#include <array>
#include <cmath>
#include <limits>

namespace hvnet::DiagramStyle {

QColor background()
{
    return QColor(0xfd, 0xfd, 0xfe);
}

QColor selection()
{
    return QColor(0x1f, 0x6f, 0xd1);
}

QColor error()
{
    return QColor(0xd0, 0x32, 0x2b);
}

QColor warning()
{
    return QColor(0xe3, 0xa0, 0x08);
}

QColor management()
{
    return QColor(0x60, 0x6c, 0x7a);
}

QColor peerLink()
{
    return QColor(0x2c, 0x3e, 0x50);
}

namespace {

// CIE L*a*b* of an sRGB colour (D65), where distances match what the eye
// tells apart.
std::array<double, 3> lab(const QColor &c)
{
    const auto linear = [](double u) { return u > 0.04045 ? std::pow((u + 0.055) / 1.055, 2.4) : u / 12.92; };
    const double r = linear(c.redF());
    const double g = linear(c.greenF());
    const double b = linear(c.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    const auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    return {116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
}

double distance(const std::array<double, 3> &l, const std::array<double, 3> &r)
{
    return std::hypot(l[0] - r[0], l[1] - r[1], l[2] - r[2]);
}

// The network colours in the order they are handed out: nine chosen by hand
// (they read well on screen and on paper), then, one at a time, the candidate
// (every 10 degrees of hue at five lightnesses and three saturations) that
// lies furthest from every colour taken so far, from management grey, the
// peer-link's colour and the background. Forty networks stay at least 24
// apart (CIE76 delta E; 10 is plain side by side), so no two share a colour.
const std::vector<QColor> &networkPalette()
{
    static const std::vector<QColor> palette = [] {
        std::vector<QColor> chosen = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c),
            QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b), QColor(0x17, 0xbe, 0xcf), QColor(0xbc, 0xbd, 0x22),
            QColor(0xe3, 0x77, 0xc2), QColor(0xff, 0x7f, 0x0e)};
        std::vector<std::array<double, 3>> taken;
        for (const QColor &c : chosen)
            taken.push_back(lab(c));
        for (const QColor &c : {management(), peerLink(), background()})
            taken.push_back(lab(c));
        std::vector<QColor> pool;
        for (int hue = 0; hue < 360; hue += 10)
            for (const double lightness : {0.25, 0.35, 0.45, 0.55, 0.65})
                for (const double saturation : {0.55, 0.8, 1.0})
                    pool.push_back(QColor::fromHslF(hue / 360.0, saturation, lightness).toRgb());
        std::vector<std::array<double, 3>> poolLab;
        for (const QColor &c : pool)
            poolLab.push_back(lab(QColor(c.rgb())));
        while (chosen.size() < DiagramStyle::distinctNetworkColours) {
            std::size_t best = 0;
            double bestDistance = -1;
            for (std::size_t i = 0; i < pool.size(); ++i) {
                double nearest = std::numeric_limits<double>::max();
                for (const auto &t : taken)
                    nearest = std::min(nearest, distance(poolLab[i], t));
                if (nearest > bestDistance + 1e-9) {
                    best = i;
                    bestDistance = nearest;
                }
            }
            chosen.push_back(QColor(pool[best].rgb()));
            taken.push_back(poolLab[best]);
        }
        return chosen;
    }();
    return palette;
}

} // namespace

QColor networkColour(int index)
{
    const std::vector<QColor> &palette = networkPalette();
    return palette[std::size_t(index) % palette.size()];
}

QHash<QString, QColor> subnetColours(const Design &design)
{
    // The first management network is grey; a design with one per rack
    // gives the others colours of their own, so no two networks share one.
    QHash<QString, QColor> colours;
    int next = 0;
    bool greyTaken = false;
    for (const Subnet &s : design.subnets) {
        const bool grey = s.purpose == SubnetPurpose::Management && !greyTaken;
        greyTaken |= grey;
        colours.insert(s.id, grey ? management() : networkColour(next++));
    }
    return colours;
}

QHash<QString, QColor> adapterColours(
    const Design &design, const Node &node, const QHash<QString, QColor> &subnetColours)
{
    QHash<QString, QColor> colours;
    for (const bool isManagement : {false, true})
        for (const Interface &i : node.interfaces) {
            const Subnet *subnet = design.subnet(i.subnet);
            if ((subnet && subnet->purpose == SubnetPurpose::Management) != isManagement)
                continue;
            for (const QString &adapter : adaptersUnder(node, i))
                if (!colours.contains(adapter))
                    colours.insert(adapter, subnetColours.value(i.subnet, management()));
        }
    return colours;
}

QColor linkColour(const Link &link, const QHash<QString, QColor> &adapterColours)
{
    if (link.kind == LinkKind::PeerLink)
        return peerLink();
    return adapterColours.value(link.a, adapterColours.value(link.b, management()));
}

QPen linkPen(const QColor &colour, bool isPeerLink)
{
    QPen pen(colour, isPeerLink ? 4 : 1.8);
    if (isPeerLink)
        pen.setStyle(Qt::DashLine);
    return pen;
}

std::vector<KeyEntry> keyEntries(const Design &design, const QHash<QString, QColor> &subnetColours)
{
    // The canvas said these first; their translations stay where they were.
    std::vector<KeyEntry> entries;
    for (const Subnet &s : design.subnets) {
        const QString name = s.name.isEmpty() ? s.id : s.name;
        entries.push_back({s.vlan ? QCoreApplication::translate("hvnet::DesignScene", "%1 (VLAN %2)").arg(name).arg(s.vlan)
                                  : QCoreApplication::translate("hvnet::DesignScene", "%1 (untagged)").arg(name),
            subnetColours.value(s.id, management()), false});
    }
    if (!entries.empty())
        entries.push_back({QCoreApplication::translate("hvnet::DesignView", "Peer-link"), peerLink(), true});
    return entries;
}

QString keyTitle()
{
    return QCoreApplication::translate("hvnet::DesignView", "Cables");
}

} // namespace hvnet::DiagramStyle

#include "diagramstyle.h"

#include "model/design.h"

#include <QCoreApplication>

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

QHash<QString, QColor> subnetColours(const Design &design)
{
    static const QColor palette[]
        = {QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0x2c, 0xa0, 0x2c), QColor(0x94, 0x67, 0xbd),
            QColor(0x8c, 0x56, 0x4b), QColor(0x17, 0xbe, 0xcf), QColor(0xbc, 0xbd, 0x22), QColor(0xe3, 0x77, 0xc2)};
    QHash<QString, QColor> colours;
    int next = 0;
    for (const Subnet &s : design.subnets)
        colours.insert(
            s.id, s.purpose == SubnetPurpose::Management ? management() : palette[next++ % std::size(palette)]);
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

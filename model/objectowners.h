#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

namespace hvnet {

class Design;
struct Node;
struct Switch;

// Which node or switch each part of a design belongs to: a node's adapters,
// teams, vSwitches and interfaces, a switch's ports. Cables, findings and
// handles name parts; cards belong to nodes and switches, so the canvas and
// the exported diagram both ask this one table. The canvas keeps it current
// one node or switch at a time as they are edited; the diagram builds one per
// drawing. Ids are unique across a design (the reader refuses duplicates), so
// one look-up answers for every kind of part.
class ObjectOwners
{
public:
    ObjectOwners() = default;
    explicit ObjectOwners(const Design &design);

    // Reads one node's or switch's parts again, after an edit of it.
    void setNode(const Node &node);
    void setSwitch(const Switch &sw);

    // The node a part belongs to; empty for anything else.
    QString nodeOf(const QString &partId) const { return m_nodeOfPart.value(partId); }
    // The switch a port belongs to; empty for anything else.
    QString switchOf(const QString &portId) const { return m_switchOfPort.value(portId); }
    // The node or switch a part belongs to; empty for anything that is no
    // part (a node or switch itself, a cable, a subnet, an unknown id).
    QString ownerOf(const QString &id) const;
    // The parts of a node, the ports of a switch, in the design's order.
    QStringList partsOf(const QString &ownerId) const { return m_parts.value(ownerId); }

private:
    void set(const QString &ownerId, QStringList parts, QHash<QString, QString> &table);

    QHash<QString, QString> m_nodeOfPart;
    QHash<QString, QString> m_switchOfPort;
    QHash<QString, QStringList> m_parts; // so that one owner's parts can be read again
};

} // namespace hvnet

#pragma once

#include <QHash>
#include <QSet>
#include <QString>

namespace hvnet {

class Design;

// How people name the objects of a design in the undo history, messages and
// lists, never by their ids: "HV01", "HV01 NIC1" (an adapter, interface, team
// or vSwitch of a node), "LAN-A Ethernet1/1" (a port), "Storage 1", "HVC01",
// and a cable by its ends, "HV01 NIC1 - LAN-A Ethernet1/1". An id that names
// nothing stays as it is.
class ObjectNames
{
public:
    // One object (a walk over the design).
    static QString of(const Design &design, const QString &id);
    // Some objects, in one walk that names only them.
    static QHash<QString, QString> of(const Design &design, const QSet<QString> &ids);
};

} // namespace hvnet

#pragma once

#include <QHash>
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
    // An index of every object, for naming many.
    explicit ObjectNames(const Design &design);
    QString of(const QString &id) const;

    // One object, without an index (a walk over the design).
    static QString of(const Design &design, const QString &id);

private:
    QHash<QString, QString> m_names;
    QHash<QString, std::pair<QString, QString>> m_links; // link id -> its ends
};

} // namespace hvnet

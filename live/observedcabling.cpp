#include "observedcabling.h"

#include "livetext.h"

namespace hvnet {

namespace {

// Which of two views of one cable wins: what differs before what matches,
// what was compared before what was not.
int weight(ObservedCabling::Status status)
{
    switch (status) {
    case ObservedCabling::Status::WrongEnd: return 4;
    case ObservedCabling::Status::Missing: return 3;
    case ObservedCabling::Status::Unplanned: return 2;
    case ObservedCabling::Status::Matches: return 1;
    case ObservedCabling::Status::NotChecked: return 0;
    }
    return 0;
}

// A device by its system name, else its chassis id (a NIC's firmware agent sends no name).
QString systemOf(const QString &systemName, const QString &chassisId)
{
    return !systemName.isEmpty() ? systemName
        : !chassisId.isEmpty()   ? chassisId
                                 : LiveText::tr("a device without a name");
}

} // namespace

QString ObservedCabling::Neighbor::text() const
{
    const QString system = systemOf(systemName, chassisId);
    QString port = !portId.isEmpty() ? portId : portDescription;
    if (!portId.isEmpty() && !portDescription.isEmpty() && portDescription != portId)
        port = QStringLiteral("%1 (%2)").arg(portId, portDescription);
    return port.isEmpty() ? system : QStringLiteral("%1 / %2").arg(system, port);
}

QString ObservedCabling::Neighbor::shortText() const
{
    const QString system = systemOf(systemName, chassisId);
    const QString port = !portDescription.isEmpty() ? portDescription : portId;
    return port.isEmpty() ? system : QStringLiteral("%1 / %2").arg(system, port);
}

const ObservedCabling::Neighbor *ObservedCabling::Port::seen() const
{
    if (neighbors.empty())
        return nullptr;
    for (const Neighbor &n : neighbors)
        if (!plannedEnd.isEmpty() && n.endId == plannedEnd)
            return &n;
    return &neighbors.front();
}

const ObservedCabling::Port *ObservedCabling::port(const QString &portId) const
{
    const auto it = portIndex.find(portId);
    return it == portIndex.end() ? nullptr : &ports[it->second];
}

void ObservedCabling::addPort(Port port)
{
    if (!port.portId.isEmpty())
        portIndex[port.portId] = ports.size();
    ports.push_back(std::move(port));
}

ObservedCabling::Status ObservedCabling::cable(const QString &linkId) const
{
    const auto it = cables.find(linkId);
    return it == cables.end() ? Status::NotChecked : it->second;
}

void ObservedCabling::setCable(const QString &linkId, Status status)
{
    Status &current = cables.try_emplace(linkId, Status::NotChecked).first->second;
    if (weight(status) > weight(current))
        current = status;
}

} // namespace hvnet

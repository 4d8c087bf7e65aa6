#include "switchstate.h"

#include "interfacename.h"

namespace hvnet {

const SwitchState::Port *SwitchState::port(const QString &name) const
{
    const auto exact = ports.find(name);
    if (exact != ports.end())
        return &exact->second;
    const QString wanted = InterfaceName::normalized(name);
    for (const auto &[key, p] : ports)
        if (InterfaceName::normalized(key) == wanted)
            return &p;
    return nullptr;
}

std::vector<const LldpNeighbor *> SwitchState::neighborsOn(const QString &port) const
{
    const QString wanted = InterfaceName::normalized(port);
    std::vector<const LldpNeighbor *> out;
    for (const LldpNeighbor &n : neighbors)
        if (InterfaceName::normalized(n.localPort) == wanted)
            out.push_back(&n);
    return out;
}

std::optional<PfcPortStatus> SwitchState::pfcStatusOf(const QString &name) const
{
    const QString wanted = InterfaceName::normalized(name);
    for (const auto &[key, status] : pfcStatus)
        if (InterfaceName::normalized(key) == wanted)
            return status;
    const Port *p = port(name);
    if (p && !p->pfcProfile.isEmpty() && pfcProfiles.count(p->pfcProfile)) {
        PfcPortStatus status;
        status.port = p->name;
        status.mode = PfcPortStatus::Mode::On;
        status.priorities = pfcProfiles.at(p->pfcProfile);
        status.operational = !status.priorities.empty();
        return status;
    }
    if (pfcEveryPort) {
        PfcPortStatus status = *pfcEveryPort;
        status.port = name;
        return status;
    }
    return std::nullopt;
}

std::set<int> SwitchState::losslessQueues() const
{
    std::set<int> out;
    for (int p : policyPfcPriorities)
        if (queueOf.count(p))
            out.insert(queueOf.at(p));
    return out;
}

QStringList SwitchState::problemTexts() const
{
    QStringList out;
    for (const Problem &p : problems)
        out << (p.line > 0 ? QStringLiteral("line %1: %2").arg(p.line).arg(p.text) : p.text);
    return out;
}

} // namespace hvnet

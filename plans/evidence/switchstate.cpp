#include "switchstate.h"

#include "interfacename.h"

namespace hvnet {

void SwitchState::index()
{
    Index index;
    for (const auto &[key, p] : ports)
        index.ports.emplace(InterfaceName::normalized(key), key); // the first of two spellings, as a search finds it
    for (const auto &[key, status] : pfcStatus)
        index.pfcStatus.emplace(InterfaceName::normalized(key), key);
    for (std::size_t i = 0; i < neighbors.size(); ++i)
        index.neighbors[InterfaceName::normalized(neighbors[i].localPort)].push_back(i);
    index.portCount = ports.size();
    index.pfcCount = pfcStatus.size();
    index.neighborCount = neighbors.size();
    index.built = true;
    m_index = std::move(index);
}

bool SwitchState::isIndexed() const
{
    return m_index.built && m_index.portCount == ports.size() && m_index.pfcCount == pfcStatus.size()
        && m_index.neighborCount == neighbors.size();
}

const SwitchState::Port *SwitchState::port(const QString &name) const
{
    const auto exact = ports.find(name);
    if (exact != ports.end())
        return &exact->second;
    const QString wanted = InterfaceName::normalized(name);
    if (isIndexed()) {
        const auto it = m_index.ports.find(wanted);
        if (it == m_index.ports.end())
            return nullptr;
        const auto found = ports.find(it->second);
        return found == ports.end() ? nullptr : &found->second;
    }
    for (const auto &[key, p] : ports)
        if (InterfaceName::normalized(key) == wanted)
            return &p;
    return nullptr;
}

std::vector<const LldpNeighbor *> SwitchState::neighborsOn(const QString &port) const
{
    const QString wanted = InterfaceName::normalized(port);
    std::vector<const LldpNeighbor *> out;
    if (isIndexed()) {
        if (const auto it = m_index.neighbors.find(wanted); it != m_index.neighbors.end())
            for (const std::size_t i : it->second)
                out.push_back(&neighbors[i]);
        return out;
    }
    for (const LldpNeighbor &n : neighbors)
        if (InterfaceName::normalized(n.localPort) == wanted)
            out.push_back(&n);
    return out;
}

std::optional<PfcPortStatus> SwitchState::pfcStatusOf(const QString &name) const
{
    const QString wanted = InterfaceName::normalized(name);
    if (isIndexed()) {
        if (const auto it = m_index.pfcStatus.find(wanted); it != m_index.pfcStatus.end())
            if (const auto found = pfcStatus.find(it->second); found != pfcStatus.end())
                return found->second;
    } else {
        for (const auto &[key, status] : pfcStatus)
            if (InterfaceName::normalized(key) == wanted)
                return status;
    }
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

#pragma once

// A SwitchState as JSON, every field: what the shared reader suite
// (tst_platforms) keeps as the expected result of each recorded output, so a
// reader's change shows as a diff of what it reads. Keys sorted (QJsonObject),
// optional values null when absent, VLANs as ranges ("7,711-712").

#include "plans/evidence/switchstate.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

#include <map>
#include <optional>
#include <set>

namespace hvnet::switchstatejson {

template <typename T> QJsonValue optional(const std::optional<T> &v)
{
    return v ? QJsonValue(*v) : QJsonValue();
}

inline QJsonValue optional(const std::optional<qint64> &v)
{
    return v ? QJsonValue(double(*v)) : QJsonValue();
}

inline QJsonArray numbers(const std::set<int> &values)
{
    QJsonArray out;
    for (int v : values)
        out.append(v);
    return out;
}

inline QString ranges(const VlanSet &vlans)
{
    QStringList parts;
    for (const auto &[first, last] : vlans.ranges())
        parts << (first == last ? QString::number(first) : QStringLiteral("%1-%2").arg(first).arg(last));
    return parts.join(QLatin1Char(','));
}

inline QString modeName(PfcPortStatus::Mode mode)
{
    switch (mode) {
    case PfcPortStatus::Mode::Unknown: return QStringLiteral("unknown");
    case PfcPortStatus::Mode::On: return QStringLiteral("on");
    case PfcPortStatus::Mode::Off: return QStringLiteral("off");
    case PfcPortStatus::Mode::Auto: return QStringLiteral("auto");
    }
    return {};
}

inline QJsonObject pfcStatus(const PfcPortStatus &s)
{
    return {{QStringLiteral("port"), s.port}, {QStringLiteral("mode"), modeName(s.mode)},
        {QStringLiteral("operational"), optional(s.operational)}, {QStringLiteral("priorities"), numbers(s.priorities)},
        {QStringLiteral("rxPause"), optional(s.rxPause)}, {QStringLiteral("txPause"), optional(s.txPause)},
        {QStringLiteral("line"), s.line}};
}

inline QJsonObject port(const SwitchState::Port &p)
{
    return {{QStringLiteral("description"), p.description}, {QStringLiteral("vlans"), ranges(p.vlans)},
        {QStringLiteral("nativeVlan"), optional(p.nativeVlan)}, {QStringLiteral("mtu"), optional(p.mtu)},
        {QStringLiteral("pfcPriorities"), numbers(p.pfcPriorities)}, {QStringLiteral("pfcNegotiated"), p.pfcNegotiated},
        {QStringLiteral("edge"), p.edge}, {QStringLiteral("mode"), p.mode},
        {QStringLiteral("qosPolicies"), QJsonArray::fromStringList(p.qosPolicies)},
        {QStringLiteral("pfcProfile"), p.pfcProfile}, {QStringLiteral("lldp"), optional(p.lldp)},
        {QStringLiteral("dcbxTlvs"), optional(p.dcbxTlvs)}, {QStringLiteral("dcbxMode"), p.dcbxMode},
        {QStringLiteral("line"), p.line}};
}

inline QJsonObject neighbor(const LldpNeighbor &n)
{
    return {{QStringLiteral("localPort"), n.localPort}, {QStringLiteral("chassisId"), n.chassisId},
        {QStringLiteral("chassisIdSubtype"), n.chassisIdSubtype}, {QStringLiteral("portId"), n.portId},
        {QStringLiteral("portIdSubtype"), n.portIdSubtype}, {QStringLiteral("portDescription"), n.portDescription},
        {QStringLiteral("systemName"), n.systemName}, {QStringLiteral("systemDescription"), n.systemDescription},
        {QStringLiteral("pfcPriorities"), n.pfcPriorities ? QJsonValue(numbers(*n.pfcPriorities)) : QJsonValue()},
        {QStringLiteral("pfcWilling"), optional(n.pfcWilling)}, {QStringLiteral("line"), n.line}};
}

inline QJsonObject state(const SwitchState &s)
{
    QJsonObject ports;
    for (const auto &[name, p] : s.ports)
        ports.insert(name, port(p));
    QJsonObject vlans;
    for (const auto &[id, name] : s.vlans)
        vlans.insert(QString::number(id), name);
    QJsonObject queueOf;
    for (const auto &[priority, queue] : s.queueOf)
        queueOf.insert(QString::number(priority), queue);
    QJsonObject shares;
    for (const auto &[queue, percent] : s.shares)
        shares.insert(QString::number(queue), percent);
    QJsonArray neighbors;
    for (const LldpNeighbor &n : s.neighbors)
        neighbors.append(neighbor(n));
    QJsonObject pfc;
    for (const auto &[name, status] : s.pfcStatus)
        pfc.insert(name, pfcStatus(status));
    QJsonObject profiles;
    for (const auto &[name, priorities] : s.pfcProfiles)
        profiles.insert(name, numbers(priorities));
    QJsonArray problems;
    for (const SwitchState::Problem &p : s.problems)
        problems.append(QJsonObject{{QStringLiteral("file"), p.file}, {QStringLiteral("line"), p.line},
            {QStringLiteral("text"), p.text}, {QStringLiteral("unreadable"), p.unreadable}});
    return {{QStringLiteral("ports"), ports}, {QStringLiteral("vlans"), vlans}, {QStringLiteral("queueOf"), queueOf},
        {QStringLiteral("shares"), shares}, {QStringLiteral("strictQueues"), numbers(s.strictQueues)},
        {QStringLiteral("ecnQueues"), numbers(s.ecnQueues)}, {QStringLiteral("pfcWatchdog"), s.pfcWatchdog},
        {QStringLiteral("policyPfcPriorities"), numbers(s.policyPfcPriorities)},
        {QStringLiteral("interfacesOnly"), s.interfacesOnly}, {QStringLiteral("firmware"), s.firmware},
        {QStringLiteral("lldpEnabled"), optional(s.lldpEnabled)},
        {QStringLiteral("dcbxEnabled"), optional(s.dcbxEnabled)}, {QStringLiteral("neighbors"), neighbors},
        {QStringLiteral("pfcStatus"), pfc}, {QStringLiteral("pfcProfiles"), profiles},
        {QStringLiteral("pfcEveryPort"), s.pfcEveryPort ? QJsonValue(pfcStatus(*s.pfcEveryPort)) : QJsonValue()},
        {QStringLiteral("problems"), problems}};
}

inline QByteArray text(const SwitchState &s)
{
    return QJsonDocument(state(s)).toJson(QJsonDocument::Indented);
}

} // namespace hvnet::switchstatejson

#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace hvnet {

// What the check made of one planned storage path, for the designer: its
// state (Failed: a stage failed; Passed: every stage that ran passed;
// NotChecked: no result, or a stage could not tell), the stage that failed
// and its finding, the planned cables under both ends, and its figures
// (absent: not measured).
struct PathOutcome {
    enum class State { Passed, Failed, NotChecked };
    QString nodeId, interfaceId, peerNodeId, peerInterfaceId, subnetId;
    QString text; // "S2D01 vEthernet (SMB1) (10.71.1.11) to S2D02 (10.71.1.12)"
    State state = State::NotChecked;
    QString stage; // the failed stage's name, translated; empty when none failed
    QString rule; // the failed stage's finding id
    QStringList cables;
    std::optional<double> lossPercent;
    std::optional<long long> rdmaBytes, stackBytes, bitsPerSecond, latencyMicroseconds, linkSpeed;
};

} // namespace hvnet

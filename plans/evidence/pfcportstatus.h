#pragma once

#include <QString>

#include <optional>
#include <set>

namespace hvnet {

// The operational PFC state of one port as the switch reports it: how PFC is
// configured there (forced on, off, negotiated), whether it is in effect, on
// which priorities, and the pause frames counted. Unknown stays unknown.
struct PfcPortStatus {
    enum class Mode { Unknown, On, Off, Auto };

    QString port; // as printed
    Mode mode = Mode::Unknown;
    std::optional<bool> operational; // PFC is in effect on the port
    std::set<int> priorities; // the priorities PFC is in effect on, when printed
    std::optional<qint64> rxPause, txPause;
    int line = 0; // from 1
};

} // namespace hvnet

#pragma once

#include "model/design.h"

#include <QString>

#include <optional>

namespace hvnet {

// The design the live commands work from: the plan of a running cluster is
// made from a valid design only, so one with errors is refused (exit 2, as
// export without --force) with the way to see them.
struct PlannedDesign {
    std::optional<Design> design;
    int exitCode = 0; // when there is no design: 1 unreadable, 2 it has errors
    QString error; // one line, without "hvnet: "

    // command: "collect", "check"; why: what the plan is needed for.
    static PlannedDesign load(const QString &file, const QString &command, const QString &why);
};

} // namespace hvnet

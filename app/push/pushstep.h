#pragma once

#include "remote/sshtarget.h"

#include <QString>

namespace hvnet {

// One step of a push on one target (docs/live.md, "push") and how it ended:
// what the summary table prints per target and step, and the designer's
// progress table shows.
struct PushStep {
    enum class Outcome {
        Done, // the step did what it should
        Failed, // the target refused or answered wrongly: `detail` says what
        Skipped, // not run (a dry run, an earlier failure, the peer failed)
        RolledBack, // applied, then taken back (by hvnet or by the target's timer)
        Refused, // hvnet refused to run it (it would cut its own session, no way back)
    };
    // Machine word: read, diff, prepare, apply, verify, confirm, rollback,
    // upload, whatif, run, check, paths.
    QString name;
    Outcome outcome = Outcome::Skipped;
    QString detail; // translated: what the target answered, why it stopped
    QString transcript; // the step's transcript file, relative to the transcripts' folder
    qint64 elapsedMs = 0;
};

} // namespace hvnet

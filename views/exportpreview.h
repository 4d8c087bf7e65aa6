#pragma once

#include "exporters/exportresult.h"
#include "exporters/report/report.h"
#include "model/validation/validator.h"

#include <QMutex>
#include <QString>

#include <atomic>
#include <optional>
#include <vector>

namespace hvnet {

class Design;

// What Export... offers, made off the UI thread (a 256-host design takes
// seconds: scripts for every node, the report's pages): every exporter of
// the registry, through the same ExportRun as `hvnet export`. The worker
// reports how far it is and stops when asked.
class ExportPreview
{
public:
    // Checking, then each exporter of the run (ExportRun::plan()), then Done.
    static constexpr int Checking = -1;

    struct Options {
        QString templatesDir;
        ReportOptions report; // its progress is the preview's own
        // The design's findings when the caller holds them current (the
        // window's ValidationRunner); else the preview validates.
        std::optional<ValidationResult> validation;
    };

    // Shared by the dialog and the worker; the dialog reads it on a timer.
    struct Progress {
        std::atomic<int> stage{Checking};
        std::atomic<int> percent{0};
        std::atomic<bool> cancel{false};
        QMutex mutex; // guards what follows
        std::vector<ExportedFile> files; // grows as stages finish
        QString error; // set when nothing could be exported
        int errors = 0; // of the design's validation
        int warnings = 0;
    };

    // Fills progress as it goes; returns early once progress.cancel is set.
    static void run(const Design &design, const Options &options, Progress &progress);
    // "Checking the design", "Writing the deployment scripts", ... "Done".
    static QString stageText(int stage);
};

} // namespace hvnet

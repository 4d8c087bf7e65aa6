#pragma once

#include "exportresult.h"
#include "report.h"
#include "validation/validator.h"

#include <QImage>
#include <QMutex>
#include <QString>

#include <atomic>
#include <optional>
#include <vector>

namespace hvnet {

class Design;

// What Export... offers, made off the UI thread (a 256-host design takes
// seconds: scripts for every node, the report's pages): the scripts, the
// switch configurations, the diagram and the report, from the same code as
// `hvnet export`. The worker reports how far it is and stops when asked.
class ExportPreview
{
public:
    enum Stage { Scripts, Configurations, Checking, Diagram, Report, Done };

    struct Options {
        QString templatesDir;
        ReportOptions report; // its progress is the preview's own
        QImage etsChart; // drawn on the GUI thread beforehand (Qt Charts needs it)
        // The design's findings when the caller holds them current (the
        // window's ValidationRunner); else the preview validates.
        std::optional<ValidationResult> validation;
    };

    // Shared by the dialog and the worker; the dialog reads it on a timer.
    struct Progress {
        std::atomic<int> stage{Scripts};
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
    // "Writing the deployment scripts", ... for the dialog.
    static QString stageText(int stage);
};

} // namespace hvnet

#pragma once

#include "exporters/report/report.h"
#include "exportresult.h"

#include <QStringList>

#include <functional>
#include <vector>

namespace hvnet {

class Design;
class Exporter;
struct ValidationResult;

// One export, the same for `hvnet export`, the Export dialog and the
// designer's headless run: the exporters asked for, from the registry, in
// the order their inputs need (deliverables first, the report, which lists
// them, last), each once. The caller writes the files (ExportFolder).
class ExportRun
{
public:
    struct Request {
        QStringList what; // exporter names; empty: all of them
        QString templatesDir; // a user's templates before the built-in ones
        ReportOptions report; // its progress is the run's own
        // A failing exporter stops the run (false), or is noted and the
        // others go on (true: the headless run writes what it can).
        bool keepGoing = false;
        // Before each exporter and during long ones: which, and how far the
        // whole run is (percent); false stops the run.
        std::function<bool(const Exporter &exporter, int percent)> progress;
        // Each exporter's files as soon as they are made.
        std::function<void(const std::vector<ExportedFile> &files)> made;
    };
    struct Result {
        std::vector<ExportedFile> files;
        QString error; // an exporter asked for failed: no files
        QStringList problems; // with keepGoing: what failed, one line each
        bool cancelled = false;
        bool ok() const { return error.isEmpty() && !cancelled; }
    };

    static Result run(const Design &design, const ValidationResult &validation, const Request &request);
    // The exporters a request runs, in that order: those asked for, and the
    // deliverables when an exporter asked for reads them.
    static std::vector<const Exporter *> plan(const QStringList &what);
};

} // namespace hvnet

#pragma once

#include "pathoutcome.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace hvnet {

class Design;

// The storage paths' figures over a probe history: a folder of evidence
// folders, one per run, named by when it ran (DIR/<timestamp>/, as
// `hvnet probe --watch` writes them). Each run with path tests is checked
// against the design; a path's figures are what each run measured.
struct PathHistory {
    // The runs, oldest first: the subfolder's name (its timestamp).
    QStringList runs;
    struct Series {
        QString key; // "<interface id>><peer interface id>"
        QString text; // the path in words, from the last run that tested it
        // Per run (same index as runs): the outcome, or none when that run
        // did not test this path.
        std::vector<std::optional<PathOutcome>> points;
    };
    std::vector<Series> paths; // in the order of their first appearance
    QString error; // set when the folder holds no run with path tests

    // Reads DIR's subfolders in name order (timestamps sort by name); a
    // subfolder without path tests is not a run.
    static PathHistory load(const QString &directory, const Design &design);
};

} // namespace hvnet

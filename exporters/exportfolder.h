#pragma once

#include "exportresult.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace hvnet {

// A folder of deliverables. Each export writes, beside its files, a manifest
// of them (hvnet-export.json: the design's name, every file's path and
// SHA-256), so that the next export into the folder removes what the previous
// one left and the folder never mixes two designs. A folder with files but no
// manifest is not hvnet's and is refused; so is a file hvnet wrote and someone
// changed since, or a file in the way that hvnet did not write: nothing of
// anyone else's is overwritten or removed.
class ExportFolder
{
public:
    static constexpr char manifestName[] = "hvnet-export.json";

    explicit ExportFolder(const QString &path);

    QString path() const { return m_path; }

    // What writing files here would do, worked out before anything is written.
    struct Plan {
        QString refusal; // why the folder cannot take the export, or empty
        QString previousDesign; // the design of the export found here, if any
        QStringList stale; // files of that export the new one does not write: they go
        int previousFiles = 0; // how many files that export wrote
    };
    // With no files, only what does not depend on them: a foreign or
    // unreadable folder (a quick check before long work starts).
    Plan plan(const std::vector<ExportedFile> &files = {}) const;

    // Writes the files and the manifest into a new folder beside this one,
    // with whatever is here that no export wrote, and swaps it in for this
    // one in a single rename (renameat2 RENAME_EXCHANGE): a write killed at
    // any moment leaves the old export or the new one. What a killed write
    // left beside the folder goes on the next write. Where the folder cannot
    // be swapped (a mount point, a parent folder that is not writable) the
    // files are written in place, each atomically, then the manifest, and the
    // stale files (and folders they leave empty) are removed. Returns what
    // went wrong, or an empty string; on a refusal nothing is written.
    QString write(const std::vector<ExportedFile> &files, const QString &designName, Plan *done = nullptr) const;

    // The folder an export of a design goes to unless one is chosen: next to
    // the design file, named after it ("contoso.hvnet" -> "contoso-export");
    // for a design not saved yet, in `fallbackDir`, named after the design.
    static QString defaultFor(const QString &designFile, const QString &designName, const QString &fallbackDir);

private:
    QString writeInPlace(const std::vector<ExportedFile> &all, const Plan &plan) const;

    QString m_path;
};

} // namespace hvnet

#pragma once

#include <QByteArray>
#include <QString>

namespace hvnet {

// Replacing a file so that a crash at any moment (the process killed, the
// machine losing power) leaves the old content or the new, byte for byte:
// the new content goes to a temporary file beside the old one
// (".NAME.hvnet-tmp.PID.RANDOM"), is flushed to the disk (fsync), is renamed
// over the old file, and the folder is flushed so the rename itself is on
// the disk. This is what QSaveFile does, plus the folder's flush, and with a
// temporary's name that says which process wrote it: a temporary whose
// process is gone (killed in the middle of a save) is removed by the next
// save of the same file. A symbolic link is followed (its target is
// replaced); an existing file keeps its permissions. Returns an empty string,
// or why it failed (the system's reason, without the file's name).
QString writeFileAtomically(const QString &fileName, const QByteArray &content);

// Flushes a folder's entries (files created, renamed or removed in it) to the
// disk; false when the folder cannot be opened or flushed.
bool syncDirectory(const QString &path);

// Whether an entry named `entry` is a leftover of the process-stamped kind
// above: it starts with `prefix` followed by a process id (up to the next
// '.' or the end) of a process that no longer runs.
bool isLeftoverOfDeadProcess(const QString &entry, const QString &prefix);

// Removes the temporaries of `fileName` that killed processes left behind.
void removeAtomicWriteLeftovers(const QString &fileName);
// The same for every file of a folder whose names are made up per session
// (the designer's recovery copies).
void removeAtomicWriteLeftoversIn(const QString &folder);

} // namespace hvnet

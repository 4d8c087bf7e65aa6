#pragma once

#include <QByteArray>
#include <QString>

#include <vector>

namespace hvnet {

// One file an exporter produced, by its path under the output folder.
struct ExportedFile {
    QString path; // e.g. "powershell/HV01.ps1"
    QByteArray content;
};

// The SHA-256 of bytes in lower-case hex, as manifests and playbooks name a
// file's content.
QByteArray sha256Hex(const QByteArray &bytes);

struct ExportResult {
    std::vector<ExportedFile> files;
    QString error; // set when nothing could be exported
    bool ok() const { return error.isEmpty(); }
};

// Writes the files under a folder, making subfolders, each file atomically.
// Returns what went wrong (naming the file), or an empty string.
QString writeExportedFiles(const std::vector<ExportedFile> &files, const QString &folder);

} // namespace hvnet

#include "exportresult.h"

#include "model/atomicfile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>

namespace hvnet {

QByteArray sha256Hex(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

QString writeExportedFiles(const std::vector<ExportedFile> &files, const QString &folder)
{
    const QDir dir(folder);
    for (const ExportedFile &f : files) {
        const QString path = dir.filePath(f.path);
        const QString parent = QFileInfo(path).path();
        const bool made = !QFileInfo::exists(parent);
        if (!QDir().mkpath(parent))
            return QCoreApplication::translate("hvnet::export", "cannot create the folder %1").arg(parent);
        // The entries of new folders, in their parents, on the disk too.
        if (made) {
            const QString top = QFileInfo(folder).absoluteFilePath();
            for (QString up = QFileInfo(QFileInfo(parent).absoluteFilePath()).absolutePath();
                 up.size() >= top.size() && up.startsWith(top); up = QFileInfo(up).absolutePath()) {
                syncDirectory(up);
                if (up == top)
                    break;
            }
        }
        if (const QString error = writeFileAtomically(path, f.content); !error.isEmpty())
            return QCoreApplication::translate("hvnet::export", "cannot write %1: %2").arg(path, error);
    }
    return {};
}

} // namespace hvnet

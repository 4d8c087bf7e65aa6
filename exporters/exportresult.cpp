#include "exportresult.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace hvnet {

QString writeExportedFiles(const std::vector<ExportedFile> &files, const QString &folder)
{
    const QDir dir(folder);
    for (const ExportedFile &f : files) {
        const QString path = dir.filePath(f.path);
        if (!QDir().mkpath(QFileInfo(path).path()))
            return QCoreApplication::translate("hvnet::export", "cannot create the folder %1")
                .arg(QFileInfo(path).path());
        QSaveFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(f.content) != f.content.size() || !file.commit())
            return QCoreApplication::translate("hvnet::export", "cannot write %1: %2").arg(path, file.errorString());
    }
    return {};
}

} // namespace hvnet

#include "templatestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>

namespace hvnet {

std::optional<QString> TemplateStore::load(const QString &relativePath, QString *error) const
{
    QStringList candidates;
    if (!m_overrideDir.isEmpty())
        candidates << QDir(m_overrideDir).filePath(relativePath);
    candidates << QStringLiteral(":/hvnet/templates/") + relativePath;
    for (const QString &path : candidates) {
        QFile file(path);
        if (!file.exists())
            continue;
        if (!file.open(QIODevice::ReadOnly)) {
            if (error)
                *error = QCoreApplication::translate("hvnet::TemplateStore", "cannot read template %1: %2")
                             .arg(path, file.errorString());
            return std::nullopt;
        }
        return QString::fromUtf8(file.readAll());
    }
    if (error)
        *error = QCoreApplication::translate("hvnet::TemplateStore", "there is no template %1").arg(relativePath);
    return std::nullopt;
}

} // namespace hvnet

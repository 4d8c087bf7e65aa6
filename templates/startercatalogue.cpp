#include "startercatalogue.h"

#include "model/designreader.h"

#include <QDir>
#include <QFile>

namespace hvnet {

namespace {
const QString root = QStringLiteral(":/hvnet/templates/starters");
const QString suffix = QStringLiteral(".hvnet");
} // namespace

QList<StarterTemplate> StarterCatalogue::all()
{
    QList<StarterTemplate> list;
    const QStringList files = QDir(root).entryList({QStringLiteral("*.hvnet")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString id = file.chopped(suffix.size());
        const auto design = DesignReader::read(*content(id)).design;
        list.push_back({id, design ? design->meta.name : QString(), design ? design->meta.description : QString()});
    }
    return list;
}

std::optional<QByteArray> StarterCatalogue::content(const QString &id)
{
    QFile file(root + QLatin1Char('/') + id + suffix);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    return file.readAll();
}

} // namespace hvnet

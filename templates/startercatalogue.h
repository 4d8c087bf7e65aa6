#pragma once

#include <QByteArray>
#include <QList>
#include <QString>

#include <optional>

namespace hvnet {

struct StarterTemplate {
    QString id; // e.g. "s2d-converged-set"
    QString name; // the design name
    QString description; // the design's meta.description
};

// The starter designs shipped with hvnet, in id order.
class StarterCatalogue
{
public:
    static QList<StarterTemplate> all();
    static std::optional<QByteArray> content(const QString &id);
};

} // namespace hvnet

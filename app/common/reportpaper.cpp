#include "reportpaper.h"

#include <QSettings>

namespace hvnet {

QPageSize::PageSizeId ReportPaper::load()
{
    const QSettings settings(QStringLiteral("hvnet"), QStringLiteral("hvnet"));
    return settings.value(QStringLiteral("report/pageSize")).toString() == QLatin1String("letter") ? QPageSize::Letter
                                                                                                   : QPageSize::A4;
}

void ReportPaper::save(QPageSize::PageSizeId size)
{
    QSettings settings(QStringLiteral("hvnet"), QStringLiteral("hvnet"));
    settings.setValue(
        QStringLiteral("report/pageSize"), size == QPageSize::Letter ? QStringLiteral("letter") : QStringLiteral("a4"));
}

} // namespace hvnet

#include "translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace hvnet {

void installTranslations(QCoreApplication &app)
{
    auto *own = new QTranslator(&app);
    if (own->load(QLocale(), QStringLiteral("hvnet"), QStringLiteral("_"), QStringLiteral(":/hvnet/translations")))
        app.installTranslator(own);
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
}

} // namespace hvnet

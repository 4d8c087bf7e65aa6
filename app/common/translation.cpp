#include "translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace hvnet {

void installTranslations(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("hvnet"), QStringLiteral("_"), QStringLiteral(":/hvnet/translations")))
        app.installTranslator(own);
    else
        delete own;
    auto *qt = new QTranslator(&app);
    if (qt->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);
    else
        delete qt;
}

} // namespace hvnet

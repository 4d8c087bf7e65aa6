#include "translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace hvnet {

namespace {
const QString translatorName = QStringLiteral("hvnetTranslator");

void install(QCoreApplication &app, const QLocale &locale, const QString &file, const QString &folder)
{
    auto *translator = new QTranslator(&app);
    translator->setObjectName(translatorName);
    if (translator->load(locale, file, QStringLiteral("_"), folder))
        QCoreApplication::installTranslator(translator);
    else
        delete translator;
}
} // namespace

void installTranslations(QCoreApplication &app, const QString &language)
{
    // A second call (the designer's View > Language) replaces what the first
    // installed; Qt then sends every widget a LanguageChange.
    for (QTranslator *old : app.findChildren<QTranslator *>(translatorName, Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    // Numbers and dates the user reads follow the language chosen.
    QLocale::setDefault(locale);
    install(app, locale, QStringLiteral("hvnet"), QStringLiteral(":/hvnet/translations"));
    install(app, locale, QStringLiteral("qtbase"), QLibraryInfo::path(QLibraryInfo::TranslationsPath));
}

} // namespace hvnet

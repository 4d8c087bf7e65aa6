#pragma once

#include <QString>

class QCoreApplication;

namespace hvnet {

// Loads hvnet's and Qt's translations: for language ("de", "en") when given,
// else for the user's locale, when there are any.
void installTranslations(QCoreApplication &app, const QString &language = {});

} // namespace hvnet

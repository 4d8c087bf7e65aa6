#pragma once

#include <QString>

class QCoreApplication;

namespace hvnet {

// Loads hvnet's and Qt's translations: for language ("de", "en") when given,
// else for the user's locale, when there are any, and makes that locale the
// default one for numbers and dates. Called again, it replaces what it
// installed before.
void installTranslations(QCoreApplication &app, const QString &language = {});

} // namespace hvnet

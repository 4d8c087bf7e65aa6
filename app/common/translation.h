#pragma once

class QCoreApplication;

namespace hvnet {

// Loads hvnet's and Qt's translations for the user's locale, when there are any.
void installTranslations(QCoreApplication &app);

} // namespace hvnet

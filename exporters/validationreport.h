#pragma once

#include <QByteArray>
#include <QString>

namespace hvnet {

class RuleCatalogue;
struct ValidationResult;

// The validation result and the rule catalogue as the command line and the
// designer write them. JSON is machine output (never translated) and follows
// docs/cli.md exactly; text is for people and is translated.
class ValidationReport
{
public:
    static QByteArray toJson(const QString &designName, const ValidationResult &result);
    static QString toText(const QString &designName, const ValidationResult &result);

    static QByteArray catalogueToJson(const RuleCatalogue &catalogue);
    static QString catalogueToText(const RuleCatalogue &catalogue);
};

} // namespace hvnet

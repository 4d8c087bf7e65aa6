#pragma once

#include <QByteArray>
#include <QString>

namespace hvnet {

class RuleCatalogue;
struct ValidationResult;

// How a JUnit report names its run and the class of its test cases.
struct JUnitSuite {
    QString name = QStringLiteral("hvnet validate");
    QString testClass = QStringLiteral("hvnet.rules");
};

// The validation result and the rule catalogue as the command line and the
// designer write them. JSON is machine output (never translated) and follows
// docs/cli.md exactly; text is for people and is translated.
class ValidationReport
{
public:
    static QByteArray toJson(const QString &designName, const ValidationResult &result);
    // The closing line names the run: "validation passed", "check FAILED".
    enum class Run { Validate, Check };
    static QString toText(const QString &designName, const ValidationResult &result, Run run = Run::Validate);
    // SARIF 2.1.0 for code-scanning tools: the rules in tool.driver.rules, one
    // result per finding with the design file as its artifact and the object
    // ids as logical locations; accepted findings carry an inSource suppression.
    // A finding with evidence (hvnet check) is located in its evidence file
    // and line instead, the file given relative to evidenceFolder.
    static QByteArray toSarif(const QString &designFile, const ValidationResult &result,
        const RuleCatalogue &catalogue, const QString &evidenceFolder = {});
    // JUnit XML for CI dashboards: one testcase per rule, a failure per
    // unsuppressed error or warning. suite names the run ("hvnet validate",
    // "hvnet check") and the class of its test cases.
    static QByteArray toJUnit(const QString &designName, const ValidationResult &result,
        const RuleCatalogue &catalogue, const JUnitSuite &suite = {});

    static QByteArray catalogueToJson(const RuleCatalogue &catalogue);
    static QString catalogueToText(const RuleCatalogue &catalogue);
};

} // namespace hvnet

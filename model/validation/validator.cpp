#include "validator.h"

#include "model/design.h"
#include "rulecatalogue.h"
#include "validationcontext.h"

#include <QCoreApplication>

#include <algorithm>

namespace hvnet {

namespace {

constexpr RuleInfo suppressionUnusedInfo{"suppression.unused", Severity::Info,
    QT_TRANSLATE_NOOP("hvnet::rules", "A suppression matches no finding"),
    QT_TRANSLATE_NOOP("hvnet::rules",
        "A suppression that no longer matches anything hides nothing and only misleads the next "
        "reader; stale suppressions should not pile up."),
    QT_TRANSLATE_NOOP("hvnet::rules", "hvnet rule engine")};

// The engine itself raises this one after applying the suppressions; the rule
// exists so that the catalogue lists and documents it like every other.
class SuppressionUnused final : public Rule
{
public:
    SuppressionUnused() : Rule(suppressionUnusedInfo) { }
    void check(const ValidationContext &, FindingSink &) const override { }
};

bool matches(const Suppression &suppression, const Finding &finding)
{
    if (suppression.rule != finding.rule)
        return false;
    for (const QString &id : suppression.objects)
        if (!finding.objects.contains(id))
            return false;
    return true;
}

} // namespace

void registerEngineRules(RuleCatalogue &catalogue)
{
    catalogue.add(std::make_unique<SuppressionUnused>());
}

ValidationResult Validator::run(const Design &design)
{
    return run(design, RuleCatalogue::standard());
}

ValidationResult Validator::run(const Design &design, const RuleCatalogue &catalogue)
{
    std::vector<Finding> findings;
    const ValidationContext context(design);
    for (const auto &rule : catalogue.rules()) {
        FindingSink sink(rule->info(), findings);
        rule->check(context, sink);
    }
    return conclude(design, std::move(findings), catalogue, Suppressions::DesignRules);
}

ValidationResult Validator::conclude(
    const Design &design, std::vector<Finding> findings, const RuleCatalogue &catalogue, Suppressions family)
{
    ValidationResult result;
    result.findings = std::move(findings);
    std::vector<Finding> unused;
    for (const Suppression &suppression : design.suppressions) {
        const bool live = suppression.rule.startsWith(QLatin1String("live."));
        if (live != (family == Suppressions::LiveFindings))
            continue;
        bool used = false;
        for (Finding &finding : result.findings) {
            if (!finding.suppressed && matches(suppression, finding)) {
                finding.suppressed = true;
                finding.reason = suppression.reason;
                used = true;
            }
        }
        if (used)
            continue;
        const QString objects = suppression.objects.isEmpty()
            ? QCoreApplication::translate("hvnet::rules", "every object")
            : suppression.objects.join(QStringLiteral(", "));
        const QString message = catalogue.find(suppression.rule)
            ? QCoreApplication::translate(
                "hvnet::rules", "The suppression of %1 for %2 matches no finding; remove it from the design.")
                  .arg(suppression.rule, objects)
            : QCoreApplication::translate("hvnet::rules",
                "The suppression names rule %1, which is not in the catalogue; check the "
                "spelling or remove it.")
                  .arg(suppression.rule);
        unused.push_back(Finding{QString::fromLatin1(suppressionUnusedInfo.id), suppressionUnusedInfo.severity, message,
            suppression.objects, false, {}, {}});
    }
    result.findings.insert(result.findings.end(), unused.begin(), unused.end());

    std::sort(result.findings.begin(), result.findings.end(), findingLess);
    for (const Finding &finding : result.findings) {
        if (finding.suppressed)
            ++result.suppressed;
        else if (finding.severity == Severity::Error)
            ++result.errors;
        else if (finding.severity == Severity::Warning)
            ++result.warnings;
        else
            ++result.infos;
    }
    return result;
}

} // namespace hvnet

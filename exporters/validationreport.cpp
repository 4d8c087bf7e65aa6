#include "validationreport.h"

#include "validation/rulecatalogue.h"
#include "validation/validator.h"

#include <QCoreApplication>

#include <nlohmann/json.hpp>

namespace hvnet {

namespace {

using ojson = nlohmann::ordered_json;

// One translation context for this file, as lupdate sees it too.
struct ReportText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::ValidationReport)
};

std::string s(const QString &text)
{
    return text.toStdString();
}

QByteArray dump(const ojson &value)
{
    return QByteArray::fromStdString(value.dump(2) + '\n');
}

QString severityHeading(Severity severity, int count)
{
    switch (severity) {
    case Severity::Error: return ReportText::tr("Errors (%n)", nullptr, count);
    case Severity::Warning: return ReportText::tr("Warnings (%n)", nullptr, count);
    case Severity::Info: return ReportText::tr("Information (%n)", nullptr, count);
    }
    return {};
}

// Hanging indent so that long messages stay readable in an 80-column terminal.
QString wrap(const QString &text, int indent, int width = 100)
{
    const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString out;
    int column = indent;
    for (const QString &word : words) {
        if (column > indent && column + 1 + word.size() > width) {
            out += QLatin1Char('\n') + QString(indent, QLatin1Char(' '));
            column = indent;
        } else if (column > indent) {
            out += QLatin1Char(' ');
            ++column;
        }
        out += word;
        column += int(word.size());
    }
    return out;
}

} // namespace

QByteArray ValidationReport::toJson(const QString &designName, const ValidationResult &result)
{
    ojson findings = ojson::array();
    for (const Finding &f : result.findings) {
        ojson j = ojson::object();
        j["rule"] = s(f.rule);
        j["severity"] = std::string(enumName(f.severity));
        j["message"] = s(f.message);
        ojson objects = ojson::array();
        for (const QString &id : f.objects)
            objects.push_back(s(id));
        j["objects"] = objects;
        j["suppressed"] = f.suppressed;
        if (f.suppressed)
            j["reason"] = s(f.reason);
        findings.push_back(j);
    }
    ojson root = ojson::object();
    root["design"] = s(designName);
    root["summary"] = ojson{{"error", result.errors}, {"warning", result.warnings}, {"info", result.infos},
        {"suppressed", result.suppressed}};
    root["findings"] = findings;
    return dump(root);
}

QString ValidationReport::toText(const QString &designName, const ValidationResult &result)
{
    QString out;
    for (Severity severity : {Severity::Error, Severity::Warning, Severity::Info}) {
        int count = 0;
        for (const Finding &f : result.findings)
            count += !f.suppressed && f.severity == severity;
        if (count == 0)
            continue;
        out += severityHeading(severity, count) + QLatin1Char('\n');
        for (const Finding &f : result.findings) {
            if (f.suppressed || f.severity != severity)
                continue;
            out += QStringLiteral("  %1\n").arg(f.rule);
            out += QStringLiteral("    ") + wrap(f.message, 4) + QLatin1Char('\n');
            if (!f.objects.isEmpty())
                out += QStringLiteral("    ")
                    + wrap(ReportText::tr("objects: %1").arg(f.objects.join(QStringLiteral(", "))), 4)
                    + QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    if (result.suppressed > 0) {
        out += ReportText::tr("Accepted deviations (%n)", nullptr, result.suppressed) + QLatin1Char('\n');
        for (const Finding &f : result.findings) {
            if (!f.suppressed)
                continue;
            out += QStringLiteral("  %1 (%2)\n").arg(f.rule, enumString(f.severity));
            out += QStringLiteral("    ") + wrap(f.message, 4) + QLatin1Char('\n');
            out += QStringLiteral("    ") + wrap(ReportText::tr("accepted: %1").arg(f.reason), 4) + QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    const QString verdict = result.hasErrors() ? ReportText::tr("FAILED") : ReportText::tr("passed");
    out += ReportText::tr("%1: validation %2 with %3 error(s), %4 warning(s), %5 info, %6 accepted.")
               .arg(designName, verdict)
               .arg(result.errors)
               .arg(result.warnings)
               .arg(result.infos)
               .arg(result.suppressed)
        + QLatin1Char('\n');
    return out;
}

QByteArray ValidationReport::catalogueToJson(const RuleCatalogue &catalogue)
{
    ojson rules = ojson::array();
    for (const auto &rule : catalogue.rules()) {
        // Machine output: the untranslated source strings.
        const RuleInfo &info = rule->info();
        rules.push_back(ojson{{"id", info.id}, {"severity", std::string(enumName(info.severity))},
            {"title", info.title}, {"rationale", info.rationale}, {"source", info.source}});
    }
    return dump(ojson{{"rules", rules}});
}

QString ValidationReport::catalogueToText(const RuleCatalogue &catalogue)
{
    QString out;
    for (const auto &rule : catalogue.rules()) {
        out += QStringLiteral("%1  [%2]\n").arg(rule->id(), enumString(rule->defaultSeverity()));
        out += QStringLiteral("    ") + wrap(rule->title(), 4) + QLatin1Char('\n');
        out += QStringLiteral("    ") + wrap(ReportText::tr("Why: %1").arg(rule->rationale()), 4) + QLatin1Char('\n');
        out += QStringLiteral("    ") + wrap(ReportText::tr("Source: %1").arg(rule->source()), 4) + QLatin1Char('\n')
            + QLatin1Char('\n');
    }
    out += ReportText::tr("%n rule(s).", nullptr, int(catalogue.rules().size())) + QLatin1Char('\n');
    return out;
}

} // namespace hvnet

#include "validationreport.h"

#include "model/validation/rulecatalogue.h"
#include "model/validation/validator.h"

#include <QCoreApplication>
#include <QDir>
#include <QUrl>
#include <QXmlStreamWriter>

#include <map>

#include <nlohmann/json.hpp>

namespace hvnet {

namespace {

using ojson = nlohmann::ordered_json;

// One translation context for this file, as lupdate sees it too.
struct ValidationReportText {
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
    case Severity::Error: return ValidationReportText::tr("Errors (%n)", nullptr, count);
    case Severity::Warning: return ValidationReportText::tr("Warnings (%n)", nullptr, count);
    case Severity::Info: return ValidationReportText::tr("Information (%n)", nullptr, count);
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

// "hosts/S2D01.json:42", or the file alone when no line is known.
QString evidenceText(const EvidenceLocation &evidence)
{
    return evidence.line > 0 ? QStringLiteral("%1:%2").arg(evidence.file).arg(evidence.line) : evidence.file;
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
        if (!f.evidence.isEmpty())
            j["evidence"] = ojson{{"file", s(f.evidence.file)}, {"line", f.evidence.line}};
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

QString ValidationReport::toText(const QString &designName, const ValidationResult &result, Run run)
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
                    + wrap(ValidationReportText::tr("objects: %1").arg(f.objects.join(QStringLiteral(", "))), 4)
                    + QLatin1Char('\n');
            if (!f.evidence.isEmpty())
                out += QStringLiteral("    ") + wrap(ValidationReportText::tr("evidence: %1").arg(evidenceText(f.evidence)), 4)
                    + QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    if (result.suppressed > 0) {
        out += ValidationReportText::tr("Accepted deviations (%n)", nullptr, result.suppressed) + QLatin1Char('\n');
        for (const Finding &f : result.findings) {
            if (!f.suppressed)
                continue;
            out += QStringLiteral("  %1 (%2)\n").arg(f.rule, enumString(f.severity));
            out += QStringLiteral("    ") + wrap(f.message, 4) + QLatin1Char('\n');
            out += QStringLiteral("    ") + wrap(ValidationReportText::tr("accepted: %1").arg(f.reason), 4) + QLatin1Char('\n');
        }
        out += QLatin1Char('\n');
    }
    const QString verdict = result.hasErrors() ? ValidationReportText::tr("FAILED") : ValidationReportText::tr("passed");
    const QString sentence = run == Run::Check
        ? ValidationReportText::tr("%1: check against the evidence %2 with %3 error(s), %4 warning(s), %5 info, %6 accepted.")
        : ValidationReportText::tr("%1: validation %2 with %3 error(s), %4 warning(s), %5 info, %6 accepted.");
    out += sentence.arg(designName, verdict)
               .arg(result.errors)
               .arg(result.warnings)
               .arg(result.infos)
               .arg(result.suppressed)
        + QLatin1Char('\n');
    return out;
}

namespace {

std::string sarifLevel(Severity severity)
{
    switch (severity) {
    case Severity::Error: return "error";
    case Severity::Warning: return "warning";
    case Severity::Info: return "note";
    }
    return "none";
}

// A relative path stays a relative URI reference; an absolute one becomes a file: URI.
std::string artifactUri(const QString &path)
{
    if (QDir::isAbsolutePath(path))
        return QUrl::fromLocalFile(path).toString(QUrl::FullyEncoded).toStdString();
    return QUrl::toPercentEncoding(QDir::fromNativeSeparators(path), "/").toStdString();
}

} // namespace

QByteArray ValidationReport::toSarif(const QString &designFile, const ValidationResult &result,
    const RuleCatalogue &catalogue, const QString &evidenceFolder)
{
    ojson rules = ojson::array();
    std::map<QString, int> ruleIndex;
    for (const auto &rule : catalogue.rules()) {
        const RuleInfo &info = rule->info();
        ruleIndex[rule->id()] = int(rules.size());
        rules.push_back(ojson{{"id", info.id}, {"shortDescription", {{"text", info.title}}},
            {"fullDescription", {{"text", info.rationale}}},
            {"help", {{"text", std::string("Source: ") + info.source}}},
            {"defaultConfiguration", {{"level", sarifLevel(info.severity)}}}});
    }
    const std::string uri = artifactUri(designFile);
    // The design is artifact 0; evidence files follow in the order findings name them.
    ojson artifacts = ojson::array({ojson{{"location", {{"uri", uri}}}}});
    std::map<QString, int> evidenceIndex;
    ojson results = ojson::array();
    for (const Finding &f : result.findings) {
        ojson r = ojson::object();
        r["ruleId"] = s(f.rule);
        if (const auto it = ruleIndex.find(f.rule); it != ruleIndex.end())
            r["ruleIndex"] = it->second;
        r["level"] = sarifLevel(f.severity);
        r["message"] = ojson{{"text", s(f.message)}};
        ojson location = ojson::object();
        if (f.evidence.isEmpty()) {
            location["physicalLocation"] = ojson{{"artifactLocation", {{"uri", uri}, {"index", 0}}}};
        } else {
            const std::string evidenceUri = artifactUri(
                evidenceFolder.isEmpty() ? f.evidence.file : QDir(evidenceFolder).filePath(f.evidence.file));
            auto [it, added] = evidenceIndex.try_emplace(f.evidence.file, int(artifacts.size()));
            if (added)
                artifacts.push_back(ojson{{"location", {{"uri", evidenceUri}}}});
            ojson physical = ojson{{"artifactLocation", {{"uri", evidenceUri}, {"index", it->second}}}};
            if (f.evidence.line > 0)
                physical["region"] = ojson{{"startLine", f.evidence.line}};
            location["physicalLocation"] = physical;
        }
        if (!f.objects.isEmpty()) {
            ojson logical = ojson::array();
            for (const QString &id : f.objects)
                logical.push_back(ojson{{"name", s(id)}, {"kind", "object"}});
            location["logicalLocations"] = logical;
        }
        r["locations"] = ojson::array({location});
        if (f.suppressed)
            r["suppressions"] = ojson::array({ojson{{"kind", "inSource"}, {"justification", s(f.reason)}}});
        results.push_back(r);
    }
    ojson driver = ojson::object();
    driver["name"] = "hvnet";
    driver["version"] = HVNET_VERSION;
    driver["rules"] = rules;
    ojson run = ojson::object();
    run["tool"] = ojson{{"driver", driver}};
    run["artifacts"] = artifacts;
    run["results"] = results;
    ojson root = ojson::object();
    root["$schema"] = "https://json.schemastore.org/sarif-2.1.0.json";
    root["version"] = "2.1.0";
    root["runs"] = ojson::array({run});
    return dump(root);
}

QByteArray ValidationReport::toJUnit(const QString &designName, const ValidationResult &result,
    const RuleCatalogue &catalogue, const JUnitSuite &suite)
{
    std::map<QString, std::vector<const Finding *>> byRule;
    for (const Finding &f : result.findings)
        byRule[f.rule].push_back(&f);
    auto counts = [](const Finding *f) { return !f->suppressed && f->severity != Severity::Info; };
    int failedCases = 0;
    for (const auto &rule : catalogue.rules()) {
        const auto &list = byRule[rule->id()];
        failedCases += std::any_of(list.begin(), list.end(), counts);
    }
    const QString tests = QString::number(catalogue.rules().size());
    QByteArray xml;
    QXmlStreamWriter w(&xml);
    w.setAutoFormatting(true);
    w.setAutoFormattingIndent(2);
    w.writeStartDocument();
    w.writeStartElement(QStringLiteral("testsuites"));
    w.writeAttribute(QStringLiteral("name"), suite.name);
    w.writeAttribute(QStringLiteral("tests"), tests);
    w.writeAttribute(QStringLiteral("failures"), QString::number(failedCases));
    w.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    w.writeStartElement(QStringLiteral("testsuite"));
    w.writeAttribute(QStringLiteral("name"), designName);
    w.writeAttribute(QStringLiteral("tests"), tests);
    w.writeAttribute(QStringLiteral("failures"), QString::number(failedCases));
    w.writeAttribute(QStringLiteral("errors"), QStringLiteral("0"));
    w.writeAttribute(QStringLiteral("skipped"), QStringLiteral("0"));
    for (const auto &rule : catalogue.rules()) {
        w.writeStartElement(QStringLiteral("testcase"));
        w.writeAttribute(QStringLiteral("classname"), suite.testClass);
        w.writeAttribute(QStringLiteral("name"), rule->id());
        QStringList notes;
        for (const Finding *f : byRule[rule->id()]) {
            const QString objects = f->objects.join(QStringLiteral(", "));
            if (counts(f)) {
                w.writeStartElement(QStringLiteral("failure"));
                w.writeAttribute(QStringLiteral("type"), enumString(f->severity));
                w.writeAttribute(QStringLiteral("message"), f->message);
                QString body = objects.isEmpty() ? f->message : f->message + QStringLiteral("\nobjects: ") + objects;
                if (!f->evidence.isEmpty())
                    body += QStringLiteral("\nevidence: ") + evidenceText(f->evidence);
                w.writeCharacters(body);
                w.writeEndElement();
            } else {
                QString note = f->suppressed ? QStringLiteral("accepted %1: %2 (reason: %3)")
                                                   .arg(enumString(f->severity), f->message, f->reason)
                                             : QStringLiteral("%1: %2").arg(enumString(f->severity), f->message);
                if (!f->evidence.isEmpty())
                    note += QStringLiteral(" (evidence: %1)").arg(evidenceText(f->evidence));
                notes << note;
            }
        }
        if (!notes.isEmpty())
            w.writeTextElement(QStringLiteral("system-out"), notes.join(QLatin1Char('\n')));
        w.writeEndElement();
    }
    w.writeEndElement();
    w.writeEndElement();
    w.writeEndDocument();
    return xml;
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
        out += QStringLiteral("    ") + wrap(ValidationReportText::tr("Why: %1").arg(rule->rationale()), 4) + QLatin1Char('\n');
        out += QStringLiteral("    ") + wrap(ValidationReportText::tr("Source: %1").arg(rule->source()), 4) + QLatin1Char('\n')
            + QLatin1Char('\n');
    }
    out += ValidationReportText::tr("%n rule(s).", nullptr, int(catalogue.rules().size())) + QLatin1Char('\n');
    return out;
}

} // namespace hvnet

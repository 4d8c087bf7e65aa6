// The validation output formats, parsed back: JSON as documented, SARIF 2.1.0
// checked against the structure the standard requires, JUnit XML.

#include "exporters/validationreport.h"
#include "model/designfile.h"
#include "model/validation/rulecatalogue.h"
#include "model/validation/validator.h"

#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include <nlohmann/json.hpp>

using namespace hvnet;
using nlohmann::json;

namespace {

Design load(const char *path)
{
    const auto loaded = DesignFile::load(QString::fromLatin1(path));
    if (!loaded.design)
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.design;
}

// A design with errors, warnings, an accepted finding and info.
Design mixed()
{
    Design d = load(HVNET_TEST_DATA "/rules/fabric.mtu-mismatch/raises.hvnet");
    d.suppressions.push_back(
        {QStringLiteral("fabric.mtu-mismatch"), {QStringLiteral("st1")}, QStringLiteral("lab only")});
    d.suppressions.push_back({QStringLiteral("qos.bandwidth-over"), {}, QStringLiteral("stale")});
    d.node(QStringLiteral("hv1"))->interface(QStringLiteral("hv1-s1"))->registerDns = true; // a warning that stays
    return d;
}

bool isString(const json &j, const char *key)
{
    return j.contains(key) && j.at(key).is_string();
}

} // namespace

class TestReports : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void jsonParsesBack()
    {
        const ValidationResult result = Validator::run(mixed());
        const json doc = json::parse(ValidationReport::toJson(QStringLiteral("Mixed"), result).toStdString());
        QCOMPARE(doc.at("design").get<std::string>(), std::string("Mixed"));
        QCOMPARE(doc.at("summary").at("error").get<int>(), result.errors);
        QCOMPARE(doc.at("summary").at("warning").get<int>(), result.warnings);
        QCOMPARE(doc.at("summary").at("info").get<int>(), result.infos);
        QCOMPARE(doc.at("summary").at("suppressed").get<int>(), 1);
        QCOMPARE(doc.at("findings").size(), result.findings.size());
        for (std::size_t i = 0; i < result.findings.size(); ++i) {
            const json &f = doc.at("findings")[i];
            QCOMPARE(QString::fromStdString(f.at("rule").get<std::string>()), result.findings[i].rule);
            QCOMPARE(QString::fromStdString(f.at("message").get<std::string>()), result.findings[i].message);
            QCOMPARE(f.contains("reason"), result.findings[i].suppressed);
        }
    }

    void sarifHasTheRequiredStructure()
    {
        const RuleCatalogue &catalogue = RuleCatalogue::standard();
        const ValidationResult result = Validator::run(mixed());
        const json log = json::parse(
            ValidationReport::toSarif(QStringLiteral("designs/mixed case.hvnet"), result, catalogue).toStdString());

        // sarifLog: version "2.1.0" and runs (required).
        QCOMPARE(log.at("version").get<std::string>(), std::string("2.1.0"));
        QVERIFY(isString(log, "$schema"));
        QCOMPARE(log.at("runs").size(), std::size_t(1));
        const json &run = log.at("runs")[0];
        // run.tool.driver.name (required); rules are reportingDescriptors with an id.
        const json &driver = run.at("tool").at("driver");
        QVERIFY(isString(driver, "name"));
        const json &rules = driver.at("rules");
        QCOMPARE(rules.size(), catalogue.rules().size());
        QSet<QString> ids;
        for (const json &rule : rules) {
            QVERIFY(isString(rule, "id"));
            QVERIFY(isString(rule.at("shortDescription"), "text"));
            QVERIFY(isString(rule.at("fullDescription"), "text"));
            const std::string level = rule.at("defaultConfiguration").at("level").get<std::string>();
            QVERIFY(level == "error" || level == "warning" || level == "note");
            ids.insert(QString::fromStdString(rule.at("id").get<std::string>()));
        }
        QCOMPARE(ids.size(), qsizetype(rules.size()));
        // The artifact, its URI percent-encoded.
        QCOMPARE(run.at("artifacts")[0].at("location").at("uri").get<std::string>(),
            std::string("designs/mixed%20case.hvnet"));
        // results: message.text (required), ruleId consistent with ruleIndex, a valid level.
        const json &results = run.at("results");
        QCOMPARE(results.size(), result.findings.size());
        int suppressed = 0;
        for (std::size_t i = 0; i < results.size(); ++i) {
            const json &r = results[i];
            QVERIFY(isString(r.at("message"), "text"));
            const std::string ruleId = r.at("ruleId").get<std::string>();
            if (ruleId != "no.such-rule")
                QCOMPARE(rules[r.at("ruleIndex").get<std::size_t>()].at("id").get<std::string>(), ruleId);
            const std::string level = r.at("level").get<std::string>();
            QVERIFY(level == "error" || level == "warning" || level == "note");
            const json &location = r.at("locations")[0];
            QCOMPARE(location.at("physicalLocation").at("artifactLocation").at("index").get<int>(), 0);
            QStringList logical;
            if (location.contains("logicalLocations"))
                for (const json &l : location.at("logicalLocations")) {
                    QCOMPARE(l.at("kind").get<std::string>(), std::string("object"));
                    logical << QString::fromStdString(l.at("name").get<std::string>());
                }
            QCOMPARE(logical, result.findings[i].objects);
            if (r.contains("suppressions")) {
                ++suppressed;
                const json &s = r.at("suppressions")[0];
                QCOMPARE(s.at("kind").get<std::string>(), std::string("inSource"));
                QCOMPARE(s.at("justification").get<std::string>(), std::string("lab only"));
            }
        }
        QCOMPARE(suppressed, 1);
    }

    void junitParsesBack()
    {
        const RuleCatalogue &catalogue = RuleCatalogue::standard();
        const ValidationResult result = Validator::run(mixed());
        QXmlStreamReader xml(ValidationReport::toJUnit(QStringLiteral("Mixed <&> \"quoted\""), result, catalogue));
        int testcases = 0;
        int failures = 0;
        int failedCases = 0;
        bool currentFailed = false;
        QString suiteName;
        QString suiteFailures;
        QStringList names;
        while (!xml.atEnd()) {
            xml.readNext();
            if (xml.isStartElement() && xml.name() == QLatin1String("testsuite")) {
                suiteName = xml.attributes().value(QStringLiteral("name")).toString();
                suiteFailures = xml.attributes().value(QStringLiteral("failures")).toString();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("testcase")) {
                ++testcases;
                currentFailed = false;
                names << xml.attributes().value(QStringLiteral("name")).toString();
            } else if (xml.isStartElement() && xml.name() == QLatin1String("failure")) {
                ++failures;
                QVERIFY(!xml.attributes().value(QStringLiteral("message")).isEmpty());
                const QString type = xml.attributes().value(QStringLiteral("type")).toString();
                QVERIFY(type == QLatin1String("error") || type == QLatin1String("warning"));
                currentFailed = true;
            } else if (xml.isEndElement() && xml.name() == QLatin1String("testcase")) {
                failedCases += currentFailed;
            }
        }
        QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
        QCOMPARE(suiteName, QStringLiteral("Mixed <&> \"quoted\""));
        QCOMPARE(testcases, int(catalogue.rules().size()));
        QCOMPARE(failures, result.errors + result.warnings);
        QCOMPARE(suiteFailures.toInt(), failedCases);
        QVERIFY(names.contains(QStringLiteral("fabric.mtu-mismatch")));
    }

    void textGroupsBySeverity()
    {
        const ValidationResult result = Validator::run(mixed());
        const QString text = ValidationReport::toText(QStringLiteral("Mixed"), result);
        const qsizetype errors = text.indexOf(QStringLiteral("Errors ("));
        const qsizetype warnings = text.indexOf(QStringLiteral("Warnings ("));
        const qsizetype accepted = text.indexOf(QStringLiteral("Accepted deviations (1)"));
        QVERIFY(errors >= 0 && warnings > errors && accepted > warnings);
        QVERIFY(text.contains(QStringLiteral("accepted: lab only")));
        QVERIFY(text.trimmed().endsWith(QStringLiteral("accepted.")));
    }

    void outputsAreDeterministic()
    {
        const RuleCatalogue &catalogue = RuleCatalogue::standard();
        const Design d = mixed();
        QCOMPARE(ValidationReport::toSarif(QStringLiteral("x.hvnet"), Validator::run(d), catalogue),
            ValidationReport::toSarif(QStringLiteral("x.hvnet"), Validator::run(d), catalogue));
        QCOMPARE(ValidationReport::toJUnit(QStringLiteral("x"), Validator::run(d), catalogue),
            ValidationReport::toJUnit(QStringLiteral("x"), Validator::run(d), catalogue));
    }

    // Findings of design rules carry no evidence, and validate's outputs stay
    // as they were: no "evidence" member, the design the only SARIF artifact,
    // the JUnit suite "hvnet validate"; one finding with evidence changes
    // exactly that finding's entries.
    void evidenceOnlyWhereThereIsSome()
    {
        const RuleCatalogue &catalogue = RuleCatalogue::standard();
        ValidationResult result = Validator::run(mixed());
        QVERIFY(!result.findings.empty());
        const QByteArray json = ValidationReport::toJson(QStringLiteral("Mixed"), result);
        QVERIFY(!json.contains("\"evidence\""));
        const auto sarif = nlohmann::json::parse(ValidationReport::toSarif(QStringLiteral("x.hvnet"), result, catalogue).toStdString());
        QCOMPARE(sarif.at("runs").at(0).at("artifacts").size(), std::size_t(1));
        QVERIFY(ValidationReport::toJUnit(QStringLiteral("x"), result, catalogue).contains("name=\"hvnet validate\""));
        QVERIFY(!ValidationReport::toText(QStringLiteral("x"), result).contains(QStringLiteral("evidence")));

        result.findings[0].evidence = {QStringLiteral("hosts/HV01.json"), 7};
        const auto withEvidence = nlohmann::json::parse(ValidationReport::toJson(QStringLiteral("Mixed"), result).toStdString());
        QCOMPARE(withEvidence.at("findings").at(0).at("evidence").at("line").get<int>(), 7);
        QVERIFY(!withEvidence.at("findings").at(1).contains("evidence"));
        const auto sarif2 = nlohmann::json::parse(ValidationReport::toSarif(QStringLiteral("x.hvnet"), result, catalogue).toStdString());
        QCOMPARE(sarif2.at("runs").at(0).at("artifacts").size(), std::size_t(2));
        QCOMPARE(sarif2.at("runs").at(0).at("results").at(0).at("locations").at(0).at("physicalLocation").at("region").at("startLine").get<int>(), 7);
    }
};

QTEST_GUILESS_MAIN(TestReports)
#include "tst_reports.moc"

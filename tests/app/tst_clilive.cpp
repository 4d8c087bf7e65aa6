// hvnet collect and hvnet check as a user runs them: the real hvnet process
// on the evidence fixtures (tests/data/evidence/), its stdout, stderr, files
// and exit code. And the promise "deploy then check cannot disagree", end to
// end: a kit from `hvnet collect`, filled with what hosts deployed as planned
// write (EvidenceSimulator stands in for Windows), checks clean.

#include "model/design.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "templates/startercatalogue.h"
#include "tests/support/evidencecase.h"
#include "tests/support/evidencesimulator.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace hvnet;
using json = nlohmann::json;

namespace {

const QString evidenceData = EvidenceCase::root();

struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run runHvnet(const QStringList &arguments, const QString &locale = QStringLiteral("C.UTF-8"))
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("LC_ALL"), locale);
    environment.insert(QStringLiteral("LANG"), locale);
    environment.remove(QStringLiteral("LANGUAGE"));
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(HVNET_CLI), arguments);
    if (!process.waitForFinished(120000))
        qFatal("hvnet did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError()};
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool writeFile(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(content) == content.size();
}

// Every file under a folder by its relative path.
std::map<QString, QByteArray> filesUnder(const QString &dir)
{
    std::map<QString, QByteArray> files;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString relative = QDir(dir).relativeFilePath(it.next());
        files[relative] = readFile(QDir(dir).filePath(relative));
    }
    return files;
}

// The design of a fixture as a file hvnet reads.
QString designFile(const QString &name, const QTemporaryDir &dir)
{
    const QString path = dir.filePath(name + QStringLiteral(".hvnet"));
    if (!writeFile(path, DesignWriter::write(EvidenceCase(name).design())))
        qFatal("cannot write %s", qPrintable(path));
    return path;
}

json parse(const QByteArray &bytes)
{
    return json::parse(bytes.toStdString());
}

QStringList strings(const json &array)
{
    QStringList out;
    for (const auto &s : array)
        out << QString::fromStdString(s.get<std::string>());
    return out;
}

QString describe(const Run &run)
{
    return QStringLiteral("exit %1\nstdout: %2\nstderr: %3")
        .arg(run.code)
        .arg(QString::fromUtf8(run.out.left(4000)), QString::fromUtf8(run.err));
}

} // namespace

class TestCliLive : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpListsTheLiveCommands()
    {
        const Run help = runHvnet({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        QVERIFY(help.out.contains("collect FILE --out DIR"));
        QVERIFY(help.out.contains("check FILE --evidence DIR"));
        const Run check = runHvnet({QStringLiteral("check"), QStringLiteral("--help")});
        QCOMPARE(check.code, 0);
        for (const char *option : {"--evidence DIR", "--format FORMAT", "-o, --output FILE", "sarif", "junit"})
            QVERIFY2(check.out.contains(option), option);
        const Run collect = runHvnet({QStringLiteral("collect"), QStringLiteral("--help")});
        QCOMPARE(collect.code, 0);
        QVERIFY(collect.out.contains("--out DIR"));
        QVERIFY(collect.out.contains("--templates DIR"));
    }

    // ---------------------------------------------------------------- collect

    void collectWritesTheGoldenKit_data()
    {
        QTest::addColumn<QString>("id");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
    }

    // What `hvnet collect` writes is tst_collect's golden kit, file for file.
    void collectWritesTheGoldenKit()
    {
        QFETCH(QString, id);
        QTemporaryDir dir;
        const QString design = designFile(id, dir);
        const QString kit = dir.filePath(QStringLiteral("kit"));
        const Run run = runHvnet({QStringLiteral("collect"), design, QStringLiteral("--out"), kit});
        QVERIFY2(run.code == 0, qPrintable(describe(run)));
        QVERIFY(run.err.isEmpty());
        const auto written = filesUnder(kit);
        const auto golden = filesUnder(QStringLiteral(HVNET_TEST_DATA "/golden/collect/") + id);
        QVERIFY(!golden.empty());
        QStringList writtenNames, goldenNames;
        for (const auto &[path, content] : written)
            writtenNames << path;
        for (const auto &[path, content] : golden)
            goldenNames << path;
        QCOMPARE(writtenNames, goldenNames);
        for (const auto &[path, content] : golden)
            QVERIFY2(written.at(path) == content, qPrintable(path));
        // It says where, lists what it wrote, and what comes next.
        for (const QString &path : goldenNames)
            QVERIFY2(run.out.contains(path.toUtf8()), qPrintable(path));
        QVERIFY(run.out.contains("hvnet check " + design.toUtf8() + " --evidence " + kit.toUtf8()));
    }

    // --templates: the user's README template before the built-in one.
    void collectWithOwnTemplates()
    {
        QTemporaryDir dir;
        const QString design = designFile(QStringLiteral("s2d-2node-switchless"), dir);
        QVERIFY(writeFile(dir.filePath(QStringLiteral("templates/collect/README.md.mustache")),
            "Contoso's own instructions for {{design}}\n"));
        const QString kit = dir.filePath(QStringLiteral("kit"));
        const Run run = runHvnet({QStringLiteral("collect"), design, QStringLiteral("--out"), kit,
            QStringLiteral("--templates"), dir.filePath(QStringLiteral("templates"))});
        QVERIFY2(run.code == 0, qPrintable(describe(run)));
        QVERIFY2(readFile(kit + QStringLiteral("/README.md")).startsWith("Contoso's own instructions for "),
            readFile(kit + QStringLiteral("/README.md")).constData());
        // The scripts are still the built-in ones.
        QCOMPARE(readFile(kit + QStringLiteral("/S2D-N01.collect.ps1")),
            readFile(QStringLiteral(HVNET_TEST_DATA "/golden/collect/s2d-2node-switchless/S2D-N01.collect.ps1")));
    }

    // The administrator's README in the user's language, the messages too.
    void collectInGerman()
    {
        QTemporaryDir dir;
        const QString design = designFile(QStringLiteral("sofs-hyperv-2012r2"), dir);
        const QString kit = dir.filePath(QStringLiteral("kit"));
        const Run run = runHvnet(
            {QStringLiteral("collect"), design, QStringLiteral("--out"), kit}, QStringLiteral("de_DE.UTF-8"));
        QVERIFY2(run.code == 0, qPrintable(describe(run)));
        QVERIFY(readFile(kit + QStringLiteral("/README.md")).contains("## Auf jedem Server"));
        QVERIFY2(run.out.contains("Erfassungskit"), run.out.constData());
    }

    // Collecting again into a folder the administrator already filled keeps
    // the evidence and the dated manifest; another design's folder is refused.
    void collectKeepsWhatIsThere()
    {
        QTemporaryDir dir;
        const QString design = designFile(QStringLiteral("s2d-converged-set"), dir);
        const QString kit = dir.filePath(QStringLiteral("kit"));
        QCOMPARE(runHvnet({QStringLiteral("collect"), design, QStringLiteral("--out"), kit}).code, 0);
        const QByteArray host = "{\"collected\": true}";
        QVERIFY(writeFile(kit + QStringLiteral("/hosts/S2D01.json"), host));
        json manifest = parse(readFile(kit + QStringLiteral("/evidence.json")));
        manifest["collected"] = "2026-11-20T10:00:00Z";
        QVERIFY(writeFile(kit + QStringLiteral("/evidence.json"), QByteArray::fromStdString(manifest.dump(2))));
        const QByteArray dated = readFile(kit + QStringLiteral("/evidence.json"));

        const Run again = runHvnet({QStringLiteral("collect"), design, QStringLiteral("--out"), kit});
        QVERIFY2(again.code == 0, qPrintable(describe(again)));
        QCOMPARE(readFile(kit + QStringLiteral("/hosts/S2D01.json")), host);
        QCOMPARE(readFile(kit + QStringLiteral("/evidence.json")), dated);
        QVERIFY(again.out.contains("kept evidence.json, dated 2026-11-20T10:00:00Z"));
        QVERIFY(!again.out.contains("earlier kit"));

        // A node renamed in the design: its old script stays, named.
        Design renamed = EvidenceCase(QStringLiteral("s2d-converged-set")).design();
        renamed.nodes[3].name = QStringLiteral("S2D05");
        QVERIFY(writeFile(design, DesignWriter::write(renamed)));
        const Run afterRename = runHvnet({QStringLiteral("collect"), design, QStringLiteral("--out"), kit});
        QVERIFY2(afterRename.code == 0, qPrintable(describe(afterRename)));
        QVERIFY(QFile::exists(kit + QStringLiteral("/S2D05.collect.ps1")));
        QVERIFY(QFile::exists(kit + QStringLiteral("/S2D04.collect.ps1")));
        QVERIFY2(
            afterRename.out.contains("left S2D04.collect.ps1 of an earlier kit in place"), afterRename.out.constData());
        QCOMPARE(afterRename.out.count("earlier kit"), 1);

        const QString other = designFile(QStringLiteral("sofs-hyperv-2012r2"), dir);
        const Run refused = runHvnet({QStringLiteral("collect"), other, QStringLiteral("--out"), kit});
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains("holds the evidence of the design \"Hyperconverged S2D with SET (2022)\""),
            refused.err.constData());
        QCOMPARE(readFile(kit + QStringLiteral("/evidence.json")), dated);
    }

    void collectBadInput()
    {
        QTemporaryDir dir;
        const QString design = designFile(QStringLiteral("s2d-converged-set"), dir);
        const QString aFile = dir.filePath(QStringLiteral("a-file"));
        QVERIFY(writeFile(aFile, "x"));
        const QString broken = dir.filePath(QStringLiteral("broken.hvnet"));
        QVERIFY(writeFile(broken, "{\"format\": \"hvnet-design\", "));
        QVERIFY(writeFile(dir.filePath(QStringLiteral("unreadable/evidence.json")), "not json"));

        struct Case {
            QStringList arguments;
            int code;
            QByteArray says;
        };
        const QList<Case> cases = {
            {{QStringLiteral("collect"), design}, 1, "--out DIR is required"},
            {{QStringLiteral("collect")}, 1, "usage: hvnet collect"},
            {{QStringLiteral("collect"), design, QStringLiteral("--out"), aFile}, 1, "is a file, not a folder"},
            {{QStringLiteral("collect"), dir.filePath(QStringLiteral("none.hvnet")), QStringLiteral("--out"),
                 dir.filePath(QStringLiteral("k"))},
                1, "none.hvnet"},
            {{QStringLiteral("collect"), broken, QStringLiteral("--out"), dir.filePath(QStringLiteral("k"))}, 1,
                "broken.hvnet:1:"},
            {{QStringLiteral("collect"), design, QStringLiteral("--out"), dir.filePath(QStringLiteral("unreadable"))},
                1, "evidence.json hvnet cannot read"},
            {{QStringLiteral("collect"), design, QStringLiteral("--out"), dir.filePath(QStringLiteral("k")),
                 QStringLiteral("--templates"), dir.filePath(QStringLiteral("no-templates"))},
                1, "--templates " + dir.filePath(QStringLiteral("no-templates")).toUtf8() + " is not a folder"},
        };
        for (const Case &c : cases) {
            const Run run = runHvnet(c.arguments);
            QVERIFY2(run.code == c.code, qPrintable(c.arguments.join(QLatin1Char(' ')) + describe(run)));
            QCOMPARE(run.err.count('\n'), 1);
            QVERIFY2(run.err.startsWith("hvnet: ") && run.err.contains(c.says), run.err.constData());
            QVERIFY(run.out.isEmpty());
        }
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("k"))));
    }

    // A design with errors has no plan to collect or check against: exit 2.
    void designWithErrorsIsRefused()
    {
        QTemporaryDir dir;
        Design design = EvidenceCase(QStringLiteral("s2d-converged-set")).design();
        design.subnets[0].vlan = 5000; // subnet.vlan-invalid
        const QString path = dir.filePath(QStringLiteral("bad.hvnet"));
        QVERIFY(writeFile(path, DesignWriter::write(design)));
        const Run validate = runHvnet({QStringLiteral("validate"), path});
        QCOMPARE(validate.code, 2);
        const Run collect
            = runHvnet({QStringLiteral("collect"), path, QStringLiteral("--out"), dir.filePath(QStringLiteral("kit"))});
        QCOMPARE(collect.code, 2);
        QVERIFY2(collect.err.contains("hvnet validate " + path.toUtf8()), collect.err.constData());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("kit"))));
        const Run check = runHvnet({QStringLiteral("check"), path, QStringLiteral("--evidence"),
            evidenceData + QStringLiteral("/s2d-converged-set")});
        QCOMPARE(check.code, 2);
        QVERIFY2(check.err.contains("hvnet validate " + path.toUtf8()), check.err.constData());
        QVERIFY(check.out.isEmpty());
    }

    // ------------------------------------------------------------------ check

    void checkCleanFixtures_data()
    {
        QTest::addColumn<QString>("name");
        for (const char *base : {"sofs-hyperv-2012r2", "s2d-converged-set", "s2d-2node-switchless", "azurelocal-atc"})
            QTest::newRow(base) << QString::fromLatin1(base);
    }

    // The starters as deployed: exit 0, no error or warning, every node read.
    void checkCleanFixtures()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        const QString design = designFile(name, dir);
        const QString folder = evidenceData + QLatin1Char('/') + name;
        const Run json = runHvnet({QStringLiteral("check"), design, QStringLiteral("--evidence"), folder,
            QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(json.code == 0, qPrintable(describe(json)));
        const auto doc = parse(json.out);
        QCOMPARE(doc.at("summary").at("error").get<int>(), 0);
        QCOMPARE(doc.at("summary").at("warning").get<int>(), 0);
        for (const auto &f : doc.at("findings"))
            QCOMPARE(f.at("severity").get<std::string>(), std::string("info"));

        const Run text = runHvnet({QStringLiteral("check"), design, QStringLiteral("--evidence"), folder});
        QVERIFY2(text.code == 0, qPrintable(describe(text)));
        QVERIFY2(
            text.out.contains("check against the evidence passed with 0 error(s), 0 warning(s)"), text.out.constData());
        const Design d = *DesignReader::read(readFile(design)).design;
        for (const Node &n : d.nodes)
            QVERIFY2(text.out.contains(QStringLiteral("  %1: hosts/%1.json, matches the plan (").arg(n.name).toUtf8()),
                qPrintable(n.name));
    }

    void checkDrift_data()
    {
        QTest::addColumn<QString>("folder");
        for (const QString &drift :
            QDir(evidenceData + QStringLiteral("/drift")).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QTest::newRow(qPrintable(drift)) << evidenceData + QStringLiteral("/drift/") + drift;
    }

    // Each drift case in every format: the finding with its design objects,
    // the evidence file and line; exit 2 exactly when it is an error; -o
    // writes the same bytes as stdout.
    void checkDrift()
    {
        QFETCH(QString, folder);
        QTemporaryDir dir;
        const QString evidence = dir.filePath(QStringLiteral("evidence"));
        const EvidenceCase laid(QStringLiteral("drift/") + QFileInfo(folder).fileName());
        QVERIFY(laid.writeTo(evidence));
        const QString design = designFile(laid.designName(), dir);
        const QStringList base{QStringLiteral("check"), design, QStringLiteral("--evidence"), evidence};
        auto run = [&](const char *format) {
            return runHvnet(base + QStringList{QStringLiteral("--format"), QLatin1String(format)});
        };

        const Run jsonRun = run("json");
        const auto doc = parse(jsonRun.out);
        const int errors = doc.at("summary").at("error").get<int>();
        QCOMPARE(jsonRun.code, errors > 0 ? 2 : 0);
        const QString rule = QFileInfo(folder).fileName();
        const QStringList warnings{QStringLiteral("live.host-dcbx"), QStringLiteral("live.host-dns"),
            QStringLiteral("live.live-migration"), QStringLiteral("live.not-checked")};
        QCOMPARE(jsonRun.code, warnings.contains(rule) ? 0 : 2);

        const Run text = run("text");
        const Run sarifRun = run("sarif");
        const Run junit = run("junit");
        QCOMPARE(text.code, jsonRun.code);
        QCOMPARE(sarifRun.code, jsonRun.code);
        QCOMPARE(junit.code, jsonRun.code);
        const auto sarif = parse(sarifRun.out);
        for (const auto &expected : laid.expected()) {
            const auto found = std::find_if(doc.at("findings").begin(), doc.at("findings").end(), [&](const json &f) {
                return f.at("rule") == expected.at("rule") && f.at("objects") == expected.at("objects")
                    && f.value("evidence", json()) == expected.value("evidence", json());
            });
            QVERIFY2(found != doc.at("findings").end(), qPrintable(QString::fromStdString(expected.dump())));
            const QString message = QString::fromStdString(found->at("message").get<std::string>());
            QVERIFY(!message.isEmpty());
            const QString objects = strings(expected.at("objects")).join(QStringLiteral(", "));
            QVERIFY(text.out.contains(QString::fromStdString(expected.at("rule").get<std::string>()).toUtf8()));
            if (!objects.isEmpty())
                QVERIFY2(text.out.contains(QStringLiteral("objects: %1").arg(objects).toUtf8()), text.out.constData());
            if (!expected.contains("evidence"))
                continue;
            const QString file = QString::fromStdString(expected.at("evidence").at("file").get<std::string>());
            const int line = expected.at("evidence").at("line").get<int>();
            const QString where = line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file;
            QVERIFY2(text.out.contains(QStringLiteral("evidence: %1").arg(where).toUtf8()), text.out.constData());
            QVERIFY2(junit.out.contains(QStringLiteral("evidence: %1").arg(where).toUtf8()), junit.out.constData());
            // SARIF: the evidence file (under the folder) and line is the result's location.
            bool located = false;
            for (const auto &r : sarif.at("runs")[0].at("results")) {
                const auto &physical = r.at("locations")[0].at("physicalLocation");
                const QString uri
                    = QString::fromStdString(physical.at("artifactLocation").at("uri").get<std::string>());
                located = located
                    || (r.at("ruleId") == expected.at("rule") && uri.endsWith(QStringLiteral("/evidence/") + file)
                        && (line == 0 || physical.at("region").at("startLine").get<int>() == line));
            }
            QVERIFY2(located, qPrintable(QString::fromUtf8(sarifRun.out.left(3000))));
        }
        // The node summary says which node differs: every case but those
        // whose finding names no node's object or is no drift.
        const QStringList noNodeDiffers{QStringLiteral("live.evidence-unreadable"), QStringLiteral("live.not-checked"),
            QStringLiteral("live.cluster-network")};
        if (!noNodeDiffers.contains(rule))
            QVERIFY2(text.out.contains(", differs from the plan ("), text.out.constData());
        else
            QVERIFY2(!text.out.contains(", differs from the plan ("), text.out.constData());
        QVERIFY(junit.out.contains("<testsuites name=\"hvnet check\""));
        QVERIFY(junit.out.contains("classname=\"hvnet.live\""));

        // -o: the same bytes in the file, nothing on stdout.
        const QString out = dir.filePath(QStringLiteral("check.sarif"));
        const Run toFile = runHvnet(
            base + QStringList{QStringLiteral("--format"), QStringLiteral("sarif"), QStringLiteral("-o"), out});
        QCOMPARE(toFile.code, jsonRun.code);
        QVERIFY(toFile.out.isEmpty());
        QCOMPARE(readFile(out), sarifRun.out);
    }

    // Machine output is the same bytes in every language; text is translated.
    void machineOutputIsNeverTranslated()
    {
        QTemporaryDir dir;
        const QString evidence = dir.filePath(QStringLiteral("evidence"));
        const EvidenceCase laid(QStringLiteral("drift/live.host-qos"));
        QVERIFY(laid.writeTo(evidence));
        const QString design = designFile(laid.designName(), dir);
        for (const char *format : {"json", "sarif", "junit"}) {
            const QStringList arguments{QStringLiteral("check"), design, QStringLiteral("--evidence"), evidence,
                QStringLiteral("--format"), QLatin1String(format)};
            const Run english = runHvnet(arguments);
            const Run german = runHvnet(arguments, QStringLiteral("de_DE.UTF-8"));
            QCOMPARE(german.code, 2);
            QCOMPARE(german.out, english.out);
        }
        const QStringList text{QStringLiteral("check"), design, QStringLiteral("--evidence"), evidence};
        const Run german = runHvnet(text, QStringLiteral("de_DE.UTF-8"));
        QCOMPARE(german.code, 2);
        QVERIFY2(german.out.contains("Nachweis"), german.out.constData());
        QVERIFY(german.out != runHvnet(text).out);
    }

    void checkBadInput()
    {
        QTemporaryDir dir;
        const QString design = designFile(QStringLiteral("s2d-converged-set"), dir);
        const QString evidence = evidenceData + QStringLiteral("/s2d-converged-set");
        const QString aFile = dir.filePath(QStringLiteral("a-file"));
        QVERIFY(writeFile(aFile, "x"));
        struct Case {
            QStringList arguments;
            QByteArray says;
        };
        const QList<Case> cases = {
            {{QStringLiteral("check"), design}, "--evidence DIR is required"},
            {{QStringLiteral("check"), QStringLiteral("--evidence"), evidence}, "usage: hvnet check"},
            {{QStringLiteral("check"), design, QStringLiteral("--evidence"), dir.filePath(QStringLiteral("nowhere"))},
                "there is no folder " + dir.filePath(QStringLiteral("nowhere")).toUtf8()},
            {{QStringLiteral("check"), design, QStringLiteral("--evidence"), aFile}, "a-file is not a folder"},
            {{QStringLiteral("check"), design, QStringLiteral("--evidence"), evidence, QStringLiteral("--format"),
                 QStringLiteral("xml")},
                "unknown --format \"xml\""},
            {{QStringLiteral("check"), dir.filePath(QStringLiteral("none.hvnet")), QStringLiteral("--evidence"),
                 evidence},
                "none.hvnet"},
            {{QStringLiteral("check"), design, QStringLiteral("--evidence"), evidence, QStringLiteral("-o"),
                 dir.filePath(QStringLiteral("no/such/dir/out.json"))},
                "cannot write the file"},
        };
        for (const Case &c : cases) {
            const Run run = runHvnet(c.arguments);
            QVERIFY2(run.code == 1, qPrintable(c.arguments.join(QLatin1Char(' ')) + describe(run)));
            QCOMPARE(run.err.count('\n'), 1);
            QVERIFY2(run.err.startsWith("hvnet: ") && run.err.contains(c.says), run.err.constData());
        }
        // A folder without any of the design's evidence is not an error (all
        // of it is reported not checked), but the user is told.
        const QString empty = dir.filePath(QStringLiteral("empty"));
        QVERIFY(QDir().mkpath(empty));
        const Run nothing = runHvnet({QStringLiteral("check"), design, QStringLiteral("--evidence"), empty});
        QCOMPARE(nothing.code, 0);
        QVERIFY2(nothing.err.contains("holds no evidence of any node"), nothing.err.constData());
        QVERIFY(nothing.out.contains("live.not-checked"));
    }

    // ------------------------------------------- deploy then check: one plan

    void deployThenCheck_data()
    {
        QTest::addColumn<QString>("name");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
        QTest::newRow("azurelocal-atc") << QStringLiteral("azurelocal-atc");
        QTest::newRow("generated 12 hosts") << QStringLiteral("generated");
    }

    // The consultant's walk with hosts deployed as planned: `hvnet collect`
    // makes the kit; each node's script writes what its host reports (the
    // simulator plays Windows after the node's deployment script ran, from
    // the documented cmdlet output); `hvnet check` of that folder finds no
    // error and no warning.
    void deployThenCheck()
    {
        QFETCH(QString, name);
        QTemporaryDir dir;
        QString design;
        if (name == QLatin1String("generated")) {
            design = dir.filePath(QStringLiteral("generated.hvnet"));
            const Run generated = runHvnet({QStringLiteral("generate"), QStringLiteral("--hosts"), QStringLiteral("12"),
                QStringLiteral("--sofs"), QStringLiteral("2"), QStringLiteral("-o"), design});
            QVERIFY2(generated.code == 0, qPrintable(describe(generated)));
        } else {
            design = designFile(name, dir);
        }
        const Design d = *DesignReader::read(readFile(design)).design;
        const QString kit = dir.filePath(QStringLiteral("kit"));
        const Run collect = runHvnet({QStringLiteral("collect"), design, QStringLiteral("--out"), kit});
        QVERIFY2(collect.code == 0, qPrintable(describe(collect)));
        for (const auto &[path, content] : EvidenceSimulator::folder(d, true)) {
            const QString node = QFileInfo(path).completeBaseName();
            // Each simulated file is one a script of the kit writes.
            QVERIFY2(QFile::exists(kit + QLatin1Char('/') + node + QStringLiteral(".collect.ps1")), qPrintable(path));
            QVERIFY(writeFile(QDir(kit).filePath(path), content));
        }
        const Run check = runHvnet({QStringLiteral("check"), design, QStringLiteral("--evidence"), kit,
            QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(check.code == 0, qPrintable(describe(check)));
        const auto doc = parse(check.out);
        QVERIFY2(doc.at("summary").at("error") == 0 && doc.at("summary").at("warning") == 0,
            qPrintable(QString::fromUtf8(check.out.left(4000))));
        // Every node was read and compared; only switches are not checked.
        for (const auto &f : doc.at("findings")) {
            QCOMPARE(f.at("rule").get<std::string>(), std::string("live.not-checked"));
            for (const auto &id : f.at("objects"))
                QVERIFY2(d.switchById(QString::fromStdString(id.get<std::string>())), f.dump().c_str());
        }
    }
};

QTEST_GUILESS_MAIN(TestCliLive)
#include "tst_clilive.moc"

// hvnet check: the reader bound to the collect script's table; the fixtures
// under tests/data/evidence/ (the starters deployed as planned, the three
// platforms of the issue, one case per finding with exactly that drift);
// hosts deployed as planned check clean for generated designs too; hostile
// evidence gives a clear finding, never a crash; the live catalogue; the
// reports carry the evidence.

#include "exporters/validationreport.h"
#include "live/evidencefolder.h"
#include "live/hostevidencereader.h"
#include "live/livecatalogue.h"
#include "live/livecheck.h"
#include "live/pathevidence.h"
#include "live/pathhistory.h"
#include "live/pathoutcome.h"
#include "plans/storagepaths.h"
#include "model/designfile.h"
#include "model/designgenerator.h"
#include "model/designreader.h"
#include "model/validation/rulecatalogue.h"
#include "plans/evidence/evidencejson.h"
#include "plans/filenames.h"
#include "templates/startercatalogue.h"
#include "tests/support/evidencesimulator.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <functional>
#include <sys/stat.h>

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

// The base fixture's files of a starter, as the simulator wrote them.
std::map<QString, QByteArray> baseFiles(const QString &name)
{
    return filesUnder(evidenceData + QLatin1Char('/') + name);
}

// A copy of a host document with one change, in PowerShell's layout.
QByteArray edited(const QByteArray &document, const std::function<void(json &)> &change)
{
    json doc = json::parse(document.toStdString());
    change(doc);
    return EvidenceSimulator::powerShellJson(doc);
}

json &itemNamed(json &doc, const char *section, const char *field, const char *value)
{
    for (json &item : doc["sections"][section]["items"])
        if (item[field] == value)
            return item;
    qFatal("no %s %s", section, value);
}

std::vector<Finding> findingsOf(const LiveResult &live, const char *rule)
{
    std::vector<Finding> out;
    for (const Finding &f : live.result.findings)
        if (f.rule == QLatin1String(rule))
            out.push_back(f);
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


    // ------------------------------------------------------------ the JSON reader

    // Each value's line, in PowerShell's layout with CRLF and a BOM.
    void jsonKeepsLines()
    {
        const QByteArray text = "\xEF\xBB\xBF{\r\n    \"a\":  [\r\n        1,\r\n        2.5\r\n    ],\r\n    \"b\":  {\r\n"
                                "        \"c\":  \"\\u00e4\\ud83d\\ude00\"\r\n    }\r\n}\r\n";
        EvidenceJson::Error error;
        const auto doc = EvidenceJson::parse(std::string_view(text.constData(), std::size_t(text.size())), &error);
        QVERIFY2(doc, qPrintable(error.message));
        QCOMPARE(doc->line, 1);
        QCOMPARE(doc->member("a")->line, 2);
        QCOMPARE(doc->member("a")->items[0].type, EvidenceJson::Type::Integer);
        QCOMPARE(doc->member("a")->items[1].line, 4);
        QCOMPARE(doc->member("a")->items[1].type, EvidenceJson::Type::Real);
        QCOMPARE(doc->member("b")->member("c")->line, 7);
        QCOMPARE(doc->member("b")->member("c")->text(), QString::fromUtf8("\xC3\xA4\xF0\x9F\x98\x80"));
    }

    void jsonRefusesWhatIsNotJson_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("line");
        QTest::newRow("empty") << QByteArray("") << 1;
        QTest::newRow("unclosed object") << QByteArray("{\n\"a\": 1\n") << 3;
        QTest::newRow("trailing comma") << QByteArray("[1,\n2,\n]") << 3;
        QTest::newRow("comment") << QByteArray("{\n// no\n}") << 2;
        QTest::newRow("single quotes") << QByteArray("{'a': 1}") << 1;
        QTest::newRow("NaN") << QByteArray("[NaN]") << 1;
        QTest::newRow("leading zero") << QByteArray("[01]") << 1;
        QTest::newRow("huge number") << QByteArray("[1e999]") << 1;
        QTest::newRow("bad escape") << QByteArray("[\"\\x41\"]") << 1;
        QTest::newRow("lone surrogate") << QByteArray("[\"\\ud800\"]") << 1;
        QTest::newRow("invalid UTF-8") << QByteArray("[\"\xC0\xAF\"]") << 1;
        QTest::newRow("UTF-16 surrogate in UTF-8") << QByteArray("[\"\xED\xA0\x80\"]") << 1;
        QTest::newRow("raw control character") << QByteArray("[\"a\x01b\"]") << 1;
        QTest::newRow("text after the end") << QByteArray("{}\n{}") << 2;
        QTest::newRow("duplicate key") << QByteArray("{\"a\": 1,\n\"a\": 2}") << 2;
        QTest::newRow("deep nesting") << QByteArray(100000, '[') << 1;
        QTest::newRow("NUL") << QByteArray("[1,\0]", 5) << 1;
    }

    // Clear errors with a line, never a crash, also 100,000 levels deep.
    void jsonRefusesWhatIsNotJson()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, line);
        EvidenceJson::Error error;
        QVERIFY(!EvidenceJson::parse(std::string_view(text.constData(), std::size_t(text.size())), &error));
        QVERIFY(!error.message.isEmpty());
        QCOMPARE(error.line, line);
    }

    // The bounds docs/live.md states, each refused with its reason: more than
    // a million values (a million-element array), nesting deeper than 64
    // levels (10,000 here; 100,000 above). Exactly a million values read.
    void jsonBounds()
    {
        EvidenceJson::Error error;
        const auto parse = [&](const QByteArray &text) {
            error = {};
            return EvidenceJson::parse(std::string_view(text.constData(), std::size_t(text.size())), &error);
        };
        // The array is a value too: 1 + 999,999 values.
        QVERIFY(parse("[" + QByteArray("0,").repeated(999'998) + "0]"));
        QVERIFY(!parse("[" + QByteArray("0,").repeated(999'999) + "0]"));
        QCOMPARE(error.message, QStringLiteral("more than 1000000 values; this is not what a collect script writes"));
        QCOMPARE(error.line, 1);
        QVERIFY(!parse(QByteArray(10'000, '[') + QByteArray(10'000, ']')));
        QCOMPARE(error.message, QStringLiteral("nested more than 64 levels deep"));
        QVERIFY(parse(QByteArray(EvidenceJson::maxDepth, '[') + QByteArray(EvidenceJson::maxDepth, ']')));
    }

    // ------------------------------------------------------------ hostile evidence

    void hostileHostFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("says");
        const QByteArray good = baseFiles(QStringLiteral("s2d-converged-set")).at(QStringLiteral("hosts/S2D02.json"));
        QTest::newRow("not JSON") << QByteArray("Get-NetAdapter : Access denied\r\n") << QStringLiteral("not readable as JSON");
        QTest::newRow("cut short") << good.left(good.size() / 2) << QStringLiteral("not readable as JSON");
        QTest::newRow("an array") << QByteArray("[]") << QStringLiteral("not a host evidence document");
        QTest::newRow("another format") << QByteArray("{\"format\": \"hvnet-design\"}") << QStringLiteral("\"format\"");
        QTest::newRow("newer version") << edited(good, [](json &d) { d["formatVersion"] = 7; }) << QStringLiteral("version 7");
        QTest::newRow("another computer") << edited(good, [](json &d) { d["computerName"] = "S2D03"; d["dnsHostName"] = "S2D03.contoso.local"; })
                                          << QStringLiteral("S2D03");
        QTest::newRow("a hostile name") << edited(good, [](json &d) { d["computerName"] = "EVIL\x1b[31m\u202e\"'; rm"; d["dnsHostName"] = nullptr; })
                                        << QStringLiteral("EVIL?[31m?\"'; rm");
        QTest::newRow("no name") << edited(good, [](json &d) { d.erase("computerName"); }) << QStringLiteral("computerName");
        QTest::newRow("no sections") << edited(good, [](json &d) { d["sections"] = json::array(); })
                                     << QStringLiteral("\"sections\"");
        QTest::newRow("too large") << QByteArray(EvidenceFolder::maxJsonSize + 1, ' ') << QStringLiteral("bytes, more than");
    }

    // A host file hvnet cannot trust is refused as a whole: one clear
    // live.evidence-unreadable naming the file (and line), nothing else of
    // that node compared, no unsafe text in the message.
    void hostileHostFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(QString, says);
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        files[QStringLiteral("hosts/S2D02.json")] = content;
        const LiveResult live = check(design, files);
        const auto unreadable = findingsOf(live, "live.evidence-unreadable");
        QCOMPARE(unreadable.size(), std::size_t(1));
        QCOMPARE(unreadable[0].objects, QStringList{QStringLiteral("n2")});
        QCOMPARE(unreadable[0].evidence.file, QStringLiteral("hosts/S2D02.json"));
        QVERIFY2(unreadable[0].message.contains(says), qPrintable(unreadable[0].message));
        for (const QChar c : unreadable[0].message)
            QVERIFY2(c.unicode() >= 0x20 && c.unicode() != 0x202E, qPrintable(unreadable[0].message));
        QCOMPARE(live.result.errors, 1);
        QCOMPARE(live.states.at(QStringLiteral("n2-p1")), LiveResult::State::NotChecked);
    }

    // A section in the wrong shape is left out with its line; the rest of
    // the host is compared.
    void wrongTypesLeaveOutTheirSection()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        QByteArray &host = files[QStringLiteral("hosts/S2D01.json")];
        host = edited(host, [](json &d) {
            d["sections"]["netAdapter"]["items"][0]["ifIndex"] = "three";
            d["sections"]["dnsClient"]["items"] = "none";
            d["sections"]["netRoute"]["items"][0] = 42;
            d["sections"]["vmHost"] = "ok";
            d["sections"]["netQosPolicy"]["status"] = "maybe";
        });
        const LiveResult live = check(design, files);
        const auto unreadable = findingsOf(live, "live.evidence-unreadable");
        QCOMPARE(unreadable.size(), std::size_t(5));
        for (const Finding &f : unreadable)
            QVERIFY2(f.evidence.line > 1 && f.message.contains(QLatin1String("cannot be read")), qPrintable(f.message));
        QVERIFY2(live.result.errors == 5, qPrintable(describe(live.result)));
        QCOMPARE(live.states.at(QStringLiteral("n1-smb1")), LiveResult::State::Matches); // RDMA, QoS... still compared
    }

    // Evidence strings reach messages made safe: a terminal escape or a
    // bidirectional override in an adapter's name shows as '?'.
    void evidenceTextIsQuotedSafely()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        QByteArray &host = files[QStringLiteral("hosts/S2D01.json")];
        host = edited(host, [](json &d) {
            json &team = itemNamed(d, "vmNetworkAdapterTeamMapping", "VMNetworkAdapterName", "SMB1");
            team["NetAdapterName"] = "\x1b]0;pwned\x07SLOT \u202e3";
        });
        const auto vswitch = findingsOf(check(design, files), "live.host-vswitch");
        QCOMPARE(vswitch.size(), std::size_t(1));
        QVERIFY2(vswitch[0].message.contains(QStringLiteral("?]0;pwned?SLOT ?3")), qPrintable(vswitch[0].message));
    }

    // The folder on disk: links, FIFOs and directories where files belong
    // are refused unread; names match ignoring case; other files are listed.
    void folderOnDisk()
    {
        const Design design = starter(QStringLiteral("s2d-2node-switchless"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QDir(dir.path()).mkpath(QStringLiteral("HOSTS"));
        auto files = baseFiles(QStringLiteral("s2d-2node-switchless"));
        QFile one(dir.filePath(QStringLiteral("HOSTS/s2d-n01.JSON")));
        QVERIFY(one.open(QIODevice::WriteOnly));
        one.write(files.at(QStringLiteral("hosts/S2D-N01.json")));
        one.close();
        QFile secret(dir.filePath(QStringLiteral("secret.txt")));
        QVERIFY(secret.open(QIODevice::WriteOnly));
        secret.write("{}");
        secret.close();
        QVERIFY(QFile::link(secret.fileName(), dir.filePath(QStringLiteral("HOSTS/S2D-N02.json"))));
        QVERIFY(mkfifo(QFile::encodeName(dir.filePath(QStringLiteral("evidence.json"))).constData(), 0600) == 0);
        QDir(dir.path()).mkpath(QStringLiteral("HOSTS/HV99.json"));
        QFile other(dir.filePath(QStringLiteral("HOSTS/OLD-NODE.json")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.close();

        const LiveResult live = LiveCheck::run(design, EvidenceFolder::load(dir.path(), design));
        QVERIFY(live.error.isEmpty());
        const auto unreadable = findingsOf(live, "live.evidence-unreadable");
        QCOMPARE(unreadable.size(), std::size_t(2));
        QVERIFY2(unreadable[0].message.contains(QLatin1String("link")) || unreadable[1].message.contains(QLatin1String("link")),
            qPrintable(unreadable[0].message + unreadable[1].message));
        QVERIFY(unreadable[0].message.contains(QLatin1String("regular file")) || unreadable[1].message.contains(QLatin1String("regular file")));
        QCOMPARE(live.states.at(QStringLiteral("n1-smb1")), LiveResult::State::Matches);
        QStringList others;
        for (const Finding &f : findingsOf(live, "live.not-checked"))
            if (f.objects.isEmpty())
                others << f.evidence.file;
        others.sort();
        QCOMPARE(others, (QStringList{QStringLiteral("hosts/HV99.json"), QStringLiteral("hosts/OLD-NODE.json")}));

        QCOMPARE(LiveCheck::run(design, EvidenceFolder::load(dir.filePath(QStringLiteral("nothing")), design)).error.isEmpty(), false);
    }

    // ------------------------------------------------------------ version quirks

    // What older Windows or a driver does not report is unknown, never wrong:
    // null Operational with queue pairs, null operational PFC.
    void unknownIsNotFalse()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        QByteArray &host = files[QStringLiteral("hosts/S2D01.json")];
        host = edited(host, [](json &d) {
            for (json &r : d["sections"]["netAdapterRdma"]["items"])
                r["Operational"] = nullptr;
            for (json &q : d["sections"]["netAdapterQos"]["items"])
                for (const char *f : {"OperationalPfcEnabled", "OperationalFlowControl", "OperationalPriorityAssignment"})
                    q[f] = nullptr;
        });
        LiveResult live = check(design, files);
        QVERIFY2(live.result.errors == 0 && live.result.warnings == 0, qPrintable(describe(live.result)));
        int unknownPfc = 0;
        for (const Finding &f : findingsOf(live, "live.not-checked"))
            unknownPfc += f.message.contains(QLatin1String("PFC in force"));
        QCOMPARE(unknownPfc, 2);
        // Without Operational, zero queue pairs mean RDMA does not run (Test-Rdma.ps1).
        host = edited(host, [](json &d) { itemNamed(d, "netAdapterRdma", "Name", "SLOT 3 Port 1")["MaxQueuePairCount"] = 0; });
        live = check(design, files);
        const auto rdma = findingsOf(live, "live.host-rdma");
        QCOMPARE(rdma.size(), std::size_t(1));
        QCOMPARE(rdma[0].objects, QStringList{QStringLiteral("n1-p1")});
        // The display text is read where the structured settings are missing.
        host = edited(host, [](json &d) {
            itemNamed(d, "netAdapterRdma", "Name", "SLOT 3 Port 1")["MaxQueuePairCount"] = 1024;
            itemNamed(d, "netAdapterQos", "Name", "SLOT 4 Port 1")["OperationalFlowControl"] = "All Priorities Disabled";
        });
        const auto qos = findingsOf(check(design, files), "live.host-qos");
        QCOMPARE(qos.size(), std::size_t(1));
        QVERIFY(qos[0].message.contains(QLatin1String("SLOT 4 Port 1")));
    }

    // A command a Windows does not have is said once, as not checked, with
    // what Windows answered.
    void missingCommandsAreNotChecked()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        QByteArray &host = files[QStringLiteral("hosts/S2D01.json")];
        host = edited(host, [](json &d) {
            d["sections"]["vmNetworkAdapterTeamMapping"] = json{{"command", "Get-VMNetworkAdapterTeamMapping -ManagementOS"},
                {"status", "failed"}, {"error", "Access denied"}};
            d["sections"].erase("netAdapterRdma");
        });
        const LiveResult live = check(design, files);
        QVERIFY2(live.result.errors == 0, qPrintable(describe(live.result)));
        QStringList messages;
        for (const Finding &f : findingsOf(live, "live.not-checked"))
            if (f.objects == QStringList{QStringLiteral("n1")})
                messages << f.message;
        QCOMPARE(messages.size(), 1); // the team mapping is read only where the plan maps
        QVERIFY2(messages[0].contains(QLatin1String("RDMA")) && messages[0].contains(QLatin1String("netAdapterRdma")),
            qPrintable(messages.join(QLatin1Char('\n'))));
    }

    // 2012 R2 reports cluster roles as numbers and has no SET; a design that
    // plans SET there is told why it cannot be.
    void windows2012R2()
    {
        Design design = starter(QStringLiteral("sofs-hyperv-2012r2"));
        auto files = baseFiles(QStringLiteral("sofs-hyperv-2012r2"));
        QVERIFY(files.at(QStringLiteral("hosts/FS01.json")).contains("\"Role\":  \"3\""));
        design.node(QStringLiteral("hv1"))->vswitches[0].embeddedTeaming = true;
        design.node(QStringLiteral("hv1"))->vswitches[0].uplinks = {QStringLiteral("hv1-nic1"), QStringLiteral("hv1-nic2")};
        const auto vswitch = findingsOf(check(design, files), "live.host-vswitch");
        QVERIFY(!vswitch.empty());
        QVERIFY2(vswitch[0].message.contains(QLatin1String("2012 R2 has no Switch Embedded Teaming")), qPrintable(vswitch[0].message));
    }

    // Issue 32, item 4: a SET teaming mode, an interface MTU and a cluster
    // network role the design states are compared with the host; each
    // difference is a finding of its own, and a host as stated checks clean.
    void statedFieldsAreComparedLive()
    {
        const Design original = starter(QStringLiteral("s2d-converged-set"));
        Design design = original;
        Node &node = design.nodes[0];
        node.vswitches[0].teamingMode = TeamMode::Lacp;
        Interface &smb = node.interfaces.back();
        smb.mtu = 8986;
        Subnet *storage = nullptr;
        for (Subnet &s : design.subnets)
            if (s.id == smb.subnet)
                storage = &s;
        QVERIFY(storage && storage->purpose == SubnetPurpose::Storage);
        storage->clusterRole = ClusterNetworkRole::ClusterAndClient;
        const LiveResult same = check(design, EvidenceSimulator::folder(design, true));
        QVERIFY2(same.result.errors == 0 && same.result.warnings == 0, qPrintable(describe(same.result)));

        // The hosts as the starter deploys them: switch independent, the
        // frame's MTU, storage networks for cluster traffic only.
        const LiveResult drift = check(design, EvidenceSimulator::folder(original, true));
        const auto vswitch = findingsOf(drift, "live.host-vswitch");
        QCOMPARE(vswitch.size(), std::size_t(1));
        QVERIFY2(vswitch[0].message.contains(QLatin1String("-TeamingMode LACP")), qPrintable(vswitch[0].message));
        const auto mtu = findingsOf(drift, "live.host-mtu");
        QCOMPARE(mtu.size(), std::size_t(1));
        QVERIFY2(mtu[0].message.contains(QLatin1String("-NlMtuBytes 8986")), qPrintable(mtu[0].message));
        QVERIFY(mtu[0].objects.contains(smb.id));
        const auto role = findingsOf(drift, "live.cluster-network");
        QCOMPARE(role.size(), std::size_t(1));
        QVERIFY2(role[0].message.contains(storage->name), qPrintable(role[0].message));
    }

    // ------------------------------------------------------------ the whole run

    void generatedDesignsCheckClean()
    {
        DesignGenerator::Options options;
        options.hosts = 40;
        options.sofsNodes = 4;
        const Design design = DesignGenerator::generate(options);
        const LiveResult live = check(design, EvidenceSimulator::folder(design, true));
        QVERIFY2(live.result.errors == 0 && live.result.warnings == 0, qPrintable(describe(live.result)));
        for (const LiveResult::NodeSummary &n : live.nodes)
            QVERIFY2(n.readable && n.compared > 0 && n.differing == 0, qPrintable(n.nodeId));
    }

    // live.* suppressions are check's: applied there, left alone by validate.
    void suppressionsOfLiveFindings()
    {
        Design design = starter(QStringLiteral("s2d-converged-set"));
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        for (const auto &[path, content] : filesUnder(evidenceData + QStringLiteral("/drift/live.host-dns")))
            files[path] = content;
        design.suppressions.push_back({QStringLiteral("live.host-dns"), {QStringLiteral("n4-smb1")}, QStringLiteral("monitoring resolves it")});
        design.suppressions.push_back({QStringLiteral("live.smb"), {}, QStringLiteral("stale")});
        const LiveResult live = check(design, files);
        QCOMPARE(live.result.suppressed, 1);
        QCOMPARE(live.result.warnings, 0);
        QCOMPARE(findingsOf(live, "suppression.unused").size(), std::size_t(1));
        const ValidationResult validate = Validator::run(design);
        for (const Finding &f : validate.findings)
            QVERIFY2(f.rule != QLatin1String("suppression.unused"), qPrintable(f.message));
    }

    // Issue 24: evidence from the node that owns the cluster core group. Its
    // management interface also carries the cluster's address, a manual
    // address with SkipAsSource set (how Failover Clustering adds it): not a
    // second address of the node. Without SkipAsSource it is one.
    void clusterAddressOnTheOwnerNode()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        const auto withClusterAddress = [&](bool skipAsSource) {
            auto files = baseFiles(QStringLiteral("s2d-converged-set"));
            files[QStringLiteral("hosts/S2D01.json")] = edited(files.at(QStringLiteral("hosts/S2D01.json")), [&](json &doc) {
                json address = itemNamed(doc, "netIPAddress", "IPAddress", "10.20.0.11");
                address["IPAddress"] = "10.20.0.100";
                address["SkipAsSource"] = skipAsSource;
                doc["sections"]["netIPAddress"]["items"].push_back(address);
            });
            return check(design, files);
        };
        const LiveResult owner = withClusterAddress(true);
        QVERIFY2(findingsOf(owner, "live.host-address").empty(), qPrintable(describe(owner.result)));
        const LiveResult other = withClusterAddress(false);
        const auto found = findingsOf(other, "live.host-address");
        QCOMPARE(found.size(), std::size_t(1));
        QVERIFY2(found[0].message.contains(QStringLiteral("10.20.0.100")), qPrintable(found[0].message));
    }

    // Objects are marked by what the check found: the drift's differ, the
    // others of the node match, a node without evidence is not checked.
    void statesForTheDesigner()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        for (const auto &[path, content] : filesUnder(evidenceData + QStringLiteral("/drift/live.host-rdma")))
            files[path] = content;
        files.erase(QStringLiteral("hosts/S2D03.json"));
        const LiveResult live = check(design, files);
        QCOMPARE(live.states.at(QStringLiteral("n4-smb1")), LiveResult::State::Differs);
        QCOMPARE(live.states.at(QStringLiteral("n4-smb2")), LiveResult::State::Matches);
        QCOMPARE(live.states.at(QStringLiteral("n3-p1")), LiveResult::State::NotChecked);
        QCOMPARE(live.states.at(QStringLiteral("tor-a")), LiveResult::State::NotChecked);
        QCOMPARE(live.nodes[3].differing, 1);
        QCOMPARE(live.nodes[2].readable, false);
    }

    // ------------------------------------------------------------ catalogue and reports

    void catalogueDocumented()
    {
        const RuleCatalogue &catalogue = LiveCheck::catalogue();
        QFile doc(QStringLiteral(HVNET_SOURCE_DIR "/docs/live.md"));
        QVERIFY(doc.open(QIODevice::ReadOnly));
        const QByteArray text = doc.readAll();
        QStringList ids;
        for (const auto &rule : catalogue.rules()) {
            ids << rule->id();
            QVERIFY(!rule->title().isEmpty() && !rule->rationale().isEmpty() && !rule->source().isEmpty());
            if (rule->id().startsWith(QLatin1String("live.")))
                QVERIFY2(text.contains(QByteArray("`") + rule->id().toLatin1() + "`"), qPrintable(rule->id()));
        }
        for (const char *id : {"live.not-checked", "live.evidence-unreadable", "live.host-adapter", "live.host-rdma",
                 "live.host-qos", "live.host-dcbx", "live.host-vswitch", "live.host-address", "live.host-dns", "live.smb",
                 "live.cluster-network", "live.live-migration", "live.intent", "live.path", "live.path-smb-tcp",
                 "live.path-rdma-counters", "suppression.unused"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
        QCOMPARE(ids.removeDuplicates(), 0);
        // Every id the check raised in the fixtures is in the catalogue.
        for (const QString &drift : QDir(evidenceData + QStringLiteral("/drift")).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            QVERIFY2(catalogue.find(drift), qPrintable(drift));
    }

    // The report writers carry the evidence: JSON member, SARIF location with
    // the line, JUnit failure text, text output.
    void reportsCarryEvidence()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        for (const auto &[path, content] : filesUnder(evidenceData + QStringLiteral("/drift/live.host-dns")))
            files[path] = content;
        const LiveResult live = check(design, files);
        const auto dns = findingsOf(live, "live.host-dns");
        QCOMPARE(dns.size(), std::size_t(1));
        const int line = dns[0].evidence.line;
        QVERIFY(line > 1);
        const json doc = json::parse(ValidationReport::toJson(design.meta.name, live.result).toStdString());
        bool seen = false;
        for (const json &f : doc.at("findings"))
            if (f.at("rule") == "live.host-dns") {
                QCOMPARE(f.at("evidence").at("file").get<std::string>(), std::string("hosts/S2D04.json"));
                QCOMPARE(f.at("evidence").at("line").get<int>(), line);
                seen = true;
            } else if (f.at("rule") == "live.not-checked") {
                QVERIFY(!f.contains("evidence") || f.at("evidence").at("line").get<int>() >= 0);
            }
        QVERIFY(seen);
        const json sarif = json::parse(
            ValidationReport::toSarif(QStringLiteral("cluster.hvnet"), live.result, LiveCheck::catalogue(), QStringLiteral("ev"))
                .toStdString());
        const json &run = sarif.at("runs").at(0);
        seen = false;
        for (const json &r : run.at("results"))
            if (r.at("ruleId") == "live.host-dns") {
                const json &physical = r.at("locations").at(0).at("physicalLocation");
                QCOMPARE(physical.at("artifactLocation").at("uri").get<std::string>(), std::string("ev/hosts/S2D04.json"));
                QCOMPARE(physical.at("region").at("startLine").get<int>(), line);
                const int index = physical.at("artifactLocation").at("index").get<int>();
                QVERIFY(run.at("artifacts").at(index).at("location").at("uri") == physical.at("artifactLocation").at("uri"));
                seen = true;
            }
        QVERIFY(seen);
        const QByteArray junit = ValidationReport::toJUnit(design.meta.name, live.result, LiveCheck::catalogue(),
            JUnitSuite{QStringLiteral("hvnet check"), QStringLiteral("hvnet.live")});
        QVERIFY(junit.contains("name=\"hvnet check\""));
        QVERIFY(junit.contains(QStringLiteral("evidence: hosts/S2D04.json:%1").arg(line).toUtf8()));
        QVERIFY(ValidationReport::toText(design.meta.name, live.result)
                    .contains(QStringLiteral("evidence: hosts/S2D04.json:%1").arg(line)));
    }

    // The simulator's path tests pass every stage: each planned path has an
    // outcome that passed, with its figures, and its cables match.
    void pathOutcomesOfPassingPaths()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        const LiveResult live = check(design, baseFiles(QStringLiteral("s2d-converged-set")));
        QVERIFY2(findingsOf(live, "live.path").empty(), qPrintable(describe(live.result)));
        std::size_t planned = 0;
        const StoragePathIndex index(design);
        for (const Node &n : design.nodes)
            planned += index.fromNode(n).size();
        QCOMPARE(live.paths.size(), planned);
        for (const PathOutcome &p : live.paths) {
            QVERIFY2(p.state == PathOutcome::State::Passed, qPrintable(p.text + QLatin1Char(' ') + p.stage));
            QCOMPARE(p.lossPercent.value_or(-1), 0.0);
            QCOMPARE(p.rdmaBytes.value_or(0), 68157440LL);
            QVERIFY2(!p.cables.isEmpty(), qPrintable(p.text));
            for (const QString &cable : p.cables)
                QVERIFY2(live.states.at(cable) == LiveResult::State::Matches, qPrintable(cable));
        }
    }

    // The first path of S2D01 with a change to its path test.
    static LiveResult withPathTest(const Design &design, const std::function<void(json &)> &change)
    {
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        files[QStringLiteral("paths/S2D01.json")] = edited(files.at(QStringLiteral("paths/S2D01.json")),
            [&](json &doc) { change(doc["paths"][0]); });
        return check(design, files);
    }

    // SMB falls back to TCP: a connection whose server end is not
    // RDMA-capable is live.path-smb-tcp, at the SMB stage, and the path's
    // cables differ.
    void smbOverTcpOnAPlannedRdmaPath()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        const LiveResult live = withPathTest(design, [](json &path) {
            path["smb"][0]["connections"][0]["ServerRdmaCapable"] = false;
            path["counters"] = nullptr;
        });
        const auto found = findingsOf(live, "live.path-smb-tcp");
        QCOMPARE(found.size(), std::size_t(1));
        QVERIFY2(found[0].message.contains(QStringLiteral("stage SMB")) && found[0].message.contains(QStringLiteral("the peer's end is not")),
            qPrintable(found[0].message));
        QCOMPARE(found[0].evidence.file, QStringLiteral("paths/S2D01.json"));
        QVERIFY(found[0].evidence.line > 0);
        QVERIFY(findingsOf(live, "live.path").empty());
        QVERIFY(findingsOf(live, "live.path-rdma-counters").empty());
        const PathOutcome &first = live.paths.front();
        QVERIFY(first.state == PathOutcome::State::Failed);
        QCOMPARE(first.rule, QStringLiteral("live.path-smb-tcp"));
        for (const QString &cable : first.cables)
            QVERIFY(live.states.at(cable) == LiveResult::State::Differs);
    }

    // The read moved no RDMA counter: live.path-rdma-counters; when the
    // network stack counted the bytes instead, SMB went over TCP.
    void rdmaCountersThatDidNotMove()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        const LiveResult idle = withPathTest(design, [](json &path) {
            path["counters"]["rdmaBytes"] = 0;
            path["counters"]["smbDirectBytes"] = 0;
        });
        QCOMPARE(findingsOf(idle, "live.path-rdma-counters").size(), std::size_t(1));
        QVERIFY(findingsOf(idle, "live.path-smb-tcp").empty());
        QVERIFY(findingsOf(idle, "live.path-rdma-counters")[0].message.contains(QStringLiteral("stage counters")));
        const LiveResult tcp = withPathTest(design, [](json &path) {
            path["counters"]["rdmaBytes"] = 0;
            path["counters"]["smbDirectBytes"] = 0;
            path["counters"]["stackBytes"] = 67403776;
        });
        QCOMPARE(findingsOf(tcp, "live.path-smb-tcp").size(), std::size_t(1));
        QVERIFY(findingsOf(tcp, "live.path-rdma-counters").empty());
        // Counters that could not be read tell nothing: not checked.
        const LiveResult unread = withPathTest(design, [](json &path) {
            path["counters"]["rdmaBytes"] = nullptr;
            path["counters"]["smbDirectBytes"] = nullptr;
            path["counters"]["error"] = "RDMA Activity: The specified object was not found on the computer.";
        });
        QVERIFY(findingsOf(unread, "live.path-rdma-counters").empty());
        QVERIFY(findingsOf(unread, "live.path-smb-tcp").empty());
        QVERIFY(unread.paths.front().state == PathOutcome::State::NotChecked);
    }

    // Staged as Test-NetStack stages them: a failed ping is the finding and
    // what later stages say is not looked at.
    void aFailedPingStopsLaterStages()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        const LiveResult live = withPathTest(design, [](json &path) {
            path["ping"]["received"] = 1;
            path["tcp"][0]["open"] = false;
            path["smb"][0]["connections"][0]["ClientRdmaCapable"] = false;
            path["counters"]["rdmaBytes"] = 0;
            path["counters"]["smbDirectBytes"] = 0;
        });
        const auto found = findingsOf(live, "live.path");
        QCOMPARE(found.size(), std::size_t(1));
        QVERIFY2(found[0].message.contains(QStringLiteral("stage ping")) && found[0].message.contains(QStringLiteral("1 of 4")),
            qPrintable(found[0].message));
        QVERIFY(findingsOf(live, "live.path-smb-tcp").empty());
        QVERIFY(findingsOf(live, "live.path-rdma-counters").empty());
        QCOMPARE(live.paths.front().lossPercent.value_or(0), 75.0);
    }

    // A path test in another shape is refused, saying which file, line and
    // member; the other paths of the file are read.
    void aMalformedPathTestIsRefusedWithWhere()
    {
        const QByteArray good = baseFiles(QStringLiteral("s2d-converged-set")).at(QStringLiteral("paths/S2D01.json"));
        const auto read = [&](const std::function<void(json &)> &change) {
            return PathEvidenceReader::read(edited(good, [&](json &doc) { change(doc["paths"][1]); }),
                QStringLiteral("paths/S2D01.json"), QStringLiteral("S2D01"));
        };
        const auto all = PathEvidenceReader::read(good, QStringLiteral("paths/S2D01.json"), QStringLiteral("S2D01"));
        QVERIFY(all.problems.empty() && all.evidence);
        for (const auto &[member, change] : std::vector<std::pair<QString, std::function<void(json &)>>>{
                 {QStringLiteral("\"bytes\""), [](json &p) { p["counters"]["bytes"] = "64 MiB"; }},
                 {QStringLiteral("\"smb\""), [](json &p) { p["smb"] = 3; }},
                 {QStringLiteral("\"ClientRdmaCapable\""), [](json &p) { p["smb"][1]["connections"][0]["ClientRdmaCapable"] = "True"; }},
                 {QStringLiteral("\"active\""), [](json &p) { p["active"] = json::array(); }},
             }) {
            const auto result = read(change);
            QCOMPARE(result.problems.size(), std::size_t(1));
            const EvidenceProblem &problem = result.problems.front();
            QCOMPARE(problem.file, QStringLiteral("paths/S2D01.json"));
            QVERIFY2(problem.message.contains(member), qPrintable(problem.message));
            QVERIFY(problem.line > all.evidence->paths[1].line);
            QCOMPARE(result.evidence->paths.size(), all.evidence->paths.size() - 1);
        }
    }

    // A probe history: one evidence folder per run, named by its time; a
    // folder without path tests is no run. Each path's outcome per run, in
    // the order of the runs' names.
    void pathHistoryOverRuns()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const QString &run, const std::map<QString, QByteArray> &files) {
            for (const auto &[path, content] : files) {
                const QString target = dir.filePath(run + QLatin1Char('/') + path);
                QDir().mkpath(QFileInfo(target).path());
                QFile out(target);
                QVERIFY(out.open(QIODevice::WriteOnly));
                out.write(content);
            }
        };
        auto files = baseFiles(QStringLiteral("s2d-converged-set"));
        write(QStringLiteral("2026-11-27T10-30-00Z"), files);
        files[QStringLiteral("paths/S2D01.json")] = edited(files.at(QStringLiteral("paths/S2D01.json")), [](json &doc) {
            doc["paths"][0]["active"] = json{{"tool", "read"}, {"bytes", 12884901888LL}, {"milliseconds", 10000},
                {"bitsPerSecond", 10307921510LL}, {"latencyMicroseconds", 814}, {"linkSpeed", 25000000000LL},
                {"rdmaBytes", 12900000000LL}, {"error", nullptr}};
            doc["paths"][1]["ping"]["received"] = 3;
        });
        write(QStringLiteral("2026-11-27T10-40-00Z"), files);
        auto hostsOnly = files;
        for (auto it = hostsOnly.begin(); it != hostsOnly.end();)
            it = it->first.startsWith(QLatin1String("paths/")) ? hostsOnly.erase(it) : std::next(it);
        write(QStringLiteral("2026-11-27T10-35-00Z"), hostsOnly);

        const PathHistory history = PathHistory::load(dir.path(), design);
        QVERIFY2(history.error.isEmpty(), qPrintable(history.error));
        QCOMPARE(history.runs, QStringList({QStringLiteral("2026-11-27T10-30-00Z"), QStringLiteral("2026-11-27T10-40-00Z")}));
        const LiveResult one = check(design, baseFiles(QStringLiteral("s2d-converged-set")));
        QCOMPARE(history.paths.size(), one.paths.size());
        const PathHistory::Series &first = history.paths[0];
        QCOMPARE(first.text, one.paths[0].text);
        QCOMPARE(first.points.size(), std::size_t(2));
        QVERIFY(first.points[0] && !first.points[0]->bitsPerSecond);
        QCOMPARE(first.points[1]->bitsPerSecond.value_or(0), 10307921510LL);
        QCOMPARE(first.points[1]->linkSpeed.value_or(0), 25000000000LL);
        const PathHistory::Series &second = history.paths[1];
        QCOMPARE(second.points[0]->lossPercent.value_or(-1), 0.0);
        QCOMPARE(second.points[1]->lossPercent.value_or(-1), 25.0);
        QVERIFY(second.points[1]->state == PathOutcome::State::Failed);

        QTemporaryDir empty;
        QVERIFY(!PathHistory::load(empty.path(), design).error.isEmpty());
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

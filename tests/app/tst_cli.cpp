// The hvnet program as a user runs it: a real process, its stdout, stderr and
// exit code.

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>

namespace {

struct Run {
    int code = -1;
    QByteArray out;
    QByteArray err;
};

Run hvnet(const QStringList &arguments, const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(HVNET_CLI), arguments);
    if (!process.waitForFinished(60000))
        qFatal("hvnet did not finish");
    return {process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1, process.readAllStandardOutput(),
        process.readAllStandardError()};
}

QString rulesCase(const char *rule, const char *file)
{
    return QStringLiteral(HVNET_TEST_DATA "/rules/%1/%2").arg(QLatin1String(rule), QLatin1String(file));
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every file under a folder, by its path relative to it.
QStringList filesUnder(const QString &folder)
{
    QStringList files;
    QDirIterator it(folder, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << QDir(folder).relativeFilePath(it.next());
    files.sort();
    return files;
}

// Qt seeds its hashes afresh in every process, from the system's random
// source, unless QT_HASH_SEED=0 fixes the seed to 0. hvnet leaves the seed
// alone, so its outputs must not depend on it: a run with the fixed seed and
// runs with random ones must give the same bytes.
QProcessEnvironment hashSeed(bool random)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_HASH_SEED"));
    if (!random)
        env.insert(QStringLiteral("QT_HASH_SEED"), QStringLiteral("0"));
    return env;
}

QByteArray pdfText(const QString &pdf)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
    process.waitForFinished(60000);
    return process.readAllStandardOutput();
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void versionAndHelp()
    {
        const Run version = hvnet({QStringLiteral("--version")});
        QCOMPARE(version.code, 0);
        // The version and the commit the program was built from: a checkout
        // here, so never "unknown".
        QVERIFY2(QRegularExpression(QStringLiteral("^hvnet \\d+\\.\\d+\\.\\d+ \\(commit [0-9a-f]{12}(-modified)?\\)\n$"))
                     .match(QString::fromUtf8(version.out))
                     .hasMatch(),
            version.out.constData());
        const Run help = hvnet({QStringLiteral("--help")});
        QCOMPARE(help.code, 0);
        for (const char *command : {"validate", "rules", "templates", "new", "generate", "allocate", "export"})
            QVERIFY2(help.out.contains(command), command);
        const Run commandHelp = hvnet({QStringLiteral("generate"), QStringLiteral("--help")});
        QCOMPARE(commandHelp.code, 0);
        QVERIFY(commandHelp.out.contains("--hosts"));
        const Run exportHelp = hvnet({QStringLiteral("export"), QStringLiteral("--help")});
        QCOMPARE(exportHelp.code, 0);
        QVERIFY(exportHelp.out.contains("--page-size"));
        const Run exportBare = hvnet({QStringLiteral("export")});
        QCOMPARE(exportBare.code, 1);
        QVERIFY(exportBare.err.contains("usage: hvnet export"));
    }

    // The man page and the completion come from the same declarations as
    // --help: every command and every option of each is in them.
    void manPageAndCompletionFromTheHelp()
    {
        const Run man = hvnet({QStringLiteral("--man")});
        QCOMPARE(man.code, 0);
        QVERIFY(man.out.startsWith(".TH \"HVNET\" \"1\""));
        const Run completion = hvnet({QStringLiteral("--bash-completion")});
        QCOMPARE(completion.code, 0);
        const Run help = hvnet({QStringLiteral("--help")});
        int commands = 0;
        for (const QByteArray &line : help.out.split('\n')) {
            // "  validate FILE [--format ...]": a command's synopsis.
            if (!line.startsWith("  ") || line.startsWith("      ") || line.startsWith("  --"))
                continue;
            const QByteArray name = line.mid(2).split(' ').first();
            ++commands;
            QVERIFY2(man.out.contains(".SS \"" + name), name.constData());
            QVERIFY2(completion.out.contains("    " + name + ")\n"), name.constData());
            const Run commandHelp = hvnet({QString::fromUtf8(name), QStringLiteral("--help")});
            QCOMPARE(commandHelp.code, 0);
            for (const QByteArray &optionLine : commandHelp.out.split('\n')) {
                if (!optionLine.startsWith("  -"))
                    continue;
                // "  -o, --output FILE": each spelling is in the page (roff
                // writes a minus as \-) and in the completion.
                for (QByteArray option : optionLine.trimmed().split(' ')) {
                    option.replace(",", "");
                    if (!option.startsWith('-'))
                        continue;
                    QByteArray roff = option;
                    roff.replace("-", "\\-");
                    QVERIFY2(man.out.contains(roff), option.constData());
                    QVERIFY2(completion.out.contains(option), option.constData());
                }
            }
        }
        QCOMPARE(commands, 12);
    }

    // The completion as bash runs it: the words typed so far in, the
    // candidates out.
    void bashCompletion_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("expected");
        QTest::newRow("command") << QStringList{QStringLiteral("exp")} << QStringLiteral("export");
        QTest::newRow("option") << QStringList{QStringLiteral("validate"), QStringLiteral("x"), QStringLiteral("--fo")}
                                << QStringLiteral("--format");
        QTest::newRow("format") << QStringList{QStringLiteral("validate"), QStringLiteral("x"),
            QStringLiteral("--format"), QString()} << QStringLiteral("text json sarif junit");
        QTest::newRow("list") << QStringList{QStringLiteral("export"), QStringLiteral("x"), QStringLiteral("--what"),
            QStringLiteral("report,di")} << QStringLiteral("report,diagram");
        QTest::newRow("starter") << QStringList{QStringLiteral("new"), QStringLiteral("s2d-c")}
                                 << QStringLiteral("s2d-converged-set");
        QTest::newRow("platform") << QStringList{QStringLiteral("generate"), QStringLiteral("--platform"),
            QStringLiteral("dell")} << QStringLiteral("dell-os10");
    }

    void bashCompletion()
    {
        QFETCH(QStringList, words);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString script = dir.filePath(QStringLiteral("hvnet.bash"));
        QFile file(script);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(hvnet({QStringLiteral("--bash-completion")}).out);
        file.close();
        QStringList quoted{QStringLiteral("hvnet")};
        for (const QString &w : words)
            quoted << QStringLiteral("'%1'").arg(w);
        QProcess bash;
        bash.start(QStringLiteral("bash"), {QStringLiteral("-c"),
            QStringLiteral("source '%1'; COMP_WORDS=(%2); COMP_CWORD=%3; _hvnet; echo \"${COMPREPLY[*]}\"")
                .arg(script, quoted.join(QLatin1Char(' ')))
                .arg(words.size())});
        QVERIFY(bash.waitForFinished(10000));
        QCOMPARE(QString::fromUtf8(bash.readAllStandardOutput()).trimmed(), expected);
    }

    void badUsageIsOneClearLine()
    {
        const QList<QStringList> cases = {{}, {QStringLiteral("frobnicate")}, {QStringLiteral("validate")},
            {QStringLiteral("validate"), QStringLiteral("a"), QStringLiteral("b")},
            {QStringLiteral("validate"), QStringLiteral("--bogus"), QStringLiteral("x")},
            {QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("xml")}, {QStringLiteral("generate")},
            {QStringLiteral("generate"), QStringLiteral("--hosts"), QStringLiteral("many")},
            {QStringLiteral("generate"), QStringLiteral("--hosts"), QStringLiteral("4"), QStringLiteral("--sofs"),
                QStringLiteral("1")},
            {QStringLiteral("new"), QStringLiteral("no-such-template")}};
        for (const QStringList &arguments : cases) {
            const Run run = hvnet(arguments);
            QCOMPARE(run.code, 1);
            if (!arguments.isEmpty()) {
                QCOMPARE(run.err.count('\n'), 1);
                QVERIFY2(run.err.startsWith("hvnet: "), run.err.constData());
            }
        }
    }

    void templatesAndNew()
    {
        const Run list = hvnet({QStringLiteral("templates")});
        QCOMPARE(list.code, 0);
        QCOMPARE(list.out.count('\n'), 6);
        QVERIFY(list.out.contains("sofs-hyperv-2012r2"));

        const Run toStdout = hvnet({QStringLiteral("new"), QStringLiteral("s2d-converged-set")});
        QCOMPARE(toStdout.code, 0);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("new.hvnet"));
        const Run toFile
            = hvnet({QStringLiteral("new"), QStringLiteral("s2d-converged-set"), QStringLiteral("-o"), path});
        QCOMPARE(toFile.code, 0);
        QCOMPARE(readFile(path), toStdout.out);
        QCOMPARE(hvnet({QStringLiteral("validate"), path}).code, 0);
    }

    void validateCleanDesign()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("d.hvnet"));
        QCOMPARE(
            hvnet({QStringLiteral("new"), QStringLiteral("sofs-hyperv-2012r2"), QStringLiteral("-o"), path}).code, 0);
        const Run text = hvnet({QStringLiteral("validate"), path});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("passed"));
        const Run json = hvnet({QStringLiteral("validate"), path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.code, 0);
        const auto doc = nlohmann::json::parse(json.out.toStdString());
        QCOMPARE(QString::fromStdString(doc.at("design").get<std::string>()),
            QStringLiteral("Hyper-V on a Scale-Out File Server (2012 R2)"));
        QCOMPARE(doc.at("summary").at("error").get<int>(), 0);
        QCOMPARE(doc.at("summary").at("warning").get<int>(), 0);
    }

    void validateDesignWithErrors()
    {
        const QString path = rulesCase("address.duplicate", "raises.hvnet");
        const Run text = hvnet({QStringLiteral("validate"), path});
        QCOMPARE(text.code, 2);
        QVERIFY(text.out.contains("address.duplicate"));
        QVERIFY(text.out.contains("FAILED"));

        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("report.json"));
        const Run json
            = hvnet({QStringLiteral("validate"), path, QStringLiteral("--format=json"), QStringLiteral("-o"), out});
        QCOMPARE(json.code, 2);
        QVERIFY(json.out.isEmpty());
        const auto doc = nlohmann::json::parse(readFile(out).toStdString());
        // The documented shape and key order.
        std::vector<std::string> keys;
        for (auto it = doc.begin(); it != doc.end(); ++it)
            keys.push_back(it.key());
        QCOMPARE(doc.at("summary").at("error").get<int>(), 2);
        const auto &findings = doc.at("findings");
        QCOMPARE(findings.size(), std::size_t(2));
        for (const auto &f : findings) {
            QCOMPARE(f.at("rule").get<std::string>(), std::string("address.duplicate"));
            QCOMPARE(f.at("severity").get<std::string>(), std::string("error"));
            QVERIFY(f.at("objects").is_array());
            QCOMPARE(f.at("suppressed").get<bool>(), false);
            QVERIFY(!f.contains("reason"));
        }
        QCOMPARE(findings[0].at("objects")[0].get<std::string>(), std::string("hv1-mgmt"));
        // Same input, same bytes.
        const Run again = hvnet({QStringLiteral("validate"), path, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(again.out, readFile(out));
    }

    void suppressedFindingsInJson()
    {
        const Run json = hvnet({QStringLiteral("validate"), rulesCase("suppression.unused", "clean.hvnet"),
            QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.code, 0);
        const auto doc = nlohmann::json::parse(json.out.toStdString());
        QCOMPARE(doc.at("summary").at("suppressed").get<int>(), 1);
        const auto &f = doc.at("findings")[0];
        QCOMPARE(f.at("suppressed").get<bool>(), true);
        QCOMPARE(f.at("reason").get<std::string>(), std::string("addresses come from the customer"));
    }

    void malformedDesignNamesLineAndPointer()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.hvnet"));
        QByteArray text = readFile(rulesCase("address.missing", "clean.hvnet"));
        text.replace("\"speedGbps\": 25", "\"speedGbps\": \"fast\"");
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        const Run run = hvnet({QStringLiteral("validate"), path});
        QCOMPARE(run.code, 1);
        QVERIFY(run.out.isEmpty());
        const QString err = QString::fromUtf8(run.err).trimmed();
        QVERIFY2(err.startsWith(QStringLiteral("hvnet: ") + path + QStringLiteral(":")), qPrintable(err));
        QVERIFY2(err.contains(QStringLiteral(": /nodes/0/adapters/2/speedGbps: expected a number, found a string")),
            qPrintable(err));

        const Run missing = hvnet({QStringLiteral("validate"), dir.filePath(QStringLiteral("none.hvnet"))});
        QCOMPARE(missing.code, 1);
        QVERIFY(missing.err.contains("none.hvnet"));
    }

    void rulesCatalogue()
    {
        const Run json = hvnet({QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(json.code, 0);
        const auto doc = nlohmann::json::parse(json.out.toStdString());
        QStringList ids;
        for (const auto &rule : doc.at("rules")) {
            ids << QString::fromStdString(rule.at("id").get<std::string>());
            for (const char *key : {"severity", "title", "rationale", "source"})
                QVERIFY(!rule.at(key).get<std::string>().empty());
        }
        for (const char *id :
            {"subnet.prefix-invalid", "subnet.overlap", "subnet.vlan-invalid", "subnet.gateway-invalid",
                "address.invalid", "address.duplicate", "address.missing", "node.multiple-gateways"})
            QVERIFY2(ids.contains(QLatin1String(id)), id);
        const Run text = hvnet({QStringLiteral("rules")});
        QCOMPARE(text.code, 0);
        QVERIFY(text.out.contains("subnet.overlap  [error]"));
    }

    void sarifAndJunitFromTheCommandLine()
    {
        const QString path = rulesCase("fabric.switch-no-dcb", "raises.hvnet");
        const Run sarif
            = hvnet({QStringLiteral("validate"), path, QStringLiteral("--format"), QStringLiteral("sarif")});
        QCOMPARE(sarif.code, 2);
        const auto log = nlohmann::json::parse(sarif.out.toStdString());
        QCOMPARE(log.at("version").get<std::string>(), std::string("2.1.0"));
        bool found = false;
        for (const auto &r : log.at("runs")[0].at("results"))
            found = found || r.at("ruleId").get<std::string>() == "fabric.switch-no-dcb";
        QVERIFY(found);

        const Run junit = hvnet({QStringLiteral("validate"), path, QStringLiteral("--format=junit")});
        QCOMPARE(junit.code, 2);
        QVERIFY(junit.out.startsWith("<?xml"));
        QVERIFY(junit.out.contains("<failure type=\"error\""));

        const Run clean = hvnet({QStringLiteral("validate"), rulesCase("fabric.switch-no-dcb", "clean.hvnet"),
            QStringLiteral("--format"), QStringLiteral("junit")});
        QCOMPARE(clean.code, 0);
        QVERIFY(!clean.out.contains("<failure"));
    }

    void rulesListsTheWholeCatalogue()
    {
        const Run json = hvnet({QStringLiteral("rules"), QStringLiteral("--format"), QStringLiteral("json")});
        const auto catalogue = nlohmann::json::parse(json.out.toStdString());
        QStringList ids;
        for (const auto &rule : catalogue.at("rules"))
            ids << QString::fromStdString(rule.at("id").get<std::string>());
        QStringList folders
            = QDir(QStringLiteral(HVNET_TEST_DATA "/rules")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        ids.sort();
        folders.sort();
        QCOMPARE(ids, folders);
        // The documentation lists every rule too.
        const QByteArray doc = readFile(QStringLiteral(HVNET_SOURCE_DIR "/docs/rules.md"));
        for (const QString &id : ids)
            QVERIFY2(doc.contains(QStringLiteral("`%1`").arg(id).toUtf8()), qPrintable(id));
    }

    void exportOnABareMachinePrintsOnlyItsOwnLines()
    {
        // No display, no XDG_RUNTIME_DIR, a temp folder of its own: what a fresh
        // server or CI container gives. Qt's notices about the platform stay off
        // stdout and stderr; hvnet's own lines are all there is.
        QTemporaryDir dir;
        QTemporaryDir tmp;
        QVERIFY(hvnet({QStringLiteral("new"), QStringLiteral("s2d-converged-set"), QStringLiteral("-o"),
                          dir.filePath(QStringLiteral("d.hvnet"))})
                    .code
            == 0);
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR"})
            env.remove(QString::fromLatin1(name));
        env.insert(QStringLiteral("TMPDIR"), tmp.path());
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(HVNET_CLI),
            {QStringLiteral("export"), dir.filePath(QStringLiteral("d.hvnet")), QStringLiteral("--out"),
                dir.filePath(QStringLiteral("out"))});
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitCode(), 0);
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(err.isEmpty(), err.constData());
        const QList<QByteArray> lines = process.readAllStandardOutput().trimmed().split('\n');
        QVERIFY(lines.first().startsWith("wrote "));
        for (qsizetype i = 1; i < lines.size(); ++i)
            QVERIFY2(lines[i].startsWith("  "), lines[i].constData());
    }

    void exportSwitches()
    {
        QTemporaryDir dir;
        const Run run = hvnet({QStringLiteral("export"), rulesCase("address.missing", "clean.hvnet"),
            QStringLiteral("--out"), dir.path(), QStringLiteral("--what"), QStringLiteral("switches")});
        QCOMPARE(run.code, 0);
        QVERIFY(readFile(dir.filePath(QStringLiteral("switches/TOR-A.cfg"))).contains("pause pfc-cos 3"));
        QVERIFY(!QDir(dir.filePath(QStringLiteral("powershell"))).exists());
    }

    void exportPowerShell()
    {
        QTemporaryDir dir;
        const Run run = hvnet({QStringLiteral("export"), rulesCase("address.missing", "clean.hvnet"),
            QStringLiteral("--out"), dir.path(), QStringLiteral("--what"), QStringLiteral("powershell")});
        QCOMPARE(run.code, 0);
        QVERIFY(run.out.contains("powershell/HV01.ps1"));
        for (const char *file : {"HV01.ps1", "HV01.check.ps1", "FS02.ps1", "HVC01.ps1", "FSC01.ps1"})
            QVERIFY2(readFile(dir.filePath(QStringLiteral("powershell/") + QLatin1String(file)))
                         .startsWith("\xEF\xBB\xBF#Requires"),
                file);

        // Errors refuse the export unless forced; nothing is written then.
        QTemporaryDir refused;
        const QString broken = rulesCase("address.duplicate", "raises.hvnet");
        const Run no = hvnet({QStringLiteral("export"), broken, QStringLiteral("--out"), refused.path()});
        QCOMPARE(no.code, 2);
        QVERIFY(no.err.contains("--force"));
        QVERIFY(QDir(refused.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
        const Run forced = hvnet(
            {QStringLiteral("export"), broken, QStringLiteral("--out"), refused.path(), QStringLiteral("--force")});
        QCOMPARE(forced.code, 0);

        // The report and the diagram, drawn offscreen by the designer's scene.
        QTemporaryDir drawn;
        const QString clean = rulesCase("address.missing", "clean.hvnet");
        const Run report
            = hvnet({QStringLiteral("export"), clean, QStringLiteral("--out"), drawn.path(), QStringLiteral("--what"),
                QStringLiteral("report,diagram"), QStringLiteral("--page-size"), QStringLiteral("letter")});
        QCOMPARE(report.code, 0);
        const QStringList reportFiles = QDir(drawn.filePath(QStringLiteral("report"))).entryList(QDir::Files);
        QCOMPARE(reportFiles.size(), 3);
        QCOMPARE(QDir(drawn.filePath(QStringLiteral("diagram"))).entryList(QDir::Files).size(), 2);
        QVERIFY(QDir(drawn.path()).entryList({QStringLiteral("powershell")}, QDir::Dirs).isEmpty());
        for (const QString &name : reportFiles)
            if (name.endsWith(QLatin1String(".pdf")))
                QVERIFY(readFile(drawn.filePath(QStringLiteral("report/") + name)).startsWith("%PDF-"));
        // Another process, another hash seed: the same bytes.
        QTemporaryDir again;
        QCOMPARE(
            hvnet({QStringLiteral("export"), clean, QStringLiteral("--out"), again.path(), QStringLiteral("--what"),
                      QStringLiteral("report,diagram"), QStringLiteral("--page-size"), QStringLiteral("letter")})
                .code,
            0);
        for (const QString &name : reportFiles)
            if (!name.endsWith(QLatin1String(".pdf")))
                QCOMPARE(readFile(again.filePath(QStringLiteral("report/") + name)),
                    readFile(drawn.filePath(QStringLiteral("report/") + name)));
        for (const QString &name : QDir(drawn.filePath(QStringLiteral("diagram"))).entryList({QStringLiteral("*.svg")}))
            QCOMPARE(readFile(again.filePath(QStringLiteral("diagram/") + name)),
                readFile(drawn.filePath(QStringLiteral("diagram/") + name)));
        const Run badPaper = hvnet({QStringLiteral("export"), clean, QStringLiteral("--out"), drawn.path(),
            QStringLiteral("--what"), QStringLiteral("report"), QStringLiteral("--page-size"), QStringLiteral("a3")});
        QCOMPARE(badPaper.code, 1);
        QVERIFY2(badPaper.err.contains("unknown --page-size \"a3\" (a4, letter)"), badPaper.err.constData());

        // What does not exist is a clear error.
        const Run unknown = hvnet({QStringLiteral("export"), broken, QStringLiteral("--out"), dir.path(),
            QStringLiteral("--what"), QStringLiteral("visio")});
        QCOMPARE(unknown.code, 1);
        // Without --out the folder is the design's own ("<name>-export" next
        // to it); errors still refuse.
        const Run noOut = hvnet({QStringLiteral("export"), broken});
        QCOMPARE(noOut.code, 2);
    }

    // Same design, same bytes, in another process. Against a process with a
    // random hash seed, everything hvnet writes itself is the same bytes
    // (scripts, checks, switch configurations, report HTML and Markdown with
    // the appendix, diagram SVG and PNG, a generated design, SARIF): nothing
    // of hvnet's takes its order from a QHash. The PDF then says the same
    // (pdftotext); its bytes, and so the manifest's checksums, are the same
    // in every run of hvnet as users start it (fixed seed, no clock).
    void sameBytesInAnotherProcess_data()
    {
        QTest::addColumn<QString>("design");
        QTest::newRow("s2d-converged-set") << QStringLiteral("s2d-converged-set");
        QTest::newRow("sofs-hyperv-2012r2") << QStringLiteral("sofs-hyperv-2012r2");
        QTest::newRow("generated, 16 hosts") << QString();
    }

    void sameBytesInAnotherProcess()
    {
        QFETCH(QString, design);
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("d.hvnet"));
        const QStringList make = design.isEmpty()
            ? QStringList{QStringLiteral("generate"), QStringLiteral("--hosts"), QStringLiteral("16"),
                  QStringLiteral("--platform"), QStringLiteral("arista-eos")}
            : QStringList{QStringLiteral("new"), design};
        const Run first = hvnet(make, hashSeed(false));
        QCOMPARE(first.code, 0);
        QCOMPARE(hvnet(make, hashSeed(true)).out, first.out);
        QFile out(file);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(first.out);
        out.close();

        // The appendix (every script and configuration in the PDF) with the
        // starters; the 16 hosts' would be some 750 pages a run, and the
        // files it would print are compared one by one anyway.
        QStringList arguments{QStringLiteral("export"), file, QStringLiteral("--force")};
        if (!design.isEmpty())
            arguments << QStringLiteral("--appendix");
        const auto exportTo = [&](const QString &folder, bool random) {
            return hvnet(arguments + QStringList{QStringLiteral("--out"), dir.filePath(folder)}, hashSeed(random));
        };
        // One export with the fixed seed, three with random ones: every
        // file, the report's PDF and the manifest with its checksum too, is
        // the same bytes in all of them.
        QCOMPARE(exportTo(QStringLiteral("a"), false).code, 0);
        for (const char *other : {"b", "c", "d"})
            QCOMPARE(exportTo(QLatin1String(other), true).code, 0);
        const QStringList files = filesUnder(dir.filePath(QStringLiteral("a")));
        for (const char *kind : {"powershell/", "switches/", "report/", "diagram/", "hvnet-export.json"})
            QVERIFY2(std::any_of(files.cbegin(), files.cend(),
                         [kind](const QString &f) { return f.startsWith(QLatin1String(kind)); }),
                kind);
        for (const char *other : {"b", "c", "d"}) {
            QCOMPARE(filesUnder(dir.filePath(QLatin1String(other))), files);
            for (const QString &f : files)
                QVERIFY2(readFile(dir.filePath(QStringLiteral("a/") + f))
                        == readFile(dir.filePath(QLatin1String(other) + QLatin1Char('/') + f)),
                    qPrintable(f + QStringLiteral(" depends on the hash seed")));
        }
        for (const QString &f : files)
            if (f.endsWith(QLatin1String(".pdf")))
                QVERIFY(pdfText(dir.filePath(QStringLiteral("a/") + f)).size() > 1000); // a report, not an empty file

        const QStringList validate{QStringLiteral("validate"), file, QStringLiteral("--format"), QStringLiteral("sarif")};
        QCOMPARE(hvnet(validate, hashSeed(true)).out, hvnet(validate, hashSeed(false)).out);
    }

    // A re-export never mixes designs: the manifest lists what an export
    // wrote, the next one removes what it does not write again (and nothing
    // else), and a folder of someone else's files is refused untouched.
    void exportKeepsOneDesignPerFolder()
    {
        QTemporaryDir dir;
        const QString sofs = dir.filePath(QStringLiteral("sofs.hvnet"));
        const QString s2d = dir.filePath(QStringLiteral("s2d.hvnet"));
        QCOMPARE(
            hvnet({QStringLiteral("new"), QStringLiteral("sofs-hyperv-2012r2"), QStringLiteral("-o"), sofs}).code, 0);
        QCOMPARE(
            hvnet({QStringLiteral("new"), QStringLiteral("s2d-converged-set"), QStringLiteral("-o"), s2d}).code, 0);
        const QStringList scripts = {QStringLiteral("--what"), QStringLiteral("powershell,switches")};

        // Without --out: the design's own folder, next to it.
        const Run first = hvnet(QStringList{QStringLiteral("export"), sofs} + scripts);
        QCOMPARE(first.code, 0);
        const QString folder = dir.filePath(QStringLiteral("sofs-export"));
        QVERIFY(QFile::exists(folder + QStringLiteral("/powershell/HV01.ps1")));
        const auto manifest
            = nlohmann::json::parse(readFile(folder + QStringLiteral("/hvnet-export.json")).toStdString());
        QCOMPARE(manifest.at("format").get<std::string>(), std::string("hvnet-export"));
        QCOMPARE(QString::fromStdString(manifest.at("design").get<std::string>()),
            QStringLiteral("Hyper-V on a Scale-Out File Server (2012 R2)"));
        QVERIFY(manifest.at("files").size() > 20);
        QCOMPARE(manifest.at("files").at(0).at("sha256").get<std::string>().size(), std::size_t(64));

        // Another design into the same folder: the first one's files go, a
        // file of the user's own stays.
        QFile notes(folder + QStringLiteral("/notes.txt"));
        QVERIFY(notes.open(QIODevice::WriteOnly));
        notes.write("ours\n");
        notes.close();
        const Run second = hvnet(QStringList{QStringLiteral("export"), s2d, QStringLiteral("--out"), folder} + scripts);
        QCOMPARE(second.code, 0);
        QVERIFY(second.out.contains("removed powershell/HV01.ps1"));
        QVERIFY(!QFile::exists(folder + QStringLiteral("/powershell/HV01.ps1")));
        QVERIFY(!QFile::exists(folder + QStringLiteral("/switches/LAN-A.cfg")));
        QVERIFY(QFile::exists(folder + QStringLiteral("/powershell/S2D01.ps1")));
        QCOMPARE(readFile(folder + QStringLiteral("/notes.txt")), QByteArray("ours\n"));
        QVERIFY(readFile(folder + QStringLiteral("/hvnet-export.json")).contains("Hyperconverged"));
        // The same export again writes the same bytes and removes nothing.
        const QByteArray before = readFile(folder + QStringLiteral("/hvnet-export.json"));
        const Run again = hvnet(QStringList{QStringLiteral("export"), s2d, QStringLiteral("--out"), folder} + scripts);
        QCOMPARE(again.code, 0);
        QVERIFY(!again.out.contains("removed"));
        QCOMPARE(readFile(folder + QStringLiteral("/hvnet-export.json")), before);

        // A file hvnet wrote and someone changed is not overwritten.
        QFile edited(folder + QStringLiteral("/powershell/S2D02.ps1"));
        QVERIFY(edited.open(QIODevice::Append));
        edited.write("# a local change\n");
        edited.close();
        const Run changed
            = hvnet(QStringList{QStringLiteral("export"), sofs, QStringLiteral("--out"), folder} + scripts);
        QCOMPARE(changed.code, 1);
        QVERIFY2(
            changed.err.contains("powershell/S2D02.ps1 was changed after hvnet wrote it"), changed.err.constData());
        QVERIFY(readFile(folder + QStringLiteral("/powershell/S2D02.ps1")).endsWith("# a local change\n"));
        QVERIFY(QFile::exists(folder + QStringLiteral("/powershell/S2D01.ps1")));

        // A folder hvnet did not write is refused, and nothing is written to it.
        QTemporaryDir foreign;
        QFile other(foreign.filePath(QStringLiteral("budget.xlsx")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.close();
        const Run refused
            = hvnet(QStringList{QStringLiteral("export"), sofs, QStringLiteral("--out"), foreign.path()} + scripts);
        QCOMPARE(refused.code, 1);
        QVERIFY2(refused.err.contains("holds files hvnet did not write (budget.xlsx)"), refused.err.constData());
        QCOMPARE(QDir(foreign.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries),
            QStringList{QStringLiteral("budget.xlsx")});
    }

    void generateAndAllocate()
    {
        QTemporaryDir dir;
        const QString generated = dir.filePath(QStringLiteral("g.hvnet"));
        QCOMPARE(hvnet({QStringLiteral("generate"), QStringLiteral("--hosts"), QStringLiteral("20"),
                           QStringLiteral("--racks"), QStringLiteral("2"), QStringLiteral("--sofs"),
                           QStringLiteral("2"), QStringLiteral("-o"), generated})
                     .code,
            0);
        QCOMPARE(hvnet({QStringLiteral("validate"), generated}).code, 0);
        const Run again = hvnet({QStringLiteral("generate"), QStringLiteral("--hosts"), QStringLiteral("20"),
            QStringLiteral("--racks"), QStringLiteral("2"), QStringLiteral("--sofs"), QStringLiteral("2")});
        QCOMPARE(again.out, readFile(generated));
        // Another platform's default model, and a clear error for a platform that is none.
        const Run junos = hvnet({QStringLiteral("generate"), QStringLiteral("--hosts"), QStringLiteral("4"),
            QStringLiteral("--platform"), QStringLiteral("juniper-junos")});
        QCOMPARE(junos.code, 0);
        QVERIFY(junos.out.contains("\"model\": \"QFX5120-48Y\""));
        QVERIFY(junos.out.contains("\"name\": \"et-0/0/48\""));
        const Run bad = hvnet({QStringLiteral("generate"), QStringLiteral("--hosts"), QStringLiteral("4"),
            QStringLiteral("--platform"), QStringLiteral("nexus")});
        QCOMPARE(bad.code, 1);
        QVERIFY2(bad.err.contains("unknown --platform \"nexus\" (cisco-nxos, "), bad.err.constData());

        const QString in = rulesCase("address.missing", "raises.hvnet");
        const QString out = dir.filePath(QStringLiteral("allocated.hvnet"));
        const Run allocate = hvnet({QStringLiteral("allocate"), in, QStringLiteral("-o"), out});
        QCOMPARE(allocate.code, 0);
        QVERIFY(allocate.err.contains("1 address"));
        const Run check = hvnet({QStringLiteral("validate"), out, QStringLiteral("--format"), QStringLiteral("json")});
        QCOMPARE(check.code, 0);
        QCOMPARE(nlohmann::json::parse(check.out.toStdString()).at("summary").at("warning").get<int>(), 0);
        // HV01 is .11 in its other subnets, so .11 here too.
        QVERIFY(readFile(out).contains("\"address\": \"172.16.1.11\""));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"

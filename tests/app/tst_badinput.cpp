// The bad-input corpus (tests/data/bad/README.md): design files and evidence
// folders that are wrong in one way each, with the error hvnet must give for
// each, run through the command line (hvnet validate, hvnet check --evidence,
// hvnet import) and the designer's open path, where a failed open loses
// nothing: the open design, its unsaved edits and its recovery copy stay.

#include "app/designer/mainwindow.h"
#include "app/designer/recovery.h"
#include "model/commands/setsubnetvlan.h"
#include "model/designdocument.h"
#include "model/designwriter.h"
#include "tests/support/designerdriver.h"
#include "tests/support/evidencecase.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

QString designCorpus()
{
    return QStringLiteral(HVNET_TEST_DATA "/bad/designs");
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// What a design case expects (<case>.expected, one line): the reader's error
// as hvnet prints it after "hvnet: ", the file named as given; or, for a file
// that reads and breaks a rule, "finding <rule> <objects>: <message>"; for
// one that reads and validates, "accepted".
struct DesignExpectation {
    bool accepted = false; // "accepted": the file reads and validates without errors
    bool finding = false;
    QString text; // the error, the file written as {file}
    QString rule;
    QStringList objects;
    QString message;
};

DesignExpectation expectation(const QString &name)
{
    DesignExpectation e;
    const QString line = QString::fromUtf8(readAll(designCorpus() + QLatin1Char('/') + name + QStringLiteral(".expected")))
                             .trimmed();
    if (line == QLatin1String("accepted")) {
        e.accepted = true;
    } else if (line.startsWith(QLatin1String("finding "))) {
        e.finding = true;
        const QString rest = line.mid(8);
        const qsizetype colon = rest.indexOf(QStringLiteral(": "));
        const QStringList head = rest.left(colon).split(QLatin1Char(' '));
        e.rule = head.value(0);
        e.objects = head.value(1).split(QLatin1Char(','), Qt::SkipEmptyParts);
        e.message = rest.mid(colon + 2);
    } else {
        e.text = line;
    }
    return e;
}

struct Run {
    int code = -1;
    QByteArray out, err;
};

Run runCli(const QStringList &arguments, const QString &directory = {})
{
    QProcess p;
    if (!directory.isEmpty())
        p.setWorkingDirectory(directory);
    p.start(QStringLiteral(HVNET_CLI), arguments);
    if (!p.waitForFinished(120000))
        return {};
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

void addDesignRows()
{
    QTest::addColumn<QString>("name");
    const QStringList files = QDir(designCorpus()).entryList({QStringLiteral("*.hvnet")}, QDir::Files, QDir::Name);
    for (const QString &file : files)
        QTest::newRow(qPrintable(file)) << file.chopped(6);
}

void addEvidenceRows()
{
    QTest::addColumn<QString>("name");
    const QStringList cases = QDir(EvidenceCase::root() + QStringLiteral("/bad")).entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
    for (const QString &c : cases)
        QTest::newRow(qPrintable(c)) << c;
}

nlohmann::json caseJson(const QString &name)
{
    return nlohmann::json::parse(
        readAll(EvidenceCase::root() + QStringLiteral("/bad/") + name + QStringLiteral("/case.json")).toStdString());
}

QString s(const nlohmann::json &v)
{
    return QString::fromStdString(v.get<std::string>());
}

// A finding or problem as one comparable line: "file:line rule [objects] message".
QString findingLine(const QJsonObject &f)
{
    const QJsonObject ev = f.value(QStringLiteral("evidence")).toObject();
    QStringList objects;
    for (const QJsonValue &o : f.value(QStringLiteral("objects")).toArray())
        objects << o.toString();
    return QStringLiteral("%1:%2 %3 [%4] %5")
        .arg(ev.value(QStringLiteral("file")).toString())
        .arg(ev.value(QStringLiteral("line")).toInt())
        .arg(f.value(QStringLiteral("rule")).toString(), objects.join(QLatin1Char(',')),
            f.value(QStringLiteral("message")).toString());
}

QString expectedLine(const nlohmann::json &e)
{
    QStringList objects;
    if (e.contains("objects"))
        for (const auto &o : e.at("objects"))
            objects << s(o);
    const nlohmann::json evidence = e.value("evidence", nlohmann::json{{"file", ""}, {"line", 0}});
    return QStringLiteral("%1:%2 %3 [%4] %5")
        .arg(s(evidence.at("file")))
        .arg(evidence.at("line").get<int>())
        .arg(e.contains("rule") ? s(e.at("rule")) : QString(), objects.join(QLatin1Char(',')), s(e.at("message")));
}

} // namespace

class TestBadInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QDir(designCorpus()).entryList({QStringLiteral("*.hvnet")}).size() >= 40, "at least 40 design cases");
        QVERIFY2(QDir(EvidenceCase::root() + QStringLiteral("/bad")).entryList(QDir::Dirs | QDir::NoDotAndDotDot).size() >= 40,
            "at least 40 evidence cases");
    }

    // Every design case has its expectation, and every expectation its case.
    void everyCaseHasItsExpectation()
    {
        const QDir dir(designCorpus());
        QStringList cases, expectations;
        for (const QString &f : dir.entryList({QStringLiteral("*.hvnet")}, QDir::Files, QDir::Name))
            cases << f.chopped(6);
        for (const QString &f : dir.entryList({QStringLiteral("*.expected")}, QDir::Files, QDir::Name))
            expectations << f.chopped(9);
        QCOMPARE(expectations, cases);
    }

    void validate_data() { addDesignRows(); }

    // hvnet validate names the file, line:column and pointer, and what was
    // expected; a file that reads and breaks a rule fails validation with it.
    void validate()
    {
        QFETCH(QString, name);
        const DesignExpectation e = expectation(name);
        const QString file = name + QStringLiteral(".hvnet");
        if (e.accepted) {
            const Run r = runCli({QStringLiteral("validate"), file}, designCorpus());
            QCOMPARE(r.code, 0);
            QVERIFY(r.err.isEmpty());
            return;
        }
        if (!e.finding) {
            const Run r = runCli({QStringLiteral("validate"), file}, designCorpus());
            QCOMPARE(r.code, 1);
            QVERIFY(r.out.isEmpty());
            QCOMPARE(QString::fromUtf8(r.err), QStringLiteral("hvnet: %1\n").arg(QString(e.text).replace(QStringLiteral("{file}"), file)));
            return;
        }
        const Run r = runCli({QStringLiteral("validate"), file, QStringLiteral("--format"), QStringLiteral("json")}, designCorpus());
        QCOMPARE(r.code, 2);
        QStringList errors;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).object().value(QStringLiteral("findings")).toArray()) {
            const QJsonObject f = v.toObject();
            if (f.value(QStringLiteral("severity")).toString() != QLatin1String("error"))
                continue;
            QStringList objects;
            for (const QJsonValue &o : f.value(QStringLiteral("objects")).toArray())
                objects << o.toString();
            errors << QStringLiteral("%1 %2: %3").arg(f.value(QStringLiteral("rule")).toString(),
                objects.join(QLatin1Char(',')), f.value(QStringLiteral("message")).toString());
        }
        QCOMPARE(errors, QStringList{QStringLiteral("%1 %2: %3").arg(e.rule, e.objects.join(QLatin1Char(',')), e.message)});
    }

    void designerOpen_data() { addDesignRows(); }

    // The designer's open path: a file the reader refuses leaves the open
    // design as it was (its edits, its name, its undo history) and its
    // recovery copy in place, and says the same as the command line.
    void designerOpen()
    {
        QFETCH(QString, name);
        const DesignExpectation e = expectation(name);
        const QString file = QDir(designCorpus()).filePath(name + QStringLiteral(".hvnet"));
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        DesignDocument *document = window.document();
        document->undoStack()->push(new SetSubnetVlan(document, QStringLiteral("st1"), 1234));
        QVERIFY(document->isModified());
        QVERIFY(window.recovery()->saveNow());
        const QString copy = window.recovery()->currentFile();
        const QByteArray copied = readAll(copy);
        const QByteArray before = DesignWriter::write(document->design());
        const QString fileBefore = document->fileName();

        const QString error = window.openFile(file);
        if (e.finding || e.accepted) {
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QCOMPARE(document->fileName(), file);
            return;
        }
        QCOMPARE(error, QString(e.text).replace(QStringLiteral("{file}"), file));
        QCOMPARE(DesignWriter::write(document->design()), before);
        QCOMPARE(document->fileName(), fileBefore);
        QVERIFY(document->isModified());
        QCOMPARE(document->undoStack()->count(), 1);
        QCOMPARE(window.recovery()->currentFile(), copy);
        QCOMPARE(readAll(copy), copied);
    }

    // File > Open as a user does it, on a modified design whose changes the
    // user discards: the open fails, and the design stays open and its
    // recovery copy stays until another design replaces it.
    void openThatFailsAfterDiscardKeepsRecovery()
    {
        const QString file = QDir(designCorpus()).filePath(QStringLiteral("truncated-middle.hvnet"));
        MainWindow window;
        QVERIFY(openWindow(window, "s2d-converged-set"));
        DesignDocument *document = window.document();
        document->undoStack()->push(new SetSubnetVlan(document, QStringLiteral("st1"), 1234));
        QVERIFY(window.recovery()->saveNow());
        const QString copy = window.recovery()->currentFile();
        QString warning;
        whenModal([&](QWidget *modal) {
            auto *unsaved = qobject_cast<QMessageBox *>(modal);
            QVERIFY(unsaved);
            whenModal([&](QWidget *modal) {
                auto *dialog = qobject_cast<QFileDialog *>(modal);
                QVERIFY(dialog);
                whenModal([&](QWidget *modal) {
                    auto *box = qobject_cast<QMessageBox *>(modal);
                    QVERIFY(box);
                    warning = box->text();
                    box->accept();
                });
                dialog->selectFile(file);
                static_cast<QDialog *>(dialog)->accept();
            });
            unsaved->button(QMessageBox::Discard)->click();
        });
        window.action(QStringLiteral("fileOpen"))->trigger();
        QCOMPARE(warning, QString(expectation(QStringLiteral("truncated-middle")).text).replace(QStringLiteral("{file}"), file));
        QCOMPARE(document->design().subnet(QStringLiteral("st1"))->vlan, 1234);
        QVERIFY(document->isModified());
        QVERIFY(QFile::exists(copy));
        QCOMPARE(window.recovery()->currentFile(), copy);
    }

    void check_data() { addEvidenceRows(); }

    // hvnet check --evidence: what could not be read is reported with the
    // file, line and what was wrong, and nothing else of the folder is lost.
    void check()
    {
        QFETCH(QString, name);
        const EvidenceCase evidence(QStringLiteral("bad/") + name);
        QTemporaryDir dir;
        QVERIFY(evidence.writeTo(dir.filePath(QStringLiteral("evidence"))));
        QFile design(dir.filePath(QStringLiteral("design.hvnet")));
        QVERIFY(design.open(QIODevice::WriteOnly));
        design.write(DesignWriter::write(evidence.design()));
        design.close();
        const Run r = runCli({QStringLiteral("check"), design.fileName(), QStringLiteral("--evidence"),
            dir.filePath(QStringLiteral("evidence")), QStringLiteral("--format"), QStringLiteral("json")});
        QVERIFY2(r.code == 0 || r.code == 2, r.err.constData());
        // Every finding of a rule the case names, and of live.evidence-unreadable.
        QSet<QString> rules{QStringLiteral("live.evidence-unreadable")};
        QStringList found, expected;
        for (const auto &e : evidence.expected()) {
            expected << expectedLine(e);
            rules.insert(s(e.at("rule")));
        }
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).object().value(QStringLiteral("findings")).toArray())
            if (rules.contains(v.toObject().value(QStringLiteral("rule")).toString()))
                found << findingLine(v.toObject());
        QCOMPARE(found, expected);
    }

    void import_data() { addEvidenceRows(); }

    // hvnet import reads what it can and lists what it could not, by file and line.
    void import()
    {
        QFETCH(QString, name);
        const EvidenceCase evidence(QStringLiteral("bad/") + name);
        const nlohmann::json c = caseJson(name);
        QTemporaryDir dir;
        QVERIFY(evidence.writeTo(dir.filePath(QStringLiteral("evidence"))));
        const Run r = runCli({QStringLiteral("import"), QStringLiteral("--evidence"), dir.filePath(QStringLiteral("evidence")),
            QStringLiteral("-o"), dir.filePath(QStringLiteral("imported.hvnet")), QStringLiteral("--format"),
            QStringLiteral("json")});
        QVERIFY2(r.code == 0 || r.code == 2, r.err.constData());
        QStringList found, expected;
        for (const QJsonValue &v : QJsonDocument::fromJson(r.out).object().value(QStringLiteral("problems")).toArray())
            found << findingLine(v.toObject());
        for (const auto &e : c.at("import"))
            expected << expectedLine(e);
        QCOMPARE(found, expected);
    }
};

int main(int argc, char **argv)
{
    useOwnHome();
    QApplication app(argc, argv);
    nameTestApplication();
    TestBadInput test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_badinput.moc"

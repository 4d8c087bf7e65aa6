// The bounds of the design reader (docs/design-format.md, "Limits"): a file
// larger than it reads, JSON nested deeper than any design, a million-element
// array and a design of more than 100,000 objects are each refused with their
// reason or read, within a memory bound, and never overflow the stack. The
// inputs are generated here, not kept as files. Each large case runs in a
// child process of this test (the program itself, with HVNET_BOUNDS_CASE
// set), which reports its peak resident size (VmHWM), so one case's heap
// is not counted in the next. Times are printed for the record
// (tests/fuzz/README.md), never asserted.

#include "model/designfile.h"
#include "model/designgenerator.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "model/validation/validator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <cstdio>
#include <map>

using namespace hvnet;

namespace {

// What a child found, "key=value" a line.
using Report = std::map<QString, QString>;

// The process's peak resident size: VmHWM, which belongs to the program's
// own memory image and starts anew at exec (getrusage's ru_maxrss carries
// the peak of the test process that forked the child over).
long peakRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').first().toLong() / 1024;
    return -1;
}

// The memory bounds docs/design-format.md states (peak resident size of the
// whole process, Qt and the test included). Under AddressSanitizer the
// shadow memory and quarantine take several times as much, so the sanitizer
// build checks four times the bound.
#if defined(__SANITIZE_ADDRESS__)
constexpr long sanitizerFactor = 4;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr long sanitizerFactor = 4;
#else
constexpr long sanitizerFactor = 1;
#endif
#else
constexpr long sanitizerFactor = 1;
#endif
constexpr long refusedBoundMiB = 160; // anything the reader refuses for its size or depth, or on its first wrong element
constexpr long largeDesignBoundMiB = 512; // a design of 100,000 objects, read and validated

// A design of more than 100,000 objects (each with an id): generated hosts,
// each with its adapters, team, vSwitch, interfaces and cables.
constexpr int largeDesignHosts = 5500;

const char *designStart = R"({"format": "hvnet-design", "formatVersion": 1, "meta": {"name": "Bounds"},
 "platform": {"os": "ws2022"}, "qos": {"dcbxWilling": false, "classes": []}, "subnets": [], )";

void put(const char *key, const QString &value)
{
    std::printf("%s=%s\n", key, value.toUtf8().constData());
}

// The child's side: one case, its findings on stdout.
int runCase(const QString &name, const QString &path)
{
    QElapsedTimer timer;
    timer.start();
    DesignError error;
    if (name == QLatin1String("file")) {
        error = DesignFile::load(path).error;
    } else if (name == QLatin1String("array")) {
        QByteArray text = designStart;
        text += "\"nodes\": [";
        text += QByteArray("0, ").repeated(999'999);
        text += "0]}";
        put("bytes", QString::number(text.size()));
        error = DesignReader::read(text).error;
    } else if (name == QLatin1String("objects")) {
        const QByteArray text = DesignWriter::write(DesignGenerator::generate({largeDesignHosts, 4, 0}));
        put("bytes", QString::number(text.size()));
        put("objects", QString::number(text.count("\"id\": ")));
        timer.restart();
        const DesignReader::Result read = DesignReader::read(text);
        put("readMs", QString::number(timer.elapsed()));
        error = read.error;
        if (read.design) {
            timer.restart();
            const ValidationResult validation = Validator::run(*read.design);
            put("validateMs", QString::number(timer.elapsed()));
            put("nodes", QString::number(read.design->nodes.size()));
            put("errors", QString::number(validation.errors));
        }
    } else {
        return 2;
    }
    put("ms", QString::number(timer.elapsed()));
    put("error", error.isNull() ? QString() : error.toString());
    put("peakMiB", QString::number(peakRssMiB()));
    return 0;
}

// A child's figure, empty when it did not give it (QVERIFY2 builds its
// message whether the check fails or not).
QString value(const Report &report, const char *key)
{
    const auto it = report.find(QString::fromLatin1(key));
    return it == report.end() ? QString() : it->second;
}

Report runChild(const QString &name, const QString &path = {})
{
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HVNET_BOUNDS_CASE"), name);
    env.insert(QStringLiteral("HVNET_BOUNDS_PATH"), path);
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(), {});
    Report report;
    if (!child.waitForFinished(-1) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
        report[QStringLiteral("failed")] = QString::fromUtf8(child.readAllStandardError());
        return report;
    }
    for (const QByteArray &line : child.readAllStandardOutput().split('\n')) {
        const qsizetype at = line.indexOf('=');
        if (at > 0)
            report[QString::fromUtf8(line.left(at))] = QString::fromUtf8(line.mid(at + 1));
    }
    // For the record: tests/fuzz/README.md and docs/design-format.md quote these.
    QStringList figures;
    for (const auto &[key, value] : report)
        if (key != QLatin1String("error"))
            figures << key + QLatin1Char('=') + value;
    qInfo("%s: %s", qPrintable(name), qPrintable(figures.join(QLatin1Char(' '))));
    return report;
}

} // namespace

class TestDesignBounds : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // A 200 MB file is refused from its size, before it is read: the message
    // gives both sizes, and the process never holds the file.
    void fileLargerThanTheLimit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.hvnet"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.write(designStart) > 0);
            // Sparse: the test does not write 200 MB to the disk.
            QVERIFY(file.resize(200'000'000));
        }
        const Report report = runChild(QStringLiteral("file"), path);
        QVERIFY2(!report.count(QStringLiteral("failed")), qPrintable(value(report, "failed")));
        QCOMPARE(value(report, "error"),
            path + QStringLiteral(": the file is 190.7 MiB; hvnet reads designs of up to 64 MiB"));
        QVERIFY(value(report, "peakMiB").toLong() > 0);
        QVERIFY(value(report, "peakMiB").toLong() < refusedBoundMiB * sanitizerFactor);
    }

    // The same bound for bytes that come from elsewhere (the clipboard, a
    // recovery file): refused before parsing.
    void bytesLargerThanTheLimit()
    {
        QByteArray text(DesignReader::maxFileSize + 1, ' ');
        text.replace(0, 2, "{}");
        const DesignReader::Result read = DesignReader::read(text);
        QVERIFY(!read.design);
        QCOMPARE(read.error.message, QStringLiteral("the file is 64.0 MiB; hvnet reads designs of up to 64 MiB"));
        // At the limit the bytes are read (here: blank, so the file is empty).
        QVERIFY(DesignReader::read(QByteArray(DesignReader::maxFileSize, ' ')).error.message.startsWith(
            QStringLiteral("the file is empty")));
    }

    // Nesting 10,000 (and a million) levels deep is refused at the bracket
    // that goes one level too deep, before anything is built: no recursion
    // meets it. A value nested as deep as allowed is read (and refused for
    // what it is, not for its depth).
    void nestingDeeperThanTheLimit_data()
    {
        QTest::addColumn<int>("levels");
        QTest::newRow("10,000 levels") << 10'000;
        QTest::newRow("a million levels") << 1'000'000;
    }
    void nestingDeeperThanTheLimit()
    {
        QFETCH(int, levels);
        QByteArray text = designStart;
        text += "\n\"nodes\": ";
        text += QByteArray(levels, '[') + QByteArray(levels, ']') + "}";
        const DesignReader::Result read = DesignReader::read(text);
        QVERIFY(!read.design);
        QCOMPARE(read.error.line, 3);
        // "nodes": is nine characters; the top-level object is the first level.
        QCOMPARE(read.error.column, 9 + DesignReader::maxDepth);
        QCOMPARE(read.error.message, QStringLiteral("JSON nested more than 64 levels deep; a design needs far fewer"));
        // Brackets inside strings are text, not nesting.
        QByteArray inString = designStart;
        inString += "\"nodes\": [], \"x\": \"" + QByteArray(levels, '[') + "\"}";
        QVERIFY(DesignReader::read(inString).error.message.contains(QLatin1String("unknown key")));
    }
    void nestingAtTheLimit()
    {
        const int levels = DesignReader::maxDepth - 1; // the top-level object is one
        QByteArray text = designStart;
        text += "\"nodes\": " + QByteArray(levels, '[') + QByteArray(levels, ']') + "}";
        const DesignReader::Result read = DesignReader::read(text);
        QVERIFY(!read.design);
        QCOMPARE(read.error.pointer, QStringLiteral("/nodes/0"));
    }

    // A million elements where nodes go: refused on the first, which is no
    // node, with its pointer, within the bound.
    void millionElementArray()
    {
        const Report report = runChild(QStringLiteral("array"));
        QVERIFY2(!report.count(QStringLiteral("failed")), qPrintable(value(report, "failed")));
        QVERIFY2(value(report, "error").contains(QLatin1String("/nodes/0: expected an object")),
            qPrintable(value(report, "error")));
        QVERIFY(value(report, "peakMiB").toLong() > 0);
        QVERIFY(value(report, "peakMiB").toLong() < refusedBoundMiB * sanitizerFactor);
    }

    // More than 100,000 objects: read and validated, within the bound.
    void hundredThousandObjects()
    {
        const Report report = runChild(QStringLiteral("objects"));
        QVERIFY2(!report.count(QStringLiteral("failed")), qPrintable(value(report, "failed")));
        QVERIFY2(value(report, "error").isEmpty(), qPrintable(value(report, "error")));
        QVERIFY(value(report, "objects").toLong() > 100'000);
        QCOMPARE(value(report, "nodes").toInt(), largeDesignHosts + 4);
        QCOMPARE(value(report, "errors"), QStringLiteral("0"));
        QVERIFY(value(report, "bytes").toLongLong() < DesignReader::maxFileSize);
        QVERIFY(value(report, "peakMiB").toLong() < largeDesignBoundMiB * sanitizerFactor);
    }
};

int main(int argc, char **argv)
{
    const QString name = qEnvironmentVariable("HVNET_BOUNDS_CASE");
    if (!name.isEmpty())
        return runCase(name, qEnvironmentVariable("HVNET_BOUNDS_PATH"));
    QCoreApplication app(argc, argv);
    TestDesignBounds test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_designbounds.moc"

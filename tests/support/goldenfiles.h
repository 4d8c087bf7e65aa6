#pragma once

// Golden files: what a test makes, compared byte for byte with what is kept
// under tests/data/ (or a platform's tests/ folder). To accept a reviewed
// change, run the test with HVNET_UPDATE_GOLDEN=1: the files are written
// first, so the run passes and `git diff` shows what changed. One helper for
// every golden test, so they all compare, list and update alike.

#include <QByteArray>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QStringList>
#include <QTest>

#include <utility>
#include <vector>

namespace hvnet::golden {

using Files = std::vector<std::pair<QString, QByteArray>>; // path under the folder, content

// Whether this run rewrites the golden files instead of failing on them.
inline bool updating()
{
    return qEnvironmentVariableIsSet("HVNET_UPDATE_GOLDEN");
}

inline void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).path());
    QFile out(path);
    QVERIFY2(out.open(QIODevice::WriteOnly), qPrintable(path));
    out.write(content);
}

inline void compareBytes(const QString &path, const QByteArray &content)
{
    QFile golden(path);
    QVERIFY2(golden.open(QIODevice::ReadOnly), qPrintable(path + QStringLiteral(" is missing")));
    QCOMPARE(content, golden.readAll());
}

// One golden file: the content must be the file's, byte for byte.
inline void compareFile(const QString &path, const QByteArray &content)
{
    if (updating())
        write(path, content);
    compareBytes(path, content);
}

// A golden folder: the same files, by their paths under it (subfolders
// included), and each the same bytes. Updating empties the folder first, so
// a file the test no longer makes goes too.
inline void compareFolder(const QString &dir, const Files &files)
{
    if (updating()) {
        QDir(dir).removeRecursively();
        for (const auto &[path, content] : files)
            write(QDir(dir).filePath(path), content);
    }
    QStringList expected;
    QDirIterator it(dir, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        expected << QDir(dir).relativeFilePath(it.next());
    expected.sort();
    QStringList produced;
    for (const auto &[path, content] : files)
        produced << path;
    produced.sort();
    QCOMPARE(produced, expected);
    for (const auto &[path, content] : files) {
        compareBytes(QDir(dir).filePath(path), content);
        if (QTest::currentTestFailed())
            return;
    }
}

} // namespace hvnet::golden

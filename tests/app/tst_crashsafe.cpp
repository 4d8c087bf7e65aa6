// Saves that survive being killed: a child process (this test program, started
// again with --child) saves a large design, autosaves it, or exports a folder
// of deliverables over and over, and is killed with SIGKILL at random moments
// (seeded, 100 times each). After every kill what is on the disk is the old
// content or the new one, byte for byte; what the killed process left beside
// it is only its own process-stamped temporaries, which the next save
// removes; and the designer offers the autosaved copy on its next start.

#include "app/designer/mainwindow.h"
#include "app/designer/recovery.h"
#include "app/common/settings.h"
#include "exporters/exportfolder.h"
#include "model/atomicfile.h"
#include "model/commands/editcommands.h"
#include "model/designdocument.h"
#include "model/designfile.h"
#include "model/designgenerator.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "tests/support/designerdriver.h"

#include <QApplication>
#include <QDir>
#include <QDirIterator>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QUndoStack>

#include <algorithm>
#include <cstdio>
#include <map>

#include <signal.h>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

// 100 kills per case; the sanitizer trees set HVNET_CRASHSAFE_KILLS lower
// (cmake/Sanitizers.cmake): there they look for memory errors on the same
// paths, which a few kills reach as well as many, while each kill costs
// seconds under ASan. The plain tree keeps the hundred.
const int kills = [] {
    const int wanted = qEnvironmentVariableIntValue("HVNET_CRASHSAFE_KILLS");
    return wanted > 0 ? wanted : 100;
}();
constexpr quint32 seed = 30; // issue 30

// The large design of the tests, in two versions that differ in size and
// content: 256 Hyper-V hosts, and 240 with another SOFS cluster.
Design largeDesign(bool second)
{
    DesignGenerator::Options options;
    options.hosts = second ? 240 : 256;
    options.sofsNodes = second ? 6 : 4;
    Design design = DesignGenerator::generate(options);
    design.meta.name = second ? QStringLiteral("Crash-safe, second version") : QStringLiteral("Crash-safe");
    return design;
}

// Two exports of different shape: the second has fewer host scripts (the
// rest are stale) and a report the first has not.
std::vector<ExportedFile> exportFiles(bool second)
{
    QRandomGenerator text(second ? 2 : 1);
    std::vector<ExportedFile> files;
    const int hosts = second ? 50 : 60;
    for (int i = 1; i <= hosts; ++i) {
        QByteArray content = QStringLiteral("# host %1, export %2\n").arg(i).arg(second ? 2 : 1).toUtf8();
        for (int line = 0; line < 100; ++line)
            content += "Set-VMNetworkAdapterVlan -VMNetworkAdapterName SMB" + QByteArray::number(text.bounded(1000))
                + " -Access -VlanId " + QByteArray::number(text.bounded(4094) + 1) + "\n";
        files.push_back({QStringLiteral("powershell/HV%1.ps1").arg(i, 3, 10, QLatin1Char('0')), content});
    }
    for (int i = 1; i <= 4; ++i)
        files.push_back({QStringLiteral("switches/tor-%1.cfg").arg(i),
            QByteArray(20000 + i * 100, char('a' + i + (second ? 10 : 0)))});
    if (second)
        files.push_back({QStringLiteral("report/report.html"), QByteArray(100000, 'r')});
    return files;
}

// A folder's whole content: every file's bytes by its path, every empty
// folder as "path/".
std::map<QString, QByteArray> snapshot(const QString &folder)
{
    std::map<QString, QByteArray> out;
    const QDir root(folder);
    QDirIterator it(folder, QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
        QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        if (it.fileInfo().isDir()) {
            if (QDir(path).isEmpty(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot))
                out[root.relativeFilePath(path) + QLatin1Char('/')] = {};
            continue;
        }
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            out[root.relativeFilePath(path)] = file.readAll();
        else
            out[root.relativeFilePath(path)] = "<unreadable>";
    }
    return out;
}

QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

QStringList entries(const QString &folder)
{
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

// The child: runs `mode` on `path` until it is killed, saying "ready" before
// the first write and "done N" after each complete one.
int runChild(const QString &mode, const QString &path)
{
    const auto say = [](const QByteArray &line) {
        std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
        std::fflush(stdout);
    };
    if (mode == QLatin1String("save")) {
        const Design versions[2] = {largeDesign(true), largeDesign(false)};
        say("ready\n");
        for (int n = 0;; ++n) {
            if (!DesignFile::save(versions[n % 2], path).isNull())
                return 2;
            say("done " + QByteArray::number(n) + "\n");
        }
    }
    if (mode == QLatin1String("write")) {
        // The same bytes through the writer underneath DesignFile::save,
        // without its serialising and reading back: the kills land in the
        // writing, renaming and flushing.
        const QByteArray versions[2] = {DesignWriter::write(largeDesign(true)), DesignWriter::write(largeDesign(false))};
        say("ready\n");
        for (int n = 0;; ++n) {
            if (!writeFileAtomically(path, versions[n % 2]).isEmpty())
                return 2;
            say("done " + QByteArray::number(n) + "\n");
        }
    }
    if (mode == QLatin1String("export")) {
        const std::vector<ExportedFile> versions[2] = {exportFiles(true), exportFiles(false)};
        const QString names[2] = {QStringLiteral("second"), QStringLiteral("first")};
        say("ready\n");
        for (int n = 0;; ++n) {
            if (!ExportFolder(path).write(versions[n % 2], names[n % 2]).isEmpty())
                return 2;
            say("done " + QByteArray::number(n) + "\n");
        }
    }
    if (mode == QLatin1String("autosave")) {
        // A designer session: a design opened from `path`, edited (the VLAN of
        // its second subnet, 1000 and 1001 in turn) and autosaved.
        DesignDocument document;
        if (!document.load(path).isNull())
            return 3;
        Recovery recovery(&document);
        say("ready\n");
        for (int n = 0;; ++n) {
            std::vector<Subnet> subnets = document.design().subnets;
            subnets[1].vlan = 1000 + n % 2;
            document.undoStack()->push(
                new SetSubnets(&document, &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("edit")));
            if (!recovery.saveNow())
                return 2;
            say("done " + QByteArray::number(n) + "\n");
        }
    }
    if (mode == QLatin1String("designer")) {
        // The designer itself: a design opened, the outline dock closed and
        // one edit made, then nothing (no save, no minute passes): "done 0"
        // once the edit is in the recovery copy and the layout in the
        // settings, which the burst autosave and the layout keeper write by
        // themselves.
        MainWindow window;
        window.recovery()->setBurstDelay(50);
        window.resize(1400, 900);
        window.show();
        if (!window.openFile(path).isEmpty())
            return 3;
        window.findChild<QDockWidget *>(QStringLiteral("outlineDock"))->hide();
        std::vector<Subnet> subnets = window.document()->design().subnets;
        subnets[1].vlan = 1000;
        window.document()->undoStack()->push(
            new SetSubnets(window.document(), &Design::subnets, subnets, DesignPart::Subnets, QStringLiteral("edit")));
        say("ready\n");
        bool done = false;
        for (;;) {
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
            QThread::msleep(5);
            if (!done && QFile::exists(window.recovery()->currentFile()) && Settings().windowState() == window.saveState()) {
                done = true;
                say("done 0\n");
            }
        }
    }
    return 1;
}

// Starts a child, waits for its "ready", lets it work `delayUs`
// microseconds and kills it. Returns how many writes it completed (-1 when
// it did not start or died by itself).
int killChildAfter(const QString &mode, const QString &path, int delayUs, bool afterFirstWrite = false)
{
    QProcess child;
    child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--child"), mode, path});
    if (!child.waitForStarted(30000))
        return -1;
    QByteArray out;
    const auto waitFor = [&](const QByteArray &text) {
        while (!out.contains(text)) {
            if (!child.waitForReadyRead(60000))
                return false;
            out += child.readAllStandardOutput();
        }
        return true;
    };
    if (!waitFor("ready\n"))
        return -1;
    if (afterFirstWrite && !waitFor("done 0\n"))
        return -1;
    QThread::usleep(ulong(delayUs));
    ::kill(pid_t(child.processId()), SIGKILL);
    child.waitForFinished(60000);
    out += child.readAllStandardOutput();
    if (child.exitStatus() != QProcess::CrashExit)
        return -1; // it ended on its own: a write failed
    return int(out.count("done "));
}

// How long two writes of the child's loop take here, to spread the kills
// over them (only where they land depends on it; no assertion does).
template<typename Write> int delayRangeUs(Write write)
{
    QElapsedTimer timer;
    timer.start();
    write();
    write();
    return std::max<int>(2000, int(timer.nsecsElapsed() / 1000));
}

} // namespace

class TestCrashSafe : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void killedDesignSaveLeavesOldOrNew()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("large.hvnet"));
        const QByteArray first = DesignWriter::write(largeDesign(false));
        const QByteArray second = DesignWriter::write(largeDesign(true));
        QVERIFY(first.size() > 500000);
        const int range = delayRangeUs([&] {
            QVERIFY(DesignFile::save(largeDesign(true), file).isNull());
            QVERIFY(DesignFile::save(largeDesign(false), file).isNull());
        });
        const int writeRange = delayRangeUs([&] {
            QVERIFY(writeFileAtomically(file, second).isEmpty());
            QVERIFY(writeFileAtomically(file, first).isEmpty());
        });
        QCOMPARE(readFile(file), first);

        QRandomGenerator random(seed);
        int leftovers = 0, completed = 0;
        for (int i = 0; i < kills; ++i) {
            // The first child is killed only after a complete save: it can
            // save at all.
            // Every other child writes the bytes only (see runChild).
            const QString mode = i % 2 ? QStringLiteral("write") : QStringLiteral("save");
            const int done = killChildAfter(mode, file, int(random.bounded(i % 2 ? writeRange : range)), i < 2);
            QVERIFY2(done >= 0, "the saving child did not start or stopped by itself");
            completed += done;
            const QByteArray now = readFile(file);
            QVERIFY2(now == first || now == second, qPrintable(QStringLiteral("kill %1: %2 bytes, neither version")
                                                                   .arg(i)
                                                                   .arg(now.size())));
            for (const QString &entry : entries(dir.path())) {
                if (entry == QLatin1String("large.hvnet"))
                    continue;
                QVERIFY2(isLeftoverOfDeadProcess(entry, QStringLiteral(".large.hvnet.hvnet-tmp.")), qPrintable(entry));
                ++leftovers;
            }
        }
        qInfo("%d kills, %d complete saves in all, %d temporaries left behind by the killed saves", kills, completed,
            leftovers);
        // The next save clears what the killed ones left.
        QVERIFY(DesignFile::save(largeDesign(false), file).isNull());
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("large.hvnet")});
        QCOMPARE(readFile(file), first);
    }

    void killedExportLeavesOldOrNewFolder()
    {
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("export"));
        const std::vector<ExportedFile> firstFiles = exportFiles(false), secondFiles = exportFiles(true);
        // Someone's notes and an empty folder of theirs, which every export
        // keeps.
        QVERIFY(ExportFolder(folder).write(secondFiles, QStringLiteral("second")).isEmpty());
        {
            QFile notes(QDir(folder).filePath(QStringLiteral("notes.txt")));
            QVERIFY(notes.open(QIODevice::WriteOnly));
            notes.write("change window: Saturday\n");
        }
        QVERIFY(QDir(folder).mkdir(QStringLiteral("drafts")));
        const std::map<QString, QByteArray> second = snapshot(folder);
        QVERIFY(ExportFolder(folder).write(firstFiles, QStringLiteral("first")).isEmpty());
        const std::map<QString, QByteArray> first = snapshot(folder);
        QVERIFY(first.count(QStringLiteral("notes.txt")) && first.count(QStringLiteral("drafts/")));
        QVERIFY(!first.count(QStringLiteral("report/report.html")));
        QVERIFY(second.count(QStringLiteral("report/report.html")) && second.count(QStringLiteral("powershell/HV060.ps1")) == 0);
        const int range = delayRangeUs([&] {
            QVERIFY(ExportFolder(folder).write(secondFiles, QStringLiteral("second")).isEmpty());
            QVERIFY(ExportFolder(folder).write(firstFiles, QStringLiteral("first")).isEmpty());
        });
        QVERIFY(snapshot(folder) == first);

        QRandomGenerator random(seed);
        int leftovers = 0, completed = 0;
        for (int i = 0; i < kills; ++i) {
            const int done = killChildAfter(QStringLiteral("export"), folder, int(random.bounded(range)), i == 0);
            QVERIFY2(done >= 0, "the exporting child did not start or stopped by itself");
            completed += done;
            const std::map<QString, QByteArray> now = snapshot(folder);
            // The folder and its manifest are one export or the other, whole.
            QVERIFY2(now == first || now == second,
                qPrintable(QStringLiteral("kill %1: the folder holds %2 entries, neither export").arg(i).arg(now.size())));
            for (const QString &entry : entries(dir.path())) {
                if (entry == QLatin1String("export"))
                    continue;
                QVERIFY2(isLeftoverOfDeadProcess(entry, QStringLiteral(".export.hvnet-export."))
                        || isLeftoverOfDeadProcess(entry, QStringLiteral(".export.hvnet-retired.")),
                    qPrintable(entry));
                ++leftovers;
            }
        }
        qInfo("%d kills, %d complete exports in all, %d staging folders left behind by the killed exports", kills,
            completed, leftovers);
        // The next export clears what the killed ones left, and reads the
        // manifest the last one left as its own.
        ExportFolder::Plan plan;
        QVERIFY(ExportFolder(folder).write(firstFiles, QStringLiteral("first"), &plan).isEmpty());
        QVERIFY(plan.refusal.isEmpty());
        QCOMPARE(entries(dir.path()), QStringList{QStringLiteral("export")});
        QVERIFY(snapshot(folder) == first);
    }

    // A designer killed seconds after an edit, with no minute's autosave and
    // no close: the next start offers the edit back (the copy written when
    // the burst of edits settled) and opens with the layout it had (kept
    // as it changed, not only on a clean close).
    void killedDesignerKeepsItsLastEditAndLayout()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("design.hvnet"));
        const Design original = starter("s2d-converged-set");
        QVERIFY(DesignFile::save(original, file).isNull());
        QVERIFY(Recovery::orphans().isEmpty());
        {
            MainWindow before;
            before.show();
            QVERIFY(before.findChild<QDockWidget *>(QStringLiteral("outlineDock"))->isVisible());
        }
        QVERIFY2(killChildAfter(QStringLiteral("designer"), file, 0, true) == 1,
            "the designer child did not write its copy and layout, or stopped by itself");
        const QList<Recovery::Entry> orphans = Recovery::orphans();
        QCOMPARE(orphans.size(), 1);
        const auto copy = DesignReader::read(readFile(orphans.front().file));
        QVERIFY(copy.design);
        QCOMPARE(copy.design->subnets[1].vlan, 1000);
        Recovery::remove(orphans.front());
        MainWindow next;
        next.show();
        QTest::qWait(50);
        auto *outline = next.findChild<QDockWidget *>(QStringLiteral("outlineDock"));
        QVERIFY2(!outline->isVisible(), "the layout of the killed session did not come back");
        // As it was for the tests after this one.
        outline->show();
        next.keepLayout();
    }

    void killedAutosaveIsOfferedOnNextStart()
    {
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("large.hvnet"));
        // A design of 64 hosts: the child loads it, the window restores it.
        DesignGenerator::Options options;
        options.hosts = 64;
        const Design original = DesignGenerator::generate(options);
        QVERIFY(DesignFile::save(original, file).isNull());
        QByteArray edited[2];
        for (int vlan = 0; vlan < 2; ++vlan) {
            Design design = original;
            design.subnets[1].vlan = 1000 + vlan;
            edited[vlan] = DesignWriter::write(design);
        }
        // One autosave of the child's loop: about one save of the design.
        const int range = delayRangeUs([&] { QVERIFY(DesignFile::save(original, file).isNull()); }) * 2;
        QVERIFY(Recovery::orphans().isEmpty());

        QRandomGenerator random(seed);
        int offered = 0;
        for (int i = 0; i < kills; ++i) {
            const int done = killChildAfter(QStringLiteral("autosave"), file, int(random.bounded(range)), i == 0);
            QVERIFY2(done >= 0, "the autosaving child did not start or stopped by itself");
            // The design file itself is never touched by an autosave.
            QCOMPARE(readFile(file), DesignWriter::write(original));
            const QList<Recovery::Entry> orphans = Recovery::orphans();
            // After a complete autosave the copy is there; killed during the
            // first one, there may be none yet, never a broken one.
            QVERIFY2(orphans.size() == 1 || (done == 0 && orphans.isEmpty()),
                qPrintable(QStringLiteral("kill %1: %2 copies after %3 autosaves").arg(i).arg(orphans.size()).arg(done)));
            if (orphans.isEmpty())
                continue;
            ++offered;
            const Recovery::Entry entry = orphans.front();
            QCOMPARE(entry.originalFile, file);
            const QByteArray copy = readFile(entry.file);
            QVERIFY2(copy == edited[0] || copy == edited[1], qPrintable(QStringLiteral("kill %1: a broken copy").arg(i)));
            if (i % 25 != 0) {
                Recovery::remove(entry);
                continue;
            }
            // The designer's next start offers it, and restoring it brings
            // the edited design back, unsaved, under the original's name.
            MainWindow window;
            window.show();
            whenModal([](QWidget *modal) {
                auto *box = qobject_cast<QMessageBox *>(modal);
                QVERIFY(box);
                box->findChild<QPushButton *>(QStringLiteral("restore"))->click();
            });
            window.offerRecovery();
            QCOMPARE(DesignWriter::write(window.document()->design()), copy);
            QCOMPARE(window.document()->fileName(), file);
            QVERIFY(window.isWindowModified());
            QVERIFY(Recovery::orphans().isEmpty());
        }
        qInfo("%d kills, the copy offered after %d of them", kills, offered);
        QVERIFY(Recovery::orphans().isEmpty());
        // The look for copies at the start cleared what the killed autosaves
        // left: their temporaries, and the lock and copy of a session killed
        // before it had described its copy.
        // A child killed while it took its lock leaves it without its
        // process number: stale after two seconds (Recovery::orphans), so
        // the look is repeated as a later start would.
        QStringList left = entries(Recovery::directory());
        for (int attempt = 0; attempt < 50 && !left.isEmpty(); ++attempt) {
            QTest::qWait(100);
            QVERIFY(Recovery::orphans().isEmpty());
            left = entries(Recovery::directory());
        }
        QVERIFY2(left.isEmpty(), qPrintable(left.join(QLatin1Char(' '))));
    }
};

int main(int argc, char *argv[])
{
    // A child has its parent's home (HVNET_TEST_HOME and the XDG folders
    // are inherited) and makes no folder of its own: killed, it could not
    // remove it.
    if (argc == 4 && QByteArray(argv[1]) == "--child" && QByteArray(argv[2]) == "designer") {
        QApplication app(argc, argv);
        nameTestApplication();
        return runChild(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    if (argc == 4 && QByteArray(argv[1]) == "--child") {
        QCoreApplication app(argc, argv);
        nameTestApplication();
        return runChild(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]));
    }
    useOwnHome();
    QApplication app(argc, argv);
    nameTestApplication();
    TestCrashSafe test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_crashsafe.moc"

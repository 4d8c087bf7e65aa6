// Design > Probe Over SSH... in the real (offscreen) window, against real
// OpenSSH servers on loopback whose sessions are simulated Windows hosts and
// switches (tests/support/sshsite.h): host keys seen for the first time are
// refused and offered with their fingerprints; trusting them pins exactly
// those keys into the design as one undoable step and the probe again
// answers from every target; the evidence folder it writes is the live
// check the Live dock shows; a passphrase is asked in the window and
// reaches no file; a stop ends the sessions under way.

#include "app/designer/liveevidence.h"
#include "app/designer/mainwindow.h"
#include "app/designer/probedialog.h"
#include "model/designdocument.h"
#include "tests/support/designerdriver.h"
#include "tests/support/screenshotcheck.h"
#include "tests/support/sshsite.h"
#include "tests/support/testtime.h"

#include <QDirIterator>
#include <QFile>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>
#include <QUndoStack>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool waitForRun(ProbeDialog *dialog)
{
    QSignalSpy ended(dialog, &ProbeDialog::finished);
    return !dialog->isRunning() || ended.wait(240000);
}

int count(const ProbeDialog *dialog, ProbeTarget::State state)
{
    return int(std::count_if(dialog->targets().begin(), dialog->targets().end(),
        [state](const ProbeTarget &t) { return t.state == state; }));
}

QString pinOf(const Design &design, const QString &name)
{
    for (const Node &n : design.nodes)
        if (n.name == name && n.management)
            return n.management->hostKey;
    for (const Switch &s : design.switches)
        if (s.name == name && s.management)
            return s.management->hostKey;
    return {};
}

} // namespace

class TestDesignerProbe : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SshRig> rig;
    std::unique_ptr<SshSite> site;
    std::map<QString, QString> fingerprints; // by target name

    // Every node and switch of a generated design behind its own server.
    void startSite(int hosts, const QStringList &hostExtra = {}, const QString &authorizedKey = {})
    {
        site->makeDesign(hosts);
        for (Node &node : site->design.nodes) {
            SshRig::Server *server = site->startHost(node, hostExtra, authorizedKey);
            QVERIFY2(server, qPrintable(rig->error()));
            site->setEndpoint(node.management, server);
            fingerprints[node.name] = server->fingerprint;
        }
        for (Switch &sw : site->design.switches) {
            SshRig::Server *server = site->startSwitch(sw);
            QVERIFY2(server, qPrintable(rig->error()));
            site->setEndpoint(sw.management, server);
            fingerprints[sw.name] = server->fingerprint;
        }
    }

private Q_SLOTS:
    void init()
    {
        rig = std::make_unique<SshRig>();
        QVERIFY2(rig->error().isEmpty(), qPrintable(rig->error()));
        site = std::make_unique<SshSite>(*rig, QStringLiteral(HVNET_WINDOWS_SIM), QStringLiteral(HVNET_SWITCH_SIM));
        fingerprints.clear();
    }
    void cleanup()
    {
        site.reset();
        rig.reset();
    }

    void unknownKeysTrustedThenProbedIntoTheLiveCheck()
    {
        startSite(2);
        site->writeConfig({}); // nothing known: every key is new
        MainWindow window;
        QVERIFY(openWindow(window));
        window.document()->reset(site->design, rig->dir() + QStringLiteral("/site.hvnet"));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isValidating(), hvnet::test::waitMs(30000));

        window.action(QStringLiteral("designProbe"))->trigger();
        ProbeDialog *dialog = window.probeDialog();
        QVERIFY(dialog->isVisible());
        dialog->setSshConfig(site->sshConfig);
        const int targets = int(site->design.nodes.size() + site->design.switches.size());

        // First run: every key is new, so every target is refused at host-key
        // and offered with the fingerprint its server really has.
        QVERIFY(dialog->start());
        QVERIFY(waitForRun(dialog));
        QCOMPARE(count(dialog, ProbeTarget::State::Failed), targets);
        const QStringList offered = dialog->refusedUnknownKeys();
        QCOMPARE(offered.size(), targets);
        for (const auto &[name, fingerprint] : fingerprints)
            QVERIFY2(offered.join(QLatin1Char('\n')).contains(name + QStringLiteral(": ssh-ed25519 ") + fingerprint),
                qPrintable(offered.join(QLatin1Char('\n'))));
        auto *trust = dialog->findChild<QPushButton *>();
        for (QPushButton *b : dialog->findChildren<QPushButton *>())
            if (b->text().contains(QStringLiteral("Trust")))
                trust = b;
        QVERIFY(trust->isEnabled());
        QVERIFY(window.document()->design().nodes.front().management->hostKey.isEmpty());
        QVERIFY(!window.liveEvidence()->isActive()); // nothing answered: nothing checked

        // Trust: the keys are pinned (one undo step) and the probe runs again.
        const int undoBefore = window.document()->undoStack()->count();
        QVERIFY(QMetaObject::invokeMethod(trust, "click"));
        QVERIFY(dialog->isRunning());
        QCOMPARE(window.document()->undoStack()->count(), undoBefore + 1);
        for (const auto &[name, fingerprint] : fingerprints)
            QCOMPARE(pinOf(window.document()->design(), name), fingerprint);
        QVERIFY(waitForRun(dialog));
        QCOMPARE(count(dialog, ProbeTarget::State::Done), targets);
        QVERIFY(dialog->refusedUnknownKeys().isEmpty());

        // The folder is the evidence the Live dock shows, checked clean.
        const QString folder = dialog->writtenFolder();
        QVERIFY(QFile::exists(folder + QStringLiteral("/hosts/%1.json").arg(site->design.nodes.front().name)));
        QVERIFY(readFile(folder + QStringLiteral("/hosts/%1.json").arg(site->design.nodes.front().name))
            == site->hostEvidence.at(QStringLiteral("hosts/%1.json").arg(site->design.nodes.front().name)));
        QTRY_VERIFY_WITH_TIMEOUT(!window.liveEvidence()->isRunning(), hvnet::test::waitMs(30000));
        QVERIFY(window.liveEvidence()->isActive());
        QCOMPARE(QDir(window.liveEvidence()->folder()), QDir(folder));
        const LiveCheckRunner::Checked *shown = window.liveEvidence()->shown();
        QVERIFY(shown);
        QVERIFY(shown->live.error.isEmpty());
        QCOMPARE(shown->live.result.errors, 0);

        // The table says what each did; the transcript of a chosen target shows.
        auto *table = dialog->findChild<QTableWidget *>();
        QCOMPARE(table->rowCount(), targets);
        table->selectRow(0);
        auto *transcript = dialog->findChild<QPlainTextEdit *>();
        QVERIFY(transcript->toPlainText().contains(QStringLiteral("=== 01-connect.txt")));
        const QString problem = screenshotProblem(*dialog,
            QDir(buildDir("designer-screenshots")).filePath(QStringLiteral("probe-dialog.png")), QStringLiteral("Probe"));
        QVERIFY2(problem.isEmpty(), qPrintable(problem));

        // Undo takes every pin back at once.
        window.document()->undoStack()->undo();
        for (const auto &[name, fingerprint] : fingerprints)
            QVERIFY(pinOf(window.document()->design(), name).isEmpty());
        dialog->close();
    }

    // A key with a passphrase: asked in the window, held in memory, written nowhere.
    void passphraseAskedInTheWindow()
    {
        const QString secret = QStringLiteral("window-asked-passphrase-51c2");
        const QString key = rig->makeKey(QStringLiteral("locked_key"), secret);
        startSite(2, {}, key);
        for (Node &node : site->design.nodes)
            node.management->hostKey = fingerprints.at(node.name);
        site->writeConfig({}, key); // one host is probed: the switches accept the rig's own key only
        MainWindow window;
        QVERIFY(openWindow(window));
        window.document()->reset(site->design, rig->dir() + QStringLiteral("/site.hvnet"));
        ProbeDialog *dialog = window.probeDialog();
        dialog->setSshConfig(site->sshConfig);
        QStringList questions;
        dialog->setSecretAsker([&](const QString &question) -> std::optional<QByteArray> {
            questions << question;
            return secret.toUtf8();
        });
        QVERIFY(dialog->start({site->design.nodes.front().name}));
        QVERIFY(waitForRun(dialog));
        QCOMPARE(count(dialog, ProbeTarget::State::Done), 1);
        QVERIFY(!questions.isEmpty());
        QVERIFY(!questions.join(QLatin1Char(' ')).contains(secret));
        QDirIterator it(rig->dir(), QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!path.endsWith(QLatin1String("locked_key")))
                QVERIFY2(!readFile(path).contains(secret.toUtf8()), qPrintable(path));
        }
    }

    // Stop while every host hangs in its script: each session ends, the run
    // reports them cancelled, and nothing is checked.
    void stopEndsTheSessions()
    {
        startSite(2, {QStringLiteral("--hang")});
        for (Node &node : site->design.nodes)
            node.management->hostKey = fingerprints.at(node.name);
        for (Switch &sw : site->design.switches)
            sw.management->hostKey = fingerprints.at(sw.name);
        site->writeConfig({});
        MainWindow window;
        QVERIFY(openWindow(window));
        window.document()->reset(site->design, rig->dir() + QStringLiteral("/site.hvnet"));
        ProbeDialog *dialog = window.probeDialog();
        dialog->setSshConfig(site->sshConfig);
        const QString out = rig->dir() + QStringLiteral("/stopped");
        dialog->setOutputFolder(out);
        QVERIFY(dialog->start());
        // Until both hosts run their script (their "run" transcripts exist).
        const auto running = [&](const Node &node) {
            QDirIterator it(out + QStringLiteral("/transcripts/") + node.name, {QStringLiteral("*-run.txt")}, QDir::Files);
            return it.hasNext();
        };
        QTRY_VERIFY_WITH_TIMEOUT(running(site->design.nodes[0]) && running(site->design.nodes[1]), hvnet::test::waitMs(120000));
        QVERIFY(dialog->isRunning());
        // A language chosen now would take the dialog, and the sessions, with
        // the old window: it is refused, and the run goes on.
        QSignalSpy replaced(&window, &MainWindow::replaced);
        QString said;
        whenModal([&said](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            QVERIFY(box);
            said = box->text();
            box->accept();
        });
        window.action(QStringLiteral("language_de"))->trigger();
        QVERIFY2(said.contains(QStringLiteral("is running")), qPrintable(said));
        QCoreApplication::processEvents();
        QCOMPARE(replaced.count(), 0);
        QVERIFY(!window.action(QStringLiteral("language_de"))->isChecked());
        QVERIFY(window.action(QStringLiteral("language_system"))->isChecked());
        QCOMPARE(window.menuBar()->actions().first()->text(), QStringLiteral("&File"));
        QVERIFY(dialog->isRunning());
        dialog->cancel();
        QVERIFY(waitForRun(dialog));
        for (const ProbeTarget &t : dialog->targets()) {
            const bool host = std::any_of(site->design.nodes.begin(), site->design.nodes.end(),
                [&](const Node &n) { return n.name == t.target.name; });
            if (host)
                QVERIFY2(t.state == ProbeTarget::State::Failed || t.state == ProbeTarget::State::Cancelled,
                    qPrintable(t.target.name));
        }
        QVERIFY(!window.liveEvidence()->isActive() || count(dialog, ProbeTarget::State::Done) > 0);
    }
};

int main(int argc, char *argv[])
{
    useOwnHome();
    qunsetenv("SSH_AUTH_SOCK"); // the rig's keys only, never an agent of the person running the tests
    qunsetenv("SSH_ASKPASS");
    QApplication app(argc, argv);
    nameTestApplication();
    TestDesignerProbe test;
    QTEST_SET_MAIN_SOURCE_PATH
    return QTest::qExec(&test, argc, argv);
}

#include "tst_designerprobe.moc"

// Design > Deploy... in the real (offscreen) window, against real OpenSSH
// servers on loopback whose sessions are simulated Windows hosts
// (tests/support/sshsite.h, windowshostsim.cpp): the preview shows each
// node's difference and changes nothing; Deploy stays off until a preview
// read every target; the push then changes the hosts one node of the
// cluster at a time, and what the nodes' path tests gave is the live check
// the Live dock shows; a failed node stops its cluster, shown in the table
// and the details.

#include "app/designer/deploydialog.h"
#include "app/designer/liveevidence.h"
#include "app/designer/mainwindow.h"
#include "model/designdocument.h"
#include "tests/support/designerdriver.h"
#include "tests/support/sshsite.h"
#include "tests/support/testtime.h"

#include <QDir>
#include <QFile>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTest>

using namespace hvnet;
using namespace hvnet::testdriver;

namespace {

bool waitForRun(DeployDialog *dialog)
{
    QSignalSpy ended(dialog, &DeployDialog::finished);
    return !dialog->isRunning() || ended.wait(240000);
}

QPushButton *button(DeployDialog *dialog, const QString &text)
{
    for (QPushButton *b : dialog->findChildren<QPushButton *>())
        if (b->text().remove(QLatin1Char('&')) == text)
            return b;
    return nullptr;
}

} // namespace

class TestDesignerDeploy : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<SshRig> rig;
    std::unique_ptr<SshSite> site;

    QString home(const Node &node) const { return site->hostHome(node); }
    QByteArray applied(const Node &node) const
    {
        return site->hostApplied(node);
    }

    void startSite(int hosts)
    {
        site->makeDesign(hosts);
        QStringList known;
        for (Node &node : site->design.nodes) {
            SshRig::Server *server = site->startHost(node);
            QVERIFY2(server, qPrintable(rig->error()));
            site->setEndpoint(node.management, server);
            known << server->knownHostsLine;
        }
        site->writeConfig(known);
    }

private Q_SLOTS:
    void init()
    {
        rig = std::make_unique<SshRig>();
        QVERIFY2(rig->error().isEmpty(), qPrintable(rig->error()));
        site = std::make_unique<SshSite>(*rig, QStringLiteral(HVNET_WINDOWS_SIM), QStringLiteral(HVNET_SWITCH_SIM));
    }
    void cleanup()
    {
        site.reset();
        rig.reset();
    }

    void previewThenDeployIntoTheLiveCheck()
    {
        startSite(2);
        MainWindow window;
        QVERIFY(openWindow(window));
        window.document()->reset(site->design, rig->dir() + QStringLiteral("/site.hvnet"));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isValidating(), hvnet::test::waitMs(30000));

        window.action(QStringLiteral("designDeploy"))->trigger();
        DeployDialog *dialog = window.deployDialog();
        QVERIFY(dialog->isVisible());
        dialog->setSshConfig(site->sshConfig);
        QPushButton *deploy = button(dialog, QStringLiteral("Deploy"));
        QVERIFY(deploy);
        QVERIFY(!deploy->isEnabled()); // nothing previewed yet
        QVERIFY(!dialog->deploy(false));

        // The preview: every node's difference, nothing changed.
        QVERIFY(dialog->preview());
        QVERIFY(waitForRun(dialog));
        QVERIFY(dialog->isPreviewed());
        QVERIFY(deploy->isEnabled());
        for (const Node &node : site->design.nodes)
            QVERIFY2(applied(node).isEmpty(), qPrintable(node.name));
        const QString first = site->design.nodes.front().name;
        dialog->selectTarget(first);
        QVERIFY2(dialog->shownDetails().contains(QStringLiteral("What would change on %1:").arg(first)),
            qPrintable(dialog->shownDetails()));
        QVERIFY2(dialog->shownDetails().contains(QStringLiteral("Sync-HvFeature")), qPrintable(dialog->shownDetails()));
        auto *table = dialog->findChild<QTableWidget *>();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), int(site->design.nodes.size()));

        // The push: every node changed, checked, its evidence the live check.
        QVERIFY(dialog->deploy(false));
        QVERIFY(waitForRun(dialog));
        for (const PushTarget &t : dialog->targets())
            QVERIFY2(t.state == PushTarget::State::Done, qPrintable(t.target.name + QLatin1Char(' ') + t.reason));
        for (const Node &node : site->design.nodes)
            QVERIFY2(!applied(node).isEmpty(), qPrintable(node.name));
        QVERIFY(!dialog->writtenFolder().isEmpty());
        QVERIFY(QFile::exists(dialog->writtenFolder() + QStringLiteral("/push.json")));
        QTRY_VERIFY_WITH_TIMEOUT(!window.liveEvidence()->isRunning(), hvnet::test::waitMs(30000));
        QVERIFY(window.liveEvidence()->isActive());
        QCOMPARE(QDir(window.liveEvidence()->folder()), QDir(dialog->writtenFolder()));
        QVERIFY(!deploy->isEnabled()); // a new push needs a new preview
        dialog->selectTarget(first);
        QVERIFY2(dialog->shownDetails().contains(QStringLiteral("check")), qPrintable(dialog->shownDetails()));
    }

    // A node that fails its check stops the cluster: the table says which
    // and why, the nodes after it are skipped.
    void failedNodeStopsTheCluster()
    {
        startSite(3);
        {
            QFile f(home(site->design.nodes.front()) + QStringLiteral("/sim-faults.txt"));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("check\n");
        }
        MainWindow window;
        QVERIFY(openWindow(window));
        window.document()->reset(site->design, rig->dir() + QStringLiteral("/site.hvnet"));
        QTRY_VERIFY_WITH_TIMEOUT(!window.isValidating(), hvnet::test::waitMs(30000));
        window.action(QStringLiteral("designDeploy"))->trigger();
        DeployDialog *dialog = window.deployDialog();
        dialog->setSshConfig(site->sshConfig);
        dialog->setPathTests(false);
        QVERIFY(dialog->preview());
        QVERIFY(waitForRun(dialog));
        QVERIFY(dialog->deploy(false));
        QVERIFY(waitForRun(dialog));
        const std::vector<PushTarget> &targets = dialog->targets();
        QCOMPARE(targets.size(), site->design.nodes.size());
        QCOMPARE(targets[0].state, PushTarget::State::Failed);
        QCOMPARE(targets[0].step, QStringLiteral("check"));
        for (size_t i = 1; i < targets.size(); ++i) {
            QCOMPARE(targets[i].state, PushTarget::State::Skipped);
            QVERIFY(applied(site->design.nodes[i]).isEmpty());
        }
        auto *table = dialog->findChild<QTableWidget *>();
        QVERIFY(table->item(1, 5)->text().contains(QStringLiteral("stopped: %1 failed at check").arg(targets[0].target.name)));
    }
};

QTEST_MAIN(TestDesignerDeploy)
#include "tst_designerdeploy.moc"

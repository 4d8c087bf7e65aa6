// The collect kit: golden files per starter; every collect script parsed by
// the real PowerShell grammar with its commands checked against the
// documented cmdlets; each script's sections and fields exactly the table
// the host evidence reader binds to (collectschema.cpp); the README in the
// user's language naming every script and switch folder; the switch
// commands of each platform; the manifest; unsafe names refused.

#include "exporters/collect/collectexporter.h"
#include "exporters/templatestore.h"
#include "model/designfile.h"
#include "model/designreader.h"
#include "plans/evidence/collectschema.h"
#include "plans/filenames.h"
#include "plans/storagepaths.h"
#include "templates/startercatalogue.h"
#include "tests/support/goldenfiles.h"
#include "tests/support/powershellsyntax.h"
#include "tests/support/scriptchecks.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <nlohmann/json.hpp>

using namespace hvnet;

namespace {

Design starter(const QString &id)
{
    return *DesignReader::read(*StarterCatalogue::content(id)).design;
}

std::map<QString, QByteArray> kit(const Design &design, const QString &language = {})
{
    const TemplateStore store;
    const ExportResult result = CollectExporter(store).run(design, language);
    if (!result.ok())
        qFatal("%s", qPrintable(result.error));
    std::map<QString, QByteArray> files;
    for (const ExportedFile &f : result.files)
        files[f.path] = f.content;
    return files;
}

// The starters, two seeds, and the starters moved to the Windows versions and
// Network ATC they do not use (as tst_powershell does).
Design variant(const QString &source)
{
    if (source == QLatin1String("atc")) {
        Design design = starter(QStringLiteral("s2d-converged-set"));
        design.platform = {OsVersion::Ws2025, true};
        return design;
    }
    if (source == QLatin1String("azurelocal-atc")) {
        Design design = starter(QStringLiteral("s2d-2node-switchless"));
        design.platform = {OsVersion::AzureLocal, true};
        return design;
    }
    if (source.endsWith(QLatin1String(".hvnet")))
        return *DesignFile::load(source).design;
    return starter(source);
}

QString text(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes.startsWith("\xEF\xBB\xBF") ? bytes.mid(3) : bytes).remove(QLatin1Char('\r'));
}

// Add-HvSection 'key' 'command' @('Name|text', ...) { ... }: key -> field list.
std::map<QString, QStringList> sectionsOf(const QString &script)
{
    std::map<QString, QStringList> sections;
    const PowerShellSyntax syntax(script);
    static const QRegularExpression call(QStringLiteral("^'(\\w+)' '[^']*' @\\(([^)]*)\\)"));
    for (const PowerShellSyntax::Command &c : syntax.commands()) {
        if (c.name != QLatin1String("Add-HvSection") || !c.function.isEmpty())
            continue;
        const auto m = call.match(c.arguments);
        if (!m.hasMatch())
            continue;
        QStringList fields;
        for (const QString &quoted : m.captured(2).split(QStringLiteral(", "), Qt::SkipEmptyParts))
            fields << quoted.mid(1, quoted.size() - 2);
        sections[m.captured(1)] = fields;
    }
    return sections;
}

// The commands of a script that change something: any cmdlet (not a
// function of the script) with a verb that is not for reading, beside the
// few the script needs for its own output.
QStringList changingCommands(const QString &script)
{
    static const QRegularExpression changes(
        QStringLiteral("^(Set|New|Add|Remove|Enable|Disable|Rename|Restart|Install|Suspend|Resume|Clear|Reset)-"));
    // Add-Member adds a note to an object in the script's memory only.
    const QStringList own{QStringLiteral("New-Object"), QStringLiteral("New-Item"), QStringLiteral("Set-StrictMode"),
        QStringLiteral("Add-Member")};
    const PowerShellSyntax syntax(script);
    QStringList found;
    for (const PowerShellSyntax::Command &c : syntax.commands())
        if (!syntax.functions().contains(c.name) && !own.contains(c.name) && changes.match(c.name).hasMatch())
            found << QStringLiteral("line %1: %2").arg(c.line).arg(c.name);
    return found;
}

} // namespace

class TestCollect : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void grammarIsPresent()
    {
        QString why;
        QVERIFY2(PowerShellSyntax::available(&why), qPrintable(why));
    }

    void golden_data()
    {
        QTest::addColumn<QString>("id");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
    }

    // The whole kit, byte for byte. To accept a reviewed change:
    // HVNET_UPDATE_GOLDEN=1 build/tests/tst_collect, then look at the diff.
    void golden()
    {
        QFETCH(QString, id);
        golden::Files files;
        for (const auto &[path, content] : kit(starter(id)))
            files.emplace_back(path, content);
        golden::compareFolder(QStringLiteral(HVNET_TEST_DATA "/golden/collect/") + id, files);
    }

    void everyScriptIsWellFormed_data()
    {
        QTest::addColumn<QString>("source");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
        QTest::newRow("seed 001") << QStringLiteral(HVNET_TEST_DATA "/seeds/seed001-flexfabric.hvnet");
        QTest::newRow("seed 002") << QStringLiteral(HVNET_TEST_DATA "/seeds/seed002-x520-constraint.hvnet");
        QTest::newRow("network atc 2025") << QStringLiteral("atc");
        QTest::newRow("network atc azure local") << QStringLiteral("azurelocal-atc");
    }

    // Parsed by the grammar without an error; every command a function of the
    // script or a documented cmdlet with parameters it has; and every Get-*
    // cmdlet one that reads (the script changes nothing).
    void everyScriptIsWellFormed()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        for (const auto &[path, content] : kit(design)) {
            if (!path.endsWith(QLatin1String(".collect.ps1")))
                continue;
            const QStringList problems = structuralProblems(content);
            QVERIFY2(problems.isEmpty(), qPrintable(path + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
            const QStringList changing = changingCommands(text(content));
            QVERIFY2(changing.isEmpty(), qPrintable(path + QStringLiteral(": ") + changing.join(QStringLiteral("; "))));
        }
    }

    // The checks' own proof on a collect script: an unclosed block, a broken
    // field list, an unknown cmdlet, a cmdlet that changes something.
    void checksFindProblems()
    {
        const QByteArray good = kit(starter(QStringLiteral("s2d-converged-set"))).at(QStringLiteral("S2D01.collect.ps1"));
        QVERIFY(structuralProblems(good).isEmpty());
        QVERIFY(changingCommands(text(good)).isEmpty());
        QVERIFY(!structuralProblems(QByteArray(good).replace("{ Get-NetAdapterRdma }", "{ Get-NetAdapterRdma")).isEmpty());
        QVERIFY(!structuralProblems(QByteArray(good).replace("{ Get-VMHost }", "{ Get-VMHosts }")).isEmpty());
        QVERIFY(!structuralProblems(QByteArray(good).replace("'Name|text', 'Enabled|bool'", "'Name|text', 'Enabled|bool")).isEmpty());
        QVERIFY(!changingCommands(text(QByteArray(good).replace("{ Get-VMHost }", "{ Set-VMHost }"))).isEmpty());
        QVERIFY(!changingCommands(text(QByteArray(good).replace("{ Get-NetAdapterRdma }", "{ Enable-NetAdapterRdma -Name '*' }"))).isEmpty());
    }

    void sectionsAreTheSchema_data() { everyScriptIsWellFormed_data(); }

    // What the script collects is the table, field by field, and every section
    // the node's role and Windows need: the reader binds to the same table,
    // so the check can read nothing the script does not write.
    void sectionsAreTheSchema()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        const auto files = kit(design);
        for (const Node &node : design.nodes) {
            const QString script = text(files.at(safeFileName(node.name) + QStringLiteral(".collect.ps1")));
            const auto sections = sectionsOf(script);
            QVERIFY(!sections.empty());
            const OsVersion os = design.osOf(node);
            const bool inCluster = std::any_of(design.clusters.begin(), design.clusters.end(),
                [&node](const Cluster &c) { return c.members.contains(node.id); });
            for (const CollectedSection &schema : CollectSchema::sections()) {
                bool needed = true;
                switch (schema.need) {
                case CollectedNeed::Always: break;
                case CollectedNeed::HyperV:
                    needed = !node.vswitches.empty() || node.role == NodeRole::HyperVHost || node.role == NodeRole::S2dNode;
                    break;
                case CollectedNeed::Cluster: needed = inCluster; break;
                case CollectedNeed::NetworkAtc: needed = os == OsVersion::Ws2025 || os == OsVersion::AzureLocal; break;
                }
                const QString key = QLatin1String(schema.key);
                QCOMPARE(sections.count(key) > 0, needed);
                if (!needed)
                    continue;
                QStringList expected;
                for (const CollectedField &f : schema.fields)
                    expected << QLatin1String(f.name) + QLatin1Char('|') + CollectSchema::typeName(f.type)
                            + (f.source ? QLatin1Char('|') + QLatin1String(f.source) : QString());
                QCOMPARE(sections.at(key), expected);
            }
            for (const auto &[key, fields] : sections)
                QVERIFY2(CollectSchema::section(key), qPrintable(key));
        }
    }

    // Each node's storage paths, with the size of the ping that proves the MTU.
    void pathTestsArePlanned()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        const auto paths = StoragePath::fromNode(design, *design.node(QStringLiteral("n1")));
        QCOMPARE(paths.size(), std::size_t(6)); // three peers on each of two storage networks
        for (const StoragePath &p : paths) {
            QCOMPARE(p.mtu, 9000);
            QCOMPARE(p.ports(), std::vector<int>{445});
        }
        const QString script = text(kit(design).at(QStringLiteral("S2D01.collect.ps1")));
        QVERIFY(script.contains(QStringLiteral(
            "Test-HvPath -From 'vEthernet (SMB1)' -Source '10.71.1.11' -Peer 'S2D02' -Target '10.71.1.12' -Mtu 9000 -Ports @(445)")));
        // iWARP adds SMB Direct's TCP 5445; a Hyper-V host tests to the file
        // servers and to its own cluster, a file server to its own cluster only.
        const Design sofs = starter(QStringLiteral("sofs-hyperv-2012r2"));
        const Cluster &hosts = sofs.clusters[0];
        for (const Node &node : sofs.nodes) {
            const auto paths = StoragePath::fromNode(sofs, node);
            QVERIFY2(!paths.empty(), qPrintable(node.name));
            for (const StoragePath &p : paths) {
                QCOMPARE(p.ports(), (std::vector<int>{445, 5445}));
                const Node *peer = sofs.node(p.peerNodeId);
                if (node.role == NodeRole::SofsNode)
                    QCOMPARE(peer->role, NodeRole::SofsNode);
                else
                    QVERIFY(peer->role == NodeRole::SofsNode || hosts.members.contains(peer->id));
            }
        }
    }

    // The README names every script and what it writes, every switch folder,
    // in the language asked for; without a README of that language, English.
    void readmeInTheUsersLanguage()
    {
        const Design design = starter(QStringLiteral("sofs-hyperv-2012r2"));
        const QString english = QString::fromUtf8(kit(design).at(QStringLiteral("README.md")));
        const QString german = QString::fromUtf8(kit(design, QStringLiteral("de")).at(QStringLiteral("README.md")));
        QVERIFY(english.contains(QStringLiteral("## On each server")));
        QVERIFY(german.contains(QStringLiteral("## Auf jedem Server")));
        QCOMPARE(QString::fromUtf8(kit(design, QStringLiteral("fr")).at(QStringLiteral("README.md"))), english);
        for (const QString &readme : {english, german}) {
            for (const Node &n : design.nodes) {
                QVERIFY2(readme.contains(QStringLiteral("`%1.collect.ps1`").arg(safeFileName(n.name))), qPrintable(n.name));
                QVERIFY(readme.contains(QStringLiteral("`hosts\\%1.json`").arg(safeFileName(n.name))));
            }
            for (const Switch &s : design.switches)
                QVERIFY(readme.contains(QStringLiteral("`switches\\%1`").arg(safeFileName(s.name))));
            QVERIFY(readme.contains(QStringLiteral("-PathTests")));
            QVERIFY(!readme.contains(QStringLiteral("{{")));
        }
    }

    // Per switch the commands its platform's driver names (docs/live.md, "The evidence folder") under the
    // file their output goes to.
    void switchCommandsPerPlatform_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("lldp");
        QTest::addColumn<QString>("config");
        QTest::addColumn<QString>("pfc");
        QTest::newRow("nxos") << "cisco-nxos" << "show lldp neighbors detail" << "show running-config"
                              << "show interface priority-flow-control";
        QTest::newRow("eos") << "arista-eos" << "show lldp neighbors detail" << "show running-config"
                             << "show priority-flow-control";
        QTest::newRow("os10") << "dell-os10" << "show lldp neighbors detail" << "show running-configuration"
                              << "show interface ethernet 1/1/1 priority-flow-control";
        QTest::newRow("aoscx") << "aruba-cx" << "show lldp neighbor-info detail" << "show running-config"
                               << "show interface flow-control";
        QTest::newRow("comware") << "hpe-comware" << "display lldp neighbor-information verbose"
                                 << "display current-configuration" << "display priority-flow-control interface";
        QTest::newRow("junos") << "juniper-junos" << "show lldp neighbors detail" << "show configuration | display set"
                               << "show class-of-service congestion-notification";
        QTest::newRow("cumulus") << "nvidia-cumulus" << "lldpctl -f json" << "nv config show -o commands"
                                 << "nv show qos roce";
    }

    void switchCommandsPerPlatform()
    {
        QFETCH(QString, platform);
        QFETCH(QString, lldp);
        QFETCH(QString, config);
        QFETCH(QString, pfc);
        Design design = starter(QStringLiteral("s2d-converged-set"));
        Switch &tor = design.switches[0];
        tor.platform = *enumFromName<SwitchPlatform>(platform.toStdString());
        if (tor.platform == SwitchPlatform::DellOs10)
            tor.ports[0].name = QStringLiteral("ethernet1/1/1");
        const QString commands = QString::fromUtf8(
            kit(design).at(QStringLiteral("switches/%1/commands.txt").arg(safeFileName(tor.name))));
        auto after = [&commands](const QString &file) {
            const qsizetype at = commands.indexOf(QLatin1Char('\n') + file);
            return at < 0 ? QString() : commands.mid(at + 1).section(QLatin1Char('\n'), 1, 1).trimmed();
        };
        QCOMPARE(after(QStringLiteral("lldp.txt")), lldp);
        QCOMPARE(after(QStringLiteral("running-config.txt")), config);
        QCOMPARE(after(QStringLiteral("pfc.txt")), pfc);
        QVERIFY(commands.contains(tor.ports[0].name));
    }

    // The manifest parses, names the design and leaves the date to the administrator.
    void manifest()
    {
        Design design = starter(QStringLiteral("s2d-2node-switchless"));
        design.meta.name = QStringLiteral("Quote \" and backslash \\");
        const auto doc = nlohmann::json::parse(kit(design).at(QStringLiteral("evidence.json")).toStdString());
        QCOMPARE(doc.at("format").get<std::string>(), std::string("hvnet-evidence"));
        QCOMPARE(doc.at("formatVersion").get<int>(), 1);
        QCOMPARE(QString::fromStdString(doc.at("design").get<std::string>()), design.meta.name);
        QCOMPARE(doc.at("collected").get<std::string>(), std::string());
    }

    // Names reach the scripts as literals; what no file can carry is refused.
    void unsafeNames()
    {
        Design design = starter(QStringLiteral("s2d-converged-set"));
        design.nodes[0].name = QStringLiteral("S2D'01");
        const QByteArray script = kit(design).at(QStringLiteral("S2D_01.collect.ps1"));
        QVERIFY(structuralProblems(script).isEmpty());
        QVERIFY(script.contains("$script:Node = 'S2D''01'"));
        Design control = starter(QStringLiteral("s2d-converged-set"));
        control.switches[0].name = QStringLiteral("TOR\x1b[31mA");
        const ExportResult refused = CollectExporter(TemplateStore()).run(control);
        QVERIFY(!refused.ok());
        QVERIFY(refused.files.empty());
        Design twins = starter(QStringLiteral("s2d-converged-set"));
        twins.nodes[1].name = twins.nodes[0].name.toLower();
        QVERIFY(!CollectExporter(TemplateStore()).run(twins).ok());
    }
};

QTEST_GUILESS_MAIN(TestCollect)
#include "tst_collect.moc"

// The PowerShell exporter: golden files per template; every generated script
// parsed by a real PowerShell grammar (tree-sitter-powershell) and its commands
// and parameters compared with the documented cmdlets; deploy and check made
// from one plan (every Sync-Hv call has its Test-Hv call, same arguments);
// the safe order for a node in production (disruptive changes only through
// the announced disruptive phase); each finding of the scripts' review; injection.
//
// Longer than most files on purpose: one Qt Test class per area, and the
// PowerShell area has a test for each thing a reviewer found.

#include "exporters/mustachetext.h"
#include "exporters/powershell/powershellexporter.h"
#include "exporters/templatestore.h"
#include "model/designfile.h"
#include "model/designreader.h"
#include "model/ipv4.h"
#include "plans/clusterplan.h"
#include "plans/filenames.h"
#include "plans/hostplan.h"
#include "plans/psliteral.h"
#include "templates/startercatalogue.h"
#include "tests/support/goldenfiles.h"
#include "tests/support/powershellsyntax.h"
#include "tests/support/scriptchecks.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace hvnet;

namespace {

std::map<QString, QByteArray> exportFiles(const Design &design)
{
    const TemplateStore store;
    const ExportResult result = PowerShellExporter(store).run(design);
    if (!result.ok())
        qFatal("%s", qPrintable(result.error));
    std::map<QString, QByteArray> files;
    for (const ExportedFile &f : result.files)
        files[f.path] = f.content;
    return files;
}

Design starter(const QString &id)
{
    return *DesignReader::read(*StarterCatalogue::content(id)).design;
}

// The designs every structural test runs on: the starters, the seeds, and the
// starters moved to the OS versions and Network ATC they do not use.
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
    if (source == QLatin1String("2012")) {
        Design design = starter(QStringLiteral("sofs-hyperv-2012r2"));
        design.platform.os = OsVersion::Ws2012;
        return design;
    }
    if (source.endsWith(QLatin1String(".hvnet")))
        return *DesignFile::load(source).design;
    return starter(source);
}

void addVariantRows()
{
    QTest::addColumn<QString>("source");
    for (const StarterTemplate &t : StarterCatalogue::all())
        QTest::newRow(qPrintable(t.id)) << t.id;
    QTest::newRow("seed 001") << QStringLiteral(HVNET_TEST_DATA "/seeds/seed001-flexfabric.hvnet");
    QTest::newRow("seed 002") << QStringLiteral(HVNET_TEST_DATA "/seeds/seed002-x520-constraint.hvnet");
    QTest::newRow("network atc 2025") << QStringLiteral("atc");
    QTest::newRow("network atc azure local") << QStringLiteral("azurelocal-atc");
    QTest::newRow("windows 2012") << QStringLiteral("2012");
}

QString text(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes.mid(3)).remove(QLatin1Char('\r'));
}

// The deployment scripts of a design's nodes, as text.
QStringList deployScripts(const Design &design, const std::map<QString, QByteArray> &files)
{
    QStringList scripts;
    for (const Node &node : design.nodes)
        scripts << text(files.at(QStringLiteral("powershell/") + safeFileName(node.name) + QStringLiteral(".ps1")));
    return scripts;
}

// The commands a script's function calls, by name.
QSet<QString> callsIn(const PowerShellSyntax &syntax, const QString &function)
{
    QSet<QString> calls;
    for (const PowerShellSyntax::Command &c : syntax.commands())
        if (c.function == function)
            calls.insert(c.name);
    return calls;
}

// The script-level calls of one verb's steps after a line: "Team -Name 'X' ..." per call.
QStringList stepCalls(const PowerShellSyntax &syntax, const QString &verb, int afterLine = 0)
{
    QStringList calls;
    const QString prefix = verb + QStringLiteral("-Hv");
    for (const PowerShellSyntax::Command &c : syntax.commands())
        if (c.function.isEmpty() && c.name.startsWith(prefix) && c.line > afterLine)
            calls << c.name.mid(prefix.size()) + QLatin1Char(' ') + c.arguments;
    return calls;
}

// The calls of one command inside a function ("" for script level).
std::vector<PowerShellSyntax::Command> callsOf(const PowerShellSyntax &syntax, const QString &function, const QString &name)
{
    std::vector<PowerShellSyntax::Command> calls;
    for (const PowerShellSyntax::Command &c : syntax.commands())
        if (c.function == function && c.name == name)
            calls.push_back(c);
    return calls;
}

// The one call of a command inside a function; fails the test if there is not exactly one.
PowerShellSyntax::Command onlyCall(const PowerShellSyntax &syntax, const QString &function, const QString &name)
{
    const auto calls = callsOf(syntax, function, name);
    if (calls.size() != 1)
        qWarning("%s calls %s %d times", qPrintable(function), qPrintable(name), int(calls.size()));
    return calls.size() == 1 ? calls.front() : PowerShellSyntax::Command();
}

// Whether a call sits in an if (or elseif) whose condition asks for the
// disruptive phase: it runs only when the phase has come.
bool askedForThePhase(const PowerShellSyntax::Command &c)
{
    for (const QString &scope : c.scopes)
        if ((scope.startsWith(QLatin1String("if ")) || scope.startsWith(QLatin1String("elseif ")))
            && (scope.contains(QLatin1String("Request-HvDisruption")) || scope.contains(QLatin1String("Request-HvTrafficChange"))))
            return true;
    return false;
}

// Functions that run only inside the disruptive phase.
const QSet<QString> &phaseFunctions()
{
    static const QSet<QString> phase{QStringLiteral("Invoke-HvDisruptive"), QStringLiteral("Restart-HvAdapters"),
        QStringLiteral("Suspend-HvNode"), QStringLiteral("Resume-HvNode"), QStringLiteral("Get-HvStorageScaleUnit")};
    return phase;
}

// Whether every call of a function is made in the disruptive phase: from a
// phase function, under a request for the phase, or from a helper whose own
// calls all are.
bool onlyInThePhase(const PowerShellSyntax &syntax, const QString &function, int depth = 0)
{
    if (phaseFunctions().contains(function))
        return true;
    if (function.isEmpty() || depth > 4)
        return false;
    bool called = false;
    for (const PowerShellSyntax::Command &c : syntax.commands()) {
        if (c.name != function)
            continue;
        called = true;
        // The rollback task's run (-Rollback) puts back what the phase changed.
        const bool rollback = c.function.isEmpty() && c.scopes == QStringList{QStringLiteral("if $Rollback")};
        if (!rollback && !askedForThePhase(c) && !onlyInThePhase(syntax, c.function, depth + 1))
            return false;
    }
    return called;
}

// The line of a script-level call.
int lineOf(const PowerShellSyntax &syntax, const QString &name)
{
    for (const PowerShellSyntax::Command &c : syntax.commands())
        if (c.function.isEmpty() && c.name == name)
            return c.line;
    return 0;
}

} // namespace

class TestPowerShell : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The grammar must be there: a parser test that skips would let a broken script through.
    void grammarIsPresent()
    {
        QString why;
        QVERIFY2(PowerShellSyntax::available(&why), qPrintable(why));
    }

    // MustacheText puts partials in place of their tags before it parses;
    // the bytes must be those of kainjow's own partials, which parse each
    // partial at its use: standalone tags, partials in sections and within
    // partials, one that changes its delimiters (kept as a tag, whose change
    // must end with it), one that includes itself (kept past the depth).
    void partialsRenderAsKainjowRendersThem_data()
    {
        QTest::addColumn<QString>("templateText");
        QTest::addColumn<QString>("partialText");
        QTest::newRow("standalone line") << QStringLiteral("a\n{{> p}}\nb\n") << QStringLiteral("  x {{v}}\n");
        QTest::newRow("inline, no newline") << QStringLiteral("a {{>p}} b") << QStringLiteral("[{{v}}]");
        QTest::newRow("in a section") << QStringLiteral("{{#items}}\n{{> p}}\n{{/items}}\nend")
                                      << QStringLiteral("{{#first}}\nfirst\n{{/first}}\n- {{name}}");
        QTest::newRow("partial within a partial") << QStringLiteral("{{> p}}|{{> q}}") << QStringLiteral("<{{> q}}>");
        QTest::newRow("delimiters in the partial") << QStringLiteral("{{> p}} {{v}}")
                                                   << QStringLiteral("{{=<% %>=}}<%v%> {{v}}");
        QTest::newRow("delimiters in the template") << QStringLiteral("{{=<% %>=}}<%> p%> {{v}}")
                                                    << QStringLiteral("{{v}}");
        QTest::newRow("recursive in a section") << QStringLiteral("{{> p}}")
                                                << QStringLiteral("{{#child}}({{name}}{{> p}}){{/child}}");
    }

    void partialsRenderAsKainjowRendersThem()
    {
        namespace ms = kainjow::mustache;
        QFETCH(QString, templateText);
        QFETCH(QString, partialText);
        ms::data data;
        data.set("v", "value");
        ms::data items = ms::data::type::list;
        for (const char *name : {"one", "two"}) {
            ms::data item;
            item.set("name", name);
            item.set("first", std::string(name) == "one");
            items.push_back(item);
        }
        data.set("items", items);
        // A chain of 20 children, deeper than the partials are inlined.
        ms::data child;
        child.set("name", "c19");
        child.set("child", false); // else the lookup climbs to the parent's child
        for (int i = 18; i >= 0; --i) {
            ms::data parent;
            parent.set("name", "c" + std::to_string(i));
            parent.set("child", child);
            child = std::move(parent);
        }
        data.set("child", child);
        const MustacheText::Partials partials{{"p", partialText.toStdString()}, {"q", "q={{v}}"}};

        ms::data reference = data;
        for (const auto &[name, text] : partials) {
            const std::string content = text;
            reference.set(name, ms::partial([content]() { return content; }));
        }
        ms::mustache kainjow(templateText.toStdString());
        kainjow.set_custom_escape([](const std::string &s) { return s; });
        QVERIFY(kainjow.is_valid());
        const std::string expected = kainjow.render(reference);
        QVERIFY(kainjow.is_valid());

        QString error;
        // Twice: the second render is of the template parsed the first time.
        for (int round = 0; round < 2; ++round) {
            const auto rendered = MustacheText::render(templateText.toStdString(), data, partials, &error);
            QVERIFY2(rendered, qPrintable(error));
            QCOMPARE(QString::fromStdString(*rendered), QString::fromStdString(expected));
        }
    }

    void golden_data()
    {
        QTest::addColumn<QString>("id");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
    }

    // Every template's scripts, byte for byte. To accept a reviewed change:
    // HVNET_UPDATE_GOLDEN=1 build/tests/tst_powershell, then look at the diff.
    void golden()
    {
        QFETCH(QString, id);
        golden::Files files;
        for (const auto &[path, content] : exportFiles(starter(id)))
            files.emplace_back(path, content);
        golden::compareFolder(QStringLiteral(HVNET_TEST_DATA "/golden/powershell/") + id, files);
    }

    void everyScriptIsWellFormed_data() { addVariantRows(); }

    // Parsed by the grammar without an error; every command a function of the
    // script or a documented cmdlet, every parameter (named or splatted) one
    // that cmdlet has.
    void everyScriptIsWellFormed()
    {
        QFETCH(QString, source);
        for (const auto &[path, content] : exportFiles(variant(source))) {
            const QStringList problems = structuralProblems(content);
            QVERIFY2(problems.isEmpty(), qPrintable(path + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
        }
    }

    // The checker catches what it is there to catch; each mutation is one a
    // template edit or a hostile name could cause.
    void structuralCheckFindsProblems_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        const QByteArray end = "Invoke-HvDisruptive\r\n";
        QTest::newRow("unclosed here-string") << end << end + "$notes = @\"\r\nnever closed\r\n";
        QTest::newRow("bad splat") << QByteArray("New-VMSwitch @arguments") << QByteArray("New-VMSwitch @$arguments");
        QTest::newRow("stray brace") << end << QByteArray("Invoke-HvDisruptive }\r\n");
        QTest::newRow("unclosed script block") << QByteArray("Invoke-HvStep { Sync-HvFlowControl -Lossless @(3) }")
                                               << QByteArray("Invoke-HvStep { Sync-HvFlowControl -Lossless @(3)");
        QTest::newRow("quote ends a literal") << QByteArray("-Name 'SMB1'") << QByteArray("-Name 'SM'B1'");
        QTest::newRow("misspelt parameter") << QByteArray("-Priority 3 -Bandwidth 50")
                                            << QByteArray("-Priority 3 -Bandwith 50");
        QTest::newRow("unknown command") << end << end + "Remove-Item 'C:\\'\r\n";
        QTest::newRow("splatted key the cmdlet lacks")
            << QByteArray("$arguments.EnableEmbeddedTeaming = $true")
            << QByteArray("$arguments.EnableEmbeddedTeam = $true");
        QTest::newRow("parameter of a script function") << QByteArray("Sync-HvVNicVlan -Name 'SMB1' -VlanId 711")
                                                         << QByteArray("Sync-HvVNicVlan -Name 'SMB1' -Vlan 711");
        QTest::newRow("LF without CR") << QByteArray("\r\n") << QByteArray("\n");
    }

    void structuralCheckFindsProblems()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        const QByteArray good
            = exportFiles(starter(QStringLiteral("s2d-converged-set"))).at(QStringLiteral("powershell/S2D01.ps1"));
        QVERIFY2(structuralProblems(good).isEmpty(), qPrintable(structuralProblems(good).join(QStringLiteral("; "))));
        QVERIFY2(good.contains(from), from.constData());
        const QByteArray broken = QByteArray(good).replace(from, to);
        QVERIFY(broken != good);
        QVERIFY(!structuralProblems(broken).isEmpty());
        QVERIFY(!structuralProblems(good.mid(3)).isEmpty()); // no byte order mark
    }

    // A hostile name whose quote the exporter did not double would end the
    // literal early: the grammar sees it.
    void unescapedQuoteIsCaught()
    {
        Design design = starter(QStringLiteral("s2d-converged-set"));
        design.nodes[0].vswitches[0].name = QStringLiteral("O'Brien");
        const QByteArray script = exportFiles(design).at(QStringLiteral("powershell/S2D01.ps1"));
        QVERIFY2(structuralProblems(script).isEmpty(), qPrintable(structuralProblems(script).join(QStringLiteral("; "))));
        QVERIFY(script.contains("'O''Brien'"));
        QVERIFY(!structuralProblems(QByteArray(script).replace("'O''Brien'", "'O'Brien'")).isEmpty());
    }

    void everySyncHasItsCheck_data() { addVariantRows(); }

    // Deploy and check come from one plan: every Sync-Hv step of the
    // deployment script has its Test-Hv step with the same arguments, in the
    // script's final verification and in the check script; and every Sync-Hv
    // function has a Test-Hv function with the same parameters.
    void everySyncHasItsCheck()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        const auto files = exportFiles(design);
        for (const Node &node : design.nodes) {
            const QString base = QStringLiteral("powershell/") + safeFileName(node.name);
            const PowerShellSyntax deploy(text(files.at(base + QStringLiteral(".ps1"))));
            const PowerShellSyntax check(text(files.at(base + QStringLiteral(".check.ps1"))));
            const QStringList syncs = stepCalls(deploy, QStringLiteral("Sync"));
            // The final verification: the checks after the disruptive phase.
            const int end = lineOf(deploy, QStringLiteral("Invoke-HvDisruptive"));
            QVERIFY(end > 0);
            const QStringList verification = stepCalls(deploy, QStringLiteral("Test"), end);
            const QStringList checks = stepCalls(check, QStringLiteral("Test"));
            QVERIFY(!syncs.isEmpty());
            for (const QString &call : syncs) {
                QVERIFY2(verification.contains(call), qPrintable(node.name + QStringLiteral(": no final check for Sync-Hv") + call));
                QVERIFY2(checks.contains(call), qPrintable(node.name + QStringLiteral(".check.ps1 does not check Sync-Hv") + call));
            }
            QCOMPARE(checks, verification);
            for (auto it = deploy.functions().begin(); it != deploy.functions().end(); ++it) {
                if (!it.key().startsWith(QLatin1String("Sync-Hv")))
                    continue;
                const QString test = QStringLiteral("Test-Hv") + it.key().mid(7);
                QVERIFY2(check.functions().contains(test), qPrintable(test));
                QCOMPARE(check.functions().value(test), it.value());
            }
        }
        for (const Cluster &cluster : design.clusters) {
            const QString base = QStringLiteral("powershell/") + safeFileName(cluster.name);
            const PowerShellSyntax deploy(text(files.at(base + QStringLiteral(".ps1"))));
            const PowerShellSyntax check(text(files.at(base + QStringLiteral(".check.ps1"))));
            const QStringList syncs = stepCalls(deploy, QStringLiteral("Sync"));
            QVERIFY(!syncs.isEmpty());
            QCOMPARE(stepCalls(deploy, QStringLiteral("Test")), syncs);
            QCOMPARE(stepCalls(check, QStringLiteral("Test")), syncs);
        }
    }

    // The safe order: a cmdlet that interrupts traffic on an adapter in use is
    // called only by a function that first asks Request-HvDisruption (which
    // defers it to the announced disruptive phase), or only from that phase.
    void disruptiveChangesWaitForTheEnd_data() { addVariantRows(); }

    void disruptiveChangesWaitForTheEnd()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        const auto files = exportFiles(design);
        // Classified by what they do to the traffic of a running node: teams,
        // vSwitches, VLANs, addresses in use and restarts cut it; QoS
        // policies, PFC, ETS, DCBX, SMB constraints and priority tagging
        // change live storage traffic at once (issue 24, item 1).
        const QStringList disruptive{QStringLiteral("New-NetLbfoTeam"), QStringLiteral("Set-NetLbfoTeam"),
            QStringLiteral("Add-NetLbfoTeamMember"), QStringLiteral("Set-NetLbfoTeamNic"), QStringLiteral("New-VMSwitch"),
            QStringLiteral("Set-VMSwitch"), QStringLiteral("Add-VMSwitchTeamMember"), QStringLiteral("Set-VMSwitchTeam"),
            QStringLiteral("Set-VMNetworkAdapterVlan"), QStringLiteral("Set-VMNetworkAdapterIsolation"),
            QStringLiteral("Set-VMNetworkAdapterTeamMapping"), QStringLiteral("Set-NetIPInterface"),
            QStringLiteral("Set-NetIPAddress"), QStringLiteral("Remove-NetIPAddress"), QStringLiteral("Remove-NetRoute"),
            QStringLiteral("Add-NetIntent"), QStringLiteral("Restart-NetAdapter"), QStringLiteral("Suspend-ClusterNode"),
            QStringLiteral("New-NetQosPolicy"), QStringLiteral("Set-NetQosPolicy"), QStringLiteral("Remove-NetQosPolicy"),
            QStringLiteral("Enable-NetQosFlowControl"), QStringLiteral("Disable-NetQosFlowControl"),
            QStringLiteral("New-NetQosTrafficClass"), QStringLiteral("Set-NetQosTrafficClass"),
            QStringLiteral("Remove-NetQosTrafficClass"), QStringLiteral("Set-NetQosDcbxSetting"),
            QStringLiteral("New-SmbMultichannelConstraint"), QStringLiteral("Set-VMNetworkAdapter"),
            QStringLiteral("Enable-StorageMaintenanceMode"), QStringLiteral("Disable-StorageMaintenanceMode"),
            QStringLiteral("Resume-ClusterNode"), QStringLiteral("Remove-VMSwitch")};
        for (const Node &node : design.nodes) {
            const PowerShellSyntax deploy(
                text(files.at(QStringLiteral("powershell/") + safeFileName(node.name) + QStringLiteral(".ps1"))));
            for (const PowerShellSyntax::Command &c : deploy.commands()) {
                if (!disruptive.contains(c.name))
                    continue;
                QVERIFY2(!c.function.isEmpty(), qPrintable(c.name + QStringLiteral(" at script level")));
                QVERIFY2(askedForThePhase(c) || onlyInThePhase(deploy, c.function),
                    qPrintable(QStringLiteral("%1 calls %2 outside the disruptive phase (line %3)").arg(c.function, c.name).arg(c.line)));
            }
            // A step runs in Invoke-HvStep, which runs it again in the phase.
            for (const PowerShellSyntax::Command &c : deploy.commands())
                if (c.function.isEmpty() && (c.name.startsWith(QLatin1String("Sync-Hv")) || c.name == QLatin1String("Remove-HvExtraQos")))
                    QVERIFY2(c.scopes.contains(QStringLiteral("block")), qPrintable(c.name + QStringLiteral(" outside Invoke-HvStep")));
            QVERIFY(callsIn(deploy, QStringLiteral("Request-HvTrafficChange")).contains(QStringLiteral("Request-HvDisruption")));
            // The phase is entered once, after the settings, and guards the session.
            const QSet<QString> disruptiveCalls = callsIn(deploy, QStringLiteral("Invoke-HvDisruptive"));
            for (const char *step : {"Suspend-HvNode", "Restart-HvAdapters", "Resume-HvNode"})
                QVERIFY2(disruptiveCalls.contains(QString::fromLatin1(step)), step);
            QVERIFY(deploy.functions().contains(QStringLiteral("Invoke-HvDisruptive")));
            const QString script = text(files.at(QStringLiteral("powershell/") + safeFileName(node.name) + QStringLiteral(".ps1")));
            QVERIFY(script.contains(QStringLiteral("[switch]$AllowDisruption")));
            QVERIFY(script.indexOf(QStringLiteral("\nInvoke-HvDisruptive\n")) > script.lastIndexOf(QStringLiteral("\nInvoke-HvStep {")));
            QVERIFY(script.indexOf(QStringLiteral("\nTest-HvOs ")) < script.indexOf(QStringLiteral("\nInvoke-HvStep {")));
        }
    }

    // Issue 24, item 2: after the drain every way out resumes the node or
    // leaves it paused on purpose, loudly, with its own exit code and a state
    // file the next run reads. On the old scripts the trap exited 1 and only
    // the success path resumed.
    void exitPathsAfterTheDrain_data() { addVariantRows(); }

    void exitPathsAfterTheDrain()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        const auto files = exportFiles(design);
        const QString phase = QStringLiteral("Invoke-HvDisruptive");
        for (const Node &node : design.nodes) {
            const QString base = QStringLiteral("powershell/") + safeFileName(node.name);
            const QString script = text(files.at(base + QStringLiteral(".ps1")));
            const PowerShellSyntax deploy(script);
            // The drain, the deferred steps, the restarts and the resume run in one try.
            const PowerShellSyntax::Command suspend = onlyCall(deploy, phase, QStringLiteral("Suspend-HvNode"));
            for (const char *step : {"Suspend-HvNode", "Restart-HvAdapters", "Resume-HvNode"}) {
                const PowerShellSyntax::Command c = onlyCall(deploy, phase, QString::fromLatin1(step));
                QVERIFY2(c.scopes.value(0) == QLatin1String("try"), step);
            }
            bool stepsInTry = false;
            for (const PowerShellSyntax::Command &c : deploy.commands())
                stepsInTry = stepsInTry || (c.function == phase && c.name == QLatin1String("$step.Step") && c.scopes.value(0) == QLatin1String("try"));
            QVERIFY(stepsInTry);
            // Resumed only once the disruptive steps are done, and only when this run paused it.
            const PowerShellSyntax::Command resume = onlyCall(deploy, phase, QStringLiteral("Resume-HvNode"));
            QVERIFY(resume.line > onlyCall(deploy, phase, QStringLiteral("Restart-HvAdapters")).line);
            QVERIFY(resume.scopes.contains(QStringLiteral("if $script:Drained")));
            // Any other way out (an error, Ctrl+C) passes the finally block, which leaves it paused on purpose.
            const PowerShellSyntax::Command left = onlyCall(deploy, phase, QStringLiteral("Stop-HvPaused"));
            QCOMPARE(left.scopes, QStringList({QStringLiteral("finally"), QStringLiteral("if $script:Drained")}));
            // The catch keeps the error for that message; before the drain it goes on to the trap (exit 1).
            int exits6 = 0;
            for (const PowerShellSyntax::Flow &f : deploy.flows()) {
                if (f.function == phase && f.keyword == QLatin1String("throw")) {
                    QCOMPARE(f.scopes, QStringList({QStringLiteral("catch"), QStringLiteral("if -not $script:Drained")}));
                }
                if (f.keyword != QLatin1String("exit"))
                    continue;
                // No helper exits on its own: only the script, its trap and the phase do.
                QVERIFY2(f.function.isEmpty() || f.function == phase, qPrintable(f.function));
                if (f.function == phase && f.value == QLatin1String("4"))
                    QVERIFY(f.line < suspend.line); // refusing for the session comes before the drain
                if (f.function == phase && f.value == QLatin1String("6")) {
                    ++exits6;
                    QVERIFY(f.line > left.line);
                    QCOMPARE(f.scopes, QStringList({QStringLiteral("if $script:LeftPaused")}));
                }
            }
            QCOMPARE(exits6, 1);
            // Loud, with the commands to finish, and in the state file.
            const QSet<QString> stop = callsIn(deploy, QStringLiteral("Stop-HvPaused"));
            for (const char *call : {"Save-HvDrainState", "Write-Warning", "Get-HvFinishCommands"})
                QVERIFY2(stop.contains(QString::fromLatin1(call)), call);
            QVERIFY(script.contains(QStringLiteral("$commands.Add(('Resume-ClusterNode -Name ''{0}'' -Failback Immediate' -f $env:COMPUTERNAME))")));
            QVERIFY(script.contains(QStringLiteral("IS LEFT PAUSED ON PURPOSE")));
            // The state is written before the pause, and cleared only with the resume.
            const PowerShellSyntax::Command pause = onlyCall(deploy, QStringLiteral("Suspend-HvNode"), QStringLiteral("Suspend-ClusterNode"));
            bool savedFirst = false;
            for (const PowerShellSyntax::Command &c : callsOf(deploy, QStringLiteral("Suspend-HvNode"), QStringLiteral("Save-HvDrainState")))
                savedFirst = savedFirst || (c.line < pause.line && c.scopes == pause.scopes);
            QVERIFY(savedFirst);
            const PowerShellSyntax::Command resumed = onlyCall(deploy, QStringLiteral("Resume-HvNode"), QStringLiteral("Resume-ClusterNode"));
            const PowerShellSyntax::Command cleared = onlyCall(deploy, QStringLiteral("Resume-HvNode"), QStringLiteral("Clear-HvDrainState"));
            QVERIFY(cleared.line > resumed.line && cleared.scopes == resumed.scopes);
            // The next run reads it: in the pre-flight, when it takes the node over, and in the check.
            const int firstStep = lineOf(deploy, QStringLiteral("Invoke-HvStep"));
            const int earlier = lineOf(deploy, QStringLiteral("Get-HvEarlierDrain"));
            QVERIFY(earlier > 0 && earlier < firstStep);
            QVERIFY(callsIn(deploy, QStringLiteral("Get-HvEarlierDrain")).contains(QStringLiteral("Read-HvDrainState")));
            QVERIFY(script.contains(QStringLiteral("\n$script:Earlier = Get-HvEarlierDrain\n")));
            QVERIFY(script.contains(QStringLiteral("        if ($script:Earlier -and $script:Earlier.pausedByHvnet) {\n            Write-Host")));
            QVERIFY(script.contains(QStringLiteral("if ($steps.Count -eq 0 -and $script:Restarts.Count -eq 0 -and -not $script:Earlier) {")));
            QVERIFY(text(files.at(base + QStringLiteral(".check.ps1"))).contains(QStringLiteral("\nTest-HvDrainPending\n")));
            QVERIFY(script.contains(QStringLiteral("exits 6")));
        }
    }

    // Issue 24, item 3: S2D in Microsoft's order. Paused and drained, then the
    // server's disks in storage maintenance mode; back out of it, repair jobs
    // awaited (bounded) and every virtual disk Healthy before the resume; an
    // RDMA adapter restarts only once SMB has RDMA connections over the one
    // restarted before it.
    void s2dMaintenanceOrder()
    {
        const auto files = exportFiles(starter(QStringLiteral("s2d-converged-set")));
        const QString script = text(files.at(QStringLiteral("powershell/S2D01.ps1")));
        const PowerShellSyntax deploy(script);
        const QString suspend = QStringLiteral("Suspend-HvNode");
        const PowerShellSyntax::Command pause = onlyCall(deploy, suspend, QStringLiteral("Suspend-ClusterNode"));
        const PowerShellSyntax::Command unit = onlyCall(deploy, suspend, QStringLiteral("Get-HvStorageScaleUnit"));
        QVERIFY(unit.line > pause.line);
        QVERIFY(unit.scopes.contains(QStringLiteral("if $script:ClusterKind -eq 's2d' -and $script:Drained")));
        QVERIFY(onlyCall(deploy, suspend, QStringLiteral("Enable-StorageMaintenanceMode")).line == unit.line);
        QVERIFY(callsIn(deploy, QStringLiteral("Get-HvStorageScaleUnit")).contains(QStringLiteral("Get-StorageFaultDomain")));
        QVERIFY(script.contains(QStringLiteral("Get-StorageFaultDomain -Type StorageScaleUnit | Where-Object { $_.FriendlyName -eq $env:COMPUTERNAME }")));

        const QString resume = QStringLiteral("Resume-HvNode");
        const int back = onlyCall(deploy, resume, QStringLiteral("Disable-StorageMaintenanceMode")).line;
        const PowerShellSyntax::Command wait = onlyCall(deploy, resume, QStringLiteral("Wait-HvStorageHealthy"));
        const int resumed = onlyCall(deploy, resume, QStringLiteral("Resume-ClusterNode")).line;
        QVERIFY(back > 0 && back < wait.line && wait.line < resumed);
        // Storage not in sync in time: an error, so the node is left paused (exit 6), not resumed.
        bool throws = false;
        for (const PowerShellSyntax::Flow &f : deploy.flows())
            throws = throws || (f.function == resume && f.keyword == QLatin1String("throw") && f.scopes.size() == 1
                         && f.scopes[0].startsWith(QLatin1String("if ")) && f.scopes[0].contains(QLatin1String("-not (Wait-HvStorageHealthy)")));
        QVERIFY(throws);
        // Repair jobs get time to appear, must finish, every virtual disk Healthy; bounded, reported.
        const QSet<QString> healthy = callsIn(deploy, QStringLiteral("Wait-HvStorageHealthy"));
        for (const char *call : {"Get-StorageJob", "Get-VirtualDisk", "Start-Sleep", "Write-Warning"})
            QVERIFY2(healthy.contains(QString::fromLatin1(call)), call);
        QVERIFY(script.contains(QStringLiteral("$settled = $seen -or ((Get-Date) -gt $started.AddSeconds($script:RepairAppearSeconds))")));
        QVERIFY(script.contains(QStringLiteral("[string]$_.JobState -ne 'Completed'")));
        int returnsFalse = 0;
        for (const PowerShellSyntax::Flow &f : deploy.flows())
            if (f.function == QLatin1String("Wait-HvStorageHealthy") && f.keyword == QLatin1String("return") && f.value == QLatin1String("$false")) {
                QVERIFY(f.scopes.value(1).contains(QStringLiteral("$deadline")));
                ++returnsFalse;
            }
        QCOMPARE(returnsFalse, 1);

        // The next RDMA adapter waits for SMB's RDMA connections over the previous one.
        const QString restarts = QStringLiteral("Restart-HvAdapters");
        const PowerShellSyntax::Command smb = onlyCall(deploy, restarts, QStringLiteral("Wait-HvSmbRdma"));
        QVERIFY(smb.line < onlyCall(deploy, restarts, QStringLiteral("Restart-NetAdapter")).line);
        QVERIFY(smb.scopes.value(0) == QLatin1String("loop"));
        QVERIFY(callsIn(deploy, QStringLiteral("Test-HvSmbRdmaPath")).contains(QStringLiteral("Get-SmbMultichannelConnection")));
        QVERIFY(deploy.splatKeys(QStringLiteral("Test-HvSmbRdmaPath"), QStringLiteral("arguments")).contains(QStringLiteral("SmbInstance")));
        bool bounded = false;
        for (const PowerShellSyntax::Flow &f : deploy.flows())
            bounded = bounded || (f.function == QLatin1String("Wait-HvSmbRdma") && f.keyword == QLatin1String("throw") && f.scopes.isEmpty());
        QVERIFY(bounded);
        QVERIFY(script.contains(QStringLiteral("\n$script:SmbPaths['SLOT 3 Port 1'] = @('vEthernet (SMB1)')\n$script:SmbPaths['SLOT 4 Port 1'] = @('vEthernet (SMB2)')\n")));
        const QString switchless = text(exportFiles(starter(QStringLiteral("s2d-2node-switchless"))).at(QStringLiteral("powershell/S2D-N01.ps1")));
        QVERIFY(switchless.contains(QStringLiteral("\n$script:SmbPaths['SLOT 3 Port 1'] = @('SLOT 3 Port 1')\n")));
    }

    // Issue 24, item 4: an address Failover Clustering owns (a cluster IP
    // Address resource's, bound on the node that owns its group; SkipAsSource)
    // or Network ATC manages is never removed. The old Sync-HvAddress removed
    // every manual address the design does not have.
    void clusterAddressesAreKept_data() { addVariantRows(); }

    void clusterAddressesAreKept()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        const auto files = exportFiles(design);
        for (const QString &script : deployScripts(design, files)) {
            const PowerShellSyntax deploy(script);
            const auto removals = callsOf(deploy, QStringLiteral("Sync-HvAddress"), QStringLiteral("Remove-NetIPAddress"));
            QCOMPARE(removals.size(), std::size_t(1));
            const PowerShellSyntax::Command owner = onlyCall(deploy, QStringLiteral("Sync-HvAddress"), QStringLiteral("Get-HvAddressOwner"));
            QVERIFY(owner.line > 0 && owner.line < removals[0].line);
            bool guarded = false;
            for (const QString &scope : removals[0].scopes)
                guarded = guarded || (scope.startsWith(QLatin1String("if -not $owner -and (Request-HvDisruption")));
            QVERIFY2(guarded, qPrintable(removals[0].scopes.join(QStringLiteral(" / "))));
            // Who owns an address: the cluster's IP Address resources, SkipAsSource, Network ATC.
            const QSet<QString> owners = callsIn(deploy, QStringLiteral("Get-HvAddressOwner"));
            for (const char *call : {"Get-HvClusterAddresses", "Get-HvProperty", "Get-NetIntent"})
                QVERIFY2(owners.contains(QString::fromLatin1(call)), call);
            QVERIFY(script.contains(QStringLiteral("[string](Get-HvProperty $Address 'SkipAsSource') -eq 'True'")));
            const PowerShellSyntax::Command parameter = onlyCall(deploy, QStringLiteral("Get-HvClusterAddresses"), QStringLiteral("Get-ClusterParameter"));
            QCOMPARE(parameter.parameters, QStringList({QStringLiteral("InputObject"), QStringLiteral("Name"), QStringLiteral("ErrorAction")}));
            QVERIFY(parameter.arguments.contains(QStringLiteral("-Name Address")));
            QVERIFY(callsIn(deploy, QStringLiteral("Get-HvClusterAddresses")).contains(QStringLiteral("Get-ClusterResource")));
            QVERIFY(script.contains(QStringLiteral("Get-ClusterResource | Where-Object { [string]$_.ResourceType -eq 'IP Address' }")));
        }
    }

    // Issue 24, items 5 to 7. The check reads what the adapter runs as values
    // (MSFT_NetAdapter_QosSettings), never as formatted text; the iWARP rule
    // is made where Windows lacks it, so deploy and check agree on 2012 R2;
    // the cluster script sets the live-migration networks.
    void checkReadsStructuredValues_data() { addVariantRows(); }

    void checkReadsStructuredValues()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        const auto files = exportFiles(design);
        for (const auto &[path, content] : files) {
            const PowerShellSyntax syntax(text(content));
            for (const PowerShellSyntax::Command &c : syntax.commands())
                QVERIFY2(c.name != QLatin1String("Out-String"), qPrintable(path + QStringLiteral(": Out-String in ") + c.function));
        }
        for (const Node &node : design.nodes) {
            const QString check = text(files.at(QStringLiteral("powershell/") + safeFileName(node.name) + QStringLiteral(".check.ps1")));
            const PowerShellSyntax syntax(check);
            QVERIFY(callsIn(syntax, QStringLiteral("Test-HvAdapterQos")).contains(QStringLiteral("Get-HvOperationalQos")));
            for (const char *field : {"'OperationalSettings'", "'PriorityAssignmentTable'", "'TsaAssignmentTable'",
                     "'BandwidthAssignmentTable'", "'PriorityFlowControlEnableArray'"})
                QVERIFY2(check.contains(QString::fromLatin1(field)), field);
            QVERIFY(check.contains(QStringLiteral("if ($algorithm -eq 2 -and $class -lt $bandwidth.Count) { $share = 'ETS {0}%' -f [int]$bandwidth[$class] }")));
            // The firewall rule: made where it is missing (no warning left), checked with its port.
            const PowerShellSyntax deploy(text(files.at(QStringLiteral("powershell/") + safeFileName(node.name) + QStringLiteral(".ps1"))));
            const PowerShellSyntax::Command made = onlyCall(deploy, QStringLiteral("Sync-HvFirewallRule"), QStringLiteral("New-NetFirewallRule"));
            QVERIFY(made.scopes.contains(QStringLiteral("if -not $rule")));
            QVERIFY(made.arguments.contains(QStringLiteral("-LocalPort $Port")));
            QVERIFY(!callsIn(deploy, QStringLiteral("Sync-HvFirewallRule")).contains(QStringLiteral("Write-Warning")));
            QVERIFY(callsIn(syntax, QStringLiteral("Test-HvFirewallRule")).contains(QStringLiteral("Get-NetFirewallPortFilter")));
        }
    }

    void iwarpRuleAgreesOn2012R2()
    {
        const auto files = exportFiles(starter(QStringLiteral("sofs-hyperv-2012r2")));
        const QString call = QStringLiteral("-HvFirewallRule -Name 'FPSSMBD-iWARP-In-TCP' -Purpose 'SMB Direct over iWARP, TCP 5445 in' -Port 5445");
        QVERIFY(text(files.at(QStringLiteral("powershell/FS01.ps1"))).contains(QStringLiteral("Invoke-HvStep { Sync") + call + QStringLiteral(" }")));
        QVERIFY(text(files.at(QStringLiteral("powershell/FS01.check.ps1"))).contains(QStringLiteral("\nTest") + call + QLatin1Char('\n')));
    }

    void clusterSetsLiveMigrationNetworks()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        const ClusterPlan plan = ClusterPlan::forCluster(design, design.clusters[0]);
        QStringList storage;
        for (const ClusterPlan::Network &n : plan.networks)
            if (n.purpose == QLatin1String("storage"))
                storage << n.address;
        QVERIFY(!storage.isEmpty());
        QCOMPARE(plan.liveMigrationNetworks, storage);
        const auto files = exportFiles(design);
        const QString line = QStringLiteral("-HvLiveMigrationNetworks -Addresses ") + psArray(storage);
        const PowerShellSyntax deploy(text(files.at(QStringLiteral("powershell/S2DC01.ps1"))));
        QVERIFY(stepCalls(deploy, QStringLiteral("Sync")).contains(line.mid(3)));
        QVERIFY(text(files.at(QStringLiteral("powershell/S2DC01.check.ps1"))).contains(QStringLiteral("\nTest") + line + QLatin1Char('\n')));
        const PowerShellSyntax::Command set = onlyCall(deploy, QStringLiteral("Sync-HvLiveMigrationNetworks"), QStringLiteral("Set-ClusterParameter"));
        QVERIFY(set.arguments.contains(QStringLiteral("-Name MigrationExcludeNetworks")));
        QVERIFY(callsIn(deploy, QStringLiteral("Sync-HvLiveMigrationNetworks")).contains(QStringLiteral("Get-ClusterResourceType")));
        // A Scale-Out File Server runs no VMs; the Hyper-V cluster using it does.
        const Design sofs = starter(QStringLiteral("sofs-hyperv-2012r2"));
        for (const Cluster &c : sofs.clusters)
            QCOMPARE(ClusterPlan::forCluster(sofs, c).liveMigrationNetworks.isEmpty(), c.kind == ClusterKind::Sofs);
    }

    // Issue 24, item 5 of what must be true: the host-side rollback window.
    // With -ConfirmWithin SEC the steps that cut the session run from a
    // scheduled task; a second task, armed first, puts the recorded state back
    // after SEC seconds unless -KeepChange confirms. The old scripts only
    // refused (exit 4) or cut the session for good (-AllowDisruption).
    void rollbackWindow_data() { addVariantRows(); }

    void rollbackWindow()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        const auto files = exportFiles(design);
        for (const QString &script : deployScripts(design, files)) {
            const PowerShellSyntax deploy(script);
            QVERIFY(script.contains(QStringLiteral("\n    [int]$ConfirmWithin = 0,\n    [switch]$KeepChange,\n    [switch]$Rollback,\n    [switch]$FromTask\n)")));
            // Handed over before the drain, with its own exit code, only when the session would be cut.
            const QString phase = QStringLiteral("Invoke-HvDisruptive");
            const PowerShellSyntax::Command start = onlyCall(deploy, phase, QStringLiteral("Start-HvRollbackWindow"));
            const QStringList window{QStringLiteral("if $cutsSession -and -not $AllowDisruption"), QStringLiteral("elseif $ConfirmWithin -gt 0")};
            QCOMPARE(start.scopes, window);
            QVERIFY(start.line < onlyCall(deploy, phase, QStringLiteral("Suspend-HvNode")).line);
            bool exits7 = false;
            for (const PowerShellSyntax::Flow &f : deploy.flows())
                exits7 = exits7 || (f.function == phase && f.keyword == QLatin1String("exit") && f.value == QLatin1String("7") && f.scopes == window && f.line == start.line + 1);
            QVERIFY(exits7);
            // The previous state first, then the rollback armed with its timer, then the change in its own task.
            const QString open = QStringLiteral("Start-HvRollbackWindow");
            const int saved = onlyCall(deploy, open, QStringLiteral("Save-HvRollbackState")).line;
            const int copied = onlyCall(deploy, open, QStringLiteral("Copy-Item")).line;
            const auto tasks = callsOf(deploy, open, QStringLiteral("Register-HvTask"));
            QCOMPARE(tasks.size(), std::size_t(2));
            QVERIFY(saved > 0 && saved < copied && copied < tasks[0].line && tasks[0].line < tasks[1].line);
            // The copy SYSTEM runs sits where only SYSTEM and the Administrators may write.
            QVERIFY(onlyCall(deploy, open, QStringLiteral("Protect-HvRollbackFolder")).line < copied);
            QVERIFY(callsIn(deploy, QStringLiteral("Protect-HvRollbackFolder")).contains(QStringLiteral("Set-Acl")));
            QVERIFY(script.contains(QStringLiteral("$acl.SetAccessRuleProtection($true, $false)\n    foreach ($sid in @('S-1-5-18', 'S-1-5-32-544')) {")));
            QCOMPARE(tasks[0].arguments, QStringLiteral("$script:RollbackTask '-Rollback' $at"));
            QVERIFY(script.contains(QStringLiteral("    $at = (Get-Date).AddSeconds($ConfirmWithin)\n    Register-HvTask $script:RollbackTask")));
            QVERIFY(tasks[1].arguments.startsWith(QStringLiteral("$script:ApplyTask $arguments")));
            QVERIFY(script.contains(QStringLiteral("$arguments = '-AllowDisruption -FromTask'")));
            const PowerShellSyntax::Command trigger = onlyCall(deploy, QStringLiteral("Register-HvTask"), QStringLiteral("New-ScheduledTaskTrigger"));
            QCOMPARE(trigger.parameters, QStringList({QStringLiteral("Once"), QStringLiteral("At")}));
            QVERIFY(onlyCall(deploy, QStringLiteral("Register-HvTask"), QStringLiteral("New-ScheduledTaskPrincipal")).arguments.startsWith(QStringLiteral("-UserId 'SYSTEM'")));
            QVERIFY(callsIn(deploy, QStringLiteral("Register-HvTask")).contains(QStringLiteral("Register-ScheduledTask")));
            // What is recorded: addresses, DHCP, gateways, DNS, the vNIC's VLAN, the vSwitches there.
            const QSet<QString> state = callsIn(deploy, QStringLiteral("Get-HvInterfaceState"));
            for (const char *call : {"Get-NetIPInterface", "Get-HvAddresses", "Get-NetRoute", "Get-DnsClientServerAddress", "Get-HvVNicVlan"})
                QVERIFY2(state.contains(QString::fromLatin1(call)), call);
            QVERIFY(callsIn(deploy, QStringLiteral("Save-HvRollbackState")).contains(QStringLiteral("Get-VMSwitch")));
            // The rollback run comes before the pre-flight and puts it all back.
            const PowerShellSyntax::Command undo = onlyCall(deploy, QString(), QStringLiteral("Undo-HvChange"));
            QCOMPARE(undo.scopes, QStringList({QStringLiteral("if $Rollback")}));
            QVERIFY(undo.line < lineOf(deploy, QStringLiteral("Test-HvComputerName")));
            const QSet<QString> back = callsIn(deploy, QStringLiteral("Undo-HvChange"));
            for (const char *call : {"Remove-VMSwitch", "Restore-HvInterface", "Remove-HvTask", "Stop-ScheduledTask"})
                QVERIFY2(back.contains(QString::fromLatin1(call)), call);
            const QSet<QString> restore = callsIn(deploy, QStringLiteral("Restore-HvInterface"));
            for (const char *call : {"Set-VMNetworkAdapterVlan", "Set-NetIPInterface", "Remove-NetIPAddress", "New-NetIPAddress", "Remove-NetRoute", "New-NetRoute", "Set-DnsClientServerAddress"})
                QVERIFY2(restore.contains(QString::fromLatin1(call)), call);
            // Confirming cancels the rollback task.
            QCOMPARE(onlyCall(deploy, QString(), QStringLiteral("Confirm-HvChange")).scopes, QStringList({QStringLiteral("if $KeepChange")}));
            bool cancels = false;
            for (const PowerShellSyntax::Command &c : callsOf(deploy, QStringLiteral("Confirm-HvChange"), QStringLiteral("Remove-HvTask")))
                cancels = cancels || (c.arguments == QLatin1String("$script:RollbackTask") && c.scopes.contains(QStringLiteral("block")));
            QVERIFY(cancels);
        }
    }

    // ------------------------------------------------------------ the findings of the scripts' review

    // 1. A file server's management interface sits on its LBFO team directly:
    // the team's own interface gets the subnet's VLAN (a team under a vSwitch
    // stays in default mode), and both scripts say so.
    void teamInterfaceGetsItsVlan()
    {
        const Design design = starter(QStringLiteral("sofs-hyperv-2012r2"));
        const HostPlan fs = HostPlan::forNode(design, *design.node(QStringLiteral("fs1")));
        QCOMPARE(fs.teams.size(), std::size_t(1));
        QCOMPARE(fs.teams[0].teamNic, QStringLiteral("Mgmt Team"));
        QCOMPARE(fs.teams[0].vlan, 10);
        QCOMPARE(HostPlan::forNode(design, *design.node(QStringLiteral("hv1"))).teams[0].vlan, 0);
        const auto files = exportFiles(design);
        QVERIFY(text(files.at(QStringLiteral("powershell/FS01.ps1")))
                    .contains(QStringLiteral("Invoke-HvStep { Sync-HvTeamNic -Team 'Mgmt Team' -Name 'Mgmt Team' -VlanId 10 }")));
        QVERIFY(text(files.at(QStringLiteral("powershell/FS01.check.ps1")))
                    .contains(QStringLiteral("\nTest-HvTeamNic -Team 'Mgmt Team' -Name 'Mgmt Team' -VlanId 10\n")));
        QVERIFY(text(files.at(QStringLiteral("powershell/HV01.ps1")))
                    .contains(QStringLiteral("Sync-HvTeamNic -Team 'Mgmt Team' -Name 'Mgmt Team' -VlanId 0 }")));
        // Windows renames a team interface with its VLAN ("Team1 - VLAN 5"): renamed back.
        const PowerShellSyntax deploy(text(files.at(QStringLiteral("powershell/FS01.ps1"))));
        const QSet<QString> calls = callsIn(deploy, QStringLiteral("Sync-HvTeamNic"));
        QVERIFY(calls.contains(QStringLiteral("Set-NetLbfoTeamNic")));
        QVERIFY(calls.contains(QStringLiteral("Rename-NetAdapter")));
    }

    // 2. The operating system's adapter of a host vNIC is found by the vNIC's
    // DeviceId and renamed explicitly, after a rename of the vNIC too.
    void hostVNicAdapterFoundByDeviceId()
    {
        const auto files = exportFiles(starter(QStringLiteral("s2d-converged-set")));
        const QString script = text(files.at(QStringLiteral("powershell/S2D01.ps1")));
        const PowerShellSyntax deploy(script);
        QVERIFY(callsIn(deploy, QStringLiteral("Sync-HvHostVNic")).contains(QStringLiteral("Update-HvVNicAdapterName")));
        const QSet<QString> rename = callsIn(deploy, QStringLiteral("Update-HvVNicAdapterName"));
        QVERIFY(rename.contains(QStringLiteral("Get-HvVNicAdapter")));
        QVERIFY(rename.contains(QStringLiteral("Rename-NetAdapter")));
        QVERIFY(script.contains(QStringLiteral("Where-Object { $_.DeviceID -eq $deviceId }")));
        QVERIFY(callsIn(deploy, QStringLiteral("Test-HvHostVNic")).contains(QStringLiteral("Get-HvVNicAdapter")));
    }

    // 3. Restarts owed survive a failed run (a file, written at once), and
    // the checks read what is in force, not only what is configured.
    void pendingRestartsAndOperationalState()
    {
        const auto files = exportFiles(starter(QStringLiteral("s2d-converged-set")));
        const PowerShellSyntax deploy(text(files.at(QStringLiteral("powershell/S2D01.ps1"))));
        QVERIFY(callsIn(deploy, QStringLiteral("Add-HvRestart")).contains(QStringLiteral("Save-HvPendingRestart")));
        QVERIFY(callsIn(deploy, QString()).contains(QStringLiteral("Get-HvPendingRestart")));
        QVERIFY(callsIn(deploy, QStringLiteral("Restart-HvAdapters")).contains(QStringLiteral("Save-HvPendingRestart")));
        const QString check = text(files.at(QStringLiteral("powershell/S2D01.check.ps1")));
        QVERIFY(check.contains(QStringLiteral("\nTest-HvPendingRestart\n")));
        for (const char *operational : {"'OperationalSettings'", "'PriorityFlowControlEnableArray'", ".NlMtu",
                 "'Operational'", "'MaxQueuePairCount'", "Get-SmbClientNetworkInterface", ").ConnectionState",
                 ").ProvisioningStatus", "[string](Get-NetAdapter -Name $adapter).Status"})
            QVERIFY2(check.contains(QString::fromLatin1(operational)), operational);
        QVERIFY(check.contains(QStringLiteral("\nTest-HvAdapterQos -Adapter 'SLOT 3 Port 1' -Lossless @(3) -Ets @('3:50', '7:1')\n")));
        QVERIFY(check.contains(QStringLiteral("\nTest-HvSmbRdma -Alias 'vEthernet (SMB1)'\n")));
    }

    // 4. Turning DHCP off and adding the static address are one change, undone
    // if the address cannot be added (New-NetIPAddress refuses an interface
    // with DHCP on, and DHCP off drops the leased address).
    void dhcpGoesWithTheStaticAddress()
    {
        const QString script = text(exportFiles(starter(QStringLiteral("s2d-converged-set"))).at(QStringLiteral("powershell/S2D01.ps1")));
        static const QRegularExpression together(QStringLiteral(
            "Set-NetIPInterface -InterfaceAlias \\$Alias -AddressFamily IPv4 -Dhcp Disabled\\n\\s+try \\{\\n\\s+New-NetIPAddress "
            "[^\\n]*\\n\\s+\\} catch \\{\\n\\s+Set-NetIPInterface -InterfaceAlias \\$Alias -AddressFamily IPv4 -Dhcp Enabled"));
        QVERIFY(together.match(script).hasMatch());
    }

    // 5. Adapters restart one at a time, each waiting for its link; a cluster
    // member is drained first (S2D: healthy volumes first) and resumed after
    // (S2D: storage resync awaited).
    void restartsOneAtATimeOnADrainedNode()
    {
        const PowerShellSyntax deploy(text(exportFiles(starter(QStringLiteral("s2d-converged-set"))).at(QStringLiteral("powershell/S2D01.ps1"))));
        const QSet<QString> restarts = callsIn(deploy, QStringLiteral("Restart-HvAdapters"));
        QVERIFY(restarts.contains(QStringLiteral("Restart-NetAdapter")));
        QVERIFY(restarts.contains(QStringLiteral("Wait-HvLink")));
        QVERIFY(callsIn(deploy, QStringLiteral("Wait-HvLink")).contains(QStringLiteral("Start-Sleep")));
        const QSet<QString> suspend = callsIn(deploy, QStringLiteral("Suspend-HvNode"));
        QVERIFY(suspend.contains(QStringLiteral("Suspend-ClusterNode")));
        QVERIFY(suspend.contains(QStringLiteral("Get-VirtualDisk")));
        const QSet<QString> resume = callsIn(deploy, QStringLiteral("Resume-HvNode"));
        QVERIFY(resume.contains(QStringLiteral("Resume-ClusterNode")));
        QVERIFY(resume.contains(QStringLiteral("Wait-HvStorageHealthy")));
        QVERIFY(callsIn(deploy, QStringLiteral("Wait-HvStorageHealthy")).contains(QStringLiteral("Get-StorageJob")));
        for (const PowerShellSyntax::Command &c : deploy.commands())
            if (c.name == QLatin1String("Suspend-ClusterNode"))
                QCOMPARE(c.parameters, QStringList({QStringLiteral("Name"), QStringLiteral("Drain"), QStringLiteral("Wait")}));
    }

    // 6. A driver without *NetworkDirectTechnology (an iWARP-only card):
    // accepted by deploy and by check alike.
    void networkDirectTechnologyMayBeAbsent()
    {
        const Design design = starter(QStringLiteral("sofs-hyperv-2012r2"));
        const HostPlan plan = HostPlan::forNode(design, *design.node(QStringLiteral("fs1")));
        for (const HostPlan::AdapterProperty &p : plan.adapterProperties)
            QCOMPARE(p.optional, p.keyword == QLatin1String("*NetworkDirectTechnology"));
        const auto files = exportFiles(design);
        const QString call = QStringLiteral("-HvAdapterProperty -Adapter 'SLOT 6 Port 1' -Keyword '*NetworkDirectTechnology' -Value '1' -Meaning 'iWARP' -Optional $true");
        QVERIFY(text(files.at(QStringLiteral("powershell/FS01.ps1"))).contains(QStringLiteral("Sync") + call));
        QVERIFY(text(files.at(QStringLiteral("powershell/FS01.check.ps1"))).contains(QStringLiteral("\nTest") + call + QLatin1Char('\n')));
    }

    // 7. DCBX willing off per RDMA adapter where Windows has a per-adapter
    // store (2016 and later), and no property 2012 R2 lacks.
    void dcbxWillingPerAdapter()
    {
        const Design s2d = starter(QStringLiteral("s2d-converged-set"));
        QCOMPARE(HostPlan::forNode(s2d, s2d.nodes[0]).dcbxAdapters,
            QStringList({QStringLiteral("SLOT 3 Port 1"), QStringLiteral("SLOT 4 Port 1")}));
        const Design sofs = starter(QStringLiteral("sofs-hyperv-2012r2"));
        QVERIFY(HostPlan::forNode(sofs, *sofs.node(QStringLiteral("fs1"))).dcbxAdapters.isEmpty());
        const auto files = exportFiles(s2d);
        const PowerShellSyntax check(text(files.at(QStringLiteral("powershell/S2D01.check.ps1"))));
        bool perAdapter = false;
        for (const PowerShellSyntax::Command &c : check.commands())
            perAdapter |= c.function == QLatin1String("Test-HvDcbxWilling") && c.name == QLatin1String("Get-NetQosDcbxSetting")
                && c.parameters.contains(QStringLiteral("InterfaceAlias"));
        QVERIFY(perAdapter);
        for (const auto &[path, content] : exportFiles(sofs)) {
            QVERIFY2(!text(content).contains(QStringLiteral(".IfAlias")), qPrintable(path));
            QVERIFY2(text(content).contains(QStringLiteral("\nSet-StrictMode -Off\n")), qPrintable(path));
        }
    }

    // 8. SMB Direct over iWARP needs TCP 5445 in: the rule is enabled and checked
    // on every node that receives SMB Direct over iWARP, and on no RoCE node.
    void iwarpFirewallRule()
    {
        const Design sofs = starter(QStringLiteral("sofs-hyperv-2012r2"));
        for (const char *id : {"fs1", "hv1"}) {
            const HostPlan plan = HostPlan::forNode(sofs, *sofs.node(QString::fromLatin1(id)));
            QCOMPARE(plan.firewallRules.size(), std::size_t(1));
            QCOMPARE(plan.firewallRules[0].name, QStringLiteral("FPSSMBD-iWARP-In-TCP"));
        }
        const Design s2d = starter(QStringLiteral("s2d-converged-set"));
        QVERIFY(HostPlan::forNode(s2d, s2d.nodes[0]).firewallRules.empty());
        const auto files = exportFiles(sofs);
        QVERIFY(text(files.at(QStringLiteral("powershell/HV01.ps1"))).contains(QStringLiteral("Sync-HvFirewallRule -Name 'FPSSMBD-iWARP-In-TCP'")));
        QVERIFY(text(files.at(QStringLiteral("powershell/HV01.check.ps1"))).contains(QStringLiteral("\nTest-HvFirewallRule -Name 'FPSSMBD-iWARP-In-TCP'")));
    }

    // 9. Jumbo frames on the storage vNICs, not on the management vNIC.
    void jumboOnlyOnStorageVNics()
    {
        const Design design = starter(QStringLiteral("s2d-converged-set"));
        QStringList jumbo;
        for (const HostPlan::AdapterProperty &p : HostPlan::forNode(design, design.nodes[0]).adapterProperties)
            if (p.keyword == QLatin1String("*JumboPacket"))
                jumbo << p.adapter;
        QCOMPARE(jumbo, QStringList({QStringLiteral("SLOT 3 Port 1"), QStringLiteral("SLOT 4 Port 1"),
                            QStringLiteral("vEthernet (SMB1)"), QStringLiteral("vEthernet (SMB2)")}));
    }

    // Issue 32, item 4: a SET teaming mode and an interface MTU the design
    // states are deployed and checked, each change to a switch or interface in
    // use waiting for the disruptive phase.
    void statedTeamingModeAndMtu()
    {
        Design design = starter(QStringLiteral("s2d-converged-set"));
        Node &node = design.nodes[0];
        QVERIFY(node.vswitches[0].embeddedTeaming);
        node.vswitches[0].teamingMode = TeamMode::SwitchIndependent;
        Interface &smb = node.interfaces.back();
        smb.mtu = 8986;
        const QString alias = HostPlan::aliasOf(node, smb);
        const auto files = exportFiles(design);
        const QString deploy = text(files.at(QStringLiteral("powershell/") + safeFileName(node.name) + QStringLiteral(".ps1")));
        const QString check
            = text(files.at(QStringLiteral("powershell/") + safeFileName(node.name) + QStringLiteral(".check.ps1")));
        const QString mtu = QStringLiteral("-HvInterfaceMtu -Alias %1 -Mtu 8986").arg(psLiteral(alias));
        QVERIFY(deploy.contains(QStringLiteral("Invoke-HvStep { Sync") + mtu + QStringLiteral(" }")));
        QVERIFY(check.contains(QStringLiteral("\nTest") + mtu + QLatin1Char('\n')));
        QVERIFY(deploy.contains(QStringLiteral("-TeamingMode 'SwitchIndependent' }")));
        QVERIFY(check.contains(QStringLiteral("-TeamingMode 'SwitchIndependent'\n")));
        const PowerShellSyntax syntax(deploy);
        for (const char *function : {"Sync-HvInterfaceMtu", "Sync-HvSwitch"})
            QVERIFY2(callsIn(syntax, QString::fromLatin1(function)).contains(QStringLiteral("Request-HvDisruption")), function);
        // A stated cluster role wins over the purpose's in the cluster script.
        Design roles = starter(QStringLiteral("s2d-converged-set"));
        Subnet &storage = roles.subnets.back();
        QCOMPARE(storage.purpose, SubnetPurpose::Storage);
        storage.clusterRole = ClusterNetworkRole::ClusterAndClient;
        const auto prefix = Ipv4Prefix::parse(storage.prefix);
        QVERIFY(prefix);
        const QString network = QStringLiteral("-HvClusterNetwork -Address %1 -Name %2 -Role ")
                                    .arg(psLiteral(prefix->network().toString()), psLiteral(storage.name));
        const QString before = text(files.at(QStringLiteral("powershell/S2DC01.ps1")));
        QVERIFY2(before.contains(QStringLiteral("Sync") + network + QStringLiteral("1\n")), qPrintable(network));
        const QString after = text(exportFiles(roles).at(QStringLiteral("powershell/S2DC01.ps1")));
        QVERIFY2(after.contains(QStringLiteral("Sync") + network + QStringLiteral("3\n")), qPrintable(network));
        // The other nodes state neither: their calls pass no mode and set no MTU.
        const QString other = text(files.at(QStringLiteral("powershell/") + safeFileName(design.nodes[1].name) + QStringLiteral(".ps1")));
        QVERIFY(other.contains(QStringLiteral("-TeamingMode '' }")));
        QVERIFY(!other.contains(QStringLiteral("Invoke-HvStep { Sync-HvInterfaceMtu")));
    }

    // 10. The same address with another prefix is corrected, not added again;
    // addresses and default routes the design does not have go.
    void addressesConverge()
    {
        const PowerShellSyntax deploy(text(exportFiles(starter(QStringLiteral("s2d-converged-set"))).at(QStringLiteral("powershell/S2D01.ps1"))));
        const QSet<QString> calls = callsIn(deploy, QStringLiteral("Sync-HvAddress"));
        for (const char *cmdlet : {"Set-NetIPAddress", "Remove-NetIPAddress", "Remove-NetRoute", "New-NetRoute",
                 "Set-DnsClientServerAddress", "Request-HvDisruption"})
            QVERIFY2(calls.contains(QString::fromLatin1(cmdlet)), cmdlet);
    }

    // 11. The scripts check the running OS against the design's before they
    // change anything; Azure Stack HCI 21H2 to 23H2 (Azure Local's earlier
    // name, with Network ATC from 21H2) can be targeted as azurelocal.
    void operatingSystemIsChecked()
    {
        Design design = starter(QStringLiteral("s2d-converged-set"));
        HostPlan plan = HostPlan::forNode(design, design.nodes[0]);
        QCOMPARE(plan.osExpectation().families, QStringList({QStringLiteral("Windows Server")}));
        QCOMPARE(plan.osExpectation().minBuild, 20348);
        QCOMPARE(plan.osExpectation().maxBuild, 20348);
        design.platform = {OsVersion::AzureLocal, true};
        plan = HostPlan::forNode(design, design.nodes[0]);
        QVERIFY(plan.networkAtc);
        QVERIFY(plan.osExpectation().families.contains(QStringLiteral("Azure Stack HCI")));
        QCOMPARE(plan.osExpectation().minBuild, 20348);
        QCOMPARE(plan.osExpectation().maxBuild, 0);
        design.platform = {OsVersion::AzureLocal, false};
        QCOMPARE(HostPlan::forNode(design, design.nodes[0]).osExpectation().minBuild, 17784);

        const QString script = text(exportFiles(variant(QStringLiteral("azurelocal-atc"))).at(QStringLiteral("powershell/S2D-N01.ps1")));
        const qsizetype os = script.indexOf(QStringLiteral("\nTest-HvOs -Name 'Azure Local or Azure Stack HCI 21H2 and later' -Family @('Azure Stack HCI', 'Azure Local') -MinBuild 20348 -MaxBuild 0\n"));
        QVERIFY(os > 0);
        const qsizetype refuse = script.indexOf(QStringLiteral("    exit 2\n"), os);
        QVERIFY(refuse > os && refuse < script.indexOf(QStringLiteral("\nInvoke-HvStep {")));
        // The pre-flight also wants every adapter the design names.
        const qsizetype adapter = script.indexOf(QStringLiteral("\nTest-HvAdapterPresent -Name 'SLOT 3 Port 1'\n"));
        QVERIFY(adapter > os && adapter < refuse);
        // 21H2 makes no storage addresses and has no override for them.
        QVERIFY(script.contains(QStringLiteral("$storageOverrides.PSObject.Properties['EnableAutomaticIPGeneration']")));
    }

    // 12. The minor ones.
    void whatIfPreviewsPastTheFeatures()
    {
        const QString script = text(exportFiles(starter(QStringLiteral("s2d-converged-set"))).at(QStringLiteral("powershell/S2D01.ps1")));
        const qsizetype from = script.indexOf(QStringLiteral("Write-Section 'Windows features'\n"));
        const qsizetype to = script.indexOf(QStringLiteral("Write-Section 'Disruptive steps'"));
        QVERIFY(from > 0 && to > from);
        QVERIFY(!script.mid(from, to - from).contains(QStringLiteral("exit 0")));
        const PowerShellSyntax deploy(script);
        QVERIFY(callsIn(deploy, QStringLiteral("Sync-HvSwitch")).contains(QStringLiteral("Test-HvCommand")));
        QVERIFY(callsIn(deploy, QStringLiteral("Sync-HvFlowControl")).contains(QStringLiteral("Test-HvCommand")));
    }

    void confirmAsksOnceAndOkMeansUnchanged()
    {
        const QString script = text(exportFiles(starter(QStringLiteral("s2d-converged-set"))).at(QStringLiteral("powershell/S2D01.ps1")));
        static const QRegularExpression once(QStringLiteral(
            "if \\(\\$script:Cmdlet\\.ShouldProcess\\(\\$Target, \\$Action\\)\\) \\{\\n\\s+\\$ConfirmPreference = 'None'\\n\\s+& \\$Change"));
        QVERIFY(once.match(script).hasMatch());
        QVERIFY(script.contains(QStringLiteral("    if (-not $changed) { Write-Unchanged ('PFC on priorities")));
    }

    void isolationVlanIsSeen()
    {
        const PowerShellSyntax deploy(text(exportFiles(starter(QStringLiteral("s2d-converged-set"))).at(QStringLiteral("powershell/S2D01.ps1"))));
        QVERIFY(callsIn(deploy, QStringLiteral("Get-HvVNicVlan")).contains(QStringLiteral("Get-VMNetworkAdapterIsolation")));
        QVERIFY(callsIn(deploy, QStringLiteral("Sync-HvVNicVlan")).contains(QStringLiteral("Get-HvVNicVlan")));
        QVERIFY(callsIn(deploy, QStringLiteral("Sync-HvVNicVlan")).contains(QStringLiteral("Set-VMNetworkAdapterIsolation")));
        QVERIFY(callsIn(deploy, QStringLiteral("Test-HvVNicVlan")).contains(QStringLiteral("Get-HvVNicVlan")));
    }

    void checksCoverWhatDeploySets()
    {
        const auto files = exportFiles(starter(QStringLiteral("s2d-converged-set")));
        const QString cluster = text(files.at(QStringLiteral("powershell/S2DC01.check.ps1")));
        QVERIFY(cluster.contains(QStringLiteral("\nTest-HvClusterNetwork -Address '10.71.1.0' -Name 'Storage 1' -Role 1\n")));
        const QString check = text(files.at(QStringLiteral("powershell/S2D01.check.ps1")));
        for (const char *setting : {"'{0} DNS servers'", "'{0} DHCP'", "'vSwitch {0} adapters'", "'vSwitch {0} bandwidth mode'",
                 "'QoS policy {0} matches'", "'team {0} interface'"})
            QVERIFY2(check.contains(QString::fromLatin1(setting)), setting);
    }

    // ------------------------------------------------------------ unchanged behaviour

    void scriptsAreDeterministic()
    {
        const Design design = starter(QStringLiteral("sofs-hyperv-2012r2"));
        QVERIFY(exportFiles(design) == exportFiles(design));
    }

    // Seed 001: SMB on 445 -> 3, Cluster -> 5, DEFAULT -> 0; PFC on 3 and 5 and
    // off on the others; ETS 95% and 1%; DCBX willing off; QoS on the adapters.
    void seed001Qos()
    {
        const Design design
            = *DesignFile::load(QStringLiteral(HVNET_TEST_DATA "/seeds/seed001-flexfabric.hvnet")).design;
        const QString script = text(exportFiles(design).at(QStringLiteral("powershell/S2D-01.ps1")));
        for (const char *line : {"Sync-HvQosPolicy -Name 'SMB' -Match 'NetDirect' -Port 445 -Priority 3",
                 "Sync-HvQosPolicy -Name 'Cluster' -Match 'Cluster' -Port 3343 -Priority 5",
                 "Sync-HvQosPolicy -Name 'Default' -Match 'Default' -Port 0 -Priority 0",
                 "Sync-HvFlowControl -Lossless @(3, 5)", "Sync-HvTrafficClass -Name 'SMB' -Priority 3 -Bandwidth 95",
                 "Sync-HvTrafficClass -Name 'Cluster' -Priority 5 -Bandwidth 1",
                 "Sync-HvDcbxWilling -Adapters @('Ethernet 1', 'Ethernet 2')",
                 "Sync-HvAdapterQos -Adapter 'Ethernet 1' -Lossless @(3, 5)", "Sync-HvAdapterQos -Adapter 'Ethernet 2'"})
            QVERIFY2(script.contains(QString::fromLatin1(line)), line);
        // What those steps do: classification by NetworkDirect port and the
        // cluster template, PFC on exactly the listed priorities, ETS, willing off.
        for (const char *code : {"$arguments.NetDirectPortMatchCondition = $Port", "$arguments.Cluster = $true",
                 "$arguments.Default = $true", "foreach ($priority in 0..7)",
                 "Enable-NetQosFlowControl -Priority $priority", "Disable-NetQosFlowControl -Priority $priority",
                 "-Algorithm ETS", "Set-NetQosDcbxSetting -Willing $false -Confirm:$false",
                 "Set-NetQosDcbxSetting -InterfaceAlias $adapter -Willing $false -Confirm:$false",
                 "Enable-NetAdapterQos -Name $Adapter -NoRestart"})
            QVERIFY2(script.contains(QString::fromLatin1(code)), code);
    }

    void versionAwareness()
    {
        Design old = starter(QStringLiteral("sofs-hyperv-2012r2"));
        old.platform.os = OsVersion::Ws2012;
        const QString on2012 = text(exportFiles(old).at(QStringLiteral("powershell/HV01.ps1")));
        QVERIFY(on2012.contains(QStringLiteral("-Name 'Cluster' -Match 'ClusterPort' -Port 3343")));
        QVERIFY(!on2012.contains(QStringLiteral("-EmbeddedTeaming $true")));

        Design atc = starter(QStringLiteral("s2d-converged-set"));
        atc.platform = {OsVersion::Ws2025, true};
        const QString intents = text(exportFiles(atc).at(QStringLiteral("powershell/S2D01.ps1")));
        QVERIFY(intents.contains(
            QStringLiteral("\nInvoke-HvStep { Sync-HvIntent -Name 'ConvergedSwitch' -Adapters @('SLOT 3 Port 1', 'SLOT 4 Port 1') "
                           "-Management $true -Compute $true -Storage $true")));
        QVERIFY(intents.contains(QStringLiteral("-StorageVlans @(711, 712)")));
        for (const char *handMade :
            {"{ Sync-HvSwitch ", "{ Sync-HvQosPolicy ", "{ Sync-HvHostVNic ", "{ Sync-HvTrafficClass "})
            QVERIFY2(!intents.contains(QString::fromLatin1(handMade)), handMade);
        QVERIFY(intents.contains(QStringLiteral("\nInvoke-HvStep { Sync-HvAddress -Alias 'vEthernet (SMB1)'")));
    }

    // Names full of PowerShell syntax come through as text, never as code.
    void injection()
    {
        const QString quotes = QStringLiteral("O'Brien's \u2018NIC\u2019 \u201Aport\u201B");
        const QString code = QStringLiteral("\"x\" $(Remove-Item C:\\) ; Stop-Computer | Out-Null & `whoami`");
        const QString accents = QStringLiteral("Gr\u00FC\u00DFe-\u00C9t\u00E9 \u65E5\u672C");
        Design design = starter(QStringLiteral("s2d-converged-set"));
        design.meta.name = code;
        design.meta.revision = quotes;
        design.clusters[0].name = accents;
        Node &n = design.nodes[0];
        n.adapters[0].name = quotes;
        n.interfaces[1].name = code;
        n.vswitches[0].name = accents;
        design.subnets[0].name = code;
        const auto files = exportFiles(design);
        for (const auto &[path, content] : files) {
            const QStringList problems = structuralProblems(content);
            QVERIFY2(problems.isEmpty(), qPrintable(path + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
        }
        // No hostile text became a command; every value is its single-quoted literal.
        const QString script = text(files.at(QStringLiteral("powershell/S2D01.ps1")));
        // The parse outlives the loop: a temporary's commands() would dangle
        // (C++20 ends the temporary before the loop runs).
        const PowerShellSyntax parsed(script);
        QVERIFY(!parsed.commands().empty());
        for (const PowerShellSyntax::Command &c : parsed.commands())
            QVERIFY2(!c.name.contains(QStringLiteral("Remove-Item")) && !c.name.contains(QStringLiteral("Stop-Computer"))
                    && !c.name.contains(QStringLiteral("whoami")),
                qPrintable(c.name));
        for (const QString &value : {quotes, code, accents, QStringLiteral("vEthernet (%1)").arg(code)})
            QVERIFY2(script.contains(psLiteral(value)), qPrintable(value));
        const QString cluster
            = text(files.at(QStringLiteral("powershell/") + safeFileName(accents) + QStringLiteral(".ps1")));
        QVERIFY(cluster.contains(QStringLiteral("$script:Node = '%1'").arg(accents)));
    }

    void controlCharactersAreRefused()
    {
        Design design = starter(QStringLiteral("s2d-converged-set"));
        design.nodes[0].adapters[0].name = QStringLiteral("NIC1\r\nRemove-Item C:\\");
        const TemplateStore store;
        const ExportResult result = PowerShellExporter(store).run(design);
        QVERIFY(!result.ok());
        QVERIFY(result.files.empty());
        QVERIFY2(result.error.contains(QStringLiteral("U+000d")), qPrintable(result.error));
    }

    void userTemplatesComeFirst()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(QStringLiteral("powershell"));
        QFile own(dir.filePath(QStringLiteral("powershell/cluster.ps1.mustache")));
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.write("#Requires -RunAsAdministrator\n# customer copy for {{cluster}}\n");
        own.close();
        const TemplateStore store(dir.path());
        const ExportResult result = PowerShellExporter(store).run(starter(QStringLiteral("s2d-converged-set")));
        QVERIFY(result.ok());
        bool found = false;
        for (const ExportedFile &f : result.files)
            if (f.path == QLatin1String("powershell/S2DC01.ps1")) {
                QCOMPARE(
                    text(f.content), QStringLiteral("#Requires -RunAsAdministrator\n# customer copy for S2DC01\n"));
                found = true;
            }
        QVERIFY(found);
    }
};

QTEST_GUILESS_MAIN(TestPowerShell)
#include "tst_powershell.moc"

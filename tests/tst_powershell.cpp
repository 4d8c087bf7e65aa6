// The PowerShell exporter: golden files per template, seed 001's QoS, safety
// against injection, and a structural check of every generated script
// (tokenised, brackets balanced, every cmdlet and parameter known).

#include "designfile.h"
#include "designreader.h"
#include "filenames.h"
#include "powershellexporter.h"
#include "startercatalogue.h"
#include "templatestore.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace hvnet;

namespace {

// ---------------------------------------------------------------- a tokeniser
// for the part of PowerShell hvnet writes: comments, single-quoted literals
// (any of the five single quotes PowerShell accepts, doubled to escape),
// variables, -parameters, words and punctuation.
struct Token {
    enum Kind { Word, Literal, Variable, Parameter, Punct };
    Kind kind;
    QString text;
    int line;
};

bool isSingleQuote(QChar c)
{
    const char16_t u = c.unicode();
    return u == '\'' || u == 0x2018 || u == 0x2019 || u == 0x201A || u == 0x201B;
}

std::vector<Token> tokenize(const QString &script, QString *error)
{
    std::vector<Token> tokens;
    int line = 1;
    for (qsizetype i = 0; i < script.size();) {
        const QChar c = script.at(i);
        if (c == QLatin1Char('\n')) {
            ++line;
            ++i;
        } else if (c.isSpace()) {
            ++i;
        } else if (c == QLatin1Char('#')) {
            while (i < script.size() && script.at(i) != QLatin1Char('\n'))
                ++i;
        } else if (isSingleQuote(c)) {
            QString value;
            const int start = line;
            ++i;
            bool closed = false;
            while (i < script.size()) {
                const QChar d = script.at(i);
                if (isSingleQuote(d)) {
                    if (i + 1 < script.size() && isSingleQuote(script.at(i + 1))) {
                        value += script.at(i + 1);
                        i += 2;
                        continue;
                    }
                    ++i;
                    closed = true;
                    break;
                }
                if (d == QLatin1Char('\n'))
                    ++line;
                value += d;
                ++i;
            }
            if (!closed) {
                *error = QStringLiteral("unterminated literal from line %1").arg(start);
                return {};
            }
            tokens.push_back({Token::Literal, value, start});
        } else if (c == QLatin1Char('"') || c == QLatin1Char('`')) {
            *error = QStringLiteral("line %1: %2 outside a literal").arg(line).arg(c);
            return {};
        } else if (c == QLatin1Char('$')) {
            qsizetype j = i + 1;
            while (j < script.size()
                && (script.at(j).isLetterOrNumber() || script.at(j) == QLatin1Char('_')
                    || script.at(j) == QLatin1Char(':')))
                ++j;
            if (j == i + 1) {
                *error = QStringLiteral("line %1: a $ that is not a variable").arg(line);
                return {};
            }
            tokens.push_back({Token::Variable, script.mid(i, j - i), line});
            i = j;
        } else if (c == QLatin1Char('-') && i + 1 < script.size() && script.at(i + 1).isLetter()
            && (tokens.empty() || i == 0 || script.at(i - 1).isSpace() || script.at(i - 1) == QLatin1Char('('))) {
            qsizetype j = i + 1;
            while (j < script.size() && (script.at(j).isLetterOrNumber() || script.at(j) == QLatin1Char('_')))
                ++j;
            QString name = script.mid(i + 1, j - i - 1);
            if (j < script.size() && script.at(j) == QLatin1Char(':')) // -Confirm:$false
                ++j;
            tokens.push_back({Token::Parameter, name, line});
            i = j;
        } else if (c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('.') || c == QLatin1Char('*')) {
            qsizetype j = i;
            while (j < script.size()
                && (script.at(j).isLetterOrNumber() || script.at(j) == QLatin1Char('_')
                    || script.at(j) == QLatin1Char('-') || script.at(j) == QLatin1Char('.')
                    || script.at(j) == QLatin1Char('*')))
                ++j;
            tokens.push_back({Token::Word, script.mid(i, j - i), line});
            i = j;
        } else {
            tokens.push_back({Token::Punct, QString(c), line});
            ++i;
        }
    }
    return tokens;
}

// The cmdlets hvnet may call, with the parameters it may give them (from the
// cmdlet documentation); splatted calls are checked by name only.
const QHash<QString, QStringList> &knownCmdlets()
{
    static const QHash<QString, QStringList> table = [] {
        QHash<QString, QStringList> t;
        auto add = [&t](const char *cmdlet, const char *params) {
            t.insert(
                QString::fromLatin1(cmdlet), QString::fromLatin1(params).split(QLatin1Char(' '), Qt::SkipEmptyParts));
        };
        add("Get-WindowsFeature", "Name");
        add("Install-WindowsFeature", "Name IncludeManagementTools");
        add("Get-NetLbfoTeam", "Name");
        add("New-NetLbfoTeam", "Name TeamMembers TeamingMode LoadBalancingAlgorithm");
        add("Set-NetLbfoTeam", "Name TeamingMode LoadBalancingAlgorithm");
        add("Get-NetLbfoTeamMember", "Team");
        add("Add-NetLbfoTeamMember", "Name Team");
        add("Get-VMSwitch", "Name");
        add("New-VMSwitch",
            "Name NetAdapterName AllowManagementOS EnableEmbeddedTeaming MinimumBandwidthMode AllowNetLbfoTeams");
        add("Set-VMSwitch", "Name AllowManagementOS");
        add("Get-VMSwitchTeam", "Name");
        add("Set-VMSwitchTeam", "Name LoadBalancingAlgorithm");
        add("Add-VMSwitchTeamMember", "VMSwitchName NetAdapterName");
        add("Get-Command", "");
        add("Get-NetAdapter", "Name");
        add("Get-VMNetworkAdapter", "ManagementOS Name");
        add("Add-VMNetworkAdapter", "ManagementOS SwitchName Name");
        add("Rename-VMNetworkAdapter", "ManagementOS Name NewName");
        add("Set-VMNetworkAdapter", "ManagementOS Name IeeePriorityTag");
        add("Get-VMNetworkAdapterVlan", "ManagementOS VMNetworkAdapterName");
        add("Set-VMNetworkAdapterVlan", "ManagementOS VMNetworkAdapterName Untagged Access VlanId");
        add("Get-VMNetworkAdapterTeamMapping", "ManagementOS VMNetworkAdapterName");
        add("Set-VMNetworkAdapterTeamMapping", "ManagementOS VMNetworkAdapterName PhysicalNetAdapterName");
        add("Get-NetIPAddress", "InterfaceAlias AddressFamily");
        add("New-NetIPAddress", "InterfaceAlias IPAddress PrefixLength AddressFamily DefaultGateway");
        add("Get-NetIPInterface", "InterfaceAlias AddressFamily");
        add("Set-NetIPInterface", "InterfaceAlias AddressFamily Dhcp");
        add("Get-NetRoute", "InterfaceAlias DestinationPrefix");
        add("New-NetRoute", "InterfaceAlias DestinationPrefix NextHop");
        add("Get-DnsClient", "InterfaceAlias");
        add("Set-DnsClient", "InterfaceAlias RegisterThisConnectionsAddress");
        add("Get-DnsClientServerAddress", "InterfaceAlias AddressFamily");
        add("Set-DnsClientServerAddress", "InterfaceAlias ServerAddresses");
        add("Get-NetQosPolicy", "Name");
        add("New-NetQosPolicy",
            "Name NetDirectPortMatchCondition Cluster LiveMigration Default IPDstPortMatchCondition "
            "PriorityValue8021Action");
        add("Set-NetQosPolicy", "Name PriorityValue8021Action");
        add("Remove-NetQosPolicy", "Name");
        add("Get-NetQosFlowControl", "Priority");
        add("Enable-NetQosFlowControl", "Priority");
        add("Disable-NetQosFlowControl", "Priority");
        add("Get-NetQosTrafficClass", "Name");
        add("New-NetQosTrafficClass", "Name Priority BandwidthPercentage Algorithm");
        add("Set-NetQosTrafficClass", "Name Priority BandwidthPercentage Algorithm");
        add("Remove-NetQosTrafficClass", "Name");
        add("Get-NetQosDcbxSetting", "");
        add("Set-NetQosDcbxSetting", "Willing");
        add("Get-NetAdapterQos", "Name");
        add("Enable-NetAdapterQos", "Name NoRestart");
        add("Get-NetAdapterRdma", "Name");
        add("Enable-NetAdapterRdma", "Name NoRestart");
        add("Get-NetAdapterAdvancedProperty", "Name RegistryKeyword");
        add("Set-NetAdapterAdvancedProperty", "Name RegistryKeyword RegistryValue NoRestart");
        add("Set-NetAdapter", "Name VlanID NoRestart");
        add("Restart-NetAdapter", "Name");
        add("Get-SmbMultichannelConstraint", "ServerName");
        add("New-SmbMultichannelConstraint", "ServerName InterfaceAlias Force");
        add("Get-VMHost", "");
        add("Set-VMHost", "VirtualMachineMigrationPerformanceOption");
        add("Get-SmbBandwidthLimit", "Category");
        add("Set-SmbBandwidthLimit", "Category BytesPerSecond");
        add("Get-NetIntent", "Name");
        add("Get-NetIntentStatus", "Name");
        add("Add-NetIntent", "Name AdapterName Management Compute Storage Switchless StorageVlans ManagementVlan");
        add("New-NetIntentStorageOverrides", "EnableAutomaticIPGeneration");
        add("New-NetIntentQoSPolicyOverrides",
            "PriorityValue8021Action_SMB BandwidthPercentage_SMB PriorityValue8021Action_Cluster "
            "BandwidthPercentage_Cluster");
        add("New-NetIntentAdapterPropertyOverrides", "JumboPacket NetworkDirectTechnology");
        add("New-NetIntentSwitchConfigurationOverrides", "LoadBalancingAlgorithm");
        add("Get-ClusterNetwork", "");
        add("Import-Module", "");
        add("Write-Host", "");
        add("Write-Warning", "");
        add("Write-Output", "");
        add("Where-Object", "");
        add("ForEach-Object", "");
        add("Sort-Object", "");
        add("Out-Null", "");
        add("New-Object", "");
        add("ConvertTo-Json", "Compress Depth");
        return t;
    }();
    return table;
}

const QStringList commonParameters{QStringLiteral("ErrorAction"), QStringLiteral("Confirm"), QStringLiteral("WhatIf")};
const QStringList operators{QStringLiteral("f"), QStringLiteral("eq"), QStringLiteral("ne"), QStringLiteral("gt"),
    QStringLiteral("lt"), QStringLiteral("and"), QStringLiteral("or"), QStringLiteral("not"), QStringLiteral("join"),
    QStringLiteral("contains"), QStringLiteral("notcontains")};

// Checks one script's structure; returns what is wrong, or nothing.
QStringList structuralProblems(const QByteArray &bytes)
{
    QStringList problems;
    if (!bytes.startsWith("\xEF\xBB\xBF"))
        problems << QStringLiteral("no UTF-8 byte order mark");
    if (bytes.contains('\n') && bytes.count("\r\n") != bytes.count('\n'))
        problems << QStringLiteral("a line not ending in CRLF");
    const QString script = QString::fromUtf8(bytes.mid(3)).remove(QLatin1Char('\r'));
    if (script.contains(QStringLiteral("{{")))
        problems << QStringLiteral("an unexpanded template marker");
    if (!script.startsWith(QStringLiteral("#Requires -RunAsAdministrator\n")))
        problems << QStringLiteral("does not start with #Requires -RunAsAdministrator");
    if (!script.contains(QStringLiteral("$ErrorActionPreference = 'Stop'")))
        problems << QStringLiteral("no $ErrorActionPreference = 'Stop'");
    QString error;
    const std::vector<Token> tokens = tokenize(script, &error);
    if (!error.isEmpty())
        return problems << error;

    // hvnet writes no literal across lines: one that does is a quote gone wrong.
    for (const Token &t : tokens)
        if (t.kind == Token::Literal && t.text.contains(QLatin1Char('\n')))
            problems << QStringLiteral("line %1: a literal runs across lines").arg(t.line);

    // Balanced brackets.
    QString stack;
    for (const Token &t : tokens) {
        if (t.kind != Token::Punct)
            continue;
        const QChar c = t.text.at(0);
        if (c == QLatin1Char('(') || c == QLatin1Char('{') || c == QLatin1Char('['))
            stack += c;
        else if (c == QLatin1Char(')') || c == QLatin1Char('}') || c == QLatin1Char(']')) {
            const QChar open = c == QLatin1Char(')') ? QLatin1Char('(')
                : c == QLatin1Char('}')              ? QLatin1Char('{')
                                                     : QLatin1Char('[');
            if (stack.isEmpty() || stack.back() != open)
                return problems << QStringLiteral("line %1: unbalanced %2").arg(t.line).arg(c);
            stack.chop(1);
        }
    }
    if (!stack.isEmpty())
        problems << QStringLiteral("unclosed %1").arg(stack);

    // The script's own functions and their parameters.
    QHash<QString, QStringList> functions;
    for (std::size_t i = 0; i + 1 < tokens.size(); ++i) {
        if (tokens[i].kind != Token::Word || tokens[i].text != QLatin1String("function"))
            continue;
        QStringList params;
        for (std::size_t j = i + 2; j < tokens.size() && tokens[j].text != QLatin1String("{"); ++j)
            if (tokens[j].kind == Token::Variable)
                params << tokens[j].text.mid(1);
        functions.insert(tokens[i + 1].text, params);
    }
    static const QRegularExpression verbNoun(QStringLiteral("^[A-Z][a-z]+-[A-Za-z]+$"));
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        const Token &t = tokens[i];
        if (t.kind != Token::Word || !verbNoun.match(t.text).hasMatch()
            || (i > 0 && tokens[i - 1].text == QLatin1String("function")))
            continue;
        QStringList allowed;
        if (functions.contains(t.text))
            allowed = functions.value(t.text);
        else if (knownCmdlets().contains(t.text))
            allowed = knownCmdlets().value(t.text) + commonParameters;
        else {
            problems << QStringLiteral("line %1: unknown command %2").arg(t.line).arg(t.text);
            continue;
        }
        // The parameters of this command: until the command ends, outside nested brackets.
        int depth = 0;
        for (std::size_t j = i + 1; j < tokens.size() && tokens[j].line == t.line; ++j) {
            const Token &u = tokens[j];
            if (u.kind == Token::Punct) {
                if (u.text == QLatin1String("(") || u.text == QLatin1String("{") || u.text == QLatin1String("["))
                    ++depth;
                else if (u.text == QLatin1String(")") || u.text == QLatin1String("}") || u.text == QLatin1String("]")) {
                    if (--depth < 0)
                        break;
                } else if (depth == 0 && (u.text == QLatin1String("|") || u.text == QLatin1String(";")))
                    break;
            } else if (u.kind == Token::Parameter && depth == 0 && !operators.contains(u.text.toLower())
                && !allowed.contains(u.text)) {
                problems << QStringLiteral("line %1: %2 has no parameter -%3").arg(t.line).arg(t.text, u.text);
            }
        }
    }
    return problems;
}

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

QString text(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes.mid(3)).remove(QLatin1Char('\r'));
}

} // namespace

class TestPowerShell : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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
        const auto files = exportFiles(starter(id));
        const QDir dir(QStringLiteral(HVNET_TEST_DATA "/golden/powershell/") + id);
        if (qEnvironmentVariableIsSet("HVNET_UPDATE_GOLDEN")) {
            QDir(dir.filePath(QStringLiteral("powershell"))).removeRecursively();
            for (const auto &[path, content] : files) {
                QDir().mkpath(QFileInfo(dir.filePath(path)).path());
                QFile out(dir.filePath(path));
                QVERIFY(out.open(QIODevice::WriteOnly));
                out.write(content);
            }
        }
        QStringList expected = QDir(dir.filePath(QStringLiteral("powershell"))).entryList(QDir::Files, QDir::Name);
        QStringList produced;
        for (const auto &[path, content] : files)
            produced << QFileInfo(path).fileName();
        produced.sort();
        QCOMPARE(produced, expected);
        for (const auto &[path, content] : files) {
            QFile golden(dir.filePath(path));
            QVERIFY(golden.open(QIODevice::ReadOnly));
            QCOMPARE(content, golden.readAll());
        }
    }

    void everyScriptIsWellFormed_data()
    {
        QTest::addColumn<QString>("source");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
        QTest::newRow("seed 001") << QStringLiteral(HVNET_TEST_DATA "/seeds/seed001-flexfabric.hvnet");
        QTest::newRow("seed 002") << QStringLiteral(HVNET_TEST_DATA "/seeds/seed002-x520-constraint.hvnet");
        QTest::newRow("network atc") << QStringLiteral("atc");
        QTest::newRow("windows 2012") << QStringLiteral("2012");
    }

    void everyScriptIsWellFormed()
    {
        QFETCH(QString, source);
        Design design;
        if (source == QLatin1String("atc")) {
            design = starter(QStringLiteral("s2d-converged-set"));
            design.platform = {OsVersion::Ws2025, true};
        } else if (source == QLatin1String("2012")) {
            design = starter(QStringLiteral("sofs-hyperv-2012r2"));
            design.platform.os = OsVersion::Ws2012;
        } else if (source.endsWith(QLatin1String(".hvnet"))) {
            design = *DesignFile::load(source).design;
        } else {
            design = starter(source);
        }
        for (const auto &[path, content] : exportFiles(design)) {
            const QStringList problems = structuralProblems(content);
            QVERIFY2(problems.isEmpty(), qPrintable(path + QStringLiteral(": ") + problems.join(QStringLiteral("; "))));
        }
    }

    // The checker itself must catch what it is there to catch.
    void structuralCheckFindsProblems()
    {
        const QByteArray good
            = exportFiles(starter(QStringLiteral("s2d-converged-set"))).at(QStringLiteral("powershell/S2D01.ps1"));
        QVERIFY2(structuralProblems(good).isEmpty(), qPrintable(structuralProblems(good).join(QStringLiteral("; "))));
        auto broken = [&good](const char *from, const char *to) { return QByteArray(good).replace(from, to); };
        QVERIFY(!structuralProblems(broken("-Priority 3 -Bandwidth 50", "-Priority 3 -Bandwith 50")).isEmpty());
        QVERIFY(!structuralProblems(
            broken("Restart-HvAdapters\r\n\r\nWrite-Host", "Restart-HvAdapters\r\nRemove-Item 'C:\\'\r\nWrite-Host"))
                     .isEmpty());
        QVERIFY(!structuralProblems(broken("-Name 'SMB1'", "-Name 'SMB1")).isEmpty());
        QVERIFY(!structuralProblems(broken("Sync-HvDcbxWilling\r\n", "Sync-HvDcbxWilling {\r\n")).isEmpty());
        QVERIFY(!structuralProblems(broken("\r\n", "\n")).isEmpty());
        QVERIFY(!structuralProblems(good.mid(3)).isEmpty());
    }

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
                 "Sync-HvTrafficClass -Name 'Cluster' -Priority 5 -Bandwidth 1", "\nSync-HvDcbxWilling\n",
                 "Sync-HvAdapterQos -Adapter 'Ethernet 1'", "Sync-HvAdapterQos -Adapter 'Ethernet 2'"})
            QVERIFY2(script.contains(QString::fromLatin1(line)), line);
        // What those steps do: classification by NetworkDirect port and the
        // cluster template, PFC on exactly the listed priorities, ETS, willing off.
        for (const char *code : {"$arguments.NetDirectPortMatchCondition = $Port", "$arguments.Cluster = $true",
                 "$arguments.Default = $true", "foreach ($priority in 0..7)",
                 "Enable-NetQosFlowControl -Priority $priority", "Disable-NetQosFlowControl -Priority $priority",
                 "-Algorithm ETS", "Set-NetQosDcbxSetting -Willing $false -Confirm:$false",
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
            QStringLiteral("\nSync-HvIntent -Name 'ConvergedSwitch' -Adapters @('SLOT 3 Port 1', 'SLOT 4 Port 1') "
                           "-Management $true -Compute $true -Storage $true")));
        QVERIFY(intents.contains(QStringLiteral("-StorageVlans @(711, 712)")));
        for (const char *handMade :
            {"\nSync-HvSwitch ", "\nSync-HvQosPolicy ", "\nSync-HvHostVNic ", "\nSync-HvTrafficClass "})
            QVERIFY2(!intents.contains(QString::fromLatin1(handMade)), handMade);
        QVERIFY(intents.contains(QStringLiteral("\nSync-HvAddress -Alias 'vEthernet (SMB1)'")));
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
        QString error;
        const std::vector<Token> tokens = tokenize(text(files.at(QStringLiteral("powershell/S2D01.ps1"))), &error);
        QVERIFY(error.isEmpty());
        QSet<QString> literals;
        for (const Token &t : tokens) {
            if (t.kind == Token::Literal)
                literals.insert(t.text);
            else
                QVERIFY2(!t.text.contains(QStringLiteral("Remove-Item"))
                        && !t.text.contains(QStringLiteral("Stop-Computer"))
                        && !t.text.contains(QStringLiteral("whoami")),
                    qPrintable(t.text));
        }
        for (const QString &value : {quotes, code, accents, QStringLiteral("vEthernet (%1)").arg(code)})
            QVERIFY2(literals.contains(value), qPrintable(value));
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

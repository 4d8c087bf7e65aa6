// The switch evidence readers against fixtures written in the shapes the
// vendors document (tests/data/switch-evidence/<platform>/SOURCES.md names the
// document of each file): LLDP neighbours with their local port, chassis and
// port ids and subtypes, descriptions and system names, several agents on one
// port, MAC-form ids, missing names, multi-line descriptions, logical units;
// PFC operational state; real running configurations; and the pasted-text
// quirks (prompts, pager residue, CRLF, BOM, banners). Hostile input gets a
// clear problem with its line, never a crash.

#include "evidencejson.h"
#include "evidencetext.h"
#include "interfacename.h"
#include "juniper-junos/junosconfigreader.h"
#include "switchevidence.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace hvnet;

namespace {

QByteArray fixture(const QString &platform, const QString &file)
{
    QFile f(QStringLiteral(HVNET_TEST_DATA "/switch-evidence/%1/%2").arg(platform, file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing fixture %s/%s", qPrintable(platform), qPrintable(file));
    return f.readAll();
}

SwitchPlatform platformOf(const QString &name)
{
    return *enumFromName<SwitchPlatform>(name.toStdString());
}

SwitchState read(const QString &platform, SwitchEvidence::File kind, const QByteArray &bytes)
{
    SwitchState state;
    SwitchEvidence::read(platformOf(platform), kind, bytes, state);
    return state;
}

// One neighbour as "localport|system|portid|portsubtype", the local port normalised.
QStringList rows(const SwitchState &s)
{
    QStringList out;
    for (const LldpNeighbor &n : s.neighbors)
        out << QStringLiteral("%1|%2|%3|%4").arg(InterfaceName::normalized(n.localPort), n.systemName, n.portId, n.portIdSubtype);
    return out;
}

} // namespace

class TestSwitchEvidence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void interfaceNames_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<bool>("same");
        const auto row = [](const char *a, const char *b, bool same) {
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(a), QLatin1String(b))))
                << QString::fromLatin1(a) << QString::fromLatin1(b) << same;
        };
        row("Eth1/1", "Ethernet1/1", true);
        row("ethernet 1/1", "Ethernet1/1", true);
        row("Et1", "Ethernet1", true);
        row("Te1/0/1", "Ten-GigabitEthernet1/0/1", true);
        row("XGE1/0/1", "Ten-GigabitEthernet1/0/1", true);
        row("HGE1/0/49", "HundredGigE1/0/49", true);
        row("FGE1/0/49", "FortyGigE1/0/49", true);
        row("WGE1/0/1", "Twenty-FiveGigE1/0/1", true);
        row("xe-0/0/1.0", "xe-0/0/1", true);
        row("et-0/0/48:2", "ET-0/0/48:2", true);
        row("Ethernet1/1.100", "Eth1/1", true);
        row("1/1/1.10", "1/1/1", true);
        row("ethernet1/1/53:1", "Ethernet1/1/53:1", true);
        row("swp1", "SWP1", true);
        row("Po10", "port-channel10", true);
        row("xe-0/0/1", "ge-0/0/1", false);
        row("GE1/0/1", "ge-0/0/1", false); // Comware GigabitEthernet is not a Junos ge- port
        row("Eth1/1", "Eth1/11", false);
        row("swp1", "swp1s0", false);
    }
    void interfaceNames()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(bool, same);
        QCOMPARE(InterfaceName::same(a, b), same);
    }

    void macAddresses()
    {
        QCOMPARE(InterfaceName::macAddress(QStringLiteral("0c42.a1b2.c301")), QStringLiteral("0c42a1b2c301"));
        QCOMPARE(InterfaceName::macAddress(QStringLiteral("0C-42-A1-B2-C3-01")), QStringLiteral("0c42a1b2c301"));
        QCOMPARE(InterfaceName::macAddress(QStringLiteral("0c42-a1b2-c301")), QStringLiteral("0c42a1b2c301"));
        QVERIFY(InterfaceName::macAddress(QStringLiteral("Ethernet1/1")).isEmpty());
        QVERIFY(InterfaceName::macAddress(QStringLiteral("0c:42:a1:b2:c3")).isEmpty());
    }

    void lldp_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        const auto row = [](const char *name, const char *platform, const char *file, std::initializer_list<const char *> expected) {
            QStringList list;
            for (const char *e : expected)
                list << QString::fromLatin1(e);
            QTest::newRow(name) << QString::fromLatin1(platform) << QString::fromLatin1(file) << list;
        };
        row("nxos text", "cisco-nxos", "lldp.txt", {"ethernet1/1|S2D01.contoso.local|0c42.a1b2.c301|mac",
                                          "ethernet1/1||0c42.a1b2.c3ff|mac", "ethernet1/2|S2D02|0c42.a1b2.c401|mac",
                                          "ethernet1/54|TOR-B|Ethernet1/54|"});
        row("nxos json", "cisco-nxos", "lldp.json", {"ethernet1/1|S2D01|0c42.a1b2.c301|mac", "ethernet1/54|TOR-B|Ethernet1/54|ifname"});
        row("eos text", "arista-eos", "lldp.txt", {"ethernet1|S2D01.contoso.local|0c42.a1b2.c301|mac",
                                         "ethernet1||0c42.a1b2.c3ff|mac", "ethernet49/1|TOR-B|Ethernet49/1|ifname"});
        row("eos json", "arista-eos", "lldp.json", {"ethernet1|S2D01.contoso.local|0c42.a1b2.c301|mac", "ethernet49/1|TOR-B|Ethernet49/1|ifname"});
        row("os10", "dell-os10", "lldp.txt", {"ethernet1/1/1|S2D01|0c:42:a1:b2:c3:01|mac", "ethernet1/1/54|TOR-B|ethernet1/1/54|ifname"});
        row("aoscx", "aruba-cx", "lldp.txt", {"1/1/1|S2D01|0c:42:a1:b2:c3:01|mac", "1/1/1||0c:42:a1:b2:c3:ff|mac",
                                      "1/1/49|TOR-B|1/1/49|"});
        row("comware", "hpe-comware", "lldp.txt", {"twentyfivegige1/0/1|S2D01|0c42-a1b2-c301|mac",
                                        "hundredgige1/0/49|TOR-B|HundredGigE1/0/49|ifname"});
        row("junos summary", "juniper-junos", "lldp.txt", {"et-0/0/0|S2D01|SLOT 3 Port 1|", "et-0/0/0||0c:42:a1:b2:c3:ff|mac",
                                              "et-0/0/1|S2D02.contoso.local|SLOT 3 Port 1|", "et-0/0/48|qfx-tor-b|et-0/0/48|"});
        row("junos detail", "juniper-junos", "lldp-detail.txt", {"et-0/0/0|S2D01|0c:42:a1:b2:c3:01|mac"});
        row("junos json", "juniper-junos", "lldp.json", {"et-0/0/0|S2D01|0c:42:a1:b2:c3:01|mac", "et-0/0/48|qfx-tor-b|et-0/0/48|ifname"});
        row("lldpctl text", "nvidia-cumulus", "lldp.txt", {"swp1|S2D01|0c:42:a1:b2:c3:01|mac", "swp1||0c:42:a1:b2:c3:ff|mac",
                                             "swp49|leaf02|swp49|ifname"});
        row("lldpctl json", "nvidia-cumulus", "lldp.json", {"swp1|S2D01|0c:42:a1:b2:c3:01|mac", "swp1||0c:42:a1:b2:c3:ff|mac",
                                             "swp49|leaf02|swp49|ifname"});
        row("lldpctl json0", "nvidia-cumulus", "lldp-json0.json", {"swp1|S2D01|0c:42:a1:b2:c3:01|mac"});
        row("nvue table", "nvidia-cumulus", "lldp-nvue.txt", {"ethernet0|oob-mgmt-switch|swp10|", "swp1|S2D01|0c:42:a1:b2:c3:01|mac",
                                           "swp49|leaf02|swp49|"});
    }
    void lldp()
    {
        QFETCH(QString, platform);
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        const SwitchState s = read(platform, SwitchEvidence::File::Lldp, fixture(platform, file));
        QVERIFY2(s.problems.empty(), qPrintable(s.problemTexts().join(QLatin1Char('\n'))));
        QCOMPARE(rows(s), expected);
        for (const LldpNeighbor &n : s.neighbors)
            QVERIFY(n.line > 0);
    }

    // What the rows above do not show: descriptions, continuation lines, chassis subtypes, lines.
    void lldpDetails()
    {
        const SwitchState nxos = read(QStringLiteral("cisco-nxos"), SwitchEvidence::File::Lldp, fixture(QStringLiteral("cisco-nxos"), QStringLiteral("lldp.txt")));
        QCOMPARE(nxos.neighbors.at(0).line, 7); // "Chassis id:" of the first entry
        QCOMPARE(nxos.neighbors.at(0).portDescription, QStringLiteral("SLOT 3 Port 1"));
        QCOMPARE(nxos.neighbors.at(2).systemDescription,
            QStringLiteral("Microsoft Windows Server 2022 Datacenter Hyper-V host, converged RDMA"));
        QCOMPARE(nxos.neighborsOn(QStringLiteral("Ethernet1/1")).size(), std::size_t(2)); // two agents on one port
        const SwitchState eos = read(QStringLiteral("arista-eos"), SwitchEvidence::File::Lldp, fixture(QStringLiteral("arista-eos"), QStringLiteral("lldp.txt")));
        QCOMPARE(eos.neighbors.at(0).chassisIdSubtype, QStringLiteral("local"));
        QCOMPARE(eos.neighbors.at(0).chassisId, QStringLiteral("S2D01"));
        QCOMPARE(eos.neighbors.at(2).line, 32); // its "Chassis ID type" line
        const SwitchState os10 = read(QStringLiteral("dell-os10"), SwitchEvidence::File::Lldp, fixture(QStringLiteral("dell-os10"), QStringLiteral("lldp.txt")));
        QVERIFY(os10.neighbors.at(1).systemDescription.endsWith(QLatin1String("OS Version: 10.5.4.3.")));
        const SwitchState comware = read(QStringLiteral("hpe-comware"), SwitchEvidence::File::Lldp, fixture(QStringLiteral("hpe-comware"), QStringLiteral("lldp.txt")));
        QCOMPARE(comware.neighbors.at(1).systemDescription,
            QStringLiteral("HPE Comware Platform Software, Software Version 7.1.070, Release 6710 HPE FF 5945 48SFP28 8QSFP28 Switch "
                           "Copyright (c) 2010-2024 Hewlett Packard Enterprise Development LP"));
        const SwitchState cumulus = read(QStringLiteral("nvidia-cumulus"), SwitchEvidence::File::Lldp, fixture(QStringLiteral("nvidia-cumulus"), QStringLiteral("lldp.txt")));
        QCOMPARE(cumulus.neighbors.at(2).systemDescription,
            QStringLiteral("Cumulus Linux version 5.9.1 running on Mellanox Technologies Ltd. MSN3420"));
        const SwitchState junos = read(QStringLiteral("juniper-junos"), SwitchEvidence::File::Lldp, fixture(QStringLiteral("juniper-junos"), QStringLiteral("lldp.json")));
        QCOMPARE(junos.neighbors.at(1).line, 16); // the row object's opening brace
    }

    void pfc_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("port");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("operational"); // -1 unknown, 0 off, 1 on
        QTest::addColumn<QString>("priorities");
        using M = PfcPortStatus::Mode;
        const auto row = [](const char *name, const char *platform, const char *file, const char *port, M mode, int oper,
                             const char *prios) {
            QTest::newRow(name) << QString::fromLatin1(platform) << QString::fromLatin1(file) << QString::fromLatin1(port)
                                << int(mode) << oper << QString::fromLatin1(prios);
        };
        row("nxos on", "cisco-nxos", "pfc.txt", "Eth1/1", M::On, 1, "3");
        row("nxos auto off", "cisco-nxos", "pfc.txt", "Ethernet1/2", M::Auto, 0, "");
        row("nxos off", "cisco-nxos", "pfc.txt", "Ethernet1/3", M::Off, 0, "");
        row("eos active", "arista-eos", "pfc.txt", "Ethernet1", M::On, 1, "3");
        row("eos inactive", "arista-eos", "pfc.txt", "Et2", M::On, 0, "3");
        row("eos disabled", "arista-eos", "pfc.txt", "Ethernet3", M::Off, 0, "");
        row("os10 on", "dell-os10", "pfc.txt", "ethernet1/1/1", M::On, 1, "3");
        row("os10 oper off", "dell-os10", "pfc.txt", "ethernet1/1/2", M::On, 0, "3");
        row("aoscx active", "aruba-cx", "pfc.txt", "1/1/1", M::Unknown, 1, "3");
        row("aoscx inactive", "aruba-cx", "pfc.txt", "1/1/2", M::Unknown, 0, "");
        row("comware forced", "hpe-comware", "pfc.txt", "Twenty-FiveGigE1/0/1", M::On, 1, "3");
        row("comware auto", "hpe-comware", "pfc.txt", "WGE1/0/2", M::Auto, 0, "3");
        row("cumulus text", "nvidia-cumulus", "pfc.txt", "swp1", M::On, 1, "3");
        row("cumulus json", "nvidia-cumulus", "pfc.json", "swp7", M::On, 1, "3");
    }
    void pfc()
    {
        QFETCH(QString, platform);
        QFETCH(QString, file);
        QFETCH(QString, port);
        QFETCH(int, mode);
        QFETCH(int, operational);
        QFETCH(QString, priorities);
        const SwitchState s = read(platform, SwitchEvidence::File::Pfc, fixture(platform, file));
        QVERIFY2(s.problems.empty(), qPrintable(s.problemTexts().join(QLatin1Char('\n'))));
        const auto status = s.pfcStatusOf(port);
        QVERIFY2(status, qPrintable(port));
        QCOMPARE(int(status->mode), mode);
        QCOMPARE(status->operational ? int(*status->operational) : -1, operational);
        QStringList p;
        for (int v : status->priorities)
            p << QString::number(v);
        QCOMPARE(p.join(QLatin1Char(',')), priorities);
    }

    void nxosCounters()
    {
        const SwitchState s = read(QStringLiteral("cisco-nxos"), SwitchEvidence::File::Pfc, fixture(QStringLiteral("cisco-nxos"), QStringLiteral("pfc.txt")));
        QCOMPARE(s.pfcStatusOf(QStringLiteral("Eth1/1"))->rxPause, 12);
        QCOMPARE(s.pfcStatusOf(QStringLiteral("Eth1/1"))->line, 7);
    }

    // Junos prints PFC per congestion-notification profile; the ports come from the configuration.
    void junosPfcThroughTheConfiguration()
    {
        SwitchState s;
        SwitchEvidence::read(SwitchPlatform::JuniperJunos, SwitchEvidence::File::RunningConfig,
            fixture(QStringLiteral("juniper-junos"), QStringLiteral("running-config.txt")), s);
        SwitchEvidence::read(SwitchPlatform::JuniperJunos, SwitchEvidence::File::Pfc,
            fixture(QStringLiteral("juniper-junos"), QStringLiteral("pfc.txt")), s);
        QVERIFY2(s.problems.empty(), qPrintable(s.problemTexts().join(QLatin1Char('\n'))));
        QCOMPARE(s.pfcProfiles.at(QStringLiteral("HVNET-PFC")), std::set<int>{3});
        QCOMPARE(s.pfcStatusOf(QStringLiteral("et-0/0/0.0"))->priorities, std::set<int>{3});
        QVERIFY(!s.pfcStatusOf(QStringLiteral("et-0/0/1")));
        // The hierarchy form reads like the set form.
        const SwitchState::Port *trunk = s.port(QStringLiteral("et-0/0/0"));
        QVERIFY(trunk);
        QCOMPARE(trunk->vlans, (std::set<int>{7, 711}));
        QCOMPARE(trunk->mode, QStringLiteral("trunk"));
        QCOMPARE(trunk->mtu, 9216);
        QCOMPARE(trunk->pfcPriorities, std::set<int>{3});
        QCOMPARE(trunk->description, QStringLiteral("S2D01 SLOT 3 Port 1"));
        QCOMPARE(s.port(QStringLiteral("et-0/0/1"))->mode, QStringLiteral("access"));
        QCOMPARE(s.vlans.at(711), QStringLiteral("v711-Storage_1"));
    }

    void nxosRunningConfig()
    {
        const SwitchState s = read(QStringLiteral("cisco-nxos"), SwitchEvidence::File::RunningConfig,
            fixture(QStringLiteral("cisco-nxos"), QStringLiteral("running-config.txt")));
        QVERIFY2(s.problems.empty(), qPrintable(s.problemTexts().join(QLatin1Char('\n'))));
        const SwitchState::Port *host = s.port(QStringLiteral("Eth1/1"));
        QVERIFY(host);
        QCOMPARE(host->mode, QStringLiteral("trunk"));
        QCOMPARE(host->vlans, (std::set<int>{7, 711, 712})); // "add" continues the list
        QCOMPARE(host->nativeVlan, 7);
        QCOMPARE(host->pfcPriorities, std::set<int>{3});
        QCOMPARE(host->dcbxTlvs, true);
        QCOMPARE(host->qosPolicies, QStringList{QStringLiteral("AZLocal_SERVICES")});
        QCOMPARE(host->line, 49);
        const SwitchState::Port *bmc = s.port(QStringLiteral("Ethernet1/2"));
        QCOMPARE(bmc->mode, QStringLiteral("access"));
        QCOMPARE(bmc->vlans, std::set<int>{7});
        QCOMPARE(bmc->lldp, false);
        QCOMPARE(s.port(QStringLiteral("Ethernet1/49"))->mode, QStringLiteral("routed"));
        QVERIFY(s.port(QStringLiteral("Ethernet1/49"))->vlans.empty());
        QCOMPARE(s.vlans.at(711), QStringLiteral("Storage_711"));
        QVERIFY(s.vlans.count(712));
        QCOMPARE(s.policyPfcPriorities, std::set<int>{3});
        QCOMPARE(s.losslessQueues(), std::set<int>{3});
        QCOMPARE(s.lldpEnabled, true);
        QCOMPARE(s.dcbxEnabled, true);
        QCOMPARE(s.shares.at(3), 50.0);
        QVERIFY(s.ecnQueues.count(3));
    }

    void evidenceText()
    {
        const QByteArray raw = "\xEF\xBB\xBFswitch# show x\r\nline one\r\n --More-- \b\b\b\b\b\b\b\b\b\b          "
                               "\b\b\b\b\b\b\b\b\b\bline \x1b[7mtwo\x1b[m\r\n{master:0}\r\nuser@sw> \r\n";
        const EvidenceText t = EvidenceText::fromBytes(raw);
        QVERIFY(t.isReadable());
        QCOMPARE(t.lines(), (QStringList{QString(), QStringLiteral("line one"), QStringLiteral("line two"), QString(), QString(), QString()}));
        QCOMPARE(t.commandAt(1), QStringLiteral("show x"));
        QCOMPARE(t.firstContentLine(), 2);
        // Latin-1 text from an old switch is text, not junk.
        QVERIFY(EvidenceText::fromBytes("description caf\xe9\n").isReadable());
        // Configuration lines are not prompts.
        for (const char *line : {"interface Ethernet1/1", "  description a > b", "set interfaces xe-0/0/1 description \"x#y\"",
                 "#", " port trunk permit vlan 1 711", "nv set interface swp1 link mtu 9216"})
            QVERIFY2(!EvidenceText::isPromptLine(QString::fromLatin1(line)), line);
        for (const char *line : {"TOR-A# show running-config", "TOR-A(config)#", "<HPE>display current-configuration", "[HPE]",
                 "admin@qfx> show lldp neighbors", "cumulus@leaf01:mgmt:~$ nv show qos roce", "{master:0}", "OS10#"})
            QVERIFY2(EvidenceText::isPromptLine(QString::fromLatin1(line)), line);
    }

    static std::optional<EvidenceJson::Value> parseJson(const QByteArray &text, EvidenceJson::Error *error,
        EvidenceJson::DuplicateKeys duplicates = EvidenceJson::DuplicateKeys::Keep)
    {
        return EvidenceJson::parse(std::string_view(text.constData(), std::size_t(text.size())), error, duplicates);
    }

    void jsonLines()
    {
        EvidenceJson::Error error;
        const auto ok = parseJson("{\n \"a\": [\n  1,\n  {\"b\": \"c\\u00e9\"}\n ]\n}", &error);
        QVERIFY(ok);
        QCOMPARE(ok->member("a")->items.at(1).line, 4);
        QCOMPARE(ok->member("a")->items.at(1).textOf("b"), QStringLiteral("c\u00e9"));
        QVERIFY(!parseJson("{\n \"a\": 1,\n \"b\" 2\n}", &error));
        QCOMPARE(error.line, 3);
        const SwitchState s = read(QStringLiteral("arista-eos"), SwitchEvidence::File::Lldp, "{\n\"lldpNeighbors\": {\n\"Ethernet1\": [\n");
        QCOMPARE(s.problems.size(), std::size_t(1));
        QVERIFY(s.problems.front().unreadable);
        QCOMPARE(s.problems.front().file, QStringLiteral("lldp.txt"));
        QCOMPARE(s.problems.front().line, 4); // where the document ends unfinished
        // Deep nesting is refused, not recursed into.
        QVERIFY(!parseJson(QByteArray(100000, '['), &error));
        QVERIFY(error.message.contains(QLatin1String("nested")));
    }

    // The switch readers and the host readers share one JSON reader: numbers
    // stay as the device printed them, and duplicate keys (which switches
    // print) are kept for switches and refused for hosts.
    void jsonAsSwitchesPrintIt()
    {
        EvidenceJson::Error error;
        const QByteArray text = "{\"mtu\": 9216, \"speed\": 1.50, \"on\": true, \"ROW\": {\"a\": 1},\n\"ROW\": {\"a\": 2}}";
        const auto doc = parseJson(text, &error);
        QVERIFY2(doc, qPrintable(error.message));
        QCOMPARE(doc->textOf("mtu"), QStringLiteral("9216"));
        QCOMPARE(doc->textOf("speed"), QStringLiteral("1.50"));
        QCOMPARE(doc->textOf("on"), QStringLiteral("true"));
        QCOMPARE(doc->member("ROW")->textOf("a"), QStringLiteral("1")); // the first of two
        QCOMPARE(doc->members.size(), std::size_t(5));
        QVERIFY(!parseJson(text, &error, EvidenceJson::DuplicateKeys::Refuse));
        QCOMPARE(error.line, 2);
        // Invalid UTF-8 in a switch's JSON is refused with its line (the text
        // reader has already turned Latin-1 into UTF-8).
        QVERIFY(!parseJson("{\n\"a\": \"\xC0\xAF\"}", &error));
        QCOMPARE(error.line, 2);
    }

    // The wrong file or the wrong platform says so, with the line, instead of reading nothing.
    void wrongEvidence()
    {
        const SwitchState lldp = read(QStringLiteral("cisco-nxos"), SwitchEvidence::File::Lldp,
            fixture(QStringLiteral("nvidia-cumulus"), QStringLiteral("pfc.txt")));
        QCOMPARE(lldp.problems.size(), std::size_t(1));
        QVERIFY(lldp.problems.front().unreadable);
        QCOMPARE(lldp.problems.front().line, 2);
        const SwitchState config = read(QStringLiteral("dell-os10"), SwitchEvidence::File::RunningConfig,
            fixture(QStringLiteral("cisco-nxos"), QStringLiteral("lldp.txt")));
        QVERIFY(!config.problems.empty() && config.problems.front().unreadable);
        const SwitchState json = read(QStringLiteral("hpe-comware"), SwitchEvidence::File::Lldp,
            fixture(QStringLiteral("arista-eos"), QStringLiteral("lldp.json")));
        QVERIFY(json.problems.front().text.contains(QLatin1String("JSON")));
        // An empty neighbour table is evidence, not a problem.
        QVERIFY(read(QStringLiteral("cisco-nxos"), SwitchEvidence::File::Lldp, "Capability codes:\nTotal entries displayed: 0\n").problems.empty());
        QVERIFY(read(QStringLiteral("nvidia-cumulus"), SwitchEvidence::File::Lldp, "{\"lldp\": {}}").problems.empty());
    }

    void hostileEvidence()
    {
        // Binary junk: a clear problem with the line of the first NUL.
        QByteArray junk("interface Ethernet1/1\n  mtu 9216\n");
        junk.append('\0');
        junk.append(QByteArray(1000, '\x7f'));
        SwitchState s = read(QStringLiteral("cisco-nxos"), SwitchEvidence::File::RunningConfig, junk);
        QCOMPARE(s.problems.size(), std::size_t(1));
        QCOMPARE(s.problems.front().line, 3);
        QVERIFY(s.problems.front().text.contains(QLatin1String("binary")));
        // 50 MB: refused by size, before anything is decoded.
        const QByteArray big(50 * 1000 * 1000, 'a');
        s = read(QStringLiteral("arista-eos"), SwitchEvidence::File::Lldp, big);
        QCOMPARE(s.problems.size(), std::size_t(1));
        QVERIFY(s.problems.front().text.contains(QLatin1String("MiB")));
        // Found by fuzz_switch_cisco-nxos: a statement cut short after its keywords.
        for (const char *cut : {"interface Ethernet1/1\n  priority-flow-control mode\n", "interface Ethernet1/1\n  mtu\n",
                 "policy-map type queuing\n  class\n    bandwidth remaining percent\n"})
            read(QStringLiteral("cisco-nxos"), SwitchEvidence::File::RunningConfig, cut);
        // Random bytes on every reader and file: problems or nothing, never a crash.
        QRandomGenerator random(17);
        for (const auto &entry : EnumNames<SwitchPlatform>::entries)
            for (const auto kind : {SwitchEvidence::File::RunningConfig, SwitchEvidence::File::Lldp, SwitchEvidence::File::Pfc})
                for (int i = 0; i < 20; ++i) {
                    QByteArray bytes(int(random.bounded(4096)), Qt::Uninitialized);
                    for (char &c : bytes)
                        c = char(random.bounded(1, 256));
                    SwitchState any;
                    SwitchEvidence::read(entry.first, kind, bytes, any);
                }
    }

    void junosUnterminatedBraces()
    {
        const QByteArray text = "interfaces {\n    et-0/0/0 {\n        mtu 9216;\n    unit 0 {\n        family ethernet-switching;\n";
        const SwitchState s = read(QStringLiteral("juniper-junos"), SwitchEvidence::File::RunningConfig, text);
        QVERIFY(!s.problems.empty());
        QVERIFY(s.problems.front().unreadable);
        QCOMPARE(s.problems.front().line, 4); // the innermost block left open
        QCOMPARE(s.port(QStringLiteral("et-0/0/0"))->mtu, 9216); // what was read is kept
        const SwitchState extra = read(QStringLiteral("juniper-junos"), SwitchEvidence::File::RunningConfig, "vlans {\n}\n}\n");
        QCOMPARE(extra.problems.front().line, 3);
        // 10,000 nested blocks: refused at the depth limit.
        QByteArray deep;
        for (int i = 0; i < 10000; ++i)
            deep += "a {\n";
        const SwitchState nested = read(QStringLiteral("juniper-junos"), SwitchEvidence::File::RunningConfig, deep);
        QVERIFY(nested.problems.front().text.contains(QLatin1String("deeper")));
    }

    // A configuration of 10,000 interfaces is read whole (its time is in the benchmark).
    void tenThousandInterfaces()
    {
        QByteArray text = "vlan 711\n  name Storage\n";
        for (int i = 1; i <= 10000; ++i)
            text += QStringLiteral("interface Ethernet%1/%2\n  switchport\n  switchport mode trunk\n  switchport trunk allowed vlan 711\n  mtu 9216\n")
                        .arg(i / 64 + 1)
                        .arg(i % 64 + 1)
                        .toLatin1();
        const SwitchState s = read(QStringLiteral("cisco-nxos"), SwitchEvidence::File::RunningConfig, text);
        QVERIFY(s.problems.empty());
        QCOMPARE(s.ports.size(), std::size_t(10000));
    }
};

QTEST_GUILESS_MAIN(TestSwitchEvidence)
#include "tst_switchevidence.moc"

// What every switch evidence reader shares, apart from any platform's recorded
// outputs (those run through the shared suite, tst_platforms): port names in
// every spelling, MAC addresses, the pasted-text quirks (prompts, pager
// residue, CRLF, BOM, banners), the one JSON reader, the wrong file or
// platform, and hostile input, which gets a clear problem with its line,
// never a crash.

#include "plans/evidence/evidencejson.h"
#include "plans/evidence/evidencetext.h"
#include "plans/evidence/interfacename.h"
#include "plans/evidence/vlanset.h"
#include "platforms/switchevidence.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

using namespace hvnet;

namespace {

QByteArray fixture(const QString &platform, const QString &file)
{
    QFile f(QStringLiteral(HVNET_PLATFORMS_DIR "/%1/tests/%2").arg(platform, file));
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
    state.index();
    return state;
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

    // The VLANs of a port as ranges: what a std::set<int> did, without 4,094
    // entries for a trunk that carries every VLAN.
    void vlanSet()
    {
        VlanSet all = VlanSet::all();
        QCOMPARE(all.size(), std::size_t(4094));
        QCOMPARE(all.ranges().size(), std::size_t(1));
        QVERIFY(all.contains(1) && all.contains(4094) && !all.contains(0) && !all.contains(4095));
        all.erase(711);
        QCOMPARE(all.ranges(), (std::vector<std::pair<int, int>>{{1, 710}, {712, 4094}}));
        all.insert(711);
        QCOMPARE(all, VlanSet::all()); // adjacent ranges merge
        VlanSet s{7, 711, 712, 5, 6, 713};
        QCOMPARE(s.ranges(), (std::vector<std::pair<int, int>>{{5, 7}, {711, 713}}));
        QCOMPARE(std::vector<int>(s.begin(), s.end()), (std::vector<int>{5, 6, 7, 711, 712, 713}));
        QCOMPARE(s.size(), std::size_t(6));
        QCOMPARE(s.count(6), std::size_t(1));
        s.eraseRange(6, 712);
        QCOMPARE(std::vector<int>(s.begin(), s.end()), (std::vector<int>{5, 713}));
        s.insertRange(1, 4); // touches 5: one range
        QCOMPARE(s.ranges(), (std::vector<std::pair<int, int>>{{1, 5}, {713, 713}}));
        s.insertRange(700, 800); // takes 713 in
        QCOMPARE(s.ranges(), (std::vector<std::pair<int, int>>{{1, 5}, {700, 800}}));
        s.erase(VlanSet::range(2, 799));
        QCOMPARE(s, (VlanSet{1, 800}));
        s.erase(1);
        s.erase(800);
        QVERIFY(s.empty());
        QVERIFY(s.begin() == s.end());
        const std::set<int> numbers{1, 2, 3, 10};
        QCOMPARE(VlanSet(numbers.begin(), numbers.end()).ranges(), (std::vector<std::pair<int, int>>{{1, 3}, {10, 10}}));
    }

    // The look-ups by any spelling go through the index once the readers are
    // done; a state changed after indexing is not answered from the old index.
    void indexedLookups()
    {
        SwitchState s = read(QStringLiteral("cisco-nxos"), SwitchEvidence::File::Pfc, fixture(QStringLiteral("cisco-nxos"), QStringLiteral("pfc.txt")));
        QVERIFY(s.pfcStatusOf(QStringLiteral("Eth1/1")));
        s.pfcStatus.clear();
        QVERIFY(!s.pfcStatusOf(QStringLiteral("Eth1/1")));
        SwitchState::Port port;
        port.name = QStringLiteral("Ethernet1/7");
        s.ports[port.name] = port;
        QCOMPARE(s.port(QStringLiteral("eth1/7"))->name, QStringLiteral("Ethernet1/7")); // added after indexing
        s.index();
        QCOMPARE(s.port(QStringLiteral("Eth 1/7"))->name, QStringLiteral("Ethernet1/7"));
        QVERIFY(!s.port(QStringLiteral("Eth1/8")));
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

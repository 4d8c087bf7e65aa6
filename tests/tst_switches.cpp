// Switch configurations: golden files per platform, the lines each platform
// must have for RoCE, PFC exactly where lossless traffic goes, seed 001's
// FlexFabric port, stated values kept and noted, unsafe names.

#include "designfile.h"
#include "designreader.h"
#include "startercatalogue.h"
#include "switchexporter.h"
#include "templatestore.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace hvnet;

namespace {

const QStringList platforms{QStringLiteral("cisco-nxos"), QStringLiteral("dell-os10"), QStringLiteral("arista-eos"),
    QStringLiteral("hpe-comware"), QStringLiteral("aruba-cx"), QStringLiteral("nvidia-cumulus"),
    QStringLiteral("juniper-junos"), QStringLiteral("generic")};

Design starter(const char *id)
{
    return *DesignReader::read(*StarterCatalogue::content(QString::fromLatin1(id))).design;
}

Design onPlatform(Design design, const QString &platform)
{
    for (Switch &sw : design.switches)
        sw.platform = *enumFromName<SwitchPlatform>(platform.toStdString());
    return design;
}

ExportResult run(const Design &design)
{
    const TemplateStore store;
    return SwitchExporter(store).run(design);
}

std::map<QString, QString> configs(const Design &design)
{
    const ExportResult result = run(design);
    if (!result.ok())
        qFatal("%s", qPrintable(result.error));
    std::map<QString, QString> out;
    for (const ExportedFile &f : result.files)
        out[QFileInfo(f.path).completeBaseName()] = QString::fromUtf8(f.content);
    return out;
}

// The priorities a configuration makes lossless, read back from its text.
QSet<int> losslessIn(const QString &platform, const QString &config)
{
    QSet<int> out;
    auto collect = [&](const char *pattern, bool binary = false) {
        for (auto it = QRegularExpression(QString::fromLatin1(pattern)).globalMatch(config); it.hasNext();)
            for (const QString &p : it.next().captured(1).split(QLatin1Char(',')))
                out.insert(binary ? p.toInt(nullptr, 2) : p.toInt());
    };
    if (platform == QLatin1String("cisco-nxos"))
        collect("pause pfc-cos (\\d+)");
    else if (platform == QLatin1String("dell-os10"))
        collect("pfc-cos (\\d+)");
    else if (platform == QLatin1String("arista-eos"))
        collect("priority-flow-control priority (\\d+) no-drop");
    else if (platform == QLatin1String("hpe-comware"))
        collect("no-drop dot1p ([\\d,]+)");
    else if (platform == QLatin1String("aruba-cx"))
        collect("flow-control priority rxtx ([\\d,]+)");
    else if (platform == QLatin1String("nvidia-cumulus")) {
        if (config.contains(QStringLiteral("nv set qos roce mode lossless")))
            out.insert(3);
        collect("pfc default-global switch-priority ([\\d,]+)");
    } else if (platform == QLatin1String("juniper-junos"))
        collect("code-point ([01]{3}) pfc", true);
    else
        collect("Priority (\\d+) \\([^)]*\\): its own queue, ETS \\d+%, lossless");
    return out;
}

// The lines of one port: its block on block-structured platforms, the lines
// that name it on flat ones.
QString portSection(const QString &config, const QString &port)
{
    QStringList lines;
    bool inside = false;
    for (const QString &line : config.split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1String("interface ")))
            inside = line == QStringLiteral("interface ") + port;
        else if (!line.startsWith(QLatin1Char(' ')))
            inside = false;
        if (inside || line.contains(QStringLiteral(" ") + port + QStringLiteral(" "))
            || line.startsWith(QStringLiteral("  [ ] ") + port + QLatin1Char(':')))
            lines << line;
        else if (!lines.isEmpty() && lines.last().startsWith(QStringLiteral("  [ ] ") + port)
            && line.startsWith(QStringLiteral("        ")))
            lines << line;
    }
    return lines.join(QLatin1Char('\n'));
}

// Whether a port's lines turn PFC on (a line starting with the platform's
// command, so "undo ..." and "no ..." do not count). Cumulus sets PFC
// switch-wide only.
bool pfcOnIn(const QString &platform, const QString &section)
{
    static const QHash<QString, QString> marker{
        {QStringLiteral("cisco-nxos"), QStringLiteral("priority-flow-control mode on")},
        {QStringLiteral("dell-os10"), QStringLiteral("priority-flow-control mode on")},
        {QStringLiteral("arista-eos"), QStringLiteral("priority-flow-control on")},
        {QStringLiteral("hpe-comware"), QStringLiteral(" priority-flow-control enable")},
        {QStringLiteral("aruba-cx"), QStringLiteral("flow-control priority rxtx")},
        {QStringLiteral("juniper-junos"), QStringLiteral("congestion-notification-profile HVNET-PFC")},
        {QStringLiteral("generic"), QStringLiteral("PFC on")}};
    if (!marker.contains(platform))
        return false;
    for (const QString &line : section.split(QLatin1Char('\n'))) {
        const QString text = line.trimmed();
        if (platform == QLatin1String("juniper-junos") || platform == QLatin1String("generic")
                ? text.contains(marker.value(platform))
                : text.startsWith(marker.value(platform).trimmed()))
            return true;
    }
    return false;
}

} // namespace

class TestSwitches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void golden_data()
    {
        QTest::addColumn<QString>("design");
        QTest::addColumn<QString>("platform");
        for (const char *design : {"s2d-converged-set", "sofs-hyperv-2012r2"})
            for (const QString &platform : platforms)
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(design), platform)))
                    << QString::fromLatin1(design) << platform;
    }

    // Two ToRs with a peer-link (s2d-converged-set); a LAN pair with a
    // peer-link beside two storage switches (sofs-hyperv-2012r2). Refresh
    // with HVNET_UPDATE_GOLDEN=1 and review the diff.
    void golden()
    {
        QFETCH(QString, design);
        QFETCH(QString, platform);
        const ExportResult result = run(onPlatform(starter(qPrintable(design)), platform));
        QVERIFY2(result.ok(), qPrintable(result.error));
        const QDir dir(QStringLiteral(HVNET_TEST_DATA "/golden/switches/%1/%2").arg(design, platform));
        if (qEnvironmentVariableIsSet("HVNET_UPDATE_GOLDEN")) {
            QDir().mkpath(dir.path());
            for (const ExportedFile &f : result.files) {
                QFile out(dir.filePath(QFileInfo(f.path).fileName()));
                QVERIFY(out.open(QIODevice::WriteOnly));
                out.write(f.content);
            }
        }
        QStringList expected = dir.entryList(QDir::Files, QDir::Name);
        QStringList produced;
        for (const ExportedFile &f : result.files)
            produced << QFileInfo(f.path).fileName();
        produced.sort();
        QCOMPARE(produced, expected);
        for (const ExportedFile &f : result.files) {
            QFile golden(dir.filePath(QFileInfo(f.path).fileName()));
            QVERIFY(golden.open(QIODevice::ReadOnly));
            QCOMPARE(f.content, golden.readAll());
        }
    }

    void roceDesign_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QStringList>("mandatory");
        auto rows = [](const char *platform, std::initializer_list<const char *> lines) {
            QStringList list;
            for (const char *l : lines)
                list << QString::fromLatin1(l);
            QTest::newRow(platform) << QString::fromLatin1(platform) << list;
        };
        rows("cisco-nxos",
            {"feature lldp", "match cos 3", "set qos-group 3", "pause pfc-cos 3", "system qos",
                "priority-flow-control mode on", "switchport trunk allowed vlan 1,711", "mtu 9216",
                "service-policy type qos input HVNET-CLASSIFY", "spanning-tree port type edge trunk",
                "bandwidth remaining percent 50", "ecn"});
        rows("dell-os10",
            {"dcbx enable", "trust dot1p-map", "pfc-cos 3", "priority-flow-control mode on", "ets mode on",
                "service-policy input type network-qos HVNET-pfc", "service-policy output type queuing HVNET-ets",
                "qos-map traffic-class HVNET-Que", "mtu 9216", "bandwidth percent 50", "random-detect ecn"});
        rows("arista-eos",
            {"qos trust cos", "dcbx mode ieee", "priority-flow-control on", "priority-flow-control priority 3 no-drop",
                "switchport trunk allowed vlan 1,711", "mtu 9214", "bandwidth percent 50", "spanning-tree portfast"});
        rows("hpe-comware",
            {"lldp global enable", "port trunk permit vlan 1 711", "jumboframe enable 9216",
                "lldp tlv-enable dot1-tlv dcbx", "qos trust dot1p", "priority-flow-control enable",
                "priority-flow-control no-drop dot1p 3", "qos wrr af3 group 1 byte-count 50", "stp edged-port"});
        rows("aruba-cx",
            {"qos trust cos", "flow-control priority rxtx 3", "vlan trunk allowed 1,711", "mtu 9198",
                "dwrr queue 3 weight 50"});
        rows("nvidia-cumulus",
            {"nv set qos roce mode lossless", "link mtu 9216", "bridge domain br_default vlan 711",
                "traffic-class 3 bw-percent 50", "nv config apply"});
        rows("juniper-junos",
            {"set protocols lldp interface all", "queue-num 3 no-loss",
                "congestion-notification-profile HVNET-PFC input ieee-802.1 code-point 011 pfc", "mtu 9216",
                "transmit-rate percent 50"});
    }

    void roceDesign()
    {
        QFETCH(QString, platform);
        QFETCH(QStringList, mandatory);
        const auto out = configs(onPlatform(starter("s2d-converged-set"), platform));
        const QString torA = out.at(QStringLiteral("TOR-A"));
        for (const QString &line : mandatory)
            QVERIFY2(torA.contains(line), qPrintable(line));
        // PFC on 3 only: never on 0 or 7.
        for (const auto &[name, config] : out)
            QCOMPARE(losslessIn(platform, config), QSet<int>{3});
        // The peer-link carries no storage VLAN (one per ToR), so no PFC either;
        // the host ports carry SMB Direct and have it forced on.
        if (platform != QLatin1String("nvidia-cumulus")) {
            QVERIFY2(!pfcOnIn(platform, portSection(torA, QStringLiteral("Ethernet1/49"))),
                qPrintable(portSection(torA, QStringLiteral("Ethernet1/49"))));
            QVERIFY2(pfcOnIn(platform, portSection(torA, QStringLiteral("Ethernet1/1"))),
                qPrintable(portSection(torA, QStringLiteral("Ethernet1/1"))));
        }
        // One storage VLAN per ToR.
        QVERIFY(torA.contains(QStringLiteral("711")));
        QVERIFY(!torA.contains(QStringLiteral("712")));
    }

    void iwarpWithoutSmbClassHasNoPfc_data()
    {
        QTest::addColumn<QString>("platform");
        for (const QString &platform : platforms)
            QTest::newRow(qPrintable(platform)) << platform;
    }

    void iwarpWithoutSmbClassHasNoPfc()
    {
        QFETCH(QString, platform);
        Design design = onPlatform(starter("sofs-hyperv-2012r2"), platform);
        design.qos.classes.erase(std::remove_if(design.qos.classes.begin(), design.qos.classes.end(),
                                     [](const QosClass &c) { return c.traffic == TrafficKind::SmbDirect; }),
            design.qos.classes.end());
        for (const auto &[name, config] : configs(design)) {
            QVERIFY2(losslessIn(platform, config).isEmpty(), qPrintable(name));
            for (const QString &port : {QStringLiteral("ethernet1/1/1"), QStringLiteral("ethernet1/1/2")})
                QVERIFY2(!pfcOnIn(platform, portSection(config, port)), qPrintable(name + QLatin1Char(' ') + port));
        }
    }

    // Seed 001: the FlexFabric port with SMB on 3 (95%) and cluster on 5 (1%), both lossless.
    void seed001FlexFabric()
    {
        const Design design
            = *DesignFile::load(QStringLiteral(HVNET_TEST_DATA "/seeds/seed001-flexfabric.hvnet")).design;
        const QString config = configs(design).at(QStringLiteral("FF5940-A"));
        const QString port = portSection(config, QStringLiteral("Twenty-FiveGigE1/0/1"));
        for (const char *line :
            {" priority-flow-control enable", " priority-flow-control no-drop dot1p 3,5", " qos trust dot1p"})
            QVERIFY2(port.contains(QString::fromLatin1(line)), line);
        const QRegularExpression wrr(QStringLiteral("qos wrr (\\w+) group 1 byte-count (\\d+)"));
        QHash<QString, int> weights;
        for (auto it = wrr.globalMatch(port); it.hasNext();) {
            const auto m = it.next();
            weights.insert(m.captured(1), m.captured(2).toInt());
        }
        QCOMPARE(weights.value(QStringLiteral("af3")) * 1, 95 * weights.value(QStringLiteral("ef")));
        QVERIFY(!config.contains(QStringLiteral("DEVIATION"))); // what it states is what the design wants
    }

    void statedValuesAreKeptAndNoted()
    {
        Design design = onPlatform(starter("s2d-converged-set"), QStringLiteral("cisco-nxos"));
        Switch &torA = design.switches[0];
        torA.qos = SwitchQos{std::vector<int>{3, 4}, std::nullopt, std::nullopt};
        torA.ports[0].vlans = std::vector<int>{711, 999};
        torA.ports[1].pfc = false;
        const QString config = configs(design).at(QStringLiteral("TOR-A"));
        QVERIFY(config.contains(QStringLiteral("! DEVIATION (stated on the switch, kept as it is): PFC priorities are "
                                               "stated as 3,4; the design makes 3 lossless")));
        QVERIFY(config.contains(QStringLiteral("pause pfc-cos 4")));
        QVERIFY(config.contains(QStringLiteral("port Ethernet1/1 allows VLANs 711,999 as stated")));
        QVERIFY(portSection(config, QStringLiteral("Ethernet1/1"))
                    .contains(QStringLiteral("switchport trunk allowed vlan 1,711,999")));
        QVERIFY(config.contains(QStringLiteral("port Ethernet1/2 has PFC off as stated")));
        QVERIFY(portSection(config, QStringLiteral("Ethernet1/2"))
                    .contains(QStringLiteral("priority-flow-control mode off")));
    }

    void tooManyLosslessIsAnError()
    {
        Design design = onPlatform(starter("s2d-converged-set"), QStringLiteral("aruba-cx"));
        design.qos.classes.push_back({QStringLiteral("Backup"), TrafficKind::Custom, 5000, 4, 5, true});
        design.qos.classes.push_back({QStringLiteral("Replica"), TrafficKind::Custom, 5001, 5, 5, true});
        const ExportResult result = run(design);
        QVERIFY(!result.ok());
        QVERIFY(result.files.empty());
        QVERIFY2(result.error.contains(QStringLiteral("at most 2 lossless")), qPrintable(result.error));
    }

    void unsafeNames_data()
    {
        QTest::addColumn<QString>("platform");
        for (const QString &platform : platforms)
            QTest::newRow(qPrintable(platform)) << platform;
    }

    // Newlines, quotes and 300 characters in the names of a switch, a subnet
    // and a node: every line of the result is a line the platform can take.
    void unsafeNames()
    {
        QFETCH(QString, platform);
        Design design = onPlatform(starter("s2d-converged-set"), platform);
        const QString nasty = QStringLiteral("Evil\n\"quoted\" 'name' `x` $y;\r\ninterface Ethernet9/9 ")
            + QString(300, QLatin1Char('x'));
        design.switches[0].name = nasty;
        design.subnets[1].name = nasty;
        design.nodes[0].name = nasty;
        design.meta.name = nasty;
        const ExportResult result = run(design);
        QVERIFY2(result.ok(), qPrintable(result.error));
        for (const ExportedFile &f : result.files) {
            const QString text = QString::fromUtf8(f.content);
            QVERIFY(!text.contains(QLatin1Char('\r')));
            for (const QString &line : text.split(QLatin1Char('\n'))) {
                QVERIFY2(line.size() <= 420, qPrintable(line.left(80)));
                // The injected text never starts a command of its own.
                QVERIFY2(
                    !line.trimmed().startsWith(QStringLiteral("interface Ethernet9/9")), qPrintable(line.left(80)));
                // Outside comments (and the checklist, which no switch reads) no quoting breaks out.
                if (line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char('!'))
                    || platform == QLatin1String("generic"))
                    continue;
                for (const char *bad : {"\"quoted", "'name'", "`", "$y", ";"})
                    QVERIFY2(!line.contains(QString::fromLatin1(bad)), qPrintable(line.left(120)));
            }
        }
    }

    void unusablePortNameIsAnError()
    {
        Design design = starter("s2d-converged-set");
        design.switches[0].ports[0].name = QStringLiteral("Ethernet1/1\nshutdown");
        const ExportResult result = run(design);
        QVERIFY(!result.ok());
        QVERIFY(result.error.contains(QStringLiteral("not a port name")));
    }

    void userTemplatesComeFirst()
    {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(QStringLiteral("switches/cisco-nxos"));
        QFile own(dir.filePath(QStringLiteral("switches/cisco-nxos/switch.cfg.mustache")));
        QVERIFY(own.open(QIODevice::WriteOnly));
        own.write("! customer firmware template for {{switch}}\n{{#ports}}interface {{name}}\n{{/ports}}");
        own.close();
        const TemplateStore store(dir.path());
        const ExportResult result = SwitchExporter(store).run(starter("s2d-converged-set"));
        QVERIFY(result.ok());
        QCOMPARE(QString::fromUtf8(result.files[0].content),
            QStringLiteral(
                "! customer firmware template for TOR-A\ninterface Ethernet1/1\ninterface Ethernet1/2\ninterface "
                "Ethernet1/3\ninterface Ethernet1/4\ninterface Ethernet1/49\n"));
    }
};

QTEST_GUILESS_MAIN(TestSwitches)
#include "tst_switches.moc"

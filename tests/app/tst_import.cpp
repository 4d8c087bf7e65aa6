// hvnet import (docs/live.md, "hvnet import"): a design built from an
// evidence folder validates, and checking it against the same evidence gives
// no live.* error. Over every evidence the repository has: the host fixtures
// (tests/data/evidence/<base>), the switch readers' fixtures of each platform
// (platforms/<platform>/tests/) beside the hosts they name, and the
// evidence EvidenceSimulator and SwitchSimulator write for the starters and
// the switch test designs on every platform, where the import is compared
// with the design the evidence came from. Then determinism, hostile input,
// the command line, and the designer opening an imported design. Longer than
// one file should be because it is the one place every evidence source is
// imported and compared; its helpers are few and shared by all.

#include "app/designer/mainwindow.h"
#include "exporters/diagram/diagramdrawing.h"
#include "live/brownfieldimport.h"
#include "live/evidencefolder.h"
#include "live/livecheck.h"
#include "live/switchimport.h"
#include "model/designfile.h"
#include "model/designgenerator.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "model/validation/validator.h"
#include "plans/evidence/interfacename.h"
#include "templates/startercatalogue.h"
#include "tests/support/evidencesimulator.h"
#include "tests/support/screenshotcheck.h"
#include "tests/support/switchsimulator.h"
#include "tests/support/switchtestdesigns.h"

#include <QDir>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <set>

using namespace hvnet;

namespace {

QString describe(const ValidationResult &result, bool errorsOnly = true)
{
    QString out;
    for (const Finding &f : result.findings)
        if (!errorsOnly || f.severity == Severity::Error)
            out += QStringLiteral("\n  %1 [%2] %3").arg(f.rule, f.objects.join(QLatin1Char(',')), f.message);
    return out;
}

int liveErrors(const ValidationResult &result)
{
    return int(std::count_if(result.findings.begin(), result.findings.end(), [](const Finding &f) {
        return f.severity == Severity::Error && !f.suppressed && f.rule.startsWith(QLatin1String("live."));
    }));
}

std::map<QString, QByteArray> readTree(const QString &root)
{
    std::map<QString, QByteArray> files;
    const QDir dir(root);
    QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly))
            files[dir.relativeFilePath(path)] = f.readAll();
    }
    return files;
}

// The import, then the check of the import against the same evidence.
struct RoundTrip {
    BrownfieldImport::Result imported;
    ValidationResult validation;
    LiveResult live;
};

RoundTrip roundTrip(const std::map<QString, QByteArray> &files)
{
    RoundTrip r;
    const EvidenceFolder folder = EvidenceFolder::fromFiles(files);
    r.imported = BrownfieldImport::run(folder, &DiagramDrawing::cardSizes);
    r.validation = Validator::run(r.imported.design);
    r.live = LiveCheck::run(r.imported.design, folder);
    return r;
}

// "node/adapter" or "switch/port" of a cable end, comparable across designs.
QString endName(const Design &d, const QString &id)
{
    for (const Node &n : d.nodes)
        for (const Adapter &a : n.adapters)
            if (a.id == id)
                return (n.name + QLatin1Char('/') + a.name).toLower();
    for (const Switch &s : d.switches)
        for (const SwitchPort &p : s.ports)
            if (p.id == id)
                return (s.name + QLatin1Char('/') + InterfaceName::normalized(p.name)).toLower();
    return id;
}

std::set<QString> cables(const Design &d, bool toSwitchesOnly)
{
    std::set<QString> out;
    for (const Link &l : d.links) {
        QString a = endName(d, l.a), b = endName(d, l.b);
        const bool switchEnd = d.switches.end() != std::find_if(d.switches.begin(), d.switches.end(), [&](const Switch &s) {
            return a.startsWith(s.name.toLower() + QLatin1Char('/')) || b.startsWith(s.name.toLower() + QLatin1Char('/'));
        });
        if (toSwitchesOnly && !switchEnd)
            continue;
        if (b < a)
            std::swap(a, b);
        out.insert(a + QStringLiteral(" = ") + b);
    }
    return out;
}

std::set<QString> subnetsOf(const Design &d)
{
    std::set<QString> out;
    for (const Subnet &s : d.subnets)
        out.insert(QStringLiteral("%1 vlan %2").arg(s.prefix).arg(s.vlan));
    return out;
}

// The subnets that have an address on some interface: the only ones evidence can show.
std::set<QString> usedSubnetsOf(const Design &d)
{
    std::set<QString> used, out;
    for (const Node &n : d.nodes)
        for (const Interface &i : n.interfaces)
            if (!i.address.isEmpty())
                used.insert(i.subnet);
    for (const Subnet &s : d.subnets)
        if (used.count(s.id))
            out.insert(QStringLiteral("%1 vlan %2").arg(s.prefix).arg(s.vlan));
    return out;
}

QByteArray hostFile(const QString &name, const QByteArray &sections)
{
    return QByteArray("{\"format\":\"hvnet-host-evidence\",\"formatVersion\":1,\"computerName\":\"") + name.toUtf8()
        + "\",\"os\":{\"caption\":\"Microsoft Windows Server 2022 Datacenter\",\"buildNumber\":20348},\"sections\":{"
        + sections + "}}";
}

} // namespace

class TestImport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The host fixtures: each imports, validates without error, and checks
    // clean against itself.
    void hostFixtures_data()
    {
        QTest::addColumn<QString>("base");
        for (const char *base : {"s2d-converged-set", "sofs-hyperv-2012r2", "s2d-2node-switchless", "azurelocal-atc"})
            QTest::newRow(base) << QString::fromLatin1(base);
    }
    void hostFixtures()
    {
        QFETCH(QString, base);
        const RoundTrip r = roundTrip(readTree(QStringLiteral(HVNET_TEST_DATA "/evidence/") + base));
        QVERIFY2(r.imported.error.isEmpty(), qPrintable(r.imported.error));
        QVERIFY(r.imported.problems.empty());
        QVERIFY2(!r.validation.hasErrors(), qPrintable(describe(r.validation)));
        QVERIFY2(liveErrors(r.live.result) == 0, qPrintable(describe(r.live.result)));
        // The fixtures are the starters as deployed: same nodes, subnets, VLANs.
        const QString starter = base == QLatin1String("azurelocal-atc") ? QStringLiteral("s2d-2node-switchless") : base;
        const Design original = *DesignReader::read(*StarterCatalogue::content(starter)).design;
        QCOMPARE(r.imported.design.nodes.size(), original.nodes.size());
        QCOMPARE(subnetsOf(r.imported.design), usedSubnetsOf(original));
        for (const Node &n : original.nodes) {
            const auto it = std::find_if(r.imported.design.nodes.begin(), r.imported.design.nodes.end(),
                [&](const Node &m) { return m.name == n.name; });
            QVERIFY2(it != r.imported.design.nodes.end(), qPrintable(n.name));
            QCOMPARE(it->role, n.role);
            QCOMPARE(it->adapters.size(), n.adapters.size());
            QCOMPARE(it->teams.size(), n.teams.size());
            QCOMPARE(it->vswitches.size(), n.vswitches.size());
        }
        QCOMPARE(r.imported.design.clusters.size(), original.clusters.size());
        for (std::size_t i = 0; i < original.clusters.size(); ++i) {
            const auto it = std::find_if(r.imported.design.clusters.begin(), r.imported.design.clusters.end(),
                [&](const Cluster &c) { return c.name == original.clusters[i].name; });
            QVERIFY(it != r.imported.design.clusters.end());
            QCOMPARE(it->kind, original.clusters[i].kind);
            QCOMPARE(it->accessPoint, original.clusters[i].accessPoint);
        }
        QCOMPARE(r.imported.design.qos.classes.size(), original.qos.classes.size());
    }

    // Each platform's reader fixtures as TOR-A beside the hosts they name
    // (S2D01-S2D04, the s2d-converged-set fixture): the platform is told
    // from the output, the cables come from LLDP, and the check is clean.
    void switchFixtures_data()
    {
        QTest::addColumn<QString>("platform");
        for (const QString &p : switchtests::platforms())
            if (p != QLatin1String("generic"))
                QTest::newRow(qPrintable(p)) << p;
    }
    void switchFixtures()
    {
        QFETCH(QString, platform);
        std::map<QString, QByteArray> files = readTree(QStringLiteral(HVNET_TEST_DATA "/evidence/s2d-converged-set"));
        const QString dir = QStringLiteral(HVNET_PLATFORMS_DIR "/%1/tests").arg(platform);
        const std::map<QString, QByteArray> fixture = readTree(dir);
        for (const char *name : {"lldp.txt", "running-config.txt", "pfc.txt"})
            if (fixture.count(QLatin1String(name)))
                files[QStringLiteral("switches/TOR-A/") + QLatin1String(name)] = fixture.at(QLatin1String(name));
        const RoundTrip r = roundTrip(files);
        QVERIFY2(r.imported.error.isEmpty(), qPrintable(r.imported.error));
        QCOMPARE(r.imported.design.switches.size(), std::size_t(1));
        const Switch &sw = r.imported.design.switches.front();
        QCOMPARE(enumString(sw.platform), platform);
        QVERIFY2(!r.imported.design.links.empty(), "LLDP names S2D01's adapters: cables expected");
        for (const Link &l : r.imported.design.links)
            QVERIFY(sw.port(l.a) || sw.port(l.b));
        // The reader fixtures are no consistent deployment: where a port's
        // configuration is what the design format cannot hold (a port MTU
        // below the switch's, PFC negotiated, no native VLAN), the import
        // lists it, and the check reports it as the defect it is; nothing else.
        for (const Finding &f : r.live.result.findings) {
            if (f.severity != Severity::Error || !f.rule.startsWith(QLatin1String("live.")))
                continue;
            const bool listed = std::any_of(r.imported.unknowns.begin(), r.imported.unknowns.end(), [&](const ImportUnknown &u) {
                const QString core = u.text.section(QStringLiteral(": "), 1).section(QStringLiteral("; the design format"), 0, 0);
                return u.object == sw.id && !core.isEmpty() && f.message.contains(core);
            });
            QVERIFY2(listed, qPrintable(f.rule + QLatin1Char(' ') + f.message));
        }
    }

    // Evidence written for designs deployed as planned, on every platform:
    // the import checks clean and matches the design it came from, except
    // for what evidence cannot show (listed here).
    void simulated_data()
    {
        QTest::addColumn<QString>("design");
        QTest::addColumn<QString>("platform");
        QStringList designs = switchtests::designs();
        designs << QStringLiteral("s2d-2node-switchless");
        for (const QString &d : designs)
            for (const QString &p : switchtests::platforms())
                if (p != QLatin1String("generic"))
                    QTest::newRow(qPrintable(d + QLatin1Char(' ') + p)) << d << p;
    }
    void simulated()
    {
        QFETCH(QString, design);
        QFETCH(QString, platform);
        Design original = switchtests::onPlatform(switchtests::design(design), platform);
        // The second switch of each pair primary, and peer-link addresses
        // other than the plan's defaults: what comes back is then read, not
        // the importer's defaults (pairs are listed together).
        int paired = 0;
        std::map<QString, QString> partnerOf;
        QString previous;
        for (Switch &s : original.switches)
            if (s.redundancy) {
                s.redundancy->priority = paired % 2 ? 100 : 200;
                s.redundancy->peerAddress = QStringLiteral("10.255.%1.%2/30").arg(paired / 2).arg(paired % 2 + 1);
                if (paired % 2) {
                    partnerOf[s.name] = previous;
                    partnerOf[previous] = s.name;
                }
                previous = s.name;
                ++paired;
            }
        const auto partner = [&](const QString &name) {
            return &*std::find_if(original.switches.begin(), original.switches.end(),
                [&](const Switch &t) { return t.name == partnerOf.at(name); });
        };
        std::map<QString, QByteArray> files = EvidenceSimulator::folder(original);
        files.merge(SwitchSimulator::folder(original));
        const RoundTrip r = roundTrip(files);
        QVERIFY2(r.imported.error.isEmpty(), qPrintable(r.imported.error));
        QVERIFY2(!r.validation.hasErrors(), qPrintable(describe(r.validation)));
        QVERIFY2(liveErrors(r.live.result) == 0, qPrintable(describe(r.live.result)));
        const Design &d = r.imported.design;

        // Same nodes and switches by name, same roles and adapters in use.
        QCOMPARE(d.nodes.size(), original.nodes.size());
        for (const Node &n : original.nodes) {
            const auto it = std::find_if(d.nodes.begin(), d.nodes.end(), [&](const Node &m) { return m.name == n.name; });
            QVERIFY2(it != d.nodes.end(), qPrintable(n.name));
            QStringList want, got;
            for (const Adapter &a : n.adapters)
                want << a.name;
            for (const Adapter &a : it->adapters)
                got << a.name;
            want.sort();
            got.sort();
            QCOMPARE(got, want);
            QCOMPARE(it->interfaces.size(), n.interfaces.size());
        }
        QCOMPARE(d.switches.size(), original.switches.size());
        for (const Switch &s : original.switches) {
            const Switch *mine = nullptr;
            for (const Switch &t : d.switches)
                if (t.name == s.name)
                    mine = &t;
            QVERIFY2(mine, qPrintable(s.name));
            QCOMPARE(mine->platform, s.platform);
        }
        // Same subnets and VLANs (those with addresses: evidence shows no other).
        QCOMPARE(subnetsOf(d), usedSubnetsOf(original));
        // The redundancy domain read back from the running configurations:
        // the domain id and each switch's keepalive source (from the peer's
        // destination where the platform writes no source).
        for (const Switch &s : original.switches) {
            if (!s.redundancy)
                continue;
            const auto mine = std::find_if(d.switches.begin(), d.switches.end(), [&](const Switch &t) { return t.name == s.name; });
            QVERIFY2(mine->redundancy, qPrintable(s.name));
            // VSX and NVUE MLAG have no domain id to read back.
            if (platform != QLatin1String("aruba-cx") && platform != QLatin1String("nvidia-cumulus"))
                QCOMPARE(mine->redundancy->domain, s.redundancy->domain);
            QCOMPARE(mine->redundancy->keepalive, s.redundancy->keepalive);
            // What makes the pair's configuration comes back: which switch
            // is primary (a role priority, VSX's role, IRF's member number;
            // EOS and Junos write no role) and the peer-link VLAN's address
            // (EOS MLAG, Junos ICCP; the others have none).
            const bool peerVlan = platform == QLatin1String("arista-eos") || platform == QLatin1String("juniper-junos");
            if (peerVlan) {
                QCOMPARE(mine->redundancy->peerAddress, s.redundancy->peerAddress);
            } else {
                const auto other = std::find_if(d.switches.begin(), d.switches.end(),
                    [&](const Switch &t) { return t.name == partnerOf.at(s.name); });
                QVERIFY2(other != d.switches.end() && other->redundancy, qPrintable(s.name));
                const bool primary = s.redundancy->priority < partner(s.name)->redundancy->priority;
                QVERIFY2(mine->redundancy->priority && other->redundancy->priority, qPrintable(s.name));
                QCOMPARE(*mine->redundancy->priority < *other->redundancy->priority, primary);
            }
        }
        // Same cables to switches where the switch's LLDP is in the evidence
        // (SwitchSimulator writes it for NX-OS only). Lost legitimately: the
        // host-to-host cables of a switchless design (hosts do not report
        // LLDP), and every cable of a switch without LLDP evidence. The
        // peer link is one where both configurations name its ends members.
        if (platform == QLatin1String("cisco-nxos")) {
            QCOMPARE(cables(d, true), cables(original, true));
            const auto peerLinks = [](const Design &x) {
                return std::count_if(x.links.begin(), x.links.end(), [](const Link &l) { return l.kind == LinkKind::PeerLink; });
            };
            QCOMPARE(peerLinks(d), peerLinks(original));
        }
        else
            QVERIFY(d.links.empty());
    }

    // Issue 32, item 4: a cluster role other than the one the purpose implies,
    // and an MTU other than the frame's, come back from the evidence, and the
    // rules judge them.
    void clusterRoleAndMtuImported()
    {
        Design original = switchtests::design(QStringLiteral("s2d-converged-set"));
        Subnet &storage = original.subnets.back();
        QCOMPARE(storage.purpose, SubnetPurpose::Storage);
        storage.clusterRole = ClusterNetworkRole::ClusterAndClient;
        Interface &smb = original.nodes[0].interfaces.back();
        smb.mtu = 8986;
        const RoundTrip r = roundTrip(EvidenceSimulator::folder(original));
        QVERIFY2(r.imported.error.isEmpty(), qPrintable(r.imported.error));
        const Subnet *imported = nullptr;
        for (const Subnet &s : r.imported.design.subnets)
            if (s.name == storage.name)
                imported = &s;
        QVERIFY(imported);
        QCOMPARE(imported->purpose, SubnetPurpose::Storage);
        QCOMPARE(imported->clusterRole, ClusterNetworkRole::ClusterAndClient);
        bool flagged = false;
        for (const Finding &f : r.validation.findings)
            flagged = flagged || f.rule == QLatin1String("storage.client-role");
        QVERIFY(flagged);
        // The subnets whose role their purpose implies state none.
        for (const Subnet &s : r.imported.design.subnets)
            QVERIFY2(s.name == storage.name || !s.clusterRole, qPrintable(s.name));
        // So does an interface's MTU: only the one set on purpose comes back.
        int stated = 0;
        for (const Node &n : r.imported.design.nodes)
            for (const Interface &i : n.interfaces)
                if (i.mtu) {
                    ++stated;
                    QCOMPARE(n.name, original.nodes[0].name);
                    QCOMPARE(i.name, smb.name);
                    QCOMPARE(*i.mtu, 8986);
                }
        QCOMPARE(stated, 1);
    }

    // A generated design of 12 hosts: more than nine ports a switch, so the
    // ports must come in front-panel order (Ethernet1/2 before Ethernet1/10),
    // and the import checks clean at that size too.
    void generated()
    {
        DesignGenerator::Options options;
        options.hosts = 12;
        options.sofsNodes = 2;
        const Design original = DesignGenerator::generate(options);
        std::map<QString, QByteArray> files = EvidenceSimulator::folder(original);
        files.merge(SwitchSimulator::folder(original));
        const RoundTrip r = roundTrip(files);
        QVERIFY2(!r.validation.hasErrors(), qPrintable(describe(r.validation)));
        QVERIFY2(liveErrors(r.live.result) == 0, qPrintable(describe(r.live.result)));
        QCOMPARE(cables(r.imported.design, true), cables(original, true));
        for (const Cluster &c : original.clusters) {
            const auto it = std::find_if(r.imported.design.clusters.begin(), r.imported.design.clusters.end(),
                [&](const Cluster &m) { return m.name == c.name; });
            QVERIFY(it != r.imported.design.clusters.end());
            QCOMPARE(it->kind, c.kind);
            QCOMPARE(it->accessPoint, c.accessPoint);
        }
        QCOMPARE(subnetsOf(r.imported.design), usedSubnetsOf(original));
        for (const Subnet &s : original.subnets)
            for (const Subnet &m : r.imported.design.subnets)
                if (m.prefix == s.prefix)
                    QCOMPARE(enumString(m.purpose), enumString(s.purpose));
        for (const Switch &sw : r.imported.design.switches) {
            QVERIFY(sw.ports.size() > 9);
            QStringList numbers;
            for (const SwitchPort &p : sw.ports)
                numbers << p.name.section(QLatin1Char('/'), -1);
            for (int i = 1; i < numbers.size(); ++i)
                QVERIFY2(numbers[i - 1].toInt() < numbers[i].toInt(), qPrintable(numbers.join(QLatin1Char(' '))));
        }
    }

    // The same folder gives the same bytes, read from disk or from memory,
    // and the design reads back as written.
    void deterministic()
    {
        const Design original = switchtests::design(QStringLiteral("s2d-converged-set"));
        std::map<QString, QByteArray> files = EvidenceSimulator::folder(original);
        files.merge(SwitchSimulator::folder(original));
        const QByteArray first = DesignWriter::write(BrownfieldImport::run(EvidenceFolder::fromFiles(files), &DiagramDrawing::cardSizes).design);
        QTemporaryDir dir;
        for (const auto &[path, content] : files) {
            QDir(dir.path()).mkpath(QFileInfo(path).path());
            QFile f(dir.filePath(path));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(content);
        }
        const QByteArray fromDisk = DesignWriter::write(BrownfieldImport::run(EvidenceFolder::loadAll(dir.path()), &DiagramDrawing::cardSizes).design);
        QCOMPARE(fromDisk, first);
        QCOMPARE(DesignWriter::write(BrownfieldImport::run(EvidenceFolder::fromFiles(files), &DiagramDrawing::cardSizes).design), first);
        const auto read = DesignReader::read(first);
        QVERIFY(read.design);
        QCOMPARE(DesignWriter::write(*read.design), first);
        // Every node and switch has a place on the canvas.
        const Design d = *read.design;
        for (const Node &n : d.nodes)
            QVERIFY(d.layout.count(n.id));
        for (const Switch &s : d.switches)
            QVERIFY(d.layout.count(s.id));
    }

    // What the evidence cannot tell is listed per object.
    void cannotTell()
    {
        const Design original = switchtests::design(QStringLiteral("s2d-converged-set"));
        std::map<QString, QByteArray> files = EvidenceSimulator::folder(original);
        files.merge(SwitchSimulator::folder(original));
        const BrownfieldImport::Result r = BrownfieldImport::run(EvidenceFolder::fromFiles(files), &DiagramDrawing::cardSizes);
        auto about = [&r](const QString &object, const QString &words) {
            return std::any_of(r.unknowns.begin(), r.unknowns.end(),
                [&](const ImportUnknown &u) { return u.object == object && u.text.contains(words); });
        };
        QVERIFY(about(QStringLiteral("s2d01"), QStringLiteral("management endpoint")));
        QVERIFY(about(QStringLiteral("sw-tor-a"), QStringLiteral("model")));
        QVERIFY(about(QStringLiteral("cluster-s2dc01"), QStringLiteral("addresses")));
        QVERIFY(r.design.meta.description.contains(QStringLiteral("cannot tell")));
    }

    void hostile_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QByteArray>("content");
        QTest::newRow("empty host") << QStringLiteral("hosts/HV01.json") << QByteArray();
        QTest::newRow("binary host") << QStringLiteral("hosts/HV01.json") << QByteArray("\x7f" "ELF\x02\x01\x00\x00junk", 12);
        QTest::newRow("not a host") << QStringLiteral("hosts/HV01.json") << QByteArray("{\"format\":\"other\"}");
        QTest::newRow("empty switch") << QStringLiteral("switches/TOR-A/lldp.txt") << QByteArray("\n\n");
        QTest::newRow("binary switch") << QStringLiteral("switches/TOR-A/running-config.txt")
                                       << QByteArray("\x00\x01\x02\x03\xff\xfe", 6);
    }
    // One unreadable file: a clear error naming it, nothing imported, no crash.
    void hostile()
    {
        QFETCH(QString, path);
        QFETCH(QByteArray, content);
        const BrownfieldImport::Result r = BrownfieldImport::run(EvidenceFolder::fromFiles({{path, content}}), &DiagramDrawing::cardSizes);
        QVERIFY(!r.error.isEmpty());
        QVERIFY(!r.problems.empty());
        QCOMPARE(r.problems.front().file, path);
    }

    // A host naming 10,000 adapters imports within bounds: every adapter up
    // and in use is kept; the design is large but readable.
    void tenThousandAdapters()
    {
        QByteArray rows, addresses;
        for (int i = 0; i < 10000; ++i) {
            rows += QStringLiteral("%1{\"Name\":\"NIC%2\",\"InterfaceDescription\":\"Intel X710 #%2\",\"Status\":\"Up\","
                                   "\"MacAddress\":\"00-15-5D-00-%3-%4\",\"ReceiveLinkSpeed\":10000000000,"
                                   "\"HardwareInterface\":true}")
                        .arg(i ? QStringLiteral(",") : QString())
                        .arg(i)
                        .arg(i / 256, 2, 16, QLatin1Char('0'))
                        .arg(i % 256, 2, 16, QLatin1Char('0'))
                        .toUtf8();
        }
        const QByteArray sections = "\"netAdapter\":{\"command\":\"Get-NetAdapter\",\"status\":\"ok\",\"items\":[" + rows + "]}";
        QElapsedTimer timer;
        timer.start();
        const BrownfieldImport::Result r
            = BrownfieldImport::run(EvidenceFolder::fromFiles({{QStringLiteral("hosts/HV01.json"), hostFile(QStringLiteral("HV01"), sections)}}), &DiagramDrawing::cardSizes);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        QCOMPARE(r.design.nodes.size(), std::size_t(1));
        QCOMPARE(r.design.nodes.front().adapters.size(), std::size_t(10000));
        qInfo("10,000 adapters imported in %lld ms", timer.elapsed());
    }

    // Names that give the same id ("NIC 1", "NIC-1") get ids of their own,
    // and the team holds both.
    void sameIds()
    {
        const QByteArray sections = "\"netAdapter\":{\"command\":\"Get-NetAdapter\",\"status\":\"ok\",\"items\":["
                                    "{\"Name\":\"NIC 1\",\"Status\":\"Up\",\"HardwareInterface\":true},"
                                    "{\"Name\":\"NIC-1\",\"Status\":\"Up\",\"HardwareInterface\":true}]},"
                                    "\"netLbfoTeam\":{\"command\":\"Get-NetLbfoTeam\",\"status\":\"ok\",\"items\":["
                                    "{\"Name\":\"Team\",\"Members\":[\"NIC 1\",\"NIC-1\"],\"TeamingMode\":\"Lacp\","
                                    "\"LoadBalancingAlgorithm\":\"Dynamic\"}]}";
        const BrownfieldImport::Result r
            = BrownfieldImport::run(EvidenceFolder::fromFiles({{QStringLiteral("hosts/HV01.json"), hostFile(QStringLiteral("HV01"), sections)}}), &DiagramDrawing::cardSizes);
        QVERIFY2(r.error.isEmpty(), qPrintable(r.error));
        const Node &n = r.design.nodes.front();
        QCOMPARE(n.adapters.size(), std::size_t(2));
        QVERIFY(n.adapters[0].id != n.adapters[1].id);
        QCOMPARE(n.teams.front().members, (QStringList{n.adapters[0].id, n.adapters[1].id}));
        QCOMPARE(n.teams.front().mode, TeamMode::Lacp);
    }

    void emptyFolders()
    {
        QTemporaryDir dir;
        BrownfieldImport::Result r = BrownfieldImport::run(EvidenceFolder::loadAll(dir.path()), &DiagramDrawing::cardSizes);
        QVERIFY(r.error.contains(QStringLiteral("no host evidence")));
        r = BrownfieldImport::run(EvidenceFolder::loadAll(dir.filePath(QStringLiteral("absent"))), &DiagramDrawing::cardSizes);
        QVERIFY(!r.error.isEmpty());
        // Files of other names are not evidence.
        QDir(dir.path()).mkpath(QStringLiteral("hosts"));
        QFile other(dir.filePath(QStringLiteral("hosts/readme.txt")));
        QVERIFY(other.open(QIODevice::WriteOnly));
        other.write("notes");
        other.close();
        r = BrownfieldImport::run(EvidenceFolder::loadAll(dir.path()), &DiagramDrawing::cardSizes);
        QVERIFY(r.error.contains(QStringLiteral("no host evidence")));
    }

    void platformDetection()
    {
        // No line says which platform: the readers' fit decides, and says so.
        bool plain = true;
        const SwitchImport::Files nothing;
        QVERIFY(!SwitchImport::detectPlatform(nothing, &plain));
        SwitchImport::Files junos;
        junos[1] = QByteArray("Local Interface    Parent Interface    Chassis Id          Port info          System Name\n"
                              "et-0/0/0           -                   0c:42:a1:b2:c3:01   SLOT 3 Port 1      S2D01\n");
        QCOMPARE(SwitchImport::detectPlatform(junos, &plain), std::optional(SwitchPlatform::JuniperJunos));
        QVERIFY(plain);
    }

    // The command line: help, the errors of docs/cli.md, no overwrite without --force, JSON.
    void commandLine()
    {
        QTemporaryDir dir;
        auto run = [](const QStringList &args, QByteArray *out = nullptr, QByteArray *err = nullptr) {
            QProcess p;
            p.start(QStringLiteral(HVNET_CLI), args);
            p.waitForFinished(120000);
            if (out)
                *out = p.readAllStandardOutput();
            if (err)
                *err = p.readAllStandardError();
            return p.exitCode();
        };
        QByteArray out, err;
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--help")}, &out), 0);
        QVERIFY(out.contains("--evidence DIR"));
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("-o"), dir.filePath(QStringLiteral("x.hvnet"))}, nullptr, &err), 1);
        QVERIFY(err.contains("--evidence DIR is required"));
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--evidence"), dir.filePath(QStringLiteral("absent")),
                         QStringLiteral("-o"), dir.filePath(QStringLiteral("x.hvnet"))},
                     nullptr, &err),
            1);
        QVERIFY(err.contains("there is no folder"));
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--evidence"), dir.path(), QStringLiteral("-o"),
                         dir.filePath(QStringLiteral("x.hvnet"))},
                     nullptr, &err),
            1);
        QVERIFY(err.contains("no host evidence"));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("x.hvnet"))));

        const QString evidence = QStringLiteral(HVNET_TEST_DATA "/evidence/s2d-converged-set");
        const QString file = dir.filePath(QStringLiteral("imported.hvnet"));
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--evidence"), evidence, QStringLiteral("-o"), file},
                     nullptr, &err),
            0);
        QVERIFY(err.contains("cannot tell"));
        QVERIFY(DesignFile::load(file).design);
        // Not replaced without --force; replaced with it.
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--evidence"), evidence, QStringLiteral("-o"), file},
                     nullptr, &err),
            1);
        QVERIFY(err.contains("--force"));
        QCOMPARE(run({QStringLiteral("import"), QStringLiteral("--evidence"), evidence, QStringLiteral("-o"), file,
                         QStringLiteral("--force"), QStringLiteral("--format"), QStringLiteral("json")},
                     &out),
            0);
        const QJsonObject report = QJsonDocument::fromJson(out).object();
        QCOMPARE(report.value(QStringLiteral("nodes")).toInt(), 4);
        QVERIFY(!report.value(QStringLiteral("cannotTell")).toArray().isEmpty());
        // The acceptance test: check of the import against the same evidence.
        QCOMPARE(run({QStringLiteral("check"), file, QStringLiteral("--evidence"), evidence}, &out), 0);

        // One host's file cut short: named with its line, the others imported.
        const QString partial = dir.filePath(QStringLiteral("partial"));
        QDir().mkpath(partial + QStringLiteral("/hosts"));
        for (const char *node : {"S2D01", "S2D02", "S2D03", "S2D04"}) {
            QFile in(evidence + QStringLiteral("/hosts/%1.json").arg(QLatin1String(node)));
            QVERIFY(in.open(QIODevice::ReadOnly));
            QByteArray content = in.readAll();
            if (qstrcmp(node, "S2D04") == 0)
                content.truncate(content.size() / 2);
            QFile outFile(partial + QStringLiteral("/hosts/%1.json").arg(QLatin1String(node)));
            QVERIFY(outFile.open(QIODevice::WriteOnly));
            outFile.write(content);
        }
        const QString three = dir.filePath(QStringLiteral("three.hvnet"));
        run({QStringLiteral("import"), QStringLiteral("--evidence"), partial, QStringLiteral("-o"), three}, nullptr, &err);
        QVERIFY2(err.contains("hvnet: import: hosts/S2D04.json line "), err.constData());
        const auto imported = DesignFile::load(three);
        QVERIFY(imported.design);
        QCOMPARE(imported.design->nodes.size(), std::size_t(3));
    }

    // The designer opens an imported design as it opens any; a screenshot
    // for people to look at (build/imported-design.png).
    void designerOpens()
    {
        const Design original = switchtests::design(QStringLiteral("s2d-converged-set"));
        std::map<QString, QByteArray> files = EvidenceSimulator::folder(original);
        files.merge(SwitchSimulator::folder(original));
        const QString file = QStringLiteral(HVNET_BUILD_DIR "/imported-design.hvnet");
        QFile::remove(file);
        QVERIFY(DesignFile::save(BrownfieldImport::run(EvidenceFolder::fromFiles(files), &DiagramDrawing::cardSizes).design, file).isNull());
        MainWindow window;
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.openFile(file).isEmpty());
        QTest::qWait(300);
        const QString shot
            = screenshotProblem(window, QStringLiteral(HVNET_BUILD_DIR "/imported-design.png"), QStringLiteral("imported"));
        QVERIFY2(shot.isEmpty(), qPrintable(shot));
    }
};

QTEST_MAIN(TestImport)
#include "tst_import.moc"

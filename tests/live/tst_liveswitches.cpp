// The switch half of hvnet check, through LiveCheck::run with a full evidence
// folder (the simulated hosts as deployed, and each switch's files): the
// generated configuration of each design on each platform reads back without
// a live.switch-* finding; each mutation of it (PFC on another priority, a
// VLAN removed from a trunk, the MTU lowered, an ETS share changed, a port's
// PFC off) raises exactly its finding with the line of the evidence; the LLDP
// cabling cases (as cabled, crossed, missing, unplanned, two agents, MAC-only
// neighbours) raise exactly theirs. The switches' files are SwitchSimulator's
// (LLDP tables in NX-OS's detail form).

#include "live/evidencefolder.h"
#include "live/livecatalogue.h"
#include "live/livecheck.h"
#include "plans/filenames.h"
#include "platforms/switchevidence.h"
#include "tests/support/evidencesimulator.h"
#include "tests/support/switchmutations.h"
#include "tests/support/switchsimulator.h"
#include "tests/support/switchtestdesigns.h"

#include <QTest>

#include <functional>

using namespace hvnet;
using namespace hvnet::switchtests;

namespace {

using Row = SwitchSimulator::LldpRow;

std::vector<Row> asCabled(const Design &d, const Switch &sw)
{
    return SwitchSimulator::asCabled(d, sw);
}

QByteArray nxosLldp(const QString &name, const std::vector<Row> &rows)
{
    return SwitchSimulator::nxosLldp(name, rows);
}

QByteArray pasted(const Switch &sw, const QString &text)
{
    return SwitchSimulator::pasted(sw, text);
}

// The full folder: hosts as deployed, every switch's evidence as applied and cabled.
std::map<QString, QByteArray> folderOf(const Design &d)
{
    std::map<QString, QByteArray> files = EvidenceSimulator::folder(d);
    files.merge(SwitchSimulator::folder(d));
    return files;
}

QString describe(const ValidationResult &result)
{
    QString out;
    for (const Finding &f : result.findings)
        out += QStringLiteral("\n  %1 [%2] %3 (%4:%5)")
                   .arg(f.rule, f.objects.join(QLatin1Char(',')), f.message, f.evidence.file)
                   .arg(f.evidence.line);
    return out;
}

bool isSwitchFinding(const Finding &f)
{
    return f.rule.startsWith(QLatin1String("live.switch-")) || f.rule == QLatin1String(live::pfcOperational.id)
        || f.rule.startsWith(QLatin1String("live.cable-")) || f.rule == QLatin1String(live::neighborUnplanned.id)
        || f.rule == QLatin1String(live::lldpAgents.id);
}

std::vector<const Finding *> switchFindings(const LiveResult &live)
{
    std::vector<const Finding *> out;
    for (const Finding &f : live.result.findings)
        if (isSwitchFinding(f))
            out.push_back(&f);
    return out;
}

using Status = ObservedCabling::Status;

// The planned far end of a switch port, and its cable.
std::pair<QString, QString> plannedOf(const Design &d, const QString &portId)
{
    for (const Link &l : d.links)
        if (l.a == portId || l.b == portId)
            return {l.a == portId ? l.b : l.a, l.id};
    return {};
}

QString nodeOf(const Design &d, const QString &adapterId)
{
    for (const Node &n : d.nodes)
        if (n.adapter(adapterId))
            return n.id;
    return {};
}

// What LiveResult::cabling records for TOR-A after one change of its LLDP
// table (the cabling() rows): each port's status and the design object each
// neighbour is resolved to, and each cable's status.
void checkObserved(const Design &d, const LiveResult &live, const QString &change, const QString &path)
{
    const Switch &sw = d.switches[0];
    const ObservedCabling &cabling = live.cabling;
    std::vector<const SwitchPort *> cabled;
    for (const SwitchPort &p : sw.ports)
        if (!plannedOf(d, p.id).first.isEmpty())
            cabled.push_back(&p);
    // What each cabled port of TOR-A is expected to be.
    std::map<QString, Status> expected;
    for (const SwitchPort *p : cabled)
        expected[p->id] = Status::Matches;
    if (change == QLatin1String("crossed"))
        expected[cabled[0]->id] = expected[cabled[1]->id] = Status::WrongEnd;
    else if (change == QLatin1String("missing"))
        expected[cabled[0]->id] = Status::Missing;
    else if (change == QLatin1String("wrong mac") || change == QLatin1String("other node"))
        expected[cabled[0]->id] = Status::WrongEnd;
    for (const auto &[portId, status] : expected) {
        const ObservedCabling::Port *port = cabling.port(portId);
        QVERIFY2(port, qPrintable(portId));
        QCOMPARE(port->switchId, sw.id);
        QCOMPARE(port->lldpFile, path);
        const auto [far, link] = plannedOf(d, portId);
        QCOMPARE(port->plannedEnd, far);
        QCOMPARE(port->linkId, link);
        QCOMPARE(port->status, status);
        QCOMPARE(cabling.cable(link), status);
        QCOMPARE(port->neighbors.empty(), status == Status::Missing);
        if (status == Status::Matches)
            QCOMPARE(port->seen()->endId, far);
    }
    if (change == QLatin1String("crossed")) {
        // Each port sees the other's planned end, resolved to its adapter and node.
        for (int i : {0, 1}) {
            const ObservedCabling::Port *port = cabling.port(cabled[i]->id);
            const QString other = plannedOf(d, cabled[1 - i]->id).first;
            QCOMPARE(port->neighbors.size(), std::size_t(1));
            QCOMPARE(port->seen()->endId, other);
            QCOMPARE(port->seen()->ownerId, nodeOf(d, other));
            QVERIFY(port->seen()->line > 0);
        }
    } else if (change == QLatin1String("other node")) {
        // Another node's name with this port's adapter name: that node's adapter of the same name.
        const ObservedCabling::Neighbor *seen = cabling.port(cabled[0]->id)->seen();
        QCOMPARE(seen->ownerId, d.nodes.back().id);
        QCOMPARE(nodeOf(d, seen->endId), d.nodes.back().id);
    } else if (change == QLatin1String("wrong mac")) {
        // A MAC nobody in the design has: named by nothing, shown as LLDP said it.
        const ObservedCabling::Neighbor *seen = cabling.port(cabled[0]->id)->seen();
        QVERIFY(seen->endId.isEmpty() && seen->ownerId.isEmpty());
        QCOMPARE(seen->text(), QStringLiteral("0c42.dead.beef / 0c42.dead.beef"));
    } else if (change == QLatin1String("unplanned")) {
        // On a port the design does not have: listed after the design's, by its printed name.
        const auto unknown = std::find_if(cabling.ports.begin(), cabling.ports.end(),
            [](const ObservedCabling::Port &p) { return p.portId.isEmpty(); });
        QVERIFY(unknown != cabling.ports.end());
        const ObservedCabling::Port &port = *unknown;
        QCOMPARE(port.switchId, sw.id);
        // After TOR-A's own ports.
        QCOMPARE(cabling.ports[std::size_t(unknown - cabling.ports.begin()) - 1].portId, sw.ports.back().id);
        QCOMPARE(port.name, sw.ports.back().name + QStringLiteral("9"));
        QCOMPARE(port.status, Status::Unplanned);
        QCOMPARE(port.neighbors.front().text(), QStringLiteral("backup01 / 0c42.0000.0001 (eth0)"));
        QVERIFY(port.neighbors.front().endId.isEmpty());
    } else if (change == QLatin1String("agents")) {
        // Two agents, one of them the planned end: that one decides.
        const ObservedCabling::Port *port = cabling.port(cabled[0]->id);
        QCOMPARE(port->neighbors.size(), std::size_t(2));
        QCOMPARE(port->seen()->endId, port->plannedEnd);
    }
    // Every cable has a status; the other switch's LLDP was read too.
    QCOMPARE(cabling.cables.size(), d.links.size());
}

} // namespace

class TestLiveSwitches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void asPlanned_data()
    {
        QTest::addColumn<QString>("design");
        QTest::addColumn<QString>("platform");
        for (const QString &d : designs())
            for (const QString &platform : platforms())
                if (platform != QLatin1String("generic"))
                    QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(d, platform))) << d << platform;
    }

    // Deployed as planned: no error, no warning, and every switch port
    // compared (its state matches).
    void asPlanned()
    {
        QFETCH(QString, design);
        QFETCH(QString, platform);
        const Design d = onPlatform(switchtests::design(design), platform);
        const LiveResult live = LiveCheck::run(d, EvidenceFolder::fromFiles(folderOf(d)));
        QVERIFY(live.error.isEmpty());
        QVERIFY2(live.result.errors == 0 && live.result.warnings == 0, qPrintable(describe(live.result)));
        for (const Switch &sw : d.switches) {
            QCOMPARE(live.states.at(sw.id), LiveResult::State::Matches);
            for (const SwitchPort &p : sw.ports)
                QCOMPARE(live.states.at(p.id), LiveResult::State::Matches);
        }
    }

    // A configuration of a release older than the lines the platform's data
    // names is read, and the check says so once, without inventing drift.
    void olderFirmwareIsSaid()
    {
        const Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("cisco-nxos"));
        std::map<QString, QByteArray> files = folderOf(d);
        const Switch &sw = d.switches[0];
        const QString path = QStringLiteral("switches/%1/running-config.txt").arg(safeFileName(sw.name));
        files[path] = pasted(sw, QStringLiteral("version 6.0(2)U6(1)\n") + configs(d).at(sw.name));
        const auto older = [&d, &files] {
            std::vector<Finding> out;
            for (const Finding &f : LiveCheck::run(d, EvidenceFolder::fromFiles(files)).result.findings)
                if (f.rule == QLatin1String(live::notChecked.id) && f.message.contains(QLatin1String("older than")))
                    out.push_back(f);
            return out;
        };
        const LiveResult live = LiveCheck::run(d, EvidenceFolder::fromFiles(files));
        QVERIFY2(switchFindings(live).empty(), qPrintable(describe(live.result)));
        const std::vector<Finding> said = older();
        QCOMPARE(int(said.size()), 1);
        QVERIFY2(said.front().message.contains(QLatin1String("6.0(2)U6(1)")) && said.front().message.contains(sw.name),
            qPrintable(said.front().message));
        QCOMPARE(said.front().evidence.file, path);
        // The release hvnet reads raises nothing.
        files[path] = pasted(sw, QStringLiteral("version 10.3(4a)\n") + configs(d).at(sw.name));
        QVERIFY(older().empty());
    }

    void mutations_data()
    {
        QTest::addColumn<QString>("platform");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        for (const Mutation &m : switchtests::mutations())
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(QLatin1String(m.platform), QLatin1String(m.what))))
                << QString::fromLatin1(m.platform) << QString::fromLatin1(m.from) << QString::fromLatin1(m.to)
                << QString::fromLatin1(m.rule);
    }

    // Each mutation raises its finding and no other switch finding, with the
    // running configuration's line, and names the switch.
    void mutations()
    {
        QFETCH(QString, platform);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        const Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), platform);
        std::map<QString, QByteArray> files = folderOf(d);
        const Switch &sw = d.switches[0];
        QString text = configs(d).at(sw.name);
        const int at = int(text.indexOf(from));
        QVERIFY2(at >= 0, qPrintable(from));
        text.replace(at, from.size(), to);
        const QString path = QStringLiteral("switches/%1/running-config.txt").arg(safeFileName(sw.name));
        files[path] = pasted(sw, text);
        const LiveResult live = LiveCheck::run(d, EvidenceFolder::fromFiles(files));
        const auto found = switchFindings(live);
        QVERIFY2(!found.empty(), qPrintable(describe(live.result)));
        for (const Finding *f : found) {
            QVERIFY2(f->rule == expected, qPrintable(describe(live.result)));
            QCOMPARE(f->evidence.file, path);
            QVERIFY(f->objects.contains(sw.id));
            QVERIFY(f->message.contains(sw.name));
        }
        // The port map's observed half: every port of the switch as read,
        // the differences on the ports the findings name (the port id is
        // the first object of a port's finding).
        QStringList differing;
        for (const SwitchPort &p : sw.ports) {
            const ObservedPortSettings &observed = live.switchPorts.at(p.id);
            QCOMPARE(observed.switchId, sw.id);
            QVERIFY2(observed.configured.has_value(), qPrintable(p.name));
            if (!observed.differences.empty())
                differing << p.id;
        }
        QStringList named;
        for (const Finding *f : found)
            if (f->objects.size() > 1 && !named.contains(f->objects.front()))
                named << f->objects.front();
        differing.sort();
        named.sort();
        QCOMPARE(differing, named);
        QVERIFY(live.switchPorts.count(d.switches[1].ports.front().id));
        QCOMPARE(live.states.at(sw.id), LiveResult::State::Differs);
        QCOMPARE(live.states.at(d.switches[1].id), LiveResult::State::Matches);
    }

    void cabling_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QStringList>("expected"); // "rule port" per finding
        QTest::newRow("as cabled") << QStringLiteral("none") << QStringList{};
        QTest::newRow("crossed") << QStringLiteral("crossed")
                                 << QStringList{QStringLiteral("live.cable-mismatch 0"), QStringLiteral("live.cable-mismatch 1")};
        QTest::newRow("missing neighbour") << QStringLiteral("missing") << QStringList{QStringLiteral("live.cable-missing 0")};
        QTest::newRow("unplanned neighbour") << QStringLiteral("unplanned")
                                             << QStringList{QStringLiteral("live.neighbor-unplanned -")};
        QTest::newRow("two agents") << QStringLiteral("agents") << QStringList{QStringLiteral("live.lldp-agents 0")};
        QTest::newRow("MAC only, from the host evidence") << QStringLiteral("mac") << QStringList{};
        QTest::newRow("MAC only, of another adapter") << QStringLiteral("wrong mac")
                                                     << QStringList{QStringLiteral("live.cable-mismatch 0")};
        QTest::newRow("system name of another node") << QStringLiteral("other node")
                                                    << QStringList{QStringLiteral("live.cable-mismatch 0")};
    }

    // The LLDP table of TOR-A with one change: exactly its findings, on the
    // port (index into TOR-A's cabled ports) with the row's line.
    void cabling()
    {
        QFETCH(QString, change);
        QFETCH(QStringList, expected);
        const Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("cisco-nxos"));
        std::map<QString, QByteArray> files = folderOf(d);
        const Switch &sw = d.switches[0];
        std::vector<Row> rows = asCabled(d, sw);
        QVERIFY(rows.size() >= 3);
        // The host evidence's MAC of the first row's adapter.
        const auto hostMac = [&]() {
            for (const Link &l : d.links)
                if (l.a == sw.ports[0].id || l.b == sw.ports[0].id)
                    for (const Node &n : d.nodes)
                        if (const Adapter *a = n.adapter(l.a == sw.ports[0].id ? l.b : l.a)) {
                            const QByteArray json = files.at(QStringLiteral("hosts/%1.json").arg(n.name));
                            const int at = int(json.indexOf("\"Name\":  \"" + a->name.toUtf8() + "\""));
                            const int macAt = int(json.indexOf("\"MacAddress\":  \"", at));
                            return QString::fromLatin1(json.mid(macAt + 16, 17));
                        }
            return QString();
        };
        if (change == QLatin1String("crossed"))
            std::swap(rows[0].localPort, rows[1].localPort);
        else if (change == QLatin1String("missing"))
            rows.erase(rows.begin());
        else if (change == QLatin1String("unplanned"))
            rows.push_back({sw.ports.back().name + QStringLiteral("9"), QStringLiteral("0c42.0000.0001"),
                QStringLiteral("0c42.0000.0001"), QStringLiteral("eth0"), QStringLiteral("backup01")});
        else if (change == QLatin1String("agents"))
            rows.insert(rows.begin() + 1, {rows[0].localPort, QStringLiteral("0c42.a1b2.c3ff"),
                QStringLiteral("0c42.a1b2.c3ff"), QString(), QString()});
        else if (change == QLatin1String("mac")) {
            const QString mac = hostMac();
            QVERIFY2(mac.size() == 17, qPrintable(mac));
            rows[0] = {rows[0].localPort, mac, mac, QString(), QString()};
        } else if (change == QLatin1String("wrong mac"))
            rows[0] = {rows[0].localPort, QStringLiteral("0c42.dead.beef"), QStringLiteral("0c42.dead.beef"), QString(), QString()};
        else if (change == QLatin1String("other node"))
            rows[0].systemName = d.nodes.back().name;
        const QString path = QStringLiteral("switches/%1/lldp.txt").arg(safeFileName(sw.name));
        files[path] = nxosLldp(sw.name, rows);
        const LiveResult live = LiveCheck::run(d, EvidenceFolder::fromFiles(files));
        QStringList cabledPorts;
        for (const SwitchPort &p : sw.ports)
            for (const Link &l : d.links)
                if (l.a == p.id || l.b == p.id)
                    cabledPorts << p.id;
        QStringList actual;
        for (const Finding *f : switchFindings(live)) {
            QCOMPARE(f->evidence.file, path);
            if (f->rule != QLatin1String(live::cableMissing.id))
                QVERIFY(f->evidence.line > 0);
            const int port = int(cabledPorts.indexOf(f->objects.value(0)));
            actual << QStringLiteral("%1 %2").arg(f->rule, port >= 0 ? QString::number(port) : QStringLiteral("-"));
        }
        actual.sort();
        QVERIFY2(actual == expected, qPrintable(actual.join(QStringLiteral(", ")) + describe(live.result)));
        if (change == QLatin1String("crossed")) {
            for (const Finding *f : switchFindings(live)) {
                QVERIFY2(f->message.contains(QLatin1String("swapped")), qPrintable(f->message));
                QCOMPARE(f->objects.size(), 3); // the port, the cable, the planned far end
            }
        }
        checkObserved(d, live, change, path);
    }

    // A file that cannot be read is reported with its line and not compared:
    // what it lacks is no drift (no VLAN "missing", no cable "missing").
    void unreadableIsNotDrift()
    {
        const Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("cisco-nxos"));
        std::map<QString, QByteArray> files = folderOf(d);
        const Switch &sw = d.switches[0];
        const QString dir = QStringLiteral("switches/%1/").arg(safeFileName(sw.name));
        files[dir + QStringLiteral("running-config.txt")] = QByteArray("interface Ethernet1/1\n  mtu 9216\n\0\x01\x02junk", 35);
        files[dir + QStringLiteral("lldp.txt")] = "{\n\"TABLE_nbor_detail\": {\n\"ROW_nbor_detail\": [\n";
        const LiveResult live = LiveCheck::run(d, EvidenceFolder::fromFiles(files));
        QVERIFY2(switchFindings(live).empty(), qPrintable(describe(live.result)));
        QStringList unreadable;
        for (const Finding &f : live.result.findings)
            if (f.rule == QLatin1String(live::evidenceUnreadable.id)) {
                unreadable << f.evidence.file;
                QVERIFY(f.evidence.line > 0);
                QCOMPARE(f.objects, QStringList{sw.id});
            }
        unreadable.sort();
        QCOMPARE(unreadable, (QStringList{dir + QStringLiteral("lldp.txt"), dir + QStringLiteral("running-config.txt")}));
        QCOMPARE(live.states.at(sw.ports[0].id), LiveResult::State::NotChecked);
        // The other switch is compared as usual.
        QCOMPARE(live.states.at(d.switches[1].id), LiveResult::State::Matches);
    }

    // Missing files are not checked, never guessed; the generic platform is not read.
    void absentAndGeneric()
    {
        Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), QStringLiteral("cisco-nxos"));
        std::map<QString, QByteArray> files = folderOf(d);
        const QString dir = QStringLiteral("switches/%1/").arg(safeFileName(d.switches[0].name));
        files.erase(dir + QStringLiteral("lldp.txt"));
        LiveResult live = LiveCheck::run(d, EvidenceFolder::fromFiles(files));
        QVERIFY(switchFindings(live).empty());
        bool saidLldp = false, saidPfc = false;
        for (const Finding &f : live.result.findings)
            if (f.rule == QLatin1String(live::notChecked.id) && f.objects == QStringList{d.switches[0].id}) {
                saidLldp = saidLldp || f.message.contains(dir + QStringLiteral("lldp.txt"));
                saidPfc = saidPfc || f.message.contains(dir + QStringLiteral("pfc.txt"));
            }
        QVERIFY(saidLldp && saidPfc);
        d.switches[0].platform = SwitchPlatform::Generic;
        live = LiveCheck::run(d, EvidenceFolder::fromFiles(files));
        QVERIFY(switchFindings(live).empty());
        QCOMPARE(live.states.at(d.switches[0].id), LiveResult::State::NotChecked);
    }
};

QTEST_GUILESS_MAIN(TestLiveSwitches)
#include "tst_liveswitches.moc"

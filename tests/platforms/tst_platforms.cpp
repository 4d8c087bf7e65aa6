// The shared suite every switch platform runs through, as NAPALM runs every
// driver's recorded outputs through the same getters: nothing here names a
// platform. The registry gives the platforms; each folder
// platforms/<platform>/tests/ holds its recorded outputs (written in the
// shapes the vendor documents; SOURCES.md names the document of each file)
// and readers.json, which says what its readers must make of them.
//
// - The registry and the drivers: one per line of platforms/registry.cmake,
//   each with its data, display name, commands, signatures and readers.
// - Reading: every recorded output read into a state that must equal the
//   folder's <case>.expected.json field by field, and asked for ports,
//   neighbours and PFC states by other spellings of their names.
// - One place: no source file outside a platform's folder and the registry
//   names the platform (namedOnlyInItsFolder says which files are exempt and why).
// - Reading back: every generated configuration, pasted as an administrator
//   pastes it, read by its platform's reader and compared with the plan:
//   no difference; and each mutation of the text the folder lists (another
//   PFC priority, a VLAN gone, the MTU lowered, a share changed, a default
//   the template must override) is caught with the expected message.

#include "live/switchstatecheck.h"
#include "model/switchplatformspec.h"
#include "plans/switchplan.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"
#include "tests/support/goldenfiles.h"
#include "tests/support/switchstatejson.h"
#include "tests/support/switchtestdesigns.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace hvnet;
using namespace hvnet::switchtests;

namespace {

QString folderOf(const SwitchPlatformDriver &driver)
{
    return QStringLiteral(HVNET_PLATFORMS_DIR "/%1/tests").arg(driver.id());
}

QJsonObject readersOf(const SwitchPlatformDriver &driver)
{
    QFile f(folderOf(driver) + QStringLiteral("/readers.json"));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("%s has no tests/readers.json", qPrintable(driver.id()));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &error);
    if (!doc.isObject())
        qFatal("%s/tests/readers.json: %s", qPrintable(driver.id()), qPrintable(error.errorString()));
    return doc.object();
}

QByteArray recorded(const SwitchPlatformDriver &driver, const QString &file)
{
    QFile f(folderOf(driver) + QLatin1Char('/') + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("%s: no recorded output %s", qPrintable(driver.id()), qPrintable(file));
    return f.readAll();
}

std::optional<SwitchEvidence::File> fileKind(const QString &name)
{
    for (const SwitchEvidence::File kind : SwitchEvidence::files())
        if (SwitchEvidence::fileName(kind).section(QLatin1Char('.'), 0, 0) == name)
            return kind;
    return std::nullopt;
}

QString caseId(const QString &name)
{
    QString id = name.toLower().replace(QRegularExpression(QStringLiteral("[^a-z0-9]+")), QStringLiteral("-"));
    while (id.endsWith(QLatin1Char('-')))
        id.chop(1);
    return id;
}

// The configuration as an administrator pastes it: a UTF-8 BOM, the prompt
// with the command, CRLF line ends, the prompt after it. The full evidence
// path reads it (SwitchEvidence: clean-up, then the platform's reader).
QByteArray pasted(const Switch &sw, const QString &text)
{
    const SwitchPlatformDriver &driver = SwitchPlatforms::driver(sw.platform);
    const QString prompt = readersOf(driver)
                               .value(QLatin1String("paste"))
                               .toObject()
                               .value(QLatin1String("prompt"))
                               .toString()
                               .arg(sw.name);
    QString body = prompt + driver.evidenceCommand(SwitchEvidenceFile::RunningConfig) + QLatin1Char('\n') + text
        + QLatin1Char('\n') + prompt;
    body.replace(QLatin1Char('\n'), QLatin1String("\r\n"));
    return "\xEF\xBB\xBF" + body.toUtf8();
}

SwitchState readConfiguration(const Switch &sw, const QString &text)
{
    SwitchState state;
    SwitchEvidence::read(sw.platform, SwitchEvidence::File::RunningConfig, pasted(sw, text), state);
    state.index();
    return state;
}

QStringList readAndCompare(const Design &d, const Switch &sw, const QString &text)
{
    const SwitchState state = readConfiguration(sw, text);
    return state.problemTexts() + SwitchStateCheck::differences(SwitchPlan::forSwitch(d, sw), state);
}

} // namespace

class TestPlatforms : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // One driver per line of the registry, each its own platform, with the
    // data its folder holds; one spelling of each display name.
    void registry()
    {
        QCOMPARE(SwitchPlatforms::all().size(), std::size(EnumNames<SwitchPlatform>::entries));
        QSet<QString> names;
        for (std::size_t i = 0; i < SwitchPlatforms::all().size(); ++i) {
            const SwitchPlatformDriver &driver = *SwitchPlatforms::all()[i];
            QCOMPARE(int(driver.platform()), int(i));
            QCOMPARE(&SwitchPlatforms::driver(driver.platform()), &driver);
            QVERIFY(QDir(QStringLiteral(HVNET_PLATFORMS_DIR)).exists(driver.id()));
            const SwitchPlatformSpec &spec = driver.spec();
            QVERIFY2(spec.loadError().isEmpty(), qPrintable(spec.loadError()));
            QVERIFY(!driver.displayName().isEmpty());
            QVERIFY2(!names.contains(driver.displayName()), qPrintable(driver.displayName()));
            names.insert(driver.displayName());
        }
        QCOMPARE(SwitchPlatforms::driver(defaultSwitchPlatform).platform(), SwitchPlatform(0));
        // Every folder with a platform's data is registered.
        QStringList folders, ids;
        for (const QString &folder :
            QDir(QStringLiteral(HVNET_PLATFORMS_DIR)).entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            if (QFile::exists(QStringLiteral(HVNET_PLATFORMS_DIR "/%1/platform.json").arg(folder)))
                folders << folder;
        for (const SwitchPlatformDriver *driver : SwitchPlatforms::all())
            ids << driver->id();
        folders.sort();
        ids.sort();
        QCOMPARE(folders, ids);
    }

    // A platform is one folder and one line of the registry: no other source
    // file names it, neither by its id (the design file's spelling) nor by
    // its enumerator. Scanned: the product's folders and the build files.
    // Exempt, and why:
    // - platforms/<id>/: the platform's own folder (it names no other platform);
    // - platforms/registry.cmake: the registry, one line per platform;
    // - templates/starters/: designs, which choose their switches' platform as
    //   every design does (a user's design is data, not code);
    // - tools/make-rule-cases.py: it writes the rules' test designs, data of
    //   tests/ like the other fixtures;
    // - tests/: tests and their data pick platforms to exercise, as users do;
    // - docs/ and README.md: prose for people, which describes each platform;
    // - translations/: lupdate writes it from the sources checked here.
    // The checklist's id, "generic", is an ordinary word and not searched for.
    void namedOnlyInItsFolder()
    {
        const QDir root(QStringLiteral(HVNET_SOURCE_DIR));
        struct Name {
            QString platform;
            QRegularExpression id; // any case
            QString enumerator; // its case
        };
        std::vector<Name> names;
        for (const SwitchPlatformDriver *driver : SwitchPlatforms::readable()) {
            // The enumerator's spelling: each word of the id capitalised.
            QString enumerator;
            for (const QString &word : driver->id().split(QLatin1Char('-')))
                enumerator += word.left(1).toUpper() + word.mid(1);
            names.push_back({driver->id(),
                QRegularExpression(QRegularExpression::escape(driver->id()), QRegularExpression::CaseInsensitiveOption),
                enumerator});
        }
        const QStringList scanned{QStringLiteral("model"), QStringLiteral("plans"), QStringLiteral("platforms"),
            QStringLiteral("exporters"), QStringLiteral("live"), QStringLiteral("views"), QStringLiteral("app"),
            QStringLiteral("templates"), QStringLiteral("resources"), QStringLiteral("tools"), QStringLiteral(".ci")};
        QStringList files{QStringLiteral("CMakeLists.txt")};
        for (const QString &folder : scanned) {
            QDirIterator it(root.filePath(folder), QDir::Files | QDir::Hidden, QDirIterator::Subdirectories);
            while (it.hasNext())
                files << root.relativeFilePath(it.next());
        }
        QVERIFY(files.size() > 300);
        QStringList found;
        for (const QString &file : files) {
            if (file == QLatin1String("platforms/registry.cmake")
                || file.startsWith(QLatin1String("templates/starters/"))
                || file == QLatin1String("tools/make-rule-cases.py"))
                continue;
            QFile f(root.filePath(file));
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(file));
            const QStringList lines = QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'));
            for (const Name &name : names) {
                if (file.startsWith(QStringLiteral("platforms/%1/").arg(name.platform)))
                    continue;
                for (qsizetype i = 0; i < lines.size(); ++i)
                    if (name.id.match(lines[i]).hasMatch() || lines[i].contains(name.enumerator))
                        found << QStringLiteral("%1:%2 names %3").arg(file).arg(i + 1).arg(name.platform);
            }
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
    }

    // What every platform's data must hold; and a readable platform's driver
    // has readers, a command for each evidence file and its signatures.
    void platformData_data()
    {
        QTest::addColumn<int>("platform");
        for (const SwitchPlatformDriver *driver : SwitchPlatforms::all())
            QTest::newRow(qPrintable(driver->id())) << int(driver->platform());
    }
    void platformData()
    {
        QFETCH(int, platform);
        const SwitchPlatformDriver &driver = SwitchPlatforms::driver(SwitchPlatform(platform));
        const SwitchPlatformSpec &spec = driver.spec();
        QCOMPARE(spec.queues(), 8);
        if (driver.isChecklist()) {
            QVERIFY(!driver.configReader() && !driver.evidenceReader());
            QVERIFY(driver.signatures().empty());
            QVERIFY(driver.session().isEmpty() && driver.rollback().isEmpty() && driver.configEditing().isEmpty());
            return;
        }
        QVERIFY(spec.mtu() >= 9198);
        QVERIFY(!spec.firmwareLines().empty());
        QVERIFY(!spec.losslessMechanism().isEmpty());
        const SwitchPlatformSpec::Model &model = spec.defaultModel();
        QVERIFY(model.hostPorts().size() >= 24);
        QVERIFY(!model.uplinkPorts().isEmpty());
        for (const QString &port : model.hostPorts() + model.uplinkPorts())
            QVERIFY2(spec.isPortName(port) && spec.modelHasPort(model, port), qPrintable(port));
        QVERIFY(driver.configReader());
        QVERIFY(driver.evidenceReader());
        for (const SwitchEvidence::File kind : SwitchEvidence::files())
            QVERIFY(!driver.evidenceCommand(kind).isEmpty());
        QVERIFY(!driver.signatures().empty());
        for (const QRegularExpression &pattern : driver.signatures())
            QVERIFY2(pattern.isValid(), qPrintable(pattern.errorString()));
        // What the probe needs of its command line, with the document it
        // comes from: the prompt (it matches the prompt an administrator's
        // paste of the folder has), the error lines, the pager.
        const SwitchSession session = driver.session();
        QVERIFY(!session.source.isEmpty());
        const QRegularExpression prompt(session.prompt);
        QVERIFY2(prompt.isValid(), qPrintable(prompt.errorString()));
        const QString pastedPrompt = readersOf(driver)
                                         .value(QLatin1String("paste"))
                                         .toObject()
                                         .value(QLatin1String("prompt"))
                                         .toString()
                                         .arg(QStringLiteral("leaf-1"));
        QVERIFY2(prompt.match(pastedPrompt).hasMatch(), qPrintable(pastedPrompt));
        QVERIFY(!prompt.match(QStringLiteral("Ethernet1/1 is up")).hasMatch());
        QVERIFY(!session.errorLines.isEmpty());
        for (const QString &line : session.errorLines) {
            const QRegularExpression error(line);
            QVERIFY2(error.isValid(), qPrintable(error.errorString()));
            // No line of a recorded output is taken for a refusal.
            for (const QString &file : QDir(folderOf(driver)).entryList({QStringLiteral("*.txt")}, QDir::Files))
                for (const QString &outputLine : QString::fromUtf8(recorded(driver, file)).split(QLatin1Char('\n')))
                    QVERIFY2(!error.match(outputLine).hasMatch(), qPrintable(file + QLatin1String(": ") + outputLine));
        }
        // Where the command line is a vendor's CLI rather than a shell's, a
        // command turns its pager off.
        QCOMPARE(session.pagerOff.isEmpty(), session.channel == SwitchSession::Channel::Exec);
        // How a push would apply and take back its configuration, with its
        // document: a way back, by a command or by the switch itself.
        const ConfigRollback rollback = driver.rollback();
        QVERIFY(!rollback.mechanism.isEmpty());
        QVERIFY(!rollback.source.isEmpty());
        QVERIFY(rollback.apply.contains(QStringLiteral("<configuration>")));
        QVERIFY(!rollback.rollback.isEmpty() || rollback.revertsUnconfirmed);
        if (rollback.revertsUnconfirmed)
            QVERIFY(!rollback.confirm.isEmpty());
        // How its lines are changed one by one: a negation, and for blocks the command that leaves one.
        const ConfigEditing editing = driver.configEditing();
        QVERIFY(!editing.negation.isEmpty());
        QCOMPARE(editing.leave.isEmpty(), editing.form == ConfigEditing::Form::Lines);
        QCOMPARE(editing.set.isEmpty(), editing.form == ConfigEditing::Form::Blocks);
        for (const QString &pattern : editing.additive)
            QVERIFY2(QRegularExpression(pattern).isValid(), qPrintable(pattern));

        // The names the folder lists as the platform's or not.
        const QJsonObject names = readersOf(driver).value(QLatin1String("portNames")).toObject();
        for (const QJsonValue &v : names.value(QLatin1String("valid")).toArray())
            QVERIFY2(spec.isPortName(v.toString()), qPrintable(v.toString()));
        for (const QJsonValue &v : names.value(QLatin1String("invalid")).toArray())
            QVERIFY2(!spec.isPortName(v.toString()), qPrintable(v.toString()));
        for (const QJsonValue &v : names.value(QLatin1String("onDefaultModel")).toArray())
            QVERIFY2(spec.modelHasPort(model, v.toString()), qPrintable(v.toString()));
        for (const QJsonValue &v : names.value(QLatin1String("offDefaultModel")).toArray())
            QVERIFY2(!spec.modelHasPort(model, v.toString()), qPrintable(v.toString()));
    }

    // Every recorded output of every platform, read into one state per case.
    void recordedOutputs_data()
    {
        QTest::addColumn<int>("platform");
        QTest::addColumn<QJsonObject>("testCase");
        for (const SwitchPlatformDriver *driver : SwitchPlatforms::readable())
            for (const QJsonValue &c : readersOf(*driver).value(QLatin1String("cases")).toArray())
                QTest::newRow(qPrintable(driver->id() + QLatin1Char(' ') + c[QLatin1String("name")].toString()))
                    << int(driver->platform()) << c.toObject();
    }
    void recordedOutputs()
    {
        QFETCH(int, platform);
        QFETCH(QJsonObject, testCase);
        const SwitchPlatformDriver &driver = SwitchPlatforms::driver(SwitchPlatform(platform));
        SwitchState state;
        for (const QJsonValue &read : testCase.value(QLatin1String("read")).toArray()) {
            const auto kind = fileKind(read[0].toString());
            QVERIFY2(kind, qPrintable(read[0].toString()));
            SwitchEvidence::read(driver.platform(), *kind, recorded(driver, read[1].toString()), state);
        }
        state.index();
        // Everything read, field by field.
        golden::compareFile(folderOf(driver) + QLatin1Char('/')
                + caseId(testCase.value(QLatin1String("name")).toString()) + QStringLiteral(".expected.json"),
            switchstatejson::text(state));
        // What every reader keeps to: each row says where it starts.
        for (const LldpNeighbor &n : state.neighbors) {
            QVERIFY(n.line > 0);
            QVERIFY(!n.localPort.isEmpty());
        }
        for (const auto &[name, status] : state.pfcStatus)
            QVERIFY2(status.line > 0, qPrintable(name));

        // The look-ups, by other spellings of the names.
        const QJsonObject neighborsOn = testCase.value(QLatin1String("neighborsOn")).toObject();
        for (auto it = neighborsOn.begin(); it != neighborsOn.end(); ++it)
            QCOMPARE(int(state.neighborsOn(it.key()).size()), it.value().toInt());
        const QJsonObject ports = testCase.value(QLatin1String("port")).toObject();
        for (auto it = ports.begin(); it != ports.end(); ++it) {
            const SwitchState::Port *p = state.port(it.key());
            QVERIFY2(p, qPrintable(it.key()));
            QCOMPARE(p->name, it.value().toString());
        }
        const QJsonObject pfc = testCase.value(QLatin1String("pfcStatusOf")).toObject();
        for (auto it = pfc.begin(); it != pfc.end(); ++it) {
            const auto status = state.pfcStatusOf(it.key());
            if (it.value().isNull()) {
                QVERIFY2(!status, qPrintable(it.key()));
                continue;
            }
            QVERIFY2(status, qPrintable(it.key()));
            const QJsonObject got = switchstatejson::pfcStatus(*status);
            const QJsonObject want = it.value().toObject();
            for (auto field = want.begin(); field != want.end(); ++field)
                QCOMPARE(got.value(field.key()), field.value());
        }
        // Fields of a port, of the first neighbour on a port, and of the
        // state, named as in the expected file: what the case is about,
        // asserted apart from the whole.
        const auto compareFields = [](const QJsonObject &got, const QJsonObject &want, const QString &what) {
            for (auto field = want.begin(); field != want.end(); ++field)
                QVERIFY2(got.value(field.key()) == field.value(),
                    qPrintable(QStringLiteral("%1 %2: %3, not %4")
                                   .arg(what, field.key(),
                                       QString::fromUtf8(QJsonDocument(QJsonArray{got.value(field.key())}).toJson(
                                           QJsonDocument::Compact)),
                                       QString::fromUtf8(QJsonDocument(QJsonArray{field.value()}).toJson(
                                           QJsonDocument::Compact)))));
        };
        const QJsonObject portFields = testCase.value(QLatin1String("portFields")).toObject();
        for (auto it = portFields.begin(); it != portFields.end(); ++it) {
            const SwitchState::Port *p = state.port(it.key());
            QVERIFY2(p, qPrintable(it.key() + QStringLiteral(" is not read")));
            compareFields(switchstatejson::port(*p), it.value().toObject(), it.key());
        }
        const QJsonObject neighborFields = testCase.value(QLatin1String("neighborFields")).toObject();
        for (auto it = neighborFields.begin(); it != neighborFields.end(); ++it) {
            const auto on = state.neighborsOn(it.key());
            QVERIFY2(!on.empty(), qPrintable(QStringLiteral("no neighbour on ") + it.key()));
            compareFields(switchstatejson::neighbor(*on.front()), it.value().toObject(), it.key());
        }
        compareFields(switchstatejson::state(state), testCase.value(QLatin1String("stateFields")).toObject(),
            QStringLiteral("the state"));
        // Each expected problem is said, by a line that holds its words.
        for (const QJsonValue &words : testCase.value(QLatin1String("problems")).toArray()) {
            const QStringList said = state.problemTexts();
            QVERIFY2(std::any_of(said.begin(), said.end(),
                         [&words](const QString &p) { return p.contains(words.toString()); }),
                qPrintable(words.toString() + QStringLiteral(" is not said; said: ") + said.join(QLatin1String("; "))));
        }
        if (testCase.contains(QLatin1String("losslessQueues")))
            QCOMPARE(QJsonValue(switchstatejson::numbers(state.losslessQueues())),
                testCase.value(QLatin1String("losslessQueues")));
    }

    // Each platform's recorded outputs cover what its evidence reader reads
    // (LLDP and PFC), and every recorded output is read by a case.
    void everyOutputIsRead_data()
    {
        QTest::addColumn<int>("platform");
        for (const SwitchPlatformDriver *driver : SwitchPlatforms::readable())
            QTest::newRow(qPrintable(driver->id())) << int(driver->platform());
    }
    void everyOutputIsRead()
    {
        QFETCH(int, platform);
        const SwitchPlatformDriver &driver = SwitchPlatforms::driver(SwitchPlatform(platform));
        QSet<QString> read, kinds;
        for (const QJsonValue &c : readersOf(driver).value(QLatin1String("cases")).toArray())
            for (const QJsonValue &r : c[QLatin1String("read")].toArray()) {
                kinds.insert(r[0].toString());
                read.insert(r[1].toString());
            }
        QVERIFY(kinds.contains(QStringLiteral("lldp")));
        QVERIFY(kinds.contains(QStringLiteral("pfc")));
        const QStringList outputs
            = QDir(folderOf(driver))
                  .entryList({QStringLiteral("lldp*"), QStringLiteral("pfc*"), QStringLiteral("running-config*")},
                      QDir::Files);
        for (const QString &file : outputs)
            if (!file.endsWith(QLatin1String(".expected.json")))
                QVERIFY2(read.contains(file), qPrintable(file + QStringLiteral(" is read by no case")));
    }

    // Every generated configuration read back by its platform's reader and
    // compared with the plan: PFC exactly on the design's lossless priorities
    // on exactly the ports that carry them, each priority in its intended
    // queue, ETS shares as planned and adding up to 100, MTU, VLANs per port
    // and on the peer-link.
    void readBack_data()
    {
        QTest::addColumn<QString>("design");
        QTest::addColumn<int>("platform");
        for (const QString &d : designs())
            for (const SwitchPlatformDriver *driver : SwitchPlatforms::readable())
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(d, driver->id()))) << d << int(driver->platform());
    }
    void readBack()
    {
        QFETCH(QString, design);
        QFETCH(int, platform);
        const Design d = onPlatform(switchtests::design(design), enumString(SwitchPlatform(platform)));
        const auto texts = configs(d);
        for (const Switch &sw : d.switches) {
            const QStringList differences = readAndCompare(d, sw, texts.at(sw.name));
            QVERIFY2(differences.isEmpty(),
                qPrintable(sw.name + QStringLiteral(": ") + differences.join(QStringLiteral("; "))));
            // What the comparison of the live check reads beyond the plan's
            // numbers: every planned port a trunk, the no-drop policy, LLDP on.
            const SwitchState state = readConfiguration(sw, texts.at(sw.name));
            const SwitchPlan plan = SwitchPlan::forSwitch(d, sw);
            for (const SwitchPlan::Port &p : plan.ports)
                QCOMPARE(state.port(p.name)->mode, p.mode);
            const std::set<int> lossless(plan.lossless.begin(), plan.lossless.end());
            bool anyPfc = false;
            for (const SwitchPlan::Port &p : plan.ports)
                anyPfc = anyPfc || p.pfc;
            if (plan.qos && anyPfc)
                QCOMPARE(state.policyPfcPriorities, lossless);
            QCOMPARE(state.lldpEnabled, true);
        }
    }

    // A template typo cannot pass: each mutation of a generated text the
    // platform's folder lists is caught with its message. The readers apply
    // the platforms' documented defaults for what a text leaves out.
    void mutations_data()
    {
        QTest::addColumn<int>("platform");
        QTest::addColumn<QString>("from");
        QTest::addColumn<QString>("to");
        QTest::addColumn<QString>("expected");
        for (const SwitchPlatformDriver *driver : SwitchPlatforms::readable()) {
            const QJsonArray mutations = readersOf(*driver).value(QLatin1String("mutations")).toArray();
            QVERIFY2(!mutations.isEmpty(), qPrintable(driver->id()));
            for (const QJsonValue &m : mutations)
                QTest::newRow(qPrintable(driver->id() + QLatin1Char(' ') + m[QLatin1String("name")].toString()))
                    << int(driver->platform()) << m[QLatin1String("from")].toString()
                    << m[QLatin1String("to")].toString() << m[QLatin1String("expected")].toString();
        }
    }
    void mutations()
    {
        QFETCH(int, platform);
        QFETCH(QString, from);
        QFETCH(QString, to);
        QFETCH(QString, expected);
        const Design d = onPlatform(design(QStringLiteral("s2d-converged-set")), enumString(SwitchPlatform(platform)));
        QString text = configs(d).at(QStringLiteral("TOR-A"));
        QVERIFY2(readAndCompare(d, d.switches[0], text).isEmpty(), "the generated text reads back clean");
        const int at = int(text.indexOf(from));
        QVERIFY2(at >= 0, qPrintable(from));
        text.replace(at, from.size(), to);
        const QString differences = readAndCompare(d, d.switches[0], text).join(QStringLiteral("; "));
        QVERIFY2(differences.contains(expected), qPrintable(differences));
    }
};

QTEST_GUILESS_MAIN(TestPlatforms)
#include "tst_platforms.moc"

// The Ansible export, run through Debian's Ansible (tools/setup.sh installs
// it; without it the test fails, saying so): for each starter, a generated
// 256-host design and a design of hostile names, ansible-inventory reads the
// inventory and its groups are the design's clusters, roles, racks,
// platforms, pairs and stages; ansible-playbook --syntax-check passes every
// playbook (with its task files, imported statically, so every module name
// resolves) and each platform's apply file (included dynamically, checked
// through a playbook that imports it, where its collection is installed);
// every copied script's hash is the one the inventory states; names with
// YAML and Jinja specials, and names that look like numbers, booleans or null
// to YAML, come back from Ansible as the design's text, templated or not;
// each switch's .cfg.j2 renders to exactly its configuration. Golden files
// for one starter; the same design, the same bytes.

#include "exporters/exportrun.h"
#include "model/design.h"
#include "model/designgenerator.h"
#include "model/designreader.h"
#include "model/switchplatformspec.h"
#include "model/validation/validator.h"
#include "plans/filenames.h"
#include "templates/startercatalogue.h"
#include "tests/support/goldenfiles.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <map>

#include <nlohmann/json.hpp>

using namespace hvnet;
using json = nlohmann::json;

namespace {

Design starter(const QString &id)
{
    return *DesignReader::read(*StarterCatalogue::content(id)).design;
}

// Names that YAML or Jinja would take for something else, on every kind of
// object the inventory names.
Design hostile()
{
    Design d = starter(QStringLiteral("s2d-converged-set"));
    d.meta.name = QStringLiteral("{{ lookup('pipe', 'id') }} #: 'design' \"x\"");
    d.meta.revision = QStringLiteral("{% if true %}1{% endif %}");
    const QStringList names{QStringLiteral("{{ 7 * 7 }}"), QStringLiteral("{% raw %}: #n2"),
        QStringLiteral("*n3 &a !b"), QStringLiteral("&n4: 'q' \"dq\" #")};
    for (std::size_t i = 0; i < d.nodes.size() && i < std::size_t(names.size()); ++i) {
        d.nodes[i].name = names.at(int(i));
        d.nodes[i].rack = i % 2 ? QStringLiteral("!rack: #1 {{ x }}") : QStringLiteral("{# r #} 'rack'");
        d.nodes[i].management = ManagementEndpoint{QStringLiteral("{{ ansible_host_%1 }}").arg(i), 2222,
            QStringLiteral("&admin #%1: x").arg(i), {}};
    }
    d.clusters.front().name = QStringLiteral("\"c\" {{ cluster }}: #");
    for (std::size_t i = 0; i < d.switches.size(); ++i) {
        d.switches[i].name = QStringLiteral("{# sw #} !s%1: {{ x }}").arg(i);
        d.switches[i].management = ManagementEndpoint{QStringLiteral("sw%1.example").arg(i), {}, {}, {}};
    }
    return d;
}

// Text that YAML 1.1 would take for a number, a boolean or null when not
// quoted: ansible-core 2.19 did so even for quoted text tagged !unsafe.
Design lookalike()
{
    Design d = starter(QStringLiteral("s2d-converged-set"));
    d.meta.name = QStringLiteral("007");
    d.meta.revision = QStringLiteral("1.10");
    const QStringList racks{QStringLiteral("01"), QStringLiteral("0x1F"), QStringLiteral("1:20"),
        QStringLiteral("1e3")};
    for (std::size_t i = 0; i < d.nodes.size(); ++i) {
        d.nodes[i].rack = racks.at(int(i % racks.size()));
        d.nodes[i].management = ManagementEndpoint{QStringLiteral("10.0.0.%1").arg(i + 1), {},
            i % 2 ? QStringLiteral("~") : QStringLiteral("yes"), {}};
    }
    d.clusters.front().name = QStringLiteral("no");
    return d;
}

Design generated()
{
    DesignGenerator::Options options;
    options.hosts = 256;
    return DesignGenerator::generate(options);
}

Design variant(const QString &source)
{
    if (source == QLatin1String("generated-256"))
        return generated();
    if (source == QLatin1String("hostile"))
        return hostile();
    if (source == QLatin1String("lookalike"))
        return lookalike();
    return starter(source);
}

std::map<QString, QByteArray> exported(const Design &design)
{
    ExportRun::Request request;
    request.what = {QStringLiteral("ansible")};
    const ExportRun::Result run = ExportRun::run(design, Validator::run(design), request);
    if (!run.ok())
        qFatal("%s", qPrintable(run.error));
    std::map<QString, QByteArray> files;
    for (const ExportedFile &f : run.files)
        files[f.path] = f.content;
    return files;
}

// The export's ansible/ folder on disk, for Ansible to read.
QString writeFolder(const QTemporaryDir &dir, const std::map<QString, QByteArray> &files)
{
    for (const auto &[path, content] : files) {
        const QString target = dir.filePath(path);
        QDir().mkpath(QFileInfo(target).path());
        QFile out(target);
        if (!out.open(QIODevice::WriteOnly))
            qFatal("cannot write %s", qPrintable(target));
        out.write(content);
    }
    return dir.filePath(QStringLiteral("ansible"));
}

struct Run {
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
};

// An Ansible program in the folder, with its settings and temporary files
// kept beside it (never the user's ~/.ansible).
Run ansible(const QString &folder, const QString &program, const QStringList &arguments,
    const QStringList &environment = {})
{
    QProcess p;
    p.setWorkingDirectory(folder);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ANSIBLE_HOME"), folder + QStringLiteral("/.ansible-home"));
    env.insert(QStringLiteral("ANSIBLE_LOCAL_TEMP"), folder + QStringLiteral("/.ansible-tmp"));
    env.insert(QStringLiteral("ANSIBLE_NOCOLOR"), QStringLiteral("1"));
    for (const QString &e : environment)
        env.insert(e.section(QLatin1Char('='), 0, 0), e.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(env);
    p.start(program, arguments);
    p.waitForFinished(600000);
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
        p.readAllStandardError()};
}

// A value of ansible-inventory --list: text, or text tagged !unsafe, which
// it lists as {"__ansible_unsafe": text}.
QString str(const json &value)
{
    if (value.is_object() && value.contains("__ansible_unsafe"))
        return str(value["__ansible_unsafe"]);
    return value.is_string() ? QString::fromStdString(value.get<std::string>()) : QString();
}

// The hosts of a group of ansible-inventory --list, by their design names.
QSet<QString> members(json &inventory, const std::string &group, const char *nameVar)
{
    QSet<QString> names;
    const auto g = inventory.find(group);
    if (g == inventory.end() || !g->contains("hosts"))
        return names;
    for (const auto &host : (*g)["hosts"])
        names.insert(str(inventory["_meta"]["hostvars"][host.get<std::string>()][nameVar]));
    return names;
}

// The group whose variable `var` is `value`, by name.
std::string groupWith(json &inventory, const char *var, const QString &value)
{
    for (auto it = inventory.begin(); it != inventory.end(); ++it)
        if (it->is_object() && it->contains("vars") && str((*it)["vars"].value(var, json())) == value)
            return it.key();
    return {};
}

QSet<QString> nodeNames(const Design &design, const std::function<bool(const Node &)> &which)
{
    QSet<QString> names;
    for (const Node &n : design.nodes)
        if (which(n))
            names.insert(n.name);
    return names;
}

QString roleGroup(NodeRole role)
{
    switch (role) {
    case NodeRole::HyperVHost: return QStringLiteral("role_hyperv");
    case NodeRole::SofsNode: return QStringLiteral("role_sofs");
    case NodeRole::S2dNode: return QStringLiteral("role_s2d");
    case NodeRole::Other: break;
    }
    return QStringLiteral("role_other");
}

// The module an apply task file uses (its collection.name.module lines)
// that this machine's Ansible does not have, else empty. ansible-doc is asked
// once per module, in the folder as every Ansible program of the test.
QString missingModule(const QString &folder, const QByteArray &taskFile)
{
    static std::map<QString, bool> installed;
    static const QRegularExpression module(QStringLiteral("^  ([a-z0-9_]+\\.[a-z0-9_]+\\.[a-z0-9_]+):\\s*$"),
        QRegularExpression::MultilineOption);
    auto it = module.globalMatch(QString::fromUtf8(taskFile));
    while (it.hasNext()) {
        const QString name = it.next().captured(1);
        if (!installed.count(name)) {
            const Run doc = ansible(folder, QStringLiteral("ansible-doc"),
                {QStringLiteral("-t"), QStringLiteral("module"), QStringLiteral("-j"), name});
            const json listed = json::parse(doc.out.toStdString(), nullptr, false);
            installed[name] = doc.exitCode == 0 && listed.is_object() && listed.contains(name.toStdString());
        }
        if (!installed[name])
            return name;
    }
    return {};
}

} // namespace

class TestAnsible : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void ansibleIsInstalled()
    {
        for (const char *program : {"ansible", "ansible-playbook", "ansible-inventory"})
            QVERIFY2(!QStandardPaths::findExecutable(QLatin1String(program)).isEmpty(),
                qPrintable(QStringLiteral("%1 is missing: install Debian's ansible (tools/setup.sh does)")
                               .arg(QLatin1String(program))));
    }

    void everyDesign_data()
    {
        QTest::addColumn<QString>("source");
        for (const StarterTemplate &t : StarterCatalogue::all())
            QTest::newRow(qPrintable(t.id)) << t.id;
        QTest::newRow("generated-256") << QStringLiteral("generated-256");
        QTest::newRow("hostile") << QStringLiteral("hostile");
        QTest::newRow("lookalike") << QStringLiteral("lookalike");
    }

    // ansible-inventory reads it, and its groups are the design's.
    void everyDesign()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        const auto files = exported(design);
        QTemporaryDir dir;
        const QString folder = writeFolder(dir, files);

        const Run listed = ansible(folder, QStringLiteral("ansible-inventory"),
            {QStringLiteral("-i"), QStringLiteral("inventory.yml"), QStringLiteral("--list")});
        QVERIFY2(listed.exitCode == 0, listed.err.constData());
        QVERIFY2(!listed.err.contains("WARNING"), listed.err.constData());
        // As Ansible merges them, every host has the design's name.
        json merged = json::parse(listed.out.toStdString());
        QCOMPARE(int(merged["_meta"]["hostvars"].size()), int(design.nodes.size() + design.switches.size()));
        for (auto &vars : merged["_meta"]["hostvars"])
            QCOMPARE(str(vars["hvnet_design"]), design.meta.name);
        // With each group's variables where the inventory states them.
        const Run exportedList = ansible(folder, QStringLiteral("ansible-inventory"),
            {QStringLiteral("-i"), QStringLiteral("inventory.yml"), QStringLiteral("--list"), QStringLiteral("--export")});
        QVERIFY2(exportedList.exitCode == 0, exportedList.err.constData());
        json inventory = json::parse(exportedList.out.toStdString());
        json &hostvars = inventory["_meta"]["hostvars"];

        // Every node and switch, by its design name; every design value as written.
        QCOMPARE(members(inventory, "hvnet_hosts", "hvnet_node"), nodeNames(design, [](const Node &) { return true; }));
        QSet<QString> switches;
        for (const Switch &s : design.switches)
            switches.insert(s.name);
        QCOMPARE(members(inventory, "hvnet_switches", "hvnet_switch"), switches);
        QCOMPARE(str(inventory["all"]["vars"]["hvnet_design"]), design.meta.name);
        QCOMPARE(str(inventory["all"]["vars"]["hvnet_revision"]), design.meta.revision);
        for (auto it = hostvars.begin(); it != hostvars.end(); ++it) {
            json &vars = *it;
            if (!vars.contains("hvnet_node"))
                continue;
            const Node *node = nullptr;
            for (const Node &n : design.nodes)
                if (n.name == str(vars["hvnet_node"]))
                    node = &n;
            QVERIFY(node);
            QCOMPARE(str(vars.value("hvnet_rack", json())), node->rack);
            if (node->management) {
                QCOMPARE(str(vars["ansible_host"]), node->management->address);
                QCOMPARE(str(vars.value("ansible_user", json())), node->management->user);
                if (node->management->port)
                    QCOMPARE(vars["ansible_port"].get<int>(), *node->management->port);
            }
            // The scripts it runs are the exported ones.
            for (const char *script : {"hvnet_script", "hvnet_check", "hvnet_collect", "hvnet_cluster_script",
                     "hvnet_cluster_check"}) {
                if (!vars.contains(script))
                    continue;
                const QString path = QStringLiteral("ansible/") + str(vars[script]);
                QVERIFY2(files.count(path), qPrintable(path));
                QCOMPARE(str(vars[std::string(script) + "_sha256"]),
                    QString::fromLatin1(QCryptographicHash::hash(files.at(path), QCryptographicHash::Sha256).toHex()));
            }
        }
        for (const Switch &s : design.switches) {
            const std::string platform = groupWith(inventory, "hvnet_platform", enumString(s.platform));
            QVERIFY2(!platform.empty(), qPrintable(enumString(s.platform)));
            QVERIFY(members(inventory, platform, "hvnet_switch").contains(s.name));
        }

        // Groups per cluster (and its first member), role and rack.
        QSet<QString> firsts;
        for (const Cluster &c : design.clusters) {
            const std::string group = groupWith(inventory, "hvnet_cluster", c.name);
            QVERIFY2(!group.empty(), qPrintable(c.name));
            QSet<QString> expected;
            for (const QString &id : c.members)
                if (const Node *n = design.node(id))
                    expected.insert(n->name);
            QCOMPARE(members(inventory, group, "hvnet_node"), expected);
            if (!c.members.isEmpty())
                firsts.insert(design.node(c.members.front())->name);
        }
        QCOMPARE(members(inventory, "hvnet_cluster_first", "hvnet_node"), firsts);
        for (const Node &n : design.nodes) {
            QVERIFY(members(inventory, roleGroup(n.role).toStdString(), "hvnet_node").contains(n.name));
            if (!n.rack.isEmpty()) {
                const std::string rack = groupWith(inventory, "hvnet_rack", n.rack);
                QVERIFY2(!rack.empty(), qPrintable(n.rack));
                QCOMPARE(members(inventory, rack, "hvnet_node"),
                    nodeNames(design, [&n](const Node &m) { return m.rack == n.rack; }));
            }
        }

        // Pairs: the switches a peer link joins, one in each stage.
        std::map<QString, QString> switchOfPort;
        for (const Switch &s : design.switches)
            for (const SwitchPort &p : s.ports)
                switchOfPort[p.id] = s.name;
        const QSet<QString> stage1 = members(inventory, "hvnet_switch_stage1", "hvnet_switch");
        const QSet<QString> stage2 = members(inventory, "hvnet_switch_stage2", "hvnet_switch");
        QVERIFY(!stage1.intersects(stage2));
        int pairs = 0;
        for (const Link &l : design.links) {
            if (l.kind != LinkKind::PeerLink || !switchOfPort.count(l.a) || !switchOfPort.count(l.b))
                continue;
            const QString a = switchOfPort[l.a], b = switchOfPort[l.b];
            QVERIFY2((stage1.contains(a) && stage2.contains(b)) || (stage1.contains(b) && stage2.contains(a)),
                qPrintable(a + QStringLiteral(" / ") + b));
            bool grouped = false;
            for (auto it = inventory.begin(); it != inventory.end(); ++it)
                if (it.key().rfind("pair_", 0) == 0 && members(inventory, it.key(), "hvnet_switch") == QSet<QString>{a, b})
                    grouped = true;
            QVERIFY2(grouped, qPrintable(a + QStringLiteral(" / ") + b));
            ++pairs;
        }
        if (source == QLatin1String("s2d-converged-set"))
            QVERIFY(pairs > 0); // the test sees a pair where the design has one

        // The playbooks and task files are the same text for most designs
        // (the design is in the inventory, read above): each distinct set is
        // syntax-checked once per run, the others say which row checked it.
        static QHash<QByteArray, QString> checkedBy;
        QCryptographicHash playbookHash(QCryptographicHash::Sha256);
        for (const auto &[path, content] : files) {
            if (!path.startsWith(QLatin1String("ansible/")) || path == QLatin1String("ansible/inventory.yml")
                || !(path.endsWith(QLatin1String(".yml")) || path.endsWith(QLatin1String(".cfg"))))
                continue;
            playbookHash.addData(path.toUtf8());
            playbookHash.addData(QByteArrayView("\0", 1));
            playbookHash.addData(content);
            playbookHash.addData(QByteArrayView("\0", 1));
        }
        const QByteArray playbooks = playbookHash.result();
        const bool checkPlaybooks = !checkedBy.contains(playbooks);
        if (!checkPlaybooks)
            qInfo("the playbooks and task files are those %s checked", qPrintable(checkedBy.value(playbooks)));

        // Every playbook, with the task files it imports.
        for (const char *playbook : {"collect.yml", "deploy-hosts.yml", "deploy-switches.yml"}) {
            if (!checkPlaybooks)
                break;
            const Run checked = ansible(folder, QStringLiteral("ansible-playbook"),
                {QStringLiteral("--syntax-check"), QLatin1String(playbook)});
            QVERIFY2(checked.exitCode == 0, (QByteArray(playbook) + ": " + checked.out + checked.err).constData());
        }
        // Each platform's apply file, which the playbook includes only when a
        // switch needs it: one for each way a platform names, each checked
        // through a playbook that imports it, where the collection of its
        // module is installed.
        QSet<QString> ways, applyFiles;
        for (const auto &[platform, name] : EnumNames<SwitchPlatform>::entries)
            if (const QString way = SwitchPlatformSpec::of(platform).ansible().apply; way != QLatin1String("none"))
                ways.insert(QStringLiteral("ansible/tasks/apply-%1.yml").arg(way));
        for (const auto &[path, content] : files) {
            if (!path.startsWith(QLatin1String("ansible/tasks/apply-")))
                continue;
            applyFiles.insert(path);
            if (!checkPlaybooks)
                continue;
            const QString missing = missingModule(folder, content);
            if (!missing.isEmpty()) {
                qInfo("%s: not checked: %s is not installed here", qPrintable(path), qPrintable(missing));
                continue;
            }
            const QString task = path.mid(int(qstrlen("ansible/")));
            const QString wrapper = QStringLiteral("check-") + QFileInfo(path).fileName();
            QFile out(QDir(folder).filePath(wrapper));
            QVERIFY(out.open(QIODevice::WriteOnly));
            out.write(QStringLiteral("- hosts: hvnet_switches\n  gather_facts: false\n  tasks:\n"
                                     "    - ansible.builtin.import_tasks: %1\n")
                          .arg(task)
                          .toUtf8());
            out.close();
            const Run checked = ansible(folder, QStringLiteral("ansible-playbook"), {QStringLiteral("--syntax-check"), wrapper});
            QVERIFY2(checked.exitCode == 0, qPrintable(task + QStringLiteral(": ") + QString::fromUtf8(checked.out + checked.err)));
        }
        QCOMPARE(applyFiles, ways);
        checkedBy.insert(playbooks, source);
    }

    void hostileNamesStayData_data()
    {
        QTest::addColumn<QString>("source");
        QTest::newRow("hostile") << QStringLiteral("hostile");
        QTest::newRow("lookalike") << QStringLiteral("lookalike");
    }

    // Templated by Ansible, every value from the design is still its text.
    void hostileNamesStayData()
    {
        QFETCH(QString, source);
        const Design design = variant(source);
        const auto files = exported(design);
        QTemporaryDir dir;
        const QString folder = writeFolder(dir, files);
        const Run run = ansible(folder, QStringLiteral("ansible"),
            {QStringLiteral("hvnet_hosts"), QStringLiteral("-m"), QStringLiteral("ansible.builtin.debug"),
                QStringLiteral("-a"),
                QStringLiteral("msg={{ [hvnet_node, hvnet_design, hvnet_revision, ansible_host, ansible_user, "
                               "hvnet_rack, hvnet_cluster | default('')] }}")},
            {QStringLiteral("ANSIBLE_STDOUT_CALLBACK=json"), QStringLiteral("ANSIBLE_LOAD_CALLBACK_PLUGINS=1")});
        QVERIFY2(run.exitCode == 0, (run.out + run.err).constData());
        json result = json::parse(run.out.toStdString());
        json &hosts = result["plays"][0]["tasks"][0]["hosts"];
        QCOMPARE(int(hosts.size()), int(design.nodes.size()));
        for (const Node &n : design.nodes) {
            QString cluster;
            for (const Cluster &c : design.clusters)
                if (c.members.contains(n.id))
                    cluster = c.name;
            const QStringList expected{n.name, design.meta.name, design.meta.revision, n.management->address,
                n.management->user, n.rack, cluster};
            json &msg = hosts[safeFileName(n.name).replace(QLatin1Char(' '), QLatin1Char('_')).toStdString()]["msg"];
            QStringList got;
            for (const json &v : msg)
                got << str(v);
            QCOMPARE(got, expected);
        }
    }

    // The vendor modules template a configuration they read from a file: the
    // .cfg.j2 renders to exactly the exported configuration.
    void switchConfigurationsRenderToThemselves()
    {
        const Design design = hostile();
        ExportRun::Request request;
        request.what = {QStringLiteral("ansible"), QStringLiteral("switches")};
        const ExportRun::Result run = ExportRun::run(design, Validator::run(design), request);
        QVERIFY2(run.ok(), qPrintable(run.error));
        std::map<QString, QByteArray> files;
        for (const ExportedFile &f : run.files)
            files[f.path] = f.content;
        QTemporaryDir dir;
        const QString folder = writeFolder(dir, files);
        int rendered = 0;
        for (const Switch &s : design.switches) {
            const QString config = QStringLiteral("switches/%1.cfg").arg(safeFileName(s.name));
            QVERIFY2(files.count(config), qPrintable(config));
            QVERIFY(files.at(config).contains("{{") || files.at(config).contains("{#"));
            const Run out = ansible(folder, QStringLiteral("ansible"),
                {QStringLiteral("localhost"), QStringLiteral("-m"), QStringLiteral("ansible.builtin.copy"),
                    QStringLiteral("-a"),
                    QStringLiteral("content={{ lookup('ansible.builtin.template', playbook_dir ~ '/%1.j2') }} "
                                   "dest=%2")
                        .arg(config, dir.filePath(QStringLiteral("rendered.cfg")))},
                {QStringLiteral("ANSIBLE_PLAYBOOK_DIR=") + folder});
            QVERIFY2(out.exitCode == 0, (out.out + out.err).constData());
            QFile back(dir.filePath(QStringLiteral("rendered.cfg")));
            QVERIFY(back.open(QIODevice::ReadOnly));
            QCOMPARE(back.readAll(), files.at(config));
            ++rendered;
        }
        QVERIFY(rendered > 0);
    }

    void sameDesignSameBytes()
    {
        const Design design = hostile();
        QVERIFY(exported(design) == exported(design));
    }

    // The files of the folder that are hvnet's own (the copies of scripts
    // and configurations have their own golden files), and the list of all.
    // To accept a reviewed change: HVNET_UPDATE_GOLDEN=1 build/tests/tst_ansible.
    void golden()
    {
        const auto files = exported(starter(QStringLiteral("s2d-converged-set")));
        golden::Files kept;
        QByteArray listing;
        for (const auto &[path, content] : files) {
            listing += path.toUtf8() + '\n';
            if (path.endsWith(QLatin1String("inventory.yml")) || path.endsWith(QLatin1String("README.md")))
                kept.emplace_back(path.mid(int(qstrlen("ansible/"))), content);
        }
        kept.emplace_back(QStringLiteral("files.txt"), listing);
        golden::compareFolder(QStringLiteral(HVNET_TEST_DATA "/golden/ansible/s2d-converged-set"), kept);
    }
};

QTEST_GUILESS_MAIN(TestAnsible)
#include "tst_ansible.moc"

#include "ansibleexporter.h"

#include "exporters/collect/collectexporter.h"
#include "exporters/mustachetext.h"
#include "exporters/outputpaths.h"
#include "exporters/templatestore.h"
#include "model/design.h"
#include "model/designwriter.h"
#include "model/switchplatformspec.h"
#include "plans/filenames.h"
#include "plans/switchplan.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"

#include <QCoreApplication>
#include <QSet>

#include <map>

#include <kainjow/mustache.hpp>

namespace hvnet {

namespace {

namespace ms = kainjow::mustache;

struct AnsibleText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::AnsibleExporter)
};

const QString folder = QStringLiteral("ansible/");

// The files of the folder that do not depend on the design, as they are
// kept under templates/ansible/ (a user's templates folder may replace them).
const char *const staticFiles[] = {"ansible.cfg", "group_vars/all.yml", "collect.yml", "deploy-hosts.yml",
    "deploy-switches.yml", "tasks/host-script.yml", "tasks/switch-evidence.yml", "tasks/switch-apply.yml",
    "tasks/apply-nxos.yml", "tasks/apply-eos.yml", "tasks/apply-os10.yml", "tasks/apply-junos.yml",
    "tasks/apply-cli_config.yml", "tasks/apply-nvue.yml", "tasks/switch-gate.yml", "templates/output.txt.j2"};

// --- YAML ------------------------------------------------------------------

// A double-quoted YAML scalar: the only style in which every character can
// be written and none starts structure (a leading *, &, !, a ": " or " #").
QString quoted(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (u == '"' || u == '\\') {
            out += QLatin1Char('\\');
            out += c;
        } else if (u < 0x20 || (u >= 0x7f && u <= 0x9f)) {
            out += QStringLiteral("\\x%1").arg(int(u), 2, 16, QLatin1Char('0'));
        } else if (u == 0x2028 || u == 0x2029 || u == 0xfeff || c.isSurrogate()) {
            // Line separators and the byte order mark, written as escapes so
            // no reader takes them as layout; a surrogate pair stays one
            // character (both halves are escaped, which YAML joins again).
            out += QStringLiteral("\\u%1").arg(int(u), 4, 16, QLatin1Char('0'));
        } else {
            out += c;
        }
    }
    out += QLatin1Char('"');
    return out;
}

// A value from the design: text for Ansible, never a template, whatever it
// holds. A double-quoted scalar is text in every Ansible; only one that holds
// a brace can be a template ({{ }}, {% %}, {# #}), and only that one is tagged
// !unsafe. Not every value: ansible-core 2.19 (Debian 13) reads the text of an
// !unsafe scalar as if it were unquoted, so !unsafe "01" came back as the
// number 1, "1.10" as 1.1 and "yes" as true. A text with a brace is never
// read as a number, a boolean or null.
QString unsafe(const QString &text)
{
    return text.contains(QLatin1Char('{')) ? QStringLiteral("!unsafe ") + quoted(text) : quoted(text);
}

// A host's or group's variables, in the order they are set.
using Vars = std::vector<std::pair<QString, QString>>; // name, YAML text (a scalar, or a block that starts with \n)

// A group of the inventory: its variables and hosts.
struct Group {
    QString name;
    Vars vars;
    QStringList hosts;
    QString key = {}; // what the group stands for: the cluster's, rack's, platform's name
};

// Names Ansible takes for groups: lower-case letters, digits and '_', each
// name once; two design names that map to one get _2, _3 in design order.
class GroupNames
{
public:
    QString claim(const QString &prefix, const QString &text)
    {
        QString base = prefix;
        for (const QChar c : text.toLower())
            base += (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
                ? c
                : QLatin1Char('_');
        QString name = base;
        for (int n = 2; m_used.contains(name); ++n)
            name = QStringLiteral("%1_%2").arg(base).arg(n);
        m_used.insert(name);
        return name;
    }

private:
    QSet<QString> m_used{QStringLiteral("all"), QStringLiteral("ungrouped"), QStringLiteral("hvnet_hosts"),
        QStringLiteral("hvnet_switches"), QStringLiteral("hvnet_switch_stage1"), QStringLiteral("hvnet_switch_stage2"),
        QStringLiteral("hvnet_cluster_first")};
};

// The inventory name of a node or switch: its file-safe name with '_' for
// spaces (the name it is known by on the command line, --limit); the
// design's own name is the variable hvnet_node or hvnet_switch.
QString hostName(const QString &name)
{
    return safeFileName(name).replace(QLatin1Char(' '), QLatin1Char('_'));
}

void writeVars(QString &out, const Vars &vars, int indent)
{
    const QString pad(indent, QLatin1Char(' '));
    for (const auto &[name, value] : vars)
        out += pad + name + (value.startsWith(QLatin1Char('\n')) ? QStringLiteral(":") : QStringLiteral(": ")) + value
            + QLatin1Char('\n');
}

void endpointVars(Vars &vars, const std::optional<ManagementEndpoint> &endpoint)
{
    if (!endpoint)
        return;
    if (!endpoint->address.isEmpty())
        vars.emplace_back(QStringLiteral("ansible_host"), unsafe(endpoint->address));
    if (endpoint->port)
        vars.emplace_back(QStringLiteral("ansible_port"), QString::number(*endpoint->port));
    if (!endpoint->user.isEmpty())
        vars.emplace_back(QStringLiteral("ansible_user"), unsafe(endpoint->user));
    if (!endpoint->hostKey.isEmpty())
        vars.emplace_back(QStringLiteral("hvnet_host_key"), unsafe(endpoint->hostKey));
}

QString ansibleRoleName(NodeRole role)
{
    switch (role) {
    case NodeRole::HyperVHost: return QStringLiteral("hyperv");
    case NodeRole::SofsNode: return QStringLiteral("sofs");
    case NodeRole::S2dNode: return QStringLiteral("s2d");
    case NodeRole::Other: break;
    }
    return QStringLiteral("other");
}

// A configuration as a Jinja template that renders to exactly it: the
// vendor modules template their src file, so each {{, {% and {# of the
// text (a name in a comment) becomes an expression that prints it.
QByteArray jinjaLiteral(const QByteArray &text)
{
    QByteArray out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const char c = text.at(i);
        const char next = i + 1 < text.size() ? text.at(i + 1) : '\0';
        if (c == '{' && (next == '{' || next == '%' || next == '#')) {
            out += "{{ '{";
            out += next;
            out += "' }}";
            ++i;
        } else {
            out += c;
        }
    }
    return out;
}

// The switch each switch is joined to by a peer link, if any.
std::map<QString, const Switch *> peersOf(const Design &design)
{
    std::map<QString, const Switch *> owner; // port id -> switch
    for (const Switch &s : design.switches)
        for (const SwitchPort &p : s.ports)
            owner[p.id] = &s;
    std::map<QString, const Switch *> peers;
    for (const Link &l : design.links) {
        if (l.kind != LinkKind::PeerLink)
            continue;
        const auto a = owner.find(l.a), b = owner.find(l.b);
        if (a == owner.end() || b == owner.end() || a->second == b->second)
            continue;
        peers.emplace(a->second->id, b->second);
        peers.emplace(b->second->id, a->second);
    }
    return peers;
}

// Markdown text taken literally.
std::string ansibleMarkdown(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (QStringLiteral("\\`*_[]<>|#{}").contains(c))
            out += QLatin1Char('\\');
        out += c.unicode() < 0x20 ? QChar(QLatin1Char(' ')) : c;
    }
    return out.toStdString();
}

} // namespace

QString AnsibleExporter::progressText() const
{
    return QCoreApplication::translate("hvnet::ExportPreview", "Writing the Ansible inventory and playbooks");
}

ExportResult AnsibleExporter::run(ExportContext &context) const
{
    const Design &design = context.design;
    ExportResult result;
    std::map<QString, QByteArray> deliverables;
    for (const ExportedFile &f : context.deliverables)
        deliverables[f.path] = f.content;

    OutputPaths paths;
    auto add = [&](const QString &path, const QByteArray &content) {
        if (!paths.claim(folder + path)) {
            result.error = AnsibleText::tr("two files of the Ansible export would be written to %1; give the nodes, "
                                           "clusters and switches distinct names")
                               .arg(folder + path);
            return false;
        }
        result.files.push_back({folder + path, content});
        return true;
    };
    // A copied deliverable: under the same path in ansible/, and its hash.
    auto copy = [&](const QString &path, QString *hash) {
        const auto it = deliverables.find(path);
        if (it == deliverables.end()) {
            result.error = AnsibleText::tr("the Ansible export needs %1, which the export did not make").arg(path);
            return false;
        }
        *hash = QString::fromLatin1(sha256Hex(it->second));
        return add(path, it->second);
    };

    // Inventory names: each node and switch once, ignoring case as Windows does.
    OutputPaths hostNames;
    auto claimHost = [&](const QString &name) {
        if (hostNames.claim(hostName(name)))
            return true;
        result.error = AnsibleText::tr("two nodes or switches would both be %1 in the Ansible inventory; give them "
                                       "distinct names")
                           .arg(hostName(name));
        return false;
    };

    // The collect kit's scripts, by node.
    const ExportResult kit = CollectExporter(context.templates).run(design);
    if (!kit.ok())
        return {{}, kit.error};
    std::map<QString, QByteArray> kitFiles;
    for (const ExportedFile &f : kit.files)
        kitFiles[f.path] = f.content;

    GroupNames groupNames;
    std::vector<Group> clusters, roles, racks, platforms, pairs;
    Group clusterFirst{QStringLiteral("hvnet_cluster_first"), {}, {}};
    Group stage1{QStringLiteral("hvnet_switch_stage1"), {}, {}}, stage2{QStringLiteral("hvnet_switch_stage2"), {}, {}};
    // Puts a host into the group of `key`, made on first use with the
    // variable that names what it stands for.
    auto member = [&groupNames](std::vector<Group> &groups, const QString &prefix, const QString &key,
                      const QString &var, const QString &value, const QString &host) -> Group & {
        for (Group &g : groups)
            if (g.key == key) {
                g.hosts << host;
                return g;
            }
        groups.push_back({groupNames.claim(prefix, key), {{var, value}}, {host}, key});
        return groups.back();
    };

    // Clusters first, so each cluster's group name is fixed by design order.
    std::map<QString, QString> clusterOf; // node id -> cluster id
    for (const Cluster &c : design.clusters) {
        clusters.push_back(
            {groupNames.claim(QStringLiteral("cluster_"), c.name), {{QStringLiteral("hvnet_cluster"), unsafe(c.name)}}, {}, c.id});
        for (const QString &m : c.members)
            clusterOf.emplace(m, c.id);
    }

    // --- the nodes ---
    QString hostsText;
    for (const Node &node : design.nodes) {
        if (!claimHost(node.name))
            return {{}, result.error};
        const QString host = hostName(node.name);
        const QString file = safeFileName(node.name);
        Vars vars;
        endpointVars(vars, node.management);
        vars.emplace_back(QStringLiteral("hvnet_node"), unsafe(node.name));
        vars.emplace_back(QStringLiteral("hvnet_role"), quoted(ansibleRoleName(node.role)));
        if (!node.rack.isEmpty())
            vars.emplace_back(QStringLiteral("hvnet_rack"), unsafe(node.rack));
        QString hash;
        const QString script = QStringLiteral("powershell/%1.ps1").arg(file);
        const QString check = QStringLiteral("powershell/%1.check.ps1").arg(file);
        const QString collect = QStringLiteral("collect/%1.collect.ps1").arg(file);
        if (!copy(script, &hash))
            return {{}, result.error};
        vars.emplace_back(QStringLiteral("hvnet_script"), unsafe(script));
        vars.emplace_back(QStringLiteral("hvnet_script_sha256"), quoted(hash));
        if (!copy(check, &hash))
            return {{}, result.error};
        vars.emplace_back(QStringLiteral("hvnet_check"), unsafe(check));
        vars.emplace_back(QStringLiteral("hvnet_check_sha256"), quoted(hash));
        const auto kitScript = kitFiles.find(file + QStringLiteral(".collect.ps1"));
        if (kitScript == kitFiles.end() || !add(collect, kitScript->second))
            return {{}, result.error.isEmpty() ? AnsibleText::tr("the collect kit has no script for %1").arg(node.name) : result.error};
        vars.emplace_back(QStringLiteral("hvnet_collect"), unsafe(collect));
        vars.emplace_back(QStringLiteral("hvnet_collect_sha256"), quoted(QString::fromLatin1(sha256Hex(kitScript->second))));

        if (const auto c = clusterOf.find(node.id); c != clusterOf.end()) {
            const Cluster *cluster = design.cluster(c->second);
            vars.emplace_back(QStringLiteral("hvnet_cluster"), unsafe(cluster->name));
            member(clusters, {}, cluster->id, {}, {}, host);
            if (cluster->members.front() == node.id) {
                // The cluster's first member runs the cluster's own scripts.
                const QString base = QStringLiteral("powershell/") + safeFileName(cluster->name);
                for (const auto &[suffix, var] : {std::pair{".ps1", "hvnet_cluster_script"},
                         std::pair{".check.ps1", "hvnet_cluster_check"}}) {
                    if (!copy(base + QLatin1String(suffix), &hash))
                        return {{}, result.error};
                    vars.emplace_back(QLatin1String(var), unsafe(base + QLatin1String(suffix)));
                    vars.emplace_back(QLatin1String(var) + QStringLiteral("_sha256"), quoted(hash));
                }
                clusterFirst.hosts << host;
            }
        }
        member(roles, QStringLiteral("role_"), ansibleRoleName(node.role), QStringLiteral("hvnet_role"),
            quoted(ansibleRoleName(node.role)), host);
        if (!node.rack.isEmpty())
            member(racks, QStringLiteral("rack_"), node.rack, QStringLiteral("hvnet_rack"), unsafe(node.rack), host);
        hostsText += QStringLiteral("        %1:\n").arg(quoted(host));
        writeVars(hostsText, vars, 10);
    }

    // --- the switches ---
    const auto peers = peersOf(design);
    QString switchesText;
    std::map<QString, QString> pairOf; // switch id -> pair group
    for (const Switch &sw : design.switches) {
        if (!claimHost(sw.name))
            return {{}, result.error};
        const QString host = hostName(sw.name);
        const QString platform = enumString(sw.platform);
        const SwitchPlatformSpec::AnsibleWay &way = SwitchPlatformSpec::of(sw.platform).ansible();
        Vars vars;
        endpointVars(vars, sw.management);
        vars.emplace_back(QStringLiteral("hvnet_switch"), unsafe(sw.name));
        vars.emplace_back(QStringLiteral("hvnet_folder"), unsafe(safeFileName(sw.name)));
        Group &platformGroup
            = member(platforms, QStringLiteral("platform_"), platform, QStringLiteral("hvnet_platform"), quoted(platform), host);
        if (platformGroup.hosts.size() == 1) {
            // Each platform's way in: connection, network OS, how its configuration is applied.
            Vars &pv = platformGroup.vars;
            if (!way.connection.isEmpty())
                pv.emplace_back(QStringLiteral("ansible_connection"), quoted(way.connection));
            if (!way.networkOs.isEmpty())
                pv.emplace_back(QStringLiteral("ansible_network_os"), quoted(way.networkOs));
            if (way.become) {
                pv.emplace_back(QStringLiteral("ansible_become"), QStringLiteral("true"));
                pv.emplace_back(QStringLiteral("ansible_become_method"), quoted(QStringLiteral("enable")));
            }
            pv.emplace_back(QStringLiteral("hvnet_apply"), quoted(way.apply));
        }
        if (way.apply != QLatin1String("none")) {
            const QString cfg = QStringLiteral("switches/%1.cfg").arg(safeFileName(sw.name));
            const auto it = deliverables.find(cfg);
            if (it == deliverables.end())
                return {{}, AnsibleText::tr("the Ansible export needs %1, which the export did not make").arg(cfg)};
            if (!add(cfg + QStringLiteral(".j2"), jinjaLiteral(it->second)))
                return {{}, result.error};
            vars.emplace_back(QStringLiteral("hvnet_config"), unsafe(cfg + QStringLiteral(".j2")));
            vars.emplace_back(QStringLiteral("hvnet_config_sha256"), quoted(QString::fromLatin1(sha256Hex(it->second))));
            QString commands;
            for (const CollectExporter::SwitchCommand &c : CollectExporter::switchCommands(sw)) {
                commands += QStringLiteral("\n            - file: %1\n              command: %2\n              optional: %3")
                                .arg(quoted(c.file), unsafe(c.command), c.optional ? QStringLiteral("true")
                                                                                   : QStringLiteral("false"));
                if (c.file == SwitchEvidence::fileName(SwitchEvidence::File::RunningConfig))
                    vars.emplace_back(QStringLiteral("hvnet_backup_command"), unsafe(c.command));
            }
            vars.emplace_back(QStringLiteral("hvnet_commands"), commands.isEmpty() ? QStringLiteral("[]") : commands);
            // The pair: the primary of its redundancy domain (else the switch
            // listed first) deploys in the first stage, its partner after it.
            bool first = true;
            if (const auto p = peers.find(sw.id); p != peers.end()) {
                const Switch *peer = p->second;
                const SwitchPlan plan = SwitchPlan::forSwitch(design, sw);
                if (plan.redundancy)
                    first = plan.redundancy->primary;
                else
                    for (const Switch &s : design.switches)
                        if (s.id == sw.id || s.id == peer->id) {
                            first = s.id == sw.id;
                            break;
                        }
                QString pair = pairOf.count(peer->id) ? pairOf[peer->id] : QString();
                if (pair.isEmpty()) {
                    const QString key = sw.name + QLatin1Char('_') + peer->name;
                    pair = groupNames.claim(QStringLiteral("pair_"), key);
                    pairs.push_back({pair, {{QStringLiteral("hvnet_pair"), QStringLiteral("[%1, %2]").arg(unsafe(sw.name), unsafe(peer->name))}}, {}});
                }
                pairOf[sw.id] = pair;
                for (Group &g : pairs)
                    if (g.name == pair)
                        g.hosts << host;
                vars.emplace_back(QStringLiteral("hvnet_peer"), unsafe(peer->name));
            }
            vars.emplace_back(QStringLiteral("hvnet_stage"), first ? QStringLiteral("1") : QStringLiteral("2"));
            (first ? stage1 : stage2).hosts << host;
        }
        switchesText += QStringLiteral("        %1:\n").arg(quoted(host));
        writeVars(switchesText, vars, 10);
    }
    // --- inventory.yml ---
    QString inv;
    inv += QStringLiteral("# hvnet Ansible inventory (hvnet %1): export the design again rather than edit it.\n")
               .arg(QStringLiteral(HVNET_VERSION));
    inv += QStringLiteral("# Every value from the design is quoted text; one with a brace is !unsafe, never a template.\n"
                          "# No secrets: credentials come from Ansible Vault or the environment (README.md).\n");
    inv += QStringLiteral("all:\n  vars:\n");
    writeVars(inv,
        {{QStringLiteral("hvnet_design"), unsafe(design.meta.name)},
            {QStringLiteral("hvnet_revision"), unsafe(design.meta.revision)},
            {QStringLiteral("hvnet_version"), quoted(QStringLiteral(HVNET_VERSION))}},
        4);
    inv += QStringLiteral("  children:\n");
    inv += QStringLiteral("    hvnet_hosts:\n      vars:\n");
    writeVars(inv,
        {{QStringLiteral("ansible_connection"), quoted(QStringLiteral("ssh"))},
            {QStringLiteral("ansible_shell_type"), quoted(QStringLiteral("powershell"))}},
        8);
    inv += hostsText.isEmpty() ? QStringLiteral("      hosts: {}\n") : QStringLiteral("      hosts:\n") + hostsText;
    inv += QStringLiteral("    hvnet_switches:\n");
    inv += switchesText.isEmpty() ? QStringLiteral("      hosts: {}\n") : QStringLiteral("      hosts:\n") + switchesText;
    auto writeGroup = [&inv](const Group &g) {
        inv += QStringLiteral("    %1:\n").arg(g.name);
        if (!g.vars.empty()) {
            inv += QStringLiteral("      vars:\n");
            writeVars(inv, g.vars, 8);
        }
        if (g.hosts.isEmpty()) {
            inv += QStringLiteral("      hosts: {}\n");
            return;
        }
        inv += QStringLiteral("      hosts:\n");
        for (const QString &h : g.hosts)
            inv += QStringLiteral("        %1: {}\n").arg(quoted(h));
    };
    writeGroup(clusterFirst);
    writeGroup(stage1);
    writeGroup(stage2);
    for (const std::vector<Group> *groups : {&clusters, &roles, &racks, &platforms, &pairs})
        for (const Group &g : *groups)
            writeGroup(g);
    if (!add(QStringLiteral("inventory.yml"), inv.toUtf8()))
        return {{}, result.error};

    // --- what does not depend on the design, and the design itself ---
    for (const char *name : staticFiles) {
        QString error;
        const auto text = context.templates.load(QStringLiteral("ansible/") + QLatin1String(name), &error);
        if (!text)
            return {{}, error};
        if (!add(QLatin1String(name), text->toUtf8()))
            return {{}, result.error};
    }
    if (!add(QStringLiteral("design.hvnet"), DesignWriter::write(design)))
        return {{}, result.error};

    QString error;
    const auto readme = context.templates.load(QStringLiteral("ansible/README.md.mustache"), &error);
    if (!readme)
        return {{}, error};
    ms::data data;
    data.set("design", ansibleMarkdown(design.meta.name));
    data.set("version", HVNET_VERSION);
    data.set("nodes", std::to_string(design.nodes.size()));
    data.set("switches", std::to_string(design.switches.size()));
    ms::data missing(ms::data::type::list);
    for (const Node &n : design.nodes)
        if (!n.management || n.management->address.isEmpty())
            missing.push_back(ms::data("name", ansibleMarkdown(n.name)));
    for (const Switch &s : design.switches)
        if (!s.management || s.management->address.isEmpty())
            missing.push_back(ms::data("name", ansibleMarkdown(s.name)));
    data.set("hasMissing", !missing.is_empty_list());
    data.set("missing", missing);
    QString problem;
    const auto out = MustacheText::render(readme->toStdString(), data, {}, &problem);
    if (!out)
        return {{}, AnsibleText::tr("template ansible/README.md.mustache: %1").arg(problem)};
    // The template's opening comment leaves an empty line.
    QByteArray readmeText = QByteArray::fromStdString(*out);
    while (readmeText.startsWith('\n'))
        readmeText.remove(0, 1);
    if (!add(QStringLiteral("README.md"), readmeText))
        return {{}, result.error};
    return result;
}

} // namespace hvnet

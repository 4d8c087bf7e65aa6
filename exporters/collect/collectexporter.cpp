#include "collectexporter.h"

#include "exporters/mustachetext.h"
#include "exporters/outputpaths.h"
#include "exporters/powershell/scripttext.h"
#include "exporters/templatestore.h"
#include "model/design.h"
#include "model/textsafety.h"
#include "plans/evidence/collectschema.h"
#include "plans/filenames.h"
#include "plans/hostplan.h"
#include "plans/psliteral.h"
#include "plans/storagepaths.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <kainjow/mustache.hpp>
#include <nlohmann/json.hpp>

namespace hvnet {

namespace {

namespace ms = kainjow::mustache;

struct CollectText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::CollectExporter)
};

// Text in a Markdown table cell or line, taken literally.
std::string collectMarkdown(const QString &text)
{
    QString out;
    for (const QChar c : text) {
        if (QStringLiteral("\\`*_[]<>|#").contains(c))
            out += QLatin1Char('\\');
        out += c;
    }
    return mustacheText(out);
}

// One section's fields as the script's ConvertTo-HvRow takes them:
// @('Name|text', 'RoleValue|int|Role', ...).
std::string fieldList(const CollectedSection &section)
{
    QStringList specs;
    for (const CollectedField &f : section.fields) {
        QString spec = QLatin1String(f.name) + QLatin1Char('|') + CollectSchema::typeName(f.type);
        if (f.source)
            spec += QLatin1Char('|') + QLatin1String(f.source);
        specs << spec;
    }
    return mustacheText(psArray(specs));
}

QString byLine()
{
    return QStringLiteral("hvnet %1 collect script").arg(QStringLiteral(HVNET_VERSION));
}

bool isAtcCapable(OsVersion os)
{
    return os == OsVersion::Ws2025 || os == OsVersion::AzureLocal;
}

ms::data nodeData(const Design &design, const Node &node, const StoragePathIndex &storagePaths)
{
    const HostPlan plan = HostPlan::forNode(design, node);
    ms::data d;
    d.set("design", mustacheText(design.meta.name));
    d.set("revision", mustacheText(design.meta.revision.isEmpty() ? QStringLiteral("-") : design.meta.revision));
    d.set("version", HVNET_VERSION);
    d.set("node", mustacheText(node.name));
    d.set("os", std::string(enumName(plan.os)));
    d.set("fileName", mustacheText(safeFileName(node.name)));
    d.set("fileNameLiteral", mustachePsLiteral(safeFileName(node.name)));
    d.set("nodeLiteral", mustachePsLiteral(node.name));
    d.set("designLiteral", mustachePsLiteral(design.meta.name));
    d.set("revisionLiteral", mustachePsLiteral(design.meta.revision));
    d.set("byLiteral", mustachePsLiteral(byLine()));
    ms::data fields;
    for (const CollectedSection &section : CollectSchema::sections())
        fields.set(section.key, fieldList(section));
    d.set("fields", fields);
    d.set("hyperV", plan.features.contains(QStringLiteral("Hyper-V")));
    d.set("cluster", !plan.cluster.isEmpty());
    d.set("networkAtc", isAtcCapable(plan.os));
    d.set("smbInstances", mustacheText(psArray(StoragePath::smbInstancesOf(node))));
    ms::data paths(ms::data::type::list);
    for (const StoragePath &p : storagePaths.fromNode(node)) {
        ms::data o;
        o.set("from", mustachePsLiteral(p.alias));
        o.set("source", mustachePsLiteral(p.source));
        o.set("peer", mustachePsLiteral(p.peerNode));
        o.set("target", mustachePsLiteral(p.target));
        o.set("mtu", std::to_string(p.mtu));
        QStringList ports;
        for (int port : p.ports())
            ports << QString::number(port);
        o.set("ports", mustacheText(QStringLiteral("@(%1)").arg(ports.join(QStringLiteral(", ")))));
        o.set("instances", mustacheText(psArray(p.smbInstances)));
        paths.push_back(o);
    }
    d.set("hasPaths", !paths.is_empty_list());
    d.set("paths", paths);
    return d;
}

// Who is at the other end of a switch port's cable: "S2D01 / SLOT 3 Port 1".
QString peerOf(const Design &design, const QString &portId)
{
    for (const Link &l : design.links) {
        const QString other = l.a == portId ? l.b : (l.b == portId ? l.a : QString());
        if (other.isEmpty())
            continue;
        for (const Node &n : design.nodes)
            if (const Adapter *a = n.adapter(other))
                return QStringLiteral("%1 / %2").arg(n.name, a->name);
        for (const Switch &s : design.switches)
            if (const SwitchPort *p = s.port(other))
                return QStringLiteral("%1 / %2").arg(s.name, p->name);
    }
    return {};
}

// The commands of one evidence file: "<port>" in the platform's command
// means once per planned port, in the design's order.
QStringList commandsFor(const SwitchPlatformDriver &driver, const Switch &sw, const QString &command)
{
    if (!command.contains(QLatin1String("<port>")))
        return {command};
    QStringList commands;
    for (const SwitchPort &p : sw.ports)
        commands << QString(command).replace(QLatin1String("<port>"), driver.portArgument(p.name));
    return commands;
}

ms::data collectSwitchData(const Design &design, const Switch &sw)
{
    ms::data d;
    d.set("switch", mustacheText(sw.name));
    d.set("design", mustacheText(design.meta.name));
    d.set("revision", mustacheText(design.meta.revision.isEmpty() ? QStringLiteral("-") : design.meta.revision));
    d.set("version", HVNET_VERSION);
    const SwitchPlatformDriver &driver = SwitchPlatforms::driver(sw.platform);
    d.set("platformName", mustacheText(driver.displayName()));
    if (!sw.model.isEmpty())
        d.set("model", mustacheText(sw.model));
    d.set("generic", driver.isChecklist());
    // The commands and their files come from the platform's driver, the one
    // place that knows them and whose readers take their output.
    ms::data files(ms::data::type::list);
    if (!driver.isChecklist())
        for (const SwitchEvidence::File file : SwitchEvidence::files()) {
            const QString command = driver.evidenceCommand(file);
            ms::data f;
            f.set("file", mustacheText(SwitchEvidence::fileName(file)));
            f.set("optional", SwitchEvidence::isOptional(file));
            f.set("perPort", command.contains(QLatin1String("<port>")));
            ms::data commands(ms::data::type::list);
            for (const QString &one : commandsFor(driver, sw, command))
                commands.push_back(ms::data("command", mustacheText(one)));
            f.set("commands", commands);
            ms::data alternatives(ms::data::type::list);
            for (const QString &other : driver.alternativeCommands(file))
                alternatives.push_back(ms::data("command", mustacheText(other)));
            f.set("alternatives", alternatives);
            files.push_back(f);
        }
    d.set("files", files);
    ms::data ports(ms::data::type::list);
    for (const SwitchPort &p : sw.ports) {
        ms::data o;
        o.set("name", mustacheText(p.name));
        if (const QString peer = peerOf(design, p.id); !peer.isEmpty())
            o.set("peer", mustacheText(peer));
        ports.push_back(o);
    }
    d.set("hasPorts", !ports.is_empty_list());
    d.set("ports", ports);
    return d;
}

// Text files for people: UTF-8 without a byte order mark, LF (Windows'
// editors read both); runs of empty lines that template sections leave become one.
QByteArray plainText(const std::string &text)
{
    QByteArray out;
    out.reserve(qsizetype(text.size()));
    int newlines = 2;
    for (char c : text) {
        if (c == '\n' && ++newlines > 2)
            continue;
        if (c != '\n')
            newlines = 0;
        out += c;
    }
    return out;
}

// Names that reach the kit's text files: switch and port names too, which
// the scripts never carry.
QString unsafeKitValue(const Design &design)
{
    if (const QString problem = unsafeScriptValue(design); !problem.isEmpty())
        return problem;
    for (const Switch &s : design.switches) {
        QStringList values{s.name, s.model};
        for (const SwitchPort &p : s.ports)
            values << p.name;
        for (const QString &value : values)
            if (controlCharacterAt(value) >= 0)
                return CollectText::tr("switch \"%1\": a name contains a control character, which no file of the "
                                       "kit can carry safely; fix it in the design")
                    .arg(withoutControlCharacters(s.name));
    }
    return {};
}

} // namespace

std::vector<CollectExporter::SwitchCommand> CollectExporter::switchCommands(const Switch &sw)
{
    std::vector<SwitchCommand> out;
    const SwitchPlatformDriver &driver = SwitchPlatforms::driver(sw.platform);
    if (driver.isChecklist())
        return out;
    for (const SwitchEvidence::File file : SwitchEvidence::files())
        for (const QString &command : commandsFor(driver, sw, driver.evidenceCommand(file)))
            if (!command.isEmpty())
                out.push_back({SwitchEvidence::fileName(file), command, SwitchEvidence::isOptional(file)});
    return out;
}

ExportResult CollectExporter::run(const Design &design, const QString &language) const
{
    ExportResult result;
    if (const QString problem = unsafeKitValue(design); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    QString error;
    auto load = [&](const QString &path) -> std::optional<std::string> {
        const auto text = m_templates.load(path, &error);
        if (!text) {
            result.error = error;
            return std::nullopt;
        }
        return text->toStdString();
    };
    auto render = [&](const std::string &text, const QString &which, const ms::data &data) -> std::optional<std::string> {
        QString problem;
        auto out = MustacheText::render(text, data, {}, &problem);
        if (!out)
            result.error = CollectText::tr("template %1: %2").arg(which, problem);
        return out;
    };

    const QString scriptPath = QStringLiteral("collect/collect.ps1.mustache");
    const QString switchPath = QStringLiteral("collect/switch.txt.mustache");
    const QString manifestPath = QStringLiteral("collect/evidence.json.mustache");
    QString readmePath = QStringLiteral("collect/README.md.mustache");
    if (!language.isEmpty() && language != QLatin1String("en")) {
        const QString localized = QStringLiteral("collect/README.%1.md.mustache").arg(language);
        if (m_templates.load(localized, nullptr))
            readmePath = localized;
    }
    const auto script = load(scriptPath);
    const auto switchText = load(switchPath);
    const auto manifest = load(manifestPath);
    const auto readme = load(readmePath);
    if (!script || !switchText || !manifest || !readme)
        return {{}, result.error};

    OutputPaths paths;
    auto add = [&](const QString &path, const QByteArray &content) {
        if (!paths.claim(path)) {
            result.error = CollectText::tr("two files of the kit would be written to %1; give the nodes and switches "
                                           "distinct names")
                               .arg(path);
            return false;
        }
        result.files.push_back({path, content});
        return true;
    };

    ms::data nodes(ms::data::type::list);
    const StoragePathIndex storagePaths(design);
    for (const Node &node : design.nodes) {
        const auto out = render(*script, scriptPath, nodeData(design, node, storagePaths));
        if (!out || !add(safeFileName(node.name) + QStringLiteral(".collect.ps1"), windowsScriptText(*out)))
            return {{}, result.error};
        ms::data o;
        o.set("name", collectMarkdown(node.name));
        o.set("file", mustacheText(safeFileName(node.name)));
        nodes.push_back(o);
    }
    ms::data switches(ms::data::type::list);
    for (const Switch &sw : design.switches) {
        const QString folder = safeFileName(sw.name);
        const auto out = render(*switchText, switchPath, collectSwitchData(design, sw));
        if (!out || !add(QStringLiteral("switches/%1/commands.txt").arg(folder), plainText(*out)))
            return {{}, result.error};
        ms::data o;
        o.set("name", collectMarkdown(sw.name));
        o.set("platform", collectMarkdown(SwitchPlatforms::driver(sw.platform).displayName()));
        o.set("folder", mustacheText(folder));
        switches.push_back(o);
    }

    ms::data kit;
    kit.set("design", collectMarkdown(design.meta.name));
    kit.set("revision", collectMarkdown(design.meta.revision.isEmpty() ? QStringLiteral("-") : design.meta.revision));
    kit.set("version", HVNET_VERSION);
    kit.set("nodes", nodes);
    kit.set("switches", switches);
    kit.set("hasSwitches", !switches.is_empty_list());
    const auto readmeOut = render(*readme, readmePath, kit);
    if (!readmeOut || !add(QStringLiteral("README.md"), plainText(*readmeOut)))
        return {{}, result.error};

    ms::data manifestData;
    manifestData.set("designJson", nlohmann::json(mustacheText(design.meta.name)).dump());
    manifestData.set("byJson", nlohmann::json(mustacheText(QStringLiteral("hvnet %1 collect kit").arg(QStringLiteral(HVNET_VERSION)))).dump());
    const auto manifestOut = render(*manifest, manifestPath, manifestData);
    if (!manifestOut || !add(QStringLiteral("evidence.json"), plainText(*manifestOut)))
        return {{}, result.error};
    return result;
}

} // namespace hvnet

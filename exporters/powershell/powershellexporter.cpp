#include "powershellexporter.h"

#include "clusterplan.h"
#include "design.h"
#include "filenames.h"
#include "hostplan.h"
#include "scriptdata.h"
#include "templatestore.h"
#include "textsafety.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <kainjow/mustache.hpp>

namespace hvnet {

namespace {

namespace ms = kainjow::mustache;

struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::PowerShellExporter)
};

// PowerShell 5.1 reads a script as ANSI unless it starts with a byte order
// mark, and Windows tools expect CRLF. Sections the design does not need leave
// empty lines behind in the template; runs of them become one.
QByteArray windowsText(const std::string &text)
{
    QByteArray out("\xEF\xBB\xBF");
    out.reserve(qsizetype(text.size() + text.size() / 20 + 3));
    int newlines = 2; // and none before the first line
    for (char c : text) {
        if (c == '\r')
            continue;
        if (c == '\n') {
            if (++newlines > 2)
                continue;
            out += '\r';
        } else {
            newlines = 0;
        }
        out += c;
    }
    return out;
}

// Every text of the design that reaches a script: refused when a control
// character or line separator could break out of a comment or a line.
QString unsafeValue(const Design &design)
{
    QStringList values{design.meta.name, design.meta.revision};
    for (const Subnet &s : design.subnets)
        values << s.name << s.gateway << s.dns;
    for (const Cluster &c : design.clusters)
        values << c.name << c.accessPoint;
    for (const Node &n : design.nodes) {
        values << n.name;
        for (const Adapter &a : n.adapters)
            values << a.name;
        for (const Team &t : n.teams)
            values << t.name;
        for (const VSwitch &v : n.vswitches)
            values << v.name;
        for (const Interface &i : n.interfaces)
            values << i.name << i.address;
        for (const SmbConstraint &c : n.smbConstraints)
            values << c.server;
        for (const QosClass &c : design.qos.classes)
            values << c.name;
    }
    for (const QString &value : values) {
        const qsizetype at = controlCharacterAt(value);
        if (at >= 0)
            return ExportText::tr(
                "\"%1\" contains a control character (U+%2) at position %3, which no script can carry "
                "safely; fix it in the design")
                .arg(QString(value).replace(
                    QRegularExpression(QStringLiteral("[\\x00-\\x1f\\x7f-\\x9f\\x{2028}\\x{2029}]")),
                    QStringLiteral("?")))
                .arg(value.at(at).unicode(), 4, 16, QLatin1Char('0'))
                .arg(at + 1);
    }
    return {};
}

} // namespace

ExportResult PowerShellExporter::run(const Design &design) const
{
    ExportResult result;
    if (const QString problem = unsafeValue(design); !problem.isEmpty()) {
        result.error = problem;
        return result;
    }
    QString error;
    // The scripts, and the partials they include by name ({{> steps}}).
    const QStringList partialNames{QStringLiteral("common"), QStringLiteral("results"), QStringLiteral("verify"),
        QStringLiteral("steps"), QStringLiteral("preflight"), QStringLiteral("phases"), QStringLiteral("sync"),
        QStringLiteral("clusterverify"),
        QStringLiteral("clustersteps")};
    std::map<std::string, std::string> partials;
    for (const QString &name : partialNames) {
        const auto text = m_templates.load(QStringLiteral("powershell/%1.ps1.mustache").arg(name), &error);
        if (!text) {
            result.error = error;
            return result;
        }
        partials[name.toStdString()] = text->toStdString();
    }
    std::map<QString, QString> scripts;
    for (const char *name : {"node", "check", "cluster", "clustercheck"}) {
        const QString path = QStringLiteral("powershell/%1.ps1.mustache").arg(QLatin1String(name));
        const auto text = m_templates.load(path, &error);
        if (!text) {
            result.error = error;
            return result;
        }
        scripts[path] = *text;
    }
    auto render = [&](const QString &which, ms::data data, const QString &path) -> bool {
        ms::mustache tmpl(scripts.at(which).toStdString());
        tmpl.set_custom_escape([](const std::string &s) { return s; });
        if (!tmpl.is_valid()) {
            result.error = ExportText::tr("template %1: %2").arg(which, QString::fromStdString(tmpl.error_message()));
            return false;
        }
        for (const auto &[name, text] : partials) {
            const std::string content = text;
            data.set(name, ms::partial([content]() { return content; }));
        }
        const std::string out = tmpl.render(data);
        if (!tmpl.is_valid()) {
            result.error = ExportText::tr("template %1: %2").arg(which, QString::fromStdString(tmpl.error_message()));
            return false;
        }
        result.files.push_back({path, windowsText(out)});
        return true;
    };

    QSet<QString> paths;
    auto claim = [&](const QString &path) {
        if (paths.contains(path.toLower())) {
            result.error = ExportText::tr("two scripts would be written to %1; give the nodes and clusters distinct "
                                          "names")
                               .arg(path);
            return false;
        }
        paths.insert(path.toLower());
        return true;
    };
    const QString nodeTemplate = QStringLiteral("powershell/node.ps1.mustache");
    const QString checkTemplate = QStringLiteral("powershell/check.ps1.mustache");
    const QString clusterTemplate = QStringLiteral("powershell/cluster.ps1.mustache");
    const QString clusterCheckTemplate = QStringLiteral("powershell/clustercheck.ps1.mustache");
    for (const Node &node : design.nodes) {
        const HostPlan plan = HostPlan::forNode(design, node);
        const QString base = QStringLiteral("powershell/") + safeFileName(node.name);
        if (!claim(base + QStringLiteral(".ps1")) || !claim(base + QStringLiteral(".check.ps1")))
            return {{}, result.error};
        // Deployment and check from one plan, one set of values.
        const ms::data data = nodeScriptData(design, plan);
        if (!render(nodeTemplate, data, base + QStringLiteral(".ps1"))
            || !render(checkTemplate, data, base + QStringLiteral(".check.ps1")))
            return {{}, result.error};
    }
    for (const Cluster &cluster : design.clusters) {
        const QString base = QStringLiteral("powershell/") + safeFileName(cluster.name);
        const ms::data data = clusterScriptData(design, ClusterPlan::forCluster(design, cluster));
        if (!claim(base + QStringLiteral(".ps1")) || !claim(base + QStringLiteral(".check.ps1"))
            || !render(clusterTemplate, data, base + QStringLiteral(".ps1"))
            || !render(clusterCheckTemplate, data, base + QStringLiteral(".check.ps1")))
            return {{}, result.error};
    }
    return result;
}

} // namespace hvnet

#include "powershellexporter.h"

#include "clusterplan.h"
#include "design.h"
#include "filenames.h"
#include "hostplan.h"
#include "scriptdata.h"
#include "scripttext.h"
#include "templatestore.h"

#include <QCoreApplication>
#include <QSet>

#include <kainjow/mustache.hpp>

namespace hvnet {

namespace {

namespace ms = kainjow::mustache;

struct ExportText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::PowerShellExporter)
};

} // namespace

ExportResult PowerShellExporter::run(const Design &design) const
{
    ExportResult result;
    if (const QString problem = unsafeScriptValue(design); !problem.isEmpty()) {
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
        result.files.push_back({path, windowsScriptText(out)});
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

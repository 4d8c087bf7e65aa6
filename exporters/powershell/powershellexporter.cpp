#include "powershellexporter.h"

#include "exporters/mustachetext.h"
#include "exporters/outputpaths.h"
#include "exporters/templatestore.h"
#include "model/design.h"
#include "plans/clusterplan.h"
#include "plans/filenames.h"
#include "plans/hostplan.h"
#include "scriptdata.h"
#include "scripttext.h"

#include <QCoreApplication>

namespace hvnet {

namespace {

namespace ms = kainjow::mustache;

struct PowerShellExportText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::PowerShellExporter)
};

} // namespace

QString PowerShellExporter::progressText() const
{
    return QCoreApplication::translate("hvnet::ExportPreview", "Writing the deployment scripts");
}

ExportResult PowerShellExporter::run(ExportContext &context) const
{
    return render(context.design, context.templates);
}

ExportResult PowerShellExporter::run(const Design &design) const
{
    return render(design, m_templates ? *m_templates : TemplateStore());
}

ExportResult PowerShellExporter::render(const Design &design, const TemplateStore &templates)
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
    MustacheText::Partials partials;
    for (const QString &name : partialNames) {
        const auto text = templates.load(QStringLiteral("powershell/%1.ps1.mustache").arg(name), &error);
        if (!text) {
            result.error = error;
            return result;
        }
        partials[name.toStdString()] = text->toStdString();
    }
    std::map<QString, QString> scripts;
    for (const char *name : {"node", "check", "cluster", "clustercheck"}) {
        const QString path = QStringLiteral("powershell/%1.ps1.mustache").arg(QLatin1String(name));
        const auto text = templates.load(path, &error);
        if (!text) {
            result.error = error;
            return result;
        }
        scripts[path] = *text;
    }
    auto render = [&](const QString &which, const ms::data &data, const QString &path) -> bool {
        QString problem;
        const auto out = MustacheText::render(scripts.at(which).toStdString(), data, partials, &problem);
        if (!out) {
            result.error = PowerShellExportText::tr("template %1: %2").arg(which, problem);
            return false;
        }
        result.files.push_back({path, windowsScriptText(*out)});
        return true;
    };

    OutputPaths paths;
    auto claim = [&](const QString &path) {
        if (!paths.claim(path)) {
            result.error = PowerShellExportText::tr("two scripts would be written to %1; give the nodes and clusters distinct "
                                          "names")
                               .arg(path);
            return false;
        }
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

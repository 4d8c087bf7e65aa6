#include "powershellexporter.h"

#include "design.h"
#include "filenames.h"
#include "hostplan.h"
#include "psliteral.h"
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

std::string str(const QString &text)
{
    return text.toStdString();
}

// A design value as a PowerShell literal, ready for the template.
std::string lit(const QString &value)
{
    return str(psLiteral(value));
}

std::string arr(const QStringList &values)
{
    return str(psArray(values));
}

std::string boolean(bool value)
{
    return str(psBool(value));
}

std::string ints(const QList<int> &values)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return str(QStringLiteral("@(%1)").arg(parts.join(QStringLiteral(", "))));
}

ms::data list()
{
    return ms::data(ms::data::type::list);
}

// The values the header comments show: plain text, one line.
void setHeader(ms::data &d, const Design &design)
{
    d.set("design", str(design.meta.name));
    d.set("revision", str(design.meta.revision.isEmpty() ? QStringLiteral("-") : design.meta.revision));
    d.set("version", HVNET_VERSION);
    d.set("designLiteral", lit(design.meta.name));
    d.set("revisionLiteral", lit(design.meta.revision));
}

ms::data nodeData(const Design &design, const HostPlan &plan)
{
    ms::data d;
    setHeader(d, design);
    d.set("node", str(plan.node));
    d.set("os", std::string(enumName(plan.os)));
    d.set("nodeLiteral", lit(plan.node));
    auto managed = [&plan](const QString &adapter) { return boolean(plan.managementAdapters.contains(adapter)); };

    if (!plan.features.isEmpty()) {
        ms::data features;
        features.set("names", arr(plan.features));
        d.set("features", features);
    }
    ms::data teams = list();
    for (const HostPlan::Team &t : plan.teams) {
        ms::data o;
        o.set("name", lit(t.name));
        o.set("members", arr(t.members));
        o.set("mode", lit(t.mode));
        o.set("loadBalancing", lit(t.loadBalancing));
        teams.push_back(o);
    }
    d.set("hasTeams", !plan.teams.empty());
    d.set("teams", teams);

    ms::data vswitches = list();
    for (const HostPlan::VSwitch &v : plan.vswitches) {
        ms::data o;
        o.set("name", lit(v.name));
        o.set("adapters", arr(v.adapters));
        o.set("embeddedTeaming", boolean(v.embeddedTeaming));
        o.set("allowManagementOS", boolean(v.allowManagementOS));
        o.set("onLbfoTeam", boolean(v.onLbfoTeam));
        o.set("loadBalancing", lit(v.loadBalancing));
        if (!v.loadBalancing.isEmpty())
            o.set("checkLoadBalancing", true);
        if (v.embeddedTeaming)
            o.set("checkEmbeddedTeaming", true);
        o.set("minimumBandwidthMode", lit(v.minimumBandwidthMode));
        vswitches.push_back(o);
    }
    d.set("hasVSwitches", !plan.vswitches.empty());
    d.set("vswitches", vswitches);

    ms::data vnics = list();
    for (const HostPlan::HostVNic &v : plan.vnics) {
        ms::data o;
        o.set("name", lit(v.name));
        o.set("vswitch", lit(v.vswitch));
        o.set("adoptDefault", boolean(v.adoptDefault));
        o.set("vlan", std::to_string(v.vlan));
        o.set("vlanText", lit(v.vlan == 0 ? QStringLiteral("untagged") : QStringLiteral("access %1").arg(v.vlan)));
        if (!v.teamMapping.isEmpty())
            o.set("teamMapping", lit(v.teamMapping));
        if (v.priorityTag)
            o.set("priorityTag", true);
        vnics.push_back(o);
    }
    d.set("hasVNics", !plan.vnics.empty());
    d.set("vnics", vnics);

    ms::data addresses = list();
    for (const HostPlan::Address &a : plan.addresses) {
        ms::data o;
        o.set("alias", lit(a.alias));
        o.set("address", lit(a.address));
        o.set("prefixLength", std::to_string(a.prefixLength));
        o.set("gateway", lit(a.gateway));
        o.set("gatewayText", lit(a.gateway.isEmpty() ? QStringLiteral("(none)") : a.gateway));
        o.set("dns", arr(a.dns));
        o.set("registerDns", boolean(a.registerDns));
        addresses.push_back(o);
    }
    d.set("hasAddresses", !plan.addresses.empty());
    d.set("addresses", addresses);

    if (plan.configureQos) {
        ms::data qos;
        ms::data policies = list();
        QStringList policyNames, classNames;
        for (const HostPlan::QosPolicy &p : plan.qosPolicies) {
            ms::data o;
            o.set("name", lit(p.name));
            o.set("match", lit(p.match));
            o.set("port", std::to_string(p.port));
            o.set("priority", std::to_string(p.priority));
            if (p.match == QLatin1String("NetDirect"))
                o.set("netDirect", true);
            policies.push_back(o);
            policyNames << p.name;
        }
        ms::data classes = list();
        for (const HostPlan::TrafficClass &c : plan.trafficClasses) {
            ms::data o;
            o.set("name", lit(c.name));
            o.set("priority", std::to_string(c.priority));
            o.set("bandwidth", std::to_string(c.bandwidth));
            classes.push_back(o);
            classNames << c.name;
        }
        qos.set("policies", policies);
        qos.set("classes", classes);
        qos.set("lossless", ints(QList<int>(plan.lossless.begin(), plan.lossless.end())));
        qos.set("policyNames", arr(policyNames));
        qos.set("classNames", arr(classNames));
        d.set("qos", qos);
    }

    ms::data constraints = list();
    for (const HostPlan::Constraint &c : plan.constraints) {
        ms::data o;
        o.set("server", lit(c.server));
        o.set("aliases", arr(c.aliases));
        constraints.push_back(o);
    }
    d.set("hasConstraints", !plan.constraints.empty());
    d.set("constraints", constraints);

    if (!plan.liveMigration.isEmpty()) {
        ms::data lm;
        lm.set("transport", lit(plan.liveMigration));
        if (plan.smbLimit) {
            ms::data limit;
            limit.set("bytes", std::to_string(*plan.smbLimit));
            lm.set("limit", limit);
        }
        d.set("liveMigration", lm);
    }

    ms::data properties = list();
    for (const HostPlan::AdapterProperty &p : plan.adapterProperties) {
        ms::data o;
        o.set("adapter", lit(p.adapter));
        o.set("keyword", lit(p.keyword));
        o.set("value", lit(p.value));
        o.set("meaning", lit(p.meaning));
        o.set("management", managed(p.adapter));
        properties.push_back(o);
    }
    d.set("adapterProperties", properties);
    ms::data vlans = list();
    for (const HostPlan::AdapterVlan &v : plan.adapterVlans) {
        ms::data o;
        o.set("adapter", lit(v.adapter));
        o.set("vlan", std::to_string(v.vlan));
        o.set("management", managed(v.adapter));
        vlans.push_back(o);
    }
    d.set("adapterVlans", vlans);
    auto adapters = [&](const QStringList &names) {
        ms::data l = list();
        for (const QString &name : names) {
            ms::data o;
            o.set("adapter", lit(name));
            o.set("management", managed(name));
            l.push_back(o);
        }
        return l;
    };
    d.set("rdma", adapters(plan.rdmaAdapters));
    d.set("adapterQos", adapters(plan.qosAdapters));
    d.set("hasAdapterSteps",
        !plan.adapterProperties.empty() || !plan.adapterVlans.empty() || !plan.rdmaAdapters.isEmpty()
            || !plan.qosAdapters.isEmpty());

    ms::data intents = list();
    for (const HostPlan::Intent &i : plan.intents) {
        ms::data o;
        o.set("name", lit(i.name));
        o.set("adapters", arr(i.adapters));
        o.set("management", boolean(i.management));
        o.set("compute", boolean(i.compute));
        o.set("storage", boolean(i.storage));
        o.set("switchless", boolean(i.switchless));
        o.set("storageVlans", ints(i.storageVlans));
        o.set("managementVlan", std::to_string(i.managementVlan));
        o.set("jumboPacket", std::to_string(i.jumboPacket.value_or(0)));
        o.set("networkDirectTechnology", std::to_string(i.networkDirectTechnology.value_or(0)));
        o.set("loadBalancing", lit(i.loadBalancing));
        const HostPlan::AtcQos qos = plan.atcQos.value_or(HostPlan::AtcQos{});
        o.set("smbPriority", std::to_string(qos.smbPriority));
        o.set("smbBandwidth", std::to_string(qos.smbBandwidth));
        o.set("clusterPriority", std::to_string(qos.clusterPriority));
        o.set("clusterBandwidth", std::to_string(qos.clusterBandwidth));
        intents.push_back(o);
    }
    d.set("hasIntents", !plan.intents.empty());
    d.set("intents", intents);
    return d;
}

ms::data clusterData(const Design &design, const ClusterPlan &plan)
{
    ms::data d;
    setHeader(d, design);
    d.set("cluster", str(plan.cluster));
    d.set("kind", str(plan.kind));
    d.set("clusterLiteral", lit(plan.cluster));
    ms::data networks = list();
    for (const ClusterPlan::Network &n : plan.networks) {
        ms::data o;
        o.set("address", lit(n.address));
        o.set("name", lit(n.name));
        o.set("role", std::to_string(n.role));
        networks.push_back(o);
    }
    d.set("networks", networks);
    return d;
}

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
    const auto common = m_templates.load(QStringLiteral("powershell/common.ps1.mustache"), &error);
    const auto nodeText = m_templates.load(QStringLiteral("powershell/node.ps1.mustache"), &error);
    const auto checkText = m_templates.load(QStringLiteral("powershell/check.ps1.mustache"), &error);
    const auto clusterText = m_templates.load(QStringLiteral("powershell/cluster.ps1.mustache"), &error);
    if (!common || !nodeText || !checkText || !clusterText) {
        result.error = error;
        return result;
    }
    const std::string commonText = common->toStdString();
    auto render = [&](const QString &which, const QString &text, ms::data data, const QString &path) -> bool {
        ms::mustache tmpl(text.toStdString());
        tmpl.set_custom_escape([](const std::string &s) { return s; });
        if (!tmpl.is_valid()) {
            result.error = ExportText::tr("template %1: %2").arg(which, QString::fromStdString(tmpl.error_message()));
            return false;
        }
        data.set("common", ms::partial([&commonText]() { return commonText; }));
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
    for (const Node &node : design.nodes) {
        const HostPlan plan = HostPlan::forNode(design, node);
        const QString base = QStringLiteral("powershell/") + safeFileName(node.name);
        if (!claim(base + QStringLiteral(".ps1")) || !claim(base + QStringLiteral(".check.ps1")))
            return {{}, result.error};
        if (!render(QStringLiteral("powershell/node.ps1.mustache"), *nodeText, nodeData(design, plan),
                base + QStringLiteral(".ps1"))
            || !render(QStringLiteral("powershell/check.ps1.mustache"), *checkText, nodeData(design, plan),
                base + QStringLiteral(".check.ps1")))
            return {{}, result.error};
    }
    for (const Cluster &cluster : design.clusters) {
        const QString path = QStringLiteral("powershell/") + safeFileName(cluster.name) + QStringLiteral(".ps1");
        if (!claim(path)
            || !render(QStringLiteral("powershell/cluster.ps1.mustache"), *clusterText,
                clusterData(design, ClusterPlan::forCluster(design, cluster)), path))
            return {{}, result.error};
    }
    return result;
}

} // namespace hvnet

#include "switchexporter.h"

#include "exporters/mustachetext.h"
#include "exporters/outputpaths.h"
#include "exporters/templatestore.h"
#include "model/design.h"
#include "model/switchplatformspec.h"
#include "plans/filenames.h"
#include "plans/switchplan.h"
#include "platforms/switchplatforms.h"
#include "platforms/switchtext.h"

#include <QCoreApplication>
#include <QSet>
#include <QVariant>

#include <set>

#include <kainjow/mustache.hpp>

namespace hvnet {

namespace {

namespace ms = kainjow::mustache;
using SwitchText::safeComment;
using SwitchText::safeIdentifier;
using SwitchText::safeText;

struct ExporterText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::SwitchExporter)
};

std::string num(int value)
{
    return std::to_string(value);
}

// "0-2,4-6"
QString ranges(const std::vector<int> &values)
{
    QStringList parts;
    for (std::size_t i = 0; i < values.size();) {
        std::size_t j = i;
        while (j + 1 < values.size() && values[j + 1] == values[j] + 1)
            ++j;
        parts << (j > i ? QStringLiteral("%1-%2").arg(values[i]).arg(values[j]) : QString::number(values[i]));
        i = j + 1;
    }
    return parts.join(QLatin1Char(','));
}

template <typename List> QString joined(const List &values, QChar separator)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return parts.join(separator);
}

// Comware names its eight queues.
const char *comwareQueue(int queue)
{
    static const char *names[] = {"be", "af1", "af2", "af3", "af4", "ef", "cs6", "cs7"};
    return names[queue & 7];
}

std::string bits(int priority)
{
    return {char('0' + ((priority >> 2) & 1)), char('0' + ((priority >> 1) & 1)), char('0' + (priority & 1))};
}

// What a driver adds to its template's data, as the template engine takes it:
// maps and lists as they are, true/false as such, everything else as text.
ms::data templateValue(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QVariantMap: {
        ms::data out;
        const QVariantMap map = value.toMap();
        for (auto it = map.begin(); it != map.end(); ++it)
            out.set(mustacheText(it.key()), templateValue(it.value()));
        return out;
    }
    case QMetaType::QVariantList: {
        ms::data out(ms::data::type::list);
        for (const QVariant &item : value.toList())
            out.push_back(templateValue(item));
        return out;
    }
    case QMetaType::Bool: return ms::data(value.toBool());
    default: return ms::data(mustacheText(value.toString()));
    }
}

ms::data queueData(const SwitchPlan::Queue &q)
{
    ms::data o;
    o.set("priority", num(q.priority));
    o.set("queue", num(q.queue));
    o.set("bandwidth", num(q.bandwidth));
    o.set("name", mustacheText(safeText(q.name, 40)));
    o.set("id", mustacheText(safeIdentifier(q.name, 24).toUpper()));
    o.set("comwareQueue", comwareQueue(q.queue));
    o.set("bits", bits(q.priority));
    o.set("lossless", q.lossless);
    o.set("isDefault", q.isDefault);
    return o;
}

// The redundancy domain as the templates write it: the plan's values, and
// the forms platforms write them in (docs/switches.md, "The redundancy domain").
ms::data redundancyData(const SwitchPlan::Redundancy &r, const SwitchPlan &plan)
{
    using R = SwitchPlan::Redundancy;
    ms::data o;
    o.set("domain", num(r.domain));
    // The design's role priority, or the platforms' common default.
    o.set("priority", num(r.priority > 0 ? r.priority : (r.primary ? 100 : 200)));
    o.set("primary", r.primary);
    o.set("role", r.primary ? "primary" : "secondary");
    o.set("peerName", mustacheText(safeText(r.peerName, 60))); // in descriptions as well as comments
    o.set("keepalive", mustacheText(r.keepalive));
    o.set("peerKeepalive", mustacheText(r.peerKeepalive));
    o.set("keepalivePrefix", num(r.keepalivePrefix));
    if (!r.vrf.isEmpty())
        o.set("vrf", mustacheText(r.vrf));
    // Cumulus needs a system MAC: from its reserved MLAG range, by domain, when the design states none.
    o.set("systemMac", mustacheText(r.systemMac));
    o.set("hasSystemMac", !r.systemMac.isEmpty());
    o.set("mlagMac",
        mustacheText(!r.systemMac.isEmpty() ? r.systemMac
                                   : QStringLiteral("44:38:39:ff:00:%1").arg(r.domain, 2, 16, QLatin1Char('0'))));
    o.set("peerAddress", mustacheText(r.peerAddress));
    o.set("peerPeerAddress", mustacheText(r.peerPeerAddress));
    o.set("peerAddressIp", mustacheText(r.peerAddress.section(QLatin1Char('/'), 0, 0)));
    o.set("channel", num(R::channel));
    o.set("peerVlan", num(R::peerVlan));
    // IRF: the primary is member 1 with the higher member priority and
    // binds IRF-port 2; the other is member 2 and binds IRF-port 1, since
    // IRF-port 1 of one member cables to IRF-port 2 of the other.
    o.set("member", r.primary ? "1" : "2");
    o.set("irfPort", r.primary ? "1/2" : "2/1");
    o.set("memberPriority", r.primary ? "32" : "1");
    // MC-LAG: the chassis ids 0 and 1, the primary's status-control active.
    o.set("chassisId", r.primary ? "0" : "1");
    o.set("statusControl", r.primary ? "active" : "standby");
    ms::data ports(ms::data::type::list);
    for (const QString &name : r.ports) {
        ms::data p;
        p.set("name", mustacheText(name));
        ports.push_back(p);
    }
    o.set("ports", ports);
    o.set("portList", mustacheText(r.ports.join(QLatin1Char(','))));
    // The peer link's VLANs and frame size, as its members have them.
    for (const SwitchPlan::Port &p : plan.ports)
        if (p.peerLink) {
            o.set("jumbo", p.jumbo);
            QList<int> allowed = p.vlans;
            if (p.nativeVlan && !allowed.contains(*p.nativeVlan))
                allowed << *p.nativeVlan;
            if (p.nativeVlan)
                o.set("native", num(*p.nativeVlan));
            std::sort(allowed.begin(), allowed.end());
            o.set("allowed", allowed.isEmpty() ? std::string("none") : mustacheText(joined(allowed, QLatin1Char(','))));
            break;
        }
    return o;
}

ms::data switchData(const Design &design, const Switch &sw, const SwitchPlan &plan)
{
    const SwitchPlatformDriver &driver = SwitchPlatforms::driver(plan.platform);
    const SwitchPlatformSpec &spec = driver.spec();
    ms::data d;
    d.set("design", mustacheText(safeComment(design.meta.name, 200)));
    d.set(
        "revision", mustacheText(safeComment(design.meta.revision.isEmpty() ? QStringLiteral("-") : design.meta.revision, 60)));
    d.set("switch", mustacheText(safeComment(sw.name, 100)));
    if (!sw.model.isEmpty())
        d.set("model", mustacheText(safeComment(sw.model, 100)));
    d.set("version", HVNET_VERSION);
    d.set("firmware", mustacheText(safeComment(plan.firmwareLabel, 100)));
    ms::data tokens;
    for (const auto &[key, value] : plan.firmwareTokens)
        tokens.set(mustacheText(key), mustacheText(value));
    d.set("fw", tokens);
    const auto lines = [](const QStringList &texts) {
        ms::data list(ms::data::type::list);
        for (const QString &t : texts) {
            ms::data o;
            o.set("text", mustacheText(safeComment(t, 400)));
            list.push_back(o);
        }
        return list;
    };
    d.set("notes", lines(plan.notes));
    d.set("remarks", lines(plan.remarks));
    d.set("unverified", lines(spec.unverified()));
    d.set("mtu", num(plan.mtu));
    d.set("qos", plan.qos);

    // Queues: every class, the default first; the lossless ones; and the
    // map of all eight priorities for platforms that state it whole.
    std::map<int, QString> forwardingClass; // class priority -> its queue's class name ("fc")
    ms::data queues(ms::data::type::list), classQueues(ms::data::type::list), lossless(ms::data::type::list);
    QSet<int> usedQueues;
    std::vector<int> losslessQueues;
    for (const SwitchPlan::Queue &q : plan.queues) {
        const ms::data o = queueData(q);
        forwardingClass[q.priority]
            = q.isDefault ? QStringLiteral("best-effort") : QStringLiteral("HVNET-") + safeIdentifier(q.name, 24).toUpper();
        queues.push_back(o);
        usedQueues.insert(q.queue);
        if (!q.isDefault)
            classQueues.push_back(o);
        if (q.lossless) {
            lossless.push_back(o);
            losslessQueues.push_back(q.queue);
        }
    }
    ms::data unused(ms::data::type::list);
    for (int q = 1; q < 8; ++q)
        if (!usedQueues.contains(q)) {
            ms::data o;
            o.set("queue", num(q));
            unused.push_back(o);
        }
    ms::data priorityMap(ms::data::type::list), defaultItems(ms::data::type::list);
    for (int p = 0; p < 8; ++p) {
        const bool isDefault
            = std::find(plan.defaultPriorities.begin(), plan.defaultPriorities.end(), p) != plan.defaultPriorities.end();
        ms::data o;
        o.set("priority", num(p));
        o.set("queue", num(plan.queueOf[std::size_t(p)]));
        o.set("bits", bits(p));
        o.set("comwareQueue", comwareQueue(plan.queueOf[std::size_t(p)]));
        o.set("isDefault", isDefault);
        o.set("fc", mustacheText(forwardingClass.count(p) && !isDefault ? forwardingClass.at(p) : QStringLiteral("best-effort")));
        priorityMap.push_back(o);
        if (isDefault)
            defaultItems.push_back(o);
    }
    d.set("queues", queues);
    d.set("classQueues", classQueues);
    d.set("losslessQueues", lossless);
    d.set("unusedQueues", unused);
    d.set("priorityMap", priorityMap);
    d.set("defaultPriorityItems", defaultItems);
    d.set("defaultPriorities", mustacheText(ranges(plan.defaultPriorities)));
    d.set("defaultPriorityList", mustacheText(joined(plan.defaultPriorities, QLatin1Char(','))));
    d.set("losslessList", mustacheText(joined(plan.lossless, QLatin1Char(','))));
    d.set("losslessQueueList", mustacheText(joined(losslessQueues, QLatin1Char(','))));
    std::vector<int> lossyPriorities;
    for (int p = 0; p < 8; ++p)
        if (std::find(plan.lossless.begin(), plan.lossless.end(), p) == plan.lossless.end())
            lossyPriorities.push_back(p);
    d.set("lossyPriorities", mustacheText(ranges(lossyPriorities)));
    d.set("hasLossless", !plan.lossless.empty());
    const QVariantMap extra = driver.templateData(plan, forwardingClass);
    for (auto it = extra.begin(); it != extra.end(); ++it)
        d.set(mustacheText(it.key()), templateValue(it.value()));

    std::map<int, QString> names;
    ms::data vlans(ms::data::type::list);
    for (const SwitchPlan::Vlan &v : plan.vlans) {
        names[v.id] = driver.vlanName(v.id, v.name, spec.vlanNameLength());
        ms::data o;
        o.set("id", num(v.id));
        o.set("name", mustacheText(names[v.id]));
        vlans.push_back(o);
    }
    d.set("vlans", vlans);

    ms::data ports(ms::data::type::list);
    std::set<int> bridged; // every VLAN a port carries, its native one included
    for (const SwitchPlan::Port &p : plan.ports) {
        ms::data o;
        o.set("name", mustacheText(p.name));
        o.set("description", mustacheText(safeText(p.description, spec.descriptionLength())));
        QList<int> allowed = p.vlans;
        if (p.nativeVlan && !allowed.contains(*p.nativeVlan))
            allowed << *p.nativeVlan;
        std::sort(allowed.begin(), allowed.end());
        bridged.insert(allowed.begin(), allowed.end());
        o.set("allowed", allowed.isEmpty() ? std::string("none") : mustacheText(joined(allowed, QLatin1Char(','))));
        o.set("allowedSpace", mustacheText(joined(allowed, QLatin1Char(' '))));
        o.set("hasAllowed", !allowed.isEmpty());
        o.set("vlan1", allowed.contains(1));
        o.set("tagged", mustacheText(joined(p.vlans, QLatin1Char(','))));
        o.set("hasTagged", !p.vlans.isEmpty());
        if (p.nativeVlan) {
            o.set("native", num(*p.nativeVlan));
            o.set("nativeName",
                *p.nativeVlan == 1
                    ? std::string("default")
                    : mustacheText(names.count(*p.nativeVlan) ? names[*p.nativeVlan] : QString::number(*p.nativeVlan)));
        }
        o.set("untagged", p.untagged);
        o.set("pfc", p.pfc);
        o.set("jumbo", p.jumbo);
        o.set("edge", p.hostFacing);
        o.set("peerLink", p.peerLink);
        o.set("inDomain", p.peerLink && plan.redundancy.has_value());
        o.set("switchport", p.mode == QLatin1String("trunk"));
        ms::data vlanList(ms::data::type::list);
        ms::data vlanNames(ms::data::type::list);
        for (int v : p.vlans) {
            vlanList.push_back(ms::data(num(v)));
            vlanNames.push_back(ms::data(mustacheText(names.count(v) ? names[v] : QString::number(v))));
        }
        o.set("vlanList", vlanList);
        o.set("vlanNames", vlanNames);
        ports.push_back(o);
    }
    d.set("ports", ports);
    for (const SwitchPlan::Vlan &v : plan.vlans)
        bridged.insert(v.id);
    ms::data bridgeVlans(ms::data::type::list);
    for (int v : bridged) {
        ms::data o;
        o.set("id", num(v));
        bridgeVlans.push_back(o);
    }
    d.set("bridgeVlans", bridgeVlans);
    if (plan.redundancy) {
        ms::data r = redundancyData(*plan.redundancy, plan);
        const int peerVlan = SwitchPlan::Redundancy::peerVlan;
        r.set("peerVlanName", mustacheText(names.count(peerVlan) ? names[peerVlan] : QString::number(peerVlan)));
        d.set("redundancy", r);
    }
    return d;
}

// Refuses what the switch cannot do rather than write a broken file.
QString problemOf(const Switch &sw, const SwitchPlan &plan)
{
    const SwitchPlatformSpec &spec = SwitchPlatformSpec::of(sw.platform);
    if (!plan.firmwareProblem.isEmpty())
        return plan.firmwareProblem;
    if (plan.qos && int(plan.lossless.size()) > spec.losslessPriorities())
        return ExporterText::tr("switch %1 (%2) has at most %3 lossless priorities; the design asks for %4")
            .arg(sw.name, enumString(sw.platform))
            .arg(spec.losslessPriorities())
            .arg(plan.lossless.size());
    for (const SwitchPlan::Port &p : plan.ports)
        if (!SwitchText::isSafePortName(p.name))
            return ExporterText::tr("switch %1: \"%2\" is not a port name the switch can take (letters, digits and "
                                    "/ . _ : -)")
                .arg(sw.name, safeText(p.name, 80));
    return {};
}

} // namespace

QString SwitchExporter::progressText() const
{
    return QCoreApplication::translate("hvnet::ExportPreview", "Writing the switch configurations");
}

ExportResult SwitchExporter::run(ExportContext &context) const
{
    return render(context.design, context.templates);
}

ExportResult SwitchExporter::run(const Design &design) const
{
    return render(design, m_templates ? *m_templates : TemplateStore());
}

ExportResult SwitchExporter::render(const Design &design, const TemplateStore &templates)
{
    ExportResult result;
    OutputPaths paths;
    for (const Switch &sw : design.switches) {
        const SwitchPlan plan = SwitchPlan::forSwitch(design, sw);
        if (const QString problem = problemOf(sw, plan); !problem.isEmpty())
            return {{}, problem};
        const QString platform = enumString(sw.platform);
        QString error;
        const auto text = templates.load(QStringLiteral("switches/%1/switch.cfg.mustache").arg(platform), &error);
        if (!text)
            return {{}, error};
        QString problem;
        const auto rendered = MustacheText::render(text->toStdString(), switchData(design, sw, plan), {}, &problem);
        if (!rendered)
            return {{}, ExporterText::tr("template switches/%1: %2").arg(platform, problem)};
        const std::string &out = *rendered;
        const QString path = QStringLiteral("switches/") + safeFileName(sw.name) + QStringLiteral(".cfg");
        if (!paths.claim(path))
            return {{},
                ExporterText::tr("two switch configurations would be written to %1; give the switches distinct names")
                    .arg(path)};
        // Configurations separate blocks with comment lines; the empty lines
        // sections leave where the design needs nothing go. The checklist
        // keeps one between its parts.
        const int keep = SwitchPlatforms::driver(sw.platform).isChecklist() ? 2 : 1;
        QByteArray content;
        int newlines = keep;
        for (char c : out) {
            if (c == '\n' && ++newlines > keep)
                continue;
            if (c != '\n')
                newlines = 0;
            content += c;
        }
        result.files.push_back({path, content});
    }
    return result;
}

} // namespace hvnet

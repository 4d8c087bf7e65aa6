#include "switchexporter.h"

#include "design.h"
#include "filenames.h"
#include "switchplan.h"
#include "templatestore.h"

#include <QCoreApplication>
#include <QSet>

#include <kainjow/mustache.hpp>

namespace hvnet {

namespace {

namespace ms = kainjow::mustache;

struct SwitchText {
    Q_DECLARE_TR_FUNCTIONS(hvnet::SwitchExporter)
};

std::string str(const QString &text)
{
    return text.toStdString();
}

// What each platform takes in free text, and how many lossless priorities it has.
struct PlatformLimits {
    int description;
    int vlanName;
    int lossless;
};

PlatformLimits limitsOf(SwitchPlatform platform)
{
    switch (platform) {
    case SwitchPlatform::CiscoNxos: return {254, 32, 3};
    case SwitchPlatform::DellOs10: return {240, 32, 2};
    case SwitchPlatform::AristaEos: return {240, 32, 2};
    case SwitchPlatform::HpeComware: return {80, 32, 2};
    case SwitchPlatform::ArubaCx: return {64, 32, 2};
    case SwitchPlatform::NvidiaCumulus: return {200, 32, 2};
    case SwitchPlatform::JuniperJunos: return {200, 48, 2};
    case SwitchPlatform::Generic: return {200, 64, 8};
    }
    return {64, 32, 2};
}

// Free text a switch takes without quoting on every platform: letters,
// digits, space and - _ . / : ( ); anything else becomes '_', control
// characters a space, and the platform's length limit applies.
QString safeText(const QString &text, int limit)
{
    QString out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool ok = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == ' '
            || u == '-' || u == '_' || u == '.' || u == '/' || u == ':' || u == '(' || u == ')';
        out += ok ? c : (u < 0x20 || u == 0x7F || u == 0x2028 || u == 0x2029) ? QLatin1Char(' ') : QLatin1Char('_');
    }
    out = out.simplified();
    if (out.size() > limit)
        out = out.left(limit).trimmed();
    return out.isEmpty() ? QStringLiteral("-") : out;
}

// A name the switch uses as an identifier: letters, digits, - and _, starting
// with a letter.
QString safeIdentifier(const QString &text, int limit)
{
    QString out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool ok
            = (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '-' || u == '_';
        out += ok ? c : QLatin1Char('_');
    }
    if (out.isEmpty() || !out.at(0).isLetter())
        out.prepend(QLatin1Char('v'));
    return out.left(limit);
}

// Text for a comment line: only what could end the line goes (control
// characters and line separators become spaces), and the length is bounded.
QString safeComment(const QString &text, int limit)
{
    QString out;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        out += (u < 0x20 || u == 0x7F || (u >= 0x80 && u < 0xA0) || u == 0x2028 || u == 0x2029) ? QLatin1Char(' ') : c;
    }
    out = out.simplified();
    return out.size() > limit ? out.left(limit).trimmed() : out;
}

bool isPortName(const QString &name)
{
    if (name.isEmpty() || name.size() > 64)
        return false;
    return std::all_of(name.begin(), name.end(), [](QChar c) {
        const char16_t u = c.unicode();
        return (u >= 'a' && u <= 'z') || (u >= 'A' && u <= 'Z') || (u >= '0' && u <= '9') || u == '/' || u == '.'
            || u == '_' || u == ':' || u == '-';
    });
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

QString joined(const QList<int> &values, QChar separator)
{
    QStringList parts;
    for (int v : values)
        parts << QString::number(v);
    return parts.join(separator);
}

const char *comwareQueue(int priority)
{
    static const char *names[] = {"be", "af1", "af2", "af3", "af4", "ef", "cs6", "cs7"};
    return names[priority & 7];
}

std::string bits(int priority)
{
    return {char('0' + ((priority >> 2) & 1)), char('0' + ((priority >> 1) & 1)), char('0' + (priority & 1))};
}

// The name a VLAN has on the switch: Junos refers to VLANs by name, so its
// names carry the id to stay unique.
QString vlanName(const SwitchPlan &plan, int id, const QString &subnet)
{
    const PlatformLimits limits = limitsOf(plan.platform);
    if (plan.platform == SwitchPlatform::JuniperJunos)
        return safeIdentifier(QStringLiteral("v%1-%2").arg(id).arg(subnet), limits.vlanName);
    return safeIdentifier(subnet, limits.vlanName);
}

ms::data switchData(const Design &design, const Switch &sw, const SwitchPlan &plan)
{
    const PlatformLimits limits = limitsOf(plan.platform);
    ms::data d;
    d.set("design", str(safeComment(design.meta.name, 200)));
    d.set(
        "revision", str(safeComment(design.meta.revision.isEmpty() ? QStringLiteral("-") : design.meta.revision, 60)));
    d.set("switch", str(safeComment(sw.name, 100)));
    if (!sw.model.isEmpty())
        d.set("model", str(safeComment(sw.model, 100)));
    d.set("version", HVNET_VERSION);
    ms::data notes(ms::data::type::list);
    for (const QString &note : plan.notes) {
        ms::data o;
        o.set("text", str(safeComment(note, 400)));
        notes.push_back(o);
    }
    d.set("notes", notes);
    d.set("mtu", std::to_string(plan.mtu));

    ms::data classQueues(ms::data::type::list);
    ms::data queues(ms::data::type::list);
    ms::data lossless(ms::data::type::list);
    QSet<int> used;
    for (const SwitchPlan::Queue &q : plan.queues) {
        ms::data o;
        o.set("priority", std::to_string(q.priority));
        o.set("bandwidth", std::to_string(q.bandwidth));
        o.set("name", str(safeText(q.name, 40)));
        o.set("id", str(safeIdentifier(q.name, 24).toUpper()));
        o.set("comwareQueue", comwareQueue(q.priority));
        o.set("bits", bits(q.priority));
        o.set("lossless", q.lossless);
        o.set("isDefault", q.isDefault);
        queues.push_back(o);
        if (!q.isDefault) {
            classQueues.push_back(o);
            used.insert(q.priority);
        }
        if (q.lossless)
            lossless.push_back(o);
    }
    ms::data unused(ms::data::type::list);
    for (int p = 1; p < 8; ++p)
        if (!used.contains(p)) {
            ms::data o;
            o.set("priority", std::to_string(p));
            unused.push_back(o);
        }
    d.set("queues", queues);
    d.set("classQueues", classQueues);
    d.set("losslessQueues", lossless);
    d.set("unusedQueues", unused);
    d.set("defaultPriorities", str(ranges(plan.defaultPriorities)));
    d.set("defaultPriorityList",
        str(joined(QList<int>(plan.defaultPriorities.begin(), plan.defaultPriorities.end()), QLatin1Char(','))));
    d.set("losslessList", str(joined(QList<int>(plan.lossless.begin(), plan.lossless.end()), QLatin1Char(','))));
    d.set("roceProfile", plan.lossless == std::vector<int>{3});
    d.set("qos", plan.qos);

    std::map<int, QString> names;
    ms::data vlans(ms::data::type::list);
    for (const SwitchPlan::Vlan &v : plan.vlans) {
        names[v.id] = vlanName(plan, v.id, v.name);
        ms::data o;
        o.set("id", std::to_string(v.id));
        o.set("name", str(names[v.id]));
        vlans.push_back(o);
    }
    d.set("vlans", vlans);

    ms::data ports(ms::data::type::list);
    for (const SwitchPlan::Port &p : plan.ports) {
        ms::data o;
        o.set("name", str(p.name));
        o.set("description", str(safeText(p.description, limits.description)));
        QList<int> allowed = p.vlans;
        if (p.nativeVlan && !allowed.contains(*p.nativeVlan))
            allowed << *p.nativeVlan;
        std::sort(allowed.begin(), allowed.end());
        o.set("allowed", allowed.isEmpty() ? std::string("none") : str(joined(allowed, QLatin1Char(','))));
        o.set("allowedSpace", str(joined(allowed, QLatin1Char(' '))));
        if (p.nativeVlan) {
            o.set("native", std::to_string(*p.nativeVlan));
            o.set("nativeName",
                *p.nativeVlan == 1
                    ? std::string("default")
                    : str(names.count(*p.nativeVlan) ? names[*p.nativeVlan] : QString::number(*p.nativeVlan)));
        }
        o.set("untagged", p.untagged);
        o.set("pfc", p.pfc);
        o.set("jumbo", p.jumbo);
        o.set("edge", p.hostFacing);
        ms::data vlanList(ms::data::type::list);
        ms::data vlanNames(ms::data::type::list);
        for (int v : p.vlans) {
            vlanList.push_back(ms::data(std::to_string(v)));
            vlanNames.push_back(ms::data(str(names.count(v) ? names[v] : QString::number(v))));
        }
        o.set("vlanList", vlanList);
        o.set("vlanNames", vlanNames);
        ports.push_back(o);
    }
    d.set("ports", ports);
    return d;
}

} // namespace

ExportResult SwitchExporter::run(const Design &design) const
{
    ExportResult result;
    QSet<QString> paths;
    for (const Switch &sw : design.switches) {
        const SwitchPlan plan = SwitchPlan::forSwitch(design, sw);
        const PlatformLimits limits = limitsOf(sw.platform);
        // Refuse what the platform cannot do rather than write a broken file.
        if (plan.qos && int(plan.lossless.size()) > limits.lossless) {
            result.error = SwitchText::tr("switch %1 (%2) has at most %3 lossless priorities; the design asks for %4")
                               .arg(sw.name, enumString(sw.platform))
                               .arg(limits.lossless)
                               .arg(plan.lossless.size());
            return {{}, result.error};
        }
        for (const SwitchPlan::Port &p : plan.ports)
            if (!isPortName(p.name)) {
                result.error = SwitchText::tr("switch %1: \"%2\" is not a port name the switch can take (letters, "
                                              "digits and / . _ : -)")
                                   .arg(sw.name, safeText(p.name, 80));
                return {{}, result.error};
            }
        const QString platform = enumString(sw.platform);
        QString error;
        const auto text = m_templates.load(QStringLiteral("switches/%1/switch.cfg.mustache").arg(platform), &error);
        if (!text)
            return {{}, error};
        ms::mustache tmpl(text->toStdString());
        tmpl.set_custom_escape([](const std::string &s) { return s; });
        const std::string out = tmpl.render(switchData(design, sw, plan));
        if (!tmpl.is_valid())
            return {{},
                SwitchText::tr("template switches/%1: %2").arg(platform, QString::fromStdString(tmpl.error_message()))};
        const QString path = QStringLiteral("switches/") + safeFileName(sw.name) + QStringLiteral(".cfg");
        if (paths.contains(path.toLower()))
            return {{},
                SwitchText::tr("two switch configurations would be written to %1; give the switches distinct names")
                    .arg(path)};
        paths.insert(path.toLower());
        // Configurations separate blocks with comment lines; the empty lines
        // sections leave where the design needs nothing go. The checklist
        // keeps one between its parts.
        const int keep = sw.platform == SwitchPlatform::Generic ? 2 : 1;
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

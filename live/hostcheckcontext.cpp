#include "hostcheckcontext.h"

#include "livecatalogue.h"
#include "model/design.h"

namespace hvnet {

std::optional<OsVersion> osOfEvidence(const HostEvidence &evidence)
{
    const QString caption = evidence.os.caption;
    if (caption.contains(QLatin1String("Azure Stack HCI"), Qt::CaseInsensitive)
        || caption.contains(QLatin1String("Azure Local"), Qt::CaseInsensitive))
        return OsVersion::AzureLocal;
    if (!evidence.os.buildNumber)
        return std::nullopt;
    // Win32_OperatingSystem.BuildNumber of each release (as HostPlan::osExpectation).
    switch (*evidence.os.buildNumber) {
    case 9200: return OsVersion::Ws2012;
    case 9600: return OsVersion::Ws2012R2;
    case 14393: return OsVersion::Ws2016;
    case 17763: return OsVersion::Ws2019;
    case 20348: return OsVersion::Ws2022;
    case 26100: return OsVersion::Ws2025;
    default: return std::nullopt;
    }
}

bool sameNames(QStringList a, QStringList b)
{
    for (QStringList *list : {&a, &b}) {
        for (QString &name : *list)
            name = name.toLower();
        list->sort();
        list->removeDuplicates();
    }
    return a == b;
}

HostCheckContext::HostCheckContext(
    const Design &design, const Node &node, const HostEvidence &evidence, LiveFindings &findings)
    : m_design(design)
    , m_node(node)
    , m_plan(HostPlan::forNode(design, node))
    , m_evidence(evidence)
    , m_findings(findings)
    , m_os(m_plan.os)
    , m_reportedOs(osOfEvidence(evidence))
{
    if (m_reportedOs)
        m_os = *m_reportedOs;
    // Every name Windows may show for an object of the node, once.
    auto add = [this](const QString &name, const QString &id) {
        QStringList &ids = m_objects[name.toLower()];
        if (!ids.contains(id))
            ids << id;
    };
    for (const Adapter &a : node.adapters)
        add(a.name, a.id);
    for (const Team &t : node.teams)
        add(t.name, t.id);
    for (const VSwitch &v : node.vswitches)
        add(v.name, v.id);
    for (const Interface &i : node.interfaces) {
        if (i.attach.kind == AttachKind::VSwitch)
            add(i.name, i.id);
        add(HostPlan::aliasOf(node, i), i.id);
    }
}

void HostCheckContext::raise(const RuleInfo &info, const QString &message, const QStringList &objects, int line)
{
    m_findings.raise(info, message, objects, EvidenceLocation{m_evidence.file, line});
}

void HostCheckContext::notChecked(const QString &message, const QStringList &objects, int line)
{
    m_findings.raise(live::notChecked, message, objects, EvidenceLocation{m_evidence.file, line});
}

void HostCheckContext::notUsable(
    SectionState state, int line, const char *key, const QString &what, const QString &command, const QString &error)
{
    using State = SectionState;
    if (m_reportedSections.contains(QLatin1String(key)))
        return;
    m_reportedSections.insert(QLatin1String(key));
    const QString cmd = command.isEmpty() ? QLatin1String(key) : quotedEvidence(command);
    switch (state) {
    case State::Collected:
    case State::Unreadable: return;
    case State::Absent:
        notChecked(LiveText::tr("%1: %2 is not checked: the evidence has no section \"%3\" (a collect script of "
                                "another hvnet version, or edited); run this version's %4.collect.ps1 on %1")
                       .arg(host(), what, QLatin1String(key), host()),
            {m_node.id}, m_evidence.computerNameLine);
        return;
    case State::Missing:
        notChecked(LiveText::tr("%1: %2 is not checked: this Windows has no %3 (%4)")
                       .arg(host(), what, cmd, quotedEvidence(error, 200)),
            {m_node.id}, line);
        return;
    case State::Failed:
        notChecked(LiveText::tr("%1: %2 is not checked: %3 failed: %4").arg(host(), what, cmd, quotedEvidence(error, 200)),
            {m_node.id}, line);
        return;
    }
}

QStringList HostCheckContext::objectsOf(const QString &windowsName) const
{
    const auto it = m_objects.constFind(windowsName.toLower());
    return it == m_objects.constEnd() ? QStringList{m_node.id} : *it;
}

QString HostCheckContext::adapterNamed(const QString &interfaceDescription) const
{
    if (const auto *a = find(m_evidence.netAdapter, &evidence::NetAdapter::interfaceDescription, interfaceDescription))
        if (a->name.known())
            return *a->name;
    return interfaceDescription;
}

QString HostCheckContext::shown(const Text &value)
{
    return value.known() ? quotedEvidence(*value) : LiveText::tr("(not reported)");
}

QString HostCheckContext::shown(const Integer &value)
{
    return value.known() ? QString::number(*value) : LiveText::tr("(not reported)");
}

QString HostCheckContext::shown(const Flag &value)
{
    return value.known() ? (*value ? QStringLiteral("True") : QStringLiteral("False")) : LiveText::tr("(not reported)");
}

} // namespace hvnet

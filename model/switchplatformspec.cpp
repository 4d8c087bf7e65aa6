#include "switchplatformspec.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace hvnet {

namespace {

// "5.15.1" -> {5, 15, 1}; anything that is not a digit separates numbers, so
// "10.5.4.1", "4.30.2F" and "7.1.070" all compare by their numbers.
std::vector<int> versionNumbers(const QString &text)
{
    std::vector<int> out;
    int value = -1;
    for (const QChar c : text) {
        if (c.isDigit()) {
            value = (value < 0 ? 0 : value * 10) + c.digitValue();
            if (value > 100000)
                value = 100000;
        } else if (value >= 0) {
            out.push_back(value);
            value = -1;
        }
    }
    if (value >= 0)
        out.push_back(value);
    return out;
}

// Compares as far as the shorter goes: "5.15" covers "5.15.1".
int compareVersions(const std::vector<int> &a, const std::vector<int> &b)
{
    for (std::size_t i = 0; i < std::min(a.size(), b.size()); ++i)
        if (a[i] != b[i])
            return a[i] < b[i] ? -1 : 1;
    return 0;
}

QString substituted(const QString &pattern, int number, int lane = -1)
{
    QString out = pattern;
    out.replace(QStringLiteral("{n}"), QString::number(number));
    if (lane >= 0)
        out.replace(QStringLiteral("{lane}"), QString::number(lane));
    return out;
}

QStringList strings(const QJsonValue &value)
{
    QStringList out;
    for (const QJsonValue &v : value.toArray())
        out << v.toString();
    return out;
}

} // namespace

// Reads one platform's data; a separate struct so the spec's members stay
// private to everything but its loader.
struct SwitchPlatformLoader {
    static SwitchPlatformSpec load(SwitchPlatform platform)
    {
        SwitchPlatformSpec spec;
        spec.m_platform = platform;
        const QString path = QStringLiteral(":/hvnet/switches/%1/platform.json").arg(enumString(platform));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            spec.m_loadError = QStringLiteral("%1: %2").arg(path, file.errorString());
            return spec;
        }
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &error);
        if (!doc.isObject()) {
            spec.m_loadError = QStringLiteral("%1: %2").arg(path, error.errorString());
            return spec;
        }
        const QJsonObject o = doc.object();
        if (o.value(QLatin1String("platform")).toString() != enumString(platform))
            spec.m_loadError = QStringLiteral("%1 describes another platform").arg(path);
        spec.m_displayName = o.value(QLatin1String("displayName")).toString();
        if (spec.m_displayName.isEmpty())
            spec.m_loadError = QStringLiteral("%1 has no displayName").arg(path);
        const QJsonObject naming = o.value(QLatin1String("portNaming")).toObject();
        spec.m_namingSummary = naming.value(QLatin1String("summary")).toString();
        spec.m_caseSensitive = naming.value(QLatin1String("caseSensitive")).toBool();
        for (const QString &p : strings(naming.value(QLatin1String("patterns")))) {
            QRegularExpression re(QStringLiteral("\\A(?:%1)\\z").arg(p),
                spec.m_caseSensitive ? QRegularExpression::NoPatternOption
                                     : QRegularExpression::CaseInsensitiveOption);
            if (!re.isValid())
                spec.m_loadError = QStringLiteral("%1: pattern %2: %3").arg(path, p, re.errorString());
            spec.m_patterns.push_back(re);
        }
        spec.m_mtu = o.value(QLatin1String("mtu")).toInt();
        spec.m_queues = o.value(QLatin1String("queues")).toInt(8);
        spec.m_losslessPriorities = o.value(QLatin1String("losslessPriorities")).toInt(2);
        spec.m_losslessMechanism = o.value(QLatin1String("losslessMechanism")).toString();
        for (const QJsonValue &q : o.value(QLatin1String("reservedQueues")).toArray())
            spec.m_reservedQueues.push_back(q.toInt());
        const QString numbering = o.value(QLatin1String("queueNumbering")).toString(QStringLiteral("priority"));
        if (numbering != QLatin1String("priority") && numbering != QLatin1String("consecutive"))
            spec.m_loadError = QStringLiteral("%1: queueNumbering %2 is neither priority nor consecutive").arg(path, numbering);
        spec.m_consecutiveQueues = numbering == QLatin1String("consecutive");
        spec.m_pfcWatchdog = o.value(QLatin1String("pfcWatchdog")).toBool();
        spec.m_ecnOnLossless = o.value(QLatin1String("ecnOnLossless")).toBool(true);
        spec.m_trunkKeepsAccessVlan = o.value(QLatin1String("trunkKeepsAccessVlan")).toBool();
        const QString member = o.value(QLatin1String("peerLinkMember")).toString(QStringLiteral("trunk"));
        if (member == QLatin1String("routed"))
            spec.m_peerLinkMember = SwitchPlatformSpec::PeerLinkMember::Routed;
        else if (member == QLatin1String("irf"))
            spec.m_peerLinkMember = SwitchPlatformSpec::PeerLinkMember::Irf;
        else if (member != QLatin1String("trunk"))
            spec.m_loadError = QStringLiteral("%1: peerLinkMember %2 is not trunk, routed or irf").arg(path, member);
        spec.m_managementVrf = o.value(QLatin1String("managementVrf")).toString();
        spec.m_peerVlan = o.value(QLatin1String("peerVlan")).toBool();
        spec.m_systemMac = o.value(QLatin1String("systemMac")).toBool();
        spec.m_redundancyDomain = o.value(QLatin1String("redundancyDomain")).toString();
        spec.m_unverified = strings(o.value(QLatin1String("unverified")));
        if (o.contains(QLatin1String("ansible"))) {
            const QJsonObject a = o.value(QLatin1String("ansible")).toObject();
            spec.m_ansible.connection = a.value(QLatin1String("connection")).toString();
            spec.m_ansible.networkOs = a.value(QLatin1String("networkOs")).toString();
            spec.m_ansible.apply = a.value(QLatin1String("apply")).toString();
            spec.m_ansible.become = a.value(QLatin1String("become")).toBool();
            if (spec.m_ansible.connection.isEmpty() || spec.m_ansible.apply.isEmpty())
                spec.m_loadError = QStringLiteral("%1: ansible needs a connection and an apply task").arg(path);
        }
        spec.m_descriptionLength = o.value(QLatin1String("descriptionLength")).toInt(64);
        spec.m_vlanNameLength = o.value(QLatin1String("vlanNameLength")).toInt(32);
        const QJsonObject firmware = o.value(QLatin1String("firmware")).toObject();
        spec.m_defaultFirmware = firmware.value(QLatin1String("default")).toString();
        for (const QJsonValue &v : firmware.value(QLatin1String("lines")).toArray()) {
            const QJsonObject l = v.toObject();
            SwitchPlatformSpec::FirmwareLine line{l.value(QLatin1String("line")).toString(),
                l.value(QLatin1String("label")).toString(), {}};
            const QJsonObject tokens = l.value(QLatin1String("tokens")).toObject();
            for (auto it = tokens.begin(); it != tokens.end(); ++it)
                line.tokens[it.key()] = it.value().toString();
            spec.m_firmware.push_back(line);
        }
        for (const QJsonValue &v : o.value(QLatin1String("models")).toArray()) {
            const QJsonObject m = v.toObject();
            SwitchPlatformSpec::Model model{
                m.value(QLatin1String("name")).toString(), strings(m.value(QLatin1String("aliases"))), {}};
            for (const QJsonValue &pv : m.value(QLatin1String("ports")).toArray()) {
                const QJsonObject p = pv.toObject();
                SwitchPlatformSpec::PortGroup group;
                group.from = p.value(QLatin1String("from")).toInt();
                group.to = p.value(QLatin1String("to")).toInt();
                group.name = p.value(QLatin1String("name")).toString();
                group.alsoNamed = strings(p.value(QLatin1String("alsoNamed")));
                group.speedGbps = p.value(QLatin1String("speedGbps")).toDouble(25);
                group.uplink = p.value(QLatin1String("role")).toString() == QLatin1String("uplink");
                const QJsonObject breakout = p.value(QLatin1String("breakout")).toObject();
                if (!breakout.isEmpty()) {
                    group.breakoutName = breakout.value(QLatin1String("name")).toString();
                    group.breakoutAlsoNamed = strings(breakout.value(QLatin1String("alsoNamed")));
                    const QJsonArray lanes = breakout.value(QLatin1String("lanes")).toArray();
                    group.firstLane = lanes.at(0).toInt();
                    group.lastLane = lanes.at(1).toInt();
                }
                model.ports.push_back(group);
            }
            model.hierarchicalScheduling = m.value(QLatin1String("hierarchicalScheduling")).toBool();
            if (m.value(QLatin1String("default")).toBool())
                spec.m_models.insert(spec.m_models.begin(), model);
            else
                spec.m_models.push_back(model);
        }
        if (spec.m_models.empty())
            spec.m_loadError = QStringLiteral("%1 lists no model").arg(path);
        // Every name each model's ports have, for the port-name rule.
        for (const SwitchPlatformSpec::Model &model : spec.m_models) {
            QSet<QString> names;
            const auto fold = [&spec](const QString &s) { return spec.m_caseSensitive ? s : s.toLower(); };
            for (const SwitchPlatformSpec::PortGroup &g : model.ports)
                for (int n = g.from; n <= g.to; ++n) {
                    names.insert(fold(g.nameOf(n)));
                    for (const QString &other : g.alsoNamed)
                        names.insert(fold(substituted(other, n)));
                    for (int lane = g.firstLane; lane <= g.lastLane; ++lane) {
                        names.insert(fold(substituted(g.breakoutName, n, lane)));
                        for (const QString &other : g.breakoutAlsoNamed)
                            names.insert(fold(substituted(other, n, lane)));
                    }
                }
            for (const QString &name : names)
                if (!spec.isPortName(name) && !spec.m_patterns.empty())
                    spec.m_loadError = QStringLiteral("%1: %2 of %3 does not follow the naming scheme")
                                           .arg(path, name, model.name);
            spec.m_modelPorts.push_back(names);
        }
        return spec;
    }
};

QString SwitchPlatformSpec::displayName() const
{
    // The build hands every platform.json's name to lupdate in this context
    // (translations/CMakeLists.txt), so a name that needs a translation (the
    // generic checklist's) gets one; vendors' product names have none.
    return QCoreApplication::translate("hvnet::SwitchPlatformSpec", m_displayName.toUtf8().constData());
}

QString SwitchPlatformSpec::PortGroup::nameOf(int number) const
{
    return substituted(name, number);
}

QStringList SwitchPlatformSpec::Model::hostPorts() const
{
    QStringList out;
    for (const PortGroup &g : ports)
        if (!g.uplink)
            for (int n = g.from; n <= g.to; ++n)
                out << g.nameOf(n);
    return out;
}

QStringList SwitchPlatformSpec::Model::uplinkPorts() const
{
    QStringList out;
    for (const PortGroup &g : ports)
        if (g.uplink)
            for (int n = g.from; n <= g.to; ++n)
                out << g.nameOf(n);
    return out;
}

QString SwitchPlatformSpec::Model::range() const
{
    if (ports.empty())
        return {};
    return QStringLiteral("%1 to %2").arg(ports.front().nameOf(ports.front().from), ports.back().nameOf(ports.back().to));
}

const SwitchPlatformSpec &SwitchPlatformSpec::of(SwitchPlatform platform)
{
    // Read once, on first use; the validator asks from its worker thread too,
    // which the function-local static makes safe.
    static const std::map<SwitchPlatform, SwitchPlatformSpec> specs = [] {
        std::map<SwitchPlatform, SwitchPlatformSpec> out;
        for (const auto &entry : EnumNames<SwitchPlatform>::entries)
            out.emplace(entry.first, SwitchPlatformLoader::load(entry.first));
        return out;
    }();
    return specs.at(platform);
}

bool SwitchPlatformSpec::isPortName(const QString &name) const
{
    if (m_patterns.empty())
        return !name.trimmed().isEmpty();
    return std::any_of(m_patterns.begin(), m_patterns.end(),
        [&name](const QRegularExpression &re) { return re.match(name).hasMatch(); });
}

const SwitchPlatformSpec::Model *SwitchPlatformSpec::model(const QString &name) const
{
    const QString wanted = name.trimmed();
    if (wanted.isEmpty())
        return nullptr;
    for (const Model &m : m_models) {
        if (m.name.isEmpty())
            continue;
        if (m.name.compare(wanted, Qt::CaseInsensitive) == 0)
            return &m;
        for (const QString &alias : m.aliases)
            if (alias.compare(wanted, Qt::CaseInsensitive) == 0)
                return &m;
    }
    return nullptr;
}

const SwitchPlatformSpec::Model &SwitchPlatformSpec::defaultModel() const
{
    static const Model none;
    return m_models.empty() ? none : m_models.front();
}

bool SwitchPlatformSpec::modelHasPort(const Model &model, const QString &name) const
{
    for (std::size_t i = 0; i < m_models.size(); ++i)
        if (&m_models[i] == &model)
            return m_modelPorts[i].contains(m_caseSensitive ? name : name.toLower());
    return false;
}

SwitchPlatformSpec::FirmwareMatch SwitchPlatformSpec::firmwareLine(const QString &stated) const
{
    FirmwareMatch match;
    if (m_firmware.empty())
        return match;
    const QString wanted = stated.trimmed().isEmpty() ? m_defaultFirmware : stated.trimmed();
    const std::vector<int> version = versionNumbers(wanted);
    if (version.empty()) {
        match.unreadable = true;
        return match;
    }
    for (const FirmwareLine &line : m_firmware)
        if (compareVersions(versionNumbers(line.line), version) <= 0)
            match.line = &line; // the lines are listed oldest first
    if (!match.line) {
        match.older = true;
        return match;
    }
    // Newer than the latest line: a later major release, or a minor release
    // past the latest line's first number when the line names only a major.
    const std::vector<int> latest = versionNumbers(m_firmware.back().line);
    if (match.line == &m_firmware.back() && !version.empty() && !latest.empty() && version.front() > latest.front())
        match.newer = true;
    return match;
}

} // namespace hvnet

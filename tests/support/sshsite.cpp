#include "sshsite.h"

#include "evidencesimulator.h"
#include "switchsimulator.h"

#include "model/designgenerator.h"
#include "platforms/switchevidence.h"
#include "platforms/switchplatforms.h"

#include <QDir>
#include <QFile>

namespace hvnet {

void SshSite::makeDesign(int hosts, std::optional<SwitchPlatform> platform)
{
    DesignGenerator::Options options;
    options.hosts = hosts;
    options.sofsNodes = 0;
    options.platform = platform.value_or(SwitchPlatform(0));
    design = DesignGenerator::generate(options);
    hostEvidence.clear();
    switchEvidence.clear();
    pathEvidence.clear();
    for (const auto &[path, bytes] : EvidenceSimulator::folder(design, true))
        (path.startsWith(QLatin1String("paths/")) ? pathEvidence : hostEvidence)[path] = bytes;
    for (const auto &[path, bytes] : SwitchSimulator::folder(design))
        switchEvidence[path] = bytes;
}

QString SshSite::hostHome(const Node &node) const
{
    return m_rig.dir() + QStringLiteral("/home-") + node.name;
}

QByteArray SshSite::hostApplied(const Node &node) const
{
    QFile file(hostHome(node) + QStringLiteral("/ProgramData/hvnet/sim-applied.txt"));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

SshRig::Server *SshSite::startHost(const Node &node, const QStringList &extra, const QString &authorizedKey)
{
    const QString home = hostHome(node);
    QDir().mkpath(home);
    const QString evidence = m_rig.writeFile(QStringLiteral("evidence-%1.json").arg(node.name),
        hostEvidence.at(QStringLiteral("hosts/%1.json").arg(node.name)));
    QStringList command{m_windowsSim, QStringLiteral("--home"), home, QStringLiteral("--evidence"), evidence,
        QStringLiteral("--computer-name"), node.name};
    const auto paths = pathEvidence.find(QStringLiteral("paths/%1.json").arg(node.name));
    if (paths != pathEvidence.end())
        command << QStringLiteral("--paths")
                << m_rig.writeFile(QStringLiteral("paths-%1.json").arg(node.name), paths->second);
    return m_rig.start(node.name, command + extra, authorizedKey);
}

QString SshSite::switchDir(const Switch &sw) const
{
    return m_rig.dir() + QStringLiteral("/cli-") + sw.name;
}

SshRig::Server *SshSite::startSwitch(const Switch &sw, const QStringList &extra)
{
    const QString dir = switchDir(sw);
    QDir().mkpath(dir);
    const SwitchPlatformDriver &driver = SwitchPlatforms::driver(sw.platform);
    for (const SwitchEvidence::File file : SwitchEvidence::files()) {
        const auto found = switchEvidence.find(QStringLiteral("switches/%1/%2").arg(sw.name, SwitchEvidence::fileName(file)));
        if (found == switchEvidence.end())
            continue;
        QString name = driver.evidenceCommand(file);
        name.replace(QLatin1Char('/'), QLatin1Char('_'));
        m_rig.writeFile(QStringLiteral("cli-%1/%2.txt").arg(sw.name, name), found->second);
    }
    return m_rig.start(sw.name,
        QStringList{m_switchSim, QStringLiteral("--name"), sw.name, QStringLiteral("--dir"), dir, QStringLiteral("--platform"),
            enumString(sw.platform)}
            + extra);
}

void SshSite::setEndpoint(std::optional<ManagementEndpoint> &endpoint, const SshRig::Server *server, const QString &pin)
{
    endpoint = ManagementEndpoint{QStringLiteral("127.0.0.1"), server ? server->port : SshRig::freePort(), m_rig.userName(), pin};
}

void SshSite::writeConfig(const QStringList &knownHosts, const QString &identity, const QString &extra)
{
    m_rig.writeFile(QStringLiteral("known_hosts"), (knownHosts.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
    sshConfig = m_rig.writeFile(QStringLiteral("ssh_config"),
        (extra
            + QStringLiteral("Host *\n  IdentityFile %1\n  IdentitiesOnly yes\n  UserKnownHostsFile %2/known_hosts\n"
                             "  StrictHostKeyChecking yes\n")
                  .arg(identity.isEmpty() ? m_rig.userKey() : identity, m_rig.dir()))
            .toUtf8());
}

} // namespace hvnet

#pragma once

#include "sshrig.h"

#include "model/design.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>

namespace hvnet {

// A design's devices on the SSH rig: a generated design of Hyper-V hosts and
// its ToR pair, the evidence a deployed cluster of it gives
// (EvidenceSimulator, SwitchSimulator), each node a simulated Windows host
// (hvnet_windows_sim) and each switch a simulated switch command line
// (hvnet_switch_sim) behind its own sshd, and the OpenSSH client
// configuration that reaches them with the rig's key.
class SshSite
{
public:
    // windowsSim, switchSim: the simulators' programs.
    SshSite(SshRig &rig, QString windowsSim, QString switchSim) : m_rig(rig), m_windowsSim(std::move(windowsSim)), m_switchSim(std::move(switchSim)) { }

    Design design;
    std::map<QString, QByteArray> hostEvidence; // hosts/<node>.json
    std::map<QString, QByteArray> switchEvidence; // switches/<switch>/<file>
    // paths/<node>.json: what each host answers when the probe asks for its path tests.
    std::map<QString, QByteArray> pathEvidence;
    QString sshConfig; // the client configuration writeConfig() wrote

    // platform: the ToRs' (the generator's default unless given).
    void makeDesign(int hosts, std::optional<SwitchPlatform> platform = std::nullopt);
    // A simulated Windows host's folder (the simulator's DIR: its profile
    // folder, and C:\ under DIR/C:).
    QString hostHome(const Node &node) const;
    // What the node's deployment applied (the simulator's state file), empty when nothing.
    QByteArray hostApplied(const Node &node) const;
    // A simulated Windows host for the node; extra: --fail TEXT, --hang.
    SshRig::Server *startHost(const Node &node, const QStringList &extra = {}, const QString &authorizedKey = {});
    // A simulated switch of its platform whose outputs are the evidence
    // files' texts; extra: the simulator's options (--minute, --drop, --refuse).
    SshRig::Server *startSwitch(const Switch &sw, const QStringList &extra = {});
    // The folder of a switch's simulated command line (its outputs, its running configuration).
    QString switchDir(const Switch &sw) const;
    // The endpoint of a server (a port nothing listens on without one).
    void setEndpoint(std::optional<ManagementEndpoint> &endpoint, const SshRig::Server *server, const QString &pin = {});
    // known_hosts and a client configuration using identity (default: the rig's key).
    void writeConfig(const QStringList &knownHosts, const QString &identity = {}, const QString &extra = {});

private:
    SshRig &m_rig;
    QString m_windowsSim;
    QString m_switchSim;
};

} // namespace hvnet

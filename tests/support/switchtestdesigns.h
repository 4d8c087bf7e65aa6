#pragma once

// The designs the switch tests render on every platform, and how a design is
// moved to another platform: each switch becomes the platform's default model
// with its ports renamed as that model names them (host ports in order, then
// the uplinks for peer-links and fast ports), so every golden uses the
// platform's own model and port names.

#include "exporters/switches/switchexporter.h"
#include "exporters/templatestore.h"
#include "model/designfile.h"
#include "model/designreader.h"
#include "model/switchplatformspec.h"
#include "templates/startercatalogue.h"

#include <QFileInfo>
#include <QString>
#include <QStringList>

#include <map>
#include <set>

namespace hvnet::switchtests {

// Every platform of the registry, in its order.
inline const QStringList &platforms()
{
    static const QStringList list = enumNames<SwitchPlatform>();
    return list;
}

// The designs of the goldens: two starters and two test designs.
// s2d-converged-set: RoCEv2, PFC on 3, a peer-link, one storage VLAN per ToR.
// sofs-hyperv-2012r2: iWARP with SMB on a lossless class, a LAN pair with a
//   peer-link beside two storage switches without one.
// iwarp-no-pfc: iWARP without any lossless class, one LAN switch, no peer-link.
// roce-custom-lossless: PFC on 3 and on a custom class on 4.
inline const QStringList &designs()
{
    static const QStringList list{QStringLiteral("s2d-converged-set"), QStringLiteral("sofs-hyperv-2012r2"),
        QStringLiteral("iwarp-no-pfc"), QStringLiteral("roce-custom-lossless")};
    return list;
}

inline Design design(const QString &id)
{
    if (const auto starter = StarterCatalogue::content(id))
        return *DesignReader::read(*starter).design;
    return *DesignFile::load(QStringLiteral(HVNET_TEST_DATA "/switches/%1.hvnet").arg(id)).design;
}

inline Design onPlatform(Design d, const QString &platformName)
{
    const SwitchPlatform platform = *enumFromName<SwitchPlatform>(platformName.toStdString());
    const SwitchPlatformSpec::Model &model = SwitchPlatformSpec::of(platform).defaultModel();
    std::set<QString> peerEnds;
    for (const Link &l : d.links)
        if (l.kind == LinkKind::PeerLink) {
            peerEnds.insert(l.a);
            peerEnds.insert(l.b);
        }
    for (Switch &sw : d.switches) {
        sw.platform = platform;
        sw.model = model.name;
        sw.firmware.clear();
        const QStringList hosts = model.hostPorts(), uplinks = model.uplinkPorts();
        int host = 0, uplink = 0;
        for (SwitchPort &p : sw.ports) {
            const bool isUplink = peerEnds.count(p.id) || p.speedGbps >= 40;
            p.name = isUplink ? uplinks.value(uplink++) : hosts.value(host++);
        }
    }
    return d;
}

inline ExportResult run(const Design &d)
{
    const TemplateStore store;
    return SwitchExporter(store).run(d);
}

// Switch name -> configuration text.
inline std::map<QString, QString> configs(const Design &d)
{
    const ExportResult result = run(d);
    if (!result.ok())
        qFatal("%s", qPrintable(result.error));
    std::map<QString, QString> out;
    for (const ExportedFile &f : result.files)
        out[QFileInfo(f.path).completeBaseName()] = QString::fromUtf8(f.content);
    return out;
}

} // namespace hvnet::switchtests

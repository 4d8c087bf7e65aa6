#include "switchsimulator.h"

#include "exporters/switches/switchexporter.h"
#include "exporters/templatestore.h"
#include "model/design.h"
#include "plans/filenames.h"
#include "platforms/switchevidence.h"

#include <QFileInfo>
#include <QHash>

namespace hvnet {

QByteArray SwitchSimulator::nxosLldp(const QString &switchName, const std::vector<LldpRow> &rows)
{
    QString out = switchName + QStringLiteral("# show lldp neighbors detail\nCapability codes:\n"
                                              "  (R) Router, (B) Bridge, (S) Station\n"
                                              "Device ID            Local Intf      Hold-time  Capability  Port ID\n\n");
    for (const LldpRow &r : rows)
        out += QStringLiteral("Chassis id: %1\nPort id: %2\nLocal Port id: %3\nPort Description: %4\nSystem Name: %5\n"
                              "System Description: Microsoft Windows Server 2022 Datacenter\nTime remaining: 105 seconds\n"
                              "System Capabilities: S\nEnabled Capabilities: S\nVlan ID: not advertised\n\n")
                   .arg(r.chassis, r.portId, r.localPort,
                       r.portDescription.isEmpty() ? QStringLiteral("null") : r.portDescription,
                       r.systemName.isEmpty() ? QStringLiteral("null") : r.systemName);
    out += QStringLiteral("Total entries displayed: %1\n").arg(rows.size());
    return out.toUtf8();
}

QByteArray SwitchSimulator::cumulusLldp(const std::vector<LldpRow> &rows)
{
    // lldpd writes a MAC address as six colon-separated pairs.
    const auto colons = [](QString mac) {
        mac.remove(QLatin1Char('.'));
        QStringList pairs;
        for (int i = 0; i + 1 < mac.size(); i += 2)
            pairs << mac.mid(i, 2);
        return pairs.join(QLatin1Char(':'));
    };
    const auto quoted = [](const QString &text) {
        QString t = text;
        t.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
        return QLatin1Char('"') + t + QLatin1Char('"');
    };
    QStringList entries;
    int rid = 0;
    for (const LldpRow &r : rows) {
        const bool mac = r.portId.count(QLatin1Char('.')) == 2 && r.portId.size() == 14;
        entries << QStringLiteral("      {\n        %1: {\n          \"via\": \"LLDP\",\n          \"rid\": \"%2\",\n"
                                  "          \"age\": \"0 day, 00:41:07\",\n          \"chassis\": {\n            %3: {\n"
                                  "              \"id\": {\"type\": \"mac\", \"value\": \"%4\"},\n"
                                  "              \"descr\": \"Microsoft Windows Server 2022 Datacenter\",\n"
                                  "              \"capability\": [{\"type\": \"Station\", \"enabled\": true}]\n            }\n"
                                  "          },\n          \"port\": {\n            \"id\": {\"type\": \"%5\", \"value\": %6},\n"
                                  "            \"descr\": %7,\n            \"ttl\": \"120\"\n          }\n        }\n      }")
                       .arg(quoted(r.localPort))
                       .arg(++rid)
                       .arg(quoted(r.systemName), colons(r.chassis), mac ? QStringLiteral("mac") : QStringLiteral("ifname"),
                           quoted(mac ? colons(r.portId) : r.portId), quoted(r.portDescription));
    }
    if (entries.isEmpty())
        return "{\n  \"lldp\": {}\n}\n";
    return (QStringLiteral("{\n  \"lldp\": {\n    \"interface\": [\n") + entries.join(QStringLiteral(",\n"))
        + QStringLiteral("\n    ]\n  }\n}\n"))
        .toUtf8();
}

QString SwitchSimulator::macOf(const QString &id)
{
    const QByteArray h = QByteArray::number(qHash(id) & 0xffffffffu, 16).rightJustified(8, '0');
    return QStringLiteral("0c42.%1.%2").arg(QString::fromLatin1(h.left(4)), QString::fromLatin1(h.mid(4, 4)));
}

std::vector<SwitchSimulator::LldpRow> SwitchSimulator::asCabled(const Design &design, const Switch &sw)
{
    std::map<QString, const Link *> byPort;
    for (const Link &l : design.links) {
        byPort[l.a] = &l;
        byPort[l.b] = &l;
    }
    std::vector<LldpRow> rows;
    for (const SwitchPort &p : sw.ports) {
        const auto it = byPort.find(p.id);
        if (it == byPort.end())
            continue;
        const QString far = it->second->a == p.id ? it->second->b : it->second->a;
        for (const Node &n : design.nodes)
            if (const Adapter *a = n.adapter(far))
                rows.push_back({p.name, macOf(far), macOf(far), a->name, n.name + QStringLiteral(".contoso.local")});
        for (const Switch &s : design.switches)
            if (const SwitchPort *q = s.port(far))
                rows.push_back({p.name, macOf(s.id), q->name, q->name, s.name});
    }
    return rows;
}

QByteArray SwitchSimulator::pasted(const Switch &sw, const QString &text)
{
    QString body = sw.name + QStringLiteral("# ") + SwitchEvidence::command(sw.platform, SwitchEvidence::File::RunningConfig)
        + QLatin1Char('\n') + text + QLatin1Char('\n') + sw.name + QStringLiteral("# ");
    body.replace(QLatin1Char('\n'), QLatin1String("\r\n"));
    return body.toUtf8();
}

std::map<QString, QByteArray> SwitchSimulator::folder(const Design &design)
{
    const TemplateStore store;
    const ExportResult result = SwitchExporter(store).run(design);
    std::map<QString, QString> texts;
    for (const ExportedFile &f : result.files)
        texts[QFileInfo(f.path).completeBaseName()] = QString::fromUtf8(f.content);
    std::map<QString, QByteArray> files;
    for (const Switch &sw : design.switches) {
        const QString dir = QStringLiteral("switches/%1/").arg(safeFileName(sw.name));
        if (const auto it = texts.find(sw.name); it != texts.end())
            files[dir + QStringLiteral("running-config.txt")] = pasted(sw, it->second);
        if (sw.platform == SwitchPlatform::CiscoNxos)
            files[dir + QStringLiteral("lldp.txt")] = nxosLldp(sw.name, asCabled(design, sw));
    }
    return files;
}

} // namespace hvnet

#pragma once

#include <QByteArray>
#include <QString>

#include <map>
#include <vector>

namespace hvnet {

class Design;
struct Switch;

// Stands in for the switches a tester cannot have here: what an
// administrator pastes into switches/<switch>/ once hvnet's configuration is
// applied and the cables are as designed. The running configuration is the
// exported one as pasted (prompt, command, CRLF). The LLDP table is written
// in NX-OS's "show lldp neighbors detail" form (Cisco Nexus 9000 NX-OS System
// Management Configuration Guide, LLDP; the reader's fixture
// platforms/cisco-nxos/tests/lldp.txt), each far end announcing
// its computer or switch name and its port, so only NX-OS switches get one.
// Used by tst_liveswitches and bench_live.
class SwitchSimulator
{
public:
    struct LldpRow {
        QString localPort, chassis, portId, portDescription, systemName;
    };

    // The rows of a switch as cabled by the design.
    static std::vector<LldpRow> asCabled(const Design &design, const Switch &sw);
    static QByteArray nxosLldp(const QString &switchName, const std::vector<LldpRow> &rows);
    // The same rows as Cumulus Linux's `lldpctl -f json` prints them (lldpd
    // 1.0.x: an "interface" array with an entry per neighbour, the chassis
    // keyed by its system name; the reader's fixture
    // platforms/nvidia-cumulus/tests/lldp.json).
    static QByteArray cumulusLldp(const std::vector<LldpRow> &rows);
    // A configuration text as an administrator pastes it.
    static QByteArray pasted(const Switch &sw, const QString &text);
    // A made-up MAC address for a design object, stable, in NX-OS's form.
    static QString macOf(const QString &id);
    // switches/<switch>/running-config.txt of every switch, lldp.txt of NX-OS ones.
    static std::map<QString, QByteArray> folder(const Design &design);
};

} // namespace hvnet

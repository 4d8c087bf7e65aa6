#pragma once

#include <QString>

namespace hvnet::InterfaceName {

// One spelling for every way a switch names the same port (docs/live.md, "The
// evidence folder": the files hold whatever spelling the platform prints),
// so a name from LLDP, a running configuration, a PFC table or the design
// compares equal: case folded; spaces and the hyphen of Comware's long names
// dropped ("Ethernet 1/1", "Ten-GigabitEthernet1/0/1"); abbreviations expanded
// (Eth1/1, Et1 = Ethernet; Te, XGE = TenGigabitEthernet; WGE, Twe =
// TwentyFiveGigE; FGE, Fo = FortyGigE; HGE, Hu = HundredGigE; GE, Gi =
// GigabitEthernet; Po = Port-channel; Mgmt, Ma = management); a logical unit
// dropped (Junos xe-0/0/1.0 and a subinterface Ethernet1/1.100 are their port).
// Junos keeps its own prefixes (xe-, et-, ge- with a hyphen), AOS-CX names are
// numbers only (1/1/1), Cumulus names stay (swp1, swp49s0).
QString normalized(const QString &name);

// Whether two spellings name the same port.
bool same(const QString &a, const QString &b);

// A MAC address in any of the printed forms (00:1c:73:aa:bb:cc, 001c.73aa.bbcc,
// 001c-73aa-bbcc, 00-1C-73-AA-BB-CC), as twelve lower-case hexadecimal digits;
// empty when the text is no MAC address.
QString macAddress(const QString &text);

} // namespace hvnet::InterfaceName

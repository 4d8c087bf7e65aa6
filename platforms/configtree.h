#pragma once

#include "plans/evidence/switchstate.h"

#include <QString>
#include <QStringList>

#include <map>
#include <set>
#include <vector>

namespace hvnet {

// A configuration in the indented block form most switches print (NX-OS, EOS,
// OS10, AOS-CX, Comware): every line with the lines indented below it as its
// children. Comment lines (starting with '!' or '#'), blank lines and CRLF
// ends are dropped. The readers of each platform walk it.
class ConfigTree
{
public:
    struct Node {
        QString text; // trimmed
        int line = 0; // from 1
        std::vector<Node> children;

        // The words of the line: "switchport trunk allowed vlan 1,711".
        QStringList words() const;
        // Whether the line starts with these words.
        bool is(const QString &prefix) const;
        // The rest of the line after the prefix, trimmed.
        QString after(const QString &prefix) const;
    };

    static ConfigTree parse(const QString &text);
    const std::vector<Node> &roots() const { return m_roots; }

    // "1,711", "0-2,4-6", "1 711", "2 to 10" (Comware): the numbers listed.
    static std::set<int> numbers(const QString &list);
    // The same list as ranges, unexpanded: a VLAN list such as "1-4094".
    static VlanSet vlans(const QString &list);
    // A "vlan <ids>" block with its "name": adds the VLANs and says whether
    // the node was one (NX-OS, EOS, AOS-CX and Comware write VLANs alike).
    static bool readVlan(const Node &node, std::map<int, QString> &vlans);
    // The port an "interface <name>" block starts: its name and line, and
    // native VLAN 1 until the block says otherwise.
    static SwitchState::Port portOf(const Node &node);
    // The ports an "interface" block configures: one name as written, or
    // every port of a range or list as people and tools write them
    // ("interface range ethernet1/1/1-1/1/8" on OS10, "interface
    // ethernet1/11-20, ethernet1/22" on NX-OS, "interface Ethernet1-4" on
    // EOS, "interface 1/1/1-1/1/4" on AOS-CX, "interface range
    // Ten-GigabitEthernet1/0/1 to Ten-GigabitEthernet1/0/4" on Comware), each
    // as the type followed by its numbers ("ethernet1/1/1").
    static QStringList interfaceNames(const Node &node);
    // Stores the port read from an "interface" block under each name the
    // block configures (interfaceNames).
    static void storePorts(const Node &node, SwitchState::Port port, std::map<QString, SwitchState::Port> &ports);
    // Words of a line as a shell would split them: '...' and "..." keep
    // spaces (Junos set commands, NVUE).
    static QStringList shellWords(const QString &line);

private:
    std::vector<Node> m_roots;
};

} // namespace hvnet

#pragma once

#include "freshid.h"
#include "model/design.h"

#include <QSet>
#include <QString>

#include <map>
#include <vector>

namespace hvnet {

class DesignDocument;

// What the designer's larger edits (paste, duplicate, "add hosts like this
// one") compute before anything changes: new nodes and switches, switches that
// gain ports, new cables, and the cluster list when memberships change. The
// plan is pure data; apply() turns it into one undoable step.
struct Insertion {
    std::vector<Subnet> subnets; // subnets the target lacks
    std::vector<Switch> newSwitches;
    std::vector<Node> newNodes;
    std::vector<Switch> changedSwitches; // whole switches, same ids
    std::vector<Link> links;
    std::optional<std::vector<Cluster>> clusters;
    std::vector<Note> notes; // new notes
    std::map<QString, Point> positions;
    int skippedLinks = 0; // cables that could not be repeated (to another node)
    QStringList problems; // what the plan could not do, for people (a cable without a free port)

    bool isEmpty() const { return newNodes.empty() && newSwitches.empty() && links.empty() && notes.empty(); }
    // Pushes the insertion as one macro on the document's undo stack.
    void apply(DesignDocument *document, const QString &text) const;
};

namespace DesignEdits {

// Every id in the design: subnets, clusters, nodes and their parts, switches,
// ports and links.
QSet<QString> usedIds(const Design &design);
// The next free name in a numbered series: "HV01" gives "HV02" (the width is
// kept), "swp9" gives "swp10", "Host" gives "Host 2". The result is added to taken.
QString nextName(QSet<QString> &taken, const QString &name);

// A new object as dropped from the palette, with fresh ids and a numbered name.
Node newNode(const Design &design, NodeRole role);
// A switch is the platform's default model (docs/switches.md) with its first
// hostPorts host ports and its first two uplinks, named as the model names them.
Switch newSwitch(const Design &design, SwitchPlatform platform, int hostPorts = 16);
// The number-th port (from 1) of the platform's default model, host ports
// first ("Ethernet1/5", "swp5", "et-0/0/4").
QString portName(SwitchPlatform platform, int number);
// Appends a port set up like model, named next after the switch's last port
// (the platform's first port name on an empty switch), with a fresh id;
// usedIds and portNames (the switch's port names) are kept up to date.
SwitchPort &appendPort(Switch &sw, SwitchPort model, QSet<QString> &usedIds, QSet<QString> &portNames);
Adapter newAdapter(const Design &design, const Node &node);
// A new interface on the node: on a free adapter, else on onVSwitch (when
// given, always there), else the first vSwitch or team; in the next subnet
// the node has no interface in; named after what it is for.
Interface newInterface(const Design &design, const Node &node, const QString &onVSwitch = {});
// A Switch Embedded Teaming vSwitch over the node's adapters that carry
// nothing yet (all its adapters when every one does), Hyper-V port load
// balancing, the management OS allowed on it: what a converged host gets
// first. Its interfaces then go on it (newInterface).
VSwitch newSetSwitch(const Design &design, const Node &node);
// Converged Setup (the node's context menu): a fully converged host in one
// step, as Network ATC's management, compute and storage intent on one SET
// team makes it. The node gets a SET vSwitch (newSetSwitch) unless it has a
// vSwitch already, then one vNIC on it for each subnet of the design it has
// no interface in, made as Add Interface makes them one by one: storage
// vNICs first, each pinned to an RDMA uplink of its own, then management.
struct ConvergedSetup {
    Node node;              // the node as it becomes
    QString vswitch;        // the name of the vSwitch added; empty when the node had one
    QStringList uplinks;    // the names of its uplinks
    QStringList interfaces; // the names of the vNICs added, in order
};
ConvergedSetup convergedSetup(const Design &design, const Node &node);

// count copies of a node: its adapters, teams, vSwitches, interfaces and SMB
// constraints under new ids, numbered names, addresses by the allocator's
// host numbers, the same cluster memberships, and for each cable to a switch
// a cable to the lowest free port of the same kind there (PortPlanner).
Insertion hostsLike(const Design &design, const QString &nodeId, int count);

// The nodes, switches and notes named, the cables among them, their positions
// and the subnets their interfaces use: what the clipboard carries, a valid design.
Design fragment(const Design &design, const QStringList &ids);
// The fragment made fit for the target: new ids and names where they clash,
// fresh addresses, positions moved by offset, subnets the target lacks.
Insertion paste(const Design &target, const Design &fragment, Point offset);

// Why an edited node would leave the design unreadable (a reference inside
// the node to nothing, an option the format does not allow there), or an
// empty string. Edits check this before they become commands.
QString nodeProblem(const Design &design, const Node &node);
// The same for an edited switch: host key, VLAN and priority ranges.
QString switchProblem(const Switch &sw);
// Every node that changes when these interfaces go: their own nodes lose
// them, and SMB constraints anywhere that name them let go.
std::vector<Node> withoutInterfaces(const Design &design, const QSet<QString> &interfaceIds);
// The number of interfaces that use a subnet.
int subnetUsers(const Design &design, const QString &subnetId);

// Fills the interfaces of the insertion's new nodes that have no address, as
// the allocator would in the design with the insertion applied.
void allocateAddresses(const Design &target, Insertion &insertion);

} // namespace DesignEdits
} // namespace hvnet

#pragma once

#include "model/addressallocator.h"
#include "model/design.h"
#include "model/edit/ipplan.h"

#include <QObject>
#include <QSet>
#include <QStringList>

#include <functional>

class QMimeData;

namespace hvnet {

class DesignDocument;
struct Finding;
struct Insertion;

// The designer's edits that take more than one command or some thought, in
// one place for the menus, the context menus, the properties dock and the
// tests. Each is one undo step.
class DesignActions : public QObject
{
    Q_OBJECT

public:
    // The clipboard format: a valid design holding the copied objects.
    static constexpr char mimeType[] = "application/x-hvnet-design";

    explicit DesignActions(DesignDocument *document, QObject *parent = nullptr);

    // Deletes nodes, switches, clusters, cables and notes (a cluster's members stay).
    void remove(const QStringList &ids);
    // A note on the canvas at `at`, one undo step; its id.
    QString addNote(const QString &text, Point at);
    void setNoteText(const QString &noteId, const QString &text);
    // The history's name for such a deletion, with what it takes along:
    // "Delete HV01 with 4 cable(s) and membership of HVC01".
    static QString removalText(const Design &design, const QStringList &links, const QStringList &nodes,
        const QStringList &switches, const QSet<QString> &clusters);
    QMimeData *copy(const QStringList &ids) const;
    static bool canPaste(const QMimeData *mime);
    // Returns the ids of the pasted nodes, switches and notes.
    QStringList paste(const QMimeData *mime, Point offset);
    QStringList duplicate(const QStringList &ids);
    // place, when given, moves the new nodes' positions in the plan before
    // it is applied (the canvas knows where a card fits).
    QStringList addHostsLike(const QString &nodeId, int count, const std::function<void(Insertion &)> &place = {});

    QString addAdapter(const QString &nodeId);
    QString addInterface(const QString &nodeId);
    // A SET vSwitch over the node's free adapters (DesignEdits::newSetSwitch); its id.
    QString addSetSwitch(const QString &nodeId);
    // Converged Setup (DesignEdits::convergedSetup) in one undoable step;
    // the names of the vNICs added. Says in the status bar why nothing
    // changed (no adapters, no subnets, every subnet reached already).
    QStringList convergedSetup(const QString &nodeId);
    // Removes an adapter with its cables and the interfaces attached to it
    // directly; refused (with a status message) when that would leave a
    // reference to nothing.
    void removeAdapter(const QString &nodeId, const QString &adapterId);
    // Removes an interface and every SMB constraint's mention of it.
    void removeInterface(const QString &nodeId, const QString &interfaceId);
    void addPorts(const QString &switchId, int count);
    void removePort(const QString &switchId, const QString &portId);
    void addToCluster(const QStringList &nodeIds, const QString &clusterId);
    QString newCluster(const QStringList &nodeIds, const QString &name, ClusterKind kind);
    void removeFromClusters(const QStringList &nodeIds);
    void suppress(const Finding &finding, const QString &reason);
    // Lays the whole design out afresh; sizeOf gives each item's size.
    void autoLayout(const std::function<QSizeF(const QString &)> &sizeOf);
    // Moves interface addresses that are outside their subnet into it (the
    // same host bits) and fills every missing one, as one step.
    AddressAllocator::Result allocateAddresses();
    // Takes an IP plan read back from CSV (IpPlan::fromCsv) as one undo step;
    // with problems, nothing changes.
    IpPlan::Import importIpPlan(const QByteArray &csv);
    // Gives the target hosts the source host's profile (HostProfile) as one
    // undo step; returns the names of the hosts that changed.
    QStringList applyProfile(const QString &sourceId, const QStringList &targetIds);

    // What a change of subnets would leave behind: subnets whose prefix
    // changes while addresses (interfaces, cluster, gateway, DNS) are in the
    // old one.
    struct Renumbering {
        QStringList subnets; // their names
        int addresses = 0;
    };
    Renumbering renumberingFor(const std::vector<Subnet> &subnets) const;
    // Replaces the subnets as one undo step; with renumber, the addresses of
    // each changed prefix move into the new one in the same step, keeping
    // their host numbers (AddressAllocator::renumber).
    void setSubnets(std::vector<Subnet> subnets, bool renumber, const QString &text);

Q_SIGNALS:
    void statusMessage(const QString &text);

private:
    DesignDocument *m_document;
};

} // namespace hvnet

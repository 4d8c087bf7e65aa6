#include "designactions.h"

#include "autolayout.h"
#include "designedits.h"
#include "hostprofile.h"
#include "model/commands/editcommands.h"
#include "model/commands/moveobject.h"
#include "model/commands/removenode.h"
#include "model/designdocument.h"
#include "model/designreader.h"
#include "model/designwriter.h"
#include "model/ipv4.h"
#include "model/objectnames.h"
#include "model/validation/finding.h"

#include <QMimeData>
#include <QSizeF>
#include <QUndoStack>

#include <algorithm>

namespace hvnet {

DesignActions::DesignActions(DesignDocument *document, QObject *parent) : QObject(parent), m_document(document)
{ }

QString DesignActions::removalText(const Design &design, const QStringList &links, const QStringList &nodes,
    const QStringList &switches, const QSet<QString> &clusters)
{
    // What is named, as people name it, and what goes with it: the cables of
    // the nodes and switches, the nodes' places in clusters.
    QStringList named;
    for (const QString &id : nodes + switches)
        named << ObjectNames::of(design, id);
    for (const Cluster &c : design.clusters)
        if (clusters.contains(c.id))
            named << tr("cluster %1").arg(c.name);
    if (links.size() <= 2)
        for (const QString &id : links)
            named << tr("cable %1").arg(ObjectNames::of(design, id));
    else
        named << tr("%n cable(s)", nullptr, int(links.size()));
    QString what = named.mid(0, 3).join(QStringLiteral(", "));
    if (named.size() > 3)
        what = tr("%1 and %n more", nullptr, int(named.size() - 3)).arg(what);

    QSet<QString> ends;
    for (const QString &id : nodes)
        for (const Adapter &a : design.node(id)->adapters)
            ends.insert(a.id);
    for (const QString &id : switches)
        for (const SwitchPort &p : design.switchById(id)->ports)
            ends.insert(p.id);
    int cables = 0;
    for (const Link &l : design.links)
        cables += !links.contains(l.id) && (ends.contains(l.a) || ends.contains(l.b));
    QStringList memberships;
    for (const Cluster &c : design.clusters)
        if (!clusters.contains(c.id)
            && std::any_of(nodes.begin(), nodes.end(), [&](const QString &n) { return c.members.contains(n); }))
            memberships << c.name;
    QStringList taken;
    if (cables > 0)
        taken << tr("%n cable(s)", nullptr, cables);
    if (!memberships.isEmpty())
        taken << tr("membership of %1").arg(memberships.join(QStringLiteral(", ")));
    return taken.isEmpty() ? tr("Delete %1").arg(what) : tr("Delete %1 with %2").arg(what, taken.join(tr(" and ")));
}

void DesignActions::remove(const QStringList &ids)
{
    const Design &design = m_document->design();
    QStringList links, nodes, switches;
    QSet<QString> clusters, notes;
    for (const QString &id : ids) {
        if (design.link(id))
            links << id;
        else if (design.node(id))
            nodes << id;
        else if (design.switchById(id))
            switches << id;
        else if (design.cluster(id))
            clusters.insert(id);
        else if (design.note(id))
            notes.insert(id);
    }
    const int count = int(links.size() + nodes.size() + switches.size() + clusters.size());
    if (count + notes.size() == 0)
        return;
    QUndoStack *stack = m_document->undoStack();
    const QString text = count == 0 ? tr("Delete %n note(s)", nullptr, int(notes.size()))
                                    : removalText(design, links, nodes, switches, clusters);
    stack->beginMacro(text);
    for (const QString &id : links)
        stack->push(new RemoveLink(m_document, id));
    const auto without = [](auto items, const QSet<QString> &ids) {
        std::erase_if(items, [&ids](const auto &item) { return ids.contains(item.id); });
        return items;
    };
    if (!clusters.isEmpty())
        stack->push(new SetClusters(
            m_document, &Design::clusters, without(design.clusters, clusters), DesignPart::Clusters, text));
    if (!notes.isEmpty())
        stack->push(new SetNotes(m_document, &Design::notes, without(design.notes, notes), DesignPart::Notes, text));
    // Their canvas positions go too: the file keeps positions of existing
    // objects only.
    std::map<QString, Point> layout = design.layout;
    for (const QString &id : clusters + notes)
        layout.erase(id);
    if (layout != design.layout)
        stack->push(new SetLayout(m_document, &Design::layout, std::move(layout), DesignPart::Layout, text));
    for (const QString &id : nodes)
        stack->push(new RemoveNode(m_document, id));
    for (const QString &id : switches)
        stack->push(new RemoveSwitch(m_document, id));
    stack->endMacro();
}

QString DesignActions::addNote(const QString &text, Point at)
{
    const Design &design = m_document->design();
    QSet<QString> used = DesignEdits::usedIds(design);
    const Note note{DesignEdits::freshId(used, QStringLiteral("note")), text};
    std::vector<Note> notes = design.notes;
    notes.push_back(note);
    QUndoStack *stack = m_document->undoStack();
    const QString undoText = tr("Add note");
    stack->beginMacro(undoText);
    stack->push(new SetNotes(m_document, &Design::notes, std::move(notes), DesignPart::Notes, undoText));
    stack->push(new MoveObject(m_document, note.id, at));
    stack->endMacro();
    return note.id;
}

void DesignActions::setNoteText(const QString &noteId, const QString &text)
{
    const Note *note = m_document->design().note(noteId);
    if (!note || note->text == text)
        return;
    m_document->undoStack()->push(
        new SetNote(m_document, &Design::notes, Note{noteId, text}, DesignPart::Notes, tr("Edit note")));
}

QMimeData *DesignActions::copy(const QStringList &ids) const
{
    const Design fragment = DesignEdits::fragment(m_document->design(), ids);
    if (fragment.nodes.empty() && fragment.switches.empty() && fragment.notes.empty())
        return nullptr;
    auto *mime = new QMimeData;
    const QByteArray bytes = DesignWriter::write(fragment);
    mime->setData(QLatin1String(mimeType), bytes);
    mime->setText(QString::fromUtf8(bytes));
    return mime;
}

bool DesignActions::canPaste(const QMimeData *mime)
{
    return mime && mime->hasFormat(QLatin1String(mimeType));
}

QStringList DesignActions::paste(const QMimeData *mime, Point offset)
{
    if (!canPaste(mime))
        return {};
    const auto read = DesignReader::read(mime->data(QLatin1String(mimeType)));
    if (!read.design) {
        Q_EMIT statusMessage(tr("The clipboard holds no usable design: %1").arg(read.error.toString()));
        return {};
    }
    const Insertion plan = DesignEdits::paste(m_document->design(), *read.design, offset);
    if (plan.isEmpty())
        return {};
    QStringList ids;
    for (const Node &n : plan.newNodes)
        ids << n.id;
    for (const Switch &s : plan.newSwitches)
        ids << s.id;
    for (const Note &n : plan.notes)
        ids << n.id;
    plan.apply(m_document, tr("Paste %n object(s)", nullptr, int(ids.size())));
    return ids;
}

QStringList DesignActions::duplicate(const QStringList &ids)
{
    std::unique_ptr<QMimeData> mime(copy(ids));
    return paste(mime.get(), Point{40, 40});
}

QStringList DesignActions::addHostsLike(
    const QString &nodeId, int count, const std::function<void(Insertion &)> &place)
{
    const Node *source = m_document->design().node(nodeId);
    if (!source || count < 1)
        return {};
    Insertion plan = DesignEdits::hostsLike(m_document->design(), nodeId, count);
    if (place)
        place(plan);
    QStringList ids;
    for (const Node &n : plan.newNodes)
        ids << n.id;
    plan.apply(m_document, tr("Add %n host(s) like %1", nullptr, count).arg(source->name));
    QStringList notes = plan.problems;
    if (plan.skippedLinks > 0)
        notes << tr("%n cable(s) to other nodes were not repeated.", nullptr, plan.skippedLinks);
    if (!notes.isEmpty())
        Q_EMIT statusMessage(notes.join(QLatin1Char(' ')));
    return ids;
}

QString DesignActions::addAdapter(const QString &nodeId)
{
    const Node *source = m_document->design().node(nodeId);
    if (!source)
        return {};
    Node node = *source;
    const Adapter adapter = DesignEdits::newAdapter(m_document->design(), node);
    node.adapters.push_back(adapter);
    m_document->undoStack()->push(
        new SetNode(m_document, node, tr("Add adapter %1 to %2").arg(adapter.name, node.name)));
    return adapter.id;
}

QString DesignActions::addSetSwitch(const QString &nodeId)
{
    const Node *source = m_document->design().node(nodeId);
    if (!source || source->adapters.empty())
        return {};
    Node node = *source;
    const VSwitch vswitch = DesignEdits::newSetSwitch(m_document->design(), node);
    node.vswitches.push_back(vswitch);
    QStringList uplinks;
    for (const QString &id : vswitch.uplinks)
        uplinks << node.adapter(id)->name;
    m_document->undoStack()->push(new SetNode(m_document, node,
        tr("%1: add SET vSwitch %2 over %3").arg(node.name, vswitch.name, uplinks.join(QStringLiteral(", ")))));
    return vswitch.id;
}

QStringList DesignActions::convergedSetup(const QString &nodeId)
{
    const Design &design = m_document->design();
    const Node *source = design.node(nodeId);
    if (!source)
        return {};
    if (source->adapters.empty() && source->vswitches.empty()) {
        Q_EMIT statusMessage(tr("%1 has no adapters for a vSwitch: add adapters first.").arg(source->name));
        return {};
    }
    if (design.subnets.empty()) {
        Q_EMIT statusMessage(tr("The design has no subnets yet: add them in Design > Subnets and VLANs first."));
        return {};
    }
    const DesignEdits::ConvergedSetup setup = DesignEdits::convergedSetup(design, *source);
    if (setup.vswitch.isEmpty() && setup.interfaces.isEmpty()) {
        Q_EMIT statusMessage(tr("%1 has a vSwitch and an interface in every subnet already: nothing to change.")
                                 .arg(source->name));
        return {};
    }
    if (const QString problem = DesignEdits::nodeProblem(design, setup.node); !problem.isEmpty()) {
        Q_EMIT statusMessage(tr("Converged setup not made: %1.").arg(problem));
        return {};
    }
    const QString vnics = setup.interfaces.join(QStringLiteral(", "));
    const QString text = setup.vswitch.isEmpty()
        ? tr("%1: add vNICs %2").arg(source->name, vnics)
        : setup.interfaces.isEmpty()
        ? tr("%1: add SET vSwitch %2 over %3").arg(source->name, setup.vswitch, setup.uplinks.join(QStringLiteral(", ")))
        : tr("%1: add SET vSwitch %2 over %3 with vNICs %4")
              .arg(source->name, setup.vswitch, setup.uplinks.join(QStringLiteral(", ")), vnics);
    m_document->undoStack()->push(new SetNode(m_document, setup.node, text));
    return setup.interfaces;
}

QString DesignActions::addInterface(const QString &nodeId)
{
    const Node *source = m_document->design().node(nodeId);
    if (!source)
        return {};
    Node node = *source;
    const Interface interface = DesignEdits::newInterface(m_document->design(), node);
    node.interfaces.push_back(interface);
    // An interface needs an adapter (or team or vSwitch) and a subnet to be
    // written; without them the edit is refused, with what to add first.
    if (const QString problem = DesignEdits::nodeProblem(m_document->design(), node); !problem.isEmpty()) {
        Q_EMIT statusMessage(tr("No interface added: %1.").arg(problem));
        return {};
    }
    m_document->undoStack()->push(
        new SetNode(m_document, node, tr("Add interface %1 to %2").arg(interface.name, node.name)));
    return interface.id;
}

void DesignActions::removeAdapter(const QString &nodeId, const QString &adapterId)
{
    const Design &design = m_document->design();
    const Node *source = design.node(nodeId);
    if (!source || !source->adapter(adapterId))
        return;
    const QString name = source->adapter(adapterId)->name;
    const QString nodeName = source->name;
    // The adapter goes with what rides on it alone: interfaces attached to
    // it directly (and SMB constraints naming them, on any node), its cables;
    // teams, vSwitch uplinks and team mappings let go of it.
    Design trial = design;
    Node &node = *trial.node(nodeId);
    QSet<QString> dropped;
    for (const Interface &i : node.interfaces)
        if (i.attach.kind == AttachKind::Adapter && i.attach.target == adapterId)
            dropped.insert(i.id);
    node.adapters.erase(
        std::remove_if(node.adapters.begin(), node.adapters.end(), [&](const Adapter &a) { return a.id == adapterId; }),
        node.adapters.end());
    for (Team &t : node.teams)
        t.members.removeAll(adapterId);
    for (VSwitch &v : node.vswitches)
        v.uplinks.removeAll(adapterId);
    for (Interface &i : node.interfaces)
        if (i.attach.teamMapping == adapterId)
            i.attach.teamMapping.clear();
    std::vector<Node> changed = DesignEdits::withoutInterfaces(trial, dropped);
    if (std::none_of(changed.begin(), changed.end(), [&](const Node &n) { return n.id == nodeId; }))
        changed.push_back(node);
    for (const Node &n : changed) {
        if (const QString problem = DesignEdits::nodeProblem(trial, n); !problem.isEmpty()) {
            Q_EMIT statusMessage(tr("Adapter %1 not removed: %2.").arg(name, problem));
            return;
        }
    }
    QStringList links;
    for (const Link &l : design.links)
        if (l.a == adapterId || l.b == adapterId)
            links << l.id;
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(tr("Remove adapter %1 from %2").arg(name, nodeName));
    // The ids first: each RemoveLink changes the list it came from.
    for (const QString &id : links)
        stack->push(new RemoveLink(m_document, id));
    for (Node &n : changed)
        stack->push(new SetNode(m_document, std::move(n), tr("Remove adapter %1").arg(name)));
    stack->endMacro();
}

void DesignActions::removeInterface(const QString &nodeId, const QString &interfaceId)
{
    const Node *source = m_document->design().node(nodeId);
    const Interface *interface = source ? source->interface(interfaceId) : nullptr;
    if (!interface)
        return;
    const QString text = tr("Remove interface %1 from %2").arg(interface->name, source->name);
    std::vector<Node> changed = DesignEdits::withoutInterfaces(m_document->design(), {interfaceId});
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(text);
    for (Node &n : changed)
        stack->push(new SetNode(m_document, std::move(n), text));
    stack->endMacro();
}

void DesignActions::addPorts(const QString &switchId, int count)
{
    const Switch *source = m_document->design().switchById(switchId);
    if (!source || count < 1)
        return;
    Switch sw = *source;
    QSet<QString> used = DesignEdits::usedIds(m_document->design());
    QSet<QString> names;
    for (const SwitchPort &p : sw.ports)
        names.insert(p.name);
    // Like the last port; on an empty switch, a plain 25 GbE port.
    SwitchPort plain;
    plain.speedGbps = 25;
    for (int i = 0; i < count; ++i)
        DesignEdits::appendPort(sw, sw.ports.empty() ? plain : sw.ports.back(), used, names);
    m_document->undoStack()->push(
        new SetSwitch(m_document, sw, tr("Add %n port(s) to %1", nullptr, count).arg(sw.name)));
}

void DesignActions::removePort(const QString &switchId, const QString &portId)
{
    const Switch *source = m_document->design().switchById(switchId);
    if (!source || !source->port(portId))
        return;
    Switch sw = *source;
    const QString name = sw.port(portId)->name;
    sw.ports.erase(
        std::remove_if(sw.ports.begin(), sw.ports.end(), [&](const SwitchPort &p) { return p.id == portId; }),
        sw.ports.end());
    QStringList links;
    for (const Link &l : m_document->design().links)
        if (l.a == portId || l.b == portId)
            links << l.id;
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(tr("Remove port %1 from %2").arg(name, sw.name));
    for (const QString &id : links)
        stack->push(new RemoveLink(m_document, id));
    stack->push(new SetSwitch(m_document, sw, tr("Remove port %1").arg(name)));
    stack->endMacro();
}

void DesignActions::addToCluster(const QStringList &nodeIds, const QString &clusterId)
{
    std::vector<Cluster> clusters = m_document->design().clusters;
    for (Cluster &c : clusters) {
        if (c.id != clusterId)
            continue;
        bool changed = false;
        for (const QString &id : nodeIds)
            if (m_document->design().node(id) && !c.members.contains(id)) {
                c.members << id;
                changed = true;
            }
        if (changed)
            m_document->undoStack()->push(new SetCluster(m_document, &Design::clusters, c, DesignPart::Clusters,
                tr("Add %n node(s) to cluster %1", nullptr, int(nodeIds.size())).arg(c.name)));
        return;
    }
}

QString DesignActions::newCluster(const QStringList &nodeIds, const QString &name, ClusterKind kind)
{
    std::vector<Cluster> clusters = m_document->design().clusters;
    QSet<QString> used = DesignEdits::usedIds(m_document->design());
    Cluster cluster;
    cluster.name = name;
    cluster.id = DesignEdits::freshId(used, name.isEmpty() ? QStringLiteral("cluster") : name);
    cluster.kind = kind;
    for (const QString &id : nodeIds)
        if (m_document->design().node(id))
            cluster.members << id;
    clusters.push_back(cluster);
    m_document->undoStack()->push(
        new SetClusters(m_document, &Design::clusters, clusters, DesignPart::Clusters, tr("New cluster %1").arg(name)));
    return cluster.id;
}

void DesignActions::removeFromClusters(const QStringList &nodeIds)
{
    std::vector<Cluster> clusters = m_document->design().clusters;
    bool changed = false;
    for (Cluster &c : clusters)
        for (const QString &id : nodeIds)
            changed |= c.members.removeAll(id) > 0;
    if (changed)
        m_document->undoStack()->push(new SetClusters(m_document, &Design::clusters, clusters, DesignPart::Clusters,
            tr("Remove %n node(s) from their clusters", nullptr, int(nodeIds.size()))));
}

void DesignActions::suppress(const Finding &finding, const QString &reason)
{
    std::vector<Suppression> suppressions = m_document->design().suppressions;
    suppressions.push_back({finding.rule, finding.objects, reason});
    m_document->undoStack()->push(new SetSuppressions(m_document, &Design::suppressions, suppressions,
        DesignPart::Suppressions, tr("Accept %1 finding").arg(finding.rule)));
}

void DesignActions::autoLayout(const std::function<QSizeF(const QString &)> &sizeOf)
{
    const Design &design = m_document->design();
    std::map<QString, Point> layout = AutoLayout::compute(design, sizeOf);
    // Cluster positions (unused by the canvas) are kept as they were.
    for (const Cluster &c : design.clusters)
        if (const auto it = design.layout.find(c.id); it != design.layout.end())
            layout.insert(*it);
    if (layout == design.layout)
        return;
    m_document->undoStack()->push(
        new SetLayout(m_document, &Design::layout, std::move(layout), DesignPart::Layout, tr("Auto-layout")));
}

namespace {
// The commands that turn the design into `trial`, which differs from it in
// its subnets, clusters and nodes' interfaces only.
void pushChanges(DesignDocument *document, const Design &trial, const QString &text)
{
    const Design &design = document->design();
    QUndoStack *stack = document->undoStack();
    pushEntryChanges(document, &Design::subnets, trial.subnets, DesignPart::Subnets, text);
    pushEntryChanges(document, &Design::clusters, trial.clusters, DesignPart::Clusters, text);
    for (std::size_t i = 0; i < trial.nodes.size(); ++i)
        if (!(trial.nodes[i] == design.nodes[i]))
            stack->push(new SetNode(document, trial.nodes[i], text));
}
} // namespace

AddressAllocator::Result DesignActions::allocateAddresses()
{
    Design trial = m_document->design();
    const AddressAllocator::Result result = AddressAllocator::repair(trial);
    if (result.assigned + result.renumbered == 0)
        return result;
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(result.renumbered > 0
            ? tr("Allocate %1 and renumber %n address(es)", nullptr, result.renumbered).arg(result.assigned)
            : tr("Allocate %n address(es)", nullptr, result.assigned));
    pushChanges(m_document, trial, tr("Allocate addresses"));
    stack->endMacro();
    return result;
}

IpPlan::Import DesignActions::importIpPlan(const QByteArray &csv)
{
    IpPlan::Import plan = IpPlan::fromCsv(m_document->design(), csv);
    if (!plan.problems.isEmpty() || plan.changed == 0)
        return plan;
    QUndoStack *stack = m_document->undoStack();
    const QString text = tr("Import IP plan: %n interface(s) changed", nullptr, plan.changed);
    stack->beginMacro(text);
    pushChanges(m_document, plan.design, text);
    stack->endMacro();
    return plan;
}

QStringList DesignActions::applyProfile(const QString &sourceId, const QStringList &targetIds)
{
    const HostProfile::Applied applied = HostProfile::apply(m_document->design(), sourceId, targetIds);
    if (applied.changed.isEmpty())
        return {};
    const QString hosts = applied.changed.size() <= 3
        ? applied.changed.join(QStringLiteral(", "))
        : tr("%1 and %n more", nullptr, int(applied.changed.size()) - 2)
              .arg(applied.changed.mid(0, 2).join(QStringLiteral(", ")));
    const QString text = tr("Apply %1's profile to %2").arg(m_document->design().node(sourceId)->name, hosts);
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(text);
    pushChanges(m_document, applied.design, text);
    stack->endMacro();
    return applied.changed;
}

DesignActions::Renumbering DesignActions::renumberingFor(const std::vector<Subnet> &subnets) const
{
    Renumbering out;
    const Design &design = m_document->design();
    for (const Subnet &s : subnets) {
        const Subnet *old = design.subnet(s.id);
        const auto from = old ? Ipv4Prefix::parse(old->prefix) : std::nullopt;
        if (!from || old->prefix == s.prefix || !Ipv4Prefix::parse(s.prefix))
            continue;
        if (const int count = AddressAllocator::addressesIn(design, s.id, *from); count > 0) {
            out.subnets << s.name;
            out.addresses += count;
        }
    }
    return out;
}

void DesignActions::setSubnets(std::vector<Subnet> subnets, bool renumber, const QString &text)
{
    const Design &design = m_document->design();
    Design trial = design;
    trial.subnets = std::move(subnets);
    int moved = 0;
    if (renumber)
        for (const Subnet &s : std::vector<Subnet>(trial.subnets)) {
            const Subnet *old = design.subnet(s.id);
            const auto from = old ? Ipv4Prefix::parse(old->prefix) : std::nullopt;
            if (from && old->prefix != s.prefix)
                moved += AddressAllocator::renumber(trial, s.id, *from).renumbered;
        }
    if (trial == design)
        return;
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(moved > 0 ? tr("%1 and renumber %n address(es)", nullptr, moved).arg(text) : text);
    pushChanges(m_document, trial, text);
    stack->endMacro();
}

} // namespace hvnet

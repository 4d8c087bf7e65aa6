#include "outlineview.h"

#include "exporters/labels.h"
#include "model/designdocument.h"
#include "model/designselection.h"

#include <QHeaderView>
#include <QTimer>

#include <functional>

namespace hvnet {

namespace {
constexpr int idRole = Qt::UserRole;
}

OutlineView::OutlineView(DesignDocument *document, QWidget *parent) : QTreeWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("outlineView"));
    setHeaderLabels({tr("Object"), tr("Detail")});
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setUniformRowHeights(true);
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    // Another design: its outline at once, never a moment of the old one's
    // rows (a click on one would select an object the design does not have).
    connect(document, &DesignDocument::designReset, this, [this] {
        m_wanted.clear();
        refresh();
    });
    // An edit refreshes what it touched: a node's or switch's branch, a
    // subnet's or cluster's line. A large design's outline is rebuilt only
    // when objects come or go or a part is replaced as a whole.
    connect(document, &DesignDocument::changed, this, [this](const DesignChange &change) {
        if (change.addsOrRemoves())
            scheduleRefresh();
        if (m_pending || change.kind != DesignChange::Kind::Changed)
            return;
        const Design &design = m_document->design();
        QTreeWidgetItem *item = change.id.isEmpty() ? nullptr : m_items.value(change.id);
        if (change.part == DesignPart::Nodes && item && design.node(change.id))
            fillNode(item, *design.node(change.id));
        else if (change.part == DesignPart::Switches && item && design.switchById(change.id))
            fillSwitch(item, *design.switchById(change.id));
        else if (change.part == DesignPart::Subnets && item && design.subnet(change.id))
            showSubnet(item, *design.subnet(change.id));
        else if (change.part == DesignPart::Clusters && item && design.cluster(change.id)
            && showCluster(item, *design.cluster(change.id)))
            return;
        else if (change.part == DesignPart::Subnets || change.part == DesignPart::Clusters
            || change.part == DesignPart::Notes)
            scheduleRefresh();
    });
    connect(this, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (m_selecting)
            return;
        m_wanted = selectedIds();
        Q_EMIT selectionChangedByUser(m_wanted);
    });
    refresh();
}

void OutlineView::scheduleRefresh()
{
    // One rebuild per burst of changes (a macro of many commands).
    if (m_pending)
        return;
    m_pending = true;
    QTimer::singleShot(50, this, &OutlineView::refresh);
}

void OutlineView::refresh()
{
    m_pending = false;
    const QStringList selected = m_wanted; // what was asked for, even of a tree not yet rebuilt
    QSet<QString> expanded;
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        if ((*it)->isExpanded())
            expanded.insert((*it)->data(0, idRole).toString() + (*it)->text(0));
    m_selecting = true;
    clear();
    const Design &design = m_document->design();
    m_items.clear();
    const auto add = [this](QTreeWidgetItem *parent, const QString &text, const QString &detail, const QString &id) {
        return addItem(parent, text, detail, id);
    };
    const auto addNode = [&](QTreeWidgetItem *parent, const Node &node) {
        QTreeWidgetItem *item = add(parent, node.name, Labels::role(node.role), node.id);
        fillNode(item, node);
    };
    QTreeWidgetItem *clusters = add(nullptr, tr("Clusters"), QString::number(design.clusters.size()), {});
    QSet<QString> clustered;
    for (const Cluster &c : design.clusters) {
        QTreeWidgetItem *item = add(clusters, c.name, Labels::clusterKind(c.kind), c.id);
        for (const QString &m : c.members)
            if (const Node *n = design.node(m)) {
                addNode(item, *n);
                clustered.insert(m);
            }
    }
    QTreeWidgetItem *loose = add(nullptr, tr("Nodes outside clusters"), {}, {});
    int looseCount = 0;
    for (const Node &n : design.nodes)
        if (!clustered.contains(n.id)) {
            addNode(loose, n);
            ++looseCount;
        }
    loose->setText(1, QString::number(looseCount));
    QTreeWidgetItem *switches = add(nullptr, tr("Switches"), QString::number(design.switches.size()), {});
    for (const Switch &s : design.switches) {
        fillSwitch(add(switches, s.name, Labels::platform(s.platform), s.id), s);
    }
    QTreeWidgetItem *subnets = add(nullptr, tr("Subnets"), QString::number(design.subnets.size()), {});
    for (const Subnet &s : design.subnets)
        showSubnet(add(subnets, {}, {}, s.id), s);
    // The notes, by their first line, where there are any.
    QTreeWidgetItem *notes = nullptr;
    if (!design.notes.empty()) {
        notes = add(nullptr, tr("Notes"), QString::number(design.notes.size()), {});
        for (const Note &n : design.notes) {
            const QString first = n.text.section(QLatin1Char('\n'), 0, 0).simplified();
            QTreeWidgetItem *item
                = add(notes, first.size() > 60 ? first.left(59) + QChar(0x2026) : first, {}, n.id);
            item->setToolTip(0, n.text);
        }
    }
    for (QTreeWidgetItem *top : {clusters, loose, switches, subnets, notes})
        if (top)
            top->setExpanded(true);
    for (QTreeWidgetItemIterator it(this); *it; ++it)
        if (expanded.contains((*it)->data(0, idRole).toString() + (*it)->text(0)))
            (*it)->setExpanded(true);
    m_selecting = false;
    if (!m_filter.isEmpty())
        setFilter(m_filter);
    selectIds(selected);
}

QTreeWidgetItem *OutlineView::addItem(
    QTreeWidgetItem *parent, const QString &text, const QString &detail, const QString &id)
{
    auto *item = parent ? new QTreeWidgetItem(parent) : new QTreeWidgetItem(this);
    item->setText(0, text);
    item->setText(1, detail);
    item->setData(0, idRole, id);
    if (!id.isEmpty()) {
        item->setToolTip(0, id);
        m_items.insert(id, item);
    }
    return item;
}

void OutlineView::fillNode(QTreeWidgetItem *item, const Node &node)
{
    for (QTreeWidgetItem *child : item->takeChildren()) {
        m_items.remove(child->data(0, idRole).toString());
        delete child;
    }
    item->setText(0, node.name);
    item->setText(1, Labels::role(node.role));
    for (const Adapter &a : node.adapters)
        addItem(item, a.name,
            a.rdma == RdmaTransport::None ? tr("%1 Gbps").arg(a.speedGbps)
                                          : tr("%1 Gbps, %2").arg(a.speedGbps).arg(Labels::rdma(a.rdma)),
            a.id);
    for (const Team &t : node.teams)
        addItem(item, t.name, tr("team"), t.id);
    for (const VSwitch &v : node.vswitches)
        addItem(item, v.name, tr("vSwitch"), v.id);
    for (const Interface &i : node.interfaces)
        addItem(item, i.name, i.address.isEmpty() ? i.subnet : i.address, i.id);
}

void OutlineView::fillSwitch(QTreeWidgetItem *item, const Switch &sw)
{
    for (QTreeWidgetItem *child : item->takeChildren()) {
        m_items.remove(child->data(0, idRole).toString());
        delete child;
    }
    item->setText(0, sw.name);
    item->setText(1, Labels::platform(sw.platform));
    for (const SwitchPort &p : sw.ports)
        addItem(item, p.name, tr("%1 Gbps").arg(p.speedGbps), p.id);
}

void OutlineView::showSubnet(QTreeWidgetItem *item, const Subnet &subnet)
{
    item->setText(0, subnet.name);
    item->setText(1, subnet.vlan ? tr("%1, VLAN %2").arg(subnet.prefix).arg(subnet.vlan) : subnet.prefix);
}

bool OutlineView::showCluster(QTreeWidgetItem *item, const Cluster &cluster)
{
    // Members moving between clusters move branches: that is a rebuild.
    QStringList shown;
    for (int i = 0; i < item->childCount(); ++i)
        shown << item->child(i)->data(0, idRole).toString();
    QStringList members;
    for (const QString &m : cluster.members)
        if (m_document->design().node(m))
            members << m;
    if (shown != members)
        return false;
    item->setText(0, cluster.name);
    item->setText(1, Labels::clusterKind(cluster.kind));
    return true;
}

void OutlineView::setFilter(const QString &text)
{
    m_filter = text.trimmed();
    // Bottom up: an item stays when it or one of its children matches.
    const std::function<bool(QTreeWidgetItem *)> apply = [&](QTreeWidgetItem *item) {
        bool keep = m_filter.isEmpty() || item->text(0).contains(m_filter, Qt::CaseInsensitive)
            || item->text(1).contains(m_filter, Qt::CaseInsensitive)
            || item->data(0, idRole).toString().contains(m_filter, Qt::CaseInsensitive);
        for (int i = 0; i < item->childCount(); ++i)
            keep |= apply(item->child(i));
        item->setHidden(!keep);
        if (keep && !m_filter.isEmpty())
            item->setExpanded(true);
        return keep;
    };
    for (int i = 0; i < topLevelItemCount(); ++i) {
        QTreeWidgetItem *top = topLevelItem(i);
        for (int c = 0; c < top->childCount(); ++c)
            apply(top->child(c));
    }
}

void OutlineView::follow(DesignSelection *selection)
{
    connect(this, &OutlineView::selectionChangedByUser, selection, &DesignSelection::setIds);
    // What was picked here comes back as the selection: nothing to redo.
    connect(selection, &DesignSelection::changed, this, [this](const QStringList &ids) {
        // Remembered even when the rows show it already: a rebuild due
        // (a note's text edited) selects what is wanted, not what was.
        m_wanted = ids;
        if (ids != selectedIds())
            selectIds(ids);
    });
}

void OutlineView::selectIds(const QStringList &ids)
{
    m_wanted = ids;
    m_selecting = true;
    clearSelection();
    const QSet<QString> wanted(ids.begin(), ids.end());
    QTreeWidgetItem *first = nullptr;
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        if (wanted.contains((*it)->data(0, idRole).toString())) {
            (*it)->setSelected(true);
            if (!first)
                first = *it;
        }
    }
    if (first)
        scrollToItem(first);
    m_selecting = false;
}

QStringList OutlineView::selectedIds() const
{
    QStringList ids;
    for (QTreeWidgetItem *item : selectedItems())
        if (const QString id = item->data(0, idRole).toString(); !id.isEmpty() && !ids.contains(id))
            ids << id;
    return ids;
}

} // namespace hvnet

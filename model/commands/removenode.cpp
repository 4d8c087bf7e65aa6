#include "removenode.h"

#include "model/designdocument.h"

#include <QCoreApplication>

#include <set>

namespace hvnet {

RemoveNode::RemoveNode(DesignDocument *document, const QString &nodeId, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_nodeId(nodeId)
{
    const Node *node = document->design().node(nodeId);
    setText(QCoreApplication::translate("hvnet::commands", "Remove %1").arg(node ? node->name : nodeId));
}

void RemoveNode::redo()
{
    Design &design = m_document->edit();
    auto it
        = std::find_if(design.nodes.begin(), design.nodes.end(), [this](const Node &n) { return n.id == m_nodeId; });
    if (it == design.nodes.end())
        return;
    m_document->notifyAboutToBeRemoved(DesignPart::Nodes, m_nodeId);
    m_index = std::size_t(it - design.nodes.begin());

    std::set<QString> adapterIds;
    std::set<QString> interfaceIds;
    for (const Adapter &a : it->adapters)
        adapterIds.insert(a.id);
    for (const Interface &i : it->interfaces)
        interfaceIds.insert(i.id);

    // Collected front to back, removed back to front, restored front to back.
    m_links.clear();
    for (std::size_t i = 0; i < design.links.size(); ++i) {
        const Link &l = design.links[i];
        if (adapterIds.count(l.a) || adapterIds.count(l.b))
            m_links.push_back({i, l});
    }
    for (auto l = m_links.rbegin(); l != m_links.rend(); ++l)
        design.links.erase(design.links.begin() + std::ptrdiff_t(l->index));

    m_memberships.clear();
    for (std::size_t c = 0; c < design.clusters.size(); ++c) {
        const qsizetype index = design.clusters[c].members.indexOf(m_nodeId);
        if (index >= 0) {
            m_memberships.push_back({c, index});
            design.clusters[c].members.removeAt(index);
        }
    }

    m_constraintEntries.clear();
    for (std::size_t n = 0; n < design.nodes.size(); ++n) {
        for (std::size_t c = 0; c < design.nodes[n].smbConstraints.size(); ++c) {
            QStringList &ids = design.nodes[n].smbConstraints[c].interfaces;
            for (qsizetype i = 0; i < ids.size(); ++i) {
                if (design.nodes[n].id != m_nodeId && interfaceIds.count(ids[i]))
                    m_constraintEntries.push_back({n, c, i, ids[i]});
            }
        }
    }
    for (auto e = m_constraintEntries.rbegin(); e != m_constraintEntries.rend(); ++e)
        design.nodes[e->node].smbConstraints[e->constraint].interfaces.removeAt(e->index);

    m_position.reset();
    if (auto p = design.layout.find(m_nodeId); p != design.layout.end()) {
        m_position = p->second;
        design.layout.erase(p);
    }
    m_node = std::move(*it);
    design.nodes.erase(it);
    m_document->notifyRemoved(DesignPart::Nodes, m_nodeId);
}

void RemoveNode::undo()
{
    if (!m_node)
        return;
    Design &design = m_document->edit();
    design.nodes.insert(design.nodes.begin() + std::ptrdiff_t(m_index), *m_node);
    for (const ConstraintEntry &e : m_constraintEntries) {
        const std::size_t node = e.node >= m_index ? e.node + 1 : e.node; // the node is back in the list
        design.nodes[node].smbConstraints[e.constraint].interfaces.insert(e.index, e.interfaceId);
    }
    for (const Membership &m : m_memberships)
        design.clusters[m.cluster].members.insert(m.index, m_nodeId);
    for (const Indexed &l : m_links)
        design.links.insert(design.links.begin() + std::ptrdiff_t(l.index), l.link);
    if (m_position)
        design.layout[m_nodeId] = *m_position;
    m_node.reset();
    m_document->notifyAdded(DesignPart::Nodes, m_nodeId);
}

} // namespace hvnet

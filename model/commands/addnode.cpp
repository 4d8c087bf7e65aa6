#include "addnode.h"

#include "model/designdocument.h"

#include <QCoreApplication>

namespace hvnet {

AddNode::AddNode(DesignDocument *document, Node node, std::optional<Point> position, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_node(std::move(node)), m_position(position)
{
    setText(QCoreApplication::translate("hvnet::commands", "Add %1").arg(m_node.name));
}

void AddNode::redo()
{
    Design &design = m_document->edit();
    design.nodes.push_back(m_node);
    if (m_position)
        design.layout[m_node.id] = *m_position;
    m_document->notifyAdded(DesignPart::Nodes, m_node.id);
}

void AddNode::undo()
{
    m_document->notifyAboutToBeRemoved(DesignPart::Nodes, m_node.id);
    Design &design = m_document->edit();
    design.nodes.pop_back();
    design.layout.erase(m_node.id);
    m_document->notifyRemoved(DesignPart::Nodes, m_node.id);
}

} // namespace hvnet

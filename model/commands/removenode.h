#pragma once

#include "model/design.h"

#include <QUndoCommand>

#include <optional>
#include <vector>

namespace hvnet {

class DesignDocument;

// Removes a node with everything that refers to it (its cables, its cluster
// memberships, other nodes' SMB constraints naming its interfaces, its canvas
// position) and owns all of it until undo puts it back where it was.
class RemoveNode : public QUndoCommand
{
public:
    RemoveNode(DesignDocument *document, const QString &nodeId, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    struct Indexed {
        std::size_t index;
        Link link;
    };
    struct Membership {
        std::size_t cluster;
        qsizetype index;
    };
    struct ConstraintEntry {
        std::size_t node;
        std::size_t constraint;
        qsizetype index;
        QString interfaceId;
    };

    DesignDocument *m_document;
    QString m_nodeId;
    std::optional<Node> m_node;
    std::size_t m_index = 0;
    std::vector<Indexed> m_links;
    std::vector<Membership> m_memberships;
    std::vector<ConstraintEntry> m_constraintEntries;
    std::optional<Point> m_position;
};

} // namespace hvnet

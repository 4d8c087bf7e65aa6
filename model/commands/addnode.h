#pragma once

#include "model/design.h"

#include <QUndoCommand>

#include <optional>

namespace hvnet {

class DesignDocument;

class AddNode : public QUndoCommand
{
public:
    AddNode(DesignDocument *document, Node node, std::optional<Point> position = std::nullopt,
        QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;

private:
    DesignDocument *m_document;
    Node m_node;
    std::optional<Point> m_position;
};

} // namespace hvnet

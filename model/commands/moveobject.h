#pragma once

#include "model/design.h"

#include <QUndoCommand>

#include <optional>

namespace hvnet {

class DesignDocument;

// Moves a node, switch or cluster on the canvas. Successive moves of the same
// object merge, so one drag is one undo step.
class MoveObject : public QUndoCommand
{
public:
    MoveObject(DesignDocument *document, const QString &id, Point to, QUndoCommand *parent = nullptr);

    void redo() override;
    void undo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand *other) override;

private:
    void apply(const std::optional<Point> &position);

    DesignDocument *m_document;
    QString m_objectId;
    std::optional<Point> m_from;
    Point m_to;
};

} // namespace hvnet

#include "moveobject.h"

#include "commandids.h"
#include "model/designdocument.h"

#include <QCoreApplication>

namespace hvnet {

MoveObject::MoveObject(DesignDocument *document, const QString &id, Point to, QUndoCommand *parent)
    : QUndoCommand(parent), m_document(document), m_objectId(id), m_to(to)
{
    const auto &layout = document->design().layout;
    if (auto it = layout.find(id); it != layout.end())
        m_from = it->second;
    // Moves are merged per object and shown one by one: named as people name it.
    const Node *node = document->design().node(id);
    const Switch *sw = node ? nullptr : document->design().switchById(id);
    if (!node && !sw && document->design().note(id))
        setText(QCoreApplication::translate("hvnet::commands", "Move note"));
    else
        setText(QCoreApplication::translate("hvnet::commands", "Move %1").arg(node ? node->name : sw ? sw->name : id));
}

void MoveObject::redo()
{
    apply(m_to);
}
void MoveObject::undo()
{
    apply(m_from);
}

int MoveObject::id() const
{
    return int(CommandId::MoveObject);
}

bool MoveObject::mergeWith(const QUndoCommand *other)
{
    const auto *move = static_cast<const MoveObject *>(other);
    if (move->m_objectId != m_objectId)
        return false;
    m_to = move->m_to;
    return true;
}

void MoveObject::apply(const std::optional<Point> &position)
{
    auto &layout = m_document->edit().layout;
    if (position)
        layout[m_objectId] = *position;
    else
        layout.erase(m_objectId);
    m_document->notifyMoved(m_objectId);
}

} // namespace hvnet

#pragma once

namespace hvnet {

// Ids of commands that merge with their predecessor (QUndoCommand::id()).
enum class CommandId : int {
    MoveObject = 1,
};

} // namespace hvnet

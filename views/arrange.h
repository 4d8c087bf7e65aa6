#pragma once

#include <QString>

namespace hvnet {

class DesignDocument;
class DesignScene;

// View > Arrange: the selected cards lined up, spaced evenly or put on the
// grid, as drawing tools do it; each one undoable step, named for what it did.
namespace Arrange {

enum class Kind { AlignLeft, AlignTop, DistributeHorizontally, DistributeVertically, SnapToGrid };

// The grid the canvas snaps to, in scene units.
constexpr double grid = 20;

// Arranges the selected nodes and switches (snapping: all of them when none is
// selected). Returns what was done for the status bar, or why nothing was
// (fewer than two cards to align, three to distribute).
QString apply(DesignScene *scene, DesignDocument *document, Kind kind);

} // namespace Arrange
} // namespace hvnet

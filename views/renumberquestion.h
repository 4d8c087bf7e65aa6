#pragma once

#include "model/edit/designactions.h"

#include <optional>

class QWidget;

namespace hvnet {

// Asks, when a subnet's prefix changes under addresses, whether they move
// with it: true to renumber, false for the prefix alone, nothing to cancel.
// No question (false) when no address is affected.
std::optional<bool> askRenumbering(QWidget *parent, const DesignActions::Renumbering &renumbering);

} // namespace hvnet

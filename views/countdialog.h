#pragma once

#include <QString>

#include <optional>

class QWidget;

namespace hvnet {

// Asks for a whole number in a range, as QInputDialog::getInt does, but with
// a spin box that never clamps what was typed: OK stays off while the number
// is outside the range, and says why.
std::optional<int> askCount(
    QWidget *parent, const QString &title, const QString &label, int value, int minimum, int maximum);

} // namespace hvnet

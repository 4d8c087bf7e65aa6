#pragma once

#include <QByteArray>

namespace hvnet {

class Design;

// Stable writing: keys in the order of the format page, arrays in the user's
// order, two-space indentation, a final newline, no timestamps.
class DesignWriter
{
public:
    static QByteArray write(const Design &design);
};

} // namespace hvnet

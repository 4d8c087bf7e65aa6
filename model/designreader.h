#pragma once

#include "design.h"
#include "designerror.h"

#include <QByteArray>

#include <optional>

namespace hvnet {

// Strict reading of the .hvnet format: an unknown key, a wrong type, a value
// outside its range, a duplicate or dangling id, a newer formatVersion are all
// errors, never guesses.
class DesignReader
{
public:
    struct Result {
        std::optional<Design> design;
        DesignError error; // set when design is empty
    };

    // The bounds of what it reads (docs/design-format.md, "Limits"): a larger
    // file, or JSON nested deeper, is refused before any of it is parsed, so
    // no file can make the reader run out of memory or stack. The largest
    // generated designs (DesignGenerator::maxHosts) are far inside both.
    static constexpr qsizetype maxFileSize = 64 * 1024 * 1024;
    static constexpr int maxDepth = 64;

    static Result read(const QByteArray &utf8Json);
};

} // namespace hvnet

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

    static Result read(const QByteArray &utf8Json);
};

} // namespace hvnet

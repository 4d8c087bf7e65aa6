#pragma once

#include <QString>

namespace hvnet {

// What went wrong reading or writing a design, precise enough to fix it:
// the file, the line and column, the JSON pointer of the field, and what was
// expected. Any of the location parts may be empty when they do not apply.
struct DesignError {
    QString file;
    int line = 0;
    int column = 0;
    QString pointer;
    QString message;

    bool isNull() const { return message.isEmpty(); }
    // "file:line:column: /pointer: message", leaving out what is unknown.
    QString toString() const;
};

} // namespace hvnet

#pragma once

#include <QString>
#include <QStringList>

namespace hvnet {

// A list of 802.1p priorities or VLANs as hvnet prints it in a message or a
// table cell, in the order given: "3,4" or "3, 4", and a word of the caller's
// when there is none. The plan's notes, the check's findings and the port map
// each keep their separator and their word for none, so each says what it
// said before; they share how a list is written.
template <typename Numbers> QString numberList(const Numbers &values, const QString &separator, const QString &none)
{
    QStringList parts;
    for (const int value : values)
        parts << QString::number(value);
    return parts.isEmpty() ? none : parts.join(separator);
}

} // namespace hvnet

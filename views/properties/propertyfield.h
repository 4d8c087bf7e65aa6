#pragma once

#include "fieldspec.h"

#include <QString>
#include <QVariant>

#include <functional>

namespace hvnet {

// One line of a properties form over objects of type T: its label, the
// name of its editor (prefix + key), the editor, and how the value is read
// from and written into an object. (The column of a table is its sibling,
// PropertyColumn: both are a few lines of data, kept in one header.)
template <typename T> struct PropertyField {
    QString label;
    QString key;
    FieldSpec spec;
    std::function<QVariant(const T &)> get;
    std::function<void(T &, const QVariant &)> set;
    bool singleOnly = false; // names and ids: not for several objects at once
};

// One column of a table of an object's parts (adapters, ports, ...); the
// editor may differ per row (a team mapping only under a vSwitch).
template <typename Row> struct PropertyColumn {
    QString header;
    QString key;
    std::function<FieldSpec(const Row &)> spec;
    std::function<QVariant(const Row &)> get;
    std::function<void(Row &, const QVariant &)> set;
};

} // namespace hvnet

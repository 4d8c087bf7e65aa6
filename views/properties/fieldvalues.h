#pragma once

#include "fieldspec.h"
#include "model/enums.h"

#include <QCoreApplication>
#include <QStringList>
#include <QVariant>

#include <optional>
#include <vector>

namespace hvnet {

// Between the design's values and the properties dock's editors: optional
// values as "not set", enumerations as combo box choices, lists of numbers
// and names as one line of text.
class FieldValues
{
    Q_DECLARE_TR_FUNCTIONS(hvnet::PropertiesView)

public:
    template <typename T> static QVariant optional(const std::optional<T> &v)
    {
        return v ? QVariant::fromValue(*v) : QVariant();
    }
    template <typename E> static QVariant optionalEnum(const std::optional<E> &v)
    {
        return v ? QVariant(int(*v)) : QVariant();
    }
    template <typename E> static std::optional<E> toOptionalEnum(const QVariant &v)
    {
        return v.isValid() ? std::optional<E>(E(v.toInt())) : std::nullopt;
    }
    static std::optional<bool> toOptionalBool(const QVariant &v);
    static std::optional<int> toOptionalInt(const QVariant &v);

    // "1, 2, 3"
    static QString joinInts(const std::vector<int> &values);
    // "a, b c" -> {"a", "b", "c"}: lists typed into one field.
    static QStringList splitList(const QString &text);
    // Nothing for an empty field; the numbers otherwise.
    static std::optional<std::vector<int>> parseInts(const QString &text);

    // An enumeration's values by their labels, optionally after "(default)"
    // or the given text for "not set".
    template <typename E>
    static QList<FieldChoice> enumChoices(QString (*label)(E), bool withDefault = false, const QString &unset = {})
    {
        QList<FieldChoice> out;
        if (withDefault)
            out << FieldChoice{unset.isEmpty() ? tr("(default)") : unset, QVariant()};
        for (const auto &entry : EnumNames<E>::entries)
            out << FieldChoice{label ? label(entry.first) : enumString(entry.first), int(entry.first)};
        return out;
    }
    // "(default)", "Yes", "No" for a setting that may be left to Windows.
    static QList<FieldChoice> optionalBool();
    // "No", "Yes".
    static QList<FieldChoice> yesNo();
};

} // namespace hvnet
